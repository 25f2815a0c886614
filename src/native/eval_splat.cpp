// Evaluation of splat expressions and their anonymous symbol
// (reference-behaviour §1.9).
//
// `src[*].a.b` is a splat whose `each` expression is `<item>.a.b`, where
// <item> is the anonymous symbol. The splat binds the current element to
// the symbol in a child context (eval_context's symbol slot) and evaluates
// `each` there, so evaluations never write to the shared syntax tree.
#include "native/eval_support.hpp"

#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

using symbols = hcl::detail::eval_context_symbols;

// --- anonymous symbol ----------------------------------------------------------------

value anonymous_symbol_expr::evaluate(const eval_context* ctx, diagnostics&) const {
    // Outside its splat's evaluation the symbol stands for an unknown value.
    if (const value* v = symbols::find(ctx, this)) return *v;
    return value::dynamic();
}

void anonymous_symbol_expr::collect_variables(std::vector<traversal>&) const {}

// --- splat -----------------------------------------------------------------------------

namespace {

// The type `each` gives for an unknown element of each source element type:
// the result type when the elements cannot be visited.
type splat_result_type(const splat_expr& e, const eval_context* ctx, const type& source_type, diagnostics& diags) {
    eval_context c = detail::child_of(ctx);
    if (source_type.is_list() || source_type.is_set()) {
        symbols::bind(c, e.item, value::unknown(source_type.element_type()));
        return type::list(e.each->evaluate(&c, diags).type());
    }
    if (source_type.is_tuple()) {
        std::vector<type> types;
        for (const type& t : source_type.tuple_elements()) {
            symbols::bind(c, e.item, value::unknown(t));
            types.push_back(e.each->evaluate(&c, diags).type());
        }
        return type::tuple(std::move(types));
    }
    return type::dynamic();
}

// The type the elements share, ignoring failed (dynamic) ones; dynamic
// when they share none.
type common_type(const std::vector<value>& values) {
    const type* found = nullptr;
    for (const value& v : values) {
        if (v.type().is_dynamic()) continue;
        if (!found) {
            found = &v.type();
        } else if (!(v.type() == *found)) {
            return type::dynamic();
        }
    }
    return found ? *found : type::dynamic();
}

}  // namespace

value splat_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    diagnostics source_diags;
    value src = source->evaluate(ctx, source_diags);
    const bool source_failed = source_diags.has_errors();
    diags += std::move(source_diags);
    if (source_failed) return value::dynamic();

    const type& st = src.type();
    // Anything but a sequence is treated as a one-element tuple (or an
    // empty one when null).
    const bool upgrade = !(st.is_tuple() || st.is_list() || st.is_set());
    if (src.is_null()) {
        if (upgrade) return value::empty_tuple();
        auto& d = diags.add_error("Splat of null value", "A splat expression (`*`) cannot be applied to a null sequence.",
                                  source->range());
        d.context = source_range::between(source->range(), file()->range(marker));
        return value::dynamic();
    }
    if (st.is_dynamic()) return value::dynamic();

    // An unknown non-sequence might turn out null (zero elements) or not
    // (one element): the result is wholly unknown, though `each` is still
    // evaluated for its diagnostics.
    bool upgraded_unknown = false;
    if (upgrade) {
        upgraded_unknown = !src.is_known();
        src = value::tuple({src});
    }
    const type source_type = src.type();

    if (!src.is_known()) {
        type t = splat_result_type(*this, ctx, source_type, diags);
        return value::unknown(t);
    }

    std::vector<value> values;
    values.reserve(src.length());
    eval_context c = detail::child_of(ctx);
    bool failed = false;
    for (const value& element : src.elements()) {
        symbols::bind(c, item, element);
        diagnostics item_diags;
        values.push_back(each->evaluate(&c, item_diags));
        failed = failed || item_diags.has_errors();
        diags += std::move(item_diags);
    }

    if (upgraded_unknown) return value::dynamic();
    if (failed) {
        // Unknown, with the type the elements gave. (The reference evaluates
        // `each` once more per element type to get it; with nested splats
        // that costs exponential time, and gives the same types here: a
        // failed element is the dynamic value either way.)
        if (source_type.is_tuple()) {
            std::vector<type> types;
            types.reserve(values.size());
            for (const value& v : values) types.push_back(v.type());
            return value::unknown(type::tuple(std::move(types)));
        }
        return value::unknown(type::list(common_type(values)));
    }
    if (source_type.is_tuple()) return value::tuple(std::move(values));

    // Lists and sets give a list.
    if (values.empty()) {
        type t = splat_result_type(*this, ctx, source_type, diags);
        return value::list_empty(t.element_type());
    }
    const type& first = values.front().type();
    for (const value& v : values) {
        if (!(v.type() == first)) {
            // Nested splats over non-sequences can give elements of
            // different types, which no list can hold.
            auto& d = diags.add_error("Invalid nested splat expressions",
                                      "The inner splat produced elements of different types, so the outer splat "
                                      "cannot build a list of them. A `for` expression, which builds a tuple, can.",
                                      each->range());
            d.context = range();
            return value::dynamic();
        }
    }
    return value::list(std::move(values));
}

void splat_expr::collect_variables(std::vector<traversal>& out) const {
    source->collect_variables(out);
    each->collect_variables(out);
}

}  // namespace native
HCL_END_NAMESPACE
