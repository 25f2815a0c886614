// Parser: operators, terms, collection constructors, for expressions and
// function calls (reference-behaviour §1.4, §1.6, §1.7, §1.10, §1.11, §1.12).
#include "native/parser.hpp"
#include "number/range_message.hpp"

#include <hcl/number.hpp>

#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace native::detail {

namespace {

// `=` or `:` between an object constructor's key and value.
bool is_key_separator(token_kind k) noexcept { return k == token_kind::equal || k == token_kind::colon; }

// Binary operator precedence, 1 (loosest, `||`) to 6 (tightest); 0 for
// tokens that are not binary operators.
constexpr std::uint8_t operator_level(token_kind k) noexcept {
    switch (k) {
    case token_kind::or_or: return 1;
    case token_kind::and_and: return 2;
    case token_kind::equal_equal:
    case token_kind::not_equal: return 3;
    case token_kind::greater:
    case token_kind::greater_equal:
    case token_kind::less:
    case token_kind::less_equal: return 4;
    case token_kind::plus:
    case token_kind::minus: return 5;
    case token_kind::star:
    case token_kind::slash:
    case token_kind::percent: return 6;
    default: return 0;
    }
}

// The same as a table: it is asked after every operand.
constexpr std::array<std::uint8_t, 256> make_binary_levels() {
    std::array<std::uint8_t, 256> t{};
    for (std::size_t k = 0; k < t.size(); ++k) t[k] = operator_level(static_cast<token_kind>(k));
    return t;
}

constexpr std::array<std::uint8_t, 256> binary_levels = make_binary_levels();

int binary_level(token_kind k) noexcept { return binary_levels[static_cast<std::size_t>(k)]; }

// Binary operators and `?`: what can follow an operand in the same expression.
constexpr std::array<bool, 256> make_continuations() {
    std::array<bool, 256> t{};
    for (std::size_t k = 0; k < t.size(); ++k) {
        t[k] = binary_levels[k] != 0 || static_cast<token_kind>(k) == token_kind::question;
    }
    return t;
}

constexpr std::array<bool, 256> continuations = make_continuations();

bool continues_expression(token_kind k) noexcept { return continuations[static_cast<std::size_t>(k)]; }

binary_operator binary_op(token_kind k) noexcept {
    switch (k) {
    case token_kind::or_or: return binary_operator::logical_or;
    case token_kind::and_and: return binary_operator::logical_and;
    case token_kind::equal_equal: return binary_operator::equal;
    case token_kind::not_equal: return binary_operator::not_equal;
    case token_kind::greater: return binary_operator::greater;
    case token_kind::greater_equal: return binary_operator::greater_or_equal;
    case token_kind::less: return binary_operator::less;
    case token_kind::less_equal: return binary_operator::less_or_equal;
    case token_kind::plus: return binary_operator::add;
    case token_kind::minus: return binary_operator::subtract;
    case token_kind::star: return binary_operator::multiply;
    case token_kind::slash: return binary_operator::divide;
    default: return binary_operator::modulo;
    }
}

constexpr const char* for_summary = "Invalid 'for' expression";

}  // namespace

expr* parser::parse_expression() {
    const byte_span start = next_span();
    if (!enter(start)) return placeholder(start);
    // parse_binary(1), its first operand read here: most expressions are
    // a single term, which is all this part does.
    const std::size_t m = mark();
    expr* first = parse_with_traversals();
    if (continues_expression(peek_kind()) && !(recovery_ && errors_since(m))) [[unlikely]] {
        first = finish_expression(first, start, m);
    }
    leave();
    return first;
}

expr* parser::finish_expression(expr* condition, byte_span start, std::size_t m) {
    if (binary_level(peek_kind()) != 0) {
        condition = binary_operators(condition, 1);
        if (recovery_ && errors_since(m)) return condition;
    }
    if (peek_kind() != token_kind::question) return condition;
    read();

    const std::size_t mt = mark();
    expr* true_result = parse_expression();
    if (recovery_ && errors_since(mt)) return condition;

    const token colon = peek();
    if (colon.kind != token_kind::colon) {
        error("Missing false expression in conditional",
              "The conditional operator (...?...:...) requires a false expression, delimited by a colon.",
              byte_span::of(colon), byte_span::between(start, byte_span::of(colon)));
        return condition;
    }
    read();

    const std::size_t mf = mark();
    expr* false_result = parse_expression();
    if (recovery_ && errors_since(mf)) return condition;
    return make<conditional_expr>(byte_span::between(start, false_result->span), condition, true_result,
                                  false_result);
}

expr* parser::parse_binary(int min_level) {
    const std::size_t m = mark();
    expr* lhs = parse_with_traversals();
    if (recovery_ && errors_since(m)) return lhs;
    return binary_operators(lhs, min_level);
}

expr* parser::binary_operators(expr* lhs, int min_level) {
    // Each operator of a chain nests the tree one level deeper on its left
    // spine, which evaluation walks recursively: chains count toward the
    // nesting limit like brackets do.
    std::size_t levels = 0;
    for (;;) {
        const token op = peek();
        const int level = binary_level(op.kind);
        if (level == 0 || level < min_level) break;
        read();
        if (!enter(byte_span::of(op))) break;
        ++levels;
        const std::size_t mr = mark();
        expr* rhs = parse_binary(level + 1);
        if (recovery_ && errors_since(mr)) break;
        lhs = make<binary_expr>(byte_span::between(lhs->span, rhs->span), lhs, binary_op(op.kind), rhs);
    }
    depth_ -= levels;
    return lhs;
}

expr* parser::parse_term() {
    const token start = peek();
    switch (start.kind) {
    case token_kind::open_paren: return parse_parentheses();
    case token_kind::number_literal: {
        read();
        return make<literal_expr>(byte_span::of(start), number_literal(start));
    }
    case token_kind::identifier: {
        read();
        const token_kind next = peek_kind();
        if (next == token_kind::open_paren || next == token_kind::double_colon) return finish_function_call(start);
        const std::string_view name = text(start);
        const byte_span s = byte_span::of(start);
        if (name == "true") return make<literal_expr>(s, literal_cell::boolean(true));
        if (name == "false") return make<literal_expr>(s, literal_cell::boolean(false));
        if (name == "null") return make<literal_expr>(s, literal_cell::null());
        return make<scope_traversal_expr>(s);
    }
    case token_kind::open_quote:
    case token_kind::open_heredoc: return parse_template_term();
    case token_kind::minus:
    case token_kind::bang: return make_unary(read());
    case token_kind::open_bracket: return parse_tuple();
    case token_kind::open_brace: return parse_object();
    default:
        if (!recovery_) {
            if (start.kind == token_kind::eof) {
                error("Missing expression", "Expected the start of an expression, but found the end of the file.",
                      byte_span::of(start));
            } else {
                error("Invalid expression",
                      "Expected the start of an expression, but found an invalid expression token.",
                      byte_span::of(start));
            }
        }
        set_recovery();
        return placeholder(byte_span::of(start));
    }
}

expr* parser::make_unary(const token& op) {
    const byte_span op_span = byte_span::of(op);
    if (!enter(op_span)) return placeholder(op_span);
    // The operand is one term with its postfix steps: -46+5 is (-46)+5.
    expr* operand = parse_with_traversals();
    leave();
    const unary_operator o = op.kind == token_kind::minus ? unary_operator::negate : unary_operator::logical_not;
    return make<unary_expr>(byte_span::between(op_span, operand->span), o, operand, op_span);
}

expr* parser::parse_parentheses() {
    const token open = read();
    push_newlines(false);
    const std::size_t m = mark();
    expr* inner = parse_expression();
    if (errors_since(m)) {
        // Put the parser after the closing parenthesis, so that what follows
        // has a chance to parse.
        recover(token_kind::close_paren);
        pop_newlines();
        return inner;
    }
    const token close = peek();
    if (close.kind != token_kind::close_paren) {
        error("Unbalanced parentheses", "Expected a closing parenthesis to terminate the expression.",
              byte_span::of(close), byte_span::between(byte_span::of(open), byte_span::of(close)));
        set_recovery();
    }
    const token closing = read();
    pop_newlines();
    return make<parentheses_expr>(byte_span::between(byte_span::of(open), byte_span::of(closing)), inner);
}

literal_cell parser::number_literal(const token& t) {
    // Anything but plain numbers is checked now so that the error is
    // reported where the reference reports it.
    const std::string_view digits = text(t);
    if ((t.flags & token_flags::fraction_or_exponent) == 0) {
        // Plain digits (the lexer says so): integers below 2^32 keep their
        // value (read once, here); longer ones are numbers as written.
        if (digits.size() <= 10) {
            std::uint64_t v = 0;
            for (const char c : digits) v = v * 10 + static_cast<std::uint64_t>(c - '0');
            if (v <= UINT32_MAX) return literal_cell::integer(static_cast<std::uint32_t>(v));
        }
        // Up to 10000 digits the value is inside number's exponent range.
        if (digits.size() <= short_literal) return literal_cell::number(digits);
    }
    // Digits with one '.' (the lexer's tokens start and end with a digit)
    // always read as a number; others go through the full parse.
    std::size_t dots = 0;
    bool simple = true;
    for (const char c : digits) {
        if (c == '.') {
            ++dots;
        } else if (c < '0' || c > '9') {
            simple = false;
            break;
        }
    }
    if (simple && dots == 1 && digits.size() <= short_literal) return literal_cell::number(digits);
    bool out_of_range = false;
    if (number::parse(digits, number::default_precision, &out_of_range)) return literal_cell::number(digits);
    number_literal_error(t, out_of_range);
    return literal_cell::unknown_number();
}

value parser::number_value(const token& t) {
    // The reference reads literal tokens as it reads numeric strings, so a
    // token such as `1.e5` is valid (100000) while `1.2.3` is not.
    bool out_of_range = false;
    if (auto n = number::parse(text(t), number::default_precision, &out_of_range)) return value::number(std::move(*n));
    number_literal_error(t, out_of_range);
    return value::unknown(type::number());
}

void parser::number_literal_error(const token& t, bool out_of_range) {
    if (out_of_range) {
        // The reference keeps such a number; ours would be an infinity or a zero (docs/deviations.md).
        error(hcl::detail::number_out_of_range_summary, hcl::detail::number_out_of_range_detail, byte_span::of(t));
        return;
    }
    error("Invalid number literal", "Failed to recognize the value of this number literal.", byte_span::of(t));
}

expr* parser::finish_function_call(const token& name) {
    const byte_span name_start = byte_span::of(name);
    token open = read();  // `(` or `::`
    std::string full_name(text(name));
    std::uint32_t name_end = name.end;
    while (open.kind == token_kind::double_colon) {
        const token part = read();
        if (part.kind != token_kind::identifier) {
            error("Missing function name",
                  "Function scope resolution symbol :: must be followed by a function name in this scope.",
                  byte_span::of(part), byte_span::between(name_start, byte_span::of(part)));
            recover_over(token_kind::open_paren);
            return syntax_error(byte_span::between(name_start, byte_span::of(part)));
        }
        full_name += "::";
        full_name += text(part);
        name_end = part.end;
        open = read();
    }
    if (open.kind != token_kind::open_paren) {
        error("Missing open parenthesis",
              "Function selector must be followed by an open parenthesis to begin the function call.",
              byte_span::of(open), byte_span::between(name_start, byte_span::of(open)));
        recover_over(token_kind::open_paren);
        return syntax_error(byte_span::between(name_start, byte_span::of(open)));
    }

    const std::size_t base = exprs_.size();
    bool expand_final = false;
    byte_span close{};
    push_newlines(false);
    for (;;) {
        if (peek_kind() == token_kind::close_paren) {
            close = byte_span::of(read());
            break;
        }
        const std::size_t m = mark();
        expr* arg = parse_expression();
        exprs_.push_back(arg);
        if (recovery_ && errors_since(m)) {
            // A broken argument leaves us somewhere odd: give up on the rest.
            close = byte_span::of(recover(token_kind::close_paren));
            break;
        }
        const token sep = read();
        if (sep.kind == token_kind::close_paren) {
            close = byte_span::of(sep);
            break;
        }
        if (sep.kind == token_kind::ellipsis) {
            expand_final = true;
            if (peek_kind() != token_kind::close_paren) {
                if (!recovery_) {
                    error("Missing closing parenthesis",
                          "An expanded function argument (with ...) must be immediately followed by closing "
                          "parentheses.",
                          byte_span::of(sep), byte_span::between(name_start, byte_span::of(sep)));
                }
                close = byte_span::of(recover(token_kind::close_paren));
            } else {
                close = byte_span::of(read());
            }
            break;
        }
        if (sep.kind != token_kind::comma) {
            if (sep.kind == token_kind::eof) {
                error("Unterminated function call",
                      "There is no closing parenthesis for this function call before the end of the file. This "
                      "may be caused by incorrect parenthesis nesting elsewhere in this file.",
                      byte_span::between(name_start, byte_span::of(open)));
            } else {
                error("Missing argument separator",
                      "A comma is required to separate each function argument from the next.", byte_span::of(sep),
                      byte_span::between(name_start, byte_span::of(sep)));
            }
            close = byte_span::of(recover(token_kind::close_paren));
            break;
        }
        if (peek_kind() == token_kind::close_paren) {  // trailing comma
            close = byte_span::of(read());
            break;
        }
    }
    pop_newlines();

    auto* call = make<function_call_expr>(byte_span::between(name_start, close));
    call->name_span = byte_span{name.begin, name_end};
    const std::string_view name_text = text(call->name_span);
    if (name_text == full_name) {
        call->name = name_text;
    } else {
        char* copy = static_cast<char*>(file_.arena().allocate(full_name.size(), 1));
        std::memcpy(copy, full_name.data(), full_name.size());
        call->name = std::string_view(copy, full_name.size());
    }
    call->arguments = take_exprs(base);
    call->expand_final = expand_final;
    call->open_paren = byte_span::of(open);
    call->close_paren = close;
    return call;
}

expr* parser::parse_tuple() {
    const token open = read();
    const byte_span open_span = byte_span::of(open);
    push_newlines(false);
    if (is_keyword(peek(), "for")) {
        expr* e = finish_for(open);
        pop_newlines();
        return e;
    }
    const std::size_t base = exprs_.size();
    byte_span close{};
    for (;;) {
        if (peek_kind() == token_kind::close_bracket) {
            close = byte_span::of(read());
            break;
        }
        const std::size_t m = mark();
        exprs_.push_back(parse_expression());
        if (recovery_ && errors_since(m)) {
            close = byte_span::of(recover(token_kind::close_bracket));
            break;
        }
        const token next = peek();
        if (next.kind == token_kind::close_bracket) {
            close = byte_span::of(read());
            break;
        }
        if (next.kind != token_kind::comma) {
            if (!recovery_) {
                if (next.kind == token_kind::eof) {
                    error("Unterminated tuple constructor expression",
                          "There is no corresponding closing bracket before the end of the file. This may be "
                          "caused by incorrect bracket nesting elsewhere in this file.",
                          open_span);
                } else {
                    error("Missing item separator", "Expected a comma to mark the beginning of the next item.",
                          byte_span::of(next), byte_span::between(open_span, byte_span::of(next)));
                }
            }
            close = byte_span::of(recover(token_kind::close_bracket));
            break;
        }
        read();  // the comma
    }
    pop_newlines();
    const std::span<expr* const> elements(exprs_.data() + base, exprs_.size() - base);
    expr* t = make_with_items<tuple_expr>(elements, byte_span::between(open_span, close),
                                          static_cast<std::uint32_t>(elements.size()));
    exprs_.resize(base);
    return t;
}

expr* parser::parse_object() {
    const token open = read();
    const byte_span open_span = byte_span::of(open);
    // `for` decides between a for expression (newline-insensitive) and an
    // object constructor (newline-sensitive), so look past newlines for it.
    if (is_keyword(peek_past_newlines(), "for")) {
        push_newlines(false);
        expr* e = finish_for(open);
        pop_newlines();
        return e;
    }

    push_newlines(true);
    const std::size_t base = object_items_.size();
    byte_span close{};
    const auto unterminated = [&] {
        error("Unterminated object constructor expression",
              "There is no corresponding closing brace before the end of the file. This may be caused by "
              "incorrect brace nesting elsewhere in this file.",
              open_span);
    };
    for (;;) {
        const token next = peek();
        if (next.kind == token_kind::newline) {
            read();
            continue;
        }
        if (next.kind == token_kind::close_brace) {
            close = byte_span::of(read());
            break;
        }
        object_key_expr* key_node = nullptr;
        if (next.kind == token_kind::identifier && is_key_separator(raw_ahead(1).kind)) {
            // A bare name (the common case): no expression node for it.
            read();
            key_node = make<object_key_expr>(byte_span::of(next), true, false);
        } else {
            // A parenthesised key is always an expression, never a literal name.
            const bool force_non_literal = next.kind == token_kind::open_paren;
            const std::size_t mk = mark();
            expr* key = parse_expression();
            if (recovery_ && errors_since(mk)) {
                close = byte_span::of(recover(token_kind::close_brace));
                break;
            }
            key_node = make_with_items<object_key_expr>(std::span<expr* const>(&key, 1), key->span, false,
                                                        force_non_literal);
        }

        const token sep = peek();
        if (!is_key_separator(sep.kind)) {
            if (!recovery_) {
                const byte_span ss = byte_span::of(sep);
                const byte_span context = byte_span::between(open_span, ss);
                switch (sep.kind) {
                case token_kind::newline:
                case token_kind::comma:
                    error("Missing attribute value", "Expected an attribute value, introduced by an equals sign (\"=\").",
                          ss, context);
                    break;
                case token_kind::identifier:
                    error("Missing key/value separator",
                          "Expected an equals sign (\"=\") to mark the beginning of the attribute value. If you "
                          "intended to given an attribute name containing periods or spaces, write the name in "
                          "quotes to create a string literal.",
                          ss, context);
                    break;
                case token_kind::eof: unterminated(); break;
                default:
                    error("Missing key/value separator",
                          "Expected an equals sign (\"=\") to mark the beginning of the attribute value.", ss,
                          context);
                    break;
                }
            }
            close = byte_span::of(recover(token_kind::close_brace));
            break;
        }
        read();  // `=` or `:`

        const std::size_t mv = mark();
        expr* val = parse_expression();
        object_items_.push_back(object_item{key_node, val});
        if (recovery_ && errors_since(mv)) {
            close = byte_span::of(recover(token_kind::close_brace));
            break;
        }
        const token after = peek();
        if (after.kind == token_kind::close_brace) {
            close = byte_span::of(read());
            break;
        }
        if (after.kind != token_kind::comma && after.kind != token_kind::newline) {
            if (!recovery_) {
                if (after.kind == token_kind::eof) {
                    unterminated();
                } else {
                    error("Missing attribute separator",
                          "Expected a newline or comma to mark the beginning of the next attribute.",
                          byte_span::of(after), byte_span::between(open_span, byte_span::of(after)));
                }
            }
            close = byte_span::of(recover(token_kind::close_brace));
            break;
        }
        read();  // `,` or newline
    }
    pop_newlines();
    const std::span<const object_item> items(object_items_.data() + base, object_items_.size() - base);
    expr* o = make_with_items<object_expr>(items, byte_span::between(open_span, close),
                                           static_cast<std::uint32_t>(items.size()));
    object_items_.resize(base);
    return o;
}

expr* parser::finish_for(const token& open) {
    const newline_scope newlines(*this, false);
    read();  // `for`
    const byte_span open_span = byte_span::of(open);
    const bool object_form = open.kind == token_kind::open_brace;
    const token_kind close_kind = object_form ? token_kind::close_brace : token_kind::close_bracket;

    // Gives up on the whole expression: skip to its end, leave a placeholder.
    const auto bail = [&] {
        const token close = recover(close_kind);
        return placeholder(byte_span::between(open_span, byte_span::of(close)));
    };
    const auto complain = [&](const char* detail) {
        if (!recovery_) {
            const byte_span at = next_span();
            error(for_summary, detail, at, byte_span::between(open_span, at));
        }
    };

    if (peek_kind() != token_kind::identifier) {
        complain("For expression requires variable name after 'for'.");
        return bail();
    }
    token value_var = read();
    std::optional<token> key_var;
    if (peek_kind() == token_kind::comma) {
        key_var = value_var;
        read();
        if (peek_kind() != token_kind::identifier) {
            complain("For expression requires value variable name after comma.");
            return bail();
        }
        value_var = read();
    }
    if (!is_keyword(peek(), "in")) {
        complain("For expression requires the 'in' keyword after its name declarations.");
        return bail();
    }
    read();

    const std::size_t mc = mark();
    expr* collection = parse_expression();
    if (recovery_ && errors_since(mc)) return bail();

    if (peek_kind() != token_kind::colon) {
        complain("For expression requires a colon after the collection expression.");
        return bail();
    }
    read();

    const std::size_t mr = mark();
    expr* key_result = nullptr;
    expr* value_result = parse_expression();
    if (peek_kind() == token_kind::fat_arrow) {
        read();
        key_result = value_result;
        value_result = parse_expression();
    }
    if (recovery_ && errors_since(mr)) return bail();

    bool group = false;
    byte_span ellipsis{};
    if (peek_kind() == token_kind::ellipsis) {
        ellipsis = byte_span::of(read());
        group = true;
    }

    expr* condition = nullptr;
    if (is_keyword(peek(), "if")) {
        read();
        const std::size_t mi = mark();
        condition = parse_expression();
        if (recovery_ && errors_since(mi)) return bail();
    }

    byte_span close{};
    if (peek_kind() == close_kind) {
        close = byte_span::of(read());
    } else {
        complain("Extra characters after the end of the 'for' expression.");
        close = byte_span::of(recover(close_kind));
    }
    const byte_span whole = byte_span::between(open_span, close);

    if (!object_form) {
        if (key_result) {
            error(for_summary, "Key expression is not valid when building a tuple.", key_result->span, whole);
        }
        if (group) {
            error(for_summary, "Grouping ellipsis (...) cannot be used when building a tuple.", ellipsis, whole);
        }
    } else if (!key_result) {
        error(for_summary, "Key expression is required when building an object.", value_result->span, whole);
    }

    auto* f = make<for_expr>(whole);
    if (key_var) {
        f->key_variable = text(*key_var);
        f->key_variable_span = byte_span::of(*key_var);
    }
    f->value_variable = text(value_var);
    f->value_variable_span = byte_span::of(value_var);
    f->collection = collection;
    f->collection_span = collection->span;
    f->key_result = key_result;
    f->value_result = value_result;
    f->condition = condition;
    f->group = group;
    f->object_form = object_form;
    f->open_span = open_span;
    f->close_span = close;
    return f;
}

}  // namespace native::detail
HCL_END_NAMESPACE
