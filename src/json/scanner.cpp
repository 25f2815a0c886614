#include "json/scanner.hpp"

#include "json/string_decode.hpp"

#include <hcl/unicode.hpp>

#include <cstdint>
#include <cstring>

HCL_BEGIN_NAMESPACE
namespace json::detail {

namespace {

// Eight bytes at p, in memory order (unaligned loads are fine on every
// target we build for; memcpy is how C++ spells them).
std::uint64_t load8(const char* p) noexcept {
    std::uint64_t word;
    std::memcpy(&word, p, sizeof word);
    return word;
}

constexpr std::uint64_t ones = 0x0101010101010101ULL;
constexpr std::uint64_t high_bits = 0x8080808080808080ULL;

// Nonzero when some byte of `word` is zero (exact: no false positives).
constexpr std::uint64_t has_zero(std::uint64_t word) noexcept { return (word - ones) & ~word & high_bits; }

// Nonzero when one of the eight bytes ends a run of plain string content:
// a quote, a backslash, a control character or a non-ASCII byte.
constexpr std::uint64_t has_special(std::uint64_t word) noexcept {
    return has_zero(word ^ (ones * '"')) | has_zero(word ^ (ones * '\\')) | ((word - ones * 0x20) & ~word) |
           (word & high_bits);
}

// The columns a string token takes: one per grapheme cluster, and one per
// byte of ill-formed UTF-8, which the reference decodes byte by byte (where
// ICU would make one cluster of a truncated sequence).
std::uint32_t string_columns(std::string_view text) noexcept {
    std::size_t columns = 0;
    std::size_t run = 0;  // start of the well-formed text not yet counted
    for (std::size_t i = 0; i < text.size();) {
        char32_t c;
        if (static_cast<unsigned char>(text[i]) < 0x80) {
            ++i;
        } else if (const std::size_t n = utf8_sequence(text, i, c); n != 0) {
            i += n;
        } else {
            columns += unicode::grapheme_count(text.substr(run, i - run)) + 1;
            run = ++i;
        }
    }
    return static_cast<std::uint32_t>(columns + unicode::grapheme_count(text.substr(run)));
}

bool is_letter(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

bool is_number_byte(char c) noexcept {
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

// The length of a string token starting at text[0] == '"': up to and
// including the closing quote, or up to (not including) a control character
// or the end of the input when the string is unterminated. `plain` tells
// whether it is closed and holds printable ASCII only, without escapes.
std::size_t string_length(std::string_view text, bool& plain) noexcept {
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    const char* p = begin + 1;
    // The common case first: plain bytes up to the closing quote, eight at
    // a time while they last.
    while (end - p >= 8 && (has_special(load8(p)) & high_bits) == 0) p += 8;
    while (p < end) {
        const auto b = static_cast<unsigned char>(*p);
        if (b == '"') {
            plain = true;
            return static_cast<std::size_t>(p - begin) + 1;
        }
        if (b == '\\' || b < 0x20 || b >= 0x80) break;
        ++p;
    }
    plain = false;
    bool escaping = false;
    for (; p < end; ++p) {
        const auto b = static_cast<unsigned char>(*p);
        if (b == '\\') {
            escaping = !escaping;
        } else if (b == '"') {
            if (!escaping) return static_cast<std::size_t>(p - begin) + 1;
            escaping = false;
        } else if (b < 0x20) {
            break;
        } else {
            escaping = false;
        }
    }
    return static_cast<std::size_t>(p - begin);
}

}  // namespace

void scanner::skip_whitespace() noexcept {
    const char* p = next_;
    std::uint32_t line = line_;
    std::uint32_t column = column_;
    for (;;) {
        // Indentation: eight spaces at a time.
        while (end_ - p >= 8 && load8(p) == ones * ' ') {
            p += 8;
            column += 8;
        }
        if (p == end_) break;
        const char c = *p;
        if (c == ' ') {
            ++column;
        } else if (c == '\n') {
            ++line;
            column = 1;
        } else if (c == '\t') {
            column += 2;
        } else if (c != '\r') {
            break;
        }
        ++p;
    }
    next_ = p;
    line_ = line;
    column_ = column;
}

void scanner::advance() {
    if (!ended_) skip_whitespace();
    current_.where.start = here();
    current_.plain = false;
    if (ended_ || next_ == end_) {
        current_.kind = token_kind::eof;
        current_.text = {};
        current_.where.end = current_.where.start;
        return;
    }
    const char* const start = next_;
    const std::size_t left = static_cast<std::size_t>(end_ - start);
    const char first = *start;
    std::size_t length = 1;
    switch (first) {
    case '{': current_.kind = token_kind::brace_open; break;
    case '}': current_.kind = token_kind::brace_close; break;
    case '[': current_.kind = token_kind::bracket_open; break;
    case ']': current_.kind = token_kind::bracket_close; break;
    case ',': current_.kind = token_kind::comma; break;
    case ':': current_.kind = token_kind::colon; break;
    case '=': current_.kind = token_kind::equals; break;
    case '"':
        current_.kind = token_kind::string;
        length = string_length(std::string_view(start, left), current_.plain);
        break;
    default:
        // Letters first: "e5" is a keyword to the reference, not a number.
        if (is_letter(first)) {
            current_.kind = token_kind::keyword;
            while (length < left && (is_letter(start[length]) || start[length] == '_')) ++length;
        } else if (is_number_byte(first)) {
            current_.kind = token_kind::number;
            while (length < left && is_number_byte(start[length])) ++length;
        } else {
            // Nothing after an unusable byte is read.
            current_.kind = token_kind::invalid;
            ended_ = true;
        }
    }
    current_.text = std::string_view(start, length);
    if (current_.kind == token_kind::string && !current_.plain) {
        // Strings hold no line breaks (a control character ends them), so
        // only columns advance, one per grapheme cluster.
        column_ += string_columns(current_.text);
    } else {
        column_ += static_cast<std::uint32_t>(length);
    }
    next_ = start + length;
    current_.where.end = here();
}

}  // namespace json::detail
HCL_END_NAMESPACE
