// Replacing a file's contents so that a reader sees the old file or the new
// one, never a part: shared by the command-line tools (hcl fmt -w, hcl edit)
// and hcl-gen. Not part of the library.
#pragma once

#include <string>

namespace hclcpp_tools {

// Writes `text` to a new temporary file in `path`'s directory (a name no
// other writer uses), gives it the permissions `path` has (if it exists),
// and renames it over `path`. False on failure, with `error` (if given)
// saying what failed, no temporary left behind and `path` untouched.
bool replace_file(const std::string& path, const std::string& text, std::string* error = nullptr);

}  // namespace hclcpp_tools
