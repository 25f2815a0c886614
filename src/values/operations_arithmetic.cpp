// Arithmetic operators on numbers (information model: "Primitive Types";
// reference behaviour §1.5). Infinities are numbers; an operation whose
// result would be "not a number" fails instead.
#include <hcl/operations.hpp>

#include "values/operations_support.hpp"

#include <optional>

HCL_BEGIN_NAMESPACE

namespace {

using number_operation = std::optional<number> (*)(const number&, const number&);

result<value> binary(const value& a, const value& b, number_operation op, const char* undefined_message) {
    if (auto early = detail::check_operands(type::number(), type::number(), {&a, &b})) return std::move(*early);
    auto n = op(a.as_number(), b.as_number());
    if (!n) return fail(undefined_message);
    return value::number(std::move(*n));
}

}  // namespace

result<value> add(const value& a, const value& b) {
    return binary(a, b, [](const number& x, const number& y) { return add(x, y); },
                  "can't compute sum of opposing infinities");
}

result<value> subtract(const value& a, const value& b) {
    return binary(a, b, [](const number& x, const number& y) { return subtract(x, y); },
                  "can't subtract infinity from itself");
}

result<value> multiply(const value& a, const value& b) {
    return binary(a, b, [](const number& x, const number& y) { return multiply(x, y); },
                  "can't multiply zero by infinity");
}

result<value> divide(const value& a, const value& b) {
    return binary(a, b, [](const number& x, const number& y) { return divide(x, y); },
                  "can't divide zero by zero or infinity by infinity");
}

result<value> modulo(const value& a, const value& b) {
    // The reference fails for every modulo that involves an infinity
    // (5 % (1/0) included), not only for the undefined ones.
    return binary(
        a, b,
        [](const number& x, const number& y) -> std::optional<number> {
            if (x.is_infinite() || y.is_infinite()) return std::nullopt;
            return modulo(x, y);
        },
        "can't use modulo with zero and infinity");
}

result<value> negate(const value& a) {
    if (auto early = detail::check_operands(type::number(), type::number(), {&a})) return std::move(*early);
    return value::number(a.as_number().negate());
}

HCL_END_NAMESPACE
