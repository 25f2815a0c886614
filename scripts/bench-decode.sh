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
#   ITERS         hclcpp iterations per run (default 5)
#   ORACLE_ITERS  reference iterations per run (default 1: it needs over 1 GB a pass)
#   RUNS          how many reference runs (default 3)
#
# The input is generated once into $BUILD_DIR/synth-MB.hcl. Peak memory is
# the maximum resident set size reported by /usr/bin/time -v.
#
# The runs alternate, hclcpp first and last (O R O R O R O), and each
# reference run is compared with the mean of the hclcpp runs on either side
# of it: the host's speed drifts over seconds, and the reference's pass
# takes several. The reference's own speed also varies by up to 2x from one
# run to the next (its garbage collector shares the second core; see
# docs/performance.md), so one pair says little: every pair is printed, then the
# median ratio. hclcpp runs both with glibc's defaults and with glibc
# keeping the heap it frees (`decode-bench FILE ITERS keep-heap`): in a
# loop that frees 20 MB of structs per iteration, glibc's heap trimming
# can cost a third of an iteration, and whether it does depends on the
# sizes of the program's earlier large blocks (docs/decoder.md, "Speed").
# Each of those also runs with the parse on a helper thread (`parallel`,
# decode_options::parallel_parse; the reference's collector uses the second
# core too). Four tables, one per way.
# shellcheck disable=SC2034 # the mode_* variables are read through eval
set -eu
cd "$(dirname "$0")/.."

mb=${1:-10}
oracle=${HCL_ORACLE:-/tmp/hcl-oracle/oracle}
synth=${SYNTH:-../shared/bench/synth.py}
build=${BUILD_DIR:-build/bench}
iters=${ITERS:-5}
oracle_iters=${ORACLE_ITERS:-1}
runs=${RUNS:-3}
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

# One line per pair, collected for the summary: hclcpp MB/s (mean of the
# runs on either side), reference MB/s, throughput ratio, CPU-time ratio
# (per byte parsed), hclcpp and reference peak RSS. hclcpp runs each way
# (mode) on each side of a reference run; each way has its own pairs.
modes="0 1 2 3"
mode_args_0=""
mode_args_1="keep-heap"
mode_args_2="parallel"
mode_args_3="keep-heap parallel"
mode_title_0="hclcpp with glibc's defaults:"
mode_title_1="hclcpp with glibc keeping its heap (decode-bench keep-heap):"
mode_title_2="hclcpp parsing on a helper thread, glibc's defaults (decode-bench parallel):"
mode_title_3="hclcpp parsing on a helper thread, glibc keeping its heap (keep-heap parallel):"
pairs_dir=$(mktemp -d)
trap 'rm -rf "$pairs_dir"' EXIT

# pair FILE BEFORE AFTER: appends the pair of reference run `ref` with the
# hclcpp runs named BEFORE and AFTER to FILE.
pair() {
  eval "x=\$${2}_mbps y=\$${3}_mbps cx=\$${2}_cpu cy=\$${3}_cpu sx=\$${2}_rss sy=\$${3}_rss"
  awk -v x="$x" -v y="$y" -v r="$ref_mbps" -v cx="$cx" -v cy="$cy" -v cr="$ref_cpu" -v it="$iters" \
      -v rit="$oracle_iters" -v sx="$sx" -v sy="$sy" -v sr="$ref_rss" 'BEGIN {
    ours = (x + y) / 2
    ours_cpu = (cx + cy) / 2 / it
    printf "%.2f %.2f %.1f %.1f %.1f %.1f\n", ours, r, ours / r, (cr / rit) / ours_cpu, (sx > sy ? sx : sy), sr
  }' >>"$1"
}

# run_mode NAME M: runs hclcpp the M-th way as NAME and prints its line.
run_mode() {
  eval "args=\$mode_args_$2"
  # shellcheck disable=SC2086 # the mode's words are separate arguments
  run "$1" "$bench" "$input" "$iters" $args
  eval "echo \"\$${1}_line\""
}

for m in $modes; do run_mode "before_$m" "$m"; done
i=1
while [ "$i" -le "$runs" ]; do
  run ref "$oracle" decode-bench "$input" "$oracle_iters"
  echo "$ref_line"
  for m in $modes; do
    run_mode "after_$m" "$m"
    pair "$pairs_dir/$m" "before_$m" "after_$m"
    eval "before_${m}_mbps=\$after_${m}_mbps before_${m}_cpu=\$after_${m}_cpu before_${m}_rss=\$after_${m}_rss"
  done
  i=$((i + 1))
done

# summary TITLE FILE: the pairs of FILE, their median ratios and peak RSS.
summary() {
  echo
  echo "$1"
  echo "pair  hclcpp MB/s  reference MB/s   ratio  CPU ratio  hclcpp RSS MB  reference RSS MB"
  awk '{ printf "%4d %12.2f %15.2f %7.1fx %9.1fx %14.1f %17.1f\n", NR, $1, $2, $3, $4, $5, $6 }' "$2"
  # The median of a column (the lower middle one for an even count).
  median() {
    sort -n -k"$1" "$2" | awk -v c="$1" '{ v[NR] = $c } END { print v[int((NR + 1) / 2)] }'
  }
  echo "median ratio: $(median 3 "$2")x the reference's throughput ($(median 4 "$2")x by CPU time); lowest $(sort -n -k3 "$2" | head -1 | cut -d' ' -f3)x"
  echo "peak RSS: hclcpp $(sort -n -k5 "$2" | tail -1 | cut -d' ' -f5) MB, reference $(sort -n -k6 "$2" | tail -1 | cut -d' ' -f6) MB"
}
for m in $modes; do
  eval "title=\$mode_title_$m"
  summary "$title" "$pairs_dir/$m"
done
# Both compete with whatever else runs; a busy machine shows here.
echo
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
