// "Did you mean ...?" suggestions for misspelled names.
#pragma once

#include <hcl/config.hpp>

#include <span>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace detail {

// Edit distance (insertions, deletions, substitutions; Unicode code points).
std::size_t edit_distance(std::string_view a, std::string_view b);

// The first candidate, in the order given, whose edit distance to `given` is
// less than 3 — the reference picks the first close one, not the closest.
// Empty when none is close.
std::string suggest_name(std::string_view given, std::span<const std::string> candidates);
std::string suggest_name(std::string_view given, std::span<const std::string_view> candidates);

}  // namespace detail
HCL_END_NAMESPACE
