// `hcl-lsp`: `hcl lsp` under a name of its own, for editors' configurations
// that expect a language server executable.
#include "cli/command.hpp"

#include <hcl/version.hpp>

#include <iostream>
#include <string_view>
#include <vector>

int main(int argc, char** argv) {
    const std::vector<std::string_view> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    for (auto a : args) {
        if (a == "-h" || a == "--help") {
            std::cout << hcl_cli::lsp_command.usage;
            return hcl_cli::exit_ok;
        }
        if (a == "--version") {
            std::cout << "hcl-lsp (hclcpp) " HCLCPP_VERSION_STRING "\n";
            return hcl_cli::exit_ok;
        }
    }
    return hcl_cli::lsp_command.run(hcl_cli::arguments(args.data(), args.size()));
}
