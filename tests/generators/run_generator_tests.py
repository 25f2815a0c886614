#!/usr/bin/env python3
"""Tests of hcl-gen (generators/): what it writes and what it reports.

usage: run_generator_tests.py HCL_GEN [--update]

1. Golden headers: every golden/NAME.hcldec (or NAME.json) is generated
   again, with the options in NAME.args (one per line) if present, and must
   equal golden/NAME.hpp byte for byte.
2. Diagnostics: every errors/NAME.hcldec (or NAME.json) must fail with exit
   status 1, print exactly errors/NAME.expected on stderr, and leave no
   file behind (neither the header nor a temporary).
3. Usage errors (exit status 2), and an unchanged header left untouched.
4. differential/accepted.txt and rejected.txt list the specs of
   tests/conformance/dec that hcl-gen accepts and rejects (with why);
   specsuite_accepted.txt and specsuite_rejected.txt those of the
   reference's spec suite, where it is installed.

--update rewrites golden/*.hpp, errors/*.expected and the differential
lists from what hcl-gen does now; review the diff before committing it.
"""
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
failures = []


def check(name, ok, why=""):
    print(f"{'ok  ' if ok else 'FAIL'} {name}" + ("" if ok else f": {why}"))
    if not ok:
        failures.append(name)


def schemas(folder):
    return sorted(p for p in (HERE / folder).iterdir() if p.suffix in (".hcldec", ".json"))


def run(gen, schema, out, extra=()):
    # Relative names, run where the schema is: nothing machine-specific in
    # the banner or in diagnostics.
    return subprocess.run([gen, schema.name, "-o", str(out), *extra], cwd=schema.parent, capture_output=True,
                          text=True, errors="replace")


def args_of(schema):
    f = schema.with_suffix(".args")
    return f.read_text().split() if f.exists() else []


def golden(gen, update, work):
    for schema in schemas("golden"):
        expected = schema.with_suffix(".hpp")
        out = work / expected.name
        r = run(gen, schema, out, args_of(schema))
        name = f"golden {schema.name}"
        if r.returncode != 0:
            check(name, False, f"exit {r.returncode}\n{r.stderr}")
            continue
        actual = out.read_bytes()
        out.unlink()
        if update:
            expected.write_bytes(actual)
        check(name, expected.exists() and expected.read_bytes() == actual,
              "differs from " + expected.name + " (update with --update and review)")


def errors(gen, update, work):
    for schema in schemas("errors"):
        expected = schema.with_suffix(".expected")
        out = work / (schema.stem + ".hpp")
        r = run(gen, schema, out, args_of(schema))
        name = f"errors {schema.name}"
        if update:
            expected.write_text(r.stderr)
        left = [p.name for p in work.iterdir()]
        if r.returncode != 1:
            check(name, False, f"exit {r.returncode}, wanted 1\n{r.stderr}")
        elif left:
            check(name, False, f"left files behind: {left}")
        else:
            want = expected.read_text() if expected.exists() else None
            check(name, want == r.stderr, f"stderr differs from {expected.name}:\n{r.stderr}")
        for p in work.iterdir():
            p.unlink()


def usage(gen, work):
    schema = HERE / "golden" / "attributes.hcldec"
    cases = {
        "no arguments": [],
        "no output": [schema.name],
        "bad number kind": [schema.name, "-o", "x.hpp", "--number", "float"],
        "bad namespace": [schema.name, "-o", "x.hpp", "--namespace", "a::class"],
        "unknown option": [schema.name, "-o", "x.hpp", "--frobnicate"],
    }
    for name, args in cases.items():
        r = subprocess.run([gen, *args], cwd=schema.parent, capture_output=True, text=True)
        check(f"usage {name}", r.returncode == 2 and "hcl-gen:" in r.stderr, f"exit {r.returncode}: {r.stderr}")
    r = run(gen, HERE / "golden" / "missing.hcldec", work / "m.hpp")
    check("usage unreadable schema", r.returncode == 1 and not (work / "m.hpp").exists(), r.stderr)

    # The root struct is named after the schema's file name up to its first dot.
    dotted = work / "shop.v2.draft.hcldec"
    dotted.write_text("object {\n}\n")
    r = run(gen, dotted, work / "shop.hpp")
    check("root named up to the first dot", r.returncode == 0 and "struct shop {}" in (work / "shop.hpp").read_text(),
          r.stderr)
    dotted.unlink()
    (work / "shop.hpp").unlink()

    # A header that cannot be written: an error, and no temporary left.
    r = run(gen, schema, work / "no-such-dir" / "x.hpp")
    check("unwritable header", r.returncode == 1 and "hcl-gen: cannot write" in r.stderr and not list(work.iterdir()),
          f"exit {r.returncode}: {r.stderr}")

    # A header that already holds the output is not rewritten (builds that
    # depend on it do not rerun).
    out = work / "same.hpp"
    run(gen, schema, out)
    os.utime(out, (1000000000, 1000000000))
    run(gen, schema, out)
    check("unchanged header untouched", out.stat().st_mtime == 1000000000)
    out.unlink()


def differential_lists(gen, update, work, cases, prefix, header):
    """PREFIXaccepted.txt / PREFIXrejected.txt: which specs under `cases`
    hcl-gen takes (names: paths below `cases` without ".hcldec")."""
    accepted, rejected = [], []
    for spec in sorted(cases.rglob("*.hcldec")):
        name = spec.relative_to(cases).with_suffix("").as_posix()
        out = work / "case.hpp"
        r = run(gen, spec, out, ["--number", "number", "--root", "root", "--no-decode-functions"])
        if r.returncode == 0:
            accepted.append(name)
            out.unlink()
        else:
            # The first diagnostic's position and summary: "file:line:col: error: summary".
            first = next(l for l in r.stderr.splitlines() if "error: " in l)
            where, _, summary = first.rpartition("error: ")
            where = where.rstrip(": ")
            rejected.append(f"{name}  # {summary}" + (f" ({where})" if where else ""))
    folder = HERE / "differential"
    want_accepted = "\n".join(accepted) + "\n"
    want_rejected = header + "\n".join(rejected) + "\n"
    accepted_file, rejected_file = prefix + "accepted.txt", prefix + "rejected.txt"
    if update:
        (folder / accepted_file).write_text(want_accepted)
        (folder / rejected_file).write_text(want_rejected)
    for name, want in ((accepted_file, want_accepted), (rejected_file, want_rejected)):
        f = folder / name
        check(f"differential {name} current", f.exists() and f.read_text() == want,
              "differs from what hcl-gen does now (update with --update and review)")


REJECTED_HEADER = """\
# Specs of tests/conformance/dec that hcl-gen rejects, with its first
# diagnostic (written by run_generator_tests.py --update).
"""

# The reference's own spec suite, from Debian's golang-github-hashicorp-hcl-v2-dev
# (scripts/install-deps.sh); its lists are checked only where it is installed.
SPECSUITE = pathlib.Path("/usr/share/gocode/src/github.com/hashicorp/hcl/v2/specsuite/tests")
SPECSUITE_REJECTED_HEADER = """\
# Specs of the reference's spec suite (specsuite/tests) that hcl-gen
# rejects, with its first diagnostic (written by run_generator_tests.py
# --update).
"""


def main():
    if len(sys.argv) < 2 or sys.argv[2:] not in ([], ["--update"]):
        print(__doc__, file=sys.stderr)
        return 2
    gen = str(pathlib.Path(sys.argv[1]).resolve())
    update = sys.argv[2:] == ["--update"]
    work = pathlib.Path(tempfile.mkdtemp(prefix="hcl-gen-test-"))
    try:
        golden(gen, update, work)
        errors(gen, update, work)
        usage(gen, work)
        differential_lists(gen, update, work, HERE.parent / "conformance" / "dec" / "cases", "", REJECTED_HEADER)
        if SPECSUITE.is_dir():
            differential_lists(gen, update, work, SPECSUITE, "specsuite_", SPECSUITE_REJECTED_HEADER)
    finally:
        shutil.rmtree(work)
    if failures:
        print(f"{len(failures)} failed: {', '.join(failures)}")
        return 1
    print("all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
