#!/usr/bin/env python3
"""Regenerate tests/data/numbers/oracle_cases.json from the reference oracle.

Usage: scripts/gen-number-cases.py [--oracle PATH] [--out PATH] [--seed N] [--random N]
  --oracle  the oracle program (default: $HCL_ORACLE or /tmp/hcl-oracle/oracle)
  --out     output file (default: tests/data/numbers/oracle_cases.json)
  --seed, --random  a different seed / number of random cases, for extra
            local checking; the committed file uses the defaults.

Every case is an HCL expression interpolated into a template ("x${EXPR}") so
that the oracle prints the number's text exactly as the reference formats it,
infinities included. The unit test (tests/unit/number_test.cpp) rebuilds each
expression with hcl::number and compares the text. Operands:
  literal  a native-syntax number literal            -> number::parse_literal
  string   a string converted to number ("T" + 0)    -> number::parse
  int      parseint("N", 10), a 64-bit integer         -> number::from_int
  double   pow(A, B), a 53-bit float                   -> number::from_double
Any operand may be negated ("neg": true, written -(X)).
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument("--oracle", default=os.environ.get("HCL_ORACLE", "/tmp/hcl-oracle/oracle"))
parser.add_argument("--out", default=os.path.join(ROOT, "tests", "data", "numbers", "oracle_cases.json"))
parser.add_argument("--seed", type=int, default=20240613)  # fixed: the file only changes when this script does
parser.add_argument("--random", type=int, default=260)
args = parser.parse_args()
ORACLE = args.oracle
OUT = args.out

rng = random.Random(args.seed)


def lit(text, neg=False):
    return {"type": "literal", "text": text, "neg": neg}


def string(text, neg=False):
    return {"type": "string", "text": text, "neg": neg}


def integer(value, neg=False):
    return {"type": "int", "value": str(value), "neg": neg}


def double(a, b, value, neg=False):
    return {"type": "double", "hcl": f"pow({a}, {b})", "value": repr(value), "neg": neg}


def operand_hcl(op):
    if op["type"] == "literal":
        text = op["text"]
    elif op["type"] == "string":
        text = f'("{op["text"]}" + 0)'
    elif op["type"] == "int":
        text = f'parseint("{op["value"]}", 10)'
    else:
        text = op["hcl"]
    return f"-({text})" if op["neg"] else text


cases = []


def add_case(kind, a, op=None, b=None):
    case = {"kind": kind, "a": a}
    if op is not None:
        case["op"] = op
        case["b"] = b
        case["hcl"] = f"{operand_hcl(a)} {op} {operand_hcl(b)}"
    elif kind == "string":
        case["hcl"] = f'"{a["text"]}" + 0'
    else:
        case["hcl"] = operand_hcl(a)
    cases.append(case)


# ---- literals -----------------------------------------------------------------
literals = ["0", "1", "8080", "3.5", "0.1", "0.2", "0.3", "1.5", "2.5", "0.5", "00012.500", "1e30", "1e-7",
            "1E3", "1.5e+3", "1e-30", "1e308", "1e-308", "1e-324", "5e-324", "2e-1074", "1e400", "1e-400",
            "123456789012345678901234567890.123456789", "9007199254740993", "9223372036854775807",
            "9223372036854775808", "18446744073709551615", "18446744073709551617",
            "0.000001", "1e21", "1e22", "1e23", "0.1e1", "100.0", "1.000000000000000000001",
            "3.141592653589793238462643383279502884197169399375105820974944592307816406286",
            "2.718281828459045235360287471352662497757247093699959574966967627724076630353",
            "1e1000", "1e-1000", "4.9406564584124654e-324", "1.7976931348623157e308", "1e5000", "1e-5000"]
# Integers with many digits: 512 bits hold about 154 digits exactly.
for n in (20, 40, 80, 154, 155, 156, 160, 200, 250, 300):
    literals.append("".join(rng.choice("123456789") if i == 0 else rng.choice("0123456789") for i in range(n)))
literals += ["1" * 155, "1" * 156, "9" * 160, "1" * 200, str(2 ** 512), str(2 ** 512 + 1), str(2 ** 513 + 1),
             str(2 ** 513 + 3), str(2 ** 600 + 2 ** 88), str(2 ** 511 - 1)]
# Rounding ties at 512 bits: 2^513 + 1 is halfway between 2^513 and 2^513 + 2.
# Random decimals of several shapes.
for _ in range(40 + args.random // 4):
    digits = rng.randint(1, 40 if rng.random() < 0.7 else 200)
    mant = "".join(rng.choice("0123456789") for _ in range(digits))
    point = rng.randint(0, digits)
    text = (mant[:point] or "0") + ("." + mant[point:] if point < digits else "")
    if rng.random() < 0.4:
        text += rng.choice(["e", "E"]) + rng.choice(["", "+", "-"]) + str(rng.randint(0, 400))
    literals.append(text)
for text in literals:
    add_case("literal", lit(text))

# ---- strings (the reference's string-to-number conversion) ---------------------
for text in ["1p4", "1p-4", "1P4", ".5", "5.", "+5", "-5", "-0", "+0", "07", "1e+2", "-.25e1", "3p-1", "1.5p3",
             "inf", "Inf", "+inf", "-Inf", "0x10", " 1", "1 ", "1_0", "NaN", "", ".", "1e", "e5", "-", "+-1",
             "INF", "Infinity", "1.5e2p1", "0b101", "0o7", "1..2", "1e5.5", "1e9999999999", "0e99999999999",
             "1e99999999999999999999", "1p2147483648", "1p-2147483650", "1e-400", "0.000000000000000000000000001",
             "123.456e-2", "1e-1000", "1e1000", "5e-1", "25e-2", "0.1p1"]:
    add_case("string", string(text))

# ---- arithmetic -----------------------------------------------------------------
ints = [0, 1, 2, 3, 7, 10, 255, 1000, 2 ** 31, 2 ** 53 + 1, 2 ** 62 + 1, 4611686018427387905, 9223372036854775807,
        123456789, 999999999999]
doubles = [(2, 0.5, 2 ** 0.5), (3, 0.5, 3 ** 0.5), (5, 0.5, 5 ** 0.5), (10, 0.5, 10 ** 0.5), (2, -3, 0.125),
           (2, 60, float(2 ** 60)), (3, 30, float(3 ** 30)), (2, -1074, 5e-324), (2, 1023, float(2 ** 1023)),
           (7, 0.5, 7 ** 0.5)]
lit_ops = ["0", "1", "2", "3", "7", "10", "0.1", "0.2", "0.3", "0.03", "1.5", "2.5", "7.5", "1e30", "1e-30",
           "1e200", "1e300", "123456789.987654321", "1e-7", "0.7", "1" * 40, "3" * 60 + ".5", "18446744073709551616"]


def random_operand():
    r = rng.random()
    neg = rng.random() < 0.25
    if r < 0.55:
        return lit(rng.choice(lit_ops), neg)
    if r < 0.8:
        return integer(rng.choice(ints), neg)
    a, b, v = rng.choice(doubles)
    return double(a, b, v, neg)


fixed = [
    (lit("1"), "/", lit("3")), (lit("0.1"), "+", lit("0.2")), (lit("7"), "/", lit("2")),
    (lit("1"), "/", lit("0")), (lit("1", True), "/", lit("0")), (lit("0"), "/", lit("0")),
    (lit("1"), "/", lit("0", True)), (lit("5"), "%", lit("0")), (lit("7"), "%", lit("2", True)),
    (lit("7", True), "%", lit("2")), (lit("7.5"), "%", lit("2")), (lit("1e30"), "%", lit("7")),
    (lit("0.1"), "%", lit("0.03")), (lit("1e200"), "%", lit("3")), (lit("1e300"), "%", lit("0.7")),
    (lit("4"), "%", lit("2", True)), (lit("4", True), "%", lit("2")), (lit("0", True), "%", lit("5")),
    (lit("0", True), "%", lit("5", True)), (lit("7"), "%", lit("0", True)),
    (lit("0"), "*", lit("1", True)), (lit("0", True), "+", lit("0")), (lit("0", True), "-", lit("0")),
    (lit("0", True), "*", lit("5")), (lit("1"), "/", lit("3")),
    (integer(3), "/", lit("7")), (integer(3), "%", lit("0.7")), (integer(3), "*", lit("0.1")),
    (integer(4611686018427387905), "*", integer(4611686018427387905)),
    (integer(4611686018427387905), "/", integer(3)), (integer(4611686018427387905), "+", lit("0.5")),
    (integer(9223372036854775807), "+", integer(9223372036854775807)), (integer(7), "/", integer(3)),
    (integer(1), "-", integer(9223372036854775807)), (integer(123456789), "*", integer(987654321)),
    (double(2, 0.5, 2 ** 0.5), "*", lit("3")), (double(2, 0.5, 2 ** 0.5), "+", double(2, 0.5, 2 ** 0.5)),
    (double(2, 0.5, 2 ** 0.5), "*", double(2, 0.5, 2 ** 0.5)), (double(2, 0.5, 2 ** 0.5), "/", lit("3")),
    (double(2, 0.5, 2 ** 0.5), "-", lit("1")), (double(2, 0.5, 2 ** 0.5), "%", lit("0.5")),
    (double(2, 0.5, 2 ** 0.5), "%", lit("1")), (lit("0.1"), "%", double(2, 0.5, 2 ** 0.5)),
    (double(2, 0.5, 2 ** 0.5), "/", lit("0")), (double(3, 0.5, 3 ** 0.5), "/", double(2, 0.5, 2 ** 0.5)),
    (double(2, 0.5, 2 ** 0.5), "/", integer(7)), (integer(10), "/", double(3, 0.5, 3 ** 0.5)),
    (double(2, -1074, 5e-324), "/", lit("2")), (double(2, 1023, float(2 ** 1023)), "*", lit("1e300")),
    (lit("1e5000"), "*", lit("1e5000")), (lit("1e-5000"), "*", lit("1e-5000")),
    (lit("1e5000"), "/", lit("1e-5000")), (string("inf"), "-", string("inf")),
    (string("inf"), "+", string("inf")), (lit("0"), "*", string("inf")), (string("inf"), "*", lit("2", True)),
    (string("inf"), "/", string("inf")), (lit("5"), "%", string("inf")), (string("inf"), "%", lit("5")),
    (lit("1"), "/", string("inf")), (lit("1", True), "/", string("inf")), (string("-inf"), "/", lit("0")),
    (lit("5"), "-", string("inf")), (lit("1"), "-", lit("1")), (lit("0.3"), "-", lit("0.1")),
]
for a, op, b in fixed:
    add_case("binary", a, op, b)
for _ in range(args.random):
    add_case("binary", random_operand(), rng.choice(["+", "-", "*", "/", "%"]), random_operand())
for text in ["0", "1", "0.1", "1e30"]:
    add_case("unary", lit(text, True))
add_case("unary", integer(5, True))
add_case("unary", double(2, 0.5, 2 ** 0.5, True))
add_case("unary", string("inf", True))
add_case("unary", string("-0", True))


# ---- run the oracle -------------------------------------------------------------
def run_oracle(path):
    out = subprocess.run([ORACLE, "eval", path], capture_output=True, text=True, timeout=300)
    return json.loads(out.stdout, parse_float=str, parse_int=str)


def evaluate(batch):
    """Values of "x${EXPR}" for each case; literals that fail to parse are run alone."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "cases.hcl")
        with open(path, "w") as f:
            for i, case in enumerate(batch):
                f.write(f'c{i} = "x${{{case["hcl"]}}}"\n')
        result = run_oracle(path)
        if result.get("parse_errors"):
            if len(batch) == 1:
                return ["error"]
            return [evaluate([c])[0] for c in batch]
        attrs = result["body"]["attributes"]
        values = []
        for i in range(len(batch)):
            attr = attrs[f"c{i}"]
            values.append(attr["value"][1:] if "value" in attr else "error")
        return values


for case, value in zip(cases, evaluate(cases)):
    case["expect"] = value

# Double operands are modelled with the Python double; check the oracle agrees.
for a, b, v in doubles:
    got = evaluate([{"hcl": f"pow({a}, {b})"}])[0]
    if float(got) != v:
        sys.exit(f"pow({a}, {b}): oracle {got} but Python {v!r}")

with open(OUT, "w") as f:
    json.dump({"generator": "scripts/gen-number-cases.py", "cases": cases}, f, indent=1)
    f.write("\n")
print(f"{len(cases)} cases -> {OUT}")
