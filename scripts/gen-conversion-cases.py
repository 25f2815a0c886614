#!/usr/bin/env python3
"""Regenerates tests/data/conversion/oracle_cases.json from the reference.

Every case names a source expression whose value is converted to a target
type, and asks the reference what comes out:

  constraint  the reference's hcldec tool decodes `v = SOURCE` against an
              attribute spec with the target type; it prints the converted
              value and type, or the conversion's error message.
  expression  the oracle evaluates an expression that converts SOURCE to a
              known type (an operator operand, a function parameter, a
              template interpolation); it prints the value or an error summary.
  unify       the oracle evaluates `true ? A : B` and `false ? A : B`: the
              result type is the unification of A's and B's types, and the
              values are A and B converted to it.

The source values themselves are taken from `oracle eval` as well, so the
C++ test builds exactly the value the reference converted.

Usage: gen-conversion-cases.py [ORACLE] [OUT]
  ORACLE  the oracle program (default: $HCL_ORACLE or /tmp/hcl-oracle/oracle);
          hcldec is expected beside it (or set $HCL_HCLDEC).
  OUT     default: tests/data/conversion/oracle_cases.json under the repository.
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

S = "string"
N = "number"
B = "bool"
D = "dynamic"


def L(t): return ["list", t]
def ST(t): return ["set", t]
def M(t): return ["map", t]
def O(attrs): return ["object", attrs]
def T(elems): return ["tuple", elems]


# (spec paragraph, source expression, target type)
CONSTRAINT_CASES = [
    ("Primitive Type Conversions", '5', S),
    ("Primitive Type Conversions", '1.5', S),
    ("Primitive Type Conversions", '0.1', S),
    ("Primitive Type Conversions", '1e21', S),
    ("Primitive Type Conversions", '1e-7', S),
    ("Primitive Type Conversions", '123456789012345678901234567890.5', S),
    ("Primitive Type Conversions", '1/3', S),
    ("Primitive Type Conversions", '-2', S),
    ("Primitive Type Conversions", 'true', S),
    ("Primitive Type Conversions", 'false', S),
    ("Primitive Type Conversions", '"12"', N),
    ("Primitive Type Conversions", '"-12.50"', N),
    ("Primitive Type Conversions", '"1e3"', N),
    ("Primitive Type Conversions", '"1E-2"', N),
    ("Primitive Type Conversions", '"1p4"', N),
    ("Primitive Type Conversions", '".5"', N),
    ("Primitive Type Conversions", '"5."', N),
    ("Primitive Type Conversions", '"+5"', N),
    ("Primitive Type Conversions", '"0.1000000000000000000000000001"', N),
    ("Primitive Type Conversions", '"abc"', N),
    ("Primitive Type Conversions", '""', N),
    ("Primitive Type Conversions", '" 1"', N),
    ("Primitive Type Conversions", '"1 "', N),
    ("Primitive Type Conversions", '"0x10"', N),
    ("Primitive Type Conversions", '"1_000"', N),
    ("Primitive Type Conversions", '"NaN"', N),
    ("Primitive Type Conversions", '"true"', B),
    ("Primitive Type Conversions", '"false"', B),
    ("Primitive Type Conversions", '"1"', B),
    ("Primitive Type Conversions", '"0"', B),
    ("Primitive Type Conversions", '"True"', B),
    ("Primitive Type Conversions", '"FALSE"', B),
    ("Primitive Type Conversions", '"yes"', B),
    ("Primitive Type Conversions", '"2"', B),
    ("Primitive Type Conversions", '1', B),
    ("Primitive Type Conversions", 'true', N),
    ("Primitive Type Conversions", '[1]', S),
    ("Primitive Type Conversions", '{a = 1}', N),
    ("Conversion of Null Values", 'null', S),
    ("Conversion of Null Values", 'null', L(N)),
    ("Conversion of Null Values", 'true ? null : 5', S),
    ("Conversion of Null Values", 'true ? null : true', N),
    ("Conversion of Null Values", '[null, 1]', L(S)),
    ("Conversion of Null Values", 'true ? null : [1, "a"]', L(D)),
    ("Conversion to and from the Dynamic Pseudo-type", '[1, "a"]', D),
    ("Conversion to and from the Dynamic Pseudo-type", '{a = [1]}', D),
    ("Conversion to and from the Dynamic Pseudo-type", '[1, 2]', L(D)),
    ("Conversion to and from the Dynamic Pseudo-type", '{a = {b = 1}}', O({"a": D})),
    ("Collection and Structural Type Conversions", '[1, 2]', L(N)),
    ("Collection and Structural Type Conversions", '[1, "a"]', L(S)),
    ("Collection and Structural Type Conversions", '[1, "a"]', L(D)),
    ("Collection and Structural Type Conversions", '[1, true]', L(D)),
    ("Collection and Structural Type Conversions", '[1, true]', L(S)),
    ("Collection and Structural Type Conversions", '["1", "2"]', L(N)),
    ("Collection and Structural Type Conversions", '["1", "x"]', L(N)),
    ("Collection and Structural Type Conversions", '[true, 1]', L(B)),
    ("Collection and Structural Type Conversions", '[]', L(S)),
    ("Collection and Structural Type Conversions", '[]', L(D)),
    ("Collection and Structural Type Conversions", '[[1], ["a", 2]]', L(D)),
    ("Collection and Structural Type Conversions", '[[1], ["a", 2]]', L(L(S))),
    ("Collection and Structural Type Conversions", '[{a = 1}, {a = "x"}]', L(D)),
    ("Collection and Structural Type Conversions", '[{a = 1}, {b = 2}]', L(D)),
    ("Collection and Structural Type Conversions", '[{a = 1}, [2]]', L(D)),
    ("Collection and Structural Type Conversions", '["b", "a", "b"]', ST(S)),
    ("Collection and Structural Type Conversions", '[3, 1, 2, 1]', ST(N)),
    ("Collection and Structural Type Conversions", '[1, "1", "a"]', ST(D)),
    ("Collection and Structural Type Conversions", '[]', ST(N)),
    ("Collection and Structural Type Conversions", '[1, true]', ST(D)),
    ("Collection and Structural Type Conversions", '[[1, 2], [1, 2], [3]]', ST(L(N))),
    ("Collection and Structural Type Conversions", '{a = 1, b = 2}', M(N)),
    ("Collection and Structural Type Conversions", '{a = 1, b = "x"}', M(D)),
    ("Collection and Structural Type Conversions", '{a = 1, b = "x"}', M(N)),
    ("Collection and Structural Type Conversions", '{a = 1, b = true}', M(D)),
    ("Collection and Structural Type Conversions", '{a = 1, b = true}', M(S)),
    ("Collection and Structural Type Conversions", '{}', M(N)),
    ("Collection and Structural Type Conversions", '{a = [1], b = ["x", 2]}', M(D)),
    ("Collection and Structural Type Conversions", '{a = {x = 1}, b = {y = 2}}', M(D)),
    ("Collection and Structural Type Conversions", '{a = 1}', L(N)),
    ("Collection and Structural Type Conversions", '[1]', M(N)),
    ("Collection and Structural Type Conversions", '{a = 1, b = "x"}', O({"a": S, "b": S})),
    ("Collection and Structural Type Conversions", '{a = 1, b = "x", c = true}', O({"a": N})),
    ("Collection and Structural Type Conversions", '{a = 1}', O({"a": N, "b": S})),
    ("Collection and Structural Type Conversions", '{}', O({"a": N, "b": S})),
    ("Collection and Structural Type Conversions", '{}', O({"a": N, "b": S, "c": B})),
    ("Collection and Structural Type Conversions", '{a = true}', O({"a": N})),
    ("Collection and Structural Type Conversions", '{a = "x"}', O({"a": N})),
    ("Collection and Structural Type Conversions", '{a = {b = "x"}}', O({"a": O({"b": N})})),
    ("Collection and Structural Type Conversions", '{a = {b = true}}', O({"a": O({"b": N})})),
    ("Collection and Structural Type Conversions", '{}', O({})),
    ("Collection and Structural Type Conversions", '{a = 1}', O({})),
    ("Collection and Structural Type Conversions", '[1, "a"]', T([S, S])),
    ("Collection and Structural Type Conversions", '["1", "a"]', T([N, S])),
    ("Collection and Structural Type Conversions", '["x", "a"]', T([N, S])),
    ("Collection and Structural Type Conversions", '[1, 2]', T([N])),
    ("Collection and Structural Type Conversions", '[1, [2]]', T([S, L(S)])),
    ("Collection and Structural Type Conversions", '[true]', T([N])),
    ("Collection and Structural Type Conversions", '[1]', O({"a": N})),
    ("Collection and Structural Type Conversions",
     '{servers = [{port = 80}, {port = "http"}]}', O({"servers": L(O({"port": N}))})),
    ("Collection and Structural Type Conversions",
     '{servers = [{port = 80}, {port = "8080"}]}', O({"servers": L(O({"port": N}))})),
    ("Collection and Structural Type Conversions",
     '{servers = [{port = 80}, {port = true}]}', O({"servers": L(O({"port": N}))})),
    ("Collection and Structural Type Conversions",
     '{servers = [{port = 80}, {name = "x"}]}', O({"servers": L(O({"port": N}))})),
    ("Collection and Structural Type Conversions", '{a = {x = "1"}}', M(M(N))),
    ("Collection and Structural Type Conversions", '{a = {x = "y"}}', M(M(N))),
    ("Collection and Structural Type Conversions", '[[1, 2]]', L(T([S, S]))),
    ("Collection and Structural Type Conversions", '[[1, 2]]', L(ST(N))),
    ("Collection and Structural Type Conversions", '[[true]]', L(L(N))),
]

# (spec paragraph, source expression, expression with X for the source, target type)
EXPRESSION_CASES = [
    ("Primitive Type Conversions", '"5"', 'X + 1', N),
    ("Primitive Type Conversions", '"x"', 'X + 1', N),
    ("Primitive Type Conversions", '"2.5e1"', 'X * 1', N),
    ("Primitive Type Conversions", '"1"', 'X && true', B),
    ("Primitive Type Conversions", '"0"', 'X || false', B),
    ("Primitive Type Conversions", '"True"', 'X && true', B),
    ("Primitive Type Conversions", '5', 'upper(X)', S),
    ("Primitive Type Conversions", 'true', '"${X}${""}"', S),
    ("Primitive Type Conversions", '0.000001', '"${X}${""}"', S),
    ("Primitive Type Conversions", '12345678901234567890', '"${X}${""}"', S),
    ("Primitive Type Conversions", 'true', 'X + 1', N),
    ("Primitive Type Conversions", '[1]', 'upper(X)', S),
    ("Collection and Structural Type Conversions", '[1, true, "x"]', 'compact(X)', L(S)),
    ("Collection and Structural Type Conversions", '[1, "a"]', 'distinct(X)', L(D)),
    ("Collection and Structural Type Conversions", '[[1], ["a", 2]]', 'distinct(X)', L(D)),
    ("Collection and Structural Type Conversions", 'setunion(["b", "a"])', 'distinct(X)', L(D)),
    ("Collection and Structural Type Conversions", 'setunion([3, 1, 20])', 'compact(X)', L(S)),
    ("Collection and Structural Type Conversions", '[1, "1", "a"]', 'setunion(X)', ST(D)),
    ("Collection and Structural Type Conversions", '[{a = 1}, {a = "x"}]', 'setunion(X)', ST(D)),
    ("Collection and Structural Type Conversions", 'distinct([2, 1, 2])', 'setunion(X)', ST(D)),
    ("Collection and Structural Type Conversions", '[1, {a = 1}]', 'distinct(X)', L(D)),
    ("Collection and Structural Type Conversions", '{a = 1}', 'distinct(X)', L(D)),
]

# (spec paragraph, A, B)
UNIFY_CASES = [
    ("Type Unification", '1', '"a"'),
    ("Type Unification", 'true', '"a"'),
    ("Type Unification", '1', 'true'),
    ("Type Unification", '[1]', '["a"]'),
    ("Type Unification", '[1, 2]', '["a"]'),
    ("Type Unification", '[1]', '[true]'),
    ("Type Unification", '[1, "x"]', '["a", 2]'),
    ("Type Unification", '{a = 1}', '{a = "x"}'),
    ("Type Unification", '{a = 1}', '{b = 2}'),
    ("Type Unification", '{a = 1}', '{a = 1, b = 2}'),
    ("Type Unification", '{a = 1}', '{b = true}'),
    ("Type Unification", '{a = 1, b = "x"}', '{a = "y"}'),
    ("Type Unification", '{a = 1}', '{a = true}'),
    ("Type Unification", '{a = [1]}', '{a = ["x"]}'),
    ("Type Unification", '{a = {b = 1}}', '{a = {c = 2}}'),
    ("Type Unification", '{}', '{a = 1}'),
    ("Type Unification", '[]', '[1]'),
    ("Type Unification", '[]', '{}'),
    ("Type Unification", '{a = 1}', '[1]'),
    ("Type Unification", 'sort(["a"])', '[1]'),
    ("Type Unification", 'sort(["a"])', '[1, true]'),
    ("Type Unification", 'sort(["a"])', '[[1]]'),
    ("Type Unification", 'sort(["b", "a"])', 'setunion(["c"])'),
    ("Type Unification", 'setunion([1])', 'sort(["a"])'),
    ("Type Unification", 'setunion([1])', 'setunion(["a"])'),
    ("Type Unification", 'setunion([1])', '["a", "b"]'),
    ("Type Unification", 'zipmap(["k"], sort(["v"]))', '{a = 1}'),
    ("Type Unification", 'zipmap(["k"], sort(["v"]))', '{a = true}'),
    ("Type Unification", 'zipmap(["k"], sort(["v"]))', '{a = [1]}'),
    ("Type Unification", 'zipmap(["k"], distinct([1]))', 'zipmap(["j"], sort(["v"]))'),
    ("Type Unification", '5', '[5]'),
    ("Type Unification", '"a"', '{a = 1}'),
]


def load(text):
    # Keep numbers as their exact text.
    return json.loads(text, parse_float=str, parse_int=str)


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def eval_attrs(oracle, attrs, workdir):
    path = os.path.join(workdir, "cases.hcl")
    with open(path, "w") as f:
        for name, expr in attrs:
            f.write(f"{name} = {expr}\n")
    out = run([oracle, "eval", path])
    data = load(out.stdout)
    if data.get("parse_errors"):
        raise SystemExit(f"oracle parse errors: {data['parse_errors']}")
    return data["body"]["attributes"]


def type_expression(t):
    if isinstance(t, str):
        return "any" if t == D else t
    kind = t[0]
    if kind in ("list", "set", "map"):
        return f"{kind}({type_expression(t[1])})"
    if kind == "object":
        return "object({" + ", ".join(f"{k} = {type_expression(v)}" for k, v in t[1].items()) + "})"
    if kind == "tuple":
        return "tuple([" + ", ".join(type_expression(e) for e in t[1]) + "])"
    raise ValueError(t)


def hcldec_convert(hcldec, source, target, workdir):
    spec = os.path.join(workdir, "spec.hcldec")
    body = os.path.join(workdir, "in.hcl")
    with open(spec, "w") as f:
        f.write(f'object {{\n  attr "v" {{\n    type = {type_expression(target)}\n  }}\n}}\n')
    with open(body, "w") as f:
        f.write(f"v = {source}\n")
    out = run([hcldec, f"--spec={spec}", "--with-type", "--keep-nulls", "--diags=json", body])
    try:
        # Diagnostics go to stderr, the decoded value to stdout.
        data = load(out.stdout if out.stdout.strip() else out.stderr)
    except ValueError:
        raise SystemExit(f"hcldec failed for {source} -> {target}: {out.stdout}{out.stderr}")
    if "diagnostics" in data:
        detail = data["diagnostics"][0].get("detail", "")
        prefix = 'Inappropriate value for attribute "v": '
        if not detail.startswith(prefix):
            raise SystemExit(f"unexpected hcldec diagnostic for {source}: {data}")
        return {"error": detail[len(prefix):].rstrip(".")}
    return {"value": data["value"]["v"], "type": data["type"][1]["v"]}


def result_of(attr):
    if "errors" in attr:
        # The oracle prints "LINE:COL: Summary"; keep the summary.
        return {"error_summary": attr["errors"][0].split(": ", 1)[-1]}
    return {"value": attr["value"], "type": attr["type"]}


def main():
    oracle = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("HCL_ORACLE", "/tmp/hcl-oracle/oracle")
    out_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "tests/data/conversion/oracle_cases.json")
    hcldec = os.environ.get("HCL_HCLDEC", os.path.join(os.path.dirname(oracle), "hcldec"))

    cases = []
    with tempfile.TemporaryDirectory() as work:
        # Source values, all in one oracle run.
        sources = []
        for _, src, _ in CONSTRAINT_CASES:
            sources.append(src)
        for _, src, _, _ in EXPRESSION_CASES:
            sources.append(src)
        for _, a, b in UNIFY_CASES:
            sources += [a, b]
        unique = list(dict.fromkeys(sources))
        names = {src: f"s{i}" for i, src in enumerate(unique)}
        evaluated = eval_attrs(oracle, [(names[s], s) for s in unique], work)

        def source_of(src):
            r = evaluated[names[src]]
            if "errors" in r:
                raise SystemExit(f"source {src} does not evaluate: {r['errors']}")
            return {"hcl": src, "value": r["value"], "type": r["type"]}

        for spec, src, target in CONSTRAINT_CASES:
            cases.append({"kind": "constraint", "spec": spec, "source": source_of(src), "target": target,
                          "expect": hcldec_convert(hcldec, src, target, work)})

        exprs = []
        for i, (spec, src, template, target) in enumerate(EXPRESSION_CASES):
            exprs.append((f"e{i}", template.replace("X", f"({src})")))
        evaluated_exprs = eval_attrs(oracle, exprs, work)
        for i, (spec, src, template, target) in enumerate(EXPRESSION_CASES):
            cases.append({"kind": "expression", "spec": spec, "source": source_of(src), "target": target,
                          "expression": template.replace("X", f"({src})"),
                          "expect": result_of(evaluated_exprs[f"e{i}"])})

        conds = []
        for i, (spec, a, b) in enumerate(UNIFY_CASES):
            conds.append((f"t{i}", f"true ? ({a}) : ({b})"))
            conds.append((f"f{i}", f"false ? ({a}) : ({b})"))
        evaluated_conds = eval_attrs(oracle, conds, work)
        for i, (spec, a, b) in enumerate(UNIFY_CASES):
            cases.append({"kind": "unify", "spec": spec, "a": source_of(a), "b": source_of(b),
                          "expect_a": result_of(evaluated_conds[f"t{i}"]),
                          "expect_b": result_of(evaluated_conds[f"f{i}"])})

    with open(out_path, "w") as f:
        json.dump({"generator": "scripts/gen-conversion-cases.py",
                   "note": "numbers are kept as exact decimal strings",
                   "cases": cases}, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"{len(cases)} cases written to {out_path}")


if __name__ == "__main__":
    main()
