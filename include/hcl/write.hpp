// hcl::write — writing native-syntax text: the formatter. Editing and
// generating files: <hcl/write/document.hpp>.
//
// format() gives text the canonical layout everyone's tools agree on: the
// output is byte for byte what the reference formatter (hclfmt, and the
// engine of `terraform fmt`) writes. See docs/formatting.md.
//
//     std::string tidy = hcl::write::format(R"(a=1
//     block   "x"{
//     b   =   [1,2]
//     })");
//     // a = 1
//     // block "x" {
//     //   b = [1, 2]
//     // }
#pragma once

#include <hcl/config.hpp>

#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace write {

// The canonical layout of native-syntax `text`. Only the blanks between
// tokens change: each line is indented two spaces per open bracket, tokens
// are separated by the reference's spacing rules, and the `=` of
// consecutive attribute lines and the comments that end consecutive lines
// are aligned in columns (widths counted in grapheme clusters). Heredoc
// bodies, quoted text and comments are kept as they are.
//
// It works on tokens, without parsing, so text with syntax errors is
// formatted as well as it can be (as the reference does); a caller that
// must not touch a broken file parses it first (`hcl fmt` does).
std::string format(std::string_view text);

}  // namespace write
HCL_END_NAMESPACE
