#!/bin/sh
# Parse throughput and peak memory of the native-syntax parser against the
# reference, on the same file in the same run. Builds nothing.
#
# usage: scripts/bench-parse.sh BUILD_DIR [FILE.hcl]
#   BUILD_DIR  a Release build with -DHCLCPP_BUILD_BENCHMARKS=ON (needs
#              tests/benchmarks/hclcpp_benchmarks and src/hcl)
#   FILE.hcl   input; default: bench-parse-10mb.hcl in $TMPDIR, generated
#              with ../shared/bench/synth.py 10 when absent
# environment: HCL_ORACLE (default /tmp/hcl-oracle/oracle), SYNTH (path of
#              synth.py), ITERATIONS (oracle parse-bench iterations, default 3)
set -eu

if [ $# -lt 1 ]; then
    echo "usage: $0 BUILD_DIR [FILE.hcl]" >&2
    exit 2
fi
build=$1
here=$(cd "$(dirname "$0")/.." && pwd)
oracle=${HCL_ORACLE:-/tmp/hcl-oracle/oracle}
synth=${SYNTH:-$here/../shared/bench/synth.py}
iterations=${ITERATIONS:-3}
file=${2:-${TMPDIR:-/tmp}/bench-parse-10mb.hcl}
bench=$build/tests/benchmarks/hclcpp_benchmarks
cli=$build/src/hcl

for f in "$bench" "$cli"; do
    [ -x "$f" ] || { echo "missing $f (build it first)" >&2; exit 1; }
done
if [ ! -f "$file" ]; then
    python3 "$synth" 10 > "$file"
fi
size=$(wc -c < "$file")

# Peak RSS (kB) and wall seconds of a command, from GNU time.
measure() {
    /usr/bin/time -f '%M %e' -o "$tmp" "$@" > /dev/null 2>&1 || true
    cat "$tmp"
}
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.json"' EXIT

HCLCPP_PARSE_BENCH_FILE="$file" env -u HCL_ORACLE "$bench" --benchmark_filter='^parse_config' --benchmark_format=json \
    > "$tmp.json" 2>/dev/null
ours=$(python3 -c '
import json, sys
b = json.load(open(sys.argv[1]))["benchmarks"][0]
scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[b["time_unit"]]
size = float(sys.argv[2])
print("%.1f %.1f" % (size / (b["real_time"] * scale) / 1e6, size / (b["cpu_time"] * scale) / 1e6))
' "$tmp.json" "$size")
ours_real=${ours% *}
ours_cpu=${ours#* }

oracle_out=$("$oracle" parse-bench "$file" "$iterations")
oracle_mbps=$(echo "$oracle_out" | sed -n 's/.*MBps=\([0-9.]*\).*/\1/p')

set -- $(measure "$cli" validate "$file")
our_rss=$1
our_wall=$2
set -- $(measure "$oracle" parse-bench "$file" 1)
oracle_rss=$1

python3 - "$size" "$ours_real" "$ours_cpu" "$oracle_mbps" "$our_rss" "$our_wall" "$oracle_rss" <<'PY'
import sys
size, real, cpu, ref, rss, wall, ref_rss = map(float, sys.argv[1:])
print("file: %.1f MB" % (size / 1e6))
print("parse_config:      %7.1f MB/s (wall)  %7.1f MB/s (CPU)" % (real, cpu))
print("reference:         %7.2f MB/s (oracle parse-bench)" % ref)
print("ratio:             %7.1fx (wall)  %7.1fx (CPU)" % (real / ref, cpu / ref))
print("hcl validate:      %7.1f MB/s whole process, peak RSS %.1f MB" % (size / 1e6 / max(wall, 0.01), rss / 1024))
print("reference process: peak RSS %.1f MB" % (ref_rss / 1024))
PY
