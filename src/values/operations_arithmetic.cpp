// Arithmetic operators on numbers (information model: "Primitive Types";
// reference behaviour §1.5). Infinities are numbers; an operation whose
// result would be "not a number" fails instead.
#include <hcl/operations.hpp>

#include "number/range_message.hpp"
#include "values/operations_support.hpp"

#include <optional>

HCL_BEGIN_NAMESPACE

namespace {

using number_operation = std::optional<number> (*)(const number&, const number&);

enum class arithmetic { add, subtract, multiply, divide, modulo };

// Whether `r`, the result of a op b, left number's exponent range: the exact
// result is finite and non-zero, but the number became an infinity or a
// zero. The reference's range is so much wider (2^±2^31) that it keeps such a
// result; an error here is better than a silently different value.
bool left_range(arithmetic op, const number& a, const number& b, const number& r) {
    if (a.is_infinite() || b.is_infinite()) return false;  // infinities and zeros from them are exact
    if (r.is_infinite()) return op != arithmetic::divide || !b.is_zero();  // x / 0 is a true infinity
    if (!r.is_zero()) return false;
    switch (op) {
    case arithmetic::add: return a != b.negate();  // nothing else sums to exactly zero
    case arithmetic::subtract: return a != b;
    case arithmetic::multiply:
    case arithmetic::divide: return !a.is_zero() && !b.is_zero();
    case arithmetic::modulo: return false;  // a zero remainder cannot be told from a lost one
    }
    return false;
}

result<value> binary(const value& a, const value& b, arithmetic kind, number_operation op,
                     const char* undefined_message) {
    if (auto early = detail::check_operands(type::number(), type::number(), {&a, &b})) return std::move(*early);
    const number& x = a.as_number();
    const number& y = b.as_number();
    auto n = op(x, y);
    // Finite operands: a failed modulo had its quotient leave the range.
    if (!n && kind == arithmetic::modulo && !x.is_infinite() && !y.is_infinite()) {
        return fail(detail::number_out_of_range_message);
    }
    if (!n) return fail(undefined_message);
    if ((n->is_infinite() || n->is_zero()) && left_range(kind, x, y, *n)) {
        return fail(detail::number_out_of_range_message);
    }
    return value::number(std::move(*n));
}

}  // namespace

result<value> add(const value& a, const value& b) {
    return binary(a, b, arithmetic::add, [](const number& x, const number& y) { return add(x, y); },
                  "can't compute sum of opposing infinities");
}

result<value> subtract(const value& a, const value& b) {
    return binary(a, b, arithmetic::subtract, [](const number& x, const number& y) { return subtract(x, y); },
                  "can't subtract infinity from itself");
}

result<value> multiply(const value& a, const value& b) {
    return binary(a, b, arithmetic::multiply, [](const number& x, const number& y) { return multiply(x, y); },
                  "can't multiply zero by infinity");
}

result<value> divide(const value& a, const value& b) {
    return binary(a, b, arithmetic::divide, [](const number& x, const number& y) { return divide(x, y); },
                  "can't divide zero by zero or infinity by infinity");
}

result<value> modulo(const value& a, const value& b) {
    // The reference fails for every modulo that involves an infinity
    // (5 % (1/0) included), not only for the undefined ones.
    return binary(
        a, b, arithmetic::modulo,
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
