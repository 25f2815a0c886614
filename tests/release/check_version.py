#!/usr/bin/env python3
"""Checks that every place showing hclcpp's version shows the one defined in
CMakeLists.txt's project(VERSION): the generated <hcl/version.hpp>, the
package's version file, `hcl --version`, `hcldec --version`, `hcl-gen
--version` (which the installed package compares with its own), both vcpkg
manifests, the newest release in CHANGELOG.md and the newest entry of
debian/changelog (its upstream part).

  check_version.py --version X.Y.Z --source-dir DIR --header FILE
                   [--version-file FILE] [--hcl EXE] [--hcldec EXE] [--hcl-gen EXE]
"""
import argparse
import json
import pathlib
import re
import subprocess
import sys

arguments = argparse.ArgumentParser()
arguments.add_argument("--version", required=True)
arguments.add_argument("--source-dir", type=pathlib.Path, required=True)
arguments.add_argument("--header", type=pathlib.Path, required=True)
arguments.add_argument("--version-file", type=pathlib.Path)
arguments.add_argument("--hcl")
arguments.add_argument("--hcldec")
arguments.add_argument("--hcl-gen")
args = arguments.parse_args()
want = args.version
found = {}

header = args.header.read_text()
parts = [re.search(rf"#define HCLCPP_VERSION_{p} (\d+)", header) for p in ("MAJOR", "MINOR", "PATCH")]
found["version.hpp MAJOR.MINOR.PATCH"] = ".".join(m.group(1) if m else "?" for m in parts)
string = re.search(r'#define HCLCPP_VERSION_STRING "([^"]*)"', header)
found["version.hpp HCLCPP_VERSION_STRING"] = string.group(1) if string else None

if args.version_file:
    package = re.search(r'set\(PACKAGE_VERSION "([^"]*)"\)', args.version_file.read_text())
    found["hclcppConfigVersion.cmake"] = package.group(1) if package else None

if args.hcl:
    out = subprocess.run([args.hcl, "--version"], capture_output=True, text=True).stdout.strip()
    found["hcl --version"] = out.removeprefix("hcl (hclcpp) ")
if args.hcldec:
    found["hcldec --version"] = subprocess.run([args.hcldec, "--version"], capture_output=True,
                                               text=True).stdout.strip()
if args.hcl_gen:
    out = subprocess.run([args.hcl_gen, "--version"], capture_output=True, text=True).stdout.strip()
    found["hcl-gen --version"] = out.removeprefix("hcl-gen (hclcpp) ")

for manifest in ("vcpkg.json", "ports/hclcpp/vcpkg.json"):
    found[manifest] = json.loads((args.source_dir / manifest).read_text()).get("version")

release = re.search(r"^## \[(\d+\.\d+\.\d+)\]", (args.source_dir / "CHANGELOG.md").read_text(), re.MULTILINE)
found["CHANGELOG.md newest release"] = release.group(1) if release else None

debian = re.match(r"hclcpp \(([^)-]+)-[^)]*\)", (args.source_dir / "debian" / "changelog").read_text())
found["debian/changelog newest entry"] = debian.group(1) if debian else None

wrong = {where: got for where, got in found.items() if got != want}
for where, got in found.items():
    print(f"{'ok   ' if where not in wrong else 'WRONG'} {where}: {got}")
if wrong:
    print(f"check_version: expected {want} everywhere (CMakeLists.txt project(VERSION))", file=sys.stderr)
    sys.exit(1)
print(f"check_version: {len(found)} places agree on {want}")
