// The logic functions not, and, or: the operators as callable functions.
#include "stdlib/stdlib_support.hpp"

#include <hcl/operations.hpp>
#include <hcl/stdlib.hpp>

HCL_BEGIN_NAMESPACE
namespace stdlib {

using namespace detail;

namespace {

constexpr unsigned bool_flags = allow_dynamic | allow_marked;

function_spec binary_logic(std::string description,
                           result<value> (*op)(const value&, const value&)) {
    function_spec spec;
    spec.description = std::move(description);
    spec.parameters = {param("a", type::boolean(), bool_flags),
                       param("b", type::boolean(), bool_flags)};
    spec.result_type = static_result_type(type::boolean());
    spec.implementation = [op](std::span<const value> args, const type&) -> call_result<value> {
        return op(args[0], args[1]);
    };
    return spec;
}

}  // namespace

void add_logic_functions(function_table& table) {
    function_spec not_spec;
    not_spec.description = "Applies the logical NOT operation to the given boolean value.";
    not_spec.parameters = {param("val", type::boolean(), bool_flags)};
    not_spec.result_type = static_result_type(type::boolean());
    not_spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
        return logical_not(args[0]);
    };
    define(table, "not", std::move(not_spec));
    define(table, "and",
           binary_logic("Applies the logical AND operation to the given boolean values.",
                        logical_and));
    define(
        table, "or",
        binary_logic("Applies the logical OR operation to the given boolean values.", logical_or));
}

}  // namespace stdlib
HCL_END_NAMESPACE
