// The structure of a document: symbols, folding ranges and semantic tokens
// (docs/language-server.md).
#pragma once

#include <hcl/config.hpp>
#include <hcl/lsp/position.hpp>
#include <hcl/lsp/workspace.hpp>

#include <cstdint>
#include <span>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {

// The protocol's SymbolKind values that the services use.
enum class symbol_kind : std::uint8_t {
    module = 2,
    namespace_ = 3,
    class_ = 5,
    property = 7,
    field = 8,
    variable = 13,
    constant = 14,
    string = 15,
    number = 16,
    boolean = 17,
    array = 18,
    object = 19,
    key = 20,
    null = 21,
    struct_ = 23,
};

struct document_symbol {
    std::string name;    // a block: its type and labels (`service "web"`); an attribute: its name
    std::string detail;  // a block: "block"; an attribute: its value's kind or type
    symbol_kind kind = symbol_kind::property;
    lsp::range range;            // the whole item
    lsp::range selection_range;  // its name
    std::vector<document_symbol> children;
};

// The block and attribute tree.
std::vector<document_symbol> document_symbols(const workspace& ws, const document& doc);

struct folding_range {
    std::uint32_t start_line = 0;
    std::uint32_t end_line = 0;
    std::string kind;  // "comment", "region" or empty
};

// Blocks, multi-line collections, heredocs and runs of comment lines.
std::vector<folding_range> folding_ranges(const workspace& ws, const document& doc);

// The token types of the legend, in the order their values index it.
enum class semantic_token_type : std::uint32_t {
    block_type,
    label,
    attribute,
    variable,
    function,
    string,
    number,
    keyword,
    comment,
    operator_,
    interpolation,  // ${ } and %{ } markers
    parameter,      // for-expression and dynamic-block iterators
    type,           // type keywords in type expressions
};

// The legend's token type names (the protocol's standard names where one
// fits), indexed by semantic_token_type.
const std::vector<std::string>& semantic_token_types();
// The legend's modifier names (bit i: name i).
const std::vector<std::string>& semantic_token_modifiers();

struct semantic_token {
    std::uint32_t line = 0;
    std::uint32_t character = 0;
    std::uint32_t length = 0;  // UTF-16 units, on one line
    semantic_token_type type = semantic_token_type::variable;
    std::uint32_t modifiers = 0;

    friend bool operator==(const semantic_token&, const semantic_token&) = default;
};

// Every token of the document that has a type, in order.
std::vector<semantic_token> semantic_tokens(const workspace& ws, const document& doc);
// The protocol's encoding: five numbers per token, each relative to the one before.
std::vector<std::uint32_t> encode(std::span<const semantic_token> tokens);

}  // namespace lsp
HCL_END_NAMESPACE
