// Converting values to PCL types (docs/pcl.md).
#pragma once

#include <hcl/config.hpp>
#include <hcl/pcl/type.hpp>
#include <hcl/result.hpp>

HCL_BEGIN_NAMESPACE
namespace pcl {

// Converts `v` to `dst`, where conversion_from() allows it:
//   scalars      as HCL converts them (hcl::convert)
//   int          from a whole number, or a string holding one; the result is
//                that number (ints are numbers with no fractional part)
//   none         only the null value; null converts to nothing else but a
//                union holding none and the dynamic pseudo-type
//   output(T), promise(T)   as T: a value in hand is already resolved
//   union        members tried in order: first those the value's type
//                converts to safely, then those it converts to unsafely, each
//                group in the canonical member order (type_kind order, then
//                parts); the first member the value converts to wins
//   collections, tuples, objects   element by element; a missing object
//                attribute is null (so it must accept none)
// Unknown values convert to an unknown value of the target's HCL type.
// Failures say what was expected and where inside the value.
result<value> convert_value(const value& v, const type& dst);

// The HCL type values of `t` have: int -> number, output(T) and promise(T)
// -> T's, none and unions -> the dynamic pseudo-type.
hcl::type to_hcl(const type& t);

}  // namespace pcl
HCL_END_NAMESPACE
