// UTF-16 positions (include/hcl/lsp/position.hpp): the protocol counts
// characters in UTF-16 code units; the library in bytes of UTF-8.
#include <hcl/lsp/position.hpp>

#include "support/catch.hpp"

using hcl::lsp::line_index;
using hcl::lsp::position;

TEST_CASE("line_index: ASCII text, LF", "[lsp][position]") {
    const std::string text = "a = 1\nbb = 2\n";
    line_index lines(text);
    CHECK(lines.line_count() == 3);
    CHECK(lines.offset({0, 0}) == 0u);
    CHECK(lines.offset({1, 2}) == 8u);
    CHECK(lines.offset({1, 6}) == 12u);
    CHECK(lines.offset({2, 0}) == 13u);
    CHECK(lines.at(8) == position{1, 2});
    CHECK(lines.at(13) == position{2, 0});
}

TEST_CASE("line_index: past the end is an error, clamped for requests", "[lsp][position]") {
    const std::string text = "ab\ncd";
    line_index lines(text);
    CHECK_FALSE(lines.offset({0, 3}).has_value());  // past the line's content
    CHECK_FALSE(lines.offset({2, 0}).has_value());  // past the last line
    CHECK(lines.offset({1, 2}) == 5u);
    CHECK(lines.clamped_offset({0, 99}) == 2u);
    CHECK(lines.clamped_offset({7, 0}) == 5u);
}

TEST_CASE("line_index: CRLF and lone CR end lines; the line break is not content", "[lsp][position]") {
    const std::string text = "a\r\nb\rc\n";
    line_index lines(text);
    REQUIRE(lines.line_count() == 4);
    CHECK(lines.line_start(1) == 3u);
    CHECK(lines.line_start(2) == 5u);
    CHECK(lines.line_end(0) == 1u);
    CHECK_FALSE(lines.offset({0, 2}).has_value());
    CHECK(lines.at(2) == position{0, 1});  // between \r and \n: the line's end
    CHECK(lines.at(3) == position{1, 0});
}

TEST_CASE("line_index: astral characters are two units, others one", "[lsp][position]") {
    // "é" 2 bytes 1 unit, "€" 3 bytes 1 unit, "😀" 4 bytes 2 units.
    const std::string text = "x = \"é€😀z\"";
    line_index lines(text);
    CHECK(lines.offset({0, 5}) == 5u);    // before é
    CHECK(lines.offset({0, 6}) == 7u);    // after é
    CHECK(lines.offset({0, 7}) == 10u);   // after €
    CHECK_FALSE(lines.offset({0, 8}).has_value());  // inside the surrogate pair
    CHECK(lines.offset({0, 9}) == 14u);   // after 😀
    CHECK(lines.clamped_offset({0, 8}) == 10u);
    CHECK(lines.at(14) == position{0, 9});
    CHECK(lines.at(12) == position{0, 7});  // inside 😀: its start
    CHECK(hcl::lsp::utf16_length("é€😀") == 4u);
}

TEST_CASE("line_index: a byte-order mark is one character", "[lsp][position]") {
    const std::string text = "\xEF\xBB\xBF" "a = 1";
    line_index lines(text);
    CHECK(lines.offset({0, 1}) == 3u);
    CHECK(lines.at(3) == position{0, 1});
}

TEST_CASE("line_index: invalid UTF-8 bytes count one unit each", "[lsp][position]") {
    const std::string text = "a\xFF\xC3z";
    line_index lines(text);
    CHECK(lines.offset({0, 3}) == 3u);
    CHECK(lines.at(4) == position{0, 4});
    CHECK(hcl::lsp::utf16_length(text) == 4u);
}

TEST_CASE("line_index: the line of a byte offset", "[lsp][position]") {
    const std::string text = "a\r\nbé\rc";
    line_index lines(text);
    CHECK(lines.line_at(0) == 0u);
    CHECK(lines.line_at(2) == 0u);  // between \r and \n
    CHECK(lines.line_at(3) == 1u);
    CHECK(lines.line_at(6) == 1u);  // the lone \r
    CHECK(lines.line_at(7) == 2u);
    CHECK(lines.line_at(99) == 2u);  // clamped
}
