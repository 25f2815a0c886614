// Definitions, references and rename of names the documents declare:
// locals, variables, for-expression and dynamic-block iterators
// (docs/language-server.md).
#pragma once

#include <hcl/config.hpp>
#include <hcl/lsp/position.hpp>
#include <hcl/lsp/workspace.hpp>

#include <optional>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {

// Where the name under `at` is declared (in any open document).
std::vector<location> definition(const workspace& ws, const document& doc, position at);
// Every use of the name under `at` in the open documents, and its
// declarations when `include_declaration`.
std::vector<location> references(const workspace& ws, const document& doc, position at, bool include_declaration);

// The range of the name under `at` when it can be renamed; nullopt otherwise.
std::optional<lsp::range> prepare_rename(const workspace& ws, const document& doc, position at);

struct rename_result {
    workspace_edit edit;
    std::string error;  // non-empty: why the rename is refused (nothing to edit)
};
// Renames the local under `at` (declarations and uses in every open document).
rename_result rename(const workspace& ws, const document& doc, position at, const std::string& new_name);

}  // namespace lsp
HCL_END_NAMESPACE
