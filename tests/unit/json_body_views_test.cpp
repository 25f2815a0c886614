// JSON bodies read as views (body_node::schema_items, docs/decoder.md
// "Content as views"): exactly the items, ranges and diagnostics of
// content() / partial_content() (JSON syntax "Structural Elements",
// reference-behaviour §2.3).
#include <hcl/body.hpp>
#include <hcl/json/parse.hpp>

#include "support/catch.hpp"

#include <memory>
#include <string>
#include <vector>

namespace {

hcl::body parse_json(std::string text) {
    auto parsed = hcl::json::parse(std::move(text), "v.json");
    REQUIRE_FALSE(parsed.has_errors());
    return parsed.file->body();
}

std::vector<std::string> described(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) {
        out.push_back(d.summary + " | " + d.detail + " | " + (d.subject ? d.subject->to_string() : std::string("-")) +
                      " | " + (d.context ? d.context->to_string() : std::string("-")));
    }
    return out;
}

// A block's body as schema_items reads it, against the content() of the
// block content() made: the same diagnostics and items.
void compare_bodies(const hcl::body& from_content, const hcl::body_node& from_items,
                    const hcl::body_schema& inner) {
    hcl::diagnostics a;
    hcl::diagnostics b;
    const auto c = from_content.content(inner, a);
    hcl::detail::content_items d;
    from_items.schema_items(inner, nullptr, d, b);
    CHECK(described(a) == described(b));
    REQUIRE(d.attributes.size() == inner.attributes.size());
    for (std::size_t k = 0; k < inner.attributes.size(); ++k) {
        REQUIRE(d.attributes[k].present == (c.attributes.count(inner.attributes[k].name) == 1));
        if (d.attributes[k].present) {
            CHECK(d.attributes[k].ranges.get(0) == c.attributes.at(inner.attributes[k].name).range());
        }
    }
    REQUIRE(c.blocks.size() == d.blocks.size());
    for (std::size_t i = 0; i < c.blocks.size(); ++i) {
        CHECK(d.blocks[i].range(0) == c.blocks[i].def_range());
        CHECK(d.blocks[i].label_ranges() == c.blocks[i].label_ranges());
    }
    CHECK(c.missing_item_range() == d.missing_item_range());
}

// Reads `text` with `schema` both ways (partial or not) and checks that
// schema_items gives what content() / partial_content() give.
void check_same(const std::string& text, const hcl::body_schema& schema, bool partial,
                const hcl::body_schema& inner = {}) {
    const hcl::body root = parse_json(text);
    hcl::diagnostics from_content;
    std::shared_ptr<const hcl::body_node> content_rest;
    const auto content = partial ? root.node()->partial_content(schema, content_rest, from_content)
                                 : root.content(schema, from_content);
    hcl::diagnostics from_items;
    std::shared_ptr<const hcl::body_node> items_rest;
    hcl::detail::content_items items;
    // Twice: the second read reuses what the first made.
    for (int round = 0; round < 2; ++round) {
        from_items.clear();
        root.node()->schema_items(schema, partial ? &items_rest : nullptr, items, from_items);
        INFO("round " << round);
        CHECK(described(from_items) == described(from_content));
        CHECK(items.missing_item_range() == content.missing_item_range());

        REQUIRE(items.attributes.size() == schema.attributes.size());
        for (std::size_t k = 0; k < schema.attributes.size(); ++k) {
            const auto& name = schema.attributes[k].name;
            const auto& item = items.attributes[k];
            REQUIRE(item.present == (content.attributes.count(name) == 1));
            if (!item.present) continue;
            const auto& attr = content.attributes.at(name);
            CHECK(item.name == name);
            CHECK(item.full == nullptr);
            CHECK(item.ranges.get(0) == attr.range());
            CHECK(item.ranges.get(1) == attr.name_range());
            REQUIRE(item.expression != nullptr);
            CHECK(item.expression->range() == attr.expression.range());
            hcl::diagnostics x;
            hcl::diagnostics y;
            CHECK(item.expression->evaluate(nullptr, x) == attr.expression.evaluate(y));
            CHECK(described(x) == described(y));
        }

        REQUIRE(items.blocks.size() == content.blocks.size());
        for (std::size_t i = 0; i < items.blocks.size(); ++i) {
            const auto& item = items.blocks[i];
            const auto& blk = content.blocks[i];
            CHECK(item.type == blk.type);
            CHECK(schema.blocks.at(item.schema_index).type == blk.type);
            CHECK(std::vector<std::string>(item.labels.begin(), item.labels.end()) == blk.labels);
            CHECK(item.range(0) == blk.def_range());
            CHECK(item.range(1) == blk.type_range());
            CHECK(item.label_ranges() == blk.label_ranges());
            REQUIRE(item.body != nullptr);
            compare_bodies(blk.body(), *item.body, inner);
        }

        if (partial) {
            REQUIRE(items_rest);
            REQUIRE(content_rest);
            hcl::diagnostics x;
            hcl::diagnostics y;
            const auto left_items = items_rest->just_attributes(x);
            const auto left_content = content_rest->just_attributes(y);
            CHECK(described(x) == described(y));
            CHECK(left_items.size() == left_content.size());
            for (const auto& [name, attr] : left_content) CHECK(left_items.count(name) == 1);
        }
    }
}

}  // namespace

TEST_CASE("json 2.3: schema_items reads attributes as content() does", "[json][body]") {
    hcl::body_schema schema;
    schema.attributes = {{"b", false}, {"a", true}, {"missing", true}, {"list", false}};
    const std::string text = R"({"a": 1, "zz": "x", "b": "${1 + 2}", "list": [1, 2], "//": "note", "a": 5})";
    SECTION("content") { check_same(text, schema, false); }
    SECTION("partial content") { check_same(text, schema, true); }
    SECTION("an array of objects") {
        check_same(R"([{"a": 1}, {"b": 2, "zz": 3}, 4, {"a": 6}])", schema, false);
        check_same(R"([{"a": 1}, {"b": 2, "zz": 3}, 4, {"a": 6}])", schema, true);
    }
    SECTION("an empty body") {
        check_same("{}", schema, false);
        check_same("{}", schema, true);
    }
}

TEST_CASE("json 2.3: schema_items reads blocks with labels as content() does", "[json][body]") {
    hcl::body_schema schema;
    schema.attributes = {{"name", false}};
    schema.blocks = {{"service", {"kind", "id"}}, {"plain", {}}, {"one", {"label"}}};
    hcl::body_schema inner;
    inner.attributes = {{"port", true}};
    inner.blocks = {{"nested", {"n"}}};
    const std::string text = R"({
        "service": {"web": {"a": {"port": 1, "nested": {"x": {}}}, "b": [{"port": 2}, {"port": 3}, 7]},
                    "db": {"c": {"extra": 1}}},
        "plain": [{"port": 4}, {"port": 5}],
        "plain": {"port": 6, "nested": {"y": {"z": 1}}},
        "one": {"only": null},
        "one": {},
        "one": "wrong",
        "plain": 3,
        "plain": [null, "x", [], {"nested": 5}],
        "name": "n",
        "servce": {}
    })";
    SECTION("content") { check_same(text, schema, false, inner); }
    SECTION("partial content") { check_same(text, schema, true, inner); }
    SECTION("labels from arrays of objects") {
        check_same(R"({"service": [{"web": {"a": {"port": 1}}}, {"db": [{"b": {}}, 2]}, 3]})", schema, false, inner);
    }
    SECTION("nested blocks read as views too") {
        const hcl::body root = parse_json(text);
        hcl::diagnostics diags;
        hcl::detail::content_items items;
        root.node()->schema_items(schema, nullptr, items, diags);
        REQUIRE(items.blocks.size() >= 2);
        hcl::detail::content_items nested;
        hcl::diagnostics from_items;
        items.blocks[0].body->schema_items(inner, nullptr, nested, from_items);
        hcl::diagnostics from_content;
        const auto content = items.blocks[0].body->content(inner, from_content);
        CHECK(described(from_items) == described(from_content));
        REQUIRE(nested.blocks.size() == 1);
        CHECK(nested.blocks[0].labels[0] == "x");
        CHECK(nested.blocks[0].range(0) == content.blocks[0].def_range());
        CHECK(nested.attributes[0].present);
    }
}

TEST_CASE("json 2.3: schema_items with an invalid schema reports it and reads nothing", "[json][body]") {
    hcl::body_schema bad;
    bad.attributes = {{"a", false}, {"a", false}};
    check_same(R"({"a": 1})", bad, false);
    check_same(R"({"a": 1})", bad, true);
}

TEST_CASE("json 2.3: a remainder keeps hiding what earlier reads took, whatever the schema (native model)",
          "[json][body]") {
    hcl::body_schema first;
    first.attributes = {{"a", false}};
    hcl::body_schema bad;
    bad.attributes = {{"b", false}, {"b", false}};
    for (const bool views : {false, true}) {
        INFO("views " << views);
        const hcl::body root = parse_json(R"({"a": 1, "b": 2})");
        hcl::diagnostics diags;
        hcl::body rest;
        root.partial_content(first, rest, diags);
        REQUIRE(diags.empty());
        std::shared_ptr<const hcl::body_node> after_bad;
        if (views) {
            hcl::detail::content_items items;
            rest.node()->schema_items(bad, &after_bad, items, diags);
        } else {
            rest.node()->partial_content(bad, after_bad, diags);
        }
        CHECK(diags.size() == 1);  // the invalid schema
        diags.clear();
        const auto attrs = hcl::body(after_bad).just_attributes(diags);
        CHECK(diags.empty());
        CHECK(attrs.size() == 1);
        CHECK(attrs.count("b") == 1);
    }
}
