// Evaluation of variable references, relative traversals and computed
// indexes (reference-behaviour §1.8).
#include "native/eval_support.hpp"

#include <hcl/operations.hpp>
#include <hcl/traversal.hpp>

#include <span>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

namespace {

// Applies one step to `current`. The value operations run first; only a
// failing step builds its range and reports through the shared helpers,
// which repeat the operation (so the wording is that of every traversal).
value apply(const value& current, const step_cell& step, const native_file& f, diagnostics& diags, bool& failed) {
    if (step.attribute) {
        if (auto r = get_attribute(current, step.name())) return std::move(r).value();
        failed = true;
        return attribute_value(current, step.name(), f.range(step.span), diags);
    }
    const value key = step.key.get();
    if (auto r = index(current, key)) return std::move(r).value();
    failed = true;
    return index_value(current, key, f.range(step.span), diags);
}

value apply_all(value current, std::span<const step_cell> steps, const native_file& f, diagnostics& diags) {
    for (const auto& step : steps) {
        bool failed = false;
        current = apply(current, step, f, diags, failed);
        if (failed) return value::dynamic();
    }
    return current;
}

void append_steps(std::vector<traversal_step>& out, std::span<const step_cell> steps, const native_file& f) {
    out.reserve(out.size() + steps.size());
    for (const auto& step : steps) out.push_back(step.to_step(f));
}

}  // namespace

traversal_step step_cell::to_step(const native_file& f) const {
    if (attribute) return traverse_attribute{std::string(name()), f.range(span)};
    return traverse_index{key.get(), f.range(span)};
}

// --- scope_traversal -------------------------------------------------------------

std::string_view scope_traversal_expr::root_name() const noexcept {
    return file()->source().substr(span.begin, root_end - span.begin);
}

byte_span scope_traversal_expr::root_span() const noexcept { return {span.begin, root_end}; }

hcl::traversal scope_traversal_expr::traversal() const {
    std::vector<traversal_step> out;
    out.reserve(steps.size() + 1);
    out.push_back(traverse_root{std::string(root_name()), file()->range(root_span())});
    append_steps(out, steps, *file());
    return hcl::traversal(std::move(out));
}

value scope_traversal_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    const value* found = ctx ? ctx->find_variable(root_name()) : nullptr;
    if (!found) {
        // The root alone carries every diagnostic of a failed lookup.
        return traverse_absolute(hcl::traversal({traverse_root{std::string(root_name()), file()->range(root_span())}}),
                                 ctx, diags);
    }
    if (steps.empty()) return *found;
    return apply_all(*found, steps, *file(), diags);
}

void scope_traversal_expr::collect_variables(std::vector<hcl::traversal>& out) const { out.push_back(traversal()); }

std::optional<hcl::traversal> scope_traversal_expr::static_traversal() const { return traversal(); }

// --- relative_traversal ------------------------------------------------------------

hcl::traversal relative_traversal_expr::traversal() const {
    std::vector<traversal_step> out;
    append_steps(out, steps, *file());
    return hcl::traversal(std::move(out));
}

value relative_traversal_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    return apply_all(source->evaluate(ctx, diags), steps, *file(), diags);
}

void relative_traversal_expr::collect_variables(std::vector<hcl::traversal>& out) const {
    source->collect_variables(out);
}

std::optional<hcl::traversal> relative_traversal_expr::static_traversal() const {
    // Static only when the source is: `null.a` (a keyword as root) or a
    // scope traversal continued after a node that splits it.
    auto head = source->static_traversal();
    if (!head || head->is_relative()) return std::nullopt;
    append_steps(head->steps(), steps, *file());
    return head;
}

// --- index -----------------------------------------------------------------------------

value index_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    value c = collection->evaluate(ctx, diags);
    value k = key->evaluate(ctx, diags);
    return index_value(c, k, file()->range(bracket_span), diags);
}

void index_expr::collect_variables(std::vector<traversal>& out) const {
    collection->collect_variables(out);
    key->collect_variables(out);
}

}  // namespace native
HCL_END_NAMESPACE
