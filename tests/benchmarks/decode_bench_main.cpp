// decode-bench FILE [ITERS]: parse + decode FILE into the decode-bench
// structs ITERS times and print one line, in the format of
// `oracle decode-bench FILE ITERS`:
//   hclcpp decode bytes=N iters=N services=N seconds=S MBps=X
// Built with HCLCPP_BUILD_BENCHMARKS; scripts/bench-decode.sh runs it beside
// the reference.
#include "decode_bench_shape.hpp"

#include <hcl/source.hpp>
#include <hcl/diagnostic_render.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: decode-bench FILE [ITERS]\n";
        return 2;
    }
    const std::string path = argv[1];
    const int iters = argc > 2 ? std::atoi(argv[2]) : 1;

    // As the reference does, the file is read once, before the clock
    // starts, and every iteration parses those same bytes: the parser
    // shares the text instead of copying it, so the process holds one copy.
    std::optional<std::string> read = hcl::read_source_file(path);
    if (!read) {
        std::cerr << "decode-bench: cannot read " << path << "\n";
        return 1;
    }
    const auto text = std::make_shared<const std::string>(std::move(*read));
    const std::size_t bytes = text->size();
    std::size_t services = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < iters; ++i) {
        auto r = decode_bench::parse_and_decode(text, path);
        if (r.has_errors()) {
            std::cerr << hcl::render_text(r.diagnostics);
            return 1;
        }
        services = r.value.services.size();
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("hclcpp decode bytes=%zu iters=%d services=%zu seconds=%.3f MBps=%.2f\n", bytes, iters, services,
                seconds, static_cast<double>(bytes) * iters / seconds / 1e6);
    return 0;
}
