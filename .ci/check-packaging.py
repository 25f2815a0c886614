#!/usr/bin/env python3
"""Cheap offline checks of the packaging files (vcpkg itself is not available
in CI): the manifests parse, agree with each other and with the version in
include/hcl/config.hpp, and every -D option the port passes is an option the
project's CMake really declares."""
import json
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
errors = []


def load_json(relative):
    try:
        return json.loads((root / relative).read_text())
    except (OSError, ValueError) as e:
        errors.append(f"{relative}: {e}")
        return {}


def names(dependencies):
    return {d if isinstance(d, str) else d.get("name") for d in dependencies}


config = (root / "include/hcl/config.hpp").read_text()
version = ".".join(
    re.search(rf"#define HCLCPP_VERSION_{part} +(\d+)", config).group(1)
    for part in ("MAJOR", "MINOR", "PATCH"))

manifest = load_json("vcpkg.json")
port = load_json("ports/hclcpp/vcpkg.json")
for name, data in (("vcpkg.json", manifest), ("ports/hclcpp/vcpkg.json", port)):
    if data.get("name") != "hclcpp":
        errors.append(f"{name}: name is {data.get('name')!r}, not 'hclcpp'")
    if data.get("version") != version:
        errors.append(f"{name}: version {data.get('version')!r} but config.hpp says {version}")

# The port needs exactly the manifest's libraries, plus vcpkg's CMake helpers.
port_libraries = names(port.get("dependencies", [])) - {"vcpkg-cmake", "vcpkg-cmake-config"}
if port_libraries != names(manifest.get("dependencies", [])):
    errors.append(f"dependencies differ: port {sorted(port_libraries)}, "
                  f"manifest {sorted(names(manifest.get('dependencies', [])))}")

cmake_text = "\n".join(p.read_text() for p in [root / "CMakeLists.txt", *root.glob("cmake/*.cmake")])
declared = set(re.findall(r"option\(\s*(HCLCPP_\w+)", cmake_text))
portfile = (root / "ports/hclcpp/portfile.cmake").read_text()
for option in re.findall(r"-D(HCLCPP_\w+)=", portfile):
    if option not in declared:
        errors.append(f"portfile.cmake sets {option}, which CMakeLists.txt does not declare")
for needed in ("HCLCPP_BUILD_TESTS=OFF", "HCLCPP_BUILD_EXAMPLES=OFF"):
    if needed not in portfile:
        errors.append(f"portfile.cmake must pass -D{needed}")
if "CONFIG_PATH lib/cmake/hclcpp" not in portfile:
    errors.append("portfile.cmake: config fixup path is not lib/cmake/hclcpp")
if not (root / "ports/hclcpp/usage").is_file():
    errors.append("ports/hclcpp/usage is missing")

for error in errors:
    print(f"check-packaging: {error}", file=sys.stderr)
if errors:
    sys.exit(1)
print(f"check-packaging: OK (hclcpp {version}, {len(port_libraries)} dependencies)")
