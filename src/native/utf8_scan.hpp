// Small inline UTF-8 helpers for the native-syntax scanners, where a function
// call per byte would show in the profile.
#pragma once

#include <hcl/config.hpp>
#include <hcl/unicode.hpp>

#include <cstdint>

HCL_BEGIN_NAMESPACE
namespace native::detail {

// Length (1 to 4) of the well-formed UTF-8 sequence at p, or 0 when it is
// ill-formed or truncated by `end`. Strict RFC 3629: no overlong forms, no
// surrogates, nothing above U+10FFFF.
inline std::uint32_t utf8_length(const unsigned char* p, const unsigned char* end) noexcept {
    const unsigned c = p[0];
    if (c < 0x80) return 1;
    const auto avail = end - p;
    const auto cont = [](unsigned b) { return (b & 0xC0u) == 0x80u; };
    if (c < 0xC2) return 0;
    if (c < 0xE0) return avail >= 2 && cont(p[1]) ? 2 : 0;
    if (c < 0xF0) {
        if (avail < 3 || !cont(p[1]) || !cont(p[2])) return 0;
        if (c == 0xE0 && p[1] < 0xA0) return 0;  // overlong
        if (c == 0xED && p[1] > 0x9F) return 0;  // surrogate
        return 3;
    }
    if (c < 0xF5) {
        if (avail < 4 || !cont(p[1]) || !cont(p[2]) || !cont(p[3])) return 0;
        if (c == 0xF0 && p[1] < 0x90) return 0;  // overlong
        if (c == 0xF4 && p[1] > 0x8F) return 0;  // above U+10FFFF
        return 4;
    }
    return 0;
}

// The code point of a sequence utf8_length accepted with length `len`.
inline char32_t decode_utf8_at(const unsigned char* p, std::uint32_t len) noexcept {
    switch (len) {
    case 1: return p[0];
    case 2: return (char32_t(p[0] & 0x1F) << 6) | (p[1] & 0x3F);
    case 3: return (char32_t(p[0] & 0x0F) << 12) | (char32_t(p[1] & 0x3F) << 6) | (p[2] & 0x3F);
    default:
        return (char32_t(p[0] & 0x07) << 18) | (char32_t(p[1] & 0x3F) << 12) |
               (char32_t(p[2] & 0x3F) << 6) | (p[3] & 0x3F);
    }
}

// Length of the white-space character (Go's unicode.IsSpace, but not '\r')
// at p, or 0.
inline std::uint32_t space_length_at(const unsigned char* p, const unsigned char* end) noexcept {
    if (p[0] < 0x80) {
        const unsigned c = p[0];
        return (c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f') ? 1 : 0;
    }
    const std::uint32_t len = utf8_length(p, end);
    return len != 0 && unicode::is_space(decode_utf8_at(p, len)) ? len : 0;
}

}  // namespace native::detail
HCL_END_NAMESPACE
