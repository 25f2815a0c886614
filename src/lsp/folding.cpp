// Folding ranges: blocks, multi-line collections and calls, heredocs,
// runs of comment lines.
#include "json/ast.hpp"
#include "lsp/analysis.hpp"
#include "lsp/symbols_support.hpp"

#include <hcl/lsp/symbols.hpp>

#include <algorithm>
#include <tuple>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace {

using native::expr_kind;
using native::token_kind;

class folder {
public:
    explicit folder(const document& doc) : lines_(doc.lines()) {}

    // From the line of the opening delimiter at `open` to the closing one
    // at `close`; a closing delimiter that starts its line stays visible
    // (the range ends on the line before), as editors fold braces.
    void delimited(std::size_t open, std::size_t close, std::string kind = {}) {
        const std::uint32_t start = lines_.line_at(open);
        std::uint32_t end = lines_.line_at(close);
        if (end > start && detail::first_on_line(lines_, close)) --end;
        add(start, end, std::move(kind));
    }

    void add(std::uint32_t start, std::uint32_t end, std::string kind = {}) {
        if (end > start) out_.push_back({start, end, std::move(kind)});
    }

    const line_index& lines() const noexcept { return lines_; }

    std::vector<folding_range> take() {
        std::sort(out_.begin(), out_.end(), [](const folding_range& a, const folding_range& b) {
            return std::tie(a.start_line, b.end_line) < std::tie(b.start_line, a.end_line);
        });
        return std::move(out_);
    }

private:
    const line_index& lines_;
    std::vector<folding_range> out_;
};

// Valid delimiters only: a tree the parser recovered may hold empty spans.
bool is_at(std::string_view source, native::byte_span s, char c) {
    return s.end > s.begin && s.begin < source.size() && source[s.begin] == c;
}

class native_folder {
public:
    native_folder(folder& f, std::string_view source) : f_(f), source_(source) {}

    void body(const native::body_impl& b) {
        for (const auto& a : b.attributes) {
            if (a.value) expression(*a.value);
        }
        for (const auto& k : b.blocks) {
            if (is_at(source_, k.open_brace, '{') && is_at(source_, k.close_brace, '}'))
                f_.delimited(k.open_brace.begin, k.close_brace.begin);
            if (k.body) body(*k.body);
        }
    }

    void expression(const native::expr& e) {
        switch (e.kind) {
            case expr_kind::tuple:
            case expr_kind::object: {
                const native::byte_span close{e.span.end - 1, e.span.end};
                if (e.span.end > e.span.begin && is_at(source_, close, e.kind == expr_kind::tuple ? ']' : '}'))
                    f_.delimited(e.span.begin, close.begin);
                break;
            }
            case expr_kind::function_call: {
                const auto& call = static_cast<const native::function_call_expr&>(e);
                if (is_at(source_, call.close_paren, ')')) f_.delimited(call.open_paren.begin, call.close_paren.begin);
                break;
            }
            case expr_kind::for_: {
                const auto& x = static_cast<const native::for_expr&>(e);
                if (x.close_span.end > x.close_span.begin) f_.delimited(x.open_span.begin, x.close_span.begin);
                break;
            }
            default: break;
        }
        detail::for_each_child(e, [&](const native::expr& child) { expression(child); });
    }

    // Heredocs and runs of comment lines, from the tokens.
    void tokens(const std::vector<native::token>& tokens) {
        std::size_t heredoc_open = 0;
        bool in_heredoc = false;
        std::uint32_t run_start = 0;
        std::uint32_t run_end = 0;
        bool in_run = false;
        for (const auto& t : tokens) {
            if (t.kind == token_kind::open_heredoc) {
                heredoc_open = t.begin;
                in_heredoc = true;
            } else if (t.kind == token_kind::close_heredoc && in_heredoc) {
                f_.delimited(heredoc_open, t.begin);
                in_heredoc = false;
            }
            if (t.kind == token_kind::newline) continue;  // adjacency is decided by line numbers
            if (t.kind != token_kind::comment || !detail::first_on_line(f_.lines(), t.begin)) {
                if (in_run) f_.add(run_start, run_end, "comment");
                in_run = false;
                continue;
            }
            const std::uint32_t first = f_.lines().line_at(t.begin);
            // A line comment's end is past its line break: its last byte is
            // on its own line.
            const std::uint32_t last = f_.lines().line_at(t.end > t.begin ? t.end - 1 : t.begin);
            if (in_run && first == run_end + 1) {
                run_end = last;
            } else {
                if (in_run) f_.add(run_start, run_end, "comment");
                in_run = true;
                run_start = first;
                run_end = last;
            }
        }
        if (in_run) f_.add(run_start, run_end, "comment");
    }

private:
    folder& f_;
    std::string_view source_;
};

void json_folds(folder& f, const json::detail::node& n) {
    using json::detail::node_kind;
    if ((n.kind == node_kind::object || n.kind == node_kind::array) && !n.synthetic && n.whole.end > n.whole.start)
        f.delimited(n.whole.start, n.whole.end - 1);
    for (const auto& p : n.properties()) json_folds(f, p.value);
    for (const auto& e : n.elements()) json_folds(f, e);
}

}  // namespace

std::vector<folding_range> folding_ranges(const workspace& ws, const document& doc) {
    const auto& a = ws.analysis(doc);
    folder f(doc);
    if (a.native) {
        native_folder n(f, a.source());
        if (a.native->root) n.body(*a.native->root);
        n.tokens(a.tokens());
    } else if (const auto* json = dynamic_cast<const json::detail::json_file*>(a.file.get()); json && json->root) {
        json_folds(f, *json->root);
    }
    return f.take();
}

}  // namespace lsp
HCL_END_NAMESPACE
