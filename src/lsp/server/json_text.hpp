// Writing the two answers whose size grows with the document (a whole
// document's symbols and semantic tokens) as JSON text directly, a piece at
// a time. As nlohmann::json trees they took about a hundred times the
// document's size in memory and most of the time of the request (a tree
// node per number, a map per range); strings are still escaped by
// nlohmann/json, so no JSON is read or escaped by hand.
#pragma once

#include "lsp/server/protocol.hpp"

#include <hcl/lsp/position.hpp>

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

inline void append_number(std::string& out, std::uint64_t n) {
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    out.append(digits, end);
}

// `s` as a JSON string (bytes that are not UTF-8 replaced, as every answer's).
inline void append_string(std::string& out, std::string_view s) {
    out += json(s).dump(-1, ' ', false, json::error_handler_t::replace);
}

// {"line":L,"character":C}
inline void append_position(std::string& out, position p) {
    out += "{\"line\":";
    append_number(out, p.line);
    out += ",\"character\":";
    append_number(out, p.character);
    out += '}';
}

// {"start":...,"end":...}
inline void append_range(std::string& out, const range& r) {
    out += "{\"start\":";
    append_position(out, r.start);
    out += ",\"end\":";
    append_position(out, r.end);
    out += '}';
}

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
