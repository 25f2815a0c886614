// Tokens of the HCL native syntax.
//
// A token is a kind and a half-open byte span [begin, end) of the buffer the
// lexer read; it never copies text. Positions (line, column) are not stored:
// position_map (position_map.hpp) computes them from offsets on demand, which
// keeps a token at 12 bytes and the lexer free of grapheme counting.
#pragma once

#include <hcl/config.hpp>
#include <hcl/native/token_kind.hpp>

#include <cstdint>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace native {

namespace token_flags {
inline constexpr std::uint8_t strip = 1;          // ${~  %{~  ~}
inline constexpr std::uint8_t flush_heredoc = 2;  // <<-ID
// quoted_literal only, so that the parser need not read the text again:
inline constexpr std::uint8_t needs_decoding = 4;  // holds '\', '$' or '%' (its value is not its text)
inline constexpr std::uint8_t non_ascii = 8;       // holds a byte above 0x7F
// number_literal only: holds a '.' or an exponent (without it, plain digits).
inline constexpr std::uint8_t fraction_or_exponent = 16;
}  // namespace token_flags

struct token {
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
    token_kind kind = token_kind::eof;
    std::uint8_t flags = 0;
    // Zero, so that the lexer writes kind and flags with one four-byte
    // constant (a two-byte immediate is avoided by compilers, which then
    // load it from memory first).
    std::uint16_t unused = 0;

    std::uint32_t size() const noexcept { return end - begin; }
    std::string_view text(std::string_view source) const noexcept {
        return source.substr(begin, end - begin);
    }
    bool has_strip_marker() const noexcept { return (flags & token_flags::strip) != 0; }
    bool is_flush_heredoc() const noexcept { return (flags & token_flags::flush_heredoc) != 0; }
    // A quoted_literal whose value is its text: no escape, no sign.
    bool is_plain_text() const noexcept { return (flags & token_flags::needs_decoding) == 0; }
    bool is_ascii_text() const noexcept { return (flags & token_flags::non_ascii) == 0; }

    friend bool operator==(const token&, const token&) = default;
};

}  // namespace native
HCL_END_NAMESPACE
