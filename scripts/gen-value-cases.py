#!/usr/bin/env python3
"""Regenerates the oracle-derived value test data under tests/data/values/.

1. Writes ops_cases.hcl and ops_cases.cases.json from the operator case table
   below (operands are variables from ops_vars.json, also written here).
2. Evaluates every tests/data/values/*.hcl with the reference oracle (with
   NAME.vars.json, or ops_vars.json for ops_cases.hcl, as variables) and
   stores NAME.expected.json: for each attribute either
   {"value": "<compact JSON text>", "type": "<compact JSON text>"} or
   {"errors": ["LINE:COL: Summary", ...]}.

The JSON texts are re-compacted from the oracle's indented output without
changing number text or the escaping Go's encoder chose, so the C++ tests
can compare their own encoder's output byte for byte.

Usage: scripts/gen-value-cases.py [ORACLE]   (default: $HCL_ORACLE or
/tmp/hcl-oracle/oracle)
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "tests", "data", "values")

# Variables the operator cases use (JSON implies tuple and object types).
OPS_VARS = {
    "n0": 0, "n1": 1, "n2": 2, "n5": 5, "n7": 7, "nm7": -7, "nneg": -1,
    "n1f": "1.0", "nfrac": 1.5, "n75": 7.5, "n3": 3, "nbig": "1e30",
    "s0": "0", "s1": "1", "s2": "2", "sa": "a", "sx": "x", "sy": "y", "sneg": "-1",
    "sfrac": "0.5", "snfc": "\u00e9", "snfd": "e\u0301", "sgraph": "e\u0301\U0001F1E9\U0001F1EA\r\n",
    "t": True, "f": False, "nul": None,
    "l12": [1, 2], "l21": [2, 1], "l123": [1, 2, 3], "lstr": ["a", "b"], "lone": ["a"],
    "lnest": [[1, 2], [3]], "lempty": [],
    "o": {"x": 1, "y": 2}, "o2": {"x": 1, "y": 3}, "oxy": {"y": 2, "x": 1}, "oempty": {},
    "ostr": {"a": "b", "c": "d"}, "onum": {"0": "zero", "1": "one"},
    "onest": {"a": [1, {"b": "c"}]}, "lo": [{"x": 1}, {"x": 2}],
    "lnul": [None, 1],
}
# Numbers written as strings above are meant as numbers with that exact text.
NUMBER_TEXT = {"n1f", "nbig"}

BINARY = {"add": "+", "sub": "-", "mul": "*", "div": "/", "mod": "%", "lt": "<", "le": "<=",
          "gt": ">", "ge": ">=", "and": "&&", "or": "||", "eq": "==", "ne": "!="}

# (op, a, b): operands are variable names, optionally prefixed with list:,
# map: or set: to turn a tuple/object variable into that collection.
OPS_CASES = [
    ("add", "n1", "n2"), ("add", "n1", "nfrac"), ("sub", "n1", "n5"), ("mul", "n7", "nfrac"),
    ("div", "n7", "n2"), ("div", "n1", "n0"), ("div", "n0", "n0"), ("div", "n1", "n3"),
    ("mod", "n5", "n0"), ("mod", "nm7", "n2"), ("mod", "n75", "n2"), ("mod", "n7", "nm7"),
    ("add", "nbig", "n1"), ("mul", "nbig", "nbig"), ("sub", "n0", "n0"),
    ("add", "nul", "n1"), ("add", "n1", "nul"), ("neg", "n5", None), ("neg", "n0", None),
    ("neg", "nul", None),
    ("lt", "n1", "n2"), ("lt", "n2", "n1"), ("le", "n1", "n1f"), ("gt", "nbig", "n7"),
    ("ge", "nm7", "nneg"), ("lt", "nul", "n1"),
    ("and", "t", "f"), ("and", "t", "t"), ("or", "f", "f"), ("or", "f", "t"), ("not", "t", None),
    ("and", "nul", "t"), ("not", "nul", None),
    ("eq", "n1", "n1f"), ("eq", "n1", "s1"), ("eq", "nul", "nul"), ("eq", "nul", "n1"),
    ("eq", "n1", "nul"), ("ne", "n1", "n2"), ("eq", "snfc", "snfd"), ("eq", "sa", "sx"),
    ("eq", "l12", "l12"), ("eq", "l12", "l21"), ("eq", "l12", "l123"), ("eq", "o", "oxy"),
    ("eq", "o", "o2"), ("eq", "o", "oempty"), ("eq", "list:l12", "l12"),
    ("eq", "list:l12", "list:l12"), ("eq", "set:l12", "set:l21"), ("eq", "set:l12", "set:l123"),
    ("eq", "map:o", "map:oxy"), ("eq", "map:o", "map:o2"), ("eq", "map:o", "o"),
    ("eq", "t", "t"), ("ne", "t", "f"), ("eq", "onest", "onest"), ("eq", "lnul", "lnul"),
    ("eq", "lempty", "oempty"), ("eq", "nbig", "nbig"),
    ("index", "l12", "n0"), ("index", "l12", "n1"), ("index", "l12", "n2"), ("index", "l12", "n5"),
    ("index", "l12", "nneg"), ("index", "l12", "nfrac"), ("index", "l12", "s0"),
    ("index", "l12", "sa"), ("index", "l12", "sneg"), ("index", "l12", "sfrac"),
    ("index", "l12", "nul"), ("index", "l12", "t"), ("index", "lempty", "n0"),
    ("index", "list:l12", "n1"), ("index", "list:l12", "n2"), ("index", "list:l12", "s1"),
    ("index", "list:l12", "nfrac"), ("index", "list:l12", "nbig"), ("index", "list:lstr", "sa"),
    ("index", "map:ostr", "sa"), ("index", "map:ostr", "sx"), ("index", "map:ostr", "n1"),
    ("index", "map:onum", "n1"), ("index", "map:onum", "s0"),
    ("index", "o", "sx"), ("index", "o", "sa"), ("index", "onum", "n0"), ("index", "onum", "n5"),
    ("index", "o", "n0"), ("index", "o", "t"), ("index", "nul", "n0"), ("index", "set:l12", "n0"),
    ("index", "n1", "n0"), ("index", "sa", "n0"), ("index", "onest", "sa"), ("index", "lnest", "n1"),
    ("attr", "o", "x"), ("attr", "o", "z"), ("attr", "map:ostr", "a"), ("attr", "map:ostr", "z"),
    ("attr", "nul", "x"), ("attr", "n1", "x"), ("attr", "sa", "x"), ("attr", "l12", "x"),
    ("attr", "list:lo", "x"), ("attr", "list:lo", "y"), ("attr", "set:lo", "x"), ("attr", "t", "x"),
    ("length", "l12", None), ("length", "list:l123", None), ("length", "map:ostr", None),
    ("length", "set:l12", None), ("length", "lempty", None), ("length", "nul", None),
    ("strlen", "sgraph", None), ("strlen", "snfd", None), ("strlen", "sa", None),
]


def operand_hcl(spec):
    if spec.startswith("list:"):
        return "(true ? %s : [])" % spec[5:]
    if spec.startswith("map:"):
        return "(true ? %s : {})" % spec[4:]
    if spec.startswith("set:"):
        return "setunion(%s, [])" % spec[4:]
    return spec


def case_hcl(op, a, b):
    x = operand_hcl(a)
    if op in BINARY:
        return "%s %s %s" % (x, BINARY[op], operand_hcl(b))
    if op == "neg":
        return "-%s" % x
    if op == "not":
        return "!%s" % x
    if op == "index":
        return "%s[%s]" % (x, operand_hcl(b))
    if op == "attr":
        return "%s.%s" % (x, b)
    if op in ("length", "strlen"):
        return "%s(%s)" % (op, x)
    raise ValueError(op)


def write_vars():
    parts = []
    for k, v in OPS_VARS.items():
        text = v if k in NUMBER_TEXT else json.dumps(v, ensure_ascii=False)
        parts.append("  %s: %s" % (json.dumps(k), text))
    with open(os.path.join(DATA, "ops_vars.json"), "w", encoding="utf-8") as f:
        f.write("{\n" + ",\n".join(parts) + "\n}\n")


def write_ops_cases():
    lines = []
    table = []
    for i, (op, a, b) in enumerate(OPS_CASES):
        name = "c%03d_%s" % (i, op)
        expr = case_hcl(op, a, b)
        lines.append("%s = %s" % (name, expr))
        table.append({"name": name, "op": op, "a": a, "b": b, "hcl": expr})
    with open(os.path.join(DATA, "ops_cases.hcl"), "w", encoding="utf-8") as f:
        f.write("# Generated by scripts/gen-value-cases.py; variables from ops_vars.json.\n")
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(DATA, "ops_cases.cases.json"), "w", encoding="utf-8") as f:
        json.dump(table, f, indent=1, ensure_ascii=False)
        f.write("\n")


# --- compact re-encoding of the oracle's JSON, keeping number text exact --------


class RawNumber(str):
    pass


def go_string(s):
    out = ['"']
    for ch in s:
        c = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif c < 0x20 or ch in "<>&" or c in (0x2028, 0x2029):
            out.append("\\u%04x" % c)
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def compact(v):
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, RawNumber):
        return str(v)
    if isinstance(v, str):
        return go_string(v)
    if isinstance(v, list):
        if v == [()]:  # empty object
            return "{}"
        if v and isinstance(v[0], tuple):  # object pairs
            return "{" + ",".join(go_string(k) + ":" + compact(x) for k, x in v) + "}"
        return "[" + ",".join(compact(x) for x in v) + "]"
    raise TypeError(type(v))


def pairs_hook(pairs):
    return list(pairs) if pairs else [()]


def load_exact(text):
    return json.loads(text, parse_float=RawNumber, parse_int=RawNumber, object_pairs_hook=pairs_hook)


def as_dict(pairs):
    return {} if pairs == [()] else dict(pairs)


def evaluate(oracle, hcl_path, vars_path):
    cmd = [oracle, "eval", hcl_path] + ([vars_path] if vars_path else [])
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    doc = as_dict(load_exact(out))
    if doc.get("parse_errors") not in (None, [()], []):
        raise SystemExit("%s: parse errors %s" % (hcl_path, doc["parse_errors"]))
    attributes = as_dict(as_dict(doc["body"])["attributes"])
    expected = {}
    for name in sorted(attributes):
        a = as_dict(attributes[name])
        if "errors" in a:
            expected[name] = {"errors": [str(e) for e in a["errors"]]}
        else:
            expected[name] = {"value": compact(a["value"]), "type": compact(a["type"])}
    return expected


def main():
    oracle = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("HCL_ORACLE", "/tmp/hcl-oracle/oracle")
    write_vars()
    write_ops_cases()
    for entry in sorted(os.listdir(DATA)):
        if not entry.endswith(".hcl"):
            continue
        stem = entry[:-4]
        vars_path = os.path.join(DATA, stem + ".vars.json")
        if stem == "ops_cases":
            vars_path = os.path.join(DATA, "ops_vars.json")
        expected = evaluate(oracle, os.path.join(DATA, entry), vars_path if os.path.exists(vars_path) else None)
        with open(os.path.join(DATA, stem + ".expected.json"), "w", encoding="utf-8") as f:
            json.dump(expected, f, indent=1, ensure_ascii=False)
            f.write("\n")
        print("%s: %d attributes" % (entry, len(expected)))


if __name__ == "__main__":
    main()
