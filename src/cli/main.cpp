// `hcl`: command-line access to hclcpp. Subcommands are a table; each one
// parses its own options.
#include "cli/cli_support.hpp"
#include "cli/command.hpp"

#include <hcl/version.hpp>

#include <array>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace hcl_cli;

constexpr std::array<const command*, 7> commands{&eval_command, &validate_command, &dec_command, &fmt_command,
                                                 &edit_command, &pcl_command, &lsp_command};

void print_help(std::ostream& out) {
    out << "usage: hcl <command> [options] [arguments]\n"
           "\n"
           "Reads HCL (HashiCorp Configuration Language) files with hclcpp.\n"
           "\n"
           "Commands:\n";
    for (const auto* c : commands) {
        std::string name(c->name);
        name.resize(10, ' ');
        out << "  " << name << c->summary << '\n';
    }
    out << "\n"
           "Options:\n"
           "  -h, --help  Show this help; `hcl <command> --help` shows that command's help\n"
           "  --version   Print the version\n"
           "\n"
           "Exit status: 0 on success, 1 when the input has errors, 2 on usage errors.\n";
}

std::string version() {
    return "hcl (hclcpp) " HCLCPP_VERSION_STRING;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string_view> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    // The language server is long-lived and tunes its memory for size
    // (hcl::lsp::serve); every other command runs once, for speed.
    if (args.empty() || args.front() != "lsp") hcl_cli::tune_allocator();
    if (args.empty()) {
        print_help(std::cerr);
        return exit_usage;
    }
    const std::string_view first = args.front();
    if (first == "-h" || first == "--help" || first == "help") {
        print_help(std::cout);
        return exit_ok;
    }
    if (first == "--version" || first == "version") {
        std::cout << version() << '\n';
        return exit_ok;
    }
    for (const auto* c : commands) {
        if (c->name != first) continue;
        const arguments rest(args.data() + 1, args.size() - 1);
        for (auto a : rest) {
            if (a == "--") break;
            if (a == "-h" || a == "--help") {
                std::cout << c->usage;
                return exit_ok;
            }
        }
        return c->run(rest);
    }
    std::cerr << "hcl: unknown command \"" << first << "\"\n\n";
    print_help(std::cerr);
    return exit_usage;
}
