// Tests for regex, regexall and regex_replace of <hcl/stdlib.hpp>
// (reference behaviour §8.9 "regexp" and "string_replace"; Go/RE2 syntax).
#include "support/stdlib_cases.hpp"

#include "support/catch.hpp"

using hcl::call_error_kind;
using hcl::type;
using hcl::value;
using hcl_test::call_stdlib;

TEST_CASE("stdlib regex matches the reference's results and failures [ref:8.9 regexp]", "[stdlib][oracle]") {
    CHECK(hcl_test::check_stdlib_cases("regex") >= 100);
}

TEST_CASE("stdlib regex: the result type follows the capture groups [ref:8.9 regexp]", "[stdlib]") {
    const auto& f = hcl_test::stdlib_table().at("regex");
    CHECK(*f.return_type({value::string("a+"), value::unknown(type::string())}) == type::string());
    CHECK(*f.return_type({value::string("(a)(b)?"), value::unknown(type::string())}) ==
          type::tuple({type::string(), type::string()}));
    CHECK(*f.return_type({value::string("(?P<x>a)"), value::unknown(type::string())}) ==
          type::object({{"x", type::string()}}));
    // An unknown pattern leaves the type open.
    CHECK(*f.return_type({value::unknown(type::string()), value::string("a")}) == type::dynamic());
    const auto& all = hcl_test::stdlib_table().at("regexall");
    CHECK(*all.return_type({value::unknown(type::string()), value::string("a")}) == type::list(type::dynamic()));
}

TEST_CASE("stdlib regex: unknown strings give unknown results of the pattern's type [ref:8.3 call algorithm]",
          "[stdlib]") {
    CHECK(*call_stdlib("regex", {value::string("(a)"), value::unknown(type::string())}) ==
          value::unknown(type::tuple({type::string()})));
    CHECK(*call_stdlib("regexall", {value::string("a"), value::unknown(type::string())}) ==
          value::unknown(type::list(type::string())));
    CHECK(*call_stdlib("regex", {value::unknown(type::string()), value::string("a")}) == value::dynamic());
    CHECK(*call_stdlib("regex_replace", {value::string("a"), value::unknown(type::string()), value::string("b")}) ==
          value::unknown(type::string()));
}

TEST_CASE("stdlib regex: pattern errors are argument errors of the pattern [ref:8.9 regexp]", "[stdlib]") {
    auto r = call_stdlib("regex", {value::string("(a"), value::string("a")});
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().kind == call_error_kind::invalid_argument);
    CHECK(r.error().argument == 0u);
    CHECK(r.error().message == "invalid regexp pattern: missing closing ) in (a");
    // RE2 accepts \C; the reference does not.
    auto c = call_stdlib("regexall", {value::string("a\\C"), value::string("a")});
    REQUIRE_FALSE(c.has_value());
    CHECK(c.error().message == "invalid regexp pattern: invalid escape sequence in \\C");
    // In regex_replace a bad pattern is a failed call.
    auto rr = call_stdlib("regex_replace", {value::string("a"), value::string("(a"), value::string("b")});
    REQUIRE_FALSE(rr.has_value());
    CHECK(rr.error().kind == call_error_kind::failed);
    CHECK(rr.error().message == "error parsing regexp: missing closing ): `(a`");
}

TEST_CASE("stdlib regex: repeated group names are allowed, the last group wins [ref:8.9 regexp]", "[stdlib]") {
    auto r = call_stdlib("regex", {value::string("(?P<x>a)(?P<x>b)"), value::string("ab")});
    REQUIRE(r.has_value());
    CHECK(*r == value::object({{"x", value::string("b")}}));
}
