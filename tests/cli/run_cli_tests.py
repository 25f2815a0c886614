#!/usr/bin/env python3
"""Tests of the `hcl` command-line tool.

usage: run_cli_tests.py HCL_EXECUTABLE [--strict]

1. `hcl eval` on every cases/NAME.hcl (options from NAME.args, variables
   from NAME.vars.json) must print the JSON document the reference oracle
   printed, stored in expected/NAME.json by scripts/gen-cli-expected.py.
   Documents are compared parsed, with numbers compared by their text (so
   1.0 and 1 differ, as they would for a byte-for-byte consumer). With
   --strict the bytes must match too (layout, escaping).
2. Exit statuses and messages of the other subcommands and usage errors.
"""
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
CASES = HERE / "cases"
EXPECTED = HERE / "expected"


class Number:
    """A JSON number kept as its text."""

    def __init__(self, text):
        self.text = text

    def __eq__(self, other):
        return isinstance(other, Number) and self.text == other.text

    def __repr__(self):
        return self.text


def load(text):
    return json.loads(text, parse_int=Number, parse_float=Number)


def run(hcl, *args):
    return subprocess.run([hcl, *args], cwd=CASES, capture_output=True, text=True, errors="replace")


failures = []


def check(name, ok, why=""):
    if ok:
        print(f"ok   {name}")
    else:
        print(f"FAIL {name}: {why}")
        failures.append(name)


def differences(want, got, path="$"):
    """Yields the paths where two parsed documents differ."""
    if isinstance(want, dict) and isinstance(got, dict):
        for k in sorted(set(want) | set(got)):
            if k not in got:
                yield f"{path}.{k}: missing (want {json.dumps(want[k], default=repr)})"
            elif k not in want:
                yield f"{path}.{k}: unexpected {json.dumps(got[k], default=repr)}"
            else:
                yield from differences(want[k], got[k], f"{path}.{k}")
    elif isinstance(want, list) and isinstance(got, list) and len(want) == len(got):
        for i, (w, g) in enumerate(zip(want, got)):
            yield from differences(w, g, f"{path}[{i}]")
    elif not (type(want) is type(got) and want == got):
        yield f"{path}: want {json.dumps(want, default=repr)}, got {json.dumps(got, default=repr)}"


def eval_cases(hcl, strict):
    for case in sorted(CASES.glob("*.hcl")):
        name = case.stem
        expected_file = EXPECTED / (name + ".json")
        if not expected_file.exists():
            check(f"eval {name}", False, "no expected output (run scripts/gen-cli-expected.py)")
            continue
        args = ["eval"]
        args_file = CASES / (name + ".args")
        if args_file.exists():
            args += args_file.read_text().split()
        vars_file = CASES / (name + ".vars.json")
        if vars_file.exists():
            args += ["--vars", vars_file.name]
        args.append(case.name)
        done = run(hcl, *args)
        if done.returncode != 0:
            check(f"eval {name}", False, f"exit status {done.returncode}: {done.stderr.strip()}")
            continue
        want_text = expected_file.read_text()
        try:
            got = load(done.stdout)
        except ValueError as e:
            check(f"eval {name}", False, f"output is not JSON ({e}): {done.stdout[:200]!r}")
            continue
        diffs = list(differences(load(want_text), got))
        check(f"eval {name}", not diffs, "\n       " + "\n       ".join(diffs[:20]))
        if strict and not diffs:
            check(f"eval {name} (bytes)", done.stdout == want_text, "same content, different layout or escaping")


# Words a sentence or a description cannot end with (a preposition can:
# "the type they unify to").
DANGLING = {"a", "an", "the", "of", "and", "or", "nor", "but", "its", "their", "your", "this", "these", "every"}


def help_units(text):
    """The descriptions of a help text: each paragraph at the margin, each
    indented entry (an option, a command) with the lines indented below it."""
    units, current, margin = [], [], None
    for line in text.splitlines():
        indent = len(line) - len(line.lstrip())
        starts_entry = indent > 0 and (margin is None or margin == 0 or indent <= margin)
        if not line.strip() or (current and starts_entry):
            if current:
                units.append(" ".join(current))
            current, margin = [], None
        if line.strip():
            if not current:
                margin = indent
            current.append(line.strip())
    if current:
        units.append(" ".join(current))
    return units


def cut_short(text):
    """The descriptions of a help text that stop mid-sentence: the last word
    is a possessive or one no sentence ends with."""
    cut = []
    for unit in help_units(text):
        last = unit.split()[-1].rstrip(".,;:").lower()
        if last.endswith("'s") or last in DANGLING:
            cut.append(unit)
    return cut


def behaviour(hcl):
    done = run(hcl, "--version")
    check("--version", done.returncode == 0 and done.stdout.startswith("hcl "), done.stdout + done.stderr)
    done = run(hcl, "--help")
    check("--help", done.returncode == 0 and "eval" in done.stdout and "validate" in done.stdout, done.stdout)
    # Every description of every help text ends as a whole sentence.
    check("help_units splits entries", len(help_units("  -a  One\n      two\n  -b  Three\n\nA\nparagraph.\n")) == 3)
    check("cut_short finds a cut sentence", cut_short("  -h  Show this; x shows a command's\n") != [])
    listed = done.stdout.split("Commands:\n", 1)[-1].split("\n\n", 1)[0].split("\n")
    commands = [line.split()[0] for line in listed if line.strip()]
    check("--help lists the commands", "fmt" in commands and "lsp" in commands, str(commands))
    for command in ["", *commands]:
        done = run(hcl, *([command] if command else []), "--help")
        cut = cut_short(done.stdout)
        check(f"{command or 'hcl'} --help: whole sentences", done.returncode == 0 and not cut,
              f"exit {done.returncode}; cut short: {cut}")
    done = run(hcl, "eval", "--help")
    check("eval --help", done.returncode == 0 and "usage: hcl eval" in done.stdout, done.stdout)
    check("no arguments", run(hcl).returncode == 2)
    check("unknown command", run(hcl, "frobnicate").returncode == 2)
    check("eval without a file", run(hcl, "eval").returncode == 2)
    check("eval unknown option", run(hcl, "eval", "--bogus", "values.hcl").returncode == 2)
    # A .json file is read with the JSON syntax, top level as attributes only
    # (like the oracle): here the variables file itself has one attribute.
    done = run(hcl, "eval", "vars.vars.json")
    check("eval of a .json file reads the JSON syntax",
          done.returncode == 0 and '"var"' in done.stdout and '"attr_errors"' in done.stdout,
          done.stdout + done.stderr)
    check("eval of a missing file", run(hcl, "eval", "no-such-file.hcl").returncode == 2)
    # The extensions (docs/extensions.md; the corpus tests/conformance/ext
    # checks their output): their own usage errors.
    check("eval --locals without ROOT", run(hcl, "eval", "--locals", "locals", "values.hcl").returncode == 2)
    check("eval --locals=BLOCKTYPE=ROOT", run(hcl, "eval", "--locals=locals=local", "values.hcl").returncode == 0)
    check("eval --dynblock of a .json file", run(hcl, "eval", "--dynblock", "vars.vars.json").returncode == 2)
    done = run(hcl, "eval", "--userfunc", "values.hcl")
    check("eval --userfunc lists walk_errors", done.returncode == 0 and '"walk_errors"' in done.stdout,
          done.stdout + done.stderr)

    done = run(hcl, "eval", "--text", "errors.hcl")
    check("eval --text", done.returncode == 0 and 'fine = "still evaluated"' in done.stdout
          and "Invalid operand" in done.stdout, done.stdout + done.stderr)

    done = run(hcl, "validate", "values.hcl", "vars.hcl")
    check("validate: clean files", done.returncode == 0 and done.stderr == "", done.stderr)
    done = run(hcl, "validate", "values.hcl", "syntax_error.hcl")
    check("validate: a file with errors", done.returncode == 1 and "Unbalanced parentheses" in done.stderr
          and "syntax_error.hcl" in done.stderr, f"{done.returncode}: {done.stderr}")
    check("validate: missing file", run(hcl, "validate", "no-such-file.hcl").returncode == 2)
    check("validate: no files", run(hcl, "validate").returncode == 2)
    dec_behaviour(hcl)
    fmt_behaviour(hcl)
    edit_behaviour(hcl)


def run_input(hcl, text, *args):
    return subprocess.run([hcl, *args], cwd=CASES, input=text, capture_output=True, text=True, errors="replace")


def dec_behaviour(hcl):
    """`hcl dec`: what the conformance corpus (tests/conformance/dec) does
    not run: standard input, -o, short options, the command's own errors."""
    done = run_input(hcl, 'port = "80"\n', "dec", "--spec=dec_port.hcldec")
    check("dec: standard input, nulls dropped", done.returncode == 0 and done.stdout == '{"port":80}\n',
          done.stdout + done.stderr)
    done = run_input(hcl, "port = 80\n", "dec", "-s", "dec_port.hcldec", "--keep-nulls", "--with-type")
    check("dec: -s, --keep-nulls --with-type",
          done.returncode == 0 and done.stdout == '{"value":{"name":null,"port":80},"type":["object",{"name":"string","port":"number"}]}\n',
          done.stdout + done.stderr)
    done = run_input(hcl, "port = 80\n", "dec", "-sdec_port.hcldec", "--with-type")
    check("dec: --with-type without --keep-nulls puts type first",
          done.returncode == 0 and done.stdout == '{"type":["object",{"name":"string","port":"number"}],"value":{"port":80}}\n',
          done.stdout + done.stderr)
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "out.json"
        done = run_input(hcl, "port = 1\n", "dec", "--spec=dec_port.hcldec", "-o", str(out))
        check("dec: -o FILE", done.returncode == 0 and done.stdout == "" and out.read_text() == '{"port":1}\n',
              done.stdout + done.stderr)
        # A value JSON cannot hold: an error and, as with the reference, no file.
        absent = pathlib.Path(tmp) / "absent.json"
        done = run_input(hcl, "port = 1/0\n", "dec", "--spec=dec_port.hcldec", "-o", str(absent))
        check("dec: unencodable value exits 1 and writes no file",
              done.returncode == 1 and done.stdout == "" and not absent.exists()
              and done.stderr.startswith("Error: cannot serialize infinity as JSON\n"), f"{done.returncode}: {done.stderr}")
        done = run_input(hcl, "port = 1/0\n", "dec", "--spec=dec_port.hcldec")
        check("dec: unencodable value prints nothing on stdout", done.returncode == 1 and done.stdout == "",
              f"{done.returncode}: {done.stdout}{done.stderr}")
        # The same in a block written as JSON while the input is read.
        services = 'service "a" { port = 1 }\nservice "b" { port = 1/0 }\nservice "c" {}\n'
        done = run_input(hcl, services, "dec", "--spec=dec_services.hcldec", "-o", str(absent))
        check("dec: unencodable value in a block exits 1 and writes no file",
              done.returncode == 1 and done.stdout == "" and not absent.exists()
              and done.stderr.startswith("Error: cannot serialize infinity as JSON\n"), f"{done.returncode}: {done.stderr}")
        done = run_input(hcl, services.replace("1/0", "2"), "dec", "--spec=dec_services.hcldec", "--keep-nulls")
        check("dec: blocks written as JSON while the input is read",
              done.returncode == 0 and done.stdout == '{"service":{"a":{"port":1},"b":{"port":2},"c":{"port":null}}}\n',
              f"{done.returncode}: {done.stdout}{done.stderr}")
        done = run_input(hcl, "port = 1\n", "dec", "--spec=dec_port.hcldec", "-o", str(pathlib.Path(tmp) / "no" / "o.json"))
        check("dec: -o into a missing folder exits 1", done.returncode == 1 and "can't open" in done.stderr,
              f"{done.returncode}: {done.stderr}")
    done = run_input(hcl, "name = 1\n", "dec", "--spec=dec_port.hcldec")
    check("dec: input errors exit 2 with rendered diagnostics",
          done.returncode == 2 and done.stdout == "" and "Missing required argument" in done.stderr
          and "<stdin>:1:1" in done.stderr, f"{done.returncode}: {done.stdout}{done.stderr}")
    done = run_input(hcl, "port = 1\n", "dec", "--spec=dec_port.hcldec", "--vars", '{"x": 1}', "--var-refs")
    check("dec: --var-refs with no references", done.returncode == 0 and done.stdout == "[]\n", done.stdout + done.stderr)
    done = run(hcl, "dec", "values.hcl")
    check("dec: no --spec exits 1", done.returncode == 1 and "--spec" in done.stderr, done.stderr)
    done = run(hcl, "dec", "--spec=dec_port.hcldec", "--diags=xml", "values.hcl")
    check("dec: unknown --diags format exits 2", done.returncode == 2 and "only \"json\"" in done.stderr, done.stderr)
    done = run(hcl, "dec", "--spec=dec_port.hcldec", "--bogus", "values.hcl")
    check("dec: unknown option exits 2", done.returncode == 2 and "unknown flag: --bogus" in done.stderr, done.stderr)
    done = run(hcl, "dec", "--spec=no-such.hcldec", "--diags=json", "values.hcl")
    check("dec: unreadable spec exits 2", done.returncode == 2 and "Failed to read file" in done.stderr, done.stderr)
    done = run(hcl, "dec", "--help")
    check("dec --help", done.returncode == 0 and "usage: hcl dec" in done.stdout, done.stdout)


def fmt_behaviour(hcl):
    """`hcl fmt`: what the formatter corpus (tests/conformance/fmt) does not
    run: standard input, -w, files that do not parse, -require-no-change."""
    done = run_input(hcl, "a=1\nbb = [1,2]\n", "fmt")
    check("fmt: standard input", done.returncode == 0 and done.stdout == "a  = 1\nbb = [1, 2]\n",
          done.stdout + done.stderr)
    with tempfile.TemporaryDirectory() as tmp:
        messy = pathlib.Path(tmp) / "messy.hcl"
        messy.write_text("x=1\n")
        messy.chmod(0o640)
        done = run(hcl, "fmt", "-w", str(messy))
        check("fmt -w rewrites the file, keeping its permissions",
              done.returncode == 0 and done.stdout == "" and messy.read_text() == "x = 1\n"
              and (messy.stat().st_mode & 0o777) == 0o640 and sorted(p.name for p in pathlib.Path(tmp).iterdir()) == ["messy.hcl"],
              done.stdout + done.stderr)
        broken = pathlib.Path(tmp) / "broken.hcl"
        broken.write_text("a=  {\n")
        done = run(hcl, "fmt", "-w", str(broken))
        check("fmt leaves a file that does not parse alone and shows why",
              done.returncode == 1 and broken.read_text() == "a=  {\n" and "broken.hcl:" in done.stderr,
              f"{done.returncode}: {done.stderr}")
        done = run(hcl, "fmt", "-require-no-change", str(messy))
        check("fmt -require-no-change passes a formatted file", done.returncode == 0, done.stderr)
        messy.write_text("x=1\n")
        done = run(hcl, "fmt", "-require-no-change", str(messy))
        check("fmt -require-no-change fails on a change and names the file",
              done.returncode == 1 and "messy.hcl" in done.stderr and done.stdout == "x = 1\n",
              f"{done.returncode}: {done.stderr}")
        done = run(hcl, "fmt", tmp)
        check("fmt of a directory is a usage error", done.returncode == 2, f"{done.returncode}: {done.stderr}")
    done = run_input(hcl, "a=1\n", "fmt", "-w")
    check("fmt -w without files is a usage error", done.returncode == 2, done.stderr)

    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        (root / "sub" / "deeper").mkdir(parents=True)
        (root / "b.tf").write_text("b=1\n")
        (root / "sub" / "a.hcl").write_text("x {\ny=1\n}\n")
        (root / "sub" / "deeper" / "c.tfvars").write_text("c = 1\n")
        (root / "sub" / "notes.txt").write_text("not=hcl\n")
        done = run(hcl, "fmt", "-recursive", "-diff", tmp)
        check("fmt -recursive -diff: the changed .hcl/.tf files under the folder, in name order, unchanged",
              done.returncode == 0 and done.stdout.count("--- old/") == 2
              and done.stdout.index("b.tf") < done.stdout.index("a.hcl")
              and "+  y = 1" in done.stdout and "notes" not in done.stdout
              and (root / "b.tf").read_text() == "b=1\n", done.stdout + done.stderr)
        done = run(hcl, "fmt", str(root / "sub" / "a.hcl"), str(root / "b.tf"))
        check("fmt of several files prints them in the order given",
              done.returncode == 0 and done.stdout == "x {\n  y = 1\n}\nb = 1\n", done.stdout + done.stderr)

    # -diff output is a patch that turns each case into the reference's layout.
    if shutil.which("patch"):
        fmt_cases = pathlib.Path(__file__).resolve().parents[1] / "conformance" / "fmt"
        applied = failed = 0
        with tempfile.TemporaryDirectory() as tmp:
            for case in sorted((fmt_cases / "cases").glob("*.hcl")):
                copy = pathlib.Path(tmp) / case.name
                copy.write_bytes(case.read_bytes())
                done = subprocess.run([hcl, "fmt", "-diff", case.name], cwd=tmp, capture_output=True)
                if done.returncode != 0 or not done.stdout:
                    continue
                patched = subprocess.run(["patch", "-s", "-p1"], cwd=tmp, input=done.stdout, capture_output=True)
                if patched.returncode == 0 and copy.read_bytes() == (fmt_cases / "expected" / case.name).read_bytes():
                    applied += 1
                else:
                    failed += 1
        check("fmt -diff patches every case into its formatted text", failed == 0 and applied >= 40,
              f"{applied} applied, {failed} failed")


EDIT_INPUT = """\
# Network settings
resource "aws_instance" "web" {
  ami           = "ami-123" # pinned
  instance_type = "t2.micro"

  # tags for billing
  tags = {
    Team = "core"
  }
}

module "a.b" {
  source = "./x"
}
"""


def edit_behaviour(hcl):
    """`hcl edit`: hcledit's commands over a file whose comments must stay."""
    def edit(*args):
        return run_input(hcl, EDIT_INPUT, "edit", *args)

    done = edit("attribute", "get", "resource.aws_instance.web.ami")
    check("edit attribute get prints the value's source", done.returncode == 0 and done.stdout == '"ami-123"\n',
          f"{done.returncode}: {done.stdout!r} {done.stderr}")
    done = edit("attribute", "get", "resource.aws_instance.db.ami")
    check("edit attribute get of nothing exits 1", done.returncode == 1 and done.stdout == "", done.stderr)
    done = edit("attribute", "set", "resource.aws_instance.web.instance_type", '"t3.large"')
    check("edit attribute set changes only the value",
          done.returncode == 0 and done.stdout == EDIT_INPUT.replace('"t2.micro"', '"t3.large"'), done.stdout)
    done = edit("attribute", "set", "resource.aws_instance.web.monitoring", "true")
    check("edit attribute set adds a missing attribute after the last one",
          done.returncode == 0 and done.stdout == EDIT_INPUT.replace(
              '    Team = "core"\n  }\n', '    Team = "core"\n  }\n  monitoring = true\n'), done.stdout)
    done = run_input(hcl, 'b {\n  a  = 1 # one\n  bb = 2\n}\n', "edit", "attribute", "set", "b.long_name", "3")
    check("edit attribute set aligns a new attribute with its run in a formatted file",
          done.stdout == 'b {\n  a         = 1 # one\n  bb        = 2\n  long_name = 3\n}\n', done.stdout)
    done = edit("attribute", "rm", "resource.aws_instance.web.tags")
    check("edit attribute rm takes the attribute's comments with it",
          done.returncode == 0 and done.stdout == EDIT_INPUT.replace(
              '\n  # tags for billing\n  tags = {\n    Team = "core"\n  }\n', ""), done.stdout)
    done = edit("attribute", "set", "resource.aws_instance.web.ami", "a +")
    check("edit attribute set of a broken value exits 1 and says why",
          done.returncode == 1 and "Missing expression" in done.stderr and done.stdout == "", done.stderr)
    done = edit("block", "list")
    check("edit block list prints every block's address",
          done.stdout == 'resource.aws_instance.web\nmodule."a.b"\n', done.stdout)
    done = edit("block", "get", 'module."a.b"')
    check("edit block get prints the block", done.stdout == 'module "a.b" {\n  source = "./x"\n}\n', done.stdout)
    done = edit("block", "get", "resource.*.web")
    check("edit: * matches any label; a block comes with its comments",
          done.stdout.startswith('# Network settings\nresource "aws_instance" "web" {'), done.stdout)
    done = edit("block", "rm", 'module."a.b"')
    check("edit block rm removes the block and the blank line before it",
          done.stdout == EDIT_INPUT[:EDIT_INPUT.index('\nmodule')], done.stdout)
    done = edit("block", "append", "resource.aws_instance.web", "lifecycle")
    check("edit block append adds an empty block after a blank line",
          done.stdout == EDIT_INPUT.replace('    Team = "core"\n  }\n', '    Team = "core"\n  }\n\n  lifecycle {}\n'),
          done.stdout)
    done = edit("block", "append", "", 'provider."aws"')
    check("edit block append \"\" adds a top-level block with labels",
          done.stdout == EDIT_INPUT + '\nprovider "aws" {}\n', done.stdout)
    done = run_input(hcl, "a = \n", "edit", "attribute", "get", "a")
    check("edit of a file with errors exits 1 with its diagnostics",
          done.returncode == 1 and "error" in done.stderr, done.stderr)
    check("edit with an unknown command is a usage error", edit("attribute", "frob", "a").returncode == 2)
    check("edit -u needs -f", edit("-u", "attribute", "rm", "a").returncode == 2)
    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp) / "main.tf"
        path.write_text(EDIT_INPUT)
        done = run(hcl, "edit", "-f", str(path), "-u", "attribute", "set", "resource.aws_instance.web.ami", '"ami-456"')
        check("edit -u rewrites the file in place and prints nothing",
              done.returncode == 0 and done.stdout == "" and
              path.read_text() == EDIT_INPUT.replace("ami-123", "ami-456"), done.stderr)


def main():
    if len(sys.argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    hcl = str(pathlib.Path(sys.argv[1]).resolve())
    eval_cases(hcl, "--strict" in sys.argv[2:])
    behaviour(hcl)
    print(f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
