// Decimal rendering of numbers for format()'s number verbs.
//
// A number is turned into decimal digits either exactly
// (number::to_exact_decimal) or as the shortest decimal that reads back to
// the same number (number::to_string), then rounded to the requested
// number of digits half-to-even on the exact digits, and laid out in the
// e, f or g style with the reference's quirks (two-digit minimum exponent,
// %g trimming, sign and padding rules).
#include "stdlib/format_number.hpp"

#include <hcl/number_boost.hpp>

#include <algorithm>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {
namespace {

// value = 0.<digits> * 10^point; digits has no leading or trailing zeros and
// is empty for zero (then point is 0).
struct decimal_digits {
    std::string digits;
    long long point = 0;

    char at(long long i) const {
        return i >= 0 && i < static_cast<long long>(digits.size()) ? digits[static_cast<std::size_t>(i)] : '0';
    }
    long long size() const { return static_cast<long long>(digits.size()); }

    void trim() {
        while (!digits.empty() && digits.back() == '0') digits.pop_back();
        if (digits.empty()) point = 0;
    }

    // Keeps the first n digits, rounding half-to-even on the digits present
    // (which are exact, so a lone trailing 5 really is a tie). Nothing happens
    // for n < 0 or when there are no more than n digits.
    void round(long long n) {
        if (n < 0 || n >= size()) return;
        const auto un = static_cast<std::size_t>(n);
        bool up;
        if (digits[un] == '5' && n + 1 == size()) {
            up = n > 0 && ((digits[un - 1] - '0') % 2) != 0;
        } else {
            up = digits[un] >= '5';
        }
        if (!up) {
            digits.resize(un);
            trim();
            return;
        }
        std::size_t i = un;
        while (i > 0 && digits[i - 1] == '9') --i;
        if (i == 0) {
            digits = "1";
            ++point;
            return;
        }
        digits[i - 1] = static_cast<char>(digits[i - 1] + 1);
        digits.resize(i);
    }
};

// Reads "123.456", "-0.001", "42" (no exponent, as number's text forms are).
decimal_digits parse_plain(std::string_view text) {
    if (!text.empty() && (text.front() == '-' || text.front() == '+')) text.remove_prefix(1);
    const std::size_t dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    const std::string_view fraction = dot == std::string_view::npos ? std::string_view() : text.substr(dot + 1);
    decimal_digits d;
    d.digits.reserve(whole.size() + fraction.size());
    d.digits.append(whole);
    d.digits.append(fraction);
    d.point = static_cast<long long>(whole.size());
    std::size_t lead = 0;
    while (lead < d.digits.size() && d.digits[lead] == '0') ++lead;
    d.digits.erase(0, lead);
    d.point -= static_cast<long long>(lead);
    d.trim();
    return d;
}

void append_exponent_form(std::string& out, char e, long long precision, const decimal_digits& d) {
    out.push_back(d.digits.empty() ? '0' : d.digits[0]);
    if (precision > 0) {
        out.push_back('.');
        for (long long i = 1; i <= precision; ++i) out.push_back(d.at(i));
    }
    out.push_back(e);
    long long exponent = d.digits.empty() ? 0 : d.point - 1;
    out.push_back(exponent < 0 ? '-' : '+');
    if (exponent < 0) exponent = -exponent;
    if (exponent < 10) out.push_back('0');
    out.append(std::to_string(exponent));
}

void append_fixed_form(std::string& out, long long precision, const decimal_digits& d) {
    if (d.point > 0) {
        for (long long i = 0; i < d.point; ++i) out.push_back(d.at(i));
    } else {
        out.push_back('0');
    }
    if (precision > 0) {
        out.push_back('.');
        for (long long i = 0; i < precision; ++i) out.push_back(d.at(d.point + i));
    }
}

// The digits and sign of a finite number, without padding. `precision` < 0
// asks for the shortest representation.
std::string render_finite(const number& n, char verb, long long precision) {
    const bool shortest = precision < 0;
    decimal_digits d = parse_plain(shortest ? n.to_string() : n.to_exact_decimal());
    const char lower = static_cast<char>(verb | 0x20);
    const bool upper = verb == 'E' || verb == 'G';
    if (shortest) {
        if (lower == 'e') precision = std::max<long long>(d.size() - 1, 0);
        if (lower == 'f') precision = std::max<long long>(d.size() - d.point, 0);
        if (lower == 'g') precision = d.size();
    } else if (lower == 'e') {
        d.round(1 + precision);
    } else if (lower == 'f') {
        d.round(d.point + precision);
    } else {
        if (precision == 0) precision = 1;
        d.round(precision);
    }

    std::string out;
    if (n.sign_bit()) out.push_back('-');
    if (lower == 'e') {
        append_exponent_form(out, upper ? 'E' : 'e', precision, d);
    } else if (lower == 'f') {
        append_fixed_form(out, precision, d);
    } else {
        long long limit = precision;
        if (limit > d.size() && d.size() >= d.point) limit = d.size();
        if (shortest) limit = 6;
        const long long exponent = d.point - 1;
        if (exponent < -4 || exponent >= limit) {
            if (precision > d.size()) precision = d.size();
            append_exponent_form(out, upper ? 'E' : 'e', precision - 1, d);
        } else {
            if (precision > d.point) precision = d.size();
            append_fixed_form(out, std::max<long long>(precision - d.point, 0), d);
        }
    }
    return out;
}

std::string pad(const std::string& sign, const std::string& body, const number_verb& v, bool zero_ok) {
    const auto length = static_cast<long long>(sign.size() + body.size());
    const long long padding = v.width && *v.width > length ? *v.width - length : 0;
    const auto count = static_cast<std::size_t>(padding);
    if (v.zero && zero_ok) return sign + std::string(count, '0') + body;
    if (v.minus) return sign + body + std::string(count, ' ');
    return std::string(count, ' ') + sign + body;
}

}  // namespace

std::string format_number_default(const number& n) {
    if (n.is_infinite()) return n.is_negative() ? "-Inf" : "+Inf";
    return render_finite(n, 'g', -1);
}

std::string format_float_verb(const number& n, const number_verb& v) {
    const char lower = static_cast<char>(v.verb | 0x20);
    long long precision = v.precision ? *v.precision : (lower == 'g' ? -1 : 6);
    std::string body;
    std::string sign;
    if (n.is_infinite()) {
        body = "Inf";
        sign = n.is_negative() ? "-" : (v.space ? " " : "+");
    } else {
        body = render_finite(n, v.verb, precision);
        if (body.front() == '-') {
            sign = "-";
            body.erase(0, 1);
        } else if (v.plus) {
            sign = "+";
        } else if (v.space) {
            sign = " ";
        }
    }
    return pad(sign, body, v, !n.is_infinite());
}

std::optional<std::string> format_integer_verb(const number& n, const number_verb& v) {
    const auto integer = to_cpp_int(n);
    if (!integer) return std::nullopt;
    using boost::multiprecision::cpp_int;
    const bool negative = *integer < 0;
    const cpp_int magnitude = negative ? cpp_int(-*integer) : *integer;

    std::string digits;
    if (v.verb == 'd') {
        digits = magnitude.str();
    } else {
        const unsigned bits = v.verb == 'b' ? 1 : (v.verb == 'o' ? 3 : 4);
        const char* alphabet = v.verb == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
        if (magnitude == 0) {
            digits = "0";
        } else {
            const unsigned top = boost::multiprecision::msb(magnitude);
            for (long long group = top / bits; group >= 0; --group) {
                unsigned digit = 0;
                for (unsigned b = 0; b < bits; ++b) {
                    if (boost::multiprecision::bit_test(magnitude, static_cast<unsigned>(group) * bits + b)) {
                        digit |= 1u << b;
                    }
                }
                digits.push_back(alphabet[digit]);
            }
        }
    }

    std::string sign = negative ? "-" : (v.plus ? "+" : (v.space ? " " : ""));
    std::string prefix;
    if (v.sharp) {
        if (v.verb == 'b') prefix = "0b";
        if (v.verb == 'o') prefix = "0";
        if (v.verb == 'x') prefix = "0x";
        if (v.verb == 'X') prefix = "0X";
    }
    long long zeros = 0;
    if (v.precision) {
        if (static_cast<long long>(digits.size()) < *v.precision) {
            zeros = *v.precision - static_cast<long long>(digits.size());
        } else if (digits == "0" && *v.precision == 0) {
            return std::string();  // zero at precision zero prints nothing, not even padding
        }
    }
    const long long length = static_cast<long long>(sign.size() + prefix.size() + digits.size()) + zeros;
    long long left = 0;
    long long right = 0;
    if (v.width && length < *v.width) {
        const long long extra = *v.width - length;
        if (v.minus) {
            right = extra;
        } else if (v.zero && !v.precision) {
            zeros = extra;
        } else {
            left = extra;
        }
    }
    std::string out(static_cast<std::size_t>(left), ' ');
    out += sign;
    out += prefix;
    out.append(static_cast<std::size_t>(zeros), '0');
    out += digits;
    out.append(static_cast<std::size_t>(right), ' ');
    return out;
}

}  // namespace stdlib::detail
HCL_END_NAMESPACE
