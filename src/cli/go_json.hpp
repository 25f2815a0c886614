// JSON text laid out the way Go's encoding/json Encoder does with
// SetIndent("", " "), so `hcl eval` output can be diffed byte for byte
// against the reference's tools.
#pragma once

#include <string>
#include <string_view>

namespace hcl_cli {

// Appends `text` as a JSON string, escaped like Go (HTML-safe).
void append_json_string(std::string& out, std::string_view text);

// Re-lays out compact JSON: one item per line, `indent` per level, ": "
// after keys, empty arrays and objects kept as [] and {}; ends with "\n".
std::string indent_json(std::string_view compact, std::string_view indent = " ");

}  // namespace hcl_cli
