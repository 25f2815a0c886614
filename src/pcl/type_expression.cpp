// Reading PCL type expressions through static analysis, as HCL's type
// constraints are read (src/ext/type_expression.cpp): the same helpers
// (keyword, static_function_call, static_list, static_map) over the same
// native-syntax parser, with PCL's keywords and constructors.
#include "ext/invalid_type_diagnostic.hpp"
#include <hcl/expression.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/pcl/type_expression.hpp>

#include <array>
#include <string>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace pcl {

namespace {

constexpr std::array<std::pair<std::string_view, type_kind>, 7> keywords{{
    {"bool", type_kind::boolean},
    {"int", type_kind::integer},
    {"number", type_kind::number},
    {"string", type_kind::string},
    {"none", type_kind::none},
    {"any", type_kind::dynamic},
    {"dynamic", type_kind::dynamic},
}};

std::optional<type> keyword_type(std::string_view word) {
    for (const auto& [name, kind] : keywords) {
        if (name != word) continue;
        switch (kind) {
        case type_kind::boolean: return type::boolean();
        case type_kind::integer: return type::integer();
        case type_kind::number: return type::number();
        case type_kind::string: return type::string();
        case type_kind::none: return type::none();
        default: return type::dynamic();
        }
    }
    return std::nullopt;
}

bool is_constructor(std::string_view name) {
    for (std::string_view c : {"list", "set", "map", "tuple", "object", "union", "optional", "promise", "output"})
        if (c == name) return true;
    return false;
}

std::string arguments_detail(std::string_view name) {
    if (name == "object")
        return "The object type constructor requires one argument specifying the attribute types as a map.";
    if (name == "tuple")
        return "The tuple type constructor requires one argument specifying the element types as a list.";
    if (name == "union") return "The union type constructor requires at least one member type.";
    return "The " + std::string(name) + " type constructor requires one argument specifying the element type.";
}

type read_type(const expression& expr, diagnostics& diags, int depth);

// An attribute name: a bare identifier or a string literal.
std::optional<std::string> attribute_name(const expression& key) {
    if (std::string word = keyword(key); !word.empty()) return word;
    diagnostics ignored;
    value v = key.evaluate(ignored);
    if (ignored.has_errors() || !v.is_known() || v.is_null() || !v.type().is_primitive() ||
        v.type().kind() != hcl::type_kind::string)
        return std::nullopt;
    return std::string(v.as_string());
}

type read_object(const expression& expr, const static_call& call, diagnostics& diags, int depth) {
    const expression& spec = call.arguments[0];
    diagnostics ignored;
    auto items = static_map(spec, ignored);
    if (!items) {
        detail::report_invalid_type(diags,
               "Object type constructor requires a map whose keys are attribute names and whose values are the "
               "corresponding attribute types.",
               spec.range(), expr.range());
        return {};
    }
    std::vector<std::pair<std::string, type>> attributes;
    for (const key_value_pair& item : *items) {
        auto name = attribute_name(item.key);
        if (!name) {
            detail::report_invalid_type(diags, "Object constructor map keys must be attribute names or strings.", item.key.range(),
                   expr.range());
            continue;
        }
        bool duplicate = false;
        for (const auto& a : attributes) duplicate = duplicate || a.first == *name;
        if (duplicate) {
            detail::report_invalid_type(diags, "Object constructor map keys must be unique.", item.key.range(), expr.range());
            continue;
        }
        attributes.emplace_back(std::move(*name), read_type(item.value, diags, depth + 1));
    }
    return type::object(std::move(attributes));
}

type read_tuple(const expression& expr, const static_call& call, diagnostics& diags, int depth) {
    const expression& spec = call.arguments[0];
    diagnostics ignored;
    auto items = static_list(spec, ignored);
    if (!items) {
        detail::report_invalid_type(diags, "Tuple type constructor requires a list of element types.", spec.range(), expr.range());
        return {};
    }
    std::vector<type> elements;
    for (const auto& item : *items) elements.push_back(read_type(item, diags, depth + 1));
    return type::tuple(std::move(elements));
}

type read_call(const expression& expr, const static_call& call, diagnostics& diags, int depth) {
    const std::string& name = call.name;
    if (keyword_type(name)) {
        detail::report_invalid_type(diags, "Type keyword " + detail::double_quoted(name) + " does not expect arguments.", call.arguments_range,
               expr.range());
        return {};
    }
    if (!is_constructor(name)) {
        detail::report_invalid_type(diags, "Keyword " + detail::double_quoted(name) + " is not a valid type constructor.", call.name_range,
               expr.range());
        return {};
    }
    if (call.expand_final) {
        detail::report_invalid_type(diags, "A type constructor does not take an expanded argument list.", call.arguments_range,
               expr.range());
        return {};
    }
    if (name == "union") {
        if (call.arguments.empty()) {
            detail::report_invalid_type(diags, arguments_detail(name), call.arguments_range, expr.range());
            return {};
        }
        std::vector<type> members;
        for (const auto& a : call.arguments) members.push_back(read_type(a, diags, depth + 1));
        return type::union_of(std::move(members));
    }
    if (call.arguments.size() != 1) {
        source_range subject = call.arguments_range;
        if (call.arguments.size() > 1)
            subject = source_range::between(call.arguments[1].range(), call.arguments.back().range());
        detail::report_invalid_type(diags, arguments_detail(name), subject, call.arguments_range);
        return {};
    }
    if (name == "object") return read_object(expr, call, diags, depth);
    if (name == "tuple") return read_tuple(expr, call, diags, depth);
    type element = read_type(call.arguments[0], diags, depth + 1);
    if (name == "list") return type::list(element);
    if (name == "set") return type::set(element);
    if (name == "map") return type::map(element);
    if (name == "optional") return type::optional(element);
    if (name == "promise") return type::promise(element);
    return type::output(element);
}

type read_type(const expression& expr, diagnostics& diags, int depth) {
    // The native parser bounds nesting already; this bounds the reader's own
    // recursion for expressions built by other means.
    if (depth > 256) {
        detail::report_invalid_type(diags, "The type specification is nested too deeply.", expr.range());
        return {};
    }
    const std::string word = keyword(expr);
    if (auto t = keyword_type(word)) return *t;
    if (is_constructor(word)) {
        detail::report_invalid_type(diags, arguments_detail(word), expr.range());
        return {};
    }
    if (!word.empty()) {
        detail::report_invalid_type(diags, "The keyword " + detail::double_quoted(word) + " is not a valid type specification.", expr.range());
        return {};
    }
    diagnostics ignored;
    auto call = static_function_call(expr, ignored);
    if (!call) {
        detail::report_invalid_type(diags,
               "A type specification is either a type keyword (bool, int, number, string, none, any) or a type "
               "constructor call, like list(string) or union(string, int).",
               expr.range());
        return {};
    }
    return read_call(expr, *call, diags, depth);
}

}  // namespace

type type_from_expression(const expression& expr, diagnostics& diags) { return read_type(expr, diags, 0); }

type_parse_result parse_type(std::string_view text, std::string filename) {
    auto parsed = native::parse_expression(std::string(text), std::move(filename));
    type_parse_result out;
    out.diagnostics = std::move(parsed.diagnostics);
    if (out.diagnostics.has_errors()) return out;
    out.type = type_from_expression(parsed.expression, out.diagnostics);
    return out;
}

}  // namespace pcl
HCL_END_NAMESPACE
