#!/usr/bin/env python3
"""Regenerate tests/cli/expected/*.json from the reference oracle.

usage: scripts/gen-cli-expected.py [ORACLE]

ORACLE defaults to $HCL_ORACLE, then /tmp/hcl-oracle/oracle (built by the
oracle's build.sh). For each tests/cli/cases/NAME.hcl it runs
`oracle eval [-literal] NAME.hcl [NAME.vars.json]` — `-literal` when
NAME.args lists --literal — and stores the output as expected/NAME.json.
"""
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "cli" / "cases"
EXPECTED = ROOT / "tests" / "cli" / "expected"


def main() -> int:
    oracle = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("HCL_ORACLE", "/tmp/hcl-oracle/oracle")
    EXPECTED.mkdir(exist_ok=True)
    for case in sorted(CASES.glob("*.hcl")):
        name = case.stem
        args_file = CASES / (name + ".args")
        extra = args_file.read_text().split() if args_file.exists() else []
        command = [oracle, "eval"]
        if "--literal" in extra:
            command.append("-literal")
        command.append(case.name)
        vars_file = CASES / (name + ".vars.json")
        if vars_file.exists():
            command.append(vars_file.name)
        done = subprocess.run(command, cwd=CASES, capture_output=True)
        if done.returncode != 0:
            sys.stderr.write(f"{name}: oracle failed: {done.stderr.decode()}\n")
            return 1
        (EXPECTED / (name + ".json")).write_bytes(done.stdout)
        print(f"wrote expected/{name}.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
