// Completion and signature help (docs/language-server.md).
//
// Both work on the text as it is while a person types: a half-written name
// (`serv|`), a block with no closing brace, a call with no closing
// parenthesis (`x = lookup(|`).
#pragma once

#include <hcl/config.hpp>
#include <hcl/lsp/position.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/workspace.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {

// The protocol's CompletionItemKind values that the services use.
enum class completion_kind : std::uint8_t {
    text = 1,
    function = 3,
    field = 5,
    variable = 6,
    class_ = 7,  // a block type
    module = 9,
    property = 10,  // an attribute
    value = 12,
    enum_ = 13,
    keyword = 14,
    snippet = 15,
    enum_member = 20,
    constant = 21,
    struct_ = 22,
    type_parameter = 25,
};

struct completion_item {
    std::string label;
    completion_kind kind = completion_kind::text;
    // One line beside the label: a type, a signature, "required".
    std::string detail;
    lsp::documentation documentation;
    // What to insert: snippet syntax ($1, ${2:name}, $0) when `snippet`.
    std::string insert_text;
    bool snippet = false;
    // The edit that inserts it, replacing the part of the word already typed.
    std::optional<text_edit> edit;
    std::string sort_text;    // empty: the label
    std::string filter_text;  // empty: the label
    // A required item that the body does not hold yet (listed first).
    bool required = false;
    bool preselect = false;
};

struct completion_list {
    // More typing may bring items not listed (the client asks again).
    bool incomplete = false;
    std::vector<completion_item> items;
};

completion_list complete(const workspace& ws, const document& doc, position at);

struct parameter_information {
    std::string label;
    lsp::documentation documentation;
};

struct signature_information {
    std::string label;  // "lookup(map, key, default)"
    lsp::documentation documentation;
    std::vector<parameter_information> parameters;
};

struct signature_help {
    std::vector<signature_information> signatures;
    std::uint32_t active_signature = 0;
    std::optional<std::uint32_t> active_parameter;
};

// The signature of the call around `at`; nullopt outside calls.
std::optional<lsp::signature_help> signature_help_at(const workspace& ws, const document& doc, position at);

}  // namespace lsp
HCL_END_NAMESPACE
