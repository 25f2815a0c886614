// Twin decoding (issue 4, JSON syntax tests; DESIGN.md "The decoder"): the
// same configuration written in the native syntax (tests/data/twins/X.hcl)
// and in the JSON syntax (X.hcl.json) decodes to equal structs through one
// schema. Where the JSON specification makes the syntaxes differ (item
// names in errors, missing-item ranges, literal strings without an
// evaluation context, JSON-only shape errors), the expected diagnostics are
// those of the reference's hcldec run with tests/data/twins/twins.hcldec,
// the equivalent spec:  hcldec --spec=twins.hcldec --diags=json FILE
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/stdlib.hpp>

#include <boost/describe.hpp>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace twin_test {

enum class run_mode { active, standby };
BOOST_DESCRIBE_ENUM(run_mode, active, standby)

struct resource_limits {
    int cpu = 0;
    std::optional<long> memory_mb;
    bool operator==(const resource_limits&) const = default;
};
BOOST_DESCRIBE_STRUCT(resource_limits, (), (cpu, memory_mb))

struct process {
    std::string name;
    std::vector<std::string> command;
    std::map<std::string, std::string> env;
    int timeout = 30;
    std::optional<resource_limits> limits;  // optional block
    bool operator==(const process&) const = default;
};
BOOST_DESCRIBE_STRUCT(process, (), (name, command, env, timeout, limits))
constexpr auto hcl_fields(hcl::type_tag<process>) {
    return hcl::fields(hcl::field(&process::name, hcl::tag::label()),
                       hcl::field(&process::env, hcl::tag::optional()),
                       hcl::field(&process::timeout, hcl::tag::optional()));
}

struct volume {
    std::string name;
    std::string mount;
    bool read_only = false;
    bool operator==(const volume&) const = default;
};
BOOST_DESCRIBE_STRUCT(volume, (), (name, mount, read_only))
constexpr auto hcl_fields(hcl::type_tag<volume>) {
    return hcl::fields(hcl::field(&volume::name, hcl::tag::label()),
                       hcl::field(&volume::read_only, hcl::tag::optional()));
}

struct rule {  // repeated blocks without labels
    std::string match;
    int priority = 0;
    bool operator==(const rule&) const = default;
};
BOOST_DESCRIBE_STRUCT(rule, (), (match, priority))
constexpr auto hcl_fields(hcl::type_tag<rule>) {
    return hcl::fields(hcl::field(&rule::priority, hcl::tag::optional()));
}

struct service {
    std::string protocol;
    std::string name;
    std::string listen_addr;
    bool enabled = false;
    double weight = 0;
    std::vector<int> ports;
    std::map<std::string, std::string> labels;
    run_mode mode = run_mode::active;
    std::vector<process> processes;
    std::map<std::string, volume> volumes;  // map of blocks by label
    std::vector<rule> rules;
    bool operator==(const service&) const = default;
};
BOOST_DESCRIBE_STRUCT(service, (),
                      (protocol, name, listen_addr, enabled, weight, ports, labels, mode, processes, volumes, rules))
constexpr auto hcl_fields(hcl::type_tag<service>) {
    return hcl::fields(hcl::field(&service::protocol, hcl::tag::label()),
                       hcl::field(&service::name, hcl::tag::label()),
                       hcl::field(&service::processes, hcl::tag::block("process")),
                       hcl::field(&service::volumes, hcl::tag::block("volume")),
                       hcl::field(&service::rules, hcl::tag::block("rule")));
}

struct config {
    std::string io_mode;
    std::vector<service> services;
    bool operator==(const config&) const = default;
};
BOOST_DESCRIBE_STRUCT(config, (), (io_mode, services))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::services, hcl::tag::block("service")));
}

struct endpoint {
    std::string name;
    std::string url;
    bool operator==(const endpoint&) const = default;
};
BOOST_DESCRIBE_STRUCT(endpoint, (), (name, url))
constexpr auto hcl_fields(hcl::type_tag<endpoint>) {
    return hcl::fields(hcl::field(&endpoint::name, hcl::tag::label()));
}

struct computed {
    std::string name;
    int replicas = 0;
    std::vector<std::string> tags;
    std::string greeting;
    int port = 0;
    std::map<std::string, int> sizes;
    bool enabled = false;
    std::map<std::string, endpoint> endpoints;
    bool operator==(const computed&) const = default;
};
BOOST_DESCRIBE_STRUCT(computed, (), (name, replicas, tags, greeting, port, sizes, enabled, endpoints))
constexpr auto hcl_fields(hcl::type_tag<computed>) {
    return hcl::fields(hcl::field(&computed::endpoints, hcl::tag::block("endpoint")));
}

}  // namespace twin_test

using namespace twin_test;

namespace {

std::string twin(const std::string& name) { return std::string(HCLCPP_TEST_DATA_DIR) + "/twins/" + name; }

template <class T>
std::pair<hcl::decode_result<T>, hcl::decode_result<T>> decode_twins(const std::string& stem,
                                                                      const hcl::eval_context* ctx = nullptr) {
    return {hcl::try_decode_file<T>(twin(stem + ".hcl"), ctx), hcl::try_decode_file<T>(twin(stem + ".hcl.json"), ctx)};
}

// "summary @line [path] detail", one per diagnostic, sorted: the two
// syntaxes need not report in the same order.
std::vector<std::string> described(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) {
        out.push_back(d.summary + " @" + (d.subject ? std::to_string(d.subject->start.line) : "?") + " [" + d.path +
                      "] " + d.detail);
    }
    std::sort(out.begin(), out.end());
    return out;
}

hcl::value strings(std::vector<std::string> items) {
    std::vector<hcl::value> values;
    for (auto& s : items) values.push_back(hcl::value::string(s));
    return hcl::value::tuple(std::move(values));
}

}  // namespace

TEST_CASE("twins: labels at two levels, repeated, optional and mapped blocks (JSON spec: blocks)", "[decode][json]") {
    auto [native, json] = decode_twins<config>("services");
    INFO(native.diagnostics.to_string() << json.diagnostics.to_string());
    REQUIRE_FALSE(native.has_errors());
    REQUIRE_FALSE(json.has_errors());
    CHECK(native.value == json.value);

    // Equality is not vacuous: the twins hold what the files say.
    const config& c = json.value;
    CHECK(c.io_mode == "async");
    REQUIRE(c.services.size() == 3);  // in source order, across label objects
    CHECK(c.services[0].protocol == "http");
    CHECK(c.services[0].name == "web");
    CHECK(c.services[1].name == "api");
    CHECK(c.services[2].protocol == "tcp");
    const service& web = c.services[0];
    CHECK(web.weight == 1.5);
    CHECK(web.ports == std::vector<int>{80, 443});
    CHECK(web.labels.at("tier") == "frontend");
    REQUIRE(web.processes.size() == 2);
    CHECK(web.processes[0].name == "main");
    CHECK(web.processes[0].limits == resource_limits{2, 512});
    CHECK(web.processes[0].timeout == 30);
    CHECK_FALSE(web.processes[1].limits);  // JSON: null means no block
    CHECK(web.processes[1].timeout == 5);
    REQUIRE(web.volumes.size() == 2);
    CHECK(web.volumes.at("logs").read_only);
    CHECK(web.volumes.at("data").mount == "/var/lib/web");
    REQUIRE(web.rules.size() == 2);  // JSON: an array of bodies, one block each
    CHECK(web.rules[1] == rule{"/*", 10});
    CHECK(c.services[1].mode == run_mode::standby);
    CHECK(c.services[1].ports.empty());
    REQUIRE(c.services[2].processes.size() == 1);
    CHECK(c.services[2].processes[0].timeout == 120);
    CHECK(c.services[2].weight == 3);
}

TEST_CASE("twins: variables and functions; JSON strings are templates (JSON spec: expressions)", "[decode][json]") {
    hcl::eval_context ctx;
    ctx.functions() = hcl::stdlib::functions();
    ctx.set_variable("prefix", hcl::value::string("edge"));
    ctx.set_variable("base", hcl::value::number(std::int64_t{3}));
    ctx.set_variable("tags", strings({"a", "b"}));
    ctx.set_variable("user", hcl::value::string("ann"));
    ctx.set_variable("base_port", hcl::value::number(std::int64_t{8000}));

    auto [native, json] = decode_twins<computed>("expressions", &ctx);
    INFO(native.diagnostics.to_string() << json.diagnostics.to_string());
    REQUIRE_FALSE(native.has_errors());
    REQUIRE_FALSE(json.has_errors());
    CHECK(native.value == json.value);

    const computed& c = json.value;
    CHECK(c.name == "edge-api");
    CHECK(c.replicas == 6);
    CHECK(c.tags == std::vector<std::string>{"A", "B"});
    CHECK(c.greeting == "Hello, ANN!");
    CHECK(c.port == 8001);
    CHECK(c.sizes == std::map<std::string, int>{{"large", 30}, {"small", 3}});
    CHECK(c.enabled);
    REQUIRE(c.endpoints.count("edge") == 1);
    CHECK(c.endpoints.at("edge").url == "https://edge.example.com:8000/");
}

TEST_CASE("twins: without an evaluation context JSON strings are literal text (JSON spec: expressions)",
          "[decode][json]") {
    auto [native, json] = decode_twins<computed>("expressions");
    // Native syntax: references need variables, calls need functions.
    REQUIRE(native.has_errors());
    CHECK(std::any_of(native.diagnostics.begin(), native.diagnostics.end(),
                      [](const hcl::diagnostic& d) { return d.summary == "Variables not allowed"; }));
    // JSON syntax: strings are not templates, so "${prefix}-api" is just text;
    // only the members needing other types fail to convert.
    CHECK(json.value.name == "${prefix}-api");
    CHECK(json.value.greeting == "Hello, ${upper(user)}!");
    CHECK(json.value.endpoints.at("edge").url == "https://${prefix}.example.com:${base_port}/");
    CHECK(json.has_errors());
}

TEST_CASE("twins: the same mistakes, reported in each syntax's words (JSON spec: bodies; hcldec)", "[decode][json]") {
    auto [native, json] = decode_twins<config>("errors");
    // Missing items point at the block: its opening brace in the native
    // syntax, its object's closing brace in JSON. Unknown items are an
    // "argument" in the native syntax and an "object property" in JSON,
    // with the same suggestion. Value errors are the decoder's own.
    CHECK(described(native.diagnostics) ==
          std::vector<std::string>{
              "Missing required argument @3 [service \"http\" \"web\"] The argument \"enabled\" is required, but "
              "no definition was found.",
              "Missing required argument @3 [service \"http\" \"web\"] The argument \"listen_addr\" is required, "
              "but no definition was found.",
              "Unsuitable value type @6 [service \"http\" \"web\" > ports[1]] Unsuitable value: a number is "
              "required",
              "Unsupported argument @4 [service \"http\" \"web\"] An argument named \"listen_adr\" is not "
              "expected here. Did you mean \"listen_addr\"?",
          });
    CHECK(described(json.diagnostics) ==
          std::vector<std::string>{
              "Extraneous JSON object property @6 [service \"http\" \"web\"] No argument or block type is named "
              "\"listen_adr\". Did you mean \"listen_addr\"?",
              "Missing required argument @11 [service \"http\" \"web\"] The argument \"enabled\" is required, but "
              "no definition was found.",
              "Missing required argument @11 [service \"http\" \"web\"] The argument \"listen_addr\" is required, "
              "but no definition was found.",
              "Unsuitable value type @8 [service \"http\" \"web\" > ports[1]] Unsuitable value: a number is "
              "required",
          });
}

TEST_CASE("twins: JSON-only shape errors for blocks (JSON spec: blocks; hcldec)", "[decode][json]") {
    // A block written as a string, and null where a label object belongs:
    // mistakes the native syntax cannot express.
    auto r = hcl::try_decode_file<config>(twin("json_shapes.hcl.json"));
    CHECK(described(r.diagnostics) ==
          std::vector<std::string>{
              "Incorrect JSON value type @5 [] Either a JSON object or a JSON array is required, representing "
              "the contents of one or more \"service\" blocks.",
              "Missing block label @7 [] At least one object property is required, whose name represents the "
              "service block's name.",
          });
}

TEST_CASE("twins: an attribute set twice (native spec: bodies; JSON spec: objects; hcldec)", "[decode][json]") {
    // The native parser rejects the file; the JSON body rejects the second
    // property when the schema asks for the attribute.
    auto [native, json] = decode_twins<config>("duplicate");
    REQUIRE(native.diagnostics.size() >= 1);
    CHECK(native.diagnostics[0].summary == "Attribute redefined");
    CHECK(native.diagnostics[0].detail.ends_with("duplicate.hcl:1,1-8. Each argument may be set only once."));
    CHECK(native.diagnostics[0].subject->start.line == 2);
    REQUIRE(json.diagnostics.size() >= 1);
    CHECK(json.diagnostics[0].summary == "Duplicate argument");
    CHECK(json.diagnostics[0].detail.ends_with("duplicate.hcl.json:2,3-21."));
    CHECK(json.diagnostics[0].subject->start.line == 3);
}
