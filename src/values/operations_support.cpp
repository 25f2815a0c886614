#include "values/operations_support.hpp"

HCL_BEGIN_NAMESPACE
namespace detail {

std::optional<result<value>> check_operands(const type& parameter, const type& result_type,
                                            std::initializer_list<const value*> operands) {
    // Nulls are rejected before unknowns are considered: `null + unknown`
    // fails rather than producing an unknown number.
    for (const value* v : operands) {
        if (v->is_null()) return result<value>(fail("argument must not be null"));
    }
    for (const value* v : operands) {
        const auto& t = v->type();
        if (!t.is_dynamic() && !(t == parameter)) {
            return result<value>(fail(parameter.friendly_name() + " required"));
        }
    }
    for (const value* v : operands) {
        if (!v->is_known()) return result<value>(value::unknown(result_type));
    }
    return std::nullopt;
}

bool numbers_equal(const number& a, const number& b) {
    if (a.sign() != b.sign()) return false;
    if (a.sign() == 0) return true;  // both zero, whatever their signs
    if (a.is_infinite() || b.is_infinite()) return a.is_infinite() && b.is_infinite();
    // At one precision the shortest text identifies the value, so numeric
    // comparison gives the same answer without producing any text.
    if (a.precision() == b.precision()) return a == b;
    // Integers of magnitude up to 2^53 print exactly at any precision >= 53.
    constexpr std::int64_t limit = std::int64_t{1} << 53;
    if (a.precision() >= 53 && b.precision() >= 53) {
        const auto x = a.to_int64();
        const auto y = b.to_int64();
        if (x && y && *x <= limit && *x >= -limit && *y <= limit && *y >= -limit) return *x == *y;
    }
    return a.to_string() == b.to_string();
}

}  // namespace detail
HCL_END_NAMESPACE
