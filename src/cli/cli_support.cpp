#include "cli/cli_support.hpp"

#include <hcl/native/parse.hpp>
#include <hcl/source.hpp>

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include <unistd.h>

#if defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#endif

namespace hcl_cli {

void tune_allocator() noexcept {
#if defined(__GLIBC__)
    constexpr std::size_t pad = std::size_t{256} << 20;  // address space only: pages are used when touched
    constexpr std::uintptr_t huge_page = std::uintptr_t{2} << 20;
    mallopt(M_TRIM_THRESHOLD, static_cast<int>(pad));
    mallopt(M_TOP_PAD, static_cast<int>(pad));
    // A request the heap's top cannot hold (but below the threshold for a
    // mapping of its own) makes the heap grow by the pad now, as one range.
    void* probe = std::malloc(120 << 10);
    if (!probe) return;
    const auto begin = (reinterpret_cast<std::uintptr_t>(probe) + huge_page - 1) & ~(huge_page - 1);
    const auto end = reinterpret_cast<std::uintptr_t>(::sbrk(0)) & ~(huge_page - 1);
#if defined(MADV_HUGEPAGE)
    if (end > begin) ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#endif
    std::free(probe);
#endif
}

void complain(std::string_view message) { std::cerr << "hcl: " << message << '\n'; }

std::optional<std::string> read_file(const std::string& path) {
    auto text = hcl::read_source_file(path);
    if (!text) complain("cannot read " + path + ": " + std::strerror(errno));
    return text;
}

bool is_json_path(std::string_view path) { return path.ends_with(".json"); }

hcl::parse_result parse_native(std::string source, const std::string& path) {
    return hcl::native::parse_config(std::move(source), path);
}

bool wants_color(std::FILE* stream) {
    if (const char* no_color = std::getenv("NO_COLOR"); no_color && *no_color) return false;
    return ::isatty(::fileno(stream)) == 1;
}

hcl::text_render_options render_options_for(std::FILE* stream) {
    hcl::text_render_options options;
    options.color = wants_color(stream);
    // Wrap details for a terminal; leave them whole for logs and pipes.
    options.width = ::isatty(::fileno(stream)) == 1 ? 78 : 0;
    return options;
}

}  // namespace hcl_cli
