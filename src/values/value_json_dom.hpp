// A small JSON document model for the value decoder: numbers keep their
// source text (nothing is rounded through double) and object members keep
// their document order, duplicates included.
#pragma once

#include <hcl/result.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {

enum class json_kind : std::uint8_t { null, boolean, number, string, array, object };

struct json_member;

struct json_node {
    json_kind kind = json_kind::null;
    bool boolean = false;
    std::string text;  // a number's source text, or a string's content
    std::vector<json_node> items;
    // A named struct rather than std::pair: a pair of the still-incomplete
    // json_node cannot be a vector element here (clang rejects it).
    std::vector<json_member> members;
};

struct json_member {
    std::string name;
    json_node value;
};

// Deeper documents are refused rather than risking the stack of the
// recursive consumers.
inline constexpr std::size_t max_json_depth = 1000;

// Parses one complete JSON text (RFC 8259; nothing may follow it).
result<json_node> parse_json(std::string_view text);

// The bytes a JSON string holds as they are: printable ASCII other than
// the quote, the backslash and the HTML-sensitive < > &.
inline constexpr auto json_plain = [] {
    std::array<bool, 256> plain{};
    for (int c = 0x20; c < 0x80; ++c) plain[static_cast<std::size_t>(c)] = true;
    for (char c : {'"', '\\', '<', '>', '&'}) plain[static_cast<unsigned char>(c)] = false;
    return plain;
}();

// Appends `s` as a JSON string the way Go's encoding/json writes it:
// \" \\ \n \r \t, other control characters as \u00XX, `<` `>` `&` as
// \u003c \u003e \u0026, U+2028 and U+2029 escaped, ill-formed UTF-8 as \ufffd.
void append_json_string(std::string& out, std::string_view s);

}  // namespace detail
HCL_END_NAMESPACE
