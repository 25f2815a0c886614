// What the structure services (symbols, folding ranges, semantic tokens)
// share: the items of a body and the direct sub-expressions of an
// expression in source order, and the line of a byte offset.
#pragma once

#include "native/ast.hpp"

#include <hcl/lsp/position.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

// Calls `f(const native::expr&)` for each direct sub-expression of `e`, in
// source order. A tree the parser recovered may lack some of them (null).
template <class F>
void for_each_child(const native::expr& e, F&& f) {
    using namespace native;
    auto visit = [&](const expr* child) {
        if (child) f(*child);
    };
    switch (e.kind) {
        case expr_kind::template_:
            for (const expr* p : static_cast<const template_expr&>(e).parts()) visit(p);
            break;
        case expr_kind::template_wrap: visit(static_cast<const template_wrap_expr&>(e).wrapped); break;
        case expr_kind::template_join: visit(static_cast<const template_join_expr&>(e).tuple); break;
        case expr_kind::relative_traversal: visit(static_cast<const relative_traversal_expr&>(e).source); break;
        case expr_kind::function_call:
            for (const expr* a : static_cast<const function_call_expr&>(e).arguments) visit(a);
            break;
        case expr_kind::conditional: {
            const auto& c = static_cast<const conditional_expr&>(e);
            visit(c.condition);
            visit(c.true_result);
            visit(c.false_result);
            break;
        }
        case expr_kind::index: {
            const auto& i = static_cast<const index_expr&>(e);
            visit(i.collection);
            visit(i.key);
            break;
        }
        case expr_kind::tuple:
            for (const expr* x : static_cast<const tuple_expr&>(e).elements()) visit(x);
            break;
        case expr_kind::object:
            for (const auto& item : static_cast<const object_expr&>(e).items()) {
                visit(item.key);
                visit(item.value);
            }
            break;
        case expr_kind::object_key: visit(static_cast<const object_key_expr&>(e).wrapped()); break;
        case expr_kind::for_: {
            const auto& x = static_cast<const for_expr&>(e);
            visit(x.collection);
            visit(x.key_result);
            visit(x.value_result);
            visit(x.condition);
            break;
        }
        case expr_kind::splat: {
            const auto& s = static_cast<const splat_expr&>(e);
            visit(s.source);
            visit(s.each);
            break;
        }
        case expr_kind::binary: {
            const auto& b = static_cast<const binary_expr&>(e);
            visit(b.lhs);
            visit(b.rhs);
            break;
        }
        case expr_kind::unary: visit(static_cast<const unary_expr&>(e).operand); break;
        case expr_kind::parentheses: visit(static_cast<const parentheses_expr&>(e).inner); break;
        case expr_kind::literal:
        case expr_kind::quoted_string:
        case expr_kind::scope_traversal:
        case expr_kind::anonymous_symbol:
        case expr_kind::syntax_error: break;
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

// The 0-based line holding byte `offset`.
std::uint32_t line_of(const line_index& lines, std::size_t offset) noexcept;

// Only blanks (space, tab) between the start of its line and `offset`.
bool first_on_line(const line_index& lines, std::size_t offset) noexcept;

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
