#!/bin/sh
# Installs missing dependencies, configures and builds hclcpp with its tests
# and examples, then runs the main example (examples/service.cpp: decodes
# examples/service.hcl into C++ structs and prints them).
#
#   scripts/build.sh [--sanitize] [--clang] [--werror] [--no-run]
#
#   --sanitize  ASan+UBSan build (-O1 -g1, assertions on) in build/sanitize
#               instead of the optimised build in build/release
#   --clang     build with clang++ (Debian's clang 14, libstdc++) instead of
#               the default compiler, in build/<release|sanitize>-clang;
#               installs clang first if it is missing
#   --werror    compiler warnings in hclcpp's own code are errors (as in CI)
#   --no-run    do not run the main example
# JOBS sets the number of parallel compile jobs (default: all cores).
set -eu
cd "$(dirname "$0")/.."

sanitize=OFF clang=no werror=OFF run=yes
for arg in "$@"; do
  case "$arg" in
    --sanitize) sanitize=ON ;;
    --clang) clang=yes ;;
    --werror) werror=ON ;;
    --no-run) run=no ;;
    *) echo "usage: $0 [--sanitize] [--clang] [--werror] [--no-run]" >&2; exit 2 ;;
  esac
done

if [ "$clang" = yes ]; then scripts/install-deps.sh --clang; else scripts/install-deps.sh; fi

if [ "$sanitize" = ON ]; then
  dir=build/sanitize
  # -O1 keeps the sanitized library fast; -g1 (line tables) is enough for
  # file:line in reports and compiles much faster than full -g.
  set -- -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -g1"
else
  dir=build/release
  set -- -DCMAKE_BUILD_TYPE=Release
fi
if [ "$clang" = yes ]; then
  dir=$dir-clang
  set -- "$@" -DCMAKE_CXX_COMPILER=clang++
fi
if command -v ccache >/dev/null 2>&1; then
  set -- "$@" -DCMAKE_CXX_COMPILER_LAUNCHER=ccache
  # Paths inside the checkout are hashed relative to it, so that another
  # checkout of the same sources (CI's fresh clone, a second worktree)
  # reuses the objects already compiled.
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
fi

cmake -S . -B "$dir" -G Ninja "$@" \
  -DHCLCPP_BUILD_TESTS=ON \
  -DHCLCPP_BUILD_EXAMPLES=ON \
  -DHCLCPP_SANITIZE="$sanitize" \
  -DHCLCPP_WARNINGS_AS_ERRORS="$werror"
cmake --build "$dir" --parallel "${JOBS:-$(nproc)}"

if [ "$run" = yes ]; then
  # Examples read their input files relative to examples/.
  (cd examples && "../$dir/examples/hclcpp_example_service")
fi
