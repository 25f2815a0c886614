#!/usr/bin/env python3
"""The documentation's cross-references stay true.

usage: check_docs.py SOURCE_DIR

- every public header (include/hcl/**/*.hpp, not detail/) names, in its
  first comment paragraph or the one after, a docs/*.md page that exists;
- every page of docs/ is listed in the index, docs/README.md;
- every relative Markdown link in README.md and docs/*.md points at a file
  that exists, and a link's #anchor at a heading of the page it names
  (GitHub's anchors: lower case, punctuation dropped, blanks as '-');
- a code block right after a `<!-- quote: PATH -->` line is the whole of
  the file PATH (relative to the root), so a page showing a whole example
  program never drifts from it.
Prints every problem and exits 1 when there is one.
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
docs = root / "docs"
problems = []


def leading_comment(path):
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("//"):
            break
        lines.append(line)
    return "\n".join(lines)


for header in sorted((root / "include/hcl").rglob("*.hpp")):
    if "detail" in header.relative_to(root / "include/hcl").parts:
        continue
    pages = re.findall(r"docs/([a-z0-9_-]+\.md)", leading_comment(header))
    name = header.relative_to(root)
    if not pages:
        problems.append(f"{name}: its first comment names no docs/ page")
    for page in pages:
        if not (docs / page).is_file():
            problems.append(f"{name}: names docs/{page}, which does not exist")


def anchor(heading):
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors_of(path):
    found, fenced = set(), False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and line.startswith("#"):
            found.add(anchor(line.lstrip("#")))
    return found


index = (docs / "README.md").read_text(encoding="utf-8")
for page in sorted(docs.glob("*.md")):
    if page.name != "README.md" and f"({page.name})" not in index and f"({page.name}#" not in index:
        problems.append(f"docs/README.md: does not list docs/{page.name}")

link = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
for page in [root / "README.md", *sorted(docs.glob("*.md"))]:
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    for target in link.findall(text):
        if re.match(r"[a-z]+:", target):
            continue  # https:, mailto:
        file_part, _, fragment = target.partition("#")
        linked = (page.parent / file_part).resolve() if file_part else page
        where = page.relative_to(root)
        if not linked.exists():
            problems.append(f"{where}: link to {target}: no such file")
        elif fragment and linked.suffix == ".md" and fragment not in anchors_of(linked):
            problems.append(f"{where}: link to {target}: no such heading")

for page in [root / "README.md", *sorted(docs.glob("*.md"))]:
    text = page.read_text(encoding="utf-8")
    for m in re.finditer(r"<!-- quote: (\S+) -->\n```[a-z]*\n(.*?)```\n", text, re.S):
        quoted = root / m.group(1)
        if not quoted.is_file():
            problems.append(f"{page.relative_to(root)}: quotes {m.group(1)}, which does not exist")
        elif quoted.read_text(encoding="utf-8") != m.group(2):
            problems.append(f"{page.relative_to(root)}: the block quoting {m.group(1)} differs from the file")

for p in problems:
    print(p)
sys.exit(1 if problems else 0)
