// float64 logarithm, exponential and power computed the way the reference
// computes them (Go's math package on amd64), so that log() and pow() give
// the same bits as the reference rather than the C library's (more exact,
// hence different) results.
#pragma once

#include <hcl/config.hpp>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {

// Natural logarithm: the classic argument reduction to [sqrt(2)/2, sqrt(2))
// and a degree-14 odd polynomial, as in fdlibm.
double reference_log(double x) noexcept;
// e^x: reduction by ln 2, a Taylor polynomial of x/16 and four squarings,
// with fused multiply-adds as on processors that have them.
double reference_exp(double x) noexcept;
// x^y: integer part of y by repeated squaring (powers of two kept apart),
// fractional part through reference_exp(yf * reference_log(x)).
double reference_pow(double x, double y) noexcept;

}  // namespace stdlib::detail
HCL_END_NAMESPACE
