// Formatting (include/hcl/lsp/formatting.hpp).
#include "symbols_test_support.hpp"

#include <hcl/lsp/formatting.hpp>
#include <hcl/write.hpp>

#include "support/catch.hpp"

using namespace hcl::lsp;

namespace {

// The edits applied as the protocol says: all refer to the original text,
// so they are applied from the last to the first.
std::string applied(const std::string& text, const std::vector<text_edit>& edits) {
    document doc("file:///a.hcl", text, 0, {});
    std::vector<text_change> changes;
    for (auto it = edits.rbegin(); it != edits.rend(); ++it) changes.push_back({it->range, it->new_text});
    const auto error = doc.apply(1, changes);
    REQUIRE_FALSE(error.has_value());
    return doc.text();
}

// Edits in order, not overlapping.
void check_ordered(const std::vector<text_edit>& edits) {
    for (std::size_t i = 1; i < edits.size(); ++i) CHECK(edits[i - 1].range.end <= edits[i].range.start);
}

std::optional<std::vector<text_edit>> format_text(const std::string& text, std::string uri = "file:///a.hcl") {
    return lsp_test::run_on(text, format_document, std::move(uri));
}

// The edits give exactly hcl::write::format's text.
std::vector<text_edit> check_formats(const std::string& text) {
    const auto edits = format_text(text);
    REQUIRE(edits.has_value());
    check_ordered(*edits);
    CHECK(applied(text, *edits) == hcl::write::format(text));
    return *edits;
}

}  // namespace

TEST_CASE("formatting: a formatted document needs no edit", "[lsp][formatting]") {
    const auto edits = format_text("a = 1\n\nservice \"web\" {\n  image = \"x\"\n}\n");
    REQUIRE(edits.has_value());
    CHECK(edits->empty());
}

TEST_CASE("formatting: a one-line change is one small edit", "[lsp][formatting]") {
    const std::string text = "a = 1\nservice \"web\" {\n  image  = \"x\"\n}\nb = 2\n";
    const auto edits = check_formats(text);
    REQUIRE(edits.size() == 1);
    CHECK(edits[0] == text_edit{range{{2, 8}, {2, 9}}, ""});
}

TEST_CASE("formatting: separate changes are separate edits", "[lsp][formatting]") {
    const std::string text = "a=1\nb = 2\nc = 3\nx {\ny = 4\n}\n";
    const auto edits = check_formats(text);
    REQUIRE(edits.size() == 2);
    CHECK(edits[0].range.start.line == 0);
    CHECK(edits[1].range.start.line == 4);
}

TEST_CASE("formatting: alignment changes a run of lines", "[lsp][formatting]") {
    const auto edits = check_formats("x {\n  a = 1\n  long_name = 2\n  bb = 3 # c\n  c = 4 // d\n}\n");
    CHECK(edits.size() == 3);  // lines 1, 3 and 4 gain blanks; line 2 is the widest
}

TEST_CASE("formatting: CRLF line ends, tabs, non-ASCII text, comments", "[lsp][formatting]") {
    SECTION("CRLF") {
        const auto edits = check_formats("a=1\r\nb   = 2\r\nc = 3\r\n");
        REQUIRE(edits.size() == 2);
        CHECK(edits[0] == text_edit{range{{0, 1}, {0, 2}}, " = "});
    }
    SECTION("tabs") { check_formats("x {\n\ta\t=\t1\n\tbb = 2\n}\n"); }
    SECTION("non-ASCII") {
        const auto edits = check_formats("x {\n  é = \"😀\"   # ü\n  longer =   \"ö\" # c\n}\n");
        CHECK_FALSE(edits.empty());
    }
    SECTION("comments and heredocs kept") {
        check_formats("# a comment   \n/* block\n   comment */\nx {\n# inside\n  h = <<EOT\n   body  \nEOT\n}\n");
    }
    SECTION("CRLF with non-ASCII and an edit right before the line break") {
        check_formats("é=\"ü\"   \r\nb =\t2\r\n");
    }
    SECTION("a missing final line break and blank lines") { check_formats("\n\na=1\n\n\n\nb   = 2"); }
}

TEST_CASE("formatting: a broken or JSON document is never touched", "[lsp][formatting]") {
    CHECK_FALSE(format_text("a = \n").has_value());
    CHECK_FALSE(format_text("service \"web\" {\n  image = \"x\"\n").has_value());
    CHECK_FALSE(format_text("{\"a\":1}", "file:///a.json").has_value());
    const auto empty = format_text("");
    REQUIRE(empty.has_value());
    CHECK(empty->empty());
}

TEST_CASE("formatting: every prefix of a document that parses formats exactly", "[lsp][formatting]") {
    const std::string full = lsp_test::rich_document;
    std::size_t formatted = 0;
    for (std::size_t size = 0; size <= full.size(); ++size) {
        const std::string text = full.substr(0, size);
        INFO(text);
        const auto edits = format_text(text);
        if (!edits) continue;
        ++formatted;
        check_ordered(*edits);
        CHECK(applied(text, *edits) == hcl::write::format(text));
    }
    CHECK(formatted > 10);
}
