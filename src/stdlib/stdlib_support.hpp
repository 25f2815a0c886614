// Helpers shared by the standard-library sources (src/stdlib): building
// function specs tersely, and the reference's conversions of numbers to Go
// integers and floats with its exact messages, and Go's string quoting (%q).
#pragma once

#include "values/go_quote.hpp"

#include <hcl/config.hpp>
#include <hcl/function.hpp>
#include <hcl/number.hpp>
#include <hcl/type.hpp>
#include <hcl/value.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {

// Parameter flags, combined with |.
enum param_flags : unsigned {
    no_flags = 0,
    allow_null = 1u << 0,
    allow_unknown = 1u << 1,
    allow_dynamic = 1u << 2,
    allow_marked = 1u << 3,
};

parameter param(std::string name, hcl::type t, unsigned flags = no_flags,
                std::string description = {});

// Adds `spec` to `table` under `name` (replacing an existing entry).
void define(function_table& table, std::string name, function_spec spec);

// --- numbers as Go integers and floats --------------------------------------
// The reference converts numbers to Go's 64-bit int or float64 in many
// functions; these give the same results and the same failure messages.

// "value must be a whole number, between -9223372036854775808 and 9223372036854775807"
extern const std::string int_range_message;
// "value must be between -1797...0.000000 and 1797...0.000000 inclusive"
extern const std::string float_range_message;

// The number as a Go int: nullopt unless it is a whole number in range.
std::optional<std::int64_t> to_go_int(const number& n) noexcept;
// The number as a float64 (nearest, ties to even). nullopt only when a
// finite number is too large for a double; infinities stay infinities.
std::optional<double> to_go_float(const number& n) noexcept;
// A float64 result as a number; NaN has none (the reference panics there,
// which its function machinery reports as a failed call).
call_result<value> from_go_float(double d);

// --- text --------------------------------------------------------------------

// Go's strconv.Quote (the %q verb), shared with the set hash texts.
using hcl::detail::go_quote;

// --- values --------------------------------------------------------------------

// A list of `elements` (which all have type `element`), the empty list of
// `element` when there are none.
value make_list(const hcl::type& element, std::vector<value> elements);

// true when `v`'s type is a list, set or tuple.
bool is_sequence_type(const hcl::type& t) noexcept;

}  // namespace stdlib::detail
HCL_END_NAMESPACE
