#!/bin/sh
# `hcl dec` or `hcl fmt` beside the reference tool (hcldec, hclfmt), whole
# processes on the same file in one run: wall time, throughput, peak memory.
#
#   scripts/bench-cli.sh dec|fmt [MB]        (default 10)
#   scripts/bench-cli.sh fmt-corpus [DIR]    (default ../shared/corpus)
#
# Environment (all optional):
#   HCL_HCLDEC  the reference hcldec (default /tmp/hcl-oracle/hcldec)
#   HCL_HCLFMT  the reference hclfmt (default /tmp/hcl-oracle/hclfmt)
#               (both built by ../shared/oracle/build.sh)
#   SYNTH       the generator (default ../shared/bench/synth.py)
#   BUILD_DIR   a Release build (default build/release; built when needed)
#   RUNS        how many reference runs (default 3; each takes seconds)
#   ONE_CORE    1: both processes pinned to one core (taskset -c 0), the
#               measure of `hcl fmt`'s target ("on one core"; the default
#               for fmt and fmt-corpus); 0: as the scheduler likes (the
#               default for dec; the reference's garbage collector then
#               runs on the other core)
#   FMT_CHECK   1 (default): the reference runs as `hclfmt -check`, which
#               parses the file before formatting it, as `hcl fmt` always
#               does (it never formats a file that does not parse), so both
#               do the same work; 0: plain `hclfmt`, which formats without
#               parsing
#
# The input is ../shared/bench/synth.py MB. `dec` decodes it with
# tests/benchmarks/dec_bench.hcldec (the decode benchmark's structs as an
# hcldec spec; ours is the hcldec executable); `fmt` formats it. Both
# programs write their output to a file; the outputs must be identical. The
# runs alternate, hclcpp first and last (O R O R O R O), and each reference
# run is compared with the mean of the hclcpp runs on either side of it (the
# host's speed drifts); the summary gives every pair, the median ratio and
# the lowest. Peak memory is the maximum resident set size from
# /usr/bin/time -v.
#
# `fmt-corpus` formats every file under DIR whose name ends in .hcl, .tf,
# .tfvars or .nomad and that parses, all in one process each (`hcl fmt
# FILE...`, `hclfmt -check FILE...`).
#
# In-process figures for hcl dec's steps (parse, decode, JSON):
#   HCLCPP_DECODE_BENCH_FILE=FILE build/release/tests/benchmarks/hclcpp_benchmarks --benchmark_filter=BM_spec
set -eu
cd "$(dirname "$0")/.."

mode=${1:-}
mb=${2:-10}
synth=${SYNTH:-../shared/bench/synth.py}
build=${BUILD_DIR:-build/release}
runs=${RUNS:-3}
spec=tests/benchmarks/dec_bench.hcldec
case $mode in
  dec) reference=${HCL_HCLDEC:-/tmp/hcl-oracle/hcldec} ours="$build/src/hcldec" target=hclcpp_hcldec ;;
  fmt|fmt-corpus) reference=${HCL_HCLFMT:-/tmp/hcl-oracle/hclfmt} ours="$build/src/hcl" target=hclcpp_cli ;;
  *) echo "usage: $0 dec|fmt [MB] | fmt-corpus [DIR]" >&2; exit 2 ;;
esac

pin=
if [ "${ONE_CORE:-$([ "$mode" = dec ] && echo 0 || echo 1)}" = 1 ]; then pin="taskset -c 0"; fi
fmt_check=
[ "$mode" != dec ] && [ "${FMT_CHECK:-1}" = 1 ] && fmt_check=-check
[ -x "$ours" ] || cmake --build "$build" --target "$target"
mkdir -p "$build"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ "$mode" = fmt-corpus ]; then
  corpus=${2:-../shared/corpus}
  find "$corpus" -type f \( -name '*.hcl' -o -name '*.tf' -o -name '*.tfvars' -o -name '*.nomad' \) | sort |
    while read -r f; do "$ours" fmt "$f" >/dev/null 2>&1 && printf '%s\n' "$f"; done >"$work/files"
  input="$corpus ($(wc -l <"$work/files") files that parse)"
  bytes=$(xargs cat <"$work/files" | wc -c)
else
  input="$build/synth-$mb.hcl"
  [ -s "$input" ] || python3 "$synth" "$mb" >"$input"
  bytes=$(wc -c <"$input")
fi

# run NAME PROGRAM: one run on the input, output in $work/NAME.out; sets
# NAME_secs (wall) and NAME_rss (peak RSS in MB).
run() {
  log="$work/time.log"
  out="$work/$1.out"
  case $mode/$1 in
    dec/*) /usr/bin/time -v $pin "$2" --spec="$spec" -o "$out" "$input" 2>"$log" ;;
    fmt/ref) /usr/bin/time -v $pin "$2" $fmt_check "$input" >"$out" 2>"$log" ;;
    fmt/*) /usr/bin/time -v $pin "$2" fmt "$input" >"$out" 2>"$log" ;;
    fmt-corpus/ref) xargs /usr/bin/time -v $pin "$2" $fmt_check <"$work/files" >"$out" 2>"$log" ;;
    fmt-corpus/*) xargs /usr/bin/time -v $pin "$2" fmt <"$work/files" >"$out" 2>"$log" ;;
  esac || { cat "$log" >&2; exit 1; }
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
  cmp -s "$work/ref.out" "$work/after.out" || { echo "the outputs differ" >&2; exit 1; }
  awk -v a="$before_secs" -v b="$after_secs" -v r="$ref_secs" -v n="$bytes" -v sa="$before_rss" \
      -v sb="$after_rss" -v sr="$ref_rss" 'BEGIN {
    ours = (a + b) / 2
    printf "%.3f %.3f %.1f %.2f %.1f %.1f\n", ours, r, r / ours, n / 1e6 / ours, (sa > sb ? sa : sb), sr
  }' >>"$pairs"
  before_secs=$after_secs before_rss=$after_rss
  i=$((i + 1))
done

echo "hcl $mode on $input ($bytes bytes)"
[ -n "$fmt_check" ] && echo "(the reference as hclfmt -check: parsed, then formatted, as hcl fmt does)"
[ -n "$pin" ] && echo "(both pinned to one core: $pin)"
echo "pair  hclcpp s  reference s   ratio  hclcpp MB/s  hclcpp RSS MB  reference RSS MB"
awk '{ printf "%4d %9.3f %12.3f %7.1fx %12.1f %14.1f %17.1f\n", NR, $1, $2, $3, $4, $5, $6 }' "$pairs"
median=$(sort -n -k3 "$pairs" | awk '{ v[NR] = $3 } END { print v[int((NR + 1) / 2)] }')
echo "median ratio: ${median}x the reference's throughput; lowest $(sort -n -k3 "$pairs" | head -1 | cut -d' ' -f3)x"
echo "peak RSS: hclcpp $(sort -n -k5 "$pairs" | tail -1 | cut -d' ' -f5) MB ($(awk -v m="$(sort -n -k5 "$pairs" | tail -1 | cut -d' ' -f5)" -v n="$bytes" 'BEGIN { printf "%.1f", m * 1048576 / n }')x the input), reference $(sort -n -k6 "$pairs" | tail -1 | cut -d' ' -f6) MB"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
