// The loop of the benchmarks that compare struct shapes on the decode
// benchmark's input (bench_input.hpp): parse + decode from text into
// Config per iteration, with the reference's standard functions.
#pragma once

#include "bench_input.hpp"
#include "decode_bench_shape.hpp"

#include <benchmark/benchmark.h>

#include <cstdint>

namespace decode_bench {

template <class Config>
void decode_text_loop(benchmark::State& state) {
    const auto& text = bench_input::text();
    for (auto _ : state) {
        auto r = hcl::try_decode_string<Config>(text, "bench.hcl", &context());
        if (r.has_errors()) state.SkipWithError("the benchmark input has errors");
        benchmark::DoNotOptimize(&r.value);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(text->size()) * static_cast<std::int64_t>(state.iterations()));
}

}  // namespace decode_bench
