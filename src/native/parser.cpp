// Parser core: token filtering, recovery, diagnostics, nesting limit.
#include "native/parser.hpp"
#include "native/literal.hpp"
#include "memory/arrays.hpp"

#include <hcl/unicode.hpp>

#include <algorithm>
#include <cstring>
#include <memory>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace native::detail {

namespace {

// Tokens per batch: big enough that refills are rare, small enough that the
// window stays in cache.
constexpr std::size_t window_batch = 4096;

}  // namespace

parser::parser(native_file& file, scan_mode mode, diagnostics& diags, std::size_t max_depth, token_watcher* watcher)
    : file_(file),
      source_(file.source().substr(0, max_source_size)),
      out_diags_(&diags),
      scanner_(source_, mode),
      token_errors_(source_, file.positions(), file.name()),
      watcher_(watcher),
      ascii_source_(file.positions().ascii()),  // the same bytes: both stop at max_source_size
      max_depth_(max_depth),
      cursor_(file.positions()) {
    saved_newlines_.reserve(64);
    exprs_.reserve(256);
    find_next(window_.get());
}

token* parser::refill(const token* t) const {
    // Offsets survive the window's moves and reallocations; pointers are
    // set again at the end.
    token* const base = window_.get();
    std::size_t at = static_cast<std::size_t>(t - base);
    std::size_t next_at = static_cast<std::size_t>(next_ - base);
    std::size_t last_at = last_ ? static_cast<std::size_t>(last_ - base) : 0;
    while (at >= window_size_) {
        if (scanner_.finished()) {
            at = window_size_ - 1;  // eof
            break;
        }
        // Keep the last token read and everything after it (the next
        // token is never before it); before the first read, everything.
        if (last_at > 0) {
            std::memmove(window_.get(), window_.get() + last_at, (window_size_ - last_at) * sizeof(token));
            window_size_ -= last_at;
            at -= last_at;
            next_at -= last_at;
            last_at = 0;
        }
        scan_batch();
    }
    next_ = window_.get() + next_at;
    if (last_) last_ = window_.get() + last_at;
    return window_.get() + at;
}

void parser::reserve_window(std::size_t count) const {
    if (window_size_ + count <= window_capacity_) return;
    // Only when the parser looks far ahead (a long run of skipped newlines
    // or comments) does the window outgrow one batch.
    const std::size_t capacity = std::max(window_size_ + count, 2 * window_capacity_);
    auto grown = hcl::detail::make_unique_array_for_overwrite<token>(capacity);
    if (window_size_ != 0) std::memcpy(grown.get(), window_.get(), window_size_ * sizeof(token));
    window_ = std::move(grown);
    window_capacity_ = capacity;
}

void parser::scan_batch() const {
    // A short source (a JSON string read as a template, an expression) gets a
    // window its size: tokens have initialisers, and setting up 4096 of them
    // for a few bytes cost more than the parse. Should a source hold more
    // tokens than bytes + 2, a smaller batch only means another refill.
    const std::size_t batch = std::min(window_batch, source_.size() + 2);
    reserve_window(batch + token_scanner::max_overshoot);
    token* const fresh_begin = window_.get() + window_size_;
    token* const fresh_end = scanner_.scan(fresh_begin, batch);
    window_size_ = static_cast<std::size_t>(fresh_end - window_.get());
    window_end_ = fresh_end;
    const std::span<const token> fresh(fresh_begin, fresh_end);
    // The position map needs these before any range of this batch is asked for.
    // Tokens come in source order, so one pass over the bytes the batch spans
    // clears the usual batch of a mostly-ASCII file at once; only a batch that
    // holds non-ASCII bytes is looked at token by token.
    if (!ascii_source_ && !fresh.empty()) {
        const std::uint32_t from = fresh.front().begin;
        const std::uint32_t to = fresh.back().end;
        if (to < from || !unicode::is_ascii(source_.substr(from, to - from))) {
            for (const token& t : fresh) {
                if (!unicode::is_ascii(text(t))) file_.tokens().push_back(t);
            }
        }
    }
    if (scanner_.wrote_error_tokens()) token_errors_.report(fresh, *out_diags_);
    if (watcher_ != nullptr) watcher_->tokens(fresh);
}

void parser::finish() {
    // The rest of the input may still hold tokens to report.
    while (!scanner_.finished()) {
        window_size_ = 0;
        next_ = last_ = nullptr;  // nothing is read any more
        scan_batch();
    }
    file_.finish_positions();
    out_diags_->append(std::move(parser_diags_));
    parser_diags_ = diagnostics();
}

void parser::error(std::string summary, std::string detail, byte_span subject) {
    diagnostic d;
    d.severity = severity::error;
    d.summary = std::move(summary);
    d.detail = std::move(detail);
    d.subject = full_range(subject);
    diags_->push_back(std::move(d));
    ++reported_;
}

void parser::error(std::string summary, std::string detail, byte_span subject, byte_span context) {
    diagnostic d;
    d.severity = severity::error;
    d.summary = std::move(summary);
    d.detail = std::move(detail);
    d.subject = full_range(subject);
    d.context = full_range(context);
    diags_->push_back(std::move(d));
    ++reported_;
}

void parser::error(const char* summary, const char* detail, byte_span subject) {
    error(std::string(summary), std::string(detail), subject);
}

void parser::error(const char* summary, const char* detail, byte_span subject, byte_span context) {
    error(std::string(summary), std::string(detail), subject, context);
}

source_range parser::step_range(byte_span s) {
    source_range r;
    r.filename = file_.name();
    r.start = cursor_.at(s.begin);
    r.end = cursor_.at(s.end);
    return r;
}

bool parser::too_deep(byte_span where) {
    if (!depth_reported_) {
        depth_reported_ = true;
        error("Nesting too deep",
              "This expression or block is nested more deeply than the parser allows (" + std::to_string(max_depth_) +
                  " levels).",
              where);
    }
    recovery_ = true;
    ++reported_;
    return false;
}

expr* parser::parse_standalone_expression() {
    push_newlines(false);  // a standalone expression ignores newlines
    expr* e = parse_expression();
    const token next = peek();
    if (next.kind != token_kind::eof && !recovery_) {
        error("Extra characters after expression",
              "An expression was successfully parsed, but extra characters were found after it.",
              byte_span::of(next));
    }
    pop_newlines();
    return e;
}

void parser::decode_literal(const token& t, std::string& out) {
    const std::size_t before = diags_->size();
    decode_literal_token(t, source_, file_.positions(), file_.name(), out, *diags_);
    reported_ += diags_->size() - before;
}

expr* parser::placeholder(byte_span s) { return make<literal_expr>(s, literal_cell::dynamic()); }

expr* parser::syntax_error(byte_span s) { return make<syntax_error_expr>(s, value::dynamic()); }

std::span<expr* const> parser::take_exprs(std::size_t base) {
    std::span<expr*> out = file_.arena().copy(std::span<expr* const>(exprs_.data() + base, exprs_.size() - base));
    exprs_.resize(base);
    return out;
}

namespace {

token_kind opposite(token_kind k) noexcept {
    switch (k) {
    case token_kind::open_brace: return token_kind::close_brace;
    case token_kind::open_bracket: return token_kind::close_bracket;
    case token_kind::open_paren: return token_kind::close_paren;
    case token_kind::open_quote: return token_kind::close_quote;
    case token_kind::open_heredoc: return token_kind::close_heredoc;
    case token_kind::close_brace: return token_kind::open_brace;
    case token_kind::close_bracket: return token_kind::open_bracket;
    case token_kind::close_paren: return token_kind::open_paren;
    case token_kind::close_quote: return token_kind::open_quote;
    case token_kind::close_heredoc: return token_kind::open_heredoc;
    case token_kind::template_interp:
    case token_kind::template_control: return token_kind::template_seq_end;
    case token_kind::template_seq_end: return token_kind::template_interp;
    default: return token_kind::eof;  // no partner
    }
}

}  // namespace

token parser::recover(token_kind end) {
    const token_kind start = opposite(end);
    recovery_ = true;
    std::size_t nest = 0;
    for (;;) {
        const token t = read();
        token_kind k = t.kind;
        // Both sequence openers pair with the one sequence closer.
        if (end == token_kind::template_seq_end && k == token_kind::template_control) k = token_kind::template_interp;
        if (k == token_kind::eof) return t;
        if (k == end) {
            if (nest == 0) return t;
            --nest;
        } else if (k == start && start != token_kind::eof) {
            ++nest;
        }
    }
}

void parser::recover_over(token_kind start) {
    for (;;) {
        const token t = read();
        if (t.kind == start || t.kind == token_kind::eof) break;
    }
    recover(opposite(start));
}

void parser::recover_after_body_item() {
    recovery_ = true;
    open_stack_.clear();
    for (;;) {
        const token t = read();
        switch (t.kind) {
        case token_kind::newline:
            if (open_stack_.empty()) return;
            break;
        case token_kind::eof: return;
        case token_kind::open_brace:
        case token_kind::open_bracket:
        case token_kind::open_paren:
        case token_kind::open_quote:
        case token_kind::open_heredoc:
        case token_kind::template_interp:
        case token_kind::template_control: open_stack_.push_back(t.kind); break;
        case token_kind::close_brace:
        case token_kind::close_bracket:
        case token_kind::close_paren:
        case token_kind::close_quote:
        case token_kind::close_heredoc: {
            const token_kind opener = opposite(t.kind);
            while (!open_stack_.empty() && open_stack_.back() != opener) open_stack_.pop_back();
            if (!open_stack_.empty()) open_stack_.pop_back();
            break;
        }
        case token_kind::template_seq_end:
            while (!open_stack_.empty() && open_stack_.back() != token_kind::template_interp &&
                   open_stack_.back() != token_kind::template_control) {
                open_stack_.pop_back();
            }
            if (!open_stack_.empty()) open_stack_.pop_back();
            break;
        default: break;
        }
    }
}

}  // namespace native::detail
HCL_END_NAMESPACE
