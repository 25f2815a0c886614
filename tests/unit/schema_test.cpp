// Tests for body_schema::problem() (<hcl/schema.hpp>): small schemas are
// checked pairwise, large ones with sets; both must say the same thing.
#include <hcl/schema.hpp>

#include "support/catch.hpp"

#include <string>

namespace {

// `extra` filler attributes named a0, a1, ... placed before the given ones.
hcl::body_schema with_filler(std::size_t extra, hcl::body_schema s) {
    hcl::body_schema out;
    for (std::size_t i = 0; i < extra; ++i) out.attributes.push_back({"a" + std::to_string(i), false});
    out.attributes.insert(out.attributes.end(), s.attributes.begin(), s.attributes.end());
    out.blocks = s.blocks;
    return out;
}

}  // namespace

TEST_CASE("schema problems read the same for small and large schemas [spec:Schema-driven Processing]") {
    for (std::size_t extra : {std::size_t{0}, std::size_t{40}}) {
        CAPTURE(extra);
        CHECK_FALSE(with_filler(extra, {{{"name", true}}, {{"service", {"name"}}}}).problem().has_value());
        CHECK(with_filler(extra, {{{"name", true}, {"name", false}}, {}}).problem() ==
              std::optional<std::string>("attribute \"name\" is named twice"));
        CHECK(with_filler(extra, {{}, {{"service", {}}, {"service", {"x"}}}}).problem() ==
              std::optional<std::string>("block type \"service\" is named twice"));
        CHECK(with_filler(extra, {{{"service", false}}, {{"service", {}}}}).problem() ==
              std::optional<std::string>("block type \"service\" is also the name of an attribute"));
        // The first violation in schema order wins.
        CHECK(with_filler(extra, {{{"x", false}}, {{"x", {}}, {"b", {}}, {"b", {}}}}).problem() ==
              std::optional<std::string>("block type \"x\" is also the name of an attribute"));
    }
    // Many block types, none repeated.
    hcl::body_schema many;
    for (int i = 0; i < 40; ++i) many.blocks.push_back({"b" + std::to_string(i), {}});
    CHECK_FALSE(many.problem().has_value());
    many.blocks.push_back({"b7", {}});
    CHECK(many.problem() == std::optional<std::string>("block type \"b7\" is named twice"));
}

TEST_CASE("schemas applications build are checked at every use [spec:Schema-driven Processing]") {
    hcl::body_schema s{{{"a", false}}, {{"b", {}}}};
    CHECK_FALSE(s.problem().has_value());
    s.attributes.push_back({"a", true});
    CHECK(s.problem() == std::optional<std::string>("attribute \"a\" is named twice"));
    s.attributes.pop_back();
    s.attributes[0].name = "b";  // changed in place
    CHECK(s.problem() == std::optional<std::string>("block type \"b\" is also the name of an attribute"));
}

TEST_CASE("a schema marked valid answers at once; copies are checked again") {
    hcl::body_schema bad{{{"a", false}, {"a", false}}, {}};
    CHECK_FALSE(hcl::detail::mark_schema_valid(bad));  // an invalid schema is not marked
    CHECK(bad.problem().has_value());

    hcl::body_schema good{{{"a", false}}, {{"b", {}}}};
    REQUIRE(hcl::detail::mark_schema_valid(good));
    CHECK(good.validity.known_valid());
    CHECK_FALSE(good.problem().has_value());

    hcl::body_schema copy = good;
    CHECK_FALSE(copy.validity.known_valid());
    copy.attributes.push_back({"b", false});
    CHECK(copy.problem() == std::optional<std::string>("block type \"b\" is also the name of an attribute"));

    hcl::body_schema assigned{{{"x", false}}, {}};
    REQUIRE(hcl::detail::mark_schema_valid(assigned));
    assigned = bad;  // takes the contents, not the mark
    CHECK(assigned.problem().has_value());

    const hcl::body_schema merged = merge(good, good);
    CHECK(merged.problem() == std::optional<std::string>("attribute \"a\" is named twice"));

    hcl::body_schema moved = std::move(good);  // the mark goes with the contents
    CHECK(moved.validity.known_valid());
    CHECK_FALSE(good.validity.known_valid());  // NOLINT(bugprone-use-after-move): the mark left
}
