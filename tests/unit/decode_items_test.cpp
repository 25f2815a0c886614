// Block-count bounds on members of many blocks (annotate.hpp,
// tag::items): hcldec's block_list min_items / max_items, with its messages
// and positions (tests/conformance/dec/expected/block_set_min_max.json).
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/spec_of.hpp>

#include <boost/describe.hpp>

#include <string>
#include <vector>

namespace decode_items_test {

struct rule {
    int port = 0;
};
BOOST_DESCRIBE_STRUCT(rule, (), (port))

struct firewall {
    std::vector<rule> rules;
};
BOOST_DESCRIBE_STRUCT(firewall, (), (rules))
constexpr auto hcl_fields(hcl::type_tag<firewall>) {
    return hcl::fields(hcl::field(&firewall::rules, hcl::tag::block("rule").items(2, 3)));
}

struct site {
    std::string name;
    firewall wall;
};
BOOST_DESCRIBE_STRUCT(site, (), (name, wall))
constexpr auto hcl_fields(hcl::type_tag<site>) {
    return hcl::fields(hcl::field(&site::name, hcl::tag::label()), hcl::field(&site::wall, hcl::tag::block("wall")));
}

struct sites {
    std::vector<site> all;
};
BOOST_DESCRIBE_STRUCT(sites, (), (all))
constexpr auto hcl_fields(hcl::type_tag<sites>) {
    return hcl::fields(hcl::field(&sites::all, hcl::tag::block("site")));
}

std::string rules(int n) {
    std::string out;
    for (int i = 0; i < n; ++i) out += "rule {\n  port = " + std::to_string(80 + i) + "\n}\n";
    return out;
}

}  // namespace decode_items_test

using namespace decode_items_test;

TEST_CASE("decode items: the bounds are part of the schema and of spec_of", "[decode][items]") {
    constexpr auto s = hcl::schema_of<firewall>();
    STATIC_REQUIRE(s.fields[0].min_items == 2);
    STATIC_REQUIRE(s.fields[0].max_items == 3);
    const auto* list = hcl::spec_of<firewall>().get_if<hcl::spec::object>()->members[0].second.get_if<hcl::spec::block_list>();
    REQUIRE(list);
    CHECK(list->min_items == 2);
    CHECK(list->max_items == 3);
}

TEST_CASE("decode items: a count within the bounds decodes", "[decode][items]") {
    for (int n : {2, 3}) {
        auto r = hcl::try_decode_string<firewall>(rules(n), "ok.hcl");
        REQUIRE_FALSE(r.has_errors());
        CHECK(r.value.rules.size() == static_cast<std::size_t>(n));
    }
}

TEST_CASE("decode items: too few blocks, at the body's missing-item range (hcldec block_list)", "[decode][items]") {
    auto r = hcl::try_decode_string<firewall>(rules(1), "few.hcl");
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].summary == "Insufficient rule blocks");
    CHECK(r.diagnostics[0].detail == "At least 2 \"rule\" blocks are required.");
    REQUIRE(r.diagnostics[0].subject);
    CHECK(r.diagnostics[0].subject->start.line == 1);
    CHECK(r.diagnostics[0].subject->start.column == 1);

    auto json = hcl::try_decode_string<firewall>(R"({"rule": [{"port": 1}]})", "few.json");
    REQUIRE(json.diagnostics.size() == 1);
    CHECK(json.diagnostics[0].summary == "Insufficient rule blocks");
}

TEST_CASE("decode items: too many blocks, at the body of the first one beyond the maximum", "[decode][items]") {
    auto r = hcl::try_decode_string<firewall>(rules(5), "many.hcl");
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].summary == "Too many rule blocks");
    CHECK(r.diagnostics[0].detail == "No more than 3 \"rule\" blocks are allowed");
    REQUIRE(r.diagnostics[0].subject);
    CHECK(r.diagnostics[0].subject->start.line == 10);  // the fourth block's opening brace
    CHECK(r.diagnostics[0].subject->start.column == 6);
}

TEST_CASE("decode items: nested bounds carry the logical path; streamed top-level blocks are checked too",
          "[decode][items]") {
    const std::string text = "site \"a\" {\n  wall {\n" + rules(1) + "  }\n}\nsite \"b\" {\n  wall {\n" + rules(2) +
                             "  }\n}\n";
    auto r = hcl::try_decode_string<sites>(text, "nested.hcl");
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].summary == "Insufficient rule blocks");
    CHECK(r.diagnostics[0].path == "site \"a\" > wall");

    // Top-level blocks are decoded while the file is parsed; a count out
    // of bounds sends the decode to the whole tree, which reports it.
    auto top = hcl::try_decode_string<firewall>("# many\n" + rules(4), "top.hcl");
    REQUIRE(top.diagnostics.size() == 1);
    CHECK(top.diagnostics[0].summary == "Too many rule blocks");
    CHECK(top.diagnostics[0].subject->start.line == 11);
}
