// Fuzzes the native-syntax lexer in every scan mode, with the position map,
// the token diagnostics and literal decoding on its output. Any input must
// give a well-formed token stream:
//   - tokens in order, never overlapping, inside the input, the last one and
//     only it eof, empty and at the end;
//   - between tokens only blanks (space, tab) or a leading byte-order mark;
//   - each kind's text has its kind's shape (checked for the fixed ones,
//     identifiers, numbers, comments, newlines, template markers);
//   - positions never go backwards.
#include "native/lexer.hpp"
#include "native/literal.hpp"
#include "native/position_map.hpp"
#include "native/token_errors.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

using hcl::native::token;
using hcl::native::token_kind;

void check(bool ok) {
    if (!ok) std::abort();
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

void check_shape(const token& t, std::string_view src) {
    const std::string_view text = t.text(src);
    switch (t.kind) {
    case token_kind::eof: check(text.empty()); break;
    case token_kind::open_quote:
    case token_kind::close_quote: check(text == "\""); break;
    case token_kind::newline: check(text == "\n" || text == "\r\n"); break;
    case token_kind::quoted_newline:
        check(!text.empty() && text.find_first_not_of("\r\n") == std::string_view::npos);
        break;
    case token_kind::identifier: check(hcl::native::valid_identifier(text)); break;
    case token_kind::number_literal:
        check(!text.empty() && is_digit(text.front()) && is_digit(text.back()));
        break;
    case token_kind::comment:
        check(text.starts_with("#") || text.starts_with("//") ||
              (text.starts_with("/*") && text.ends_with("*/") && text.size() >= 4));
        break;
    case token_kind::template_interp:
        check(text == "${" || text == "${~");
        check(t.has_strip_marker() == (text.size() == 3));
        break;
    case token_kind::template_control:
        check(text == "%{" || text == "%{~");
        check(t.has_strip_marker() == (text.size() == 3));
        break;
    case token_kind::template_seq_end:
        check(text == "}" || text == "~}");
        check(t.has_strip_marker() == (text.size() == 2));
        break;
    case token_kind::open_heredoc:
        check(text.starts_with("<<") && text.ends_with("\n"));
        check(hcl::native::valid_identifier(hcl::native::heredoc_marker(t, src)));
        break;
    case token_kind::bad_utf8: check(text.size() == 1 && static_cast<unsigned char>(text[0]) >= 0x80); break;
    case token_kind::star_star:
    case token_kind::tabs: check(false); break;  // never produced
    case token_kind::quoted_literal:
    case token_kind::string_literal:
    case token_kind::invalid:
    case token_kind::close_heredoc: check(!text.empty()); break;
    default: check(!text.empty() && text.size() <= 3); break;
    }
}

void run(std::string_view src, hcl::native::scan_mode mode) {
    const std::vector<token> tokens = hcl::native::lex(src, mode);
    check(!tokens.empty());
    const std::size_t bom = hcl::native::byte_order_mark_size(src);
    std::uint32_t at = 0;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const token& t = tokens[i];
        check(t.begin <= t.end && t.end <= src.size());
        check(t.begin >= at);
        for (std::uint32_t b = at; b < t.begin; ++b) {
            check(src[b] == ' ' || src[b] == '\t' || b < bom);
        }
        check((t.kind == token_kind::eof) == (i + 1 == tokens.size()));
        check_shape(t, src);
        at = t.end;
    }
    check(tokens.back().begin == src.size());

    const hcl::native::position_map positions(src, tokens);
    hcl::source_position previous = positions.at(0);
    hcl::native::position_map::cursor cursor(positions);
    for (const token& t : tokens) {
        const auto start = positions.start_of(t);
        const auto end = positions.end_of(t);
        check(cursor.at(t.begin) == start && cursor.at(t.end) == end);
        check(start.byte == t.begin && end.byte == t.end);
        check(start.line > previous.line ||
              (start.line == previous.line && start.column >= previous.column));
        check(end.line > start.line || (end.line == start.line && end.column >= start.column));
        previous = end;
    }

    hcl::diagnostics diags;
    hcl::native::report_token_errors(tokens, src, positions, "fuzz.hcl", diags);
    std::string value;
    for (const token& t : tokens) {
        value.clear();
        hcl::native::decode_literal_token(t, src, positions, "fuzz.hcl", value, diags);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view src(reinterpret_cast<const char*>(data), size);
    run(src, hcl::native::scan_mode::normal);
    run(src, hcl::native::scan_mode::bare_template);
    run(src, hcl::native::scan_mode::identifier);
    return 0;
}
