// The integer shortcuts of hcl::number (plain digit strings, from_int,
// from_uint) must give exactly the number the general path gives: same
// value, precision, text and form.
#include <hcl/number.hpp>

#include "../../src/number/number_impl.hpp"  // white-box: make() and the form

#include "support/catch.hpp"

#include <cstdint>
#include <limits>
#include <string>
#include <utility>

using hcl::number;

namespace {

void check_same(const number& fast, const number& general) {
    CHECK(fast == general);
    CHECK(fast.precision() == general.precision());
    CHECK(fast.to_string() == general.to_string());
    CHECK(fast.sign_bit() == general.sign_bit());
    CHECK(number::access::is_small(fast) == number::access::is_small(general));
}

}  // namespace

TEST_CASE("number: digit strings read like the same value written with a fraction [spec:Primitive Type Conversions]") {
    for (const char* digits : {"0", "7", "007", "80", "8080", "1024", "4611686018427387904", "9223372036854775807",
                               "9223372036854775808", "9999999999999999999", "18446744073709551615",
                               "18446744073709551616", "123456789012345678901234567890"}) {
        INFO(digits);
        const std::string text(digits);
        const auto fast = number::parse(text);
        const auto general = number::parse(text + ".0");  // not plain digits
        REQUIRE(fast);
        REQUIRE(general);
        check_same(*fast, *general);
        const auto literal = number::parse_literal(text);
        const auto literal_general = number::parse_literal(text + ".0");
        REQUIRE(literal);
        REQUIRE(literal_general);
        check_same(*literal, *literal_general);
        bool inexact = true;
        REQUIRE(number::parse_literal(text, &inexact));
        CHECK_FALSE(inexact);
    }
    // A precision too small for the digits rounds like the general path.
    for (unsigned precision : {1u, 4u, 12u, 13u, 53u}) {
        INFO(precision);
        check_same(*number::parse("8191", precision), *number::parse("8191.0", precision));
        check_same(*number::parse("9007199254740993", precision), *number::parse("9007199254740993.0", precision));
    }
    CHECK(*number::parse("8191", 4) == number::from_int(8192));  // rounded to 4 bits
    CHECK_FALSE(number::parse("0").value().sign_bit());
}

TEST_CASE("number: plain decimals read like the same value written with an exponent [spec:Primitive Type Conversions]") {
    // Plain `digits.digits` text takes a one-pass shortcut when exact; "e0"
    // sends the same value through the general scanner.
    for (const char* digits : {"0.5", "1.5", "2.25", "1.50", "10.0", "0.0", "00.25", "0.1", "3.14159", "8080.125",
                               "1234567890.12345678", "1.000000000000000000", "0.000000000000000001",
                               "999999999999999999.5", "9999999999999999999.5"}) {
        INFO(digits);
        const std::string text(digits);
        for (unsigned precision : {1u, 4u, 53u, 512u}) {
            INFO(precision);
            const auto fast = number::parse(text, precision);
            const auto general = number::parse(text + "e0", precision);
            REQUIRE(fast);
            REQUIRE(general);
            check_same(*fast, *general);
        }
    }
    CHECK_FALSE(number::parse("1..5"));
    CHECK_FALSE(number::parse("1.5."));
    CHECK(number::parse(".5").value() == *number::parse("0.5"));
    CHECK(number::parse("5.").value() == number::from_int(5));
}

TEST_CASE("number: integers from C++ are exact with precision 64 [spec:Primitive Types]") {
    using limits = std::numeric_limits<std::int64_t>;
    for (std::int64_t v : {std::int64_t{0}, std::int64_t{1}, std::int64_t{-1}, std::int64_t{6}, std::int64_t{-8},
                           std::int64_t{1} << 62, limits::max(), limits::min(), limits::min() + 1}) {
        INFO(v);
        const bool negative = v < 0;
        const std::uint64_t magnitude = negative ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
        const auto general = number::access::make(negative, hcl::detail::uint128(magnitude), 0, 64);
        check_same(number::from_int(v), general);
        CHECK(number::from_int(v).to_int64() == v);
    }
    for (std::uint64_t v : {std::uint64_t{0}, std::uint64_t{5}, std::uint64_t{1} << 63,
                            std::numeric_limits<std::uint64_t>::max()}) {
        INFO(v);
        check_same(number::from_uint(v), number::access::make(false, hcl::detail::uint128(v), 0, 64));
        CHECK(number::from_uint(v).to_uint64() == v);
    }
}

TEST_CASE("number: sums of inline numbers equal the general sum [spec:Primitive Types]", "[number]") {
    // Inline operands take a 64-bit shortcut where they fit; the same sum
    // with the inline form switched off must come out identical.
    using limits = std::numeric_limits<std::int64_t>;
    const std::pair<number, number> pairs[] = {
        {number::from_int(80), number::from_int(3)},
        {number::from_int(443), *number::parse("1")},  // precisions 64 and 512
        {number::from_int(-3), number::from_int(1)},
        {number::from_int(-3), number::from_int(3)},  // +0
        {number::from_int(limits::max()), number::from_int(1)},  // overflows 64 bits
        {number::from_int(limits::min() + 1), number::from_int(-1)},
        {number::from_int(limits::min() + 1), number::from_int(-2)},
        {*number::parse("0.5"), *number::parse("0.5")},
        {*number::parse("0.75"), *number::parse("-0.25")},
        {*number::parse("7", 3), *number::parse("5", 3)},
        {*number::from_double(9007199254740991.0), *number::from_double(9007199254740991.0)},
        // Different scales, and a zero operand.
        {*number::parse("80"), *number::parse("1")},
        {*number::parse("0.5"), *number::parse("3")},
        {*number::parse("1e30"), *number::parse("1")},
        {number::from_int(limits::max()), *number::parse("0.5")},
        {number::from_int(limits::min() + 1), *number::parse("-0.25")},
        {*number::parse("80"), *number::parse("0")},
        {*number::parse("-0"), number::from_int(-5)},
        {*number::parse("0.1"), *number::parse("0")},
        {*number::parse("8191", 13), *number::parse("0", 4)},
    };
    for (const auto& [a, b] : pairs) {
        INFO(a.to_string() << " + " << b.to_string());
        const auto fast = add(a, b);
        REQUIRE(fast);
        number::access::small_form_enabled = false;
        const auto big_a = number::access::make(a.is_negative(), number::access::unpack(a).magnitude,
                                                number::access::unpack(a).exponent, a.precision());
        const auto big_b = number::access::make(b.is_negative(), number::access::unpack(b).magnitude,
                                                number::access::unpack(b).exponent, b.precision());
        const auto general = add(big_a, big_b);
        number::access::small_form_enabled = true;
        REQUIRE(general);
        CHECK(*fast == *general);
        CHECK(fast->precision() == general->precision());
        CHECK(fast->to_string() == general->to_string());
        CHECK(fast->sign_bit() == general->sign_bit());
    }
    CHECK(add(number::from_int(limits::max()), number::from_int(1))->to_string() == "9223372036854775808");
    CHECK(add(number::from_int(-3), number::from_int(3))->sign_bit() == false);
}
