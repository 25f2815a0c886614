// The operators of HCL expressions as hcl::function objects (docs/functions.md).
//
// The native-syntax evaluator converts each operand to the parameter's type
// and then calls one of these, so operators get exactly the function-call
// semantics: arithmetic, ordering and logic reject null operands ("argument
// must not be null"); an operand of the dynamic pseudo-type or an unknown
// operand gives an unknown result of the operator's result type; `==` and
// `!=` accept anything, nulls included. The values themselves are computed by
// the operations of <hcl/operations.hpp>.
//
// `and`, `or` and `not` are C++ keywords, hence logical_and, logical_or and
// logical_not.
#pragma once

#include <hcl/config.hpp>
#include <hcl/function.hpp>

HCL_BEGIN_NAMESPACE
namespace operator_functions {

// Arithmetic: parameters "a", "b" (negate: "num") of type number, allowing
// the dynamic pseudo-type; result number.
const function& add();
const function& subtract();
const function& multiply();
const function& divide();
const function& modulo();
const function& negate();

// Ordering: parameters "a", "b" of type number, allowing unknowns and the
// dynamic pseudo-type; result bool.
const function& less_than();
const function& less_or_equal();
const function& greater_than();
const function& greater_or_equal();

// Equality: parameters "a", "b" of the dynamic pseudo-type, allowing null,
// unknown and dynamic; result bool.
const function& equal();
const function& not_equal();

// Logic: parameters "a", "b" (not: "val") of type bool, allowing the dynamic
// pseudo-type; result bool.
const function& logical_and();
const function& logical_or();
const function& logical_not();

}  // namespace operator_functions
HCL_END_NAMESPACE
