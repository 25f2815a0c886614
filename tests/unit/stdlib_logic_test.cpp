// Tests for the logic functions of <hcl/stdlib.hpp> (reference behaviour
// §8.9 "bool": not and or), which are functions distinct from the operators.
#include "support/stdlib_cases.hpp"

#include "support/catch.hpp"

using hcl::call_error_kind;
using hcl::type;
using hcl::value;
using hcl_test::call_stdlib;

TEST_CASE("stdlib logic matches the reference's results and failures [ref:8.9 bool]",
          "[stdlib][oracle]") {
    CHECK(hcl_test::check_stdlib_cases("logic") >= 30);
}

TEST_CASE(
    "stdlib logic: unknown and dynamic arguments give an unknown bool [ref:8.3 call algorithm]",
    "[stdlib]") {
    const value unknown_bool = value::unknown(type::boolean());
    CHECK(*call_stdlib("not", {unknown_bool}) == unknown_bool);
    CHECK(*call_stdlib("not", {value::dynamic()}) == unknown_bool);
    CHECK(*call_stdlib("and", {value::boolean(false), unknown_bool}) == unknown_bool);
    CHECK(*call_stdlib("or", {value::dynamic(), value::boolean(true)}) == unknown_bool);
}

TEST_CASE("stdlib logic: a null argument is an invalid argument [ref:8.3 call algorithm]",
          "[stdlib]") {
    auto r = call_stdlib("and", {value::boolean(true), value::null(type::boolean())});
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().kind == call_error_kind::invalid_argument);
    CHECK(r.error().argument == 1u);
    CHECK(r.error().message == "argument must not be null");
}

TEST_CASE("stdlib logic: truth tables [ref:8.9 bool]", "[stdlib]") {
    for (bool a : {false, true}) {
        CHECK(call_stdlib("not", {value::boolean(a)})->as_bool() == !a);
        for (bool b : {false, true}) {
            CHECK(call_stdlib("and", {value::boolean(a), value::boolean(b)})->as_bool() ==
                  (a && b));
            CHECK(call_stdlib("or", {value::boolean(a), value::boolean(b)})->as_bool() == (a || b));
        }
    }
}
