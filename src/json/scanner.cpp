#include "json/scanner.hpp"

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

bool is_whitespace(char c) noexcept { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }

bool is_letter(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

bool is_number_byte(char c) noexcept {
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

}  // namespace

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

void scanner::advance() {
    const char* p = next_;
    if (!ended_) {
        for (;;) {
            // Indentation: eight spaces at a time.
            while (end_ - p >= 8 && load8(p) == ones * ' ') p += 8;
            if (p == end_ || !is_whitespace(*p)) break;
            ++p;
        }
    }
    next_ = p;
    current_.where.start = here();
    current_.data = p;
    current_.plain = false;
    if (ended_ || p == end_) {
        current_.kind = token_kind::eof;
        current_.where.end = current_.where.start;
        return;
    }
    const std::size_t left = static_cast<std::size_t>(end_ - p);
    const char first = *p;
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
        length = string_length(std::string_view(p, left), current_.plain);
        break;
    default:
        // Letters first: "e5" is a keyword to the reference, not a number.
        if (is_letter(first)) {
            current_.kind = token_kind::keyword;
            while (length < left && (is_letter(p[length]) || p[length] == '_')) ++length;
        } else if (is_number_byte(first)) {
            current_.kind = token_kind::number;
            while (length < left && is_number_byte(p[length])) ++length;
        } else {
            // Nothing after an unusable byte is read.
            current_.kind = token_kind::invalid;
            ended_ = true;
        }
    }
    next_ = p + length;
    current_.where.end = here();
}

}  // namespace json::detail
HCL_END_NAMESPACE
