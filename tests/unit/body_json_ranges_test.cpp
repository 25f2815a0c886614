// Source ranges of JSON-syntax body content (JSON syntax "Structural
// Elements"; reference-behaviour §2.2 positions, §2.3 bodies). Attributes,
// blocks and a content's missing-item range work out their ranges only
// when asked for; these tests pin the results, also after every other
// handle of the file is gone.
#include <hcl/body.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/schema.hpp>

#include "support/catch.hpp"

#include <string>

namespace {

std::string span_of(const hcl::source_range& r) {
    return r.filename.str() + ":" + std::to_string(r.start.line) + ":" + std::to_string(r.start.column) + "-" +
           std::to_string(r.end.line) + ":" + std::to_string(r.end.column);
}

const char* const text = R"({
  "name": "x",
  "svc": {
    "web": {
      "main": {"port": 80}
    }
  }
})";

const hcl::body_schema schema{{{"name", true}}, {{"svc", {"kind", "id"}}}};

}  // namespace

TEST_CASE("json body content ranges, worked out after every other handle of the file is gone [json][body]") {
    hcl::body_content content;
    {
        auto parsed = hcl::json::parse(text, "ranges.json");
        REQUIRE_FALSE(parsed.has_errors());
        hcl::diagnostics diags;
        content = parsed.file->body().content(schema, diags);
        CHECK(diags.empty());
    }
    const auto& name = content.attributes.at("name");
    CHECK(span_of(name.range()) == "ranges.json:2:3-2:14");
    CHECK(span_of(name.name_range()) == "ranges.json:2:3-2:9");
    // The root object's missing items point at its closing brace.
    CHECK(span_of(content.missing_item_range()) == "ranges.json:8:1-8:2");
    REQUIRE(content.blocks.size() == 1);
    const hcl::block b = content.blocks[0];
    content = {};
    CHECK(b.labels == std::vector<std::string>{"web", "main"});
    CHECK(span_of(b.type_range()) == "ranges.json:3:3-3:8");
    // The definition is the opening brace of the block's body object.
    CHECK(span_of(b.def_range()) == "ranges.json:5:15-5:16");
    const auto labels = b.label_ranges();
    REQUIRE(labels.size() == 2);
    CHECK(span_of(labels[0]) == "ranges.json:4:5-4:10");
    CHECK(span_of(labels[1]) == "ranges.json:5:7-5:13");
    hcl::diagnostics diags;
    const auto inner = b.body().content({{{"port", true}}, {}}, diags);
    CHECK(diags.empty());
    CHECK(span_of(inner.attributes.at("port").range()) == "ranges.json:5:16-5:26");
    CHECK(span_of(inner.missing_item_range()) == "ranges.json:5:26-5:27");
}

TEST_CASE("json body: an invalid schema is reported once, at the body, and nothing is read [json][body]") {
    auto parsed = hcl::json::parse(text, "ranges.json");
    REQUIRE_FALSE(parsed.has_errors());
    const hcl::body root = parsed.file->body();
    const hcl::body_schema bad{{{"name", true}, {"name", false}}, {}};
    for (const bool partial : {false, true}) {
        hcl::diagnostics diags;
        hcl::body rest;
        const auto content = partial ? root.partial_content(bad, rest, diags) : root.content(bad, diags);
        REQUIRE(diags.size() == 1);
        CHECK(diags[0].summary == "Invalid schema");
        REQUIRE(diags[0].subject);
        CHECK(span_of(*diags[0].subject) == "ranges.json:8:1-8:2");
        CHECK(content.attributes.empty());
        CHECK(content.blocks.empty());
        if (partial) {
            // The rest is the whole body.
            hcl::diagnostics more;
            CHECK(rest.content(schema, more).attributes.count("name") == 1);
            CHECK(more.empty());
        }
    }
}
