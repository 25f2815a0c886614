// Internals shared by the number implementation files (and the Boost bridge).
//
// Every algorithm works on `unpacked` values (sign, integer magnitude, binary
// exponent) and hands its exact or sticky-marked result to access::make, which
// rounds and picks the inline or the big form. Fast paths on 64/128-bit
// integers are only taken when their result is exact, so both forms always
// agree; access::small_form_enabled lets the tests switch the fast paths and
// the inline form off to check that.
#pragma once

#include <hcl/number.hpp>

#include <boost/multiprecision/cpp_int.hpp>

#include <cstdint>

HCL_BEGIN_NAMESPACE

namespace detail {

using big_int = boost::multiprecision::cpp_int;
// GCC and Clang provide 128-bit integers; __extension__ keeps -Wpedantic quiet.
__extension__ typedef unsigned __int128 uint128;
__extension__ typedef __int128 int128;

struct big_float {
    big_int mantissa;  // odd and >= 2^63 (smaller mantissas use the inline form)
    std::int32_t exponent = 0;
    bool negative = false;
};

// A finite value: (negative ? -1 : 1) * magnitude * 2^exponent, any magnitude.
struct unpacked {
    bool negative = false;
    big_int magnitude;
    std::int64_t exponent = 0;
};

inline int bit_length(const big_int& v) {
    return v.is_zero() ? 0 : static_cast<int>(boost::multiprecision::msb(v)) + 1;
}
inline int bit_length(uint128 v) {
    const auto hi = static_cast<std::uint64_t>(v >> 64);
    if (hi != 0) return 128 - __builtin_clzll(hi);
    const auto lo = static_cast<std::uint64_t>(v);
    return lo == 0 ? 0 : 64 - __builtin_clzll(lo);
}
inline int bit_length(std::uint64_t v) { return v == 0 ? 0 : 64 - __builtin_clzll(v); }

}  // namespace detail

struct number::access {
    // Test hook: when false, no fast path runs and every finite non-zero
    // value is stored in the big form. Not thread-safe to toggle.
    static inline bool small_form_enabled = true;

    static number zero(bool negative, unsigned precision) noexcept;
    static number inf(bool negative, unsigned precision) noexcept;
    // Rounds +/-magnitude*2^exponent to `precision` bits, nearest-even;
    // `sticky` says that non-zero bits below the magnitude were dropped.
    // Results outside the exponent range become infinity or a signed zero.
    // `*exact` (if given) is cleared when the result differs from the input.
    // `*beyond_limit` (if given) is set when that happened to a value the
    // reference keeps finite and non-zero: outside our exponent range but
    // inside the reference's 32-bit one.
    static number make(bool negative, detail::big_int magnitude, std::int64_t exponent,
                       unsigned precision, bool sticky = false, bool* exact = nullptr,
                       bool* beyond_limit = nullptr);
    // Same for a 128-bit magnitude; allocation-free when the result is small.
    static number make(bool negative, detail::uint128 magnitude, std::int64_t exponent,
                       unsigned precision, bool sticky = false, bool* exact = nullptr,
                       bool* beyond_limit = nullptr);
    static detail::unpacked unpack(const number& n);  // finite only
    // What make() gives for a 64-bit magnitude, without the general rounding
    // path when no rounding is needed: cheaper for the integers and small
    // sums configurations are full of (literals, indexes, counts, `p + 1`).
    static number make_u64(bool negative, std::uint64_t magnitude, std::int64_t exponent, unsigned precision,
                           bool* beyond_limit = nullptr);
    static number integer(bool negative, std::uint64_t magnitude, unsigned precision) {
        return make_u64(negative, magnitude, 0, precision);
    }

    // The sum of two inline integers below 2^61 (each mantissa * 2^exponent
    // with 0 <= exponent < 64), when the precision holds 63 bits; nullopt
    // when any of that fails, for the general path. The commonest sums in
    // configurations (`count + 1`, `p + 8000`), built without the general
    // path's calls.
    static std::optional<number> small_integer_sum(const number& a, const number& b, unsigned precision) noexcept {
        if (!small_form_enabled || a.form_ != form::small || b.form_ != form::small) return std::nullopt;
        if (precision < 63 || precision > max_precision) return std::nullopt;
        const std::int64_t ma = a.mantissa_, mb = b.mantissa_;
        const std::int32_t ea = a.exponent_, eb = b.exponent_;
        if (ma == 0 && mb == 0) return std::nullopt;  // the sign of a zero sum has its own rule
        if (ea < 0 || eb < 0 || ea >= 64 || eb >= 64) return std::nullopt;
        const auto fits = [](std::int64_t m, std::int32_t e) {
            const std::uint64_t mag = m < 0 ? 0 - static_cast<std::uint64_t>(m) : static_cast<std::uint64_t>(m);
            return detail::bit_length(mag) + e <= 61;
        };
        if (!fits(ma, ea) || !fits(mb, eb)) return std::nullopt;
        const std::int64_t sum = static_cast<std::int64_t>(static_cast<std::uint64_t>(ma) << ea) +
                                 static_cast<std::int64_t>(static_cast<std::uint64_t>(mb) << eb);
        number n;
        n.precision_ = static_cast<std::uint16_t>(precision);
        if (sum == 0) return n;  // x + (-x) is +0
        const auto zeros = __builtin_ctzll(static_cast<std::uint64_t>(sum));
        n.mantissa_ = sum / (std::int64_t{1} << zeros);
        n.exponent_ = zeros;
        return n;
    }

    static bool is_small(const number& n) noexcept { return n.form_ == form::small; }
    static bool is_big(const number& n) noexcept { return n.form_ == form::big; }
    static std::int64_t small_mantissa(const number& n) noexcept { return n.mantissa_; }
    static std::int32_t small_exponent(const number& n) noexcept { return n.exponent_; }
    static const detail::big_float& big(const number& n) noexcept { return *n.big_; }
    // Fill `n` (a zero of the wanted precision) with a canonical value.
    static number small_unchecked(number n, std::int64_t mantissa, std::int32_t exponent) noexcept {
        n.mantissa_ = mantissa;
        n.exponent_ = exponent;
        n.negative_zero_ = false;
        return n;
    }
    static number big_unchecked(number n, std::shared_ptr<const detail::big_float> big) noexcept {
        n.form_ = form::big;
        n.negative_zero_ = false;
        n.big_ = std::move(big);
        return n;
    }
    static void set_precision(number& n, unsigned precision) noexcept {
        n.precision_ = static_cast<std::uint16_t>(precision);
    }
};

namespace detail {
// Rounding in place to `precision` bits; returns whether it was exact.
// Leaves the magnitude without trailing zero bits (or zero).
bool round_in_place(big_int& magnitude, std::int64_t& exponent, unsigned precision, bool sticky);
bool round_in_place(uint128& magnitude, std::int64_t& exponent, unsigned precision, bool sticky);

// The nearest value of the binary floating type F (float, double or long
// double), subnormals included; +/-infinity when the value rounds to
// infinity in F (that is, when its magnitude reaches F's largest finite
// value plus half an ulp). `*exact` (if given) says whether nothing was lost.
template <class F>
F to_binary_float(const number& n, bool* exact = nullptr) noexcept;

inline unsigned clamp_precision(unsigned p) {
    return p < 1 ? 1u : (p > number::max_precision ? number::max_precision : p);
}
}  // namespace detail

HCL_END_NAMESPACE
