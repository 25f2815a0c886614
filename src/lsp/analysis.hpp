// What the editor services know of one version of a document: the parsed
// file (with the parser's recovery), its tokens, its diagnostics, and where
// a position lies in its blocks and their schema. Computed by
// workspace::analysis() and kept until the text or the options change;
// the parts only some services need are worked out on first use.
#pragma once

#include "native/ast.hpp"
#include "native/token.hpp"

#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/file.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/workspace.hpp>

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

// One block on the way from the file's body to a position.
struct enclosing_block {
    const native::block_node* node = nullptr;
    std::string type;
    std::vector<std::string> labels;
    // Its schema in the enclosing body (null: not in the schema, or the
    // enclosing body has no schema).
    const schema_block* schema = nullptr;
    // The schema of its body (null: unknown).
    const schema_body* body_schema = nullptr;
};

// Where a byte offset lies in the native syntax tree.
struct tree_location {
    // From the outermost block to the innermost whose body (between its
    // braces) holds the offset.
    std::vector<enclosing_block> blocks;
    // The innermost body holding the offset (the file's when `blocks` is empty).
    const native::body_impl* body = nullptr;
    // Its schema (the schema's root, or the innermost block's body schema;
    // null when unknown).
    const schema_body* body_schema = nullptr;
    // The attribute of `body` whose span (name through value) holds the
    // offset, or ends exactly at it; null when none.
    const native::attribute_node* attribute = nullptr;
    // The block of `body` whose header (type and labels, up to the `{`)
    // holds the offset; null when none.
    const native::block_node* header = nullptr;
};

struct document_analysis {
    document_analysis(std::shared_ptr<const std::string> text, std::string uri, lsp::syntax syntax,
                      lsp::schema schema, lsp::declarations declarations, std::shared_ptr<const lsp::options> options);

    std::shared_ptr<const std::string> text;
    std::string uri;
    lsp::syntax syntax = lsp::syntax::native;
    lsp::schema schema;
    lsp::declarations declarations;  // the document's
    std::shared_ptr<const lsp::options> options;

    // The parsed file (always present; with errors, what the parser
    // recovered) and the parser's diagnostics.
    std::shared_ptr<const hcl::file> file;
    hcl::diagnostics syntax_diagnostics;
    // The native syntax's tree; null for the JSON syntax.
    const native::native_file* native = nullptr;

    std::string_view source() const noexcept { return *text; }

    // Every token of the text (native syntax; eof last). Empty for JSON.
    // Lexed anew on each call and not kept: the tokens take 3.5 times the
    // text's size, more than the syntax tree, and only a few services
    // need the whole document's (docs/language-server.md, "Speed").
    std::vector<native::token> tokens() const;
    // The tokens of the text from `begin` to `end` (offsets in the text,
    // as are the tokens'; eof last, at `end`). Both must be where the
    // lexer is between tokens in its normal mode, as at the start of a
    // body's item, so that these are exactly the whole text's tokens
    // there. Completion lexes only the item at the cursor this way.
    std::vector<native::token> tokens_between(std::uint32_t begin, std::uint32_t end) const;
    // The schema's diagnostics for the file's body (none without a schema).
    const hcl::diagnostics& schema_diagnostics() const;
    // What evaluation finds that the schema stage did not (options::evaluate).
    const hcl::diagnostics& evaluation_diagnostics() const;
    // The context the schema stage evaluates with: the options' and the
    // schema's variables and functions; every other variable the file
    // references is an unknown value (so only options::evaluate reports
    // unknown names).
    const eval_context& lenient_context() const;
    // The options' and the schema's variables and functions only.
    const eval_context& strict_context() const;

    // Where `offset` lies (native syntax; an empty location for JSON).
    tree_location locate(std::size_t offset) const;

private:
    mutable std::optional<hcl::diagnostics> schema_diagnostics_;
    mutable std::optional<hcl::diagnostics> evaluation_diagnostics_;
    mutable std::optional<eval_context> lenient_context_;
    mutable std::optional<eval_context> strict_context_;
};

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
