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
#              synth.py), ITERATIONS (oracle parse-bench iterations, default 3),
#              CORPUS (real-world corpus directory, default ../shared/corpus:
#              its .tf/.hcl files are concatenated into one file and parsed by
#              both; skipped when absent)
#
# Prints, for FILE: parse_config (ours) and the reference's parse-bench with
# the ratio, parse_and_evaluate (ours: parse, then evaluate every attribute),
# `hcl validate` as a whole process with its peak RSS; then the same parse
# comparison for the corpus.
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

# ours FILE BENCHMARK: "wall-MB/s cpu-MB/s" of one Google Benchmark case.
ours() {
    HCLCPP_PARSE_BENCH_FILE="$1" env -u HCL_ORACLE "$bench" --benchmark_filter="^$2(/|\$)" --benchmark_format=json \
        > "$tmp.json" 2>/dev/null
    python3 -c '
import json, os, sys
b = json.load(open(sys.argv[1]))["benchmarks"][0]
scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[b["time_unit"]]
size = float(os.path.getsize(sys.argv[2]))
print("%.1f %.1f" % (size / (b["real_time"] * scale) / 1e6, size / (b["cpu_time"] * scale) / 1e6))
' "$tmp.json" "$1"
}
# reference FILE ITERATIONS: the oracle's parse-bench MB/s.
reference() {
    "$oracle" parse-bench "$1" "$2" | sed -n 's/.*MBps=\([0-9.]*\).*/\1/p'
}

ours=$(ours "$file" parse_config)
ours_real=${ours% *}
ours_cpu=${ours#* }
evaluate=$(ours "$file" parse_and_evaluate)

oracle_mbps=$(reference "$file" "$iterations")

set -- $(measure "$cli" validate "$file")
our_rss=$1
our_wall=$2
set -- $(measure "$oracle" parse-bench "$file" 1)
oracle_rss=$1

python3 - "$size" "$ours_real" "$ours_cpu" "$oracle_mbps" "$our_rss" "$our_wall" "$oracle_rss" $evaluate <<'PY'
import sys
size, real, cpu, ref, rss, wall, ref_rss, ev_real, ev_cpu = map(float, sys.argv[1:])
print("file: %.1f MB" % (size / 1e6))
print("parse_config:      %7.1f MB/s (wall)  %7.1f MB/s (CPU)" % (real, cpu))
print("reference:         %7.2f MB/s (oracle parse-bench)" % ref)
print("ratio:             %7.1fx (wall)  %7.1fx (CPU)" % (real / ref, cpu / ref))
print("parse_and_evaluate:%7.1f MB/s (wall)  %7.1f MB/s (CPU)" % (ev_real, ev_cpu))
print("hcl validate:      %7.1f MB/s whole process, peak RSS %.1f MB" % (size / 1e6 / max(wall, 0.01), rss / 1024))
print("reference process: peak RSS %.1f MB" % (ref_rss / 1024))
PY

corpus=${CORPUS:-$here/../shared/corpus}
if [ -d "$corpus" ]; then
    joined=${TMPDIR:-/tmp}/bench-parse-corpus.hcl
    find "$corpus" -type f \( -name '*.tf' -o -name '*.hcl' \) | LC_ALL=C sort | while read -r f; do
        cat "$f"
        echo
    done > "$joined"
    set -- $(ours "$joined" parse_config) $(reference "$joined" 10)
    python3 - "$(wc -c < "$joined")" "$1" "$2" "$3" <<'PY'
import sys
size, real, cpu, ref = map(float, sys.argv[1:])
print("corpus: %.2f MB (every .tf/.hcl file, concatenated)" % (size / 1e6))
print("parse_config:      %7.1f MB/s (wall)  %7.1f MB/s (CPU)" % (real, cpu))
print("reference:         %7.2f MB/s (oracle parse-bench)" % ref)
print("ratio:             %7.1fx (wall)  %7.1fx (CPU)" % (real / ref, cpu / ref))
PY
else
    echo "corpus: $corpus not found, skipped"
fi
