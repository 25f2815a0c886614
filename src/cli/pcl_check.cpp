// `hcl pcl check`: the static type of every attribute of a file, and its
// type errors, as text or JSON.
#include "cli/pcl_check.hpp"

#include "cli/cli_support.hpp"

#include <hcl/diagnostic_render.hpp>
#include <hcl/pcl/check.hpp>
#include <hcl/pcl/type_expression.hpp>
#include <hcl/pcl/type_of.hpp>

#include <nlohmann/json.hpp>

#include <iostream>
#include <optional>
#include <string>

namespace hcl_cli {

namespace {

int usage_error(const std::string& message, std::string_view usage) {
    complain("pcl check: " + message);
    std::cerr << '\n' << usage;
    return exit_usage;
}

// The scope file: a JSON object mapping names to type expressions. Type
// errors are diagnostics named after the file and the variable.
std::optional<hcl::pcl::scope> read_scope(const std::string& path, hcl::diagnostics& diags) {
    hcl::pcl::scope s(hcl::pcl::standard_functions());
    if (path.empty()) return s;
    auto text = read_file(path);
    if (!text) return std::nullopt;
    const auto doc = nlohmann::json::parse(*text, nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
        complain("pcl check: " + path + " must be a JSON object mapping names to type expressions");
        return std::nullopt;
    }
    for (const auto& [name, value] : doc.items()) {
        if (!value.is_string()) {
            complain("pcl check: " + path + ": the type of \"" + name + "\" must be a string");
            return std::nullopt;
        }
        auto parsed = hcl::pcl::parse_type(value.get<std::string>(), path + ": " + name);
        diags += std::move(parsed.diagnostics);
        s.define(name, parsed.type);
    }
    return s;
}

nlohmann::json position_json(const hcl::source_position& p) {
    return {{"line", p.line}, {"column", p.column}, {"byte", p.byte}};
}

nlohmann::json range_json(const hcl::source_range& r) {
    return {{"filename", r.filename.str()}, {"start", position_json(r.start)}, {"end", position_json(r.end)}};
}

}  // namespace

int run_pcl_check(arguments args, std::string_view usage) {
    std::string file, scope_path;
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const auto a = args[i];
        if (a == "--json") {
            json = true;
        } else if (a == "--scope" && i + 1 < args.size()) {
            scope_path = std::string(args[++i]);
        } else if (a.size() > 1 && a[0] == '-') {
            return usage_error("unknown option " + std::string(a), usage);
        } else if (file.empty()) {
            file = std::string(a);
        } else {
            return usage_error("expected one FILE", usage);
        }
    }
    if (file.empty()) return usage_error("expected a FILE", usage);

    hcl::diagnostics scope_diags;
    auto scope = read_scope(scope_path, scope_diags);
    auto source = read_file(file);
    if (!scope || !source) return exit_usage;
    const auto parsed = parse_native(std::move(*source), file);
    hcl::pcl::check_result checked;
    if (!parsed.has_errors()) checked = hcl::pcl::check_body(parsed.file->body(), *scope);
    hcl::diagnostics all = scope_diags;
    all += parsed.diagnostics;
    all += checked.diagnostics;

    if (json) {
        nlohmann::json attributes = nlohmann::json::array();
        for (const auto& a : checked.attributes)
            attributes.push_back({{"path", a.path}, {"type", a.type.to_string()}, {"range", range_json(a.range)}});
        nlohmann::json doc = {{"attributes", attributes},
                              {"diagnostics", nlohmann::json::parse(hcl::render_json(all, -1))["diagnostics"]}};
        std::cout << doc.dump(2) << '\n';
    } else {
        for (const auto& a : checked.attributes) std::cout << a.path << ": " << a.type.to_string() << '\n';
        if (!all.empty()) std::cerr << hcl::render_text(all, hcl::sources_of(parsed), render_options_for(stderr)) << '\n';
    }
    return all.has_errors() ? exit_input_errors : exit_ok;
}

}  // namespace hcl_cli
