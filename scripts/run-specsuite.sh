#!/bin/sh
# Runs the reference HCL specification test suite against an hcldec-
# compatible program (ours: the `hcldec` executable of the build).
#
#   scripts/run-specsuite.sh HCLDEC [WORKDIR]
#
# HCLSPECSUITE_TESTS names another suite folder (a part of the suite: the
# generated types' differential test runs the specs hcl-gen accepts).
# The suite (specsuite/tests) and its runner (cmd/hclspecsuite) come from
# Debian's golang-github-hashicorp-hcl-v2-dev, built with golang-go
# (scripts/install-deps.sh installs both). The runner is built once into
# WORKDIR (default: a folder under $TMPDIR). It runs every test with both
# syntaxes, comparing results, diagnostics and --var-refs traversals.
# Passes when the runner exits 0, reports no problems and ran every test.
# Exit 77 (ctest's skip) when Go or the suite cannot be found.
set -u
HCLDEC=${1:?usage: $0 HCLDEC [WORKDIR]}
WORK=${2:-${TMPDIR:-/tmp}/hclcpp-specsuite}
HCL=/usr/share/gocode/src/github.com/hashicorp/hcl/v2
SUITE=${HCLSPECSUITE_TESTS:-$HCL/specsuite/tests}
RUNNER=$WORK/hclspecsuite

if [ ! -x "$RUNNER" ]; then
  if ! command -v go >/dev/null 2>&1 || [ ! -d "$HCL/cmd/hclspecsuite" ]; then
    echo "SKIP: the spec suite needs Debian's golang-go and golang-github-hashicorp-hcl-v2-dev" \
      "(scripts/install-deps.sh installs them)"
    exit 77
  fi
  mkdir -p "$WORK"
  if ! GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS= GOCACHE="$WORK/gocache" \
      go build -o "$RUNNER" github.com/hashicorp/hcl/v2/cmd/hclspecsuite; then
    echo "FAIL: could not build hclspecsuite"
    exit 1
  fi
fi

out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
"$RUNNER" "$SUITE" "$HCLDEC" >"$out" 2>"$err"
status=$?
expected=$(find "$SUITE" -name '*.t' | wc -l)
ran=$(grep '^- ' "$out" | sort -u | wc -l)
echo "hclspecsuite: $ran of $expected tests ran, exit status $status"
if [ "$status" -ne 0 ] || [ -s "$err" ] || [ "$ran" -ne "$expected" ]; then
  echo "FAIL: the runner reported problems:"
  cat "$err"
  exit 1
fi
echo "OK: every test passed with both syntaxes"
