// decode-bench FILE [ITERS]: parse + decode FILE into the decode-bench
// structs ITERS times and print one line, in the format of
// `oracle decode-bench FILE ITERS`:
//   hclcpp decode bytes=N iters=N services=N seconds=S MBps=X
// Built with HCLCPP_BUILD_BENCHMARKS; scripts/bench-decode.sh runs it beside
// the reference.
#include "decode_bench_shape.hpp"

#include <hcl/diagnostic_render.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: decode-bench FILE [ITERS]\n";
        return 2;
    }
    const std::string path = argv[1];
    const int iters = argc > 2 ? std::atoi(argv[2]) : 1;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::cerr << "decode-bench: cannot read " << path << "\n";
        return 1;
    }
    std::ostringstream text;
    text << in.rdbuf();
    const std::string source = std::move(text).str();

    std::size_t services = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < iters; ++i) {
        auto r = decode_bench::parse_and_decode(source, path);
        if (r.has_errors()) {
            std::cerr << hcl::render_text(r.diagnostics);
            return 1;
        }
        services = r.value.services.size();
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("hclcpp decode bytes=%zu iters=%d services=%zu seconds=%.3f MBps=%.2f\n", source.size(), iters,
                services, seconds, static_cast<double>(source.size()) * iters / seconds / 1e6);
    return 0;
}
