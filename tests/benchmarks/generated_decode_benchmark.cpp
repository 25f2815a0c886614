// Generated types against hand-written ones: parse + decode of the decode
// benchmark's input into the structs hcl-gen made from generated_bench.hcldec
// and into decode_bench_shape.hpp's hand-written structs of the same shape.
// The two should take the same time: generated code is ordinary annotated
// structs (docs/generators.md reports the ratio).
#include "bench_input.hpp"
#include "decode_bench_shape.hpp"
#include "generated_bench.hpp"

#include <benchmark/benchmark.h>

namespace {

template <class Config>
void decode_text(benchmark::State& state) {
    const auto& text = bench_input::text();
    for (auto _ : state) {
        auto r = hcl::try_decode_string<Config>(text, "bench.hcl", &decode_bench::context());
        if (r.has_errors()) state.SkipWithError("the benchmark input has errors");
        benchmark::DoNotOptimize(&r.value);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(text->size()) * static_cast<std::int64_t>(state.iterations()));
}

void decode_hand_written(benchmark::State& state) { decode_text<decode_bench::config>(state); }
BENCHMARK(decode_hand_written)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void decode_generated(benchmark::State& state) { decode_text<generated_bench::generated_bench>(state); }
BENCHMARK(decode_generated)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace
