#!/bin/sh
# `hcl dec` beside the reference `hcldec`, whole processes on the same file
# in one run: wall time, throughput, peak memory.
#
#   scripts/bench-dec.sh [MB]        (default 10)
#
# Environment (all optional):
#   HCL_HCLDEC  the reference hcldec (default /tmp/hcl-oracle/hcldec, built
#               by ../shared/oracle/build.sh)
#   SYNTH       the generator (default ../shared/bench/synth.py)
#   BUILD_DIR   a Release build (default build/release; built when needed)
#   RUNS        how many reference runs (default 3; each takes seconds)
#
# The input is ../shared/bench/synth.py MB, decoded with
# tests/benchmarks/dec_bench.hcldec (the decode benchmark's structs as an
# hcldec spec). Both programs write their JSON to a file; the outputs must
# be identical. The runs alternate, hclcpp first and last (O R O R O R O),
# and each reference run is compared with the mean of the hclcpp runs on
# either side of it (the host's speed drifts); the summary gives every
# pair, the median ratio and the lowest. Peak memory is the maximum
# resident set size from /usr/bin/time -v.
#
# In-process figures for each step (parse, decode, JSON):
#   HCLCPP_DECODE_BENCH_FILE=FILE build/bench/tests/benchmarks/hclcpp_benchmarks --benchmark_filter=BM_spec
set -eu
cd "$(dirname "$0")/.."

mb=${1:-10}
reference=${HCL_HCLDEC:-/tmp/hcl-oracle/hcldec}
synth=${SYNTH:-../shared/bench/synth.py}
build=${BUILD_DIR:-build/release}
runs=${RUNS:-3}
ours="$build/src/hcldec"
spec=tests/benchmarks/dec_bench.hcldec

[ -x "$ours" ] || cmake --build "$build" --target hclcpp_hcldec
mkdir -p "$build"
input="$build/synth-$mb.hcl"
[ -s "$input" ] || python3 "$synth" "$mb" >"$input"
bytes=$(wc -c <"$input")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run NAME PROGRAM: one decode of the input; sets NAME_secs (wall) and
# NAME_rss (peak RSS in MB).
run() {
  log="$work/time.log"
  /usr/bin/time -v "$2" --spec="$spec" -o "$work/$1.json" "$input" 2>"$log" || { cat "$log" >&2; exit 1; }
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): *//p' "$log" |
    awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
  rss_kb=$(sed -n 's/.*Maximum resident set size (kbytes): *//p' "$log")
  eval "${1}_secs=$wall"
  eval "${1}_rss=$(awk -v k="$rss_kb" 'BEGIN { printf "%.1f", k / 1024 }')"
}

pairs="$work/pairs"
: >"$pairs"
run before "$ours"
i=1
while [ "$i" -le "$runs" ]; do
  run ref "$reference"
  run after "$ours"
  cmp -s "$work/ref.json" "$work/after.json" || { echo "the outputs differ" >&2; exit 1; }
  awk -v a="$before_secs" -v b="$after_secs" -v r="$ref_secs" -v n="$bytes" -v sa="$before_rss" \
      -v sb="$after_rss" -v sr="$ref_rss" 'BEGIN {
    ours = (a + b) / 2
    printf "%.3f %.3f %.1f %.2f %.1f %.1f\n", ours, r, r / ours, n / 1e6 / ours, (sa > sb ? sa : sb), sr
  }' >>"$pairs"
  before_secs=$after_secs before_rss=$after_rss
  i=$((i + 1))
done

echo "input: $input ($bytes bytes)"
echo "pair  hclcpp s  reference s   ratio  hclcpp MB/s  hclcpp RSS MB  reference RSS MB"
awk '{ printf "%4d %9.3f %12.3f %7.1fx %12.1f %14.1f %17.1f\n", NR, $1, $2, $3, $4, $5, $6 }' "$pairs"
median=$(sort -n -k3 "$pairs" | awk '{ v[NR] = $3 } END { print v[int((NR + 1) / 2)] }')
echo "median ratio: ${median}x the reference's throughput; lowest $(sort -n -k3 "$pairs" | head -1 | cut -d' ' -f3)x"
echo "peak RSS: hclcpp $(sort -n -k5 "$pairs" | tail -1 | cut -d' ' -f5) MB ($(awk -v m="$(sort -n -k5 "$pairs" | tail -1 | cut -d' ' -f5)" -v n="$bytes" 'BEGIN { printf "%.1f", m * 1048576 / n }')x the input), reference $(sort -n -k6 "$pairs" | tail -1 | cut -d' ' -f6) MB"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
