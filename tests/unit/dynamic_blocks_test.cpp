// Tests for <hcl/ext/dynamic_blocks.hpp>: dynamic blocks as the reference's
// ext/dynblock expands them. Expected values, orders and error positions
// are the oracle's (`oracle eval -dynblock` on the same text); the
// conformance corpus tests/conformance/ext/ covers many more cases.
#include <hcl/decode.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/ext/dynamic_blocks.hpp>
#include <hcl/ext/dynamic_blocks_spec.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/spec_of.hpp>
#include <hcl/stdlib.hpp>

#include <boost/describe.hpp>
#include "support/catch.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace {

hcl::body native_body(std::string text) {
    auto r = hcl::native::parse_config(std::move(text), "f.hcl");
    REQUIRE_FALSE(r.has_errors());
    return r.file->body();
}

hcl::body json_body(std::string text) {
    auto r = hcl::json::parse(std::move(text), "f.json");
    REQUIRE_FALSE(r.has_errors());
    return r.file->body();
}

hcl::eval_context standard_context() {
    hcl::eval_context ctx;
    ctx.functions() = hcl::stdlib::functions();
    return ctx;
}

// "LINE:COLUMN: Summary" for each error, as the oracle lists them.
std::vector<std::string> errors(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) {
        if (!d.is_error()) continue;
        out.push_back(d.subject ? std::to_string(d.subject->start.line) + ":" +
                                      std::to_string(d.subject->start.column) + ": " + d.summary
                                : d.summary);
    }
    return out;
}

hcl::body_schema schema(std::vector<std::string> attributes, std::vector<hcl::block_header_schema> blocks) {
    hcl::body_schema s;
    for (auto& a : attributes) s.attributes.push_back({std::move(a), false});
    s.blocks = std::move(blocks);
    return s;
}

hcl::value attribute_value(const hcl::body_content& c, const std::string& name, const hcl::eval_context& ctx) {
    hcl::diagnostics diags;
    auto v = c.attributes.at(name).expression.evaluate(ctx, diags);
    INFO(diags.to_string());
    CHECK_FALSE(diags.has_errors());
    return v;
}

const char* const rules_native = R"(
top = 1
rule "first" { n = 0 }
dynamic "rule" {
  for_each = {b = 2, a = 1}
  iterator = r
  labels   = [r.key]
  content {
    n = r.value
    dynamic "check" {
      for_each = [r.key, "x"]
      content {
        what = "${r.key}-${check.value}-${check.key}"
      }
    }
  }
}
rule "last" { n = 9 }
)";

const char* const rules_json = R"({
  "top": 1,
  "rule": {"first": {"n": 0}},
  "dynamic": {"rule": {
    "for_each": "${ {b = 2, a = 1} }",
    "iterator": "r",
    "labels": ["${r.key}"],
    "content": {
      "n": "${r.value}",
      "dynamic": {"check": {
        "for_each": "${ [r.key, \"x\"] }",
        "content": {"what": "${r.key}-${check.value}-${check.key}"}
      }}
    }
  }}
})";

// The generated rules of rules_native (or its JSON twin): in source order,
// map keys sorted, nested blocks with both iterators.
void check_rules(const hcl::body& expanded, const hcl::eval_context& ctx, std::vector<std::string> want_names) {
    hcl::diagnostics diags;
    const auto top = expanded.content(schema({"top"}, {{"rule", {"name"}}}), diags);
    INFO(diags.to_string());
    REQUIRE_FALSE(diags.has_errors());
    std::vector<std::string> names;
    for (const auto& b : top.blocks) names.push_back(b.labels.at(0));
    CHECK(names == want_names);

    const auto rule_a = top.blocks.at(1).body().content(schema({"n"}, {{"check", {}}}), diags);
    REQUIRE_FALSE(diags.has_errors());
    CHECK(attribute_value(rule_a, "n", ctx) == hcl::value::number(1));
    std::vector<hcl::value> what;
    for (const auto& check : rule_a.blocks) {
        what.push_back(attribute_value(check.body().content(schema({"what"}, {}), diags), "what", ctx));
    }
    CHECK(what == std::vector<hcl::value>{hcl::value::string("a-a-0"), hcl::value::string("a-x-1")});
}

}  // namespace

TEST_CASE("dynamic blocks expand in place among static blocks, nested ones with every iterator in scope") {
    const auto ctx = standard_context();
    check_rules(hcl::ext::expand_dynamic_blocks(native_body(rules_native), ctx), ctx, {"first", "a", "b", "last"});
}

TEST_CASE("dynamic blocks in the JSON syntax expand the same way") {
    const auto ctx = standard_context();
    // Blocks come out in the order their properties are written.
    check_rules(hcl::ext::expand_dynamic_blocks(json_body(rules_json), ctx), ctx, {"first", "a", "b"});
}

TEST_CASE("for_each takes every kind of collection: keys are indices, set elements or names") {
    const auto ctx = standard_context();
    const auto body = hcl::ext::expand_dynamic_blocks(native_body(R"(
dynamic "x" {
  for_each = setunion(["b", "c"], ["a"])
  content {
    k = x.key
    v = x.value
  }
}
dynamic "x" {
  for_each = {z = 1, a = 2}
  content {
    k = x.key
    v = x.value
  }
}
dynamic "x" {
  for_each = ["p", true]
  content {
    k = x.key
    v = x.value
  }
}
)"),
                                                      ctx);
    hcl::diagnostics diags;
    const auto top = body.content(schema({}, {{"x", {}}}), diags);
    REQUIRE_FALSE(diags.has_errors());
    std::vector<std::pair<hcl::value, hcl::value>> got;
    for (const auto& b : top.blocks) {
        const auto c = b.body().content(schema({"k", "v"}, {}), diags);
        got.emplace_back(attribute_value(c, "k", ctx), attribute_value(c, "v", ctx));
    }
    using hcl::value;
    CHECK(got == std::vector<std::pair<value, value>>{
                     {value::string("a"), value::string("a")},
                     {value::string("b"), value::string("b")},
                     {value::string("c"), value::string("c")},
                     {value::string("a"), value::number(2)},
                     {value::string("z"), value::number(1)},
                     {value::number(0), value::string("p")},
                     {value::number(1), value::boolean(true)},
                 });
}

TEST_CASE("mistakes in dynamic blocks are the reference's diagnostics, at its positions") {
    const auto ctx = standard_context();
    const auto body = hcl::ext::expand_dynamic_blocks(native_body(R"(dynamic "b" {
  for_each = [1, null, {}, "ok"]
  labels   = [b.value]
  content {}
}
dynamic "a" {
  for_each = [1]
}
dynamic "a" {
  for_each = [1]
  content {}
  content {}
}
dynamic "b" {
  for_each = [1]
  labels = ["x", "y"]
  content {}
}
dynamic "b" {
  for_each = [1]
  labels = []
  content {}
}
dynamic "b" {
  for_each = [1]
  labels = "x"
  content {}
}
dynamic "a" {
  for_each = [1]
  other = 2
  content {}
}
dynamic "a" {
  for_each = "str"
  content {}
}
dynamic "a" {
  for_each = null
  content {}
}
dynamic "a" {
  for_each = [1]
  iterator = it.b
  content {}
}
dynamic "a" {
  for_each = [1]
  iterator = "it"
  content {}
}
dynamic "b" {
  for_each = [1]
  labels   = [nope]
  content {}
}
dynamic "a" {
  for_each = [1]
  content {
    x = 1
  }
  unexpected {}
}
dynamic "b" {
  for_each = [1]
  content {}
}
dynamic "a" {
  for_each = nope
  iterator = "it"
  content {}
}
dynamic "c" {
  for_each = [1]
  content {}
}
)"),
                                                      ctx);
    hcl::diagnostics diags;
    const auto top = body.content(schema({}, {{"a", {}}, {"b", {"name"}}}), diags);
    // The oracle's list for the same text (without the last block, whose
    // type its schema names).
    CHECK(errors(diags) == std::vector<std::string>{
                               "3:15: Invalid dynamic block label",
                               "3:15: Invalid dynamic block label",
                               "6:13: Missing dynamic content block",
                               "12:3: Extraneous dynamic content block",
                               "16:18: Extraneous dynamic block label",
                               "21:12: Insufficient dynamic block labels",
                               "26:13: Invalid expression",
                               "31:3: Unsupported argument",
                               "35:14: Invalid dynamic for_each value",
                               "39:14: Invalid dynamic for_each value",
                               "44:14: Invalid dynamic iterator name",
                               "49:14: Invalid expression",
                               "54:15: Unknown variable",
                               "62:3: Unsupported block type",
                               "64:13: Missing required argument",
                               "69:14: Variables not allowed",
                               "70:14: Invalid expression",
                               "73:9: Unsupported block type",
                           });
    std::vector<std::string> labels;
    for (const auto& b : top.blocks) labels.push_back(b.type + ":" + (b.labels.empty() ? "" : b.labels[0]));
    CHECK(labels == std::vector<std::string>{"b:1", "b:ok"});
}

TEST_CASE("generated blocks point at the dynamic block: its header, its label, its label expressions") {
    const auto ctx = standard_context();
    const auto body = hcl::ext::expand_dynamic_blocks(native_body("dynamic \"b\" {\n  for_each = [\"x\"]\n"
                                                                  "  labels = [b.value]\n  content {}\n}\n"),
                                                      ctx);
    hcl::diagnostics diags;
    const auto top = body.content(schema({}, {{"b", {"name"}}}), diags);
    REQUIRE(top.blocks.size() == 1);
    const auto& b = top.blocks[0];
    CHECK(b.def_range().start.column == 1);
    CHECK(b.def_range().end.column == 12);
    CHECK(b.type_range().start.column == 9);
    REQUIRE(b.label_ranges().size() == 1);
    CHECK(b.label_ranges()[0].start.line == 3);
    CHECK(b.label_ranges()[0].start.column == 13);
}

TEST_CASE("an unknown for_each gives one block whose contents are unknown all the way down") {
    auto ctx = standard_context();
    ctx.set_variable("later", hcl::value::unknown(hcl::type::list(hcl::type::string())));
    const auto body = hcl::ext::expand_dynamic_blocks(native_body(R"(
dynamic "x" {
  for_each = later
  content {
    fixed = 1
    inner {
      deep = 2
    }
  }
}
)"),
                                                      ctx);
    hcl::diagnostics diags;
    const auto top = body.content(schema({}, {{"x", {}}}), diags);
    REQUIRE_FALSE(diags.has_errors());
    REQUIRE(top.blocks.size() == 1);
    const auto x = top.blocks[0].body().content(schema({"fixed"}, {{"inner", {}}}), diags);
    CHECK(attribute_value(x, "fixed", ctx).is_dynamic());
    REQUIRE(x.blocks.size() == 1);
    const auto inner = x.blocks[0].body().content(schema({"deep"}, {}), diags);
    CHECK(attribute_value(inner, "deep", ctx).is_dynamic());
    CHECK_FALSE(diags.has_errors());
}

TEST_CASE("an unknown label of an unknown for_each is an error, as in the reference") {
    auto ctx = standard_context();
    ctx.set_variable("later", hcl::value::dynamic());
    const auto body = hcl::ext::expand_dynamic_blocks(
        native_body("dynamic \"x\" {\n  for_each = later\n  labels = [x.key]\n  content {}\n}\n"), ctx);
    hcl::diagnostics diags;
    const auto top = body.content(schema({}, {{"x", {"name"}}}), diags);
    CHECK(errors(diags) == std::vector<std::string>{"3:13: Invalid dynamic block label"});
    CHECK(top.blocks.empty());
}

TEST_CASE("partial content leaves the dynamic blocks of other types for later") {
    const auto ctx = standard_context();
    const auto body = hcl::ext::expand_dynamic_blocks(native_body(R"(
a = 1
dynamic "x" {
  for_each = [1, 2]
  content {}
}
dynamic "y" {
  for_each = [1]
  content {}
}
)"),
                                                      ctx);
    hcl::diagnostics diags;
    hcl::body rest;
    const auto first = body.partial_content(schema({"a"}, {{"x", {}}}), rest, diags);
    CHECK(first.blocks.size() == 2);
    const auto second = rest.content(schema({}, {{"y", {}}}), diags);
    CHECK(second.blocks.size() == 1);
    CHECK_FALSE(diags.has_errors());
    // What the first read took is gone from the rest.
    const auto again = rest.content(schema({"a"}, {{"x", {}}, {"y", {}}}), diags);
    CHECK_FALSE(diags.has_errors());
    CHECK(again.attributes.empty());
    REQUIRE(again.blocks.size() == 1);
    CHECK(again.blocks[0].type == "y");
}

namespace {

struct port {
    std::string name;
    int number = 0;
};
BOOST_DESCRIBE_STRUCT(port, (), (name, number))
constexpr auto hcl_fields(hcl::type_tag<port>) { return hcl::fields(hcl::field(&port::name, hcl::tag::label())); }

struct volume {
    std::string path;
};
BOOST_DESCRIBE_STRUCT(volume, (), (path))

struct service {
    std::string name;
    std::vector<port> ports;
    std::vector<volume> volumes;
};
BOOST_DESCRIBE_STRUCT(service, (), (name, ports, volumes))
constexpr auto hcl_fields(hcl::type_tag<service>) {
    return hcl::fields(hcl::field(&service::ports, hcl::tag::block("port")),
                       hcl::field(&service::volumes, hcl::tag::block("volume")));
}

}  // namespace

TEST_CASE("the decoder reads an expanded body unchanged: repeated and labelled blocks") {
    auto ctx = standard_context();
    ctx.set_variable("ports", hcl::value::object({{"http", hcl::value::number(80)}, {"https", hcl::value::number(443)}}));
    const auto body = hcl::ext::expand_dynamic_blocks(native_body(R"(
name = "web"
port "admin" {
  number = 9000
}
dynamic "port" {
  for_each = ports
  labels   = [port.key]
  content {
    number = port.value
  }
}
dynamic "volume" {
  for_each = ["/data", "/logs"]
  iterator = v
  content {
    path = v.value
  }
}
)"),
                                                      ctx);
    const service s = hcl::decode<service>(body, &ctx);
    CHECK(s.name == "web");
    REQUIRE(s.ports.size() == 3);
    CHECK(s.ports[0].name == "admin");
    CHECK(s.ports[0].number == 9000);
    CHECK(s.ports[1].name == "http");
    CHECK(s.ports[1].number == 80);
    CHECK(s.ports[2].name == "https");
    CHECK(s.ports[2].number == 443);
    REQUIRE(s.volumes.size() == 2);
    CHECK(s.volumes[1].path == "/logs");
}

TEST_CASE("static analysis lists the variables expansion and reading need, iterators left out") {
    const auto body = native_body(R"(
name = var.name
dynamic "rule" {
  for_each = var.rules
  iterator = r
  labels   = [r.key, var.prefix]
  content {
    n = r.value + var.offset
    dynamic "check" {
      for_each = r.value.checks
      content {
        what = check.value + r.key + var.extra
      }
    }
  }
}
ignored {
  x = var.ignored
}
)");
    const hcl::body_schema root = schema({"name"}, {{"rule", {"name", "prefix"}}});
    const hcl::body_schema rule = schema({"n"}, {{"check", {}}});
    const hcl::body_schema check = schema({"what"}, {});
    const auto lookup = [&](const std::vector<std::string>& path) -> const hcl::body_schema* {
        if (path.empty()) return &root;
        if (path == std::vector<std::string>{"rule"}) return &rule;
        if (path == std::vector<std::string>{"rule", "check"}) return &check;
        return nullptr;
    };
    std::vector<std::string> got;
    for (const auto& t : hcl::ext::dynamic_block_variables(body, lookup)) got.push_back(t.to_string());
    std::sort(got.begin(), got.end());
    CHECK(got == std::vector<std::string>{"var.extra", "var.name", "var.offset", "var.prefix", "var.rules"});

    std::vector<std::string> expansion;
    auto visit = hcl::ext::walk_expansion_variables(body).visit(root);
    for (const auto& t : visit.variables) expansion.push_back(t.to_string());
    std::sort(expansion.begin(), expansion.end());
    CHECK(expansion == std::vector<std::string>{"var.prefix", "var.rules"});
    REQUIRE(visit.children.size() == 1);
    CHECK(visit.children[0].block_type == "rule");
}

TEST_CASE("static analysis driven by a spec: the one of an annotated struct") {
    const auto body = native_body(R"(
name = var.name
port "admin" {
  number = var.admin_port
}
dynamic "port" {
  for_each = var.ports
  labels   = [port.key]
  content {
    number = port.value + var.offset
  }
}
dynamic "volume" {
  for_each = var.volumes
  iterator = v
  content {
    path = v.value
  }
}
)");
    const auto spec = hcl::spec_of<service>();
    std::vector<std::string> all;
    for (const auto& t : hcl::ext::dynamic_block_variables(body, spec)) all.push_back(t.to_string());
    std::sort(all.begin(), all.end());
    CHECK(all == std::vector<std::string>{"var.admin_port", "var.name", "var.offset", "var.ports", "var.volumes"});
    std::vector<std::string> expansion;
    for (const auto& t : hcl::ext::dynamic_expansion_variables(body, spec)) expansion.push_back(t.to_string());
    std::sort(expansion.begin(), expansion.end());
    CHECK(expansion == std::vector<std::string>{"var.ports", "var.volumes"});
}
