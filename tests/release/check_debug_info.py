#!/usr/bin/env python3
"""Checks that every object of a library built with debug information has
its debug sections compressed (-gz, see cmake/hclcpp-debug-info.cmake):
each .debug_info section carries the C (compressed) flag; and that each
keeps its line table (.debug_line), which stepping into the library needs
(also with HCLCPP_DEBUG_LINE_TABLES_ONLY, -g1). A section under
1 KiB may stay uncompressed: the assembler (LLVM's does) keeps a section as
it is when compressing would not make it smaller, as for a source file that
only lists a table of pointers.

  check_debug_info.py READELF LIBRARY
"""
import re
import subprocess
import sys

readelf, library = sys.argv[1], sys.argv[2]
listing = subprocess.run([readelf, "-SW", library], capture_output=True, text=True, check=True).stdout
objects = compressed = 0
for member in re.split(r"^File: ", listing, flags=re.MULTILINE)[1:]:
    sections = re.findall(r"\]\s+\.debug_info\s+\S+\s+\S+\s+\S+\s+(\S+)\s+\S+\s+(\S*)", member)
    if not sections:
        continue
    objects += 1
    if not re.search(r"\]\s+\.debug_line\s", member):
        print(f"no line table in {member.splitlines()[0]}")
    elif all("C" in flags or int(size, 16) < 1024 for size, flags in sections):
        compressed += 1
    else:
        print(f"uncompressed debug information in {member.splitlines()[0]}")
print(f"check_debug_info: {compressed} of {objects} objects with debug information have it compressed, "
      "with a line table")
sys.exit(0 if objects and compressed == objects else 1)
