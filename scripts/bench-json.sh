#!/bin/sh
# JSON-syntax parse throughput on one file: hclcpp, nlohmann/json and the
# reference (`oracle parse-bench`), in MB/s (10^6 bytes), with the ratios the
# JSON-syntax issue sets as targets (>= 100x the reference, <= 3x nlohmann's
# time).
#
# Rates are given over CPU time and over wall-clock time. On a busy machine
# wall-clock rates say more about the neighbours than about the parsers, so
# the ratios to compare with the targets are the CPU ones (the reference's CPU
# time counts all its threads, the garbage collector's included).
#
# usage: scripts/bench-json.sh [FILE]
#   FILE       a .json file, or a native .hcl file converted first with
#              scripts/synth-to-json.py (e.g. the output of `synth.py 10`);
#              without it the benchmark's built-in ~10 MB input is used and
#              the reference is skipped
# environment:
#   HCLCPP_BUILD      a Release build with -DHCLCPP_BUILD_BENCHMARKS=ON (default: build)
#   HCL_ORACLE        the oracle (default: /tmp/hcl-oracle/oracle); skipped when missing
#   HCL_ORACLE_ITERS  reference iterations (default 2; it reads a few MB/s)
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
build=${HCLCPP_BUILD:-build}
oracle=${HCL_ORACLE:-/tmp/hcl-oracle/oracle}
iters=${HCL_ORACLE_ITERS:-2}
bench="$build/tests/benchmarks/hclcpp_benchmarks"
[ -x "$bench" ] || { echo "bench-json.sh: no $bench (configure with -DHCLCPP_BUILD_BENCHMARKS=ON)" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

file=
if [ $# -ge 1 ]; then
    case "$1" in
    *.json) file=$1 ;;
    *) python3 "$root/scripts/synth-to-json.py" "$1" > "$tmp/input.json"; file=$tmp/input.json ;;
    esac
fi

if [ -n "$file" ]; then
    HCLCPP_JSON_BENCH_FILE=$file "$bench" --benchmark_filter='^json_parse_' --benchmark_format=json \
        > "$tmp/ours.json"
else
    "$bench" --benchmark_filter='^json_parse_' --benchmark_format=json > "$tmp/ours.json"
fi

cat > "$tmp/report.py" <<'EOF'
import json, os, resource, subprocess, sys
results, path, oracle, iters = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
runs = {b["name"].split("/")[0]: b for b in json.load(open(results))["benchmarks"]}


def rates(run):
    """MB/s over CPU time and over wall-clock time."""
    per_cpu_second = run["bytes_per_second"]  # Google Benchmark divides by CPU time
    return per_cpu_second / 1e6, per_cpu_second * run["cpu_time"] / run["real_time"] / 1e6


ours_cpu, ours_wall = rates(runs["json_parse_hclcpp"])
theirs_cpu, theirs_wall = rates(runs["json_parse_nlohmann"])
print("input:     %s" % (path or "built-in input"))
print("             CPU MB/s   wall MB/s")
print("hclcpp:    %10.2f  %10.2f" % (ours_cpu, ours_wall))
print("nlohmann:  %10.2f  %10.2f   hclcpp time / nlohmann time = %.2fx CPU (target <= 3)"
      % (theirs_cpu, theirs_wall, theirs_cpu / ours_cpu))
if path and os.access(oracle, os.X_OK):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([oracle, "parse-bench", path, iters], capture_output=True, text=True,
                         check=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    ref_wall = float(out.split("MBps=")[1].split()[0])
    ref_cpu = os.path.getsize(path) * int(iters) / cpu / 1e6
    print("reference: %10.2f  %10.2f   hclcpp / reference = %.1fx CPU, %.1fx wall (target >= 100)"
          % (ref_cpu, ref_wall, ours_cpu / ref_cpu, ours_wall / ref_wall))
else:
    print("reference: skipped (needs FILE and the oracle)")
EOF
python3 "$tmp/report.py" "$tmp/ours.json" "${file:-}" "$oracle" "$iters"
