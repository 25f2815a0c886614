// Completion (include/hcl/lsp/completion.hpp).
#include "lsp/cursor_context.hpp"
#include "lsp_test_support.hpp"

#include <hcl/lsp/completion.hpp>

#include "support/catch.hpp"

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace hcl::lsp;

namespace {

options spec_options(const char* spec) {
    options o;
    o.schema = lsp_test::spec_schema(spec);
    return o;
}

options service_options() { return spec_options(lsp_test::service_spec); }

// Completion at the marker `|` of a document "file:///a.hcl" (or `uri`).
completion_list complete_marked(std::string_view marked, options opts = service_options(),
                                std::string uri = "file:///a.hcl") {
    const auto m = lsp_test::cursor_in(marked);
    workspace ws(std::move(opts));
    const auto& doc = ws.open(std::move(uri), m.text);
    return complete(ws, doc, m.cursor);
}

std::vector<std::string> labels(const completion_list& list) {
    std::vector<std::string> out;
    for (const auto& item : list.items) out.push_back(item.label);
    return out;
}

bool has(const completion_list& list, std::string_view label) {
    return std::any_of(list.items.begin(), list.items.end(),
                       [&](const auto& i) { return i.label == label; });
}

const completion_item& item(const completion_list& list, std::string_view label) {
    for (const auto& i : list.items)
        if (i.label == label) return i;
    FAIL("no completion item " << label);
    throw;
}

std::size_t index_of(const completion_list& list, std::string_view label) {
    for (std::size_t i = 0; i < list.items.size(); ++i)
        if (list.items[i].label == label) return i;
    FAIL("no completion item " << label);
    return 0;
}

// A small schema built in code: a `resource` block whose body depends on
// its first label (as Terraform's), a `provider` label with listed values,
// an attribute of listed values.
schema resource_schema() {
    auto ami = std::make_shared<schema_body>();
    ami->attributes.push_back(
        {"ami", hcl::type::string(), true, {}, {"The image to boot.", false}});
    ami->attributes.push_back({"monitoring", hcl::type::boolean(), false, {}, {}});
    ami->doc = {"A virtual machine.", false};
    auto bucket = std::make_shared<schema_body>();
    bucket->attributes.push_back({"bucket", hcl::type::string(), false, {}, {}});
    auto root = std::make_shared<schema_body>();
    schema_block resource;
    resource.type = "resource";
    resource.labels = {{"type", {}, {}}, {"name", {}, {}}};
    resource.body_label = 0;
    resource.bodies_by_label = {{"aws_instance", ami}, {"aws_s3_bucket", bucket}};
    root->blocks.push_back(resource);
    schema_block provider;
    provider.type = "provider";
    provider.labels = {{"name", {"aws", "google"}, {}}};
    provider.body = std::make_shared<schema_body>();
    root->blocks.push_back(provider);
    root->attributes.push_back({"mode",
                                hcl::type::string(),
                                false,
                                {hcl::value::string("fast"), hcl::value::string("safe")},
                                {}});
    return schema(root, {});
}

options resource_options() {
    options o;
    o.schema = resource_schema();
    return o;
}

}  // namespace

TEST_CASE("completion: an empty document offers the root's items, the required ones first",
          "[lsp][completion]") {
    const auto list = complete_marked("|");
    REQUIRE(labels(list) == std::vector<std::string>{"environment", "service", "locals"});
    CHECK(list.items[0].required);
    CHECK(list.items[0].detail == "required string");
    CHECK(list.items[0].insert_text == "environment = $1");
    CHECK(list.items[0].snippet);
    CHECK_FALSE(list.items[1].required);
    CHECK(list.items[0].sort_text < list.items[1].sort_text);
    CHECK(list.items[1].sort_text < list.items[2].sort_text);
    REQUIRE(list.items[0].edit);
    CHECK(list.items[0].edit->range == range{{0, 0}, {0, 0}});
}

TEST_CASE("completion: a half-typed name at body level is replaced by the item",
          "[lsp][completion]") {
    const auto list = complete_marked("environment = \"prod\"\nserv|");
    CHECK_FALSE(has(list, "environment"));  // present: an attribute appears once
    const auto& service = item(list, "service");
    CHECK(service.kind == completion_kind::class_);
    CHECK(service.snippet);
    CHECK(service.insert_text == "service \"${1:name}\" {\n  image = $2\n}");
    REQUIRE(service.edit);
    CHECK(service.edit->range == range{{1, 0}, {1, 4}});
    CHECK(service.edit->new_text == service.insert_text);
}

TEST_CASE("completion: inside a block with no closing brace, the block's body items",
          "[lsp][completion]") {
    const auto list = complete_marked("environment = \"prod\"\nservice \"web\" {\n  |");
    REQUIRE(labels(list) ==
            std::vector<std::string>{"image", "replicas", "enabled", "ports", "limits", "volume"});
    CHECK(list.items[0].required);
    CHECK_FALSE(list.items[1].required);
}

TEST_CASE("completion: a half-typed name inside a block, with text after it", "[lsp][completion]") {
    const auto list =
        complete_marked("service \"web\" {\n  im|\n  replicas = 2\n}\nenvironment = \"x\"\n");
    CHECK(index_of(list, "image") == 0);
    CHECK_FALSE(has(list, "replicas"));
    REQUIRE(item(list, "image").edit);
    CHECK(item(list, "image").edit->range == range{{1, 2}, {1, 4}});
}

TEST_CASE("completion: items already present and not repeatable are left out",
          "[lsp][completion]") {
    const auto list = complete_marked(R"(service "web" {
  image = "nginx"
  limits {
    cpu = 1
  }
  volume {
    path = "/a"
  }
  |
}
)");
    CHECK_FALSE(has(list, "image"));
    CHECK_FALSE(has(list, "limits"));  // at most one
    CHECK(has(list, "volume"));        // a block list: another one may follow
    CHECK(has(list, "replicas"));
    // The name of the attribute being typed is still offered.
    const auto again = complete_marked("service \"web\" {\n  image| = \"nginx\"\n}\n");
    CHECK(has(again, "image"));
}

TEST_CASE("completion: a block snippet is indented as its body", "[lsp][completion]") {
    const auto list = complete_marked("service \"web\" {\n  image = \"x\"\n  lim|\n}\n");
    CHECK(item(list, "limits").insert_text == "limits {\n    cpu = $1\n  }");
    CHECK(item(list, "volume").insert_text == "volume {\n    path = $1\n  }");
    const auto tabs = complete_marked("service \"web\" {\n\t|\n}\n");
    CHECK(item(tabs, "limits").insert_text == "limits {\n\t\tcpu = $1\n\t}");
    // No required attribute: the cursor goes inside.
    options o = resource_options();
    const auto provider = complete_marked("prov|", o);
    CHECK(item(provider, "provider").insert_text == "provider \"${1:name}\" {\n  $0\n}");
}

TEST_CASE("completion: a required block present is no longer required", "[lsp][completion]") {
    const char* spec = R"(object {
  block_list "rule" {
    min_items = 1
    object {
      attr "name" { type = string }
    }
  }
}
)";
    const options o = spec_options(spec);
    const auto missing = complete_marked("|", o);
    CHECK(item(missing, "rule").required);
    CHECK(item(missing, "rule").detail == "required block");
    const auto present = complete_marked("rule {\n}\n|", o);
    CHECK_FALSE(item(present, "rule").required);
}

TEST_CASE("completion: label values, from the labels' values and from the bodies chosen by a label",
          "[lsp][completion]") {
    const auto quoted = complete_marked("resource \"|", resource_options());
    REQUIRE(labels(quoted) == std::vector<std::string>{"aws_instance", "aws_s3_bucket"});
    CHECK(quoted.items[0].insert_text == "aws_instance");
    CHECK(quoted.items[0].documentation.text == "A virtual machine.");
    CHECK(quoted.items[0].detail == "type");

    const auto typed = complete_marked("resource \"aws_i|\" \"web\" {\n}\n", resource_options());
    REQUIRE(typed.items.size() == 2);
    CHECK(typed.items[0].edit->range == range{{0, 10}, {0, 15}});
    CHECK(typed.items[0].edit->new_text == "aws_instance");

    const auto bare = complete_marked("resource |", resource_options());
    REQUIRE_FALSE(bare.items.empty());
    CHECK(bare.items[0].insert_text == "\"aws_instance\"");

    // The second label takes any name.
    CHECK(complete_marked("resource \"aws_instance\" \"|", resource_options()).items.empty());

    const auto provider = complete_marked("provider \"|\" {\n}\n", resource_options());
    CHECK(labels(provider) == std::vector<std::string>{"aws", "google"});
}

TEST_CASE("completion: the body a label chooses", "[lsp][completion]") {
    const auto list =
        complete_marked("resource \"aws_instance\" \"web\" {\n  |\n}\n", resource_options());
    REQUIRE(labels(list) == std::vector<std::string>{"ami", "monitoring"});
    CHECK(list.items[0].required);
    CHECK(list.items[0].documentation.text == "The image to boot.");
    const auto snippet = complete_marked("res|", resource_options());
    CHECK(item(snippet, "resource").insert_text ==
          "resource \"${1:type}\" \"${2:name}\" {\n  $0\n}");
}

TEST_CASE("completion: values of a bool or an enumerated attribute", "[lsp][completion]") {
    const auto boolean = complete_marked("service \"web\" {\n  enabled = |\n}\n");
    REQUIRE(boolean.items.size() > 2);
    CHECK(boolean.items[0].label == "true");
    CHECK(boolean.items[1].label == "false");
    const auto typed = complete_marked("service \"web\" {\n  enabled = tr|\n}\n");
    CHECK(typed.items[0].label == "true");
    CHECK(typed.items[0].edit->range == range{{1, 12}, {1, 14}});
    // Not after the value's start.
    CHECK_FALSE(has(complete_marked("service \"web\" {\n  enabled = !|\n}\n"), "true"));

    const auto mode = complete_marked("mode = |", resource_options());
    CHECK(mode.items[0].label == "\"fast\"");
    CHECK(mode.items[1].label == "\"safe\"");
    CHECK(mode.items[0].kind == completion_kind::enum_member);
    CHECK(mode.items[0].filter_text == "fast");
    // Inside the quotes: the text between them.
    const auto quoted = complete_marked("mode = \"f|\"", resource_options());
    REQUIRE(labels(quoted) == std::vector<std::string>{"fast", "safe"});
    CHECK(quoted.items[0].edit->range == range{{0, 8}, {0, 9}});
    CHECK(quoted.items[0].edit->new_text == "fast");
}

TEST_CASE("completion: functions and variables of the evaluation context", "[lsp][completion]") {
    options o = service_options();
    o.variables["region"] = hcl::value::string("eu");
    const auto list = complete_marked("environment = |", o);
    const auto& lookup = item(list, "lookup");
    CHECK(lookup.kind == completion_kind::function);
    CHECK(lookup.detail == "lookup(inputMap any, key string, default any) any");
    CHECK(lookup.insert_text == "lookup($1)");
    CHECK(lookup.snippet);
    CHECK_FALSE(lookup.documentation.empty());
    CHECK(item(list, "format").detail == "format(format string, args... any) string");
    CHECK(item(list, "region").detail == "string");
    CHECK(index_of(list, "region") < index_of(list, "lookup"));  // variables before the library

    // Inside a call without its closing parenthesis.
    const auto in_call = complete_marked("environment = lookup(|", o);
    CHECK(has(in_call, "region"));
    CHECK(has(in_call, "upper"));
    const auto typed = complete_marked("environment = lookup(reg|", o);
    CHECK(item(typed, "region").edit->range == range{{0, 21}, {0, 24}});
}

TEST_CASE("completion: the schema's own variables and functions", "[lsp][completion]") {
    const char* spec = R"(variables {
  tier = "gold"
}
function "double" {
  params = [x]
  result = x * 2
}
object {
  attr "size" { type = number }
}
)";
    const auto list = complete_marked("size = |", spec_options(spec));
    CHECK(item(list, "tier").detail == "string");
    CHECK(item(list, "double").insert_text == "double($1)");
}

TEST_CASE("completion: attributes after a dot on an object variable", "[lsp][completion]") {
    options o = service_options();
    o.variables["app"] =
        hcl::value::object({{"name", hcl::value::string("a")},
                            {"db", hcl::value::object({{"host", hcl::value::string("h")},
                                                       {"port", hcl::value::number(5432)}})}});
    o.variables["later"] = hcl::value::unknown(hcl::type::object({{"id", hcl::type::string()}}));
    CHECK(labels(complete_marked("environment = app.|", o)) ==
          std::vector<std::string>{"db", "name"});
    const auto nested = complete_marked("environment = app.db.po|", o);
    REQUIRE(labels(nested) == std::vector<std::string>{"host", "port"});
    CHECK(nested.items[1].detail == "number");
    CHECK(nested.items[1].kind == completion_kind::field);
    CHECK(nested.items[1].edit->range == range{{0, 21}, {0, 23}});
    CHECK(labels(complete_marked("environment = later.|", o)) == std::vector<std::string>{"id"});
    // Neither a name nor an object: nothing.
    CHECK(complete_marked("environment = app.name.|", o).items.empty());
    CHECK(complete_marked("environment = nothing.|", o).items.empty());
    CHECK(complete_marked("environment = upper(x).|", o).items.empty());
}

TEST_CASE("completion: local. names from the locals blocks of every open document",
          "[lsp][completion]") {
    workspace ws(service_options());
    ws.open("file:///b.hcl", "locals {\n  zone = \"a\"\n}\n");
    const auto m = lsp_test::cursor_in(
        "locals {\n  region = \"eu\"\n  settings = { size = 1, name = \"x\" }\n}\nenvironment = "
        "local.re|\n");
    const auto& doc = ws.open("file:///a.hcl", m.text);
    const auto list = complete(ws, doc, m.cursor);
    REQUIRE(labels(list) == std::vector<std::string>{"region", "settings", "zone"});
    CHECK(list.items[0].detail == "\"eu\"");
    CHECK(list.items[0].edit->range == range{{4, 20}, {4, 22}});

    const auto m2 = lsp_test::cursor_in(
        "locals {\n  settings = { size = 1, name = \"x\" }\n}\nenvironment = local.settings.|\n");
    const auto& doc2 = ws.open("file:///a.hcl", m2.text);
    CHECK(labels(complete(ws, doc2, m2.cursor)) == std::vector<std::string>{"name", "size"});

    // `local` itself is offered where expressions start.
    const auto m3 = lsp_test::cursor_in("environment = |\n");
    const auto& doc3 = ws.open("file:///c.hcl", m3.text);
    CHECK(item(complete(ws, doc3, m3.cursor), "local").kind == completion_kind::module);
}

TEST_CASE("completion: var. names where a variable block is declared", "[lsp][completion]") {
    options o = service_options();
    o.declarations.variables_block = "variable";
    const auto list = complete_marked(R"(variable "region" {
  type        = string
  description = "Where it runs."
}
variable "count" {}
environment = var.|
)",
                                      o);
    REQUIRE(labels(list) == std::vector<std::string>{"region", "count"});
    CHECK(list.items[0].detail == "string");
    CHECK(list.items[0].documentation.text == "Where it runs.");
    CHECK(has(complete_marked("variable \"a\" {}\nenvironment = |", o), "var"));
    // A variable's attributes, from its type or its default.
    const char* typed = R"(variable "db" {
  type = object({ host = string, port = optional(number) })
}
variable "tags" {
  default = { team = "a", cost = "b" }
}
)";
    CHECK(labels(complete_marked(std::string(typed) + "environment = var.db.|", o)) ==
          std::vector<std::string>{"host", "port"});
    CHECK(labels(complete_marked(std::string(typed) + "environment = var.tags.|", o)) ==
          std::vector<std::string>{"cost", "team"});
    CHECK(complete_marked(std::string(typed) + "environment = var.nothing.|", o).items.empty());
    // Without the declaration, var is an ordinary name.
    CHECK(complete_marked("variable \"a\" {}\nenvironment = var.|").items.empty());
}

TEST_CASE("completion: for expression iterators in their scope", "[lsp][completion]") {
    const auto list = complete_marked("environment = [for k, v in x : |]");
    CHECK(index_of(list, "k") == 0);
    CHECK(index_of(list, "v") == 1);
    CHECK(item(list, "v").detail == "for iterator");
    const auto object_form = complete_marked("environment = {for item in x : item => upper(|)}");
    CHECK(has(object_form, "item"));
    // A template's for directive, up to its endfor.
    const auto directive = complete_marked("environment = \"%{ for name in x }${na|}%{ endfor }\"");
    CHECK(index_of(directive, "name") == 0);
    CHECK_FALSE(has(
        complete_marked("environment = <<EOT\n%{ for a in x }${a}%{ endfor }${|}\nEOT\n"), "a"));
    CHECK(has(complete_marked("environment = <<EOT\n%{ for a in x }\n%{ if a }${|"), "a"));
    // The collection is outside their scope, and so is what follows the expression.
    CHECK_FALSE(has(complete_marked("environment = [for k, v in |]"), "k"));
    CHECK_FALSE(has(
        complete_marked("environment = [for k, v in x : v]\nservice \"a\" {\n  image = |"), "v"));
}

TEST_CASE("completion: dynamic block iterators", "[lsp][completion]") {
    const char* text = R"(service "web" {
  dynamic "setting" {
    for_each = x
    content {
      path = setting.|
    }
  }
}
)";
    CHECK(labels(complete_marked(text)) == std::vector<std::string>{"key", "value"});
    const auto in_content =
        complete_marked("dynamic \"setting\" {\n  for_each = x\n  content {\n    path = |\n");
    CHECK(item(in_content, "setting").detail == "dynamic block iterator (.key, .value)");
    // The iterator attribute names it; the block's own for_each is outside its scope.
    const auto renamed = complete_marked(
        "dynamic \"setting\" {\n  iterator = s\n  content {\n    a = s.|\n  }\n}\n");
    CHECK(labels(renamed) == std::vector<std::string>{"key", "value"});
    CHECK_FALSE(has(complete_marked("dynamic \"setting\" {\n  for_each = |\n}\n"), "setting"));
}

TEST_CASE(
    "completion: a dynamic block's body, label and content follow the generated block's schema",
    "[lsp][completion]") {
    const auto body = complete_marked("service \"web\" {\n  dynamic \"volume\" {\n    |");
    REQUIRE(labels(body) == std::vector<std::string>{"for_each", "content", "iterator", "labels"});
    CHECK(body.items[0].required);
    CHECK(body.items[1].required);
    const auto content =
        complete_marked("service \"web\" {\n  dynamic \"volume\" {\n    content {\n      |");
    CHECK(labels(content) == std::vector<std::string>{"path"});
    const auto label = complete_marked("service \"web\" {\n  dynamic \"|");
    CHECK(labels(label) == std::vector<std::string>{"limits", "volume"});
    // A label that names no block type: nothing known of the body.
    CHECK(complete_marked("dynamic \"x\" {\n  |").items.empty());
}

TEST_CASE("completion: type keywords in a variable's type", "[lsp][completion]") {
    options o = service_options();
    o.declarations.variables_block = "variable";
    const auto list = complete_marked("variable \"x\" {\n  type = |\n}\n", o);
    REQUIRE(labels(list) == std::vector<std::string>{"string", "number", "bool", "any", "list",
                                                     "set", "map", "object", "tuple"});
    CHECK(item(list, "list").insert_text == "list($1)");
    CHECK(item(list, "object").insert_text == "object({$1})");
    CHECK(item(list, "tuple").insert_text == "tuple([$1])");
    const auto nested = complete_marked("variable \"x\" {\n  type = map(obj|\n}\n", o);
    CHECK(has(nested, "object"));
    CHECK_FALSE(has(nested, "optional"));
    CHECK_FALSE(has(nested, "lookup"));
    const auto attribute =
        complete_marked("variable \"x\" {\n  type = object({\n    name = |\n  })\n}\n", o);
    CHECK(has(attribute, "optional"));
    CHECK(complete_marked("variable \"x\" {\n  type = object({ |", o)
              .items.empty());  // a new attribute's name
    // Elsewhere a type keyword is no value.
    CHECK_FALSE(has(complete_marked("variable \"x\" {\n  default = |\n}\n", o), "string"));
}

TEST_CASE("completion: nothing in comments and string text, expressions in interpolations",
          "[lsp][completion]") {
    CHECK(complete_marked("# serv|").items.empty());
    CHECK(complete_marked("# serv|\n").items.empty());
    CHECK(complete_marked("/* serv| */").items.empty());
    CHECK(complete_marked("environment = \"ab|c\"").items.empty());
    CHECK(complete_marked("environment = \"ab|").items.empty());
    CHECK(complete_marked("environment = <<EOT\nab|\nEOT\n").items.empty());
    CHECK(complete_marked("environment = 12|").items.empty());
    CHECK(has(complete_marked("environment = \"a${|}\""), "upper"));
    CHECK(has(complete_marked("environment = \"a${up|"), "upper"));
    CHECK(has(complete_marked("environment = <<EOT\n${|}\nEOT\n"), "upper"));
    // After a comment, on the next line, a body item again.
    CHECK(has(complete_marked("# a comment\n|"), "environment"));
    CHECK(has(complete_marked("/* a */ |"), "environment"));
}

TEST_CASE("completion: the JSON syntax, bad positions and broken text give no crash",
          "[lsp][completion]") {
    CHECK(complete_marked("{\"serv|\": 1}", service_options(), "file:///a.hcl.json").items.empty());
    workspace ws(service_options());
    const auto& doc = ws.open("file:///a.hcl", "service \"web\" {\n  image = \"x\"\n}\n");
    CHECK_NOTHROW(complete(ws, doc, {99, 99}));
    CHECK(has(complete(ws, doc, {99, 99}), "environment"));  // the end of the text
    for (const char* text :
         {"}}}|", "service {{{ |", "a = (((|", "a = [for|", "a = ${|", "\"|", "a = \"${\"${|",
          "a = x.|.y", "a = f(x,|", "service \"a\" \"b\" \"c\" {|", "a = {b = |", "= |"}) {
        CHECK_NOTHROW(complete_marked(text));
    }
}

TEST_CASE("completion and signature help at every position of broken texts", "[lsp][completion]") {
    workspace ws(service_options());
    for (const char* text : {
             "service \"web\" {\n  image = lookup(var.x, [1, {a = 2}], \"${upper(\"x\")}\"\n  "
             "dynamic \"volume\" {\n"
             "    iterator = v\n    content { path = v.value }\n  }\n",
             "x = [for k, v in y : k => v if v]\n# c\n/* d */ y = <<EOT\n${a.b}%{for x in "
             "y}${x}%{endfor}\nEOT\n",
             "a = \"\\\"${\n}\" b = }}} ( [ { \"x\" \"y\" ${ %{ ~} <<-E\n",
             "\xff\xfe = 1\nservice \"\xc3\" { x = \"\xe2\x82\" }",
         }) {
        const auto& doc = ws.open("file:///broken.hcl", text);
        for (std::uint32_t line = 0; line < doc.lines().line_count(); ++line) {
            for (std::uint32_t ch = 0; ch <= 80; ++ch) {
                CHECK_NOTHROW(complete(ws, doc, {line, ch}));
                CHECK_NOTHROW(signature_help_at(ws, doc, {line, ch}));
            }
        }
    }
}

// A speed report, not a timed test (hidden: run it with "[.lsp_speed]");
// scripts/bench-lsp.py measures the server as a client sees it.
TEST_CASE("completion: a 1 MB document", "[.lsp_speed]") {
    std::string text;
    text.reserve(1 << 20);
    for (int i = 0; text.size() < (1u << 20); ++i) {
        text += "service \"s" + std::to_string(i) +
                "\" {\n  image    = \"nginx:" + std::to_string(i) +
                "\"\n  replicas = " + std::to_string(i % 7) + "\n  limits {\n    cpu = 1\n  }\n}\n";
    }
    text += "service \"typing\" {\n  image = lookup(var.x, \"k\", ";
    workspace ws(service_options());
    const auto& doc = ws.open("file:///big.hcl", text);
    const position end = doc.lines().at(text.size());
    (void)complete(ws, doc, end);  // the analysis (parse, tokens) is made once per version
    // The best of five runs: the machine may be busy with other work.
    const auto fastest = [&](position at, auto&& check) {
        auto best = std::chrono::steady_clock::duration::max();
        for (int run = 0; run < 5; ++run) {
            const auto start = std::chrono::steady_clock::now();
            const auto list = complete(ws, doc, at);
            const auto help = signature_help_at(ws, doc, at);
            best = std::min(best, std::chrono::steady_clock::now() - start);
            check(list, help);
        }
        return best;
    };
    using ms = std::chrono::duration<double, std::milli>;
    const auto at_end = fastest(end, [](const completion_list& list, const std::optional<signature_help>& help) {
        CHECK(has(list, "upper"));
        CHECK(help.has_value());
    });
    // In the middle of the document.
    const position inside = doc.lines().at(text.size() / 2);
    const auto in_middle = fastest(inside, [](const completion_list&, const std::optional<signature_help>&) {});
    WARN("1 MB: completion and signature help, best of five: at the end " << ms(at_end).count()
                                                                          << " ms, in the middle "
                                                                          << ms(in_middle).count() << " ms");
}

namespace {

// The context at the marker; its views stay valid (each text is a document
// of its own in a workspace that lives on).
hcl::lsp::detail::cursor_context context_marked(std::string_view marked) {
    static workspace ws(service_options());
    static int count = 0;
    const auto m = lsp_test::cursor_in(marked);
    const auto& doc = ws.open("file:///ctx" + std::to_string(++count) + ".hcl", m.text);
    return hcl::lsp::detail::cursor_context_at(ws.analysis(doc),
                                               doc.lines().clamped_offset(m.cursor));
}

}  // namespace

TEST_CASE("cursor context: blocks the parser did not record are read from the tokens",
          "[lsp][completion]") {
    using hcl::lsp::detail::cursor_place;
    const auto ctx = context_marked("service \"web\" {\n  = = =\n  limits {\n    cpu = 1\n    |");
    CHECK(ctx.place == cursor_place::body_item);
    REQUIRE(ctx.blocks.size() == 2);
    CHECK(ctx.blocks[0].node != nullptr);
    CHECK(ctx.blocks[1].node == nullptr);
    CHECK(ctx.blocks[1].type == "limits");
    REQUIRE(ctx.body_schema);
    CHECK(ctx.body_schema->find_attribute("memory_mb"));
    CHECK(ctx.present_attributes == std::vector<std::string_view>{"cpu"});
}

TEST_CASE("cursor context: calls, traversals and words", "[lsp][completion]") {
    using hcl::lsp::detail::cursor_place;
    const auto call =
        context_marked("service \"a\" {\n  image = a::f(x, g([1, 2], {k = 1, j = 2}, |");
    CHECK(call.place == cursor_place::expression);
    CHECK(call.attribute == "image");
    REQUIRE(call.calls.size() == 2);
    CHECK(call.calls[0].name == "a::f");
    CHECK(call.calls[0].argument == 1);
    CHECK(call.calls[1].name == "g");
    CHECK(call.calls[1].argument == 2);

    const auto dot = context_marked("environment = a.b.c|");
    CHECK(dot.after_dot);
    CHECK(dot.traversal == std::vector<std::string_view>{"a", "b"});
    CHECK(dot.word == "c");
    CHECK_FALSE(dot.value_start);

    const auto label = context_marked("service \"web\" \"x|");
    CHECK(label.place == cursor_place::block_label);
    CHECK(label.header_type == "service");
    CHECK(label.header_labels == std::vector<std::string_view>{"web"});
    CHECK(label.in_quotes);
    CHECK(label.word == "x");

    CHECK(context_marked("environment = 1 # note|").place == cursor_place::nothing);
    CHECK(context_marked("environment = {\n  |").object_key);
    CHECK(context_marked("environment = {\n  a = |").object_value);
}

TEST_CASE("cursor context: a block read from the tokens ends at its closing brace",
          "[lsp][completion]") {
    const auto ctx = context_marked(
        "service \"web\" {\n  = = =\n  limits {\n    cpu = 1\n  }\n  volume {\n    path = \"/\"\n  "
        "}\n  |");
    REQUIRE(ctx.blocks.size() == 1);
    CHECK(ctx.blocks[0].type == "service");
    CHECK(std::count(ctx.present_blocks.begin(), ctx.present_blocks.end(), "limits") == 1);
    const auto list = complete_marked(
        "service \"web\" {\n  = = =\n  limits {\n    cpu = 1\n  }\n  volume {\n    path = \"/\"\n  "
        "}\n  |");
    CHECK_FALSE(has(list, "limits"));
    CHECK(has(list, "volume"));
}

TEST_CASE("cursor context: a large complete attribute before the position is not read again",
          "[lsp][completion]") {
    using hcl::lsp::detail::cursor_place;
    std::string text = "environment = [";
    while (text.size() < 100 * 1024) text += "\"abcdefgh\", ";
    text += "]\nserv|";
    const auto ctx = context_marked(text);
    CHECK(ctx.place == cursor_place::body_item);
    CHECK(ctx.word == "serv");
    CHECK(std::count(ctx.present_attributes.begin(), ctx.present_attributes.end(), "environment") ==
          1);
    // Still inside it when it is not closed.
    std::string open = "environment = [";
    while (open.size() < 100 * 1024) open += "\"abcdefgh\",\n";
    open += "up|";
    CHECK(context_marked(open).place == cursor_place::expression);
}
