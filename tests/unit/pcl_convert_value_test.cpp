// Tests for <hcl/pcl/convert_value.hpp>: converting values to PCL types.
#include <hcl/pcl/convert_value.hpp>
#include <hcl/value.hpp>

#include "support/pcl_types.hpp"

#include "support/catch.hpp"

using hcl::value;
using pcl_test::T;

namespace {

value num(const char* text) { return value::number(*hcl::number::parse(text)); }

}  // namespace

TEST_CASE("pcl value conversion: int from whole numbers", "[pcl]") {
    // "An int is an arbitrary-precision integer value": a whole number converts.
    auto r = hcl::pcl::convert_value(num("42"), T("int"));
    REQUIRE(r);
    CHECK(*r == value::number(42));
    // "Two int values are equal if they are numerically equal."
    CHECK(*hcl::pcl::convert_value(num("42.0"), T("int")) == *r);
    // Full precision is kept.
    auto big = hcl::pcl::convert_value(num("123456789012345678901234567890"), T("int"));
    REQUIRE(big);
    CHECK(big->as_number().to_string() == "123456789012345678901234567890");
    CHECK_FALSE(hcl::pcl::convert_value(num("1.5"), T("int")));
    CHECK(hcl::pcl::convert_value(value::string("7"), T("int")));
    CHECK_FALSE(hcl::pcl::convert_value(value::string("7.5"), T("int")));
    CHECK_FALSE(hcl::pcl::convert_value(value::boolean(true), T("int")));
    // int -> string and number.
    CHECK(*hcl::pcl::convert_value(value::number(3), T("string")) == value::string("3"));
}

TEST_CASE("pcl value conversion: none and optional", "[pcl]") {
    const value null = value::null(hcl::type::dynamic());
    // "the null value is only assignable to the none type"
    CHECK(hcl::pcl::convert_value(null, T("none")));
    CHECK(hcl::pcl::convert_value(null, T("optional(string)")));
    CHECK_FALSE(hcl::pcl::convert_value(null, T("string")));
    CHECK_FALSE(hcl::pcl::convert_value(value::string("x"), T("none")));
    // A missing attribute is null: an optional attribute accepts it.
    auto r = hcl::pcl::convert_value(value::empty_object(), T("object({a = optional(int)})"));
    REQUIRE(r);
    CHECK(r->find("a")->is_null());
    auto missing = hcl::pcl::convert_value(value::empty_object(), T("object({a = int})"));
    REQUIRE_FALSE(missing);
    CHECK(missing.error().message == "attribute \"a\" is required");
}

TEST_CASE("pcl value conversion: union members are tried safe first, then in canonical order", "[pcl]") {
    // int is safe to number and to string; number precedes string.
    auto r = hcl::pcl::convert_value(value::number(1), T("union(string, number)"));
    REQUIRE(r);
    CHECK(*r == value::number(1));
    // A string converts safely only to string.
    CHECK(*hcl::pcl::convert_value(value::string("1"), T("union(number, string)")) == value::string("1"));
    // Unsafe members in canonical order: bool before number.
    CHECK(*hcl::pcl::convert_value(value::string("true"), T("union(bool, number)")) == value::boolean(true));
    CHECK(*hcl::pcl::convert_value(value::string("12"), T("union(bool, number)")) == value::number(12));
    CHECK_FALSE(hcl::pcl::convert_value(value::string("x"), T("union(bool, number)")));
    // Fractional numbers skip int.
    CHECK(*hcl::pcl::convert_value(num("1.5"), T("union(int, string)")) == value::string("1.5"));
}

TEST_CASE("pcl value conversion: eventuals, collections and unknowns", "[pcl]") {
    CHECK(*hcl::pcl::convert_value(value::number(2), T("output(string)")) == value::string("2"));
    CHECK(*hcl::pcl::convert_value(value::number(2), T("promise(int)")) == value::number(2));
    auto l = hcl::pcl::convert_value(value::tuple({value::number(1), value::string("2")}), T("list(int)"));
    REQUIRE(l);
    CHECK(*l == value::list({value::number(1), value::number(2)}));
    auto bad = hcl::pcl::convert_value(value::tuple({value::number(1), num("2.5")}), T("list(int)"));
    REQUIRE_FALSE(bad);
    CHECK(bad.error().to_string() == "[1]: a whole number is required");
    auto m = hcl::pcl::convert_value(value::object({{"a", value::number(1)}}), T("map(string)"));
    REQUIRE(m);
    CHECK(*m->find("a") == value::string("1"));
    CHECK(hcl::pcl::convert_value(value::tuple({value::number(1)}), T("tuple([string])")));
    CHECK_FALSE(hcl::pcl::convert_value(value::tuple({value::number(1)}), T("tuple([string, string])")));
    CHECK(*hcl::pcl::convert_value(value::unknown(hcl::type::string()), T("int")) == value::unknown(hcl::type::number()));
    CHECK_FALSE(hcl::pcl::convert_value(value::unknown(hcl::type::boolean()), T("int")));
    CHECK(hcl::pcl::to_hcl(T("object({a = output(int), b = optional(string)})")) ==
          hcl::type::object({{"a", hcl::type::number()}, {"b", hcl::type::dynamic()}}));
}
