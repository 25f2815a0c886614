// <hcl/number_boost.hpp>: the opt-in Boost.Multiprecision view of numbers.
#include <hcl/number_boost.hpp>

#include "support/catch.hpp"

#include <cmath>

using hcl::number;
using boost::multiprecision::cpp_int;
using boost::multiprecision::cpp_rational;

TEST_CASE("number_boost: exact rationals", "[number][boost][spec:Primitive Types]") {
    CHECK(hcl::to_rational(*number::parse_literal("0.1")) !=
          cpp_rational(1, 10));  // 0.1 is rounded to 512 bits
    CHECK(hcl::to_rational(*number::parse_literal("3.5")) == cpp_rational(7, 2));
    CHECK(hcl::to_rational(number::from_int(-12)) == cpp_rational(-12));
    CHECK(hcl::to_rational(*number::parse_literal("1e30")) == cpp_rational(cpp_int("1000000000000000000000000000000")));
    CHECK_FALSE(hcl::to_rational(number::infinity()).has_value());
    // from_rational rounds to nearest at the precision; 1/10 at 512 bits is the parsed 0.1.
    CHECK(*hcl::from_rational(cpp_rational(1, 10)) == *number::parse_literal("0.1"));
    CHECK(hcl::from_rational(cpp_rational(1, 3))->to_string() == divide(number::from_int(1), *number::parse_literal("3"))->to_string());
    CHECK(hcl::from_rational(cpp_rational(-1, 10), 53)->to_double() == -0.1);
    CHECK(hcl::from_rational(cpp_rational(1, 10), 24)->to_exact_decimal() == "0.100000001490116119384765625");
}

TEST_CASE("number_boost: integers", "[number][boost][spec:Primitive Types]") {
    const cpp_int big("123456789012345678901234567890123456789");
    const number n = hcl::from_cpp_int(big);
    CHECK(n.to_string() == "123456789012345678901234567890123456789");
    CHECK(n.precision() == 127);
    CHECK(hcl::from_cpp_int(7).precision() == 64);
    CHECK(hcl::to_cpp_int(n) == big);
    CHECK(hcl::to_cpp_int(*number::parse_literal("1e30")) == cpp_int("1000000000000000000000000000000"));
    CHECK_FALSE(hcl::to_cpp_int(*number::parse_literal("1.5")).has_value());
}

TEST_CASE("number_boost: 512-bit binary floats round-trip", "[number][boost][spec:Primitive Types]") {
    for (const char* text : {"0.1", "1e-300", "123456789.123456789", "1e5000", "3.5", "7"}) {
        INFO(text);
        const number n = *number::parse_literal(text);
        const hcl::bin_float_512 f = hcl::to_bin_float(n);
        const auto back = hcl::from_bin_float(f);
        REQUIRE(back);
        CHECK(*back == n);
        CHECK(back->to_string() == n.to_string());
    }
    CHECK(hcl::to_bin_float(*number::parse_literal("0.5")) == hcl::bin_float_512(0.5));
    CHECK(boost::multiprecision::isinf(hcl::to_bin_float(number::infinity(true))));
    CHECK(hcl::to_bin_float(number::infinity(true)) < 0);
    CHECK(hcl::from_bin_float(std::numeric_limits<hcl::bin_float_512>::infinity())->to_string() == "+Inf");
    CHECK_FALSE(hcl::from_bin_float(std::numeric_limits<hcl::bin_float_512>::quiet_NaN()).has_value());
    CHECK(hcl::from_bin_float(-hcl::bin_float_512(0))->to_string() == "-0");
}
