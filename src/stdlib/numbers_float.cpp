#include "stdlib/numbers_float.hpp"

#include <cmath>
#include <cstdint>
#include <limits>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {

namespace {

constexpr double inf = std::numeric_limits<double>::infinity();
constexpr double nan = std::numeric_limits<double>::quiet_NaN();

bool is_odd_integer(double y) {
    if (std::fabs(y) >= 0x1p53) return false;  // every such double is even
    double whole = 0;
    if (std::modf(y, &whole) != 0) return false;
    return std::fmod(whole, 2.0) != 0;
}

}  // namespace

double reference_log(double x) noexcept {
    if (std::isnan(x) || x == inf) return x;
    if (x < 0) return nan;
    if (x == 0) return -inf;
    // x = 2^k * (1 + f) with 1 + f in [sqrt(2)/2, sqrt(2)).
    int exponent = 0;
    double mantissa = std::frexp(x, &exponent);
    if (mantissa < M_SQRT1_2) {
        mantissa *= 2;
        --exponent;
    }
    const double f = mantissa - 1;
    const double k = exponent;
    // log(1 + f) = f - f^2/2 + s * (f^2/2 + R(s^2)) with s = f / (2 + f).
    const double s = f / (2 + f);
    const double s2 = s * s;
    const double s4 = s2 * s2;
    const double odd =
        s2 * (6.666666666666735130e-01 +
              s4 * (2.857142874366239149e-01 +
                    s4 * (1.818357216161805012e-01 + s4 * 1.479819860511658591e-01)));
    const double even = s4 * (3.999999999940941908e-01 +
                              s4 * (2.222219843214978396e-01 + s4 * 1.531383769920937332e-01));
    const double r = odd + even;
    const double half_f2 = 0.5 * f * f;
    constexpr double ln2_high = 6.93147180369123816490e-01;
    constexpr double ln2_low = 1.90821492927058770002e-10;
    return k * ln2_high - ((half_f2 - (s * (half_f2 + r) + k * ln2_low)) - f);
}

double reference_exp(double x) noexcept {
    if (std::isnan(x) || x == inf) return x;
    if (x == -inf) return 0;
    if (x > 7.09782712893384e+02) return inf;
    constexpr double log2e = 1.4426950408889634073599246810018920;
    constexpr double ln2_upper = 0.69314718055966295651160180568695068359375;
    constexpr double ln2_lower = 0.28235290563031577122588448175013436025525412068e-12;
    // k = x / ln 2 rounded to nearest (an out-of-range conversion gives the
    // most negative int32, as the processor's does: the result underflows).
    const double scaled = x * log2e;
    std::int32_t k = std::numeric_limits<std::int32_t>::min();
    if (scaled > -2147483648.0 && scaled < 2147483648.0)
        k = static_cast<std::int32_t>(std::nearbyint(scaled));
    const double kd = k;
    double r = std::fma(-kd, ln2_upper, x);
    r = std::fma(-kd, ln2_lower, r);
    r *= 0.0625;
    // e^r - 1 by its Taylor series, then (e^r)^16 by four squarings of the
    // form e^2r - 1 = (e^r - 1) * (e^r - 1 + 2).
    double p = 2.4801587301587301587e-5;
    p = std::fma(p, r, 1.9841269841269841270e-4);
    p = std::fma(p, r, 1.3888888888888888889e-3);
    p = std::fma(p, r, 8.3333333333333333333e-3);
    p = std::fma(p, r, 4.1666666666666666667e-2);
    p = std::fma(p, r, 1.6666666666666666667e-1);
    p = std::fma(p, r, 0.5);
    p = std::fma(p, r, 1.0);
    r *= p;
    for (int i = 0; i < 3; ++i) r *= r + 2.0;
    const double fraction = std::fma(r + 2.0, r, 1.0);
    // fraction * 2^k, going through the smallest normal for subnormal results.
    const std::int64_t biased = static_cast<std::int64_t>(k) + 0x3FF;
    if (biased >= 0x7FF) return inf;
    if (biased > 0) return fraction * std::ldexp(1.0, k);
    if (biased < -52) return 0;
    return (fraction * std::ldexp(1.0, k + 1022)) * 0x1p-1022;
}

double reference_pow(double x, double y) noexcept {
    if (y == 0 || x == 1) return 1;
    if (y == 1) return x;
    if (std::isnan(x) || std::isnan(y)) return nan;
    if (x == 0) {
        if (y < 0) return is_odd_integer(y) ? std::copysign(inf, x) : inf;
        return is_odd_integer(y) ? x : 0;
    }
    if (std::isinf(y)) {
        if (x == -1) return 1;
        if ((std::fabs(x) < 1) == (y > 0)) return 0;
        return inf;
    }
    if (std::isinf(x)) {
        if (x < 0) return reference_pow(1 / x, -y);  // (-inf)^y = (-0)^-y
        return y < 0 ? 0 : inf;
    }
    if (y == 0.5) return std::sqrt(x);
    if (y == -0.5) return 1 / std::sqrt(x);

    double whole = 0;
    double fraction = std::modf(std::fabs(y), &whole);
    if (fraction != 0 && x < 0) return nan;
    if (whole >= 0x1p63) {
        // An even integer so large that only x = -1 stays finite and non-zero.
        if (x == -1) return 1;
        if ((std::fabs(x) < 1) == (y > 0)) return 0;
        return inf;
    }
    // result = a * 2^a_exponent, starting with x^fraction.
    double a = 1;
    std::int64_t a_exponent = 0;
    if (fraction != 0) {
        if (fraction > 0.5) {
            fraction -= 1;
            whole += 1;
        }
        a = reference_exp(fraction * reference_log(x));
    }
    // times x^whole, by squaring x's mantissa and keeping its exponent apart.
    int x_exponent_int = 0;
    double x_mantissa = std::frexp(x, &x_exponent_int);
    std::int64_t x_exponent = x_exponent_int;
    for (auto i = static_cast<std::int64_t>(whole); i != 0; i >>= 1) {
        if (x_exponent < -(1 << 12) || (1 << 12) < x_exponent) {
            // Far outside the double range already: the result over- or
            // underflows whatever the remaining bits are.
            a_exponent += x_exponent;
            break;
        }
        if ((i & 1) == 1) {
            a *= x_mantissa;
            a_exponent += x_exponent;
        }
        x_mantissa *= x_mantissa;
        x_exponent <<= 1;
        if (x_mantissa < 0.5) {
            x_mantissa += x_mantissa;
            --x_exponent;
        }
    }
    if (y < 0) {
        a = 1 / a;
        a_exponent = -a_exponent;
    }
    if (a_exponent > 4096) return a == 0 ? 0 : std::copysign(inf, a);
    if (a_exponent < -4096) return std::copysign(0.0, a);
    return std::ldexp(a, static_cast<int>(a_exponent));
}

}  // namespace stdlib::detail
HCL_END_NAMESPACE
