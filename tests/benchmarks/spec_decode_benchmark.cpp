// Throughput of spec-driven decoding (hcl::spec, what `hcl dec` does) on
// files shaped like the output of ../shared/bench/synth.py, with the spec
// tests/benchmarks/dec_bench.hcldec (the decode benchmark's structs as an
// hcldec spec): each step alone over the previous step's result, and the
// whole of parse + decode + JSON. scripts/bench-dec.sh compares the whole
// `hcl dec` process with the reference hcldec in one run.
//
// Input: the file named by HCLCPP_DECODE_BENCH_FILE, else about 2 MB of
// synth.py's shape generated here.
#include "bench_input.hpp"

#include <hcl/native/parse.hpp>
#include <hcl/source.hpp>
#include <hcl/spec.hpp>
#include <hcl/value_json.hpp>

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>

namespace {

const std::string& input() { return *bench_input::text(); }

const hcl::spec::parse_result& bench_spec() {
    static const hcl::spec::parse_result spec = [] {
        auto r = hcl::spec::parse_file(HCLCPP_DEC_BENCH_SPEC);
        if (r.has_errors()) throw std::runtime_error(r.diagnostics.to_string());
        return r;
    }();
    return spec;
}

hcl::parse_result parse() { return hcl::native::parse_config(input(), "synth.hcl"); }

hcl::spec::decode_result decode(const hcl::parse_result& parsed, const hcl::eval_context& ctx) {
    auto r = hcl::spec::decode(parsed.file->body(), bench_spec().spec.root, ctx);
    if (r.has_errors()) throw std::runtime_error(r.diagnostics.to_string());
    return r;
}

void set_bytes(benchmark::State& state) {
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * input().size()));
}

void BM_spec_parse_only(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(parse());
    set_bytes(state);
}

void BM_spec_decode_only(benchmark::State& state) {
    const auto parsed = parse();
    const auto ctx = bench_spec().spec.context();
    for (auto _ : state) benchmark::DoNotOptimize(decode(parsed, ctx));
    set_bytes(state);
}

void BM_spec_json_only(benchmark::State& state) {
    const auto parsed = parse();
    const auto decoded = decode(parsed, bench_spec().spec.context());
    for (auto _ : state) benchmark::DoNotOptimize(hcl::value_to_json(decoded.value));
    set_bytes(state);
}

void BM_spec_parse_decode_json(benchmark::State& state) {
    const auto ctx = bench_spec().spec.context();
    for (auto _ : state) {
        const auto parsed = parse();
        const auto decoded = decode(parsed, ctx);
        benchmark::DoNotOptimize(hcl::value_to_json(decoded.value));
    }
    set_bytes(state);
}

BENCHMARK(BM_spec_parse_only)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_spec_decode_only)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_spec_json_only)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_spec_parse_decode_json)->Unit(benchmark::kMillisecond);

}  // namespace
