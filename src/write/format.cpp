// The formatter (hcl::write::format): the reference formatter's layout,
// computed over the lexer's tokens.
//
// The text is cut into lines (a line ends with a newline token, or with a
// `#`/`//` comment, whose token holds its newline). Each line has up to
// three cells: the lead; the assignment, from an `=` that is not the
// line's first token to the end, when the brackets from there balance;
// and a trailing comment. Every token gets a number of spaces before it,
// in three passes:
//   1. indentation: the first token of a line gets two spaces per
//      enclosing bracket, counted line by line (see indent_lines);
//   2. spacing: inside a cell, each token's spaces follow from it and its
//      neighbours (space_between);
//   3. columns: consecutive lines with an assignment align their `=`, and
//      consecutive lines with a trailing comment align the comments.
// The output is each token's spaces followed by its bytes. A token's bytes
// never change, so heredoc bodies, quoted text and comments stay as they
// are.
#include <hcl/unicode.hpp>
#include <hcl/write.hpp>

#include "native/lexer.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace write {

namespace {

using native::token;
using native::token_kind;

// How a token moves the formatter's bracket depth. Template sequences
// count; heredoc markers and quotes do not.
int depth_change(token_kind k) noexcept {
    switch (k) {
    case token_kind::open_brace:
    case token_kind::open_bracket:
    case token_kind::open_paren:
    case token_kind::template_interp:
    case token_kind::template_control: return 1;
    case token_kind::close_brace:
    case token_kind::close_bracket:
    case token_kind::close_paren:
    case token_kind::template_seq_end: return -1;
    default: return 0;
    }
}

// A line's tokens, as index ranges: lead [first, assign), assignment
// [assign, comment), trailing comment [comment, end).
struct line {
    std::size_t first = 0;
    std::size_t assign = 0;
    std::size_t comment = 0;
    std::size_t end = 0;

    bool has_assignment() const noexcept { return comment > assign; }
    bool has_comment() const noexcept { return end > comment; }
};

class formatter {
public:
    explicit formatter(std::string_view text) : text_(text), tokens_(native::lex(text)) {
        // Each token starts with the blanks the source had before it (the
        // end of input keeps them: trailing blanks with no newline stay).
        spaces_.resize(tokens_.size());
        std::uint32_t previous_end = 0;
        for (std::size_t i = 0; i < tokens_.size(); ++i) {
            spaces_[i] = tokens_[i].begin - previous_end;
            previous_end = tokens_[i].end;
        }
        cut_lines();
    }

    std::string run() {
        indent_lines();
        space_cells();
        align_cells();
        std::string out;
        out.reserve(text_.size() + text_.size() / 8);
        for (std::size_t i = 0; i < tokens_.size(); ++i) {
            out.append(spaces_[i], ' ');
            out += text_of(i);
        }
        return out;
    }

private:
    std::string_view text_of(std::size_t i) const { return tokens_[i].text(text_); }
    token_kind kind(std::size_t i) const { return tokens_[i].kind; }

    bool ends_line(std::size_t i) const {
        if (kind(i) == token_kind::newline) return true;
        return kind(i) == token_kind::comment && text_of(i).ends_with('\n');
    }

    int depth_change(std::size_t first, std::size_t last) const {
        int net = 0;
        for (std::size_t i = first; i < last; ++i) net += write::depth_change(kind(i));
        return net;
    }

    void cut_lines() {
        const std::size_t eof = tokens_.size() - 1;  // the lexer always ends with eof
        std::size_t start = 0;
        for (std::size_t i = 0; i < eof; ++i) {
            if (!ends_line(i)) continue;
            lines_.push_back({start, i + 1, i + 1, i + 1});
            start = i + 1;
        }
        lines_.push_back({start, eof, eof, eof});  // what follows the last newline, maybe nothing
        for (auto& l : lines_) {
            if (l.end - l.first > 1 && kind(l.end - 1) == token_kind::comment) l.assign = l.comment = l.end - 1;
            // An assignment: an `=` after the first token, whose right-hand
            // side closes every bracket it opens.
            for (std::size_t i = l.first + 1; i < l.assign; ++i) {
                if (kind(i) != token_kind::equal) continue;
                if (depth_change(i, l.assign) == 0) l.assign = i;
                break;
            }
        }
    }

    // Pass 1. A line that opens more brackets than it closes indents the
    // lines after it one level (however many it opened); a line that
    // closes more than it opens goes back out past as many levels as those
    // brackets account for, the level that opened more keeping the rest.
    void indent_lines() {
        std::vector<int> levels;  // per level, the brackets it opened
        for (const auto& l : lines_) {
            if (l.first == l.end) continue;  // nothing after the last newline
            if (kind(l.first) == token_kind::newline) {
                spaces_[l.first] = 0;
                continue;
            }
            int net = 0;
            for (std::size_t i = l.first; i < l.assign; ++i) {
                net += write::depth_change(kind(i));
                if (kind(i) == token_kind::open_heredoc) break;  // the heredoc's own lines do not count
            }
            net += depth_change(l.assign, l.comment);
            if (net < 0) {
                int closed = -net;
                while (closed > 0 && !levels.empty()) {
                    if (closed >= levels.back()) {
                        closed -= levels.back();
                        levels.pop_back();
                    } else {
                        levels.back() -= closed;
                        closed = 0;
                    }
                }
            }
            spaces_[l.first] = static_cast<std::uint32_t>(2 * levels.size());
            if (net > 0) levels.push_back(net);
        }
    }

    // Pass 2.
    void space_cells() {
        for (const auto& l : lines_) {
            space_cell(l.first, l.assign);
            if (l.has_assignment()) {
                spaces_[l.assign] = 1;
                space_cell(l.assign, l.comment);
            }
        }
    }

    void space_cell(std::size_t first, std::size_t last) {
        for (std::size_t i = first; i + 1 < last; ++i) {
            const token_kind before = i > first ? kind(i - 1) : token_kind::eof;  // eof: nothing before
            spaces_[i + 1] = space_between(i, before, i + 1) ? 1 : 0;
        }
    }

    // Whether one space separates token `a` from the next token `b`, given
    // the kind of the token before `a` in its cell (eof when none).
    bool space_between(std::size_t a, token_kind before, std::size_t b) const {
        const token_kind s = kind(a);
        const token_kind n = kind(b);
        using k = token_kind;
        if (n == k::newline) return false;
        if (s == k::identifier && n == k::open_paren) return false;  // a call
        // A namespaced function name, provider::aws::arn (the reference
        // that can parse one writes it so; older ones cannot parse it).
        if ((s == k::identifier && n == k::double_colon) || (s == k::double_colon && n == k::identifier)) return false;
        if (s == k::dot || n == k::dot) return false;
        if (n == k::comma || n == k::ellipsis) return false;
        if (s == k::comma) return true;
        // Inside templates and heredocs, nothing is added.
        if (s == k::quoted_literal || s == k::string_literal || s == k::open_quote || s == k::open_heredoc ||
            n == k::quoted_literal || n == k::string_literal || n == k::close_quote || n == k::close_heredoc)
            return false;
        // `in` of a for expression before a tuple: [for x in [a] : x].
        if (s == k::identifier && text_of(a) == "in" && before == k::identifier) return true;
        // Indexing: a[0], f(x)[0], 1[0].
        if (n == k::open_bracket && (s == k::identifier || s == k::number_literal || write::depth_change(s) < 0))
            return false;
        if (s == k::bang) return false;
        if (s == k::minus) return !is_negation_after(before);
        if (s == k::open_brace || n == k::close_brace) return !(s == k::open_brace && n == k::close_brace);
        // ${ { ... } }: the braces of an object alone in a sequence stand apart.
        if ((s == k::template_interp || s == k::template_control) && n == k::open_brace) return true;
        if (s == k::close_brace && n == k::template_seq_end) return true;
        if (s == k::template_seq_end && (n == k::template_interp || n == k::template_control)) return false;
        if (write::depth_change(s) > 0) return false;
        if (write::depth_change(n) < 0) return false;
        return true;
    }

    // Whether a `-` after a token of kind `before` is a sign rather than a
    // subtraction: when nothing that ends an operand comes before it.
    static bool is_negation_after(token_kind before) noexcept {
        using k = token_kind;
        switch (before) {
        case k::eof:
        case k::open_paren:
        case k::open_brace:
        case k::open_bracket:
        case k::equal:
        case k::colon:
        case k::comma:
        case k::question:
        case k::plus:
        case k::star:
        case k::slash:
        case k::percent:
        case k::minus:
        case k::equal_equal:
        case k::not_equal:
        case k::greater:
        case k::greater_equal:
        case k::less:
        case k::less_equal:
        case k::and_and:
        case k::or_or:
        case k::bang: return true;
        default: return false;
        }
    }

    // Width of tokens [first, last) with their spaces, in grapheme
    // clusters ("\r\n" is one).
    std::size_t columns(std::size_t first, std::size_t last) const {
        std::size_t n = 0;
        for (std::size_t i = first; i < last; ++i) {
            n += spaces_[i];
            const std::string_view t = text_of(i);
            if (std::all_of(t.begin(), t.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
                std::size_t crlf = 0;
                for (std::size_t p = t.find("\r\n"); p != std::string_view::npos; p = t.find("\r\n", p + 2)) ++crlf;
                n += t.size() - crlf;
            } else {
                n += unicode::grapheme_count(t);
            }
        }
        return n;
    }

    // Pass 3.
    void align_cells() {
        align_runs(&line::has_assignment, [&](const line& l) { return columns(l.first, l.assign); },
                   [](const line& l) { return l.assign; });
        align_runs(&line::has_comment, [&](const line& l) { return columns(l.first, l.comment); },
                   [](const line& l) { return l.comment; });
    }

    // For each run of consecutive lines that have the cell, puts it one
    // column after the widest of what precedes it on those lines.
    template <class Width, class Cell>
    void align_runs(bool (line::*has)() const noexcept, Width width, Cell cell) {
        std::size_t i = 0;
        while (i < lines_.size()) {
            if (!(lines_[i].*has)()) {
                ++i;
                continue;
            }
            std::size_t j = i;
            std::size_t widest = 0;
            for (; j < lines_.size() && (lines_[j].*has)(); ++j) widest = std::max(widest, width(lines_[j]));
            for (std::size_t r = i; r < j; ++r) {
                spaces_[cell(lines_[r])] = static_cast<std::uint32_t>(widest - width(lines_[r]) + 1);
            }
            i = j;
        }
    }

    std::string_view text_;
    std::vector<token> tokens_;
    std::vector<std::uint32_t> spaces_;
    std::vector<line> lines_;
};

}  // namespace

std::string format(std::string_view text) {
    if (text.size() > native::max_source_size) return std::string(text);  // beyond what the lexer reads
    return formatter(text).run();
}

}  // namespace write
HCL_END_NAMESPACE
