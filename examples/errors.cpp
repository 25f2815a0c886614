// An error report: a configuration with several mistakes, decoded into the
// structs of service_config.hpp. Decoding does not stop at the first
// problem; each diagnostic has a source range, a logical path (which block,
// which attribute, where inside the value) and, for misspelt names, a
// suggestion taken from the struct's own member names.
#include "service_config.hpp"

#include <hcl/decode.hpp>
#include <hcl/diagnostic_render.hpp>

#include <iostream>

int main() {
    auto result = hcl::try_decode_file<app::config>("broken.hcl");

    // Text for people: "file:line:column: error: summary", the path, the
    // source line with the problem underlined (the result keeps the file it
    // read), then the detail wrapped at 80 columns. A string has no colour;
    // hcl::print_diagnostics(std::cerr, result) adds it on a terminal.
    std::cout << hcl::render_text(result, {.width = 80});

    // The same diagnostics are data, for tools (hcl::render_json gives JSON).
    std::cout << "\n" << result.diagnostics.size() << " problems:\n";
    for (const hcl::diagnostic& d : result.diagnostics) {
        std::cout << "  ";
        if (d.subject) std::cout << "line " << d.subject->start.line << ": ";
        std::cout << d.summary;
        if (!d.path.empty()) std::cout << " (in " << d.path << ")";
        std::cout << "\n";
    }
    return result.has_errors() ? 0 : 1;  // this example expects errors
}
