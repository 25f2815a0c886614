// Go's %q quoting of strings: the reference prints values this way in set
// hash texts and in many function error messages, so both use this one copy.
#pragma once

#include <hcl/config.hpp>

#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace detail {

// Appends `s` in double quotes with Go's escapes: \" and \\, \a \b \f \n \r
// \t \v, \xNN for other control bytes and ill-formed UTF-8, \uNNNN or
// \UNNNNNNNN for characters Go does not consider printable.
void append_go_quoted(std::string& out, std::string_view s);
std::string go_quote(std::string_view s);

}  // namespace detail
HCL_END_NAMESPACE
