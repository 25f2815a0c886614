// Tests for format and formatlist of <hcl/stdlib.hpp> (reference behaviour
// §8.9 "format": printf-like verbs, flags, width, precision, [n] indexes).
#include "support/stdlib_cases.hpp"

#include "support/catch.hpp"

using hcl::call_error_kind;
using hcl::type;
using hcl::value;
using hcl_test::call_stdlib;

TEST_CASE("stdlib format matches the reference's results and failures [ref:8.9 format]", "[stdlib][oracle]") {
    CHECK(hcl_test::check_stdlib_cases("format") >= 150);
}

namespace {
std::string formatted(const char* format, std::initializer_list<value> args) {
    std::vector<value> all{value::string(format)};
    all.insert(all.end(), args.begin(), args.end());
    auto r = hcl_test::stdlib_table().at("format").call(all);
    return r ? std::string(r->as_string()) : "<" + r.error().message + ">";
}
value num(const char* text) { return value::number(*hcl::number::parse(text)); }
}  // namespace

TEST_CASE("stdlib format: numbers keep their 512-bit precision [ref:8.9 format]", "[stdlib]") {
    CHECK(formatted("%.25f", {num("0.1")}) == "0.1000000000000000000000000");
    CHECK(formatted("%v", {num("123456789012345678901234567890")}) == "1.2345678901234567890123456789e+29");
    CHECK(formatted("%d", {num("123456789012345678901234567890")}) == "123456789012345678901234567890");
    CHECK(formatted("%.0f %.0f %.0f", {num("0.5"), num("1.5"), num("2.5")}) == "0 2 2");
    CHECK(formatted("%x", {num("-255")}) == "-ff");
    CHECK(formatted("%v", {value::number(hcl::number::infinity())}) == "+Inf");
    CHECK(formatted("%f|%08.2f", {value::number(hcl::number::infinity(true)), value::number(hcl::number::infinity())}) ==
          "-Inf|    +Inf");
}

TEST_CASE("stdlib format: errors [ref:8.9 format]", "[stdlib]") {
    CHECK(formatted("%d", {num("1.5")}) == "<unsupported value for \"%d\" at 0: an integer is required>");
    CHECK(formatted("%s", {value::null(type::string())}) ==
          "<unsupported value for \"%s\" at 0: null value cannot be formatted>");
    CHECK(formatted("%s %s", {value::string("a")}) ==
          "<not enough arguments for \"%s\" at 3: need index 2 but have 1 total>");
    CHECK(formatted("%y", {value::number(1)}) == "<unsupported format verb 'y' in \"%y\" at offset 0>");
    CHECK(formatted("ab%", {}) == "<invalid format string starting at offset 3>");
    CHECK(formatted("%!", {}) == "<unrecognized format character '!' at offset 1>");
    // Unused arguments are blamed on the first one not used.
    auto r = call_stdlib("format", {value::string("%[1]s"), value::string("a"), value::string("b")});
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().kind == call_error_kind::invalid_argument);
    CHECK(r.error().argument == 2u);
    CHECK(r.error().message == "too many arguments; only 1 used by format string");
    // Widths that would need gigabytes are refused (the reference has no limit).
    CHECK(formatted("%999999999s", {value::string("a")}).front() == '<');
}

TEST_CASE("stdlib format: unknown arguments [ref:8.3 call algorithm]", "[stdlib]") {
    const value unknown_string = value::unknown(type::string());
    CHECK(*call_stdlib("format", {value::string("%s"), unknown_string}) == unknown_string);
    // Nested unknowns too: collections print as JSON, which needs every value.
    CHECK(*call_stdlib("format", {value::string("%v"), value::tuple({unknown_string})}) == unknown_string);
    const type list_of_string = type::list(type::string());
    CHECK(*call_stdlib("formatlist", {value::string("%s"), value::unknown(list_of_string)}) ==
          value::unknown(list_of_string));
    CHECK(*call_stdlib("formatlist", {value::string("%s"), value::dynamic()}) == value::dynamic());
    // An unknown element only makes its own result unknown.
    auto r = call_stdlib("formatlist", {value::string("<%s>"), value::list({value::string("a"), unknown_string})});
    REQUIRE(r.has_value());
    CHECK(*r == value::list({value::string("<a>"), unknown_string}));
    // An unknown tuple still has a length to check.
    auto mismatch = call_stdlib("formatlist", {value::string("%s%s"), value::list({value::string("a")}),
                                               value::unknown(type::tuple({type::string(), type::string()}))});
    REQUIRE_FALSE(mismatch.has_value());
    CHECK(mismatch.error().kind == call_error_kind::invalid_argument);
    CHECK(mismatch.error().argument == 2u);
}

TEST_CASE("stdlib format: null only for %v [ref:8.9 format]", "[stdlib]") {
    CHECK(formatted("%v|%#v", {value::null(type::number()), value::null(type::list(type::string()))}) == "null|null");
    auto r = call_stdlib("formatlist", {value::string("%v"), value::null(type::list(type::string()))});
    REQUIRE(r.has_value());
    CHECK(*r == value::list({value::string("null")}));
}
