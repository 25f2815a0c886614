#include <hcl/expression.hpp>

#include <hcl/eval_context.hpp>

HCL_BEGIN_NAMESPACE

namespace {

// The expression behind expression::constant(): a fixed value.
class constant_node final : public expression_node {
public:
    constant_node(value v, source_range r) : value_(std::move(v)), range_(std::move(r)) {}
    value evaluate(const eval_context*, diagnostics&) const override { return value_; }
    void collect_variables(std::vector<traversal>&) const override {}
    source_range range() const override { return range_; }
    source_range start_range() const override { return range_; }

private:
    value value_;
    source_range range_;
};

// At the start of the expression, as the reference does for these (inside
// the quotes of a string, for instance).
void invalid_expression(diagnostics& diags, const expression& e, const char* detail) {
    diags.add_error("Invalid expression", detail, e.start_range());
}

}  // namespace

std::optional<std::vector<expression>> expression_node::static_list() const { return std::nullopt; }
std::optional<std::vector<key_value_pair>> expression_node::static_map() const { return std::nullopt; }
std::optional<static_call> expression_node::static_function_call() const { return std::nullopt; }
std::optional<traversal> expression_node::static_traversal() const { return std::nullopt; }

expression expression::constant(value v, source_range range) {
    return expression(std::make_shared<constant_node>(std::move(v), std::move(range)));
}

value expression::evaluate(const eval_context& ctx, diagnostics& diags) const {
    return node_ ? node_->evaluate(&ctx, diags) : value();
}

value expression::evaluate(diagnostics& diags) const { return node_ ? node_->evaluate(nullptr, diags) : value(); }

std::vector<traversal> expression::variables() const {
    std::vector<traversal> out;
    if (node_) node_->collect_variables(out);
    return out;
}

source_range expression::range() const { return node_ ? node_->range() : source_range{}; }

source_range expression::start_range() const { return node_ ? node_->start_range() : source_range{}; }

const expression_node* unwrap_expression(const expression& e) noexcept {
    const expression_node* n = e.node();
    while (n) {
        const expression_node* inner = n->unwrap();
        if (!inner) break;
        n = inner;
    }
    return n;
}

std::optional<std::vector<expression>> static_list(const expression& e, diagnostics& diags) {
    if (const auto* n = unwrap_expression(e)) {
        if (auto list = n->static_list()) return list;
    }
    invalid_expression(diags, e, "A static list expression is required.");
    return std::nullopt;
}

std::optional<std::vector<key_value_pair>> static_map(const expression& e, diagnostics& diags) {
    if (const auto* n = unwrap_expression(e)) {
        if (auto map = n->static_map()) return map;
    }
    invalid_expression(diags, e, "A static map expression is required.");
    return std::nullopt;
}

std::optional<static_call> static_function_call(const expression& e, diagnostics& diags) {
    if (const auto* n = unwrap_expression(e)) {
        if (auto call = n->static_function_call()) return call;
    }
    invalid_expression(diags, e, "A static function call is required.");
    return std::nullopt;
}

std::optional<traversal> absolute_traversal(const expression& e, diagnostics& diags) {
    if (const auto* n = unwrap_expression(e)) {
        if (auto t = n->static_traversal(); t && !t->is_relative()) return t;
    }
    // At the whole expression, unlike the others: as the reference does.
    diags.add_error("Invalid expression",
                    "A single static variable reference is required: only attribute access and indexing with "
                    "constant keys. No calculations, function calls, template expressions, etc are allowed here.",
                    e.range());
    return std::nullopt;
}

std::optional<traversal> relative_traversal(const expression& e, diagnostics& diags) {
    auto t = absolute_traversal(e, diags);
    if (!t) return std::nullopt;
    auto& steps = t->steps();
    const auto& root = std::get<traverse_root>(steps.front());
    steps.front() = traverse_attribute{root.name, root.range};
    return t;
}

std::string keyword(const expression& e) {
    const auto* n = unwrap_expression(e);
    if (!n) return {};
    auto t = n->static_traversal();
    if (!t || t->size() != 1 || t->is_relative()) return {};
    return std::string(t->root_name());
}

HCL_END_NAMESPACE
