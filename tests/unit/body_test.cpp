// Tests for <hcl/body.hpp> and <hcl/schema.hpp> that need no syntax: the
// body handle, the empty body, merged bodies and schema rules. Syntax bodies
// are tested with their parsers.
#include <hcl/body.hpp>
#include <hcl/schema.hpp>

#include "support/mock_body.hpp"

#include "support/catch.hpp"

using hcl::value;
using hcl_test::mock_attribute;
using hcl_test::mock_body;

namespace {

std::vector<std::string> summaries(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) out.push_back(d.summary);
    return out;
}

}  // namespace

TEST_CASE("schema rules: no duplicate names, no block type equal to an attribute [spec:Schema-driven Processing]") {
    hcl::body_schema good{{{"name", true}, {"port", false}}, {{"service", {"kind", "name"}}}};
    CHECK_FALSE(good.problem().has_value());
    hcl::body_schema duplicate_attribute{{{"name", true}, {"name", false}}, {}};
    CHECK(duplicate_attribute.problem().has_value());
    hcl::body_schema duplicate_block{{}, {{"service", {}}, {"service", {"x"}}}};
    CHECK(duplicate_block.problem().has_value());
    hcl::body_schema clash{{{"service", false}}, {{"service", {}}}};
    REQUIRE(clash.problem().has_value());
    CHECK(clash.problem()->find("service") != std::string::npos);
}

TEST_CASE("the empty body reports every required attribute as missing") {
    hcl::body empty;
    hcl::diagnostics diags;
    auto content = empty.content({{{"a", true}, {"b", false}}, {}}, diags);
    CHECK(content.attributes.empty());
    CHECK(summaries(diags) == std::vector<std::string>{"Missing required argument"});
    hcl::body rest;
    hcl::diagnostics none;
    empty.partial_content({{{"b", false}}, {}}, rest, none);
    CHECK(none.empty());
    CHECK(rest.just_attributes(none).empty());
}

TEST_CASE("merged bodies: attributes from any part, duplicates are errors [spec:Body Content]") {
    auto first = mock_body({mock_attribute("name", value::string("web"), "a.hcl")}, {}, "a.hcl");
    auto second = mock_body({mock_attribute("port", value::number(80), "b.hcl")}, {}, "b.hcl");
    auto merged = hcl::merge_bodies({first, second});
    hcl::body_schema schema{{{"name", true}, {"port", true}}, {}};

    hcl::diagnostics diags;
    auto content = merged.content(schema, diags);
    CHECK(diags.empty());
    REQUIRE(content.attributes.size() == 2);
    hcl::diagnostics eval;
    CHECK(content.attributes.at("port").expression.evaluate(eval) == value::number(80));
    CHECK(merged.missing_item_range().filename == "a.hcl");

    // Required is checked across the parts, once.
    hcl::diagnostics missing;
    merged.content({{{"name", true}, {"port", true}, {"other", true}}, {}}, missing);
    CHECK(summaries(missing) == std::vector<std::string>{"Missing required argument"});
    // It points where the first part would put a missing item.
    REQUIRE(missing[0].subject);
    CHECK(*missing[0].subject == first.missing_item_range());

    // The same attribute in two parts is a duplicate.
    auto again = mock_body({mock_attribute("name", value::string("db"), "c.hcl")}, {}, "c.hcl");
    hcl::diagnostics dup;
    hcl::merge_bodies({first, again}).content({{{"name", false}}, {}}, dup);
    CHECK(summaries(dup) == std::vector<std::string>{"Duplicate argument"});
    hcl::diagnostics dup_attrs;
    hcl::merge_bodies({first, again}).just_attributes(dup_attrs);
    CHECK(summaries(dup_attrs) == std::vector<std::string>{"Duplicate argument"});
}

TEST_CASE("merged bodies concatenate blocks in body order and keep the rest for later [spec:Partial Processing of Body Content]") {
    auto inner = mock_body({});
    auto first = mock_body({mock_attribute("x", value::number(1))}, {hcl_test::mock_block("service", {"a"}, inner)});
    auto second = mock_body({mock_attribute("y", value::number(2))}, {hcl_test::mock_block("service", {"b"}, inner)});
    auto merged = hcl::merge_bodies({first, second});

    hcl::body rest;
    hcl::diagnostics diags;
    auto content = merged.partial_content({{}, {{"service", {"name"}}}}, rest, diags);
    CHECK(diags.empty());
    REQUIRE(content.blocks.size() == 2);
    CHECK(content.blocks[0].labels == std::vector<std::string>{"a"});
    CHECK(content.blocks[1].labels == std::vector<std::string>{"b"});
    CHECK(content.blocks_of_type("service").size() == 2);

    // The remainder holds the attributes nobody asked for yet.
    auto remaining = rest.content({{{"x", true}, {"y", true}}, {}}, diags);
    CHECK(diags.empty());
    CHECK(remaining.attributes.size() == 2);
}

TEST_CASE("an empty merge behaves as an empty body") {
    auto merged = hcl::merge_bodies({});
    hcl::diagnostics diags;
    CHECK(merged.just_attributes(diags).empty());
    CHECK(merged.missing_item_range().filename == "<empty>");
}

TEST_CASE("attribute_map: sorted by name, first of equal names kept, map operations") {
    using item = hcl::attribute_map::value_type;
    std::vector<item> items;
    for (const char* n : {"port", "name", "addr", "name"}) {
        items.emplace_back(n, mock_attribute(n, value::string(n)));
    }
    // The second "name" is a different value: the first must win.
    items.back().second = mock_attribute("name", value::string("second"));
    hcl::attribute_map map(std::move(items));
    std::vector<std::string> names;
    for (const auto& [name, a] : map) names.push_back(name);
    CHECK(names == std::vector<std::string>{"addr", "name", "port"});
    hcl::diagnostics diags;
    CHECK(map.at("name").expression.evaluate(diags) == value::string("name"));
    CHECK(map.count("port") == 1);
    CHECK(map.count("nope") == 0);
    CHECK(map.find("nope") == map.end());
    CHECK_THROWS_AS(map.at("nope"), std::out_of_range);

    // emplace keeps what is there; insert_or_assign replaces it.
    CHECK_FALSE(map.emplace("port", mock_attribute("port", value::string("other"))).second);
    CHECK(map.at("port").expression.evaluate(diags) == value::string("port"));
    CHECK(map.emplace("bind", mock_attribute("bind", value::string("bind"))).second);
    CHECK(map.insert_or_assign("port", mock_attribute("port", value::string("new"))).second == false);
    CHECK(map.at("port").expression.evaluate(diags) == value::string("new"));
    CHECK(map.insert_or_assign("zone", mock_attribute("zone", value::string("z"))).second);
    names.clear();
    for (const auto& [name, a] : map) names.push_back(name);
    CHECK(names == std::vector<std::string>{"addr", "bind", "name", "port", "zone"});
    map.erase(map.find("bind"));
    CHECK(map.size() == 4);
    CHECK_FALSE(map.contains("bind"));
}

namespace {
// Deferred ranges: `which` says which range; the owner is a counter of
// how often a range was worked out.
hcl::source_range counted_range(const void* owner, std::uintptr_t key, std::uint32_t which) {
    ++*static_cast<int*>(const_cast<void*>(owner));
    const auto line = static_cast<std::uint32_t>(key);
    return hcl::source_range{"deferred.hcl", {line, which + 1, which}, {line, which + 2, which + 1}};
}
}  // namespace

TEST_CASE("attribute and block ranges: given, or worked out only when asked for") {
    hcl::source_range r{"given.hcl", {1, 1, 0}, {1, 5, 4}};
    hcl::source_range n{"given.hcl", {1, 1, 0}, {1, 2, 1}};
    const hcl::attribute given("a", hcl::expression(), r, n);
    CHECK(given.range() == r);
    CHECK(given.name_range() == n);

    int asked = 0;
    const hcl::attribute deferred("a", hcl::expression(), hcl::detail::deferred_ranges{&counted_range, &asked, 7});
    CHECK(asked == 0);
    CHECK(deferred.range() == counted_range(&asked, 7, 0));
    CHECK(deferred.name_range() == counted_range(&asked, 7, 1));
    CHECK(asked == 4);

    hcl::block b;
    b.labels = {"x", "y"};
    CHECK(b.label_ranges().empty());  // no syntax gave any
    b.set_ranges(r, n, {n});
    CHECK(b.def_range() == r);
    CHECK(b.type_range() == n);
    CHECK(b.label_ranges() == std::vector<hcl::source_range>{n});
    asked = 0;
    b.set_ranges(hcl::detail::deferred_ranges{&counted_range, &asked, 3});
    const hcl::block copy = b;  // copies ask for nothing
    CHECK(asked == 0);
    CHECK(copy.def_range() == counted_range(&asked, 3, 0));
    CHECK(copy.type_range() == counted_range(&asked, 3, 1));
    CHECK(copy.label_ranges() ==
          std::vector<hcl::source_range>{counted_range(&asked, 3, 2), counted_range(&asked, 3, 3)});
}
