// Evaluation of variable references, relative traversals and computed
// indexes (reference-behaviour §1.8).
#include "native/eval_support.hpp"

#include <hcl/traversal.hpp>

HCL_BEGIN_NAMESPACE
namespace native {

// --- scope_traversal -------------------------------------------------------------

value scope_traversal_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    return traverse_absolute(traversal, ctx, diags);
}

void scope_traversal_expr::collect_variables(std::vector<hcl::traversal>& out) const { out.push_back(traversal); }

std::optional<hcl::traversal> scope_traversal_expr::static_traversal() const { return traversal; }

// --- relative_traversal ------------------------------------------------------------

value relative_traversal_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    value from = source->evaluate(ctx, diags);
    return traverse_relative(traversal, from, diags);
}

void relative_traversal_expr::collect_variables(std::vector<hcl::traversal>& out) const {
    source->collect_variables(out);
}

std::optional<hcl::traversal> relative_traversal_expr::static_traversal() const {
    // Static only when the source is: `null.a` (a keyword as root) or a
    // scope traversal continued after a node that splits it.
    auto head = source->static_traversal();
    if (!head || head->is_relative()) return std::nullopt;
    auto steps = head->steps();
    steps.insert(steps.end(), traversal.steps().begin(), traversal.steps().end());
    return hcl::traversal(std::move(steps));
}

// --- index -----------------------------------------------------------------------------

value index_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    value c = collection->evaluate(ctx, diags);
    value k = key->evaluate(ctx, diags);
    return index_value(c, k, file->range(bracket_span), diags);
}

void index_expr::collect_variables(std::vector<traversal>& out) const {
    collection->collect_variables(out);
    key->collect_variables(out);
}

}  // namespace native
HCL_END_NAMESPACE
