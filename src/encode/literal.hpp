// Literal text shared by the two writers: quoted strings (both syntaxes
// read them as templates, so `${` and `%{` are doubled to stay literal text)
// and numbers.
#pragma once

#include <hcl/config.hpp>
#include <hcl/number.hpp>
#include <hcl/value.hpp>

#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace detail {

enum class quote_style : bool { native, json };

// Appends `s` in double quotes. `templated`: escape `${` / `%{` (strings
// and JSON object keys are templates; JSON block labels are not).
void append_quoted(std::string& out, std::string_view s, quote_style style, bool templated = true);

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
