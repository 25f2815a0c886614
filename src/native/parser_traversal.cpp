// Parser: postfix steps (attributes, indexes, splats) and standalone
// traversals (reference-behaviour §1.8, §1.9, §1.15).
#include "native/parser.hpp"

#include <string>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace native::detail {

namespace {

constexpr const char* attribute_name_detail = "An attribute name is required after a dot.";

std::string legacy_index_detail(std::string_view number, bool in_splat) {
    const auto dot = number.find('.');
    const std::string first(number.substr(0, dot));
    const std::string second(number.substr(dot + 1));
    return std::string("When using the legacy index syntax, chaining two indexes together is not permitted. Use "
                       "the proper index syntax") +
           (in_splat ? " with a full splat expression [*]" : "") + " instead, like [" + first + "][" + second + "].";
}

}  // namespace

void parser::append_step(expr*& ret, expr*& open, std::size_t base, const step_cell& step) {
    if (ret != open) {
        seal_steps(open, base);
        open = make<relative_traversal_expr>(byte_span::between(ret->span, step.span), ret);
        ret = open;
    }
    steps_.push_back(step);
    ret->span.end = step.span.end;
}

void parser::seal_steps(expr*& open, std::size_t base) {
    if (!open) return;
    const auto steps = file_.arena().copy(std::span<const step_cell>(steps_).subspan(base));
    if (open->kind == expr_kind::scope_traversal) {
        static_cast<scope_traversal_expr*>(open)->steps = steps;
    } else {
        static_cast<relative_traversal_expr*>(open)->steps = steps;
    }
    steps_.resize(base);
    open = nullptr;
}

expr* parser::parse_traversals(expr* from) {
    expr* ret = from;
    // The traversal node whose steps are still being read: they pile up on
    // steps_ above `base` and move to the arena in one piece when a node
    // wraps it (or at the end).
    const std::size_t base = steps_.size();
    expr* pending = nullptr;
    if (from->kind == expr_kind::scope_traversal && static_cast<scope_traversal_expr*>(from)->steps.empty()) {
        pending = from;
    }
    // Every node that wraps `ret` deepens the tree's left spine; such chains
    // count toward the nesting limit (see parse_binary).
    std::size_t levels = 0;
    const auto deeper = [&](byte_span where) {
        if (!enter(where)) return false;
        ++levels;
        return true;
    };

    for (bool more = true; more;) {
        const token next = peek();
        switch (next.kind) {
        case token_kind::dot: {
            const token dot = read();
            const byte_span dot_span = byte_span::of(dot);
            const token attr = peek();
            switch (attr.kind) {
            case token_kind::identifier: {
                read();
                const byte_span s = byte_span::between(dot_span, byte_span::of(attr));
                append_step(ret, pending, base, step_cell{literal_cell::verbatim(text(attr)), s, true});
                break;
            }
            case token_kind::number_literal: {
                // Legacy index `a.0` (from HIL); `a.0.1` lexes `0.1` as one number.
                read();
                const byte_span s = byte_span::between(dot_span, byte_span::of(attr));
                const std::string_view digits = text(attr);
                literal_cell key;
                if (digits.find('.') != std::string_view::npos) {
                    error("Invalid legacy index syntax", legacy_index_detail(digits, false), byte_span::of(attr));
                    key = literal_cell::dynamic();
                } else {
                    key = number_literal(attr);
                }
                append_step(ret, pending, base, step_cell{key, s, false});
                break;
            }
            case token_kind::star: {
                // The attribute-only splat `.*`: it takes only the `.name` and
                // `.N` steps that follow.
                const token marker = read();
                const byte_span marker_token = byte_span::of(marker);
                std::vector<step_cell> steps;
                const byte_span first = next_span();
                byte_span last = marker_token;
                bool broken = false;
                while (peek_kind() == token_kind::dot) {
                    const token d = read();
                    if (peek_kind() == token_kind::number_literal) {
                        const token n = read();
                        const byte_span s = byte_span::between(byte_span::of(d), byte_span::of(n));
                        const std::string_view digits = text(n);
                        literal_cell key;
                        if (digits.find('.') != std::string_view::npos) {
                            error("Invalid legacy index syntax", legacy_index_detail(digits, true), marker_token);
                            key = literal_cell::dynamic();
                        } else {
                            key = number_literal(n);
                        }
                        steps.push_back(step_cell{key, s, false});
                        last = byte_span::of(n);
                        continue;
                    }
                    if (peek_kind() != token_kind::identifier) {
                        if (!recovery_) {
                            if (peek_kind() == token_kind::star) {
                                error("Nested splat expression not allowed",
                                      "A splat expression (*) cannot be used inside another attribute-only splat "
                                      "expression.",
                                      next_span());
                            } else {
                                error("Invalid attribute name", attribute_name_detail, marker_token);
                            }
                        }
                        set_recovery();
                        broken = true;
                        break;
                    }
                    const token a = read();
                    const byte_span s = byte_span::between(byte_span::of(d), byte_span::of(a));
                    steps.push_back(step_cell{literal_cell::verbatim(text(a)), s, true});
                    last = byte_span::of(a);
                }
                // The reference abandons the splat here and carries on with
                // the steps after it.
                if (broken) break;
                if (!deeper(marker_token)) {
                    more = false;
                    break;
                }
                const byte_span marker_span = byte_span::between(dot_span, marker_token);
                auto* item = make<anonymous_symbol_expr>(marker_span);
                expr* each = item;
                if (!steps.empty()) {
                    auto* t = make<relative_traversal_expr>(byte_span::between(first, last), item);
                    t->steps = file_.arena().copy(steps);
                    each = t;
                }
                seal_steps(pending, base);
                auto* splat = make<splat_expr>(byte_span::between(from->span, last));
                splat->source = ret;
                splat->each = each;
                splat->item = item;
                splat->marker = marker_span;
                ret = splat;
                break;
            }
            default:
                error("Invalid attribute name", attribute_name_detail, byte_span::of(attr));
                // Keeps what came before the dot for tools (completion after
                // typing a dot); the parse itself is lost from here.
                seal_steps(pending, base);
                ret = syntax_error(byte_span::between(from->span, dot_span));
                set_recovery();
                break;
            }
            break;
        }
        case token_kind::open_bracket: {
            const token open = read();
            const byte_span open_span = byte_span::of(open);
            if (peek_kind() == token_kind::star) {
                // The full splat `[*]` takes every postfix step that follows.
                read();
                token close = read();
                if (close.kind != token_kind::close_bracket && !recovery_) {
                    // The reference reports this at the token its recovery
                    // stops at (its diagnostic aliases the variable).
                    close = recover(token_kind::close_bracket);
                    error("Missing close bracket on splat index",
                          "The star for a full splat operator must be immediately followed by a closing bracket "
                          "(\"]\").",
                          byte_span::of(close));
                }
                const byte_span marker_span = byte_span::between(open_span, byte_span::of(close));
                if (!deeper(marker_span)) {
                    more = false;
                    break;
                }
                seal_steps(pending, base);
                auto* item = make<anonymous_symbol_expr>(marker_span);
                expr* each = parse_traversals(item);
                auto* splat = make<splat_expr>(byte_span::between(from->span, each->span));
                splat->source = ret;
                splat->each = each;
                splat->item = item;
                splat->marker = marker_span;
                ret = splat;
                break;
            }

            push_newlines(false);  // brackets ignore newlines
            const std::size_t m = mark();
            expr* key = parse_expression();
            token close{};
            if (recovery_ && errors_since(m)) {
                close = recover(token_kind::close_bracket);
            } else {
                close = read();
                if (close.kind != token_kind::close_bracket && !recovery_) {
                    close = recover(token_kind::close_bracket);  // reported where recovery stops, as above
                    error("Missing close bracket on index", "The index operator must end with a closing bracket (\"]\").",
                          byte_span::of(close));
                }
            }
            pop_newlines();

            const byte_span s = byte_span::between(open_span, byte_span::of(close));
            // Constant keys fold into the traversal (static analysis sees
            // them); anything else indexes at evaluation time.
            if (key->kind == expr_kind::literal) {
                append_step(ret, pending, base, step_cell{static_cast<literal_expr*>(key)->val(), s, false});
            } else if (key->kind == expr_kind::quoted_string) {
                const auto* str = static_cast<const quoted_string_expr*>(key);
                append_step(ret, pending, base, step_cell{literal_cell::verbatim(str->text()), s, false});
            } else if (key->kind == expr_kind::template_ && static_cast<template_expr*>(key)->is_string_literal()) {
                // A heredoc of literal text only.
                const auto* lit = static_cast<const literal_expr*>(static_cast<template_expr*>(key)->parts()[0]);
                append_step(ret, pending, base, step_cell{lit->val(), s, false});
            } else {
                if (!deeper(s)) {
                    more = false;
                    break;
                }
                seal_steps(pending, base);
                ret = make<index_expr>(byte_span::between(from->span, s), ret, key, s);
            }
            break;
        }
        default: more = false; break;
        }
    }
    seal_steps(pending, base);
    depth_ -= levels;
    return ret;
}


hcl::traversal parser::parse_absolute_traversal(bool allow_splats) {
    hcl::traversal out;
    auto& steps = out.steps();
    const newline_scope newlines(*this, false);

    const token root = read();
    const byte_span root_span = byte_span::of(root);
    if (root.kind != token_kind::identifier) {
        error("Variable name required", "Must begin with a variable name.", root_span);
        return out;
    }
    steps.push_back(traverse_root{std::string(text(root)), step_range(root_span)});

    for (;;) {
        const token next = peek();
        switch (next.kind) {
        case token_kind::eof: return out;
        case token_kind::dot: {
            const token dot = read();
            const token name = read();
            if (name.kind != token_kind::identifier) {
                error("Attribute name required",
                      name.kind == token_kind::star ? "Splat expressions (.*) may not be used here."
                                                    : "Dot must be followed by attribute name.",
                      byte_span::of(name), byte_span::between(root_span, byte_span::of(name)));
                return out;
            }
            const byte_span s = byte_span::between(byte_span::of(dot), byte_span::of(name));
            steps.push_back(traverse_attribute{std::string(text(name)), step_range(s)});
            break;
        }
        case token_kind::open_bracket: {
            const token open = read();
            const token key = peek();
            const std::size_t m = mark();
            value key_value;
            if (key.kind == token_kind::number_literal) {
                read();
                key_value = number_value(key);
            } else if (key.kind == token_kind::open_quote) {
                byte_span ignored{};
                key_value = value::string(parse_quoted_label(ignored));
            } else if (key.kind == token_kind::star && allow_splats) {
                // A traversal pattern's wildcard: `[*]` only (never `.*`).
                read();
                const token close = read();
                if (close.kind != token_kind::close_bracket) {
                    error("Unclosed index brackets", "Index key must be followed by a closing bracket.",
                          byte_span::of(close), byte_span::between(byte_span::of(open), byte_span::of(close)));
                }
                steps.push_back(
                    traverse_splat{step_range(byte_span::between(byte_span::of(open), byte_span::of(close)))});
                if (errors_since(m)) return out;
                break;
            } else {
                const bool star = key.kind == token_kind::star;
                error(star ? "Attribute name required" : "Index value required",
                      star ? "Splat expressions ([*]) may not be used here."
                           : "Index brackets must contain either a literal number or a literal string.",
                      byte_span::of(key), byte_span::between(root_span, byte_span::of(key)));
                return out;
            }
            const token close = read();
            if (close.kind != token_kind::close_bracket) {
                error("Unclosed index brackets", "Index key must be followed by a closing bracket.",
                      byte_span::of(close), byte_span::between(byte_span::of(open), byte_span::of(close)));
            }
            const byte_span s = byte_span::between(byte_span::of(open), byte_span::of(close));
            steps.push_back(traverse_index{std::move(key_value), step_range(s)});
            if (errors_since(m)) return out;
            break;
        }
        default:
            error("Invalid character", "Expected an attribute access or an index operator.", byte_span::of(next),
                  byte_span::between(root_span, byte_span::of(next)));
            return out;
        }
    }
}

}  // namespace native::detail
HCL_END_NAMESPACE
