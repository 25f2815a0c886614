#!/bin/sh
# Builds the libFuzzer targets (clang, ASan+UBSan) if needed and fuzzes each
# for a while, one after the other, on one core.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#
# SECONDS defaults to 600 per target; TARGETs are names such as native_eval
# (default: every tests/fuzz/<name>_fuzz.cpp). Each target starts from its
# committed seed corpus tests/fuzz/corpus/<name>/ (and the test-data
# directories tests/fuzz/seeds.txt lists for it) and writes new inputs to a
# scratch corpus, never to the committed one. A target stops at its first
# crash, leak or timeout; the input is saved as <scratch>/artifacts/<name>/
# crash-* (or leak-*, timeout-*, oom-*). Copy such a file into
# tests/fuzz/corpus/<name>/ once fixed: the fuzz.<name> ctest replays it.
#
# Environment:
#   FUZZ_BUILD_DIR  build directory (default build/fuzz)
#   FUZZ_SCRATCH    scratch corpora and artifacts (default build/fuzz-scratch)
#   CXX, CC         compilers for the first configure (default clang++, clang)
#   FUZZ_TIMEOUT    seconds one input may take (default 20)
#   FUZZ_ARGS       extra libFuzzer flags
# Exit status: 0 when no target found anything, 1 otherwise.
set -eu
cd "$(dirname "$0")/.."
src=$(pwd)

seconds=600
case "${1:-}" in
  ''|*[!0-9]*) ;;
  *) seconds=$1; shift ;;
esac
build=${FUZZ_BUILD_DIR:-build/fuzz}
scratch=${FUZZ_SCRATCH:-build/fuzz-scratch}
timeout=${FUZZ_TIMEOUT:-20}

if [ $# -eq 0 ]; then
  set -- $(ls tests/fuzz/*_fuzz.cpp | sed 's|.*/||; s|_fuzz\.cpp$||')
fi

if [ ! -f "$build/CMakeCache.txt" ]; then
  CXX=${CXX:-clang++} CC=${CC:-clang} cmake -S "$src" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHCLCPP_BUILD_FUZZERS=ON \
    -DHCLCPP_BUILD_TESTS=OFF -DHCLCPP_BUILD_EXAMPLES=OFF -DHCLCPP_BUILD_TOOLS=OFF
fi
targets=
for t in "$@"; do targets="$targets hclcpp_fuzz_$t"; done
cmake --build "$build" --target $targets

summary=
status=0
for t in "$@"; do
  corpus="$scratch/corpus/$t"
  artifacts="$scratch/artifacts/$t/"
  log="$scratch/$t.log"
  mkdir -p "$corpus" "$artifacts"
  committed=
  [ -d "tests/fuzz/corpus/$t" ] && committed="tests/fuzz/corpus/$t"
  echo "== $t: ${seconds}s, log in $log"
  # Artifacts of earlier runs stay where they are but are not this run's.
  before=$(ls "$artifacts" 2>/dev/null)
  set +e
  nice -n 10 "$build/tests/fuzz/hclcpp_fuzz_$t" \
    -max_total_time="$seconds" -max_len=4096 -timeout="$timeout" -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$artifacts" ${FUZZ_ARGS:-} \
    "$corpus" $committed $(awk -v t="$t" '$1 == t { print $2 }' tests/fuzz/seeds.txt) \
    >"$log" 2>&1
  rc=$?
  set -e
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  found=$(ls "$artifacts" 2>/dev/null | while read -r f; do
    printf '%s\n' "$before" | grep -qxF "$f" || echo "$f"
  done | head -n 1)
  if [ $rc -eq 0 ] && [ -z "$found" ]; then
    result=ok
  else
    result="FOUND ${found:-exit status $rc} (see $log)"
    status=1
  fi
  line="$t: ${seconds}s, ${execs:-?} executions, $(ls "$corpus" | wc -l) files in the scratch corpus, $result"
  echo "$line"
  summary="$summary$line
"
done
echo "== summary"
printf '%s' "$summary"
exit $status
