// Number verbs of format(): how the reference prints its arbitrary-precision
// numbers for %e %E %f %g %G (as a binary float) and %b %d %o %x %X (as an
// integer), with flags, width and precision.
#pragma once

#include <hcl/config.hpp>
#include <hcl/number.hpp>

#include <optional>
#include <string>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {

struct number_verb {
    char verb = 'v';
    bool sharp = false;
    bool zero = false;  // already cleared when `minus` is set
    bool minus = false;
    bool plus = false;
    bool space = false;
    std::optional<long long> width;
    std::optional<long long> precision;
};

// %e %E %f %g %G. The digits are those of the exact binary value rounded
// half-to-even at the requested precision; %g without a precision uses the
// shortest decimal that identifies the number at its own precision.
std::string format_float_verb(const number& n, const number_verb& v);

// %b %d %o %x %X; nullopt when `n` is not a whole number.
std::optional<std::string> format_integer_verb(const number& n, const number_verb& v);

// The default form of a number for %v: the shortest decimal that
// identifies it, in exponent form ("1.5e+06") when the decimal exponent is
// below -4 or at least 6, as the reference's %g without precision.
std::string format_number_default(const number& n);

}  // namespace stdlib::detail
HCL_END_NAMESPACE
