// Text to hcl::number, as the reference's string-to-number conversion does it.
//
// The reference reads all mantissa digits exactly, then applies the decimal
// exponent by multiplying or dividing by a power of five that it computes
// with limited precision (precision + 64 bits, by repeated squaring at
// precision + 128 bits). For large decimal exponents that power is not exact,
// so the result is not always the correctly rounded one; we reproduce the
// same steps to get the same bits. Short decimals that are exact in binary
// (8080, 3.5, 0.25) take an allocation-free path with the identical result.
#include "number/number_impl.hpp"

#include <algorithm>
#include <limits>

HCL_BEGIN_NAMESPACE

using detail::big_int;
using detail::bit_length;
using detail::uint128;
using access = number::access;

namespace {

// The pieces of a syntactically valid numeric string.
struct scanned {
    bool negative = false;
    std::string_view integer_digits;   // before '.'
    std::string_view fraction_digits;  // after '.'
    bool binary_exponent = false;      // 'p' instead of 'e'
    std::int64_t exponent = 0;
};

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::size_t digit_run(std::string_view text, std::size_t i) {
    while (i < text.size() && is_digit(text[i])) ++i;
    return i;
}

std::optional<std::int64_t> parse_exponent_digits(std::string_view digits, bool negative) {
    std::int64_t value = 0;
    for (char c : digits) {
        const int d = c - '0';
        // Accumulate negatively so that the most negative value fits too.
        if (value < (std::numeric_limits<std::int64_t>::min() + d) / 10) return std::nullopt;
        value = value * 10 - d;
    }
    if (!negative) {
        if (value == std::numeric_limits<std::int64_t>::min()) return std::nullopt;
        value = -value;
    }
    return value;
}

// sign? digits? ('.' digits?)? ([eEpP] sign? digits)? with at least one mantissa digit.
std::optional<scanned> scan(std::string_view text, bool allow_binary_exponent) {
    scanned s;
    std::size_t i = 0;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) s.negative = text[i++] == '-';
    std::size_t end = digit_run(text, i);
    s.integer_digits = text.substr(i, end - i);
    i = end;
    if (i < text.size() && text[i] == '.') {
        end = digit_run(text, ++i);
        s.fraction_digits = text.substr(i, end - i);
        i = end;
    }
    if (s.integer_digits.empty() && s.fraction_digits.empty()) return std::nullopt;
    if (i < text.size()) {
        const char c = text[i];
        if (c == 'p' || c == 'P') {
            if (!allow_binary_exponent) return std::nullopt;
            s.binary_exponent = true;
        } else if (c != 'e' && c != 'E') {
            return std::nullopt;
        }
        bool negative = false;
        if (++i < text.size() && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
        end = digit_run(text, i);
        if (end == i || end != text.size()) return std::nullopt;
        const auto exponent = parse_exponent_digits(text.substr(i, end - i), negative);
        if (!exponent) return std::nullopt;
        s.exponent = *exponent;
    }
    return s;
}

// Mantissa digits with leading zeros skipped and trailing zeros counted, as
// two views (the '.' splits them).
struct significant_digits {
    std::string_view head, tail;  // head digits then tail digits
    std::size_t trailing_zeros = 0;  // removed from the end of head+tail
    std::size_t count() const { return head.size() + tail.size(); }
};

significant_digits significant(const scanned& s) {
    significant_digits d{s.integer_digits, s.fraction_digits, 0};
    while (!d.head.empty() && d.head.front() == '0') d.head.remove_prefix(1);
    if (d.head.empty()) {
        while (!d.tail.empty() && d.tail.front() == '0') d.tail.remove_prefix(1);
    }
    while (!d.tail.empty() && d.tail.back() == '0') { d.tail.remove_suffix(1); ++d.trailing_zeros; }
    if (d.tail.empty()) {
        while (!d.head.empty() && d.head.back() == '0') { d.head.remove_suffix(1); ++d.trailing_zeros; }
    }
    return d;
}

constexpr std::uint64_t power_of_five(unsigned n) {
    std::uint64_t p = 1;
    for (unsigned i = 0; i < n; ++i) p *= 5;
    return p;
}

// Inline path: at most 19 significant digits and a result that is exact.
std::optional<number> parse_small(const scanned& s, const significant_digits& d, unsigned precision,
                                  bool* beyond_limit) {
    if (d.count() > 19 || s.exponent > (std::int64_t(1) << 30) || s.exponent < -(std::int64_t(1) << 30)) {
        return std::nullopt;
    }
    std::uint64_t digits = 0;
    for (char c : d.head) digits = digits * 10 + static_cast<std::uint64_t>(c - '0');
    for (char c : d.tail) digits = digits * 10 + static_cast<std::uint64_t>(c - '0');
    if (digits == 0) return access::zero(s.negative, precision);
    // value = digits * 10^decimal * 2^binary
    std::int64_t decimal = static_cast<std::int64_t>(d.trailing_zeros) - static_cast<std::int64_t>(s.fraction_digits.size());
    std::int64_t binary = 0;
    if (s.binary_exponent) binary = s.exponent;
    else decimal += s.exponent;
    if (decimal >= 0) {
        uint128 value = digits;
        for (std::int64_t i = 0; i < decimal; ++i) {
            if (bit_length(value) > 120) return std::nullopt;
            value *= 10;
        }
        return access::make(s.negative, value, binary, precision, false, nullptr, beyond_limit);
    }
    if (decimal < -27) return std::nullopt;
    const std::uint64_t five = power_of_five(static_cast<unsigned>(-decimal));
    if (digits % five != 0) return std::nullopt;  // not a dyadic rational
    // A 64-bit magnitude: make_u64 gives what make() would, more cheaply.
    return access::make_u64(s.negative, digits / five, binary + decimal, precision, beyond_limit);
}

// A power of five the way the reference computes it; nullopt means it
// overflowed the reference's exponent range (it becomes infinity there).
struct power_result {
    big_int magnitude;
    std::int64_t exponent = 0;
    bool infinite = false;
};

bool beyond_reference_range(const big_int& m, std::int64_t exponent) {
    return bit_length(m) + exponent > std::numeric_limits<std::int32_t>::max();
}

power_result reference_power_of_five(std::uint64_t n, unsigned precision) {
    constexpr unsigned table_limit = 27;  // 5^27 is the largest power kept exactly in 64 bits
    power_result z;
    if (n <= table_limit) {
        z.magnitude = power_of_five(static_cast<unsigned>(n));
        return z;
    }
    const unsigned z_precision = precision + 64;
    const unsigned f_precision = precision + 128;
    z.magnitude = power_of_five(table_limit);
    power_result f;
    f.magnitude = 5;
    for (n -= table_limit; n > 0; n >>= 1) {
        if ((n & 1) != 0) {
            if (f.infinite) {
                z.infinite = true;
            } else if (!z.infinite) {
                z.magnitude *= f.magnitude;
                z.exponent += f.exponent;
                detail::round_in_place(z.magnitude, z.exponent, z_precision, false);
                z.infinite = beyond_reference_range(z.magnitude, z.exponent);
            }
        }
        if (!f.infinite) {
            f.magnitude *= f.magnitude;
            f.exponent *= 2;
            detail::round_in_place(f.magnitude, f.exponent, f_precision, false);
            f.infinite = beyond_reference_range(f.magnitude, f.exponent);
        }
    }
    return z;
}

big_int digits_to_int(std::string_view a, std::string_view b) {
    big_int value = 0;
    std::uint64_t chunk = 0;
    std::uint64_t scale = 1;
    auto feed = [&](char c) {
        chunk = chunk * 10 + static_cast<std::uint64_t>(c - '0');
        scale *= 10;
        if (scale == 10000000000000000000ull) {
            value = value * scale + chunk;
            chunk = 0;
            scale = 1;
        }
    };
    for (char c : a) feed(c);
    for (char c : b) feed(c);
    if (scale != 1) value = value * scale + chunk;
    return value;
}

std::optional<number> parse_general(const scanned& s, unsigned precision, bool* exact, bool* beyond_limit) {
    const big_int mantissa = digits_to_int(s.integer_digits, s.fraction_digits);
    if (mantissa.is_zero()) return access::zero(s.negative, precision);
    const auto fraction_count = static_cast<std::int64_t>(s.fraction_digits.size());
    // The reference refuses values whose binary exponent leaves its 32-bit range.
    const detail::int128 top = detail::int128(bit_length(mantissa)) - fraction_count + s.exponent;
    if (top > std::numeric_limits<std::int32_t>::max() || top < std::numeric_limits<std::int32_t>::min()) {
        return std::nullopt;
    }
    const std::int64_t binary_shift = s.exponent - fraction_count;  // value = mantissa * 2^shift * 5^decimal
    const std::int64_t decimal = s.binary_exponent ? -fraction_count : binary_shift;
    if (decimal == 0) return access::make(s.negative, mantissa, binary_shift, precision, false, exact, beyond_limit);
    const std::uint64_t n = decimal > 0 ? static_cast<std::uint64_t>(decimal) : 0 - static_cast<std::uint64_t>(decimal);
    const power_result five = reference_power_of_five(n, precision);
    if (five.infinite) {
        if (exact) *exact = false;
        return decimal > 0 ? access::inf(s.negative, precision) : access::zero(s.negative, precision);
    }
    if (decimal > 0) {
        return access::make(s.negative, mantissa * five.magnitude, binary_shift + five.exponent, precision, false, exact,
                            beyond_limit);
    }
    const int shift = std::max(0, static_cast<int>(precision) + 2 + bit_length(five.magnitude) - bit_length(mantissa));
    big_int quotient, remainder;
    boost::multiprecision::divide_qr(big_int(mantissa << static_cast<unsigned>(shift)), five.magnitude, quotient, remainder);
    return access::make(s.negative, std::move(quotient), binary_shift - five.exponent - shift, precision,
                        !remainder.is_zero(), exact, beyond_limit);
}

// nullopt (and *out_of_range set) for a value the reference keeps finite and
// non-zero but that lies outside our exponent range.
std::optional<number> parse_scanned(const scanned& s, unsigned precision, bool* exact, bool* out_of_range) {
    bool beyond_limit = false;
    std::optional<number> value;
    if (access::small_form_enabled) value = parse_small(s, significant(s), precision, &beyond_limit);
    if (!value) value = parse_general(s, precision, exact, &beyond_limit);
    if (beyond_limit) {
        if (out_of_range) *out_of_range = true;
        return std::nullopt;
    }
    return value;
}

bool is_literal_syntax(std::string_view text) {
    std::size_t i = digit_run(text, 0);
    if (i == 0) return false;
    if (i < text.size() && text[i] == '.') {
        const std::size_t end = digit_run(text, i + 1);
        if (end == i + 1) return false;
        i = end;
    }
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
        const std::size_t end = digit_run(text, i);
        if (end == i) return false;
        i = end;
    }
    return i == text.size();
}

// Whether an integer-valued literal came out different from its exact value.
bool integer_literal_inexact(const scanned& s, const number& value, bool exact) {
    const significant_digits d = significant(s);
    if (d.count() == 0) return false;  // zero is exact
    const detail::int128 power = detail::int128(d.trailing_zeros) - detail::int128(s.fraction_digits.size()) + s.exponent;
    if (power < 0) return false;  // not an integer
    if (exact) return false;
    if (value.is_infinite()) return true;
    // A rounding happened somewhere; compare with the true integer.
    auto u = access::unpack(value);
    if (u.exponent < 0) return true;
    big_int truth = digits_to_int(d.head, d.tail);
    truth *= boost::multiprecision::pow(big_int(10), static_cast<unsigned>(power));
    return truth != (u.magnitude << static_cast<unsigned>(u.exponent));
}

// Plain decimal digits (8080, 30, 0) that fit 64 bits: the most common
// numeric text by far, read without scanning into pieces. nullopt when
// `text` is anything else.
std::optional<number> parse_plain_integer(std::string_view text, unsigned precision) {
    if (text.empty() || text.size() > 19) return std::nullopt;  // 19 digits always fit 64 bits
    std::uint64_t v = 0;
    for (char c : text) {
        if (!is_digit(c)) return std::nullopt;
        v = v * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return access::integer(false, v, precision);
}

// Plain exact decimals (0.5, 2.25, 1.50): digits '.' digits, at most 19
// digits, whose value is a dyadic rational, read in one pass. What
// parse_small gives for them: digits / 5^k * 2^-k for k fraction digits.
// nullopt when `text` is anything else (or inexact, like 0.1).
std::optional<number> parse_plain_decimal(std::string_view text, unsigned precision) {
    if (text.size() < 3 || text.size() > 20) return std::nullopt;  // 19 digits and the '.'
    std::uint64_t digits = 0;
    std::size_t dot = std::string_view::npos;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (is_digit(c)) {
            digits = digits * 10 + static_cast<std::uint64_t>(c - '0');
        } else if (c == '.' && dot == std::string_view::npos) {
            dot = i;
        } else {
            return std::nullopt;
        }
    }
    if (dot == std::string_view::npos || dot == 0 || dot + 1 == text.size()) return std::nullopt;
    const auto fraction = static_cast<unsigned>(text.size() - 1 - dot);  // at most 18: 5^18 fits
    const std::uint64_t five = power_of_five(fraction);
    if (digits % five != 0) return std::nullopt;
    return access::make_u64(false, digits / five, -static_cast<std::int64_t>(fraction), precision);
}

}  // namespace

std::optional<number> number::parse(std::string_view text, unsigned precision, bool* out_of_range) {
    if (out_of_range) *out_of_range = false;
    precision = detail::clamp_precision(precision);
    if (auto plain = parse_plain_integer(text, precision)) return plain;
    if (auto plain = parse_plain_decimal(text, precision)) return plain;
    if (text.size() > max_text_length) return std::nullopt;
    if (text == "Inf" || text == "inf" || text == "+Inf" || text == "+inf") return access::inf(false, precision);
    if (text == "-Inf" || text == "-inf") return access::inf(true, precision);
    const auto s = scan(text, true);
    if (!s) return std::nullopt;
    return parse_scanned(*s, precision, nullptr, out_of_range);
}

std::optional<number> number::parse_literal(std::string_view text, bool* inexact_integer, bool* out_of_range) {
    if (inexact_integer) *inexact_integer = false;
    if (out_of_range) *out_of_range = false;
    if (auto plain = parse_plain_integer(text, default_precision)) return plain;  // exact
    if (text.size() > max_text_length || !is_literal_syntax(text)) return std::nullopt;
    const auto s = scan(text, false);
    if (!s) return std::nullopt;
    bool exact = true;
    auto value = parse_scanned(*s, default_precision, &exact, out_of_range);
    if (value && inexact_integer) *inexact_integer = integer_literal_inexact(*s, *value, exact);
    return value;
}

HCL_END_NAMESPACE
