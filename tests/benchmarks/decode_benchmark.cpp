// Throughput of parse + decode into the `oracle decode-bench` structs
// (decode_bench_shape.hpp): from text in one go (the library's entry point,
// decoding top-level blocks as they are parsed), in two steps (parse, then
// decode the finished tree), and of the decode step alone over a parsed file.
//
// Input: the file named by HCLCPP_DECODE_BENCH_FILE (for instance the output
// of `python3 ../shared/bench/synth.py 10`), else about 2 MB of built-in
// text of the same shape. scripts/bench-decode.sh compares with the
// reference in one run.
#include <hcl/source.hpp>

#include "bench_input.hpp"
#include "decode_bench_shape.hpp"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <string>

namespace {

const std::shared_ptr<const std::string>& input() { return bench_input::text(); }

void count_bytes(benchmark::State& state) {
    state.SetBytesProcessed(static_cast<std::int64_t>(input()->size()) * static_cast<std::int64_t>(state.iterations()));
}

// Parse + decode of the benchmark input from its text, `decode` being one
// of decode_bench's two ways.
template <class Decode>
void decode_text(benchmark::State& state, Decode decode) {
    for (auto _ : state) {
        auto r = decode(input(), "bench.hcl");
        if (r.has_errors()) state.SkipWithError("the benchmark input has errors");
        benchmark::DoNotOptimize(r.value.services.data());
    }
    count_bytes(state);
}

// Top-level blocks decoded as the parser finishes them.
void decode_parse_and_decode(benchmark::State& state) {
    decode_text(state, [](auto text, std::string name) { return decode_bench::parse_and_decode(text, name); });
}
BENCHMARK(decode_parse_and_decode)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// Parse the whole file first, then decode the finished tree.
void decode_parse_then_decode(benchmark::State& state) {
    decode_text(state, [](auto text, std::string name) { return decode_bench::parse_then_decode(text, name); });
}
BENCHMARK(decode_parse_then_decode)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void decode_only(benchmark::State& state) {
    const auto parsed = hcl::native::parse_config(input(), "bench.hcl");
    for (auto _ : state) {
        auto r = hcl::try_decode<decode_bench::config>(parsed.file->body(), &decode_bench::context());
        if (r.has_errors()) state.SkipWithError("the benchmark input has errors");
        benchmark::DoNotOptimize(r.value.services.data());
    }
    count_bytes(state);
}
BENCHMARK(decode_only)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace
