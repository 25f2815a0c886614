// Conversions between hcl::number and Boost.Multiprecision types.
#include <hcl/number_boost.hpp>

#include "number/number_impl.hpp"

#include <algorithm>

HCL_BEGIN_NAMESPACE

using detail::big_int;
using detail::bit_length;
using access = number::access;

std::optional<boost::multiprecision::cpp_rational> to_rational(const number& n) {
    if (n.is_infinite()) return std::nullopt;
    if (n.is_zero()) return boost::multiprecision::cpp_rational(0);
    const auto u = access::unpack(n);
    boost::multiprecision::cpp_rational r;
    if (u.exponent >= 0) r = boost::multiprecision::cpp_rational(big_int(u.magnitude << static_cast<unsigned>(u.exponent)));
    else r = boost::multiprecision::cpp_rational(u.magnitude, big_int(big_int(1) << static_cast<unsigned>(-u.exponent)));
    return u.negative ? -r : r;
}

std::optional<boost::multiprecision::cpp_int> to_cpp_int(const number& n) {
    if (!n.is_integer()) return std::nullopt;
    if (n.is_zero()) return big_int(0);
    const auto u = access::unpack(n);
    big_int v = u.magnitude << static_cast<unsigned>(u.exponent);
    return u.negative ? big_int(-v) : v;
}

bin_float_512 to_bin_float(const number& n) {
    if (n.is_infinite()) {
        const auto inf = std::numeric_limits<bin_float_512>::infinity();
        return n.is_negative() ? bin_float_512(-inf) : inf;
    }
    if (n.is_zero()) return n.sign_bit() ? bin_float_512(-bin_float_512(0)) : bin_float_512(0);
    const auto u = access::unpack(n);
    // Round the mantissa ourselves (nearest-even) when the precision exceeds 512 bits.
    big_int magnitude = u.magnitude;
    std::int64_t exponent = u.exponent;
    detail::round_in_place(magnitude, exponent, 512, false);
    bin_float_512 v = boost::multiprecision::ldexp(bin_float_512(magnitude), static_cast<int>(exponent));
    return u.negative ? bin_float_512(-v) : v;
}

std::optional<number> from_bin_float(const bin_float_512& v) {
    using boost::multiprecision::isinf;
    using boost::multiprecision::isnan;
    if (isnan(v)) return std::nullopt;
    if (isinf(v)) return number::infinity(v < 0);
    if (v == 0) return access::zero(boost::multiprecision::signbit(v) != 0, number::default_precision);
    int exponent = 0;
    const bin_float_512 fraction = boost::multiprecision::frexp(boost::multiprecision::abs(v), &exponent);
    // fraction is in [0.5, 1) with 512 significant bits: scaling by 2^512 makes it an integer.
    const big_int magnitude = boost::multiprecision::ldexp(fraction, 512).convert_to<big_int>();
    return access::make(v < 0, magnitude, std::int64_t(exponent) - 512, number::default_precision);
}

std::optional<number> from_rational(const boost::multiprecision::cpp_rational& v, unsigned precision) {
    precision = detail::clamp_precision(precision);
    const big_int numerator = boost::multiprecision::numerator(v);
    const big_int denominator = boost::multiprecision::denominator(v);
    if (denominator.is_zero()) return std::nullopt;
    if (numerator.is_zero()) return access::zero(false, precision);
    const bool negative = (numerator < 0) != (denominator < 0);
    const big_int a = boost::multiprecision::abs(numerator);
    const big_int b = boost::multiprecision::abs(denominator);
    // Enough quotient bits for the rounding bit, then a sticky bit.
    const int shift = std::max(0, static_cast<int>(precision) + 2 + bit_length(b) - bit_length(a));
    big_int quotient, remainder;
    boost::multiprecision::divide_qr(big_int(a << static_cast<unsigned>(shift)), b, quotient, remainder);
    return access::make(negative, std::move(quotient), -shift, precision, !remainder.is_zero());
}

number from_cpp_int(const boost::multiprecision::cpp_int& v) {
    const big_int magnitude = boost::multiprecision::abs(v);
    const unsigned precision = static_cast<unsigned>(std::max(64, bit_length(magnitude)));
    return access::make(v < 0, magnitude, 0, precision);
}

HCL_END_NAMESPACE
