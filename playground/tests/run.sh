#!/bin/sh
# run.sh WASM_BUILD_DIR SCRIPT.mjs ARGS...: runs a playground test with Node;
# exits 77 (ctest: skipped) when there is no WebAssembly build in
# WASM_BUILD_DIR (scripts/build-wasm.sh makes it) or no npm packages.
set -eu
build=$1
shift
if [ ! -f "$build/site/hclcpp.wasm" ]; then
  echo "no WebAssembly build in $build (scripts/build-wasm.sh): skipped"
  exit 77
fi
if [ ! -d "$(dirname "$0")/../node_modules/playwright-core" ]; then
  echo "no npm packages in playground/node_modules (scripts/build-wasm.sh installs them): skipped"
  exit 77
fi
exec node "$@"
