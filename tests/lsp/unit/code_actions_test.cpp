// Code actions (hcl/lsp/code_actions.hpp).
#include "edits_test_support.hpp"
#include "lsp_test_support.hpp"

#include <hcl/lsp/code_actions.hpp>
#include <hcl/lsp/diagnostics.hpp>

#include "support/catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace {

using hcl::lsp::code_action;

struct actions_at {
    hcl::lsp::workspace ws;
    const hcl::lsp::document* doc = nullptr;
    std::vector<hcl::lsp::diagnostic> diagnostics;  // the document's, as the client shows them
    std::vector<code_action> actions;
};

// The actions at the marker of `marked` (opened as `uri`), with every
// diagnostic of the document as the context.
actions_at code_actions_in(std::string_view marked, hcl::lsp::options opts, std::string uri = "file:///main.hcl") {
    actions_at out;
    out.ws.set_options(std::move(opts));
    const auto m = lsp_test::cursor_in(marked);
    out.doc = &out.ws.open(uri, m.text);
    out.diagnostics = hcl::lsp::diagnostics(out.ws, *out.doc);
    out.actions = hcl::lsp::code_actions(out.ws, *out.doc, {m.cursor, m.cursor}, out.diagnostics);
    return out;
}

hcl::lsp::options with_spec(const char* spec = lsp_test::service_spec) {
    hcl::lsp::options opts;
    opts.schema = lsp_test::spec_schema(spec);
    return opts;
}

// The document's text after `action`'s edits (of that document only).
std::string applied(const actions_at& a, const code_action& action) {
    REQUIRE(action.edit.changes.size() == 1);
    return lsp_test::apply_edits(a.doc->text(), action.edit.changes.at(a.doc->uri()));
}

const code_action* titled(const actions_at& a, const std::string& title) {
    for (const auto& action : a.actions) {
        if (action.title == title) return &action;
    }
    return nullptr;
}

constexpr const char* add_required = "Add the missing required attributes";

// The text after the missing-attributes action at the marker of `marked`
// (service_spec unless `spec`); "(no action)" when there is none.
std::string with_required_added(std::string_view marked, const char* spec = lsp_test::service_spec) {
    const auto a = code_actions_in(marked, with_spec(spec));
    const auto* add = titled(a, add_required);
    return add ? applied(a, *add) : "(no action)";
}

}  // namespace

TEST_CASE("quick fixes replace a misspelled argument or block type with the suggestion", "[lsp][code_actions]") {
    const auto a = code_actions_in(
        "environment = \"x\"\nservice \"web\" {\n  image = \"a\"\n  replica = 2\n  limit {\n    cpu = 1\n  }\n}\n|",
        with_spec());
    const auto* replicas = titled(a, "Change to \"replicas\"");
    REQUIRE(replicas);
    CHECK(replicas->kind == "quickfix");
    CHECK(replicas->preferred);
    REQUIRE(replicas->diagnostics.size() == 1);
    CHECK(replicas->diagnostics[0].message.find("Unsupported argument") == 0);
    CHECK(applied(a, *replicas) ==
          "environment = \"x\"\nservice \"web\" {\n  image = \"a\"\n  replicas = 2\n  limit {\n    cpu = 1\n  }\n}\n");
    const auto* limits = titled(a, "Change to \"limits\"");
    REQUIRE(limits);
    CHECK(limits->diagnostics[0].message.find("Unsupported block type") == 0);
    CHECK(applied(a, *limits) ==
          "environment = \"x\"\nservice \"web\" {\n  image = \"a\"\n  replica = 2\n  limits {\n    cpu = 1\n  }\n}\n");
    CHECK(a.actions.size() == 2);
}

TEST_CASE("quick fixes in a JSON document replace the name inside the quotes", "[lsp][code_actions]") {
    const auto a = code_actions_in("{\"environment\": \"x\", \"service\": {\"web\": {\"image\": \"a\", \"replica\": 1}}}|",
                                   with_spec(), "file:///main.json");
    const auto* fix = titled(a, "Change to \"replicas\"");
    REQUIRE(fix);
    CHECK(applied(a, *fix) == "{\"environment\": \"x\", \"service\": {\"web\": {\"image\": \"a\", \"replicas\": 1}}}");
    // No missing-attributes action for JSON.
    CHECK_FALSE(titled(a, add_required));
}

TEST_CASE("a suggestion whose range is not the name", "[lsp][code_actions]") {
    hcl::lsp::workspace ws(with_spec());
    const auto& doc = ws.open("file:///main.hcl", "replica = 2\nx = 1\n");
    hcl::lsp::diagnostic wide;
    wide.message = "Unsupported argument: An argument named \"replica\" is not expected here. Did you mean \"replicas\"?";
    wide.suggestion = "replicas";
    SECTION("the whole attribute: the name at its start") {
        wide.range = {{0, 0}, {0, 11}};
        const auto actions = hcl::lsp::code_actions(ws, doc, wide.range, std::span(&wide, 1));
        REQUIRE(actions.size() == 2);  // and the missing environment
        REQUIRE(actions[0].edit.changes.at("file:///main.hcl").size() == 1);
        CHECK(actions[0].edit.changes.at("file:///main.hcl")[0].range == hcl::lsp::range{{0, 0}, {0, 7}});
    }
    SECTION("elsewhere: no fix") {
        wide.range = {{1, 0}, {1, 5}};
        const auto actions = hcl::lsp::code_actions(ws, doc, wide.range, std::span(&wide, 1));
        CHECK(std::none_of(actions.begin(), actions.end(), [](const auto& x) { return x.title == "Change to \"replicas\""; }));
    }
    SECTION("outside the document: no fix, no crash") {
        wide.range = {{9, 0}, {9, 5}};
        CHECK(hcl::lsp::code_actions(ws, doc, wide.range, std::span(&wide, 1)).size() == 1);
    }
}

TEST_CASE("add the missing required attributes of the block around the cursor", "[lsp][code_actions]") {
    SECTION("at the end of the body, indented like its items, with the diagnostics it fixes") {
        CHECK(with_required_added("environment = \"x\"\nservice \"web\" {\n    replicas = 2|\n}\n") ==
              "environment = \"x\"\nservice \"web\" {\n    replicas = 2\n    image = \"\"\n}\n");
        const auto a = code_actions_in("environment = \"x\"\nservice \"web\" {\n  replicas = 2|\n}\n", with_spec());
        const auto* add = titled(a, add_required);
        REQUIRE(add);
        REQUIRE(add->diagnostics.size() == 1);
        CHECK(add->diagnostics[0].message.find("\"image\"") != std::string::npos);
    }
    SECTION("on the block's header") {
        CHECK(with_required_added("environment = \"x\"\nser|vice \"web\" {\n}\n") ==
              "environment = \"x\"\nservice \"web\" {\n  image = \"\"\n}\n");
    }
    SECTION("a nested one-line block") {
        CHECK(with_required_added("environment = \"x\"\nservice \"web\" {\n  image = \"a\"\n  limits {|}\n}\n") ==
              "environment = \"x\"\nservice \"web\" {\n  image = \"a\"\n  limits {\n    cpu = 0\n  }\n}\n");
    }
    SECTION("a one-line block with an item") {
        CHECK(with_required_added("environment = \"x\"\nservice \"web\" { re|plicas = 1 }\n") ==
              "environment = \"x\"\nservice \"web\" {\n  replicas = 1\n  image = \"\"\n}\n");
    }
    SECTION("not after an item on the closing brace's line (a syntax error)") {
        CHECK(with_required_added("environment = \"x\"\nservice \"web\" {\n\treplicas = 1| }\n") == "(no action)");
    }
    SECTION("tabs") {
        CHECK(with_required_added("environment = \"x\"\nservice \"web\" {\n\treplicas = 1|\n}\n") ==
              "environment = \"x\"\nservice \"web\" {\n\treplicas = 1\n\timage = \"\"\n}\n");
    }
    SECTION("the file's body, with syntax errors elsewhere") {
        CHECK(with_required_added("service \"web\" {\n  image = \"a\"\n}\noops oops oops\n|") ==
              "service \"web\" {\n  image = \"a\"\n}\noops oops oops\nenvironment = \"\"\n");
    }
}

TEST_CASE("placeholders fit the attributes' types", "[lsp][code_actions]") {
    CHECK(with_required_added("|", R"(object {
  attr "s" {
    type = string
    required = true
  }
  attr "n" {
    type = number
    required = true
  }
  attr "b" {
    type = bool
    required = true
  }
  attr "l" {
    type = list(string)
    required = true
  }
  attr "t" {
    type = set(number)
    required = true
  }
  attr "m" {
    type = map(string)
    required = true
  }
  attr "o" {
    type = object({a = string})
    required = true
  }
  attr "d" {
    type = any
    required = true
  }
  attr "optional" {
    type = string
  }
}
)") == "s = \"\"\nn = 0\nb = false\nl = []\nt = []\nm = {}\no = {}\nd = null\n");
}

TEST_CASE("no missing-attributes action when nothing is missing or nothing is known", "[lsp][code_actions]") {
    CHECK(code_actions_in("environment = \"x\"\nservice \"web\" {\n  image = \"a\"|\n}\n", with_spec()).actions.empty());
    CHECK(code_actions_in("x = 1|\n", {}).actions.empty());
    CHECK(code_actions_in("environment = \"x\"\nunknown {\n|}\n", with_spec()).actions.empty());
    // Half-typed: a block not closed yet.
    CHECK_FALSE(titled(code_actions_in("environment = \"x\"\nservice \"web\" {\n  replicas = |", with_spec()), add_required));
    CHECK_NOTHROW(code_actions_in("|", with_spec()));
    CHECK_NOTHROW(code_actions_in("service \"web\" {|", with_spec()));
}
