// hcl::ext::evaluate_locals: locals in dependency order.
//
// The definitions form a graph (a local points at the locals it refers
// to). Its strongly connected components with a loop are the cycles;
// everything else is evaluated depth first, dependencies before
// dependents, which also fixes the order of the diagnostics: source order
// where the dependencies allow.
#include <hcl/ext/locals.hpp>

#include "ext/locals_graph.hpp"

#include <algorithm>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace ext {

namespace {

using detail::local_graph;

class evaluator {
public:
    evaluator(const local_graph& g, const eval_context& ctx)
        : graph_(g), ctx_(ctx), values_(g.size(), value::dynamic()), done_(g.size(), false) {}

    locals_result run(diagnostics diags) {
        for (const auto i : graph_.order()) evaluate(i, diags);
        std::vector<value_attribute> all;
        for (std::size_t i = 0; i < graph_.size(); ++i) all.emplace_back(graph_.name(i), std::move(values_[i]));
        return {value::object(std::move(all)), std::move(diags)};
    }

private:
    // Evaluates local `i`, whose dependencies the order put first. One that
    // failed, or uses one that did, stays unknown, quietly: the failure was
    // reported where it happened.
    void evaluate(std::size_t i, diagnostics& diags) {
        if (graph_.failed(i)) return;
        std::vector<value_attribute> used;
        for (const auto d : graph_.dependencies(i)) {
            if (!done_[d]) return;
            used.emplace_back(graph_.name(d), values_[d]);
        }
        eval_context scope = ctx_.child();
        scope.set_variable(std::string(graph_.root()), value::object(std::move(used)));
        diagnostics here;
        value v = graph_.expression_of(i).evaluate(scope, here);
        const bool failed = here.has_errors();
        diags += std::move(here);
        if (failed) return;
        values_[i] = std::move(v);
        done_[i] = true;
    }

    const local_graph& graph_;
    const eval_context& ctx_;
    std::vector<value> values_;
    std::vector<bool> done_;
};

}  // namespace

locals_result evaluate_locals(std::span<const attribute> definitions, std::string_view root,
                              const eval_context& ctx) {
    diagnostics diags;
    const local_graph graph(definitions, root, diags);
    return evaluator(graph, ctx).run(std::move(diags));
}

locals_result evaluate_locals(std::span<const body> bodies, std::string_view root, const eval_context& ctx) {
    diagnostics diags;
    std::vector<attribute> definitions;
    for (const auto& b : bodies) {
        std::vector<attribute> here;
        for (auto& [name, a] : b.just_attributes(diags)) here.push_back(std::move(a));
        // In source order, as the body wrote them (a map holds them by name).
        std::stable_sort(here.begin(), here.end(), [](const attribute& x, const attribute& y) {
            return x.range().start.byte < y.range().start.byte;
        });
        for (auto& a : here) definitions.push_back(std::move(a));
    }
    locals_result r = evaluate_locals(definitions, root, ctx);
    diags += std::move(r.diagnostics);
    r.diagnostics = std::move(diags);
    return r;
}

}  // namespace ext
HCL_END_NAMESPACE
