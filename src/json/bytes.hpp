// Word-at-a-time byte tests shared by the JSON scanner and fast parser, the
// native lexer and the native position map:
// eight source bytes are loaded at once and the first interesting one is
// found with a bit scan, without SIMD intrinsics.
#pragma once

#include <hcl/config.hpp>

#include <bit>
#include <cstdint>
#include <cstring>

HCL_BEGIN_NAMESPACE
namespace json::detail {

// Eight bytes at p, in memory order (unaligned loads are fine on every
// target we build for; memcpy is how C++ spells them).
inline std::uint64_t load8(const char* p) noexcept {
    std::uint64_t word;
    std::memcpy(&word, p, sizeof word);
    return word;
}

inline constexpr std::uint64_t byte_ones = 0x0101010101010101ULL;
inline constexpr std::uint64_t byte_high_bits = 0x8080808080808080ULL;

// The high bit of each zero byte of `word`. Borrows may also flag bytes
// after the first zero one, never before it, so the lowest flag is exact.
constexpr std::uint64_t zero_bytes(std::uint64_t word) noexcept {
    return (word - byte_ones) & ~word & byte_high_bits;
}

// The high bit of each zero byte of `word`, every flag exact (no borrow
// crosses bytes): for callers that want all of them, not just the first.
constexpr std::uint64_t exact_zero_bytes(std::uint64_t word) noexcept {
    constexpr std::uint64_t low7 = ~byte_high_bits;
    return ~(((word & low7) + low7) | word | low7);
}

// The high bit of each byte of `word` that ends a run of plain string
// content: a quote, a backslash, a control character or a non-ASCII byte
// (the lowest flag is exact, as above).
constexpr std::uint64_t string_special_bytes(std::uint64_t word) noexcept {
    return (zero_bytes(word ^ (byte_ones * '"')) | zero_bytes(word ^ (byte_ones * '\\')) |
            ((word - byte_ones * 0x20) & ~word) | word) &
           byte_high_bits;
}

// The index, in memory order, of the first byte flagged (with any nonzero
// bit) in `flags`, which is not zero.
inline unsigned first_flagged_byte(std::uint64_t flags) noexcept {
    if constexpr (std::endian::native == std::endian::little) {
        return static_cast<unsigned>(std::countr_zero(flags)) / 8;
    } else {
        return static_cast<unsigned>(std::countl_zero(flags)) / 8;
    }
}

inline bool is_json_letter(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The bytes a number token is made of (it is checked against the JSON
// grammar afterwards).
inline bool is_json_number_byte(char c) noexcept {
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

inline bool is_json_whitespace(char c) noexcept { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }

// The first byte at or after `p` that is not whitespace, or `end`.
// Indentation goes eight bytes at a time, and the first non-space byte of a
// word is found without looping over its bytes.
inline const char* skip_json_whitespace(const char* p, const char* end) noexcept {
    for (;;) {
        if (end - p >= 8) {
            const std::uint64_t others = load8(p) ^ (byte_ones * ' ');
            if (others == 0) {
                p += 8;
                continue;
            }
            p += first_flagged_byte(others);
        }
        if (p == end || !is_json_whitespace(*p)) return p;
        ++p;
    }
}

}  // namespace json::detail
HCL_END_NAMESPACE
