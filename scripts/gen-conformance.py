#!/usr/bin/env python3
"""Regenerates the expected outputs of the native-syntax conformance corpus.

Every tests/conformance/native/cases/NAME.hcl and invalid/NAME.hcl is
evaluated with the reference oracle (`oracle eval [-literal] FILE [VARS]`) and
its output is stored as expected/cases/NAME.json or expected/invalid/NAME.json:

- NAME.literal.hcl files run in literal-only mode (-literal);
- otherwise NAME.vars.json beside the case, when present, supplies variables.

The output is rewritten as indented JSON with sorted keys; numbers keep the
oracle's exact decimal text. The script refuses to write a case file's
expectation if the oracle reports parse errors for it (one parse error hides
every attribute), and an invalid file's if the oracle reports none, so a
mistake in the corpus cannot silently become the expected truth.

Usage: scripts/gen-conformance.py [ORACLE] [--check]
  ORACLE   path of the oracle binary (default: $HCL_ORACLE, else
           /tmp/hcl-oracle/oracle)
  --check  compare instead of writing; exit 1 if any expected file is stale
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "tests", "conformance", "native")
KINDS = ("cases", "invalid")


class Number(str):
    """A JSON number kept as its source text, so no precision is lost."""


def load_json(text):
    return json.loads(text, parse_int=Number, parse_float=Number)


def dump_json(value, indent=0):
    """Indented JSON with sorted keys; Number values are written verbatim."""
    pad = "  " * (indent + 1)
    end = "  " * indent
    if isinstance(value, Number):
        return str(value)
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = [pad + json.dumps(k, ensure_ascii=False) + ": " + dump_json(value[k], indent + 1)
                 for k in sorted(value)]
        return "{\n" + ",\n".join(items) + "\n" + end + "}"
    if isinstance(value, list):
        if not value:
            return "[]"
        return "[\n" + ",\n".join(pad + dump_json(v, indent + 1) for v in value) + "\n" + end + "]"
    return json.dumps(value, ensure_ascii=False)


def case_files(kind):
    folder = os.path.join(CORPUS, kind)
    return sorted(f for f in os.listdir(folder) if f.endswith(".hcl"))


def oracle_command(oracle, kind, name):
    """The oracle invocation for one corpus file (see the module docstring)."""
    path = os.path.join(CORPUS, kind, name)
    cmd = [oracle, "eval"]
    if name.endswith(".literal.hcl"):
        cmd.append("-literal")
    cmd.append(path)
    vars_path = path[:-len(".hcl")] + ".vars.json"
    if not name.endswith(".literal.hcl") and os.path.exists(vars_path):
        cmd.append(vars_path)
    return cmd


def expected_path(kind, name):
    return os.path.join(CORPUS, "expected", kind, name[:-len(".hcl")] + ".json")


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    if any(a.startswith("-") for a in args) or len(args) > 1:
        sys.exit(__doc__)
    oracle = args[0] if args else os.environ.get("HCL_ORACLE", "/tmp/hcl-oracle/oracle")
    if not os.access(oracle, os.X_OK):
        sys.exit("gen-conformance: oracle not found at %s (build ../shared/oracle, or pass its path)" % oracle)

    problems, stale, written = [], [], 0
    for kind in KINDS:
        os.makedirs(os.path.join(CORPUS, "expected", kind), exist_ok=True)
        for name in case_files(kind):
            run = subprocess.run(oracle_command(oracle, kind, name), capture_output=True)
            if run.returncode != 0:
                problems.append("%s/%s: oracle failed: %s" % (kind, name, run.stderr.decode(errors="replace").strip()))
                continue
            result = load_json(run.stdout.decode("utf-8"))
            parse_errors = result.get("parse_errors") or []
            if kind == "cases" and parse_errors:
                problems.append("%s/%s: has parse errors %s (move it to invalid/ or fix it)" % (kind, name, parse_errors))
                continue
            if kind == "invalid" and not parse_errors:
                problems.append("%s/%s: has no parse error" % (kind, name))
                continue
            text = dump_json(result) + "\n"
            target = expected_path(kind, name)
            old = None
            if os.path.exists(target):
                with open(target, encoding="utf-8") as f:
                    old = f.read()
            if old == text:
                continue
            if check:
                stale.append(os.path.relpath(target, ROOT))
            else:
                with open(target, "w", encoding="utf-8", newline="\n") as f:
                    f.write(text)
                written += 1
        # Expectations whose case file is gone.
        folder = os.path.join(CORPUS, "expected", kind)
        wanted = {os.path.basename(expected_path(kind, n)) for n in case_files(kind)}
        for orphan in sorted(set(os.listdir(folder)) - wanted):
            if check:
                stale.append(os.path.relpath(os.path.join(folder, orphan), ROOT) + " (orphan)")
            else:
                os.remove(os.path.join(folder, orphan))
                written += 1

    for p in problems:
        print("error: " + p, file=sys.stderr)
    if check:
        for s in stale:
            print("stale: " + s, file=sys.stderr)
        print("gen-conformance: %d stale expected file(s)" % len(stale))
    else:
        print("gen-conformance: %d expected file(s) written or removed" % written)
    return 1 if problems or stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
