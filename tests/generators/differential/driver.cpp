// An hcldec look-alike whose decoding goes through generated types: given
// `--spec=NAME.hcldec` it decodes the inputs into the struct hcl-gen made
// from that spec, converts the struct back to an hcl::value, and prints it
// as hcldec does (--with-type, --keep-nulls, --diags=json). So
// scripts/compare-dec-conformance.py can hold it against the reference's
// committed outputs (tests/generators/CMakeLists.txt runs it).
//
// The spec file is read for two things only: the implied type (so that the
// struct's value is printed as the reference prints that type: a list as a
// set for a block_set, numbers as numbers; a default's result as it is,
// see result_type) and the input's evaluation
// context (the spec's variables and functions, with --vars). The value
// itself comes from the generated struct.
#include "case_table.hpp"

#include <hcl/convert.hpp>
#include <hcl/diagnostic_render.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/source.hpp>
#include <hcl/spec.hpp>
#include <hcl/value_json.hpp>

#include <iostream>
#include <string>
#include <string_view>
#include <vector>

namespace differential {
void register_cases(case_table& table);  // generated
}

namespace {

// --vars=ARG as hcldec reads it: a JSON object literal, or a file (JSON
// syntax for ".json") whose attributes are the variables.
void load_vars(const std::string& argument, std::size_t index, hcl::variable_map& into, hcl::diagnostics& diags) {
    hcl::parse_result parsed;
    const auto first = argument.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && argument[first] == '{') {
        parsed = hcl::json::parse(argument, "<vars argument " + std::to_string(index) + ">");
    } else if (auto text = hcl::read_source_file(argument)) {
        parsed = argument.ends_with(".json") ? hcl::json::parse(std::move(*text), argument)
                                             : hcl::native::parse_config(std::move(*text), argument);
    } else {
        diags.add_error(argument.ends_with(".json") ? "Failed to open file" : "Failed to read file",
                        "The file \"" + argument + "\" could not be read.");
        return;
    }
    diags.append(parsed.diagnostics);
    if (!parsed.file) return;
    for (const auto& [name, a] : parsed.file->body().just_attributes(diags)) {
        into.insert_or_assign(name, a.expression.evaluate(diags));
    }
}

hcl::result<std::string> value_json(const hcl::value& v, bool with_type, bool keep_nulls) {
    const hcl::json_options options{.omit_null_attributes = !keep_nulls};
    if (!with_type || v.type().is_dynamic()) return hcl::value_to_json(v, v.type(), options);
    if (keep_nulls) return hcl::value_to_json(v, hcl::type::dynamic());
    std::string out = "{\"type\":" + hcl::type_to_json(v.type());
    if (!v.is_null()) {
        auto text = hcl::value_to_json(v, v.type(), options);
        if (!text) return text;
        out += ",\"value\":" + *text;
    }
    return out + "}";
}

namespace sp = hcl::spec;

// The type the reference prints a spec's result as: its implied type,
// except that a default's result keeps the type of the alternative that
// gave it (hcldec does not convert a literal fallback to the primary's
// type), so the spec's defaults are replaced by an attribute of any type.
sp::spec result_spec(const sp::spec& s) {
    auto nested = [](auto copy) {
        copy.nested = result_spec(copy.nested);
        return sp::spec(std::move(copy));
    };
    if (const auto* o = s.get_if<sp::object>()) {
        sp::object copy = *o;
        for (auto& member : copy.members) member.second = result_spec(member.second);
        return copy;
    }
    if (const auto* a = s.get_if<sp::array>()) {
        sp::array copy = *a;
        for (auto& e : copy.elements) e = result_spec(e);
        return copy;
    }
    if (const auto* b = s.get_if<sp::block>()) return nested(*b);
    if (const auto* b = s.get_if<sp::block_list>()) return nested(*b);
    if (const auto* b = s.get_if<sp::block_set>()) return nested(*b);
    if (const auto* b = s.get_if<sp::block_map>()) return nested(*b);
    if (s.get_if<sp::default_>()) return sp::attr{.name = "result", .type = hcl::type::dynamic()};
    return s;
}

}  // namespace

int main(int argc, char** argv) {
    std::string spec_path;
    bool with_type = false, keep_nulls = false;
    std::vector<std::string> inputs;
    std::vector<std::string> vars;
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a.starts_with("--spec=")) {
            spec_path = std::string(a.substr(7));
        } else if (a == "--with-type") {
            with_type = true;
        } else if (a == "--keep-nulls") {
            keep_nulls = true;
        } else if (a.starts_with("--vars=")) {
            vars.emplace_back(a.substr(7));
        } else if (a == "--diags=json") {
            // the only output form
        } else if (a.starts_with("-")) {
            std::cerr << "hcl-gen differential driver: unsupported option " << a << '\n';
            return 3;
        } else {
            inputs.emplace_back(a);
        }
    }
    differential::case_table table;
    differential::register_cases(table);
    // A conformance case by its file name; a spec of the reference's own
    // suite by its path in the suite ("specsuite:structure/blocks/x").
    std::string name = spec_path.substr(0, spec_path.rfind(".hcldec"));
    if (const auto suite = name.rfind("/specsuite/tests/"); suite != std::string::npos) {
        name = "specsuite:" + name.substr(suite + 17);
    }
    auto it = table.find(name);
    if (it == table.end()) {
        std::cerr << "hcl-gen differential driver: no generated types for " << spec_path << '\n';
        return 3;
    }
    const auto spec = hcl::spec::parse_file(spec_path);
    if (spec.has_errors()) {
        std::cerr << hcl::render_json(spec.diagnostics);
        return 2;
    }
    hcl::diagnostics var_diags;
    hcl::variable_map variables = spec.spec.variables;
    for (std::size_t i = 0; i < vars.size(); ++i) load_vars(vars[i], i, variables, var_diags);
    if (var_diags.has_errors()) {
        std::cerr << hcl::render_json(var_diags) << '\n';
        return 2;
    }
    hcl::eval_context ctx;
    if (!variables.empty()) ctx.variables() = std::move(variables);
    if (!spec.spec.functions.empty()) ctx.functions() = spec.spec.functions;
    const hcl::eval_context* context = ctx.variables_here() || ctx.functions_here() ? &ctx : nullptr;

    differential::decoded d = it->second(inputs, context);
    if (d.diagnostics.has_errors()) {
        std::cerr << hcl::render_json(d.diagnostics) << '\n';
        return 2;
    }
    auto converted = hcl::convert(d.value, sp::implied_type(result_spec(spec.spec.root)));
    if (!converted) {
        std::cerr << "hcl-gen differential driver: the struct's value does not convert to the spec's type: "
                  << converted.error().to_string() << '\n';
        return 3;
    }
    auto json = value_json(*converted, with_type, keep_nulls);
    if (!json) {
        std::cerr << "hcl-gen differential driver: " << json.error().to_string() << '\n';
        return 3;
    }
    std::cout << *json << '\n';
    return 0;
}
