#!/bin/sh
# Installs missing dependencies, configures hclcpp with its tests and
# examples, builds the language library and the main example and runs it
# (examples/service.cpp: decodes examples/service.hcl into C++ structs and
# prints them), then builds the editor services and the tools (hcl, hcldec,
# hcl-gen, hcl-lsp). The tests and the other examples are built by
# scripts/test.sh, in the same build directory.
#
#   scripts/build.sh [--sanitize] [--clang] [--werror] [--no-run] [--all]
#
#   --sanitize  ASan+UBSan build (-O1 -g1, assertions on) in build/sanitize
#               instead of the optimised build in build/release
#   --clang     build with clang++ (Debian's clang 14, libstdc++) instead of
#               the default compiler, in build/<release|sanitize>-clang;
#               installs clang first if it is missing
#   --werror    compiler warnings in hclcpp's own code are errors (as in CI)
#   --no-run    do not run the main example
#   --all       build every target: the tests and all examples too
# JOBS sets the number of parallel compile jobs (default: all cores).
set -eu
cd "$(dirname "$0")/.."

sanitize=OFF clang=no werror=OFF run=yes all=no
for arg in "$@"; do
  case "$arg" in
    --sanitize) sanitize=ON ;;
    --clang) clang=yes ;;
    --werror) werror=ON ;;
    --no-run) run=no ;;
    --all) all=yes ;;
    *) echo "usage: $0 [--sanitize] [--clang] [--werror] [--no-run] [--all]" >&2; exit 2 ;;
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
# LLVM's linker: a test program links three to four times faster than with
# the default linker (the ASan unit tests 5 s instead of 18).
if command -v ld.lld >/dev/null 2>&1; then
  set -- "$@" -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld
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
# The main example, built first: it needs only the language library
# (hclcpp), so a first build shows it before compiling the tools and the
# editor services (hclcpp_lsp).
example=hclcpp_example_service
tools="hclcpp_cli hclcpp_hcldec hclcpp_gen hclcpp_hcl_lsp"
run_example() {
  # Examples read their input files relative to examples/.
  (cd examples && "../$dir/examples/$example")
}
if [ "$all" = yes ]; then
  cmake --build "$dir" --parallel "${JOBS:-$(nproc)}"
  if [ "$run" = yes ]; then run_example; fi
elif [ "$run" = yes ]; then
  cmake --build "$dir" --parallel "${JOBS:-$(nproc)}" --target "$example"
  run_example
  echo "build.sh: the main example ran; now the tools (hcl, hcldec, hcl-gen, hcl-lsp)"
  # shellcheck disable=SC2086
  cmake --build "$dir" --parallel "${JOBS:-$(nproc)}" --target $tools
else
  # shellcheck disable=SC2086
  cmake --build "$dir" --parallel "${JOBS:-$(nproc)}" --target "$example" $tools
fi
