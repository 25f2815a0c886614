// Throughput of the JSON-syntax parser (scanning, diagnostics, tree), beside
// nlohmann/json parsing the same bytes into its DOM (which keeps no
// positions, no duplicates and no exact numbers, so it does less work).
//
// Input: the file named by HCLCPP_JSON_BENCH_FILE (for instance the
// synthetic configuration converted by scripts/synth-to-json.py), else about
// 10 MB of built-in JSON of the same shape. scripts/bench-json.sh runs both
// and the reference's `oracle parse-bench` on one file and prints the ratios.
#include <hcl/source.hpp>
#include <hcl/json/parse.hpp>

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <string>

namespace {

std::string make_service(std::size_t i) {
    const std::string n = std::to_string(i);
    const std::string port = std::to_string(8000 + i % 1000);
    return "    {\"http\": {\"web_" + n + "\": {\n"
           "      \"listen_addr\": \"127.0.0." + std::to_string(i % 250) + ":" + port + "\",\n"
           "      \"enabled\": " + (i % 3 ? "true" : "false") + ",\n"
           "      \"weight\": " + std::to_string(i % 7) + ".5,\n"
           "      \"tags\": [\"tier-" + std::to_string(i % 5) + "\", \"zone-${upper(\\\"a\\\")}\", \"svc-" + n + "\"],\n"
           "      \"labels\": {\"owner\": \"team-" + std::to_string(i % 17) + "\", \"cost\": \"cc-" +
           std::to_string(i % 101) + "\"},\n"
           "      \"ports\": \"${[for p in [80, 443, 8080] : p + " + std::to_string(i % 10) + "]}\",\n"
           "      \"process\": [\n"
           "        {\"main\": {\"command\": [\"/usr/local/bin/app\", \"server\", \"--id=" + n + "\"],\n"
           "                  \"env\": {\"LOG_LEVEL\": \"info\", \"WORKERS\": \"" + std::to_string(1 + i % 8) + "\"},\n"
           "                  \"timeout\": " + std::to_string(30 + i % 60) + "}},\n"
           "        {\"sidecar\": {\"command\": [\"/bin/proxy\", \"--upstream=127.0.0.1:" + port + "\"],\n"
           "                     \"env\": {}, \"timeout\": 5}}\n"
           "      ]\n"
           "    }}}";
}

std::string make_config(std::size_t target_size) {
    std::string out = "{\n  \"io_mode\": \"async\",\n  \"service\": [\n";
    for (std::size_t i = 0; out.size() < target_size; ++i) {
        if (i) out += ",\n";
        out += make_service(i);
    }
    return out + "\n  ]\n}\n";
}

const std::string& input() {
    static const std::string text = [] {
        if (const char* path = std::getenv("HCLCPP_JSON_BENCH_FILE")) {
            if (auto text = hcl::read_source_file(path); text && !text->empty()) return std::move(*text);
        }
        return make_config(10'000'000);
    }();
    return text;
}

void set_throughput(benchmark::State& state, std::size_t size) {
    state.SetBytesProcessed(static_cast<std::int64_t>(size) * static_cast<std::int64_t>(state.iterations()));
}

void json_parse_hclcpp(benchmark::State& state) {
    const std::string& text = input();
    for (auto _ : state) {
        // parse() takes its source by value; a caller that read a file moves
        // it in, so the copy made here for each iteration is not timed.
        state.PauseTiming();
        std::string source = text;
        state.ResumeTiming();
        auto result = hcl::json::parse(std::move(source), "bench.json");
        benchmark::DoNotOptimize(result.file.get());
        if (result.has_errors()) state.SkipWithError("the benchmark input has errors");
    }
    set_throughput(state, text.size());
}
BENCHMARK(json_parse_hclcpp)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void json_parse_nlohmann(benchmark::State& state) {
    const std::string& text = input();
    for (auto _ : state) {
        auto doc = nlohmann::json::parse(text, nullptr, false);
        benchmark::DoNotOptimize(doc);
        if (doc.is_discarded()) state.SkipWithError("the benchmark input is not JSON");
    }
    set_throughput(state, text.size());
}
BENCHMARK(json_parse_nlohmann)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace
