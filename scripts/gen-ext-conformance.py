#!/usr/bin/env python3
"""Regenerates the expected outputs of the extensions conformance corpus.

usage: scripts/gen-ext-conformance.py [ORACLE] [--check] [--only GLOB]...

ORACLE is the reference oracle (default: $HCL_ORACLE, else
/tmp/hcl-oracle/oracle, built by ../shared/oracle/build.sh).

Every tests/conformance/ext/cases/NAME.hcl is evaluated with
`oracle eval FLAGS NAME.hcl [NAME.vars.json]`, run in the cases folder with
relative file names, where FLAGS is the first line of NAME.flags when there
is one (e.g. `-dynblock`, or `-literal -dynblock -userfunc`) and otherwise
`-dynblock -userfunc`. The output is stored as expected/NAME.json with
sorted keys, numbers as the oracle wrote them, and "walk_errors" sorted:
the oracle reads bodies through schemas it builds from Go maps, so the
order of those diagnostics changes from run to run.

Locals (`hcl eval --locals`) have no reference counterpart, so a case
NAME.hcl with locals comes with NAME.inlined.hcl, the same configuration
with every local written out by hand: the oracle evaluates that file,
and our tool must give the same values from NAME.hcl (see
scripts/compare-ext-conformance.py). NAME.locals-errors lists the
diagnostics expected from evaluating the locals (one "LINE:COLUMN:
Summary" a line), which the oracle cannot give.

The script refuses a case whose file has parse errors (they hide the
body) or on which the oracle fails.

--check compares instead of writing and exits 1 when an expected file is
stale, missing or left over from a removed case (a full regeneration
deletes those); --only restricts to cases whose name matches a glob.
"""
import argparse
import fnmatch
import importlib
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "tests", "conformance", "ext")
DEFAULT_FLAGS = ["-dynblock", "-userfunc"]
INLINED = ".inlined.hcl"

sys.dont_write_bytecode = True
if os.path.dirname(os.path.abspath(__file__)) not in sys.path:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
_json_corpus = importlib.import_module("gen-json-conformance")
load_json = _json_corpus.load_json


def dump_json(value):
    return _json_corpus.dump_json(value, step=2) + "\n"


def list_cases(cases_dir, only=()):
    names = sorted(n[:-len(".hcl")] for n in os.listdir(cases_dir)
                   if n.endswith(".hcl") and not n.endswith(INLINED))
    if only:
        names = [n for n in names if any(fnmatch.fnmatchcase(n, g) for g in only)]
    return names


def oracle_flags(cases_dir, name):
    """The oracle's flags for a case: NAME.flags, else both extensions."""
    path = os.path.join(cases_dir, name + ".flags")
    if not os.path.exists(path):
        return list(DEFAULT_FLAGS)
    with open(path, encoding="utf-8") as f:
        return f.readline().split()


def has_locals(cases_dir, name):
    """Whether the case is about locals (it has a hand-inlined twin)."""
    return os.path.exists(os.path.join(cases_dir, name + INLINED))


def inputs(cases_dir, name, oracle=False):
    """The file arguments: the case (for the oracle, its inlined twin when
    it has one), and its variables when it has some."""
    files = [name + (INLINED if oracle and has_locals(cases_dir, name) else ".hcl")]
    if os.path.exists(os.path.join(cases_dir, name + ".vars.json")):
        files.append(name + ".vars.json")
    return files


def normalize(result):
    """The oracle's output with its order-free lists sorted."""
    if isinstance(result.get("walk_errors"), list):
        result["walk_errors"] = sorted(result["walk_errors"])
    return result


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("oracle", nargs="?", default=os.environ.get("HCL_ORACLE", "/tmp/hcl-oracle/oracle"))
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--only", action="append", default=[])
    args = parser.parse_args(argv)
    check, only, oracle = args.check, args.only, args.oracle
    if not os.access(oracle, os.X_OK):
        print("gen-ext-conformance: no oracle at %s (build it with ../shared/oracle/build.sh)" % oracle,
              file=sys.stderr)
        return 2
    oracle = os.path.abspath(oracle)
    cases_dir = os.path.join(CORPUS, "cases")
    expected_dir = os.path.join(CORPUS, "expected")
    os.makedirs(expected_dir, exist_ok=True)
    names = list_cases(cases_dir, only)
    problems, stale = [], 0
    for name in names:
        cmd = [oracle, "eval"] + oracle_flags(cases_dir, name) + inputs(cases_dir, name, oracle=True)
        run = subprocess.run(cmd, cwd=cases_dir, capture_output=True)
        if run.returncode != 0:
            problems.append("%s: oracle failed: %s" % (name, run.stderr.decode(errors="replace").strip()[:200]))
            continue
        result = normalize(load_json(run.stdout.decode("utf-8")))
        if result.get("parse_errors"):
            problems.append("%s: parse errors %s" % (name, result["parse_errors"]))
            continue
        text = dump_json(result)
        path = os.path.join(expected_dir, name + ".json")
        if check:
            old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
            if old != text:
                print("stale: expected/%s.json" % name)
                stale += 1
            continue
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    if not only:
        for filename in sorted(os.listdir(expected_dir)):
            if filename.endswith(".json") and filename[:-len(".json")] not in names:
                if check:
                    print("stale: expected/%s has no case" % filename)
                    stale += 1
                else:
                    os.remove(os.path.join(expected_dir, filename))
    for p in problems:
        print("gen-ext-conformance: " + p, file=sys.stderr)
    if problems:
        return 2
    if check:
        print("%d case(s), %d stale" % (len(names), stale))
        return 1 if stale else 0
    print("wrote %d expected file(s) under %s" % (len(names), os.path.relpath(expected_dir, ROOT)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
