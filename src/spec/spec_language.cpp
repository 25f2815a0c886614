// The expression language of spec files: type expressions, evaluated as the
// reference hcldec evaluates them (type names are variables holding types,
// list/set/map/tuple/object are functions building types), and the spec
// definition functions available to literal values, transform results and
// user functions.
#include "spec/spec_language.hpp"

#include <hcl/native/parse.hpp>
#include <hcl/stdlib.hpp>

#include <memory>
#include <string>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace spec::detail {

namespace {

struct type_capsule_operations final : capsule_operations {
    bool equals(const void* a, const void* b) const override {
        return *static_cast<const hcl::type*>(a) == *static_cast<const hcl::type*>(b);
    }
    std::string describe(const void* p) const override {
        return static_cast<const hcl::type*>(p)->to_type_expression();
    }
};

// The values of type expressions: a capsule named "type", as in the
// reference, so messages read "type required".
const hcl::type& type_type() {
    static const hcl::type t = hcl::type::capsule("type", std::make_shared<const type_capsule_operations>());
    return t;
}

value wrap(hcl::type t) { return value::capsule(type_type(), std::make_shared<const hcl::type>(std::move(t))); }

const hcl::type& unwrap(const value& v) { return *static_cast<const hcl::type*>(v.capsule_payload().get()); }

function type_builder(std::string parameter_name, hcl::type parameter_type,
                      std::function<hcl::type(const value&)> build) {
    function_spec f;
    f.parameters.push_back(parameter{.name = std::move(parameter_name), .type = std::move(parameter_type)});
    f.result_type = static_result_type(type_type());
    f.implementation = [build = std::move(build)](std::span<const value> args, const hcl::type&) -> call_result<value> {
        return wrap(build(args[0]));
    };
    return function(std::move(f));
}

eval_context make_type_context() {
    eval_context ctx;
    ctx.set_variable("string", wrap(type::string()));
    ctx.set_variable("bool", wrap(type::boolean()));
    ctx.set_variable("number", wrap(type::number()));
    ctx.set_variable("any", wrap(type::dynamic()));
    ctx.set_function("list", type_builder("element_type", type_type(), [](const value& v) { return type::list(unwrap(v)); }));
    ctx.set_function("set", type_builder("element_type", type_type(), [](const value& v) { return type::set(unwrap(v)); }));
    ctx.set_function("map", type_builder("element_type", type_type(), [](const value& v) { return type::map(unwrap(v)); }));
    ctx.set_function("tuple", type_builder("element_types", type::list(type_type()), [](const value& v) {
                         std::vector<hcl::type> elements;
                         for (const auto& e : v.elements()) elements.push_back(unwrap(e));
                         return type::tuple(std::move(elements));
                     }));
    ctx.set_function("object", type_builder("attribute_types", type::map(type_type()), [](const value& v) {
                         std::vector<std::pair<std::string, hcl::type>> attributes;
                         for (const auto& [name, t] : v.attributes()) attributes.emplace_back(name, unwrap(t));
                         return type::object(std::move(attributes));
                     }));
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
    return unwrap(v);
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

}  // namespace spec::detail
HCL_END_NAMESPACE
