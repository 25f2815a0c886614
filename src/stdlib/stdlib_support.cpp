#include "stdlib/stdlib_support.hpp"

#include <hcl/unicode.hpp>

#include <unicode/uchar.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {

parameter param(std::string name, hcl::type t, unsigned flags, std::string description) {
    parameter p;
    p.name = std::move(name);
    p.type = std::move(t);
    p.allow_null = (flags & allow_null) != 0;
    p.allow_unknown = (flags & allow_unknown) != 0;
    p.allow_dynamic = (flags & allow_dynamic) != 0;
    p.allow_marked = (flags & allow_marked) != 0;
    p.description = std::move(description);
    return p;
}

void define(function_table& table, std::string name, function_spec spec) {
    table.insert_or_assign(std::move(name), function(std::move(spec)));
}

namespace {

std::string make_float_range_message() {
    // Go's %f of the largest double: every integer digit, six decimals.
    char buffer[400];
    std::snprintf(buffer, sizeof buffer, "%f", DBL_MAX);
    return std::string("value must be between -") + buffer + " and " + buffer + " inclusive";
}

}  // namespace

const std::string int_range_message =
    "value must be a whole number, between -9223372036854775808 and 9223372036854775807";
const std::string float_range_message = make_float_range_message();

std::optional<std::int64_t> to_go_int(const number& n) noexcept { return n.to_int64(); }

std::optional<double> to_go_float(const number& n) noexcept {
    const double d = n.to_double();
    if (std::isinf(d) && !n.is_infinite()) return std::nullopt;
    return d;
}

call_result<value> from_go_float(double d) {
    auto n = number::from_double(d);
    if (!n) return call_failed("the result is not a number (NaN)");
    return value::number(std::move(*n));
}

namespace {

// Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and
// the ASCII space.
bool go_is_print(char32_t c) {
    if (c == U' ') return true;
    switch (u_charType(static_cast<UChar32>(c))) {
    case U_UPPERCASE_LETTER:
    case U_LOWERCASE_LETTER:
    case U_TITLECASE_LETTER:
    case U_MODIFIER_LETTER:
    case U_OTHER_LETTER:
    case U_NON_SPACING_MARK:
    case U_ENCLOSING_MARK:
    case U_COMBINING_SPACING_MARK:
    case U_DECIMAL_DIGIT_NUMBER:
    case U_LETTER_NUMBER:
    case U_OTHER_NUMBER:
    case U_CONNECTOR_PUNCTUATION:
    case U_DASH_PUNCTUATION:
    case U_START_PUNCTUATION:
    case U_END_PUNCTUATION:
    case U_INITIAL_PUNCTUATION:
    case U_FINAL_PUNCTUATION:
    case U_OTHER_PUNCTUATION:
    case U_MATH_SYMBOL:
    case U_CURRENCY_SYMBOL:
    case U_MODIFIER_SYMBOL:
    case U_OTHER_SYMBOL: return true;
    default: return false;
    }
}

void append_hex(std::string& out, std::uint32_t v, int digits) {
    static constexpr char hex[] = "0123456789abcdef";
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) out += hex[(v >> shift) & 0xF];
}

}  // namespace

std::string go_quote(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    out += '"';
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t start = i;
        const char32_t c = unicode::decode_utf8(text, i);
        if (c == 0xFFFD && !(i - start == 3 && text.compare(start, 3, "\xEF\xBF\xBD") == 0)) {
            // An invalid byte: decode_utf8 consumed it as U+FFFD.
            for (std::size_t k = start; k < i; ++k) {
                out += "\\x";
                append_hex(out, static_cast<unsigned char>(text[k]), 2);
            }
            continue;
        }
        switch (c) {
        case U'"': out += "\\\""; continue;
        case U'\\': out += "\\\\"; continue;
        default: break;
        }
        if (go_is_print(c)) {
            out.append(text, start, i - start);
            continue;
        }
        switch (c) {
        case U'\a': out += "\\a"; break;
        case U'\b': out += "\\b"; break;
        case U'\f': out += "\\f"; break;
        case U'\n': out += "\\n"; break;
        case U'\r': out += "\\r"; break;
        case U'\t': out += "\\t"; break;
        case U'\v': out += "\\v"; break;
        default:
            if (c < U' ' || c == 0x7F) {
                out += "\\x";
                append_hex(out, c, 2);
            } else if (c < 0x10000) {
                out += "\\u";
                append_hex(out, c, 4);
            } else {
                out += "\\U";
                append_hex(out, c, 8);
            }
        }
    }
    out += '"';
    return out;
}

value make_list(const hcl::type& element, std::vector<value> elements) {
    return value::list(element, std::move(elements));
}

bool is_sequence_type(const hcl::type& t) noexcept {
    return t.is_list() || t.is_set() || t.is_tuple();
}

}  // namespace stdlib::detail
HCL_END_NAMESPACE
