// The expression language of spec files: type expressions, evaluated as the
// reference hcldec evaluates them (type names are variables holding types,
// list/set/map/tuple/object are functions building types), and the spec
// definition functions available to literal values, transform results and
// user functions.
#include "spec/spec_language.hpp"

#include <hcl/native/parse.hpp>
#include <hcl/stdlib.hpp>

#include <memory>
#include <optional>
#include <string>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace spec::detail {

namespace {

// What a type expression's value carries: a type, and whether it was
// written optional(T) (allowed only for an attribute of object()).
struct type_payload {
    hcl::type type;
    bool optional = false;
};

struct type_capsule_operations final : capsule_operations {
    bool equals(const void* a, const void* b) const override {
        const auto& x = *static_cast<const type_payload*>(a);
        const auto& y = *static_cast<const type_payload*>(b);
        return x.optional == y.optional && x.type == y.type;
    }
    std::string describe(const void* p) const override {
        const auto& t = *static_cast<const type_payload*>(p);
        return t.optional ? "optional(" + t.type.to_type_expression() + ")" : t.type.to_type_expression();
    }
};

// The values of type expressions: a capsule named "type", as in the
// reference, so messages read "type required".
const hcl::type& type_type() {
    static const hcl::type t = hcl::type::capsule("type", std::make_shared<const type_capsule_operations>());
    return t;
}

value wrap(hcl::type t, bool optional = false) {
    return value::capsule(type_type(), std::make_shared<const type_payload>(type_payload{std::move(t), optional}));
}

const type_payload& payload_of(const value& v) { return *static_cast<const type_payload*>(v.capsule_payload().get()); }

const char* const optional_misplaced = "optional() is allowed only for an attribute of object()";

// The types a builder's argument holds; nullopt when one is optional(T).
std::optional<hcl::type> plain(const value& v) {
    const auto& p = payload_of(v);
    if (p.optional) return std::nullopt;
    return p.type;
}

function type_builder(std::string parameter_name, hcl::type parameter_type,
                      std::function<call_result<hcl::type>(const value&)> build) {
    function_spec f;
    f.parameters.push_back(parameter{.name = std::move(parameter_name), .type = std::move(parameter_type)});
    f.result_type = static_result_type(type_type());
    f.implementation = [build = std::move(build)](std::span<const value> args, const hcl::type&) -> call_result<value> {
        auto t = build(args[0]);
        if (!t) return t.error();
        return wrap(*t);
    };
    return function(std::move(f));
}

// A builder of a collection type from one element type.
function collection_builder(hcl::type (*make)(const hcl::type&)) {
    return type_builder("element_type", type_type(), [make](const value& v) -> call_result<hcl::type> {
        auto element = plain(v);
        if (!element) return call_failed(optional_misplaced);
        return make(*element);
    });
}

eval_context make_type_context() {
    eval_context ctx;
    ctx.set_variable("string", wrap(type::string()));
    ctx.set_variable("bool", wrap(type::boolean()));
    ctx.set_variable("number", wrap(type::number()));
    ctx.set_variable("any", wrap(type::dynamic()));
    ctx.set_function("list", collection_builder(&type::list));
    ctx.set_function("set", collection_builder(&type::set));
    ctx.set_function("map", collection_builder(&type::map));
    ctx.set_function("tuple", type_builder("element_types", type::list(type_type()), [](const value& v) -> call_result<hcl::type> {
                         std::vector<hcl::type> elements;
                         for (const auto& e : v.elements()) {
                             auto t = plain(e);
                             if (!t) return call_failed(optional_misplaced);
                             elements.push_back(std::move(*t));
                         }
                         return type::tuple(std::move(elements));
                     }));
    ctx.set_function("object", type_builder("attribute_types", type::map(type_type()), [](const value& v) -> call_result<hcl::type> {
                         std::vector<std::pair<std::string, hcl::type>> attributes;
                         std::vector<std::string> optional;
                         for (const auto& [name, t] : v.attributes()) {
                             const auto& p = payload_of(t);
                             attributes.emplace_back(name, p.type);
                             if (p.optional) optional.push_back(name);
                         }
                         return type::object(std::move(attributes), optional);
                     }));
    // An extension of hclcpp's: optional(T) for object attributes that may
    // be absent (what spec_of<T>() needs for struct-typed attributes).
    {
        function_spec f;
        f.parameters.push_back(parameter{.name = "type", .type = type_type()});
        f.result_type = static_result_type(type_type());
        f.implementation = [](std::span<const value> args, const hcl::type&) -> call_result<value> {
            auto t = plain(args[0]);
            if (!t) return call_failed(optional_misplaced);
            return wrap(*t, true);
        };
        ctx.set_function("optional", function(std::move(f)));
    }
    return ctx;
}

}  // namespace

const eval_context& type_expression_context() {
    static const eval_context ctx = make_type_context();
    return ctx;
}

hcl::type evaluate_type_expression(const expression& e, bool json_syntax, diagnostics& diags) {
    if (!e) return type::dynamic();
    value v = e.evaluate(type_expression_context(), diags);
    if (v.is_null()) return type::dynamic();
    if (json_syntax && v.is_known() && v.type() == type::string()) {
        // The JSON syntax has no bare keywords: a type is written as a
        // string holding a type expression ("list(string)").
        auto parsed = native::parse_expression(std::string(v.as_string()), e.range().filename,
                                               native::parse_options{e.range().start});
        if (parsed.diagnostics.has_errors()) {
            diags.append(std::move(parsed.diagnostics));
            return type::dynamic();
        }
        return evaluate_type_expression(parsed.expression, false, diags);
    }
    if (!(v.type() == type_type())) {
        diags.add_error("Invalid type expression", "A type is required, not " + v.type().friendly_name() + ".");
        return type::dynamic();
    }
    if (!v.is_known()) return type::dynamic();
    const auto& p = payload_of(v);
    if (p.optional) {
        diags.add_error("Invalid type expression", std::string(optional_misplaced) + ".", e.range());
        return type::dynamic();
    }
    return p.type;
}

const function_table& spec_definition_functions() {
    static const function_table table = [] {
        const function_table all = stdlib::functions();
        function_table out;
        for (const char* name : {"abs", "coalesce", "concat", "hasindex", "int", "jsondecode", "jsonencode", "length",
                                 "lower", "max", "min", "strlen", "substr", "upper"}) {
            out.emplace(name, all.at(name));
        }
        // The spec language's `reverse` reverses a string (the standard
        // library's `strrev`; its `reverse` reverses a list).
        out.emplace("reverse", all.at("strrev"));
        return out;
    }();
    return table;
}

const std::shared_ptr<const eval_context>& definition_function_context() {
    static const std::shared_ptr<const eval_context> ctx = [] {
        auto c = std::make_shared<eval_context>();
        c->functions() = spec_definition_functions();
        return std::shared_ptr<const eval_context>(std::move(c));
    }();
    return ctx;
}

}  // namespace spec::detail
HCL_END_NAMESPACE
