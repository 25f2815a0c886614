// The decoder (DESIGN.md "The decoder"; reference-behaviour.md §4, gohcl):
// annotated structs decoded from native-syntax text.
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/encode.hpp>
#include <hcl/native/parse.hpp>

#include <boost/describe.hpp>

#include <deque>
#include <list>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace decode_test {

enum class restart_policy { always, on_failure, never };
BOOST_DESCRIBE_ENUM(restart_policy, always, on_failure, never)

// An aggregate annotated with a tag list in member order (no macro).
struct resource_limits {
    int cpu = 0;
    std::optional<long> memory;
};
constexpr auto hcl_fields(hcl::type_tag<resource_limits>) {
    return hcl::field_order(hcl::tag::attr("cpu"), hcl::tag::optional("memory_mb"));
}

struct process {
    std::string name;
    std::vector<std::string> command;
    int timeout = 30;
    restart_policy restart = restart_policy::always;
    std::optional<resource_limits> limits;
    hcl::source_range where;
};
BOOST_DESCRIBE_STRUCT(process, (), (name, command, timeout, restart, limits, where))
constexpr auto hcl_fields(hcl::type_tag<process>) {
    return hcl::fields(hcl::field(&process::name, hcl::tag::label()),
                       hcl::field(&process::timeout, hcl::tag::optional()),
                       hcl::field(&process::restart, hcl::tag::optional()),
                       hcl::field(&process::limits, hcl::tag::block("limits")),
                       hcl::field(&process::where, hcl::tag::def_range()));
}

struct service_def {
    std::string name;
    unsigned short port = 0;
    std::map<std::string, std::string> env;
    std::vector<process> processes;
};
BOOST_DESCRIBE_STRUCT(service_def, (), (name, port, env, processes))
constexpr auto hcl_fields(hcl::type_tag<service_def>) {
    return hcl::fields(hcl::field(&service_def::name, hcl::tag::label()),
                       hcl::field(&service_def::env, hcl::tag::optional()),
                       hcl::field(&service_def::processes, hcl::tag::block("process")));
}

struct config {
    std::string version;
    std::map<std::string, service_def> service;
};
BOOST_DESCRIBE_STRUCT(config, (), (version, service))

// Many blocks into each kind of sequence.
struct step {
    std::string name;
    int weight = 1;
};
BOOST_DESCRIBE_STRUCT(step, (), (name, weight))
constexpr auto hcl_fields(hcl::type_tag<step>) {
    return hcl::fields(hcl::field(&step::name, hcl::tag::label()), hcl::field(&step::weight, hcl::tag::optional()));
}
struct pipeline {
    std::list<step> listed;
    std::deque<step> queued;
    std::vector<step> vectored;
};
BOOST_DESCRIBE_STRUCT(pipeline, (), (listed, queued, vectored))
constexpr auto hcl_fields(hcl::type_tag<pipeline>) {
    return hcl::fields(hcl::field(&pipeline::listed, hcl::tag::block("l")),
                       hcl::field(&pipeline::queued, hcl::tag::block("q")),
                       hcl::field(&pipeline::vectored, hcl::tag::block("v")));
}

// A table entry may name an inherited member; names may use '-', a leading
// '_' and non-ASCII letters, as HCL identifiers do.
struct base_settings {
    int retries = 3;
};
BOOST_DESCRIBE_STRUCT(base_settings, (), (retries))
struct settings : base_settings {
    int size = 0;
    std::optional<step> first;
};
BOOST_DESCRIBE_STRUCT(settings, (base_settings), (size, first))
constexpr auto hcl_fields(hcl::type_tag<settings>) {
    return hcl::fields(hcl::field(&settings::retries, hcl::tag::optional("_max-retries")),
                       hcl::field(&settings::size, hcl::tag::attr("größe")),
                       hcl::field(&settings::first, hcl::tag::block("step-1")));
}

}  // namespace decode_test

using namespace decode_test;

namespace {
const char* const realistic = R"(version = "1.2"

service "web" {
  port = 8080
  env = { MODE = "prod" }

  process "main" {
    command = ["./web", "--port", "8080"]
    restart = "on_failure"
    limits {
      cpu = 2
      memory_mb = 512
    }
  }
  process "worker" {
    command = ["./worker"]
    timeout = 90
  }
}

service "db" {
  port = 5432
}
)";
}  // namespace

TEST_CASE("decode: schema_of infers roles from member types (annotate.hpp)", "[decode]") {
    constexpr auto s = hcl::schema_of<config>();
    static_assert(s.size() == 2);
    static_assert(s.fields[0].kind == hcl::field_kind::attr && s.fields[0].required);
    static_assert(s.fields[1].kind == hcl::field_kind::block && s.fields[1].shape == hcl::block_shape::by_label);
    constexpr auto p = hcl::schema_of<process>();
    static_assert(p.label_count == 1);
    static_assert(p.fields[1].kind == hcl::field_kind::attr && p.fields[1].required);
    static_assert(p.fields[2].kind == hcl::field_kind::attr && !p.fields[2].required);
    static_assert(p.fields[4].shape == hcl::block_shape::optional);
    constexpr auto l = hcl::schema_of<resource_limits>();
    static_assert(l.fields[1].name == "memory_mb" && !l.fields[1].required);
    SUCCEED();
}

TEST_CASE("decode: a name override must be an HCL identifier (ASCII checked, other bytes let through)",
          "[decode]") {
    using hcl::detail::is_hcl_identifier;
    static_assert(is_hcl_identifier("a") && is_hcl_identifier("_") && is_hcl_identifier("x1-y_z"));
    static_assert(is_hcl_identifier("été") && is_hcl_identifier("a日"));
    static_assert(!is_hcl_identifier("") && !is_hcl_identifier("1x") && !is_hcl_identifier("-x"));
    static_assert(!is_hcl_identifier("my attr") && !is_hcl_identifier("a.b") && !is_hcl_identifier("a\"b"));
    static_assert(!is_hcl_identifier("a=") && !is_hcl_identifier("x\n") && !is_hcl_identifier("a\x7f"));
    SUCCEED();
}

TEST_CASE("decode: table entries for inherited members, names with '-', '_' and non-ASCII letters",
          "[decode]") {
    constexpr auto s = hcl::schema_of<settings>();
    static_assert(s.fields[0].name == "_max-retries" && !s.fields[0].required);
    auto r = hcl::try_decode_string<settings>("_max-retries = 5\ngröße = 7\nstep-1 \"a\" {}\n");
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.retries == 5);
    CHECK(r.value.size == 7);
    REQUIRE(r.value.first.has_value());
    CHECK(r.value.first->name == "a");
}

TEST_CASE("decode: a realistic configuration (gohcl §4.2)", "[decode]") {
    auto r = hcl::try_decode_string<config>(realistic, "app.hcl");
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    const config& c = r.value;
    CHECK(c.version == "1.2");
    REQUIRE(c.service.size() == 2);
    const service_def& web = c.service.at("web");
    CHECK(web.name == "web");
    CHECK(web.port == 8080);
    CHECK(web.env == std::map<std::string, std::string>{{"MODE", "prod"}});
    REQUIRE(web.processes.size() == 2);
    CHECK(web.processes[0].name == "main");
    CHECK(web.processes[0].command == std::vector<std::string>{"./web", "--port", "8080"});
    CHECK(web.processes[0].timeout == 30);  // default kept
    CHECK(web.processes[0].restart == restart_policy::on_failure);
    REQUIRE(web.processes[0].limits.has_value());
    CHECK(web.processes[0].limits->cpu == 2);
    CHECK(web.processes[0].limits->memory == 512);
    CHECK(web.processes[0].where.start.line == 7);
    CHECK(web.processes[0].where.start.column == 3);
    CHECK(web.processes[1].timeout == 90);
    CHECK(web.processes[1].restart == restart_policy::always);
    CHECK_FALSE(web.processes[1].limits.has_value());
    CHECK(c.service.at("db").port == 5432);
    CHECK(c.service.at("db").processes.empty());
}

TEST_CASE("decode: every error collected, with position and path (gohcl §4.2)", "[decode]") {
    const char* text = R"(version = "1"
service "web" {
  port = 70000
  process "main" {
    command = ["x"]
    timeout = 1.5
    restart = "sometimes"
  }
  proces "typo" {
  }
}
service "web" {
  port = 1
}
)";
    auto r = hcl::try_decode_string<config>(text, "bad.hcl");
    std::vector<std::string> got;
    for (const auto& d : r.diagnostics) {
        got.push_back(d.summary + " @" + std::to_string(d.subject->start.line) + ":" +
                      std::to_string(d.subject->start.column) + " [" + d.path + "] " + d.detail);
    }
    CHECK(got == std::vector<std::string>{
                     "Unsupported block type @9:3 [service \"web\"] Blocks of type \"proces\" are not expected "
                     "here. Did you mean \"process\"?",
                     "Unsuitable value type @3:10 [service \"web\" > port] Unsuitable value: value must be a "
                     "whole number, between 0 and 65535 inclusive",
                     "Unsuitable value type @6:15 [service \"web\" > process \"main\" > timeout] Unsuitable "
                     "value: value must be a whole number, between -2147483648 and 2147483647",
                     "Unsuitable value type @7:16 [service \"web\" > process \"main\" > restart] Unsuitable "
                     "value: invalid value \"sometimes\"; must be one of \"always\", \"on_failure\", \"never\"",
                     "Duplicate service block @12:1 [service \"web\"] Only one service block labelled \"web\" is "
                     "allowed. Another was defined at bad.hcl:2,1-14.",
                 });
}

TEST_CASE("decode: missing required items point at the block that lacks them", "[decode]") {
    auto r = hcl::try_decode_string<config>("service \"a\" {\n  process \"p\" {\n  }\n}\n", "m.hcl");
    REQUIRE(r.diagnostics.size() == 3);
    CHECK(r.diagnostics[0].summary == "Missing required argument");
    CHECK(r.diagnostics[0].path.empty());  // `version` is missing at the top level
    CHECK(r.diagnostics[1].summary == "Missing required argument");
    CHECK(r.diagnostics[1].detail == "The argument \"port\" is required, but no definition was found.");
    CHECK(r.diagnostics[1].path == "service \"a\"");
    CHECK(r.diagnostics[2].detail == "The argument \"command\" is required, but no definition was found.");
    CHECK(r.diagnostics[2].path == "service \"a\" > process \"p\"");
    CHECK(r.diagnostics[2].subject->start.line == 2);  // the native body's missing-item range: its header
}

namespace decode_test {
struct needs_one {
    resource_limits limits;
};
BOOST_DESCRIBE_STRUCT(needs_one, (), (limits))
}  // namespace decode_test

TEST_CASE("decode: exactly-one blocks report missing and duplicate (gohcl §4.2)", "[decode]") {
    auto missing = hcl::try_decode_string<needs_one>("", "a.hcl");
    REQUIRE(missing.diagnostics.size() == 1);
    CHECK(missing.diagnostics[0].summary == "Missing limits block");
    CHECK(missing.diagnostics[0].detail == "A limits block is required.");

    auto twice = hcl::try_decode_string<needs_one>("limits {\n cpu = 1\n}\nlimits {\n cpu = 2\n}\n", "b.hcl");
    REQUIRE(twice.diagnostics.size() == 1);
    CHECK(twice.diagnostics[0].summary == "Duplicate limits block");
    CHECK(twice.diagnostics[0].detail == "Only one limits block is allowed. Another was defined at b.hcl:1,1-7.");
    CHECK(twice.diagnostics[0].subject->start.line == 4);
}

TEST_CASE("decode: decode_into overwrites only present items", "[decode]") {
    resource_limits l;
    l.cpu = 4;
    l.memory = 100;
    auto native = hcl::native::parse_config("cpu = 8\n", "p.hcl");
    auto diags = hcl::decode_into(l, native.file->body());
    CHECK(diags.empty());
    CHECK(l.cpu == 8);
    CHECK(l.memory == 100);
}

TEST_CASE("decode: many blocks fill a std::list, std::deque or std::vector in source order", "[decode]") {
    // Interleaved types, each kept in its own order; a few thousand blocks,
    // as a generated configuration may have.
    std::string text;
    constexpr int n = 3000;
    for (int i = 0; i < n; ++i) {
        const std::string id = std::to_string(i);
        text += "l \"l" + id + "\" { weight = " + id + " }\nq \"q" + id + "\" {}\nv \"v" + id + "\" {}\n";
    }
    auto parsed = hcl::native::parse_config(text, "p.hcl");
    REQUIRE_FALSE(parsed.has_errors());
    const auto r = hcl::try_decode<pipeline>(parsed.file->body());
    REQUIRE_FALSE(r.has_errors());
    REQUIRE(r.value.listed.size() == n);
    REQUIRE(r.value.queued.size() == n);
    REQUIRE(r.value.vectored.size() == n);
    int i = 0;
    for (const step& s : r.value.listed) {
        CHECK(s.name == "l" + std::to_string(i));
        CHECK(s.weight == i);
        ++i;
    }
    CHECK(r.value.queued.back().name == "q" + std::to_string(n - 1));
    CHECK(r.value.vectored[1234].name == "v1234");

    // decode_into: the first blocks go into the elements already there (so
    // their absent optional items stay), the rest into new ones, and
    // elements beyond the blocks go.
    pipeline pre;
    pre.listed = {step{"old0", 7}, step{"old1", 8}, step{"old2", 9}};
    auto two = hcl::native::parse_config("l \"a\" {}\nl \"b\" { weight = 5 }\n", "p.hcl");
    REQUIRE_FALSE(two.has_errors());
    CHECK(hcl::decode_into(pre, two.file->body()).empty());
    REQUIRE(pre.listed.size() == 2);
    CHECK(pre.listed.front().name == "a");
    CHECK(pre.listed.front().weight == 7);
    CHECK(pre.listed.back().name == "b");
    CHECK(pre.listed.back().weight == 5);
}

TEST_CASE("decode: decode<T> throws hcl::error carrying the diagnostics", "[decode]") {
    auto parsed = hcl::native::parse_config("cpu = \"many\"\n", "t.hcl");
    try {
        (void)hcl::decode<resource_limits>(parsed.file->body());
        FAIL("no exception");
    } catch (const hcl::error& e) {
        REQUIRE(e.diagnostics().size() == 1);
        CHECK(e.diagnostics()[0].summary == "Unsuitable value type");
        CHECK(e.diagnostics()[0].detail == "Unsuitable value: a number is required");
        CHECK(e.diagnostics()[0].path == "cpu");
    }
}

TEST_CASE("decode: variables from the evaluation context", "[decode]") {
    hcl::eval_context ctx;
    ctx.set_variable("base", hcl::value::number(std::int64_t{3}));
    auto parsed = hcl::native::parse_config("cpu = base * 2\n", "v.hcl");
    auto r = hcl::try_decode<resource_limits>(parsed.file->body(), &ctx);
    CHECK(r.diagnostics.empty());
    CHECK(r.value.cpu == 6);
}

TEST_CASE("decode: safe-only conversions reject string to number", "[decode]") {
    auto parsed = hcl::native::parse_config("cpu = \"5\"\n", "s.hcl");
    CHECK(hcl::try_decode<resource_limits>(parsed.file->body()).value.cpu == 5);  // unsafe allowed by default
    auto r = hcl::try_decode<resource_limits>(parsed.file->body(), nullptr, hcl::decode_options{false});
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].detail == "Unsuitable value: a safe conversion from string to number is required, "
                                     "and this one could fail or lose information");
}

namespace decode_test {
struct front_part {
    std::string name;
    hcl::body rest;
};
BOOST_DESCRIBE_STRUCT(front_part, (), (name, rest))
struct back_part {
    int size = 0;
    std::vector<resource_limits> limits;
};
BOOST_DESCRIBE_STRUCT(back_part, (), (size, limits))
struct whole {
    std::string name;
    int size = 0;
    std::vector<resource_limits> limits;
};
BOOST_DESCRIBE_STRUCT(whole, (), (name, size, limits))
}  // namespace decode_test

TEST_CASE("decode: partial decoding leaves the rest for another decoder (model: partial processing)",
          "[decode]") {
    const char* text = "name = \"x\"\nsize = 3\nlimits {\n  cpu = 1\n}\nlimits {\n  cpu = 2\n}\n";
    auto parsed = hcl::native::parse_config(text, "p.hcl");
    auto front = hcl::try_decode<front_part>(parsed.file->body());
    REQUIRE(front.diagnostics.empty());
    auto back = hcl::try_decode<back_part>(front.value.rest);
    REQUIRE(back.diagnostics.empty());
    auto all = hcl::try_decode<whole>(parsed.file->body());
    REQUIRE(all.diagnostics.empty());
    // Two steps give what one step over the merged schema gives.
    CHECK(front.value.name == all.value.name);
    CHECK(back.value.size == all.value.size);
    REQUIRE(back.value.limits.size() == 2);
    CHECK(back.value.limits[1].cpu == all.value.limits[1].cpu);

    auto p = hcl::try_decode_partial<back_part>(parsed.file->body());
    CHECK(p.diagnostics.empty());
    auto rest = hcl::try_decode<front_part>(p.remain);
    CHECK(rest.diagnostics.empty());
    CHECK(rest.value.name == "x");

    // The leftover attribute is an error once nobody takes it.
    auto strict = hcl::try_decode<back_part>(parsed.file->body());
    REQUIRE(strict.diagnostics.size() == 1);
    CHECK(strict.diagnostics[0].summary == "Unsupported argument");
}

namespace decode_test {
struct knob {
    int v = 0;
};
BOOST_DESCRIBE_STRUCT(knob, (), (v))
struct with_extra {
    std::string name;
    std::optional<knob> b;
    hcl::attribute_map extra;
};
BOOST_DESCRIBE_STRUCT(with_extra, (), (name, b, extra))
constexpr auto hcl_fields(hcl::type_tag<with_extra>) {
    return hcl::fields(hcl::field(&with_extra::extra, hcl::tag::remain()));
}
}  // namespace decode_test

TEST_CASE("decode: a remain attribute map beside block members (docs/deviations.md)", "[decode]") {
    // The remainder's just_attributes does not count the blocks the struct
    // took (the reference's native syntax does, and fails here).
    const std::pair<const char*, const char*> inputs[] = {
        {"name = \"x\"\nb {\n  v = 1\n}\nmore = 2\n", "r.hcl"},
        {R"({"name": "x", "b": {"v": 1}, "more": 2})", "r.json"},
    };
    for (const auto& [text, name] : inputs) {
        INFO(name);
        auto r = hcl::try_decode_string<with_extra>(text, name);
        REQUIRE(r.diagnostics.empty());
        REQUIRE(r.value.b);
        CHECK(r.value.b->v == 1);
        REQUIRE(r.value.extra.size() == 1);
        CHECK(r.value.extra.count("more") == 1);
        // And what the encoder writes for it reads back.
        auto back = hcl::try_decode_string<with_extra>(hcl::encode(r.value), "back.hcl");
        REQUIRE(back.diagnostics.empty());
        CHECK(back.value.b->v == 1);
        CHECK(back.value.extra.count("more") == 1);
    }

    // A block nobody took is still an error, the first one only.
    auto bad = hcl::try_decode_string<with_extra>("b {\n  v = 1\n}\nc {\n}\nd {\n}\nname = \"x\"\n", "bad.hcl");
    REQUIRE(bad.diagnostics.size() == 1);
    CHECK(bad.diagnostics[0].summary == "Unexpected \"c\" block");
    CHECK(bad.diagnostics[0].subject->start.line == 4);

    // The same through the body API: partial_content, then just_attributes.
    auto parsed = hcl::native::parse_config("b {\n}\nx = 1\n", "api.hcl");
    hcl::body_schema schema;
    schema.blocks.push_back({"b", {}});
    hcl::diagnostics d;
    hcl::body remain;
    (void)parsed.file->body().partial_content(schema, remain, d);
    const auto attrs = remain.just_attributes(d);
    CHECK(d.empty());
    CHECK(attrs.count("x") == 1);
}

namespace decode_test {
struct lazy {
    hcl::expression when;
    hcl::value anything;
};
BOOST_DESCRIBE_STRUCT(lazy, (), (when, anything))
}  // namespace decode_test

TEST_CASE("decode: hcl::expression members stay unevaluated, hcl::value takes any value", "[decode]") {
    auto r = hcl::try_decode_string<lazy>("when = x + 1\nanything = [1, \"a\"]\n", "l.hcl");
    REQUIRE(r.diagnostics.empty());
    REQUIRE(r.value.when);
    hcl::eval_context ctx;
    ctx.set_variable("x", hcl::value::number(std::int64_t{41}));
    hcl::diagnostics d;
    CHECK(r.value.when.evaluate(ctx, d) == hcl::value::number(std::int64_t{42}));
    CHECK(r.value.anything.type().is_tuple());
}

TEST_CASE("decode: decode_expression", "[decode]") {
    auto e = hcl::native::parse_expression("[1, 2, 3]", "e.hcl");
    CHECK(hcl::decode_expression<std::vector<int>>(e.expression) == std::vector<int>{1, 2, 3});
    auto bad = hcl::try_decode_expression<std::vector<std::int8_t>>(
        hcl::native::parse_expression("[1, 300]", "e.hcl").expression);
    REQUIRE(bad.diagnostics.size() == 1);
    CHECK(bad.diagnostics[0].detail == "Unsuitable value: value must be a whole number, between -128 and 127");
    CHECK(bad.diagnostics[0].path == "[1]");
}

TEST_CASE("decode: a .json name selects the JSON syntax, decoding into the same struct", "[decode]") {
    auto json = hcl::try_decode_string<resource_limits>("{\"cpu\": 2, \"memory_mb\": 512}", "x.json");
    REQUIRE_FALSE(json.has_errors());
    auto native = hcl::try_decode_string<resource_limits>("cpu = 2\nmemory_mb = 512\n", "x.hcl");
    REQUIRE_FALSE(native.has_errors());
    CHECK(json.value.cpu == native.value.cpu);
    CHECK(json.value.memory == native.value.memory);
    CHECK(json.value.memory == 512L);
    // JSON-syntax errors come back as diagnostics with positions.
    auto broken = hcl::try_decode_string<resource_limits>("{\"cpu\": }", "x.json");
    REQUIRE(broken.has_errors());
    REQUIRE(broken.diagnostics[0].subject);
    CHECK(broken.diagnostics[0].subject->start.line == 1);
}

namespace decode_test {
// Members in an order unlike their names' order, so that a member's place
// among the names (where the walk looks first) differs from its index.
struct ordered {
    int zeta = 0;
    std::string alpha;
    std::optional<int> mid;
};
BOOST_DESCRIBE_STRUCT(ordered, (), (zeta, alpha, mid))

// A body that answers any schema with the attributes it was given,
// whatever the schema asked for.
class fixed_content_node final : public hcl::body_node {
public:
    explicit fixed_content_node(std::vector<hcl::attribute> attributes) : attributes_(std::move(attributes)) {}
    hcl::body_content content(const hcl::body_schema&, hcl::diagnostics&) const override {
        hcl::body_content out;
        for (const auto& a : attributes_) out.attributes.emplace(a.name, a);
        return out;
    }
    hcl::body_content partial_content(const hcl::body_schema& schema, std::shared_ptr<const hcl::body_node>& remain,
                                      hcl::diagnostics& diags) const override {
        remain = std::make_shared<fixed_content_node>(std::vector<hcl::attribute>{});
        return content(schema, diags);
    }
    hcl::attribute_map just_attributes(hcl::diagnostics&) const override { return {}; }
    hcl::source_range missing_item_range() const override { return {}; }

private:
    std::vector<hcl::attribute> attributes_;
};

hcl::attribute constant_attribute(std::string name, hcl::value v) {
    hcl::source_range r{"fixed.hcl", {1, 1, 0}, {1, 2, 1}};
    return hcl::attribute{name, hcl::expression::constant(std::move(v), r), r, r};
}
}  // namespace decode_test

TEST_CASE("decode: each member gets its own attribute, all present or some absent", "[decode]") {
    auto all = hcl::try_decode_string<ordered>("alpha = \"a\"\nmid = 2\nzeta = 3\n");
    REQUIRE_FALSE(all.has_errors());
    CHECK(all.value.zeta == 3);
    CHECK(all.value.alpha == "a");
    CHECK(all.value.mid == 2);
    auto some = hcl::try_decode_string<ordered>("zeta = 5\nalpha = \"b\"\n");
    REQUIRE_FALSE(some.has_errors());
    CHECK(some.value.zeta == 5);
    CHECK(some.value.alpha == "b");
    CHECK_FALSE(some.value.mid.has_value());
}

TEST_CASE("decode: a body returning attributes the schema did not ask for decodes only the asked-for ones",
          "[decode]") {
    // As many attributes as the schema has, but "beta" instead of "mid":
    // "mid" must stay unset, not receive "beta".
    const hcl::body b(std::make_shared<fixed_content_node>(std::vector<hcl::attribute>{
        constant_attribute("alpha", hcl::value::string("a")), constant_attribute("beta", hcl::value::number(std::int64_t{7})),
        constant_attribute("zeta", hcl::value::number(std::int64_t{1}))}));
    ordered out;
    const auto diags = hcl::decode_into(out, b);
    CHECK_FALSE(diags.has_errors());
    CHECK(out.alpha == "a");
    CHECK(out.zeta == 1);
    CHECK_FALSE(out.mid.has_value());
}
