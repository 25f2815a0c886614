// Tuple constructors, `for` expressions and object constructors decoded into
// std::vector / std::map without the tuple or object value around their
// elements
// (expression_node::evaluate_elements / evaluate_attributes, docs/decoder.md).
// Whatever the route, the decoded members and the diagnostics must be the
// ones the evaluate-then-convert route gives: here that route is taken by
// decoding a variable holding the very value the constructor evaluates to.
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>

#include <boost/describe.hpp>

#include <initializer_list>
#include <map>
#include <string>
#include <type_traits>
#include <vector>

namespace decode_constructors_test {

struct lists {
    std::vector<int> numbers;
    std::vector<std::string> names;
    std::vector<bool> flags;
    std::vector<std::vector<int>> nested;
    std::map<std::string, int> counts;
    std::map<std::string, std::vector<std::string>> groups;
};
BOOST_DESCRIBE_STRUCT(lists, (), (numbers, names, flags, nested, counts, groups))
constexpr auto hcl_fields(hcl::type_tag<lists>) {
    using hcl::field, hcl::tag::optional;
    return hcl::fields(field(&lists::numbers, optional()), field(&lists::names, optional()),
                       field(&lists::flags, optional()), field(&lists::nested, optional()),
                       field(&lists::counts, optional()), field(&lists::groups, optional()));
}

}  // namespace decode_constructors_test

using decode_constructors_test::lists;

namespace {

hcl::expression parse_expr(const std::string& text) {
    auto r = hcl::native::parse_expression(text, "e.hcl");
    REQUIRE_FALSE(r.diagnostics.has_errors());
    return r.expression;
}

std::vector<std::string> described(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) out.push_back(d.summary + " | " + d.detail + " | " + d.path);
    return out;
}

// Decodes `text` (attributes of `lists`) and, for comparison, the same
// attributes as variables holding the values their expressions evaluate
// to (the constructor route is not open to a variable).
struct both_routes {
    hcl::decode_result<lists> direct;
    hcl::decode_result<lists> via_values;
};

both_routes decode_both(const std::string& text, const hcl::eval_context& ctx) {
    both_routes out;
    auto parsed = hcl::native::parse_config(text, "c.hcl");
    REQUIRE_FALSE(parsed.has_errors());
    out.direct = hcl::try_decode<lists>(parsed.file->body(), &ctx);

    hcl::diagnostics ignored;
    const auto attributes = parsed.file->body().just_attributes(ignored);
    hcl::eval_context with_values = ctx;
    std::string indirect;
    for (const auto& [name, a] : attributes) {
        hcl::diagnostics d;
        with_values.set_variable("v_" + name, a.expression.evaluate(ctx, d));
        indirect += name + " = v_" + name + "\n";
    }
    auto parsed_indirect = hcl::native::parse_config(indirect, "c.hcl");
    REQUIRE_FALSE(parsed_indirect.has_errors());
    out.via_values = hcl::try_decode<lists>(parsed_indirect.file->body(), &with_values);
    return out;
}

// Each expression declines to give its elements (Part = value) or
// attributes (Part = value_attribute), and does nothing.
template <class Part>
void check_declines(const hcl::eval_context& ctx, std::initializer_list<const char*> texts) {
    for (const char* text : texts) {
        INFO(text);
        std::vector<Part> none;
        hcl::diagnostics d;
        const auto e = parse_expr(text);
        if constexpr (std::is_same_v<Part, hcl::value>) {
            CHECK(e.node()->evaluate_elements(&ctx, d, none) == hcl::elements_result::declined);
        } else {
            CHECK_FALSE(e.node()->evaluate_attributes(&ctx, d, none));
        }
        CHECK(none.empty());
        CHECK(d.empty());
    }
}

}  // namespace

TEST_CASE("decode constructors: a native tuple gives its elements as evaluate() does", "[decode]") {
    hcl::eval_context ctx;
    ctx.set_variable("x", hcl::value::number(7));
    const auto e = parse_expr(R"([1, "two", x, [3], undefined])");
    hcl::diagnostics whole_diags, element_diags;
    const hcl::value whole = e.evaluate(ctx, whole_diags);
    std::vector<hcl::value> elements{hcl::value::boolean(true)};  // appended to, not replaced
    REQUIRE(e.node()->evaluate_elements(&ctx, element_diags, elements) == hcl::elements_result::elements);
    REQUIRE(elements.size() == 6);
    CHECK(elements.front() == hcl::value::boolean(true));
    for (std::size_t i = 0; i < whole.elements().size(); ++i) {
        INFO(i);
        CHECK(elements[i + 1].type() == whole.elements()[i].type());
        CHECK(elements[i + 1].is_known() == whole.elements()[i].is_known());
        if (whole.elements()[i].is_known()) CHECK(elements[i + 1] == whole.elements()[i]);
    }
    CHECK(described(element_diags) == described(whole_diags));
    REQUIRE(whole_diags.size() == 1);  // `undefined`

    // Anything else declines and does nothing.
    check_declines<hcl::value>(ctx, {"{a = 1}", "{for v in [1] : v => v}", "x", "([1, 2])", "\"s\""});
}

TEST_CASE("decode constructors: a tuple-form for expression gives its elements as evaluate() does", "[decode]") {
    hcl::eval_context ctx;
    ctx.set_variable("x", hcl::value::number(7));
    ctx.set_variable("m", hcl::value::object({{"b", hcl::value::number(2)}, {"a", hcl::value::number(1)}}));
    ctx.set_variable("u", hcl::value::unknown(hcl::type::list(hcl::type::number())));
    ctx.set_variable("nothing", hcl::value::null(hcl::type::list(hcl::type::number())));
    // Elements: every collection kind, a condition, a key variable, a
    // failing element.
    for (const char* text : {"[for p in [80, 443] : p + x]", "[for k, v in m : \"${k}=${v}\"]",
                             "[for i, v in [5, 6, 7] : i * v if v != 6]", "[for v in [1, 2] : v + undefined]",
                             "[for v in [] : v]"}) {
        INFO(text);
        const auto e = parse_expr(text);
        hcl::diagnostics whole_diags, element_diags;
        const hcl::value whole = e.evaluate(ctx, whole_diags);
        std::vector<hcl::value> elements{hcl::value::boolean(true)};  // appended to, not replaced
        REQUIRE(e.node()->evaluate_elements(&ctx, element_diags, elements) == hcl::elements_result::elements);
        REQUIRE(whole.type().is_tuple());
        REQUIRE(elements.size() == whole.elements().size() + 1);
        for (std::size_t i = 0; i < whole.elements().size(); ++i) {
            INFO(i);
            CHECK(elements[i + 1].type() == whole.elements()[i].type());
            if (whole.elements()[i].is_known()) CHECK(elements[i + 1] == whole.elements()[i]);
        }
        CHECK(described(element_diags) == described(whole_diags));
    }
    // Not a tuple of elements after all: the whole value, as the one new
    // entry (earlier entries kept), with the same diagnostics.
    for (const char* text : {"[for v in nothing : v]", "[for v in u : v]", "[for v in 5 : v]",
                             "[for v in [1, 2] : v if v]", "[for v in [1, 2] : v if u[0] > 1]"}) {
        INFO(text);
        const auto e = parse_expr(text);
        hcl::diagnostics whole_diags, element_diags;
        const hcl::value whole = e.evaluate(ctx, whole_diags);
        std::vector<hcl::value> elements{hcl::value::boolean(true)};
        REQUIRE(e.node()->evaluate_elements(&ctx, element_diags, elements) == hcl::elements_result::whole);
        REQUIRE(elements.size() == 2);
        CHECK(elements[0] == hcl::value::boolean(true));
        CHECK(elements[1].type() == whole.type());
        CHECK(elements[1].is_known() == whole.is_known());
        CHECK(described(element_diags) == described(whole_diags));
    }
}

TEST_CASE("decode constructors: a native object of bare names gives its attributes as evaluate() does",
          "[decode]") {
    hcl::eval_context ctx;
    ctx.set_variable("x", hcl::value::string("ex"));
    // Out of order, a repeated name (the last one counts) and a failing value.
    const auto e = parse_expr(R"({b = 1, a = x, c = "first", c = "second", d = undefined})");
    hcl::diagnostics whole_diags, attribute_diags;
    const hcl::value whole = e.evaluate(ctx, whole_diags);
    std::vector<hcl::value_attribute> attributes;
    REQUIRE(e.node()->evaluate_attributes(&ctx, attribute_diags, attributes));
    REQUIRE(attributes.size() == whole.attributes().size());
    for (std::size_t i = 0; i < attributes.size(); ++i) {
        INFO(i);
        CHECK(attributes[i].first == whole.attributes()[i].first);
        CHECK(attributes[i].second.type() == whole.attributes()[i].second.type());
        if (attributes[i].second.is_known()) CHECK(attributes[i].second == whole.attributes()[i].second);
    }
    CHECK(attributes[2].first == "c");
    CHECK(attributes[2].second == hcl::value::string("second"));
    CHECK(described(attribute_diags) == described(whole_diags));

    // Keys that need evaluating, and anything else, decline.
    check_declines<hcl::value_attribute>(ctx, {R"({"a" = 1})", "{(x) = 1}", "[1]", "{for k, v in {a = 1} : k => v}"});
}

TEST_CASE("decode constructors: decoded members are those of the evaluate-then-convert route", "[decode]") {
    const hcl::eval_context ctx;
    const auto r = decode_both(R"(numbers = [for p in [1, 2, 3] : p]
names = ["a", "b${1 + 1}"]
flags = [true, false, true]
nested = [[1], [], [2, 3]]
counts = {b = 2, a = 1}
groups = {x = ["p", "q"], y = []}
)",
                               ctx);
    REQUIRE(described(r.direct.diagnostics).empty());
    REQUIRE(described(r.via_values.diagnostics).empty());
    CHECK(r.direct.value.numbers == std::vector<int>{1, 2, 3});
    CHECK(r.direct.value.names == std::vector<std::string>{"a", "b2"});
    CHECK(r.direct.value.flags == std::vector<bool>{true, false, true});
    CHECK(r.direct.value.nested == std::vector<std::vector<int>>{{1}, {}, {2, 3}});
    CHECK(r.direct.value.counts == std::map<std::string, int>{{"a", 1}, {"b", 2}});
    CHECK(r.direct.value.groups ==
          std::map<std::string, std::vector<std::string>>{{"x", {"p", "q"}}, {"y", {}}});
    CHECK(r.direct.value.numbers == r.via_values.value.numbers);
    CHECK(r.direct.value.names == r.via_values.value.names);
    CHECK(r.direct.value.flags == r.via_values.value.flags);
    CHECK(r.direct.value.nested == r.via_values.value.nested);
    CHECK(r.direct.value.counts == r.via_values.value.counts);
    CHECK(r.direct.value.groups == r.via_values.value.groups);
}

TEST_CASE("decode constructors: conversion failures read as on the evaluate-then-convert route", "[decode]") {
    const hcl::eval_context ctx;
    const auto r = decode_both(R"(numbers = [1, "x", 3]
names = ["a", ["b"]]
flags = [true, null]
nested = [[1], [1.5]]
counts = {a = 1, b = "many"}
groups = {x = ["p"], y = "q"}
)",
                               ctx);
    const auto direct = described(r.direct.diagnostics);
    CHECK(direct.size() == 6);
    CHECK(direct == described(r.via_values.diagnostics));
    // Each points at its constructor.
    for (const auto& d : r.direct.diagnostics) CHECK(d.subject.has_value());
}

TEST_CASE("decode constructors: for expressions convert as on the evaluate-then-convert route", "[decode]") {
    hcl::eval_context ctx;
    ctx.set_variable("u", hcl::value::unknown(hcl::type::list(hcl::type::number())));
    ctx.set_variable("d", hcl::value::dynamic());
    const auto r = decode_both(R"(numbers = [for v in u : v]
names = [for v in [1, [2]] : v]
flags = [for v in d : v]
nested = [for v in [1, 2] : [v, v * 10]]
)",
                               ctx);
    const auto direct = described(r.direct.diagnostics);
    CHECK(direct.size() == 3);  // unknown, [2] is not a string, unknown
    CHECK(direct == described(r.via_values.diagnostics));
    CHECK(r.direct.value.nested == std::vector<std::vector<int>>{{1, 10}, {2, 20}});
    CHECK(r.direct.value.nested == r.via_values.value.nested);

    // An evaluation error is reported once, at the attribute, and the
    // member is left as it was.
    lists pre;
    pre.numbers = {9};
    auto parsed = hcl::native::parse_config("numbers = [for v in null : v]\n", "c.hcl");
    REQUIRE_FALSE(parsed.has_errors());
    const auto diags = hcl::decode_into(pre, parsed.file->body(), &ctx);
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].summary == "Iteration over null value");
    CHECK(diags[0].path == "numbers");
    CHECK(pre.numbers == std::vector<int>{9});
}

TEST_CASE("decode constructors: an element that fails to evaluate leaves the member as it was", "[decode]") {
    lists pre;
    pre.numbers = {9};
    pre.counts = {{"keep", 1}};
    auto parsed = hcl::native::parse_config("numbers = [1, undefined]\ncounts = {a = undefined}\n", "c.hcl");
    REQUIRE_FALSE(parsed.has_errors());
    hcl::eval_context ctx;
    ctx.set_variable("known", hcl::value::number(1));
    const auto diags = hcl::decode_into(pre, parsed.file->body(), &ctx);
    REQUIRE(diags.size() == 2);
    CHECK(diags[0].summary == "Unknown variable");
    CHECK(diags[0].path == "numbers");
    CHECK(diags[1].path == "counts");
    CHECK(pre.numbers == std::vector<int>{9});
    CHECK(pre.counts == std::map<std::string, int>{{"keep", 1}});

    // A map that fails to convert is left as it was too.
    auto bad = hcl::native::parse_config("counts = {a = \"x\"}\n", "c.hcl");
    REQUIRE_FALSE(bad.has_errors());
    CHECK(hcl::decode_into(pre, bad.file->body(), &ctx).has_errors());
    CHECK(pre.counts == std::map<std::string, int>{{"keep", 1}});
}

TEST_CASE("decode constructors: a JSON array gives its elements as evaluate() does; objects decline", "[decode]") {
    hcl::eval_context ctx;
    ctx.set_variable("x", hcl::value::number(7));
    auto e = hcl::json::parse_expression(R"([1, "two ${x}", [3], {"k": true}, "${undefined}"])", "e.json");
    REQUIRE_FALSE(e.diagnostics.has_errors());
    hcl::diagnostics whole_diags, element_diags;
    const hcl::value whole = e.expression.evaluate(ctx, whole_diags);
    std::vector<hcl::value> elements;
    REQUIRE(e.expression.node()->evaluate_elements(&ctx, element_diags, elements) ==
            hcl::elements_result::elements);
    REQUIRE(elements.size() == whole.elements().size());
    for (std::size_t i = 0; i < elements.size(); ++i) {
        INFO(i);
        CHECK(elements[i].type() == whole.elements()[i].type());
        if (whole.elements()[i].is_known()) CHECK(elements[i] == whole.elements()[i]);
    }
    CHECK(described(element_diags) == described(whole_diags));
    CHECK(whole_diags.size() == 1);

    for (const char* other : {R"({"a": 1})", "1", R"("s")"}) {
        INFO(other);
        auto o = hcl::json::parse_expression(other, "o.json");
        std::vector<hcl::value> none;
        hcl::diagnostics d;
        CHECK(o.expression.node()->evaluate_elements(&ctx, d, none) == hcl::elements_result::declined);
        CHECK(none.empty());
        CHECK(d.empty());
    }
}

TEST_CASE("decode constructors: JSON arrays and objects decode as native ones do", "[decode]") {
    auto parsed = hcl::json::parse(R"({"numbers": [1, 2], "counts": {"b": 2, "a": 1}, "names": ["a", 2]})", "c.json");
    REQUIRE_FALSE(parsed.has_errors());
    const auto r = hcl::try_decode<lists>(parsed.file->body());
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.numbers == std::vector<int>{1, 2});
    CHECK(r.value.counts == std::map<std::string, int>{{"a", 1}, {"b", 2}});
    CHECK(r.value.names == std::vector<std::string>{"a", "2"});

    // A failing element reads as through the value route.
    auto bad = hcl::json::parse(R"({"numbers": [1, "x"]})", "c.json");
    auto native = hcl::native::parse_config("numbers = [1, \"x\"]\n", "c.hcl");
    const auto from_json = hcl::try_decode<lists>(bad.file->body());
    const auto from_native = hcl::try_decode<lists>(native.file->body());
    CHECK(described(from_json.diagnostics) == described(from_native.diagnostics));
    CHECK(from_json.diagnostics.size() == 1);
}
