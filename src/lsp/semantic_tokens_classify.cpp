// The semantic tokens the syntax tree decides.
#include "lsp/semantic_tokens_support.hpp"
#include "lsp/symbols_support.hpp"

#include <algorithm>
#include <array>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

using native::expr_kind;

constexpr std::array<std::string_view, 4> primitive_type_names{"string", "number", "bool", "any"};
constexpr std::array<std::string_view, 6> type_constructor_names{"list", "map", "set", "tuple", "object", "optional"};

bool one_of(std::string_view name, std::span<const std::string_view> names) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

class classifier {
public:
    classifier(std::string_view source, const function_table& library) : source_(source), library_(library) {}

    void body(const native::body_impl& b) {
        for_each_item(
            b, [&](const native::attribute_node& a) { attribute(a); }, [&](const native::block_node& k) { block(k); });
    }

    std::vector<classified_span> take() {
        auto by_start = [](const classified_span& x, const classified_span& y) { return x.begin < y.begin; };
        if (!std::is_sorted(out_.begin(), out_.end(), by_start)) std::stable_sort(out_.begin(), out_.end(), by_start);
        // A recovered tree might give two nodes one span: the first wins.
        std::size_t kept = 0;
        for (std::size_t i = 0; i < out_.size(); ++i) {
            if (kept > 0 && out_[i].begin < out_[kept - 1].end) continue;
            out_[kept++] = out_[i];
        }
        out_.resize(kept);
        return std::move(out_);
    }

private:
    void add(native::byte_span s, semantic_token_type type, std::uint32_t modifiers = 0) {
        if (s.end > s.begin && s.end <= source_.size()) out_.push_back({s.begin, s.end, type, modifiers});
    }

    void attribute(const native::attribute_node& a) {
        add(a.name_span, semantic_token_type::attribute, token_modifier::declaration);
        // hcldec specs, Terraform variables and PCL configuration name
        // their type constraints `type`.
        if (a.value) expression(*a.value, a.name(source_) == "type");
    }

    void block(const native::block_node& b) {
        add(b.type_span, semantic_token_type::block_type);
        for (const auto& label : b.labels()) add(label.span, semantic_token_type::label);
        if (!b.body) return;
        const std::size_t scope = iterators_.size();
        if (b.type(source_) == "dynamic" && b.label_count == 1) iterators_.push_back(dynamic_iterator(b));
        body(*b.body);
        iterators_.resize(scope);
    }

    // A dynamic block's iterator: its `iterator` attribute, else its label.
    std::string_view dynamic_iterator(const native::block_node& b) const {
        for (const auto& a : b.body->attributes) {
            if (a.name(source_) != "iterator" || !a.value || a.value->kind != expr_kind::scope_traversal) continue;
            return static_cast<const native::scope_traversal_expr*>(a.value)->root_name();
        }
        return b.labels()[0].text;
    }

    bool is_iterator(std::string_view name) const {
        return std::find(iterators_.rbegin(), iterators_.rend(), name) != iterators_.rend();
    }

    void steps(std::span<const native::step_cell> steps) {
        for (const auto& s : steps) {
            if (!s.attribute) continue;
            const auto size = static_cast<std::uint32_t>(s.name().size());
            if (size <= s.span.end - s.span.begin) add({s.span.end - size, s.span.end}, semantic_token_type::attribute);
        }
    }

    void expression(const native::expr& e, bool type_context) {
        switch (e.kind) {
            case expr_kind::scope_traversal: {
                const auto& t = static_cast<const native::scope_traversal_expr&>(e);
                const std::string_view root = t.root_name();
                if (type_context && t.steps.empty() && one_of(root, primitive_type_names))
                    add(t.root_span(), semantic_token_type::type);
                else if (is_iterator(root))
                    add(t.root_span(), semantic_token_type::parameter);
                else
                    add(t.root_span(), semantic_token_type::variable);
                steps(t.steps);
                return;
            }
            case expr_kind::relative_traversal: {
                const auto& t = static_cast<const native::relative_traversal_expr&>(e);
                if (t.source) expression(*t.source, type_context);
                steps(t.steps);
                return;
            }
            case expr_kind::function_call: {
                const auto& call = static_cast<const native::function_call_expr&>(e);
                if (type_context && one_of(call.name, type_constructor_names))
                    add(call.name_span, semantic_token_type::type);
                else
                    function_name(call);
                break;
            }
            case expr_kind::object_key: {
                // A name, bare or quoted; a key computed from an expression
                // is coloured as that expression.
                const auto& key = static_cast<const native::object_key_expr&>(e);
                const native::expr* quoted = key.wrapped();
                if (key.bare_name())
                    add(key.span, semantic_token_type::attribute);
                else if (quoted && quoted->kind == expr_kind::quoted_string)
                    add(quoted->span, semantic_token_type::attribute);
                break;
            }
            case expr_kind::for_: {
                for_expression(static_cast<const native::for_expr&>(e), type_context);
                return;
            }
            default: break;
        }
        for_each_child(e, [&](const native::expr& child) { expression(child, type_context); });
    }

    // A namespaced name (`provider::aws::arn`) is one span: its `::` are
    // coloured as the name is.
    void function_name(const native::function_call_expr& call) {
        const bool library = library_.find(call.name) != library_.end();
        add(call.name_span, semantic_token_type::function, library ? token_modifier::default_library : 0);
    }

    void for_expression(const native::for_expr& x, bool type_context) {
        add(x.key_variable_span, semantic_token_type::parameter, token_modifier::declaration);
        add(x.value_variable_span, semantic_token_type::parameter, token_modifier::declaration);
        if (x.collection) expression(*x.collection, type_context);
        const std::size_t scope = iterators_.size();
        if (!x.key_variable.empty()) iterators_.push_back(x.key_variable);
        if (!x.value_variable.empty()) iterators_.push_back(x.value_variable);
        for (const native::expr* part : {x.key_result, x.value_result, x.condition}) {
            if (part) expression(*part, type_context);
        }
        iterators_.resize(scope);
    }

    std::string_view source_;
    const function_table& library_;
    std::vector<std::string_view> iterators_;  // in scope, innermost last
    std::vector<classified_span> out_;
};

}  // namespace

std::vector<classified_span> classify_tree(const native::body_impl& root, std::string_view source,
                                           const function_table& library) {
    classifier c(source, library);
    c.body(root);
    return c.take();
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
