// Type conversion and unification (information model: "Type Conversions and
// Unification"; docs/values.md).
//
// A conversion is *safe* when every distinct source value has a distinct
// target value (number → string), *unsafe* when information may be lost or
// some source values have no target (string → number, list → set), and
// *impossible* otherwise (bool → number). convert() performs safe and unsafe
// conversions, like the reference; convert_safe() refuses unsafe ones.
// Where the reference implementation differs from the specification text,
// the reference wins; each such case is listed in docs/deviations.md.
#pragma once

#include <hcl/config.hpp>
#include <hcl/result.hpp>
#include <hcl/type.hpp>
#include <hcl/value.hpp>

#include <optional>
#include <span>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE

enum class conversion_safety : std::uint8_t {
    impossible,  // no conversion exists
    safe,        // includes the identity conversion
    unsafe,      // exists, but may lose information or fail for some values
};

// How a value of type `from` converts to type `to` (a type constraint: the
// dynamic pseudo-type and optional object attributes are allowed in `to`).
conversion_safety classify_conversion(const type& from, const type& to);

// Converts `v` to `to`. Failures say what was expected and where inside the
// value (".servers[1].port: a number is required").
result<value> convert(const value& v, const type& to);
// As convert(), but an unsafe conversion is a failure naming both types.
result<value> convert_safe(const value& v, const type& to);

// The most general type all `types` convert to, preferring safe conversions;
// nullopt when there is none. unify_unsafe() also accepts unsafe conversions,
// as the reference does for conditional results.
std::optional<type> unify(std::span<const type> types);
std::optional<type> unify_unsafe(std::span<const type> types);

// Unifies the values' types and converts every value to the result.
std::optional<std::vector<value>> unify_values(std::span<const value> values);

// A message explaining why a value of type `got` does not fit `want`
// ("a number is required", "attribute \"name\" is required", ...).
std::string mismatch_message(const type& got, const type& want);

HCL_END_NAMESPACE
