// Logic operators on bools (reference behaviour §1.5). These are the
// operator *functions*: an unknown operand gives an unknown bool even when
// the other operand alone would decide (false && unknown). Letting a known
// deciding side win is the expression evaluator's business, where the
// reference also discards the other side's diagnostics.
#include <hcl/operations.hpp>

#include "values/operations_support.hpp"

HCL_BEGIN_NAMESPACE

result<value> logical_and(const value& a, const value& b) {
    if (auto early = detail::check_operands(type::boolean(), type::boolean(), {&a, &b})) return std::move(*early);
    return value::boolean(a.as_bool() && b.as_bool());
}

result<value> logical_or(const value& a, const value& b) {
    if (auto early = detail::check_operands(type::boolean(), type::boolean(), {&a, &b})) return std::move(*early);
    return value::boolean(a.as_bool() || b.as_bool());
}

result<value> logical_not(const value& a) {
    if (auto early = detail::check_operands(type::boolean(), type::boolean(), {&a})) return std::move(*early);
    return value::boolean(!a.as_bool());
}

HCL_END_NAMESPACE
