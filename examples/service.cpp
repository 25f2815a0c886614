// The main example: decode a service configuration file into C++ structs.
//
// The structs (service_config.hpp) are the schema. Decoding checks the file
// against them, evaluates every expression, converts the values to the
// members' types, and reports every problem with its place in the file.
#include "service_config.hpp"

#include <hcl/decode.hpp>
#include <hcl/diagnostic_render.hpp>

#include <iostream>

int main() {
    // The syntax follows the extension: .hcl is the native syntax, .json the
    // JSON syntax (see json_config.cpp).
    auto result = hcl::try_decode_file<app::config>("service.hcl");
    if (result.has_errors()) {
        // Every problem, each with a source snippet (see errors.cpp); in
        // colour when standard error is a terminal.
        hcl::print_diagnostics(std::cerr, result);
        return 1;
    }
    app::print(result.value);
    return 0;
}
