// Opt-in Boost.Multiprecision view of hcl::number (docs/numbers.md).
//
// <hcl/number.hpp> keeps Boost out of every user's build; include this header
// when you want the value as a Boost type:
//   - cpp_rational: the exact value of a finite number (the sign of -0 is lost).
//   - bin_float_512 (cpp_bin_float with 512 binary digits, the precision of
//     parsed numbers): exact for every number whose precision is at most 512,
//     which covers everything the language produces except multiplications
//     of numbers that were given a larger precision on purpose.
// The other direction rounds to nearest-even at the requested precision.
#pragma once

#include <hcl/number.hpp>

#include <boost/multiprecision/cpp_bin_float.hpp>
#include <boost/multiprecision/cpp_int.hpp>

#include <optional>

HCL_BEGIN_NAMESPACE

using bin_float_512 = boost::multiprecision::number<
    boost::multiprecision::cpp_bin_float<512, boost::multiprecision::digit_base_2>,
    boost::multiprecision::et_off>;

// Exact value; nullopt for infinities.
std::optional<boost::multiprecision::cpp_rational> to_rational(const number& n);
// Exact integer; nullopt unless the number is a finite integer.
std::optional<boost::multiprecision::cpp_int> to_cpp_int(const number& n);
// The value as a 512-bit binary float (infinities and -0 included).
bin_float_512 to_bin_float(const number& n);

// Precision 512, exact; nullopt for NaN.
std::optional<number> from_bin_float(const bin_float_512& v);
// Nearest number at `precision` bits (ties to even); nullopt for a zero denominator.
std::optional<number> from_rational(const boost::multiprecision::cpp_rational& v,
                                    unsigned precision = number::default_precision);
// Exact integer at precision max(64, bits of v), like the reference's integers.
number from_cpp_int(const boost::multiprecision::cpp_int& v);

HCL_END_NAMESPACE
