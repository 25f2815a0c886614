// The reference's arithmetic operators on hcl::number.
//
// Each operation computes the exact result (or, for division, enough quotient
// bits plus a sticky bit) and rounds once. Inline operands take a 128-bit
// path when the exact result fits there; it produces the same value.
#include "number/number_impl.hpp"

#include <algorithm>

HCL_BEGIN_NAMESPACE

using detail::big_int;
using detail::bit_length;
using detail::int128;
using detail::uint128;
using access = number::access;

namespace {

bool both_small(const number& a, const number& b) {
    return access::small_form_enabled && access::is_small(a) && access::is_small(b);
}

std::uint64_t magnitude_of(std::int64_t m) { return m < 0 ? 0 - static_cast<std::uint64_t>(m) : static_cast<std::uint64_t>(m); }

// a + b rounded to `precision`; nullopt for opposite infinities.
std::optional<number> add_rounded(const number& a, const number& b, unsigned precision) {
    if (auto quick = access::small_integer_sum(a, b, precision)) return quick;
    if (a.is_infinite() || b.is_infinite()) {
        if (a.is_infinite() && b.is_infinite() && a.is_negative() != b.is_negative()) return std::nullopt;
        return access::inf(a.is_infinite() ? a.is_negative() : b.is_negative(), precision);
    }
    if (a.is_zero() && b.is_zero()) return access::zero(a.sign_bit() && b.sign_bit(), precision);
    const number& only = a.is_zero() ? b : a;
    if (a.is_zero() || b.is_zero()) {
        if (access::small_form_enabled && access::is_small(only)) {
            const std::int64_t m = access::small_mantissa(only);
            return access::make_u64(m < 0, magnitude_of(m), access::small_exponent(only), precision);
        }
        auto u = access::unpack(only);
        return access::make(u.negative, std::move(u.magnitude), u.exponent, precision);
    }
    if (both_small(a, b)) {
        const std::int32_t ea = access::small_exponent(a), eb = access::small_exponent(b);
        const std::int32_t low = std::min(ea, eb);
        const std::int64_t ma = access::small_mantissa(a), mb = access::small_mantissa(b);
        // Both aligned to the lower exponent within 62 bits (integers and
        // short decimals, usually): one 64-bit addition that cannot overflow.
        if (bit_length(magnitude_of(ma)) + (ea - low) <= 62 && bit_length(magnitude_of(mb)) + (eb - low) <= 62) {
            const std::int64_t sum = ma * (std::int64_t{1} << (ea - low)) + mb * (std::int64_t{1} << (eb - low));
            if (sum == 0) return access::zero(false, precision);
            return access::make_u64(sum < 0, magnitude_of(sum), low, precision);
        }
        // Mantissas have at most 63 bits; shifted ones must stay below 2^126.
        if (bit_length(magnitude_of(ma)) + (ea - low) <= 125 && bit_length(magnitude_of(mb)) + (eb - low) <= 125) {
            const int128 sum = (int128(ma) << (ea - low)) + (int128(mb) << (eb - low));
            if (sum == 0) return access::zero(false, precision);
            return access::make(sum < 0, sum < 0 ? uint128(-sum) : uint128(sum), low, precision);
        }
    }
    auto ua = access::unpack(a);
    auto ub = access::unpack(b);
    const std::int64_t low = std::min(ua.exponent, ub.exponent);
    ua.magnitude <<= static_cast<unsigned>(ua.exponent - low);
    ub.magnitude <<= static_cast<unsigned>(ub.exponent - low);
    if (ua.negative == ub.negative) {
        return access::make(ua.negative, ua.magnitude + ub.magnitude, low, precision);
    }
    const int c = ua.magnitude.compare(ub.magnitude);
    if (c == 0) return access::zero(false, precision);  // x + (-x) is +0
    if (c > 0) return access::make(ua.negative, ua.magnitude - ub.magnitude, low, precision);
    return access::make(ub.negative, ub.magnitude - ua.magnitude, low, precision);
}

// a * b rounded to `precision`; nullopt for 0 * inf.
std::optional<number> multiply_rounded(const number& a, const number& b, unsigned precision) {
    const bool negative = a.sign_bit() != b.sign_bit();
    if (a.is_infinite() || b.is_infinite()) {
        if (a.is_zero() || b.is_zero()) return std::nullopt;
        return access::inf(negative, precision);
    }
    if (a.is_zero() || b.is_zero()) return access::zero(negative, precision);
    if (both_small(a, b)) {
        const uint128 product = uint128(magnitude_of(access::small_mantissa(a))) * magnitude_of(access::small_mantissa(b));
        return access::make(negative, product, std::int64_t(access::small_exponent(a)) + access::small_exponent(b), precision);
    }
    auto ua = access::unpack(a);
    auto ub = access::unpack(b);
    return access::make(negative, ua.magnitude * ub.magnitude, ua.exponent + ub.exponent, precision);
}

// a / b rounded to `precision`; nullopt for 0/0 and inf/inf.
std::optional<number> divide_rounded(const number& a, const number& b, unsigned precision) {
    const bool negative = a.sign_bit() != b.sign_bit();
    if ((a.is_zero() && b.is_zero()) || (a.is_infinite() && b.is_infinite())) return std::nullopt;
    if (a.is_infinite()) return access::inf(negative, precision);
    if (b.is_infinite()) return access::zero(negative, precision);
    if (b.is_zero()) return access::inf(negative, precision);
    if (a.is_zero()) return access::zero(negative, precision);
    if (both_small(a, b)) {
        const std::uint64_t ma = magnitude_of(access::small_mantissa(a));
        const std::uint64_t mb = magnitude_of(access::small_mantissa(b));
        if (ma % mb == 0) {  // exact quotient (mb is odd, so this covers x / 2^k)
            return access::make(negative, uint128(ma / mb),
                                std::int64_t(access::small_exponent(a)) - access::small_exponent(b), precision);
        }
    }
    auto ua = access::unpack(a);
    auto ub = access::unpack(b);
    // Enough quotient bits for the rounding bit; the remainder is the sticky bit.
    const int shift = std::max(0, static_cast<int>(precision) + 2 + bit_length(ub.magnitude) - bit_length(ua.magnitude));
    ua.magnitude <<= static_cast<unsigned>(shift);
    big_int quotient, remainder;
    boost::multiprecision::divide_qr(ua.magnitude, ub.magnitude, quotient, remainder);
    return access::make(negative, std::move(quotient), ua.exponent - ub.exponent - shift, precision,
                        !remainder.is_zero());
}

unsigned larger_precision(const number& a, const number& b) { return std::max(a.precision(), b.precision()); }

}  // namespace

std::optional<number> add(const number& a, const number& b) { return add_rounded(a, b, larger_precision(a, b)); }

std::optional<number> subtract(const number& a, const number& b) {
    return add_rounded(a, b.negate(), larger_precision(a, b));
}

std::optional<number> multiply(const number& a, const number& b) {
    // The reference rounds the product to 512 bits and then widens the
    // precision to what the rounded product needs.
    const unsigned operands = larger_precision(a, b);
    auto product = multiply_rounded(a, b, number::default_precision);
    if (!product) return std::nullopt;
    unsigned needed = 0;
    if (access::is_small(*product)) needed = static_cast<unsigned>(bit_length(magnitude_of(access::small_mantissa(*product))));
    else if (access::is_big(*product)) needed = static_cast<unsigned>(bit_length(access::big(*product).mantissa));
    access::set_precision(*product, std::max(operands, needed));
    return product;
}

std::optional<number> divide(const number& a, const number& b) {
    return divide_rounded(a, b, larger_precision(a, b));
}

std::optional<number> modulo(const number& a, const number& b) {
    // Infinite operands have no remainder in the reference (its shortcut for
    // them never triggers for computed infinities, and the general formula
    // fails on them).
    if (a.is_infinite() || b.is_infinite()) return std::nullopt;
    if (b.is_zero()) return a;
    const auto ratio = divide(a, b);
    if (!ratio || ratio->is_infinite()) return std::nullopt;
    // a - b * trunc(a / b), each step rounded to the dividend's precision.
    const unsigned precision = a.precision();
    auto quotient = access::unpack(*ratio);
    if (quotient.exponent < 0) {
        const auto shift = static_cast<std::uint64_t>(-quotient.exponent);
        if (shift >= static_cast<std::uint64_t>(bit_length(quotient.magnitude))) quotient.magnitude = 0;
        else quotient.magnitude >>= static_cast<unsigned>(shift);
        quotient.exponent = 0;
    }
    const bool negative = quotient.negative && !quotient.magnitude.is_zero();
    const number whole = access::make(negative, std::move(quotient.magnitude), quotient.exponent, precision);
    auto product = multiply_rounded(b, whole, precision);
    if (!product) return std::nullopt;
    return add_rounded(a, product->negate(), precision);
}

HCL_END_NAMESPACE
