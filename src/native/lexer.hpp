// The HCL native-syntax lexer.
//
// One pass over one contiguous buffer; tokens hold byte offsets into it. The
// lexer never fails and never reports: problems become tokens of the
// diagnostic-only kinds (invalid, bad_utf8, quoted_newline, bitwise_*, ...)
// that report_token_errors (token_errors.hpp) turns into the reference's
// diagnostics. Template nesting ("${ "${ ... }" }", heredocs inside
// interpolations) is tracked with an explicit stack, never by recursion, so
// any nesting depth is safe; limiting depth is the parser's business.
//
// See docs/native-lexer.md for the token rules and where they follow the
// reference implementation rather than the specification.
#pragma once

#include "native/token.hpp"

#include <hcl/config.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

enum class scan_mode {
    normal,         // configuration files and standalone expressions
    bare_template,  // a whole input that is template text (ParseTemplate, JSON strings)
    identifier,     // only identifiers; anything else is invalid (valid_identifier)
};

// Offsets are 32-bit: inputs larger than this are lexed only up to this
// size. Callers that accept untrusted input report "file too large" first.
inline constexpr std::size_t max_source_size = 0xFFFFFFFFu;

// Length of the UTF-8 byte-order mark at the start of `source` (3 or 0). The
// lexer skips it; its bytes still count in offsets but not in columns.
std::size_t byte_order_mark_size(std::string_view source) noexcept;

// Appends the tokens of `source` to `out` (which is not cleared, so a caller
// can reuse its capacity). The last token appended is always eof.
void lex(std::string_view source, scan_mode mode, std::vector<token>& out);

inline std::vector<token> lex(std::string_view source, scan_mode mode = scan_mode::normal) {
    std::vector<token> out;
    lex(source, mode, out);
    return out;
}

// The same tokens as lex(), a batch at a time, so that a parser can pull
// them with a small buffer instead of holding the whole stream.
class token_scanner {
public:
    // How many tokens a scan may write beyond the count asked for: the
    // scanners stop only where no text is pending, at most this far past.
    static constexpr std::size_t max_overshoot = 8;

    token_scanner(std::string_view source, scan_mode mode);
    ~token_scanner();
    token_scanner(const token_scanner&) = delete;
    token_scanner& operator=(const token_scanner&) = delete;

    // Writes about `count` more tokens from `out` on, where there is room
    // for count + max_overshoot, and returns the end of what it wrote:
    // fewer at the end of the input (whose last token is eof), up to
    // max_overshoot more where a scanner cannot stop.
    token* scan(token* out, std::size_t count);
    // The same, appended to `out`.
    void scan(std::vector<token>& out, std::size_t count);
    // True once eof was written.
    bool finished() const noexcept;
    // True when the last scan wrote a token of a diagnostic-only kind
    // (token_kind::bitwise_and and after), which report_token_errors turns
    // into diagnostics: the others need no look.
    bool wrote_error_tokens() const noexcept;

private:
    struct state;
    std::unique_ptr<state> state_;
};

// True when `text` is exactly one HCL identifier: (ID_Start | '_')
// (ID_Continue | '-')*, with Unicode 9.0 character tables.
bool valid_identifier(std::string_view text) noexcept;

// The marker of an open_heredoc token: "EOT" for "<<EOT\n" and "<<-EOT\r\n".
std::string_view heredoc_marker(const token& open_heredoc, std::string_view source) noexcept;

}  // namespace native
HCL_END_NAMESPACE
