#include "cli/cli_support.hpp"

#include <hcl/native/parse.hpp>
#include <hcl/source.hpp>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include <unistd.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace hcl_cli {

void tune_allocator() noexcept {
#if defined(__GLIBC__)
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
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
