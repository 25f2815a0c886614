#!/bin/sh
# Regenerates docs/playground.png: the playground page in headless Chromium,
# showing the example with mistakes and the completion list open. Needs the WebAssembly
# build (scripts/build-wasm.sh; HCLCPP_WASM_BUILD_DIR as there).
set -eu
cd "$(dirname "$0")/.."
BUILD=${HCLCPP_WASM_BUILD_DIR:-build/wasm}
node playground/tests/screenshot.mjs --site "$BUILD/site" --out docs/playground.png
