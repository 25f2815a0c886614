// UTF-8 scanning, validation and decoding. No ICU: these run on every string
// the parsers see, so they are plain loops.
#include <hcl/unicode.hpp>

#include <cstdint>
#include <cstring>

HCL_BEGIN_NAMESPACE
namespace unicode {

bool is_ascii(std::string_view text) noexcept {
    const char* p = text.data();
    std::size_t n = text.size();
    // Eight bytes at a time: any byte with its top bit set makes the OR
    // non-zero under the mask.
    std::uint64_t acc = 0;
    while (n >= 8) {
        std::uint64_t word;
        std::memcpy(&word, p, 8);
        acc |= word;
        p += 8;
        n -= 8;
    }
    while (n > 0) {
        acc |= static_cast<unsigned char>(*p);
        ++p;
        --n;
    }
    return (acc & 0x8080808080808080ULL) == 0;
}

namespace {

bool is_continuation(unsigned char b) noexcept { return (b & 0xC0) == 0x80; }

// Length of the well-formed sequence starting at text[i], or 0 when it is
// ill-formed. Byte ranges follow RFC 3629's table (no overlongs, no
// surrogates, nothing above U+10FFFF).
std::size_t sequence_length(std::string_view text, std::size_t i) noexcept {
    const auto at = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b0 = at(i);
    const std::size_t left = text.size() - i;
    if (b0 < 0x80) return 1;
    if (b0 >= 0xC2 && b0 <= 0xDF) return left >= 2 && is_continuation(at(i + 1)) ? 2 : 0;
    if (b0 >= 0xE0 && b0 <= 0xEF) {
        if (left < 3) return 0;
        const unsigned char b1 = at(i + 1);
        const unsigned char lo = b0 == 0xE0 ? 0xA0 : 0x80;
        const unsigned char hi = b0 == 0xED ? 0x9F : 0xBF;
        return b1 >= lo && b1 <= hi && is_continuation(at(i + 2)) ? 3 : 0;
    }
    if (b0 >= 0xF0 && b0 <= 0xF4) {
        if (left < 4) return 0;
        const unsigned char b1 = at(i + 1);
        const unsigned char lo = b0 == 0xF0 ? 0x90 : 0x80;
        const unsigned char hi = b0 == 0xF4 ? 0x8F : 0xBF;
        return b1 >= lo && b1 <= hi && is_continuation(at(i + 2)) && is_continuation(at(i + 3))
                   ? 4
                   : 0;
    }
    return 0;
}

}  // namespace

std::size_t find_invalid_utf8(std::string_view text) noexcept {
    std::size_t i = 0;
    while (i < text.size()) {
        if (static_cast<unsigned char>(text[i]) < 0x80) {
            ++i;
            continue;
        }
        const std::size_t len = sequence_length(text, i);
        if (len == 0) return i;
        i += len;
    }
    return std::string_view::npos;
}

bool is_valid_utf8(std::string_view text) noexcept {
    return is_ascii(text) || find_invalid_utf8(text) == std::string_view::npos;
}

char32_t decode_utf8(std::string_view text, std::size_t& offset) noexcept {
    if (offset >= text.size()) return replacement_character;  // nothing to read
    const std::size_t len = sequence_length(text, offset);
    const auto at = [&](std::size_t k) {
        return static_cast<char32_t>(static_cast<unsigned char>(text[offset + k]));
    };
    char32_t c = replacement_character;
    switch (len) {
    case 1: c = at(0); break;
    case 2: c = ((at(0) & 0x1F) << 6) | (at(1) & 0x3F); break;
    case 3: c = ((at(0) & 0x0F) << 12) | ((at(1) & 0x3F) << 6) | (at(2) & 0x3F); break;
    case 4:
        c = ((at(0) & 0x07) << 18) | ((at(1) & 0x3F) << 12) | ((at(2) & 0x3F) << 6) |
            (at(3) & 0x3F);
        break;
    default: break;
    }
    offset += len == 0 ? 1 : len;
    return c;
}

void append_utf8(std::string& out, char32_t c) {
    if ((c >= 0xD800 && c <= 0xDFFF) || c > 0x10FFFF) c = replacement_character;
    if (c < 0x80) {
        out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (c >> 6)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (c >> 12)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (c >> 18)));
        out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
}

}  // namespace unicode
HCL_END_NAMESPACE
