// `hcl validate FILE...`: parse each file and report its diagnostics. Also
// the whole-process timing hook for the parser.
#include "cli/cli_support.hpp"
#include "cli/command.hpp"

#include <hcl/json/parse.hpp>

#include <hcl/diagnostic_render.hpp>

#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

namespace hcl_cli {

namespace {

constexpr std::string_view usage =
    "usage: hcl validate FILE...\n"
    "\n"
    "Parses each FILE (native syntax, or JSON syntax for FILE.json) and prints\n"
    "its diagnostics, with source snippets, to stderr. Nothing is printed for a\n"
    "file without problems.\n"
    "\n"
    "Exit status: 0 when no file has errors (warnings are fine), 1 when some\n"
    "file has errors, 2 on usage errors and unreadable files.\n";

int run(arguments args) {
    std::vector<std::string> files;
    bool options_done = false;
    for (auto a : args) {
        if (!options_done && a == "--") {
            options_done = true;
        } else if (!options_done && a.size() > 1 && a[0] == '-') {
            complain("validate: unknown option " + std::string(a));
            std::cerr << '\n' << usage;
            return exit_usage;
        } else {
            files.emplace_back(a);
        }
    }
    if (files.empty()) {
        complain("validate: expected at least one FILE");
        std::cerr << '\n' << usage;
        return exit_usage;
    }

    const auto options = render_options_for(stderr);
    bool unreadable = false;
    bool errors = false;
    for (const auto& path : files) {
        auto source = read_file(path);
        if (!source) {
            unreadable = true;
            continue;
        }
        const auto parsed = is_json_path(path) ? hcl::json::parse(std::move(*source), path)
                                               : parse_native(std::move(*source), path);
        if (parsed.diagnostics.empty()) continue;
        errors = errors || parsed.has_errors();
        std::cerr << hcl::render_text(parsed, options) << '\n';
    }
    if (unreadable) return exit_usage;
    return errors ? exit_input_errors : exit_ok;
}

}  // namespace

const command validate_command{
    "validate",
    "Parse files and report their syntax errors",
    usage,
    run,
};

}  // namespace hcl_cli
