// The schema of the hcldec spec language itself (docs/spec-decoding.md),
// for the playground's spec editor.
#pragma once

#include <hcl/lsp/schema.hpp>

namespace hclcpp_wasm {

// The spec blocks (object, attr, block_list, ...) at any depth with their
// arguments, and the top-level variables and function blocks. For
// completion and hover only: it has no checker (the spec's own diagnostics
// come from reading it).
const hcl::lsp::schema& spec_language_schema();

}  // namespace hclcpp_wasm
