// Positions in the JSON syntax (reference-behaviour §2.2): lines and columns
// are worked out from byte offsets when a range is asked for, so they must
// come out the same wherever and in whatever order they are asked for.
// Expected columns follow the rules of §2.2: a tab is two columns, a string
// one per grapheme cluster.
#include <hcl/body.hpp>
#include <hcl/json/parse.hpp>

#include "support/catch.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace {

struct expected_attribute {
    std::string name;
    hcl::source_position name_start;
    hcl::source_position value_start;
    hcl::source_position value_end;
};

}  // namespace

TEST_CASE("json 2.2: positions along one long line, asked for in any order", "[json][scanner]") {
    // Minified JSON: a single line of ~40 KB, each value a string holding a
    // two-byte, one-column "é" after a tab.
    std::string text = "{";
    std::vector<expected_attribute> expected;
    std::uint32_t column = 2;
    for (int i = 0; i < 2000; ++i) {
        if (i != 0) {
            text += ",";
            ++column;
        }
        expected_attribute e;
        e.name = "k" + std::to_string(i);
        e.name_start = {1, column, text.size()};
        text += "\"" + e.name + "\":\t";
        column += static_cast<std::uint32_t>(e.name.size()) + 2 + 1 + 2;
        e.value_start = {1, column, text.size()};
        text += "\"\xc3\xa9\"";
        column += 3;
        e.value_end = {1, column, text.size()};
        expected.push_back(e);
    }
    text += "}";
    auto parsed = hcl::json::parse(text, "long.json");
    REQUIRE_FALSE(parsed.has_errors());
    hcl::diagnostics diags;
    const auto attrs = parsed.file->body().just_attributes(diags);
    REQUIRE(attrs.size() == expected.size());
    // Backwards first, then forwards.
    for (std::size_t i = expected.size(); i-- > 0;) {
        const auto& a = attrs.at(expected[i].name);
        CHECK(a.expression.range().end == expected[i].value_end);
    }
    for (const auto& e : expected) {
        const auto& a = attrs.at(e.name);
        CHECK(a.name_range().start == e.name_start);
        CHECK(a.expression.range().start == e.value_start);
        CHECK(a.range().end == e.value_end);
    }
}

TEST_CASE("json 2.2: positions on later lines, with a start position", "[json][scanner]") {
    hcl::json::parse_options options;
    options.start = {5, 10, 100};
    auto parsed =
        hcl::json::parse("{\r\n\t\"a\": \"\xc3\xa9\",\n  \"b\":\t2\n}", "t.json", options);
    REQUIRE_FALSE(parsed.has_errors());
    hcl::diagnostics diags;
    const auto attrs = parsed.file->body().just_attributes(diags);
    // Only the first line starts at the given column; "\r" takes none.
    CHECK(attrs.at("a").name_range().start == hcl::source_position{6, 3, 104});
    CHECK(attrs.at("a").expression.range().end == hcl::source_position{6, 11, 113});
    CHECK(attrs.at("b").name_range().start == hcl::source_position{7, 3, 117});
    CHECK(attrs.at("b").expression.range().start == hcl::source_position{7, 9, 122});
    CHECK(parsed.file->body().missing_item_range().start == hcl::source_position{8, 1, 124});
}

TEST_CASE("json 2.2: the empty body standing in for a non-object root starts at 1:1",
          "[json][body]") {
    // Whatever the start position: the substitute is not part of the source.
    hcl::json::parse_options options;
    options.start = {5, 10, 100};
    auto parsed = hcl::json::parse("1", "t.json", options);
    CHECK(parsed.has_errors());
    CHECK(parsed.file->body().missing_item_range().start == hcl::source_position{});
}
