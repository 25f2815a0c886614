#!/usr/bin/env python3
"""Regenerates the expected results of tests/data/native_eval/*.hcl.

For every NAME.hcl, runs the oracle (the reference implementation as a black
box) as `oracle eval NAME.hcl [NAME.vars.json]` and writes its JSON output to
NAME.expected.json. tests/unit/native_eval_data_test.cpp evaluates the same
files with hclcpp and compares attribute by attribute.

Usage: gen-native-eval-cases.py [--oracle PATH] [DATA_DIR]
The oracle defaults to $HCL_ORACLE, else /tmp/hcl-oracle/oracle; DATA_DIR
defaults to tests/data/native_eval next to this script's repository.
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys


def main() -> int:
    here = pathlib.Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--oracle", default=os.environ.get("HCL_ORACLE", "/tmp/hcl-oracle/oracle"))
    parser.add_argument("data_dir", nargs="?", default=str(here.parent / "tests" / "data" / "native_eval"))
    args = parser.parse_args()

    data_dir = pathlib.Path(args.data_dir)
    cases = sorted(data_dir.glob("*.hcl"))
    if not cases:
        print(f"no .hcl files in {data_dir}", file=sys.stderr)
        return 1
    for case in cases:
        command = [args.oracle, "eval", case.name]
        variables = case.with_suffix(".vars.json")
        if variables.exists():
            command.append(variables.name)
        run = subprocess.run(command, cwd=data_dir, capture_output=True, text=True)
        if run.returncode != 0:
            print(f"{case.name}: oracle failed ({run.returncode}): {run.stderr}", file=sys.stderr)
            return 1
        result = json.loads(run.stdout)
        out = case.with_suffix(".expected.json")
        out.write_text(json.dumps(result, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {out.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
