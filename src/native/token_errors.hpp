// Diagnostics for the lexer's diagnostic-only tokens.
//
// The lexer never reports; the parser calls report_token_errors once over the
// whole token sequence before parsing, which puts these diagnostics first, as
// the reference does. The summaries, the tokens reported and the limits on
// repeats follow the reference:
//
//   bitwise_and/or/xor/not  "Unsupported operator"       first 4 of them together
//   star_star               "Unsupported operator"       first only (never produced)
//   apostrophe, backtick    "Invalid character"          1st and 3rd of each kind
//                           (so a quoted 'word' is reported once, not twice)
//   semicolon               "Invalid character"          first only
//   tabs                    "Invalid character"          first only (never produced)
//   bad_utf8                "Invalid character encoding" first only
//   quoted_newline          "Invalid multi-line string"  every one
//   invalid                 "Invalid character"          every one; curly quotes
//                           get a detail suggesting straight quotes
//
// Each subject is the token's range.
#pragma once

#include "native/position_map.hpp"
#include "native/token.hpp"

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>

#include <span>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace native {

// The same, fed a stream in pieces (in order): the repeat limits carry
// over from one piece to the next.
class token_error_reporter {
public:
    token_error_reporter(std::string_view source, const position_map& positions, const source_name& filename) noexcept
        : source_(source), positions_(&positions), filename_(&filename) {}
    void report(std::span<const token> tokens, diagnostics& out);

private:
    std::string_view source_;
    const position_map* positions_;
    const source_name* filename_;
    int bitwise_ = 0;
    int exponent_ = 0;
    int apostrophes_ = 0;
    int backticks_ = 0;
    int semicolons_ = 0;
    int tabs_ = 0;
    int bad_encoding_ = 0;
};

void report_token_errors(std::span<const token> tokens, std::string_view source,
                         const position_map& positions, const source_name& filename,
                         diagnostics& out);

}  // namespace native
HCL_END_NAMESPACE
