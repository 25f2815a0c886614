// Maps of maps of blocks (annotate.hpp): a member
// std::map<std::string, std::map<std::string, S>> takes blocks keyed by their
// first two labels, as an hcldec block_map with two labels does
// (tests/conformance/dec/cases/block_map_two_labels.hcldec).
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/encode.hpp>
#include <hcl/spec_of.hpp>

#include <boost/describe.hpp>

#include <map>
#include <optional>
#include <string>

namespace decode_map_of_maps_test {

struct service {
    std::string image;
    std::optional<int> replicas;
};
BOOST_DESCRIBE_STRUCT(service, (), (image, replicas))

struct config {
    std::map<std::string, std::map<std::string, service>> services;
};
BOOST_DESCRIBE_STRUCT(config, (), (services))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(
        hcl::field(&config::services, hcl::tag::block("service").key_labels("protocol name")));
}

// Without names for the labels.
struct unnamed {
    std::map<std::string, std::map<std::string, std::map<std::string, service>>> deep;
};
BOOST_DESCRIBE_STRUCT(unnamed, (), (deep))

}  // namespace decode_map_of_maps_test

using namespace decode_map_of_maps_test;

TEST_CASE("decode map of maps: blocks keyed by their first labels, one level each", "[decode][keyed]") {
    STATIC_REQUIRE(hcl::schema_of<config>().fields[0].keys == 2);
    STATIC_REQUIRE(hcl::schema_of<unnamed>().fields[0].keys == 3);
    auto r = hcl::try_decode_string<config>(R"(
service "http" "web" {
  image = "nginx"
}
service "http" "api" {
  image    = "api"
  replicas = 2
}
service "tcp" "db" {
  image = "postgres"
}
)",
                                            "keyed.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.services.size() == 2);
    CHECK(r.value.services.at("http").at("api").replicas == 2);
    CHECK(r.value.services.at("tcp").at("db").image == "postgres");

    auto deep = hcl::try_decode_string<unnamed>("deep \"a\" \"b\" \"c\" {\n  image = \"x\"\n}\n", "deep.hcl");
    REQUIRE_FALSE(deep.has_errors());
    CHECK(deep.value.deep.at("a").at("b").at("c").image == "x");
}

TEST_CASE("decode map of maps: missing labels are named, duplicate keys reported", "[decode][keyed]") {
    auto r = hcl::try_decode_string<config>(R"(service "http" {
  image = "a"
}
service "http" "web" {
  image = "b"
}
service "http" "web" {
  image = "c"
}
service "http" "other" {
  image = "d"
}
)",
                                            "bad.hcl");
    REQUIRE(r.diagnostics.size() == 2);
    CHECK(r.diagnostics[0].summary == "Missing name for service");
    CHECK(r.diagnostics[0].detail == "All service blocks must have 2 labels (protocol, name).");
    CHECK(r.diagnostics[1].summary == "Duplicate service block");
    CHECK(r.diagnostics[1].detail.starts_with("Only one service block labelled \"http\" \"web\" is allowed."));
    CHECK(r.diagnostics[1].subject->start.line == 7);

    auto unnamed_labels = hcl::try_decode_string<unnamed>("deep \"a\" {}\n", "deep.hcl");
    REQUIRE(unnamed_labels.diagnostics.size() == 1);
    CHECK(unnamed_labels.diagnostics[0].summary == "Missing name2 for deep");
}

TEST_CASE("decode map of maps: encoding writes every key as a label; spec_of gives a block_map",
          "[decode][keyed]") {
    config c;
    c.services["tcp"]["db"].image = "postgres";
    c.services["http"]["web"].image = "nginx";
    const std::string text = hcl::encode(c);
    CHECK(text.find("service \"http\" \"web\" {") != std::string::npos);
    CHECK(text.find("service \"tcp\" \"db\" {") < text.size());
    auto back = hcl::try_decode_string<config>(text, "again.hcl");
    REQUIRE_FALSE(back.has_errors());
    CHECK(back.value.services.at("tcp").at("db").image == "postgres");

    const auto* map =
        hcl::spec_of<config>().get_if<hcl::spec::object>()->members[0].second.get_if<hcl::spec::block_map>();
    REQUIRE(map);
    CHECK(map->labels == std::vector<std::string>{"protocol", "name"});
}
