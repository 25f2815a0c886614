// What the structure services (symbols, folding ranges, semantic tokens)
// share besides walking the tree (syntax_walk.hpp): whether an offset
// starts its line.
#pragma once

#include "lsp/syntax_walk.hpp"
#include "native/ast.hpp"

#include <hcl/lsp/position.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

// Only blanks (space, tab) between the start of its line and `offset`.
bool first_on_line(const line_index& lines, std::size_t offset) noexcept;

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
