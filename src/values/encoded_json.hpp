// Values written as JSON ahead of time (internal).
//
// A program that decodes a large input only to print it as JSON (hcl dec)
// need not keep the decoded values: each large part can be written as JSON
// as soon as it is made, while its members are still in the processor's
// cache, and freed. What stands in for it is a value of the same type that
// holds the text (value::access::encoded); the JSON writer copies that
// text where the part belongs (hcl::write_json, value_to_json). Nothing
// else may read a stand-in: whoever makes one guarantees that the value
// goes only through code that looks at its type, never at its members,
// before it is written (src/spec/decode_text.cpp says how the spec
// decoder does).
#pragma once

#include <hcl/value.hpp>
#include <hcl/value_json.hpp>

#include <optional>
#include <string>

HCL_BEGIN_NAMESPACE
namespace detail {

// A stand-in for `v` holding value_to_json(v, v.type(), options); nullopt
// when `v` is not worth one (a null or unknown value, a type with a dynamic
// position) or cannot be written, so that the caller keeps `v` and the
// final write meets the failure where it would have anyway. `scratch`:
// room to write in, kept from one call to the next.
std::optional<value> encode_json_ahead(const value& v, const json_options& options, std::string& scratch);

}  // namespace detail
HCL_END_NAMESPACE
