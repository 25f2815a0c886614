#!/usr/bin/env python3
"""Regenerate tests/data/native_parser/errors/expected.json from the oracle.

Each *.hcl file in that directory is parsed by the reference implementation
(`oracle eval FILE`); its parse errors ("LINE:COLUMN: Summary", in order) are
recorded under the file's name. The native parser's unit tests compare their
own diagnostics with these.

Usage: scripts/gen-native-parser-errors.py [ORACLE]
ORACLE defaults to $HCL_ORACLE, else /tmp/hcl-oracle/oracle.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "tests", "data", "native_parser", "errors")


def main():
    oracle = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("HCL_ORACLE", "/tmp/hcl-oracle/oracle")
    expected = {}
    for name in sorted(os.listdir(DATA)):
        if not name.endswith(".hcl"):
            continue
        out = subprocess.run([oracle, "eval", os.path.join(DATA, name)], capture_output=True, text=True, check=True)
        expected[name] = json.loads(out.stdout).get("parse_errors", [])
    with open(os.path.join(DATA, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
