// Tests for the string functions of <hcl/stdlib.hpp> (reference behaviour
// §8.9 "string" and "string_replace"): upper lower title strrev strlen
// substr join split sort chomp indent trimspace trim trimprefix trimsuffix
// replace.
#include "support/stdlib_cases.hpp"

#include "support/catch.hpp"

#include <string>

using hcl::call_error_kind;
using hcl::type;
using hcl::value;
using hcl_test::call_stdlib;

TEST_CASE("stdlib strings match the reference's results and failures [ref:8.9 string]", "[stdlib][oracle]") {
    CHECK(hcl_test::check_stdlib_cases("strings") >= 150);
}

TEST_CASE("stdlib strings: case mapping is per code point, without context [ref:8.9 string]", "[stdlib]") {
    CHECK(call_stdlib("upper", {value::string("stra\u00dfe")})->as_string() == "STRA\u00dfE");
    CHECK(call_stdlib("lower", {value::string("\u03a3\u0391\u03a3")})->as_string() == "\u03c3\u03b1\u03c3");
    CHECK(call_stdlib("lower", {value::string("\u0130")})->as_string() == "i");
    CHECK(call_stdlib("upper", {value::string("\u01c5")})->as_string() == "\u01c4");
    CHECK(call_stdlib("title", {value::string("\u01c6a b")})->as_string() == "\u01c5a B");
    CHECK(call_stdlib("title", {value::string("o'neil x_y")})->as_string() == "O'Neil X_y");
}

TEST_CASE("stdlib strings: in ASCII only letters change case [ref:8.9 string]", "[stdlib]") {
    std::string all;
    std::string upper;
    std::string lower;
    for (int c = 1; c < 0x80; ++c) {
        all += static_cast<char>(c);
        upper += static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
        lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
    }
    CHECK(call_stdlib("upper", {value::string(all)})->as_string() == upper);
    CHECK(call_stdlib("lower", {value::string(all)})->as_string() == lower);
    // Mixed text takes the same mapping for its ASCII part.
    CHECK(call_stdlib("upper", {value::string("a\u00e9z")})->as_string() == "A\u00c9Z");
    CHECK(call_stdlib("lower", {value::string("A\u00c9Z")})->as_string() == "a\u00e9z");
}

TEST_CASE("stdlib strings: grapheme clusters for strlen, strrev and substr [ref:8.9 string]", "[stdlib]") {
    const value family = value::string("a\U0001F468\u200D\U0001F469\u200D\U0001F467b");
    CHECK(call_stdlib("strlen", {family})->as_number() == hcl::number::from_int(3));
    CHECK(call_stdlib("strrev", {family})->as_string() == "b\U0001F468\u200D\U0001F469\u200D\U0001F467a");
    CHECK(call_stdlib("substr", {family, value::number(1), value::number(1)})->as_string() ==
          "\U0001F468\u200D\U0001F469\u200D\U0001F467");
    // The reference's corner cases: zero length after a negative offset
    // takes the rest; an offset still negative after adjusting starts at 0.
    CHECK(call_stdlib("substr", {value::string("hello"), value::number(-3), value::number(0)})->as_string() == "llo");
    CHECK(call_stdlib("substr", {value::string("hello"), value::number(-9), value::number(2)})->as_string() == "he");
}

TEST_CASE("stdlib strings: unknown arguments give unknown results of the result type [ref:8.3 call algorithm]",
          "[stdlib]") {
    const value unknown_string = value::unknown(type::string());
    CHECK(*call_stdlib("upper", {unknown_string}) == unknown_string);
    CHECK(*call_stdlib("strlen", {value::dynamic()}) == value::unknown(type::number()));
    CHECK(*call_stdlib("substr", {value::string("abc"), value::unknown(type::number()), value::number(1)}) ==
          unknown_string);
    // Parameters without AllowDynamicType make a dynamic argument's result dynamic.
    CHECK(*call_stdlib("title", {value::dynamic()}) == value::dynamic());
    CHECK(*call_stdlib("trim", {value::string("a"), value::dynamic()}) == value::dynamic());
    // join and sort look inside their lists: an unknown element makes the result unknown.
    const value partly = value::list({value::string("a"), unknown_string});
    CHECK(*call_stdlib("join", {value::string(","), partly}) == unknown_string);
    CHECK(*call_stdlib("sort", {partly}) == value::unknown(type::list(type::string())));
    CHECK(*call_stdlib("split", {value::string(","), unknown_string}) == value::unknown(type::list(type::string())));
}

TEST_CASE("stdlib strings: nulls are rejected as invalid arguments [ref:8.3 call algorithm]", "[stdlib]") {
    auto r = call_stdlib("trimprefix", {value::string("abc"), value::null(type::string())});
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().kind == call_error_kind::invalid_argument);
    CHECK(r.error().argument == 1u);
    // A null element of a joined list blames that list.
    auto j = call_stdlib("join", {value::string(","), value::list({value::string("a")}),
                                  value::list({value::null(type::string())})});
    REQUIRE_FALSE(j.has_value());
    CHECK(j.error().kind == call_error_kind::invalid_argument);
    CHECK(j.error().argument == 2u);
    CHECK(j.error().message == "element 0 of list 2 is null; cannot concatenate null values");
    auto s = call_stdlib("sort", {value::list({value::string("a"), value::null(type::string())})});
    REQUIRE_FALSE(s.has_value());
    CHECK(s.error().kind == call_error_kind::failed);
    CHECK(s.error().message == "given list element 1 is null; a null string cannot be sorted");
}

TEST_CASE("stdlib strings: failures of the reference's integer conversions [ref:8.9 string]", "[stdlib]") {
    auto r = call_stdlib("substr", {value::string("abc"), value::number(*hcl::number::parse("1.5")), value::number(1)});
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().kind == call_error_kind::failed);
    CHECK(r.error().message ==
          "value must be a whole number, between -9223372036854775808 and 9223372036854775807");
    auto i = call_stdlib("indent", {value::number(-1), value::string("a\nb")});
    REQUIRE_FALSE(i.has_value());
    CHECK(i.error().kind == call_error_kind::failed);
    // A huge indentation is refused instead of allocating gigabytes.
    auto big = call_stdlib("indent", {value::number(std::int64_t{1} << 40), value::string("a\nb")});
    REQUIRE_FALSE(big.has_value());
    CHECK(big.error().kind == call_error_kind::failed);
}
