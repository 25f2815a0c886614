#!/usr/bin/env python3
"""Checks the encoder's committed outputs in tests/data/encode/ with the oracle.

NAME.hcl and NAME.json are hcl::encode / hcl::encode_json output for the
fixed values in tests/unit/encode_test.cpp (that test fails when the encoder
writes anything else; copy its new output here when a change is intended).
This script asks the reference implementation about them:

  * the reference formatter (hclfmt, next to the oracle) must leave every
    NAME.hcl unchanged — the script fails otherwise;
  * `oracle eval FILE` is stored as FILE.oracle.json; encode_test.cpp decodes
    that reading back into the struct and compares it with the encoded value.

Usage: gen-encode-cases.py [--oracle PATH] [--hclfmt PATH] [DATA_DIR]
The oracle defaults to $HCL_ORACLE, else /tmp/hcl-oracle/oracle; hclfmt to
$HCL_HCLFMT, else the hclfmt next to the oracle; DATA_DIR to tests/data/encode.
"""
import argparse
import os
import pathlib
import subprocess
import sys


def main() -> int:
    here = pathlib.Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--oracle", default=os.environ.get("HCL_ORACLE", "/tmp/hcl-oracle/oracle"))
    parser.add_argument("--hclfmt", default=os.environ.get("HCL_HCLFMT"))
    parser.add_argument("data_dir", nargs="?", default=str(here.parent / "tests" / "data" / "encode"))
    args = parser.parse_args()
    hclfmt = args.hclfmt or str(pathlib.Path(args.oracle).parent / "hclfmt")

    data_dir = pathlib.Path(args.data_dir)
    cases = sorted(list(data_dir.glob("*.hcl")) + list(data_dir.glob("*.json")))
    cases = [c for c in cases if not c.name.endswith(".oracle.json")]
    if not cases:
        print(f"no encoder outputs in {data_dir}", file=sys.stderr)
        return 1
    failed = False
    for case in cases:
        if case.suffix == ".hcl":
            fmt = subprocess.run([hclfmt, case.name], cwd=data_dir, capture_output=True)
            if fmt.returncode != 0 or fmt.stdout != case.read_bytes():
                print(f"{case.name}: the reference formatter changes it", file=sys.stderr)
                failed = True
        run = subprocess.run([args.oracle, "eval", case.name], cwd=data_dir, capture_output=True, text=True)
        if run.returncode != 0:
            print(f"{case.name}: oracle failed ({run.returncode}): {run.stderr}", file=sys.stderr)
            return 1
        (data_dir / (case.name + ".oracle.json")).write_text(run.stdout)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
