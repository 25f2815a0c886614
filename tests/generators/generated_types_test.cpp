// Decoding through types hcl-gen generated (the committed golden headers,
// tests/generators/golden): the annotations it writes give the behaviour
// docs/generators.md promises for each spec kind.
#include "support/catch.hpp"

#include "attributes.hpp"
#include "block_arrays.hpp"
#include "blocks.hpp"
#include "constants.hpp"
#include "exact.hpp"
#include "groups.hpp"
#include "json_syntax.hpp"
#include "options.hpp"
#include "root_blocks.hpp"
#include "root_default.hpp"
#include "root_literal.hpp"
#include "terraform.hpp"

#include <hcl/spec_of.hpp>
#include <hcl/value_json.hpp>

#include <string>

TEST_CASE("generated: attributes, optional members, defaults and mangled names", "[generated]") {
    using namespace golden::attributes;
    auto r = hcl::try_decode_string<attributes>(R"(
name          = "web"
enabled       = true
settings      = { a = 1 }
tags          = ["x", "y"]
zones         = ["b", "a", "b"]
owner         = { name = "Ann", email = "ann@example.com" }
contacts      = [{ name = "Bo" }]
pair          = ["p", 2]
instance-type = "t3"
default       = "yes"
namespace     = "ns"
_private      = "p"
a__b          = "ab"
real_name     = "r"
count         = 7
)",
                                                "in.hcl");
    REQUIRE_FALSE(r.has_errors());
    const attributes& a = r.value;
    CHECK(a.name == "web");
    CHECK(a.enabled);
    CHECK_FALSE(a.weight.has_value());  // absent optional
    CHECK(a.tags == std::vector<std::string>{"x", "y"});
    CHECK(a.zones == std::set<std::string>{"a", "b"});
    CHECK(a.owner->email == "ann@example.com");
    CHECK(a.contacts->at(0).name == "Bo");
    CHECK(std::get<1>(*a.pair) == 2.0);
    CHECK(a.instance_type == "t3");
    CHECK(a.default_ == "yes");
    CHECK(a.namespace_ == "ns");
    CHECK(a.x_private == "p");
    CHECK(a.a_x_b == "ab");
    CHECK(a.explicit_ == "r");
    CHECK(a.count == std::int64_t{7});  // hcl-gen: number=int64
    CHECK(a.extra.is_null());
    // Defaults from the spec's literals.
    CHECK(a.port == 8080.0);
    CHECK(a.ratio == 0.25);
    CHECK(a.greeting == "say \"hi\"\n\tand ?? leave");
    CHECK_FALSE(a.verbose);
    CHECK(a.servers == std::vector<std::string>{"a", "b"});
    CHECK(a.limits == std::map<std::string, double>{{"cpu", 2.0}, {"memory", 512.0}});
    CHECK_FALSE(a.nothing.has_value());

    auto missing = hcl::try_decode_string<attributes>("enabled = true\n", "missing.hcl");
    REQUIRE(missing.diagnostics.size() == 2);
    CHECK(missing.diagnostics[0].summary == "Missing required argument");
}

TEST_CASE("generated: blocks, block counts, labels and constants", "[generated]") {
    using namespace golden::blocks;
    const std::string text = R"(
server {
  host = "a"
  tls {
    certificate = "c"
  }
}
rule {
  port = 1
}
peer {
  address = "x"
}
service "web" {
  image = "nginx"
}
route "/" "GET" {
  target = "home"
}
listener "tcp" "80" {
  backend = "web"
}
listener "tcp" "443" {
  backend = "tls"
}
listener "udp" "53" {}
tags {
  env  = "prod"
  tier = 1
}
empty {}
person {
  name = "ann"
}
person {
  name = "bob"
}
backup {}
primary {
  ports = [80, 443]
}
target "eu" "a" {
  target = "x"
}
extra {
  v = 1
}
extra {}
)";
    auto r = hcl::try_decode_string<blocks>(text, "in.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.server.host == "a");
    CHECK(r.value.server.tls->certificate == "c");
    CHECK_FALSE(r.value.tls.has_value());
    CHECK(r.value.rule.size() == 1);
    CHECK(r.value.service.at("web").image == "nginx");
    CHECK(r.value.route.at(0).path == "/");
    CHECK(r.value.route.at(0).method == "GET");
    CHECK(r.value.empty.size() == 1);
    CHECK(r.value.listener.at("tcp").at("443").backend == "tls");
    CHECK(r.value.listener.at("udp").size() == 1);
    CHECK(r.value.tags->at("env") == "prod");
    CHECK(r.value.tags->at("tier") == "1");
    CHECK_FALSE(r.value.listener.at("udp").at("53").backend.has_value());
    // Blocks of values.
    CHECK(r.value.names == std::vector<std::string>{"ann", "bob"});
    REQUIRE(r.value.backup_host.has_value());
    CHECK_FALSE(r.value.backup_host->has_value());
    CHECK(r.value.primary_ports == std::vector<double>{80, 443});
    CHECK(r.value.targets.at("eu").at("a") == "x");
    REQUIRE(r.value.extra.size() == 2);
    CHECK(r.value.extra[1].is_null());
    // The labels keying the maps are named as in the spec.
    auto short_labels = hcl::try_decode_string<blocks>(
        "server {\n  host = \"a\"\n}\nprimary {}\nrule {\n port = 1\n}\n"
        "listener \"tcp\" {}\nlistener \"tcp\" \"80\" {}\n"
        "listener \"tcp\" \"80\" {}\n",
        "labels.hcl");
    REQUIRE(short_labels.diagnostics.size() == 2);
    CHECK(short_labels.diagnostics[0].summary == "Missing port for listener");
    CHECK(short_labels.diagnostics[1].summary == "Duplicate listener block");
    STATIC_REQUIRE(blocks::version == std::string_view("1.2"));
    STATIC_REQUIRE(blocks::schema_revision == 3.0);
    STATIC_REQUIRE(blocks::strict);

    auto none = hcl::try_decode_string<blocks>("server {\n  host = \"a\"\n}\nprimary {}\n", "none.hcl");
    REQUIRE(none.diagnostics.size() == 1);
    CHECK(none.diagnostics[0].summary == "Insufficient rule blocks");
    auto many = hcl::try_decode_string<blocks>(
        "primary {}\nserver {\n  host = \"a\"\n}\nrule {\n port = 1\n}\nrule {\n port = 2\n}\nrule {\n port = 3\n}\n"
        "rule {\n "
        "port = 4\n}\n",
        "many.hcl");
    REQUIRE(many.diagnostics.size() == 1);
    CHECK(many.diagnostics[0].summary == "Too many rule blocks");
    CHECK(many.diagnostics[0].subject->start.line == 14);
    auto no_server = hcl::try_decode_string<blocks>("primary {}\nrule {\n port = 1\n}\n", "no_server.hcl");
    REQUIRE(no_server.diagnostics.size() == 1);
    CHECK(no_server.diagnostics[0].summary == "Missing server block");
    auto no_primary = hcl::try_decode_string<blocks>("server {\n  host = \"a\"\n}\nrule {\n port = 1\n}\n", "p.hcl");
    REQUIRE(no_primary.diagnostics.size() == 1);
    CHECK(no_primary.diagnostics[0].summary == "Missing primary block");
}

TEST_CASE("generated: run options (int64 numbers, exact numbers, namespace, root name)", "[generated]") {
    auto r = hcl::try_decode_string<golden::options::settings>("size = 3\nsizes = [1, 2]\nratio = 0.5\nexact = 0.1\n",
                                                               "in.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.size == std::int64_t{3});
    CHECK(r.value.retries == std::int64_t{3});
    CHECK(r.value.ratio == 0.5);
    CHECK(r.value.exact->to_string() == "0.1");
    auto fraction = hcl::try_decode_string<golden::options::settings>("size = 1.5\n", "in.hcl");
    REQUIRE(fraction.diagnostics.size() == 1);
    CHECK(fraction.diagnostics[0].summary == "Unsuitable value type");

    auto e = hcl::try_decode_string<golden::exact::exact>("limits = { a = 0.30000000000000000001 }\n", "e.hcl");
    REQUIRE_FALSE(e.has_errors());
    CHECK(e.value.ratio.to_string() == "0.1");
    CHECK(e.value.limits->at("a").to_string() == "0.30000000000000000001");
}

TEST_CASE("generated: a spec file in JSON syntax; the decode functions", "[generated]") {
    auto r = hcl::try_decode_string<golden::json::json_syntax>("name = \"n\"\nitem {\n  value = 1\n}\n", "in.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.item.at(0).value == 1.0);
    auto missing = golden::json::try_decode_json_syntax("no-such-file.hcl");
    REQUIRE(missing.has_errors());
    CHECK(missing.diagnostics[0].summary == "Failed to read file");
    CHECK_THROWS_AS(golden::json::decode_json_syntax("no-such-file.hcl"), hcl::error);
}

TEST_CASE("generated: Terraform provider schema types read a resource's body", "[generated]") {
    using namespace golden::terraform;
    auto r = hcl::try_decode_string<shop_item>(R"(
name  = "mug"
price = 9.5
tags  = ["kitchen"]
dimensions = { width = 8, height = 10 }
variant {
  sku = "MUG-1"
}
translation "de" {
  name = "Tasse"
}
discount {
  percent = 10
}
options   = [{ color = "red" }, { color = "blue", extra_cost = 2 }]
warehouse = { code = "W1" }
)",
                                               "main.tf");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.name == "mug");
    CHECK(r.value.price == 9.5);
    CHECK(r.value.variant.at(0).sku == "MUG-1");
    CHECK_FALSE(r.value.variant.at(0).stock.has_value());
    CHECK(r.value.translation.at("de").name == "Tasse");
    CHECK_FALSE(r.value.dimensions->unit.has_value());
    // Nested attributes: objects converted into their structs.
    REQUIRE(r.value.options->size() == 2);
    CHECK(r.value.options->at(1).extra_cost == 2.0);
    CHECK(r.value.warehouse->code == "W1");
    auto computed_nested = hcl::try_decode_string<shop_item>(
        "name = \"m\"\nprice = 1\nvariant {\n sku = \"s\"\n}\noptions = [{ color = \"c\", internal_id = \"x\" }]\n",
        "main.tf");
    REQUIRE(computed_nested.diagnostics.size() == 1);
    CHECK(computed_nested.diagnostics[0].summary == "Unsuitable value type");
    // Computed-only attributes have no member: setting one is an error.
    auto computed = hcl::try_decode_string<shop_item>("name = \"m\"\nprice = 1\nid = \"x\"\nvariant {\n sku = \"s\"\n}\n",
                                                      "main.tf");
    REQUIRE(computed.diagnostics.size() == 1);
    CHECK(computed.diagnostics[0].summary == "Unsupported argument");
    // min_items = 1 on variant.
    auto none = hcl::try_decode_string<shop_item>("name = \"m\"\nprice = 1\n", "main.tf");
    REQUIRE(none.diagnostics.size() == 1);
    CHECK(none.diagnostics[0].summary == "Insufficient variant blocks");
    auto provider = hcl::try_decode_string<shop_provider>("endpoint = \"https://shop\"\n", "provider.tf");
    CHECK_FALSE(provider.has_errors());
    auto data = hcl::try_decode_string<data_shop_item>("name = \"mug\"\n", "data.tf");
    CHECK_FALSE(data.has_errors());
}

TEST_CASE("generated: a root that is not an object is a struct of its one member; its value is the member's",
          "[generated]") {
    using namespace golden::root_blocks;
    auto r = hcl::try_decode_string<root_blocks>(
        "step \"a\" {\n  run = \"make\"\n}\nstep \"b\" {\n  run = \"test\"\n}\n", "in.hcl");
    REQUIRE_FALSE(r.has_errors());
    REQUIRE(r.value.step.size() == 2);
    CHECK(r.value.step[1].name == "b");
    // hcl_to_value: the list of steps, as hcldec gives it for this spec.
    CHECK(*hcl::value_to_json(hcl::to_value(r.value)) == R"([{"name":"a","run":"make"},{"name":"b","run":"test"}])");

    auto none = hcl::try_decode_string<root_blocks>("", "empty.hcl");
    REQUIRE(none.diagnostics.size() == 1);
    CHECK(none.diagnostics[0].summary == "Insufficient step blocks");
}

TEST_CASE("generated: a literal root reads nothing; its value is the constant", "[generated]") {
    using namespace golden::root_literal;
    auto r = hcl::try_decode_string<root_literal>("", "empty.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(hcl::to_value(r.value) == hcl::value::string("ok"));
    auto extra = hcl::try_decode_string<root_literal>("a = 1\n", "extra.hcl");
    REQUIRE(extra.diagnostics.size() == 1);
    CHECK(extra.diagnostics[0].summary == "Unsupported argument");
}

TEST_CASE("generated: literals are constants and part of the struct's value; blocks of a literal", "[generated]") {
    using namespace golden::constants;
    STATIC_REQUIRE(constants::version == std::string_view("2"));
    STATIC_REQUIRE(constants::ratio == 0.5);
    CHECK(*hcl::value_to_json(constants::tiers()) == R"(["gold","silver"])");
    CHECK(constants::nothing().is_null());

    auto r = hcl::try_decode_string<constants>("name = \"a\"\nmarker {}\nmarker {}\nflag {}\n", "in.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.marker.size() == 2);
    CHECK(r.value.flag.has_value());
    // The value hcldec gives for this spec: the constants beside the members,
    // each marker block the literal, the flag block its object.
    CHECK(*hcl::value_to_json(hcl::to_value(r.value)) ==
          R"({"flag":{"on":true},"limits":{"burst":null,"cpu":2,"memory":"1Gi"},"marker":["seen","seen"],)"
          R"("name":"a","nothing":null,"ratio":0.5,"tiers":["gold","silver"],"version":"2"})");

    auto absent = hcl::try_decode_string<constants>("", "empty.hcl");
    REQUIRE_FALSE(absent.has_errors());
    const hcl::value v = hcl::to_value(absent.value);
    CHECK(*hcl::value_to_json(*v.find("marker")) == "[]");
    CHECK(v.find("flag")->is_null());

    // A block that reads nothing takes nothing.
    auto extra = hcl::try_decode_string<constants>("marker {\n  a = 1\n}\n", "extra.hcl");
    REQUIRE(extra.diagnostics.size() == 1);
    CHECK(extra.diagnostics[0].summary == "Unsupported argument");
    CHECK(extra.diagnostics[0].subject->start.line == 2);
}

TEST_CASE("generated: object, array and default specs read the body around them (group members)", "[generated]") {
    using namespace golden::groups;
    auto r = hcl::try_decode_string<groups>(
        "name = \"a\"\nhost = \"h\"\nport = 80\nx = 1\ny = 2\nlegacy_region = \"us\"\n", "in.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.network.host == "h");
    CHECK(r.value.network.default_.port == 80.0);
    CHECK(r.value.point.x == 1.0);
    CHECK(r.value.point.y == 2.0);
    CHECK_FALSE(r.value.region.region.has_value());
    CHECK(r.value.region.legacy_region == "us");
    CHECK(r.value.region.value() == "us");
    CHECK_FALSE(r.value.owner.owner.has_value());
    // hcldec's result for this spec: nested objects for the object specs, a
    // tuple for the array, the first non-null alternative for each default.
    CHECK(*hcl::value_to_json(hcl::to_value(r.value)) ==
          R"({"name":"a","network":{"default":{"port":80},"host":"h"},"owner":{"email":"ops@example.com"},)"
          R"("point":[1,2,"cartesian"],"region":"us"})");

    auto first = hcl::try_decode_string<groups>(
        "region = \"eu\"\nlegacy_region = \"us\"\nowner {\n  email = \"me\"\n}\n", "first.hcl");
    REQUIRE_FALSE(first.has_errors());
    CHECK(*hcl::value_to_json(hcl::to_value(first.value)) ==
          R"({"name":null,"network":{"default":{"port":null},"host":null},"owner":{"email":"me"},)"
          R"("point":[null,null,"cartesian"],"region":"eu"})");

    auto none = hcl::try_decode_string<groups>("", "empty.hcl");
    REQUIRE_FALSE(none.has_errors());
    CHECK(*hcl::value_to_json(*hcl::to_value(none.value).find("region")) == R"("eu-west-1")");
    CHECK(none.value.region.value() == "eu-west-1");

    // The groups' items are the body's: anything else is still unexpected,
    // and a group's item is reported where it is, as the struct's own.
    auto bad = hcl::try_decode_string<groups>("host = \"h\"\nport = \"eighty\"\nz = 1\n", "bad.hcl");
    REQUIRE(bad.diagnostics.size() == 2);
    for (const auto& d : bad.diagnostics) {
        if (d.summary == "Unsupported argument") {
            CHECK(d.subject->start.line == 3);
        } else {
            CHECK(d.summary == "Unsuitable value type");
            CHECK(d.subject->start.line == 2);
        }
    }
}

TEST_CASE("generated: a root default of an attribute and a literal is a struct of that member", "[generated]") {
    using namespace golden::root_default;
    auto absent = hcl::try_decode_string<root_default>("", "empty.hcl");
    REQUIRE_FALSE(absent.has_errors());
    CHECK(absent.value.port == 8080.0);
    CHECK(hcl::to_value(absent.value) == hcl::value::number(8080));
    auto set = hcl::try_decode_string<root_default>("port = 9\n", "set.hcl");
    REQUIRE_FALSE(set.has_errors());
    CHECK(hcl::to_value(set.value) == hcl::value::number(9));
}

TEST_CASE("generated: blocks whose nested spec is an array are structs whose value is the tuple", "[generated]") {
    using namespace golden::block_arrays;
    auto r = hcl::try_decode_string<block_arrays>(
        "rule {\n  port = 80\n  protocol = \"tcp\"\n}\nrule {\n  port = 443\n}\norigin {\n  host = \"h\"\n}\n"
        "peer {\n  address = \"a\"\n}\nlistener \"http\" \"80\" {\n  backend = \"web\"\n  weight = 2\n}\n",
        "in.hcl");
    REQUIRE_FALSE(r.has_errors());
    REQUIRE(r.value.rule.size() == 2);
    CHECK(r.value.rule[1].port == 443.0);
    CHECK_FALSE(r.value.rule[1].protocol.has_value());
    CHECK(r.value.listener.at("http").at("80").element_1.weight == 2.0);
    // What hcldec gives for this spec: each block the tuple of its array's
    // elements, the constant among them, the inner array a nested tuple.
    CHECK(*hcl::value_to_json(hcl::to_value(r.value)) ==
          R"({"listener":{"http":{"80":["web",[2]]}},"origin":["h","https"],"peer":[["a"]],)"
          R"("rule":[[80,"tcp"],[443,null]]})");

    // The elements read the block's body: what they do not read is unexpected there.
    auto bad = hcl::try_decode_string<block_arrays>("rule {\n  port = 1\n  weight = 2\n}\n", "bad.hcl");
    REQUIRE(bad.diagnostics.size() == 1);
    CHECK(bad.diagnostics[0].summary == "Unsupported argument");
    CHECK(bad.diagnostics[0].subject->start.line == 3);
    // min_items = 1 still holds for the list of tuples.
    CHECK(hcl::try_decode_string<block_arrays>("", "empty.hcl").has_errors());
}

TEST_CASE("generated: descriptions become .doc annotations that spec_of carries (issue 33)", "[generated]") {
    // The comment above `attr "name"` in attributes.hcldec; the description of
    // the whole spec file's root object.
    const auto spec = hcl::spec_of<golden::attributes::attributes>();
    CHECK(spec.doc().text == "Every attribute type and role hcl-gen maps (docs/generators.md).");
    const auto& members = spec.get_if<hcl::spec::object>()->members;
    REQUIRE_FALSE(members.empty());
    CHECK(members.front().first == "name");
    CHECK(members.front().second.doc() == hcl::spec::description{"A required string.", false});
    // A Terraform attribute whose description_kind is markdown.
    constexpr auto price = hcl::detail::tag_of<golden::terraform::shop_item, 1>().description;
    STATIC_REQUIRE(price.text == "The price in **cents**.");
    STATIC_REQUIRE(price.markdown);
}
