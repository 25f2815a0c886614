// hcl::number — the arbitrary-precision number of the HCL type system.
//
// A number is a binary floating-point value with a per-value precision (the
// number of mantissa bits), or +/- infinity. There is no NaN. Values parsed
// from source have 512 bits of precision; values made from C++ integers have
// 64 and values made from doubles 53, like the reference implementation. An
// arithmetic result has the larger precision of its operands and is rounded
// to nearest, ties to even.
//
// Text form: the shortest decimal that reads back to the same value at the
// value's precision, never with an exponent ("0.0000001", "1000000000000000000000").
//
// Zero has a sign like in the reference: -0 prints as "-0" but compares equal
// to 0. Magnitudes are limited to [2^(min_exponent-1), 2^max_exponent), a
// narrower range than the reference's, so that printing any number takes
// bounded time and memory (docs/numbers.md). Text beyond it is rejected
// (parse's `out_of_range`); arithmetic results beyond it become +/- infinity
// or a signed zero, which the language's operators report as errors.
//
// Numbers whose value is m * 2^e with |m| < 2^63 are kept inline (no
// allocation); everything else lives in a shared, immutable big form. Both
// forms give identical results. The Boost.Multiprecision view is in
// <hcl/number_boost.hpp>, kept out of this header on purpose.
#pragma once

#include <hcl/config.hpp>

#include <compare>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE

namespace detail {
struct big_float;  // defined in src/number; see number_boost.hpp
}

class number {
public:
    // Precision of values parsed from text (source literals, JSON, strings).
    static constexpr unsigned default_precision = 512;
    // Largest precision a number can have; larger requests are clamped.
    static constexpr unsigned max_precision = 65535;
    // Finite non-zero values satisfy 2^(e-1) <= |x| < 2^e with
    // min_exponent <= e <= max_exponent (about 1e-78913 .. 1e78913).
    static constexpr std::int32_t max_exponent = 262144;
    static constexpr std::int32_t min_exponent = -262144;
    // parse() and parse_literal() reject longer text (no number in a real
    // configuration comes close; it bounds the work for hostile input). It is
    // above the longest to_string() of a precision-512 number.
    static constexpr std::size_t max_text_length = 131072;

    number() noexcept = default;  // exact zero, precision 512

    // Exact integers (precision 64, as the reference's integer constructors).
    static number from_int(std::int64_t v) noexcept;
    static number from_uint(std::uint64_t v) noexcept;
    // The same value with `precision` bits (clamped to [1, max_precision];
    // rounded when v needs more): from_uint(v, default_precision) is the
    // number parse() gives for the decimal digits of v.
    static number from_uint(std::uint64_t v, unsigned precision) noexcept;
    // Exact value of a double (precision 53); NaN has no number and yields nullopt.
    static std::optional<number> from_double(double v) noexcept;
    static number infinity(bool negative = false) noexcept;

    // Parses a decimal the way the reference parses numeric strings: optional
    // sign, digits with an optional '.', optional e/E exponent, optional p/P
    // binary exponent, or "inf"/"Inf"/"+Inf"/"-Inf". Rounded to `precision`
    // bits, nearest-even. nullopt when the text is not a number, and also
    // when it denotes a value that the reference keeps finite and non-zero
    // but that lies outside [2^(min_exponent-1), 2^max_exponent); then
    // `*out_of_range` (if given) is set. (Text whose value leaves the
    // reference's own range gives what the reference gives: +/-Inf or zero.)
    static std::optional<number> parse(std::string_view text,
                                       unsigned precision = default_precision,
                                       bool* out_of_range = nullptr);

    // Parses an HCL native-syntax numeric literal: digits, optional fraction
    // ('.' then at least one digit), optional exponent (e/E, optional sign,
    // digits). No sign, no leading '.', no hex, no "inf". The value is the
    // same as parse(text). When `inexact_integer` is given it is set to true
    // if the literal denotes an integer that 512 bits cannot hold exactly
    // (the spec wants an error for those; the reference silently rounds).
    // `out_of_range` as for parse().
    static std::optional<number> parse_literal(std::string_view text,
                                               bool* inexact_integer = nullptr,
                                               bool* out_of_range = nullptr);

    bool is_zero() const noexcept;
    bool is_negative() const noexcept;  // -0 is not negative
    bool sign_bit() const noexcept;     // true for negative values and -0
    bool is_infinite() const noexcept { return form_ == form::pos_inf || form_ == form::neg_inf; }
    bool is_integer() const noexcept;   // finite with no fractional part
    int sign() const noexcept;          // -1, 0, +1
    unsigned precision() const noexcept { return precision_; }
    // The same value with a different precision (rounded when smaller;
    // clamped to [1, max_precision]).
    number with_precision(unsigned precision) const;

    // Exact conversions: nullopt unless the value fits exactly.
    std::optional<std::int64_t> to_int64() const noexcept;
    std::optional<std::uint64_t> to_uint64() const noexcept;
    // Nearest double; overflow gives +/- infinity.
    double to_double() const noexcept;
    // true when to_double() is exact.
    bool fits_double_exactly() const noexcept;

    // Shortest round-trip decimal, no exponent; "+Inf" / "-Inf" for infinities.
    std::string to_string() const;
    // Every digit of the exact binary value (may be long: 2^-1074 has 1074 decimals).
    std::string to_exact_decimal() const;

    // Arithmetic, as the reference's operators do it. These are found by
    // argument-dependent lookup: call them unqualified (add(a, b)); the
    // qualified name hcl::add belongs to the value-level operators. Operations with no
    // number result (inf - inf, 0 * inf, 0 / 0, inf / inf, inf % x, x % inf)
    // return nullopt; callers turn that into a diagnostic.
    // + - /: exact result rounded to the larger operand precision.
    // *: exact result rounded to 512 bits; the precision is the larger of the
    //    operands' and the bits the product needs (so 64-bit integers multiply
    //    exactly).
    // /: x / 0 is +/-inf.
    // %: x % 0 is x; otherwise a - b * trunc(a / b) with the dividend's
    //    precision at each step, so the result takes the dividend's sign.
    friend std::optional<number> add(const number& a, const number& b);
    friend std::optional<number> subtract(const number& a, const number& b);
    friend std::optional<number> multiply(const number& a, const number& b);
    friend std::optional<number> divide(const number& a, const number& b);
    friend std::optional<number> modulo(const number& a, const number& b);
    number negate() const;
    number abs() const;
    number floor() const;  // infinities unchanged; keeps the precision
    number ceil() const;
    // Toward zero, like the reference's int(): integers are returned as they
    // are, other values get precision max(64, bits of the result).
    number trunc() const;

    // Numeric comparison (precision does not matter; -0 == 0).
    friend std::strong_ordering compare(const number& a, const number& b) noexcept;
    friend bool operator==(const number& a, const number& b) noexcept {
        return compare(a, b) == std::strong_ordering::equal;
    }
    friend std::strong_ordering operator<=>(const number& a, const number& b) noexcept {
        return compare(a, b);
    }

    // Internal access for the implementation and <hcl/number_boost.hpp>.
    struct access;

private:
    enum class form : std::uint8_t { small, big, pos_inf, neg_inf };

    std::int64_t mantissa_ = 0;  // small form: value = mantissa_ * 2^exponent_
    std::int32_t exponent_ = 0;
    std::uint16_t precision_ = default_precision;
    form form_ = form::small;
    bool negative_zero_ = false;  // small form with mantissa_ == 0 only
    std::shared_ptr<const detail::big_float> big_;  // big form only
};

HCL_END_NAMESPACE
