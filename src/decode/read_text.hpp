// Reading a configuration file's text (internal; src/decode/load.cpp).
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>

#include <memory>
#include <string>

HCL_BEGIN_NAMESPACE
namespace detail {

// The text of the file at `path`; null, with the reference parsers'
// diagnostic in `diags`, when it cannot be read ("Failed to read file", or
// "Failed to open file" for a ".json" name).
std::shared_ptr<const std::string> read_text(const std::string& path, diagnostics& diags);

}  // namespace detail
HCL_END_NAMESPACE
