// The formatter (hcl::write::format): the reference formatter's layout,
// computed over the lexer's tokens.
//
// The text is cut into lines (a line ends with a newline token, or with a
// `#`/`//` comment, whose token holds its newline). Each line has up to
// three cells: the lead; the assignment, from an `=` that is not the
// line's first token to the end, when the brackets from there balance;
// and a trailing comment. Every token gets a number of spaces before it,
// in three steps:
//   1. indentation: the first token of a line gets two spaces per
//      enclosing bracket, counted line by line (see indent);
//   2. spacing: inside a cell, each token's spaces follow from it and its
//      neighbours (space_between);
//   3. columns: consecutive lines with an assignment align their `=`, and
//      consecutive lines with a trailing comment align the comments.
// The output is each token's spaces followed by its bytes. A token's bytes
// never change, so heredoc bodies, quoted text and comments stay as they
// are.
//
// It streams: tokens are scanned a batch at a time, and a line is written
// out as soon as the runs of lines it aligns with are closed, so that only
// the lines of the open runs are held (a few, except in a file that is one
// long run of assignments).
#include <hcl/unicode.hpp>
#include <hcl/write.hpp>

#include "native/lexer.hpp"
#include "native/parse_streaming.hpp"
#include "write/check_and_format.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace write {

namespace {

using native::token;
using native::token_kind;

// How a token moves the formatter's bracket depth. Template sequences
// count; heredoc markers and quotes do not.
constexpr int depth_change(token_kind k) noexcept {
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

// Whether a `-` after a token of kind `before` is a sign rather than a
// subtraction: when nothing that ends an operand comes before it.
constexpr bool is_negation_after(token_kind before) noexcept {
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

// Step 2's rule: whether one space separates a token of kind `s` from the
// next, of kind `n`. `before`: the kind of the token before `s` in its
// cell (eof when none); `s_is_in`: `s` is the identifier `in`;
// `n_continues_number`: what follows `n` would continue a number written
// before a dot (digits, an exponent: continues_number below).
constexpr bool space_rule(token_kind before, token_kind s, token_kind n, bool s_is_in, bool n_continues_number) {
    using k = token_kind;
    if (n == k::newline) return false;
    if (s == k::identifier && n == k::open_paren) return false;  // a call
    // A namespaced function name, provider::aws::arn (the reference
    // that can parse one writes it so; older ones cannot parse it).
    if ((s == k::identifier && n == k::double_colon) || (s == k::double_colon && n == k::identifier)) return false;
    // A number, a dot and what would continue the number stay apart:
    // joined they would read as one number (`2 .2` is 2 indexed by 2,
    // `2.2` is not; `2 . e5` and 2.e5 likewise). The reference joins
    // them (docs/deviations.md). Elsewhere (`a.0.em_port`) the dot joins.
    if (s == k::number_literal && n == k::dot && n_continues_number) return true;
    if (s == k::dot || n == k::dot) return false;
    if (n == k::comma || n == k::ellipsis) return false;
    if (s == k::comma) return true;
    // Inside templates and heredocs, nothing is added.
    if (s == k::quoted_literal || s == k::string_literal || s == k::open_quote || s == k::open_heredoc ||
        n == k::quoted_literal || n == k::string_literal || n == k::close_quote || n == k::close_heredoc)
        return false;
    // `in` of a for expression before a tuple: [for x in [a] : x].
    if (s_is_in && before == k::identifier) return true;
    // Indexing: a[0], f(x)[0], 1[0].
    if (n == k::open_bracket && (s == k::identifier || s == k::number_literal || depth_change(s) < 0)) return false;
    if (s == k::bang) return false;
    if (s == k::minus) return !is_negation_after(before);
    if (s == k::open_brace || n == k::close_brace) return !(s == k::open_brace && n == k::close_brace);
    // ${ { ... } }: the braces of an object alone in a sequence stand apart.
    if ((s == k::template_interp || s == k::template_control) && n == k::open_brace) return true;
    if (s == k::close_brace && n == k::template_seq_end) return true;
    if (s == k::template_seq_end && (n == k::template_interp || n == k::template_control)) return false;
    if (depth_change(s) > 0) return false;
    if (depth_change(n) < 0) return false;
    return true;
}

// space_rule for each pair of kinds, where the answer does not depend on
// the rest of the context (almost every pair), so that the common case is
// one lookup.
enum class spacing : std::uint8_t { none, space, depends };
constexpr std::size_t kind_count = static_cast<std::size_t>(token_kind::quoted_newline) + 1;

constexpr auto make_spacing_table() {
    std::array<std::array<spacing, kind_count>, kind_count> table{};
    constexpr token_kind befores[] = {token_kind::eof, token_kind::identifier};
    for (std::size_t s = 0; s < kind_count; ++s) {
        for (std::size_t n = 0; n < kind_count; ++n) {
            const auto ks = static_cast<token_kind>(s), kn = static_cast<token_kind>(n);
            // Only the contexts that can occur: `in` is an identifier, and
            // only a number before a dot asks what follows the dot.
            const int ins = ks == token_kind::identifier ? 2 : 1;
            const int conts = ks == token_kind::number_literal && kn == token_kind::dot ? 2 : 1;
            const bool first = space_rule(token_kind::eof, ks, kn, false, false);
            bool same = true;
            for (token_kind before : befores) {
                for (int in = 0; in < ins; ++in) {
                    for (int cont = 0; cont < conts; ++cont) {
                        same = same && space_rule(before, ks, kn, in, cont) == first;
                    }
                }
            }
            table[s][n] = !same ? spacing::depends : first ? spacing::space : spacing::none;
        }
    }
    return table;
}
constexpr auto spacing_table = make_spacing_table();

// A line's tokens, as index ranges: lead [first, assign), assignment
// [assign, comment), trailing comment [comment, end).
struct line {
    std::size_t first = 0;
    std::size_t assign = 0;
    std::size_t comment = 0;
    std::size_t end = 0;
    // Widths in columns, for the lines that are aligned: the lead's (with
    // the indentation), and for a line with a comment the assignment's
    // without the spaces before its `=` (which the alignment sets).
    std::size_t lead_width = 0;
    std::size_t assignment_width = 0;

    bool has_assignment() const noexcept { return comment > assign; }
    bool has_comment() const noexcept { return end > comment; }
};

class formatter final : public native::token_watcher {
public:
    explicit formatter(std::string_view text) : text_(text) { out_.reserve(text.size() + text.size() / 8); }

    // The next batch of the text's tokens (the last ends with eof).
    void tokens(std::span<const token> batch) override {
        forget_written();
        const std::size_t scanned = tokens_.size();
        tokens_.insert(tokens_.end(), batch.begin(), batch.end());
        spaces_.resize(tokens_.size());
        // Each token starts with the blanks the source had before it (the
        // end of input keeps them: trailing blanks with no newline stay).
        for (std::size_t i = scanned; i < tokens_.size(); ++i) {
            spaces_[i] = tokens_[i].begin - previous_end_;
            previous_end_ = tokens_[i].end;
        }
        finished_ = !batch.empty() && batch.back().kind == token_kind::eof;
        cut_lines(!finished_);
    }

    // The formatted text, once every token was seen.
    std::string finish() {
        write_lines(lines_.size(), tokens_.size());  // and the end of input
        return std::move(out_);
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

    // Makes lines of the tokens scanned since the last complete line; with
    // the input finished, what follows the last newline is a line too.
    void cut_lines(bool more) {
        std::size_t last = more ? tokens_.size() : tokens_.size() - 1;  // the lexer ends with eof
        std::size_t start = lines_.size() == first_line_ ? written_ : lines_.back().end;
        for (std::size_t i = next_unread_; i < last; ++i) {
            if (!ends_line(i)) continue;
            add_line(start, i + 1);
            start = i + 1;
        }
        next_unread_ = last;
        if (!more) add_line(start, last);
    }

    void add_line(std::size_t first, std::size_t end) {
        line l{first, end, end, end};
        if (end - first > 1 && kind(end - 1) == token_kind::comment) l.assign = l.comment = end - 1;
        // An assignment: an `=` after the first token, whose right-hand side
        // closes every bracket it opens.
        for (std::size_t i = first + 1; i < l.assign; ++i) {
            if (kind(i) != token_kind::equal) continue;
            if (depth_change(i, l.assign) == 0) l.assign = i;
            break;
        }
        indent(l);
        space_cell(l.first, l.assign);
        if (l.has_assignment()) {
            spaces_[l.assign] = 1;
            space_cell(l.assign, l.comment);
        }
        if (l.has_assignment() || l.has_comment()) {
            l.lead_width = columns(l.first, l.assign);
            if (l.has_assignment() && l.has_comment()) l.assignment_width = columns(l.assign, l.comment) - spaces_[l.assign];
        }
        lines_.push_back(l);
        const std::size_t added = lines_.size() - 1;
        const bool last = finished_ && l.end + 1 == tokens_.size();  // only the end of input follows
        // Assignments first: a comment's column depends on them.
        if (auto closed = extend_run(assign_run_, added, l.has_assignment(), last)) {
            align(*closed, [](const line& x) { return x.lead_width; }, [](const line& x) { return x.assign; });
        }
        if (auto closed = extend_run(comment_run_, added, l.has_comment(), last)) waiting_comments_.push_back(*closed);
        // Comment runs whose assignments are all aligned.
        while (!waiting_comments_.empty() &&
               (assign_run_ == none || waiting_comments_.front().second <= assign_run_)) {
            align(waiting_comments_.front(),
                  [&](const line& x) {
                      return x.lead_width + (x.has_assignment() ? spaces_[x.assign] + x.assignment_width : 0);
                  },
                  [](const line& x) { return x.comment; });
            waiting_comments_.erase(waiting_comments_.begin());
        }
        // Lines before every open or waiting run are final.
        std::size_t final_lines = lines_.size();
        if (assign_run_ != none) final_lines = std::min(final_lines, assign_run_);
        if (comment_run_ != none) final_lines = std::min(final_lines, comment_run_);
        if (!waiting_comments_.empty()) final_lines = std::min(final_lines, waiting_comments_.front().first);
        write_lines(final_lines);
    }

    using line_run = std::pair<std::size_t, std::size_t>;  // lines [first, second)

    // Step 3, for the line just added (`added`): while lines have the cell
    // they make a run (`open`: its first line, or none). Returns the run the
    // line closes: by lacking the cell, or by being the last line.
    std::optional<line_run> extend_run(std::size_t& open, std::size_t added, bool has_cell, bool last) {
        if (has_cell && open == none) open = added;
        if (open == none || (has_cell && !last)) return std::nullopt;
        const line_run closed{open, has_cell ? added + 1 : added};
        open = none;
        return closed;
    }

    // Puts the cells of a run's lines one column after the widest of what
    // precedes them.
    template <class Width, class Cell>
    void align(line_run r, Width width, Cell cell) {
        std::size_t widest = 0;
        for (std::size_t i = r.first; i < r.second; ++i) widest = std::max(widest, width(lines_[i]));
        for (std::size_t i = r.first; i < r.second; ++i) {
            spaces_[cell(lines_[i])] = static_cast<std::uint32_t>(widest - width(lines_[i]) + 1);
        }
    }

    // Step 1. A line that opens more brackets than it closes indents the
    // lines after it one level (however many it opened); a line that
    // closes more than it opens goes back out past as many levels as those
    // brackets account for, the level that opened more keeping the rest.
    void indent(const line& l) {
        if (l.first == l.end) return;  // nothing after the last newline
        if (kind(l.first) == token_kind::newline) {
            spaces_[l.first] = 0;
            return;
        }
        int net = 0;
        for (std::size_t i = l.first; i < l.assign; ++i) {
            net += write::depth_change(kind(i));
            if (kind(i) == token_kind::open_heredoc) break;  // the heredoc's own lines do not count
        }
        // An assignment's brackets balance, so only the lead counts.
        if (net < 0) {
            int closed = -net;
            while (closed > 0 && !levels_.empty()) {
                if (closed >= levels_.back()) {
                    closed -= levels_.back();
                    levels_.pop_back();
                } else {
                    levels_.back() -= closed;
                    closed = 0;
                }
            }
        }
        spaces_[l.first] = static_cast<std::uint32_t>(2 * levels_.size());
        if (net > 0) levels_.push_back(net);
    }

    // Step 2.
    void space_cell(std::size_t first, std::size_t last) {
        for (std::size_t i = first; i + 1 < last; ++i) {
            const token_kind before = i > first ? kind(i - 1) : token_kind::eof;  // eof: nothing before
            spaces_[i + 1] = space_between(i, before, i + 1) ? 1 : 0;
        }
    }

    // Whether one space separates token `a` from the next token `b`, given
    // the kind of the token before `a` in its cell (eof when none): the
    // table's answer, or the rule's where the table says it depends on the
    // tokens' text or on `before`.
    bool space_between(std::size_t a, token_kind before, std::size_t b) const {
        const spacing fixed = spacing_table[static_cast<std::size_t>(kind(a))][static_cast<std::size_t>(kind(b))];
        if (fixed != spacing::depends) return fixed == spacing::space;
        const token_kind s = kind(a);
        const token_kind n = kind(b);
        const bool s_is_in = s == token_kind::identifier && text_of(a) == "in";
        const bool n_continues_number =
            s == token_kind::number_literal && n == token_kind::dot && continues_number(b + 1);
        return space_rule(before, s, n, s_is_in, n_continues_number);
    }

    // Whether token `i` (if there is one), written right after a number
    // and a dot, would be read as part of that number. The lexer reads
    // digit (digit | '.' | [eE][+-]?digit)*, so: a number (it starts with
    // a digit), or a name that starts as an exponent, `e` or `E` then a
    // digit or a '-' and a digit (`e5`, `E-3`; a name holds no '+').
    // `a.0.e`, `a.0.em_port` and `a.0.e_1` read the same joined.
    bool continues_number(std::size_t i) const {
        if (i >= tokens_.size()) return false;
        if (kind(i) == token_kind::number_literal) return true;
        if (kind(i) != token_kind::identifier) return false;
        const std::string_view t = text_of(i);
        auto digit_at = [&](std::size_t k) { return k < t.size() && t[k] >= '0' && t[k] <= '9'; };
        const bool exponent = t.starts_with('e') || t.starts_with('E');
        return exponent && (digit_at(1) || (t.size() > 1 && t[1] == '-' && digit_at(2)));
    }

    // Width of tokens [first, last) with their spaces, in grapheme
    // clusters ("\r\n" is one).
    std::size_t columns(std::size_t first, std::size_t last) const {
        std::size_t n = 0;
        for (std::size_t i = first; i < last; ++i) n += spaces_[i] + columns_of(text_of(i));
        return n;
    }

    static std::size_t columns_of(std::string_view t) {
        // Usually plain ASCII: a column per byte.
        if (std::all_of(t.begin(), t.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80 && c != '\r'; })) {
            return t.size();
        }
        if (!std::all_of(t.begin(), t.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
            return unicode::grapheme_count(t);
        }
        std::size_t crlf = 0;  // "\r\n" is one cluster
        for (std::size_t p = t.find("\r\n"); p != std::string_view::npos; p = t.find("\r\n", p + 2)) ++crlf;
        return t.size() - crlf;
    }

    // Writes the lines before `count` (an index into lines_) with their
    // tokens, and every token up to `through_token` if that is further.
    void write_lines(std::size_t count, std::size_t through_token = 0) {
        const std::size_t end = std::max(count > first_line_ ? lines_[count - 1].end : written_, through_token);
        // Where a token's spaces are the blanks the source has before it,
        // the source is copied as it is, a stretch of tokens at a time
        // (formatted text is mostly such stretches).
        std::uint32_t gap = written_end_;  // where the blanks before token i start
        std::uint32_t stretch = gap;       // the start of what is not copied yet
        for (std::size_t i = written_; i < end; ++i) {
            const token& t = tokens_[i];
            const std::uint32_t spaces = spaces_[i];
            bool as_is = t.begin - gap == spaces;
            for (std::uint32_t p = gap; as_is && p < t.begin; ++p) as_is = text_[p] == ' ';
            if (!as_is) {
                out_.append(text_.substr(stretch, gap - stretch));
                out_.append(spaces, ' ');
                stretch = t.begin;
            }
            gap = t.end;
        }
        if (written_ < end) {
            out_.append(text_.substr(stretch, gap - stretch));
            written_end_ = gap;
        }
        written_ = std::max(written_, end);
        first_line_ = std::max(first_line_, count);
    }

    // Drops the written tokens and lines from the front of the window (once
    // a batch: the indices of everything held move down).
    void forget_written() {
        const std::size_t t = written_;
        const std::size_t n = first_line_;
        if (t == 0 && n == 0) return;
        tokens_.erase(tokens_.begin(), tokens_.begin() + static_cast<std::ptrdiff_t>(t));
        spaces_.erase(spaces_.begin(), spaces_.begin() + static_cast<std::ptrdiff_t>(t));
        lines_.erase(lines_.begin(), lines_.begin() + static_cast<std::ptrdiff_t>(n));
        for (auto& l : lines_) {
            l.first -= t;
            l.assign -= t;
            l.comment -= t;
            l.end -= t;
        }
        next_unread_ -= t;
        if (assign_run_ != none) assign_run_ -= n;
        if (comment_run_ != none) comment_run_ -= n;
        for (auto& w : waiting_comments_) {
            w.first -= n;
            w.second -= n;
        }
        written_ = 0;
        first_line_ = 0;
    }

    static constexpr std::size_t none = static_cast<std::size_t>(-1);

    std::string_view text_;
    std::string out_;
    std::uint32_t previous_end_ = 0;  // where the last token seen ends
    bool finished_ = false;           // the eof token was seen
    // The tokens not yet written, their spaces, and their lines.
    std::vector<token> tokens_;
    std::vector<std::uint32_t> spaces_;
    std::vector<line> lines_;
    std::size_t next_unread_ = 0;  // the first token not yet cut into a line
    std::size_t written_ = 0;      // the first token not yet written
    std::uint32_t written_end_ = 0;  // where in the source the last token written ends
    std::size_t first_line_ = 0;   // the first line not yet written
    std::vector<int> levels_;       // per indentation level, the brackets that opened it
    std::size_t assign_run_ = none;
    std::size_t comment_run_ = none;
    std::vector<line_run> waiting_comments_;  // closed comment runs whose assignments are not aligned yet
};

}  // namespace

std::string format(std::string_view text) {
    if (text.size() > native::max_source_size) return std::string(text);  // beyond what the lexer reads
    formatter f(text);
    native::token_scanner scanner(text, native::scan_mode::normal);
    std::vector<token> batch;
    while (!scanner.finished()) {
        batch.clear();
        scanner.scan(batch, 1024);
        f.tokens(batch);
    }
    return f.finish();
}

checked_format check_and_format(std::shared_ptr<const std::string> text, std::string filename) {
    checked_format out;
    if (text == nullptr) text = std::make_shared<const std::string>();
    if (text->size() > native::max_source_size) {
        out.parsed = native::check_config(std::move(text), std::move(filename));
        return out;
    }
    formatter f(*text);
    out.parsed = native::check_config(text, std::move(filename), {}, &f);
    if (!out.parsed.has_errors()) out.formatted = f.finish();
    return out;
}

}  // namespace write
HCL_END_NAMESPACE
