// Tests for the set functions of <hcl/stdlib.hpp> (reference behaviour §8.9
// "set", §8.7 set semantics): sethaselement setunion setintersection
// setsubtract setsymmetricdifference.
#include "support/stdlib_cases.hpp"

#include "support/catch.hpp"

using hcl::call_error_kind;
using hcl::type;
using hcl::value;
using hcl_test::call_stdlib;

namespace {

value strings(std::initializer_list<const char*> items) {
    std::vector<value> v;
    for (const char* s : items) v.push_back(value::string(s));
    return value::set(type::string(), std::move(v));
}

}  // namespace

TEST_CASE("stdlib sets match the reference's results and failures [ref:8.9 set]",
          "[stdlib][oracle]") {
    CHECK(hcl_test::check_stdlib_cases("sets") >= 50);
}

TEST_CASE("stdlib sets: unknown elements [ref:8.7]", "[stdlib]") {
    const value unknown_string = value::unknown(type::string());
    const value with_unknown = value::set(type::string(), {value::string("a"), unknown_string});
    const type set_of_string = type::set(type::string());

    // A union can keep unknown elements: they stay distinct elements.
    auto u = call_stdlib("setunion", {with_unknown, strings({"b"})});
    REQUIRE(u.has_value());
    CHECK(u->is_known());
    CHECK(u->length() == 3);

    // The other operations cannot know which elements survive.
    CHECK(*call_stdlib("setintersection", {with_unknown, strings({"a"})}) ==
          value::unknown(set_of_string));
    CHECK(*call_stdlib("setsubtract", {strings({"a"}), with_unknown}) ==
          value::unknown(set_of_string));
    CHECK(*call_stdlib("setsymmetricdifference", {with_unknown, strings({"a"})}) ==
          value::unknown(set_of_string));

    // Unknown arguments make unknown results of the unified type.
    CHECK(*call_stdlib("setunion", {value::unknown(set_of_string), strings({"a"})}) ==
          value::unknown(set_of_string));
    CHECK(*call_stdlib("sethaselement", {strings({"a"}), unknown_string}) ==
          value::unknown(type::boolean()));
    CHECK(*call_stdlib("sethaselement", {value::dynamic(), value::string("a")}) ==
          value::unknown(type::boolean()));
    // An unknown element is never known to be equal to a known one.
    CHECK(*call_stdlib("sethaselement", {with_unknown, value::string("b")}) ==
          value::boolean(false));
}

TEST_CASE("stdlib sets: incompatible element types fail the call [ref:8.9 set]", "[stdlib]") {
    auto r = call_stdlib(
        "setunion", {strings({"a"}),
                     value::set(type::list(type::string()), {value::list_empty(type::string())})});
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().kind == call_error_kind::failed);
    CHECK(r.error().message == "given sets must all have compatible element types");
}

TEST_CASE("stdlib sets: conversion to the unified type can merge elements [ref:8.9 set]",
          "[stdlib]") {
    const value numbers = value::set(type::number(), {value::number(1), value::number(2)});
    auto r = call_stdlib("setunion", {numbers, strings({"1"})});
    REQUIRE(r.has_value());
    CHECK(r->type() == type::set(type::string()));
    CHECK(r->length() == 2);
}
