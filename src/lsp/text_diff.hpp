// The edits that turn one text into another, as few and as small as a
// line-by-line comparison finds.
#pragma once

#include <hcl/lsp/position.hpp>

#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

// Edits of `old_lines`' text (they do not overlap and refer to it, in
// order) that give `new_text`. Lines equal in both are never touched: the
// lines common to both ends are skipped; when the rest has as many lines in
// both texts (a reformatted text keeps its line breaks), each changed
// line is one edit, else the rest is one. An edit is trimmed to
// the characters that differ.
std::vector<text_edit> line_diff(const line_index& old_lines, std::string_view new_text);

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
