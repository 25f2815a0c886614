// Types as values and the `convert` function (reference-behaviour §7.1).
// A type-constraint parameter reads its argument as a type expression
// (`list(string)`), not as a value; the function then sees a capsule
// carrying the type.
#include <hcl/convert.hpp>
#include <hcl/function.hpp>
#include <hcl/stdlib.hpp>
#include <hcl/type_expression.hpp>

#include <memory>
#include <string>
#include <utility>

HCL_BEGIN_NAMESPACE

namespace {

// Two capsules are equal when they carry the same type, whatever the
// payload's address; the type-expression text orders them in sets.
struct type_capsule_operations final : capsule_operations {
    bool equals(const void* a, const void* b) const override {
        return *static_cast<const hcl::type*>(a) == *static_cast<const hcl::type*>(b);
    }
    std::string hash_key(const void* p) const override {
        return type_to_expression_text(*static_cast<const hcl::type*>(p));
    }
    std::string describe(const void* p) const override { return hash_key(p); }
};

}  // namespace

const hcl::type& type_constraint_type() {
    static const hcl::type t =
        hcl::type::capsule("type constraint", std::make_shared<const type_capsule_operations>());
    return t;
}

value type_constraint_value(hcl::type t) {
    return value::capsule(type_constraint_type(), std::make_shared<const hcl::type>(std::move(t)));
}

const hcl::type* type_from_constraint_value(const value& v) {
    if (v.type() != type_constraint_type() || v.is_null() || !v.is_known()) return nullptr;
    return static_cast<const hcl::type*>(v.capsule_payload().get());
}

parameter type_constraint_parameter(std::string name, std::string description) {
    parameter p = expression_parameter(std::move(name), std::move(description));
    p.type = type_constraint_type();
    p.decode_expression = [](const expression_closure& closure, diagnostics& diags) {
        diagnostics here;
        hcl::type t = type_constraint_from_expression(closure.expr, here);
        const bool failed = here.has_errors();
        diags += std::move(here);
        return failed ? value::dynamic() : type_constraint_value(std::move(t));
    };
    return p;
}

function convert_function() {
    function_spec spec;
    spec.description = "Converts a value to the type a type-constraint expression describes.";
    parameter v;
    v.name = "value";
    v.allow_null = true;
    v.allow_dynamic = true;
    spec.parameters = {std::move(v), type_constraint_parameter("type")};
    // The target type alone does not decide the result type: `any` and
    // nested `any` take the argument's own types.
    spec.result_type = [](std::span<const value> args) -> call_result<hcl::type> {
        const hcl::type* want = type_from_constraint_value(args[1]);
        if (!want) return hcl::type::dynamic();
        auto converted = convert(args[0], *want);
        if (!converted) return argument_error(0, converted.error().to_string());
        return converted->type();
    };
    // Converts to the constraint again rather than to the result type: with
    // optional attributes the result type has them as plain attributes,
    // which the argument may lack.
    spec.implementation = [](std::span<const value> args, const hcl::type&) -> call_result<value> {
        const hcl::type* want = type_from_constraint_value(args[1]);
        if (!want) return call_failed("the type argument is not a type");
        auto converted = convert(args[0], *want);
        if (!converted) return argument_error(0, converted.error().to_string());
        return std::move(converted).value();
    };
    return function(std::move(spec));
}

void stdlib::add_type_conversion_functions(function_table& table) {
    table.insert_or_assign("convert", convert_function());
}

HCL_END_NAMESPACE
