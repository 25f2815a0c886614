// Tests for the encoding functions of <hcl/stdlib.hpp> (reference behaviour
// §8.9 "json" and "csv", §8.5 JSON encoding): jsonencode jsondecode csvdecode.
#include "support/stdlib_cases.hpp"

#include "support/catch.hpp"

#include <random>
#include <string>
#include <vector>

using hcl::call_error_kind;
using hcl::type;
using hcl::value;
using hcl_test::call_stdlib;

TEST_CASE("stdlib encoding matches the reference's results and failures [ref:8.9 json csv]",
          "[stdlib][oracle]") {
    CHECK(hcl_test::check_stdlib_cases("encoding") >= 85);
}

TEST_CASE("stdlib encoding: unknowns [ref:8.3 call algorithm]", "[stdlib]") {
    const value unknown_string = value::unknown(type::string());
    // A value with an unknown anywhere inside has no JSON text yet.
    CHECK(*call_stdlib("jsonencode", {value::tuple({value::string("a"), value::dynamic()})}) ==
          unknown_string);
    CHECK(*call_stdlib("jsonencode", {value::dynamic()}) == unknown_string);
    // An unknown text has an unknown result of unknown type.
    CHECK(*call_stdlib("jsondecode", {unknown_string}) == value::dynamic());
    CHECK(*call_stdlib("csvdecode", {unknown_string}) == value::dynamic());
}

TEST_CASE("stdlib encoding: jsonencode of null values of any type [ref:8.9 json]", "[stdlib]") {
    CHECK(*call_stdlib("jsonencode", {value::null(type::list(type::string()))}) ==
          value::string("null"));
    CHECK(*call_stdlib("jsonencode", {value()}) == value::string("null"));
}

TEST_CASE("stdlib encoding: csvdecode errors name the line [ref:8.9 csv]", "[stdlib]") {
    auto count = call_stdlib("csvdecode", {value::string("a,b\n1,2\n3\n")});
    REQUIRE_FALSE(count.has_value());
    CHECK(count.error().kind == call_error_kind::failed);
    CHECK(count.error().message == "CSV parse error on line 3: wrong number of fields");

    auto bare = call_stdlib("csvdecode", {value::string("a,b\n\n1,x\"y\n")});
    REQUIRE_FALSE(bare.has_value());
    CHECK(bare.error().message == "CSV parse error on line 3: bare \" in non-quoted-field");

    auto quote = call_stdlib("csvdecode", {value::string("a,b\n1,\"x\ny\n")});
    REQUIRE_FALSE(quote.has_value());
    CHECK(quote.error().message ==
          "CSV parse error on line 3: extraneous or missing \" in quoted-field");

    auto header = call_stdlib("csvdecode", {value::string("a,b,a\n")});
    REQUIRE_FALSE(header.has_value());
    CHECK(header.error().message == "duplicate column name \"a\"");

    auto empty = call_stdlib("csvdecode", {value::string("\n\n")});
    REQUIRE_FALSE(empty.has_value());
    CHECK(empty.error().message == "missing header line");
}

// The reference (Go's encoding/json) decodes an escaped lone surrogate as
// U+FFFD; a valid pair still decodes to its character.
TEST_CASE("stdlib encoding: jsondecode turns lone surrogate escapes into U+FFFD [ref:8.9 json]",
          "[stdlib]") {
    auto r = call_stdlib("jsondecode", {value::string("\"\\ud800x\"")});
    REQUIRE(r.has_value());
    CHECK(*r == value::string("\xEF\xBF\xBDx"));
    auto low = call_stdlib("jsondecode", {value::string("\"a\\udc00\\\\u\\ud83d\\ude00\"")});
    REQUIRE(low.has_value());
    CHECK(*low == value::string("a\xEF\xBF\xBD\\u\xF0\x9F\x98\x80"));
}

namespace {

// Random values of the types JSON implies: strings, exact decimal numbers,
// bools, null, tuples and objects.
class json_value_generator {
public:
    explicit json_value_generator(unsigned seed) : rng_(seed) {}

    value next(int depth = 0) {
        const int kind = pick(depth < 3 ? 7 : 4);
        switch (kind) {
        case 0: return value::string(random_text());
        case 1: return value::number(random_number());
        case 2: return value::boolean(pick(2) == 1);
        case 3: return value();  // null, of the dynamic pseudo-type as JSON's null is
        case 4:
        case 5: {
            std::vector<value> elements;
            for (int i = pick(4); i > 0; --i) elements.push_back(next(depth + 1));
            return value::tuple(std::move(elements));
        }
        default: {
            std::vector<hcl::value_attribute> attributes;
            for (int i = pick(4); i > 0; --i)
                attributes.emplace_back(random_text(), next(depth + 1));
            return value::object(std::move(attributes));
        }
        }
    }

private:
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

    std::string random_text() {
        static const std::vector<std::string> pieces = {"a",
                                                        "Z",
                                                        "0",
                                                        " ",
                                                        "<",
                                                        ">",
                                                        "&",
                                                        "\"",
                                                        "\\",
                                                        "\n",
                                                        "\t",
                                                        "\x01",
                                                        "\x7f",
                                                        "é",
                                                        "e\xCC\x81",
                                                        "\xE2\x80\xA8",
                                                        "\xE2\x80\xA9",
                                                        "\xF0\x9F\x98\x80",
                                                        "\xE2\x98\x83",
                                                        "/",
                                                        "\u00a0"};
        std::string s;
        for (int i = pick(6); i > 0; --i)
            s += pieces[static_cast<std::size_t>(pick(static_cast<int>(pieces.size())))];
        return s;
    }

    hcl::number random_number() {
        static const std::vector<std::string> texts = {"0",
                                                       "1",
                                                       "-1",
                                                       "42",
                                                       "1.5",
                                                       "-0.25",
                                                       "0.1",
                                                       "3.14159265358979323846264338327950288",
                                                       "123456789012345678901234567890",
                                                       "-98765432109876543210.125",
                                                       "1e100",
                                                       "0.0000001",
                                                       "1e-30"};
        if (pick(2) == 0)
            return hcl::number::from_int(std::uniform_int_distribution<std::int64_t>()(rng_));
        return *hcl::number::parse(
            texts[static_cast<std::size_t>(pick(static_cast<int>(texts.size())))]);
    }

    std::mt19937 rng_;
};

}  // namespace

TEST_CASE("stdlib encoding: jsondecode(jsonencode(v)) == v for JSON-shaped values [ref:8.5]",
          "[stdlib][property]") {
    json_value_generator generate(20240601u);
    for (int i = 0; i < 500; ++i) {
        const value v = generate.next();
        auto text = call_stdlib("jsonencode", {v});
        REQUIRE(text.has_value());
        INFO(text->as_string());
        // Go's encoder escapes these, so the text can be embedded in HTML.
        CHECK(text->as_string().find_first_of("<>&") == std::string_view::npos);
        auto back = call_stdlib("jsondecode", {*text});
        REQUIRE(back.has_value());
        CHECK(*back == v);
    }
}
