#!/usr/bin/env python3
"""Checks an hcldec-compatible program against the hcldec conformance corpus.

usage: scripts/compare-dec-conformance.py --hcldec PATH [--dir DIR]
           [--hcldec-for-block-attrs PATH] [--only GLOB] [--exclude GLOB]
           [--min-agreement PERCENT] [--timeout SECONDS] [-j N] [--verbose]
           [--mode typed|var_refs|plain ...]

Every case of DIR (default tests/conformance/dec) is run exactly as
scripts/gen-dec-conformance.py ran the reference: in DIR/cases, with
relative file names, once per run (input set) and mode (typed, var_refs,
plain) recorded in DIR/expected/NAME.json. A case passes when every
execution gives:

- the same exit status;
- the same stdout: equal JSON after parsing (numbers compared as written;
  --var-refs lists in source order, since the reference's order varies),
  or the same raw text;
- the same diagnostics, as multisets of (severity, summary, subject file,
  start line, start column); an expected diagnostic without a subject
  matches any remaining one with its severity and summary. Order is not
  compared: the reference's varies from run to run.

Diagnostics that match are also checked, for information only, on their
detail text and end position. Cases listed in DIR/deviations.txt (lines
`GLOB  # why`) are run and shown but not counted.

Expected files marked "reference": "block_attrs" were made with a
reference whose spec reader accepts block_attrs; --hcldec-for-block-attrs
runs them with another program (e.g. that reference, to check the corpus
itself); by default --hcldec runs every case.

A program that crashes, or runs longer than --timeout (default 20 s), fails
the case. Exit status: 0 when the share of passing cases reaches
--min-agreement (default 100), 1 when not, 2 on usage or corpus errors.

Examples:
  scripts/compare-dec-conformance.py --hcldec build/src/cli/hcldec
  scripts/compare-dec-conformance.py --hcldec /tmp/hcl-oracle/hcldec \\
      --hcldec-for-block-attrs /tmp/hcl-oracle/hcldec-block-attrs
      (self-check of the corpus against the reference)
"""
import argparse
import concurrent.futures
import fnmatch
import importlib
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CORPUS = os.path.join(ROOT, "tests", "conformance", "dec")


# How cases are read and run, and how outputs are normalised, is the
# generator's: both sides must do it the same way. Sibling scripts are
# imported by file name; no __pycache__ in the tree.
sys.dont_write_bytecode = True
if os.path.dirname(os.path.abspath(__file__)) not in sys.path:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
gen = importlib.import_module("gen-dec-conformance")
# Number-aware JSON equality and compact printing, told to recognise the
# number class that the generator's parser produces.
native_compare = importlib.import_module("compare-conformance")
native_compare.Number = gen.Number
same_json = native_compare.same_json
short = native_compare.short


class Tally:
    """Counts for the informational detail/end-position agreement."""

    def __init__(self):
        self.expected = self.matched = self.detail = self.end = 0

    def add(self, other):
        self.expected += other.expected
        self.matched += other.matched
        self.detail += other.detail
        self.end += other.end


def position(diag, which):
    point = (diag.get("subject") or {}).get(which) or {}
    return (point.get("line"), point.get("column"))


def diag_key(diag):
    subject = diag.get("subject") or {}
    return (diag.get("severity"), diag.get("summary"), subject.get("filename")) + position(diag, "start")


def describe(diag):
    subject = diag.get("subject")
    where = "%s:%s:%s" % ((subject.get("filename"),) + position(diag, "start")) if subject else "(no subject)"
    return "%s %s: %s" % (where, diag.get("severity"), diag.get("summary"))


def compare_diagnostics(expected, actual, tally):
    """Problems (a list of strings) between two diagnostics documents."""
    exp = list(expected.get("diagnostics") or [])
    if not isinstance(actual, dict) or not isinstance(actual.get("diagnostics"), list):
        tally.expected += len(exp)
        return ["stderr is not a diagnostics document: %s" % short(actual, 200)]
    remaining = [d for d in actual["diagnostics"] if isinstance(d, dict)]
    tally.expected += len(exp)
    missing = []
    # Subjects first, so that a subject-less expectation cannot take the
    # diagnostic a positioned one needs.
    for diag in sorted(exp, key=lambda d: d.get("subject") is None):
        if diag.get("subject") is not None:
            candidates = [a for a in remaining if diag_key(a) == diag_key(diag)]
        else:
            candidates = [a for a in remaining
                          if (a.get("severity"), a.get("summary")) == (diag.get("severity"), diag.get("summary"))]
        if not candidates:
            missing.append(diag)
            continue
        # Among equal keys, prefer the one that also agrees on the rest.
        best = max(candidates, key=lambda a: (a.get("detail") == diag.get("detail"),
                                              position(a, "end") == position(diag, "end")))
        remaining.remove(best)
        tally.matched += 1
        tally.detail += best.get("detail") == diag.get("detail")
        if best.get("detail") != diag.get("detail") and os.environ.get("HCL_DEC_SHOW_DETAILS"):
            sys.stderr.write("detail differs for %s:\n  expected: %s\n  got:      %s\n" % (
                describe(diag), diag.get("detail"), best.get("detail")))
        tally.end += diag.get("subject") is None or position(best, "end") == position(diag, "end")
    problems = ["missing diagnostic %s" % describe(d) for d in missing]
    problems += ["unexpected diagnostic %s" % describe(d) for d in remaining]
    return problems


def compare_stream(name, expected, actual):
    if expected is None or actual is None or isinstance(expected, str) or isinstance(actual, str):
        if expected == actual or (isinstance(expected, str) and isinstance(actual, str)
                                  and expected.strip() == actual.strip()):
            return []
        return ["%s %s, expected %s" % (name, short(actual, 200), short(expected, 200))]
    if not same_json(expected, actual):
        return ["%s %s, expected %s" % (name, short(actual, 300), short(expected, 300))]
    return []


def compare_execution(args, case, program, mode, inputs, expected, tally):
    try:
        actual = gen.run_mode(case, program, mode, inputs, timeout=args.timeout)
    except (subprocess.TimeoutExpired, OSError) as e:
        exp_err = expected.get("stderr")
        tally.expected += len(exp_err.get("diagnostics") or []) if isinstance(exp_err, dict) else 0
        if isinstance(e, OSError):
            return ["cannot run %s: %s" % (program, e)]
        return ["timed out after %gs" % args.timeout]
    problems = []
    if actual["exit"] < 0:
        problems.append("killed by signal %d" % -actual["exit"])
    elif actual["exit"] != int(expected["exit"]):
        problems.append("exit status %d, expected %s" % (actual["exit"], expected["exit"]))
    problems += compare_stream("stdout", expected.get("stdout"), actual["stdout"])
    exp_err, act_err = expected.get("stderr"), actual["stderr"]
    if isinstance(exp_err, dict):
        problems += compare_diagnostics(exp_err, act_err, tally)
    elif isinstance(exp_err, str):
        # Raw text (an "Error: ..." line): any raw text will do; its wording
        # is counted with the details.
        tally.expected += 1
        if isinstance(act_err, str):
            tally.matched += 1
            tally.detail += exp_err.strip() == act_err.strip()
            tally.end += 1
        else:
            problems.append("stderr %s, expected text %s" % (short(act_err, 200), short(exp_err, 200)))
    elif act_err is not None:
        problems.append("stderr %s, expected nothing" % short(act_err, 300))
    return problems


def compare_case(args, case, expected):
    """(problems, tally, executions) for one case."""
    program = args.hcldec
    if expected.get("reference") == "block_attrs" and args.hcldec_for_block_attrs:
        program = args.hcldec_for_block_attrs
    tally, problems, executions = Tally(), [], 0
    for run in expected["runs"]:
        inputs = run["inputs"]
        for mode in sorted(run["modes"]):
            if args.mode and mode not in args.mode:
                continue
            executions += 1
            found = compare_execution(args, case, program, mode, inputs, run["modes"][mode], tally)
            problems += ["%s [%s]: %s" % (" ".join(inputs), mode, p) for p in found]
            if any(p.startswith("timed out") for p in found):
                # One hang is enough to fail the case; spare the rest the wait.
                return problems + ["(the case's other executions were not run)"], tally, executions
    return problems, tally, executions


def read_deviations(path):
    patterns = []
    if path and os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                text, _, reason = line.partition("#")
                if text.strip():
                    patterns.append((text.strip(), reason.strip()))
    return patterns


def percent(n, d):
    return 100.0 * n / d if d else 100.0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hcldec", required=True, help="the hcldec-compatible program to check")
    parser.add_argument("--hcldec-for-block-attrs", default=None, metavar="PATH",
                        help="program for the cases made with the block_attrs-enabled reference")
    parser.add_argument("--dir", default=DEFAULT_CORPUS, help="corpus directory (default: tests/conformance/dec)")
    parser.add_argument("--only", action="append", default=[], metavar="GLOB", help="check only matching cases")
    parser.add_argument("--exclude", action="append", default=[], metavar="GLOB", help="skip matching cases")
    parser.add_argument("--deviations", default=None, help="known-deviations file (default: DIR/deviations.txt)")
    parser.add_argument("--mode", action="append", default=[], choices=["typed", "var_refs", "plain"],
                        help="compare only these modes (default: all)")
    parser.add_argument("--min-agreement", type=float, default=100.0, metavar="PERCENT")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds per execution (default 20)")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("--verbose", action="store_true", help="list passing cases and every problem")
    args = parser.parse_args()
    args.dir = os.path.abspath(args.dir)
    for attr in ("hcldec", "hcldec_for_block_attrs"):
        value = getattr(args, attr)
        if value and os.sep in value:
            setattr(args, attr, os.path.abspath(value))
    cases_dir, expected_dir = os.path.join(args.dir, "cases"), os.path.join(args.dir, "expected")
    if not os.path.isdir(cases_dir):
        print("compare-dec-conformance: no cases folder at %s" % cases_dir, file=sys.stderr)
        return 2

    jobs = []
    for case in gen.list_cases(cases_dir, args.only):
        if any(fnmatch.fnmatchcase(case.name, g) for g in args.exclude):
            continue
        path = os.path.join(expected_dir, case.name + ".json")
        if not os.path.exists(path):
            print("compare-dec-conformance: no expected output for %s; run scripts/gen-dec-conformance.py"
                  % case.name, file=sys.stderr)
            return 2
        with open(path, encoding="utf-8") as f:
            jobs.append((case, gen.load_json(f.read())))
    if not jobs:
        print("compare-dec-conformance: no case selected", file=sys.stderr)
        return 2

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda job: compare_case(args, *job), jobs))

    deviations = read_deviations(args.deviations or os.path.join(args.dir, "deviations.txt"))
    counted = passed = executions = runs = 0
    tally = Tally()
    known = []
    for (case, expected), (problems, case_tally, case_executions) in zip(jobs, results):
        reason = next((r or p for p, r in deviations if fnmatch.fnmatchcase(case.name, p)), None)
        executions += case_executions
        runs += len(expected["runs"])
        if reason is not None:
            known.append((case.name, bool(problems), reason))
            continue
        tally.add(case_tally)
        counted += 1
        if not problems:
            passed += 1
            if args.verbose:
                print("PASS %s" % case.name)
            continue
        print("FAIL %s" % case.name)
        for problem in (problems if args.verbose else problems[:5]):
            print("    %s" % problem)
        if not args.verbose and len(problems) > 5:
            print("    ... and %d more (--verbose lists all)" % (len(problems) - 5))

    agreement = percent(passed, counted)
    print("dec conformance: %d cases, %d runs, %d executions of %s" % (len(jobs), runs, executions, args.hcldec))
    print("  cases passing: %d/%d (%.2f%%)" % (passed, counted, agreement))
    print("  diagnostics matched: %d/%d; of these, same detail: %d, same end position: %d" % (
        tally.matched, tally.expected, tally.detail, tally.end))
    for name, failing, reason in known:
        print("  known deviation (not counted): %s, %s: %s" % (name, "fails" if failing else "passes", reason))
    if agreement + 1e-9 < args.min_agreement:
        print("FAILED: agreement %.2f%% < %.2f%%" % (agreement, args.min_agreement))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
