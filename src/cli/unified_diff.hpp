// A unified diff of two texts, line by line (`hcl fmt -diff`).
#pragma once

#include <string>
#include <string_view>

namespace hcl_cli {

// The changes that turn `before` into `after` in the unified format
// (`--- OLD_LABEL`, `+++ NEW_LABEL`, hunks with three lines of context), or
// "" when the texts are equal. Lines are compared with their line endings;
// a last line without one is marked "\ No newline at end of file".
std::string unified_diff(std::string_view before, std::string_view after, std::string_view old_label,
                         std::string_view new_label);

}  // namespace hcl_cli
