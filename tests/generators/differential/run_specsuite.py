#!/usr/bin/env python3
"""The reference's spec suite through the generated types.

usage: run_specsuite.py DRIVER HCLDEC SUITE ACCEPTED WORKDIR

Copies the tests of SUITE (the reference's specsuite/tests) whose spec
hcl-gen accepts (ACCEPTED, one path in the suite a line) into
WORKDIR/specsuite/tests, and runs the reference's runner over them
(scripts/run-specsuite.sh) with a program that answers each result run
with DRIVER (hclcpp_gen_differential: the input decoded through the types
generated from that spec, converted back to a value) and each --var-refs
run with HCLDEC (hclcpp's own hcldec: the references concern the spec, not
the types). Exit status as run-specsuite.sh's (77: skipped, no Go or
suite).
"""
import os
import pathlib
import shutil
import stat
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent


def main():
    if len(sys.argv) != 6:
        print(__doc__, file=sys.stderr)
        return 2
    driver, hcldec, suite, accepted, work = sys.argv[1:]
    suite, work = pathlib.Path(suite), pathlib.Path(work)
    names = [l.strip() for l in pathlib.Path(accepted).read_text().splitlines() if l.strip()]
    tests = work / "specsuite" / "tests"
    shutil.rmtree(tests, ignore_errors=True)
    for name in names:
        source = suite / name
        for f in source.parent.glob(source.name + ".*"):
            if f.name.split(".", 1)[0] != source.name:
                continue
            target = tests / f.relative_to(suite)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(f, target)
    program = work / "hcldec-split"
    program.write_text(
        "#!/bin/sh\n"
        "# Written by run_specsuite.py: --var-refs runs to hclcpp's hcldec, the others to the driver.\n"
        'for a in "$@"; do\n'
        f'  if [ "$a" = --var-refs ]; then exec "{hcldec}" "$@"; fi\n'
        "done\n"
        f'exec "{driver}" "$@"\n')
    program.chmod(program.stat().st_mode | stat.S_IXUSR)
    script = HERE.parent.parent.parent / "scripts" / "run-specsuite.sh"
    env = dict(os.environ, HCLSPECSUITE_TESTS=str(tests))
    print(f"{len(names)} tests of the spec suite whose spec hcl-gen accepts")
    return subprocess.run(["sh", str(script), str(program), str(work / "runner")], env=env).returncode


if __name__ == "__main__":
    sys.exit(main())
