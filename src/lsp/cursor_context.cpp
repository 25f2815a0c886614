// The context of a position, read from the tokens before it.
#include "lsp/cursor_context.hpp"

#include <algorithm>
#include <string>
#include <tuple>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

using native::token;
using native::token_kind;

// An attribute this large that ended before the position is not read again
// (its tokens could be most of the document); reading starts at its end.
constexpr std::uint32_t large_attribute = 64 * 1024;

bool block_is_closed(const native::block_node& b, std::string_view src) noexcept {
    return b.close_brace.end > b.close_brace.begin && b.close_brace.begin < src.size() &&
           src[b.close_brace.begin] == '}' && b.close_brace.begin > b.open_brace.begin;
}

// A comment that ends its line (# and // comments include the newline).
bool ends_line(const token& t, std::string_view src) noexcept {
    return t.kind == token_kind::newline ||
           (t.kind == token_kind::comment && t.size() > 0 && src[t.end - 1] == '\n');
}

constexpr std::size_t no_block = static_cast<std::size_t>(-1);
constexpr std::size_t no_token = static_cast<std::size_t>(-1);

// A comment that ends before its last byte's end: a line comment with its
// newline, a block comment with its `*/` (not one cut off by the end of the text).
bool comment_is_closed(const token& t, std::string_view src) noexcept {
    const std::string_view text = t.text(src);
    if (text.starts_with("/*")) return text.size() >= 4 && text.ends_with("*/");
    return text.ends_with('\n');
}

enum class frame_kind : std::uint8_t {
    body,       // a body: the tree's innermost one (the first frame) or a block found by reading
    attribute,  // an attribute's value, up to the end of its line
    paren,      // ( ... ): a call's arguments or parentheses
    bracket,    // [ ... ]: a tuple, an index, a for expression
    brace,      // { ... } in an expression: an object, a for expression
    quote,      // " ... "
    heredoc,    // <<EOT ... EOT
    interpolation,  // ${ ... }
    control,        // %{ ... }
};

// The frame a template sequence opens: ${ or %{.
frame_kind sequence_kind(token_kind k) noexcept {
    return k == token_kind::template_interp ? frame_kind::interpolation : frame_kind::control;
}

enum class item_state : std::uint8_t {
    start,   // where an item's name goes
    name,    // after the name
    header,  // after a label
    rest,    // the rest of a line that is no item (or an item's tail)
};

enum class for_state : std::uint8_t { none, names, collection, result };

struct frame {
    frame_kind kind = frame_kind::body;
    // body
    item_state state = item_state::start;
    std::string_view item_name;
    std::vector<std::string_view> item_labels;
    std::size_t block = no_block;  // index in cursor_context::blocks; none for the tree's body
    std::vector<std::string_view> attributes;  // read in this body
    std::vector<std::string_view> blocks;
    // attribute, and every expression frame: significant tokens read inside
    std::string_view name;
    std::uint32_t tokens = 0;
    // paren
    bool call = false;
    std::string_view call_name;
    std::uint32_t name_begin = 0;
    std::uint32_t open = 0;
    std::uint32_t commas = 0;
    // bracket, brace, control (`%{for x in y}`)
    for_state for_part = for_state::none;
    std::vector<std::string_view> iterators;
    bool object_value = false;
    bool end_for = false;  // control: `%{endfor}`
    // quote, heredoc
    bool label = false;
    bool whole_value = false;
    bool interpolated = false;
    // The iterators of the template's open `%{for}` directives are in
    // `iterators`; how many each directive added, the innermost last.
    std::vector<std::size_t> directive_scopes;
};

class context_reader {
public:
    context_reader(const document_analysis& a, std::size_t offset)
        : analysis_(a),
          src_(a.source()),
          offset_(static_cast<std::uint32_t>(offset)) {}

    cursor_context read();

private:
    void begin_from_tree();
    // Where to lex for the cursor: from the start of the item of `loc.body`
    // it is in (or after) to the start of the next item, or the end of the
    // innermost block. Both are token boundaries of the whole text in the
    // lexer's normal mode.
    std::pair<std::uint32_t, std::uint32_t> scan_range(const tree_location& loc);
    void step(const token& t, std::size_t index);
    void step_body(const token& t);
    void step_expression(const token& t);
    // The schema of block `b` in a body of schema `enclosing`.
    void resolve_schema(context_block& b, const schema_body* enclosing);
    void open_block();
    void close_body();
    void open_paren(const token& t);
    void push(frame_kind kind) {
        frame f;
        f.kind = kind;
        frames_.push_back(std::move(f));
    }
    // Closes the innermost open `kind` (or `or_kind`) inside the attribute.
    void close_to(frame_kind kind, frame_kind or_kind);
    void close_to(frame_kind kind) { close_to(kind, kind); }
    // Closes the innermost template sequence (`${`, `%{`): a `%{for}`
    // directive's iterators come into scope, `%{endfor}` ends them.
    void close_sequence();
    // `inert`: the position is inside a comment, a number or template
    // text: nothing to complete there.
    void finish(std::size_t before_word, bool inert);
    void finish_expression(std::size_t before_word);
    // The innermost body's schema and the items it already holds.
    void note_present_items();

    frame& top() { return frames_.back(); }
    const schema_body* body_schema_of(const frame& body) const {
        return body.block == no_block ? tree_body_schema_ : ctx_.blocks[body.block].body_schema;
    }
    frame* body_frame() {
        for (auto it = frames_.rbegin(); it != frames_.rend(); ++it)
            if (it->kind == frame_kind::body) return &*it;
        return nullptr;
    }

    const document_analysis& analysis_;
    std::string_view src_;
    std::uint32_t offset_;
    // The tokens of scan_range(): only these are lexed.
    std::vector<token> tokens_;
    const token* previous_ = nullptr;  // the last significant token read
    std::vector<frame> frames_;
    cursor_context ctx_;
    tree_location loc_;
    const schema_body* tree_body_schema_ = nullptr;  // the schema of loc_.body
};

// The body of a `dynamic "TYPE"` block (HCL's dynamic block extension)
// generating blocks of `generated`'s type.
std::shared_ptr<const schema_body> dynamic_body_schema(const schema_block& generated) {
    auto body = std::make_shared<schema_body>();
    body->doc = {"Generates a `" + generated.type + "` block for each element of `for_each`.",
                 true};
    body->attributes.push_back({"for_each",
                                type::dynamic(),
                                true,
                                {},
                                {"The collection to repeat the block for.", false}});
    body->attributes.push_back({"iterator",
                                type::dynamic(),
                                false,
                                {},
                                {"The iterator's name (the block's label by default).", false}});
    body->attributes.push_back({"labels",
                                type::list(type::string()),
                                false,
                                {},
                                {"The generated blocks' labels.", false}});
    schema_block content;
    content.type = "content";
    content.body = generated.body;
    content.min_items = 1;
    content.max_items = 1;
    content.doc = {"The body of each generated block.", false};
    body->blocks.push_back(std::move(content));
    return body;
}

std::pair<std::uint32_t, std::uint32_t> context_reader::scan_range(const tree_location& loc) {
    std::uint32_t start = 0;
    auto end = static_cast<std::uint32_t>(src_.size());
    if (!loc.blocks.empty()) {
        const auto& innermost = *loc.blocks.back().node;
        start = innermost.open_brace.end;
        if (block_is_closed(innermost, src_) && innermost.close_brace.end >= offset_) end = innermost.close_brace.end;
    }
    const auto& attrs = loc.body->attributes;
    auto a = std::upper_bound(
        attrs.begin(), attrs.end(), offset_,
        [](std::uint32_t off, const native::attribute_node& n) { return off < n.name_span.begin; });
    if (a != attrs.end()) end = std::min(end, a->name_span.begin);
    if (a != attrs.begin()) {
        const auto& last = *std::prev(a);
        const bool skip = last.end < offset_ && last.end - last.name_span.begin > large_attribute &&
                          last.value && last.value->kind != native::expr_kind::syntax_error;
        if (skip) {
            start = std::max(start, last.end);
            frames_.back().state = item_state::rest;
        } else {
            start = std::max(start, last.name_span.begin);
        }
    }
    const auto& blocks = loc.body->blocks;
    auto b = std::upper_bound(
        blocks.begin(), blocks.end(), offset_,
        [](std::uint32_t off, const native::block_node& n) { return off < n.type_span.begin; });
    if (b != blocks.end()) end = std::min(end, b->type_span.begin);
    if (b != blocks.begin()) {
        const auto& last = *std::prev(b);
        const std::uint32_t from = block_is_closed(last, src_) && last.close_brace.end <= offset_
                                       ? last.close_brace.end
                                       : last.type_span.begin;
        if (from > start) {
            start = from;
            frames_.back().state = item_state::start;
        }
    }
    return {start, std::max(end, start)};
}

void context_reader::begin_from_tree() {
    loc_ = analysis_.locate(offset_);
    // The schema along the way again (as locate does), with dynamic blocks.
    tree_body_schema_ = &analysis_.schema.root();
    for (const auto& e : loc_.blocks) {
        context_block b;
        b.type = e.node->type(src_);
        for (const auto& l : e.node->labels()) b.labels.push_back(l.text);
        b.node = e.node;
        resolve_schema(b, tree_body_schema_);
        tree_body_schema_ = b.body_schema;
        ctx_.blocks.push_back(std::move(b));
    }
    frames_.emplace_back();
    std::uint32_t start = 0;
    auto end = static_cast<std::uint32_t>(src_.size());
    if (loc_.body) std::tie(start, end) = scan_range(loc_);
    tokens_ = analysis_.tokens_between(start, end);
}

void context_reader::resolve_schema(context_block& b, const schema_body* enclosing) {
    if (!enclosing) return;
    b.schema = enclosing->find_block(b.type);
    if (b.schema) {
        const std::vector<std::string> labels(b.labels.begin(), b.labels.end());
        b.body_schema = b.schema->body_for(labels);
    } else if (b.type == dynamic_block_type && !b.labels.empty()) {
        if (const schema_block* generated = enclosing->find_block(b.labels[0])) {
            ctx_.owned_schemas.push_back(dynamic_body_schema(*generated));
            b.body_schema = ctx_.owned_schemas.back().get();
        }
    }
}

void context_reader::open_block() {
    frame& body = top();
    context_block b;
    b.type = body.item_name;
    b.labels = body.item_labels;
    resolve_schema(b, body_schema_of(body));
    body.blocks.push_back(body.item_name);
    body.state = item_state::start;
    ctx_.blocks.push_back(std::move(b));
    frame inner;
    inner.block = ctx_.blocks.size() - 1;
    frames_.push_back(std::move(inner));
}

void context_reader::close_body() {
    if (frames_.size() > 1 && top().kind == frame_kind::body) {
        ctx_.blocks.pop_back();
        frames_.pop_back();
        top().state = item_state::rest;
    }
}

void context_reader::step_body(const token& t) {
    frame& f = top();
    if (ends_line(t, src_)) {
        f.state = item_state::start;
        return;
    }
    if (t.kind == token_kind::comment) return;
    if (t.kind == token_kind::close_brace) {
        close_body();
        return;
    }
    switch (f.state) {
    case item_state::start:
        if (t.kind == token_kind::identifier) {
            f.item_name = t.text(src_);
            f.item_labels.clear();
            f.state = item_state::name;
        } else {
            f.state = item_state::rest;
        }
        return;
    case item_state::name:
        if (t.kind == token_kind::equal) {
            f.attributes.push_back(f.item_name);
            if (f.block != no_block)
                ctx_.blocks[f.block].scanned_attributes.push_back({f.item_name, {}});
            f.state = item_state::rest;
            frame a;
            a.kind = frame_kind::attribute;
            a.name = f.item_name;
            frames_.push_back(std::move(a));
            return;
        }
        [[fallthrough]];
    case item_state::header:
        if (t.kind == token_kind::identifier) {
            f.item_labels.push_back(t.text(src_));
            f.state = item_state::header;
        } else if (t.kind == token_kind::open_quote) {
            f.state = item_state::header;
            frame q;
            q.kind = frame_kind::quote;
            q.label = true;
            q.open = t.end;
            frames_.push_back(std::move(q));
        } else if (t.kind == token_kind::open_brace) {
            open_block();
        } else {
            f.state = item_state::rest;
        }
        return;
    case item_state::rest: return;
    }
}

void context_reader::open_paren(const token& t) {
    frame p;
    p.kind = frame_kind::paren;
    p.open = t.begin;
    if (previous_ && previous_->kind == token_kind::identifier) {
        const std::string_view name = previous_->text(src_);
        if (name != "in" && name != "if" && name != "for") {
            p.call = true;
            // A namespaced name (a::b::c): walk back over its tokens.
            std::size_t i = static_cast<std::size_t>(previous_ - tokens_.data());
            std::uint32_t begin = previous_->begin;
            while (i >= 2 && tokens_[i - 1].kind == token_kind::double_colon &&
                   tokens_[i - 2].kind == token_kind::identifier) {
                i -= 2;
                begin = tokens_[i].begin;
            }
            p.name_begin = begin;
            p.call_name = src_.substr(begin, previous_->end - begin);
        }
    }
    frames_.push_back(std::move(p));
}

void context_reader::close_to(frame_kind kind, frame_kind or_kind) {
    for (std::size_t i = frames_.size(); i-- > 0;) {
        const frame_kind k = frames_[i].kind;
        if (k == kind || k == or_kind) {
            frames_.resize(i);
            return;
        }
        // Never past the attribute or the body around the expression.
        if (k == frame_kind::attribute || k == frame_kind::body || k == frame_kind::quote ||
            k == frame_kind::heredoc)
            return;
    }
}

void context_reader::close_sequence() {
    for (std::size_t i = frames_.size(); i-- > 0;) {
        const frame_kind k = frames_[i].kind;
        if (k == frame_kind::attribute || k == frame_kind::body) return;
        if (k != frame_kind::interpolation && k != frame_kind::control) continue;
        const frame closed = std::move(frames_[i]);
        frames_.resize(i);
        frame& text = top();  // the template the sequence was in
        if (closed.kind != frame_kind::control ||
            (text.kind != frame_kind::quote && text.kind != frame_kind::heredoc))
            return;
        if (closed.for_part == for_state::collection) {
            // `%{for k, v in x}`: its names are in scope up to its `%{endfor}`.
            text.iterators.insert(text.iterators.end(), closed.iterators.begin(),
                                  closed.iterators.end());
            text.directive_scopes.push_back(closed.iterators.size());
        } else if (closed.end_for && !text.directive_scopes.empty()) {
            text.iterators.resize(text.iterators.size() - text.directive_scopes.back());
            text.directive_scopes.pop_back();
        }
        return;
    }
}

void context_reader::step_expression(const token& t) {
    frame& f = top();
    const token_kind k = t.kind;
    if (f.kind == frame_kind::quote || f.kind == frame_kind::heredoc) {
        if (k == token_kind::template_interp || k == token_kind::template_control) {
            f.interpolated = true;
            push(sequence_kind(k));
        } else if ((k == token_kind::close_quote && f.kind == frame_kind::quote) ||
                   (k == token_kind::close_heredoc && f.kind == frame_kind::heredoc)) {
            const bool label = f.label;
            const std::uint32_t text_begin = f.open;
            frames_.pop_back();
            if (label) top().item_labels.push_back(src_.substr(text_begin, t.begin - text_begin));
        }
        return;
    }
    if (f.kind == frame_kind::attribute && (ends_line(t, src_) || k == token_kind::close_brace)) {
        frames_.pop_back();
        top().state = item_state::start;
        if (k == token_kind::close_brace) close_body();
        return;
    }
    if (k == token_kind::comment) return;
    if (k == token_kind::newline) {
        if (f.kind == frame_kind::brace && f.for_part == for_state::none) f.object_value = false;
        return;
    }
    // The first identifier of a scanned block's attribute (`iterator = item`).
    if (f.kind == frame_kind::attribute && f.tokens == 0 && k == token_kind::identifier) {
        frame* body = &frames_[frames_.size() - 2];
        if (body->block != no_block) {
            auto& attrs = ctx_.blocks[body->block].scanned_attributes;
            if (!attrs.empty()) attrs.back().first_identifier = t.text(src_);
        }
    }
    const bool first = f.tokens == 0;
    ++f.tokens;
    switch (k) {
    case token_kind::open_paren: open_paren(t); break;
    case token_kind::open_bracket: push(frame_kind::bracket); break;
    case token_kind::open_brace: push(frame_kind::brace); break;
    case token_kind::close_paren: close_to(frame_kind::paren); break;
    case token_kind::close_bracket: close_to(frame_kind::bracket); break;
    case token_kind::close_brace: close_to(frame_kind::brace); break;
    case token_kind::template_seq_end: close_sequence(); break;
    case token_kind::open_quote:
    case token_kind::open_heredoc: {
        frame q;
        q.kind = k == token_kind::open_quote ? frame_kind::quote : frame_kind::heredoc;
        q.whole_value = f.kind == frame_kind::attribute && first;
        q.open = t.end;
        frames_.push_back(std::move(q));
        break;
    }
    case token_kind::template_interp:
    case token_kind::template_control: push(sequence_kind(k)); break;
    case token_kind::comma:
        if (f.kind == frame_kind::paren) ++f.commas;
        if (f.kind == frame_kind::brace && f.for_part == for_state::none) f.object_value = false;
        break;
    case token_kind::equal:
        if (f.kind == frame_kind::brace && f.for_part == for_state::none) f.object_value = true;
        break;
    case token_kind::colon:
        if (f.for_part == for_state::collection)
            f.for_part = for_state::result;
        else if (f.kind == frame_kind::brace && f.for_part == for_state::none)
            f.object_value = true;
        break;
    case token_kind::identifier:
        if (f.kind != frame_kind::paren && f.kind != frame_kind::attribute && first &&
            t.text(src_) == "for") {
            f.for_part = for_state::names;
        } else if (f.kind == frame_kind::control && first && t.text(src_) == "endfor") {
            f.end_for = true;
        } else if (f.for_part == for_state::names) {
            if (t.text(src_) == "in")
                f.for_part = for_state::collection;
            else
                f.iterators.push_back(t.text(src_));
        }
        break;
    default: break;
    }
}

void context_reader::step(const token& t, std::size_t index) {
    if (top().kind == frame_kind::body)
        step_body(t);
    else
        step_expression(t);
    if (t.kind != token_kind::comment && t.kind != token_kind::newline) previous_ = &tokens_[index];
}

void context_reader::finish_expression(std::size_t before_word) {
    ctx_.place = cursor_place::expression;
    const frame& f = top();
    ctx_.value_start = f.kind == frame_kind::attribute && f.tokens == 0;
    for (const auto& fr : frames_) {
        if (fr.kind == frame_kind::attribute) ctx_.attribute = fr.name;
        if (fr.kind == frame_kind::body) ctx_.attribute = {};
        if (fr.for_part == for_state::result || fr.kind == frame_kind::quote ||
            fr.kind == frame_kind::heredoc)
            ctx_.iterators.insert(ctx_.iterators.end(), fr.iterators.begin(), fr.iterators.end());
    }
    if (f.kind == frame_kind::brace && f.for_part == for_state::none) {
        ctx_.object_value = f.object_value;
        ctx_.object_key = !f.object_value;
    }
    // `a.b.|`: the names before the last dot, read backwards.
    std::size_t i = before_word;
    if (i == no_token || tokens_[i].kind != token_kind::dot) return;
    ctx_.after_dot = true;
    for (;;) {  // tokens_[i] is a dot
        if (i < 1 || tokens_[i - 1].kind != token_kind::identifier) {
            ctx_.traversal.clear();  // not a chain of names (`f(x).|`): nothing known
            return;
        }
        ctx_.traversal.push_back(tokens_[i - 1].text(src_));
        if (i < 2) break;
        const token_kind before = tokens_[i - 2].kind;
        if (before == token_kind::dot) {
            i -= 2;
            continue;
        }
        if (before == token_kind::close_paren || before == token_kind::close_bracket ||
            before == token_kind::close_brace || before == token_kind::close_quote ||
            before == token_kind::number_literal) {
            ctx_.traversal.clear();  // `a[0].b.|`: the root is not a name
            return;
        }
        break;
    }
    std::reverse(ctx_.traversal.begin(), ctx_.traversal.end());
}

void context_reader::finish(std::size_t before_word, bool inert) {
    // The calls around the position, also inside a string or a number argument.
    for (const auto& fr : frames_)
        if (fr.call) ctx_.calls.push_back({fr.call_name, fr.name_begin, fr.open, fr.commas});
    note_present_items();
    if (inert) return;
    frame& f = top();
    switch (f.kind) {
    case frame_kind::body:
        if (f.state == item_state::start) {
            ctx_.place = cursor_place::body_item;
        } else if (f.state == item_state::name || f.state == item_state::header) {
            ctx_.place = cursor_place::block_label;
            ctx_.header_type = f.item_name;
            ctx_.header_labels = f.item_labels;
        }
        break;
    case frame_kind::quote:
        if (f.label) {
            const frame& body = frames_[frames_.size() - 2];
            ctx_.place = cursor_place::block_label;
            ctx_.header_type = body.item_name;
            ctx_.header_labels = body.item_labels;
            ctx_.in_quotes = true;
        } else if (f.whole_value && !f.interpolated) {
            ctx_.place = cursor_place::quoted_value;
            ctx_.attribute = frames_[frames_.size() - 2].name;
            ctx_.in_quotes = true;
        }
        break;
    case frame_kind::heredoc: break;
    default: finish_expression(before_word); break;
    }
}

void context_reader::note_present_items() {
    const frame* body = body_frame();
    if (!body) return;
    ctx_.body_schema = body_schema_of(*body);
    ctx_.present_attributes = body->attributes;
    ctx_.present_blocks = body->blocks;
    if (body->block == no_block && loc_.body) {
        for (const auto& a : loc_.body->attributes)
            if (!(a.name_span.begin <= offset_ && offset_ <= a.name_span.end))
                ctx_.present_attributes.push_back(a.name(src_));
        for (const auto& b : loc_.body->blocks)
            if (&b != loc_.header && !(b.type_span.begin <= offset_ && offset_ <= b.type_span.end))
                ctx_.present_blocks.push_back(b.type(src_));
    }
}

cursor_context context_reader::read() {
    ctx_.offset = offset_;
    ctx_.word_begin = offset_;
    if (analysis_.syntax != lsp::syntax::native || offset_ > src_.size()) return std::move(ctx_);
    begin_from_tree();
    std::size_t i = 0;
    std::size_t before_word = no_token;
    bool inert = false;
    for (; i < tokens_.size() && tokens_[i].begin < offset_; ++i) {
        const token& t = tokens_[i];
        const bool at_cursor =
            t.end > offset_ ||
            (t.end == offset_ &&
             (t.kind == token_kind::identifier || t.kind == token_kind::quoted_literal ||
              t.kind == token_kind::number_literal || t.kind == token_kind::string_literal ||
              (t.kind == token_kind::comment && !comment_is_closed(t, src_))));
        if (at_cursor) {
            switch (t.kind) {
            case token_kind::identifier:
            case token_kind::quoted_literal:
                ctx_.word_begin = t.begin;
                ctx_.word = src_.substr(t.begin, offset_ - t.begin);
                break;
            case token_kind::comment:
            case token_kind::number_literal:
            case token_kind::string_literal:
            case token_kind::open_heredoc: inert = true; break;
            default: break;
            }
            break;
        }
        before_word = i;
        step(t, i);
    }
    finish(before_word, inert);
    return std::move(ctx_);
}

}  // namespace

std::string_view context_block::identifier_value_of(std::string_view name,
                                                    std::string_view source) const {
    if (node && node->body) {
        for (const auto& a : node->body->attributes) {
            if (a.name(source) != name || !a.value) continue;
            if (a.value->kind != native::expr_kind::scope_traversal) return {};
            return static_cast<const native::scope_traversal_expr*>(a.value)->root_name();
        }
        return {};
    }
    for (const auto& a : scanned_attributes)
        if (a.name == name) return a.first_identifier;
    return {};
}

cursor_context cursor_context_at(const document_analysis& analysis, std::size_t offset) {
    return context_reader(analysis, offset).read();
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
