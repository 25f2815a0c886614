#!/bin/sh
# Installs the Debian 12 packages hclcpp needs to build, test, benchmark and
# fuzz, but only those that are missing. Safe to run any number of times.
# Uses sudo when not run as root.
set -eu

PACKAGES="
  build-essential
  cmake
  ninja-build
  pkg-config
  libboost1.81-dev
  libicu-dev
  nlohmann-json3-dev
  catch2
  libre2-dev
  libbenchmark-dev
  clang
  libclang-rt-14-dev
  python3
"

missing=""
for p in $PACKAGES; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done

if [ -z "$missing" ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
echo "hclcpp: installing:$missing" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
