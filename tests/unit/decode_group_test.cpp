// Group members (annotate.hpp, tag::group()): a struct whose members are
// items of the enclosing body. Each test decodes the same text into a
// struct with groups and into the struct that declares the same members
// directly, and requires the same diagnostics (ranges, paths, order) and
// the same data; the value of a group is a nested object, as hcldec's
// object spec inside an object spec gives (checked against the reference's
// committed output for tests/conformance/dec/cases/object_nested_same_body).
#include <hcl/decode.hpp>
#include <hcl/encode.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/source.hpp>
#include <hcl/spec_of.hpp>
#include <hcl/value_json.hpp>
#include <hcl/value_to.hpp>

#include <boost/describe.hpp>
#include "support/catch.hpp"
#include <nlohmann/json.hpp>

#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace decode_group_test {

// --- the reference case: object "network" { ...; object "limits" { ... } } ---
struct limits {
    double max_conns = 0;
};
struct network {
    std::string host;
    double port = 0;
    limits caps;
};
constexpr auto hcl_fields(hcl::type_tag<network>) {
    return hcl::fields(hcl::field(&network::caps, hcl::tag::group("limits")));
}
struct database {
    std::string name;
    network net;
};
constexpr auto hcl_fields(hcl::type_tag<database>) {
    return hcl::fields(hcl::field(&database::net, hcl::tag::group().value_name("network")));
}

// --- every kind of body item in a group, a group in the group ------------------
struct rule {
    std::string name;
    int port = 0;
    bool operator==(const rule&) const = default;
};
BOOST_DESCRIBE_STRUCT(rule, (), (name, port))
constexpr auto hcl_fields(hcl::type_tag<rule>) {
    return hcl::fields(hcl::field(&rule::name, hcl::tag::label()));
}

struct tls {
    std::string cert;
    bool operator==(const tls&) const = default;
};
BOOST_DESCRIBE_STRUCT(tls, (), (cert))

struct backend {
    std::string address;
    bool operator==(const backend&) const = default;
};
BOOST_DESCRIBE_STRUCT(backend, (), (address))

struct selection {
    std::optional<std::string> mode;
    hcl::source_range mode_at;
    std::map<std::string, backend> backends;
};
BOOST_DESCRIBE_STRUCT(selection, (), (mode, mode_at, backends))
constexpr auto hcl_fields(hcl::type_tag<selection>) {
    return hcl::fields(hcl::field(&selection::mode_at, hcl::tag::attr_range("mode")),
                       hcl::field(&selection::backends, hcl::tag::block("backend")));
}

struct routing {
    int port = 0;
    std::vector<rule> rules;
    std::optional<tls> secure;
    selection pick;
};
BOOST_DESCRIBE_STRUCT(routing, (), (port, rules, secure, pick))
constexpr auto hcl_fields(hcl::type_tag<routing>) {
    return hcl::fields(hcl::field(&routing::rules, hcl::tag::block("rule").items(1, 2)),
                       hcl::field(&routing::secure, hcl::tag::block("tls")),
                       hcl::field(&routing::pick, hcl::tag::group()));
}

struct listener {
    std::string name;
    std::string address;
    routing routes;
    hcl::source_range where;
};
BOOST_DESCRIBE_STRUCT(listener, (), (name, address, routes, where))
constexpr auto hcl_fields(hcl::type_tag<listener>) {
    return hcl::fields(hcl::field(&listener::name, hcl::tag::label()),
                       hcl::field(&listener::routes, hcl::tag::group()),
                       hcl::field(&listener::where, hcl::tag::def_range()));
}

struct config {
    std::string title;
    routing top;
    std::vector<listener> listeners;
};
BOOST_DESCRIBE_STRUCT(config, (), (title, top, listeners))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::top, hcl::tag::group()),
                       hcl::field(&config::listeners, hcl::tag::block("listener")));
}

// The same members declared directly, in the same order.
struct flat_listener {
    std::string name;
    std::string address;
    int port = 0;
    std::vector<rule> rules;
    std::optional<tls> secure;
    std::optional<std::string> mode;
    hcl::source_range mode_at;
    std::map<std::string, backend> backends;
    hcl::source_range where;
};
BOOST_DESCRIBE_STRUCT(flat_listener, (),
                      (name, address, port, rules, secure, mode, mode_at, backends, where))
constexpr auto hcl_fields(hcl::type_tag<flat_listener>) {
    return hcl::fields(hcl::field(&flat_listener::name, hcl::tag::label()),
                       hcl::field(&flat_listener::rules, hcl::tag::block("rule").items(1, 2)),
                       hcl::field(&flat_listener::secure, hcl::tag::block("tls")),
                       hcl::field(&flat_listener::mode_at, hcl::tag::attr_range("mode")),
                       hcl::field(&flat_listener::backends, hcl::tag::block("backend")),
                       hcl::field(&flat_listener::where, hcl::tag::def_range()));
}

struct flat_config {
    std::string title;
    int port = 0;
    std::vector<rule> rules;
    std::optional<tls> secure;
    std::optional<std::string> mode;
    hcl::source_range mode_at;
    std::map<std::string, backend> backends;
    std::vector<flat_listener> listeners;
};
BOOST_DESCRIBE_STRUCT(flat_config, (),
                      (title, port, rules, secure, mode, mode_at, backends, listeners))
constexpr auto hcl_fields(hcl::type_tag<flat_config>) {
    return hcl::fields(hcl::field(&flat_config::rules, hcl::tag::block("rule").items(1, 2)),
                       hcl::field(&flat_config::secure, hcl::tag::block("tls")),
                       hcl::field(&flat_config::mode_at, hcl::tag::attr_range("mode")),
                       hcl::field(&flat_config::backends, hcl::tag::block("backend")),
                       hcl::field(&flat_config::listeners, hcl::tag::block("listener")));
}

// A group whose struct converts itself to a value (as hcl-gen's groups for
// hcldec `array` specs do): the struct's value uses the conversion, the
// decoder still reads the members as items.
struct pair_group {
    int first = 0;
    std::string second;
};
BOOST_DESCRIBE_STRUCT(pair_group, (), (first, second))
hcl::value hcl_to_value(const pair_group& p) {
    return hcl::value::tuple({hcl::to_value(p.first), hcl::to_value(p.second)});
}
struct with_pair {
    std::string name;
    pair_group both;
};
BOOST_DESCRIBE_STRUCT(with_pair, (), (name, both))
constexpr auto hcl_fields(hcl::type_tag<with_pair>) {
    return hcl::fields(hcl::field(&with_pair::both, hcl::tag::group()));
}

// An empty group (hcldec's `object {}` inside an object), in a group of groups.
struct nothing {};
BOOST_DESCRIBE_STRUCT(nothing, (), ())
struct two_nothings {
    nothing a;
    nothing b;
};
BOOST_DESCRIBE_STRUCT(two_nothings, (), (a, b))
constexpr auto hcl_fields(hcl::type_tag<two_nothings>) {
    return hcl::fields(hcl::field(&two_nothings::a, hcl::tag::group()),
                       hcl::field(&two_nothings::b, hcl::tag::group()));
}
struct with_nothing {
    int x = 0;
    two_nothings g;
};
BOOST_DESCRIBE_STRUCT(with_nothing, (), (x, g))
constexpr auto hcl_fields(hcl::type_tag<with_nothing>) {
    return hcl::fields(hcl::field(&with_nothing::g, hcl::tag::group()));
}

// For partial decoding: the routing group alone, and what the rest of the
// configuration holds.
struct routing_only {
    routing top;
};
BOOST_DESCRIBE_STRUCT(routing_only, (), (top))
constexpr auto hcl_fields(hcl::type_tag<routing_only>) {
    return hcl::fields(hcl::field(&routing_only::top, hcl::tag::group()));
}
struct the_rest {
    std::string title;
    std::vector<flat_listener> listener;
};
BOOST_DESCRIBE_STRUCT(the_rest, (), (title, listener))

}  // namespace decode_group_test

using namespace decode_group_test;

namespace {

hcl::body body_of(const std::string& text, const std::string& filename) {
    auto parsed = filename.ends_with(".json") ? hcl::json::parse(text, filename)
                                              : hcl::native::parse_config(text, filename);
    INFO(parsed.diagnostics.to_string());
    REQUIRE_FALSE(parsed.has_errors());
    return parsed.file->body();
}

void check_routing(const routing& g, int port, const std::vector<rule>& rules,
                   const std::optional<tls>& secure, const std::optional<std::string>& mode,
                   const hcl::source_range& mode_at,
                   const std::map<std::string, backend>& backends) {
    CHECK(g.port == port);
    CHECK(g.rules == rules);
    CHECK(g.secure == secure);
    CHECK(g.pick.mode == mode);
    CHECK(g.pick.mode_at == mode_at);
    CHECK(g.pick.backends == backends);
}

// The grouped struct holds what the flat one does.
void check_same_data(const config& g, const flat_config& f) {
    CHECK(g.title == f.title);
    check_routing(g.top, f.port, f.rules, f.secure, f.mode, f.mode_at, f.backends);
    REQUIRE(g.listeners.size() == f.listeners.size());
    for (std::size_t i = 0; i < f.listeners.size(); ++i) {
        const auto& a = g.listeners[i];
        const auto& b = f.listeners[i];
        CHECK(a.name == b.name);
        CHECK(a.address == b.address);
        CHECK(a.where == b.where);
        check_routing(a.routes, b.port, b.rules, b.secure, b.mode, b.mode_at, b.backends);
    }
}

// Decodes `text` into config and flat_config from a parsed body, and from
// text (a native file's top-level blocks decoded while it is parsed):
// the same diagnostics and data each way. Returns how many diagnostics.
std::size_t check_like_flat(const std::string& text, const std::string& filename) {
    INFO(filename << ":\n" << text);
    const hcl::body b = body_of(text, filename);
    auto grouped = hcl::try_decode<config>(b);
    auto flat = hcl::try_decode<flat_config>(b);
    INFO(flat.diagnostics.to_string());
    CHECK(grouped.diagnostics == flat.diagnostics);
    check_same_data(grouped.value, flat.value);

    auto grouped_text = hcl::try_decode_string<config>(text, filename);
    CHECK(grouped_text.diagnostics == flat.diagnostics);
    check_same_data(grouped_text.value, flat.value);

    // decode_into: only present items overwrite.
    config preset;
    preset.top.port = 7;
    preset.top.pick.mode = "keep";
    flat_config flat_preset;
    flat_preset.port = 7;
    flat_preset.mode = "keep";
    CHECK(hcl::decode_into(preset, b) == hcl::decode_into(flat_preset, b));
    check_same_data(preset, flat_preset);
    return flat.diagnostics.size();
}

const char* const full_config = R"(title = "edge"
port  = 80
mode  = "round-robin"
rule "a" {
  port = 1
}
rule "b" {
  port = 2
}
tls {
  cert = "c.pem"
}
backend "x" {
  address = "10.0.0.1"
}
listener "public" {
  address = "0.0.0.0"
  port    = 443
  rule "c" {
    port = 3
  }
  backend "y" {
    address = "10.0.0.2"
  }
}
listener "private" {
  address = "127.0.0.1"
  port    = 8080
  mode    = "first"
  rule "d" {
    port = 4
  }
}
)";

}  // namespace

TEST_CASE("group: the schema lists the group member; the body sees its members",
          "[decode][group]") {
    constexpr auto s = hcl::schema_of<config>();
    STATIC_REQUIRE(s.fields[1].kind == hcl::field_kind::group);
    STATIC_REQUIRE(s.fields[1].key == "top");
    constexpr auto d = hcl::schema_of<database>();
    STATIC_REQUIRE(d.fields[1].key == "network");
    // The walk's view: title, then routing's members (selection's in its place), then listeners.
    constexpr auto& flat = hcl::detail::flat_fields_v<config>;
    STATIC_REQUIRE(flat.size() == 8);
    STATIC_REQUIRE(flat[1].name == "port");
    STATIC_REQUIRE(flat[4].name == "mode");
    STATIC_REQUIRE(flat[5].kind == hcl::field_kind::attr_range);
    STATIC_REQUIRE(flat[7].name == "listener");
}

TEST_CASE("group: decodes as the same members declared directly", "[decode][group]") {
    auto r = hcl::try_decode_string<config>(full_config, "edge.hcl");
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.top.port == 80);
    CHECK(r.value.top.rules == std::vector<rule>{{"a", 1}, {"b", 2}});
    CHECK(r.value.top.secure == tls{"c.pem"});
    CHECK(r.value.top.pick.mode == "round-robin");
    CHECK(r.value.top.pick.mode_at.start.line == 3);
    CHECK(r.value.top.pick.backends.at("x").address == "10.0.0.1");
    REQUIRE(r.value.listeners.size() == 2);
    CHECK(r.value.listeners[0].routes.port == 443);
    CHECK(r.value.listeners[1].routes.pick.mode == "first");
    CHECK(r.value.listeners[1].where.start.line == 26);
    // The top-level blocks, the group's rule blocks among them, were decoded
    // while the file was parsed and dropped from its tree (so no file is
    // listed), as for the flat struct.
    CHECK(r.files.empty());
    CHECK(hcl::try_decode_string<flat_config>(full_config, "edge.hcl").files.empty());
    // Where the group's blocks are the only ones streamed.
    auto only = hcl::try_decode_string<routing_only>("port = 1\nrule \"a\" {\n  port = 2\n}\n", "only.hcl");
    REQUIRE_FALSE(only.has_errors());
    CHECK(only.value.top.rules == std::vector<rule>{{"a", 2}});
    CHECK(only.files.empty());
    check_like_flat(full_config, "edge.hcl");
}

TEST_CASE("group: JSON syntax", "[decode][group]") {
    const std::string json = R"({
  "title": "edge", "port": 80, "mode": "rr",
  "rule": {"a": {"port": 1}},
  "backend": {"x": {"address": "10.0.0.1"}},
  "listener": {"public": {"address": "0.0.0.0", "port": 443, "rule": {"c": {"port": 3}}, "tls": {"cert": "p"}}}
})";
    check_like_flat(json, "edge.json");
    auto r = hcl::try_decode_string<config>(json, "edge.json");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.top.pick.mode == "rr");
    CHECK(r.value.listeners.at(0).routes.secure == tls{"p"});
    // Errors the same as flat members' too.
    CHECK(check_like_flat(R"({"title": "t", "port": "no", "bogus": 1, "rule": {"a": {}}})",
                          "bad.json") >= 3);
}

TEST_CASE("group: diagnostics, ranges and paths are those of the same members declared directly",
          "[decode][group]") {
    // Required attribute of a group missing, at the top and in a block.
    CHECK(check_like_flat("title = \"t\"\nrule \"a\" {\n  port = 1\n}\nlistener \"l\" {\n  address "
                          "= \"a\"\n  rule "
                          "\"c\" {\n    port = 3\n  }\n}\n",
                          "missing.hcl") >= 2);
    // Items no member takes; an item the group knows is not unexpected.
    CHECK(check_like_flat("title = \"t\"\nport = 1\nbogus = 2\nrule \"a\" {\n  port = "
                          "1\n}\nlistener \"l\" {\n  address "
                          "= \"a\"\n  port = 2\n  mode = \"m\"\n  other {\n  }\n  rule \"c\" {\n   "
                          " port = 3\n  }\n}\n",
                          "unexpected.hcl") >= 2);
    // Block counts: too few rule blocks, too many; a second tls block.
    CHECK(check_like_flat("title = \"t\"\nport = 1\nlistener \"l\" {\n  address = \"a\"\n  port = "
                          "2\n  rule \"c\" {\n    "
                          "port = 3\n  }\n  rule \"d\" {\n    port = 3\n  }\n  rule \"e\" {\n    "
                          "port = 3\n  }\n}\n",
                          "counts.hcl") >= 2);
    CHECK(check_like_flat("title = \"t\"\nport = 1\nrule \"a\" {\n  port = 1\n}\ntls {\n  cert = "
                          "\"a\"\n}\ntls {\n  cert "
                          "= \"b\"\n}\n",
                          "duplicate.hcl") >= 1);
    // Conversion failures, a missing label, a duplicate map key, a nested error.
    CHECK(check_like_flat("title = \"t\"\nport = \"eighty\"\nmode = [1]\nrule {\n  port = "
                          "1\n}\nbackend \"x\" {\n  "
                          "address = \"a\"\n}\nbackend \"x\" {\n  address = \"b\"\n}\nlistener "
                          "\"l\" {\n  address = \"a\"\n "
                          " port = 2\n  rule \"c\" {\n    port = \"three\"\n  }\n}\n",
                          "values.hcl") >= 4);

    // The path of an error in a group's member inside a block is the flat one.
    auto r = hcl::try_decode_string<config>(
        "title = \"t\"\nport = 1\nrule \"a\" {\n  port = 1\n}\nlistener \"l\" {\n  address = "
        "\"a\"\n  port = \"x\"\n  "
        "rule \"c\" {\n    port = 3\n  }\n}\n",
        "path.hcl");
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].path == "listener \"l\" > port");
    CHECK(r.diagnostics[0].subject->start.line == 8);
}

TEST_CASE("group: partial decoding takes the group's items", "[decode][group]") {
    const hcl::body b = body_of(full_config, "edge.hcl");
    auto p = hcl::try_decode_partial<routing_only>(b);
    INFO(p.diagnostics.to_string());
    REQUIRE_FALSE(p.has_errors());
    CHECK(p.value.top.port == 80);
    CHECK(p.value.top.rules.size() == 2);
    CHECK(p.value.top.pick.backends.size() == 1);
    // What is left has no item of the group: it decodes exhaustively into
    // a struct without them.
    auto left = hcl::try_decode<the_rest>(p.remain);
    INFO(left.diagnostics.to_string());
    REQUIRE_FALSE(left.has_errors());
    CHECK(left.value.title == "edge");
    CHECK(left.value.listener.size() == 2);
}

TEST_CASE("group: the value is a nested object, as hcldec's object in an object (reference output)",
          "[decode][group]") {
    std::ifstream in(HCLCPP_TEST_DATA_DIR
                     "/../conformance/dec/expected/object_nested_same_body.json");
    REQUIRE(in);
    const nlohmann::json expected = nlohmann::json::parse(in);
    REQUIRE(expected["runs"].size() == 2);
    for (const auto& run : expected["runs"]) {
        const std::string input = run["inputs"][0].get<std::string>();
        INFO(input);
        auto r = hcl::try_decode_file<database>(HCLCPP_TEST_DATA_DIR "/../conformance/dec/cases/" +
                                                input);
        INFO(r.diagnostics.to_string());
        REQUIRE_FALSE(r.has_errors());
        const hcl::value v = hcl::to_value(r.value);
        CHECK(nlohmann::json::parse(*hcl::value_to_json(v)) == run["modes"]["plain"]["stdout"]);
        const auto& typed = run["modes"]["typed"]["stdout"];
        CHECK(nlohmann::json::parse(hcl::type_to_json(hcl::implied_type<database>())) ==
              typed["type"]);
        CHECK(nlohmann::json::parse(*hcl::value_to_json(v, hcl::implied_type<database>())) ==
              typed["value"]);
    }
}

TEST_CASE("group: value_to reads the nested object back", "[decode][group]") {
    auto r = hcl::try_decode_string<config>(full_config, "edge.hcl");
    REQUIRE_FALSE(r.has_errors());
    const hcl::value v = hcl::to_value(r.value);
    REQUIRE(v.find("top"));
    CHECK(v.find("top")->find("pick"));
    CHECK(v.find("port") == nullptr);
    auto back = hcl::value_to<config>(v);
    INFO((back ? std::string() : back.error().message));
    REQUIRE(back);
    CHECK(hcl::to_value(*back) == v);
    CHECK(back->top.pick.backends.at("x").address == "10.0.0.1");
    // The group's object is required in the value, its keys are its own.
    CHECK_FALSE(hcl::value_to<database>(hcl::value::object({{"name", hcl::value::string("db")}})));
    CHECK_FALSE(hcl::value_to<database>(hcl::value::object(
        {{"name", hcl::value::string("db")}, {"host", hcl::value::string("h")}})));
    auto db = hcl::value_to<database>(*hcl::value_from_json(
        R"({"name": "db", "network": {"host": "h", "port": 1, "limits": {"max_conns": 2}}})"));
    REQUIRE(db);
    CHECK(db->net.caps.max_conns == 2);
}

TEST_CASE("group: encoding writes the group's members into the enclosing body",
          "[decode][group][encode]") {
    auto grouped = hcl::try_decode_string<config>(full_config, "edge.hcl");
    auto flat = hcl::try_decode_string<flat_config>(full_config, "edge.hcl");
    REQUIRE_FALSE(grouped.has_errors());
    REQUIRE_FALSE(flat.has_errors());
    CHECK(hcl::encode(grouped.value) == hcl::encode(flat.value));
    CHECK(hcl::encode_json(grouped.value) == hcl::encode_json(flat.value));
    // And reads back to the same struct.
    auto again = hcl::try_decode_string<config>(hcl::encode(grouped.value), "again.hcl");
    REQUIRE_FALSE(again.has_errors());
    CHECK(hcl::to_value(again.value) == hcl::to_value(grouped.value));
    CHECK(hcl::encode(database{"db", {"h", 1, {2}}}) ==
          "name      = \"db\"\nhost      = \"h\"\nport      = 1\nmax_conns = 2\n");
}

TEST_CASE("group: a group struct's own conversion to a value is used for the member",
          "[decode][group]") {
    auto r = hcl::try_decode_string<with_pair>("name = \"n\"\nfirst = 1\nsecond = \"two\"\n",
                                               "pair.hcl");
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.both.first == 1);
    CHECK(r.value.both.second == "two");
    CHECK(*hcl::value_to_json(hcl::to_value(r.value)) == R"({"both":[1,"two"],"name":"n"})");
    // Decoding still reads the members as items of the body.
    auto missing = hcl::try_decode_string<with_pair>("name = \"n\"\nfirst = 1\n", "pair.hcl");
    REQUIRE(missing.diagnostics.size() == 1);
    CHECK(missing.diagnostics[0].summary == "Missing required argument");
    CHECK(hcl::encode(r.value) == "name   = \"n\"\nfirst  = 1\nsecond = \"two\"\n");
    // What its hcl_to_value gives is not the reflected object, so its type
    // is not implied: dynamic (an absent optional one is an untyped null).
    CHECK(hcl::implied_type<pair_group>() == hcl::type::dynamic());
    CHECK(hcl::type_to_json(hcl::implied_type<with_pair>()) == R"(["object",{"both":"dynamic","name":"string"}])");
    CHECK(hcl::to_value(std::optional<pair_group>()).type() == hcl::type::dynamic());
}

TEST_CASE("group: empty groups take nothing and are empty objects", "[decode][group]") {
    auto r = hcl::try_decode_string<with_nothing>("x = 1\ny = 2\n", "empty.hcl");
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].summary == "Unsupported argument");
    CHECK(*hcl::value_to_json(hcl::to_value(r.value)) == R"({"g":{"a":{},"b":{}},"x":1})");
    CHECK(hcl::encode(r.value) == "x = 1\n");
    const auto spec = hcl::spec_of<with_nothing>();
    const auto& g = spec.get_if<hcl::spec::object>()->members.at(1);
    CHECK(g.first == "g");
    REQUIRE(g.second.get_if<hcl::spec::object>());
    CHECK(g.second.get_if<hcl::spec::object>()->members.size() == 2);
}
