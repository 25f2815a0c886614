// Parser: quoted, heredoc and bare templates (reference-behaviour §1.13).
//
// Two passes, like the reference: the tokens become a flat list of items
// (literal text with strip markers and `<<-` indentation applied, parsed
// interpolations, directive markers), then the directives are matched up
// into conditional and join nodes. Trimming works on the literal source
// text, so interpolated values are never trimmed.
#include "native/literal.hpp"
#include "native/parser.hpp"
#include "native/utf8_scan.hpp"

#include "model/name_suggestion.hpp"

#include <hcl/unicode.hpp>

#include <array>
#include <cstring>
#include <limits>
#include <string>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace native::detail {

namespace {

using item_kind = parser::template_item::kind;

// Length of the white-space character (Go's unicode.IsSpace) at `p`, or 0.
std::size_t space_at(const unsigned char* p, const unsigned char* end) noexcept {
    if (*p < 0x80) {
        const unsigned c = *p;
        return (c == ' ' || (c >= '\t' && c <= '\r')) ? 1 : 0;
    }
    const std::uint32_t len = native::detail::utf8_length(p, end);
    return len != 0 && unicode::is_space(native::detail::decode_utf8_at(p, len)) ? len : 0;
}

// Bytes of leading white space.
std::size_t leading_space(std::string_view s) noexcept {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const auto* end = p + s.size();
    const auto* q = p;
    while (q < end) {
        const std::size_t n = space_at(q, end);
        if (n == 0) break;
        q += n;
    }
    return static_cast<std::size_t>(q - p);
}

void trim_left(std::string& s) { s.erase(0, leading_space(s)); }

void trim_right(std::string& s) {
    const auto* begin = reinterpret_cast<const unsigned char*>(s.data());
    std::size_t end = s.size();
    while (end > 0) {
        // Start of the last character: back over continuation bytes.
        std::size_t start = end - 1;
        while (start > 0 && end - start < 4 && (begin[start] & 0xC0u) == 0x80u) --start;
        const std::size_t n = space_at(begin + start, begin + end);
        if (n == 0 || start + n != end) break;
        end = start;
    }
    s.resize(end);
}

const char* directive_name(item_kind k) noexcept {
    switch (k) {
    case item_kind::else_: return "else";
    case item_kind::endif: return "endif";
    default: return "endfor";
    }
}

// `text` in NFC: itself, or its normal form kept in `buffer`.
std::string_view nfc_text(std::string_view text, std::string& buffer) {
    if (unicode::is_ascii(text) || unicode::is_nfc(text)) return text;
    buffer = unicode::to_nfc(text);
    return buffer;
}

}  // namespace

expr* parser::parse_template_term(const token& open) {
    const byte_span open_span = byte_span::of(open);
    const bool quoted = open.kind == token_kind::open_quote;
    const token_kind end = quoted ? token_kind::close_quote : token_kind::close_heredoc;

    // Fast path for the common "plain text" and "" strings.
    if (quoted) {
        const token first = peek();
        if (first.kind == token_kind::close_quote) {
            read();
            return make_quoted_string(byte_span::between(open_span, byte_span::of(first)), {}, true);
        }
        // The lexer tells whether the text needs decoding (token_flags).
        if (first.kind == token_kind::quoted_literal && first.is_plain_text() &&
            raw_ahead(1).kind == token_kind::close_quote) {
            read();
            const token close = read();
            const byte_span whole = byte_span::between(open_span, byte_span::of(close));
            if (first.is_ascii_text()) return make<quoted_string_expr>(whole, false, first.size());
            return make_quoted_string(whole, text(first), true);
        }
    }

    const std::size_t base = items_.size();
    parse_template_parts(end, base);
    if (open.is_flush_heredoc()) flush_heredoc(base);
    meld_literals(base);
    const byte_span whole = byte_span::between(open_span, prev_span());
    // Literal text only, between a pair of quotes (escapes decoded): one
    // node, as the fast path makes.
    if (quoted && items_.size() - base == 2 && items_[base].what == item_kind::literal &&
        items_[base].span.begin == whole.begin + 1 && items_[base].span.end + 1 == whole.end &&
        source_[items_[base].span.end] == '"') {
        expr* e = make_quoted_string(whole, items_[base].text, false);
        items_.resize(base);
        return e;
    }
    expr* e = build_template(base, whole);
    items_.resize(base);
    return e;
}

expr* parser::parse_standalone_template() {
    const std::size_t base = items_.size();
    const byte_span whole = parse_template_parts(token_kind::eof, base);
    meld_literals(base);
    expr* e = build_template(base, whole);
    items_.resize(base);
    return e;
}

byte_span parser::parse_template_parts(token_kind end, std::size_t base) {
    const byte_span start = next_span();
    bool ltrim_next = false;
    bool next_can_trim_prev = false;
    byte_span end_range{};

    for (;;) {
        const token next = read();
        if (next.kind == end) {
            end_range = byte_span::of(next);
            break;
        }
        const bool ltrim = ltrim_next;
        ltrim_next = false;
        const bool can_trim_prev = next_can_trim_prev;
        next_can_trim_prev = false;

        // `${~` and `%{~` trim the literal just before them.
        const auto trim_previous = [&] {
            if (can_trim_prev && next.has_strip_marker() && items_.size() > base &&
                items_.back().what == item_kind::literal) {
                trim_right(items_.back().text);
            }
        };

        switch (next.kind) {
        case token_kind::string_literal:
        case token_kind::quoted_literal: {
            template_item& item = items_.emplace_back();
            item.what = item_kind::literal;
            item.span = byte_span::of(next);
            decode_literal(next, item.text);
            if (ltrim) trim_left(item.text);
            next_can_trim_prev = true;
            continue;
        }
        case token_kind::template_interp: {
            trim_previous();
            push_newlines(false);
            expr* e = parse_expression();
            const token close = peek();
            const byte_span close_span = byte_span::of(close);
            if (close.kind != token_kind::template_seq_end) {
                if (!recovery_) {
                    if (close.kind == token_kind::eof) {
                        error("Unclosed template interpolation sequence",
                              "There is no closing brace for this interpolation sequence before the end of the "
                              "file. This might be caused by incorrect nesting inside the given expression.",
                              start);
                    } else if (close.kind == token_kind::colon) {
                        error("Extra characters after interpolation expression",
                              "Template interpolation doesn't expect a colon at this location. Did you intend this "
                              "to be a literal sequence to be processed as part of another language? If so, you "
                              "can escape it by starting with \"$${\" instead of just \"${\".",
                              close_span, byte_span::between(start, close_span));
                    } else if ((close.kind == token_kind::close_quote || close.kind == token_kind::open_quote) &&
                               end == token_kind::close_quote) {
                        error("Unclosed template interpolation sequence",
                              "There is no closing brace for this interpolation sequence before the end of the "
                              "quoted template. This might be caused by incorrect nesting inside the given "
                              "expression.",
                              start);
                    } else {
                        error("Extra characters after interpolation expression",
                              "Expected a closing brace to end the interpolation expression, but found extra "
                              "characters.\n\nThis can happen when you include interpolation syntax for another "
                              "language, such as shell scripting, but forget to escape the interpolation start "
                              "token. If this is an embedded sequence for another language, escape it by starting "
                              "with \"$${\" instead of just \"${\".",
                              close_span, byte_span::between(start, close_span));
                    }
                }
                recover(token_kind::template_seq_end);
            } else {
                read();
                if (close.has_strip_marker()) ltrim_next = true;  // `~}`
            }
            pop_newlines();
            template_item& item = items_.emplace_back();
            item.what = item_kind::interpolation;
            item.span = byte_span::between(byte_span::of(next), close_span);
            item.expression = e;
            continue;
        }
        case token_kind::template_control:
            trim_previous();
            parse_directive(next, start, ltrim_next);
            continue;
        default: {
            if (!recovery_) {
                error("Unterminated template string", "No closing marker was found for the string.",
                      byte_span::of(next), byte_span::between(start, byte_span::of(next)));
            }
            end_range = byte_span::of(recover(end));
            break;
        }
        }
        break;
    }

    if (items_.size() == base) {
        // An empty template is the empty string.
        template_item& item = items_.emplace_back();
        item.what = item_kind::literal;
        item.span = byte_span{start.end, start.end};
    }
    template_item& last = items_.emplace_back();
    last.what = item_kind::end;
    last.span = end_range;
    return byte_span::between(start, end_range);
}

void parser::parse_directive(const token& open, byte_span start, bool& ltrim_next) {
    const newline_scope newlines(*this, false);
    const byte_span open_span = byte_span::of(open);

    const token keyword = peek();
    if (keyword.kind != token_kind::identifier) {
        if (!recovery_) {
            error("Invalid template directive",
                  "A template directive keyword (\"if\", \"for\", etc) is expected at the beginning of a %{ "
                  "sequence.",
                  byte_span::of(keyword), byte_span::between(open_span, byte_span::of(keyword)));
        }
        recover(token_kind::template_seq_end);
        return;
    }
    read();
    const std::string_view word = text(keyword);

    const auto marker = [&](item_kind what) -> template_item& {
        template_item& item = items_.emplace_back();
        item.what = what;
        item.span = byte_span::between(open_span, next_span());
        return item;
    };
    const auto bad_for = [&](const char* detail) {
        if (!recovery_) error("Invalid 'for' directive", detail, next_span());
        recover(token_kind::template_seq_end);
    };

    if (word == "if") {
        expr* condition = parse_expression();
        marker(item_kind::if_).expression = condition;
    } else if (word == "else") {
        marker(item_kind::else_);
    } else if (word == "endif") {
        marker(item_kind::endif);
    } else if (word == "for") {
        if (peek_kind() != token_kind::identifier) return bad_for("For directive requires variable name after 'for'.");
        token value_var = read();
        std::optional<token> key_var;
        if (peek_kind() == token_kind::comma) {
            key_var = value_var;
            read();
            if (peek_kind() != token_kind::identifier) {
                return bad_for("For directive requires value variable name after comma.");
            }
            value_var = read();
        }
        if (!is_keyword(peek(), "in")) return bad_for("For directive requires 'in' keyword after names.");
        read();
        expr* collection = parse_expression();
        template_item& item = marker(item_kind::for_);
        item.expression = collection;
        item.value_variable = text(value_var);
        item.value_span = byte_span::of(value_var);
        if (key_var) {
            item.key_variable = text(*key_var);
            item.key_span = byte_span::of(*key_var);
        }
    } else if (word == "endfor") {
        marker(item_kind::endfor);
    } else {
        if (!recovery_) {
            static constexpr std::array<std::string_view, 5> keywords{"if", "for", "else", "endif", "endfor"};
            std::string suggestion = hcl::detail::suggest_name(word, std::span<const std::string_view>(keywords));
            std::string detail = "\"" + std::string(word) + "\" is not a valid template control keyword.";
            if (!suggestion.empty()) detail += " Did you mean \"" + suggestion + "\"?";
            error("Invalid template control keyword", std::move(detail), byte_span::of(keyword),
                  byte_span::between(open_span, byte_span::of(keyword)));
        }
        recover(token_kind::template_seq_end);
        return;
    }

    const token close = peek();
    if (close.kind != token_kind::template_seq_end) {
        if (!recovery_) {
            error("Extra characters in " + std::string(word) + " marker",
                  "Expected a closing brace to end the sequence, but found extra characters.", byte_span::of(close),
                  byte_span::between(start, byte_span::of(close)));
        }
        recover(token_kind::template_seq_end);
    } else {
        read();
        if (close.has_strip_marker()) ltrim_next = true;
    }
}

void parser::flush_heredoc(std::size_t base) {
    // The smallest indentation (in grapheme clusters of white space) among
    // line-initial literals, ignoring blank lines; a line that starts with a
    // sequence counts as 0 and so disables trimming.
    constexpr std::size_t none = std::numeric_limits<std::size_t>::max();
    std::size_t min_spaces = none;
    bool line_start = true;
    std::vector<std::size_t> adjust;  // the line-initial literals to trim
    for (std::size_t i = base; i < items_.size(); ++i) {
        const template_item& item = items_[i];
        if (line_start) {
            line_start = false;
            std::size_t spaces = 0;
            if (item.what == item_kind::literal) {
                const std::size_t lead = leading_space(item.text);
                if (lead == item.text.size() && !item.text.empty() && item.text.back() == '\n') {
                    spaces = none;  // a blank line
                } else {
                    spaces = unicode::grapheme_count(std::string_view(item.text).substr(0, lead));
                    adjust.push_back(i);
                }
            } else if (item.what == item_kind::end) {
                break;
            }
            if (spaces < min_spaces) min_spaces = spaces;
        }
        if (item.what == item_kind::literal && !item.text.empty() && item.text.back() == '\n') line_start = true;
    }
    if (min_spaces == none || min_spaces == 0) return;
    for (std::size_t i : adjust) {
        template_item& item = items_[i];
        std::size_t bytes = 0;
        for (std::size_t n = 0; n < min_spaces && bytes < item.text.size(); ++n) {
            bytes = unicode::next_grapheme_boundary(item.text, bytes);
        }
        item.text.erase(0, bytes);
        item.span.begin += static_cast<std::uint32_t>(bytes);
    }
}

void parser::meld_literals(std::size_t base) {
    std::size_t out = base;
    for (std::size_t i = base; i < items_.size(); ++i) {
        if (out > base && items_[i].what == item_kind::literal && items_[out - 1].what == item_kind::literal) {
            items_[out - 1].text += items_[i].text;
            items_[out - 1].span.end = items_[i].span.end;
            continue;
        }
        if (out != i) items_[out] = std::move(items_[i]);
        ++out;
    }
    items_.resize(out);
}

expr* parser::make_quoted_string(byte_span whole, std::string_view text, bool in_source) {
    std::string buffer;
    const std::string_view nfc = nfc_text(text, buffer);
    const auto size = static_cast<std::uint32_t>(nfc.size());
    if (in_source && nfc.data() == text.data()) return make<quoted_string_expr>(whole, false, size);
    return make_with_text<quoted_string_expr>(nfc, whole, true, size);
}

expr* parser::make_literal_text(byte_span s, std::string_view text) {
    std::string buffer;
    const std::string_view nfc = nfc_text(text, buffer);
    return make_with_text<literal_expr>(nfc, s, static_cast<std::uint32_t>(nfc.size()));
}

expr* parser::template_of(std::span<expr* const> parts) {
    return make_with_items<template_expr>(parts, byte_span::between(parts.front()->span, parts.back()->span),
                                          static_cast<std::uint32_t>(parts.size()));
}

expr* parser::build_template(std::size_t base, byte_span s) {
    // Exactly one interpolation and nothing else: the value passes through
    // unconverted.
    if (items_.size() - base == 2 && items_[base].what == item_kind::interpolation) {
        return make<template_wrap_expr>(s, items_[base].expression);
    }
    const std::size_t ebase = exprs_.size();
    std::size_t i = base;
    while (items_[i].what != item_kind::end) exprs_.push_back(template_node(i));
    const std::span<expr* const> parts(exprs_.data() + ebase, exprs_.size() - ebase);
    expr* t = make_with_items<template_expr>(parts, s, static_cast<std::uint32_t>(parts.size()));
    exprs_.resize(ebase);
    return t;
}

expr* parser::template_node(std::size_t& i) {
    template_item& item = items_[i];
    switch (item.what) {
    case item_kind::literal:
        ++i;
        return make_literal_text(item.span, item.text);
    case item_kind::interpolation: ++i; return item.expression;
    case item_kind::if_: return template_if(i);
    case item_kind::for_: return template_for(i);
    case item_kind::end:
        error("Unexpected end of template", "The control directives within this template are unbalanced.", item.span);
        return placeholder(item.span);
    default:
        ++i;
        error(std::string("Unexpected ") + directive_name(item.what) + " directive",
              "The control directives within this template are unbalanced.", item.span);
        return placeholder(item.span);
    }
}

expr* parser::template_if(std::size_t& i) {
    const std::size_t open_index = i++;
    const byte_span open_span = items_[open_index].span;
    if (!enter(open_span)) {
        while (items_[i].what != item_kind::end) ++i;
        return placeholder(open_span);
    }
    const leave_on_exit guard{this};

    const std::size_t tbase = exprs_.size();
    std::size_t else_at = 0;  // where the else branch's parts start
    bool in_else = false;
    byte_span endif_span{};
    for (;;) {
        const template_item& it = items_[i];
        if (it.what == item_kind::end) {
            error("Unexpected end of template",
                  "The if directive at " + full_range(open_span).to_string() +
                      " is missing its corresponding endif directive.",
                  it.span);
            exprs_.resize(tbase);
            return placeholder(it.span);
        }
        if (it.what == item_kind::else_ || it.what == item_kind::endif || it.what == item_kind::endfor) {
            ++i;
            if (it.what == item_kind::else_ && !in_else) {
                else_at = exprs_.size();
                in_else = true;
                continue;
            }
            if (it.what == item_kind::endif) {
                endif_span = it.span;
                break;
            }
            if (it.what == item_kind::else_) {
                error("Unexpected else directive",
                      "Already in the else clause for the if started at " + full_range(open_span).to_string() + ".",
                      it.span);
            } else {
                error("Unexpected endfor directive",
                      "Expecting an endif directive for the if started at " + full_range(open_span).to_string() + ".",
                      it.span);
            }
            exprs_.resize(tbase);
            return placeholder(it.span);
        }
        exprs_.push_back(template_node(i));
    }
    // Each branch from its slice of the scratch stack; a missing one is an
    // empty string.
    const std::size_t split = in_else ? else_at : exprs_.size();
    const auto branch = [&](std::size_t from, std::size_t to, std::uint32_t empty_at) {
        if (from == to) {
            expr* const lit = make_literal_text(byte_span{empty_at, empty_at}, {});
            return template_of(std::span<expr* const>(&lit, 1));
        }
        return template_of(std::span<expr* const>(exprs_.data() + from, to - from));
    };
    expr* const true_result = branch(tbase, split, open_span.end);
    expr* const false_result = branch(split, exprs_.size(), endif_span.begin);
    exprs_.resize(tbase);
    return make<conditional_expr>(byte_span::between(open_span, endif_span), items_[open_index].expression,
                                  true_result, false_result);
}

expr* parser::template_for(std::size_t& i) {
    const std::size_t open_index = i++;
    const byte_span open_span = items_[open_index].span;
    if (!enter(open_span)) {
        while (items_[i].what != item_kind::end) ++i;
        return placeholder(open_span);
    }
    const leave_on_exit guard{this};

    const std::size_t cbase = exprs_.size();
    byte_span endfor_span{};
    for (;;) {
        const template_item& it = items_[i];
        if (it.what == item_kind::end) {
            error("Unexpected end of template",
                  "The for directive at " + full_range(open_span).to_string() +
                      " is missing its corresponding endfor directive.",
                  it.span);
            exprs_.resize(cbase);
            return placeholder(it.span);
        }
        if (it.what == item_kind::else_ || it.what == item_kind::endif || it.what == item_kind::endfor) {
            ++i;
            if (it.what == item_kind::endfor) {
                endfor_span = it.span;
                break;
            }
            if (it.what == item_kind::else_) {
                error("Unexpected else directive", "An else clause is not expected for a for directive.", it.span);
            } else {
                error("Unexpected endif directive",
                      "Expecting an endfor directive corresponding to the for directive at " +
                          full_range(open_span).to_string() + ".",
                      it.span);
            }
            exprs_.resize(cbase);
            return placeholder(it.span);
        }
        exprs_.push_back(template_node(i));
    }
    expr* content = nullptr;
    if (exprs_.size() == cbase) {
        expr* const lit = make_literal_text(byte_span{open_span.end, open_span.end}, {});
        content = template_of(std::span<expr* const>(&lit, 1));
    } else {
        content = template_of(std::span<expr* const>(exprs_.data() + cbase, exprs_.size() - cbase));
        exprs_.resize(cbase);
    }
    const template_item& open = items_[open_index];
    const byte_span whole = byte_span::between(open_span, endfor_span);
    auto* f = make<for_expr>(whole);
    f->key_variable = open.key_variable;
    f->key_variable_span = open.key_span;
    f->value_variable = open.value_variable;
    f->value_variable_span = open.value_span;
    f->collection = open.expression;
    if (open.expression) f->collection_span = open.expression->span;
    f->value_result = content;
    f->open_span = open_span;
    f->close_span = endfor_span;
    return make<template_join_expr>(whole, f);
}

}  // namespace native::detail
HCL_END_NAMESPACE
