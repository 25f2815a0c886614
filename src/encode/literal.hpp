// Literal text shared by the two writers: values and numbers (quoted
// strings come from values/quoted_string.hpp).
#pragma once

#include <hcl/config.hpp>
#include <hcl/number.hpp>
#include <hcl/value.hpp>

#include "values/quoted_string.hpp"

#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace detail {

// Appends `v` as a literal of the syntax: strings quoted, numbers via
// number_text(), [..] for lists, sets and tuples, objects and maps as
// `{ key = value }` (native; keys bare when they are identifiers) or
// `{"key": value}` (JSON). Infinities, which have no literal, become an
// expression that yields them; unknown values and capsules `null`.
void append_literal(std::string& out, const value& v, quote_style style);

// Decimal text that reads back as exactly `n` (finite). Usually the
// shortest form; number::to_string() can be one digit short of that next to
// a power of two (it treats the rounding interval as symmetric, like the
// reference), and then digits are added until the text reads back.
std::string number_text(const number& n);

}  // namespace detail
HCL_END_NAMESPACE
