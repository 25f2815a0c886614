#!/usr/bin/env python3
"""Regenerates the expected outputs of the hcldec conformance corpus.

usage: scripts/gen-dec-conformance.py [HCLDEC] [--check] [--only GLOB]...

HCLDEC is the reference `hcldec` (default: $HCL_HCLDEC, else
/tmp/hcl-oracle/hcldec, built by ../shared/oracle/build.sh).

A case under tests/conformance/dec/cases/ is NAME.hcldec (the spec) with:
- its inputs: NAME.inputs (file names, one a line, decoded merged in that
  order) or else NAME.hcl and NAME.hcl.json, each decoded on its own (a
  "run" per input);
- optionally NAME.args: extra command-line arguments, one a line (e.g.
  `--vars={"a": 1}` or `--vars=NAME.vars.hcl`), placed before the inputs.

Every run executes the reference in the cases folder with relative file
names, so no machine path reaches the outputs, in these modes:
  typed     --spec=NAME.hcldec --with-type --keep-nulls --diags=json ARGS INPUTS
  var_refs  --spec=NAME.hcldec --var-refs --diags=json ARGS INPUTS
  plain     --spec=NAME.hcldec --diags=json ARGS INPUTS
            (null properties stripped; run only where `typed` succeeds:
            the flags change nothing but the printed value)
and stores in expected/NAME.json, per run and mode, the exit status, stdout
(parsed JSON, raw text when it is not JSON, null when empty) and stderr (the
diagnostics JSON, raw text when not JSON, null when empty).

The reference walks Go maps, so the order of its diagnostics and of its
--var-refs list varies from run to run: both are stored sorted (diagnostics
by filename, start byte, summary, detail; references by range) so that a
regeneration gives the same files.

The reference command cannot read `block_attrs` specs although its library
implements them. For cases whose spec uses block_attrs, this script builds a
second reference from the Debian sources with "block_attrs" added to the
command's list of spec block types (GOPATH mode, as the oracle's build.sh
does) into $HCL_HCLDEC_BLOCK_ATTRS, else /tmp/hcl-oracle/hcldec-block-attrs,
and uses it for them; their expected file says "reference": "block_attrs".

--check compares instead of writing and exits 1 when an expected file is
stale, missing or left over from a removed case (a full regeneration
deletes those); --only restricts to cases whose name matches a glob.
"""
import fnmatch
import importlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "tests", "conformance", "dec")
GO_SOURCES = "/usr/share/gocode/src/github.com/hashicorp/hcl/v2/cmd/hcldec"
DEFAULT_HCLDEC = "/tmp/hcl-oracle/hcldec"
DEFAULT_PATCHED = "/tmp/hcl-oracle/hcldec-block-attrs"

# Mode name -> the flags that select it (before --diags=json and ARGS).
MODES = {
    "typed": ["--with-type", "--keep-nulls"],
    "var_refs": ["--var-refs"],
    "plain": [],
}
USES_BLOCK_ATTRS = re.compile(r"^\s*block_attrs\b", re.MULTILINE)


# Sibling scripts are imported by file name; no __pycache__ in the tree.
sys.dont_write_bytecode = True
if os.path.dirname(os.path.abspath(__file__)) not in sys.path:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# Number-preserving JSON reading and writing, shared with the JSON corpus.
_json_corpus = importlib.import_module("gen-json-conformance")
Number = _json_corpus.Number
load_json = _json_corpus.load_json


def dump_json(value):
    """2-space indented JSON, sorted keys, numbers as the reference wrote them."""
    return _json_corpus.dump_json(value, step=2) + "\n"


class Case:
    """One spec with its inputs and arguments, read from the cases folder."""

    def __init__(self, cases_dir, name):
        self.name = name
        self.dir = cases_dir
        with open(os.path.join(cases_dir, name + ".hcldec"), encoding="utf-8") as f:
            self.uses_block_attrs = bool(USES_BLOCK_ATTRS.search(f.read()))
        self.args = self._lines(name + ".args")
        listed = self._lines(name + ".inputs")
        if listed:
            self.runs = [listed]
        else:
            self.runs = [[n] for n in (name + ".hcl", name + ".hcl.json")
                         if os.path.exists(os.path.join(cases_dir, n))]

    def _lines(self, filename):
        path = os.path.join(self.dir, filename)
        if not os.path.exists(path):
            return []
        with open(path, encoding="utf-8") as f:
            return [line.rstrip("\n") for line in f if line.strip()]

    def command(self, hcldec, mode, inputs):
        return [hcldec, "--spec=" + self.name + ".hcldec"] + MODES[mode] + ["--diags=json"] + self.args + inputs


def list_cases(cases_dir, only=()):
    names = sorted(n[:-len(".hcldec")] for n in os.listdir(cases_dir) if n.endswith(".hcldec"))
    if only:
        names = [n for n in names if any(fnmatch.fnmatchcase(n, g) for g in only)]
    return [Case(cases_dir, n) for n in names]


def _range_key(rng):
    rng = rng or {}
    start, end = rng.get("start") or {}, rng.get("end") or {}
    return (str(rng.get("filename", "")), int(start.get("byte", -1)), int(end.get("byte", -1)))


def parse_stream(text):
    """Parsed JSON, the raw text when it is not JSON, or None when empty."""
    if not text.strip():
        return None
    try:
        return load_json(text)
    except ValueError:
        return text


def normalize_stdout(mode, text):
    """Parsed stdout, with a --var-refs list sorted by range."""
    value = parse_stream(text)
    if mode == "var_refs" and isinstance(value, list) and all(isinstance(v, dict) for v in value):
        value.sort(key=lambda ref: (_range_key(ref.get("range")), str(ref.get("root_name"))))
    return value


def diagnostic_key(diag):
    filename, start, _ = _range_key(diag.get("subject"))
    return (filename, start, str(diag.get("summary", "")), str(diag.get("detail", "")))


def normalize_stderr(text):
    """Parsed stderr, with the diagnostics sorted."""
    value = parse_stream(text)
    if isinstance(value, dict) and isinstance(value.get("diagnostics"), list):
        value["diagnostics"].sort(key=diagnostic_key)
    return value


def run_mode(case, hcldec, mode, inputs, timeout=None):
    """{"exit", "stdout", "stderr"} of one execution, as stored in expected files.

    Raises subprocess.TimeoutExpired, after killing the program and anything
    it started, and OSError, for the caller to handle."""
    with subprocess.Popen(case.command(hcldec, mode, inputs), cwd=case.dir, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True) as proc:
        try:
            stdout, stderr = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            raise
    return {
        "exit": proc.returncode,
        "stdout": normalize_stdout(mode, stdout.decode("utf-8", errors="replace")),
        "stderr": normalize_stderr(stderr.decode("utf-8", errors="replace")),
    }


def build_patched(target):
    """Builds the reference hcldec with block_attrs enabled into TARGET."""
    work = tempfile.mkdtemp(prefix="hcldec-block-attrs.")
    try:
        for name in os.listdir(GO_SOURCES):
            if name.endswith(".go") and not name.endswith("_test.go"):
                shutil.copy(os.path.join(GO_SOURCES, name), work)
        # The command's list of spec block types lacks the kind its decoder has.
        subprocess.run(["sed", "-i", r's/^\t"block_set",$/\t"block_set",\n\t"block_attrs",/',
                        os.path.join(work, "spec.go")], check=True)
        with open(os.path.join(work, "spec.go"), encoding="utf-8") as f:
            if '\t"block_attrs",\n' not in f.read():
                raise RuntimeError("could not patch spec.go (its block type list changed?)")
        env = dict(os.environ, GOPATH="/usr/share/gocode", GO111MODULE="off",
                   GOCACHE=os.path.join(os.path.dirname(os.path.abspath(target)), ".gocache"))
        os.makedirs(os.path.dirname(os.path.abspath(target)), exist_ok=True)
        subprocess.run(["go", "build", "-o", os.path.abspath(target), "."], cwd=work, env=env, check=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def expected_for(case, hcldec):
    runs = []
    for inputs in case.runs:
        modes = {}
        for mode in ("typed", "var_refs"):
            modes[mode] = run_mode(case, hcldec, mode, inputs)
        if modes["typed"]["exit"] == 0:
            modes["plain"] = run_mode(case, hcldec, "plain", inputs)
        runs.append({"inputs": inputs, "modes": modes})
    return {
        "reference": "block_attrs" if case.uses_block_attrs else "stock",
        "args": case.args,
        "runs": runs,
    }


def main(argv):
    if "-h" in argv or "--help" in argv:
        print(__doc__)
        return 0
    check = "--check" in argv
    only, rest, i = [], [], 0
    while i < len(argv):
        if argv[i] == "--only" and i + 1 < len(argv):
            only.append(argv[i + 1])
            i += 2
            continue
        if argv[i] != "--check":
            rest.append(argv[i])
        i += 1
    hcldec = rest[0] if rest else os.environ.get("HCL_HCLDEC", DEFAULT_HCLDEC)
    if not os.path.exists(hcldec):
        print("gen-dec-conformance: no reference hcldec at %s (build it with ../shared/oracle/build.sh)"
              % hcldec, file=sys.stderr)
        return 2
    hcldec = os.path.abspath(hcldec)
    cases_dir = os.path.join(CORPUS, "cases")
    expected_dir = os.path.join(CORPUS, "expected")
    cases = list_cases(cases_dir, only)
    patched = None
    if any(c.uses_block_attrs for c in cases):
        patched = os.path.abspath(os.environ.get("HCL_HCLDEC_BLOCK_ATTRS", DEFAULT_PATCHED))
        build_patched(patched)
    os.makedirs(expected_dir, exist_ok=True)
    stale = 0
    for case in cases:
        if not case.runs:
            print("gen-dec-conformance: %s has no inputs" % case.name, file=sys.stderr)
            return 2
        text = dump_json(expected_for(case, patched if case.uses_block_attrs else hcldec))
        path = os.path.join(expected_dir, case.name + ".json")
        if check:
            old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
            if old != text:
                print("stale: expected/%s.json" % case.name)
                stale += 1
            continue
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    if not only:
        # Expected files whose case is gone.
        names = {c.name for c in cases}
        for filename in sorted(os.listdir(expected_dir)):
            if filename.endswith(".json") and filename[:-len(".json")] not in names:
                if check:
                    print("stale: expected/%s has no case" % filename)
                    stale += 1
                else:
                    os.remove(os.path.join(expected_dir, filename))
    if check:
        print("%d case(s), %d stale" % (len(cases), stale))
        return 1 if stale else 0
    print("wrote %d expected file(s) under %s" % (len(cases), os.path.relpath(expected_dir, ROOT)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
