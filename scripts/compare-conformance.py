#!/usr/bin/env python3
"""Measures agreement of an `hcl` binary with the oracle on the native corpus.

For every tests/conformance/native/cases/NAME.hcl the tool is run as
`hcl eval [--literal] [--vars NAME.vars.json] FILE` (literal mode for
NAME.literal.hcl) and its JSON output is compared with
expected/cases/NAME.json, attribute by attribute (blocks included):

- agreement: the same value and type (numbers compared as exact decimal
  text), or both an error;
- position: for attributes the oracle reports as errors, whether the first
  error's "LINE:COLUMN" is the same.

For every invalid/NAME.hcl the comparison is whether both report parse
errors (agreement) and whether the first parse error is at the same
LINE:COLUMN (position).

Items listed in the deviations file (default: deviations.txt in the corpus)
are known, documented differences: they are reported but left out of the
percentages. Lines there are `PATTERN  # why`, where PATTERN is a glob
matched against item names such as `invalid/call_namespaced.hcl` or
`cases/blocks.hcl:nested#0/inner#1/b`.

With --syntax json the corpus holds JSON-syntax files instead
(default corpus tests/conformance/json): cases/NAME.json, NAME.literal.json
for literal mode and NAME.vars beside a case for its variables (a JSON
object). The oracle reads a JSON file's top level as attributes only; its
"attr_errors" are compared as one more item per case (both empty, or both
non-empty with the same first LINE:COLUMN for the position check).

Exit status: 0 when the agreement and position percentages reach the
--min-* thresholds, 1 when not, 2 on usage or corpus errors.

Example:
  scripts/compare-conformance.py --hcl build/src/hcl \\
      --min-value-agreement 100 --min-position-agreement 90 --exclude 'stdlib_*'
  scripts/compare-conformance.py --hcl "$HCL_ORACLE" --style oracle
      (self-check of the corpus against the oracle itself)
"""
import argparse
import concurrent.futures
import fnmatch
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CORPUS = os.path.join(ROOT, "tests", "conformance", "native")
JSON_CORPUS = os.path.join(ROOT, "tests", "conformance", "json")
# Case file suffixes for the selected syntax (see --syntax).
SUFFIX = ".hcl"
VARS_SUFFIX = ".vars.json"
POSITION = re.compile(r"^(\d+:\d+):")


class Number(str):
    """A JSON number kept as its source text: equal only if spelled the same."""


def load_json(text):
    return json.loads(text, parse_int=Number, parse_float=Number)


def same_json(a, b):
    """Structural equality that never lets a Number equal a plain string."""
    if isinstance(a, Number) or isinstance(b, Number):
        return isinstance(a, Number) and isinstance(b, Number) and str(a) == str(b)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b))
    if isinstance(a, (dict, list)) or isinstance(b, (dict, list)):
        return False
    return type(a) is type(b) and a == b


def first_position(errors):
    """LINE:COLUMN of the first error, or the whole message when it has none."""
    if not errors:
        return None
    m = POSITION.match(errors[0])
    return m.group(1) if m else errors[0]


def compact(value):
    """Compact JSON text in which Numbers appear unquoted, as in the source."""
    if isinstance(value, Number):
        return str(value)
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + compact(v) for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(compact(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def short(value, limit=100):
    text = compact(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


class Item:
    """One compared unit: an attribute of a case file, or an invalid file."""

    def __init__(self, name, expected_error, agree, position_match, detail):
        self.name = name
        self.expected_error = expected_error
        self.agree = agree
        self.position_match = position_match
        self.detail = detail
        self.deviation = None


def tool_command(args, path, literal, vars_path):
    if args.style == "oracle":
        cmd = [args.hcl, "eval"] + (["-literal"] if literal else []) + [path]
        return cmd + ([vars_path] if vars_path else [])
    cmd = [args.hcl, "eval"] + (["--literal"] if literal else [])
    return cmd + (["--vars", vars_path] if vars_path else []) + [path]


def run_tool(args, path, literal, vars_path):
    """The tool's parsed output, or (None, reason) when it produced none."""
    cmd = tool_command(args, path, literal, vars_path)
    try:
        run = subprocess.run(cmd, capture_output=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return None, "timed out after %ss" % args.timeout
    except OSError as e:
        return None, "cannot run %s: %s" % (cmd[0], e)
    if run.returncode < 0:
        return None, "killed by signal %d" % -run.returncode
    try:
        out = load_json(run.stdout.decode("utf-8", errors="replace"))
    except ValueError:
        err = run.stderr.decode("utf-8", errors="replace").strip().splitlines()
        return None, "no JSON on stdout (exit %d%s)" % (run.returncode, ": " + err[0] if err else "")
    if not isinstance(out, dict):
        return None, "output is not a JSON object"
    return out, None


def compare_attribute(name, expected, actual):
    exp_errors = expected.get("errors")
    if actual is None:
        return Item(name, bool(exp_errors), False, False, "missing in output")
    act_errors = actual.get("errors")
    if exp_errors:
        if act_errors:
            ep, ap = first_position(exp_errors), first_position(act_errors)
            return Item(name, True, True, ep == ap,
                        "" if ep == ap else "first error at %s, expected %s (%s)" % (ap, ep, exp_errors[0]))
        return Item(name, True, False, False, "value %s : %s, expected error %s" % (
            short(actual.get("value")), short(actual.get("type")), exp_errors[0]))
    if act_errors:
        return Item(name, False, False, None, "error %s, expected %s : %s" % (
            act_errors[0], short(expected.get("value")), short(expected.get("type"))))
    if "value" not in actual or "type" not in actual:
        return Item(name, False, False, None, "neither value/type nor errors in output")
    if not same_json(expected.get("type"), actual.get("type")):
        return Item(name, False, False, None, "type %s, expected %s" % (short(actual["type"]), short(expected["type"])))
    if not same_json(expected.get("value"), actual.get("value")):
        return Item(name, False, False, None, "value %s, expected %s" % (short(actual["value"]), short(expected["value"])))
    return Item(name, False, True, None, "")


def compare_body(prefix, expected, actual, items, headers=True):
    """Appends one Item per attribute of `expected` (recursively) and per surplus.

    With headers, a block whose type or labels differ is one more item."""
    exp_attrs = expected.get("attributes") or {}
    act_attrs = (actual or {}).get("attributes") or {}
    if not isinstance(act_attrs, dict):
        act_attrs = {}
    for attr in sorted(exp_attrs):
        items.append(compare_attribute(prefix + attr, exp_attrs[attr], act_attrs.get(attr)))
    for attr in sorted(set(act_attrs) - set(exp_attrs)):
        items.append(Item(prefix + attr, False, False, None, "attribute not in the expected output"))
    exp_blocks = expected.get("blocks") or []
    act_blocks = (actual or {}).get("blocks") or []
    if not isinstance(act_blocks, list):
        act_blocks = []
    for i, block in enumerate(exp_blocks):
        name = "%s%s#%d" % (prefix, block.get("type"), i)
        other = act_blocks[i] if i < len(act_blocks) and isinstance(act_blocks[i], dict) else None
        header_ok = other is not None and other.get("type") == block.get("type") \
            and same_json(other.get("labels"), block.get("labels"))
        if headers and not header_ok:
            got = "missing" if other is None else "%s %s" % (other.get("type"), short(other.get("labels")))
            items.append(Item(name, False, False, None, "block header %s, expected %s %s" % (
                got, block.get("type"), short(block.get("labels")))))
        compare_body(name + "/", block.get("body") or {}, (other or {}).get("body"), items, headers)
    for i in range(len(exp_blocks), len(act_blocks)):
        items.append(Item("%sblock#%d" % (prefix, i), False, False, None, "block not in the expected output"))


def compare_case(args, kind, name):
    path = os.path.join(args.dir, kind, name)
    with open(os.path.join(args.dir, "expected", kind, name[:-len(SUFFIX)] + ".json"), encoding="utf-8") as f:
        expected = load_json(f.read())
    literal = name.endswith(".literal" + SUFFIX)
    vars_path = path[:-len(SUFFIX)] + VARS_SUFFIX
    vars_path = vars_path if not literal and os.path.exists(vars_path) else None
    actual, failure = run_tool(args, path, literal, vars_path)
    label = "%s/%s" % (kind, name)
    items = []
    if kind == "invalid":
        exp_errors = expected.get("parse_errors") or []
        if failure:
            return [Item(label, True, False, False, failure)]
        act_errors = actual.get("parse_errors") or []
        if not act_errors:
            return [Item(label, True, False, False, "no parse error, expected %s" % exp_errors[0])]
        ep, ap = first_position(exp_errors), first_position(act_errors)
        return [Item(label, True, True, ep == ap,
                     "" if ep == ap else "first parse error at %s, expected %s (%s)" % (ap, ep, exp_errors[0]))]
    body = expected.get("body") or {}
    if failure or actual.get("parse_errors") or not isinstance(actual.get("body"), dict):
        reason = failure or ("parse errors %s" % short(actual.get("parse_errors"), 200)
                             if actual.get("parse_errors") else "no body in output")
        # Every attribute of the file is lost; name them so the count is honest.
        compare_body(label + ":", body, None, items, headers=False)
        for item in items:
            item.agree, item.position_match = False, (False if item.expected_error else None)
            item.detail = reason
        return items
    compare_body(label + ":", body, actual["body"], items)
    if "attr_errors" in expected:
        exp_errors = expected.get("attr_errors") or []
        act_errors = actual.get("attr_errors") or []
        ep, ap = first_position(exp_errors), first_position(act_errors)
        detail = "" if ep == ap else "attr_errors %s, expected %s" % (short(act_errors), short(exp_errors))
        items.append(Item(label + ":<attr_errors>", bool(exp_errors), bool(exp_errors) == bool(act_errors),
                          (ep == ap) if exp_errors else None, detail))
    return items


def read_deviations(path):
    patterns = []
    if path and os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                text = line.split("#", 1)[0].strip()
                if text:
                    reason = line.split("#", 1)[1].strip() if "#" in line else ""
                    patterns.append((text, reason))
    return patterns


def selected(name, args):
    base = name[:-len(SUFFIX)]
    def hit(patterns):
        return any(fnmatch.fnmatch(name, p) or fnmatch.fnmatch(base, p) for p in patterns)
    if args.only and not hit(args.only):
        return False
    return not hit(args.exclude)


def percent(n, d):
    return 100.0 * n / d if d else 100.0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hcl", required=True, help="the tool to test")
    parser.add_argument("--style", choices=("hcl", "oracle"), default="hcl",
                        help="command-line convention of --hcl (oracle: `oracle eval [-literal] FILE [VARS]`)")
    parser.add_argument("--syntax", choices=("native", "json"), default="native",
                        help="which syntax the corpus is written in (json: .json case files)")
    parser.add_argument("--dir", default=None, help="corpus directory (default: tests/conformance/SYNTAX)")
    parser.add_argument("--exclude", action="append", default=[], metavar="GLOB",
                        help="skip case files whose name (with or without .hcl) matches; repeatable")
    parser.add_argument("--only", action="append", default=[], metavar="GLOB",
                        help="compare only matching case files; repeatable")
    parser.add_argument("--deviations", default=None,
                        help="known-deviations file (default: DIR/deviations.txt)")
    parser.add_argument("--min-value-agreement", type=float, default=0.0, metavar="PERCENT")
    parser.add_argument("--min-position-agreement", type=float, default=0.0, metavar="PERCENT")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per file")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("--max-list", type=int, default=200, help="disagreements to list (default 200)")
    parser.add_argument("--list-positions", action="store_true", help="also list first-error position mismatches")
    args = parser.parse_args()
    global SUFFIX, VARS_SUFFIX
    if args.syntax == "json":
        SUFFIX, VARS_SUFFIX = ".json", ".vars"
    if args.dir is None:
        args.dir = JSON_CORPUS if args.syntax == "json" else DEFAULT_CORPUS
    args.dir = os.path.abspath(args.dir)
    if args.deviations is None:
        args.deviations = os.path.join(args.dir, "deviations.txt")

    jobs = []
    for kind in ("cases", "invalid"):
        folder = os.path.join(args.dir, kind)
        for name in sorted(os.listdir(folder)):
            if not name.endswith(SUFFIX) or not selected(name, args):
                continue
            if not os.path.exists(os.path.join(args.dir, "expected", kind, name[:-len(SUFFIX)] + ".json")):
                print("compare-conformance: no expected output for %s/%s; run scripts/gen-conformance.py"
                      % (kind, name), file=sys.stderr)
                return 2
            jobs.append((kind, name))
    if not jobs:
        print("compare-conformance: no case selected", file=sys.stderr)
        return 2

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda job: compare_case(args, *job), jobs))
    items = [item for group in results for item in group]

    deviations = read_deviations(args.deviations)
    for item in items:
        for pattern, reason in deviations:
            if fnmatch.fnmatchcase(item.name, pattern):
                item.deviation = reason or pattern
                break
    counted = [i for i in items if i.deviation is None]
    attrs = [i for i in counted if not i.name.startswith("invalid/")]
    invalid = [i for i in counted if i.name.startswith("invalid/")]
    agree = [i for i in counted if i.agree]
    errors = [i for i in counted if i.expected_error]
    positioned = [i for i in errors if i.position_match]
    value_pct = percent(len(agree), len(counted))
    position_pct = percent(len(positioned), len(errors))

    case_files = sum(1 for k, _ in jobs if k == "cases")
    print("conformance: %d case files, %d invalid files" % (case_files, len(jobs) - case_files))
    print("  attributes:     %4d/%-4d agree (%d expected errors)" % (
        sum(1 for i in attrs if i.agree), len(attrs), sum(1 for i in attrs if i.expected_error)))
    print("  invalid files:  %4d/%-4d report a parse error" % (sum(1 for i in invalid if i.agree), len(invalid)))
    print("  agreement (value+type or both error): %.2f%% (%d/%d)" % (value_pct, len(agree), len(counted)))
    print("  first error at the same LINE:COLUMN:  %.2f%% (%d/%d)" % (position_pct, len(positioned), len(errors)))
    devs = [i for i in items if i.deviation is not None]
    if devs:
        print("  known deviations (not counted): %d, of which %d agree anyway" % (
            len(devs), sum(1 for i in devs if i.agree)))
    wrong = [i for i in counted if not i.agree]
    if wrong:
        print("disagreements:")
        for item in wrong[:args.max_list]:
            print("  %s: %s" % (item.name, item.detail))
        if len(wrong) > args.max_list:
            print("  ... and %d more" % (len(wrong) - args.max_list))
    if args.list_positions:
        moved = [i for i in errors if i.agree and not i.position_match]
        if moved:
            print("first-error position mismatches:")
            for item in moved[:args.max_list]:
                print("  %s: %s" % (item.name, item.detail))
    failed = []
    if value_pct + 1e-9 < args.min_value_agreement:
        failed.append("agreement %.2f%% < %.2f%%" % (value_pct, args.min_value_agreement))
    if position_pct + 1e-9 < args.min_position_agreement:
        failed.append("position agreement %.2f%% < %.2f%%" % (position_pct, args.min_position_agreement))
    if failed:
        print("FAILED: " + "; ".join(failed))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
