// Shared preamble of the value operations: the argument checks every
// operator performs before it looks at operand contents, in the reference's
// order (all nulls first, then operand types, then unknowns).
#pragma once

#include <hcl/number.hpp>
#include <hcl/result.hpp>
#include <hcl/value.hpp>

#include <initializer_list>
#include <optional>

HCL_BEGIN_NAMESPACE
namespace detail {

// For an operator whose parameters all have type `parameter` and whose result
// has type `result_type`: a failure when an operand is null or of the wrong
// type, an unknown result when an operand is unknown or dynamic, or nullopt
// when every operand is a known, non-null value of the parameter type.
std::optional<result<value>> check_operands(const type& parameter, const type& result_type,
                                            std::initializer_list<const value*> operands);

// The reference's number equality: two numbers are equal when their shortest
// decimal texts (each at its own precision) are the same; -0 equals 0.
bool numbers_equal(const number& a, const number& b);

}  // namespace detail
HCL_END_NAMESPACE
