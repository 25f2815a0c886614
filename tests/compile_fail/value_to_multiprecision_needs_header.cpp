// Boost.Multiprecision targets are opt-in: without <hcl/value_to_multiprecision.hpp>
// a cpp_int member has no conversion.
// expected-error: no conversion from hcl::value to this type
#include <hcl/value_to.hpp>

#include <boost/multiprecision/cpp_int.hpp>

auto converted = hcl::value_to<boost::multiprecision::cpp_int>(hcl::value::number(1));
