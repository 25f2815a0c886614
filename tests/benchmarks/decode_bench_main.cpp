// decode-bench FILE [ITERS [keep-heap]]: parse + decode FILE into the
// decode-bench structs ITERS times and print one line, in the format of
// `oracle decode-bench FILE ITERS`:
//   hclcpp decode bytes=N iters=N services=N seconds=S MBps=X
// Built with HCLCPP_BUILD_BENCHMARKS; scripts/bench-decode.sh runs it beside
// the reference.
//
// With `keep-heap`, glibc keeps the memory the program frees for its next
// allocations instead of giving it back to the system (mallopt: no heap
// trimming, no mmap for large blocks), as the reference's Go runtime keeps
// its heap. Each iteration frees the 20 MB of structs the one before made;
// by default glibc trims them off the heap (depending on the sizes of the
// program's earlier large blocks) and the next iteration faults them in
// again, which costs up to a third of an iteration (docs/decoder.md,
// "Speed"). The line then ends in ` malloc=keep-heap`.
#include "decode_bench_shape.hpp"

#include <hcl/source.hpp>
#include <hcl/diagnostic_render.hpp>

#include <chrono>
#include <cstring>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int main(int argc, char** argv) {
    bool keep_heap = false;
    bool parallel = false;
    bool usage = argc < 2;
    for (int i = 3; i < argc; ++i) {
        if (std::strcmp(argv[i], "keep-heap") == 0 && !keep_heap) keep_heap = true;
        else if (std::strcmp(argv[i], "parallel") == 0 && !parallel) parallel = true;
        else usage = true;
    }
    if (usage) {
        std::cerr << "usage: decode-bench FILE [ITERS [keep-heap] [parallel]]\n";
        return 2;
    }
    hcl::decode_options options;
    options.parallel_parse = parallel;
    const std::string path = argv[1];
    const int iters = argc > 2 ? std::atoi(argv[2]) : 1;
    if (keep_heap) {
#if defined(__GLIBC__)
        // The largest values glibc takes (the mmap threshold is capped at 32 MiB).
        if (mallopt(M_TRIM_THRESHOLD, 1 << 30) != 1 || mallopt(M_MMAP_THRESHOLD, 32 << 20) != 1) {
            std::cerr << "decode-bench: mallopt failed\n";
            return 1;
        }
#else
        std::cerr << "decode-bench: keep-heap needs glibc\n";
        return 2;
#endif
    }

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
        auto r = decode_bench::parse_and_decode(text, path, options);
        if (r.has_errors()) {
            std::cerr << hcl::render_text(r.diagnostics);
            return 1;
        }
        services = r.value.services.size();
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("hclcpp decode bytes=%zu iters=%d services=%zu seconds=%.3f MBps=%.2f%s%s\n", bytes, iters, services,
                seconds, static_cast<double>(bytes) * iters / seconds / 1e6, keep_heap ? " malloc=keep-heap" : "",
                parallel ? " parse=parallel" : "");
    return 0;
}
