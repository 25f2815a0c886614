// One block read as a map of its attributes (annotate.hpp, tag::block_attrs),
// as hcldec's block_attrs spec reads it.
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/encode.hpp>
#include <hcl/spec_of.hpp>

#include <boost/describe.hpp>

#include <map>
#include <optional>
#include <string>

namespace decode_block_attrs_test {

struct config {
    std::map<std::string, int> limits;
    std::optional<std::map<std::string, std::string>> tags;
};
BOOST_DESCRIBE_STRUCT(config, (), (limits, tags))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::limits, hcl::tag::block_attrs("limits")),
                       hcl::field(&config::tags, hcl::tag::block_attrs("tags")));
}

}  // namespace decode_block_attrs_test

using namespace decode_block_attrs_test;

TEST_CASE("decode block_attrs: every attribute of the block, converted", "[decode][block_attrs]") {
    constexpr auto s = hcl::schema_of<config>();
    STATIC_REQUIRE(s.fields[0].attributes_only);
    STATIC_REQUIRE(s.fields[0].required);
    STATIC_REQUIRE_FALSE(s.fields[1].required);
    auto r = hcl::try_decode_string<config>("limits {\n  cpu = 2\n  memory = \"512\"\n}\n", "in.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.limits == std::map<std::string, int>{{"cpu", 2}, {"memory", 512}});
    CHECK_FALSE(r.value.tags.has_value());

    auto json = hcl::try_decode_string<config>(R"({"limits": {"cpu": 1}, "tags": {"env": "prod"}})", "in.json");
    REQUIRE_FALSE(json.has_errors());
    CHECK(json.value.tags->at("env") == "prod");
}

TEST_CASE("decode block_attrs: missing, duplicate, nested blocks and bad values", "[decode][block_attrs]") {
    auto missing = hcl::try_decode_string<config>("tags {}\n", "missing.hcl");
    REQUIRE(missing.diagnostics.size() == 1);
    CHECK(missing.diagnostics[0].summary == "Missing limits block");

    auto twice = hcl::try_decode_string<config>("limits {}\nlimits {}\n", "twice.hcl");
    REQUIRE(twice.diagnostics.size() == 1);
    CHECK(twice.diagnostics[0].summary == "Duplicate limits block");

    auto bad = hcl::try_decode_string<config>("limits {\n  cpu = \"many\"\n  inner {}\n}\n", "bad.hcl");
    REQUIRE(bad.diagnostics.size() == 2);
    CHECK(bad.diagnostics[0].summary == "Unexpected \"inner\" block");
    CHECK(bad.diagnostics[1].summary == "Unsuitable value type");
    CHECK(bad.diagnostics[1].path == "limits > cpu");
}

TEST_CASE("decode block_attrs: encoded as one block of attributes; spec_of gives block_attrs",
          "[decode][block_attrs]") {
    config c;
    c.limits = {{"cpu", 2}};
    const std::string text = hcl::encode(c);
    CHECK(text.find("limits {") != std::string::npos);
    auto back = hcl::try_decode_string<config>(text, "again.hcl");
    REQUIRE_FALSE(back.has_errors());
    CHECK(back.value.limits == c.limits);

    const auto spec = hcl::spec_of<config>();
    const auto* attrs = spec.get_if<hcl::spec::object>()->members[0].second.get_if<hcl::spec::block_attrs>();
    REQUIRE(attrs);
    CHECK(attrs->required);
    CHECK(attrs->element_type == hcl::type::number());
}
