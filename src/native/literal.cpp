// Decoding literal template text (see literal.hpp).
#include "native/literal.hpp"
#include "native/utf8_scan.hpp"

#include <hcl/unicode.hpp>


HCL_BEGIN_NAMESPACE
namespace native {

namespace {

int hex_value(char c) noexcept {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

bool is_special(char c, literal_style style) noexcept {
    return c == '$' || c == '%' || (c == '\\' && style == literal_style::quoted);
}

}  // namespace

std::string literal_problem::detail(std::string_view text) const {
    const std::string_view escape = text.substr(begin, end - begin);
    switch (what) {
    case kind::lone_backslash:
        return "A backslash must be followed by an escape character: n, r, t, \", \\, u or U.";
    case kind::short_unicode:
        return escape.size() >= 2 && escape[1] == 'U'
                   ? "\\U must be followed by exactly eight hexadecimal digits."
                   : "\\u must be followed by exactly four hexadecimal digits.";
    case kind::unencodable:
        return "\"" + std::string(escape) + "\" names no character that UTF-8 can encode.";
    case kind::unknown_selector:
        return "\"" + std::string(escape) + "\" is not an escape sequence.";
    }
    return {};
}

bool decode_literal(std::string_view text, literal_style style, std::string& out,
                    std::vector<literal_problem>* problems) {
    bool ok = true;
    const auto problem = [&](literal_problem::kind what, std::size_t b, std::size_t e) {
        ok = false;
        if (problems) {
            problems->push_back(literal_problem{what, static_cast<std::uint32_t>(b),
                                                static_cast<std::uint32_t>(e)});
        }
    };
    const std::size_t n = text.size();
    std::size_t i = 0;
    while (i < n) {
        std::size_t run = i;
        while (run < n && !is_special(text[run], style)) ++run;
        out.append(text, i, run - i);
        i = run;
        if (i >= n) break;
        const char c = text[i];
        if (c == '$' || c == '%') {
            if (i + 2 < n && text[i + 1] == c && text[i + 2] == '{') {
                out += c;
                out += '{';
                i += 3;
            } else {
                out += c;
                ++i;
            }
            continue;
        }
        // A backslash in quoted text.
        if (i + 1 >= n) {
            problem(literal_problem::kind::lone_backslash, i, n);
            out += '\\';
            ++i;
            continue;
        }
        const char selector = text[i + 1];
        switch (selector) {
        case 'n': out += '\n'; i += 2; continue;
        case 'r': out += '\r'; i += 2; continue;
        case 't': out += '\t'; i += 2; continue;
        case '"': out += '"'; i += 2; continue;
        case '\\': out += '\\'; i += 2; continue;
        case 'u':
        case 'U': {
            const std::size_t want = selector == 'u' ? 4 : 8;
            std::size_t j = i + 2;
            char32_t value = 0;
            while (j < n && j - (i + 2) < want && hex_value(text[j]) >= 0) {
                value = value * 16 + static_cast<char32_t>(hex_value(text[j]));
                ++j;
            }
            if (j - (i + 2) != want) {
                problem(literal_problem::kind::short_unicode, i, j);
                out.append(text, i, j - i);
            } else if (value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) {
                problem(literal_problem::kind::unencodable, i, j);
                out.append(text, i, j - i);
            } else {
                unicode::append_utf8(out, value);
            }
            i = j;
            continue;
        }
        default: {
            // The selector is one whole character, kept; the backslash goes.
            const auto* p = reinterpret_cast<const unsigned char*>(text.data()) + i + 1;
            std::size_t len = detail::utf8_length(p, reinterpret_cast<const unsigned char*>(text.data()) + n);
            if (len == 0) len = 1;
            problem(literal_problem::kind::unknown_selector, i, i + 1 + len);
            out.append(text, i + 1, len);
            i += 1 + len;
            continue;
        }
        }
    }
    return ok;
}

void decode_literal_token(const token& t, std::string_view source, const position_map& positions,
                          const source_name& filename, std::string& out, diagnostics& diags) {
    const std::string_view text = t.text(source);
    if (t.kind != token_kind::quoted_literal && t.kind != token_kind::string_literal) {
        out.append(text);
        return;
    }
    const literal_style style =
        t.kind == token_kind::quoted_literal ? literal_style::quoted : literal_style::unquoted;
    std::vector<literal_problem> problems;
    if (decode_literal(text, style, out, &problems)) return;
    // Positions advance through the token text (problems are in order), so
    // a token with many bad escapes costs one pass, not one lookup each.
    source_position at = positions.at(t.begin);
    std::size_t done = 0;
    for (const literal_problem& p : problems) {
        at = advance_position(at, text.substr(done, p.begin - done));
        const source_position end = advance_position(at, text.substr(p.begin, p.end - p.begin));
        diags.add_error("Invalid escape sequence", p.detail(text), source_range{filename, at, end});
        at = end;
        done = p.end;
    }
}

}  // namespace native
HCL_END_NAMESPACE
