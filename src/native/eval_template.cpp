// Evaluation of literals, templates, parentheses and syntax-error
// placeholders (reference-behaviour §1.6, §1.13).
#include "native/eval_support.hpp"

#include <hcl/convert.hpp>

#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace native {

using detail::add_error;

namespace {

// Appends `piece` to a template's result unless that makes the result too
// large, which is reported (at `where`) and answered with false.
bool append_piece(std::string& text, std::string_view piece, diagnostics& diags, const expr& where) {
    if (text.size() + piece.size() > detail::template_result_limit_bytes ||
        !detail::charge_template_bytes(piece.size())) {
        detail::report_template_too_large(diags, where.range());
        return false;
    }
    text += piece;
    return true;
}

}  // namespace

// --- literal -------------------------------------------------------------------

literal_cell literal_expr::val() const noexcept {
    using form_t = literal_cell::form;
    switch (form) {
    case form_t::null: return literal_cell::null();
    case form_t::false_: return literal_cell::boolean(false);
    case form_t::true_: return literal_cell::boolean(true);
    case form_t::dynamic: return literal_cell::dynamic();
    case form_t::unknown_number: return literal_cell::unknown_number();
    case form_t::number: return literal_cell::number(file()->source().substr(span.begin, text_size));
    case form_t::integer: return literal_cell::integer(text_size);
    case form_t::string: break;
    }
    return literal_cell::verbatim({reinterpret_cast<const char*>(this + 1), text_size});
}

value literal_expr::evaluate(const eval_context*, diagnostics&) const {
    // The two common forms directly; val().get() for the rest.
    if (form == literal_cell::form::integer) {
        return value::number(number::from_uint(text_size, number::default_precision));
    }
    if (form == literal_cell::form::string) {
        return value::string_nfc(std::string_view(reinterpret_cast<const char*>(this + 1), text_size));
    }
    return val().get();
}

void literal_expr::collect_variables(std::vector<traversal>&) const {}

std::optional<traversal> literal_expr::static_traversal() const {
    // Traversal syntax has no keywords: `null`, `true` and `false` read as
    // variable names there, and the parser already made literals of them.
    const char* name = nullptr;
    if (form == literal_cell::form::null) {
        name = "null";
    } else if (form == literal_cell::form::true_ || form == literal_cell::form::false_) {
        name = form == literal_cell::form::true_ ? "true" : "false";
    } else {
        return std::nullopt;
    }
    return traversal({traverse_root{name, range()}});
}

// --- template ------------------------------------------------------------------

value template_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    detail::template_scope scope;
    std::string text;
    bool known = true;
    bool too_large = false;
    const auto errors_before = diags.error_count();

    for (const expr* part : parts()) {
        // After an unknown part or an error only problems are collected.
        const auto append = [&](std::string_view piece) {
            if (!known || too_large || diags.error_count() != errors_before) return;
            too_large = !append_piece(text, piece, diags, *this);
        };
        if (part->kind == expr_kind::literal) {
            // Literal text: no value to build.
            const literal_cell lit = static_cast<const literal_expr*>(part)->val();
            if (lit.is_string()) {
                append(lit.text());
                continue;
            }
        }
        value v = part->evaluate(ctx, diags);
        if (v.is_null()) {
            add_error(diags, "Invalid template interpolation value",
                      "The expression result is null, and a null value cannot be part of a string template.",
                      part->range(), range());
            continue;
        }
        if (!v.is_known()) {
            // Keep going: later parts may still have problems to report.
            known = false;
            continue;
        }
        if (v.type().kind() == type_kind::string) {  // nothing to convert
            append(v.as_string());
            continue;
        }
        auto s = convert(v, type::string());
        if (!s) {
            add_error(diags, "Invalid template interpolation value",
                      "This value cannot be part of a string template: " + s.error().to_string() + ".",
                      part->range(), range());
            continue;
        }
        append(s->as_string());
    }

    // A template's result is never null.
    if (!known || too_large) return value::unknown(type::string());
    return value::string(text);
}

void template_expr::collect_variables(std::vector<traversal>& out) const {
    for (const expr* part : parts()) part->collect_variables(out);
}

bool template_expr::is_string_literal() const noexcept {
    return part_count == 1 && parts()[0]->kind == expr_kind::literal;
}

// --- quoted string ---------------------------------------------------------------

std::string_view quoted_string_expr::text() const noexcept {
    if (copied_text) return {reinterpret_cast<const char*>(this + 1), text_size};
    return file()->source().substr(span.begin + 1, text_size);
}

byte_span quoted_string_expr::text_span() const noexcept {
    // The reference's literal part of "" is empty, after the closing quote.
    if (span.end - span.begin <= 2) return {span.end, span.end};
    return {span.begin + 1, span.end - 1};
}

value quoted_string_expr::evaluate(const eval_context*, diagnostics&) const {
    return value::string_nfc(text());
}

void quoted_string_expr::collect_variables(std::vector<traversal>&) const {}

// --- template_wrap -------------------------------------------------------------

value template_wrap_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    return wrapped->evaluate(ctx, diags);
}

void template_wrap_expr::collect_variables(std::vector<traversal>& out) const { wrapped->collect_variables(out); }

// --- template_join -------------------------------------------------------------

value template_join_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    detail::template_scope scope;
    value items = tuple->evaluate(ctx, diags);
    // The parser only puts a `for` expression here: a tuple, or the dynamic
    // value when the loop could not be evaluated.
    if (!items.is_known() || items.is_null() || !items.type().is_tuple()) return value::unknown(type::string());

    std::string text;
    bool too_large = false;
    for (const value& v : items.elements()) {
        if (v.is_null()) {
            add_error(diags, "Invalid template interpolation value",
                      "An iteration of the template's `for` directive produced null, and a null value cannot be "
                      "part of a string template.",
                      range());
            continue;
        }
        if (v.type().is_dynamic()) return value::unknown(type::string());
        auto s = convert(v, type::string());
        if (!s) {
            add_error(diags, "Invalid template interpolation value",
                      "An iteration of the template's `for` directive produced a value that cannot be part of a "
                      "string template: " +
                          s.error().to_string() + ".",
                      range());
            continue;
        }
        if (!v.is_known()) return value::unknown(type::string());
        if (too_large) continue;
        too_large = !append_piece(text, s->as_string(), diags, *this);
    }
    if (too_large) return value::unknown(type::string());
    return value::string(text);
}

void template_join_expr::collect_variables(std::vector<traversal>& out) const { tuple->collect_variables(out); }

// --- parentheses -----------------------------------------------------------------

value parentheses_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    return inner->evaluate(ctx, diags);
}

void parentheses_expr::collect_variables(std::vector<traversal>& out) const { inner->collect_variables(out); }

// --- syntax_error ------------------------------------------------------------------

// The parse already reported the problem; evaluation only yields the
// placeholder the parser chose.
value syntax_error_expr::evaluate(const eval_context*, diagnostics&) const { return placeholder; }

void syntax_error_expr::collect_variables(std::vector<traversal>&) const {}

}  // namespace native
HCL_END_NAMESPACE
