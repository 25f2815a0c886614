#!/bin/sh
# Builds the Debian source and binary packages (debian/) from a copy of the
# checkout, checks them with lintian, installs them, builds and runs two
# consumers of the installed packages (tests/package through
# find_package(hclcpp), and tests/package/main.cpp compiled with
# `pkg-config --cflags --libs hclcpp`), then removes the packages again,
# also when a step fails.
#
#   scripts/test-debian-package.sh
#
# Needs root or sudo (apt-get, dpkg). Writes nothing into the checkout: the
# build runs in a temporary directory (dpkg-buildpackage puts the packages
# beside the source tree), removed at the end. JOBS sets the parallelism
# (default: all cores); ccache is used when installed.
set -eu
cd "$(dirname "$0")/.."

scripts/install-deps.sh --debian

SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
packages="libhclcpp-dev hclcpp-tools"
for p in $packages; do
  if dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    echo "test-debian-package: $p is already installed; remove it first (this test removes what it installs)" >&2
    exit 1
  fi
done

work=$(mktemp -d)
installed=no
cleanup() {
  status=$?
  if [ "$installed" = yes ]; then
    # shellcheck disable=SC2086
    $SUDO dpkg --remove $packages >/dev/null || status=1
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

# The source tree as git sees it: tracked files as they are in the working
# tree, and new files not ignored, so that uncommitted edits are built too.
upstream_version=$(dpkg-parsechangelog -S Version | sed 's/-[^-]*$//')
src="$work/hclcpp-$upstream_version"
mkdir "$src"
git ls-files -z --cached --others --exclude-standard |
  tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$src"
[ -f "$src/debian/control" ] || { echo "test-debian-package: could not copy the checkout's files" >&2; exit 1; }

# The upstream tarball (everything but debian/), so that the source package
# is built too and lintian checks it with the binary ones.
tar -C "$work" --exclude="hclcpp-$upstream_version/debian" -czf "$work/hclcpp_$upstream_version.orig.tar.gz" \
  "hclcpp-$upstream_version"

# CMake takes the compiler launcher from the environment. Paths under $work
# are hashed relative to it, so that every run's new temporary directory
# reuses the objects compiled by the previous one. The cache is named
# explicitly: debhelper points HOME into the build tree, where ccache's
# default cache would be deleted with it.
if command -v ccache >/dev/null 2>&1; then
  CCACHE_DIR=${CCACHE_DIR:-$(ccache --get-config cache_dir)}
  export CMAKE_CXX_COMPILER_LAUNCHER=ccache CCACHE_BASEDIR="$work" CCACHE_DIR
fi
# noautodbgsym: no hclcpp-tools-dbgsym package, whose compression alone
# (xz over the tools' debug information) takes minutes on two cores; the
# tools are stripped all the same.
(cd "$src" && DEB_BUILD_OPTIONS="${DEB_BUILD_OPTIONS:+$DEB_BUILD_OPTIONS }parallel=${JOBS:-$(nproc)} terse noautodbgsym" \
  dpkg-buildpackage -us -uc)

changes=$(echo "$work"/hclcpp_*.changes)
# Every tag lintian reports is an error here, down to the informational
# ones: those that stay are overridden with a reason (debian/*.lintian-overrides).
lintian --display-info --fail-on error,warning,info "$changes"

# apt-get rather than dpkg: it installs whatever the packages depend on.
installed=yes
# shellcheck disable=SC2046
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
  --no-install-recommends $(for p in $packages; do echo "$work/${p}_"*.deb; done) >/dev/null

# The tools are on PATH, with their man pages.
for tool in hcl hcldec hcl-gen hcl-lsp; do
  command -v "$tool" >/dev/null || { echo "test-debian-package: $tool is not installed" >&2; exit 1; }
  man -w "$tool" >/dev/null || { echo "test-debian-package: $tool has no man page" >&2; exit 1; }
done

# 1. find_package(hclcpp), from the system's CMake package.
# The consumers' sources are taken from the copy, under $work like their
# builds, so that ccache finds them at the same relative place every run.
cmake -S "$src/tests/package" -B "$work/find-package" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DCMAKE_COMPILE_WARNING_AS_ERROR=ON
found=$(sed -n 's/^hclcpp_DIR:PATH=//p' "$work/find-package/CMakeCache.txt")
case "$found" in
  /usr/lib/*/cmake/hclcpp) ;;
  *) echo "test-debian-package: hclcpp was found in '$found', not in the package" >&2; exit 1 ;;
esac
cmake --build "$work/find-package" --parallel "${JOBS:-$(nproc)}"
scripts/check-package-consumer.sh "$work/find-package" "Debian package, find_package"

# 2. pkg-config alone: the flags it gives must be enough to compile and link
# each consumer of tests/package, whose output must equal the expected file.
# pkg_config_consumer SOURCE EXPECTED LABEL [compiler flags...]
pkg_config_consumer() {
  consumer_source=$1 expected=$2 label=$3
  shift 3
  # shellcheck disable=SC2046
  (cd "$work" && ${CMAKE_CXX_COMPILER_LAUNCHER:-} c++ -std=c++20 -Wall -Wextra -Wpedantic -Werror \
    "$@" "$src/tests/package/$consumer_source" -o pkg-config-consumer $(pkg-config --cflags --libs hclcpp))
  actual=$("$work/pkg-config-consumer")
  if [ "$actual" != "$(cat "tests/package/$expected")" ]; then
    printf 'test-debian-package: the pkg-config %s printed\n%s\n' "$label" "$actual" >&2
    exit 1
  fi
}
version=$(pkg-config --modversion hclcpp)
# The consumer compares the package's version with the header's.
pkg_config_consumer main.cpp expected-output.txt consumer -DHCLCPP_PACKAGE_VERSION="\"$version\""
# The editor services link with the same flags.
pkg_config_consumer lsp.cpp expected-lsp-output.txt "editor-services consumer"

echo "test-debian-package: OK ($(cd "$work" && echo *.deb); lintian clean;" \
  "find_package and pkg-config consumers run; hclcpp $version)"
