// Each operator function is built once, on first use, and shared.
#include <hcl/operations.hpp>
#include <hcl/operator_functions.hpp>

#include <utility>

HCL_BEGIN_NAMESPACE
namespace operator_functions {
namespace {

using binary_operation = result<value> (*)(const value&, const value&);
using unary_operation = result<value> (*)(const value&);

struct operand_rules {
    bool allow_null = false;
    bool allow_unknown = false;
};

parameter operand(const char* name, const type& t, operand_rules rules) {
    parameter p;
    p.name = name;
    p.type = t;
    p.allow_null = rules.allow_null;
    p.allow_unknown = rules.allow_unknown;
    p.allow_dynamic = true;  // every operator tolerates the dynamic pseudo-type
    return p;
}

function binary(const char* description, const type& operand_type, operand_rules rules,
                const type& result, binary_operation operation) {
    function_spec spec;
    spec.description = description;
    spec.parameters = {operand("a", operand_type, rules), operand("b", operand_type, rules)};
    spec.result_type = static_result_type(result);
    spec.implementation = [operation](std::span<const value> args,
                                      const type&) -> call_result<value> {
        return operation(args[0], args[1]);
    };
    return function(std::move(spec));
}

function unary(const char* description, const char* name, const type& operand_type,
               const type& result, unary_operation operation) {
    function_spec spec;
    spec.description = description;
    spec.parameters = {operand(name, operand_type, {})};
    spec.result_type = static_result_type(result);
    spec.implementation = [operation](std::span<const value> args,
                                      const type&) -> call_result<value> {
        return operation(args[0]);
    };
    return function(std::move(spec));
}

// hcl::equals cannot fail; adapt it to the shape of the other operations.
result<value> equal_operation(const value& a, const value& b) { return equals(a, b); }
result<value> not_equal_operation(const value& a, const value& b) { return not_equals(a, b); }

constexpr operand_rules strict{};  // no null, no unknown
constexpr operand_rules ordering{.allow_null = false, .allow_unknown = true};
constexpr operand_rules equality{.allow_null = true, .allow_unknown = true};

}  // namespace

const function& add() {
    static const function instance =
        binary("Returns the sum of a and b.", type::number(), strict, type::number(), &hcl::add);
    return instance;
}

const function& subtract() {
    static const function instance =
        binary("Returns a minus b.", type::number(), strict, type::number(), &hcl::subtract);
    return instance;
}

const function& multiply() {
    static const function instance = binary("Returns the product of a and b.", type::number(),
                                            strict, type::number(), &hcl::multiply);
    return instance;
}

const function& divide() {
    static const function instance =
        binary("Returns a divided by b.", type::number(), strict, type::number(), &hcl::divide);
    return instance;
}

const function& modulo() {
    static const function instance = binary("Returns the remainder of dividing a by b.",
                                            type::number(), strict, type::number(), &hcl::modulo);
    return instance;
}

const function& negate() {
    static const function instance = unary("Returns num with its sign inverted.", "num",
                                           type::number(), type::number(), &hcl::negate);
    return instance;
}

const function& less_than() {
    static const function instance = binary("Returns whether a is less than b.", type::number(),
                                            ordering, type::boolean(), &hcl::less_than);
    return instance;
}

const function& less_or_equal() {
    static const function instance =
        binary("Returns whether a is less than or equal to b.", type::number(), ordering,
               type::boolean(), &hcl::less_or_equal);
    return instance;
}

const function& greater_than() {
    static const function instance = binary("Returns whether a is greater than b.", type::number(),
                                            ordering, type::boolean(), &hcl::greater_than);
    return instance;
}

const function& greater_or_equal() {
    static const function instance =
        binary("Returns whether a is greater than or equal to b.", type::number(), ordering,
               type::boolean(), &hcl::greater_or_equal);
    return instance;
}

const function& equal() {
    static const function instance = binary("Returns whether a and b are equal.", type::dynamic(),
                                            equality, type::boolean(), &equal_operation);
    return instance;
}

const function& not_equal() {
    static const function instance = binary("Returns whether a and b differ.", type::dynamic(),
                                            equality, type::boolean(), &not_equal_operation);
    return instance;
}

const function& logical_and() {
    static const function instance =
        binary("Returns whether both a and b are true.", type::boolean(), strict, type::boolean(),
               &hcl::logical_and);
    return instance;
}

const function& logical_or() {
    static const function instance = binary("Returns whether a or b is true.", type::boolean(),
                                            strict, type::boolean(), &hcl::logical_or);
    return instance;
}

const function& logical_not() {
    static const function instance = unary("Returns the opposite of val.", "val", type::boolean(),
                                           type::boolean(), &hcl::logical_not);
    return instance;
}

}  // namespace operator_functions
HCL_END_NAMESPACE
