// The semantic tokens the syntax tree decides: which spans of a native
// document are block types, labels, attribute names, variables, functions,
// iterators and type keywords (the lexer's tokens alone cannot tell).
#pragma once

#include "native/ast.hpp"

#include <hcl/function.hpp>
#include <hcl/lsp/symbols.hpp>

#include <cstdint>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

// Bits of semantic_token::modifiers, indexing semantic_token_modifiers().
namespace token_modifier {
inline constexpr std::uint32_t declaration = 1u << 0;     // an attribute's or an iterator's own name
inline constexpr std::uint32_t default_library = 1u << 1;  // a function of the workspace's function table
}  // namespace token_modifier

struct classified_span {
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
    semantic_token_type type = semantic_token_type::variable;
    std::uint32_t modifiers = 0;
};

// The classified spans of the tree under `root`, sorted by their start
// and not overlapping. `library` is the functions whose calls get
// token_modifier::default_library.
std::vector<classified_span> classify_tree(const native::body_impl& root, std::string_view source,
                                           const function_table& library);

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
