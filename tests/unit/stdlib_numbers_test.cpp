// Tests for the number functions of <hcl/stdlib.hpp> (reference behaviour
// §8.9 "number": abs ceil floor log pow signum parseint max min int).
#include "support/stdlib_cases.hpp"

#include <hcl/stdlib.hpp>

#include "support/catch.hpp"

using hcl::call_error_kind;
using hcl::type;
using hcl::value;
using hcl_test::call_stdlib;

namespace {

value num(std::int64_t n) { return value::number(n); }
value unknown_number() { return value::unknown(type::number()); }

}  // namespace

TEST_CASE("stdlib numbers match the reference's results and failures [ref:8.9 number]",
          "[stdlib][oracle]") {
    CHECK(hcl_test::check_stdlib_cases("numbers") >= 100);
}

TEST_CASE("stdlib numbers: the number area has exactly its functions [ref:8.9 number]",
          "[stdlib]") {
    const auto table = hcl::stdlib::functions(hcl::stdlib::area::numbers);
    std::vector<std::string> names;
    for (const auto& [name, f] : table) names.push_back(name);
    CHECK(names == std::vector<std::string>{"abs", "ceil", "floor", "int", "log", "max", "min",
                                            "parseint", "pow", "signum"});
}

TEST_CASE("stdlib numbers: unknown arguments give unknown numbers [ref:8.3 call algorithm]",
          "[stdlib]") {
    for (const char* name : {"abs", "ceil", "floor", "int", "signum"}) {
        INFO(name);
        auto r = call_stdlib(name, {unknown_number()});
        REQUIRE(r.has_value());
        CHECK(*r == unknown_number());
    }
    CHECK(*call_stdlib("log", {num(8), unknown_number()}) == unknown_number());
    CHECK(*call_stdlib("pow", {unknown_number(), num(2)}) == unknown_number());
    CHECK(*call_stdlib("max", {num(1), unknown_number()}) == unknown_number());
    CHECK(*call_stdlib("min", {unknown_number(), num(1)}) == unknown_number());
    CHECK(*call_stdlib("parseint", {value::unknown(type::string()), num(10)}) == unknown_number());
}

TEST_CASE("stdlib numbers: dynamic arguments [ref:8.3 call algorithm]", "[stdlib]") {
    // Parameters that allow the dynamic pseudo-type still give an unknown
    // number; the others make the whole result the dynamic value.
    CHECK(*call_stdlib("abs", {value::dynamic()}) == unknown_number());
    CHECK(*call_stdlib("max", {num(1), value::dynamic()}) == unknown_number());
    CHECK(*call_stdlib("ceil", {value::dynamic()}) == value::dynamic());
    CHECK(*call_stdlib("parseint", {value::dynamic(), num(10)}) == value::dynamic());
}

TEST_CASE("stdlib numbers: parseint rejects non-strings as an argument error [ref:8.9 number]",
          "[stdlib]") {
    auto r = call_stdlib("parseint", {num(12), num(10)});
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().kind == call_error_kind::invalid_argument);
    CHECK(r.error().argument == 0u);
    CHECK(r.error().message == "first argument must be a string, not number");

    auto bad = call_stdlib("parseint", {value::string("12a"), num(10)});
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().argument == 0u);
    CHECK(bad.error().message == "cannot parse \"12a\" as a base 10 integer");

    auto base = call_stdlib("parseint", {value::string("1"), num(63)});
    REQUIRE_FALSE(base.has_value());
    CHECK(base.error().argument == 1u);
    CHECK(base.error().message == "base must be a whole number between 2 and 62 inclusive");
}

TEST_CASE("stdlib numbers: parseint keeps big integers exact [ref:8.9 number]", "[stdlib]") {
    auto r = call_stdlib("parseint", {value::string("-zzzzzzzzzzzzzzzzzzzzzzzzzzzz"), num(36)});
    REQUIRE(r.has_value());
    CHECK(r->as_number().to_string() == "-37711171281396032013366321198900157303750655");
    // Bases above 36 tell the cases apart: a-z are 10..35, A-Z 36..61.
    CHECK(call_stdlib("parseint", {value::string("aA"), num(62)})->as_number().to_string() ==
          "656");
}

TEST_CASE("stdlib numbers: float results have 53 bits of precision [ref:8.6]", "[stdlib]") {
    auto r = call_stdlib("pow", {num(3), num(40)});
    REQUIRE(r.has_value());
    CHECK(r->as_number().precision() == 53);
    CHECK(r->as_number().to_string() == "12157665459056929000");
    // NaN has no number: a failed call, not an argument error.
    auto nan = call_stdlib("log", {num(-1), num(2)});
    REQUIRE_FALSE(nan.has_value());
    CHECK(nan.error().kind == call_error_kind::failed);
}

TEST_CASE("stdlib numbers: signum and int fail the call, not an argument [ref:8.9 number]",
          "[stdlib]") {
    auto s = call_stdlib("signum", {value::number(*hcl::number::parse("0.5"))});
    REQUIRE_FALSE(s.has_value());
    CHECK(s.error().kind == call_error_kind::failed);
    CHECK(s.error().message ==
          "value must be a whole number, between -9223372036854775808 and 9223372036854775807");
    auto i = call_stdlib("int", {value::number(hcl::number::infinity())});
    REQUIRE_FALSE(i.has_value());
    CHECK(i.error().kind == call_error_kind::failed);
    auto m = call_stdlib("max", {});
    REQUIRE_FALSE(m.has_value());
    CHECK(m.error().message == "must pass at least one number");
}

TEST_CASE("stdlib numbers: max and min return the first of equal values [ref:8.9 number]",
          "[stdlib]") {
    // 2 with precision 64 and 2 with precision 512 are equal; the first wins.
    const value a = num(2);
    const value b = value::number(*hcl::number::parse("2"));
    CHECK(call_stdlib("max", {a, b})->as_number().precision() == 64);
    CHECK(call_stdlib("min", {b, a})->as_number().precision() == 512);
}
