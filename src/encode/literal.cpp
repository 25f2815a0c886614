// Literal text for the encoder (see literal.hpp).
#include "encode/literal.hpp"

#include <hcl/encode.hpp>
#include <hcl/native/parse.hpp>

#include <algorithm>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace detail {
namespace {

// Keys that a bare identifier would turn into something else: literals, and
// `for`, which starts a for expression after `{`.
bool needs_quoted_key(std::string_view k) {
    return !native::valid_identifier(k) || k == "true" || k == "false" || k == "null" || k == "for";
}

// No literal is infinite; a division by zero is (in the reference too). In
// the JSON syntax a template of one interpolation yields its value as is.
void append_infinity(std::string& out, bool negative, quote_style style) {
    if (style == quote_style::json) {
        out += negative ? "\"${-1 / 0}\"" : "\"${1 / 0}\"";
    } else {
        out += negative ? "-1 / 0" : "1 / 0";
    }
}

void append_key(std::string& out, std::string_view k, quote_style style) {
    if (style == quote_style::json) {
        append_quoted(out, k, style);
        out += ": ";
        return;
    }
    if (needs_quoted_key(k)) {
        append_quoted(out, k, style);
    } else {
        out += k;
    }
    out += " = ";
}

// Digits from the first non-zero one on ("0.0012" has 2).
std::size_t significant_digits(std::string_view decimal) {
    std::size_t count = 0;
    bool started = false;
    for (char c : decimal) {
        if (c < '0' || c > '9') continue;
        started = started || c != '0';
        if (started) ++count;
    }
    return count;
}

// `decimal` (plain notation, optional '-') rounded half up to `k`
// significant digits, in the same notation without trailing fraction zeros.
std::string round_decimal(std::string_view decimal, std::size_t k) {
    std::string sign;
    if (!decimal.empty() && decimal.front() == '-') {
        sign = "-";
        decimal.remove_prefix(1);
    }
    const std::size_t point = decimal.find('.');
    std::string digits(decimal.substr(0, point));
    std::size_t int_len = digits.size();
    if (point != std::string_view::npos) digits += decimal.substr(point + 1);
    const std::size_t first = digits.find_first_not_of('0');
    if (first == std::string::npos || first + k >= digits.size()) return sign + std::string(decimal);
    const bool up = digits[first + k] >= '5';
    std::fill(digits.begin() + static_cast<std::ptrdiff_t>(first + k), digits.end(), '0');
    for (std::size_t i = first + k; up && i-- > 0;) {
        if (digits[i] != '9') {
            ++digits[i];
            break;
        }
        digits[i] = '0';
        if (i == 0) {  // 99.9 -> 100.0
            digits.insert(digits.begin(), '1');
            ++int_len;
        }
    }
    std::string whole = digits.substr(0, int_len);
    std::string fraction = digits.substr(int_len);
    whole.erase(0, std::min(whole.find_first_not_of('0'), whole.size()));
    if (whole.empty()) whole = "0";
    while (!fraction.empty() && fraction.back() == '0') fraction.pop_back();
    return sign + whole + (fraction.empty() ? "" : "." + fraction);
}

}  // namespace

std::string number_text(const number& n) {
    std::string s = n.to_string();
    auto reads_back = [&](const std::string& text) {
        const auto back = number::parse(text, n.precision());
        return back && *back == n;
    };
    if (reads_back(s)) return s;
    // One or two more digits than the shortest almost always do; the exact
    // decimal (which may be hundreds of digits long) is the last resort.
    const std::string exact = n.to_exact_decimal();
    const std::size_t shortest = significant_digits(s);
    for (std::size_t k = shortest + 1; k < significant_digits(exact); ++k) {
        std::string t = round_decimal(exact, k);
        if (reads_back(t)) return t;
    }
    return exact;
}

void append_literal(std::string& out, const value& v, quote_style style) {
    if (!v.is_known() || v.is_null()) {
        out += "null";
        return;
    }
    switch (v.type().kind()) {
    case type_kind::boolean: out += v.as_bool() ? "true" : "false"; return;
    case type_kind::number:
        if (v.as_number().is_infinite()) {
            append_infinity(out, v.as_number().is_negative(), style);
        } else {
            out += number_text(v.as_number());
        }
        return;
    case type_kind::string: append_quoted(out, v.as_string(), style); return;
    case type_kind::list:
    case type_kind::set:
    case type_kind::tuple: {
        out += '[';
        bool first = true;
        for (const auto& e : v.elements()) {
            if (!first) out += ", ";
            first = false;
            append_literal(out, e, style);
        }
        out += ']';
        return;
    }
    case type_kind::map:
    case type_kind::object: {
        if (v.length() == 0) {
            out += "{}";
            return;
        }
        // The formatter pads native one-line objects with spaces.
        const bool native = style == quote_style::native;
        out += native ? "{ " : "{";
        bool first = true;
        for (const auto& [k, e] : v.attributes()) {
            if (!first) out += ", ";
            first = false;
            append_key(out, k, style);
            append_literal(out, e, style);
        }
        out += native ? " }" : "}";
        return;
    }
    case type_kind::dynamic:
    case type_kind::capsule: out += "null"; return;
    }
}

}  // namespace detail

std::string encode_expression(const value& v) {
    std::string out;
    detail::append_literal(out, v, detail::quote_style::native);
    return out;
}

std::string encode_json_expression(const value& v) {
    std::string out;
    detail::append_literal(out, v, detail::quote_style::json);
    return out;
}

HCL_END_NAMESPACE
