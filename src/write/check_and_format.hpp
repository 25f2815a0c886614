// Checking a file and formatting it in one scan (internal; `hcl fmt`).
#pragma once

#include <hcl/config.hpp>
#include <hcl/file.hpp>

#include <memory>
#include <string>

HCL_BEGIN_NAMESPACE
namespace write {

struct checked_format {
    // native::check_config's result: the diagnostics, and the file for
    // rendering them.
    hcl::parse_result parsed;  // not write::parse_result (a document)
    // format(text), when the text has no errors (empty otherwise).
    std::string formatted;
};

// Parses `text` as check_config does and formats it from the tokens the
// parser scans, so the text is lexed once.
checked_format check_and_format(std::shared_ptr<const std::string> text, std::string filename);

}  // namespace write
HCL_END_NAMESPACE
