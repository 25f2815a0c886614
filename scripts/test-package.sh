#!/bin/sh
# Consumer test of both ways a CMake project gets hclcpp:
# 1. find_package: builds hclcpp (build/release, see scripts/build.sh),
#    installs it into a staging prefix, moves that prefix elsewhere (the
#    package must be relocatable), then configures, builds and runs
#    tests/package, which uses find_package(hclcpp CONFIG REQUIRED);
# 2. add_subdirectory: builds tests/package with this checkout as its
#    subdirectory (only the library and hcl-gen, unoptimised, in
#    build/package-subdirectory, kept between runs) and runs it again.
#
#   scripts/test-package.sh [--werror]
set -eu
cd "$(dirname "$0")/.."

werror=OFF
case "${1-}" in
  "") ;;
  --werror) werror=ON ;;
  *) echo "usage: $0 [--werror]" >&2; exit 2 ;;
esac

if [ "$werror" = ON ]; then scripts/build.sh --no-run --werror; else scripts/build.sh --no-run; fi

work="$PWD/build/package"
rm -rf "$work"
cmake --install build/release --prefix "$work/staging"
mv "$work/staging" "$work/prefix"
# The installed tree: the licence, and exported targets free of private ones.
python3 .ci/check-packaging.py --installed "$work/prefix"

cmake -S tests/package -B "$work/consumer" -G Ninja \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$work/prefix" \
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF \
  -DCMAKE_COMPILE_WARNING_AS_ERROR="$werror"
found=$(sed -n 's/^hclcpp_DIR:PATH=//p' "$work/consumer/CMakeCache.txt")
case "$found" in
  "$work/prefix/"*) ;;
  *) echo "test-package: hclcpp was found in '$found', not in the installed prefix" >&2; exit 1 ;;
esac
cmake --build "$work/consumer"

scripts/check-package-consumer.sh "$work/consumer" find_package
# The installed tools run from the moved prefix: hcldec decodes with a spec.
printf 'object {\n  attr "port" { type = number }\n}\n' >"$work/consumer.hcldec"
printf 'port = "8080"\n' >"$work/consumer.hcl"
tool=$("$work/prefix/bin/hcldec" --spec="$work/consumer.hcldec" "$work/consumer.hcl")
if [ "$tool" != '{"port":8080}' ]; then
  echo "test-package: the installed hcldec printed '$tool'" >&2
  exit 1
fi

# The same consumer with hclcpp as a subdirectory of its build.
# Kept across runs (in build/, outside the staging area that is rebuilt):
# a rerun rebuilds only what changed, and ccache serves other checkouts.
set --
if command -v ccache >/dev/null 2>&1; then
  set -- -DCMAKE_CXX_COMPILER_LAUNCHER=ccache
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
fi
cmake -S tests/package -B build/package-subdirectory -G Ninja "$@" \
  -DHCLCPP_CONSUMER_SOURCE_DIR="$PWD" \
  -DCMAKE_COMPILE_WARNING_AS_ERROR="$werror"
if grep -q '^hclcpp_DIR:PATH=' build/package-subdirectory/CMakeCache.txt; then
  echo "test-package: the add_subdirectory consumer looked for an installed hclcpp" >&2
  exit 1
fi
cmake --build build/package-subdirectory --parallel "${JOBS:-$(nproc)}"
scripts/check-package-consumer.sh build/package-subdirectory add_subdirectory
echo "test-package: OK (hcldec $tool; find_package and add_subdirectory)"
