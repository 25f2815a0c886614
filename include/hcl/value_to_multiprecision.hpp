// Opt-in: Boost.Multiprecision types as conversion targets of the native
// type converter (<hcl/value_to.hpp>) and so as decoded/encoded members (docs/decoder.md).
//
//   #include <hcl/value_to_multiprecision.hpp>
//   struct ledger { boost::multiprecision::cpp_int total; cpp_bin_float_100 rate; };
//
// Every boost::multiprecision::number<...> is covered, by its category:
//   - integers (cpp_int, int128_t, checked and fixed widths, ...): the value
//     must be a whole number, and within range for bounded types — errors,
//     as for built-in integers;
//   - rationals (cpp_rational): any finite number, exactly;
//   - floating point (cpp_bin_float_50/100, cpp_dec_float_50, ...): rounded to
//     the type's precision; the conversion is the unsafe kind (an error with
//     allow_unsafe = false) when the type cannot hold the number exactly and
//     its shortest decimal does not read back as the number (as for double:
//     0.1 is safe, a decimal with more digits than the type holds is not).
// The other direction is exact for integers and binary floats; rationals and
// decimal floats become the nearest number at 512 bits (HCL numbers are
// binary) and are exact when that is (1/4, 0.5, ...).
//
// Kept out of <hcl/value_to.hpp> so that other users do not compile Boost.Multiprecision.
#pragma once

#include <hcl/config.hpp>
#include <hcl/number_boost.hpp>
#include <hcl/value_to.hpp>

#include <boost/multiprecision/number.hpp>

#include <algorithm>
#include <ios>
#include <limits>
#include <string>

HCL_BEGIN_NAMESPACE
namespace detail {

// Shared, type-independent parts (src/decode/value_to_multiprecision.cpp).
bool fail_not_whole(conversion& cx, const std::string& min, const std::string& max);
bool fail_not_finite(conversion& cx);
// The precision that holds a float of `digits` digits in `radix` exactly
// (binary) or as well as the number model can (decimal).
unsigned multiprecision_bits(int digits, int radix);

}  // namespace detail

template <class Backend, boost::multiprecision::expression_template_option ET>
struct converter<boost::multiprecision::number<Backend, ET>> {
    using target = boost::multiprecision::number<Backend, ET>;
    using limits = std::numeric_limits<target>;
    static constexpr int category = boost::multiprecision::number_category<target>::value;

    static hcl::type type() { return hcl::type::number(); }

    static bool from_value(const value& v, target& out, conversion& cx) {
        number n;
        if (!cx.convert(v, n)) return false;
        if constexpr (category == boost::multiprecision::number_kind_integer) {
            auto i = to_cpp_int(n);
            if (limits::is_bounded) {
                const auto lo = static_cast<boost::multiprecision::cpp_int>((limits::min)());
                const auto hi = static_cast<boost::multiprecision::cpp_int>((limits::max)());
                if (!i || *i < lo || *i > hi) return detail::fail_not_whole(cx, lo.str(), hi.str());
            } else if (!i) {
                return detail::fail_not_whole(cx, {}, {});
            }
            out = static_cast<target>(*i);
            return true;
        } else {
            if (n.is_infinite()) {
                if constexpr (limits::has_infinity) {
                    out = n.is_negative() ? -limits::infinity() : limits::infinity();
                    return true;
                } else {
                    return detail::fail_not_finite(cx);
                }
            }
            if constexpr (limits::radix == 2) {
                out = static_cast<target>(*to_rational(n));  // rounded once, to nearest
            } else {
                // From the rational, a decimal type would round numerator and
                // denominator separately; its own parser rounds the decimal once.
                out = target(n.to_string());
            }
            if constexpr (category != boost::multiprecision::number_kind_rational) {
                // Rounded to the target's precision: safe when it comes back
                // unchanged, or (as for double) when the target's shortest
                // decimal reads back as the number: 0.1 loses nothing the
                // text said.
                if (!cx.allow_unsafe() && to_value(out).as_number() != n && !shortest_decimal_reads_back(out, n)) {
                    return cx.unsafe("number", "multiprecision float");
                }
            }
            return true;
        }
    }

    // The shortest decimal that reads back as x, read as an HCL number at
    // n's precision, is n.
    static bool shortest_decimal_reads_back(const target& x, const number& n) {
        for (int digits = 1; digits <= limits::max_digits10; ++digits) {
            const std::string text = x.str(digits, std::ios_base::scientific);
            if (target(text) != x) continue;
            const auto back = number::parse(text, n.precision());
            return back && *back == n;
        }
        return false;
    }

    static value to_value(const target& x) {
        if constexpr (category == boost::multiprecision::number_kind_integer) {
            return value::number(from_cpp_int(static_cast<boost::multiprecision::cpp_int>(x)));
        } else {
            if constexpr (category != boost::multiprecision::number_kind_rational) {
                if (boost::multiprecision::isnan(x)) return value::null(hcl::type::number());
                if (boost::multiprecision::isinf(x)) return value::number(number::infinity(x < 0));
            }
            const auto r = static_cast<boost::multiprecision::cpp_rational>(x);
            const unsigned bits = category == boost::multiprecision::number_kind_rational
                                      ? number::default_precision
                                      : detail::multiprecision_bits(limits::digits, limits::radix);
            return value::number(*from_rational(r, bits));
        }
    }
};

HCL_END_NAMESPACE
