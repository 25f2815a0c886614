// Folding ranges (include/hcl/lsp/symbols.hpp).
#include "symbols_test_support.hpp"

#include <hcl/lsp/symbols.hpp>

#include "support/catch.hpp"

using namespace hcl::lsp;

namespace {

std::vector<folding_range> folds_of(std::string text, std::string uri = "file:///a.hcl") {
    return lsp_test::run_on(std::move(text), folding_ranges, std::move(uri));
}

bool has(const std::vector<folding_range>& folds, std::uint32_t start, std::uint32_t end, std::string kind = {}) {
    for (const auto& f : folds) {
        if (f.start_line == start && f.end_line == end && f.kind == kind) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("folding: blocks fold up to the line before their closing brace", "[lsp][folding]") {
    const auto folds = folds_of(R"(service "web" {
  image = "x"
  limits {
    cpu = 2
  }
  volume { path = "/" }
}
)");
    CHECK(folds.size() == 2);
    CHECK(has(folds, 0, 5));
    CHECK(has(folds, 2, 3));
}

TEST_CASE("folding: a closing bracket after other text folds with its line", "[lsp][folding]") {
    const auto folds = folds_of("a = [\n  1]\n");
    REQUIRE(folds.size() == 1);
    CHECK(has(folds, 0, 1));
}

TEST_CASE("folding: multi-line tuples, objects, calls and for expressions", "[lsp][folding]") {
    const auto folds = folds_of(R"(a = [
  1,
  2,
]
b = { x = 1,
  y = 2 }
c = merge(
  {},
  {}
)
d = [for x in [1, 2]:
  x
]
e = [1, 2]
)");
    CHECK(has(folds, 0, 2));
    CHECK(has(folds, 4, 5));
    CHECK(has(folds, 6, 8));
    CHECK(has(folds, 10, 11));
    CHECK(folds.size() == 4);
}

TEST_CASE("folding: heredocs and nested collections", "[lsp][folding]") {
    const auto folds = folds_of("x {\n  h = <<EOT\n  one\n  two\n  EOT\n  l = [{\n    a = 1\n  }]\n}\n");
    CHECK(has(folds, 0, 7));  // the block
    CHECK(has(folds, 1, 3));  // the heredoc, its marker line visible
    CHECK(has(folds, 5, 7));  // the tuple: `}]` does not start with `]`
    CHECK(has(folds, 5, 6));  // the object inside it
    // Sorted by start line, the outer range first.
    for (std::size_t i = 1; i < folds.size(); ++i) {
        CHECK(folds[i - 1].start_line <= folds[i].start_line);
    }
}

TEST_CASE("folding: runs of two or more comment lines", "[lsp][folding]") {
    const auto folds = folds_of(R"(# one
# two
// three
a = 1 # not a run: after code
b = 2 # neither

# alone
c = 3
/* a block
   comment */
# after it
)");
    CHECK(has(folds, 0, 2, "comment"));
    CHECK(has(folds, 8, 10, "comment"));  // a multi-line block comment and the line after it
    CHECK(folds.size() == 2);
}

TEST_CASE("folding: comment lines with CRLF line ends", "[lsp][folding]") {
    const auto folds = folds_of("# a\r\n# b\r\nx {\r\n  y = 1\r\n}\r\n");
    CHECK(has(folds, 0, 1, "comment"));
    CHECK(has(folds, 2, 3));
}

TEST_CASE("folding: half-typed and broken text", "[lsp][folding]") {
    SECTION("an unclosed block folds nothing for itself, but what is inside still folds") {
        const auto folds = folds_of("a {\n  l = [\n    1,\n  ]\n  b =\n");
        CHECK(has(folds, 1, 2));
        CHECK_FALSE(has(folds, 0, 4));
    }
    SECTION("an unclosed heredoc and tuple") {
        CHECK_NOTHROW(folds_of("a = <<EOT\nx\ny\n"));
        CHECK_NOTHROW(folds_of("a = [\n1,\n"));
        CHECK(folds_of("").empty());
    }
}

TEST_CASE("folding: the JSON syntax folds its objects and arrays", "[lsp][folding]") {
    const auto folds = folds_of("{\n  \"a\": [\n    1\n  ],\n  \"b\": {}\n}\n", "file:///a.json");
    CHECK(has(folds, 0, 4));
    CHECK(has(folds, 1, 2));
    CHECK(folds.size() == 2);
    const std::string json = "{\n  \"a\": [\n    1\n  ],\n  \"b\": {\n  \"c\": null}\n}\n";
    for (std::size_t size = 0; size <= json.size(); ++size) {
        INFO(json.substr(0, size));
        for (const auto& f : folds_of(json.substr(0, size), "file:///a.json")) CHECK(f.start_line < f.end_line);
    }
}

TEST_CASE("folding: every prefix of a document (each half-typed state)", "[lsp][folding]") {
    const std::string full = lsp_test::rich_document;
    for (std::size_t size = 0; size <= full.size(); ++size) {
        const std::string text = full.substr(0, size);
        INFO(text);
        const line_index lines(text);
        for (const auto& f : folds_of(text)) {
            CHECK(f.start_line < f.end_line);
            CHECK(f.end_line < lines.line_count());
        }
    }
    // The whole document: the comment run, the block, the dynamic block,
    // the heredoc.
    const auto folds = folds_of(full);
    CHECK(has(folds, 0, 1, "comment"));
    CHECK(has(folds, 2, 13));
    CHECK(has(folds, 6, 7));
    CHECK(has(folds, 9, 11));
}
