// Definitions, references and rename (hcl/lsp/navigation.hpp).
#include "edits_test_support.hpp"
#include "lsp_test_support.hpp"

#include <hcl/lsp/code_actions.hpp>
#include <hcl/lsp/diagnostics.hpp>
#include <hcl/lsp/hover.hpp>
#include <hcl/lsp/navigation.hpp>

#include "support/catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace {

using hcl::lsp::location;
using hcl::lsp::position;
using hcl::lsp::range;

// The text each location covers, with its document's URI.
std::vector<std::string> texts_of(const hcl::lsp::workspace& ws, const std::vector<location>& locations) {
    std::vector<std::string> out;
    for (const auto& l : locations) {
        const auto* doc = ws.find(l.uri);
        REQUIRE(doc);
        const auto begin = doc->lines().offset(l.range.start).value();
        const auto end = doc->lines().offset(l.range.end).value();
        out.push_back(l.uri + ":" + std::to_string(l.range.start.line) + ":" + doc->text().substr(begin, end - begin));
    }
    std::sort(out.begin(), out.end());
    return out;
}

// The text of `uri` after applying its edits in `edit`.
std::string applied(const hcl::lsp::workspace& ws, const hcl::lsp::workspace_edit& edit, const std::string& uri) {
    const auto it = edit.changes.find(uri);
    return lsp_test::apply_edits(ws.find(uri)->text(), it == edit.changes.end() ? std::vector<hcl::lsp::text_edit>{} : it->second);
}

struct workspace_with_cursor {
    hcl::lsp::workspace ws;
    const hcl::lsp::document* doc = nullptr;
    position cursor;
};

// Opens `others` (uri, text) and the marked text at "file:///main.hcl".
workspace_with_cursor open_marked(std::string_view marked, std::vector<std::pair<std::string, std::string>> others = {},
                                  hcl::lsp::options opts = {}) {
    workspace_with_cursor out;
    out.ws.set_options(std::move(opts));
    for (auto& [uri, text] : others) out.ws.open(uri, text);
    auto m = lsp_test::cursor_in(marked);
    out.doc = &out.ws.open("file:///main.hcl", m.text);
    out.cursor = m.cursor;
    return out;
}

}  // namespace

TEST_CASE("definition of a local: the attribute of a locals block in any open document", "[lsp][navigation]") {
    auto w = open_marked("name = local.re|gion\n", {{"file:///locals.hcl", "locals {\n  region = \"eu\"\n}\n"}});
    CHECK(texts_of(w.ws, hcl::lsp::definition(w.ws, *w.doc, w.cursor)) ==
          std::vector<std::string>{"file:///locals.hcl:1:region"});
    // A cursor just after the name is on it.
    const auto after = lsp_test::cursor_in("name = local.region|\n");
    w.ws.open("file:///main.hcl", after.text);
    CHECK(hcl::lsp::definition(w.ws, *w.ws.find("file:///main.hcl"), after.cursor).size() == 1);
}

TEST_CASE("references of a local: uses in every document, the declaration on request", "[lsp][navigation]") {
    auto w = open_marked("locals {\n  reg|ion = \"eu\"\n  zone = \"${local.region}-a\"\n}\n",
                         {{"file:///a.hcl", "x = local.region\ny = local[\"region\"]\nz = local.other\n"}});
    CHECK(texts_of(w.ws, hcl::lsp::references(w.ws, *w.doc, w.cursor, false)) ==
          std::vector<std::string>{"file:///a.hcl:0:region", "file:///a.hcl:1:region", "file:///main.hcl:2:region"});
    CHECK(hcl::lsp::references(w.ws, *w.doc, w.cursor, true).size() == 4);
}

TEST_CASE("a local declared twice has two definitions", "[lsp][navigation]") {
    auto w = open_marked("locals {\n  a = 1\n}\nx = local.|a\n", {{"file:///b.hcl", "locals {\n  a = 2\n}\n"}});
    CHECK(texts_of(w.ws, hcl::lsp::definition(w.ws, *w.doc, w.cursor)) ==
          std::vector<std::string>{"file:///b.hcl:1:a", "file:///main.hcl:1:a"});
}

TEST_CASE("nested locals-type blocks declare nothing", "[lsp][navigation]") {
    auto w = open_marked("service \"x\" {\n  locals {\n    a = 1\n  }\n}\nx = local.|a\n");
    CHECK(hcl::lsp::definition(w.ws, *w.doc, w.cursor).empty());
    CHECK(hcl::lsp::references(w.ws, *w.doc, w.cursor, false).size() == 1);
}

TEST_CASE("for-expression iterators: uses inside the for, declaration at the iterator", "[lsp][navigation]") {
    auto w = open_marked("v = 1\nx = [for k, v in [v] : \"${k}=${|v}\" if v != null]\ny = v\n");
    const auto defs = hcl::lsp::definition(w.ws, *w.doc, w.cursor);
    REQUIRE(defs.size() == 1);
    CHECK(defs[0].range == range{{1, 12}, {1, 13}});
    // The collection and the attribute outside are not uses.
    const auto refs = hcl::lsp::references(w.ws, *w.doc, w.cursor, false);
    REQUIRE(refs.size() == 2);
    CHECK(refs[0].range == range{{1, 31}, {1, 32}});
    CHECK(refs[1].range == range{{1, 38}, {1, 39}});
    // On the declaration.
    CHECK(hcl::lsp::references(w.ws, *w.doc, {1, 12}, true).size() == 3);
    // The key iterator is another name.
    CHECK(hcl::lsp::references(w.ws, *w.doc, {1, 9}, true).size() == 2);
}

TEST_CASE("an inner for's iterator shadows an outer one of the same name", "[lsp][navigation]") {
    auto w = open_marked("x = [for v in a : [for v in v : |v]]\n");
    const auto defs = hcl::lsp::definition(w.ws, *w.doc, w.cursor);
    REQUIRE(defs.size() == 1);
    CHECK(defs[0].range.start.character == 23);
    // The inner collection is the outer iterator.
    const auto outer = hcl::lsp::definition(w.ws, *w.doc, {0, 28});
    REQUIRE(outer.size() == 1);
    CHECK(outer[0].range.start.character == 9);
}

TEST_CASE("dynamic-block iterators: the label, or the iterator attribute", "[lsp][navigation]") {
    SECTION("declared by the label") {
        auto w = open_marked(
            "dynamic \"setting\" {\n  for_each = setting\n  content {\n    name = setting.key\n    value = |setting.value\n  }\n}\n");
        const auto defs = hcl::lsp::definition(w.ws, *w.doc, w.cursor);
        REQUIRE(defs.size() == 1);
        CHECK(defs[0].range == range{{0, 9}, {0, 16}});
        // for_each is outside the iterator's scope.
        CHECK(hcl::lsp::references(w.ws, *w.doc, w.cursor, false).size() == 2);
    }
    SECTION("declared by `iterator`") {
        auto w = open_marked(
            "dynamic \"setting\" {\n  for_each = var.settings\n  iterator = s\n  content {\n    name = |s.key\n  }\n}\n");
        const auto defs = hcl::lsp::definition(w.ws, *w.doc, w.cursor);
        REQUIRE(defs.size() == 1);
        CHECK(defs[0].range == range{{2, 13}, {2, 14}});
        CHECK(hcl::lsp::references(w.ws, *w.doc, {2, 13}, false).size() == 1);
    }
}

TEST_CASE("variables: declared by the first label of the variables block when it is set", "[lsp][navigation]") {
    const std::string text = "variable \"region\" {}\nx = var.region\n";
    hcl::lsp::options opts;
    SECTION("not set: nothing") {
        auto w = open_marked(text + "y = var.re|gion\n", {}, opts);
        CHECK(hcl::lsp::definition(w.ws, *w.doc, w.cursor).empty());
    }
    SECTION("set") {
        opts.declarations.variables_block = "variable";
        auto w = open_marked(text + "y = var.re|gion\n", {}, opts);
        const auto defs = hcl::lsp::definition(w.ws, *w.doc, w.cursor);
        REQUIRE(defs.size() == 1);
        CHECK(defs[0].range == range{{0, 10}, {0, 16}});
        CHECK(hcl::lsp::references(w.ws, *w.doc, {0, 11}, false).size() == 2);
        // Variables are not renamed.
        CHECK_FALSE(hcl::lsp::prepare_rename(w.ws, *w.doc, w.cursor));
    }
}

TEST_CASE("navigation with syntax errors elsewhere, JSON documents and odd positions", "[lsp][navigation]") {
    auto w = open_marked("locals {\n  a = 1\n}\noops oops oops\nx = local.|a\nbroken = [1, \n", {{"file:///c.json", "{\"locals\": {\"a\": 1}}"}});
    CHECK(hcl::lsp::definition(w.ws, *w.doc, w.cursor).size() == 1);
    const auto* json = w.ws.find("file:///c.json");
    CHECK(hcl::lsp::definition(w.ws, *json, {0, 14}).empty());
    CHECK(hcl::lsp::definition(w.ws, *w.doc, {100, 100}).empty());
    CHECK(hcl::lsp::references(w.ws, *w.doc, {0, 0}, true).empty());
    const auto& empty = w.ws.open("file:///empty.hcl", "");
    CHECK(hcl::lsp::definition(w.ws, empty, {0, 0}).empty());
    CHECK_FALSE(hcl::lsp::prepare_rename(w.ws, empty, {0, 0}));
    // Half-typed: `local.` with no name yet.
    const auto& half = w.ws.open("file:///half.hcl", "x = local.\n");
    CHECK(hcl::lsp::references(w.ws, half, {0, 10}, true).empty());
}

TEST_CASE("rename a local: every declaration and use in every open document", "[lsp][navigation][rename]") {
    auto w = open_marked("locals {\n  region = \"eu\"\n}\nx = local.re|gion\n",
                         {{"file:///a.hcl", "y = \"${local.region}\"\nz = local[\"region\"]\n"}});
    const auto prepared = hcl::lsp::prepare_rename(w.ws, *w.doc, w.cursor);
    REQUIRE(prepared);
    CHECK(*prepared == range{{3, 10}, {3, 16}});
    const auto r = hcl::lsp::rename(w.ws, *w.doc, w.cursor, "zone");
    CHECK(r.error.empty());
    CHECK(applied(w.ws, r.edit, "file:///main.hcl") == "locals {\n  zone = \"eu\"\n}\nx = local.zone\n");
    CHECK(applied(w.ws, r.edit, "file:///a.hcl") == "y = \"${local.zone}\"\nz = local[\"zone\"]\n");
}

TEST_CASE("rename refuses invalid names and names of other locals", "[lsp][navigation][rename]") {
    auto w = open_marked("locals {\n  region = \"eu\"\n}\nx = local.re|gion\n", {{"file:///a.hcl", "locals {\n  zone = 1\n}\n"}});
    for (const char* bad : {"", "1abc", "a b", "a.b"}) {
        const auto r = hcl::lsp::rename(w.ws, *w.doc, w.cursor, bad);
        CHECK_FALSE(r.error.empty());
        CHECK(r.edit.empty());
    }
    const auto taken = hcl::lsp::rename(w.ws, *w.doc, w.cursor, "zone");
    CHECK(taken.error.find("local.zone") != std::string::npos);
    CHECK(taken.edit.empty());
    // The same name: nothing to do.
    const auto same = hcl::lsp::rename(w.ws, *w.doc, w.cursor, "region");
    CHECK(same.error.empty());
    CHECK(same.edit.empty());
    // Nothing there.
    const auto none = hcl::lsp::rename(w.ws, *w.doc, {0, 1}, "other");
    CHECK_FALSE(none.error.empty());
    CHECK_FALSE(hcl::lsp::prepare_rename(w.ws, *w.doc, {0, 1}));
}

TEST_CASE("rename iterators", "[lsp][navigation][rename]") {
    SECTION("a for expression's") {
        auto w = open_marked("x = [for k, |v in v : \"${k}${v}\"]\n");
        auto r = hcl::lsp::rename(w.ws, *w.doc, w.cursor, "item");
        CHECK(r.error.empty());
        CHECK(applied(w.ws, r.edit, "file:///main.hcl") == "x = [for k, item in v : \"${k}${item}\"]\n");
        // The other variable of the same for, or a root the body may use.
        CHECK_FALSE(hcl::lsp::rename(w.ws, *w.doc, w.cursor, "k").error.empty());
        CHECK_FALSE(hcl::lsp::rename(w.ws, *w.doc, w.cursor, "local").error.empty());
        // A name the body uses already would be captured; one an inner for
        // declares would shadow the uses inside it.
        auto outer = open_marked("x = [for |v in xs : [for y in v : v + y + z]]\n");
        CHECK_FALSE(hcl::lsp::rename(outer.ws, *outer.doc, outer.cursor, "z").error.empty());
        CHECK_FALSE(hcl::lsp::rename(outer.ws, *outer.doc, outer.cursor, "y").error.empty());
        CHECK(hcl::lsp::rename(outer.ws, *outer.doc, outer.cursor, "xs").error.empty());  // the collection is outside
    }
    SECTION("a dynamic block's, declared by `iterator`") {
        auto w = open_marked("dynamic \"setting\" {\n  for_each = x\n  iterator = |s\n  content {\n    name = s.key\n  }\n}\n");
        auto r = hcl::lsp::rename(w.ws, *w.doc, w.cursor, "entry");
        CHECK(r.error.empty());
        CHECK_FALSE(hcl::lsp::rename(w.ws, *w.doc, w.cursor, "name").error.empty());
        CHECK(applied(w.ws, r.edit, "file:///main.hcl") ==
              "dynamic \"setting\" {\n  for_each = x\n  iterator = entry\n  content {\n    name = entry.key\n  }\n}\n");
    }
    SECTION("not a dynamic block's named by its label: that would change the blocks it makes") {
        auto w = open_marked("dynamic \"setting\" {\n  for_each = x\n  content {\n    name = |setting.key\n  }\n}\n");
        CHECK_FALSE(hcl::lsp::prepare_rename(w.ws, *w.doc, w.cursor));
        const auto r = hcl::lsp::rename(w.ws, *w.doc, w.cursor, "s");
        CHECK_FALSE(r.error.empty());
        CHECK(r.edit.empty());
    }
}

TEST_CASE("iterators of object-form and template for expressions", "[lsp][navigation]") {
    auto object_form = open_marked("x = {for k, v in m : |k => v}\n");
    CHECK(hcl::lsp::references(object_form.ws, *object_form.doc, object_form.cursor, true).size() == 2);
    auto in_template = open_marked("x = \"%{for item in xs}${|item},%{endfor}\"\n");
    const auto defs = hcl::lsp::definition(in_template.ws, *in_template.doc, in_template.cursor);
    REQUIRE(defs.size() == 1);
    CHECK(defs[0].range == range{{0, 11}, {0, 15}});
}

TEST_CASE("an iterator is not renamed to a variable of the options", "[lsp][navigation][rename]") {
    hcl::lsp::options opts;
    opts.variables["region"] = hcl::value::string("eu");
    auto w = open_marked("x = [for |v in region : v]\n", {}, opts);
    CHECK_FALSE(hcl::lsp::rename(w.ws, *w.doc, w.cursor, "region").error.empty());
    CHECK(hcl::lsp::rename(w.ws, *w.doc, w.cursor, "zone").error.empty());
}

TEST_CASE("hover, navigation and code actions at every position of broken and odd documents", "[lsp][navigation][hover]") {
    hcl::lsp::options opts;
    opts.schema = lsp_test::spec_schema(lsp_test::service_spec);
    opts.declarations.variables_block = "variable";
    hcl::lsp::workspace ws(opts);
    const std::vector<std::pair<std::string, std::string>> documents = {
        {"file:///a.hcl", "locals {\n  a = [for k, v in local.b : \"${k}é${v}\" if v]\n  b = {x = 1}\n}\n"},
        {"file:///b.hcl", "service \"w\\u00e9b\" {\n  replicas = local.a[0] + var.n\n  limits { cpu = upper(\n"},
        {"file:///c.hcl", "dynamic \"x\" {\n  iterator = \n  content {\n    y = x.\n  }\n}\nvariable \"n\" {\n  default = \"😀\"\n"},
        {"file:///d.hcl", "x = a[*].b[local.\ny = {for i, j in k : i => j...}\nz = \"%{for q in r}${q}%{endfor\"\n"},
        {"file:///e.json", "{\"service\": {\"web\": {\"replicas\": [1, {\"a\": "},
        {"file:///f.hcl", "\xff\xfe = 1\n\r\n\t}{]["},
    };
    for (const auto& [uri, text] : documents) ws.open(uri, text);
    for (const auto* doc : ws.documents()) {
        const auto diagnostics = hcl::lsp::diagnostics(ws, *doc);
        const auto& lines = doc->lines();
        for (std::size_t offset = 0; offset <= doc->text().size(); ++offset) {
            const position at = lines.at(offset);
            INFO(doc->uri() << " at " << at.line << ":" << at.character);
            CHECK_NOTHROW(hcl::lsp::hover_at(ws, *doc, at));
            CHECK_NOTHROW(hcl::lsp::definition(ws, *doc, at));
            CHECK_NOTHROW(hcl::lsp::references(ws, *doc, at, true));
            CHECK_NOTHROW(hcl::lsp::prepare_rename(ws, *doc, at));
            CHECK_NOTHROW(hcl::lsp::rename(ws, *doc, at, "renamed"));
            CHECK_NOTHROW(hcl::lsp::code_actions(ws, *doc, {at, at}, diagnostics));
        }
    }
}
