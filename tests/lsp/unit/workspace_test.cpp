// Documents and their changes (include/hcl/lsp/workspace.hpp).
#include "lsp_test_support.hpp"

#include "lsp/analysis.hpp"

#include <hcl/lsp/workspace.hpp>

#include "support/catch.hpp"

using namespace hcl::lsp;

TEST_CASE("workspace: open, change incrementally, close", "[lsp][workspace]") {
    workspace ws;
    ws.open("file:///a.hcl", "a = 1\nb = 2\n", 1);
    const text_change edit{range{{1, 4}, {1, 5}}, "22"};
    CHECK_FALSE(ws.change("file:///a.hcl", 2, {&edit, 1}).has_value());
    const auto* doc = ws.find("file:///a.hcl");
    REQUIRE(doc);
    CHECK(doc->text() == "a = 1\nb = 22\n");
    CHECK(doc->version() == 2);
    CHECK(ws.close("file:///a.hcl"));
    CHECK(ws.find("file:///a.hcl") == nullptr);
    CHECK_FALSE(ws.close("file:///a.hcl"));
}

TEST_CASE("workspace: changes apply in order, each to the text the previous left", "[lsp][workspace]") {
    workspace ws;
    ws.open("file:///a.hcl", "abc", 1);
    const text_change edits[] = {{range{{0, 3}, {0, 3}}, "\nd"}, {range{{1, 0}, {1, 1}}, "😀"}, {std::nullopt, "x"}};
    REQUIRE_FALSE(ws.change("file:///a.hcl", 2, {edits, 2}).has_value());
    CHECK(ws.find("file:///a.hcl")->text() == "abc\n😀");
    const text_change after{range{{1, 2}, {1, 2}}, "!"};  // after the surrogate pair
    REQUIRE_FALSE(ws.change("file:///a.hcl", 3, {&after, 1}).has_value());
    CHECK(ws.find("file:///a.hcl")->text() == "abc\n😀!");
    REQUIRE_FALSE(ws.change("file:///a.hcl", 4, {&edits[2], 1}).has_value());
    CHECK(ws.find("file:///a.hcl")->text() == "x");
}

TEST_CASE("workspace: an edit past the end or inside a surrogate pair is refused", "[lsp][workspace]") {
    workspace ws;
    ws.open("file:///a.hcl", "a\r\n😀", 1);
    const text_change past_line{range{{0, 3}, {0, 3}}, "x"};  // line 0 is "ab" after `good`
    const text_change past_end{range{{2, 0}, {2, 0}}, "x"};
    const text_change split{range{{1, 1}, {1, 1}}, "x"};
    const text_change backwards{range{{1, 2}, {0, 0}}, "x"};
    const text_change good{range{{0, 1}, {0, 1}}, "b"};
    for (const auto* bad : {&past_line, &past_end, &split, &backwards}) {
        const text_change both[] = {good, *bad};
        auto error = ws.change("file:///a.hcl", 9, both);
        CHECK(error.has_value());
        CHECK(ws.find("file:///a.hcl")->text() == "a\r\n😀");  // nothing applied, not even the good one
        CHECK(ws.find("file:///a.hcl")->version() == 1);
    }
    CHECK(ws.change("file:///nothing.hcl", 2, {&good, 1}).has_value());
}

TEST_CASE("workspace: the analysis is kept until the text changes", "[lsp][workspace]") {
    workspace ws;
    auto& doc = ws.open("file:///a.hcl", "a = 1\n", 1);
    const auto* first = &ws.analysis(doc);
    CHECK(&ws.analysis(doc) == first);
    CHECK(first->native != nullptr);
    const text_change edit{std::nullopt, "a = 2\n"};
    REQUIRE_FALSE(ws.change("file:///a.hcl", 2, {&edit, 1}).has_value());
    const auto& second = ws.analysis(doc);
    CHECK(second.source() == "a = 2\n");
}

TEST_CASE("workspace: the syntax follows the name", "[lsp][workspace]") {
    CHECK(syntax_of("file:///x.hcl.json") == syntax::json);
    CHECK(syntax_of("file:///x.hcl") == syntax::native);
    workspace ws;
    auto& doc = ws.open("file:///x.hcl.json", R"({"a": 1})");
    CHECK(ws.analysis(doc).native == nullptr);
    CHECK(ws.analysis(doc).file != nullptr);
}

TEST_CASE("workspace: locate finds the enclosing blocks and their schema", "[lsp][workspace]") {
    workspace ws({.schema = lsp_test::spec_schema(lsp_test::service_spec)});
    const auto m = lsp_test::cursor_in("environment = \"x\"\nservice \"web\" {\n  limits {\n    c|pu = 1\n  }\n}\n");
    auto& doc = ws.open("file:///a.hcl", m.text);
    const auto where = ws.analysis(doc).locate(doc.lines().clamped_offset(m.cursor));
    REQUIRE(where.blocks.size() == 2);
    CHECK(where.blocks[0].type == "service");
    CHECK(where.blocks[0].labels == std::vector<std::string>{"web"});
    CHECK(where.blocks[1].type == "limits");
    REQUIRE(where.body_schema);
    CHECK(where.body_schema->find_attribute("cpu"));
    REQUIRE(where.attribute);
}

TEST_CASE("workspace: a dynamic block's content has the schema of the blocks it generates", "[lsp][workspace]") {
    workspace ws({.schema = lsp_test::spec_schema(lsp_test::service_spec)});
    const auto m = lsp_test::cursor_in(
        "service \"web\" {\n  dynamic \"volume\" {\n    for_each = [\"/a\"]\n    content {\n      pa|th = volume.value\n"
        "    }\n  }\n}\n");
    auto& doc = ws.open("file:///a.hcl", m.text);
    const auto where = ws.analysis(doc).locate(doc.lines().clamped_offset(m.cursor));
    REQUIRE(where.blocks.size() == 3);
    CHECK(where.blocks[1].type == "dynamic");
    CHECK(where.blocks[1].body_schema == nullptr);  // for_each, labels, iterator, content: not the schema's
    REQUIRE(where.body_schema);
    CHECK(where.body_schema->find_attribute("path"));
}
