#!/usr/bin/env python3
"""Checks `hcl eval` with the extensions against the ext conformance corpus.

usage: scripts/compare-ext-conformance.py --hcl PATH [--dir DIR] [--only GLOB]
           [--min-agreement PERCENT] [--timeout SECONDS] [--style oracle] [--verbose]

Every case of DIR (default tests/conformance/ext) is run as
scripts/gen-ext-conformance.py ran the oracle: in DIR/cases with relative
file names, as `hcl eval FLAGS NAME.hcl [--vars NAME.vars.json]` with the
case's flags spelled as ours (-dynblock -> --dynblock, -userfunc ->
--userfunc, -literal -> --literal). With --style oracle, PATH is run
exactly as the oracle was (a self-check of the corpus).

A case passes when its output agrees with expected/NAME.json on:
- every attribute, at every level: the same value and type (numbers
  compared as written), or both errors with the same first error
  ("LINE:COLUMN: Summary");
- the blocks: the same types and labels, in the same order;
- "walk_errors" as sorted lists, and "parse_errors".

Locals cases (NAME.hcl with a hand-inlined NAME.inlined.hcl, whose
output the oracle gave) run with `--locals locals=local`; their expected
"walk_errors" also hold the lines of NAME.locals-errors, and an attribute
error agrees with any error (an inlined expression fails at another
position than the local it replaces, and a failed local makes the
attributes that use it unknown rather than erroneous).

Exit status: 0 when the share of passing cases reaches --min-agreement
(default 100), 1 when not, 2 on usage or corpus errors.
"""
import argparse
import importlib
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CORPUS = os.path.join(ROOT, "tests", "conformance", "ext")
OUR_FLAGS = {"-dynblock": "--dynblock", "-userfunc": "--userfunc", "-literal": "--literal"}

sys.dont_write_bytecode = True
if os.path.dirname(os.path.abspath(__file__)) not in sys.path:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
gen = importlib.import_module("gen-ext-conformance")
native_compare = importlib.import_module("compare-conformance")
native_compare.Number = gen._json_corpus.Number
same_json = native_compare.same_json


def command(args, cases_dir, name):
    flags = gen.oracle_flags(cases_dir, name)
    files = gen.inputs(cases_dir, name)
    if args.style == "oracle":
        return [args.hcl, "eval"] + flags + gen.inputs(cases_dir, name, oracle=True)
    ours = [OUR_FLAGS.get(f, f) for f in flags]
    if gen.has_locals(cases_dir, name):
        ours += ["--locals", "locals=local"]
    cmd = [args.hcl, "eval"] + ours + [files[0]]
    return cmd + (["--vars", files[1]] if len(files) > 1 else [])


def compare_case(args, cases_dir, name):
    """A list of differences (empty: the case passes)."""
    with open(os.path.join(args.dir, "expected", name + ".json"), encoding="utf-8") as f:
        expected = gen.load_json(f.read())
    try:
        run = subprocess.run(command(args, cases_dir, name), cwd=cases_dir, capture_output=True,
                             timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return ["timed out after %ss" % args.timeout]
    if run.returncode < 0:
        return ["killed by signal %d" % -run.returncode]
    try:
        actual = gen.normalize(gen.load_json(run.stdout.decode("utf-8", errors="replace")))
    except ValueError:
        err = run.stderr.decode("utf-8", errors="replace").strip().splitlines()
        return ["no JSON on stdout (exit %d%s)" % (run.returncode, ": " + err[0] if err else "")]
    locals_case = gen.has_locals(cases_dir, name) and args.style != "oracle"
    if locals_case:
        path = os.path.join(cases_dir, name + ".locals-errors")
        extra = open(path, encoding="utf-8").read().splitlines() if os.path.exists(path) else []
        expected["walk_errors"] = sorted((expected.get("walk_errors") or []) + extra)
    problems = []
    for key in ("parse_errors", "walk_errors"):
        if not same_json(expected.get(key), actual.get(key)):
            problems.append("%s %s, expected %s" % (key, native_compare.short(actual.get(key), 300),
                                                    native_compare.short(expected.get(key), 300)))
    items = []
    native_compare.compare_body("", expected.get("body") or {}, actual.get("body"), items)
    for item in items:
        if not item.agree:
            problems.append("%s: %s" % (item.name, item.detail))
        elif item.expected_error and not locals_case:
            exp_first = first_error(expected.get("body"), item.name)
            act_first = first_error(actual.get("body"), item.name)
            if exp_first != act_first:
                problems.append("%s: first error %s, expected %s" % (item.name, act_first, exp_first))
    return problems


def first_error(body, item_name):
    """The first error of the attribute compare_body named `item_name`."""
    parts = item_name.split("/")
    for part in parts[:-1]:
        block_type, _, index = part.rpartition("#")
        blocks = (body or {}).get("blocks") or []
        body = blocks[int(index)].get("body") if int(index) < len(blocks) else None
    attribute = ((body or {}).get("attributes") or {}).get(parts[-1]) or {}
    errors = attribute.get("errors") or []
    return errors[0] if errors else None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hcl", required=True)
    parser.add_argument("--dir", default=DEFAULT_CORPUS)
    parser.add_argument("--only", action="append", default=[])
    parser.add_argument("--min-agreement", type=float, default=100)
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--style", choices=("hcl", "oracle"), default="hcl")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    args.hcl = os.path.abspath(args.hcl)
    cases_dir = os.path.join(args.dir, "cases")
    if not os.path.isdir(cases_dir):
        print("compare-ext-conformance: no cases under %s" % args.dir, file=sys.stderr)
        return 2
    names = gen.list_cases(cases_dir, args.only)
    if not names:
        print("compare-ext-conformance: no case selected", file=sys.stderr)
        return 2
    passed = 0
    for name in names:
        if not os.path.exists(os.path.join(args.dir, "expected", name + ".json")):
            print("compare-ext-conformance: %s has no expected output (run scripts/gen-ext-conformance.py)" % name,
                  file=sys.stderr)
            return 2
        problems = compare_case(args, cases_dir, name)
        if problems:
            print("FAIL %s" % name)
            for p in problems[:10]:
                print("     " + p)
        else:
            passed += 1
            if args.verbose:
                print("ok   %s" % name)
    share = 100.0 * passed / len(names)
    print("ext conformance: %d/%d cases agree (%.1f%%), minimum %.1f%%" % (passed, len(names), share,
                                                                         args.min_agreement))
    return 0 if share >= args.min_agreement else 1


if __name__ == "__main__":
    sys.exit(main())
