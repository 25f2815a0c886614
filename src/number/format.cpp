// hcl::number to text: the shortest decimal that reads back to the same value
// at the value's precision (the reference's Text('f', -1)), and the exact
// decimal expansion.
//
// Shortest digits: every value in [x - ulp/2, x + ulp/2] rounds to x at x's
// precision (the ends only when x's mantissa is even, since ties go to even).
// Walking the exact decimal digits of x and of both ends from the left, we
// stop at the first digit where x may be cut short (down when the lower end
// has moved away, up when rounding up stays below the upper end) and round
// the last kept digit toward x. The interval is the same on both sides even
// at a power of two, like the reference.
#include "number/number_impl.hpp"

#include <charconv>
#include <cmath>

HCL_BEGIN_NAMESPACE

using detail::big_int;
using detail::bit_length;
using detail::uint128;
using access = number::access;

namespace {

// 0.digits * 10^point, digits without leading zeros. `more` says that
// non-zero digits follow the ones kept; otherwise digits has no trailing
// zeros (and is empty for 0).
struct decimal {
    std::string digits;
    std::int64_t point = 0;
    bool more = false;

    char at(std::size_t i) const { return i < digits.size() ? digits[i] : '0'; }
    // Index of the last significant digit plus one, if the expansion ends in `digits`.
    bool ends_at(std::size_t n) const { return !more && n == digits.size(); }
    bool continues_after(std::size_t n) const { return more || n < digits.size(); }

    void trim() {
        while (!digits.empty() && digits.back() == '0') digits.pop_back();
        if (digits.empty()) point = 0;
    }
    void round_down(std::size_t n) {
        if (n >= digits.size() && !more) return;
        if (n < digits.size()) digits.resize(n);
        more = false;
        trim();
    }
    void round_up(std::size_t n) {
        if (n >= digits.size()) return;
        more = false;
        std::size_t i = n;
        while (i > 0 && digits[i - 1] == '9') --i;
        if (i == 0) {  // all nines: 0.999 -> 1.0
            digits = "1";
            ++point;
            return;
        }
        ++digits[i - 1];
        digits.resize(i);
    }
    // Round to n digits, to the nearest, ties (exactly ...5) to an even digit.
    void round(std::size_t n) {
        if (n >= digits.size()) return;
        const bool half = digits[n] == '5' && ends_at(n + 1);
        const bool up = half ? (n > 0 && (digits[n - 1] - '0') % 2 == 1) : digits[n] >= '5';
        if (up) round_up(n);
        else round_down(n);
    }
};

big_int power_of_five(std::int64_t n) { return boost::multiprecision::pow(big_int(5), static_cast<unsigned>(n)); }

// Exact decimal of magnitude * 2^exponent (magnitude > 0).
decimal exact_decimal(const big_int& magnitude, std::int64_t exponent) {
    decimal d;
    if (exponent >= 0) {
        d.digits = big_int(magnitude << static_cast<unsigned>(exponent)).str();
        d.point = static_cast<std::int64_t>(d.digits.size());
    } else {
        d.digits = big_int(magnitude * power_of_five(-exponent)).str();
        d.point = static_cast<std::int64_t>(d.digits.size()) + exponent;
    }
    d.trim();
    return d;
}

// The leading digits of magnitude * 2^exponent: floor(value * 10^scale) and
// whether anything was cut off. `five` is 5^|scale|.
decimal leading_decimal(const big_int& magnitude, std::int64_t exponent, std::int64_t scale, const big_int& five) {
    big_int digits;
    bool more = false;
    const std::int64_t shift = exponent + scale;  // value * 10^scale = magnitude * 5^scale * 2^shift
    if (scale >= 0) {
        const big_int scaled = magnitude * five;
        if (shift >= 0) {
            digits = scaled << static_cast<unsigned>(shift);
        } else {
            const auto bits = static_cast<unsigned>(-shift);
            digits = scaled >> bits;
            more = boost::multiprecision::lsb(scaled) < bits;
        }
    } else {
        big_int numerator = magnitude;
        big_int denominator = five;
        if (shift >= 0) numerator <<= static_cast<unsigned>(shift);
        else denominator <<= static_cast<unsigned>(-shift);
        big_int remainder;
        boost::multiprecision::divide_qr(numerator, denominator, digits, remainder);
        more = !remainder.is_zero();
    }
    decimal d;
    d.digits = digits.is_zero() ? std::string() : digits.str();
    d.point = static_cast<std::int64_t>(d.digits.size()) - scale;
    d.more = more;
    if (!more) d.trim();
    return d;
}

decimal shortest_decimal(const big_int& magnitude, std::int64_t exponent, unsigned precision) {
    // Scale so that the last bit is half an ulp: magnitude has precision+1 bits.
    const int shift = static_cast<int>(precision) + 1 - bit_length(magnitude);
    const big_int scaled = shift >= 0 ? big_int(magnitude << static_cast<unsigned>(shift))
                                      : big_int(magnitude >> static_cast<unsigned>(-shift));
    const std::int64_t scaled_exponent = exponent - shift;

    // x and x +/- half an ulp agree on at most ~(precision+1)*log10(2)+2
    // leading digits, so the walk below never looks further than that (plus
    // one digit for rounding): only that many leading digits are computed,
    // with a flag for the rest. This keeps 1e-70000 as cheap as 0.1.
    const auto wanted = static_cast<std::int64_t>((precision + 1) * 0.30103) + 12;
    const std::int64_t magnitude_digits =  // floor(log10(x)), within one
        static_cast<std::int64_t>(std::floor(static_cast<double>(bit_length(scaled) - 1 + scaled_exponent) * 0.30102999566398120));
    const std::int64_t scale = wanted - magnitude_digits;
    const big_int five = power_of_five(scale >= 0 ? scale : -scale);

    decimal x = leading_decimal(scaled, scaled_exponent, scale, five);
    const decimal lower = leading_decimal(scaled - 1, scaled_exponent, scale, five);
    const decimal upper = leading_decimal(scaled + 1, scaled_exponent, scale, five);
    const bool inclusive = !boost::multiprecision::bit_test(scaled, 1);  // even mantissa

    for (std::size_t i = 0; i < x.digits.size(); ++i) {
        const char m = x.digits[i];
        const char l = lower.at(i);
        const char u = upper.at(i);
        const bool can_go_down = l != m || (inclusive && lower.ends_at(i + 1));
        const bool can_go_up = m != u && (inclusive || m + 1 < u || upper.continues_after(i + 1));
        if (can_go_down && can_go_up) {
            x.round(i + 1);
            return x;
        }
        if (can_go_down) {
            x.round_down(i + 1);
            return x;
        }
        if (can_go_up) {
            x.round_up(i + 1);
            return x;
        }
    }
    return x;
}

// Plain notation of 0.digits * 10^point, never an exponent.
void append_fixed(std::string& out, const decimal& d) {
    if (d.point <= 0) {
        out += "0.";
        out.append(static_cast<std::size_t>(-d.point), '0');
        out += d.digits;
        return;
    }
    const auto point = static_cast<std::size_t>(d.point);
    if (d.digits.size() <= point) {
        out += d.digits;
        out.append(point - d.digits.size(), '0');
        return;
    }
    out.append(d.digits, 0, point);
    out += '.';
    out.append(d.digits, point, std::string::npos);
}

void append_uint128(std::string& out, uint128 v) {
    char buffer[40];
    char* end = buffer + sizeof buffer;
    char* p = end;
    do {
        *--p = static_cast<char>('0' + static_cast<int>(v % 10));
        v /= 10;
    } while (v != 0);
    out.append(p, end);
}

// Inline values whose text is known without big arithmetic; false otherwise.
bool append_small_fast(std::string& out, std::int64_t mantissa, std::int32_t exponent, unsigned precision) {
    const std::uint64_t m = mantissa < 0 ? 0 - static_cast<std::uint64_t>(mantissa) : static_cast<std::uint64_t>(mantissa);
    const int length = bit_length(m);
    if (exponent >= 0) {
        // An integer whose ulp is at most 1: no other integer is as close, so its digits are the answer.
        if (length + exponent > 63 || length + exponent > static_cast<int>(precision)) return false;
        char buffer[24];
        if (mantissa < 0) out += '-';
        const auto result = std::to_chars(buffer, buffer + sizeof buffer, m << exponent);
        out.append(buffer, result.ptr);
        return true;
    }
    // m * 2^-k = (m * 5^k) * 10^-k ends in the digit 5 at 10^-k; any shorter
    // decimal is at least 10^-k away, so when half an ulp is smaller the exact
    // digits are the shortest.
    const int k = -exponent;
    if (k > 27 || 3 * (static_cast<int>(precision) - length) <= 7 * k) return false;
    uint128 digits = m;
    for (int i = 0; i < k; ++i) digits *= 5;
    std::string text;
    append_uint128(text, digits);
    if (mantissa < 0) out += '-';
    if (static_cast<int>(text.size()) <= k) {
        out += "0.";
        out.append(static_cast<std::size_t>(k) - text.size(), '0');
        out += text;
    } else {
        out.append(text, 0, text.size() - static_cast<std::size_t>(k));
        out += '.';
        out.append(text, text.size() - static_cast<std::size_t>(k), std::string::npos);
    }
    return true;
}

}  // namespace

std::string number::to_string() const {
    if (form_ == form::pos_inf) return "+Inf";
    if (form_ == form::neg_inf) return "-Inf";
    if (is_zero()) return negative_zero_ ? "-0" : "0";
    std::string out;
    if (form_ == form::small && access::small_form_enabled && append_small_fast(out, mantissa_, exponent_, precision_)) {
        return out;
    }
    const auto u = access::unpack(*this);
    if (u.negative) out += '-';
    append_fixed(out, shortest_decimal(u.magnitude, u.exponent, precision_));
    return out;
}

std::string number::to_exact_decimal() const {
    if (is_infinite() || is_zero()) return to_string();
    const auto u = access::unpack(*this);
    std::string out;
    if (u.negative) out += '-';
    append_fixed(out, exact_decimal(u.magnitude, u.exponent));
    return out;
}

HCL_END_NAMESPACE
