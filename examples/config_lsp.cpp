// An application that ships its own language server for its configuration.
//
//   config_lsp FILE   decodes FILE into the application's structs
//                     (service_config.hpp) and prints them;
//   config_lsp lsp    serves the Language Server Protocol on stdin/stdout,
//                     with the schema those same structs carry.
//
// The editor's completion, hover and diagnostics come from the structs the
// program decodes into: their names and types, and the descriptions their
// `.doc(...)` annotations give. No schema is written twice, and what the
// editor reports is what `config_lsp FILE` would (docs/language-server.md,
// "An application's own language server").
#include "service_config.hpp"

#include <hcl/decode.hpp>
#include <hcl/diagnostic_render.hpp>
#include <hcl/lsp/server.hpp>
#include <hcl/lsp/struct_schema.hpp>

#include <iostream>
#include <string_view>

int main(int argc, char** argv) {
    if (argc == 2 && std::string_view(argv[1]) == "lsp") {
        std::ios::sync_with_stdio(false);  // lets the server see waiting messages
        hcl::lsp::server_options options;
        options.workspace.schema = hcl::lsp::struct_schema<app::config>();
        options.name = "config_lsp";
        return hcl::lsp::serve(std::cin, std::cout, options);
    }
    if (argc != 2) {
        std::cerr << "usage: config_lsp FILE | config_lsp lsp\n";
        return 2;
    }
    auto result = hcl::try_decode_file<app::config>(argv[1]);
    if (result.has_errors()) {
        hcl::print_diagnostics(std::cerr, result);
        return 1;
    }
    app::print(result.value);
    return 0;
}
