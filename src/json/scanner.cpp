#include "json/scanner.hpp"

#include "json/bytes.hpp"

#include <cstdint>

HCL_BEGIN_NAMESPACE
namespace json::detail {

std::size_t string_length(std::string_view text, bool& plain) noexcept {
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    const char* p = begin + 1;
    // The common case first: plain bytes up to the closing quote, eight at
    // a time while they last, then straight to the first byte that is not.
    while (end - p >= 8) {
        const std::uint64_t special = string_special_bytes(load8(p));
        if (special != 0) {
            p += first_flagged_byte(special);
            break;
        }
        p += 8;
    }
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
    if (!ended_) p = skip_json_whitespace(p, end_);
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
        if (is_json_letter(first)) {
            current_.kind = token_kind::keyword;
            while (length < left && (is_json_letter(p[length]) || p[length] == '_')) ++length;
        } else if (is_json_number_byte(first)) {
            current_.kind = token_kind::number;
            while (length < left && is_json_number_byte(p[length])) ++length;
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
