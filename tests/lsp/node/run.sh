#!/bin/sh
# Installs the Node client's packages (package-lock.json, once: offline
# afterwards) into NODE_DIR and runs client_test.js.
#
#   tests/lsp/node/run.sh NODE_DIR HCL SPEC EMBEDDED_SERVER
set -eu
here=$(cd "$(dirname "$0")" && pwd)
dir=$1
shift
mkdir -p "$dir"
if [ ! -f "$dir/node_modules/.package-lock.json" ] || [ "$here/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
  cp "$here/package.json" "$here/package-lock.json" "$dir/"
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
fi
NODE_PATH="$dir/node_modules" exec node "$here/client_test.js" "$@"
