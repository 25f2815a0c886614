// The syntax-neutral document the encoder builds from a struct, and the
// compiled writers that turn it into native-syntax or JSON-syntax text
// (src/encode/). The templates of <hcl/detail/encode_struct.hpp> only fill
// this tree; layout, quoting and escaping are compiled once.
#pragma once

#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/value.hpp>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {

struct encoded_block;

// One attribute: its value, and for an expression member whose syntax keeps
// it, its native-syntax text (then `v` is the expression's value only if it
// has one on its own: has_value).
struct encoded_attribute {
    std::string name;
    value v;
    std::string text;
    bool has_value = true;
    // The member's description (.doc()), written as comments when asked.
    std::string_view doc{};
};

// Attributes come out first, in member order, then blocks in member order.
struct encoded_body {
    std::vector<encoded_attribute> attributes;
    std::vector<encoded_block> blocks;
    // The properties of a JSON-syntax `remain` body, as written: the JSON
    // writer writes them back verbatim, after everything else; the native
    // writer cannot (only a schema says which of them are blocks).
    std::vector<json_property_text> json_properties;

    bool empty() const noexcept { return attributes.empty() && blocks.empty(); }
};

struct encoded_block {
    std::string type;
    std::vector<std::string> labels;
    encoded_body body;
    std::string_view doc{};  // the member's description, else its struct's
};

// Native syntax: one attribute per line with `=` aligned as the reference
// formatter aligns it, blocks indented by two spaces, a blank line before
// each block that follows other items. An expression's text is written as
// it is. With `descriptions`, each item's doc as `#` comment lines above it,
// and `header` (the struct's own description) as comment lines first.
std::string write_native(const encoded_body& body, bool descriptions = false, std::string_view header = {});
// JSON syntax: a body object; blocks nested by type then labels, arrays
// where several blocks share a type and labels or order needs them. An
// expression with no value of its own is written as the template
// "${text}", which evaluates to the expression's value.
std::string write_json(const encoded_body& body);

}  // namespace detail
HCL_END_NAMESPACE
