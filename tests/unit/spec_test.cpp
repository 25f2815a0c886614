// Tests for <hcl/spec.hpp>: specs built in C++ and read from spec files
// (cmd/hcldec/spec-format.md), decoding native and JSON bodies with them,
// the reference hcldec's messages, static analysis and writing specs back.
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/spec.hpp>
#include <hcl/value_json.hpp>

#include "support/catch.hpp"

#include <string>

namespace {

namespace s = hcl::spec;

hcl::body native_body(std::string text, std::string name = "in.hcl") {
    auto r = hcl::native::parse_config(std::move(text), std::move(name));
    REQUIRE_FALSE(r.has_errors());
    return r.file->body();
}

hcl::body json_body(std::string text, std::string name = "in.hcl.json") {
    auto r = hcl::json::parse(std::move(text), std::move(name));
    REQUIRE_FALSE(r.has_errors());
    return r.file->body();
}

std::string json_of(const hcl::value& v) {
    auto j = hcl::value_to_json(v);
    REQUIRE(j.has_value());
    return *j;
}

s::spec read_spec(std::string text) {
    auto r = s::parse(std::move(text), "spec.hcldec");
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    return r.spec.root;
}

// The summaries of `diags`, in order.
std::vector<std::string> summaries(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) out.push_back(d.summary);
    return out;
}

const s::spec service_spec = s::object{{
    {"name", s::attr{.type = hcl::type::string(), .required = true}},
    {"port", s::default_{s::attr{.type = hcl::type::number()}, s::literal{hcl::value::number(80)}}},
    {"tags", s::attr{.type = hcl::type::set(hcl::type::string())}},
    {"backend", s::block_list{.nested = s::object{{{"url", s::attr{.type = hcl::type::string(), .required = true}}}},
                              .min_items = 1}},
}};

}  // namespace

TEST_CASE("a spec built in C++ decodes a body into one value [spec-format: object, attr, default, block_list]") {
    auto r = s::decode(native_body(R"(
name = "web"
tags = ["b", "a", "b"]
backend { url = "http://a" }
backend { url = "http://b" }
)"),
                       service_spec);
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    CHECK(json_of(r.value) ==
          R"({"backend":[{"url":"http://a"},{"url":"http://b"}],"name":"web","port":80,"tags":["a","b"]})");
    CHECK(r.value.type() == s::implied_type(service_spec));
}

TEST_CASE("the JSON syntax decodes to the same value as the native syntax") {
    const auto native = s::decode(native_body("name = \"web\"\nport = 8080\nbackend { url = \"x\" }\n"), service_spec);
    const auto json = s::decode(json_body(R"({"name": "web", "port": 8080, "backend": {"url": "x"}})"), service_spec);
    REQUIRE_FALSE(native.has_errors());
    REQUIRE_FALSE(json.has_errors());
    CHECK(json_of(native.value) == json_of(json.value));
}

TEST_CASE("missing and unexpected items are reported with the reference's words and ranges") {
    auto r = s::decode(native_body("port = \"eighty\"\nextra = 1\n"), service_spec);
    const auto got = summaries(r.diagnostics);
    CHECK(std::count(got.begin(), got.end(), "Missing required argument") == 1);
    CHECK(std::count(got.begin(), got.end(), "Unsupported argument") == 1);
    CHECK(std::count(got.begin(), got.end(), "Incorrect attribute value type") == 1);
    CHECK(std::count(got.begin(), got.end(), "Insufficient backend blocks") == 1);
    for (const auto& d : r.diagnostics) {
        if (d.summary == "Incorrect attribute value type") {
            CHECK(d.detail == "Inappropriate value for attribute \"port\": a number is required.");
            REQUIRE(d.subject);
            CHECK(d.subject->start.line == 1);
            CHECK(d.subject->start.column == 8);
        }
        if (d.summary == "Insufficient backend blocks") CHECK(d.detail == "At least 1 \"backend\" blocks are required.");
    }
}

TEST_CASE("block_list max_items points at the first block beyond the limit") {
    const s::spec spec = s::object{{{"b", s::block_list{.nested = s::object{}, .max_items = 1}}}};
    auto r = s::decode(native_body("b {}\nb {}\nb {}\n"), spec);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].summary == "Too many b blocks");
    CHECK(r.diagnostics[0].detail == "No more than 1 \"b\" blocks are allowed");
    REQUIRE(r.diagnostics[0].subject);
    CHECK(r.diagnostics[0].subject->start.line == 2);
}

TEST_CASE("block: one at most, required when asked; a second one is a duplicate") {
    const s::spec spec = s::object{{{"logging", s::block{.nested = s::object{{{"level", s::attr{}}}}, .required = true}}}};
    auto missing = s::decode(native_body("\n"), spec);
    REQUIRE(missing.diagnostics.size() == 1);
    CHECK(missing.diagnostics[0].summary == "Missing logging block");
    CHECK(missing.diagnostics[0].detail == "A block of type \"logging\" is required here.");

    auto twice = s::decode(native_body("logging { level = 1 }\nlogging { level = 2 }\n"), spec);
    REQUIRE(twice.diagnostics.size() == 1);
    CHECK(twice.diagnostics[0].summary == "Duplicate logging block");
    CHECK(twice.diagnostics[0].detail ==
          "Only one block of type \"logging\" is allowed. Previous definition was at in.hcl:1,1-8.");
    CHECK(json_of(twice.value) == R"({"logging":{"level":1}})");
}

TEST_CASE("block_map nests one map level per label; duplicate label sets are errors") {
    const s::spec spec = s::object{{{"svc", s::block_map{.labels = {"kind", "name"},
                                                          .nested = s::object{{{"port", s::attr{.type = hcl::type::number()}}}}}}}};
    auto r = s::decode(native_body(R"(
svc "http" "web" { port = 80 }
svc "http" "api" { port = 81 }
svc "tcp" "db" { port = 5432 }
svc "tcp" "db" { port = 1 }
)"),
                       spec);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].summary == "Duplicate svc block");
    CHECK(r.diagnostics[0].detail == "A block for svc \"tcp\" \"db\" was already defined. The svc labels must be unique.");
    CHECK(r.diagnostics[0].subject->start.line == 5);
    CHECK(json_of(r.value) ==
          R"({"svc":{"http":{"api":{"port":81},"web":{"port":80}},"tcp":{"db":{"port":5432}}}})");
    CHECK(s::implied_type(spec) ==
          hcl::type::object({{"svc", hcl::type::map(hcl::type::map(hcl::type::object({{"port", hcl::type::number()}})))}}));
}

TEST_CASE("an empty block_map has one map level per label, as with blocks (the reference: map(T))") {
    // docs/deviations.md: the reference hcldec 2.14.1 types an empty
    // block_map as map(T) whatever the number of labels; the type here does
    // not depend on whether blocks are present.
    const hcl::type port = hcl::type::object({{"port", hcl::type::number()}});
    const s::spec two = s::object{{{"svc", s::block_map{.labels = {"kind", "name"},
                                                         .nested = s::object{{{"port", s::attr{.type = hcl::type::number()}}}}}}}};
    for (const auto& body : {native_body(""), json_body("{}")}) {
        auto r = s::decode(body, two);
        REQUIRE(r.diagnostics.empty());
        CHECK(json_of(r.value) == R"({"svc":{}})");
        CHECK(r.value.type() == hcl::type::object({{"svc", hcl::type::map(hcl::type::map(port))}}));
        CHECK(r.value.type() == s::implied_type(two));
    }
    const s::spec three = s::object{{{"t", s::block_map{.labels = {"a", "b", "c"},
                                                        .nested = s::attr{.name = "v", .type = hcl::type::number()}}}}};
    CHECK(s::decode(native_body(""), three).value.type() ==
          hcl::type::object({{"t", hcl::type::map(hcl::type::map(hcl::type::map(hcl::type::number())))}}));

    // So blocks that hold such a map, present in one and absent in another,
    // have one type and make a list; the reference's two types do not
    // ("Unconsistent argument types in service blocks").
    const s::spec services = s::object{{{"service", s::block_list{.nested = two}}}};
    auto r = s::decode(native_body("service {\n  svc \"http\" \"80\" {\n    port = 80\n  }\n}\nservice {\n}\n"),
                       services);
    REQUIRE(r.diagnostics.empty());
    CHECK(json_of(r.value) == R"({"service":[{"svc":{"http":{"80":{"port":80}}}},{"svc":{}}]})");
    CHECK(r.value.type() == s::implied_type(services));
}

TEST_CASE("block_attrs takes every attribute of one block, converted to the element type") {
    const s::spec spec = s::object{{{"env", s::block_attrs{.element_type = hcl::type::string()}}}};
    auto r = s::decode(native_body("env {\n  A = 1\n  B = \"x\"\n}\n"), spec);
    REQUIRE_FALSE(r.has_errors());
    CHECK(json_of(r.value) == R"({"env":{"A":"1","B":"x"}})");
    auto bad = s::decode(native_body("env {\n  A = [1]\n}\n"), spec);
    REQUIRE(bad.diagnostics.size() == 1);
    CHECK(bad.diagnostics[0].summary == "Invalid attribute value");
    CHECK(bad.diagnostics[0].detail == "Invalid value for attribute of \"env\" block: string required.");
}

TEST_CASE("transform evaluates its result over the nested value with the spec functions") {
    auto spec = read_spec(R"(
object {
  transform "size" {
    attr {
      name = "size_mb"
      type = number
    }
    result = nested * 1024
  }
  transform "shout" {
    attr {
      name = "name"
      type = string
    }
    result = upper(nested)
  }
}
)");
    auto r = s::decode(native_body("size_mb = 2\nname = \"a\"\n"), spec);
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    CHECK(json_of(r.value) == R"({"shout":"A","size":2048})");
}

TEST_CASE("a spec file: every kind, implied names, variables and user functions") {
    auto r = s::parse(R"(
variables {
  greeting = upper("hi")
}
function "twice" {
  params = [x]
  result = x * 2
}
object {
  attr "name" { type = string }
  array "pair" {
    attr { name = "a" }
    literal { value = 1 }
  }
  block "inner" {
    object {
      attr "level" { type = number }
    }
  }
  block_set "item" {
    min_items = 0
    max_items = 3
    attr { name = "v" }
  }
  block_attrs "labels" { element_type = string }
}
)",
                      "spec.hcldec");
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.spec.variables.at("greeting") == hcl::value::string("HI"));
    REQUIRE(r.spec.functions.count("twice") == 1);
    const auto* o = r.spec.root.get_if<s::object>();
    REQUIRE(o);
    REQUIRE(o->members.size() == 5);
    CHECK(o->members[0].first == "name");
    CHECK(o->members[0].second.get_if<s::attr>()->name == "name");
    CHECK(o->members[1].second.which() == s::kind::array);
    CHECK(o->members[3].second.get_if<s::block_set>()->max_items == 3);

    const auto ctx = r.spec.context();
    auto decoded = s::decode(native_body("name = twice(21)\na = greeting\ninner { level = 2 }\nitem { v = 1 }\n"),
                             r.spec.root, ctx);
    INFO(decoded.diagnostics.to_string());
    REQUIRE_FALSE(decoded.has_errors());
    CHECK(json_of(decoded.value) ==
          R"({"inner":{"level":2},"item":[1],"labels":null,"name":"42","pair":["HI",1]})");
}

TEST_CASE("mistakes in spec files are diagnostics with ranges") {
    struct bad_spec {
        const char* text;
        const char* summary;
        unsigned line;
    };
    const bad_spec cases[] = {
        {"object {\n  attr \"a\" {\n    type = lst(string)\n  }\n}\n", "Call to unknown function", 3},
        {"object {\n  nonsense \"a\" {}\n}\n", "Unsupported block type", 2},
        {"object {\n  attr {\n  }\n}\n", "Missing key for attr", 2},
        {"array {\n  attr {\n    type = string\n  }\n}\n", "Missing name in attribute spec", 2},
        {"object {\n  block_list \"b\" {\n  }\n}\n", "Missing spec block", 2},
        {"object {\n  block_map \"b\" {\n    labels = []\n    object {}\n  }\n}\n", "Invalid block label name list", 2},
        {"object {\n  block_map \"b\" {\n    labels = [\"n\"]\n    attr \"x\" {}\n  }\n}\n", "Invalid block_map spec", 2},
        {"object {}\narray {}\n", "Extraneous spec block", 2},
        {"variables {}\n", "Missing spec block", 1},
        {"object {\n  attr \"a\" {\n    typo = 1\n  }\n}\n", "Unsupported argument", 3},
        {"object {\n  literal \"a\" {\n  }\n}\n", "Missing required argument", 2},
        {"object {\n  block_list \"b\" {\n    min_items = 2\n    max_items = 1\n    object {}\n  }\n}\n",
         "Invalid block_list spec", 2},
    };
    for (const auto& c : cases) {
        CAPTURE(c.text);
        auto r = s::parse(c.text, "bad.hcldec");
        REQUIRE(r.has_errors());
        bool found = false;
        for (const auto& d : r.diagnostics) {
            if (d.summary != c.summary) continue;
            found = true;
            REQUIRE(d.subject);
            CHECK(d.subject->filename == "bad.hcldec");
            CHECK(d.subject->start.line == c.line);
        }
        INFO(r.diagnostics.to_string());
        CHECK(found);
    }
}

TEST_CASE("a type expression that is not a type says so, as hcldec does") {
    auto r = s::parse("object {\n  attr \"a\" { type = \"string\" }\n}\n", "bad.hcldec");
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].summary == "Invalid type expression");
    CHECK(r.diagnostics[0].detail == "A type is required, not string.");
    CHECK_FALSE(r.diagnostics[0].subject);
}

TEST_CASE("spec files in the JSON syntax write types as strings") {
    auto r = s::parse(R"j({"object": {"attr": {"ports": {"type": "list(number)", "required": true}}}})j", "spec.hcldec.json");
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    const auto* o = r.spec.root.get_if<s::object>();
    REQUIRE(o);
    const auto* a = o->members.at(0).second.get_if<s::attr>();
    REQUIRE(a);
    CHECK(a->name == "ports");
    CHECK(a->type == hcl::type::list(hcl::type::number()));
    CHECK(a->required);
}

TEST_CASE("write() gives spec-file text that reads back to an equal spec") {
    const s::spec specs[] = {
        service_spec,
        s::array{{s::attr{.name = "a"}, s::literal{hcl::value::string("x ${y}")}}},
        s::object{{{"m", s::block_map{.block_type = "svc", .labels = {"a", "b"}, .nested = s::object{{{"n", s::attr{.type = hcl::type::number()}}}}}},
                   {"e", s::block_attrs{.element_type = hcl::type::map(hcl::type::boolean())}},
                   {"d", s::default_{s::default_{s::attr{}, s::attr{.name = "other"}}, s::literal{hcl::value::boolean(true)}}},
                   {"b", s::block{.nested = s::array{}, .required = true}}}},
    };
    for (const auto& spec : specs) {
        const std::string text = s::write(spec);
        CAPTURE(text);
        auto back = s::parse(text, "written.hcldec");
        INFO(back.diagnostics.to_string());
        REQUIRE_FALSE(back.has_errors());
        CHECK(back.spec.root == spec);
        CHECK(s::write(back.spec.root) == text);
    }
}

TEST_CASE("variables() lists the references decoding would evaluate, through blocks") {
    const s::spec spec = s::object{{
        {"a", s::attr{}},
        {"b", s::block_list{.nested = s::object{{{"c", s::attr{}}}}}},
        {"unused", s::literal{hcl::value::number(1)}},
    }};
    auto vars = s::variables(native_body("a = var.x + 1\nb { c = local.y[0] }\nb { c = z }\nother = ignored\n"), spec);
    std::vector<std::string> texts;
    for (const auto& t : vars) texts.push_back(t.to_string());
    CHECK(texts == std::vector<std::string>{"var.x", "local.y[0]", "z"});
}

TEST_CASE("partial_decode leaves the items the spec does not name") {
    const s::spec spec = s::object{{{"name", s::attr{.type = hcl::type::string()}}}};
    auto r = s::partial_decode(native_body("name = \"x\"\nother = 1\nblk {}\n"), spec);
    REQUIRE_FALSE(r.has_errors());
    CHECK(json_of(r.value) == R"({"name":"x"})");
    hcl::diagnostics diags;
    hcl::body_schema rest;
    rest.attributes = {{"other", true}};
    rest.blocks = {{"blk", {}}};
    auto content = r.remain.content(rest, diags);
    CHECK(diags.empty());
    CHECK(content.attributes.count("other") == 1);
    CHECK(content.blocks.size() == 1);
}

TEST_CASE("specs decode merged bodies as one") {
    auto merged = hcl::merge_bodies({native_body("name = \"x\"\n", "a.hcl"), native_body("backend { url = \"u\" }\n", "b.hcl")});
    auto r = s::decode(merged, service_spec);
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    CHECK(json_of(r.value) == R"({"backend":[{"url":"u"}],"name":"x","port":80,"tags":null})");
}

TEST_CASE("problem() names the first rule a spec breaks; decode reports it") {
    CHECK(s::problem(s::attr{}) == std::optional<std::string>("an attr spec has no name"));
    CHECK_FALSE(s::problem(s::object{{{"a", s::attr{}}}}));
    CHECK(s::problem(s::object{{{"a", s::attr{}}, {"a", s::literal{}}}}) ==
          std::optional<std::string>("object member \"a\" is named twice"));
    CHECK(s::problem(s::block_map{.block_type = "b", .nested = s::object{}}) ==
          std::optional<std::string>("a block_map spec has no labels"));
    auto r = s::decode(native_body("\n"), s::attr{});
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].summary == "Invalid spec");
}

TEST_CASE("value_range points at the item a spec reads") {
    const auto body = native_body("a = 1 + 2\nb {\n  c = true\n}\n");
    const auto a = s::value_range(body, s::object{{{"a", s::attr{}}}});
    CHECK(a.start.line == 1);  // an object: the body's missing-item range
    const auto expr = s::value_range(body, s::attr{.name = "a"});
    CHECK(expr.start.column == 5);
    CHECK(expr.end.column == 10);
    const auto nested = s::value_range(body, s::block{.block_type = "b", .nested = s::attr{.name = "c"}});
    CHECK(nested.start.line == 3);
    CHECK(nested.start.column == 7);
}

TEST_CASE("label specs read the labels of the block being decoded [hcldec BlockLabelSpec]") {
    auto spec = read_spec(R"(
object {
  block_list "svc" {
    object {
      label "name" { index = 0 }
      attr "port" { type = number }
    }
  }
  block_map "route" {
    labels = ["host"]
    object {
      label "path" { index = 0 }
    }
  }
}
)");
    const auto schema = s::implied_schema(spec);
    REQUIRE(schema.blocks.size() == 2);
    CHECK(schema.blocks[0].label_names == std::vector<std::string>{"name"});
    CHECK(schema.blocks[1].label_names == std::vector<std::string>{"host", "path"});

    auto r = s::decode(native_body("svc \"web\" { port = 80 }\nsvc \"api\" { port = 81 }\nroute \"a.example\" \"/x\" {}\n"), spec);
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    CHECK(json_of(r.value) ==
          R"({"route":{"a.example":{"path":"/x"}},"svc":[{"name":"web","port":80},{"name":"api","port":81}]})");

    auto missing = s::decode(native_body("svc { port = 80 }\n"), spec);
    REQUIRE(missing.diagnostics.size() == 1);
    CHECK(missing.diagnostics[0].summary == "Missing name for svc");

    // decode_string decodes top-level blocks while parsing, labels included.
    auto streamed = s::decode_string("svc \"web\" { port = 80 }\nsvc \"api\" { port = 81 }\nroute \"a.example\" \"/x\" {}\n",
                                     "in.hcl", spec);
    REQUIRE_FALSE(streamed.has_errors());
    CHECK(json_of(streamed.value) == json_of(r.value));

    CHECK(s::problem(s::object{{{"n", s::label{}}}}) ==
          std::optional<std::string>("a label spec reads a body that is not a block's"));
    auto back = s::parse(s::write(spec), "written.hcldec");
    REQUIRE_FALSE(back.has_errors());
    CHECK(back.spec.root == spec);
}

TEST_CASE("decode_string and decode_files give parse + decode()'s value and diagnostics") {
    const std::string text = R"(
name = "svc"
backend { url = "a" }
backend { url = 1 }
backend {}
backend { url = "d" }
)";
    const auto parsed = native_body(text);
    const auto whole = s::decode(parsed, service_spec);
    const auto streamed = s::decode_string(text, "in.hcl", service_spec);
    CHECK(streamed.files.size() == 1);
    REQUIRE(whole.diagnostics.size() == streamed.diagnostics.size());
    for (std::size_t i = 0; i < whole.diagnostics.size(); ++i) {
        CHECK(whole.diagnostics[i].summary == streamed.diagnostics[i].summary);
        CHECK(whole.diagnostics[i].subject == streamed.diagnostics[i].subject);
    }
    const std::string clean = "name = \"svc\"\nbackend { url = \"a\" }\nbackend { url = \"b\" }\n";
    const auto a = s::decode(native_body(clean), service_spec);
    const auto b = s::decode_string(clean, "in.hcl", service_spec);
    REQUIRE_FALSE(b.has_errors());
    CHECK(json_of(a.value) == json_of(b.value));

    const auto unreadable = s::decode_files({"no/such/file.hcl", "no/such/file.json"}, service_spec);
    REQUIRE(unreadable.diagnostics.size() == 2);
    CHECK(unreadable.diagnostics[0].summary == "Failed to read file");
    CHECK(unreadable.diagnostics[1].summary == "Failed to open file");

    const auto bad_syntax = s::decode_string("name = \n", "in.hcl", service_spec);
    REQUIRE(bad_syntax.has_errors());
    CHECK(bad_syntax.diagnostics[0].summary == "Invalid expression");
}

TEST_CASE("typed literals and optional() in type expressions are hclcpp's extensions for write()") {
    auto spec = read_spec(R"(
object {
  literal "ports" {
    value = [80, 443]
    type  = list(number)
  }
  literal "nothing" {
    value = null
    type  = map(string)
  }
  attr "k" { type = object({ n = optional(number), s = string }) }
}
)");
    const auto* o = spec.get_if<s::object>();
    REQUIRE(o);
    CHECK(o->members[0].second.get_if<s::literal>()->value.type() == hcl::type::list(hcl::type::number()));
    CHECK(o->members[1].second.get_if<s::literal>()->value.type() == hcl::type::map(hcl::type::string()));
    CHECK(o->members[2].second.get_if<s::attr>()->type.attribute_optional("n"));
    CHECK(s::parse(s::write(spec), "written.hcldec").spec.root == spec);

    for (const char* bad : {"object {\n  attr \"a\" { type = optional(string) }\n}\n",
                            "object {\n  attr \"a\" { type = list(optional(string)) }\n}\n",
                            "object {\n  literal \"a\" {\n    value = \"x\"\n    type  = list(number)\n  }\n}\n"}) {
        CAPTURE(bad);
        CHECK(s::parse(bad, "bad.hcldec").has_errors());
    }
}

TEST_CASE("values that unify only to a type with `any` are an error or take the others' type, never a crash") {
    // Fuzz findings: a block_list whose attr has type any, one block
    // giving an object and one null; a block_attrs of any with an object
    // and a null.
    const s::spec list = s::block_list{.block_type = "item", .nested = s::attr{.name = "v"}};
    auto r = s::decode(native_body("item {\n  v = { a = 1 }\n}\nitem {\n}\n"), list);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].summary == "Unconsistent argument types in item blocks");

    const s::spec attrs = s::block_attrs{.block_type = "meta"};
    auto m = s::decode(native_body("meta {\n  a = { x = 1 }\n  b = null\n}\n"), attrs);
    INFO(m.diagnostics.to_string());
    REQUIRE_FALSE(m.has_errors());
    CHECK(json_of(m.value) == R"({"a":{"x":1},"b":null})");  // as the reference, before it drops nulls

    // A transform without `result` gives null, and writes back as `result = null`.
    auto t = read_spec("transform {\n  literal {\n    value = 1\n  }\n}\n");
    CHECK(s::decode(native_body("\n"), t).value.is_null());
    CHECK(s::parse(s::write(t), "t.hcldec").spec.root == t);
}
