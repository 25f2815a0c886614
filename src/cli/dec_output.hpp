// The JSON documents `hcl dec` (hcldec) prints, laid out byte for byte as
// the reference command prints them.
#pragma once

#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/traversal.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace hcl_cli {

// {"diagnostics": [{"severity", "summary", "detail", "subject"}]}, indented
// by two spaces, ending in a newline; empty when there are none.
std::string diagnostics_json(const hcl::diagnostics& diags);

// The --var-refs document: one entry per traversal with its root name, its
// value in `ctx` when it has one there, its steps and ranges.
std::string variable_references_json(const std::vector<hcl::traversal>& traversals, const hcl::eval_context* ctx);

}  // namespace hcl_cli
