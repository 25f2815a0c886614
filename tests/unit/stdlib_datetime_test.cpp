// Tests for formatdate and timeadd of <hcl/stdlib.hpp> (reference behaviour
// §8.9 "datetime": RFC 3339 timestamps, Go duration strings).
#include "support/stdlib_cases.hpp"

#include "support/catch.hpp"

using hcl::call_error_kind;
using hcl::type;
using hcl::value;
using hcl_test::call_stdlib;

TEST_CASE("stdlib datetime matches the reference's results and failures [ref:8.9 datetime]", "[stdlib][oracle]") {
    CHECK(hcl_test::check_stdlib_cases("datetime") >= 120);
}

TEST_CASE("stdlib datetime: unknown and null arguments [ref:8.3 call algorithm]", "[stdlib]") {
    const value unknown_string = value::unknown(type::string());
    CHECK(*call_stdlib("formatdate", {value::string("YYYY"), unknown_string}) == unknown_string);
    CHECK(*call_stdlib("timeadd", {unknown_string, value::string("1h")}) == unknown_string);
    CHECK(*call_stdlib("timeadd", {value::string("2017-01-01T00:00:00Z"), value::dynamic()}) == value::dynamic());
    auto r = call_stdlib("formatdate", {value::null(type::string()), value::string("2017-01-01T00:00:00Z")});
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().kind == call_error_kind::invalid_argument);
    CHECK(r.error().argument == 0u);
}

TEST_CASE("stdlib datetime: which argument a failure blames [ref:8.9 datetime]", "[stdlib]") {
    // formatdate: a bad timestamp blames the time, a bad verb the format.
    auto t = call_stdlib("formatdate", {value::string("YYYY"), value::string("2017-02-30T00:00:00Z")});
    REQUIRE_FALSE(t.has_value());
    CHECK(t.error().kind == call_error_kind::invalid_argument);
    CHECK(t.error().argument == 1u);
    CHECK(t.error().message == "not a valid RFC3339 timestamp: day out of range");
    auto v = call_stdlib("formatdate", {value::string("YYY"), value::string("2017-01-01T00:00:00Z")});
    REQUIRE_FALSE(v.has_value());
    CHECK(v.error().argument == 0u);
    CHECK(v.error().message == "invalid date format verb \"YYY\": year must either be \"YY\" or \"YYYY\"");
    // timeadd: every failure is a failed call.
    auto d = call_stdlib("timeadd", {value::string("2017-01-01T00:00:00Z"), value::string("1d")});
    REQUIRE_FALSE(d.has_value());
    CHECK(d.error().kind == call_error_kind::failed);
    CHECK(d.error().message == "time: unknown unit \"d\" in duration \"1d\"");
}

TEST_CASE("stdlib datetime: offsets are kept and durations are exact to the nanosecond [ref:8.9 datetime]",
          "[stdlib]") {
    CHECK(call_stdlib("timeadd", {value::string("2017-11-22T23:30:00+05:30"), value::string("45m")})->as_string() ==
          "2017-11-23T00:15:00+05:30");
    CHECK(call_stdlib("timeadd", {value::string("2017-01-01T00:00:00.999999999Z"), value::string("1ns")})
              ->as_string() == "2017-01-01T00:00:01Z");
    CHECK(call_stdlib("formatdate", {value::string("EEEE DD MMMM YYYY"), value::string("2024-02-29T12:00:00Z")})
              ->as_string() == "Thursday 29 February 2024");
}
