// `hcl pcl convert|unify|check`: the PCL type system from the command line.
#include "cli/cli_support.hpp"
#include "cli/command.hpp"
#include "cli/pcl_check.hpp"

#include <hcl/diagnostic_render.hpp>
#include <hcl/pcl/conversion.hpp>
#include <hcl/pcl/type_expression.hpp>

#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace hcl_cli {

namespace {

constexpr std::string_view usage =
    "usage: hcl pcl convert --to TYPE --from TYPE\n"
    "       hcl pcl unify TYPE...\n"
    "       hcl pcl check FILE [--scope SCOPE.json] [--json]\n"
    "\n"
    "Explores the PCL type system (docs/pcl.md). TYPE is a PCL type expression:\n"
    "bool, int, number, string, none, any, list(T), set(T), map(T),\n"
    "tuple([T, ...]), object({name = T, ...}), union(T, ...), optional(T),\n"
    "promise(T), output(T).\n"
    "\n"
    "  convert  prints how a value of the --from type converts to the --to\n"
    "           type: safe, unsafe or none\n"
    "  unify    prints the type all the given types unify to\n"
    "  check    prints the static type of every attribute of FILE (native\n"
    "           syntax) and the type errors; SCOPE.json maps variable names to\n"
    "           type expressions ({\"bucket\": \"output(string)\"}); with --json\n"
    "           the report is a JSON document on stdout\n"
    "\n"
    "Exit status: 0 on success, 1 when a type expression or FILE has errors,\n"
    "2 on usage errors and unreadable files.\n";

int usage_error(const std::string& message) {
    complain("pcl: " + message);
    std::cerr << '\n' << usage;
    return exit_usage;
}

// The type `text` denotes, or nullopt after printing its diagnostics.
std::optional<hcl::pcl::type> read_type(std::string_view text, const std::string& name) {
    auto parsed = hcl::pcl::parse_type(text, name);
    if (!parsed.diagnostics.has_errors()) return parsed.type;
    std::cerr << hcl::render_text(parsed.diagnostics, hcl::lookup_from(name, text), render_options_for(stderr))
              << '\n';
    return std::nullopt;
}

int run_convert(arguments args) {
    std::optional<std::string_view> to, from;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const auto a = args[i];
        if ((a == "--to" || a == "--from") && i + 1 < args.size()) {
            (a == "--to" ? to : from) = args[++i];
        } else {
            return usage_error("convert: unexpected argument " + std::string(a));
        }
    }
    if (!to || !from) return usage_error("convert: expected --to TYPE and --from TYPE");
    auto dst = read_type(*to, "--to");
    auto src = read_type(*from, "--from");
    if (!dst || !src) return exit_input_errors;
    std::cout << hcl::pcl::to_string(hcl::pcl::conversion_from(*dst, *src)) << '\n';
    return exit_ok;
}

int run_unify(arguments args) {
    std::vector<hcl::pcl::type> types;
    bool ok = true;
    for (std::size_t i = 0; i < args.size(); ++i) {
        auto t = read_type(args[i], "type " + std::to_string(i + 1));
        ok = ok && t.has_value();
        if (t) types.push_back(*t);
    }
    if (!ok) return exit_input_errors;
    std::cout << hcl::pcl::unify(types).to_string() << '\n';
    return exit_ok;
}

int run(arguments args) {
    if (args.empty()) return usage_error("expected convert, unify or check");
    const auto sub = args.front();
    const arguments rest(args.data() + 1, args.size() - 1);
    if (sub == "convert") return run_convert(rest);
    if (sub == "unify") return run_unify(rest);
    if (sub == "check") return run_pcl_check(rest, usage);
    return usage_error("unknown subcommand \"" + std::string(sub) + "\"");
}

}  // namespace

const command pcl_command{
    "pcl",
    "Explore the PCL type system: conversions, unification, typed files",
    usage,
    run,
};

}  // namespace hcl_cli
