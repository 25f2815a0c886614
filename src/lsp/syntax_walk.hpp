// Walking the native syntax tree, for every editor service that reads it:
// an expression's direct children and a body's items, each in source order.
#pragma once

#include "native/ast.hpp"

#include <hcl/config.hpp>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

// Calls `f(const native::expr&)` for each direct child of `e`, in source
// order. The parser's recovery may leave a child null: it is skipped.
template <class F>
void for_each_child(const native::expr& e, F&& f) {
    using native::expr_kind;
    const auto visit = [&f](const native::expr* child) {
        if (child) f(*child);
    };
    switch (e.kind) {
    case expr_kind::template_:
        for (const auto* part : static_cast<const native::template_expr&>(e).parts()) visit(part);
        break;
    case expr_kind::template_wrap:
        visit(static_cast<const native::template_wrap_expr&>(e).wrapped);
        break;
    case expr_kind::template_join:
        visit(static_cast<const native::template_join_expr&>(e).tuple);
        break;
    case expr_kind::relative_traversal:
        visit(static_cast<const native::relative_traversal_expr&>(e).source);
        break;
    case expr_kind::function_call:
        for (const auto* argument : static_cast<const native::function_call_expr&>(e).arguments) visit(argument);
        break;
    case expr_kind::conditional: {
        const auto& c = static_cast<const native::conditional_expr&>(e);
        visit(c.condition);
        visit(c.true_result);
        visit(c.false_result);
        break;
    }
    case expr_kind::index: {
        const auto& i = static_cast<const native::index_expr&>(e);
        visit(i.collection);
        visit(i.key);
        break;
    }
    case expr_kind::tuple:
        for (const auto* element : static_cast<const native::tuple_expr&>(e).elements()) visit(element);
        break;
    case expr_kind::object:
        for (const auto& item : static_cast<const native::object_expr&>(e).items()) {
            visit(item.key);
            visit(item.value);
        }
        break;
    case expr_kind::object_key:
        visit(static_cast<const native::object_key_expr&>(e).wrapped());
        break;
    case expr_kind::for_: {
        const auto& fe = static_cast<const native::for_expr&>(e);
        visit(fe.collection);
        visit(fe.key_result);
        visit(fe.value_result);
        visit(fe.condition);
        break;
    }
    case expr_kind::splat: {
        const auto& s = static_cast<const native::splat_expr&>(e);
        visit(s.source);
        visit(s.each);
        break;
    }
    case expr_kind::binary: {
        const auto& b = static_cast<const native::binary_expr&>(e);
        visit(b.lhs);
        visit(b.rhs);
        break;
    }
    case expr_kind::unary:
        visit(static_cast<const native::unary_expr&>(e).operand);
        break;
    case expr_kind::parentheses:
        visit(static_cast<const native::parentheses_expr&>(e).inner);
        break;
    case expr_kind::literal:
    case expr_kind::quoted_string:
    case expr_kind::scope_traversal:
    case expr_kind::anonymous_symbol:
    case expr_kind::syntax_error:
        break;
    }
}

// Calls `on_attribute(const native::attribute_node&)` and
// `on_block(const native::block_node&)` for the items of `b` in source
// order (the tree keeps attributes and blocks apart).
template <class OnAttribute, class OnBlock>
void for_each_item(const native::body_impl& b, OnAttribute&& on_attribute, OnBlock&& on_block) {
    auto a = b.attributes.begin();
    auto k = b.blocks.begin();
    while (a != b.attributes.end() || k != b.blocks.end()) {
        if (k == b.blocks.end() || (a != b.attributes.end() && a->name_span.begin < k->type_span.begin))
            on_attribute(*a++);
        else
            on_block(*k++);
    }
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
