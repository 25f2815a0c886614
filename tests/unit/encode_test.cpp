// hcl::encode / hcl::encode_json (issue 5 §4) on fixed configurations whose
// output is committed in tests/data/encode/. scripts/gen-encode-cases.py
// checks each NAME.hcl with the reference formatter (it must leave the file
// unchanged) and stores the reference's reading of NAME.hcl / NAME.json in
// NAME.hcl.oracle.json / NAME.json.oracle.json; the tests here decode the
// reference's reading back into the struct, so the oracle confirms that the
// text means the values that were encoded.
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/encode.hpp>

#include <boost/describe.hpp>
#include <hcl/value_json.hpp>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

namespace encode_fixture {

enum class protocol { tcp, udp };
BOOST_DESCRIBE_ENUM(protocol, tcp, udp)

struct port {
    std::string name;
    int number = 0;
    protocol proto = protocol::tcp;
    std::optional<std::string> host;
    bool operator==(const port&) const = default;
};
BOOST_DESCRIBE_STRUCT(port, (), (name, number, proto, host))
constexpr auto hcl_fields(hcl::type_tag<port>) {
    return hcl::fields(hcl::field(&port::name, hcl::tag::label()), hcl::field(&port::proto, hcl::tag::name("protocol")));
}

struct check {
    std::string kind;
    std::string name;
    std::vector<std::string> command;
    std::optional<int> interval;
    bool operator==(const check&) const = default;
};
BOOST_DESCRIBE_STRUCT(check, (), (kind, name, command, interval))
constexpr auto hcl_fields(hcl::type_tag<check>) {
    return hcl::fields(hcl::field(&check::kind, hcl::tag::label()), hcl::field(&check::name, hcl::tag::label()));
}

struct resources {
    double cpu = 0;
    std::int64_t memory_mb = 0;
    bool operator==(const resources&) const = default;
};
BOOST_DESCRIBE_STRUCT(resources, (), (cpu, memory_mb))

struct service {
    std::string image;
    std::vector<std::string> args;
    std::map<std::string, std::string> env;
    std::optional<resources> limits;
    std::map<std::string, port> ports;
    std::vector<check> checks;
    bool operator==(const service&) const = default;
};
BOOST_DESCRIBE_STRUCT(service, (), (image, args, env, limits, ports, checks))
constexpr auto hcl_fields(hcl::type_tag<service>) {
    return hcl::fields(hcl::field(&service::ports, hcl::tag::block("port")),
                       hcl::field(&service::checks, hcl::tag::block("check")));
}

struct deployment {
    std::string project;
    double version = 0;
    std::vector<std::string> tags;
    std::map<std::string, service> services;
    bool operator==(const deployment&) const = default;
};
BOOST_DESCRIBE_STRUCT(deployment, (), (project, version, tags, services))
constexpr auto hcl_fields(hcl::type_tag<deployment>) {
    return hcl::fields(hcl::field(&deployment::services, hcl::tag::block("service")));
}

deployment make_deployment() {
    deployment d;
    d.project = "shop";
    d.version = 2.5;
    d.tags = {"prod", "eu-west"};
    service api;
    api.image = "registry.example.com/api:1.4";
    api.args = {"--listen", "0.0.0.0:8080"};
    api.env = {{"LOG_LEVEL", "info"}, {"GREETING", "Hello, ${USER}"}};
    api.limits = resources{1.5, 512};
    api.ports["http"] = port{"http", 8080, protocol::tcp, "0.0.0.0"};
    api.ports["metrics"] = port{"metrics", 9100, protocol::udp, std::nullopt};
    api.checks = {check{"exec", "alive", {"true"}, std::nullopt},
                  check{"http", "ready", {"curl", "-f", "localhost:8080/ready"}, 10}};
    d.services["api"] = api;
    service worker;
    worker.image = "registry.example.com/worker:1.4";
    worker.checks = {check{"exec", "alive", {}, 30}};
    d.services["worker"] = worker;
    return d;
}

enum class level { low, high };
BOOST_DESCRIBE_ENUM(level, low, high)

// Attributes only, with the values that need care.
struct values {
    std::string plain;
    std::string escapes;
    std::string templates;
    std::string unicode;
    std::int64_t min64 = 0;
    std::uint64_t max64 = 0;
    double fraction = 0;
    double tiny = 0;
    double large = 0;
    double power_of_two = 0;
    hcl::number precise;
    std::vector<int> none;
    std::map<std::string, int> keys;
    std::set<std::string> names;
    std::tuple<bool, std::string, double> mixed;
    std::vector<std::map<std::string, std::vector<bool>>> nested;
    std::optional<std::string> absent;
    level lvl = level::low;
    bool operator==(const values&) const = default;
};
BOOST_DESCRIBE_STRUCT(values, (),
                      (plain, escapes, templates, unicode, min64, max64, fraction, tiny, large, power_of_two, precise,
                       none, keys, names, mixed, nested, absent, lvl))

values make_values() {
    values v;
    v.plain = "hello";
    v.escapes = "tab\there \"quoted\" back\\slash\nnewline\r \x01 \x7f";
    v.templates = "${not_a_variable} %{ if x }x%{ endif } $${already} 100% $";
    v.unicode = "h\u00e9llo w\u00f6rld \u65e5\u672c\u8a9e \U0001F600";
    v.min64 = std::numeric_limits<std::int64_t>::min();
    v.max64 = std::numeric_limits<std::uint64_t>::max();
    v.fraction = 0.1;
    v.tiny = 5e-324;
    v.large = 1e300;
    v.power_of_two = 0x1p-44;  // its shortest text is one digit short (literal.hpp)
    v.precise = *hcl::number::parse("3.14159265358979323846264338327950288419716939937510582097494459");
    v.keys = {{"plain", 1}, {"with space", 2}, {"for", 3}, {"null", 4}, {"${x}", 5}, {"", 6}, {"a-b", 7}};
    v.names = {"b", "a"};
    v.mixed = {true, "x", -0.5};
    v.nested = {{{"a", {true, false}}}, {}};
    v.lvl = level::high;
    return v;
}

// Partial decoding: the known part keeps the rest as a body, which another
// part of the program decodes.
struct known_part {
    std::string name;
    hcl::body rest;
};
BOOST_DESCRIBE_STRUCT(known_part, (), (name, rest))
constexpr auto hcl_fields(hcl::type_tag<known_part>) {
    return hcl::fields(hcl::field(&known_part::rest, hcl::tag::remain()));
}
struct sub_part {
    std::vector<int> deep;
};
BOOST_DESCRIBE_STRUCT(sub_part, (), (deep))
struct item_part {
    std::string id;
    int size = 0;
    std::optional<sub_part> sub;
};
BOOST_DESCRIBE_STRUCT(item_part, (), (id, size, sub))
constexpr auto hcl_fields(hcl::type_tag<item_part>) {
    return hcl::fields(hcl::field(&item_part::id, hcl::tag::label()), hcl::field(&item_part::size, hcl::tag::optional()),
                       hcl::field(&item_part::sub, hcl::tag::block("sub")));
}
struct other_part {
    int port = 0;
    std::string extra;
    std::vector<item_part> items;
};
BOOST_DESCRIBE_STRUCT(other_part, (), (port, extra, items))
constexpr auto hcl_fields(hcl::type_tag<other_part>) {
    return hcl::fields(hcl::field(&other_part::extra, hcl::tag::optional()),
                       hcl::field(&other_part::items, hcl::tag::block("item")));
}
// A known part inside a block.
struct holder {
    known_part part;
};
BOOST_DESCRIBE_STRUCT(holder, (), (part))
constexpr auto hcl_fields(hcl::type_tag<holder>) {
    return hcl::fields(hcl::field(&holder::part, hcl::tag::block("part")));
}
bool operator==(const sub_part& a, const sub_part& b) { return a.deep == b.deep; }
bool operator==(const item_part& a, const item_part& b) {
    return a.id == b.id && a.size == b.size && a.sub == b.sub;
}
bool operator==(const other_part& a, const other_part& b) {
    return a.port == b.port && a.extra == b.extra && a.items == b.items;
}

}  // namespace encode_fixture

using namespace encode_fixture;

namespace {

std::string data_path(const std::string& name) { return std::string(HCLCPP_TEST_DATA_DIR) + "/encode/" + name; }

std::string read_text(const std::string& name) {
    std::ifstream in(data_path(name), std::ios::binary);
    REQUIRE(in);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

const hcl::value& at(const hcl::value& v, std::string_view key) {
    const hcl::value* found = v.find(key);
    REQUIRE(found);
    return *found;
}

// The oracle's body ({"attributes": {...}, "blocks": [...]}) as a JSON-syntax
// body: blocks of a type become an array (of label objects, or of bodies),
// which keeps their order.
hcl::value as_json_body(const hcl::value& body) {
    std::vector<hcl::value_attribute> out;
    for (const auto& [name, attr] : at(body, "attributes").attributes()) out.emplace_back(name, at(attr, "value"));
    std::vector<std::pair<std::string, std::vector<hcl::value>>> groups;
    for (const auto& b : at(body, "blocks").elements()) {
        hcl::value nested = as_json_body(at(b, "body"));
        const auto labels = at(b, "labels").elements();
        for (auto it = labels.rbegin(); it != labels.rend(); ++it)
            nested = hcl::value::object({{std::string(it->as_string()), nested}});
        const std::string type(at(b, "type").as_string());
        auto g = std::find_if(groups.begin(), groups.end(), [&](const auto& e) { return e.first == type; });
        if (g == groups.end()) g = groups.insert(groups.end(), {type, {}});
        g->second.push_back(std::move(nested));
    }
    for (auto& [type, blocks] : groups) out.emplace_back(type, hcl::value::tuple(std::move(blocks)));
    return hcl::value::object(std::move(out));
}

// What the oracle read from NAME, decoded into T. The oracle prints strings
// as they are, so they are read back in literal-only mode (no context),
// where JSON strings are not templates. (Numbers stay exact: the oracle's
// output is read with hclcpp's own JSON value reader, not as doubles.)
template <class T>
T oracle_reading(const std::string& name) {
    const auto report = hcl::value_from_json(read_text(name + ".oracle.json"));
    REQUIRE(report);
    REQUIRE(at(*report, "parse_errors").length() == 0);
    hcl::value body;
    if (const hcl::value* errors = report->find("attr_errors")) {  // JSON syntax: the top level as attributes
        REQUIRE(errors->length() == 0);
        std::vector<hcl::value_attribute> attrs;
        for (const auto& [k, attr] : at(at(*report, "body"), "attributes").attributes())
            attrs.emplace_back(k, at(attr, "value"));
        body = hcl::value::object(std::move(attrs));
    } else {
        body = as_json_body(at(*report, "body"));
    }
    auto text = hcl::value_to_json(body);
    REQUIRE(text);
    auto r = hcl::try_decode_string<T>(*text, "oracle.json");
    std::string messages;
    for (const auto& d : r.diagnostics) messages += d.summary + ": " + d.detail + "\n";
    INFO(messages);
    REQUIRE_FALSE(r.has_errors());
    return r.value;
}

}  // namespace

TEST_CASE("encode: native syntax layout is the reference formatter's (issue 5 §4)", "[encode]") {
    const deployment d = make_deployment();
    CHECK(hcl::encode(d) == read_text("deployment.hcl"));
    CHECK(oracle_reading<deployment>("deployment.hcl") == d);
    const values v = make_values();
    CHECK(hcl::encode(v) == read_text("values.hcl"));
    CHECK(oracle_reading<values>("values.hcl") == v);
}

TEST_CASE("encode: JSON syntax, blocks nested by type and labels (json spec: Blocks)", "[encode]") {
    const deployment d = make_deployment();
    CHECK(hcl::encode_json(d) == read_text("deployment.json"));
    const values v = make_values();
    CHECK(hcl::encode_json(v) == read_text("values.json"));
    CHECK(oracle_reading<values>("values.json") == v);
    // The JSON reading of blocks as plain objects sorts labels; deployment's
    // are sorted already, so the oracle's reading decodes to the same struct.
    CHECK(oracle_reading<deployment>("deployment.json") == d);
}

TEST_CASE("encode: expressions - strings escaped so they stay literal (native spec: Template Literals)", "[encode]") {
    using hcl::value;
    CHECK(hcl::encode_expression(value::string("a${b}%{c}")) == R"("a$${b}%%{c}")");
    CHECK(hcl::encode_expression(value::string("$${")) == R"("$$${")");
    CHECK(hcl::encode_expression(value::string("$ % {")) == R"("$ % {")");
    CHECK(hcl::encode_expression(value::string("\x01\x7f\t")) == R"("\u0001\u007f\t")");
    CHECK(hcl::encode_json_expression(value::string("a${b}\x01")) == R"("a$${b}\u0001")");
    CHECK(hcl::encode_expression(value::null(hcl::type::string())) == "null");
    CHECK(hcl::encode_expression(value::number(hcl::number::infinity(true))) == "-1 / 0");
    CHECK(hcl::encode_json_expression(value::number(hcl::number::infinity())) == R"("${1 / 0}")");
    CHECK(hcl::encode_expression(value::empty_object()) == "{}");
    CHECK(hcl::encode_expression(value::object({{"a b", value::number(1)}, {"c", value::empty_tuple()}})) ==
          R"({ "a b" = 1, c = [] })");
    CHECK(hcl::encode_json_expression(value::object({{"${k}", value::boolean(true)}})) == R"({"$${k}": true})");
    // A double at a power of two: the shortest text would read back as its
    // neighbour, one more digit does not.
    CHECK(hcl::encode_expression(hcl::to_value(0x1p-44)) == "0.000000000000056843418860808015");
}

namespace encode_fixture {
// Labels repeat out of order: the JSON form needs arrays to keep the order.
struct entry {
    std::string a;
    std::string b;
    int n = 0;
    bool operator==(const entry&) const = default;
};
BOOST_DESCRIBE_STRUCT(entry, (), (a, b, n))
constexpr auto hcl_fields(hcl::type_tag<entry>) {
    return hcl::fields(hcl::field(&entry::a, hcl::tag::label()), hcl::field(&entry::b, hcl::tag::label()));
}
struct items {
    std::vector<entry> item;
    bool operator==(const items&) const = default;
};
BOOST_DESCRIBE_STRUCT(items, (), (item))
}  // namespace encode_fixture

TEST_CASE("encode: JSON blocks keep source order with arrays (json spec: Blocks)", "[encode]") {
    const items x{{{"x", "1", 1}, {"x", "1", 2}, {"y", "1", 3}, {"x", "2", 4}}};
    const std::string json = hcl::encode_json(x);
    CHECK(json == R"({
  "item": [
    {
      "x": {
        "1": [
          {
            "n": 1
          },
          {
            "n": 2
          }
        ]
      }
    },
    {
      "y": {
        "1": {
          "n": 3
        }
      }
    },
    {
      "x": {
        "2": {
          "n": 4
        }
      }
    }
  ]
}
)");
    const hcl::eval_context ctx;
    auto r = hcl::try_decode_string<items>(json, "items.json", &ctx);
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value == x);
    CHECK(hcl::encode(x) == "item \"x\" \"1\" {\n  n = 1\n}\n\nitem \"x\" \"1\" {\n  n = 2\n}\n\n"
                            "item \"y\" \"1\" {\n  n = 3\n}\n\nitem \"x\" \"2\" {\n  n = 4\n}\n");
}

namespace encode_fixture {
struct extras {
    int a = 0;
};
BOOST_DESCRIBE_STRUCT(extras, (), (a))
struct with_rest {
    std::string name;
    hcl::expression formula;
    extras more;
};
BOOST_DESCRIBE_STRUCT(with_rest, (), (name, formula, more))
constexpr auto hcl_fields(hcl::type_tag<with_rest>) {
    return hcl::fields(hcl::field(&with_rest::more, hcl::tag::remain()));
}
struct with_map {
    int x = 0;
    hcl::attribute_map rest;
};
BOOST_DESCRIBE_STRUCT(with_map, (), (x, rest))
constexpr auto hcl_fields(hcl::type_tag<with_map>) {
    return hcl::fields(hcl::field(&with_map::rest, hcl::tag::remain()));
}
}  // namespace encode_fixture

TEST_CASE("encode: remain structs flatten, expressions are written as their source text", "[encode]") {
    auto r = hcl::try_decode_string<with_rest>("name = \"n\"\nformula = 1 + 2\na = 5\n");
    REQUIRE_FALSE(r.has_errors());
    CHECK(hcl::encode(r.value) == "name    = \"n\"\nformula = 1 + 2\na       = 5\n");
    // Also an expression that needs variables.
    auto v = hcl::try_decode_string<with_rest>("name = \"n\"\nformula = var.x * (2 + 1)\na = 5\n");
    REQUIRE_FALSE(v.has_errors());
    CHECK(hcl::encode(v.value) == "name    = \"n\"\nformula = var.x * (2 + 1)\na       = 5\n");

    auto m = hcl::try_decode_string<with_map>("x = 1\nzeta = [true]\nalpha = \"s\"\n");
    REQUIRE_FALSE(m.has_errors());
    CHECK(hcl::encode(m.value) == "x     = 1\nalpha = \"s\"\nzeta  = [true]\n");
}

TEST_CASE("encode: an expression's text keeps its lines; alignment as the reference formatter does it",
          "[encode]") {
    // A bracketed value over several lines stands alone (the attributes
    // before and after it align among themselves); a heredoc is one token to
    // the formatter and aligns with its neighbours. Each expected text is
    // what `hclfmt` leaves as it is.
    auto r = hcl::try_decode_string<with_rest>("name = \"n\"\nformula = [\n  1,\n  2,\n]\na = 5\n");
    REQUIRE_FALSE(r.has_errors());
    CHECK(hcl::encode(r.value) == "name = \"n\"\nformula = [\n  1,\n  2,\n]\na = 5\n");

    auto h = hcl::try_decode_string<with_rest>("name = \"n\"\nformula = <<EOT\nline ${x}\nEOT\na = 5\n");
    REQUIRE_FALSE(h.has_errors());
    const std::string text = hcl::encode(h.value);
    CHECK(text == "name    = \"n\"\nformula = <<EOT\nline ${x}\nEOT\na       = 5\n");
    // And it reads back as the same expression.
    auto back = hcl::try_decode_string<with_rest>(text);
    REQUIRE_FALSE(back.has_errors());
    hcl::eval_context ctx;
    ctx.set_variable("x", hcl::value::number(3));
    hcl::diagnostics d;
    CHECK(back.value.formula.evaluate(ctx, d) == hcl::value::string("line 3\n"));
    CHECK(d.empty());
}

TEST_CASE("encode: names align by the characters a reader sees, as the reference formatter counts them",
          "[encode]") {
    // The formatter measures a name in grapheme clusters, not bytes: "größe"
    // (7 bytes) is 5 wide, "日本" (6 bytes) 2, "e" + U+0301 + "x" (4 bytes)
    // 2. The expected text is what `hclfmt` leaves as it is.
    auto m = hcl::try_decode_string<with_map>("x = 1\ngröße = 2\n日本 = 3\ne\u0301x = 4\n");
    REQUIRE_FALSE(m.has_errors());
    const std::string text = hcl::encode(m.value);
    CHECK(text == "x     = 1\ne\u0301x    = 4\ngröße = 2\n日本    = 3\n");
    auto back = hcl::try_decode_string<with_map>(text);
    REQUIRE_FALSE(back.has_errors());
    CHECK(back.value.rest.size() == 3);
}

TEST_CASE("encode: JSON writes an expression's value, or a template of its text", "[encode]") {
    // A value of its own: written as the value.
    auto c = hcl::try_decode_string<with_rest>("name = \"n\"\nformula = 1 + 2\na = 5\n");
    REQUIRE_FALSE(c.has_errors());
    CHECK(hcl::encode_json(c.value) == "{\n  \"name\": \"n\",\n  \"formula\": 3,\n  \"a\": 5\n}\n");

    // Otherwise "${text}", which the JSON syntax evaluates to the same value
    // (quotes and lines escaped; the text's own templates kept).
    auto v = hcl::try_decode_string<with_rest>(
        "name = \"n\"\nformula = [\n  \"${var.x}\", var.x * 2,\n]\na = 5\n");
    REQUIRE_FALSE(v.has_errors());
    const std::string json = hcl::encode_json(v.value);
    CHECK(json == "{\n  \"name\": \"n\",\n  \"formula\": \"${[\\n  \\\"${var.x}\\\", var.x * 2,\\n]\\n}\",\n  \"a\": 5\n}\n");
    auto back = hcl::try_decode_string<with_rest>(json, "back.json");
    REQUIRE_FALSE(back.has_errors());
    hcl::eval_context ctx;
    ctx.set_variable("var", hcl::value::object({{"x", hcl::value::number(4)}}));
    hcl::diagnostics d1, d2;
    CHECK(back.value.formula.evaluate(ctx, d1) == v.value.formula.evaluate(ctx, d2));
    CHECK(d1.empty());
    CHECK(d2.empty());
}

TEST_CASE("encode: JSON writes a plain quoted template as the same JSON string", "[encode]") {
    // A JSON string is a template: "tmpl ${var.y}" needs no "${...}" around
    // it (which would also read back the same, less legibly).
    auto t = hcl::try_decode_string<with_rest>(
        "name = \"n\"\nformula = \"tmpl ${var.y} %{ if var.y == \"\" }empty%{ endif }$${kept}\"\na = 5\n");
    REQUIRE_FALSE(t.has_errors());
    // Nested quotes: not plain, written as before.
    CHECK(hcl::encode_json(t.value).find(R"("formula": "${)") != std::string::npos);

    auto p = hcl::try_decode_string<with_rest>("name = \"n\"\nformula = \"tmpl ${var.y}%{ if var.z }!%{ endif }$${kept}\"\na = 5\n");
    REQUIRE_FALSE(p.has_errors());
    const std::string json = hcl::encode_json(p.value);
    CHECK(json == "{\n  \"name\": \"n\",\n  \"formula\": \"tmpl ${var.y}%{ if var.z }!%{ endif }$${kept}\",\n  \"a\": 5\n}\n");
    auto back = hcl::try_decode_string<with_rest>(json, "back.json");
    REQUIRE_FALSE(back.has_errors());
    hcl::eval_context ctx;
    ctx.set_variable("var", hcl::value::object({{"y", hcl::value::string("Y")}, {"z", hcl::value::boolean(true)}}));
    hcl::diagnostics d1, d2;
    CHECK(back.value.formula.evaluate(ctx, d1) == hcl::value::string("tmpl Y!${kept}"));
    CHECK(p.value.formula.evaluate(ctx, d2) == hcl::value::string("tmpl Y!${kept}"));
    CHECK(d1.empty());
    CHECK(d2.empty());
}

TEST_CASE("encode: JSON-syntax expressions are written as native text when they need no escaping",
          "[encode]") {
    // Templates, numbers, lists and objects read the same in the native syntax.
    auto j = hcl::try_decode_string<with_rest>(
        R"({"name": "n", "formula": [1.5e3, "${var.x}", {"k ${y}": null, "b": true}], "a": 5})", "c.json");
    REQUIRE_FALSE(j.has_errors());
    const std::string text = hcl::encode(j.value);
    CHECK(text == "name    = \"n\"\nformula = [1.5e3, \"${var.x}\", { \"k ${y}\" = null, \"b\" = true }]\na       = 5\n");
    auto back = hcl::try_decode_string<with_rest>(text);
    REQUIRE_FALSE(back.has_errors());
    hcl::eval_context ctx;
    ctx.set_variable("var", hcl::value::object({{"x", hcl::value::number(4)}}));
    ctx.set_variable("y", hcl::value::string("z"));
    hcl::diagnostics d1, d2;
    CHECK(back.value.formula.evaluate(ctx, d1) == j.value.formula.evaluate(ctx, d2));
    CHECK(d1.empty());
    CHECK(d2.empty());

    // A string that would need escaping has no native text here: its value
    // is written when it has one on its own (its template evaluated), and
    // otherwise nothing.
    auto e = hcl::try_decode_string<with_rest>(R"({"name": "n", "formula": "say \"${1 + 2}\"", "a": 5})", "c.json");
    REQUIRE_FALSE(e.has_errors());
    CHECK(hcl::encode(e.value) == "name    = \"n\"\nformula = \"say \\\"3\\\"\"\na       = 5\n");
    auto u = hcl::try_decode_string<with_rest>(R"({"name": "n", "formula": "say \"${var.x}\"", "a": 5})", "c.json");
    REQUIRE_FALSE(u.has_errors());
    CHECK(hcl::encode(u.value) == "name = \"n\"\na    = 5\n");

    // A constant made in C++ has no text either.
    with_rest made;
    made.name = "n";
    made.formula = hcl::expression::constant(hcl::value::boolean(true));
    CHECK(hcl::encode(made) == "name    = \"n\"\nformula = true\na       = 0\n");
}

// What the other part of the program decodes from a known part's rest
// (with var.x = 7); the rest must decode cleanly.
static other_part rest_of(const known_part& k) {
    hcl::eval_context ctx;
    ctx.set_variable("var", hcl::value::object({{"x", hcl::value::number(7)}}));
    auto r = hcl::try_decode<other_part>(k.rest, &ctx);
    REQUIRE_FALSE(r.has_errors());
    return r.value;
}

TEST_CASE("encode: a remain body of the native syntax is written item by item", "[encode]") {
    const char* const source = R"(name = "svc"
port = 8080 + var.x
extra = "kept"
item "a" {
  size = var.x
  sub {
    deep = [1, 2]
  }
}
item "b" {}
)";
    auto known = hcl::try_decode_string<known_part>(source);
    REQUIRE_FALSE(known.has_errors());
    const std::string native = hcl::encode(known.value);
    // The rest's attributes in source order, after the known part's.
    CHECK(native == R"(name  = "svc"
port  = 8080 + var.x
extra = "kept"

item "a" {
  size = var.x

  sub {
    deep = [1, 2]
  }
}

item "b" {}
)");

    // The other part decodes the same from the original and from each
    // encoding (the two-step decoding of the information model).
    const other_part want = rest_of(known.value);
    CHECK(want.port == 8087);
    CHECK(want.extra == "kept");
    REQUIRE(want.items.size() == 2);
    CHECK(want.items[0].sub.has_value());

    auto again = hcl::try_decode_string<known_part>(native);
    REQUIRE_FALSE(again.has_errors());
    CHECK(again.value.name == "svc");
    CHECK(rest_of(again.value) == want);

    const std::string json = hcl::encode_json(known.value);
    INFO(json);
    auto from_json = hcl::try_decode_string<known_part>(json, "again.json");
    REQUIRE_FALSE(from_json.has_errors());
    CHECK(from_json.value.name == "svc");
    CHECK(rest_of(from_json.value) == want);
}

TEST_CASE("encode: a JSON-syntax remain body goes back into JSON as written, not into native syntax",
          "[encode]") {
    // In the JSON syntax only a schema says which properties are blocks, so
    // the native writer cannot write them; the JSON writer copies them.
    const char* const source = R"({
  "name": "svc",
  "//": "a comment, not written back",
  "port": "${8080 + var.x}",
  "extra": "kept",
  "item": {
    "a": {"size": 3, "sub": {"deep": [1, 2]}},
    "b": {}
  }
})";
    auto known = hcl::try_decode_string<known_part>(source, "c.json");
    REQUIRE_FALSE(known.has_errors());
    CHECK(hcl::encode(known.value) == "name = \"svc\"\n");
    CHECK_FALSE(known.value.rest.node()->all_content().has_value());

    const std::string json = hcl::encode_json(known.value);
    CHECK(json == R"({
  "name": "svc",
  "port": "${8080 + var.x}",
  "extra": "kept",
  "item": {
    "a": {"size": 3, "sub": {"deep": [1, 2]}},
    "b": {}
  }
})" "\n");
    // The other part of the program decodes the same rest from the original
    // and from the encoding.
    const other_part want = rest_of(known.value);
    CHECK(want.port == 8087);
    REQUIRE(want.items.size() == 2);
    CHECK(want.items[0].sub.has_value());
    auto back = hcl::try_decode_string<known_part>(json, "back.json");
    REQUIRE_FALSE(back.has_errors());
    CHECK(back.value.name == "svc");
    CHECK(rest_of(back.value) == want);
}

TEST_CASE("encode: a JSON remain body inside a block, and one given as an array of objects", "[encode]") {
    // Blocks given as an array of objects; the known part is a block whose
    // own rest is a JSON body too.
    auto known = hcl::try_decode_string<holder>(
        R"({"part": {"name": "n", "port": 5, "item": [{"a": {"size": 1}}, {"b": {"size": 2}}]}})", "c.json");
    REQUIRE_FALSE(known.has_errors());
    const std::string json = hcl::encode_json(known.value);
    INFO(json);
    auto back = hcl::try_decode_string<holder>(json, "back.json");
    REQUIRE_FALSE(back.has_errors());
    CHECK(back.value.part.name == "n");
    hcl::eval_context ctx;
    const auto a = hcl::try_decode<other_part>(known.value.part.rest, &ctx);
    const auto b = hcl::try_decode<other_part>(back.value.part.rest, &ctx);
    REQUIRE_FALSE(a.has_errors());
    REQUIRE_FALSE(b.has_errors());
    CHECK(a.value.items.size() == 2);
    CHECK(a.value == b.value);
}

TEST_CASE("encode: remain blocks of one type with different numbers of labels", "[encode]") {
    // No schema constrains a remain body's labels. The JSON syntax gives
    // each number of labels a property of its own (a body may repeat one).
    auto known = hcl::try_decode_string<known_part>("name = \"n\"\nx \"a\" {}\nx \"a\" \"b\" {\n  v = 1\n}\nx {}\n");
    REQUIRE_FALSE(known.has_errors());
    CHECK(hcl::encode(known.value) == "name = \"n\"\n\nx \"a\" {}\n\nx \"a\" \"b\" {\n  v = 1\n}\n\nx {}\n");
    const std::string json = hcl::encode_json(known.value);
    CHECK(json == R"({
  "name": "n",
  "x": {
    "a": {}
  },
  "x": {
    "a": {
      "b": {
        "v": 1
      }
    }
  },
  "x": {}
}
)");
    auto back = hcl::try_decode_string<known_part>(json, "back.json");
    REQUIRE_FALSE(back.has_errors());
}
