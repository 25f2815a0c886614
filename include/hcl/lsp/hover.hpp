// Hover: what the item or expression under the cursor is (docs/language-server.md).
#pragma once

#include <hcl/config.hpp>
#include <hcl/lsp/position.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/workspace.hpp>

#include <optional>

HCL_BEGIN_NAMESPACE
namespace lsp {

struct hover {
    lsp::documentation contents;  // markdown
    std::optional<lsp::range> range;
};

// On an attribute or block name: its description, type, whether it is
// required, its block path; on an expression: its type and, when known
// without variables, its value; on a function name: its signature and
// description. nullopt where there is nothing to say.
std::optional<lsp::hover> hover_at(const workspace& ws, const document& doc, position at);

}  // namespace lsp
HCL_END_NAMESPACE
