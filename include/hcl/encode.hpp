// Encoding annotated C++ structs as HCL text, the inverse of <hcl/decode.hpp>:
//
//   std::string text = hcl::encode(cfg);       // native syntax
//   std::string json = hcl::encode_json(cfg);  // JSON syntax
//
// The same annotations drive both directions, so decode(encode(x)) == x for
// every value the types can hold exactly (see docs/encoding.md for what
// cannot: non-NFC strings, infinities, unevaluable expressions, JSON-syntax remain bodies
// in native output).
// Native output is what the reference formatter would leave unchanged:
// attributes in member order with `=` aligned, then blocks with their labels,
// nested bodies indented by two spaces. Values are written as literals
// (strings escaped so they are not read back as templates).
#pragma once

#include <hcl/annotate.hpp>
#include <hcl/config.hpp>
#include <hcl/detail/encode_struct.hpp>
#include <hcl/detail/encode_tree.hpp>
#include <hcl/value.hpp>
#include <hcl/value_to.hpp>

#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE

// What hcl::encode writes besides the data.
struct encode_options {
    // The annotations' descriptions (.doc(...)) as `#` comment lines: the
    // struct's own first, each member's above the attribute or the first
    // block it writes (a block member without one: its struct's). So an
    // example configuration made from a struct documents itself.
    bool descriptions = false;
};

// A value as a native-syntax expression (`"a$${b}"`, `[1, 2]`, `{ a = 1 }`).
// Values without a literal (unknown, infinite, capsules) are written `null`.
std::string encode_expression(const value& v);
// A value as the JSON-syntax text of an attribute's value (strings escaped
// so that the JSON syntax does not read them as templates).
std::string encode_json_expression(const value& v);

// The body of a reflected struct as native-syntax text.
template <class T>
std::string encode(const T& x, const encode_options& options = {}) {
    static_assert(detail::reflected<T>,
                  "hcl::encode<T>: T must be a reflected struct (a plain aggregate, described or tagged)");
    detail::encoded_body body;
    detail::encode_fields(x, body);
    constexpr std::string_view header = detail::struct_doc<T>().text;
    return detail::write_native(body, options.descriptions, header);
}

// The body of a reflected struct as JSON-syntax text.
template <class T>
std::string encode_json(const T& x) {
    static_assert(detail::reflected<T>,
                  "hcl::encode_json<T>: T must be a reflected struct (a plain aggregate, described or tagged)");
    detail::encoded_body body;
    detail::encode_fields(x, body);
    return detail::write_json(body);
}

HCL_END_NAMESPACE
