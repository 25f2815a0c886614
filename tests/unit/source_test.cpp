// Source positions and ranges (reference behaviour §3.6: line 1-based,
// column 1-based in grapheme clusters, byte 0-based; "\n" and "\r\n" end
// lines; ranges are half-open). Column expectations for non-ASCII text were
// checked against the oracle, which reports parse errors as LINE:COLUMN.
#include <hcl/body.hpp>
#include <hcl/file.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/schema.hpp>
#include <hcl/source.hpp>

#include "support/catch.hpp"

#include <cstdio>
#include <filesystem>
#include <string>

using hcl::advance_position;
using hcl::position_at;
using hcl::source_position;
using hcl::source_range;

namespace {
source_position pos(std::uint32_t line, std::uint32_t column, std::size_t byte) {
    return source_position{line, column, byte};
}
}  // namespace

TEST_CASE("source: position defaults and comparison (§3.6 InitialPos)", "[source]") {
    const source_position initial;
    CHECK(initial.line == 1);
    CHECK(initial.column == 1);
    CHECK(initial.byte == 0);

    CHECK(pos(1, 2, 3) == pos(1, 2, 3));
    CHECK(pos(1, 2, 3) != pos(2, 2, 3));  // equality is memberwise
    CHECK(pos(1, 5, 4) < pos(2, 1, 5));
    CHECK(pos(3, 1, 9) > pos(2, 7, 8));
    // Ordering is by byte offset only.
    CHECK_FALSE(pos(1, 2, 3) < pos(2, 2, 3));
    CHECK_FALSE(pos(2, 2, 3) < pos(1, 2, 3));
    CHECK(pos(1, 1, 3) <= pos(9, 9, 3));
}

TEST_CASE("source: advance_position over ASCII", "[source]") {
    CHECK(advance_position({}, "") == pos(1, 1, 0));
    CHECK(advance_position({}, "abc") == pos(1, 4, 3));
    CHECK(advance_position({}, "abc\n") == pos(2, 1, 4));
    CHECK(advance_position({}, "abc\ndefgh") == pos(2, 6, 9));
    CHECK(advance_position({}, "a\n\n\nb") == pos(4, 2, 5));
    CHECK(advance_position({}, "a\r\nbc") == pos(2, 3, 5));     // CRLF ends a line
    CHECK(advance_position({}, "a\rbc") == pos(1, 5, 4));       // lone CR does not
    CHECK(advance_position({}, "\ta\t") == pos(1, 4, 3));       // tab = 1 column (oracle)
    // Continuing from a position.
    CHECK(advance_position(pos(3, 7, 20), "xy") == pos(3, 9, 22));
    CHECK(advance_position(pos(3, 7, 20), "xy\nz") == pos(4, 2, 24));
    // Token by token gives the same as all at once.
    source_position p;
    for (std::string_view token : {"a", " ", "=", " ", "1", "\r\n", "b", "\n"}) p = advance_position(p, token);
    CHECK(p == advance_position({}, "a = 1\r\nb\n"));
    CHECK(p == pos(3, 1, 9));
}

TEST_CASE("source: advance_position counts grapheme clusters (§0 #15, oracle)", "[source]") {
    // `a = "é́́" + $` : the oracle reports the `$` at 1:11, so the string
    // "e" + three combining accents is one column.
    const std::string line1 = "a = \"e\xCC\x81\xCC\x81\xCC\x81\" + ";
    CHECK(advance_position({}, line1) == pos(1, 11, 16));
    // Family emoji (ZWJ sequence): one column, oracle 1:11.
    const std::string family =
        "\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x91\xA7";
    CHECK(advance_position({}, "a = \"" + family + "\" + ").column == 11);
    // CJK: one column per character, oracle 1:12.
    CHECK(advance_position({}, "a = \"\xE4\xB8\xAD\xE6\x96\x87\" + ").column == 12);
    // Two flags: two columns, oracle 1:12.
    CHECK(advance_position({}, "a = \"\xF0\x9F\x87\xAB\xF0\x9F\x87\xB7\xF0\x9F\x87\xA9\xF0\x9F\x87\xAA\" + ")
              .column == 12);
    // CRLF file, accent on line 2: oracle 2:11.
    CHECK(advance_position({}, "a = \"x\"\r\nb = \"\xC3\xA9\" + ") == pos(2, 11, 20));
    // Non-ASCII on an earlier line does not affect the column on the last.
    CHECK(advance_position({}, "\xE4\xB8\xAD\xE6\x96\x87\nab") == pos(2, 3, 9));
}

TEST_CASE("source: position_at", "[source]") {
    const std::string_view src = "ab\ncd\r\n\xC3\xA9" "f";
    CHECK(position_at(src, 0) == pos(1, 1, 0));
    CHECK(position_at(src, 2) == pos(1, 3, 2));
    CHECK(position_at(src, 3) == pos(2, 1, 3));
    CHECK(position_at(src, 7) == pos(3, 1, 7));
    CHECK(position_at(src, 9) == pos(3, 2, 9));
    CHECK(position_at(src, 10) == pos(3, 3, 10));
    CHECK(position_at(src, 1000) == pos(3, 3, 10));  // clamped
}

TEST_CASE("source: range basics (§3.6 Range)", "[source]") {
    const source_range r{"f.hcl", pos(1, 3, 2), pos(1, 7, 6)};
    CHECK_FALSE(r.empty());
    CHECK(source_range{"f.hcl", pos(1, 3, 2), pos(1, 3, 2)}.empty());
    CHECK(r.contains(2));
    CHECK(r.contains(5));
    CHECK_FALSE(r.contains(6));  // half-open
    CHECK_FALSE(r.contains(1));
    CHECK(r.contains(pos(1, 4, 3)));

    CHECK(r.to_string() == "f.hcl:1,3-7");
    CHECK(source_range{"f.hcl", pos(1, 3, 2), pos(2, 4, 12)}.to_string() == "f.hcl:1,3-2,4");

    CHECK(r.slice("0123456789") == "2345");
    CHECK(r.slice("0123") == "23");
    CHECK(r.slice("0") == "");
}

TEST_CASE("source: between, over, overlaps", "[source]") {
    const source_range a{"f.hcl", pos(1, 1, 0), pos(1, 4, 3)};
    const source_range b{"f.hcl", pos(2, 2, 10), pos(2, 6, 14)};
    const source_range c{"f.hcl", pos(1, 3, 2), pos(2, 1, 8)};

    CHECK(source_range::between(a, b) == source_range{"f.hcl", pos(1, 1, 0), pos(2, 6, 14)});
    CHECK(b.over(a) == source_range{"f.hcl", pos(1, 1, 0), pos(2, 6, 14)});
    CHECK(a.over(c) == source_range{"f.hcl", pos(1, 1, 0), pos(2, 1, 8)});

    CHECK(a.overlaps(c));
    CHECK(c.overlaps(a));
    CHECK_FALSE(a.overlaps(b));
    CHECK_FALSE(c.overlaps(b));  // c ends where b would need to start
    const source_range touching{"f.hcl", pos(1, 4, 3), pos(1, 6, 5)};
    CHECK_FALSE(a.overlaps(touching));  // half-open ends only touch
    const source_range other_file{"g.hcl", a.start, a.end};
    CHECK_FALSE(a.overlaps(other_file));
    const source_range empty{"f.hcl", pos(1, 2, 1), pos(1, 2, 1)};
    CHECK_FALSE(a.overlaps(empty));
}

TEST_CASE("read_source_file reads a whole file, bytes as they are, or reports failure") {
    const std::string path = (std::filesystem::temp_directory_path() / "hclcpp-read-source-test.tmp").string();
    // Bigger than one read step, with NUL, CR and invalid UTF-8 bytes.
    std::string content;
    for (int i = 0; i < 100000; ++i) content += static_cast<char>(i * 7 % 256);
    {
        std::FILE* f = std::fopen(path.c_str(), "wb");
        REQUIRE(f != nullptr);
        REQUIRE(std::fwrite(content.data(), 1, content.size(), f) == content.size());
        std::fclose(f);
    }
    const auto text = hcl::read_source_file(path);
    std::remove(path.c_str());
    REQUIRE(text.has_value());
    CHECK(*text == content);

    CHECK_FALSE(hcl::read_source_file(path).has_value());  // removed
    CHECK_FALSE(hcl::read_source_file(HCLCPP_TEST_DATA_DIR).has_value());  // a directory
}

TEST_CASE("source: a source_name reads like a string and is shared, not copied", "[source]") {
    const hcl::source_name none;
    CHECK(none.empty());
    CHECK(none == "");
    const hcl::source_name name = std::string("config/very/long/path/to/service.hcl");
    const hcl::source_name copy = name;
    CHECK(copy == name);
    CHECK(copy == "config/very/long/path/to/service.hcl");
    CHECK(copy == std::string("config/very/long/path/to/service.hcl"));
    CHECK(copy == std::string_view("config/very/long/path/to/service.hcl"));
    CHECK(copy != "other.hcl");
    CHECK(hcl::source_name("a.hcl") == hcl::source_name("a.hcl"));  // equal text, separate copies
    // A copy is the same text, not a new buffer.
    CHECK(copy.str().data() == name.str().data());
    const std::string as_string = copy;
    CHECK(as_string == "config/very/long/path/to/service.hcl");

    hcl::source_range r{name, {}, {}};
    CHECK(r.to_string() == "config/very/long/path/to/service.hcl:1,1-1");
}

TEST_CASE("source: every range of a parsed file shares the file's name", "[source]") {
    const std::string path = "some/directory/deep/enough/to/need/a/heap/buffer.hcl";
    auto parsed = hcl::native::parse_config("a = 1\nb {\n  c = 2\n}\n", path);
    REQUIRE_FALSE(parsed.has_errors());
    hcl::diagnostics diags;
    const auto content = parsed.file->body().content(
        hcl::body_schema{{{"a", true}}, {{"b", {}}}}, diags);
    REQUIRE_FALSE(diags.has_errors());
    const auto& a = content.attributes.at("a");
    const auto& b = content.blocks.at(0);
    CHECK(a.range().filename == path);
    CHECK(a.range().filename.str().data() == a.name_range().filename.str().data());
    CHECK(a.range().filename.str().data() == b.type_range().filename.str().data());
    CHECK(a.range().filename.str().data() == a.expression.range().filename.str().data());
}

TEST_CASE("source: diagnostics of a parse share the file's name too", "[source]") {
    // Lexical errors (a stray `&`) and bad escapes are reported from the
    // token layer, which gets the file's name rather than a copy.
    const std::string path = "another/directory/deep/enough/for/a/heap/buffer.hcl";
    auto parsed = hcl::native::parse_config("a = \"\\q\"\nb = 1 & 2\n", path);
    REQUIRE(parsed.diagnostics.size() >= 2);
    for (const auto& d : parsed.diagnostics) {
        INFO(d.summary);
        REQUIRE(d.subject);
        CHECK(d.subject->filename == path);
        CHECK(d.subject->filename.str().data() == parsed.file->filename().data());
    }
}
