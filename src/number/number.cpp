// Construction, rounding, queries, conversions and comparison of hcl::number.
#include "number/number_impl.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

HCL_BEGIN_NAMESPACE

using detail::big_int;
using detail::bit_length;
using detail::uint128;

namespace detail {

bool round_in_place(big_int& magnitude, std::int64_t& exponent, unsigned precision, bool sticky) {
    bool exact = !sticky;
    if (magnitude.is_zero()) return exact;
    const int length = bit_length(magnitude);
    if (length > static_cast<int>(precision)) {
        const unsigned shift = static_cast<unsigned>(length) - precision;
        const bool half = boost::multiprecision::bit_test(magnitude, shift - 1);
        const bool below = sticky || boost::multiprecision::lsb(magnitude) < shift - 1;
        magnitude >>= shift;
        exponent += shift;
        if (half || below) exact = false;
        if (half && (below || boost::multiprecision::bit_test(magnitude, 0))) ++magnitude;
    }
    const unsigned zeros = boost::multiprecision::lsb(magnitude);
    magnitude >>= zeros;
    exponent += zeros;
    return exact;
}

bool round_in_place(uint128& magnitude, std::int64_t& exponent, unsigned precision, bool sticky) {
    bool exact = !sticky;
    if (magnitude == 0) return exact;
    const int length = bit_length(magnitude);
    if (length > static_cast<int>(precision)) {
        const unsigned shift = static_cast<unsigned>(length) - precision;
        const bool half = ((magnitude >> (shift - 1)) & 1) != 0;
        const uint128 below_mask = (uint128(1) << (shift - 1)) - 1;
        const bool below = sticky || (magnitude & below_mask) != 0;
        magnitude >>= shift;
        exponent += shift;
        if (half || below) exact = false;
        if (half && (below || (magnitude & 1) != 0)) ++magnitude;
    }
    const auto lo = static_cast<std::uint64_t>(magnitude);
    const unsigned zeros = lo != 0 ? static_cast<unsigned>(__builtin_ctzll(lo))
                                   : 64u + static_cast<unsigned>(__builtin_ctzll(static_cast<std::uint64_t>(magnitude >> 64)));
    magnitude >>= zeros;
    exponent += zeros;
    return exact;
}

}  // namespace detail

// ---- number::access ---------------------------------------------------------

number number::access::zero(bool negative, unsigned precision) noexcept {
    number n;
    n.precision_ = static_cast<std::uint16_t>(detail::clamp_precision(precision));
    n.negative_zero_ = negative;
    return n;
}

number number::access::inf(bool negative, unsigned precision) noexcept {
    number n;
    n.precision_ = static_cast<std::uint16_t>(detail::clamp_precision(precision));
    n.form_ = negative ? form::neg_inf : form::pos_inf;
    return n;
}

namespace {

// Range check and final placement of an already rounded, odd magnitude.
template <class Int>
number place(bool negative, Int&& magnitude, std::int64_t exponent, unsigned precision, bool* exact,
             bool* beyond_limit) {
    const std::int64_t top = bit_length(magnitude) + exponent;
    if (top > number::max_exponent || top < number::min_exponent) {
        if (exact) *exact = false;
        // The reference's exponent is a 32-bit integer; within it, its value is finite and non-zero.
        if (beyond_limit && top <= std::numeric_limits<std::int32_t>::max() &&
            top >= std::numeric_limits<std::int32_t>::min()) {
            *beyond_limit = true;
        }
        return top > 0 ? number::access::inf(negative, precision)
                       : number::access::zero(negative, precision);
    }
    number n = number::access::zero(false, precision);
    if (number::access::small_form_enabled && bit_length(magnitude) <= 63) {
        const auto m = static_cast<std::int64_t>(static_cast<std::uint64_t>(magnitude));
        return number::access::small_unchecked(n, negative ? -m : m, static_cast<std::int32_t>(exponent));
    }
    auto big = std::make_shared<detail::big_float>();
    big->mantissa = big_int(std::forward<Int>(magnitude));
    big->exponent = static_cast<std::int32_t>(exponent);
    big->negative = negative;
    return number::access::big_unchecked(n, std::move(big));
}

}  // namespace

number number::access::make(bool negative, big_int magnitude, std::int64_t exponent,
                            unsigned precision, bool sticky, bool* exact, bool* beyond_limit) {
    precision = detail::clamp_precision(precision);
    if (magnitude.is_zero()) return zero(negative, precision);
    if (!detail::round_in_place(magnitude, exponent, precision, sticky) && exact) *exact = false;
    return place(negative, std::move(magnitude), exponent, precision, exact, beyond_limit);
}

number number::access::make(bool negative, uint128 magnitude, std::int64_t exponent,
                            unsigned precision, bool sticky, bool* exact, bool* beyond_limit) {
    precision = detail::clamp_precision(precision);
    if (magnitude == 0) return zero(negative, precision);
    if (!detail::round_in_place(magnitude, exponent, precision, sticky) && exact) *exact = false;
    return place(negative, magnitude, exponent, precision, exact, beyond_limit);
}

number number::access::make_u64(bool negative, std::uint64_t magnitude, std::int64_t exponent, unsigned precision,
                                bool* beyond_limit) {
    precision = detail::clamp_precision(precision);
    if (magnitude == 0) return zero(negative, precision);
    const auto zeros = static_cast<unsigned>(__builtin_ctzll(magnitude));
    const std::uint64_t odd = magnitude >> zeros;
    const int length = bit_length(odd);
    const std::int64_t low = exponent + zeros;
    // An odd part of at most 63 bits that the precision holds, well inside
    // the exponent range, is exactly the canonical inline form; anything
    // else takes the general path.
    // Far enough inside the range that an odd part of up to 63 bits at
    // 2^low stays inside it (2^20 was not: the range ends at 2^18).
    constexpr std::int64_t safe = number::max_exponent / 2;
    static_assert(safe + 64 < number::max_exponent && -safe - 64 > number::min_exponent);
    if (!small_form_enabled || length > 63 || length > static_cast<int>(precision) || low > safe || low < -safe) {
        return make(negative, uint128(magnitude), exponent, precision, false, nullptr, beyond_limit);
    }
    const auto mantissa = static_cast<std::int64_t>(odd);
    return small_unchecked(zero(false, precision), negative ? -mantissa : mantissa, static_cast<std::int32_t>(low));
}

detail::unpacked number::access::unpack(const number& n) {
    detail::unpacked u;
    if (n.form_ == form::small) {
        u.negative = n.mantissa_ < 0 || (n.mantissa_ == 0 && n.negative_zero_);
        u.magnitude = static_cast<std::uint64_t>(n.mantissa_ < 0 ? -n.mantissa_ : n.mantissa_);
        u.exponent = n.exponent_;
    } else if (n.form_ == form::big) {
        u.negative = n.big_->negative;
        u.magnitude = n.big_->mantissa;
        u.exponent = n.big_->exponent;
    }
    return u;
}

// ---- construction -----------------------------------------------------------

number number::from_int(std::int64_t v) noexcept {
    const bool negative = v < 0;
    const std::uint64_t magnitude = negative ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
    return access::integer(negative, magnitude, 64);
}

number number::from_uint(std::uint64_t v) noexcept { return access::integer(false, v, 64); }

number number::from_uint(std::uint64_t v, unsigned precision) noexcept {
    // Integer literals come here once per evaluation: when the precision
    // holds any 64-bit value, a non-zero odd part below 2^63 is the inline
    // form as it is, without make_u64's general checks.
    if (v != 0 && precision >= 64 && precision <= max_precision && access::small_form_enabled) {
        const auto zeros = static_cast<unsigned>(__builtin_ctzll(v));
        const std::uint64_t odd = v >> zeros;
        if ((odd >> 63) == 0) {
            return access::small_unchecked(access::zero(false, precision), static_cast<std::int64_t>(odd),
                                           static_cast<std::int32_t>(zeros));
        }
    }
    return access::integer(false, v, precision);
}

std::optional<number> number::from_double(double v) noexcept {
    if (std::isnan(v)) return std::nullopt;
    if (std::isinf(v)) return access::inf(v < 0, 53);
    if (v == 0) return access::zero(std::signbit(v), 53);
    int e = 0;
    const double fraction = std::frexp(std::fabs(v), &e);  // in [0.5, 1)
    const auto magnitude = static_cast<std::uint64_t>(std::ldexp(fraction, 64));
    return access::make(v < 0, uint128(magnitude), std::int64_t(e) - 64, 53);
}

number number::infinity(bool negative) noexcept { return access::inf(negative, default_precision); }

// ---- queries ----------------------------------------------------------------

bool number::is_zero() const noexcept { return form_ == form::small && mantissa_ == 0; }

bool number::is_negative() const noexcept {
    switch (form_) {
    case form::small: return mantissa_ < 0;
    case form::big: return big_->negative;
    case form::neg_inf: return true;
    case form::pos_inf: return false;
    }
    return false;
}

bool number::sign_bit() const noexcept { return is_negative() || (is_zero() && negative_zero_); }

int number::sign() const noexcept { return is_zero() ? 0 : (is_negative() ? -1 : 1); }

bool number::is_integer() const noexcept {
    // Mantissas are odd, so the value is an integer exactly when the exponent is not negative.
    switch (form_) {
    case form::small: return mantissa_ == 0 || exponent_ >= 0;
    case form::big: return big_->exponent >= 0;
    default: return false;
    }
}

number number::with_precision(unsigned precision) const {
    precision = detail::clamp_precision(precision);
    number copy = *this;
    if (form_ != form::big || detail::bit_length(big_->mantissa) <= static_cast<int>(precision)) {
        if (form_ == form::small && detail::bit_length(std::uint64_t(mantissa_ < 0 ? -mantissa_ : mantissa_)) > static_cast<int>(precision)) {
            auto u = access::unpack(*this);
            return access::make(u.negative, std::move(u.magnitude), u.exponent, precision);
        }
        copy.precision_ = static_cast<std::uint16_t>(precision);
        return copy;
    }
    auto u = access::unpack(*this);
    return access::make(u.negative, std::move(u.magnitude), u.exponent, precision);
}

// ---- conversions ------------------------------------------------------------

std::optional<std::int64_t> number::to_int64() const noexcept {
    if (form_ != form::small || (mantissa_ != 0 && exponent_ < 0)) return std::nullopt;
    if (mantissa_ == 0) return 0;
    const int length = detail::bit_length(std::uint64_t(mantissa_ < 0 ? -mantissa_ : mantissa_));
    if (length + exponent_ > 63) {
        // Only -2^63 reaches 64 bits.
        if (mantissa_ == -1 && exponent_ == 63) return std::numeric_limits<std::int64_t>::min();
        return std::nullopt;
    }
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(mantissa_) << exponent_);
}

std::optional<std::uint64_t> number::to_uint64() const noexcept {
    if (form_ == form::big) {
        // Integers of exactly 64 significant bits (up to 2^64-1) do not fit
        // the inline form but do fit a uint64_t.
        auto u = access::unpack(*this);
        if (u.negative) return std::nullopt;
        if (u.exponent < 0) {
            const auto shift = static_cast<unsigned>(-u.exponent);
            if (detail::bit_length(u.magnitude) <= static_cast<int>(shift)) return std::nullopt;  // below 1
            if ((u.magnitude & ((detail::big_int(1) << shift) - 1)) != 0) return std::nullopt;    // fraction
            u.magnitude >>= shift;
            u.exponent = 0;
        }
        if (detail::bit_length(u.magnitude) + u.exponent > 64) return std::nullopt;
        return static_cast<std::uint64_t>(u.magnitude << static_cast<unsigned>(u.exponent));
    }
    if (form_ != form::small || mantissa_ < 0 || (mantissa_ != 0 && exponent_ < 0)) return std::nullopt;
    if (mantissa_ == 0) return 0;
    if (detail::bit_length(std::uint64_t(mantissa_)) + exponent_ > 64) return std::nullopt;
    return static_cast<std::uint64_t>(mantissa_) << exponent_;
}

namespace detail {

// The format's own rounding, with numeric_limits' conventions: finite values
// are below 2^max_exponent, normal ones at least 2^(min_exponent-1), and
// below that the precision shrinks one bit per halving (subnormals).
template <class F>
F to_binary_float(const number& n, bool* exact) noexcept {
    using limits = std::numeric_limits<F>;
    if (exact) *exact = !n.is_infinite();
    if (n.is_infinite()) return n.is_negative() ? -limits::infinity() : limits::infinity();
    if (n.is_zero()) return n.sign_bit() ? -F(0) : F(0);
    auto u = number::access::unpack(n);
    const F sign = u.negative ? F(-1) : F(1);
    const std::int64_t top = bit_length(u.magnitude) + u.exponent;  // 2^(top-1) <= |x| < 2^top
    if (top > limits::max_exponent) {
        if (exact) *exact = false;
        return sign * limits::infinity();
    }
    std::int64_t precision = limits::digits;
    if (top < limits::min_exponent) precision -= limits::min_exponent - top;
    if (precision <= 0) {
        // At most the smallest subnormal: below half of it (or exactly half,
        // ties to even) is zero, above half is the smallest subnormal.
        if (exact) *exact = false;
        if (precision < 0) return sign * F(0);
        const bool above_half = u.magnitude != (big_int(1) << (bit_length(u.magnitude) - 1));
        return above_half ? sign * limits::denorm_min() : sign * F(0);
    }
    std::int64_t exponent = u.exponent;
    const bool kept = round_in_place(u.magnitude, exponent, static_cast<unsigned>(precision), false);
    if (exact) *exact = kept;
    if (bit_length(u.magnitude) + exponent > limits::max_exponent) {  // rounded up to 2^max_exponent
        if (exact) *exact = false;
        return sign * limits::infinity();
    }
    // At most limits::digits bits (up to 113), added from 64-bit pieces: exact.
    F mantissa = 0;
    for (int shift = (bit_length(u.magnitude) - 1) / 64 * 64; shift >= 0; shift -= 64) {
        const auto piece = static_cast<std::uint64_t>(u.magnitude >> static_cast<unsigned>(shift));
        mantissa = mantissa * F(18446744073709551616.0L) + static_cast<F>(piece);
        if (shift > 0) u.magnitude &= (big_int(1) << static_cast<unsigned>(shift)) - 1;
    }
    return sign * std::ldexp(mantissa, static_cast<int>(exponent));
}

template float to_binary_float<float>(const number&, bool*) noexcept;
template double to_binary_float<double>(const number&, bool*) noexcept;
template long double to_binary_float<long double>(const number&, bool*) noexcept;

}  // namespace detail

namespace {

// Whether a magnitude of `length` bits times 2^exponent is a double as it
// is: at most 53 significant bits, none below the smallest subnormal, none
// at or beyond 2^1024.
bool fits_double(int length, std::int64_t exponent) noexcept {
    return length <= 53 && exponent >= -1074 && length + exponent <= 1024;
}

// The same for an inline m * 2^e, read in place (trailing zeros of m count
// as significant bits, so some exact values are left to the general path).
bool small_fits_double(std::int64_t mantissa, std::int32_t exponent) noexcept {
    const std::uint64_t magnitude =
        mantissa < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(mantissa) : static_cast<std::uint64_t>(mantissa);
    return fits_double(detail::bit_length(magnitude), exponent);
}

}  // namespace

double number::to_double() const noexcept {
    // Most numbers converted to double are small and exact: no unpacking.
    if (form_ == form::small && mantissa_ != 0 && small_fits_double(mantissa_, exponent_)) {
        return std::ldexp(static_cast<double>(mantissa_), exponent_);
    }
    return detail::to_binary_float<double>(*this);
}

bool number::fits_double_exactly() const noexcept {
    if (is_infinite()) return false;
    if (is_zero()) return true;
    if (form_ == form::small && small_fits_double(mantissa_, exponent_)) return true;
    const auto u = access::unpack(*this);
    return fits_double(detail::bit_length(u.magnitude), u.exponent);
}

// ---- sign and integer parts ---------------------------------------------------

number number::negate() const {
    number copy = *this;
    switch (form_) {
    case form::small:
        if (mantissa_ == 0) copy.negative_zero_ = !negative_zero_;
        else copy.mantissa_ = -mantissa_;
        break;
    case form::big: {
        auto big = std::make_shared<detail::big_float>(*big_);
        big->negative = !big->negative;
        copy.big_ = std::move(big);
        break;
    }
    case form::pos_inf: copy.form_ = form::neg_inf; break;
    case form::neg_inf: copy.form_ = form::pos_inf; break;
    }
    return copy;
}

number number::abs() const { return sign_bit() ? negate() : *this; }

namespace {

enum class integer_rounding { down, up, toward_zero };

// The integer part in the given direction, as an exact unpacked integer.
detail::unpacked integer_part(const number& n, integer_rounding direction, bool* was_integer) {
    auto u = number::access::unpack(n);
    *was_integer = u.exponent >= 0 || u.magnitude.is_zero();
    if (*was_integer) return u;
    const auto shift = static_cast<std::uint64_t>(-u.exponent);
    if (shift >= static_cast<std::uint64_t>(detail::bit_length(u.magnitude))) u.magnitude = 0;
    else u.magnitude >>= static_cast<unsigned>(shift);
    u.exponent = 0;
    // Truncation moved toward zero; floor of a negative / ceil of a positive go one further.
    const bool away = (direction == integer_rounding::down && u.negative) ||
                      (direction == integer_rounding::up && !u.negative);
    if (away) ++u.magnitude;
    return u;
}

number rounded_integer(const number& n, integer_rounding direction) {
    if (n.is_infinite()) return n;
    bool was_integer = false;
    auto u = integer_part(n, direction, &was_integer);
    if (was_integer && direction != integer_rounding::toward_zero) {
        // big.Int has no -0: the reference turns -0 into 0 here.
        if (n.is_zero()) return number::access::zero(false, n.precision());
        return n;
    }
    if (was_integer) return n;
    const bool negative = u.negative && !u.magnitude.is_zero();  // no -0 from an integer
    if (direction == integer_rounding::toward_zero) {
        // Like the reference's int(): a fresh integer of at least 64 bits.
        const unsigned precision = static_cast<unsigned>(std::max(64, detail::bit_length(u.magnitude)));
        return number::access::make(negative, std::move(u.magnitude), 0, precision);
    }
    return number::access::make(negative, std::move(u.magnitude), 0, n.precision());
}

}  // namespace

number number::floor() const { return rounded_integer(*this, integer_rounding::down); }
number number::ceil() const { return rounded_integer(*this, integer_rounding::up); }
number number::trunc() const { return rounded_integer(*this, integer_rounding::toward_zero); }

// ---- comparison ---------------------------------------------------------------

std::strong_ordering compare(const number& a, const number& b) noexcept {
    const int sa = a.is_infinite() ? (a.is_negative() ? -2 : 2) : a.sign();
    const int sb = b.is_infinite() ? (b.is_negative() ? -2 : 2) : b.sign();
    if (sa != sb || sa == 0 || sa == 2 || sa == -2) return sa <=> sb;
    // Same finite sign: compare magnitudes, then flip for negatives.
    std::strong_ordering magnitude_order = std::strong_ordering::equal;
    if (number::access::is_small(a) && number::access::is_small(b) &&
        number::access::small_exponent(a) == number::access::small_exponent(b)) {
        magnitude_order = number::access::small_mantissa(a) * sa <=> number::access::small_mantissa(b) * sb;
    } else {
        const auto ua = number::access::unpack(a);
        const auto ub = number::access::unpack(b);
        const std::int64_t ta = detail::bit_length(ua.magnitude) + ua.exponent;
        const std::int64_t tb = detail::bit_length(ub.magnitude) + ub.exponent;
        if (ta != tb) {
            magnitude_order = ta <=> tb;
        } else {
            const std::int64_t low = std::min(ua.exponent, ub.exponent);
            const big_int ma = ua.magnitude << static_cast<unsigned>(ua.exponent - low);
            const big_int mb = ub.magnitude << static_cast<unsigned>(ub.exponent - low);
            const int c = ma.compare(mb);
            magnitude_order = c <=> 0;
        }
    }
    return sa > 0 ? magnitude_order : 0 <=> magnitude_order;
}

HCL_END_NAMESPACE
