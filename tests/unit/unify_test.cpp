// Tests for unify() / unify_unsafe() / unify_values() of <hcl/convert.hpp>:
// information model, "Type Unification". The reference's results (go-cty
// 1.12 as used by the oracle) win where they differ from the lattice the
// specification describes; docs/deviations.md lists those rows.
#include <hcl/convert.hpp>

#include "support/catch.hpp"
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

using hcl::type;
using hcl::value;
using nlohmann::json;

// Defined in convert_test.cpp.
namespace conversion_test {
type type_from_json(const json& j);
value value_from_json(const json& j);
const json& oracle_cases();
}  // namespace conversion_test

namespace {

type list(const type& t) { return type::list(t); }
type set(const type& t) { return type::set(t); }
type map(const type& t) { return type::map(t); }
type tuple(std::vector<type> e) { return type::tuple(std::move(e)); }
type object(std::vector<std::pair<std::string, type>> a) { return type::object(std::move(a)); }
const type str = type::string();
const type num = type::number();
const type boolean = type::boolean();
const type dyn = type::dynamic();

struct unify_row {
    const char* rule;
    std::vector<type> types;
    std::optional<type> safe;    // unify()
    std::optional<type> unsafe;  // unify_unsafe()
};

std::string show(const std::optional<type>& t) { return t ? t->to_type_expression() : "(none)"; }

}  // namespace

TEST_CASE("Type Unification: table", "[unify]") {
    const auto none = std::optional<type>();
    const std::vector<unify_row> rows = {
        {"all equal", {num, num, num}, num, num},
        {"number and bool unify with string, preferring string", {num, str}, str, str},
        {"number and bool unify with string, preferring string", {str, boolean}, str, str},
        {"string preferred whatever the order", {boolean, num, str}, str, str},
        {"deviation: number and bool do not unify (reference)", {num, boolean}, none, none},
        {"dynamic unifies with the other type (unsafe)", {dyn, num}, dyn, num},
        {"dynamic unifies with the other type (unsafe)", {num, dyn, num}, dyn, num},
        {"all dynamic gives dynamic", {dyn, dyn}, dyn, dyn},
        {"dynamic among compound types gives dynamic", {list(num), dyn}, dyn, dyn},
        {"dynamic among objects gives dynamic", {object({{"a", num}}), dyn}, dyn, dyn},
        {"collections of one kind unify their elements",
         {list(num), list(str)},
         list(str),
         list(str)},
        {"collections of one kind unify their elements",
         {map(boolean), map(str)},
         map(str),
         map(str)},
        {"collections of one kind unify their elements", {set(num), set(str)}, set(str), set(str)},
        {"collections of one kind, no common element", {list(num), list(boolean)}, none, none},
        {"list and set prefer the list", {set(num), list(num)}, list(num), list(num)},
        {"list and set prefer the list", {list(str), set(num)}, list(str), list(str)},
        {"list and set, safe needs the set's elements to convert safely",
         {list(num), set(str)},
         none,
         list(num)},
        {"deviation: list and tuple prefer the list",
         {list(str), tuple({num})},
         list(str),
         list(str)},
        {"deviation: list and tuple prefer the list",
         {tuple({num, boolean}), list(str)},
         list(str),
         list(str)},
        {"deviation: set and tuple: the tuple cannot take a set",
         {set(num), tuple({str, str})},
         none,
         set(num)},
        {"deviation: map and object prefer the map",
         {map(str), object({{"a", num}})},
         map(str),
         map(str)},
        {"deviation: map and object prefer the map",
         {object({{"a", boolean}}), map(str)},
         map(str),
         map(str)},
        {"map and object with no common element type",
         {map(num), object({{"a", list(num)}})},
         none,
         none},
        {"objects with the same attributes unify attribute-wise",
         {object({{"a", num}, {"b", str}}), object({{"a", str}, {"b", str}})},
         object({{"a", str}, {"b", str}}),
         object({{"a", str}, {"b", str}})},
        {"deviation: objects with different attributes become a map",
         {object({{"a", num}}), object({{"b", num}})},
         map(num),
         map(num)},
        {"deviation: objects with different attributes become a map",
         {object({{"a", num}}), object({{"a", num}, {"b", str}})},
         map(str),
         map(str)},
        {"objects with different attributes and no common type",
         {object({{"a", num}}), object({{"b", boolean}})},
         none,
         none},
        {"objects with the same attributes, one not unifiable",
         {object({{"a", num}}), object({{"a", boolean}})},
         none,
         none},
        {"tuples of one length unify element-wise",
         {tuple({num, str}), tuple({str, str})},
         tuple({str, str}),
         tuple({str, str})},
        {"tuples of different lengths become a list",
         {tuple({num, num}), tuple({str})},
         list(str),
         list(str)},
        {"tuples of one length, an element not unifiable",
         {tuple({num}), tuple({boolean})},
         none,
         none},
        {"object and tuple never unify", {object({}), type::empty_tuple()}, none, none},
        {"primitive and compound never unify", {num, list(num)}, none, none},
        {"nested unification",
         {object({{"a", object({{"b", num}})}}), object({{"a", object({{"c", num}})}})},
         object({{"a", map(num)}}),
         object({{"a", map(num)}})},
        {"empty input", {}, none, none},
    };
    for (const auto& row : rows) {
        INFO(row.rule);
        for (const auto& t : row.types) INFO("  " << t.to_type_expression());
        auto safe = hcl::unify(row.types);
        auto unsafe = hcl::unify_unsafe(row.types);
        CHECK(show(safe) == show(row.safe));
        CHECK(show(unsafe) == show(row.unsafe));
    }
}

TEST_CASE("Type Unification: every input converts to the result", "[unify]") {
    const std::vector<std::vector<type>> inputs = {
        {num, str, boolean},
        {list(num), tuple({str}), tuple({num, boolean})},
        {object({{"a", num}}), map(boolean), object({{"b", str}})},
        {tuple({object({{"x", num}})}), tuple({object({{"x", str}})})},
    };
    for (const auto& types : inputs) {
        auto u = hcl::unify_unsafe(types);
        REQUIRE(u);
        for (const auto& t : types) {
            INFO(t.to_type_expression() << " -> " << u->to_type_expression());
            CHECK(hcl::classify_conversion(t, *u) != hcl::conversion_safety::impossible);
        }
    }
}

TEST_CASE("Type Unification: oracle conditionals (true ? A : B)", "[unify][oracle]") {
    int checked = 0;
    for (const auto& c : conversion_test::oracle_cases()) {
        if (c.at("kind") != "unify") continue;
        const value a = conversion_test::value_from_json(c.at("a"));
        const value b = conversion_test::value_from_json(c.at("b"));
        const auto& ea = c.at("expect_a");
        const auto& eb = c.at("expect_b");
        INFO(c.at("a").at("hcl").get<std::string>()
             << " | " << c.at("b").at("hcl").get<std::string>());
        const std::vector<type> types = {a.type(), b.type()};
        auto u = hcl::unify_unsafe(types);
        if (ea.contains("error_summary") && eb.contains("error_summary")) {
            // Either no unified type, or one of the values does not convert.
            if (u) {
                CHECK_FALSE((hcl::convert(a, *u).has_value() && hcl::convert(b, *u).has_value()));
            }
        } else {
            const auto& ok = ea.contains("value") ? ea : eb;
            const type expected_type = conversion_test::type_from_json(ok.at("type"));
            REQUIRE(u);
            CHECK(u->to_type_expression() == expected_type.to_type_expression());
            auto ra = hcl::convert(a, *u);
            auto rb = hcl::convert(b, *u);
            if (ea.contains("value")) {
                REQUIRE(ra.has_value());
                CHECK(*ra == conversion_test::value_from_json(ea));
            } else {
                CHECK_FALSE(ra.has_value());
            }
            if (eb.contains("value")) {
                REQUIRE(rb.has_value());
                CHECK(*rb == conversion_test::value_from_json(eb));
            } else {
                CHECK_FALSE(rb.has_value());
            }
            const value pair[] = {a, b};
            auto both = hcl::unify_values(pair);
            CHECK(both.has_value() == (ea.contains("value") && eb.contains("value")));
        }
        ++checked;
    }
    CHECK(checked >= 30);
}

TEST_CASE("Type Unification: unify_values converts every value", "[unify]") {
    const value vals[] = {value::number(1), value::string("a"), value::boolean(true)};
    auto r = hcl::unify_values(vals);
    REQUIRE(r);
    CHECK((*r)[0] == value::string("1"));
    CHECK((*r)[2] == value::string("true"));
    const value bad[] = {value::number(1), value::boolean(true)};
    CHECK_FALSE(hcl::unify_values(bad));
}
