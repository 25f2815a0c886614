#include "values/go_quote.hpp"

#include <hcl/unicode.hpp>

#include <unicode/uchar.h>

#include <cstdint>

HCL_BEGIN_NAMESPACE
namespace detail {

namespace {

// Go's notion of printable: letters, marks, numbers, punctuation, symbols
// and the ASCII space.
bool go_printable(char32_t c) {
    if (c < 0x80) return c >= 0x20 && c < 0x7f;
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
    case U_DASH_PUNCTUATION:
    case U_START_PUNCTUATION:
    case U_END_PUNCTUATION:
    case U_CONNECTOR_PUNCTUATION:
    case U_OTHER_PUNCTUATION:
    case U_INITIAL_PUNCTUATION:
    case U_FINAL_PUNCTUATION:
    case U_MATH_SYMBOL:
    case U_CURRENCY_SYMBOL:
    case U_MODIFIER_SYMBOL:
    case U_OTHER_SYMBOL: return true;
    default: return false;
    }
}

void append_hex(std::string& out, std::uint32_t v, int digits) {
    static constexpr char hex[] = "0123456789abcdef";
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) out += hex[(v >> shift) & 0xFu];
}

}  // namespace

void append_go_quoted(std::string& out, std::string_view s) {
    out += '"';
    std::size_t i = 0;
    while (i < s.size()) {
        const std::size_t start = i;
        const char32_t c = unicode::decode_utf8(s, i);
        // The decoder consumes one byte per ill-formed sequence; a genuine
        // U+FFFD takes three.
        const bool ill_formed = c == unicode::replacement_character && i - start == 1;
        if (ill_formed) {
            out += "\\x";
            append_hex(out, static_cast<unsigned char>(s[start]), 2);
            continue;
        }
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
            continue;
        }
        if (go_printable(c)) {
            out.append(s.substr(start, i - start));
            continue;
        }
        switch (c) {
        case '\a': out += "\\a"; continue;
        case '\b': out += "\\b"; continue;
        case '\f': out += "\\f"; continue;
        case '\n': out += "\\n"; continue;
        case '\r': out += "\\r"; continue;
        case '\t': out += "\\t"; continue;
        case '\v': out += "\\v"; continue;
        default: break;
        }
        if (c < 0x20 || c == 0x7f) {
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
    out += '"';
}

std::string go_quote(std::string_view s) {
    std::string out;
    out.reserve(s.size() + 2);
    append_go_quoted(out, s);
    return out;
}

}  // namespace detail
HCL_END_NAMESPACE
