#!/usr/bin/env python3
"""Regenerates the expected outputs of the formatter conformance corpus.

usage: scripts/gen-fmt-conformance.py [--hclfmt HCLFMT] [--corpus DIR] [--check]

HCLFMT is the reference formatter (default: $HCL_HCLFMT, else
/tmp/hcl-oracle/hclfmt, built by ../shared/oracle/build.sh).

- Each case tests/conformance/fmt/cases/NAME.hcl gets
  tests/conformance/fmt/expected/NAME.hcl: the reference's output for it.
  The reference formats text that does not parse too; such cases are kept
  (hcl::write::format must agree on them), and `hcl fmt`, which refuses to
  format them, skips them (scripts/compare-fmt-conformance.py).
- The real-world corpus (default ../shared/corpus) is not copied into the
  project: tests/conformance/fmt/corpus.sha256 holds the SHA-256 of the
  reference's output for each of its .tf files, by path relative to DIR.

--check compares instead of writing and exits 1 when anything is stale,
missing or left over.
"""
import argparse
import hashlib
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FMT = os.path.join(ROOT, "tests", "conformance", "fmt")


def reference_output(hclfmt, path):
    done = subprocess.run([hclfmt, path], capture_output=True)
    if done.returncode != 0:
        sys.exit(f"{hclfmt} failed on {path}: {done.stderr.decode(errors='replace')}")
    return done.stdout


def corpus_files(corpus):
    out = []
    for folder, _, names in os.walk(corpus):
        for name in names:
            if name.endswith(".tf"):
                out.append(os.path.relpath(os.path.join(folder, name), corpus))
    return sorted(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hclfmt", default=os.environ.get("HCL_HCLFMT", "/tmp/hcl-oracle/hclfmt"))
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus"))
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()

    wanted = {}  # path under FMT -> bytes
    cases = os.path.join(FMT, "cases")
    for name in sorted(os.listdir(cases)):
        if name.endswith(".hcl"):
            wanted[os.path.join("expected", name)] = reference_output(args.hclfmt, os.path.join(cases, name))
    if os.path.isdir(args.corpus):
        lines = []
        for rel in corpus_files(args.corpus):
            digest = hashlib.sha256(reference_output(args.hclfmt, os.path.join(args.corpus, rel))).hexdigest()
            lines.append(f"{digest}  {rel}\n")
        wanted["corpus.sha256"] = "".join(lines).encode()
    else:
        print(f"no corpus at {args.corpus}: corpus.sha256 left as it is", file=sys.stderr)

    stale = []
    for rel, content in wanted.items():
        path = os.path.join(FMT, rel)
        old = open(path, "rb").read() if os.path.exists(path) else None
        if old == content:
            continue
        stale.append(rel)
        if not args.check:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(content)
    expected_dir = os.path.join(FMT, "expected")
    for name in sorted(os.listdir(expected_dir)) if os.path.isdir(expected_dir) else []:
        rel = os.path.join("expected", name)
        if rel not in wanted:
            stale.append(rel + " (left over)")
            if not args.check:
                os.remove(os.path.join(FMT, rel))
    if args.check and stale:
        print("stale:", *stale, sep="\n  ")
        return 1
    print(f"{len(wanted)} expected files, {len(stale)} {'stale' if args.check else 'written or removed'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
