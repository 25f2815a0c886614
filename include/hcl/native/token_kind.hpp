// The kinds of token of the HCL native syntax, as the lexer produces them.
//
// Public because the lossless syntax tree (<hcl/write/document.hpp>) shows
// an expression as its tokens; see docs/native-lexer.md for the token rules.
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

}  // namespace native
HCL_END_NAMESPACE
