#!/usr/bin/env python3
"""Offline checks of the packaging files (vcpkg itself is not available in
CI). Each check keeps a defect that the real vcpkg tool reported from coming
back:

- the manifests parse, agree with each other and with the version in
  CMakeLists.txt's project(VERSION), declare the SPDX licence "MIT", and are
  written as `vcpkg format-manifest` writes them;
- the portfile passes only options the project declares, takes no source
  from the environment (registry reviewers reject it, and vcpkg's ABI hash
  does not see it), builds static only, installs the licence once (as the
  port's copyright, removing the build's share/doc) and removes debug/share
  (where vcpkg_cmake_config_fixup leaves the RE2 helper behind);
- the port's `tools` feature turns HCLCPP_BUILD_TOOLS on and copies every
  tool the build installs (their OUTPUT_NAMEs) with vcpkg_copy_tools;
- the port manifest has a homepage and documentation, and the release
  placeholders (REPO, REF, SHA512) are marked as such while SHA512 is 0;
- the library's debug information is compressed (the debug static library
  was 182 MB; the test release.debug_info_compressed checks the objects);
- docs/packaging.md says how to defeat vcpkg's binary cache when installing
  an overlay that builds the working tree (its ABI hash does not cover it).

With --installed PREFIX it also checks an installed tree (scripts/
test-package.sh passes its prefix): the licence is under share/doc/hclcpp/
and the exported targets name nothing of the private developer-flags target
(which once left an empty $<LINK_ONLY:> in them)."""
import argparse
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


# The field order of vcpkg's serialize_manifest(); "$"-prefixed comment
# fields come first.
MANIFEST_FIELDS = ["name", "version", "version-semver", "version-date", "version-string", "port-version",
                   "maintainers", "contacts", "summary", "description", "homepage", "documentation",
                   "license", "supports", "builtin-baseline", "default-features", "dependencies",
                   "features", "overrides"]
FEATURE_FIELDS = ["description", "supports", "license", "dependencies"]
DEPENDENCY_FIELDS = ["name", "host", "default-features", "features", "platform", "version>="]


def ordered(obj, fields):
    comments = {k: obj[k] for k in sorted(obj) if k.startswith("$")}
    known = {k: obj[k] for k in fields if k in obj}
    unknown = {k: obj[k] for k in sorted(obj) if not k.startswith("$") and k not in fields}
    return {**comments, **known, **unknown}


def canonical_dependencies(dependencies):
    def key(d):
        return d if isinstance(d, str) else d.get("name", "")
    return [d if isinstance(d, str) else ordered(d, DEPENDENCY_FIELDS) for d in sorted(dependencies, key=key)]


def canonical_manifest(manifest):
    """The manifest as `vcpkg format-manifest` writes it: fields in its
    order, dependencies and features sorted by name."""
    m = dict(manifest)
    if "dependencies" in m:
        m["dependencies"] = canonical_dependencies(m["dependencies"])
    if "features" in m:
        features = {}
        for name in sorted(m["features"]):
            f = dict(m["features"][name])
            if "dependencies" in f:
                f["dependencies"] = canonical_dependencies(f["dependencies"])
            features[name] = ordered(f, FEATURE_FIELDS)
        m["features"] = features
    return json.dumps(ordered(m, MANIFEST_FIELDS), indent=2) + "\n"


cmake_lists = (root / "CMakeLists.txt").read_text()
version_match = re.search(r"project\(\s*hclcpp\s+VERSION\s+(\d+\.\d+\.\d+)", cmake_lists)
version = version_match.group(1) if version_match else None
if not version:
    errors.append("CMakeLists.txt: no project(hclcpp VERSION x.y.z)")

if not re.search(r"^MIT License$", (root / "LICENSE").read_text() if (root / "LICENSE").is_file() else "",
                 re.MULTILINE):
    errors.append("LICENSE is missing or is not the MIT licence")

manifest = load_json("vcpkg.json")
port = load_json("ports/hclcpp/vcpkg.json")
for name, data in (("vcpkg.json", manifest), ("ports/hclcpp/vcpkg.json", port)):
    if data.get("name") != "hclcpp":
        errors.append(f"{name}: name is {data.get('name')!r}, not 'hclcpp'")
    if data.get("version") != version:
        errors.append(f"{name}: version {data.get('version')!r} but CMakeLists.txt says {version}")
    if data.get("license") != "MIT":
        errors.append(f"{name}: license is {data.get('license')!r}, not the SPDX identifier 'MIT'")
    if data and (root / name).read_text() != canonical_manifest(data):
        errors.append(f"{name}: not in `vcpkg format-manifest` form; expected:\n{canonical_manifest(data)}")

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
removed = " ".join(re.findall(r"file\(\s*REMOVE_RECURSE([^)]*)\)", portfile))
for folder in ("debug/include", "debug/share"):
    if "${CURRENT_PACKAGES_DIR}/" + folder not in removed:
        errors.append(f"portfile.cmake must remove ${{CURRENT_PACKAGES_DIR}}/{folder}")
if not re.search(r'vcpkg_install_copyright\(\s*FILE_LIST\s+"\$\{SOURCE_PATH\}/LICENSE"\s*\)', portfile):
    errors.append("portfile.cmake must install ${SOURCE_PATH}/LICENSE with vcpkg_install_copyright")
if "${CURRENT_PACKAGES_DIR}/share/doc" not in removed:
    errors.append("portfile.cmake must remove ${CURRENT_PACKAGES_DIR}/share/doc (the licence is the copyright)")
if not re.search(r"^vcpkg_fixup_pkgconfig\(", portfile, re.MULTILINE):
    errors.append("portfile.cmake must call vcpkg_fixup_pkgconfig(): the build installs hclcpp.pc, "
                  "whose prefix is absolute (vcpkg's post-build validation warns)")
if "$ENV{" in portfile:
    errors.append("portfile.cmake must not read the environment (scripts/vcpkg-overlay.sh builds a checkout)")
if not re.search(r"vcpkg_check_linkage\(\s*ONLY_STATIC_LIBRARY\s*\)", portfile):
    errors.append("portfile.cmake must build static only: vcpkg_check_linkage(ONLY_STATIC_LIBRARY)")
for field in ("homepage", "documentation"):
    if not port.get(field, "").startswith("https://"):
        errors.append(f"ports/hclcpp/vcpkg.json: no {field}")
if re.search(r"^\s*SHA512\s+0\b", portfile, re.MULTILINE):
    for field in ("REPO", "REF", "SHA512"):
        line = re.search(rf"^\s*{field}\s[^\n]*", portfile, re.MULTILINE)
        if not line or "RELEASE PLACEHOLDER" not in line.group(0):
            errors.append(f"portfile.cmake: {field} is a placeholder until the first release; mark it RELEASE PLACEHOLDER")

# The tools feature: every tool the build installs is copied into tools/hclcpp.
if "tools" not in port.get("features", {}):
    errors.append("ports/hclcpp/vcpkg.json: no `tools` feature")
if not re.search(r"FEATURES\s+tools\s+HCLCPP_BUILD_TOOLS\b", portfile):
    errors.append("portfile.cmake: the `tools` feature must set HCLCPP_BUILD_TOOLS (vcpkg_check_features)")
tool_cmake = "\n".join((root / f).read_text() for f in ("src/CMakeLists.txt", "generators/CMakeLists.txt"))
tools = set(re.findall(r"OUTPUT_NAME\s+([\w-]+)", tool_cmake))
copy_tools = re.search(r"vcpkg_copy_tools\(\s*TOOL_NAMES\s+([^)]*?)\s*AUTO_CLEAN\s*\)", portfile)
copied = set(copy_tools.group(1).split()) if copy_tools else set()
if copied != tools:
    errors.append(f"portfile.cmake: vcpkg_copy_tools(TOOL_NAMES {' '.join(sorted(tools))} AUTO_CLEAN) expected, "
                  f"it copies {sorted(copied)}")
# The debug library's size (docs/packaging.md, "Size of a debug build"):
# its debug information stays compressed in the port's build.
if not re.search(r'option\(HCLCPP_COMPRESS_DEBUG_INFO\s+"[^"]*"\s+ON\)', cmake_text):
    errors.append("CMakeLists.txt: HCLCPP_COMPRESS_DEBUG_INFO must be declared, ON by default")
if "HCLCPP_COMPRESS_DEBUG_INFO=OFF" in portfile:
    errors.append("portfile.cmake must not turn HCLCPP_COMPRESS_DEBUG_INFO off")
if not (root / "ports/hclcpp/usage").is_file():
    errors.append("ports/hclcpp/usage is missing")

packaging_doc = (root / "docs/packaging.md").read_text()
worktree_install = re.search(r"vcpkg-overlay\.sh --worktree[^\n]*\n[^\n]*vcpkg install[^\n]*", packaging_doc)
if not worktree_install or "--binarysource=clear" not in worktree_install.group(0):
    errors.append("docs/packaging.md: the `vcpkg install` of a --worktree overlay must pass --binarysource=clear")
if re.search(r"needs network access", packaging_doc):
    errors.append("docs/packaging.md: trying the port from a local checkout downloads nothing")

arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
arguments.add_argument("--installed", type=pathlib.Path, help="an install prefix to check as well")
installed = arguments.parse_args().installed
if installed:
    if not (installed / "share/doc/hclcpp/LICENSE").is_file():
        errors.append(f"{installed}: share/doc/hclcpp/LICENSE is not installed")
    exports = list(installed.glob("lib*/cmake/hclcpp/hclcppTargets*.cmake"))
    if not exports:
        errors.append(f"{installed}: no lib/cmake/hclcpp/hclcppTargets*.cmake")
    for export in exports:
        text = export.read_text()
        if "<LINK_ONLY:>" in text or "hclcpp_developer_flags" in text:
            errors.append(f"{export}: the exported targets name the private developer-flags target")

for error in errors:
    print(f"check-packaging: {error}", file=sys.stderr)
if errors:
    sys.exit(1)
print(f"check-packaging: OK (hclcpp {version}, {len(port_libraries)} dependencies"
      f"{', installed tree ' + str(installed) if installed else ''})")
