// Plain aggregates decode with no annotation (docs/decoder.md, "Plain
// aggregates"): member identifiers are the HCL names, member types give the
// roles; an hcl::fields table adds only what a type cannot say, and
// hcl::defaults(...) makes what T{} gives a value optional.
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/encode.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace aggregate_test {

struct resource_limits {
    int cpu;
    std::optional<long> memory_mb;
};
struct process {
    std::string name;
    std::vector<std::string> command;
    std::optional<resource_limits> limits;
};
constexpr auto hcl_fields(hcl::type_tag<process>) {
    return hcl::fields(hcl::field(&process::name, hcl::tag::label()));
}
struct volume_spec {
    long size_gb;
};
struct config {
    std::string version;
    resource_limits defaults;                   // exactly one block
    std::vector<process> processes;             // table: block type "process"
    std::map<std::string, volume_spec> volume;  // keyed by label
    std::optional<std::string> owner;
};
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::processes, hcl::tag::block("process")));
}

// A value type that converts itself stays an attribute, aggregate or not.
struct port_number {
    int value;
};
inline bool hcl_from_value(const hcl::value& v, port_number& out, hcl::conversion& cx) {
    return cx.convert(v, out.value);
}
struct listener {
    port_number port;
};

}  // namespace aggregate_test

using namespace aggregate_test;

TEST_CASE("aggregate: member identifiers are the HCL names", "[decode][aggregate]") {
    constexpr auto s = hcl::schema_of<config>();
    STATIC_REQUIRE(s.fields[0].name == "version");
    STATIC_REQUIRE(s.fields[0].kind == hcl::field_kind::attr);
    STATIC_REQUIRE(s.fields[0].required);
    STATIC_REQUIRE(s.fields[1].name == "defaults");
    STATIC_REQUIRE(s.fields[1].shape == hcl::block_shape::one);
    STATIC_REQUIRE(s.fields[2].member == "processes");
    STATIC_REQUIRE(s.fields[2].name == "process");
    STATIC_REQUIRE(s.fields[2].shape == hcl::block_shape::many);
    STATIC_REQUIRE(s.fields[3].name == "volume");
    STATIC_REQUIRE(s.fields[3].shape == hcl::block_shape::by_label);
    STATIC_REQUIRE(s.fields[4].name == "owner");
    STATIC_REQUIRE(!s.fields[4].required);
    constexpr auto p = hcl::schema_of<process>();
    STATIC_REQUIRE(p.fields[0].kind == hcl::field_kind::label);
    STATIC_REQUIRE(p.fields[0].name == "name");
    STATIC_REQUIRE(p.fields[2].name == "limits");
    STATIC_REQUIRE(p.fields[2].shape == hcl::block_shape::optional);
    constexpr auto l = hcl::schema_of<listener>();
    STATIC_REQUIRE(l.fields[0].kind == hcl::field_kind::attr);
}

TEST_CASE("aggregate: nested blocks decode with no macro", "[decode][aggregate]") {
    const std::string text = R"(version = "2"
defaults {
  cpu = 2
}
process "web" {
  command = ["serve", "--port", "80"]
  limits {
    cpu       = 4
    memory_mb = 512
  }
}
process "worker" {
  command = ["work"]
}
volume "data" {
  size_gb = 10
}
)";
    auto r = hcl::try_decode_string<config>(text, "app.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.version == "2");
    CHECK(r.value.defaults.cpu == 2);
    CHECK_FALSE(r.value.defaults.memory_mb);
    REQUIRE(r.value.processes.size() == 2);
    CHECK(r.value.processes[0].name == "web");
    CHECK(r.value.processes[0].command == std::vector<std::string>{"serve", "--port", "80"});
    REQUIRE(r.value.processes[0].limits);
    CHECK(r.value.processes[0].limits->memory_mb == 512);
    CHECK(r.value.processes[1].name == "worker");
    CHECK_FALSE(r.value.processes[1].limits);
    CHECK(r.value.volume.at("data").size_gb == 10);
    CHECK_FALSE(r.value.owner);

    // The same configuration in the JSON syntax.
    auto json = hcl::try_decode_string<config>(
        R"({"version": "2", "defaults": {"cpu": 2}, "process": {"web": {"command": ["serve"]}},
            "volume": {"data": {"size_gb": 10}}})",
        "app.json");
    REQUIRE_FALSE(json.has_errors());
    CHECK(json.value.processes.at(0).command == std::vector<std::string>{"serve"});
    CHECK(json.value.volume.at("data").size_gb == 10);
}

TEST_CASE("aggregate: mistakes are reported with the identifiers' names", "[decode][aggregate]") {
    auto r = hcl::try_decode_string<config>("verison = \"2\"\nprocess \"p\" {\n}\n", "bad.hcl");
    std::vector<std::string> got;
    for (const auto& d : r.diagnostics) got.push_back(d.summary + ": " + d.detail);
    CHECK(got == std::vector<std::string>{
                     "Missing required argument: The argument \"version\" is required, but no definition was found.",
                     "Unsupported argument: An argument named \"verison\" is not expected here. Did you mean "
                     "\"version\"?",
                     "Missing defaults block: A defaults block is required.",
                     "Missing required argument: The argument \"command\" is required, but no definition was "
                     "found.",
                 });
}

TEST_CASE("aggregate: a type with its own conversion is an attribute", "[decode][aggregate]") {
    auto r = hcl::try_decode_string<listener>("port = 8080\n", "l.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.port.value == 8080);
}

TEST_CASE("aggregate: value_to fills a plain aggregate from an object", "[decode][aggregate]") {
    auto v = hcl::value::object({{"cpu", hcl::value::number(3)}, {"memory_mb", hcl::value::number(64)}});
    auto r = hcl::value_to<resource_limits>(v);
    REQUIRE(r);
    CHECK(r->cpu == 3);
    CHECK(r->memory_mb == 64);
}

TEST_CASE("aggregate: encoding writes what decoding reads", "[encode][aggregate]") {
    config c;
    c.version = "1";
    c.defaults.cpu = 1;
    c.processes.push_back({"web", {"serve"}, resource_limits{2, 256}});
    c.volume["data"].size_gb = 5;
    const std::string text = hcl::encode(c);
    auto back = hcl::try_decode_string<config>(text, "back.hcl");
    REQUIRE_FALSE(back.has_errors());
    CHECK(back.value.processes.at(0).limits->memory_mb == 256);
    CHECK(back.value.volume.at("data").size_gb == 5);
    CHECK(hcl::encode(back.value) == text);
}

namespace aggregate_test {
// hcl::defaults: what T{} gives is the default of an absent item.
struct deployment {
    std::string image;
    int replicas = 1;
    bool debug = false;
    std::string region = "eu-west-1";
    resource_limits resources{1, 128};
    std::vector<std::string> args;
};
constexpr auto hcl_fields(hcl::type_tag<deployment>) {
    return hcl::defaults(hcl::field(&deployment::image, hcl::tag::required()));
}
}  // namespace aggregate_test

TEST_CASE("aggregate: hcl::defaults keeps T{}'s values for absent items", "[decode][aggregate]") {
    constexpr auto s = hcl::schema_of<deployment>();
    STATIC_REQUIRE(s.fields[0].required);
    STATIC_REQUIRE(!s.fields[1].required);
    STATIC_REQUIRE(!s.fields[4].required);
    STATIC_REQUIRE(s.fields[4].shape == hcl::block_shape::one);

    auto r = hcl::try_decode_string<deployment>("image = \"app:1\"\nreplicas = 3\n", "d.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.image == "app:1");
    CHECK(r.value.replicas == 3);
    CHECK_FALSE(r.value.debug);
    CHECK(r.value.region == "eu-west-1");
    CHECK(r.value.resources.cpu == 1);
    CHECK(r.value.resources.memory_mb == 128);
    CHECK(r.value.args.empty());

    auto block = hcl::try_decode_string<deployment>("image = \"x\"\nresources {\n  cpu = 8\n}\n", "d.hcl");
    REQUIRE_FALSE(block.has_errors());
    CHECK(block.value.resources.cpu == 8);
    CHECK(block.value.resources.memory_mb == 128);  // what the block leaves out keeps T{}'s value too

    auto missing = hcl::try_decode_string<deployment>("replicas = 2\n", "d.hcl");
    REQUIRE(missing.diagnostics.size() == 1);
    CHECK(missing.diagnostics[0].detail == "The argument \"image\" is required, but no definition was found.");
}
