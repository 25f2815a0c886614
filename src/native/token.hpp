// Tokens of the HCL native syntax.
//
// A token is a kind and a half-open byte span [begin, end) of the buffer the
// lexer read; it never copies text. Positions (line, column) are not stored:
// position_map (position_map.hpp) computes them from offsets on demand, which
// keeps a token at 12 bytes and the lexer free of grapheme counting.
#pragma once

#include <hcl/config.hpp>

#include <cstdint>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace native {

enum class token_kind : std::uint8_t {
    // Brackets and quotes.
    open_brace,     // {
    close_brace,    // }
    open_bracket,   // [
    close_bracket,  // ]
    open_paren,     // (
    close_paren,    // )
    open_quote,     // " starting a quoted template
    close_quote,    // " ending it
    open_heredoc,   // <<ID or <<-ID, including the newline that follows
    close_heredoc,  // the closing marker line, leading and trailing blanks included, newline excluded

    // Arithmetic.
    star,     // *
    slash,    // /
    plus,     // +
    minus,    // -
    percent,  // %

    // Comparison and logic.
    equal,          // =
    equal_equal,    // ==
    not_equal,      // !=
    less,           // <
    less_equal,     // <=
    greater,        // >
    greater_equal,  // >=
    and_and,        // &&
    or_or,          // ||
    bang,           // !

    // Other punctuation.
    dot,           // .
    comma,         // ,
    double_colon,  // ::
    ellipsis,      // ...
    fat_arrow,     // =>
    question,      // ?
    colon,         // :

    // Template sequences. The strip-marker variants (${~ %{~ ~}) carry
    // token_flags::strip.
    template_interp,   // ${
    template_control,  // %{
    template_seq_end,  // } closing a sequence, or ~} anywhere

    // Literals and names.
    quoted_literal,  // text inside "...", escapes not yet decoded
    string_literal,  // heredoc or bare-template text, one token per line at most
    number_literal,  // digits, '.', exponent; validity is the parser's job (1.2.3 is one token)
    identifier,

    // Trivia and structure.
    comment,  // #… and //… include their newline; /* … */ never implies one
    newline,  // \n or \r\n
    eof,      // always last, empty, at the end of the input

    // Tokens that only exist to be reported (see report_token_errors).
    bitwise_and,     // &
    bitwise_or,      // |
    bitwise_not,     // ~ not followed by }
    bitwise_xor,     // ^
    star_star,       // ** (never produced: the reference scans two stars; kept for parity)
    apostrophe,      // '
    backtick,        // `
    semicolon,       // ;
    tabs,            // never produced: tabs are blanks (kept for parity)
    invalid,         // a character the language does not use, or unscannable rest of input
    bad_utf8,        // one byte that is not part of well-formed UTF-8
    quoted_newline,  // line breaks inside "...": a run of \n and \r bytes
};

// A short stable name for tests and debugging output ("open_brace", ...).
std::string_view to_string(token_kind kind) noexcept;

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
