// Traversal patterns: absolute traversals with `[*]` wildcard steps
// (native::parse_traversal_pattern), and applying them to values.
//
// Parsing follows the reference's pattern parser (hcl >= 2.22,
// ParseTraversalAbsPattern): only `[*]` is a wildcard, `.*` stays an error.
// The reference cannot apply a pattern; we apply the steps after a wildcard
// to every element, with the splat expression's rules — so every applied
// pattern here is checked against evaluating the same text as a native
// splat expression (whose behaviour the conformance suite pins to the
// oracle).
#include <hcl/eval_context.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/traversal.hpp>
#include <hcl/value.hpp>
#include <hcl/value_json.hpp>

#include "support/native_eval_support.hpp"

#include "support/catch.hpp"

#include <string>

using hcl::value;

namespace {

hcl::traversal pattern(const std::string& text) {
    auto r = hcl::native::parse_traversal_pattern(text, "p.hcl");
    INFO(text);
    REQUIRE_FALSE(r.diagnostics.has_errors());
    return r.traversal;
}

value typed(const char* json, const char* type_json) {
    auto t = hcl::type_from_json(type_json);
    REQUIRE(t);
    auto v = hcl::value_from_json(json, *t);
    REQUIRE(v);
    return *v;
}

}  // namespace

TEST_CASE("traversal patterns parse [*] as a wildcard step [reference: ParseTraversalAbsPattern]") {
    auto t = pattern("aws_instance.web[*].id");
    REQUIRE(t.size() == 4);
    CHECK(t.root_name() == "aws_instance");
    REQUIRE(std::holds_alternative<hcl::traverse_splat>(t.steps()[2]));
    const auto r = hcl::step_range(t.steps()[2]);
    CHECK(r.start.column == 17);
    CHECK(r.end.column == 20);
    CHECK(t.to_string() == "aws_instance.web[*].id");

    // Wildcards mix with ordinary index steps.
    auto mixed = pattern("a[0][*][\"k\"][*]");
    REQUIRE(mixed.size() == 5);
    CHECK(std::holds_alternative<hcl::traverse_index>(mixed.steps()[1]));
    CHECK(std::holds_alternative<hcl::traverse_splat>(mixed.steps()[2]));
    CHECK(std::holds_alternative<hcl::traverse_index>(mixed.steps()[3]));
    CHECK(std::holds_alternative<hcl::traverse_splat>(mixed.steps()[4]));
}

TEST_CASE("traversal patterns keep the traversal parser's errors for everything but [*]") {
    struct bad_case {
        const char* text;
        const char* summary;
        const char* detail_part;
        std::uint32_t column;
    };
    const bad_case cases[] = {
        {"a.*", "Attribute name required", "Splat expressions (.*) may not be used here.", 3},
        {"a[*", "Unclosed index brackets", "Index key must be followed by a closing bracket.", 4},
        {"a[* ]", "", "", 0},  // whitespace inside the brackets is fine
        {"a[x]", "Index value required", "literal number or a literal string", 3},
        {"[*]", "Variable name required", "Must begin with a variable name.", 1},
        {"a[*]+", "Invalid character", "Expected an attribute access or an index operator.", 5},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        auto r = hcl::native::parse_traversal_pattern(c.text, "p.hcl");
        if (c.summary[0] == '\0') {
            CHECK_FALSE(r.diagnostics.has_errors());
            continue;
        }
        REQUIRE(r.diagnostics.has_errors());
        CHECK(r.diagnostics[0].summary == c.summary);
        CHECK(r.diagnostics[0].detail.find(c.detail_part) != std::string::npos);
        REQUIRE(r.diagnostics[0].subject);
        CHECK(r.diagnostics[0].subject->start.column == c.column);
    }

    // The ordinary traversal parser still rejects the wildcard.
    auto plain = hcl::native::parse_traversal("a[*].b", "p.hcl");
    REQUIRE(plain.diagnostics.has_errors());
    CHECK(plain.diagnostics[0].summary == "Attribute name required");
    CHECK(plain.diagnostics[0].detail == "Splat expressions ([*]) may not be used here.");
}

TEST_CASE("applying a pattern gives what the same splat expression evaluates to [spec:Splat Operators]") {
    hcl::eval_context ctx;
    ctx.set_variable("list", typed(R"([{"id":"a","n":[1,2]},{"id":"b","n":[3]}])",
                                   R"(["list",["object",{"id":"string","n":["list","number"]}]])"));
    ctx.set_variable("set", typed(R"(["x","y"])", R"(["set","string"])"));
    ctx.set_variable("tup", value::tuple({value::object({{"id", value::string("t")}}),
                                          value::object({{"id", value::number(2)}})}));
    ctx.set_variable("one", value::object({{"id", value::string("solo")}}));
    ctx.set_variable("none", value::null(hcl::type::object({{"id", hcl::type::string()}})));
    ctx.set_variable("unknown_list", value::unknown(hcl::type::list(hcl::type::object({{"id", hcl::type::boolean()}}))));
    ctx.set_variable("unknown_one", value::unknown(hcl::type::object({{"id", hcl::type::string()}})));
    ctx.set_variable("empty", value::list_empty(hcl::type::object({{"id", hcl::type::number()}})));
    ctx.set_variable("dyn", value::dynamic());

    const char* texts[] = {
        "list[*].id",      "list[*].n",          "list[*].n[*]",   "list[*]",      "set[*]",
        "tup[*].id",       "one[*].id",          "none[*].id",     "unknown_list[*].id",
        "unknown_one[*].id", "empty[*].id",      "dyn[*].id",      "list[0].n[*]", "list[*][\"id\"]",
    };
    for (const char* text : texts) {
        INFO(text);
        const auto expected = hcl_test::evaluate_expression(text, ctx);
        REQUIRE_FALSE(expected.diags.has_errors());
        hcl::diagnostics diags;
        const value got = hcl::traverse_absolute(pattern(text), &ctx, diags);
        CHECK_FALSE(diags.has_errors());
        CHECK(got.type() == expected.value.type());
        CHECK(got == expected.value);
        CHECK(got.is_known() == expected.value.is_known());
    }
}

TEST_CASE("applying a pattern reports what the splat expression reports") {
    hcl::eval_context ctx;
    ctx.set_variable("null_list", value::null(hcl::type::list(hcl::type::string())));
    ctx.set_variable("list", typed(R"([{"id":"a"},{"other":1}])", R"(["tuple",[["object",{"id":"string"}],["object",{"other":"number"}]]])"));

    hcl::diagnostics diags;
    CHECK(hcl::traverse_absolute(pattern("null_list[*]"), &ctx, diags).is_dynamic());
    REQUIRE(diags.has_errors());
    CHECK(diags[0].summary == "Splat of null value");
    CHECK(hcl_test::evaluate_expression("null_list[*]", ctx).diags[0].summary == "Splat of null value");

    // A failing step in one element fails the whole traversal, at that step.
    hcl::diagnostics missing;
    CHECK(hcl::traverse_absolute(pattern("list[*].id"), &ctx, missing).is_dynamic());
    REQUIRE(missing.has_errors());
    CHECK(missing[0].summary == "Unsupported attribute");
    REQUIRE(missing[0].subject);
    CHECK(missing[0].subject->start.column == 8);

    // Relative traversals with a wildcard apply to the given value.
    hcl::traversal rel({hcl::traverse_splat{}, hcl::traverse_attribute{"id", {}}});
    hcl::diagnostics rel_diags;
    CHECK(hcl::traverse_relative(rel, value::tuple({value::object({{"id", value::number(1)}})}), rel_diags) ==
          value::tuple({value::number(1)}));
    CHECK(rel_diags.empty());
}
