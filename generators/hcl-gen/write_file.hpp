// Writing the generated header so that a reader never sees half of it.
#pragma once

#include <string>

namespace hcl_gen {

// Writes `text` to `path` through a temporary file in the same directory,
// renamed over `path` once complete (the tools' replace_file,
// src/tool_support/); a file that already holds `text` is left untouched
// (so builds that depend on it do not rerun). False, with `error` set and
// no temporary left behind, when that fails.
bool write_file_atomically(const std::string& path, const std::string& text, std::string& error);

}  // namespace hcl_gen
