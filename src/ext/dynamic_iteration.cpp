// Dynamic-block iterations: scopes, expressions that see the iterators, and
// the unknown body of an unknown for_each.
#include "ext/dynamic_iteration.hpp"

#include <algorithm>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace ext::detail {

bool iteration::binds(std::string_view root) const noexcept {
    for (const iteration* it = this; it; it = it->outer.get()) {
        if (it->name == root) return true;
    }
    return false;
}

std::shared_ptr<const iteration> nest(std::shared_ptr<const iteration> outer, std::string name, value key,
                                      value element) {
    auto object = value::object({{"key", std::move(key)}, {"value", std::move(element)}});
    return std::make_shared<const iteration>(iteration{std::move(name), std::move(object), std::move(outer)});
}

eval_context iteration_scope(const iteration& it, const eval_context* base) {
    eval_context scope = base ? base->child() : eval_context{};
    auto& variables = scope.variables();
    // Innermost first: emplace keeps the nearest of two equal names.
    for (const iteration* i = &it; i; i = i->outer.get()) variables.emplace(i->name, i->object);
    return scope;
}

namespace {

class iterated_expression final : public expression_node {
public:
    iterated_expression(expression inner, std::shared_ptr<const iteration> it)
        : inner_(std::move(inner)), iteration_(std::move(it)) {}

    value evaluate(const eval_context* ctx, diagnostics& diags) const override {
        const eval_context scope = iteration_scope(*iteration_, ctx);
        return inner_.node()->evaluate(&scope, diags);
    }
    void collect_variables(std::vector<traversal>& out) const override {
        const std::size_t first = out.size();
        inner_.node()->collect_variables(out);
        out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                                 [&](const traversal& t) { return iteration_->binds(t.root_name()); }),
                  out.end());
    }
    source_range range() const override { return inner_.range(); }
    source_range start_range() const override { return inner_.start_range(); }
    // Static analysis (static_list, keyword, ...) sees the expression as
    // written, through unwrap(), without the iterators: as the reference.
    const expression_node* unwrap() const override { return inner_.node(); }
    std::string native_source() const override { return inner_.node()->native_source(); }
    elements_result evaluate_elements(const eval_context* ctx, diagnostics& diags,
                                      std::vector<value>& out) const override {
        const eval_context scope = iteration_scope(*iteration_, ctx);
        return inner_.node()->evaluate_elements(&scope, diags, out);
    }
    bool evaluate_attributes(const eval_context* ctx, diagnostics& diags,
                             std::vector<value_attribute>& out) const override {
        const eval_context scope = iteration_scope(*iteration_, ctx);
        return inner_.node()->evaluate_attributes(&scope, diags, out);
    }

private:
    expression inner_;
    std::shared_ptr<const iteration> iteration_;
};

attribute unknown_attribute(attribute a) {
    a.expression = expression::constant(value::dynamic(), a.expression.range());
    return a;
}

class unknown_body_node final : public body_node {
public:
    explicit unknown_body_node(body shape) : shape_(std::move(shape)) {}

    // The shape's diagnostics are kept: they say where it does not match
    // the schema.
    body_content content(const body_schema& schema, diagnostics& diags) const override {
        return unknown_content(shape_.content(schema, diags));
    }
    body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                 diagnostics& diags) const override {
        body rest;
        body_content out = unknown_content(shape_.partial_content(schema, rest, diags));
        remain = std::make_shared<unknown_body_node>(std::move(rest));
        return out;
    }
    attribute_map just_attributes(diagnostics& diags) const override {
        attribute_map out = shape_.just_attributes(diags);
        for (auto& [name, a] : out) a = unknown_attribute(std::move(a));
        return out;
    }
    source_range missing_item_range() const override { return shape_.missing_item_range(); }

private:
    static body_content unknown_content(body_content in) {
        for (auto& [name, a] : in.attributes) a = unknown_attribute(std::move(a));
        for (auto& b : in.blocks) b.body_node = unknown_body(b.body()).shared_node();
        return in;
    }

    body shape_;
};

}  // namespace

expression with_iterators(expression e, std::shared_ptr<const iteration> it) {
    if (!e || !it) return e;
    return expression(std::make_shared<iterated_expression>(std::move(e), std::move(it)));
}

body unknown_body(body shape) { return body(std::make_shared<unknown_body_node>(std::move(shape))); }

}  // namespace ext::detail
HCL_END_NAMESPACE
