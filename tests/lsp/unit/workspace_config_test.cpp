// The workspace configuration (include/hcl/lsp/workspace_config.hpp): file
// patterns, the `.hcl-lsp.hcl` file decoded and checked, its schema files
// read through a reader, the first matching rule chosen.
#include "lsp_test_support.hpp"

#include <hcl/lsp/completion.hpp>
#include <hcl/lsp/diagnostics.hpp>
#include <hcl/lsp/workspace_config.hpp>

#include "support/catch.hpp"

#include <algorithm>
#include <map>
#include <string>

namespace {

std::string slice(const std::string& text, const hcl::source_range& r) {
    return text.substr(r.start.byte, r.end.byte - r.start.byte);
}

// A reader over files held in memory.
hcl::lsp::file_reader reader(std::map<std::string, std::string> files) {
    return [files = std::move(files)](const std::string& path) -> std::optional<std::string> {
        const auto it = files.find(path);
        if (it == files.end()) return std::nullopt;
        return it->second;
    };
}

constexpr const char* name_spec = "object {\n  attr \"name\" {\n    type = string\n  }\n}\n";

std::string port_spec_text() { return "object {\n  attr \"port\" {\n    type = number\n  }\n}\n"; }

}  // namespace

TEST_CASE("workspace config: * and ? stay within a name, ** spans directories",
          "[lsp][workspace_config]") {
    using hcl::lsp::path_pattern_matches;
    // Without "/": the file's name, in any directory.
    CHECK(path_pattern_matches("*.tf", "main.tf"));
    CHECK(path_pattern_matches("*.tf", "modules/net/main.tf"));
    CHECK_FALSE(path_pattern_matches("*.tf", "main.tf.json"));
    CHECK(path_pattern_matches("*.pkr.hcl", "images/base.pkr.hcl"));
    CHECK(path_pattern_matches("?.hcl", "a.hcl"));
    CHECK_FALSE(path_pattern_matches("?.hcl", "ab.hcl"));
    // With "/": the path from the root.
    CHECK(path_pattern_matches("app/*.hcl", "app/a.hcl"));
    CHECK_FALSE(path_pattern_matches("app/*.hcl", "app/x/a.hcl"));
    CHECK_FALSE(path_pattern_matches("app/*.hcl", "other/app/a.hcl"));
    CHECK(path_pattern_matches("app/**/*.hcl", "app/a.hcl"));
    CHECK(path_pattern_matches("app/**/*.hcl", "app/x/y/a.hcl"));
    CHECK_FALSE(path_pattern_matches("app/**/*.hcl", "lib/a.hcl"));
    CHECK(path_pattern_matches("**/ci/*.hcl", "ci/a.hcl"));
    CHECK(path_pattern_matches("**/ci/*.hcl", "x/y/ci/a.hcl"));
    CHECK(path_pattern_matches("deploy/**", "deploy/a/b.hcl"));
    CHECK_FALSE(path_pattern_matches("a*/b.hcl", "a/x/b.hcl"));
    // Many stars do not make it slow: the walk goes back only to the last one.
    CHECK_FALSE(path_pattern_matches("*a*a*a*a*a*a*a*b", std::string(200, 'a')));
}

TEST_CASE("workspace config: patterns that cannot be meant say why", "[lsp][workspace_config]") {
    using hcl::lsp::path_pattern_problem;
    CHECK(path_pattern_problem("app/**/*.hcl").empty());
    CHECK(path_pattern_problem("*.tf").empty());
    CHECK_THAT(path_pattern_problem(""), Catch::Matchers::ContainsSubstring("empty"));
    CHECK_THAT(path_pattern_problem("/etc/*.hcl"), Catch::Matchers::ContainsSubstring("relative"));
    CHECK_THAT(path_pattern_problem("app/**.hcl"), Catch::Matchers::ContainsSubstring("whole name"));
    CHECK_THAT(path_pattern_problem("app//x.hcl"), Catch::Matchers::ContainsSubstring("empty name"));
    CHECK_THAT(path_pattern_problem("../x.hcl"), Catch::Matchers::ContainsSubstring(".."));
    CHECK_THAT(path_pattern_problem("*.{tf,hcl}"), Catch::Matchers::ContainsSubstring("reserved"));
    CHECK_THAT(path_pattern_problem("app\\x.hcl"), Catch::Matchers::ContainsSubstring("/"));
}

TEST_CASE("workspace config: .hcl-lsp.hcl decodes into its rules, in order, with their ranges",
          "[lsp][workspace_config]") {
    const std::string text =
        "schema \"*.pkr.hcl\" { spec = \"packer.hcldec\" }\n"
        "schema \"*.tf\" { terraform_schema = \"providers.json\" }\n"
        "schema \"app/**/*.hcl\" {\n"
        "  spec      = \"app.hcldec\"\n"
        "  locals    = \"let=let\"\n"
        "  variables = \"input=input\"\n"
        "}\n";
    const auto r = hcl::lsp::read_workspace_config(text, ".hcl-lsp.hcl");
    CHECK(r.diagnostics.empty());
    REQUIRE(r.config.schemas.size() == 3);
    const auto& [packer, tf, app] =
        std::tie(r.config.schemas[0], r.config.schemas[1], r.config.schemas[2]);
    CHECK(packer.pattern == "*.pkr.hcl");
    CHECK(packer.spec == "packer.hcldec");
    CHECK_FALSE(packer.terraform_schema);
    CHECK(tf.terraform_schema == "providers.json");
    CHECK(app.locals == "let=let");
    CHECK(app.variables == "input=input");
    CHECK(slice(text, app.pattern_range) == "\"app/**/*.hcl\"");
    CHECK(slice(text, app.spec_range) == "\"app.hcldec\"");
}

TEST_CASE("workspace config: the client's options are the same file in HCL's JSON syntax",
          "[lsp][workspace_config]") {
    // The array form keeps the order of the rules.
    const auto r = hcl::lsp::read_workspace_config(
        R"({"schema": [{"app/*.hcl": {"spec": "app.hcldec"}}, {"*.hcl": {"spec": "other.hcldec", "locals": ""}}]})",
        "initializationOptions.json");
    CHECK(r.diagnostics.empty());
    REQUIRE(r.config.schemas.size() == 2);
    CHECK(r.config.schemas[0].pattern == "app/*.hcl");
    CHECK(r.config.schemas[1].spec == "other.hcldec");
    CHECK(r.config.schemas[1].locals == "");
}

TEST_CASE("workspace config: what is wrong is a diagnostic at its place; the rest is used",
          "[lsp][workspace_config]") {
    const std::string text =
        "schema \"*.tf\" { terraform_schema = \"providers.json\" }\n"
        "schema \"app/**.hcl\" { spec = \"app.hcldec\" }\n"
        "schema \"*.hcl\" {\n"
        "  spek = \"x.hcldec\"\n"
        "}\n"
        "schema \"*.pkr.hcl\" {\n"
        "  spec             = \"packer.hcldec\"\n"
        "  terraform_schema = \"providers.json\"\n"
        "  locals           = \"nonsense\"\n"
        "}\n";
    const auto r = hcl::lsp::read_workspace_config(text, ".hcl-lsp.hcl");
    std::vector<std::pair<std::string, std::string>> found;  // summary, the text it points at
    for (const auto& d : r.diagnostics) found.emplace_back(d.summary, slice(text, *d.subject));
    CHECK(found == std::vector<std::pair<std::string, std::string>>{
                       {"Unsupported argument", "spek"},
                       {"Invalid file pattern", "\"app/**.hcl\""},
                       {"Conflicting schemas", "\"providers.json\""},
                       {"Invalid locals declaration", "\"nonsense\""},
                   });
    CHECK_THAT(r.diagnostics.to_string(), Catch::Matchers::ContainsSubstring("Did you mean \"spec\"?"));
    // The bad pattern's rule is left out; the others keep what was right.
    REQUIRE(r.config.schemas.size() == 3);
    CHECK(r.config.schemas[0].pattern == "*.tf");
    CHECK(r.config.schemas[2].spec == "packer.hcldec");
    CHECK_FALSE(r.config.schemas[2].terraform_schema);
    CHECK_FALSE(r.config.schemas[2].locals);
}

TEST_CASE(
    "workspace config: schema files are read relative to the configuration; the first match wins",
    "[lsp][workspace_config]") {
    const std::string text =
        "schema \"app/*.hcl\" {\n  spec = \"app.hcldec\"\n  locals = \"let=let\"\n}\n"
        "schema \"*.hcl\" { spec = \"missing.hcldec\" }\n"
        "schema \"*.pkr.hcl\" { spec = \"broken.hcldec\" }\n"
        "schema \"*.tf\" { terraform_schema = \"/abs/providers.json\" }\n";
    auto r = hcl::lsp::read_workspace_config(text, "/w/.hcl-lsp.hcl");
    REQUIRE(r.diagnostics.empty());
    const auto read =
        reader({{"/w/app.hcldec", name_spec},
                {"/w/broken.hcldec", "object {\n  attr \"x\" {\n    type = \n"},
                {"/abs/providers.json", R"({"format_version": "1.0", "provider_schemas": {}})"}});
    const auto schemas = hcl::lsp::load_workspace_schemas(r.config, "/w", read, r.diagnostics);
    REQUIRE(schemas.size() == 4);
    CHECK_FALSE(schemas[0].schema.empty());
    CHECK(schemas[0].file == "/w/app.hcldec");
    CHECK(schemas[0].declarations.locals_root == "let");
    CHECK(schemas[1].schema.empty());
    CHECK(schemas[2].schema.empty());
    CHECK_FALSE(schemas[3].schema.empty());
    // A Terraform schema declares var.NAME by variable blocks.
    CHECK(schemas[3].declarations.variables_block == "variable");
    REQUIRE(r.diagnostics.size() == 2);
    CHECK(r.diagnostics[0].summary == "Schema file not found");
    CHECK(slice(text, *r.diagnostics[0].subject) == "\"missing.hcldec\"");
    CHECK(r.diagnostics[1].summary == "Schema file has errors");
    CHECK_THAT(r.diagnostics[1].detail, Catch::Matchers::ContainsSubstring("broken.hcldec:3"));

    using hcl::lsp::find_workspace_schema;
    CHECK(find_workspace_schema(schemas, "app/a.hcl") == &schemas[0]);
    CHECK(find_workspace_schema(schemas, "lib/a.hcl") == &schemas[1]);
    // "*.hcl" comes before "*.pkr.hcl": order, not specificity, decides.
    CHECK(find_workspace_schema(schemas, "image.pkr.hcl") == &schemas[1]);
    CHECK(find_workspace_schema(schemas, "net/main.tf") == &schemas[3]);
    CHECK(find_workspace_schema(schemas, "README.md") == nullptr);
}

TEST_CASE(
    "workspace config: the file is served with its own schema, whose check reads the schema files",
    "[lsp][workspace_config]") {
    hcl::lsp::workspace ws({.schema = hcl::lsp::workspace_config_schema(
                                reader({{"/w/app.hcldec", name_spec}}), "/w")});
    const std::string text = "schema \"*.hcl\" {\n  spec = \"gone.hcldec\"\n  spek = 1\n}\n";
    auto& doc = ws.open("file:///w/.hcl-lsp.hcl", text);
    std::vector<std::string> messages;
    for (const auto& d : hcl::lsp::diagnostics(ws, doc)) messages.push_back(d.message);
    REQUIRE(messages.size() == 2);
    CHECK_THAT(messages[0], Catch::StartsWith("Unsupported argument"));
    CHECK_THAT(messages[1], Catch::StartsWith("Schema file not found"));
    // Its items complete: the block type, then the attributes of a schema block.
    const auto top = hcl::lsp::complete(ws, doc, {0, 0});
    CHECK(std::any_of(top.items.begin(), top.items.end(),
                      [](const auto& i) { return i.label == "schema"; }));
    const auto inside = hcl::lsp::complete(ws, doc, {1, 2});
    std::vector<std::string> labels;
    for (const auto& i : inside.items) labels.push_back(i.label);
    CHECK_THAT(labels, Catch::VectorContains(std::string("terraform_schema")));
    CHECK_THAT(labels, Catch::VectorContains(std::string("variables")));
}

TEST_CASE("workspace config: each document has its declarations (options::declarations_for)",
          "[lsp][workspace_config]") {
    hcl::lsp::options o;
    o.schema = lsp_test::spec_schema(name_spec);
    o.declarations_for = [](std::string_view uri) {
        hcl::lsp::declarations d;
        if (uri.ends_with("strict.hcl")) d.locals_block.clear();
        return d;
    };
    hcl::lsp::workspace ws(std::move(o));
    const std::string text = "name = \"x\"\nlocals {\n  a = 1\n}\n";
    const auto& lenient = ws.open("file:///lenient.hcl", text);
    const auto& strict = ws.open("file:///strict.hcl", text);
    CHECK(lenient.declarations().locals_block == "locals");
    CHECK(strict.declarations().locals_block.empty());
    // Where locals are declarations the schema does not see them; where
    // they are not, the schema reports the block.
    CHECK(hcl::lsp::diagnostics(ws, lenient).empty());
    const auto reported = hcl::lsp::diagnostics(ws, strict);
    REQUIRE(reported.size() == 1);
    CHECK_THAT(reported[0].message, Catch::Matchers::ContainsSubstring("locals"));
}

TEST_CASE(
    "workspace config: a schema file cache parses a file again only when its text changed, and "
    "keeps "
    "its last good version",
    "[lsp][workspace_config]") {
    auto r = hcl::lsp::read_workspace_config("schema \"*.hcl\" { spec = \"app.hcldec\" }\n",
                                             "/w/.hcl-lsp.hcl");
    std::string text = name_spec;
    const hcl::lsp::file_reader read = [&text](const std::string&) { return std::optional(text); };
    const hcl::lsp::schema_file_cache cache;
    const auto load = [&](const hcl::lsp::schema_file_cache* c, hcl::diagnostics& out) {
        return hcl::lsp::load_workspace_schemas(r.config, "/w", read, out, c).at(0).schema;
    };
    hcl::diagnostics none;
    const auto first = load(&cache, none);
    CHECK(load(&cache, none).shared_root() == first.shared_root());
    CHECK(load(nullptr, none).shared_root() != first.shared_root());
    CHECK(none.empty());
    // Broken: reported, and the last good version stays.
    text = "object {\n  attr \"name\" {\n    type = \n";
    hcl::diagnostics broken;
    CHECK(load(&cache, broken).shared_root() == first.shared_root());
    REQUIRE(broken.size() == 1);
    CHECK_THAT(broken[0].detail, Catch::Matchers::ContainsSubstring("last version without errors stays in use"));
    hcl::diagnostics uncached;
    CHECK(load(nullptr, uncached).empty());
    // Fixed: the new version.
    text = port_spec_text();
    hcl::diagnostics fixed;
    const auto now = load(&cache, fixed);
    CHECK(fixed.empty());
    CHECK(now.root().find_attribute("port"));
}
