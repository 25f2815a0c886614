// Throughput of the native-syntax parser (lexing, token diagnostics, tree),
// alone and followed by the evaluation of every attribute.
//
// Input: the file named by HCLCPP_PARSE_BENCH_FILE (for instance the output
// of `python3 ../shared/bench/synth.py 10`), else about 10 MB of built-in
// text of the same shape.
//
// When HCL_ORACLE names the reference oracle and a bench file is given, the
// reference's parse throughput on the same file (`oracle parse-bench FILE 5`)
// is measured once in the same run and reported beside ours as the counters
// reference_MBps and ratio_to_reference.
#include "fuzz/fuzz_support.hpp"

#include <hcl/eval_context.hpp>
#include <hcl/source.hpp>
#include <hcl/stdlib.hpp>
#include <hcl/native/parse.hpp>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

namespace {

std::string make_config(std::size_t target_size) {
    std::string out = "io_mode = \"async\"\n\n";
    for (std::size_t i = 0; out.size() < target_size; ++i) {
        const std::string n = std::to_string(i);
        out += "service \"http\" \"web_" + n + "\" {\n";
        out += "  listen_addr = \"127.0.0." + std::to_string(i % 256) + ":" + std::to_string(8000 + i % 1000) + "\"\n";
        out += "  enabled     = " + std::string(i % 2 ? "true" : "false") + "\n";
        out += "  weight      = " + n + ".5\n";
        out += "  tags        = [\"tier-" + n + "\", \"zone-${upper(\"a\")}\", \"svc-" + n + "\"]\n";
        out += "  labels = {\n    owner = \"team-" + n + "\"\n    cost  = \"cc-" + n + "\"\n  }\n";
        out += "  ports = [for p in [80, 443, 8080] : p + " + n + "]\n";
        out += "  # health check settings\n";
        out += "  process \"main\" {\n    command = [\"/usr/local/bin/app\", \"server\", \"--id=" + n + "\"]\n";
        out += "    env = {\n      LOG_LEVEL = \"info\"\n      WORKERS   = \"" + n + "\"\n    }\n";
        out += "    timeout = 30\n  }\n}\n\n";
    }
    return out;
}

const char* bench_file() { return std::getenv("HCLCPP_PARSE_BENCH_FILE"); }

const std::string& input() {
    static const std::string text = [] {
        if (const char* path = bench_file()) {
            if (auto text = hcl::read_source_file(path); text && !text->empty()) return std::move(*text);
        }
        return make_config(10'000'000);
    }();
    return text;
}

// The reference's MB/s on the bench file, or 0 when unavailable.
double reference_mbps() {
    static const double mbps = [] {
        const char* oracle = std::getenv("HCL_ORACLE");
        const char* file = bench_file();
        if (!oracle || !file) return 0.0;
        const std::string command = std::string("\"") + oracle + "\" parse-bench \"" + file + "\" 5";
        std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
        if (!pipe) return 0.0;
        std::string output;
        char buffer[256];
        while (std::fgets(buffer, sizeof buffer, pipe.get())) output += buffer;
        const auto at = output.find("MBps=");
        return at == std::string::npos ? 0.0 : std::atof(output.c_str() + at + 5);
    }();
    return mbps;
}

void parse_config(benchmark::State& state) {
    const std::string& text = input();
    for (auto _ : state) {
        auto result = hcl::native::parse_config(text, "bench.hcl");
        benchmark::DoNotOptimize(result.file.get());
        if (result.has_errors()) state.SkipWithError("the benchmark input has errors");
    }
    const double bytes = static_cast<double>(text.size()) * static_cast<double>(state.iterations());
    state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
    if (const double ref = reference_mbps(); ref > 0) {
        state.counters["reference_MBps"] = ref;
        // Ours in MB/s (10^6 bytes, as the oracle counts) over the reference's.
        state.counters["ratio_to_reference"] =
            benchmark::Counter(bytes / 1e6 / ref, benchmark::Counter::kIsRate);
    }
}
BENCHMARK(parse_config)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// Parse, then evaluate every attribute of every body as `hcl eval` and the
// corpus test do: every root variable the file refers to is unknown, the
// standard library is available, blocks are found by the corpus test's walk.
void parse_and_evaluate(benchmark::State& state) {
    const std::string& text = input();
    std::size_t attributes = 0;
    for (auto _ : state) {
        auto result = hcl::native::parse_config(text, "bench.hcl");
        const hcl::body body = result.file->body();
        hcl::variable_map variables;
        hcl_fuzz::for_each_attribute(body, 0, 64, [&](const hcl::expression& e) {
            for (const auto& v : e.variables()) variables.emplace(std::string(v.root_name()), hcl::value::dynamic());
        });
        const hcl::eval_context ctx(std::move(variables), hcl::stdlib::functions());
        attributes = 0;
        hcl_fuzz::for_each_attribute(body, 0, 64, [&](const hcl::expression& e) {
            hcl::diagnostics diags;
            benchmark::DoNotOptimize(e.evaluate(ctx, diags));
            ++attributes;
        });
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(text.size()) * static_cast<std::int64_t>(state.iterations()));
    state.counters["attributes"] = static_cast<double>(attributes);
}
BENCHMARK(parse_and_evaluate)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace
