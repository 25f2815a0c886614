// Finding things in the native syntax tree for the editor services that
// look at expressions (hover, definitions, references): the innermost node
// at a byte offset, a quoted token's text.
#pragma once

#include "lsp/syntax_walk.hpp"
#include "native/ast.hpp"

#include <hcl/config.hpp>

#include <cstddef>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

inline bool span_holds(native::byte_span s, std::size_t offset) noexcept {
    return s.begin <= offset && offset < s.end;
}

// The innermost expression node of `root` whose span holds `offset`
// (`root` itself when no child does; null when `root` does not). A splat's
// per-element part (`.b` of `a[*].b`) means nothing apart from its splat:
// the splat is chosen there.
inline const native::expr* innermost_expression(const native::expr* root, std::size_t offset) {
    if (!root || !span_holds(root->span, offset)) return nullptr;
    const native::expr* found = root;
    for (;;) {
        const native::expr* inner = nullptr;
        for_each_child(*found, [&](const native::expr& child) {
            const bool splat_part = found->kind == native::expr_kind::splat &&
                                    &child == static_cast<const native::splat_expr*>(found)->each;
            if (!inner && !splat_part && span_holds(child.span, offset)) inner = &child;
        });
        if (!inner) return found;
        found = inner;
    }
}

// The text between a quoted token's quotes (`"web"` gives `web`'s span);
// the span itself when it is not quoted.
inline native::byte_span unquoted(native::byte_span s, std::string_view source) noexcept {
    if (s.end >= s.begin + 2 && s.end <= source.size() && source[s.begin] == '"' && source[s.end - 1] == '"')
        return {s.begin + 1, s.end - 1};
    return s;
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
