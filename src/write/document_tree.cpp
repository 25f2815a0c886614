// Building the lossless tree from the lexer's tokens, and printing it.
//
// The builder runs only over text the native parser has accepted, so it
// needs no error recovery: it follows the shape of a body (items that
// start with a name, end at a line break outside brackets) and hands out
// every byte between tokens to the piece it belongs to.
#include "write/document_tree.hpp"

#include "native/lexer.hpp"

#include <cstdint>

HCL_BEGIN_NAMESPACE
namespace write::detail {

void item_node::print(std::string& out) const {
    out += prefix;
    switch (kind) {
    case item_kind::attribute:
        out += name;
        out += before_equals;
        out += '=';
        out += after_equals;
        out += expression;
        break;
    case item_kind::block:
        out += type;
        for (const label_piece& l : labels) {
            out += l.gap;
            out += l.text;
        }
        out += before_open;
        out += '{';
        out += open_line;
        body->print(out);
        out += '}';
        break;
    case item_kind::trivia: break;
    }
    out += suffix;
}

void body_node::print(std::string& out) const {
    for (const auto& item : items) item->print(out);
    out += tail;
}

namespace {

using native::token;
using native::token_kind;

int depth_change(token_kind k) noexcept {
    switch (k) {
    case token_kind::open_brace:
    case token_kind::open_bracket:
    case token_kind::open_paren:
    case token_kind::open_quote:
    case token_kind::open_heredoc:
    case token_kind::template_interp:
    case token_kind::template_control: return 1;
    case token_kind::close_brace:
    case token_kind::close_bracket:
    case token_kind::close_paren:
    case token_kind::close_quote:
    case token_kind::close_heredoc:
    case token_kind::template_seq_end: return -1;
    default: return 0;
    }
}

class builder {
public:
    explicit builder(std::string_view text) : text_(text), tokens_(native::lex(text)) {}

    std::unique_ptr<document_state> build() {
        auto state = std::make_unique<document_state>();
        state->root.document = state.get();
        for (const token& t : tokens_) {
            if (t.kind == token_kind::newline) {
                state->newline = std::string(t.text(text_));
                break;
            }
        }
        const std::size_t mark = native::byte_order_mark_size(text_);
        state->byte_order_mark = piece(0, static_cast<std::uint32_t>(mark));
        position_ = static_cast<std::uint32_t>(mark);
        if (!parse_body(state->root, false)) return nullptr;
        if (tokens_[next_].kind != token_kind::eof) return nullptr;
        return state;
    }

private:
    std::string piece(std::uint32_t begin, std::uint32_t end) const {
        return std::string(text_.substr(begin, end - begin));
    }
    const token& at(std::size_t i) const { return tokens_[i]; }

    // A `#` or `//` comment, whose token holds its line break.
    bool is_line_comment(const token& t) const {
        return t.kind == token_kind::comment && t.text(text_).ends_with('\n');
    }
    bool is_inline_comment(const token& t) const {
        return t.kind == token_kind::comment && !t.text(text_).ends_with('\n');
    }
    bool ends_line(const token& t) const { return t.kind == token_kind::newline || is_line_comment(t); }
    // The first token at or after i that is not a /* */ comment.
    std::size_t skip_inline_comments(std::size_t i) const {
        while (is_inline_comment(at(i))) ++i;
        return i;
    }

    // Items until a `}` (in a block) or the end of the input; next_ is
    // left on that token.
    bool parse_body(body_node& body, bool in_block) {
        for (;;) {
            const std::uint32_t start = position_;
            // Where the comment lines directly above the next item start: a
            // blank line moves it past itself.
            std::uint32_t attached = start;
            bool line_has_comment = false;
            for (;;) {
                const token& t = at(next_);
                if (t.kind == token_kind::comment) {
                    line_has_comment = true;
                    ++next_;
                    if (is_line_comment(t)) line_has_comment = false;  // ends a comment line
                    continue;
                }
                if (t.kind == token_kind::newline) {
                    if (!line_has_comment) attached = t.end;
                    line_has_comment = false;
                    ++next_;
                    continue;
                }
                break;
            }
            const token& t = at(next_);
            if (t.kind == token_kind::identifier) {
                if (attached > start) add_trivia(body, start, attached);
                auto item = std::make_unique<item_node>();
                item->parent = &body;
                item->prefix = piece(attached, t.begin);
                if (!parse_item(*item, body)) return false;
                body.items.push_back(std::move(item));
                continue;
            }
            const bool end = in_block ? t.kind == token_kind::close_brace : t.kind == token_kind::eof;
            if (!end) return false;
            body.tail = piece(start, t.begin);
            position_ = t.begin;
            return true;
        }
    }

    void add_trivia(body_node& body, std::uint32_t begin, std::uint32_t end) {
        auto trivia = std::make_unique<item_node>();
        trivia->parent = &body;
        trivia->prefix = piece(begin, end);
        body.items.push_back(std::move(trivia));
    }

    bool parse_item(item_node& item, body_node& parent) {
        const token& name = at(next_);
        const std::size_t after_name = skip_inline_comments(next_ + 1);
        if (at(after_name).kind == token_kind::equal) return parse_attribute(item, name, after_name);
        return parse_block(item, name, parent);
    }

    bool parse_attribute(item_node& item, const token& name, std::size_t equals) {
        item.kind = item_kind::attribute;
        item.name = std::string(name.text(text_));
        item.before_equals = piece(name.end, at(equals).begin);
        const std::size_t first = skip_inline_comments(equals + 1);
        item.after_equals = piece(at(equals).end, at(first).begin);
        // The expression runs to a line break, the end of the input or a
        // one-line block's `}`, outside brackets.
        int depth = 0;
        std::uint32_t end = at(first).begin;
        std::size_t i = first;
        for (;; ++i) {
            const token& t = at(i);
            if (depth == 0 && (ends_line(t) || t.kind == token_kind::eof || t.kind == token_kind::close_brace)) break;
            depth += depth_change(t.kind);
            if (depth < 0) return false;
            if (!is_inline_comment(t)) end = t.end;
        }
        item.expression = piece(at(first).begin, end);
        finish_item(item, end, i);
        return end > at(first).begin;
    }

    bool parse_block(item_node& item, const token& type, body_node& parent) {
        item.kind = item_kind::block;
        item.type = std::string(type.text(text_));
        std::uint32_t previous_end = type.end;
        std::size_t i = next_ + 1;
        for (;;) {
            i = skip_inline_comments(i);
            const token& t = at(i);
            if (t.kind == token_kind::open_brace) break;
            std::size_t last = i;
            if (t.kind == token_kind::open_quote) {
                while (at(last).kind != token_kind::close_quote) {
                    if (at(last).kind == token_kind::eof) return false;
                    ++last;
                }
            } else if (t.kind != token_kind::identifier) {
                return false;
            }
            item.labels.push_back({piece(previous_end, t.begin), piece(t.begin, at(last).end)});
            previous_end = at(last).end;
            i = last + 1;
        }
        const token& open = at(i);
        item.before_open = piece(previous_end, open.begin);
        const std::size_t after_open = skip_inline_comments(i + 1);
        if (ends_line(at(after_open))) {
            item.open_line = piece(open.end, at(after_open).end);
            position_ = at(after_open).end;
            next_ = after_open + 1;
        } else {
            position_ = open.end;
            next_ = i + 1;
        }
        item.body = std::make_unique<body_node>();
        item.body->document = parent.document;
        item.body->owner = &item;
        if (!parse_body(*item.body, true)) return false;
        const token& close = at(next_);
        std::size_t end = skip_inline_comments(next_ + 1);
        if (!ends_line(at(end)) && at(end).kind != token_kind::eof) return false;
        finish_item(item, close.end, end);
        return true;
    }

    // The item's last token ends at `end`; `terminator` is the token after
    // it that ends its line, the input or a one-line block.
    void finish_item(item_node& item, std::uint32_t end, std::size_t terminator) {
        const token& t = at(terminator);
        if (ends_line(t)) {
            item.suffix = piece(end, t.end);
            position_ = t.end;
            next_ = terminator + 1;
        } else if (t.kind == token_kind::eof) {
            item.suffix = piece(end, t.begin);
            position_ = t.begin;
            next_ = terminator;
        } else {  // the `}` of a one-line block: its blanks are the body's tail
            position_ = end;
            next_ = terminator;
        }
    }

    std::string_view text_;
    std::vector<token> tokens_;
    std::size_t next_ = 0;
    std::uint32_t position_ = 0;
};

}  // namespace

std::unique_ptr<document_state> build_tree(std::string_view text) {
    return builder(text).build();
}

}  // namespace write::detail
HCL_END_NAMESPACE
