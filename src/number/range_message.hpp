// How a number beyond hcl::number's exponent range (number::min_exponent ..
// number::max_exponent) is reported. The reference keeps such numbers finite
// and non-zero; hclcpp reports an error instead of changing the value
// (docs/deviations.md, "Numbers beyond hclcpp's exponent range").
#pragma once

#include <hcl/config.hpp>

HCL_BEGIN_NAMESPACE
namespace detail {

// A conversion's or operation's failure message.
inline constexpr const char* number_out_of_range_message =
    "the number's magnitude is beyond the range hclcpp supports (about 1e-78913 to 1e78913)";
// Diagnostic summary and detail for a literal.
inline constexpr const char* number_out_of_range_summary = "Number out of range";
inline constexpr const char* number_out_of_range_detail =
    "This number's magnitude is beyond the range hclcpp supports (about 1e-78913 to 1e78913).";

}  // namespace detail
HCL_END_NAMESPACE
