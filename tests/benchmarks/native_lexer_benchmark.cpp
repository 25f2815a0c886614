// Throughput of the native-syntax lexer.
//
// Input: the file named by HCLCPP_LEX_BENCH_FILE (for instance the output of
// `python3 ../shared/bench/synth.py 10`), else about 10 MB of built-in text
// of the same shape (blocks, attributes, strings with interpolation, lists,
// objects, for expressions, comments).
//
//   lex_config           tokens only (what the parser consumes)
//   lex_config_positions tokens, a position map and the start position of
//                        every token by random access (position_map::at)
//   lex_config_positions_cursor
//                        the same for both ends of every token through a
//                        position_map::cursor (sequential access)
//   lex_heredoc_template heredoc-heavy text
//   decode_literals      lexing plus decoding every literal token
#include "native/lexer.hpp"
#include "native/literal.hpp"
#include "native/position_map.hpp"

#include <hcl/source.hpp>

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>
#include <vector>

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

std::string make_heredocs(std::size_t target_size) {
    std::string out;
    for (std::size_t i = 0; out.size() < target_size; ++i) {
        out += "script_" + std::to_string(i) + " = <<-EOT\n";
        out += "    #!/bin/sh\n    echo \"starting ${name} on port ${port}\"\n";
        out += "    %{ for s in servers ~}\n    server ${s.host}:${s.port}\n    %{ endfor ~}\n";
        out += "    exec /usr/bin/app --verbose\n    EOT\n";
    }
    return out;
}

const std::string& config_input() {
    static const std::string text = [] {
        if (const char* path = std::getenv("HCLCPP_LEX_BENCH_FILE")) {
            if (auto text = hcl::read_source_file(path)) return std::move(*text);
        }
        return make_config(10'000'000);
    }();
    return text;
}

void lex_config(benchmark::State& state) {
    const std::string& src = config_input();
    std::vector<hcl::native::token> tokens;
    for (auto _ : state) {
        tokens.clear();
        hcl::native::lex(src, hcl::native::scan_mode::normal, tokens);
        benchmark::DoNotOptimize(tokens.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * src.size()));
    state.counters["tokens"] = static_cast<double>(tokens.size());
}
BENCHMARK(lex_config)->Unit(benchmark::kMillisecond);

// What the parser does: pull batches of 4096 tokens into a window it empties
// each time, so the stream never exists as a whole.
void lex_config_batches(benchmark::State& state) {
    const std::string& src = config_input();
    std::vector<hcl::native::token> window;
    window.reserve(4096 + 64);
    std::size_t count = 0;
    for (auto _ : state) {
        hcl::native::token_scanner scanner(src, hcl::native::scan_mode::normal);
        count = 0;
        while (!scanner.finished()) {
            window.clear();
            scanner.scan(window, 4096);
            count += window.size();
            benchmark::DoNotOptimize(window.data());
        }
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * src.size()));
    state.counters["tokens"] = static_cast<double>(count);
}
BENCHMARK(lex_config_batches)->Unit(benchmark::kMillisecond);

void lex_config_positions(benchmark::State& state) {
    const std::string& src = config_input();
    std::vector<hcl::native::token> tokens;
    for (auto _ : state) {
        tokens.clear();
        hcl::native::lex(src, hcl::native::scan_mode::normal, tokens);
        const hcl::native::position_map positions(src, tokens);
        std::size_t sum = 0;
        for (const auto& t : tokens) sum += positions.start_of(t).column;
        benchmark::DoNotOptimize(sum);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * src.size()));
}
BENCHMARK(lex_config_positions)->Unit(benchmark::kMillisecond);

// The same with a cursor, the way a parser walking its tokens would ask.
void lex_config_positions_cursor(benchmark::State& state) {
    const std::string& src = config_input();
    std::vector<hcl::native::token> tokens;
    for (auto _ : state) {
        tokens.clear();
        hcl::native::lex(src, hcl::native::scan_mode::normal, tokens);
        const hcl::native::position_map positions(src, tokens);
        hcl::native::position_map::cursor cursor(positions);
        std::size_t sum = 0;
        for (const auto& t : tokens) sum += cursor.at(t.begin).column + cursor.at(t.end).column;
        benchmark::DoNotOptimize(sum);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * src.size()));
}
BENCHMARK(lex_config_positions_cursor)->Unit(benchmark::kMillisecond);

void lex_heredoc_template(benchmark::State& state) {
    static const std::string src = make_heredocs(4'000'000);
    std::vector<hcl::native::token> tokens;
    for (auto _ : state) {
        tokens.clear();
        hcl::native::lex(src, hcl::native::scan_mode::normal, tokens);
        benchmark::DoNotOptimize(tokens.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * src.size()));
}
BENCHMARK(lex_heredoc_template)->Unit(benchmark::kMillisecond);

void decode_literals(benchmark::State& state) {
    const std::string& src = config_input();
    std::vector<hcl::native::token> tokens;
    std::string value;
    for (auto _ : state) {
        tokens.clear();
        hcl::native::lex(src, hcl::native::scan_mode::normal, tokens);
        std::size_t total = 0;
        for (const auto& t : tokens) {
            if (t.kind != hcl::native::token_kind::quoted_literal) continue;
            value.clear();
            hcl::native::decode_literal(t.text(src), hcl::native::literal_style::quoted, value);
            total += value.size();
        }
        benchmark::DoNotOptimize(total);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * src.size()));
}
BENCHMARK(decode_literals)->Unit(benchmark::kMillisecond);

}  // namespace
