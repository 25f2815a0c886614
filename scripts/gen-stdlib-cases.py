#!/usr/bin/env python3
"""Regenerates the expected results of the standard-library case lists.

Each standard-library area has its own case list, tests/data/stdlib/AREA/cases.hcl:
one attribute per line, `NAME = EXPRESSION`, the expression on that single
line (blank lines and lines starting with `#` are ignored). The oracle (the
reference implementation as a black box) evaluates the file as
`oracle eval cases.hcl`; this script writes tests/data/stdlib/AREA/cases.expected.json:

    {"area": AREA, "cases": [
        {"name": N, "expression": TEXT, "line": L, "column": C, "byte": B,
         "value": "V as JSON text", "type": T}        # a result, or
        {"name": N, ..., "errors": ["LINE:COLUMN: Summary", ...]}   # a failure
    ]}

in file order. LINE/COLUMN/BYTE locate the expression in cases.hcl, so a test
that parses the expression on its own (with that start position) reports
errors at the same positions as the oracle. The unit tests
tests/unit/stdlib_AREA_test.cpp read these files.

Usage: gen-stdlib-cases.py [--oracle PATH] [--check] [AREA ...]
The oracle defaults to $HCL_ORACLE, else /tmp/hcl-oracle/oracle. Without
AREA, every directory under tests/data/stdlib that has a cases.hcl is done.
--check only reports expected files that are stale (exit status 1).
"""
import argparse
import json
import os
import pathlib
import re
import subprocess
import sys

class Number(str):
    """A JSON number kept as its source text, so no precision is lost."""


def compact_json(value):
    """Compact JSON text with sorted keys; Number values are written verbatim."""
    if isinstance(value, Number):
        return str(value)
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + compact_json(value[k])
                              for k in sorted(value)) + "}"
    if isinstance(value, list):
        return "[" + ",".join(compact_json(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


CASE_LINE = re.compile(r"^([A-Za-z_][A-Za-z0-9_-]*)( *= *)(\S.*)$")


def read_cases(path: pathlib.Path):
    """The cases of one list, with the position of each expression."""
    data = path.read_bytes()
    text = data.decode("utf-8")
    cases = []
    names = set()
    byte = 0
    for number, line in enumerate(text.split("\n"), start=1):
        raw_len = len(line.encode("utf-8")) + 1
        stripped = line.rstrip("\r")
        if stripped.strip() == "" or stripped.lstrip().startswith("#"):
            byte += raw_len
            continue
        m = CASE_LINE.match(stripped)
        if not m:
            raise SystemExit(f"{path}:{number}: not a one-line `NAME = EXPRESSION` case")
        name, gap, expression = m.group(1), m.group(2), m.group(3).rstrip()
        if name in names:
            raise SystemExit(f"{path}:{number}: duplicate case name {name!r}")
        names.add(name)
        prefix = name + gap
        # Columns count characters; the prefix is ASCII, so bytes = characters.
        cases.append({
            "name": name,
            "expression": expression,
            "line": number,
            "column": len(prefix) + 1,
            "byte": byte + len(prefix.encode("utf-8")),
        })
        byte += raw_len
    return cases


def expected_for(oracle: str, area_dir: pathlib.Path) -> str:
    cases = read_cases(area_dir / "cases.hcl")
    run = subprocess.run([oracle, "eval", "cases.hcl"], cwd=area_dir, capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"{area_dir}: oracle failed ({run.returncode}): {run.stderr}")
    result = json.loads(run.stdout, parse_int=Number, parse_float=Number)
    if result.get("parse_errors"):
        raise SystemExit(f"{area_dir}/cases.hcl has parse errors: {result['parse_errors']}")
    attributes = result["body"]["attributes"]
    for case in cases:
        outcome = attributes[case["name"]]
        if "errors" in outcome:
            case["errors"] = outcome["errors"]
        else:
            # The value as JSON text (numbers exactly as the oracle wrote
            # them; a JSON reader would round them to doubles).
            case["value"] = compact_json(outcome["value"])
            case["type"] = outcome["type"]
    document = {"area": area_dir.name, "cases": cases}
    return json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def main() -> int:
    here = pathlib.Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--oracle", default=os.environ.get("HCL_ORACLE", "/tmp/hcl-oracle/oracle"))
    parser.add_argument("--data-dir", default=str(here.parent / "tests" / "data" / "stdlib"))
    parser.add_argument("--check", action="store_true", help="only report stale expected files")
    parser.add_argument("areas", nargs="*")
    args = parser.parse_args()

    data_dir = pathlib.Path(args.data_dir)
    areas = args.areas or sorted(p.parent.name for p in data_dir.glob("*/cases.hcl"))
    if not areas:
        print(f"no */cases.hcl under {data_dir}", file=sys.stderr)
        return 1
    stale = 0
    for area in areas:
        area_dir = data_dir / area
        text = expected_for(args.oracle, area_dir)
        out = area_dir / "cases.expected.json"
        if args.check:
            if not out.exists() or out.read_text(encoding="utf-8") != text:
                print(f"stale: {out}")
                stale += 1
            continue
        out.write_text(text, encoding="utf-8")
        print(f"wrote {out} ({len(json.loads(text)['cases'])} cases)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
