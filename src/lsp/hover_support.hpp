// The parts of hover (src/lsp/hover*.cpp): what a schema item, an
// expression and a function say, as markdown.
#pragma once

#include "lsp/analysis.hpp"
#include "native/ast.hpp"

#include <hcl/config.hpp>
#include <hcl/function.hpp>
#include <hcl/lsp/hover.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/workspace.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

// Plain text made to show as it is in markdown.
std::string markdown_escape(std::string_view plain);
// `code` in a fenced block of the native syntax.
std::string code_block(std::string_view code);
// `code` as inline code when it is one short line, else a fenced block.
std::string inline_or_block(std::string_view code);
// "\n\n" and the documentation (markdown as given, plain text escaped);
// nothing when there is none.
void append_documentation(std::string& markdown, const documentation& doc);

// One step of a block path: `service "web"`.
std::string block_step(std::string_view type, const std::vector<std::string>& labels);
// `service "web" > limits`: the steps of `blocks`, outermost first.
std::string block_path(const std::vector<enclosing_block>& blocks);

// An attribute's name, type, whether it is required, description, and the
// path of its block (empty at the top level).
std::string attribute_markdown(const schema_attribute& a, const std::string& block_path);
// A block type's name, labels, whether it is required, description, and
// its path (the block's own step last).
std::string block_markdown(const schema_block& b, const std::string& path);
// What a block's label says: the description of the body it chooses (a
// Terraform resource type), else the label's own; nullopt when neither
// has one.
std::optional<std::string> label_markdown(const schema_block& b, std::size_t index, std::string_view label);

// `upper(str string) string`, and the function's description.
std::string function_markdown(std::string_view name, const hcl::function& f);

// Hover on the value of the native-syntax attribute `attribute`.
std::optional<lsp::hover> hover_expression(const workspace& ws, const document& doc, const document_analysis& a,
                                           const native::attribute_node& attribute, std::size_t offset);

// Hover on the name of a local's or a variable's declaration (an
// attribute of a locals block, a variable block's label): what a reference
// to it shows.
std::optional<lsp::hover> hover_declaration(const workspace& ws, const document& doc, const document_analysis& a,
                                            std::size_t offset);

// Hover on a JSON-syntax document: its attribute and block names, through
// the schema.
std::optional<lsp::hover> hover_json(const document& doc, const document_analysis& a, std::size_t offset);

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
