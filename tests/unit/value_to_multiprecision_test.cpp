// Boost.Multiprecision targets of the native type converter (issue 5 §3):
// full precision both ways, integers reject fractions (an error), floats that
// lose precision are the unsafe kind (information model: conversion safety).
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/encode.hpp>
#include <hcl/value_to_multiprecision.hpp>

#include <boost/describe.hpp>
#include <boost/multiprecision/cpp_bin_float.hpp>
#include <boost/multiprecision/cpp_dec_float.hpp>
#include <boost/multiprecision/cpp_int.hpp>

namespace mp = boost::multiprecision;

namespace {

hcl::value num(const char* text) { return hcl::value::number(*hcl::number::parse(text)); }

const hcl::conversion_options safe_only{.allow_unsafe = false};

}  // namespace

TEST_CASE("value_to: cpp_int at full precision, whole numbers only (issue 5 §3)", "[value_to][multiprecision]") {
    const char* big = "123456789012345678901234567890123456789012345678901234567890";
    auto r = hcl::value_to<mp::cpp_int>(num(big));
    REQUIRE(r);
    CHECK(r->str() == big);
    CHECK(hcl::to_value(*r).as_number() == *hcl::number::parse(big));
    CHECK(hcl::to_value(mp::cpp_int(-5)).as_number() == hcl::number::from_int(-5));

    auto frac = hcl::value_to<mp::cpp_int>(num("1.5"));
    REQUIRE_FALSE(frac);
    CHECK(frac.error().message == "value must be a whole number");
    CHECK_FALSE(hcl::value_to<mp::cpp_int>(hcl::value::number(hcl::number::infinity())));

    // A string is the unsafe kind, as for built-in targets.
    CHECK(hcl::value_to<mp::cpp_int>(hcl::value::string("42")));
    CHECK_FALSE(hcl::value_to<mp::cpp_int>(hcl::value::string("42"), safe_only));
}

TEST_CASE("value_to: bounded multiprecision integers check their range", "[value_to][multiprecision]") {
    // Boost's int128_t is sign and magnitude: +/-(2^128 - 1).
    auto ok = hcl::value_to<mp::int128_t>(num("-340282366920938463463374607431768211455"));
    REQUIRE(ok);
    CHECK(*ok == (std::numeric_limits<mp::int128_t>::min)());
    auto over = hcl::value_to<mp::int128_t>(num("340282366920938463463374607431768211456"));
    REQUIRE_FALSE(over);
    CHECK(over.error().message ==
          "value must be a whole number, between -340282366920938463463374607431768211455 and "
          "340282366920938463463374607431768211455");
    auto checked = hcl::value_to<mp::checked_int256_t>(num("1e70"));
    REQUIRE(checked);
    CHECK(checked->str() == "1" + std::string(70, '0'));
    CHECK_FALSE(hcl::value_to<mp::uint128_t>(num("-1")));
}

TEST_CASE("value_to: cpp_rational holds every finite number exactly", "[value_to][multiprecision]") {
    auto r = hcl::value_to<mp::cpp_rational>(num("0.75"));
    REQUIRE(r);
    CHECK(*r == mp::cpp_rational(3, 4));
    CHECK(hcl::to_value(mp::cpp_rational(-3, 8)).as_number() == *hcl::number::parse("-0.375"));
    auto inf = hcl::value_to<mp::cpp_rational>(hcl::value::number(hcl::number::infinity()));
    REQUIRE_FALSE(inf);
    CHECK(inf.error().message == "value must be a finite number");
}

TEST_CASE("value_to: multiprecision floats keep what they can hold; the rest is unsafe", "[value_to][multiprecision]") {
    // 0.5 and 2^-100 are exact in 168 bits: safe.
    CHECK(hcl::value_to<mp::cpp_bin_float_50>(num("0.5"), safe_only));
    CHECK(hcl::value_to<mp::cpp_bin_float_50>(num("7.888609052210118054117285652827862296732064351090230047702789306640625e-31"),
                                              safe_only));
    // 0.1 at 512 bits needs more than 168: rounded, but the rounded value's
    // shortest decimal is "0.1", which reads back as the number: safe, as
    // for double (docs/decoder.md "Floating-point targets").
    auto tenth = hcl::value_to<mp::cpp_bin_float_50>(num("0.1"));
    REQUIRE(tenth);
    CHECK(*tenth == mp::cpp_bin_float_50("0.1"));
    auto strict = hcl::value_to<mp::cpp_bin_float_50>(num("0.1"), safe_only);
    REQUIRE(strict);
    CHECK(*strict == *tenth);
    CHECK(hcl::value_to<mp::cpp_bin_float_100>(num("0.1"), safe_only));
    CHECK(hcl::value_to<mp::cpp_bin_float_50>(num("-123.456e-7"), safe_only));
    // More digits than the type holds: lost, so unsafe.
    const auto long_text = "0.12345678901234567890123456789012345678901234567890123456789";
    CHECK(hcl::value_to<mp::cpp_bin_float_100>(num(long_text), safe_only));  // about 100 digits: holds it
    auto lossy = hcl::value_to<mp::cpp_bin_float_50>(num(long_text), safe_only);
    REQUIRE_FALSE(lossy);
    CHECK(lossy.error().message.find("from number to multiprecision float") != std::string::npos);
    // Decimal floats hold the decimal itself; it reads back as the same number.
    auto dec = hcl::value_to<mp::cpp_dec_float_50>(num("0.1"), safe_only);
    REQUIRE(dec);
    CHECK(*dec == mp::cpp_dec_float_50("0.1"));
    CHECK(hcl::to_value(*dec).as_number() == *hcl::number::parse("0.1"));

    // Infinities both ways.
    auto inf = hcl::value_to<mp::cpp_bin_float_50>(hcl::value::number(hcl::number::infinity(true)));
    REQUIRE(inf);
    CHECK(mp::isinf(*inf));
    CHECK(*inf < 0);
    CHECK(hcl::to_value(*inf).as_number() == hcl::number::infinity(true));

    // Binary floats come back exactly, at their own precision.
    const mp::cpp_bin_float_100 third = mp::cpp_bin_float_100(1) / 3;
    const auto v = hcl::to_value(third);
    CHECK(v.as_number().precision() == std::numeric_limits<mp::cpp_bin_float_100>::digits);
    auto back = hcl::value_to<mp::cpp_bin_float_100>(v, safe_only);
    REQUIRE(back);
    CHECK(*back == third);
    CHECK(hcl::implied_type<mp::cpp_bin_float_50>() == hcl::type::number());
}

namespace mp_struct {
struct ledger {
    mp::cpp_int total;
    mp::cpp_bin_float_100 rate;
    std::vector<mp::cpp_rational> parts;
    bool operator==(const ledger&) const = default;
};
BOOST_DESCRIBE_STRUCT(ledger, (), (total, rate, parts))
}  // namespace mp_struct

TEST_CASE("value_to: multiprecision members decode and encode (both syntaxes)", "[value_to][multiprecision]") {
    mp_struct::ledger l;
    l.total = mp::cpp_int("98765432109876543210987654321098765432109876543210");
    l.rate = mp::cpp_bin_float_100(2) / 7;
    l.parts = {mp::cpp_rational(1, 4), mp::cpp_rational(-5, 2)};
    const std::string text = hcl::encode(l);
    INFO(text);
    // 2/7 at 333 bits is written as its shortest decimal, which reads back
    // at 512 bits and rounds to the same 333-bit value (allowed by default).
    auto native = hcl::try_decode_string<mp_struct::ledger>(text, "ledger.hcl");
    REQUIRE_FALSE(native.has_errors());
    CHECK(native.value == l);
    auto json = hcl::try_decode_string<mp_struct::ledger>(hcl::encode_json(l), "ledger.json");
    REQUIRE_FALSE(json.has_errors());
    CHECK(json.value == l);

    auto bad = hcl::try_decode_string<mp_struct::ledger>("total = 1.5\nrate = 1\nparts = []\n", "bad.hcl");
    REQUIRE(bad.diagnostics.size() == 1);
    CHECK(bad.diagnostics[0].detail == "Unsuitable value: value must be a whole number");
}
