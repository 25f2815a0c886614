// hcl-gen: C++ config types generated from a schema.
//
//   hcl-gen SCHEMA -o HEADER [--namespace NS] [--number double|int64|number]
//           [--format hcldec|terraform-schema] [--root NAME] [--no-decode-functions]
//
// Reads an hcldec spec file (native or JSON syntax) or a Terraform provider
// schema (`terraform providers schema -json`) and writes one header of
// annotated structs that hcl::decode<T> fills. Problems in the schema are
// diagnostics with their position; exit status 1, and no header written.
#include "emit.hpp"
#include "from_spec.hpp"
#include "from_terraform.hpp"
#include "names.hpp"
#include "write_file.hpp"

#include <hcl/diagnostic_render.hpp>
#include <hcl/source.hpp>
#include <hcl/spec.hpp>
#include <hcl/version.hpp>

#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace hcl_gen;

constexpr int exit_ok = 0;
constexpr int exit_schema = 1;
constexpr int exit_usage = 2;

enum class format { guess, hcldec, terraform_schema };

struct arguments {
    std::string schema;
    std::string output;
    format input = format::guess;
    generate_options options;
    std::string regenerate;  // the options that shape the output, for the banner
};

void print_help(std::ostream& out) {
    out << "usage: hcl-gen SCHEMA -o HEADER [options]\n"
           "\n"
           "Generates C++ structs, annotated for hcl::decode<T>, from a schema.\n"
           "\n"
           "Options:\n"
           "  -o, --output HEADER     the header to write (replaced only once complete)\n"
           "  --namespace NS          C++ namespace of the generated code (a::b allowed)\n"
           "  --number KIND           C++ type of numbers: double (default), int64, number (hcl::number)\n"
           "  --format FORMAT         hcldec (spec file) or terraform-schema (provider schema JSON);\n"
           "                          guessed from the file when not given\n"
           "  --root NAME             name of the root struct of a spec file (default: the file's name)\n"
           "  --no-decode-functions   no try_decode_<root>/decode_<root> functions\n"
           "  --version               print the version (the installed CMake package checks it)\n"
           "  -h, --help              show this help\n"
           "\n"
           "Exit status: 0 on success, 1 when the schema has problems, 2 on usage errors.\n";
}

bool valid_namespace(std::string_view ns) {
    while (true) {
        const auto sep = ns.find("::");
        const std::string_view part = ns.substr(0, sep);
        if (part.empty() || mangle(part) != part) return false;
        if (sep == std::string_view::npos) return true;
        ns.remove_prefix(sep + 2);
    }
}

// nullopt: usage error, already reported.
std::optional<arguments> parse_arguments(const std::vector<std::string_view>& args, bool& help, bool& version) {
    arguments a;
    auto usage = [](const std::string& message) {
        std::cerr << "hcl-gen: " << message << "\n(hcl-gen --help for usage)\n";
        return std::nullopt;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        auto value = [&]() -> std::optional<std::string> {
            if (i + 1 >= args.size()) return std::nullopt;
            return std::string(args[++i]);
        };
        if (arg == "-h" || arg == "--help") {
            help = true;
            return a;
        }
        if (arg == "--version") {
            version = true;
            return a;
        }
        if (arg == "-o" || arg == "--output") {
            auto v = value();
            if (!v) return usage(std::string(arg) + " needs a file name");
            a.output = *v;
        } else if (arg == "--namespace") {
            auto v = value();
            if (!v || !valid_namespace(*v)) return usage("--namespace needs a C++ namespace name such as app::config");
            a.options.name_space = *v;
            a.regenerate += " --namespace " + *v;
        } else if (arg == "--number") {
            auto v = value();
            if (v == "double") {
                a.options.numbers = number_kind::floating;
            } else if (v == "int64") {
                a.options.numbers = number_kind::int64;
            } else if (v == "number") {
                a.options.numbers = number_kind::exact;
            } else {
                return usage("--number takes double, int64 or number");
            }
            a.regenerate += " --number " + *v;
        } else if (arg == "--format") {
            auto v = value();
            if (v == "hcldec") {
                a.input = format::hcldec;
            } else if (v == "terraform-schema") {
                a.input = format::terraform_schema;
            } else {
                return usage("--format takes hcldec or terraform-schema");
            }
            a.regenerate += " --format " + *v;
        } else if (arg == "--root") {
            auto v = value();
            if (!v || mangle(*v) != *v) return usage("--root needs a C++ identifier");
            a.options.root = *v;
            a.regenerate += " --root " + *v;
        } else if (arg == "--no-decode-functions") {
            a.options.decode_functions = false;
            a.regenerate += " --no-decode-functions";
        } else if (arg.starts_with("-") && arg.size() > 1) {
            return usage("unknown option " + std::string(arg));
        } else if (a.schema.empty()) {
            a.schema = std::string(arg);
        } else {
            return usage("one schema file at a time");
        }
    }
    if (a.schema.empty()) return usage("no schema file given");
    if (a.output.empty()) return usage("no output file given (-o HEADER)");
    return a;
}

std::string file_name(const std::string& path) { return std::filesystem::path(path).filename().string(); }

// Terraform's schema JSON is recognised by its top-level property.
format guess_format(const std::string& path, const std::string& text) {
    if (path.ends_with(".json") && text.find("\"provider_schemas\"") != std::string::npos) {
        return format::terraform_schema;
    }
    return format::hcldec;
}

int report(const hcl::diagnostics& diags, const hcl::source_lookup& sources) {
    if (!diags.empty()) std::cerr << hcl::render_text(diags, sources) << '\n';
    return diags.has_errors() ? exit_schema : exit_ok;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string_view> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    bool help = false;
    bool version = false;
    auto parsed_args = parse_arguments(args, help, version);
    if (help) {
        print_help(std::cout);
        return exit_ok;
    }
    if (version) {
        std::cout << "hcl-gen (hclcpp) " HCLCPP_VERSION_STRING "\n";
        return exit_ok;
    }
    if (!parsed_args) return exit_usage;
    arguments& a = *parsed_args;

    auto text = hcl::read_source_file(a.schema);
    if (!text) {
        std::cerr << "hcl-gen: cannot read " << a.schema << '\n';
        return exit_schema;
    }
    if (a.input == format::guess) a.input = guess_format(a.schema, *text);
    // The file's name up to its first dot, as CMake's NAME_WE (the header's default name).
    const std::string file = file_name(a.schema);
    const std::string stem = file.substr(0, file.find('.'));
    const std::string root = a.options.root.empty() ? mangle(stem) : a.options.root;

    hcl::diagnostics diags;
    header h;
    if (a.input == format::hcldec) {
        const auto parsed = hcl::spec::parse(*text, a.schema);
        if (parsed.has_errors()) return report(parsed.diagnostics, hcl::lookup_from(a.schema, *text));
        h = from_spec(parsed, root, a.options, diags);
    } else {
        h = from_terraform(*text, a.schema, a.options, diags);
    }
    if (diags.has_errors()) return report(diags, hcl::lookup_from(a.schema, *text));
    if (!a.options.decode_functions) h.roots.clear();
    h.schema_name = file_name(a.schema);
    h.regenerate = "hcl-gen " + h.schema_name + " -o " + file_name(a.output) + a.regenerate;

    std::string error;
    if (!write_file_atomically(a.output, emit(h), error)) {
        std::cerr << "hcl-gen: " << error << '\n';
        return exit_schema;
    }
    return report(diags, hcl::lookup_from(a.schema, *text));
}
