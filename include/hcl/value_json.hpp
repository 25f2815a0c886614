// The standard JSON encoding of HCL values and types, as the reference's
// cty/json package defines it (reference behaviour §8.5; docs/values.md).
//
// Types: "string", "number", "bool", "dynamic", ["list",T], ["map",T],
// ["set",T], ["object",{"name":T,...}] with an optional third element listing
// the optional attributes (["object",{...},["a"]]), ["tuple",[T,...]].
// Capsule types have no JSON form.
//
// Values are encoded guided by a type: null is `null`; numbers are exact
// decimals with no exponent (number::to_string()); strings are JSON strings;
// lists, sets (in set order) and tuples are arrays; maps and objects are
// JSON objects with keys in bytewise order. Where the guiding type is the
// dynamic pseudo-type and the value's type is not, the value is wrapped as
// {"value":V,"type":T} so that decoding can recover its type. Unknown values
// and infinities cannot be encoded.
//
// Like the reference (Go's encoding/json), the encoder escapes `<`, `>` and
// `&` as \u003c, \u003e, \u0026 and U+2028/U+2029 as \u2028/\u2029, so the
// output can be embedded in HTML and JavaScript and compares byte for byte
// with the reference's.
//
// Decoding never rounds numbers through double: the number's text is parsed
// at 512 bits like any other numeric string, and integers of any size stay
// exact.
#pragma once

#include <hcl/config.hpp>
#include <hcl/result.hpp>
#include <hcl/type.hpp>
#include <hcl/value.hpp>

#include <cstddef>
#include <iosfwd>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE

// Types ----------------------------------------------------------------------

// The JSON form of `t`; capsule types (which have none) give "null".
std::string type_to_json(const type& t);
// Parses the JSON form of a type.
result<type> type_from_json(std::string_view json);

// Values ---------------------------------------------------------------------

// Encodes `v` guided by its own type.
result<std::string> value_to_json(const value& v);
// Encodes `v` guided by `t`, which `v`'s type must match (type_matches);
// dynamic positions in `t` wrap the value as {"value":…,"type":…}.
result<std::string> value_to_json(const value& v, const type& t);

struct json_options {
    // Leave out the object attributes and map elements whose JSON would be
    // `null` (what the reference hcldec prints unless --keep-nulls).
    bool omit_null_attributes = false;
};
result<std::string> value_to_json(const value& v, const type& t, const json_options& options);

// The same text written to `out` a piece at a time as it is made, so that
// a large value's JSON never has to be held whole in memory. `v` is checked
// first: when it cannot be encoded the failure is returned and nothing is
// written. Returns the number of bytes written; errors of the stream itself
// are left in its state.
result<std::size_t> write_json(std::ostream& out, const value& v, const type& t, const json_options& options = {});

// Decodes JSON guided by `t`. Where `t` is dynamic, the JSON must be null or
// a {"value":…,"type":…} wrapper. Primitive positions accept what the
// reference accepts: a number or numeric string for number, a bool or
// "true"/"false"/"1"/"0" for bool, a string, number or bool for string.
// Missing object attributes become null; unknown ones fail.
result<value> value_from_json(std::string_view json, const type& t);

// The type JSON text implies: objects give object types, arrays tuple
// types, numbers number, strings string, booleans bool and null dynamic.
result<type> implied_type_from_json(std::string_view json);
// Decodes JSON with the type it implies (how the reference loads variables
// from a JSON file).
result<value> value_from_json(std::string_view json);

HCL_END_NAMESPACE
