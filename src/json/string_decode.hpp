// Decoding JSON string and number tokens the way the reference does.
#pragma once

#include <hcl/config.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace json::detail {

// Decodes a string token (quotes included). Invalid UTF-8 bytes and lone
// surrogate escapes become U+FFFD. On a syntax error (bad escape, missing
// closing quote) returns false and sets `error_offset` to the number of
// token bytes read up to and including the offending one (the token's
// length when it ends too early).
bool decode_string(std::string_view token, std::string& out, std::size_t& error_offset);

// Length of the well-formed UTF-8 sequence starting at text[i] (with its
// code point in `c`), or 0 when the bytes there are not one.
std::size_t utf8_sequence(std::string_view text, std::size_t i, char32_t& c) noexcept;

// Whether `text` follows the strict JSON number grammar:
// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
bool valid_number(std::string_view text) noexcept;

}  // namespace json::detail
HCL_END_NAMESPACE
