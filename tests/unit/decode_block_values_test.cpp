// Block members of values (annotate.hpp, tag::block(...).attr(...)): each
// block's one attribute is the element, as hcldec's block specs over an
// attr spec read it.
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/encode.hpp>
#include <hcl/spec_of.hpp>
#include <hcl/value_json.hpp>

#include <boost/describe.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace decode_block_values_test {

struct config {
    std::vector<std::string> people;                   // person { name = "..." } ...
    std::optional<std::string> backup;                 // backup { host = "..." }
    std::map<std::string, std::optional<int>> ports;   // svc "web" { port = 80 }
    std::map<std::string, std::map<std::string, std::string>> routes;  // r "eu" "a" { target = "..." }
    std::vector<std::string> tags;                     // exactly what: `tags { v = [...] }` once
};
BOOST_DESCRIBE_STRUCT(config, (), (people, backup, ports, routes, tags))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::people, hcl::tag::block("person").attr("name").items(0, 3)),
                       hcl::field(&config::backup, hcl::tag::block("backup").attr("host")),
                       hcl::field(&config::ports, hcl::tag::block("svc").attr("port")),
                       hcl::field(&config::routes, hcl::tag::block("r").attr("target").key_labels("region name")),
                       hcl::field(&config::tags, hcl::tag::block("tags").attr("v").single_block()));
}

struct loose {
    std::vector<hcl::value> items;
};
BOOST_DESCRIBE_STRUCT(loose, (), (items))
constexpr auto hcl_fields(hcl::type_tag<loose>) {
    return hcl::fields(hcl::field(&loose::items, hcl::tag::block("item").optional_attr("v")));
}

}  // namespace decode_block_values_test

using namespace decode_block_values_test;

namespace {
const char* const complete = R"(person { name = "ann" }
person { name = "bob" }
backup { host = "b.example" }
svc "web" { port = 80 }
svc "db" {}
r "eu" "a" { target = "x" }
r "eu" "b" { target = "y" }
tags { v = ["p", "q"] }
)";
}

TEST_CASE("decode block values: shapes from the member type", "[decode][block_values]") {
    constexpr auto s = hcl::schema_of<config>();
    STATIC_REQUIRE(s.fields[0].shape == hcl::block_shape::many);
    STATIC_REQUIRE(s.fields[0].inner == "name");
    STATIC_REQUIRE(s.fields[1].shape == hcl::block_shape::optional);
    STATIC_REQUIRE(s.fields[2].shape == hcl::block_shape::by_label);
    STATIC_REQUIRE(s.fields[2].keys == 1);
    STATIC_REQUIRE(s.fields[3].keys == 2);
    STATIC_REQUIRE(s.fields[4].shape == hcl::block_shape::one);
    STATIC_REQUIRE(s.fields[4].required);

    auto r = hcl::try_decode_string<config>(complete, "in.hcl");
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.people == std::vector<std::string>{"ann", "bob"});
    CHECK(r.value.backup == "b.example");
    CHECK(r.value.ports.at("web") == 80);
    CHECK_FALSE(r.value.ports.at("db").has_value());
    CHECK(r.value.routes.at("eu").at("b") == "y");
    CHECK(r.value.tags == std::vector<std::string>{"p", "q"});

    // The value is the spec's: a list of names, a map of ports.
    CHECK(*hcl::value_to_json(*hcl::to_value(r.value).find("person")) == R"(["ann","bob"])");
    CHECK(*hcl::value_to_json(*hcl::to_value(r.value).find("svc")) == R"({"db":null,"web":80})");
}

TEST_CASE("decode block values: missing attributes and blocks, extra content, bounds", "[decode][block_values]") {
    auto r = hcl::try_decode_string<config>(
        "person {}\nperson {\n  name = \"a\"\n  age = 3\n}\nperson { name = \"b\" }\nperson { name = \"c\" }\n"
        "r \"eu\" { target = \"x\" }\n",
        "bad.hcl");
    std::vector<std::string> summaries;
    for (const auto& d : r.diagnostics) summaries.push_back(d.summary);
    // The second key label is called "name" (key_labels("region name")).
    CHECK(summaries == std::vector<std::string>{"Missing name for r", "Too many person blocks",
                                                "Missing required argument", "Unsupported argument",
                                                "Missing tags block"});

    auto json = hcl::try_decode_string<loose>(R"({"item": [{"v": 1}, {}]})", "in.json");
    REQUIRE_FALSE(json.has_errors());
    REQUIRE(json.value.items.size() == 2);
    CHECK(json.value.items[1].is_null());
}

TEST_CASE("decode block values: encoded as blocks of one attribute; spec_of gives block specs over an attr",
          "[decode][block_values]") {
    auto r = hcl::try_decode_string<config>(complete, "in.hcl");
    REQUIRE_FALSE(r.has_errors());
    const std::string text = hcl::encode(r.value);
    CHECK(text.find("svc \"web\" {\n  port = 80\n}") != std::string::npos);
    auto back = hcl::try_decode_string<config>(text, "again.hcl");
    INFO(text);
    REQUIRE_FALSE(back.has_errors());
    CHECK(hcl::to_value(back.value) == hcl::to_value(r.value));

    const auto spec = hcl::spec_of<config>();
    const auto& members = spec.get_if<hcl::spec::object>()->members;
    const auto* people = members[0].second.get_if<hcl::spec::block_list>();
    REQUIRE(people);
    CHECK(people->max_items == 3);
    const auto* name = people->nested.get_if<hcl::spec::attr>();
    REQUIRE(name);
    CHECK(name->required);
    const auto* routes = members[3].second.get_if<hcl::spec::block_map>();
    REQUIRE(routes);
    CHECK(routes->labels == std::vector<std::string>{"region", "name"});
    const auto* tags = members[4].second.get_if<hcl::spec::block>();
    REQUIRE(tags);
    CHECK(tags->required);
    CHECK(tags->nested.get_if<hcl::spec::attr>()->type == hcl::type::list(hcl::type::string()));
}

TEST_CASE("decode block values: too many blocks is reported at the extra block's value, as hcldec does",
          "[decode][block_values]") {
    const std::string four = "person { name = \"a\" }\nperson { name = \"b\" }\nperson { name = \"c\" }\n"
                             "person { name = \"d\" }\nperson {}\ntags { v = [] }\n";
    auto r = hcl::try_decode_string<config>(four, "four.hcl");
    std::vector<const hcl::diagnostic*> too_many;
    for (const auto& d : r.diagnostics) {
        if (d.summary == "Too many person blocks") too_many.push_back(&d);
    }
    REQUIRE(too_many.size() == 1);
    REQUIRE(too_many[0]->subject);
    CHECK(too_many[0]->subject->start.line == 4);
    CHECK(too_many[0]->subject->start.column == 17);  // "d"
}
