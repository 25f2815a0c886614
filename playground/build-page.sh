#!/bin/sh
# Bundles the playground page into OUT_DIR (default build/wasm/site)
# with hclcpp.js/.wasm from WASM_DIR (default build/wasm/playground/wasm).
# The npm packages (CodeMirror, esbuild; playwright-core for the tests) are
# installed from package-lock.json when missing or out of date.
set -eu
cd "$(dirname "$0")"
OUT=${1:-../build/wasm/site}
WASM=${2:-../build/wasm/playground/wasm}
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
node build.mjs "$OUT" "$WASM"
