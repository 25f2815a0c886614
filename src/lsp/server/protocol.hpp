// The protocol's JSON: error codes, reading a request's parameters, and the
// services' types in the protocol's shapes (nlohmann/json conversions,
// found by argument-dependent lookup: `json j = range;`).
#pragma once

#include <hcl/config.hpp>
#include <hcl/lsp/diagnostics.hpp>
#include <hcl/lsp/position.hpp>
#include <hcl/lsp/schema.hpp>

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

using json = nlohmann::json;

// JSON-RPC's and the protocol's error codes.
namespace error_code {
inline constexpr int parse_error = -32700;
inline constexpr int invalid_request = -32600;
inline constexpr int method_not_found = -32601;
inline constexpr int invalid_params = -32602;
inline constexpr int internal_error = -32603;
inline constexpr int server_not_initialized = -32002;
inline constexpr int request_failed = -32803;
inline constexpr int request_cancelled = -32800;
}  // namespace error_code

// A request that ends in an error response.
struct rpc_error : std::runtime_error {
    rpc_error(int code, const std::string& message) : std::runtime_error(message), code(code) {}
    int code;
};

// Throws invalid_params when `params` lacks the member or it is not of the
// kind asked for.
const json& member(const json& object, std::string_view name);
const json& object_member(const json& object, std::string_view name);
std::string string_member(const json& object, std::string_view name);
std::uint32_t unsigned_member(const json& object, std::string_view name);
// The member when present (null when absent); invalid_params when `object`
// is not an object.
const json* optional_member(const json& object, std::string_view name);

// params.textDocument.uri
std::string document_uri(const json& params);
// params.position
lsp::position position_param(const json& params);

// The deepest nesting of arrays and objects a message may have: parsing,
// copying and destroying JSON recurse (a client cannot exhaust the stack).
inline constexpr std::size_t max_json_depth = 256;
// Whether `text`'s arrays and objects nest deeper than `limit` (brackets
// inside strings do not count; the text need not be valid JSON).
bool nested_deeper_than(std::string_view text, std::size_t limit);

// The protocol's window/logMessage types.
enum class message_type { error = 1, warning = 2, info = 3, log = 4 };

// A snippet's text with its placeholders replaced by their default text
// and its tab stops removed (for clients without snippet support).
std::string snippet_as_plain_text(std::string_view snippet);

// Markdown as plain text, for clients that show only plain text: code
// fence lines dropped (their content kept), backquotes, `**` and
// backslash escapes removed.
std::string markdown_as_plain_text(std::string_view markdown);

}  // namespace server_detail

void to_json(nlohmann::json& j, const position& p);
void from_json(const nlohmann::json& j, position& p);
void to_json(nlohmann::json& j, const range& r);
void from_json(const nlohmann::json& j, range& r);
void to_json(nlohmann::json& j, const location& l);
void to_json(nlohmann::json& j, const text_edit& e);
void to_json(nlohmann::json& j, const workspace_edit& e);
// MarkupContent.
void to_json(nlohmann::json& j, const documentation& d);
// Diagnostic (with `data.suggestion` when it has one).
void to_json(nlohmann::json& j, const diagnostic& d);
// A client's Diagnostic (range, severity, message; the suggestion from `data`).
void from_json(const nlohmann::json& j, diagnostic& d);

}  // namespace lsp
HCL_END_NAMESPACE
