// Generated types against hand-written ones: parse + decode of the decode
// benchmark's input into the structs hcl-gen made from generated_bench.hcldec
// and into decode_bench_shape.hpp's hand-written structs of the same shape.
// The two should take the same time: generated code is ordinary annotated
// structs (docs/generators.md reports the ratio).
#include "decode_text_loop.hpp"
#include "generated_bench.hpp"

#include <benchmark/benchmark.h>

namespace {

void decode_hand_written(benchmark::State& state) { decode_bench::decode_text_loop<decode_bench::config>(state); }
BENCHMARK(decode_hand_written)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void decode_generated(benchmark::State& state) {
    decode_bench::decode_text_loop<generated_bench::generated_bench>(state);
}
BENCHMARK(decode_generated)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace
