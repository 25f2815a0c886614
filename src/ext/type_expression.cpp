// Reading type expressions through static analysis (reference-behaviour
// §7.1). One recursive reader serves the three public entry points; `mode`
// says what the caller accepts.
#include "ext/invalid_type_diagnostic.hpp"
#include <hcl/convert.hpp>
#include <hcl/type_expression.hpp>

#include <string>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

namespace {

enum class mode { exact, constraint, constraint_with_defaults };

struct read_result {
    hcl::type type;  // the dynamic pseudo-type when unusable
    std::shared_ptr<const type_defaults> defaults;
};


std::string constructor_arguments_detail(std::string_view name) {
    if (name == "object")
        return "The object type constructor requires one argument specifying the attribute types "
               "as a map.";
    if (name == "tuple")
        return "The tuple type constructor requires one argument specifying the element types as a "
               "list.";
    return "The " + std::string(name) +
           " type constructor requires one argument specifying the element type.";
}

// Collections carry defaults only through their element type.
std::shared_ptr<const type_defaults> collection_defaults(
    const hcl::type& t, std::shared_ptr<const type_defaults> element) {
    if (!element) return nullptr;
    auto d = std::make_shared<type_defaults>();
    d->type = t;
    d->children.emplace("", std::move(element));
    return d;
}

read_result read_type(const expression& expr, mode m, diagnostics& diags);

read_result read_object(const expression& expr, const static_call& call, mode m,
                        diagnostics& diags) {
    const expression& spec = call.arguments[0];
    diagnostics ignored;
    auto items = static_map(spec, ignored);
    if (!items) {
        detail::report_invalid_type(diags,
               "Object type constructor requires a map whose keys are attribute names and whose "
               "values are the "
               "corresponding attribute types.",
               spec.range(), expr.range());
        return {};
    }

    std::vector<std::pair<std::string, hcl::type>> attributes;
    std::vector<std::string> optional;
    auto defaults = std::make_shared<type_defaults>();
    for (const key_value_pair& item : *items) {
        const std::string name = keyword(item.key);
        if (name.empty()) {
            detail::report_invalid_type(diags, "Object constructor map keys must be attribute names.", item.key.range(),
                   expr.range());
            continue;
        }
        bool duplicate = false;
        for (const auto& a : attributes) duplicate = duplicate || a.first == name;
        if (duplicate) {
            detail::report_invalid_type(diags, "Object constructor map keys must be unique.", item.key.range(),
                   expr.range());
            continue;
        }

        // optional(T) / optional(T, default) wraps the attribute's type.
        expression type_expr = item.value;
        std::optional<expression> default_expr;
        std::optional<value> default_value;
        if (auto modifier = static_function_call(item.value, ignored);
            modifier && modifier->name == "optional") {
            if (modifier->arguments.empty()) {
                detail::report_invalid_type(diags,
                       "Optional attribute modifier requires the attribute type as its argument.",
                       modifier->arguments_range, item.value.range());
                continue;
            }
            const std::size_t count = modifier->arguments.size();
            if (m == mode::exact) {
                detail::report_invalid_type(diags,
                       "Optional attribute modifier is only for type constraints, not for exact "
                       "types.",
                       modifier->name_range, item.value.range());
            } else if (m == mode::constraint && count != 1) {
                detail::report_invalid_type(diags,
                       "Optional attribute modifier expects only one argument: the attribute type.",
                       modifier->arguments_range, item.value.range());
            } else if (count > 2) {
                detail::report_invalid_type(diags,
                       "Optional attribute modifier expects at most two arguments: the attribute "
                       "type, and a "
                       "default value.",
                       modifier->arguments_range, item.value.range());
            } else if (count == 2) {
                // Defaults are constants: evaluated in literal-only mode.
                default_expr = modifier->arguments[1];
                diagnostics default_diags;
                value v = default_expr->evaluate(default_diags);
                const bool failed = default_diags.has_errors();
                diags += std::move(default_diags);
                if (!failed) {
                    optional.push_back(name);
                    default_value = std::move(v);
                }
            } else {
                optional.push_back(name);
            }
            type_expr = modifier->arguments[0];
        }

        read_result attribute = read_type(type_expr, m, diags);
        if (default_value) {
            if (auto converted = convert(*default_value, attribute.type); !converted) {
                diagnostic d;
                d.summary = "Invalid default value for optional attribute";
                d.detail =
                    "This default value is not compatible with the attribute's type constraint: " +
                    converted.error().to_string() + ".";
                d.subject = default_expr->range();
                diags += std::move(d);
            } else {
                defaults->values.emplace(name, std::move(*default_value));
            }
        }
        if (attribute.defaults) defaults->children.emplace(name, std::move(attribute.defaults));
        attributes.emplace_back(name, std::move(attribute.type));
    }

    hcl::type t = hcl::type::object(std::move(attributes), optional);
    if (defaults->values.empty() && defaults->children.empty()) return {t, nullptr};
    defaults->type = t;
    return {t, std::move(defaults)};
}

read_result read_tuple(const expression& expr, const static_call& call, mode m,
                       diagnostics& diags) {
    const expression& spec = call.arguments[0];
    diagnostics ignored;
    auto items = static_list(spec, ignored);
    if (!items) {
        detail::report_invalid_type(diags, "Tuple type constructor requires a list of element types.", spec.range(),
               expr.range());
        return {};
    }
    std::vector<hcl::type> elements;
    auto defaults = std::make_shared<type_defaults>();
    for (std::size_t i = 0; i < items->size(); ++i) {
        read_result element = read_type((*items)[i], m, diags);
        if (element.defaults)
            defaults->children.emplace(std::to_string(i), std::move(element.defaults));
        elements.push_back(std::move(element.type));
    }
    hcl::type t = hcl::type::tuple(std::move(elements));
    if (defaults->children.empty()) return {t, nullptr};
    defaults->type = t;
    return {t, std::move(defaults)};
}

read_result read_type(const expression& expr, mode m, diagnostics& diags) {
    // A bare keyword first.
    const std::string word = keyword(expr);
    if (word == "bool") return {hcl::type::boolean(), nullptr};
    if (word == "string") return {hcl::type::string(), nullptr};
    if (word == "number") return {hcl::type::number(), nullptr};
    if (word == "any") {
        if (m != mode::exact) return {hcl::type::dynamic(), nullptr};
        detail::report_invalid_type(diags,
               "The keyword " + detail::double_quoted(word) +
                   " cannot be used in this type specification: an exact type is required.",
               expr.range());
        return {};
    }
    if (word == "list" || word == "map" || word == "set" || word == "object" || word == "tuple") {
        detail::report_invalid_type(diags, constructor_arguments_detail(word), expr.range());
        return {};
    }
    if (word == "optional") {
        detail::report_invalid_type(
            diags,
            "Keyword " + detail::double_quoted(word) + " is valid only as a modifier for object type attributes.",
            expr.range());
        return {};
    }
    if (!word.empty()) {
        detail::report_invalid_type(diags, "The keyword " + detail::double_quoted(word) + " is not a valid type specification.",
               expr.range());
        return {};
    }

    // Otherwise a constructor call.
    diagnostics ignored;
    auto call = static_function_call(expr, ignored);
    if (!call) {
        detail::report_invalid_type(diags,
               "A type specification is either a primitive type keyword (bool, number, string) or "
               "a complex type "
               "constructor call, like list(string).",
               expr.range());
        return {};
    }
    const std::string& name = call->name;
    if (name == "bool" || name == "string" || name == "number") {
        detail::report_invalid_type(diags, "Primitive type keyword " + detail::double_quoted(name) + " does not expect arguments.",
               call->arguments_range);
        return {};
    }
    if (name == "any") {
        detail::report_invalid_type(diags, "Type constraint keyword " + detail::double_quoted(name) + " does not expect arguments.",
               call->arguments_range);
        return {};
    }
    const bool constructor =
        name == "list" || name == "set" || name == "map" || name == "object" || name == "tuple";
    if (name == "optional") {
        detail::report_invalid_type(
            diags,
            "Keyword " + detail::double_quoted(name) + " is valid only as a modifier for object type attributes.",
            call->name_range);
        return {};
    }
    if (!constructor) {
        detail::report_invalid_type(diags, "Keyword " + detail::double_quoted(name) + " is not a valid type constructor.",
               expr.range());
        return {};
    }
    if (call->arguments.size() != 1) {
        // Too many: point at the extra arguments; too few: at the parentheses.
        source_range subject = call->arguments_range;
        if (call->arguments.size() > 1)
            subject =
                source_range::between(call->arguments[1].range(), call->arguments.back().range());
        detail::report_invalid_type(diags, constructor_arguments_detail(name), subject, call->arguments_range);
        return {};
    }

    if (name == "object") return read_object(expr, *call, m, diags);
    if (name == "tuple") return read_tuple(expr, *call, m, diags);
    read_result element = read_type(call->arguments[0], m, diags);
    hcl::type t = name == "list"  ? hcl::type::list(element.type)
                  : name == "set" ? hcl::type::set(element.type)
                                  : hcl::type::map(element.type);
    return {t, collection_defaults(t, std::move(element.defaults))};
}

}  // namespace

const type_defaults* type_defaults::child(std::string_view key) const {
    auto it = children.find(key);
    return it == children.end() ? nullptr : it->second.get();
}

hcl::type type_from_expression(const expression& expr, diagnostics& diags) {
    return read_type(expr, mode::exact, diags).type;
}

hcl::type type_constraint_from_expression(const expression& expr, diagnostics& diags) {
    return read_type(expr, mode::constraint, diags).type;
}

type_constraint type_constraint_with_defaults(const expression& expr, diagnostics& diags) {
    read_result r = read_type(expr, mode::constraint_with_defaults, diags);
    return {std::move(r.type), std::move(r.defaults)};
}

std::string type_to_expression_text(const hcl::type& t) { return t.to_type_expression(); }

HCL_END_NAMESPACE
