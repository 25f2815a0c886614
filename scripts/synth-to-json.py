#!/usr/bin/env python3
"""Converts a native-syntax HCL configuration to HCL's JSON syntax.

Meant for benchmark inputs such as the synthetic service configuration
(`synth.py 10`), so it reads a subset of HCL: attributes, blocks with quoted
or bare labels, comments, and attribute values that are quoted templates,
numbers, booleans, null, tuples and objects of those. Any other value (a for
expression, an operator, a call) is kept as its source text wrapped in
"${...}", which the JSON syntax evaluates as the same expression.

Blocks become properties named by the block type: one label level per
nested object, a JSON array when the type appears more than once in a body.

Usage:
  scripts/synth-to-json.py IN.hcl > OUT.json
  scripts/synth-to-json.py --check IN.hcl [ORACLE]
      converts IN.hcl and checks with the reference oracle (`oracle eval`,
      ORACLE defaults to $HCL_ORACLE, else /tmp/hcl-oracle/oracle) that the
      JSON reads as the same blocks and attribute values; exit 1 if not.
      Use a small input: the oracle evaluates about 1 MB/s.
"""
import importlib.util
import json
import os
import subprocess
import sys
import tempfile


def load_sibling(name, filename):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), filename)
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# Its JSON writer keeps number literals as written (Number values).
gen_json_conformance = load_sibling("gen_json_conformance", "gen-json-conformance.py")
Raw = gen_json_conformance.Number


class Converter:
    def __init__(self, text):
        self.s = text
        self.i = 0

    def fail(self, what):
        line = self.s.count("\n", 0, self.i) + 1
        raise SystemExit("synth-to-json: line %d: %s" % (line, what))

    # Skips blanks and comments; newlines too unless `newlines` is False.
    def skip(self, newlines=True):
        s = self.s
        while self.i < len(s):
            c = s[self.i]
            if c in " \t\r" or (c == "\n" and newlines):
                self.i += 1
            elif c == "#" or s.startswith("//", self.i):
                while self.i < len(s) and s[self.i] != "\n":
                    self.i += 1
            elif s.startswith("/*", self.i):
                end = s.find("*/", self.i + 2)
                if end < 0:
                    self.fail("unclosed comment")
                self.i = end + 2
            else:
                return

    def ident(self):
        start = self.i
        while self.i < len(self.s) and (self.s[self.i].isalnum() or self.s[self.i] in "_-"):
            self.i += 1
        if start == self.i:
            self.fail("name expected")
        return self.s[start:self.i]

    # The end of the interpolation or directive whose "{" is at s[i - 1].
    def template_sequence_end(self, i):
        depth = 1
        s = self.s
        while i < len(s):
            c = s[i]
            if c == '"':
                i = self.quoted_end(i)
                continue
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        self.fail("unclosed template sequence")

    # The index after the closing quote of the quoted template at s[i].
    def quoted_end(self, i):
        s = self.s
        i += 1
        while i < len(s):
            if s[i] == "\\":
                i += 2
            elif s[i] == '"':
                return i + 1
            elif s[i] in "$%" and s.startswith("{", i + 1) and not s.startswith(s[i] * 2, i - 1):
                i = self.template_sequence_end(i + 2)
            elif s[i] == "\n":
                self.fail("newline in a quoted template")
            else:
                i += 1
        self.fail("unclosed quoted template")

    # A quoted template's text as the JSON syntax wants it: escapes decoded
    # in literal parts, interpolations and directives copied as written.
    def quoted(self):
        s, i = self.s, self.i + 1
        end = self.quoted_end(self.i)
        out = []
        escapes = {"n": "\n", "r": "\r", "t": "\t", '"': '"', "\\": "\\"}
        while i < end - 1:
            c = s[i]
            if c == "\\":
                e = s[i + 1]
                if e in escapes:
                    out.append(escapes[e])
                    i += 2
                elif e == "u":
                    out.append(chr(int(s[i + 2:i + 6], 16)))
                    i += 6
                elif e == "U":
                    out.append(chr(int(s[i + 2:i + 10], 16)))
                    i += 10
                else:
                    self.fail("unknown escape \\" + e)
            elif c in "$%" and s.startswith(c * 2 + "{", i):
                out.append(s[i:i + 3])  # an escaped sequence stays escaped
                i += 3
            elif c in "$%" and s.startswith("{", i + 1):
                stop = self.template_sequence_end(i + 2)
                out.append(s[i:stop])
                i = stop
            else:
                out.append(c)
                i += 1
        self.i = end
        return "".join(out)

    # The source text of an expression ending at a newline, "," or closing
    # bracket outside any brackets.
    def raw_expression(self):
        s, start, depth = self.s, self.i, 0
        while self.i < len(s):
            c = s[self.i]
            if c == '"':
                self.i = self.quoted_end(self.i)
                continue
            if c in "([{":
                depth += 1
            elif c in ")]}":
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0 and c in ",\n":
                break
            elif c == "#" or s.startswith("//", self.i):
                if depth == 0:
                    break
            self.i += 1
        text = s[start:self.i].strip()
        if not text:
            self.fail("expression expected")
        return "${" + text + "}"

    def literal(self):
        """("value", V) for a literal value, else None (position unchanged)."""
        s, start = self.s, self.i
        c = s[self.i] if self.i < len(s) else ""
        ok, value = True, None
        if c == '"':
            value = self.quoted()
        elif c in "[{":
            ok, value = self.sequence("]" if c == "[" else "}", self.tuple_item if c == "[" else self.object_item)
        elif c.isdigit():
            self.i += 1
            while self.i < len(s) and (s[self.i].isalnum() or s[self.i] == "." or
                                       (s[self.i] in "+-" and s[self.i - 1] in "eE")):
                self.i += 1
            value = Raw(s[start:self.i])
        elif c.isalpha():
            word = self.ident()
            ok = word in ("true", "false", "null")
            value = {"true": True, "false": False}.get(word)
        else:
            ok = False
        if ok:
            # A literal followed by an operator is part of a larger expression.
            self.skip(newlines=False)
            ok = self.i >= len(s) or s[self.i] in ",\n]}#/"
        if not ok:
            self.i = start
            return None
        return ("value", value)

    def sequence(self, close, item):
        """(True, items) for a tuple or object of literals, else (False, None)."""
        self.i += 1
        out = [] if close == "]" else {}
        while True:
            self.skip()
            if self.s.startswith(close, self.i):
                self.i += 1
                return True, out
            if not item(out):
                return False, None
            self.skip()
            if self.s.startswith(",", self.i):
                self.i += 1

    def tuple_item(self, out):
        v = self.literal()
        if v is None:
            return False
        out.append(v[1])
        return True

    def object_item(self, out):
        key = self.quoted() if self.s.startswith('"', self.i) else self.ident()
        self.skip()
        if self.i >= len(self.s) or self.s[self.i] not in "=:":
            return False
        self.i += 1
        self.skip()
        v = self.literal()
        if v is None:
            return False
        out[key] = v[1]
        return True

    def value(self):
        v = self.literal()
        return v[1] if v is not None else self.raw_expression()

    def body(self, closing):
        out = {}
        blocks = {}
        while True:
            self.skip()
            if self.i >= len(self.s):
                if closing:
                    self.fail("unclosed block")
                break
            if self.s[self.i] == "}":
                if not closing:
                    self.fail("unexpected }")
                self.i += 1
                break
            name = self.ident()
            self.skip(newlines=False)
            if self.s.startswith("=", self.i) and not self.s.startswith("==", self.i):
                self.i += 1
                self.skip(newlines=False)
                out[name] = self.value()
                continue
            labels = []
            while not self.s.startswith("{", self.i):
                labels.append(self.quoted() if self.s.startswith('"', self.i) else self.ident())
                self.skip(newlines=False)
            self.i += 1
            content = self.body(True)
            for label in reversed(labels):
                content = {label: content}
            if name not in out:
                out[name] = content
                blocks[name] = 1
            else:
                if name not in blocks:
                    self.fail("%s is both an attribute and a block" % name)
                if blocks[name] == 1:
                    out[name] = [out[name]]
                out[name].append(content)
                blocks[name] += 1
        return out


def convert(text):
    return gen_json_conformance.dump_json(Converter(text).body(False), step=2, sort_keys=False) + "\n"


# --check: the oracle's reading of both files, compared.

def oracle_eval(oracle, path):
    run = subprocess.run([oracle, "eval", path], capture_output=True, check=True)
    result = json.loads(run.stdout.decode("utf-8"))
    if result.get("parse_errors"):
        raise SystemExit("%s: %s" % (path, result["parse_errors"]))
    return result["body"]


def same_body(native, value, where, problems):
    """Compares a native body (oracle shape) with the JSON object value."""
    if not isinstance(value, dict):
        problems.append("%s: not an object" % where)
        return
    for name, attr in native["attributes"].items():
        if "errors" in attr:
            problems.append("%s.%s: %s" % (where, name, attr["errors"]))
        elif name not in value or value[name] != attr["value"]:
            problems.append("%s.%s: %r != %r" % (where, name, value.get(name), attr["value"]))
    by_type = {}
    for b in native["blocks"]:
        by_type.setdefault(b["type"], []).append(b)
    for type_name, blocks in by_type.items():
        found = value.get(type_name)
        items = found if isinstance(found, list) else [found]
        if len(items) != len(blocks):
            problems.append("%s.%s: %d blocks, JSON has %d" % (where, type_name, len(blocks), len(items)))
            continue
        for k, (b, item) in enumerate(zip(blocks, items)):
            for label in b["labels"]:
                if not isinstance(item, dict) or list(item) != [label]:
                    problems.append("%s.%s[%d]: label %s missing" % (where, type_name, k, label))
                    break
                item = item[label]
            else:
                same_body(b["body"], item, "%s.%s[%d]" % (where, type_name, k), problems)
    extra = set(value) - set(native["attributes"]) - set(by_type)
    if extra:
        problems.append("%s: extra properties %s" % (where, sorted(extra)))


def check(path, oracle):
    with open(path, encoding="utf-8") as f:
        converted = convert(f.read())
    with tempfile.TemporaryDirectory() as tmp:
        json_path = os.path.join(tmp, "converted.json")
        with open(json_path, "w", encoding="utf-8") as f:
            f.write(converted)
        native = oracle_eval(oracle, path)
        from_json = oracle_eval(oracle, json_path)
    value = {}
    for name, attr in from_json["attributes"].items():
        if "errors" in attr:
            raise SystemExit("JSON attribute %s: %s" % (name, attr["errors"]))
        value[name] = attr["value"]
    problems = []
    same_body(native, value, "", problems)
    for p in problems[:20]:
        print(p, file=sys.stderr)
    print("%s: %s" % (path, "same structure" if not problems else "%d differences" % len(problems)))
    return 1 if problems else 0


def main(argv):
    if argv and argv[0] == "--check" and len(argv) in (2, 3):
        oracle = argv[2] if len(argv) == 3 else os.environ.get("HCL_ORACLE", "/tmp/hcl-oracle/oracle")
        return check(argv[1], oracle)
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[0], encoding="utf-8") as f:
        sys.stdout.write(convert(f.read()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
