#include "cli/cli_support.hpp"

#include <hcl/native/parse.hpp>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

#include <unistd.h>

namespace hcl_cli {

void complain(std::string_view message) { std::cerr << "hcl: " << message << '\n'; }

std::optional<std::string> read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        complain("cannot read " + path + ": " + std::strerror(errno));
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) {
        complain("cannot read " + path);
        return std::nullopt;
    }
    return std::move(text).str();
}

bool is_json_path(std::string_view path) { return path.ends_with(".json"); }

std::string json_not_supported(std::string_view path) {
    return std::string(path) + ": the JSON syntax is not supported yet (only native-syntax files can be read)";
}

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
