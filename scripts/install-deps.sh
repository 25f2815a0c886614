#!/bin/sh
# Installs the Debian 12 packages hclcpp needs, but only those that are
# missing; safe to run any number of times. Uses sudo when not run as root.
#
#   scripts/install-deps.sh          build and test (what CI needs; Go and the
#                                    reference HCL sources build the reference's
#                                    spec test suite runner, hclspecsuite;
#                                    Neovim and Node with npm are the language
#                                    server's real clients in tests/lsp/)
#   scripts/install-deps.sh --clang  also clang and its sanitizer runtimes (the
#                                    clang build: scripts/test.sh --clang)
#   scripts/install-deps.sh --all    also benchmarks, fuzzers (clang), clang-format
#                                    and the Debian packaging tools
#   scripts/install-deps.sh --debian also what building and checking the
#                                    Debian packages needs (debian/,
#                                    scripts/test-debian-package.sh)
set -eu

PACKAGES="
  build-essential
  cmake
  ninja-build
  lld
  pkg-config
  python3
  libboost1.81-dev
  libicu-dev
  nlohmann-json3-dev
  catch2
  libre2-dev
  golang-go
  golang-github-hashicorp-hcl-v2-dev
  neovim
"
# Node and npm: the distribution's, unless the machine already has them
# (a newer Node from elsewhere works as well).
command -v node >/dev/null 2>&1 || PACKAGES="$PACKAGES nodejs"
command -v npm >/dev/null 2>&1 || PACKAGES="$PACKAGES npm"
CLANG_PACKAGES="
  clang
  libclang-rt-14-dev
"
# debian/control's Build-Depends beyond the above, and the package checker.
DEBIAN_PACKAGES="
  dpkg-dev
  debhelper
  help2man
  lintian
"
EXTRA_PACKAGES="
  libbenchmark-dev
  clang-format
"

case "${1-}" in
  "") ;;
  --clang) PACKAGES="$PACKAGES $CLANG_PACKAGES" ;;
  --all) PACKAGES="$PACKAGES $CLANG_PACKAGES $EXTRA_PACKAGES $DEBIAN_PACKAGES" ;;
  --debian) PACKAGES="$PACKAGES $DEBIAN_PACKAGES" ;;
  *) echo "usage: $0 [--clang | --all | --debian]" >&2; exit 2 ;;
esac

missing=""
for p in $PACKAGES; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done
[ -n "$missing" ] || exit 0

SUDO=""
if [ "$(id -u)" != 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "hclcpp: need root or sudo to install:$missing" >&2
    exit 1
  fi
  SUDO=sudo
fi
echo "hclcpp: installing:$missing" >&2
# Another apt-get (an unattended upgrade, a second build) may hold dpkg's
# lock; wait for it instead of failing.
LOCK_WAIT="-o DPkg::Lock::Timeout=600"
# shellcheck disable=SC2086
$SUDO apt-get $LOCK_WAIT update -qq >/dev/null
# shellcheck disable=SC2086
$SUDO env DEBIAN_FRONTEND=noninteractive \
  apt-get $LOCK_WAIT install -y -qq --no-install-recommends $missing >/dev/null
