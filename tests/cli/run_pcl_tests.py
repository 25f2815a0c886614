#!/usr/bin/env python3
"""Tests of `hcl pcl`: the PCL type system from the command line.

usage: run_pcl_tests.py HCL_EXECUTABLE

Each case runs `hcl pcl ...` and checks the exit status, stdout and, for
errors, a part of stderr. The expected answers are the rules of the PCL
specification (docs/pcl.md).
"""
import json
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
CASES = HERE / "pcl"

# (arguments, exit status, stdout, part of stderr)
CONVERT = [
    (["--to", "number", "--from", "int"], 0, "safe\n", ""),
    (["--to", "int", "--from", "number"], 0, "unsafe\n", ""),
    (["--to", "int", "--from", "string"], 0, "unsafe\n", ""),
    (["--to", "string", "--from", "none"], 0, "none\n", ""),
    (["--to", "optional(string)", "--from", "none"], 0, "safe\n", ""),
    (["--from", "promise(int)", "--to", "output(number)"], 0, "safe\n", ""),
    (["--to", "promise(int)", "--from", "output(int)"], 0, "none\n", ""),
    (["--to", "union(bool, number)", "--from", "string"], 0, "unsafe\n", ""),
    (["--to", "list(strin)", "--from", "int"], 1, "", "--to:1:6: error: Invalid type specification"),
    (["--to", "list(int)"], 2, "", "expected --to TYPE and --from TYPE"),
    (["--to", "int", "--from", "int", "extra"], 2, "", "unexpected argument"),
]

UNIFY = [
    (["int", "number"], 0, "number\n", ""),
    (["string", "int"], 0, "string\n", ""),
    (["promise(int)", "output(string)"], 0, "output(string)\n", ""),
    (["union(bool, number)", "union(list(int), map(int))"], 0, "union(bool, number, list(int), map(int))\n", ""),
    (["string", "none"], 0, "optional(string)\n", ""),
    ([], 0, "none\n", ""),
    (["int", "union("], 1, "", "type 2:1:7: error: Missing expression"),
]

MAIN_TYPES = """label: output(string)
ports: list(int)
resource "bucket" "aws:s3:Bucket" > name: string
resource "bucket" "aws:s3:Bucket" > size: int
output "arn" > value: output(string)
"""

# Without the scope every variable is unknown: its part is dynamic.
MAIN_WITHOUT_SCOPE = """label: string
ports: list(number)
resource "bucket" "aws:s3:Bucket" > name: string
resource "bucket" "aws:s3:Bucket" > size: number
output "arn" > value: string
"""


def main():
    hcl = sys.argv[1]
    failures = []

    def check(name, args, status, stdout, stderr_part):
        done = subprocess.run([hcl, "pcl", *args], cwd=CASES, capture_output=True, text=True)
        ok = done.returncode == status and done.stdout == stdout and stderr_part in done.stderr
        print(("ok   " if ok else "FAIL ") + name + " " + " ".join(args))
        if not ok:
            print(f"     status {done.returncode} (want {status}), stdout {done.stdout!r} (want {stdout!r})")
            print(f"     stderr {done.stderr!r} (want a part {stderr_part!r})")
            failures.append(name)

    for args, status, out, err in CONVERT:
        check("convert", ["convert", *args], status, out, err)
    for args, status, out, err in UNIFY:
        check("unify", ["unify", *args], status, out, err)
    check("check", ["check", "main.pp", "--scope", "scope.json"], 0, MAIN_TYPES, "")
    check("check", ["check", "errors.pp", "--scope", "scope.json"], 1, "name: string\ncount: any\n",
          "errors.pp:1:21: error: Unsupported attribute")
    check("check", ["check", "errors.pp", "--scope", "scope.json"], 1, "name: string\ncount: any\n",
          "errors.pp:2:20: error: Invalid operand")
    check("check", ["check", "main.pp"], 1, MAIN_WITHOUT_SCOPE, "main.pp:2:18: error: Unknown variable")
    check("check", ["check", "main.pp", "--scope", "bad_scope.json"], 1, MAIN_WITHOUT_SCOPE,
          "Invalid type specification")
    check("check", ["check", "no-such.pp"], 2, "", "")
    check("check", ["check"], 2, "", "expected a FILE")
    check("check", ["check", "main.pp", "--frob"], 2, "", "unknown option")
    done = subprocess.run([hcl, "pcl", "check", "errors.pp", "--scope", "scope.json", "--json"], cwd=CASES,
                          capture_output=True, text=True)
    try:
        doc = json.loads(done.stdout)
        got = ([(a["path"], a["type"], a["range"]["start"]["line"], a["range"]["start"]["column"]) for a in doc["attributes"]],
               [(d["summary"], d["subject"]["start"]["line"], d["subject"]["start"]["column"]) for d in doc["diagnostics"]])
    except (ValueError, KeyError) as e:
        got = repr(e)
    want = ([("name", "string", 1, 9), ("count", "any", 2, 9)],
            [("Unsupported attribute", 1, 21), ("Invalid operand", 2, 20)])
    print(("ok   " if got == want and done.returncode == 1 else "FAIL ") + "check --json")
    if got != want or done.returncode != 1:
        print(f"     got {got!r} status {done.returncode}")
        failures.append("check --json")
    check("usage", [], 2, "", "expected convert")
    check("usage", ["frob"], 2, "", "unknown subcommand")
    done = subprocess.run([hcl, "pcl", "--help"], capture_output=True, text=True)
    if done.returncode != 0 or "hcl pcl convert" not in done.stdout:
        failures.append("--help")
    done = subprocess.run([hcl, "--help"], capture_output=True, text=True)
    if "pcl" not in done.stdout:
        failures.append("hcl --help lists pcl")

    print(f"{len(failures)} failures" if failures else "all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
