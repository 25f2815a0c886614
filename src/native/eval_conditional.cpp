// Evaluation of the conditional operator and %{if} (reference-behaviour
// §1.12): both results are evaluated and must have a common type; only the
// selected result's diagnostics are kept.
#include "native/eval_support.hpp"

#include <hcl/convert.hpp>

#include <array>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

using detail::add_error;

namespace {

bool is_null_literal_value(const value& v) { return v.is_null() && v.type().is_dynamic(); }

// Why two result types have no common type, looking inside structural
// types for the first difference.
std::string describe_mismatch(const type& t, const type& f) {
    if (t.is_object() && f.is_object()) {
        for (const auto& a : t.attributes()) {
            const type* other = f.attribute_type(a.name);
            if (!other) {
                return "The 'true' value has the object attribute " + detail::in_quotes(a.name) +
                       ", which the 'false' value lacks";
            }
            if (!(a.type == *other)) {
                return "The object attribute " + detail::in_quotes(a.name) + " differs: " +
                       describe_mismatch(a.type, *other);
            }
        }
        for (const auto& a : f.attributes()) {
            if (!t.has_attribute(a.name)) {
                return "The 'false' value has the object attribute " + detail::in_quotes(a.name) +
                       ", which the 'true' value lacks";
            }
        }
    } else if (t.is_tuple() && f.is_tuple()) {
        const auto te = t.tuple_elements();
        const auto fe = f.tuple_elements();
        if (te.size() != fe.size()) {
            return "The 'true' tuple has " + std::to_string(te.size()) + " element(s) and the 'false' tuple " +
                   std::to_string(fe.size());
        }
        for (std::size_t i = 0; i < te.size(); ++i) {
            if (!(te[i] == fe[i]))
                return "Tuple element " + std::to_string(i) + " differs: " + describe_mismatch(te[i], fe[i]);
        }
    } else if (t.is_collection() && t.kind() == f.kind()) {
        const type& te = t.element_type();
        const type& fe = f.element_type();
        if ((te.is_object() && fe.is_object()) || (te.is_tuple() && fe.is_tuple())) {
            const char* noun = t.is_list() ? "list" : t.is_set() ? "set" : "map";
            return std::string("The ") + noun + " element types differ: " + describe_mismatch(te, fe);
        }
    }
    const auto tn = t.friendly_name();
    const auto fn = f.friendly_name();
    if (tn == fn) return "Some nested attribute or element has incompatible types in the 'true' and 'false' values";
    return "The 'true' value is " + tn + " and the 'false' value is " + fn;
}

}  // namespace

value conditional_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    diagnostics true_diags;
    diagnostics false_diags;
    value t = true_result->evaluate(ctx, true_diags);
    value f = false_result->evaluate(ctx, false_diags);

    // The common type. A literal `null` takes the other result's type; a
    // result of the dynamic pseudo-type leaves the type open.
    type result_type;
    bool convert_true = false;
    bool convert_false = false;
    if (is_null_literal_value(t)) {
        result_type = f.type();
        convert_true = true;
    } else if (is_null_literal_value(f)) {
        result_type = t.type();
        convert_false = true;
    } else if (t.type().is_dynamic() || f.type().is_dynamic()) {
        result_type = type::dynamic();
    } else {
        const std::array<type, 2> types{t.type(), f.type()};
        auto unified = unify_unsafe(types);
        if (!unified) {
            add_error(diags, "Inconsistent conditional result types",
                      "The true and false results must have a common type. " + describe_mismatch(t.type(), f.type()) +
                          ".",
                      source_range::between(true_result->range(), false_result->range()), range());
            return value::dynamic();
        }
        result_type = *unified;
        convert_true = !(t.type() == result_type);
        convert_false = !(f.type() == result_type);
    }

    value c = condition->evaluate(ctx, diags);
    if (c.is_null()) {
        add_error(diags, "Null condition", "The condition is null; it must be either true or false.",
                  condition->range(), range());
        return value::unknown(result_type);
    }
    if (!c.is_known()) {
        if (t.is_null() && f.is_null()) return value::null(result_type);
        return value::unknown(result_type);
    }
    auto b = convert(c, type::boolean());
    if (!b) {
        add_error(diags, "Incorrect condition type", "The condition must be a bool: " + b.error().to_string() + ".",
                  condition->range(), range());
        return value::unknown(result_type);
    }

    const bool take_true = b->as_bool();
    const expr& chosen = take_true ? *true_result : *false_result;
    value v = take_true ? std::move(t) : std::move(f);
    diags += std::move(take_true ? true_diags : false_diags);
    if (take_true ? convert_true : convert_false) {
        auto converted = convert(v, result_type);
        if (!converted) {
            add_error(diags, "Inconsistent conditional result types",
                      std::string("The ") + (take_true ? "true" : "false") +
                          " result does not have the common type: " + converted.error().to_string() + ".",
                      chosen.range(), range());
            return value::unknown(result_type);
        }
        v = std::move(converted).value();
    }
    return v;
}

void conditional_expr::collect_variables(std::vector<traversal>& out) const {
    condition->collect_variables(out);
    true_result->collect_variables(out);
    false_result->collect_variables(out);
}

}  // namespace native
HCL_END_NAMESPACE
