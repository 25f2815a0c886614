// Diagnostics for diagnostic-only tokens (see token_errors.hpp).
#include "native/token_errors.hpp"

HCL_BEGIN_NAMESPACE
namespace native {

namespace {

const char* bitwise_detail(token_kind kind) noexcept {
    switch (kind) {
    case token_kind::bitwise_and:
        return "HCL has no bitwise operators. For a logical AND, write \"&&\".";
    case token_kind::bitwise_or:
        return "HCL has no bitwise operators. For a logical OR, write \"||\".";
    case token_kind::bitwise_not:
        return "HCL has no bitwise operators. For a logical NOT, write \"!\".";
    default:
        return "HCL has no bitwise operators.";
    }
}

bool is_curly_quote(std::string_view text) noexcept {
    return text == "\xE2\x80\x9C" || text == "\xE2\x80\x9D";  // U+201C, U+201D
}

}  // namespace

void report_token_errors(std::span<const token> tokens, std::string_view source,
                         const position_map& positions, const source_name& filename,
                         diagnostics& out) {
    token_error_reporter(source, positions, filename).report(tokens, out);
}

void token_error_reporter::report(std::span<const token> tokens, diagnostics& out) {
    const auto report = [&](const token& t, const char* summary, std::string detail) {
        out.add_error(summary, std::move(detail), positions_->range(*filename_, t));
    };
    // Quotes come in pairs, so only every other one (the opening one) is
    // reported, and only the first two pairs.
    const auto pairwise = [](int& seen) {
        const bool report_it = seen % 2 == 0;
        if (seen <= 2) ++seen;
        return report_it;
    };
    const std::string_view source = source_;
    for (const token& t : tokens) {
        switch (t.kind) {
        case token_kind::bitwise_and:
        case token_kind::bitwise_or:
        case token_kind::bitwise_xor:
        case token_kind::bitwise_not:
            if (bitwise_ < 4) {
                report(t, "Unsupported operator", bitwise_detail(t.kind));
                ++bitwise_;
            }
            break;
        case token_kind::star_star:
            if (exponent_++ == 0) {
                report(t, "Unsupported operator",
                       "\"**\" is not an operator in HCL; there is no exponentiation operator.");
            }
            break;
        case token_kind::apostrophe:
            if (pairwise(apostrophes_)) {
                report(t, "Invalid character",
                       "Strings are written in double quotes (\"), not single quotes.");
            }
            break;
        case token_kind::backtick:
            if (pairwise(backticks_)) {
                report(t, "Invalid character",
                       "The \"`\" character has no meaning in HCL. A string spanning several "
                       "lines is written as a heredoc, such as <<EOT.");
            }
            break;
        case token_kind::semicolon:
            if (semicolons_++ == 0) {
                report(t, "Invalid character",
                       "HCL does not use \";\". Arguments and blocks are separated by newlines, "
                       "and items of a collection by commas.");
            }
            break;
        case token_kind::tabs:
            if (tabs_++ == 0) {
                report(t, "Invalid character", "Tab characters are not allowed here.");
            }
            break;
        case token_kind::bad_utf8:
            if (bad_encoding_++ == 0) {
                report(t, "Invalid character encoding",
                       "The input is not valid UTF-8. Save the file with UTF-8 encoding.");
            }
            break;
        case token_kind::quoted_newline:
            report(t, "Invalid multi-line string",
                   "A quoted string cannot contain a line break. Write \\n for a newline "
                   "character, or use a heredoc for text spanning several lines.");
            break;
        case token_kind::invalid:
            if (is_curly_quote(t.text(source))) {
                report(t, "Invalid character",
                       "Curly quotes are not string delimiters; they often slip in when code is "
                       "copied from a document or a web page. Use straight quotes (\") instead.");
            } else {
                report(t, "Invalid character", "This character is not used in HCL.");
            }
            break;
        default:
            break;
        }
    }
}

}  // namespace native
HCL_END_NAMESPACE
