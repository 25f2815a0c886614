// Tests for <hcl/spec_of.hpp>: the spec of an annotated struct, member kind
// by member kind, and the property that decoding a body with spec_of<T>()
// gives what hcl::to_value gives for the struct hcl::decode<T> fills from
// the same body (native and JSON syntax, with items absent), for the
// structs of the examples and the decode benchmark and structs of the
// kinds the decoder's tests use.
#include <hcl/decode.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/source.hpp>
#include <hcl/spec.hpp>
#include <hcl/spec_of.hpp>
#include <hcl/value_json.hpp>

#include "../../examples/service_config.hpp"
#include "benchmarks/bench_input.hpp"
#include "benchmarks/decode_bench_shape.hpp"

#include <boost/describe.hpp>
#include "support/catch.hpp"

#include <algorithm>
#include <deque>
#include <list>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

// Small structs, one or two member kinds each.
namespace spec_of_test {

enum class restart_policy { always, on_failure, never };
BOOST_DESCRIBE_ENUM(restart_policy, always, on_failure, never)

struct attrs {
    std::string name;
    std::optional<int> port;
    int replicas = 2;
    std::optional<std::string> mode = "fast";
    std::map<std::string, std::string> env;
    restart_policy restart = restart_policy::never;
    hcl::value anything;
    std::vector<int> ports;
};
BOOST_DESCRIBE_STRUCT(attrs, (), (name, port, replicas, mode, env, restart, anything, ports))
constexpr auto hcl_fields(hcl::type_tag<attrs>) {
    return hcl::fields(hcl::field(&attrs::replicas, hcl::tag::optional()),
                       hcl::field(&attrs::env, hcl::tag::optional()),
                       hcl::field(&attrs::restart, hcl::tag::optional()));
}

// One label, and a default (a task at the top level has no label).
struct task {
    std::string id;
    int priority = 1;
};
BOOST_DESCRIBE_STRUCT(task, (), (id, priority))
constexpr auto hcl_fields(hcl::type_tag<task>) {
    return hcl::fields(hcl::field(&task::id, hcl::tag::label()), hcl::field(&task::priority, hcl::tag::optional()));
}

struct keyed {
    int n = 0;
};
BOOST_DESCRIBE_STRUCT(keyed, (), (n))
constexpr auto hcl_fields(hcl::type_tag<keyed>) { return hcl::fields(hcl::field(&keyed::n, hcl::tag::optional())); }

struct blocks {
    keyed one;
    std::optional<keyed> maybe;
    std::optional<keyed> preset = keyed{5};
    std::vector<keyed> many;
    std::map<std::string, keyed> by_name;
    std::map<std::string, task> tasks;
};
BOOST_DESCRIBE_STRUCT(blocks, (), (one, maybe, preset, many, by_name, tasks))

// Every kind that carries no data, around one attribute.
struct captures {
    std::string kind;
    std::string id;
    hcl::source_range where;
    hcl::source_range type_at;
    hcl::source_range id_at;
    hcl::source_range port_at;
    int port = 0;
    int unused = 7;
    hcl::body whole;
};
BOOST_DESCRIBE_STRUCT(captures, (), (kind, id, where, type_at, id_at, port_at, port, unused, whole))
constexpr auto hcl_fields(hcl::type_tag<captures>) {
    return hcl::fields(hcl::field(&captures::kind, hcl::tag::label()), hcl::field(&captures::id, hcl::tag::label()),
                       hcl::field(&captures::where, hcl::tag::def_range()),
                       hcl::field(&captures::type_at, hcl::tag::type_range()),
                       hcl::field(&captures::id_at, hcl::tag::label_range("id")),
                       hcl::field(&captures::port_at, hcl::tag::attr_range("port")),
                       hcl::field(&captures::port, hcl::tag::optional()),
                       hcl::field(&captures::unused, hcl::tag::ignore()),
                       hcl::field(&captures::whole, hcl::tag::body()));
}
struct capture_holder {
    std::vector<captures> c;
};
BOOST_DESCRIBE_STRUCT(capture_holder, (), (c))

struct with_rest {
    std::string name;
    hcl::body rest;
};
BOOST_DESCRIBE_STRUCT(with_rest, (), (name, rest))

struct lazy {
    hcl::expression when;
};
BOOST_DESCRIBE_STRUCT(lazy, (), (when))

struct prefilled_list {
    std::vector<keyed> items = {keyed{1}};
};
BOOST_DESCRIBE_STRUCT(prefilled_list, (), (items))
struct prefilled_map {
    std::map<std::string, keyed> items = {{"a", keyed{1}}};
};
BOOST_DESCRIBE_STRUCT(prefilled_map, (), (items))

// Blocks keyed by label whose struct has a dynamic-typed member.
struct dyn_item {
    hcl::value v;
};
BOOST_DESCRIBE_STRUCT(dyn_item, (), (v))
struct dyn_map {
    std::map<std::string, dyn_item> d;
};
BOOST_DESCRIBE_STRUCT(dyn_map, (), (d))

// A map of blocks whose struct holds a map of labelled blocks.
struct task_group {
    std::map<std::string, task> tasks;
};
BOOST_DESCRIBE_STRUCT(task_group, (), (tasks))
struct grouped {
    std::map<std::string, task_group> group;
};
BOOST_DESCRIBE_STRUCT(grouped, (), (group))

// A struct as an attribute's value.
struct struct_attribute {
    keyed k;
};
BOOST_DESCRIBE_STRUCT(struct_attribute, (), (k))
constexpr auto hcl_fields(hcl::type_tag<struct_attribute>) {
    return hcl::fields(hcl::field(&struct_attribute::k, hcl::tag::attr()));
}

struct measured {
    double weight = 0;
};
BOOST_DESCRIBE_STRUCT(measured, (), (weight))

// The kinds of struct the decoder's tests use (tests/unit/decode_test.cpp)
// in other combinations: a plain aggregate with a tag per member
// (Boost.PFR), a described base, names HCL allows and C++ does not, labelled
// blocks in each kind of sequence and in a map keyed by the first of two
// labels, optional blocks inside them.
struct bounds {
    int low = 0;
    std::optional<long> high;
};
constexpr auto hcl_fields(hcl::type_tag<bounds>) {
    return hcl::field_order(hcl::tag::optional("low"), hcl::tag::attr("high-mark"));
}

struct stage {
    std::string kind;
    std::string name;
    std::vector<std::string> run;
    std::optional<bounds> limits;
    restart_policy restart = restart_policy::always;
};
BOOST_DESCRIBE_STRUCT(stage, (), (kind, name, run, limits, restart))
constexpr auto hcl_fields(hcl::type_tag<stage>) {
    return hcl::fields(hcl::field(&stage::kind, hcl::tag::label()), hcl::field(&stage::name, hcl::tag::label()),
                       hcl::field(&stage::limits, hcl::tag::block("größe")),
                       hcl::field(&stage::restart, hcl::tag::optional()));
}

struct tuning_base {
    int retries = 3;
};
BOOST_DESCRIBE_STRUCT(tuning_base, (), (retries))
struct tuning : tuning_base {
    std::string version;
    std::list<stage> stages;
    std::deque<task> queue;
    std::map<std::string, stage> by_kind;
};
BOOST_DESCRIBE_STRUCT(tuning, (tuning_base), (version, stages, queue, by_kind))
constexpr auto hcl_fields(hcl::type_tag<tuning>) {
    return hcl::fields(hcl::field(&tuning::retries, hcl::tag::optional("_max-retries")),
                       hcl::field(&tuning::stages, hcl::tag::block("stage")),
                       hcl::field(&tuning::queue, hcl::tag::block("q-1")),
                       hcl::field(&tuning::by_kind, hcl::tag::block("kind")));
}

}  // namespace spec_of_test

using namespace spec_of_test;

namespace {

namespace s = hcl::spec;
using hcl::type;
using hcl::value;

hcl::body body_of(std::string text, const std::string& filename) {
    const bool json = filename.size() >= 5 && filename.compare(filename.size() - 5, 5, ".json") == 0;
    auto r = json ? hcl::json::parse(std::move(text), filename) : hcl::native::parse_config(std::move(text), filename);
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    return r.file->body();
}

// The spec of the member called `name` of the object spec `sp`.
const s::spec& member_of(const s::spec& sp, const std::string& name) {
    const auto* o = sp.get_if<s::object>();
    REQUIRE(o);
    const auto it = std::find_if(o->members.begin(), o->members.end(), [&](const auto& m) { return m.first == name; });
    REQUIRE(it != o->members.end());
    return it->second;
}

std::string json_of(const value& v) {
    auto j = hcl::value_to_json(v);
    REQUIRE(j.has_value());
    return *j;
}

// The same data: equal primitives (numbers exactly), the same nulls, and
// lists, tuples and sets (maps and objects) with the same members, whatever
// collection type holds them. to_value builds tuples and objects where the
// spec builds lists and maps (docs/spec-decoding.md says when).
bool same_data(const value& a, const value& b) {
    if (a.is_null() || b.is_null()) return a.is_null() && b.is_null();
    if (!a.is_known() || !b.is_known()) return false;
    const type& ta = a.type();
    const type& tb = b.type();
    const auto sequence = [](const type& t) { return t.is_list() || t.is_tuple() || t.is_set(); };
    const auto record = [](const type& t) { return t.is_map() || t.is_object(); };
    if (sequence(ta) && sequence(tb)) {
        if (ta.is_set() != tb.is_set() || a.elements().size() != b.elements().size()) return false;
        for (std::size_t i = 0; i < a.elements().size(); ++i) {
            if (!same_data(a.elements()[i], b.elements()[i])) return false;
        }
        return true;
    }
    if (record(ta) && record(tb)) {
        if (a.attributes().size() != b.attributes().size()) return false;
        for (std::size_t i = 0; i < a.attributes().size(); ++i) {
            if (a.attributes()[i].first != b.attributes()[i].first) return false;
            if (!same_data(a.attributes()[i].second, b.attributes()[i].second)) return false;
        }
        return true;
    }
    return a == b;
}

// spec::write(spec) read back with spec::parse.
s::spec read_back(const s::spec& sp) {
    const std::string text = s::write(sp);
    auto r = s::parse(text, "spec_of.hcldec");
    INFO(text);
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    return r.spec.root;
}

// The property: for each input, decode<T> + to_value and spec::decode with
// spec_of<T>() (and, unless `written` is false, with the spec read back
// from its text) give the same data and the same JSON.
template <class T>
void check_same(const std::string& text, const std::string& filename, const hcl::eval_context* ctx = nullptr,
                bool written = true) {
    INFO(filename << ":\n" << text);
    const hcl::body b = body_of(text, filename);
    auto decoded = hcl::try_decode<T>(b, ctx);
    INFO(decoded.diagnostics.to_string());
    REQUIRE_FALSE(decoded.has_errors());
    const value expected = hcl::to_value(decoded.value);

    const s::spec sp = hcl::spec_of<T>();
    REQUIRE_FALSE(s::problem(sp));
    auto got = s::decode(b, sp, ctx);
    INFO(got.diagnostics.to_string());
    REQUIRE_FALSE(got.has_errors());
    CHECK(json_of(got.value) == json_of(expected));
    CHECK(same_data(got.value, expected));

    // Decoding from text (top-level blocks decoded as they are parsed).
    auto streamed = s::decode_string(text, filename, sp, ctx);
    INFO(streamed.diagnostics.to_string());
    REQUIRE_FALSE(streamed.has_errors());
    CHECK(json_of(streamed.value) == json_of(expected));

    if (!written) return;
    auto again = s::decode(b, read_back(sp), ctx);
    INFO(again.diagnostics.to_string());
    REQUIRE_FALSE(again.has_errors());
    CHECK(json_of(again.value) == json_of(expected));
    CHECK(same_data(again.value, expected));
}

// spec::write(spec_of<T>()) reads back to an equal spec.
template <class T>
void check_round_trip() {
    const s::spec sp = hcl::spec_of<T>();
    const std::string text = s::write(sp);
    INFO(text);
    const s::spec back = read_back(sp);
    CHECK(s::write(back) == text);
    CHECK(back == sp);
}

std::string example_file(const char* name) {
    auto text = hcl::read_source_file(std::string(HCLCPP_TEST_DATA_DIR) + "/../../examples/" + name);
    REQUIRE(text);
    return *text;
}

}  // namespace

// --- the mapping, member kind by member kind -------------------------------------

TEST_CASE("spec_of: attributes: type from implied_type, required, defaults as default_ of a literal") {
    const s::spec expected = s::object{{
        {"name", s::attr{.name = "name", .type = type::string(), .required = true}},
        // std::optional with no value: absent is null, as the attr gives.
        {"port", s::attr{.name = "port", .type = type::number()}},
        {"replicas", s::default_{s::attr{.name = "replicas", .type = type::number()}, s::literal{value::number(2)}}},
        {"mode", s::default_{s::attr{.name = "mode", .type = type::string()}, s::literal{value::string("fast")}}},
        {"env", s::default_{s::attr{.name = "env", .type = type::map(type::string())},
                            s::literal{value::map_empty(type::string())}}},
        {"restart", s::default_{s::attr{.name = "restart", .type = type::string()}, s::literal{value::string("never")}}},
        {"anything", s::attr{.name = "anything", .required = true}},
        {"ports", s::attr{.name = "ports", .type = type::list(type::number()), .required = true}},
    }};
    CHECK(hcl::spec_of<attrs>() == expected);
    check_same<attrs>("name = \"a\"\nanything = [1, \"x\"]\nports = []\n", "absent.hcl");
    check_same<attrs>(R"(
name     = "a"
port     = 8080
replicas = "3"
mode     = "slow"
env      = { A = 1 }
restart  = "on_failure"
anything = { k = true }
ports    = [80, 443]
)",
                      "present.hcl");
    check_same<attrs>(R"({"name": "a", "anything": null, "ports": [1], "env": {"B": "b"}})", "some.json");
}

TEST_CASE("spec_of: labels are label specs in a block, literals at the top level") {
    CHECK(hcl::spec_of<task>() ==
          s::spec(s::object{{
              {"id", s::literal{value::string("")}},
              {"priority", s::default_{s::attr{.name = "priority", .type = type::number()}, s::literal{value::number(1)}}},
          }}));
    check_same<task>("priority = 4\n", "top.hcl");

    const auto* queue = member_of(hcl::spec_of<tuning>(), "q-1").get_if<s::block_list>();
    REQUIRE(queue);
    CHECK(member_of(queue->nested, "id") == s::spec(s::label{.index = 0, .name = "id"}));
    const auto* stages = member_of(hcl::spec_of<tuning>(), "stage").get_if<s::block_list>();
    REQUIRE(stages);
    CHECK(member_of(stages->nested, "kind") == s::spec(s::label{.index = 0, .name = "kind"}));
    CHECK(member_of(stages->nested, "name") == s::spec(s::label{.index = 1, .name = "name"}));
}

TEST_CASE("spec_of: blocks: one, optional, optional with a default, sequences and maps") {
    const s::object keyed_spec{
        {{"n", s::default_{s::attr{.name = "n", .type = type::number()}, s::literal{value::number(0)}}}}};
    const s::object preset_spec{
        {{"n", s::default_{s::attr{.name = "n", .type = type::number()}, s::literal{value::number(5)}}}}};
    const s::spec sp = hcl::spec_of<blocks>();
    const auto* o = sp.get_if<s::object>();
    REQUIRE(o);
    REQUIRE(o->members.size() == 6);
    CHECK(o->members[0].second == s::spec(s::block{.block_type = "one", .nested = keyed_spec, .required = true}));
    CHECK(o->members[1].second == s::spec(s::block{.block_type = "maybe", .nested = keyed_spec}));
    // Absent, the member keeps the block it was initialised with; present,
    // the block is decoded into it (its n defaults to 5, not 0).
    CHECK(o->members[2].second == s::spec(s::default_{s::block{.block_type = "preset", .nested = preset_spec},
                                                       s::literal{hcl::to_value(keyed{5})}}));
    CHECK(o->members[3].second == s::spec(s::block_list{.block_type = "many", .nested = keyed_spec}));
    // A map of blocks of a struct with no label member: one label, "name".
    CHECK(o->members[4].second ==
          s::spec(s::block_map{.block_type = "by_name", .labels = {"name"}, .nested = keyed_spec}));
    // A struct with label members: its first label is the key, which a
    // block_map's nested spec cannot read; a block_list keyed by it.
    const auto* tasks = o->members[5].second.get_if<s::transform>();
    REQUIRE(tasks);
    CHECK(tasks->result.node()->native_source() == "{for v in nested : v[\"id\"] => v}");
    CHECK(tasks->nested.which() == s::kind::block_list);

    check_same<blocks>("one {}\n", "least.hcl");
    check_same<blocks>(R"(
one { n = 1 }
maybe { n = 2 }
preset {}
many { n = 3 }
many {}
by_name "b" { n = 4 }
by_name "a" {}
tasks "x" { priority = 9 }
tasks "w" {}
)",
                       "all.hcl");
    check_same<blocks>(R"({
  "one": {"n": 1},
  "maybe": {},
  "preset": {"n": 6},
  "many": [{"n": 3}, {}],
  "by_name": {"b": {"n": 4}, "a": {}},
  "tasks": {"x": {"priority": 9}, "w": {}}
})",
                       "all.json");
}

TEST_CASE("spec_of: range captures, ignore and body members have no spec; labels keep their indices") {
    const auto* list = member_of(hcl::spec_of<capture_holder>(), "c").get_if<s::block_list>();
    REQUIRE(list);
    CHECK(list->nested == s::spec(s::object{{
                              {"kind", s::label{.index = 0, .name = "kind"}},
                              {"id", s::label{.index = 1, .name = "id"}},
                              {"port", s::default_{s::attr{.name = "port", .type = type::number()},
                                                   s::literal{value::number(0)}}},
                          }}));
    check_same<capture_holder>("c \"a\" \"b\" { port = 1 }\nc \"x\" \"y\" {}\n", "captures.hcl");
    check_same<capture_holder>(R"({"c": {"a": {"b": {"port": 1}}}})", "captures.json");
}

TEST_CASE("spec_of: a remain member has no spec; partial_decode gives the rest") {
    CHECK(hcl::spec_of<with_rest>() ==
          s::spec(s::object{{{"name", s::attr{.name = "name", .type = type::string(), .required = true}}}}));
    check_same<with_rest>("name = \"x\"\n", "rest.hcl");

    // What the remain member would take, spec::decode rejects; partial
    // decoding leaves it over, as the struct decoder does.
    const hcl::body b = body_of("name = \"x\"\nother = 1\n", "rest.hcl");
    const auto decoded = hcl::try_decode<with_rest>(b);
    REQUIRE_FALSE(decoded.has_errors());
    CHECK(s::decode(b, hcl::spec_of<with_rest>()).has_errors());
    auto partial = s::partial_decode(b, hcl::spec_of<with_rest>());
    REQUIRE_FALSE(partial.has_errors());
    CHECK(json_of(partial.value) == json_of(hcl::to_value(decoded.value)));
    hcl::diagnostics diags;
    const auto rest = partial.remain.just_attributes(diags);
    CHECK_FALSE(diags.has_errors());
    CHECK(rest.size() == 1);
    CHECK(rest.count("other") == 1);
}

TEST_CASE("spec_of: an hcl::expression member is the value the expression evaluates to") {
    // to_value has no conversion of hcl::expression, so there is no struct
    // value to compare with; the spec gives what the kept expression
    // evaluates to.
    CHECK(hcl::spec_of<lazy>() == s::spec(s::object{{{"when", s::attr{.name = "when"}}}}));
    const hcl::body b = body_of("when = 1 + 2\n", "lazy.hcl");
    const auto decoded = hcl::try_decode<lazy>(b);
    REQUIRE_FALSE(decoded.has_errors());
    hcl::diagnostics diags;
    const value kept = decoded.value.when.evaluate(diags);
    const auto got = s::decode(b, hcl::spec_of<lazy>());
    REQUIRE_FALSE(got.has_errors());
    CHECK(json_of(got.value) == "{\"when\":" + json_of(kept) + "}");
    CHECK(json_of(s::decode(body_of("\n", "none.hcl"), hcl::spec_of<lazy>()).value) == R"({"when":null})");
}

TEST_CASE("spec_of: block members initialised with blocks have no spec") {
    CHECK_THROWS_AS(hcl::spec_of<prefilled_list>(), std::invalid_argument);
    CHECK_THROWS_AS(hcl::spec_of<prefilled_map>(), std::invalid_argument);
}

TEST_CASE("spec_of: blocks keyed by label of a struct with dynamic-typed members") {
    // block_map may not hold the dynamic pseudo-type: a block_list of
    // {key, value} objects, keyed by a transform.
    const s::spec sp = hcl::spec_of<dyn_map>();
    REQUIRE_FALSE(s::problem(sp));
    REQUIRE(sp.get_if<s::object>());
    CHECK(sp.get_if<s::object>()->members[0].second.which() == s::kind::transform);
    check_same<dyn_map>("d \"x\" { v = 1 }\nd \"y\" { v = 2 }\n", "dyn.hcl");
    check_same<dyn_map>("\n", "none.hcl");

    // The documented difference: the spec unifies the blocks' types, as
    // hcldec does; the struct keeps each.
    const hcl::body b = body_of("d \"x\" { v = 1 }\nd \"y\" { v = \"s\" }\n", "mixed.hcl");
    const auto decoded = hcl::try_decode<dyn_map>(b);
    REQUIRE_FALSE(decoded.has_errors());
    CHECK(json_of(hcl::to_value(decoded.value)) == R"({"d":{"x":{"v":1},"y":{"v":"s"}}})");
    const auto got = s::decode(b, sp);
    REQUIRE_FALSE(got.has_errors());
    CHECK(json_of(got.value) == R"({"d":{"x":{"v":"1"},"y":{"v":"s"}}})");
}

TEST_CASE("spec_of: maps of blocks inside maps of blocks") {
    const s::spec sp = hcl::spec_of<grouped>();
    REQUIRE_FALSE(s::problem(sp));
    check_same<grouped>("group \"a\" {\n  tasks \"x\" {}\n  tasks \"y\" { priority = 2 }\n}\ngroup \"b\" {}\n", "groups.hcl");
    check_same<grouped>(R"({"group": {"a": {"tasks": {"x": {}}}}})", "groups.json");
    check_round_trip<grouped>();
}

TEST_CASE("spec_of: an attribute of struct type converts to the struct's implied object type") {
    CHECK(hcl::spec_of<struct_attribute>() ==
          s::spec(s::object{{{"k", s::attr{.name = "k", .type = hcl::implied_type<keyed>(), .required = true}}}}));
    // (spec::write writes the type as object({n=optional(number)}), read
    // back by hclcpp's optional(): see the test below.)
    check_same<struct_attribute>("k = { n = 3 }\n", "given.hcl", nullptr, false);
    // The documented difference: an optional member left out is null in
    // the spec's value, the member's default in the struct.
    const hcl::body b = body_of("k = {}\n", "absent.hcl");
    CHECK(json_of(hcl::to_value(hcl::decode<struct_attribute>(b))) == R"({"k":{"n":0}})");
    CHECK(json_of(s::decode(b, hcl::spec_of<struct_attribute>()).value) == R"({"k":{"n":null}})");
}

TEST_CASE("spec_of: a floating-point member holds the value rounded; the spec keeps HCL's number") {
    check_same<measured>("weight = 2.5\n", "exact.hcl");
    const hcl::body b = body_of("weight = 0.1\n", "inexact.hcl");
    const value decoded = hcl::to_value(hcl::decode<measured>(b));
    const value got = s::decode(b, hcl::spec_of<measured>()).value;
    CHECK(json_of(got) == json_of(decoded));  // both print as 0.1
    CHECK_FALSE(same_data(got, decoded));     // 0.1 as a double is not HCL's 0.1
}

TEST_CASE("spec_of: what the struct decoder rejects, the spec rejects") {
    for (const char* text : {
             "gateway {\n  listen = \":80\"\n}\n",                                    // no environment
             "environment = \"e\"\n",                                                 // no gateway block
             "environment = \"e\"\ngateway {\n  listen = \":80\"\n}\nextra = 1\n",   // unknown attribute
             "environment = \"e\"\ngateway {\n  listen = \":80\"\n}\ngateway {\n  listen = \":81\"\n}\n",
             "environment = \"e\"\ngateway {\n  listen = \":80\"\n}\nservice \"x\" {\n  image = \"i\"\n  ports = []\n}\n",
             "environment = \"e\"\ngateway {\n  listen = \":80\"\n}\nservice \"x\" \"y\" {\n  ports = []\n}\n",
             "environment = \"e\"\ngateway {\n  listen = \":80\"\n}\nservice \"x\" \"y\" {\n  image = \"i\"\n"
             "  ports = []\n  volume \"v\" {\n    mount = \"m\"\n  }\n  volume \"v\" {\n    mount = \"n\"\n  }\n}\n",
         }) {
        INFO(text);
        const hcl::body b = body_of(text, "bad.hcl");
        CHECK(hcl::try_decode<app::config>(b).has_errors());
        CHECK(s::decode(b, hcl::spec_of<app::config>()).has_errors());
    }
}

TEST_CASE("spec_of: the value of the spec has its implied type") {
    // An empty block_map has its implied type (it once had one map level
    // too many).
    const s::spec sp = hcl::spec_of<blocks>();
    CHECK(hcl::type_matches(s::decode(body_of("one {}\n", "least.hcl"), sp).value.type(), s::implied_type(sp)));
    const s::spec one_label = s::block_map{.block_type = "b", .labels = {"name"}, .nested = s::object{}};
    CHECK(s::decode(body_of("\n", "none.hcl"), one_label).value.type() == s::implied_type(one_label));
}

TEST_CASE("spec_of: built once per type; the schema is the struct decoder's") {
    CHECK(&hcl::spec_of<tuning>().data() == &hcl::spec_of<tuning>().data());
    const hcl::body_schema schema = s::implied_schema(hcl::spec_of<tuning>());
    REQUIRE(schema.attributes.size() == 2);
    CHECK(schema.attributes[0].name == "_max-retries");
    CHECK_FALSE(schema.attributes[0].required);
    CHECK(schema.attributes[1].name == "version");
    CHECK(schema.attributes[1].required);
    REQUIRE(schema.blocks.size() == 3);
    CHECK(schema.blocks[0].type == "stage");
    CHECK(schema.blocks[0].label_names == std::vector<std::string>{"kind", "name"});
    CHECK(schema.blocks[1].type == "q-1");
    CHECK(schema.blocks[1].label_names == std::vector<std::string>{"id"});
    CHECK(schema.blocks[2].type == "kind");
    CHECK(schema.blocks[2].label_names == std::vector<std::string>{"kind", "name"});
    const hcl::body_schema keyed_blocks = s::implied_schema(hcl::spec_of<blocks>());
    REQUIRE(keyed_blocks.blocks.size() == 6);
    CHECK(keyed_blocks.blocks[4].type == "by_name");
    CHECK(keyed_blocks.blocks[4].label_names == std::vector<std::string>{"name"});
}

// --- the property: spec::decode with spec_of<T>() == to_value(decode<T>) ---------

TEST_CASE("spec_of: the example configuration (examples/service_config.hpp)", "[property]") {
    check_same<app::config>(example_file("service.hcl"), "service.hcl");
    check_same<app::config>(example_file("service.json"), "service.json");
    check_same<app::config>("environment = \"dev\"\ngateway {\n  listen = \":80\"\n}\n", "least.hcl");
    check_same<app::config>(R"({"environment": "dev", "gateway": {"listen": ":80"},
 "service": {"tcp": {"db": {"image": "pg", "ports": [], "volume": {"v": {"mount": "/m"}}}}}})",
                            "least.json");
    check_same<app::config>(R"(
environment = "dev"
log_level   = "debug"
gateway {
  listen = ":80"
}
service "udp" "dns" {
  image = "dns"
  ports = [53]
  env = {}
  health_check {
    path = "/"
  }
}
)",
                            "some.hcl");
    check_round_trip<app::config>();
}

TEST_CASE("spec_of: the decode benchmark's structs (tests/benchmarks/decode_bench_shape.hpp)", "[property]") {
    std::string text = "io_mode = \"async\"\n\n";
    for (int i = 0; i < 3; ++i) {
        for (char c : bench_input::service_template) {
            if (c == '@') {
                text += std::to_string(i);
            } else {
                text += c;
            }
        }
    }
    check_same<decode_bench::config>(text, "bench.hcl", &decode_bench::context());
    check_same<decode_bench::config>("io_mode = \"sync\"\n", "least.hcl", &decode_bench::context());
    check_same<decode_bench::config>(R"({
  "io_mode": "async",
  "service": {"http": {"web_0": {
    "listen_addr": "127.0.0.1:8080", "enabled": true, "weight": 2.5, "replicas": 3,
    "tags": ["a", "${upper(\"b\")}"], "labels": {"owner": "team-1"}, "ports": [80],
    "process": {"main": {"command": ["/bin/app"], "env": {}, "timeout": 30}}
  }}}
})",
                                     "bench.json", &decode_bench::context());
    check_round_trip<decode_bench::config>();
}

TEST_CASE("spec_of: the decoder tests' kinds of struct", "[property]") {
    check_same<tuning>(R"(_max-retries = 5
version = "2"

stage "build" "compile" {
  run = ["make", "all"]
  größe {
    high-mark = 10
  }
}
stage "test" "unit" {
  run     = []
  restart = "never"
  größe {
    low       = 1
    high-mark = 2
  }
}

q-1 "a" {}
q-1 "b" { priority = 7 }

kind "deploy" "prod" {
  run = ["ship"]
}
kind "check" "lint" {
  run = ["lint"]
  größe { high-mark = 1 }
}
)",
                       "tuning.hcl");
    check_same<tuning>("version = \"1\"\n", "least.hcl");
    check_same<tuning>(R"({"version": "1", "stage": {"build": {"x": {"run": [], "größe": {"high-mark": 3}}}},
 "kind": {"deploy": {"prod": {"run": ["a"]}}}, "q-1": {"c": [{}, {"priority": 4}]}})",
                       "tuning.json");
    check_round_trip<tuning>();
}

namespace spec_of_test {
// A plain aggregate (no macro) whose absent items keep T{}'s values.
struct deployment_limits {
    int cpu = 1;
    std::optional<long> memory_mb;
};
struct deployment {
    std::string image;
    int replicas = 1;
    std::string region = "eu-west-1";
    deployment_limits resources{2, 128};
    std::vector<task> tasks;
};
constexpr auto hcl_fields(hcl::type_tag<deployment>) {
    return hcl::defaults(hcl::field(&deployment::image, hcl::tag::required()));
}
}  // namespace spec_of_test

TEST_CASE("spec_of: hcl::defaults members default to T{}'s values", "[property]") {
    check_same<deployment>("image = \"x\"\n", "least.hcl");
    check_same<deployment>("image = \"x\"\nreplicas = 3\nresources {\n  cpu = 4\n}\n", "some.hcl");
    check_same<deployment>(R"({"image": "x", "region": "us", "tasks": {"a": {"priority": 2}}})", "some.json");
    check_round_trip<deployment>();
}

namespace spec_of_test {
// Groups (tag::group()): items of the enclosing body, a nested object in
// the value; one nested in another, one in a block with defaults.
struct endpoint_limits {
    int max_conns = 0;
    std::optional<int> queue;
};
struct endpoint {
    std::string host;
    int port = 8080;
    endpoint_limits limits;
    std::vector<keyed> hops;
};
constexpr auto hcl_fields(hcl::type_tag<endpoint>) {
    return hcl::defaults(hcl::field(&endpoint::host, hcl::tag::required()),
                         hcl::field(&endpoint::limits, hcl::tag::group()),
                         hcl::field(&endpoint::hops, hcl::tag::block("hop")));
}
struct gateway {
    std::string name;
    endpoint target;
};
constexpr auto hcl_fields(hcl::type_tag<gateway>) {
    return hcl::fields(hcl::field(&gateway::name, hcl::tag::label()),
                       hcl::field(&gateway::target, hcl::tag::group().value_name("to")));
}
struct routed {
    endpoint_limits limits;
    std::map<std::string, gateway> gateways;
};
constexpr auto hcl_fields(hcl::type_tag<routed>) {
    return hcl::fields(hcl::field(&routed::limits, hcl::tag::group()),
                       hcl::field(&routed::gateways, hcl::tag::block("gateway")));
}
}  // namespace spec_of_test

TEST_CASE("spec_of: a group is an object spec over the same body", "[property]") {
    const s::spec sp = hcl::spec_of<routed>();
    const auto& members = sp.get_if<s::object>()->members;
    REQUIRE(members.size() == 2);
    CHECK(members[0].first == "limits");
    REQUIRE(members[0].second.get_if<s::object>());
    CHECK(members[0].second.get_if<s::object>()->members.size() == 2);
    check_same<routed>("max_conns = 1\n", "least.hcl");
    check_same<routed>(R"(max_conns = 1
queue     = 2
gateway "a" {
  host      = "h"
  max_conns = 3
  hop {
    n = 1
  }
  hop {}
}
gateway "b" {
  host = "i"
  port = 9
  max_conns = 4
  queue = 5
}
)",
                       "some.hcl");
    check_same<routed>(R"({"max_conns": 1, "gateway": {"a": {"host": "h", "max_conns": 2, "hop": [{"n": 3}]}}})",
                       "some.json");
    check_round_trip<routed>();
    check_round_trip<gateway>();
}

TEST_CASE("spec_of: the unit structs' specs read back from their text") {
    check_round_trip<attrs>();
    check_round_trip<task>();
    check_round_trip<blocks>();
    check_round_trip<capture_holder>();
    check_round_trip<with_rest>();
    check_round_trip<lazy>();
    check_round_trip<dyn_map>();
}

TEST_CASE("spec_of: an attr type with optional attributes reads back from its text") {
    // spec::write writes object({n=optional(number)}), which spec::parse
    // reads with hclcpp's optional() in type expressions.
    const s::spec sp = hcl::spec_of<struct_attribute>();
    auto r = s::parse(s::write(sp), "spec_of.hcldec");
    INFO(r.diagnostics.to_string());
    CHECK_FALSE(r.has_errors());
    CHECK(r.spec.root == sp);
}
