#!/bin/sh
# Parse + decode throughput and peak memory, hclcpp beside the reference, on
# the same synthetic configuration in one run:
#
#   scripts/bench-decode.sh [MB]        (default 10)
#
# Environment (all optional):
#   HCL_ORACLE    the reference oracle (default /tmp/hcl-oracle/oracle)
#   SYNTH         the generator (default ../shared/bench/synth.py)
#   BUILD_DIR     a Release build with HCLCPP_BUILD_BENCHMARKS=ON
#                 (default build/bench; configured and built when needed)
#   ITERS         hclcpp iterations (default 5)
#   ORACLE_ITERS  reference iterations (default 1: it needs over 1 GB a pass)
#
# The input is generated once into $BUILD_DIR/synth-MB.hcl. Peak memory is
# the maximum resident set size reported by /usr/bin/time -v. hclcpp's
# figures are the mean of a run before and a run after the reference's
# (its peak memory the larger of the two).
set -eu
cd "$(dirname "$0")/.."

mb=${1:-10}
oracle=${HCL_ORACLE:-/tmp/hcl-oracle/oracle}
synth=${SYNTH:-../shared/bench/synth.py}
build=${BUILD_DIR:-build/bench}
iters=${ITERS:-5}
oracle_iters=${ORACLE_ITERS:-1}
bench="$build/tests/benchmarks/decode-bench"

if [ ! -x "$bench" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DHCLCPP_BUILD_BENCHMARKS=ON >/dev/null
  cmake --build "$build" --target hclcpp_decode_bench
fi
mkdir -p "$build"
input="$build/synth-$mb.hcl"
[ -s "$input" ] || python3 "$synth" "$mb" >"$input"

# run NAME COMMAND...: runs under /usr/bin/time -v; sets NAME_line (the
# program's one output line), NAME_mbps, NAME_rss (peak RSS in MB) and
# NAME_cpu (user + system seconds, all threads).
run() {
  name=$1
  shift
  log=$(mktemp)
  out=$(/usr/bin/time -v "$@" 2>"$log") || { cat "$log" >&2; rm -f "$log"; exit 1; }
  rss_kb=$(sed -n 's/.*Maximum resident set size (kbytes): *//p' "$log")
  cpu=$(sed -n 's/.*\(User\|System\) time (seconds): *//p' "$log" | awk '{ s += $1 } END { print s }')
  rm -f "$log"
  eval "${name}_line=\$out"
  eval "${name}_mbps=$(printf '%s\n' "$out" | sed -n 's/.*MBps=\([0-9.]*\).*/\1/p')"
  eval "${name}_rss=$(awk -v k="$rss_kb" 'BEGIN { printf "%.1f", k / 1024 }')"
  eval "${name}_cpu=$cpu"
}

# hclcpp runs before and after the reference, and its figure is the mean
# of the two: the host's speed drifts over seconds here (by up to half),
# and the reference's pass takes several seconds, so a single run on one
# side measured the drift as much as the programs.
run before "$bench" "$input" "$iters"
run ref "$oracle" decode-bench "$input" "$oracle_iters"
run after "$bench" "$input" "$iters"

echo "$before_line"
echo "$ref_line"
echo "$after_line"
ours_mbps=$(awk -v x="$before_mbps" -v y="$after_mbps" 'BEGIN { printf "%.2f", (x + y) / 2 }')
ours_rss=$(awk -v x="$before_rss" -v y="$after_rss" 'BEGIN { print (x > y ? x : y) }')
ours_cpu=$(awk -v x="$before_cpu" -v y="$after_cpu" 'BEGIN { printf "%.2f", (x + y) / 2 }')
awk -v a="$ours_mbps" -v b="$ref_mbps" -v ra="$ours_rss" -v rb="$ref_rss" \
    -v ca="$ours_cpu" -v cb="$ref_cpu" 'BEGIN {
  printf "hclcpp:    %10.2f MB/s  peak RSS %8.1f MB  CPU %7.2f s\n", a, ra, ca
  printf "reference: %10.2f MB/s  peak RSS %8.1f MB  CPU %7.2f s\n", b, rb, cb
  printf "ratio:     %10.1fx the reference'"'"'s throughput\n", a / b
}'
# Both compete with whatever else runs; a busy machine shows here.
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
