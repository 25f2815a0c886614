#include "json/string_decode.hpp"

HCL_BEGIN_NAMESPACE
namespace json::detail {

namespace {

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

constexpr char32_t replacement = 0xFFFD;

int hex_digit(char c) noexcept {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// Four hex digits at text[i..]; -1 (with `bad` = index of the first non-hex
// byte, or text.size()) when they are not there.
long read_hex4(std::string_view text, std::size_t i, std::size_t& bad) noexcept {
    long v = 0;
    for (std::size_t k = 0; k < 4; ++k) {
        if (i + k >= text.size()) {
            bad = text.size();
            return -1;
        }
        const int d = hex_digit(text[i + k]);
        if (d < 0) {
            bad = i + k;
            return -1;
        }
        v = v * 16 + d;
    }
    return v;
}

}  // namespace

std::size_t utf8_sequence(std::string_view text, std::size_t i, char32_t& c) noexcept {
    const auto b0 = static_cast<unsigned char>(text[i]);
    std::size_t n;
    char32_t min;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        n = 2, c = b0 & 0x1F, min = 0x80;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        n = 3, c = b0 & 0x0F, min = 0x800;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        n = 4, c = b0 & 0x07, min = 0x10000;
    } else {
        return 0;
    }
    if (i + n > text.size()) return 0;
    for (std::size_t k = 1; k < n; ++k) {
        const auto b = static_cast<unsigned char>(text[i + k]);
        if ((b & 0xC0) != 0x80) return 0;
        c = (c << 6) | (b & 0x3F);
    }
    if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return 0;
    return n;
}

bool decode_string(std::string_view token, std::string& out, std::size_t& error_offset) {
    out.clear();
    out.reserve(token.size());
    // Validation first, as the reference's decoder checks the whole token
    // before decoding it.
    std::size_t i = 1;
    bool closed = false;
    while (i < token.size()) {
        const char c = token[i];
        if (c == '"') {
            closed = i + 1 == token.size();
            if (!closed) {
                error_offset = i + 2;  // data after the string
                return false;
            }
            break;
        }
        if (c == '\\') {
            if (i + 1 >= token.size()) break;
            const char e = token[i + 1];
            switch (e) {
            case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't': i += 2; continue;
            case 'u': {
                std::size_t bad = 0;
                if (read_hex4(token, i + 2, bad) < 0) {
                    if (bad >= token.size()) break;
                    error_offset = bad + 1;
                    return false;
                }
                i += 6;
                continue;
            }
            default: error_offset = i + 2; return false;
            }
            break;
        }
        if (static_cast<unsigned char>(c) < 0x20) {
            error_offset = i + 1;
            return false;
        }
        ++i;
    }
    if (!closed) {
        error_offset = token.size();
        return false;
    }

    for (i = 1; i + 1 < token.size();) {
        const char c = token[i];
        if (c == '\\') {
            const char e = token[i + 1];
            i += 2;
            switch (e) {
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                std::size_t bad = 0;
                char32_t cp = static_cast<char32_t>(read_hex4(token, i, bad));
                i += 4;
                if (cp >= 0xD800 && cp < 0xDC00) {
                    // A high surrogate pairs only with an escaped low one.
                    if (i + 6 <= token.size() - 1 && token[i] == '\\' && token[i + 1] == 'u') {
                        const long low = read_hex4(token, i + 2, bad);
                        if (low >= 0xDC00 && low < 0xE000) {
                            cp = 0x10000 + ((cp - 0xD800) << 10) + (static_cast<char32_t>(low) - 0xDC00);
                            i += 6;
                        } else {
                            cp = replacement;
                        }
                    } else {
                        cp = replacement;
                    }
                } else if (cp >= 0xDC00 && cp < 0xE000) {
                    cp = replacement;
                }
                append_utf8(out, cp);
                break;
            }
            default: out += e; break;  // '"', '\\', '/'
            }
            continue;
        }
        if (static_cast<unsigned char>(c) < 0x80) {
            out += c;
            ++i;
            continue;
        }
        char32_t cp = 0;
        const std::size_t n = utf8_sequence(token.substr(0, token.size() - 1), i, cp);
        if (n == 0) {
            append_utf8(out, replacement);
            ++i;
        } else {
            out.append(token.substr(i, n));
            i += n;
        }
    }
    return true;
}

bool valid_number(std::string_view t) noexcept {
    std::size_t i = 0;
    auto digit = [&](std::size_t k) { return k < t.size() && t[k] >= '0' && t[k] <= '9'; };
    if (i < t.size() && t[i] == '-') ++i;
    if (!digit(i)) return false;
    if (t[i] == '0') {
        ++i;
    } else {
        while (digit(i)) ++i;
    }
    if (i < t.size() && t[i] == '.') {
        ++i;
        if (!digit(i)) return false;
        while (digit(i)) ++i;
    }
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
        ++i;
        if (i < t.size() && (t[i] == '+' || t[i] == '-')) ++i;
        if (!digit(i)) return false;
        while (digit(i)) ++i;
    }
    return i == t.size();
}

}  // namespace json::detail
HCL_END_NAMESPACE
