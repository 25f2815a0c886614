// Formatting a whole document (docs/language-server.md).
#pragma once

#include <hcl/config.hpp>
#include <hcl/lsp/position.hpp>
#include <hcl/lsp/workspace.hpp>

#include <optional>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {

// The edits that turn the document into hcl::write::format's text (byte
// for byte `hcl fmt`'s), as few and as small as possible; none when it is
// formatted already. nullopt when the document does not parse (a broken
// file is never touched) or is not in the native syntax.
std::optional<std::vector<text_edit>> format_document(const workspace& ws, const document& doc);

}  // namespace lsp
HCL_END_NAMESPACE
