#!/usr/bin/env python3
"""Regenerates the expected outputs of the JSON-syntax conformance corpus.

Every tests/conformance/json/cases/NAME.json and invalid/NAME.json is
evaluated with the reference oracle (`oracle eval [-literal] FILE [VARS]`)
and its output is stored as expected/cases/NAME.json or
expected/invalid/NAME.json:

- NAME.literal.json files run in literal-only mode (-literal);
- otherwise NAME.vars beside the case, when present, supplies variables
  (a JSON object; the suffix keeps it apart from the cases).

Output is indented JSON with sorted keys; numbers keep the oracle's exact
decimal text. A case file's expectation is refused when the oracle reports
parse errors for it, and an invalid file's when it reports none.

Usage: scripts/gen-json-conformance.py [ORACLE] [--check]
  ORACLE   the oracle binary (default: $HCL_ORACLE, else /tmp/hcl-oracle/oracle)
  --check  compare instead of writing; exit 1 if any expected file is stale
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "tests", "conformance", "json")
KINDS = ("cases", "invalid")


class Number(str):
    """A JSON number kept as its source text."""


def load_json(text):
    return json.loads(text, parse_int=Number, parse_float=Number)


def dump_json(value, indent=0, step=1, sort_keys=True):
    """Indented JSON; Number values are written as their text. Also used by
    scripts/synth-to-json.py (step=2, source order)."""
    pad, inner = " " * (indent * step), " " * ((indent + 1) * step)
    if isinstance(value, Number):
        return str(value)
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = [inner + json.dumps(k, ensure_ascii=False) + ": " + dump_json(value[k], indent + 1, step, sort_keys)
                 for k in (sorted(value) if sort_keys else value)]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(value, list):
        if not value:
            return "[]"
        return "[\n" + ",\n".join(inner + dump_json(v, indent + 1, step, sort_keys) for v in value) + "\n" + pad + "]"
    return json.dumps(value, ensure_ascii=False)


def main(argv):
    check = "--check" in argv
    rest = [a for a in argv if a != "--check"]
    oracle = rest[0] if rest else os.environ.get("HCL_ORACLE", "/tmp/hcl-oracle/oracle")
    stale, problems = 0, 0
    for kind in KINDS:
        folder = os.path.join(CORPUS, kind)
        out_folder = os.path.join(CORPUS, "expected", kind)
        os.makedirs(out_folder, exist_ok=True)
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".json"):
                continue
            path = os.path.join(folder, name)
            literal = name.endswith(".literal.json")
            vars_path = path[:-len(".json")] + ".vars"
            cmd = [oracle, "eval"] + (["-literal"] if literal else []) + [path]
            if not literal and os.path.exists(vars_path):
                cmd.append(vars_path)
            run = subprocess.run(cmd, capture_output=True, cwd=folder)
            if run.returncode != 0:
                print("%s/%s: oracle failed: %s" % (kind, name, run.stderr.decode(errors="replace")), file=sys.stderr)
                problems += 1
                continue
            result = load_json(run.stdout.decode("utf-8"))
            # The oracle names files by the path it was given; keep only the
            # positions, which is all the comparison uses.
            has_errors = bool(result.get("parse_errors"))
            if kind == "cases" and has_errors:
                print("%s/%s: unexpected parse errors %s" % (kind, name, result["parse_errors"]), file=sys.stderr)
                problems += 1
                continue
            if kind == "invalid" and not has_errors:
                print("%s/%s: no parse error" % (kind, name), file=sys.stderr)
                problems += 1
                continue
            text = dump_json(result) + "\n"
            target = os.path.join(out_folder, name)
            if check:
                old = open(target, encoding="utf-8").read() if os.path.exists(target) else None
                if old != text:
                    print("stale: %s/%s" % (kind, name))
                    stale += 1
            else:
                with open(target, "w", encoding="utf-8") as f:
                    f.write(text)
    if problems:
        return 2
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
