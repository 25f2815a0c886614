// String literals that read back as the text they hold, in the native or
// the JSON syntax. Both syntaxes read quoted strings as templates, so `${`
// and `%{` are doubled to stay literal text. Used by the encoder and by
// traversal::to_string.
#pragma once

#include <hcl/config.hpp>

#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace detail {

enum class quote_style : bool { native, json };

// Appends `s` in double quotes. `templated`: escape `${` / `%{` (strings
// and JSON object keys are templates; JSON block labels are not).
void append_quoted(std::string& out, std::string_view s, quote_style style, bool templated = true);

}  // namespace detail
HCL_END_NAMESPACE
