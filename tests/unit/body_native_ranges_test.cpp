// Source ranges of native-syntax body content (reference-behaviour §1.2,
// §0 positions). Content items work them out only when asked for, with
// plain arithmetic when the whole file is ASCII; these tests pin the
// results for both kinds of file, for
// items that interleave (attributes after blocks), for values spanning many
// lines and for bodies deep in a file, and cross-check them with the
// ranges expressions compute on their own.
//
// Expected positions are counted by hand: one column per grapheme cluster
// (é is one), lines from 1.
#include <hcl/body.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/schema.hpp>

#include "support/catch.hpp"

#include <string>
#include <vector>

namespace {

std::string span_of(const hcl::source_range& r) {
    return std::to_string(r.start.line) + ":" + std::to_string(r.start.column) + "-" + std::to_string(r.end.line) +
           ":" + std::to_string(r.end.column);
}

// Twenty comment lines, so that the items sit deep in the file (a fresh
// cursor has to search for its line), then items that interleave.
std::string source_with(const std::string& e_acute, const std::string& n_tilde) {
    std::string s;
    for (int i = 0; i < 20; ++i) s += "# filler\n";
    s += "a = \"" + e_acute + "\"\n";                  // 21
    s += "svc \"w" + e_acute + "\" \"x\" {\n";         // 22
    s += "  inner = 1\n";                                // 23
    s += "}\n";                                          // 24
    s += "b = [\n";                                      // 25
    for (int i = 1; i <= 9; ++i) s += "  " + std::to_string(i) + ",\n";  // 26-34
    s += "]\n";                                          // 35
    s += "c = \"z\" # " + n_tilde + "\n";                // 36
    s += "svc \"y\" \"z\" {}\n";                         // 37
    return s;
}

const hcl::body_schema root_schema{{{"a", true}, {"b", true}, {"c", true}}, {{"svc", {"kind", "name"}}}};

struct expected_ranges {
    std::vector<std::string> attributes;  // name: range / name_range, map order
    std::vector<std::string> blocks;      // def / type / labels
};

expected_ranges ranges_of(const hcl::body_content& c) {
    expected_ranges out;
    for (const auto& [name, a] : c.attributes) {
        out.attributes.push_back(name + ": " + span_of(a.range()) + " / " + span_of(a.name_range()));
    }
    for (const auto& b : c.blocks) {
        std::string text = b.type + ": " + span_of(b.def_range()) + " / " + span_of(b.type_range());
        for (const auto& l : b.label_ranges()) text += " / " + span_of(l);
        out.blocks.push_back(text);
    }
    return out;
}

const std::vector<std::string> expected_attributes{
    "a: 21:1-21:8 / 21:1-21:2",
    "b: 25:1-35:2 / 25:1-25:2",
    "c: 36:1-36:8 / 36:1-36:2",
};
const std::vector<std::string> expected_blocks{
    "svc: 22:1-22:13 / 22:1-22:4 / 22:5-22:9 / 22:10-22:13",
    "svc: 37:1-37:12 / 37:1-37:4 / 37:5-37:8 / 37:9-37:12",
};

void check_file(const std::string& text) {
    auto parsed = hcl::native::parse_config(text, "ranges.hcl");
    INFO(parsed.diagnostics.to_string());
    REQUIRE_FALSE(parsed.has_errors());
    const hcl::body root = parsed.file->body();

    hcl::diagnostics diags;
    const auto content = root.content(root_schema, diags);
    CHECK(diags.empty());
    const auto got = ranges_of(content);
    CHECK(got.attributes == expected_attributes);
    CHECK(got.blocks == expected_blocks);
    CHECK(content.missing_item_range() == root.missing_item_range());
    for (const auto& [name, a] : content.attributes) {
        // The expression computes its range by itself (a binary search per
        // position): both ways agree on where the value ends.
        CHECK(a.range().end == a.expression.range().end);
        CHECK(a.range().filename == "ranges.hcl");
    }

    // Inside the first block: its body starts at the brace.
    REQUIRE(content.blocks.size() == 2);
    const auto inner = content.blocks[0].body().content({{{"inner", true}}, {}}, diags);
    CHECK(diags.empty());
    REQUIRE(inner.attributes.count("inner") == 1);
    CHECK(span_of(inner.attributes.at("inner").range()) == "23:3-23:12");
    CHECK(span_of(inner.attributes.at("inner").name_range()) == "23:3-23:8");
    CHECK(span_of(inner.missing_item_range()) == "22:14-22:14");

    // A remainder finds the same ranges for what is left, and so does
    // just_attributes.
    hcl::body rest;
    const auto first = root.partial_content({{{"b", true}}, {{"svc", {"kind", "name"}}}}, rest, diags);
    CHECK(diags.empty());
    CHECK(ranges_of(first).attributes == std::vector<std::string>{expected_attributes[1]});
    CHECK(ranges_of(first).blocks == expected_blocks);
    const auto second = rest.content({{{"a", true}, {"c", true}}, {}}, diags);
    CHECK(diags.empty());
    CHECK(ranges_of(second).attributes == std::vector<std::string>{expected_attributes[0], expected_attributes[2]});
    CHECK(ranges_of(second).blocks.empty());

    hcl::body attrs_only;
    root.partial_content({{}, {{"svc", {"kind", "name"}}}}, attrs_only, diags);
    CHECK(diags.empty());
    const auto all = attrs_only.just_attributes(diags);
    // The blocks an earlier call took are not errors here (the reference
    // reports them: docs/deviations.md).
    CHECK(diags.empty());
    std::vector<std::string> all_ranges;
    for (const auto& [name, a] : all) all_ranges.push_back(name + ": " + span_of(a.range()) + " / " + span_of(a.name_range()));
    CHECK(all_ranges == expected_attributes);

    // Blocks nobody took are, the first one standing for all.
    hcl::body untouched;
    root.partial_content({{{"b", false}}, {}}, untouched, diags);
    CHECK(diags.empty());
    (void)untouched.just_attributes(diags);
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].summary == "Unexpected \"svc\" block");
    CHECK(span_of(*diags[0].subject) == span_of(content.blocks[0].type_range()));
}

}  // namespace

TEST_CASE("native body content ranges: ASCII file, interleaved items, long values, deep bodies [ref:1.2]") {
    check_file(source_with("e", "n"));
}

TEST_CASE("native body content ranges: non-ASCII text counts one column per cluster [ref:1.2][ref:0]") {
    check_file(source_with("\xC3\xA9", "\xC3\xB1"));
}

TEST_CASE("native body content: diagnostics keep their ranges [ref:1.2]") {
    auto parsed = hcl::native::parse_config(source_with("\xC3\xA9", "n"), "ranges.hcl");
    REQUIRE_FALSE(parsed.has_errors());
    hcl::diagnostics diags;
    // `zz` is required and absent; `svc` takes one label; `b` and `c` are
    // unexpected.
    const hcl::body root = parsed.file->body();
    root.content({{{"a", true}, {"zz", true}}, {{"svc", {"name"}}}}, diags);
    std::vector<std::string> got;
    for (const auto& d : diags) got.push_back(d.summary + " @" + (d.subject ? span_of(*d.subject) : std::string()));
    CHECK(got == std::vector<std::string>{
                     "Missing required argument @" + span_of(root.missing_item_range()),
                     "Extraneous label for svc @22:10-22:13",
                     "Extraneous label for svc @37:9-37:12",
                     "Unsupported argument @25:1-25:2",
                     "Unsupported argument @36:1-36:2",
                 });
}

TEST_CASE("native body content: items work out their ranges after every other handle of the file is gone [ref:1.2]") {
    hcl::body_content content;
    hcl::attribute_map attributes;
    {
        auto parsed = hcl::native::parse_config(source_with("\xC3\xA9", "n"), "ranges.hcl");
        REQUIRE_FALSE(parsed.has_errors());
        hcl::diagnostics diags;
        content = parsed.file->body().content(root_schema, diags);
        attributes = parsed.file->body().just_attributes(diags);
    }
    // The attributes keep the file alive through their expressions, the
    // blocks through their bodies.
    const auto got = ranges_of(content);
    CHECK(got.attributes == expected_attributes);
    CHECK(got.blocks == expected_blocks);
    CHECK(span_of(attributes.at("c").range()) == "36:1-36:8");
    hcl::block kept = content.blocks[1];
    content = {};
    CHECK(span_of(kept.def_range()) == "37:1-37:12");
    CHECK(span_of(kept.label_ranges().at(1)) == "37:9-37:12");
}

TEST_CASE("native body content: a body of many attributes, in any name order [ref:1.2]") {
    // More attributes than the content keeps indices for in place (32), in
    // descending name order, each on its own line.
    std::string text;
    hcl::body_schema schema;
    for (int i = 39; i >= 0; --i) {
        const std::string name = "a" + std::string(i < 10 ? "0" : "") + std::to_string(i);
        text += name + " = " + std::to_string(i) + "\n";
        schema.attributes.push_back({name, true});
    }
    auto parsed = hcl::native::parse_config(text, "many.hcl");
    REQUIRE_FALSE(parsed.has_errors());
    hcl::diagnostics diags;
    const auto content = parsed.file->body().content(schema, diags);
    const auto all = parsed.file->body().just_attributes(diags);
    CHECK(diags.empty());
    for (const auto* map : {&content.attributes, &all}) {
        REQUIRE(map->size() == 40);
        int i = 0;
        for (const auto& [name, a] : *map) {
            CHECK(name == a.name);
            CHECK(name == "a" + std::string(i < 10 ? "0" : "") + std::to_string(i));
            CHECK(a.expression.evaluate(diags) == hcl::value::number(std::int64_t{i}));
            // Line 1 holds a39, line 40 a00.
            CHECK(span_of(a.name_range()) == std::to_string(40 - i) + ":1-" + std::to_string(40 - i) + ":4");
            ++i;
        }
    }
}
