// Hover (hcl/lsp/hover.hpp).
#include "lsp_test_support.hpp"

#include <hcl/lsp/hover.hpp>

#include "support/catch.hpp"

#include <initializer_list>
#include <memory>
#include <optional>
#include <string>

namespace {

using hcl::lsp::range;
using Catch::Matchers::ContainsSubstring;

struct hovered {
    std::optional<hcl::lsp::hover> hover;
    std::string text;  // the markdown; empty when none
    std::string covered;  // the text of the hover's range
};

// Hovers at the marker of `marked`, opened as `uri` in a workspace with `opts`.
hovered hover_in(std::string_view marked, hcl::lsp::options opts = {}, std::string uri = "file:///main.hcl") {
    hcl::lsp::workspace ws(std::move(opts));
    const auto m = lsp_test::cursor_in(marked);
    const auto& doc = ws.open(uri, m.text);
    hovered out;
    out.hover = hcl::lsp::hover_at(ws, doc, m.cursor);
    if (out.hover) {
        CHECK(out.hover->contents.markdown);
        out.text = out.hover->contents.text;
        if (out.hover->range) {
            const auto begin = doc.lines().offset(out.hover->range->start).value();
            const auto end = doc.lines().offset(out.hover->range->end).value();
            out.covered = m.text.substr(begin, end - begin);
        }
    }
    return out;
}

// Checks that `h` covers `covered` and says each of `parts`.
void check_says(const hovered& h, std::string_view covered, std::initializer_list<std::string_view> parts) {
    REQUIRE(h.hover);
    CHECK(h.covered == covered);
    for (const auto part : parts) CHECK_THAT(h.text, ContainsSubstring(std::string(part)));
}

hcl::lsp::options with_service_spec() {
    hcl::lsp::options opts;
    opts.schema = lsp_test::spec_schema(lsp_test::service_spec);
    return opts;
}

// A schema with descriptions, built in code: an attribute with
// markdown, one with plain text, and a block whose body depends on its
// first label.
hcl::lsp::options with_described_schema() {
    auto instance = std::make_shared<hcl::lsp::schema_body>();
    instance->doc = {"An *EC2* instance.", true};
    instance->attributes.push_back({"ami", hcl::type::string(), true, {}, {"The image.", false}});
    hcl::lsp::schema_block resource;
    resource.type = "resource";
    resource.labels = {{"type", {}, {}}, {"name", {}, {"The resource's name.", false}}};
    resource.body_label = 0;
    resource.bodies_by_label["aws_instance"] = instance;
    auto root = std::make_shared<hcl::lsp::schema_body>();
    root->attributes.push_back({"title", hcl::type::string(), false, {}, {"The **title**.", true}});
    root->attributes.push_back({"note", hcl::type::string(), false, {}, {"A *plain* note_text.", false}});
    root->blocks.push_back(std::move(resource));
    hcl::lsp::options opts;
    opts.schema = hcl::lsp::schema(root, {}, "described");
    return opts;
}

}  // namespace

TEST_CASE("hover on an attribute name: type, required or optional, block path", "[lsp][hover]") {
    check_says(hover_in("environment = \"prod\"\nservice \"web\" {\n  image = \"nginx\"\n  repl|icas = 2\n}\n",
                        with_service_spec()),
               "replicas", {"**replicas** `number`, optional", "In `service \"web\"`"});

    const auto top = hover_in("envi|ronment = \"prod\"\n", with_service_spec());
    CHECK_THAT(top.text, ContainsSubstring("**environment** `string`, required"));
    CHECK_THAT(top.text, !ContainsSubstring("In "));

    const auto nested = hover_in("service \"web\" {\n  limits {\n    c|pu = 1\n  }\n}\n", with_service_spec());
    CHECK_THAT(nested.text, ContainsSubstring("required"));
    CHECK_THAT(nested.text, ContainsSubstring("In `service \"web\" > limits`"));

    const auto list = hover_in("service \"web\" {\n  po|rts = [80]\n}\n", with_service_spec());
    CHECK_THAT(list.text, ContainsSubstring("`list(number)`"));
}

TEST_CASE("hover on a block type: labels, required, repeatable, path", "[lsp][hover]") {
    check_says(hover_in("serv|ice \"web\" {\n}\n", with_service_spec()), "service",
               {"**service** block with label `name`, optional, repeatable", "Path: `service \"web\"`"});

    const auto limits = hover_in("service \"web\" {\n  lim|its {\n    cpu = 1\n  }\n}\n", with_service_spec());
    CHECK_THAT(limits.text, ContainsSubstring("**limits** block, optional"));
    CHECK_THAT(limits.text, !ContainsSubstring("repeatable"));
    CHECK_THAT(limits.text, ContainsSubstring("Path: `service \"web\" > limits`"));
}

TEST_CASE("hover on an attribute of a body taking any names: the body's type", "[lsp][hover]") {
    hcl::lsp::options opts;
    opts.schema = lsp_test::spec_schema(R"(object {
  block_attrs "tags" {
    element_type = string
  }
}
)");
    const auto h = hover_in("tags {\n  own|er = \"me\"\n}\n", opts);
    CHECK_THAT(h.text, ContainsSubstring("**owner** `string`, optional"));
    CHECK_THAT(h.text, ContainsSubstring("In `tags`"));
}

TEST_CASE("hover on items the schema does not know says nothing", "[lsp][hover]") {
    CHECK_FALSE(hover_in("service \"web\" {\n  col|our = 1\n}\n", with_service_spec()).hover);
    CHECK_FALSE(hover_in("unkn|own {\n}\n", with_service_spec()).hover);
    CHECK_FALSE(hover_in("na|me = 1\n").hover);
}

TEST_CASE("hover shows the schema's documentation: markdown as given, plain text escaped", "[lsp][hover]") {
    CHECK_THAT(hover_in("ti|tle = \"x\"\n", with_described_schema()).text, ContainsSubstring("\n\nThe **title**."));
    CHECK_THAT(hover_in("no|te = \"x\"\n", with_described_schema()).text, ContainsSubstring("\n\nA \\*plain\\* note\\_text."));
}

TEST_CASE("hover on a label whose body depends on it: the body's description", "[lsp][hover]") {
    const auto type = hover_in("resource \"aws_in|stance\" \"web\" {\n  ami = \"x\"\n}\n", with_described_schema());
    REQUIRE(type.hover);
    CHECK_THAT(type.text, ContainsSubstring("An *EC2* instance."));
    CHECK(type.covered == "\"aws_instance\"");
    // The body chosen by the label describes its attributes.
    CHECK_THAT(hover_in("resource \"aws_instance\" \"web\" {\n  a|mi = \"x\"\n}\n", with_described_schema()).text,
               ContainsSubstring("The image."));
    // Another label: its own description.
    CHECK_THAT(hover_in("resource \"aws_instance\" \"w|eb\" {\n}\n", with_described_schema()).text,
               ContainsSubstring("The resource's name."));
    // A type the schema does not describe.
    CHECK_FALSE(hover_in("resource \"other_th|ing\" \"web\" {\n}\n", with_described_schema()).hover);
}

TEST_CASE("hover on an expression: its type and, known without variables, its value", "[lsp][hover]") {
    SECTION("a call") {
        const auto h = hover_in("x = upper(|\"a\" )\n");
        CHECK_THAT(h.text, ContainsSubstring("Type: `string`"));
        CHECK_THAT(h.text, !ContainsSubstring("Value"));  // a literal's value is its text
        const auto call = hover_in("x = upper(\"a\"| )\n");
        CHECK(call.covered == "upper(\"a\" )");
        CHECK_THAT(call.text, ContainsSubstring("Type: `string`"));
        CHECK_THAT(call.text, ContainsSubstring("Value: `\"A\"`"));
    }
    SECTION("the innermost node") {
        const auto tuple = hover_in("x = 1 + length(|[1, 2])\n");
        CHECK(tuple.covered == "[1, 2]");
        CHECK_THAT(tuple.text, ContainsSubstring("Type: `tuple([int, int])`"));
        const auto sum = hover_in("x = 1 |+ length([1, 2])\n");
        CHECK(sum.covered == "1 + length([1, 2])");
        CHECK_THAT(sum.text, ContainsSubstring("Value: `3`"));
        const auto templ = hover_in("x = |\"a${1 + 1}b\"\n");
        CHECK(templ.covered == "\"a${1 + 1}b\"");
        CHECK_THAT(templ.text, ContainsSubstring("Value: `\"a2b\"`"));
    }
    SECTION("variables: typed from the options, no value") {
        hcl::lsp::options opts;
        opts.variables["region"] = hcl::value::string("eu");
        const auto h = hover_in("x = upper(reg|ion)\n", opts);
        CHECK(h.covered == "region");
        CHECK_THAT(h.text, ContainsSubstring("Type: `string`"));
        CHECK_THAT(h.text, !ContainsSubstring("Value"));
        const auto call = hover_in("x = upper(region|)\n", opts);
        CHECK_THAT(call.text, ContainsSubstring("Type: `string`"));
        CHECK_THAT(call.text, !ContainsSubstring("Value"));
    }
    SECTION("an expression that fails has no value") {
        const auto h = hover_in("x = 1 |+ \"a\"\n");
        CHECK_THAT(h.text, !ContainsSubstring("Value"));
    }
    SECTION("a splat's element part is its splat") {
        const auto h = hover_in("x = [{a = 1}][*].|a\n");
        CHECK(h.covered == "[{a = 1}][*].a");
        CHECK_THAT(h.text, ContainsSubstring("Value: `[1]`"));
    }
}

TEST_CASE("hover on a function name: signature and description", "[lsp][hover]") {
    const auto h = hover_in("x = up|per(\"a\")\n");
    REQUIRE(h.hover);
    CHECK(h.covered == "upper");
    CHECK_THAT(h.text, ContainsSubstring("```hcl\nupper(str string) string\n```"));
    CHECK(h.text.size() > std::string("```hcl\nupper(str string) string\n```").size());  // the description
    CHECK_THAT(hover_in("x = for|mat(\"%s\", 1)\n").text, ContainsSubstring("format(format string, args... any) string"));
    CHECK_FALSE(hover_in("x = nosuch|func(1)\n").hover);
}

TEST_CASE("hover on a local or a variable: its declaration", "[lsp][hover]") {
    check_says(hover_in("locals {\n  region = \"eu\"\n}\nx = local.re|gion\n"), "local.region",
               {"```hcl\nlocal.region = \"eu\"\n```", "Type: `string`"});
    // A long declaration is shortened.
    const auto long_local = hover_in("locals {\n  long = \"" + std::string(1000, 'a') + "\"\n}\nx = local.lo|ng\n");
    CHECK_THAT(long_local.text, ContainsSubstring("a …\n```"));
    CHECK(long_local.text.size() < 600);
    // On the root too, and in an index step.
    CHECK_THAT(hover_in("locals {\n  region = \"eu\"\n}\nx = lo|cal[\"region\"]\n").text, ContainsSubstring("local.region = \"eu\""));

    hcl::lsp::options opts;
    opts.declarations.variables_block = "variable";
    const auto var = hover_in(
        "variable \"region\" {\n  type = string\n  description = \"Where it runs.\"\n  default = \"eu\"\n}\nx = var.reg|ion\n",
        opts);
    CHECK_THAT(var.text, ContainsSubstring("**var.region** `string`"));
    CHECK_THAT(var.text, ContainsSubstring("Where it runs."));
    CHECK_THAT(var.text, ContainsSubstring("Default: `\"eu\"`"));
    // Typed by its `type`; a local by its expression, without the other locals.
    CHECK_THAT(hover_in("variable \"n\" {\n  type = list(number)\n}\nx = var.|n\n", opts).text,
               ContainsSubstring("Type: `list(number)`"));
    CHECK_THAT(hover_in("variable \"n\" {\n}\nx = var.|n\n", opts).text, ContainsSubstring("Type: `any`"));
    const auto chained = hover_in("locals {\n  a = 1\n  b = local.a\n}\nx = |[local.a, local.b]\n");
    CHECK_THAT(chained.text, ContainsSubstring("Type: `tuple([int, any])`"));
}

TEST_CASE("hover on a local's or a variable's declaration: what a reference shows", "[lsp][hover]") {
    check_says(hover_in("locals {\n  reg|ion = upper(\"eu\")\n}\n"), "region",
               {"```hcl\nlocal.region = upper(\"eu\")\n```", "Type: `string`", "Value: `\"EU\"`"});
    hcl::lsp::options opts;
    opts.declarations.variables_block = "variable";
    check_says(hover_in("variable \"reg|ion\" {\n  type = string\n}\n", opts), "region", {"**var.region** `string`"});
    // Not without the variables block, and not an iterator.
    CHECK_FALSE(hover_in("variable \"reg|ion\" {\n  type = string\n}\n").hover);
    CHECK(hover_in("x = [for |v in [1] : v]\n").covered != "v");  // the for expression's hover
}

TEST_CASE("hover on a JSON document: names through the schema", "[lsp][hover]") {
    const std::string json = "{\"environment\": \"prod\", \"service\": {\"web\": {\"replicas\": 2}}}";
    const auto attribute = hover_in("{\"environment\": \"prod\", \"service\": {\"web\": {\"repl|icas\": 2}}}",
                                    with_service_spec(), "file:///main.json");
    REQUIRE(attribute.hover);
    CHECK_THAT(attribute.text, ContainsSubstring("**replicas** `number`, optional"));
    CHECK_THAT(attribute.text, ContainsSubstring("In `service \"web\"`"));
    const auto block = hover_in("{\"environment\": \"prod\", \"ser|vice\": {\"web\": {\"replicas\": 2}}}",
                                with_service_spec(), "file:///main.json");
    CHECK_THAT(block.text, ContainsSubstring("**service** block"));
    CHECK_THAT(hover_in("{\"envi|ronment\": \"prod\"}", with_service_spec(), "file:///main.json").text,
               ContainsSubstring("required"));
    // Values, unknown names, no schema, broken JSON: nothing, never a crash.
    CHECK_FALSE(hover_in("{\"environment\": \"pr|od\"}", with_service_spec(), "file:///main.json").hover);
    CHECK_FALSE(hover_in("{\"other|\": 1}", with_service_spec(), "file:///main.json").hover);
    CHECK_FALSE(hover_in("{\"x|\": 1}", {}, "file:///main.json").hover);
    CHECK_FALSE(hover_in("{\"service\": {\"web\": {\"repl|icas\": ", with_service_spec(), "file:///main.json").hover);
}

TEST_CASE("hover with syntax errors, half-typed text and odd positions", "[lsp][hover]") {
    // An error elsewhere does not hide the rest.
    const auto h = hover_in("service \"web\" {\n  repl|icas = 2\n}\nbroken = [1,\n", with_service_spec());
    CHECK_THAT(h.text, ContainsSubstring("**replicas**"));
    CHECK_NOTHROW(hover_in("x = upper(|\n"));
    CHECK_NOTHROW(hover_in("x = |\n"));
    CHECK_NOTHROW(hover_in("service \"web\" {\n  replicas = local.|\n", with_service_spec()));
    CHECK_NOTHROW(hover_in("x = [for v in |"));
    CHECK_FALSE(hover_in("|").hover);
    hcl::lsp::workspace ws;
    const auto& doc = ws.open("file:///a.hcl", "x = 1\n");
    CHECK_FALSE(hcl::lsp::hover_at(ws, doc, {40, 2}));
    CHECK_FALSE(hcl::lsp::hover_at(ws, doc, {0, 100}));
}
