#include "json/scanner.hpp"

HCL_BEGIN_NAMESPACE
namespace json::detail {

namespace {

bool is_letter(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

bool is_number_byte(char c) noexcept {
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

// The length of a string token starting at text[0] == '"': up to and
// including the closing quote, or up to (not including) a control character
// or the end of the input when the string is unterminated.
std::size_t string_length(std::string_view text) noexcept {
    bool escaping = false;
    std::size_t i = 1;
    while (i < text.size()) {
        const auto b = static_cast<unsigned char>(text[i]);
        if (b == '\\') {
            escaping = !escaping;
        } else if (b == '"') {
            if (!escaping) return i + 1;
            escaping = false;
        } else if (b < 0x20) {
            return i;
        } else {
            escaping = false;
        }
        ++i;
    }
    return i;
}

}  // namespace

void scanner::skip_whitespace() {
    while (offset() < source_.size()) {
        switch (source_[offset()]) {
        case ' ': ++pos_.byte; ++pos_.column; break;
        case '\t': ++pos_.byte; pos_.column += 2; break;
        case '\r': ++pos_.byte; break;
        case '\n':
            ++pos_.byte;
            ++pos_.line;
            pos_.column = 1;
            break;
        default: return;
        }
    }
}

void scanner::advance() {
    if (!ended_) skip_whitespace();
    const std::size_t at = offset();
    current_.where.start = pos_;
    if (ended_ || at >= source_.size()) {
        current_.kind = token_kind::eof;
        current_.text = {};
        current_.where.end = pos_;
        return;
    }
    const char first = source_[at];
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
        length = string_length(source_.substr(at));
        break;
    default:
        if (is_number_byte(first)) {
            current_.kind = token_kind::number;
            while (at + length < source_.size() && is_number_byte(source_[at + length])) ++length;
        } else if (is_letter(first)) {
            current_.kind = token_kind::keyword;
            while (at + length < source_.size() && (is_letter(source_[at + length]) || source_[at + length] == '_'))
                ++length;
        } else {
            // Nothing after an unusable byte is read.
            current_.kind = token_kind::invalid;
            ended_ = true;
        }
    }
    current_.text = source_.substr(at, length);
    if (current_.kind == token_kind::string) {
        // Strings hold no line breaks (a control character ends them), so
        // only columns advance, one per grapheme cluster.
        pos_ = advance_position(pos_, current_.text);
    } else {
        pos_.byte += length;
        pos_.column += static_cast<std::uint32_t>(length);
    }
    current_.where.end = pos_;
}

}  // namespace json::detail
HCL_END_NAMESPACE
