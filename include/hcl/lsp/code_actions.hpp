// Code actions: quick fixes for diagnostics, and edits of a block
// (docs/language-server.md).
#pragma once

#include <hcl/config.hpp>
#include <hcl/lsp/diagnostics.hpp>
#include <hcl/lsp/position.hpp>
#include <hcl/lsp/workspace.hpp>

#include <span>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {

struct code_action {
    std::string title;
    std::string kind = "quickfix";  // the protocol's CodeActionKind
    std::vector<lsp::diagnostic> diagnostics;  // the ones it fixes
    workspace_edit edit;
    bool preferred = false;
};

// The actions for `where`: a quick fix for each of `context` (the
// diagnostics the client shows there) that has a suggestion, and "add the
// missing required attributes" for the block around `where`.
std::vector<code_action> code_actions(const workspace& ws, const document& doc, lsp::range where,
                                      std::span<const lsp::diagnostic> context);

}  // namespace lsp
HCL_END_NAMESPACE
