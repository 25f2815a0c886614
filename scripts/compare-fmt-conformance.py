#!/usr/bin/env python3
"""Runs `hcl fmt` on the formatter conformance corpus and compares its
output, byte for byte, with the reference's (scripts/gen-fmt-conformance.py).

usage: scripts/compare-fmt-conformance.py --hcl HCL [--dir DIR] [--corpus CORPUS]

- Every case DIR/cases/NAME.hcl that parses must format to
  DIR/expected/NAME.hcl. A case that does not parse must be refused (exit
  status 1, diagnostics on stderr, nothing on stdout): the reference
  formats such text anyway; the library's hcl::write::format is compared
  with it on those cases by the unit tests.
- Every .tf file of CORPUS (default ../shared/corpus, skipped when absent)
  must format to text with the SHA-256 listed in DIR/corpus.sha256.
- Formatting is idempotent: `hcl fmt` of each output gives it back.
Exits 1 on any difference, listing them.
"""
import argparse
import hashlib
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fmt(hcl, path):
    return subprocess.run([hcl, "fmt", path], capture_output=True)


def fmt_text(hcl, data):
    with tempfile.NamedTemporaryFile(suffix=".hcl") as f:
        f.write(data)
        f.flush()
        return fmt(hcl, f.name)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hcl", required=True)
    parser.add_argument("--dir", default=os.path.join(ROOT, "tests", "conformance", "fmt"))
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus"))
    args = parser.parse_args()

    failures = []
    checked = refused = 0
    cases = os.path.join(args.dir, "cases")
    for name in sorted(os.listdir(cases)):
        if not name.endswith(".hcl"):
            continue
        done = fmt(args.hcl, os.path.join(cases, name))
        want = open(os.path.join(args.dir, "expected", name), "rb").read()
        if done.returncode == 1 and not done.stdout and done.stderr:
            refused += 1
            continue
        checked += 1
        if done.returncode != 0:
            failures.append(f"{name}: exit {done.returncode}: {done.stderr.decode(errors='replace')}")
        elif done.stdout != want:
            failures.append(f"{name}: output differs from expected/{name}")
        elif fmt_text(args.hcl, done.stdout).stdout != done.stdout:
            failures.append(f"{name}: formatting its output changes it again")

    corpus_checked = 0
    listing = os.path.join(args.dir, "corpus.sha256")
    if os.path.isdir(args.corpus) and os.path.exists(listing):
        for line in open(listing, encoding="utf-8"):
            digest, rel = line.rstrip("\n").split("  ", 1)
            done = fmt(args.hcl, os.path.join(args.corpus, rel))
            corpus_checked += 1
            if done.returncode != 0:
                failures.append(f"corpus {rel}: exit {done.returncode}: {done.stderr.decode(errors='replace')}")
            elif hashlib.sha256(done.stdout).hexdigest() != digest:
                failures.append(f"corpus {rel}: output differs from the reference's")
    else:
        print(f"no corpus at {args.corpus}: corpus files skipped")

    for f in failures:
        print("FAIL", f)
    print(f"fmt conformance: {checked} cases compared ({refused} refused as unparsable), "
          f"{corpus_checked} corpus files, {len(failures)} differences")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
