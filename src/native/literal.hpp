// Values of literal template text: the escapes of quoted strings and the
// `$${` / `%%{` escapes of every template form.
//
// The lexer keeps literal tokens as raw text; the parser (and the JSON
// syntax, for its template strings) turn them into values here.
//
// Quoted text understands \n \r \t \" \\ \uXXXX (exactly four hex digits) and
// \UXXXXXXXX (exactly eight). Problems, each "Invalid escape sequence" with
// the offending bytes as subject, follow the reference:
//   - a backslash at the end of the text is kept as a backslash;
//   - \u or \U with the wrong number of hex digits, or naming a surrogate or
//     a value above U+10FFFF, is kept as written;
//   - an unknown selector (\q, \$, \') is dropped and its character kept.
// All text turns `$${` into `${` and `%%{` into `%{`; a lone `$` or `%`, or
// `$$` not followed by `{`, is itself.
#pragma once

#include "native/position_map.hpp"
#include "native/token.hpp"

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

enum class literal_style {
    quoted,    // text of a quoted_literal token: backslash escapes apply
    unquoted,  // heredoc or bare-template text (string_literal tokens)
};

struct literal_problem {
    enum class kind : std::uint8_t {
        lone_backslash,    // "\" at the end of the text
        short_unicode,     // \u or \U without exactly 4 or 8 hex digits
        unencodable,       // \u or \U naming a surrogate or a value above U+10FFFF
        unknown_selector,  // "\" followed by a character that is not an escape
    };
    kind what;
    std::uint32_t begin;  // byte offsets of the escape within the decoded text
    std::uint32_t end;

    // A detail sentence for the diagnostic, naming the escape.
    std::string detail(std::string_view text) const;
};

// Appends the value of `text` to `out`. Returns true when the text had no
// problem; otherwise the problems are appended to `problems` when given.
bool decode_literal(std::string_view text, literal_style style, std::string& out,
                    std::vector<literal_problem>* problems = nullptr);

// Decodes a quoted_literal or string_literal token (other kinds append their
// text unchanged) and reports each problem as "Invalid escape sequence".
void decode_literal_token(const token& t, std::string_view source, const position_map& positions,
                          const source_name& filename, std::string& out, diagnostics& diags);

}  // namespace native
HCL_END_NAMESPACE
