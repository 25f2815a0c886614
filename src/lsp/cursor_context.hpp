// What the text around a position is: a body item's name being typed, a
// block label, an expression (after a `.`, inside a call, in a for
// expression), or nothing to complete (a comment, string text).
//
// Worked out from the tokens near the position, not from the syntax tree
// alone: while a person types, the parser's recovered tree often lacks the
// half-written item, but the lexer never fails. The tree is used where it is
// reliable: for the blocks enclosing the position and the items already in
// the innermost body. From the start of the item the position is in (or the
// end of the last complete item before it) the tokens are read forward to
// the position, keeping a stack of what is open (blocks the tree did not
// record, brackets, calls, quotes, template sequences): a few tokens, not
// the document.
#pragma once

#include "lsp/analysis.hpp"

#include <hcl/config.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

// The block type of HCL's dynamic block extension (`dynamic "setting" {
// for_each = ... content { ... } }`): where the schema has no block of that
// type, its body is taken as the extension's, its `content` as the body of
// the block type its label names, and its iterator is in scope inside it.
inline constexpr std::string_view dynamic_block_type = "dynamic";

enum class cursor_place : std::uint8_t {
    nothing,      // a comment, string or heredoc text, a number, the JSON syntax
    body_item,    // where an attribute or block name of a body goes
    block_label,  // a label of a block header (`service "|`, `service |`)
    expression,   // inside an expression (an attribute's value, an interpolation)
    // inside the quoted string that is all of an attribute's value so far: `mode = "fa|`
    quoted_value,
};

// A block around the position, outermost first: from the tree, or found by
// reading the tokens (a block the parser did not record).
struct context_block {
    std::string_view type;
    std::vector<std::string_view> labels;      // as written between the quotes
    const native::block_node* node = nullptr;  // null: not in the tree
    const schema_block* schema = nullptr;      // its schema in the enclosing body
    const schema_body* body_schema = nullptr;  // the schema of its body (null: unknown)
    // A block not in the tree: its attributes read before the position,
    // with the identifier their value starts with (empty when it does not).
    struct scanned_attribute {
        std::string_view name;
        std::string_view first_identifier;
    };
    std::vector<scanned_attribute> scanned_attributes;

    // The identifier that the value of attribute `name` of this block
    // starts with (`iterator = item`), from the tree or the scan; empty when none.
    std::string_view identifier_value_of(std::string_view name, std::string_view source) const;
};

// An unclosed function call before the position: `lookup(m, |`.
struct open_call {
    std::string_view name;  // "lookup", or "a::b" (the name's tokens)
    std::uint32_t name_begin = 0;
    std::uint32_t open_paren = 0;  // offset of the `(`
    std::uint32_t argument = 0;    // top-level commas before the position
};

// Views point into the analysed text and its tree: valid while the
// analysis is.
struct cursor_context {
    cursor_place place = cursor_place::nothing;
    std::uint32_t offset = 0;
    // The part of the word (identifier, or the text inside a label's or a
    // value's quotes) already typed before the position: [word_begin, offset).
    std::uint32_t word_begin = 0;
    std::string_view word;

    // The blocks around the position, outermost first, and the schema of
    // the innermost body (the root's when `blocks` is empty; null: unknown).
    std::vector<context_block> blocks;
    const schema_body* body_schema = nullptr;
    // Schemas made for this context (a dynamic block's body), which
    // `blocks` and `body_schema` may point into.
    std::vector<std::shared_ptr<const schema_body>> owned_schemas;
    // Names of the attributes and blocks already in the innermost body, the
    // one being typed at the position left out.
    std::vector<std::string_view> present_attributes;
    std::vector<std::string_view> present_blocks;

    // block_label: the header's type, the labels before the one at the
    // position, and whether that one is typed inside quotes.
    std::string_view header_type;
    std::vector<std::string_view> header_labels;
    bool in_quotes = false;

    // expression and quoted_value: the innermost body's attribute whose
    // value holds the position (empty: none, as in a block label's interpolation).
    std::string_view attribute;
    // Nothing of the attribute's value is before the word.
    bool value_start = false;
    // After `a.b.`: the names before the last dot, the root first (none
    // when the chain does not start with a name: `f(x).|`, `a[0].|`).
    bool after_dot = false;
    std::vector<std::string_view> traversal;
    // Unclosed calls around the position, the innermost last (also set
    // where the place is `nothing`: inside a string or number argument).
    std::vector<open_call> calls;
    // Iterator names in scope: of the for expressions whose result part
    // holds the position, and of the template `%{for}` directives open there.
    std::vector<std::string_view> iterators;
    // Inside an object constructor: at a key, or at a value.
    bool object_key = false;
    bool object_value = false;
};

// The context at byte `offset` of the analysed document (an empty context,
// place `nothing`, for the JSON syntax). Reads the tokens from the start of
// the item around the offset only.
cursor_context cursor_context_at(const document_analysis& analysis, std::size_t offset);

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
