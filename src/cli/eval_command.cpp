// `hcl eval FILE`: evaluate every attribute and print what the reference
// oracle's `eval` prints (JSON), or a listing for people (--text).
#include "cli/cli_support.hpp"
#include "cli/command.hpp"
#include "cli/eval_extensions.hpp"
#include "cli/eval_report.hpp"
#include "cli/go_json.hpp"

#include <hcl/diagnostic_render.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/stdlib.hpp>

#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

namespace hcl_cli {

namespace {

constexpr std::string_view usage =
    "usage: hcl eval [--literal] [--vars VARS.json] [--text]\n"
    "                [--dynblock] [--userfunc] [--locals BLOCKTYPE=ROOT] FILE\n"
    "\n"
    "Parses FILE and evaluates every attribute, in every block, printing each\n"
    "value and type (or its errors) as JSON:\n"
    "\n"
    "  {\"body\": {\"attributes\": {\"NAME\": {\"value\": V, \"type\": T} |\n"
    "                                   {\"errors\": [\"LINE:COLUMN: Summary\"]}},\n"
    "            \"blocks\": [{\"type\": \"T\", \"labels\": [...], \"body\": {...}}]},\n"
    "   \"parse_errors\": [\"LINE:COLUMN: Summary\", ...]}\n"
    "\n"
    "\"body\" is left out when the file has syntax errors.\n"
    "\n"
    "Options:\n"
    "  --vars VARS.json  Variables: each property of the JSON object, with the\n"
    "                    type its JSON implies (VARS.json may also follow FILE)\n"
    "  --literal         Literal-only mode: no variables and no functions\n"
    "  --text            Print values and rendered diagnostics for people\n"
    "  --userfunc        Read `function \"NAME\" { params = [...] result = ... }`\n"
    "                    blocks as functions (docs/extensions.md)\n"
    "  --dynblock        Expand `dynamic \"TYPE\" { for_each = ... content {...} }`\n"
    "                    blocks\n"
    "  --locals BLOCKTYPE=ROOT\n"
    "                    Evaluate the attributes of BLOCKTYPE blocks as locals,\n"
    "                    in dependency order, seen as ROOT.NAME (locals=local)\n"
    "With any of these three (native syntax only) the body is read through a\n"
    "schema, as the oracle's `eval -dynblock -userfunc` does, and the problems\n"
    "of reading it are listed as \"walk_errors\".\n"
    "\n"
    "Functions: the standard library (hcl::stdlib), try and can included.\n"
    "Exit status: 0 when a report was printed (even one listing errors), 2 on\n"
    "usage errors and unreadable files.\n"
    "\n"
    "FILE.json is read with the JSON syntax; like the oracle, its top level is\n"
    "read as attributes only and those problems are listed as \"attr_errors\".\n";

struct eval_options {
    std::string file;
    std::optional<std::string> vars;
    bool literal = false;
    bool text = false;
    extension_options extensions;
};

std::optional<eval_options> parse_arguments(arguments args) {
    eval_options options;
    std::vector<std::string> positional;
    bool options_done = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (options_done || a.empty() || a[0] != '-' || a == "-") {
            positional.emplace_back(a);
        } else if (a == "--") {
            options_done = true;
        } else if (a == "--literal") {
            options.literal = true;
        } else if (a == "--text") {
            options.text = true;
        } else if (a == "--vars") {
            if (i + 1 == args.size()) {
                complain("--vars needs a file name");
                return std::nullopt;
            }
            options.vars = std::string(args[++i]);
        } else if (a.starts_with("--vars=")) {
            options.vars = std::string(a.substr(7));
        } else if (a == "--dynblock") {
            options.extensions.dynamic_blocks = true;
        } else if (a == "--userfunc") {
            options.extensions.user_functions = true;
        } else if (a == "--locals" || a.starts_with("--locals=")) {
            std::string_view spec = a.size() > 8 ? a.substr(9) : std::string_view{};
            if (a.size() == 8) {
                if (i + 1 == args.size()) {
                    complain("--locals needs BLOCKTYPE=ROOT");
                    return std::nullopt;
                }
                spec = args[++i];
            }
            const auto eq = spec.find('=');
            if (eq == std::string_view::npos || eq == 0 || eq + 1 == spec.size()) {
                complain("--locals needs BLOCKTYPE=ROOT, e.g. --locals locals=local");
                return std::nullopt;
            }
            options.extensions.locals_block_type = std::string(spec.substr(0, eq));
            options.extensions.locals_root = std::string(spec.substr(eq + 1));
        } else {
            complain("eval: unknown option " + std::string(a));
            return std::nullopt;
        }
    }
    if (positional.empty() || positional.size() > 2 || (positional.size() == 2 && options.vars)) {
        complain("eval: expected one FILE (and at most one VARS.json)");
        return std::nullopt;
    }
    options.file = positional[0];
    if (positional.size() == 2) options.vars = positional[1];
    return options;
}

// The variables of a JSON object file, or nullopt after complaining.
std::optional<hcl::variable_map> load_variables(const std::string& path) {
    auto text = read_file(path);
    if (!text) return std::nullopt;
    std::string error;
    auto variables = variables_from_json(*text, error);
    if (!variables) complain(path + ": " + error);
    return variables;
}

// One attribute's value or errors, as the oracle reports it.
attribute_report evaluate_attribute(const hcl::attribute& a, const hcl::eval_context* ctx, hcl::diagnostics& all) {
    hcl::diagnostics diags;
    hcl::value v;
    if (a.expression) v = ctx ? a.expression.evaluate(*ctx, diags) : a.expression.evaluate(diags);
    return make_attribute_report(a.name, std::move(v), std::move(diags), all);
}

// The oracle's output for a JSON-syntax file: the top level read as
// attributes only, with those problems as "attr_errors".
int run_json(const eval_options& options, const hcl::eval_context* ctx, std::string source) {
    const hcl::parse_result parsed = hcl::json::parse(std::move(source), options.file);
    eval_report report;
    report.parse_errors = error_strings(parsed.diagnostics);
    report.diagnostics = parsed.diagnostics;
    std::optional<std::vector<std::string>> attr_errors;
    if (!parsed.has_errors()) {
        hcl::diagnostics diags;
        const auto attributes = parsed.file->body().just_attributes(diags);
        attr_errors = error_strings(diags);
        report.diagnostics += std::move(diags);
        body_report body;
        for (const auto& [name, a] : attributes) body.attributes.push_back(evaluate_attribute(a, ctx, report.diagnostics));
        report.body = std::move(body);
    }
    if (!options.text) {
        std::string out = to_json(report);
        if (attr_errors) {
            // "attr_errors" sorts first among the document's keys.
            std::string compact = "{\"attr_errors\":[";
            for (std::size_t i = 0; i < attr_errors->size(); ++i) {
                if (i) compact += ',';
                append_json_string(compact, (*attr_errors)[i]);
            }
            compact += "]}";
            std::string member = indent_json(compact);
            member = member.substr(2, member.rfind('}') - 3);  // drop "{\n" and "\n}"
            out = "{\n" + member + ",\n" + out.substr(2);
        }
        std::cout << out;
        return exit_ok;
    }
    if (report.body) std::cout << to_text(*report.body);
    if (!report.diagnostics.empty()) {
        if (report.body) std::cout << '\n';
        const auto lookup = hcl::lookup_from(parsed.file->filename(), parsed.file->source());
        std::cout << hcl::render_text(report.diagnostics, lookup, render_options_for(stdout));
    }
    std::cout.flush();
    return exit_ok;
}

int run(arguments args) {
    auto options = parse_arguments(args);
    if (!options) {
        std::cerr << '\n' << usage;
        return exit_usage;
    }
    // Like the oracle: the standard functions unless literal-only; a
    // variable table only when a variables file was given.
    hcl::eval_context context;
    if (!options->literal) {
        context.functions() = hcl::stdlib::functions();
        if (options->vars) {
            auto variables = load_variables(*options->vars);
            if (!variables) return exit_usage;
            context.variables() = std::move(*variables);
        }
    } else if (options->vars) {
        complain("eval: --literal ignores the variables file " + *options->vars);
    }

    auto source = read_file(options->file);
    if (!source) return exit_usage;
    if (is_json_path(options->file) && options->extensions.any()) {
        complain("eval: --dynblock, --userfunc and --locals need the native syntax (as the oracle's)");
        return exit_usage;
    }
    if (is_json_path(options->file)) return run_json(*options, options->literal ? nullptr : &context, std::move(*source));
    const hcl::parse_result parsed = parse_native(std::move(*source), options->file);

    eval_report report;
    if (!options->extensions.any()) {
        report = evaluate_file(parsed, options->literal ? nullptr : &context);
    } else {
        report.parse_errors = error_strings(parsed.diagnostics);
        report.diagnostics = parsed.diagnostics;
        if (parsed.file && !parsed.has_errors()) {
            // The oracle reads through the extensions with a context even in
            // literal-only mode: an empty one.
            if (options->literal) context = hcl::eval_context{};
            hcl::diagnostics walk;
            report.body = evaluate_with_extensions(parsed.file->body(), options->extensions, context, walk,
                                                   report.diagnostics);
            report.walk_errors = error_strings(walk);
        }
    }

    if (!options->text) {
        std::cout << to_json(report);
        return exit_ok;
    }
    if (report.body) std::cout << to_text(*report.body);
    if (!report.diagnostics.empty()) {
        if (report.body) std::cout << '\n';
        const auto lookup = hcl::lookup_from(parsed.file ? parsed.file->filename() : options->file,
                                             parsed.file ? parsed.file->source() : std::string_view{});
        std::cout << hcl::render_text(report.diagnostics, lookup, render_options_for(stdout));
    }
    std::cout.flush();
    return exit_ok;
}

}  // namespace

const command eval_command{
    "eval",
    "Evaluate every attribute of a file; print values and types as JSON",
    usage,
    run,
};

}  // namespace hcl_cli
