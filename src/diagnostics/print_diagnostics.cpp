// Diagnostics written to a stream, in colour when the stream is a terminal.
#include <hcl/diagnostic_render.hpp>

#include <cstdlib>
#include <iostream>
#include <ostream>

#if defined(_WIN32)
#include <io.h>
#define HCLCPP_ISATTY _isatty
#else
#include <unistd.h>
#define HCLCPP_ISATTY ::isatty
#endif

HCL_BEGIN_NAMESPACE

namespace {

// The file descriptor behind one of the standard streams, or -1 for any
// other stream (a string stream, a file: not a terminal).
int descriptor_of(const std::ostream& out) {
    const std::streambuf* buffer = out.rdbuf();
    if (buffer == nullptr) return -1;
    if (buffer == std::cout.rdbuf()) return 1;
    if (buffer == std::cerr.rdbuf() || buffer == std::clog.rdbuf()) return 2;
    return -1;
}

}  // namespace

text_render_options render_options_for(const std::ostream& out) {
    text_render_options options;
    const int fd = descriptor_of(out);
    if (fd < 0 || HCLCPP_ISATTY(fd) != 1) return options;
    // https://no-color.org: a non-empty NO_COLOR turns colour off.
    const char* no_color = std::getenv("NO_COLOR");
    options.color = no_color == nullptr || *no_color == '\0';
    options.width = 78;
    return options;
}

void print_diagnostics(std::ostream& out, const diagnostics& diags, const source_lookup& sources) {
    out << render_text(diags, sources, render_options_for(out));
}

HCL_END_NAMESPACE
