// Ordering operators on numbers (reference behaviour §1.5). Infinities order
// beyond every finite number; -0 and 0 are the same.
#include <hcl/operations.hpp>

#include "values/operations_support.hpp"

#include <compare>

HCL_BEGIN_NAMESPACE

namespace {

template <class Predicate>
result<value> ordering(const value& a, const value& b, Predicate holds) {
    if (auto early = detail::check_operands(type::number(), type::boolean(), {&a, &b})) return std::move(*early);
    return value::boolean(holds(compare(a.as_number(), b.as_number())));
}

}  // namespace

result<value> less_than(const value& a, const value& b) {
    return ordering(a, b, [](std::strong_ordering o) { return o < 0; });
}

result<value> less_or_equal(const value& a, const value& b) {
    return ordering(a, b, [](std::strong_ordering o) { return o <= 0; });
}

result<value> greater_than(const value& a, const value& b) {
    return ordering(a, b, [](std::strong_ordering o) { return o > 0; });
}

result<value> greater_or_equal(const value& a, const value& b) {
    return ordering(a, b, [](std::strong_ordering o) { return o >= 0; });
}

HCL_END_NAMESPACE
