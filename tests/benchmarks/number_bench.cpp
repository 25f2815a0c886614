// Placeholder benchmark: number parsing and printing.
#include <hcl/number.hpp>

#include <benchmark/benchmark.h>

#include <string>

namespace {

void parse_and_print_decimal(benchmark::State& state) {
    for (auto _ : state) {
        auto parsed = hcl::number::parse("3.14159265358979323846");
        std::string text = parsed ? parsed->to_string() : std::string();
        benchmark::DoNotOptimize(text);
    }
}
BENCHMARK(parse_and_print_decimal);

}  // namespace
