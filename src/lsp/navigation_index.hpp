// The names one document declares and uses (locals, variables, for-
// expression and dynamic-block iterators), each occurrence with its byte
// span: what definitions, references, rename and hover are made of.
#pragma once

#include "lsp/analysis.hpp"
#include "native/ast.hpp"

#include <hcl/config.hpp>
#include <hcl/lsp/workspace.hpp>

#include <cstddef>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

enum class symbol_kind {
    local,     // local.NAME: declared by an attribute of a locals block
    variable,  // var.NAME: declared by the first label of a variable block
    iterator,  // a for expression's key or value variable, or a dynamic block's iterator
};

// A name, as the documents declare it. Locals and variables are the same
// symbol across documents; an iterator is its declaring node's own.
struct symbol {
    symbol_kind kind = symbol_kind::local;
    std::string_view name;
    // The declaring for_expr or dynamic block_node (iterators only).
    const void* scope = nullptr;
    // Its text: where the iterator may be used (iterators only).
    native::byte_span scope_span{};
    // A dynamic block's iterator named by its label (no `iterator`
    // attribute): renaming it would change the blocks it makes.
    bool declared_by_label = false;

    bool same_as(const symbol& other) const noexcept {
        return kind == other.kind && name == other.name && scope == other.scope;
    }
};

struct occurrence {
    detail::symbol symbol;
    native::byte_span span;  // the name alone (no `.`, brackets or quotes)
    bool declaration = false;
    // A declaration's expression (a local's value), when it has one.
    const native::expr* value = nullptr;
    // A variable declaration's block.
    const native::block_node* block = nullptr;
};

// Calls `f` with every occurrence in `a`'s document (native syntax; none
// for JSON), in the order of the tree walk. Nothing is stored: a query
// keeps what it needs.
void for_each_occurrence(const document_analysis& a, const declarations& decl,
                         const std::function<void(const occurrence&)>& f);

// The occurrence whose name holds `offset` or ends at it (a cursor just
// after a name is on it).
std::optional<occurrence> occurrence_at(const document_analysis& a, const declarations& decl, std::size_t offset);

// An occurrence somewhere in the workspace.
struct located_occurrence {
    const document* doc = nullptr;
    occurrence where;
};

// The occurrences of `s` in the open documents: for a local or a
// variable, in every document; for an iterator, in `doc` (its scope's).
std::vector<located_occurrence> occurrences_of(const workspace& ws, const document& doc, const symbol& s);

// The symbol under `at` in `doc` and every occurrence of it; nullopt when
// no name is there.
struct symbol_occurrences {
    occurrence at;
    std::vector<located_occurrence> all;
};
std::optional<symbol_occurrences> symbol_under(const workspace& ws, const document& doc, std::size_t offset);
// As symbol_under, for the first use within `s` (a traversal's span).
std::optional<symbol_occurrences> symbol_within(const workspace& ws, const document& doc, native::byte_span s);

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
