// The native-syntax parser (internal).
//
// A recursive-descent parser over the lexer's tokens that builds the syntax
// tree of ast.hpp in the file's arena. It follows the reference parser's
// grammar, diagnostics and error recovery (reference-behaviour §1.2–§1.16):
//
// - Newline significance is a stack: body level and object constructors see
//   newlines, brackets, parentheses and template sequences do not.
// - After a syntax error the parser enters "recovery" mode, which silences
//   the follow-on errors its heuristics would otherwise produce, and skips to
//   the matching bracket or the end of the body item (iteratively, never by
//   recursion). The tree stays complete: failed parts become placeholders.
// - Recursion is bounded by parse_options::max_nesting_depth ("Nesting too
//   deep"), so hostile input cannot overflow the stack.
//
// The work is split by topic: parser.cpp (token access, recovery,
// diagnostics), parser_structure.cpp (bodies, attributes, blocks),
// parser_expression.cpp (operators, terms, collections, for, calls),
// parser_traversal.cpp (postfix steps, splats, standalone traversals) and
// parser_template.cpp (quoted, heredoc and bare templates).
#pragma once

#include "native/ast.hpp"
#include "native/lexer.hpp"
#include "native/position_map.hpp"
#include "native/token.hpp"
#include "native/token_errors.hpp"
#include "native/token_watcher.hpp"
#include "model/top_level_blocks.hpp"

#include <hcl/diagnostic.hpp>
#include <hcl/traversal.hpp>

#include <cstddef>
#include <cstdint>
#include <algorithm>
#include <cstring>
#include <exception>
#include <memory>
#include <new>
#include <optional>
#include <unordered_map>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native::detail {

class parser {
public:
    // Token diagnostics go to `diags` as the lexer finds them; the parser's
    // own follow them when finish() runs.
    // `watcher`, when given, sees every token scanned.
    parser(native_file& file, scan_mode mode, diagnostics& diags, std::size_t max_depth,
           token_watcher* watcher = nullptr);

    // After an entry point: lexes (and checks) the rest of the input, adds
    // the parser's diagnostics to the caller's, completes the position map.
    void finish();

    // Before parse_file_body: hands `reader` each top-level block as soon as
    // it is parsed, while the file has no diagnostics (see
    // src/model/top_level_blocks.hpp).
    void stream_top_level_blocks(hcl::detail::top_level_blocks& reader);

    // Entry points. Each returns a complete tree, whatever the input.
    body_impl* parse_file_body();
    expr* parse_standalone_expression();  // "Extra characters after expression"
    expr* parse_standalone_template();
    hcl::traversal parse_absolute_traversal(bool allow_splats = false);

private:
    // --- token access (parser.cpp) -------------------------------------------
    // Tokens are pulled from the lexer a batch at a time into a small
    // window (the whole stream of a large file would cost more memory than
    // its tree), indexed by their position in the stream. Each batch is
    // also checked for diagnostic-only tokens, and its tokens with non-ASCII
    // bytes are kept in the file for the position map.
    //
    // Comments are skipped here rather than filtered out beforehand; a line
    // comment ending in a line break reads as a newline where newlines
    // matter, as in the reference's token peeker.
    //
    // The next token as the parser sees it is found once, when the one
    // before it is read (or the newline mode changes), so that peeking is a
    // plain read of the window.
    void find_next(token* t) {
        for (;; ++t) {
            if (t == window_end_) [[unlikely]] t = refill(t);  // past EOF: EOF again
            // comment, newline, eof and the diagnostic-only kinds (which
            // the parser reads as they are) in one test.
            static_assert(token_kind::newline > token_kind::comment && token_kind::eof > token_kind::newline &&
                          token_kind::bitwise_and > token_kind::eof);
            if (t->kind >= token_kind::comment) [[unlikely]] {
                if (t->kind == token_kind::comment) {
                    if (!newlines_ || source_[t->end - 1] != '\n') continue;
                    // Reads as the newline it ends with, now and if read
                    // again (where newlines are blanks, both are skipped).
                    // Changed in place: a whole-token copy is cheaper than
                    // a patched one.
                    t->kind = token_kind::newline;
                } else if (t->kind == token_kind::newline && !newlines_) {
                    continue;
                }
            }
            next_ = t;  // eof is never skipped, so this always ends
            return;
        }
    }
    // The next token, read where the lexer wrote it: a copy kept in the
    // parser would be stored and reloaded in pieces of different sizes,
    // which stalls store forwarding.
    const token& next_token() const noexcept { return *next_; }
    // The raw token `ahead` places after the next one (comments and
    // newlines included; EOF when past the end).
    token raw_ahead(std::size_t ahead) const {
        const token* t = next_ + ahead;
        if (t >= window_end_) [[unlikely]] t = refill(t);
        return *t;
    }
    token peek() const noexcept { return next_token(); }
    // What peek() would give with newlines as blanks, the mode unchanged.
    // (Newline mode skips only comments that end no line, which this one
    // skips too, so looking on from the next token is enough.)
    token peek_past_newlines() const {
        const token* t = next_;
        while (t->kind == token_kind::newline || t->kind == token_kind::comment) {
            if (++t == window_end_) t = refill(t);
        }
        return *t;
    }
    token_kind peek_kind() const noexcept { return next_token().kind; }
    token read() {
        token* t = next_;
        const token r = *t;
        last_ = t;
        find_next(t + 1);
        return r;
    }
    // The last token read (the next one when nothing was read yet).
    byte_span prev_span() const noexcept { return byte_span::of(last_ ? *last_ : *next_); }
    // Makes the token at `t` (at or past the window's end) available and
    // returns where it is then, or EOF when the stream ends before it.
    // Drops the tokens before the last one read, and moves next_ and
    // last_ along with the window.
    token* refill(const token* t) const;
    // Appends one batch from the lexer to the window and checks it.
    void scan_batch() const;
    // Room in the window for `count` more tokens.
    void reserve_window(std::size_t count) const;
    byte_span next_span() const { return byte_span::of(peek()); }
    void push_newlines(bool include) {
        saved_newlines_.push_back(newlines_);
        set_newlines(include);
    }
    void pop_newlines() {
        const bool include = saved_newlines_.back() != 0;
        saved_newlines_.pop_back();
        set_newlines(include);
    }
    void set_newlines(bool include) {
        if (include == newlines_) return;
        newlines_ = include;
        // The next token stays when it directly follows the last one read
        // and is no newline (nor a comment, which may read as one).
        token* const from = last_ ? last_ + 1 : window_.get();
        if (from != next_ || next_->kind == token_kind::newline || next_->kind == token_kind::comment) find_next(from);
    }
    // push_newlines(include) now, pop_newlines() at the end of the scope.
    // Popping may read more tokens, which may throw: not while an exception
    // already unwinds the parser (it is abandoned then).
    class newline_scope {
    public:
        newline_scope(parser& p, bool include) : p_(&p) { p.push_newlines(include); }
        newline_scope(const newline_scope&) = delete;
        newline_scope& operator=(const newline_scope&) = delete;
        ~newline_scope() noexcept(false) {
            if (std::uncaught_exceptions() == unwinding_) p_->pop_newlines();
        }

    private:
        parser* p_;
        int unwinding_ = std::uncaught_exceptions();
    };

    std::string_view text(const token& t) const noexcept { return t.text(source_); }
    std::string_view text(byte_span s) const noexcept { return source_.substr(s.begin, s.end - s.begin); }
    bool is_keyword(const token& t, std::string_view word) const noexcept {
        return t.kind == token_kind::identifier && text(t) == word;
    }

    // Recovery: skip to just after the `end` token that closes the current
    // construct (counting nested pairs), or to EOF; returns that token.
    token recover(token_kind end);
    // Skip the first `start`-delimited construct ahead and its contents.
    void recover_over(token_kind start);
    // Skip to the end of the current body item (a newline outside brackets).
    void recover_after_body_item();
    void set_recovery() noexcept { recovery_ = true; }

    // --- diagnostics ---------------------------------------------------------
    // Error marks: "did this sub-parse report an error?". Errors the
    // nesting limit swallows (it reports once) still count, so that callers
    // bail out and resynchronise.
    std::size_t mark() const noexcept { return reported_; }
    bool errors_since(std::size_t m) const noexcept { return mark() > m; }
    void error(std::string summary, std::string detail, byte_span subject);
    void error(std::string summary, std::string detail, byte_span subject, byte_span context);
    // The same for fixed texts: the strings are made here, not in the
    // callers' frames (which every hot parsing function would carry).
    void error(const char* summary, const char* detail, byte_span subject);
    void error(const char* summary, const char* detail, byte_span subject, byte_span context);
    source_range full_range(byte_span s) const { return file_.range(s); }
    // A range for traversal steps, computed with a forward-moving cursor.
    source_range step_range(byte_span s);

    // Nesting limit: enter() returns false (after reporting once and
    // entering recovery) when too deep; leave() undoes a successful enter().
    bool enter(byte_span where) {
        if (depth_ < max_depth_) [[likely]] {
            ++depth_;
            return true;
        }
        return too_deep(where);
    }
    bool too_deep(byte_span where);  // reports once, enters recovery, false
    void leave() noexcept { --depth_; }
    // Calls leave() at the end of the scope of a successful enter().
    struct leave_on_exit {
        parser* p;
        ~leave_on_exit() { p->leave(); }
    };

    template <class T, class... Args>
    T* make(Args&&... args) {
        return file_.arena().make<T>(&file_, std::forward<Args>(args)...);
    }
    // A node followed by a copy of `items` in the arena (nodes that read
    // their text or children there: literal_expr strings,
    // quoted_string_expr, tuple_expr, object_expr).
    template <class Node, class T, class... Args>
    Node* make_with_items(std::span<const T> items, Args&&... args) {
        static_assert(arena_skips_destructor<Node> && std::is_trivially_copyable_v<T>);
        static_assert(sizeof(Node) % alignof(T) == 0 && alignof(T) <= alignof(Node));
        void* memory = file_.arena().allocate(sizeof(Node) + items.size_bytes(), alignof(Node));
        auto* node = ::new (memory) Node(&file_, std::forward<Args>(args)...);
        if (!items.empty()) std::memcpy(static_cast<void*>(node + 1), items.data(), items.size_bytes());
        return node;
    }
    template <class Node, class... Args>
    Node* make_with_text(std::string_view text, Args&&... args) {
        return make_with_items<Node>(std::span<const char>(text.data(), text.size()), std::forward<Args>(args)...);
    }
    // decode_literal_token into `out`, its diagnostics counted.
    void decode_literal(const token& t, std::string& out);
    // A string literal_expr (a template's literal text) of `text`'s NFC form.
    expr* make_literal_text(byte_span s, std::string_view text);
    expr* placeholder(byte_span s);        // literal_expr(dynamic)
    expr* syntax_error(byte_span s);       // syntax_error_expr(dynamic)
    std::span<expr* const> take_exprs(std::size_t base);

    // --- structure (parser_structure.cpp) -------------------------------------
    // The body being parsed: where its attributes start in attributes_, and
    // (for large bodies only) an index of their names.
    struct body_state {
        std::size_t attrs_base = 0;
        std::uint64_t name_filter = 0;  // see add_attribute
        // Made when first needed: most bodies never look a name up.
        std::unique_ptr<std::unordered_map<std::string_view, std::size_t>> names;
    };
    body_impl* parse_body(token_kind end);
    // The rest of attribute `name` (from its `=`), written into
    // attributes_[at], a slot the caller added.
    void finish_attribute(const token& name, bool single_line, std::size_t at);
    // "Missing newline after argument" (or comma) at the next token, then
    // recovery; kept out of finish_attribute, whose frame it would grow.
    void no_newline_after_attribute(const token& name);
    void finish_block(const token& type);
    body_impl* parse_single_attribute_body();
    body_impl* empty_body(byte_span s, byte_span end);
    // A quoted string without interpolation (block labels, traversal keys):
    // its decoded text; `span` receives the quotes-to-quotes span.
    std::string parse_quoted_label(byte_span& span);
    // Keeps attributes_[at], the last one, unless the body already has that
    // name ("Attribute redefined": then it is dropped).
    void add_attribute(std::size_t at, body_state& state) {
        const attribute_node& a = attributes_[at];
        // A one-bit summary of each name (its length and end bytes) in a
        // 64-bit filter: a name whose bit is clear is new, without a search.
        const unsigned char* name = reinterpret_cast<const unsigned char*>(source_.data());
        const std::uint32_t size = a.name_span.end - a.name_span.begin;  // an identifier: never empty
        const std::uint64_t bit = std::uint64_t{1} << ((size * 7 + name[a.name_span.begin] + name[a.name_span.end - 1] * 3) & 63);
        const bool maybe_seen = (state.name_filter & bit) != 0;
        state.name_filter |= bit;
        if (maybe_seen || state.names) [[unlikely]] add_attribute_checked(at, state, maybe_seen);
    }
    void add_attribute_checked(std::size_t at, body_state& state, bool maybe_seen);

    // --- expressions (parser_expression.cpp) ----------------------------------
    expr* parse_expression();  // conditional level
    expr* parse_binary(int min_level);
    // The operators (of level min_level or tighter) that follow `lhs`.
    expr* binary_operators(expr* lhs, int min_level);
    // The operators, `?` and what follows them after a first operand.
    expr* finish_expression(expr* first, byte_span start, std::size_t m);
    expr* parse_with_traversals() {
        // A string of plain text, the commonest term, without parse_term.
        byte_span whole, inner;
        expr* e = take_plain_string(whole, inner) ? make<quoted_string_expr>(whole, false, inner.end - inner.begin)
                                                  : parse_term();
        // Most terms have no postfix step: skip the traversal machinery.
        const token_kind next = peek_kind();
        return next == token_kind::dot || next == token_kind::open_bracket ? parse_traversals(e) : e;
    }
    expr* parse_term();
    expr* parse_parentheses();
    expr* parse_number(const token& t);
    expr* finish_function_call(const token& name);
    expr* parse_tuple();
    expr* parse_object();
    expr* finish_for(const token& open);
    expr* make_unary(const token& op);

    // --- traversals (parser_traversal.cpp) -------------------------------------
    expr* parse_traversals(expr* from);
    // Adds a constant step to `open` (the traversal node being read) when
    // `ret` is that node, else to a new relative traversal over `ret`.
    void append_step(expr*& ret, expr*& open, std::size_t base, const step_cell& step);
    // Moves open's pending steps (steps_[base..]) into the arena.
    void seal_steps(expr*& open, std::size_t base);
    value number_value(const token& t);
    literal_cell number_literal(const token& t);  // checked now, converted on evaluation
    // "Invalid number literal", or "Number out of range" for a number beyond hcl::number's exponent range.
    void number_literal_error(const token& t, bool out_of_range);
    // Literals up to this long are inside hcl::number's exponent range
    // (10^10000 < 2^33220), so plain ones need no range check.
    static constexpr std::size_t short_literal = 10000;

    // --- templates (parser_template.cpp) ---------------------------------------
    // At an open quote or heredoc. A string of plain ASCII text, the
    // commonest term, is taken here: three tokens at once, one node.
    expr* parse_template_term() {
        byte_span whole, inner;
        if (take_plain_string(whole, inner)) [[likely]] {
            return make<quoted_string_expr>(whole, false, inner.end - inner.begin);
        }
        return parse_template_term(read());
    }
    // When the next tokens are a quoted string of plain ASCII text (no
    // escape, no sign, not empty), reads all three at once and gives the
    // span of the whole and of the text inside the quotes.
    bool take_plain_string(byte_span& whole, byte_span& inner) {
        const token* open = next_;
        const token* text = open + 1;  // inside quotes, the next token as it is
        if (open->kind == token_kind::open_quote && text + 1 < window_end_ &&
            text->kind == token_kind::quoted_literal && text->is_plain_text() && text->is_ascii_text() &&
            text[1].kind == token_kind::close_quote) {
            whole = byte_span{open->begin, text[1].end};
            inner = byte_span{text->begin, text->end};
            last_ = next_ + 2;
            next_ = last_;  // a refill moves both and keeps from the last on
            find_next(last_ + 1);
            return true;
        }
        return false;
    }
    expr* parse_template_term(const token& open);
    // Reads template tokens up to the `end` token into items_ (literals with
    // strip markers applied, interpolations parsed, directives as markers),
    // ending with an `end` item; returns the span from the first token to
    // the end token.
    byte_span parse_template_parts(token_kind end, std::size_t base);
    void parse_directive(const token& open, byte_span start, bool& ltrim_next);
    void flush_heredoc(std::size_t base);
    void meld_literals(std::size_t base);
    // The tree of items_[base..]: a template, or the lone interpolation's
    // wrapper when that is all there is.
    expr* build_template(std::size_t base, byte_span s);
    expr* template_node(std::size_t& i);
    expr* template_if(std::size_t& i);
    expr* template_for(std::size_t& i);
    // A template_expr over parts (never empty).
    expr* template_of(std::span<expr* const> parts);
    // A quoted string of literal text only, spanning `whole` (the quotes);
    // `text` is its decoded text, used in place when `in_source` (the
    // source between the quotes) and already NFC, else copied.
    expr* make_quoted_string(byte_span whole, std::string_view text, bool in_source);
    // Gives the top-level block just parsed (blocks_.back()) to stream_;
    // drops it, back to the arena's position `before` it, if the reader is
    // done with it.
    void offer_top_level_block(const arena::position& before);
    // For a reader that keeps items (top_level_blocks::keeps_items), which
    // learns of blocks while the parse goes on: the wanted top-level blocks
    // are made in runs of up to max_settled, each in an arena of its own,
    // two runs alternating. The arena of the next run (started once the
    // current one is full) is that of the run before last, settled first.
    struct stream_run;
    native::arena& run_arena();
    // Asks which blocks of `run` the reader is done with, and drops them:
    // out of blocks_, and when that is all of them, out of memory too.
    void settle_run(stream_run& run);
    // The runs not settled yet, oldest first (end of the parse).
    void settle_runs();
    // No more blocks for stream_ (diagnostics; a non-ASCII file for a
    // reader that keeps items).
    void stop_streaming();

    native_file& file_;
    std::string_view source_;
    diagnostics* out_diags_;
    diagnostics parser_diags_;
    diagnostics* diags_ = &parser_diags_;
    // The token window (mutable: filling it does not change what the
    // parser sees): window_size_ tokens of the stream, which the lexer
    // writes in place.
    mutable token_scanner scanner_;
    mutable token_error_reporter token_errors_;
    token_watcher* watcher_ = nullptr;
    mutable std::unique_ptr<token[]> window_;
    mutable std::size_t window_size_ = 0;
    mutable std::size_t window_capacity_ = 0;
    mutable token* window_end_ = nullptr;  // window_.get() + window_size_
    bool ascii_source_;
    // What peek() gives, and the last token read (null before the first
    // read), both in the window (refill() keeps them there).
    mutable token* next_ = nullptr;
    mutable token* last_ = nullptr;
    bool recovery_ = false;
    std::size_t depth_ = 0;
    std::size_t max_depth_;
    bool depth_reported_ = false;
    // Diagnostics reported so far (the nesting limit's silent ones too):
    // error marks compare counts of it.
    std::size_t reported_ = 0;
    // Whether newlines are tokens here (body level, object constructors) or
    // blanks (brackets, parentheses, template sequences), and the outer
    // levels' settings.
    bool newlines_ = true;
    std::vector<std::uint8_t> saved_newlines_;
    position_map::cursor cursor_;

    // Scratch stacks, reused across the parse so that building a node's
    // child list allocates nothing but its final copy in the arena. Each
    // user takes a base index, pushes, copies its slice out and truncates.
    std::vector<expr*> exprs_;
    std::vector<object_item> object_items_;
    std::vector<attribute_node> attributes_;
    std::vector<block_node> blocks_;
    std::vector<block_label> labels_;  // block labels being read (a stack: nested blocks push theirs)
    std::vector<token_kind> open_stack_;
    std::vector<step_cell> steps_;

    // stream_top_level_blocks: the reader (null: none, or no more), the
    // caller's diagnostic count when streaming began, the labels of the
    // block offered, and the owner handed with it.
    hcl::detail::top_level_blocks* stream_ = nullptr;
    std::size_t stream_diags_base_ = 0;
    std::vector<std::string_view> stream_labels_;
    std::shared_ptr<const body_node> stream_owner_;
    // A reader that keeps items learns of a block's fate later (run_arena).
    bool stream_keeps_ = false;
    struct stream_run {
        native::arena* memory = nullptr;  // null: none yet, or kept by the file
        arena::position start{};          // memory's position when the run began
        std::size_t first_offer = 0;      // blocks offered before the run
        std::size_t first_position = 0;   // no block of the run lies before blocks_[first_position]
        std::vector<const body_impl*> offered;  // the run's offered blocks, in order
        bool holds_other = false;         // a block made in `memory` was not offered
        bool open = false;                // started and not settled
    };
    stream_run runs_[2];
    stream_run* current_run_ = nullptr;
    std::size_t next_run_ = 0;  // the slot of the next run (holding the run before last)
    std::size_t offers_ = 0;    // blocks offered so far

public:
    // One element of a template before it becomes a tree (public only so
    // that helper functions in the .cpp can name it).
    struct template_item {
        enum class kind : std::uint8_t { literal, interpolation, if_, for_, else_, endif, endfor, end };
        kind what = kind::literal;
        byte_span span;
        std::string text;        // literal
        expr* expression = nullptr;  // interpolation, if condition, for collection
        std::string_view key_variable;
        std::string_view value_variable;
        byte_span key_span;
        byte_span value_span;
    };

private:
    std::vector<template_item> items_;
};

}  // namespace native::detail
HCL_END_NAMESPACE
