// `hcldec`: `hcl dec` under the reference tool's name and command line, so
// that tools written for the reference hcldec (above all its spec test
// suite runner, hclspecsuite) run against hclcpp unchanged.
#include "cli/cli_support.hpp"
#include "cli/command.hpp"

#include <iostream>
#include <string_view>
#include <vector>

int main(int argc, char** argv) {
    hcl_cli::tune_allocator();
    const std::vector<std::string_view> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    for (auto a : args) {
        if (a == "--") break;
        if (a == "-h" || a == "--help") {
            std::cout << hcl_cli::dec_command.usage;
            return hcl_cli::exit_ok;
        }
    }
    return hcl_cli::run_hcldec(hcl_cli::arguments(args.data(), args.size()));
}
