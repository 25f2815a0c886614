#!/bin/sh
# Runs the whole test suite: builds everything (scripts/build.sh --all: the
# tests and examples that scripts/build.sh leaves out) and runs ctest.
#
#   scripts/test.sh [--sanitize] [--clang] [--werror] [-- ctest arguments...]
#
#   --sanitize  the ASan+UBSan build in build/sanitize
#   --clang     built with clang++ (in build/<release|sanitize>-clang)
#   --werror    compiler warnings in hclcpp's own code are errors (as in CI)
# e.g. scripts/test.sh -- -R '^example\.'   runs only the examples
set -eu
cd "$(dirname "$0")/.."

dir=build/release suffix=""
build_args="--no-run --all"
while [ $# -gt 0 ]; do
  case "$1" in
    --sanitize) dir=build/sanitize; build_args="$build_args $1" ;;
    --clang) suffix=-clang; build_args="$build_args $1" ;;
    --werror) build_args="$build_args $1" ;;
    --) shift; break ;;
    *) echo "usage: $0 [--sanitize] [--clang] [--werror] [-- ctest arguments...]" >&2; exit 2 ;;
  esac
  shift
done
dir=$dir$suffix

# shellcheck disable=SC2086
scripts/build.sh $build_args

# Any sanitizer report fails the test that triggered it.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:check_initialization_order=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
ctest --test-dir "$dir" --output-on-failure --parallel "${JOBS:-$(nproc)}" --timeout 600 "$@"
