// Numbers into float, double and long double (docs/decoder.md "Converting
// values"): overflow is rounding to infinity in the target type, the same
// rule for all three; a conversion is safe when the floating value, written
// as its shortest round-trip decimal, reads back as the same HCL number; an
// infinite number is the type's infinity; numbers beyond hcl::number's
// exponent range are errors where they are made, never a silent infinity.
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/value_to.hpp>

#include <boost/describe.hpp>
#include <boost/multiprecision/cpp_int.hpp>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string>

using hcl::number;
using hcl::value;

namespace {

number num(const std::string& text) {
    auto n = number::parse(text);
    REQUIRE(n.has_value());
    return *n;
}

template <class F>
std::optional<F> to(const number& n, bool allow_unsafe = true) {
    auto r = hcl::value_to<F>(value::number(n), hcl::conversion_options{allow_unsafe});
    if (!r) return std::nullopt;
    return *r;
}

template <class F>
std::string error_of(const number& n, bool allow_unsafe = true) {
    auto r = hcl::value_to<F>(value::number(n), hcl::conversion_options{allow_unsafe});
    return r ? std::string("<ok>") : r.error().message;
}

// m * 2^e, written with parse()'s binary exponent: exact at 512 bits.
std::string binary(const boost::multiprecision::cpp_int& m, long e, const std::string& fraction = "") {
    return m.str() + fraction + "p" + std::to_string(e);
}

// For F with d mantissa bits and finite values below 2^E (numeric_limits):
// the largest finite value is (2^d - 1) * 2^(E-d), and the rounding
// threshold, that value plus half an ulp, is (2^(d+1) - 1) * 2^(E-d-1).
template <class F>
struct boundary {
    using L = std::numeric_limits<F>;
    boost::multiprecision::cpp_int one = 1;
    boost::multiprecision::cpp_int max_mantissa = (one << L::digits) - 1;
    boost::multiprecision::cpp_int threshold_mantissa = (one << (L::digits + 1)) - 1;
    long threshold_exponent = L::max_exponent - L::digits - 1;

    number largest() const { return num(binary(max_mantissa, L::max_exponent - L::digits)); }
    number threshold() const { return num(binary(threshold_mantissa, threshold_exponent)); }
    // The threshold minus 10^-25 of its ulp-unit, and plus: within a hair of it.
    number just_below() const {
        return num(binary(threshold_mantissa - 1, threshold_exponent, ".9999999999999999999999999"));
    }
    number just_above() const {
        return num(binary(threshold_mantissa, threshold_exponent, ".0000000000000000000000001"));
    }
};

template <class F>
void check_boundary(const char* range_message) {
    const boundary<F> b;
    const F max = std::numeric_limits<F>::max();
    // Below the threshold: the value rounds to the largest finite value.
    CHECK(to<F>(b.largest()) == max);
    CHECK(to<F>(b.largest(), false) == max);  // exact, so safe
    CHECK(to<F>(b.just_below()) == max);
    CHECK(to<F>(b.just_below().negate()) == -max);
    // At the threshold (a tie, which goes to the even neighbour: infinity)
    // and above it: overflow.
    CHECK(error_of<F>(b.threshold()) == range_message);
    CHECK(error_of<F>(b.threshold().negate()) == range_message);
    CHECK(error_of<F>(b.just_above()) == range_message);
    CHECK(error_of<F>(num("1e5000")) == range_message);
    // Wrapped in an optional the rule is the same.
    auto opt = hcl::value_to<std::optional<F>>(value::number(b.threshold()));
    REQUIRE_FALSE(opt);
    CHECK(opt.error().message == range_message);
}

}  // namespace

TEST_CASE("value_to floating: overflow is rounding to infinity, for all three types", "[value_to][float]") {
    check_boundary<float>("value must be between -3.40282347e+38 and 3.40282347e+38 inclusive");
    check_boundary<double>("value must be between -1.7976931348623157e+308 and 1.7976931348623157e+308 inclusive");
    check_boundary<long double>(std::numeric_limits<long double>::digits == 64
                                    ? "value must be between -1.18973149535723176502e+4932 and "
                                      "1.18973149535723176502e+4932 inclusive"
                                    : "");
    // The usual shortest spellings of the largest values are below the thresholds.
    CHECK(to<float>(num("3.4028235e38")) == std::numeric_limits<float>::max());
    CHECK(to<float>(num("3.4028235e38"), false) == std::numeric_limits<float>::max());
    CHECK(to<double>(num("1.7976931348623158e308")) == std::numeric_limits<double>::max());
    CHECK(to<double>(num("1.7976931348623157e308"), false) == std::numeric_limits<double>::max());
    // The thresholds in decimal: 3.40282356779733661637...e38 and 1.79769313486231580793...e308.
    CHECK(to<float>(num("3.4028235677973366163e38")) == std::numeric_limits<float>::max());
    CHECK_FALSE(to<float>(num("3.4028235677973366164e38")));
    CHECK(to<double>(num("1.7976931348623158079e308")) == std::numeric_limits<double>::max());
    CHECK_FALSE(to<double>(num("1.797693134862315808e308")));
}

TEST_CASE("value_to floating: the value is rounded once, to nearest", "[value_to][float]") {
    // 1 + 2^-24 + 2^-60: rounding to double first gives 1 + 2^-24 exactly, a
    // tie for float that would go down; the number itself is above the tie.
    CHECK(to<float>(num("1")) == 1.0f);
    const number above_tie = num(binary((boost::multiprecision::cpp_int(1) << 60) + (boost::multiprecision::cpp_int(1) << 36) + 1, -60));
    CHECK(to<float>(above_tie) == std::nextafter(1.0f, 2.0f));
    // Subnormals: the precision shrinks; half the smallest one is a tie to zero.
    CHECK(to<float>(num("1p-149")) == std::numeric_limits<float>::denorm_min());
    CHECK(to<float>(num("1p-150")) == 0.0f);
    CHECK(to<float>(num("1.0000001p-150")) == std::numeric_limits<float>::denorm_min());
    CHECK(to<long double>(num("0.1")) == 0.1L);
}

TEST_CASE("value_to floating: safe when the shortest decimal reads back as the number", "[value_to][float][safe]") {
    const std::string safe_message_double =
        "a safe conversion from number to double is required, and this one could fail or lose information";
    for (const char* text : {"0.1", "2.5", "1e10", "1e22", "1e23", "0.3", "123.456", "-0.1", "5e-324", "0"}) {
        INFO(text);
        CHECK(to<double>(num(text), false) == std::strtod(text, nullptr));
    }
    // Real precision loss stays unsafe: an integer double cannot hold, an
    // underflow, a denormal that does not read back, more digits than double holds.
    for (const char* text : {"9007199254740993", "1e-400", "4e-324", "0.1000000000000000055511151231257827",
                             "0.10000000000000001"}) {
        INFO(text);
        CHECK(error_of<double>(num(text), false) == safe_message_double);
        CHECK(to<double>(num(text)).has_value());  // allowed when unsafe conversions are
    }
    // Float, by the same rule: the shortest float decimal of 0.1f is "0.1".
    for (const char* text : {"0.1", "2.5", "1e10", "0.3", "123.456", "3.4028235e38", "1e-45"}) {
        INFO(text);
        CHECK(to<float>(num(text), false) == std::strtof(text, nullptr));
    }
    for (const char* text : {"16777217", "1e-50", "0.1000000001", "0.10000000149011612"}) {
        INFO(text);
        CHECK(error_of<float>(num(text), false) ==
              "a safe conversion from number to float is required, and this one could fail or lose information");
    }
    // Long double, likewise (examples sized from the type's own digits).
    using LL = std::numeric_limits<long double>;
    for (const char* text : {"0.1", "2.5", "1e10", "1e23", "0.3", "123.456"}) {
        INFO(text);
        CHECK(to<long double>(num(text), false) == std::strtold(text, nullptr));
    }
    if (LL::digits > 53) CHECK(to<long double>(num("9007199254740993"), false) == 9007199254740993.0L);
    const std::string too_precise = "0.1" + std::string(LL::digits10 + 5, '0') + "1";
    const std::string beyond_integer = (boost::multiprecision::cpp_int(1) << LL::digits).str() + "1";  // > digits bits
    const std::string long_message =
        "a safe conversion from number to long double is required, and this one could fail or lose information";
    CHECK(error_of<long double>(num(too_precise), false) == long_message);
    CHECK(error_of<long double>(num(beyond_integer), false) == long_message);
    CHECK(error_of<long double>(num("1e-6000"), false) == long_message);
}

TEST_CASE("value_to floating: the decimal is read at the number's own precision", "[value_to][float][safe]") {
    // A number made from a C++ double has 53 bits: the double converts back
    // exactly, and to float as "0.1" reads at 53 bits as that same double.
    const number from_double = *number::from_double(0.1);
    CHECK(to<double>(from_double, false) == 0.1);
    CHECK(to<float>(from_double, false) == 0.1f);
    // The same value written out in full is a 512-bit number with more
    // digits than a float holds: unsafe into float, exact into double.
    const number written = num(from_double.to_exact_decimal());
    CHECK(to<double>(written, false) == 0.1);
    CHECK_FALSE(to<float>(written, false));
    // Arithmetic results: 0.1 + 0.2 at 512 bits reads as "0.3" (docs/numbers.md).
    CHECK(to<double>(*add(num("0.1"), num("0.2")), false) == 0.3);
    CHECK_FALSE(to<double>(*divide(num("1"), num("3")), false));  // 155 digits
}

TEST_CASE("value_to floating: an infinite number is the type's infinity", "[value_to][float]") {
    // 1/0 and literals the reference itself makes infinite (1e999999999) are
    // infinities of the language; IEEE types hold them exactly.
    CHECK(to<double>(number::infinity(), false) == HUGE_VAL);
    CHECK(to<float>(number::infinity(true), false) == -HUGE_VALF);
    CHECK(to<long double>(num("1e999999999"), false) == HUGE_VALL);
}

namespace value_to_floating_test {
struct settings {
    double d = 0;
    std::optional<double> o;
};
BOOST_DESCRIBE_STRUCT(settings, (), (d, o))
}  // namespace value_to_floating_test

TEST_CASE("value_to floating: numbers beyond hcl::number's range are errors, not infinities", "[value_to][float]") {
    using value_to_floating_test::settings;
    // The reference keeps 1e1000000 finite; hclcpp's numbers stop near 1e78913
    // (docs/deviations.md): the literal is an error where it is written.
    for (const char* text : {"d = 1e1000000\n", "d = 1\no = 1e1000000\n", "d = 1e-1000000\n", "d = 1e78914\n"}) {
        INFO(text);
        auto r = hcl::try_decode_string<settings>(text, "n.hcl");
        REQUIRE(r.has_errors());
        CHECK(r.diagnostics[0].summary == "Number out of range");
    }
    auto json = hcl::try_decode_string<settings>("{\"d\": 1e1000000}", "n.json");
    REQUIRE(json.has_errors());
    CHECK(json.diagnostics[0].summary == "Number out of range");
    // An arithmetic result beyond the range fails the operation.
    auto product = hcl::try_decode_string<settings>("d = 1e70000 * 1e70000\n", "p.hcl");
    REQUIRE(product.has_errors());
    CHECK(product.diagnostics[0].summary == "Operation failed");
    CHECK(product.diagnostics[0].detail.find("beyond the range hclcpp supports") != std::string::npos);
    // 1e400 is inside it and reports the double's range.
    auto big = hcl::try_decode_string<settings>("d = 1e400\n", "b.hcl");
    REQUIRE(big.has_errors());
    CHECK(big.diagnostics[0].detail.find("value must be between -1.7976931348623157e+308") != std::string::npos);
    // Division by zero is a true infinity: decoded as one.
    auto inf = hcl::try_decode_string<settings>("d = 1 / 0\n", "i.hcl");
    REQUIRE_FALSE(inf.has_errors());
    CHECK(inf.value.d == HUGE_VAL);
}

TEST_CASE("to_value: a long double is kept exactly, at its own precision", "[value_to][float]") {
    using LL = std::numeric_limits<long double>;
    const long double samples[] = {0.1L,       -1.0L / 3,   std::nextafter(1.0L, 2.0L), LL::max(), -LL::lowest(),
                                   LL::min(),  LL::denorm_min(), 1e-300L * 1e-300L,     12345.678L};
    for (const long double x : samples) {
        INFO(static_cast<double>(x));
        const value v = hcl::to_value(x);
        // Exact: back to the same long double, even where only safe
        // conversions are allowed.
        const auto back = hcl::value_to<long double>(v, hcl::conversion_options{false});
        REQUIRE(back);
        CHECK(*back == x);
    }
    if (LL::digits > 53) {
        // Printed as the shortest decimal that reads back as the long double
        // (was a 21-digit decimal: 0.100000000000000000001).
        CHECK(hcl::to_value(0.1L).as_number().to_string() == "0.1");
        CHECK(hcl::to_value(0.1L).as_number().precision() == static_cast<unsigned>(LL::digits));
        CHECK(hcl::to_value(0.1L) != hcl::to_value(0.1));  // not the double
    }
}
