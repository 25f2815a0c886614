// Tests for <hcl/convert.hpp>: information model, "Type Conversions and
// Unification". Expected values come from the specification text or from the
// reference implementation (tests/data/conversion/oracle_cases.json, made by
// scripts/gen-conversion-cases.py); docs/deviations.md lists where the two
// disagree and which of these tests shows it.
#include <hcl/convert.hpp>

#include "support/catch.hpp"
#include <nlohmann/json.hpp>

#include <fstream>
#include <memory>
#include <string>
#include <vector>

using hcl::type;
using hcl::value;
using nlohmann::json;
using S = hcl::conversion_safety;

// Shared with unify_test.cpp.
namespace conversion_test {

// The reference's JSON type encoding: "string", ["list", T],
// ["object", {...}] (optionally with a third element: optional names) ...
type type_from_json(const json& j) {
    if (j.is_string()) {
        const auto s = j.get<std::string>();
        if (s == "string") return type::string();
        if (s == "number") return type::number();
        if (s == "bool") return type::boolean();
        if (s == "dynamic") return type::dynamic();
        throw std::runtime_error("unknown type " + s);
    }
    const auto kind = j.at(0).get<std::string>();
    if (kind == "list") return type::list(type_from_json(j.at(1)));
    if (kind == "set") return type::set(type_from_json(j.at(1)));
    if (kind == "map") return type::map(type_from_json(j.at(1)));
    if (kind == "tuple") {
        std::vector<type> elems;
        for (const auto& e : j.at(1)) elems.push_back(type_from_json(e));
        return type::tuple(std::move(elems));
    }
    if (kind == "object") {
        std::vector<std::pair<std::string, type>> attrs;
        for (const auto& [k, v] : j.at(1).items()) attrs.emplace_back(k, type_from_json(v));
        std::vector<std::string> optional;
        if (j.size() > 2) optional = j.at(2).get<std::vector<std::string>>();
        return type::object(std::move(attrs), optional);
    }
    throw std::runtime_error("unknown type kind " + kind);
}

// A value in the oracle's JSON form, guided by its type. Numbers are exact
// decimal strings (the generator keeps them as text).
value value_from_json(const json& j, const type& t) {
    if (j.is_null()) return value::null(t);
    switch (t.kind()) {
    case hcl::type_kind::string: return value::string(j.get<std::string>());
    case hcl::type_kind::number: {
        auto text = j.is_string() ? j.get<std::string>() : j.dump();
        auto n = hcl::number::parse(text);
        if (!n) throw std::runtime_error("bad number " + text);
        return value::number(*n);
    }
    case hcl::type_kind::boolean: return value::boolean(j.get<bool>());
    case hcl::type_kind::list:
    case hcl::type_kind::set: {
        std::vector<value> elems;
        for (const auto& e : j) elems.push_back(value_from_json(e, t.element_type()));
        return t.is_list() ? value::list(t.element_type(), std::move(elems))
                           : value::set(t.element_type(), std::move(elems));
    }
    case hcl::type_kind::map: {
        std::vector<hcl::value_attribute> entries;
        for (const auto& [k, e] : j.items())
            entries.emplace_back(k, value_from_json(e, t.element_type()));
        return value::map(t.element_type(), std::move(entries));
    }
    case hcl::type_kind::tuple: {
        std::vector<value> elems;
        auto types = t.tuple_elements();
        for (std::size_t i = 0; i < types.size(); ++i)
            elems.push_back(value_from_json(j.at(i), types[i]));
        return value::tuple(std::move(elems));
    }
    case hcl::type_kind::object: {
        std::vector<hcl::value_attribute> attrs;
        for (const auto& a : t.attributes())
            attrs.emplace_back(a.name, value_from_json(j.at(a.name), a.type));
        return value::object(std::move(attrs));
    }
    default: throw std::runtime_error("cannot build a value of type " + t.friendly_name());
    }
}

value value_from_json(const json& j) {
    return value_from_json(j.at("value"), type_from_json(j.at("type")));
}

const json& oracle_cases() {
    static const json cases = [] {
        std::ifstream in(HCLCPP_TEST_DATA_DIR "/conversion/oracle_cases.json");
        if (!in) throw std::runtime_error("missing tests/data/conversion/oracle_cases.json");
        return json::parse(in).at("cases");
    }();
    return cases;
}

}  // namespace conversion_test

namespace {

using conversion_test::type_from_json;
using conversion_test::value_from_json;

type list(const type& t) { return type::list(t); }
type set(const type& t) { return type::set(t); }
type map(const type& t) { return type::map(t); }
type tuple(std::vector<type> e) { return type::tuple(std::move(e)); }
type object(std::vector<std::pair<std::string, type>> a, const std::vector<std::string>& opt = {}) {
    return type::object(std::move(a), opt);
}
const type str = type::string();
const type num = type::number();
const type boolean = type::boolean();
const type dyn = type::dynamic();

value n(std::int64_t i) { return value::number(i); }
value s(const char* t) { return value::string(t); }

}  // namespace

TEST_CASE("Type Conversions: oracle cases (constraint and expression)", "[convert][oracle]") {
    int checked = 0;
    for (const auto& c : conversion_test::oracle_cases()) {
        if (c.at("kind") == "unify") continue;
        const auto& src = c.at("source");
        const value source = value_from_json(src);
        const type target = type_from_json(c.at("target"));
        const auto& expect = c.at("expect");
        INFO(c.at("spec").get<std::string>()
             << ": " << src.at("hcl").get<std::string>() << " -> " << target.to_type_expression());
        auto r = hcl::convert(source, target);
        if (c.at("kind") == "expression") {
            // Only the conversion's outcome is the reference's: the
            // expression may go on to compute with it (X + 1).
            if (expect.contains("error_summary")) {
                CHECK_FALSE(r.has_value());
            } else {
                REQUIRE(r.has_value());
                if (c.at("expression").get<std::string>().find(" + 1") == std::string::npos &&
                    c.at("expression").get<std::string>().find(" * 1") == std::string::npos) {
                    CHECK(*r == value_from_json(expect));
                }
            }
        } else if (expect.contains("error")) {
            REQUIRE_FALSE(r.has_value());
            CHECK(r.error().message == expect.at("error").get<std::string>());
        } else {
            REQUIRE(r.has_value());
            CHECK(*r == value_from_json(expect));
        }
        ++checked;
    }
    CHECK(checked >= 100);
}

TEST_CASE("Type Conversions: a value already of the target type is returned as is", "[convert]") {
    std::vector<value> elems;
    for (int i = 0; i < 1000; ++i) elems.push_back(n(i));
    const value big = value::list(num, elems);
    auto r = hcl::convert(big, list(num));
    REQUIRE(r.has_value());
    // Same payload, not a copy.
    CHECK(r->elements().data() == big.elements().data());
    auto d = hcl::convert(big, dyn);
    CHECK(d->elements().data() == big.elements().data());
    auto safe = hcl::convert_safe(big, list(num));
    CHECK(safe->elements().data() == big.elements().data());
}

TEST_CASE("Conversion of Null Values", "[convert]") {
    SECTION("null converts to null of the target type") {
        CHECK(*hcl::convert(value::null(dyn), num) == value::null(num));
        CHECK(*hcl::convert(value::null(num), str) == value::null(str));
        CHECK(*hcl::convert(value::null(tuple({num, str})), list(str)) == value::null(list(str)));
    }
    SECTION("the null keeps the source's types where the target is dynamic") {
        CHECK(*hcl::convert(value::null(tuple({num, str})), list(dyn)) == value::null(list(str)));
        CHECK(*hcl::convert(value::null(list(num)), set(dyn)) == value::null(set(num)));
        CHECK(*hcl::convert(value::null(object({{"a", num}})), object({{"a", dyn}})) ==
              value::null(object({{"a", num}})));
    }
    SECTION("optional markers never reach a null's type") {
        auto target = object({{"a", num}, {"b", str}}, {"b"});
        CHECK(*hcl::convert(value::null(dyn), target) ==
              value::null(object({{"a", num}, {"b", str}})));
    }
    SECTION("reference: a null of a type with no conversion fails (deviation)") {
        auto r = hcl::convert(value::null(boolean), num);
        REQUIRE_FALSE(r.has_value());
        CHECK(r.error().message == "number required");
    }
}

TEST_CASE("Conversion to and from the Dynamic Pseudo-type", "[convert]") {
    SECTION("to dynamic is the identity") {
        auto v = value::tuple({n(1), s("a")});
        CHECK(*hcl::convert(v, dyn) == v);
        CHECK(*hcl::convert(value::dynamic(), dyn) == value::dynamic());
    }
    SECTION("the dynamic value becomes unknown of the target") {
        CHECK(*hcl::convert(value::dynamic(), num) == value::unknown(num));
        CHECK(*hcl::convert(value::dynamic(), list(str)) == value::unknown(list(str)));
    }
    SECTION("unknown values convert to unknown of the target type") {
        CHECK(*hcl::convert(value::unknown(str), num) == value::unknown(num));
        CHECK(*hcl::convert(value::unknown(num), str) == value::unknown(str));
        CHECK(*hcl::convert(value::unknown(tuple({num, str})), list(dyn)) ==
              value::unknown(list(str)));
        CHECK(*hcl::convert(value::unknown(object({{"a", num}})), map(dyn)) ==
              value::unknown(map(num)));
        CHECK(*hcl::convert(value::unknown(map(num)), object({{"a", dyn}, {"b", str}})) ==
              value::unknown(object({{"a", num}, {"b", str}})));
        CHECK(*hcl::convert(value::unknown(str), boolean) == value::unknown(boolean));
    }
    SECTION("unknown elements stay unknown, converted") {
        auto v = value::tuple({value::unknown(str), n(2)});
        CHECK(*hcl::convert(v, list(str)) == value::list(str, {value::unknown(str), s("2")}));
    }
    SECTION("a set with unknown elements has no known length as a list") {
        auto v = value::set(str, {value::unknown(str), s("a")});
        CHECK(*hcl::convert(v, list(str)) == value::unknown(list(str)));
        auto one = value::set(str, {value::unknown(str)});
        CHECK(*hcl::convert(one, list(str)) == value::list(str, {value::unknown(str)}));
    }
    SECTION("dynamic-typed elements of a collection convert like the dynamic value") {
        auto v = value::list(dyn, {value::dynamic(), value::null(dyn)});
        CHECK(*hcl::convert(v, list(num)) ==
              value::list(num, {value::unknown(num), value::null(num)}));
    }
}

TEST_CASE("Primitive Type Conversions", "[convert]") {
    SECTION("bool to string") {
        CHECK(*hcl::convert(value::boolean(true), str) == s("true"));
        CHECK(*hcl::convert(value::boolean(false), str) == s("false"));
    }
    SECTION("string to bool accepts true, false, 1, 0 only") {
        CHECK(*hcl::convert(s("1"), boolean) == value::boolean(true));
        CHECK(*hcl::convert(s("0"), boolean) == value::boolean(false));
        CHECK(hcl::convert(s("TRUE"), boolean).error().message ==
              "a bool is required; to convert from string, use lowercase \"true\"");
        CHECK(hcl::convert(s("False"), boolean).error().message ==
              "a bool is required; to convert from string, use lowercase \"false\"");
        CHECK(hcl::convert(s(""), boolean).error().message == "a bool is required");
        CHECK(hcl::convert(s("1.0"), boolean).error().message == "a bool is required");
    }
    SECTION("number to string at full precision, no exponent") {
        auto third = divide(hcl::number::from_int(1), hcl::number::from_int(3));
        REQUIRE(third);
        auto text = hcl::convert(value::number(*third), str);
        CHECK(text->as_string() == third->to_string());
        CHECK(*hcl::convert(value::number(*hcl::number::parse("1e-7")), str) == s("0.0000001"));
        CHECK(*hcl::convert(value::number(hcl::number::infinity()), str) == s("+Inf"));
    }
    SECTION("string to number uses the reference's parser (deviation: exponents)") {
        CHECK(*hcl::convert(s("1e3"), num) == n(1000));
        CHECK(*hcl::convert(s("1p4"), num) == n(16));
        CHECK(*hcl::convert(s("-Inf"), num) == value::number(hcl::number::infinity(true)));
        CHECK(hcl::convert(s("1,5"), num).error().message == "a number is required");
    }
    SECTION("bool and number do not convert") {
        CHECK(hcl::convert(n(1), boolean).error().message == "bool required");
        CHECK(hcl::convert(value::boolean(true), num).error().message == "number required");
    }
}

TEST_CASE("Collection and Structural Type Conversions: values", "[convert]") {
    SECTION("set to list keeps set order") {
        auto v = value::set(num, {n(3), n(1), n(2)});
        CHECK(*hcl::convert(v, list(num)) == value::list(num, {n(1), n(2), n(3)}));
        CHECK(*hcl::convert(v, list(str)) == value::list(str, {s("1"), s("2"), s("3")}));
    }
    SECTION("list to set drops duplicates") {
        auto v = value::list(str, {s("b"), s("a"), s("b")});
        CHECK(*hcl::convert(v, set(str)) == value::set(str, {s("a"), s("b")}));
    }
    SECTION("empty collections keep a concrete element type") {
        CHECK(*hcl::convert(value::list_empty(num), set(dyn)) == value::set_empty(num));
        CHECK(*hcl::convert(value::set_empty(str), list(dyn)) == value::list_empty(str));
        CHECK(*hcl::convert(value::map_empty(boolean), map(dyn)) == value::map_empty(boolean));
        CHECK(*hcl::convert(value::empty_tuple(), list(dyn)) == value::list_empty(dyn));
        CHECK(*hcl::convert(value::empty_object(), map(num)) == value::map_empty(num));
    }
    SECTION("map to object: keys must match the attributes") {
        auto m = value::map(str, {{"a", s("1")}, {"b", s("x")}, {"extra", s("dropped")}});
        auto ok = hcl::convert(m, object({{"a", num}, {"b", str}}));
        CHECK(*ok == value::object({{"a", n(1)}, {"b", s("x")}}));
        auto missing = hcl::convert(m, object({{"a", num}, {"c", str}}));
        REQUIRE_FALSE(missing.has_value());
        CHECK(missing.error().message == "map has no element for required attribute \"c\"");
        auto bad = hcl::convert(m, object({{"b", num}}));
        CHECK(bad.error().to_string() == "[\"b\"]: a number is required");
    }
    SECTION("map to object: optional attributes may be absent") {
        auto m = value::map(str, {{"a", s("1")}});
        auto r = hcl::convert(m, object({{"a", num}, {"b", boolean}}, {"b"}));
        CHECK(*r == value::object({{"a", n(1)}, {"b", value::null(boolean)}}));
    }
    SECTION("map to object: an optional attribute of an impossible type fails only when present") {
        auto target = object({{"a", str}, {"b", list(str)}}, {"b"});
        CHECK(hcl::classify_conversion(map(str), target) == S::unsafe);
        CHECK(*hcl::convert(value::map(str, {{"a", s("x")}}), target) ==
              value::object({{"a", s("x")}, {"b", value::null(list(str))}}));
        auto r = hcl::convert(value::map(str, {{"a", s("x")}, {"b", s("y")}}), target);
        REQUIRE_FALSE(r.has_value());
        CHECK(r.error().message ==
              "map element type is incompatible with attribute \"b\": list of string required");
    }
    SECTION(
        "object to object: optional attributes become null (deviation: required ones are errors)") {
        auto v = value::object({{"a", n(1)}, {"z", s("dropped")}});
        auto target = object({{"a", str}, {"b", num}, {"c", list(str)}}, {"b", "c"});
        CHECK(
            *hcl::convert(v, target) ==
            value::object({{"a", s("1")}, {"b", value::null(num)}, {"c", value::null(list(str))}}));
        auto r = hcl::convert(v, object({{"a", str}, {"b", num}}));
        REQUIRE_FALSE(r.has_value());
        CHECK(r.error().message == "attribute \"b\" is required");
        CHECK(r.error().path.empty());
    }
    SECTION("object to object: optional markers disappear from nested result types") {
        auto inner = object({{"x", num}, {"y", str}}, {"y"});
        auto v = value::tuple(
            {value::object({{"x", n(1)}}), value::object({{"x", n(2)}, {"y", s("b")}})});
        auto r = hcl::convert(v, list(inner));
        REQUIRE(r.has_value());
        auto plain = object({{"x", num}, {"y", str}});
        CHECK(r->type() == list(plain));
        CHECK(*r == value::list(plain, {value::object({{"x", n(1)}, {"y", value::null(str)}}),
                                        value::object({{"x", n(2)}, {"y", s("b")}})}));
    }
    SECTION("list and set to tuple: the length must match (spec; not in the oracle's go-cty)") {
        auto v = value::list(str, {s("1"), s("a")});
        CHECK(*hcl::convert(v, tuple({num, str})) == value::tuple({n(1), s("a")}));
        auto short_target = hcl::convert(v, tuple({num}));
        REQUIRE_FALSE(short_target.has_value());
        CHECK(short_target.error().message ==
              "a tuple of 1 element is required, but the list has 2");
        auto st = value::set(num, {n(2), n(1)});
        CHECK(*hcl::convert(st, tuple({str, num})) == value::tuple({s("1"), n(2)}));
        CHECK(hcl::convert(st, tuple({boolean, num})).error().message == "tuple required");
    }
    SECTION("tuple to tuple element-wise") {
        auto v = value::tuple({n(1), value::boolean(true)});
        CHECK(*hcl::convert(v, tuple({str, str})) == value::tuple({s("1"), s("true")}));
        CHECK(hcl::convert(v, tuple({str})).error().message == "tuple required");
    }
    SECTION("nested failures carry the path") {
        auto servers =
            value::tuple({value::object({{"port", n(80)}}), value::object({{"port", s("http")}})});
        auto v = value::object({{"servers", servers}});
        auto r = hcl::convert(v, object({{"servers", list(object({{"port", num}}))}}));
        REQUIRE_FALSE(r.has_value());
        CHECK(r.error().message == "a number is required");
        CHECK(r.error().to_string() == ".servers[1].port: a number is required");
        auto m = value::object({{"a", value::object({{"x", s("y")}})}});
        CHECK(hcl::convert(m, map(map(num))).error().to_string() ==
              "[\"a\"][\"x\"]: a number is required");
    }
    SECTION("list(any) of objects with different shapes unifies the converted elements") {
        auto v = value::tuple({value::object({{"a", n(1)}}), value::object({{"a", s("x")}})});
        auto r = hcl::convert(v, list(object({{"a", dyn}})));
        REQUIRE(r.has_value());
        CHECK(*r == value::list(object({{"a", str}}),
                                {value::object({{"a", s("1")}}), value::object({{"a", s("x")}})}));
    }
}

TEST_CASE("Type Conversions: convert_safe refuses unsafe conversions", "[convert]") {
    CHECK(*hcl::convert_safe(n(5), str) == s("5"));
    auto r = hcl::convert_safe(s("5"), num);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().message.find("number") != std::string::npos);
    CHECK_FALSE(hcl::convert_safe(value::list(num, {n(1)}), set(num)).has_value());
    CHECK(*hcl::convert_safe(value::set(num, {n(1)}), list(str)) == value::list(str, {s("1")}));
    CHECK(hcl::convert_safe(n(1), boolean).error().message == "bool required");
    // Safe unification picks the element type: [1, "a"] -> list(string).
    CHECK(*hcl::convert_safe(value::tuple({n(1), s("a")}), list(dyn)) ==
          value::list(str, {s("1"), s("a")}));
}

namespace {

struct safety_row {
    const char* paragraph;
    type from;
    type to;
    S expected;
};

}  // namespace

TEST_CASE("Type Conversions: safety classification table", "[convert][classify]") {
    const auto obj_a = object({{"a", num}});
    const auto obj_as = object({{"a", str}});
    const auto obj_ab = object({{"a", num}, {"b", str}});
    const auto obj_ab_opt = object({{"a", num}, {"b", str}}, {"b"});
    const auto cap = type::capsule("thing");
    const std::vector<safety_row> rows = {
        {"identity", str, str, S::safe},
        {"identity", num, num, S::safe},
        {"identity", list(obj_ab), list(obj_ab), S::safe},
        {"identity", cap, cap, S::safe},
        {"Primitive: number to string is safe", num, str, S::safe},
        {"Primitive: bool to string is safe", boolean, str, S::safe},
        {"Primitive: string to number is unsafe", str, num, S::unsafe},
        {"Primitive: string to bool is unsafe", str, boolean, S::unsafe},
        {"Primitive: no bool/number conversion", boolean, num, S::impossible},
        {"Primitive: no bool/number conversion", num, boolean, S::impossible},
        {"Dynamic: anything to dynamic", num, dyn, S::safe},
        {"Dynamic: anything to dynamic", list(obj_ab), dyn, S::safe},
        {"Dynamic: dynamic to dynamic", dyn, dyn, S::safe},
        {"Dynamic: from dynamic is a run-time check (reference: unsafe)", dyn, str, S::unsafe},
        {"Dynamic: from dynamic is a run-time check (reference: unsafe)", dyn, list(num),
         S::unsafe},
        {"Dynamic: list(dynamic) to list(string)", list(dyn), list(str), S::unsafe},
        {"Dynamic: list(string) to list(any)", list(str), list(dyn), S::safe},
        {"Primitive vs compound", str, list(str), S::impossible},
        {"Primitive vs compound", list(str), str, S::impossible},
        {"Primitive vs compound", obj_a, num, S::impossible},
        {"Collection: set to list is safe", set(num), list(num), S::safe},
        {"Collection: set to list with safe elements", set(num), list(str), S::safe},
        {"Collection: set to list with unsafe elements", set(str), list(num), S::unsafe},
        {"Collection: set to list with impossible elements", set(boolean), list(num),
         S::impossible},
        {"Collection: list to set is unsafe", list(num), set(num), S::unsafe},
        {"Collection: list to set with safe elements", list(num), set(str), S::unsafe},
        {"Collection: list to set with impossible elements", list(num), set(boolean),
         S::impossible},
        {"Collection: list to list", list(num), list(str), S::safe},
        {"Collection: list to list unsafe", list(str), list(boolean), S::unsafe},
        {"Collection: set to set", set(boolean), set(str), S::safe},
        {"Collection: map to map", map(num), map(str), S::safe},
        {"Collection: map to map unsafe", map(str), map(num), S::unsafe},
        {"Collection: map to list", map(num), list(num), S::impossible},
        {"Collection: list to map", list(num), map(num), S::impossible},
        {"Collection: nested", list(set(num)), list(list(str)), S::safe},
        {"Collection: nested", list(list(num)), list(set(num)), S::unsafe},
        {"Structural: tuple to list with safe elements", tuple({num, boolean}), list(str), S::safe},
        {"Structural: tuple to list with an unsafe element", tuple({str, num}), list(num),
         S::unsafe},
        {"Structural: tuple to list with an impossible element", tuple({boolean, num}), list(num),
         S::impossible},
        {"Structural: tuple to list(any) unifies safely", tuple({num, str}), list(dyn), S::safe},
        {"Structural: tuple to list(any) with no common type", tuple({num, boolean}), list(dyn),
         S::impossible},
        {"Structural: tuple to list(any) of tuples", tuple({tuple({num}), tuple({str, num})}),
         list(dyn), S::safe},
        {"Structural: empty tuple to any list", type::empty_tuple(), list(boolean), S::safe},
        {"Structural: tuple to set (reference: as safe as the elements)", tuple({num, num}),
         set(num), S::safe},
        {"Structural: tuple to set unsafe elements", tuple({str}), set(num), S::unsafe},
        {"Structural: tuple to set(any)", tuple({num, str}), set(dyn), S::safe},
        {"Structural: tuple to map", tuple({num}), map(num), S::impossible},
        {"Structural: object to map", obj_ab, map(str), S::safe},
        {"Structural: object to map unsafe", obj_ab, map(num), S::unsafe},
        {"Structural: object to map impossible", object({{"a", boolean}}), map(num), S::impossible},
        {"Structural: object to map(any)", obj_ab, map(dyn), S::safe},
        {"Structural: object to map(any) no common type", object({{"a", num}, {"b", boolean}}),
         map(dyn), S::impossible},
        {"Structural: empty object to map", type::empty_object(), map(num), S::safe},
        {"Structural: object to list", obj_a, list(num), S::impossible},
        {"Structural: list to tuple is unsafe", list(str), tuple({str, str}), S::unsafe},
        {"Structural: set to tuple is unsafe", set(num), tuple({str}), S::unsafe},
        {"Structural: list to tuple impossible element", list(boolean), tuple({num}),
         S::impossible},
        {"Structural: map to object is unsafe", map(num), obj_a, S::unsafe},
        {"Structural: map to object with an impossible attribute", map(boolean), obj_ab,
         S::impossible},
        {"Structural: map to object, impossible optional attribute", map(str),
         object({{"a", str}, {"b", list(str)}}, {"b"}), S::unsafe},
        {"Structural: object to object identity with optional", obj_ab, obj_ab_opt, S::safe},
        {"Structural: object to object missing optional", obj_a, obj_ab_opt, S::safe},
        {"Structural: object to object missing required", obj_a, obj_ab, S::impossible},
        {"Structural: object to object extra attributes dropped", obj_ab, obj_a, S::safe},
        {"Structural: object to object safe attribute", obj_a, obj_as, S::safe},
        {"Structural: object to object unsafe attribute", obj_as, obj_a, S::unsafe},
        {"Structural: object to object impossible attribute", object({{"a", boolean}}), obj_a,
         S::impossible},
        {"Structural: object to empty object", obj_ab, type::empty_object(), S::safe},
        {"Structural: tuple to tuple", tuple({num, boolean}), tuple({str, str}), S::safe},
        {"Structural: tuple to tuple unsafe", tuple({str}), tuple({num}), S::unsafe},
        {"Structural: tuple to tuple length mismatch", tuple({num}), tuple({num, num}),
         S::impossible},
        {"Structural: tuple to object", tuple({num}), obj_a, S::impossible},
        {"Structural: object to tuple", obj_a, tuple({num}), S::impossible},
        {"Capsule: no conversions but identity", cap, str, S::impossible},
        {"Capsule: no conversions but identity", str, cap, S::impossible},
        {"Capsule: distinct capsule types", cap, type::capsule("thing"), S::impossible},
        {"Capsule: to dynamic", cap, dyn, S::safe},
        {"Nested: unsafe deep inside", list(object({{"a", tuple({str})}})),
         list(object({{"a", list(num)}})), S::unsafe},
        {"Nested: impossible deep inside", map(object({{"a", set(boolean)}})),
         map(object({{"a", list(num)}})), S::impossible},
    };
    REQUIRE(rows.size() >= 60);
    for (const auto& row : rows) {
        INFO(row.paragraph << ": " << row.from.to_type_expression() << " -> "
                           << row.to.to_type_expression());
        CHECK(hcl::classify_conversion(row.from, row.to) == row.expected);
    }
}

TEST_CASE("Type Conversions: mismatch_message wording (go-cty 1.12)", "[convert]") {
    CHECK(hcl::mismatch_message(num, boolean) == "bool required");
    CHECK(hcl::mismatch_message(str, list(dyn)) == "list of any single type required");
    CHECK(hcl::mismatch_message(tuple({num, boolean}), list(dyn)) ==
          "all list elements must have the same type");
    CHECK(hcl::mismatch_message(tuple({num, boolean}), set(dyn)) ==
          "all set elements must have the same type");
    CHECK(hcl::mismatch_message(object({{"a", num}, {"b", boolean}}), map(dyn)) ==
          "all map elements must have the same type");
    CHECK(hcl::mismatch_message(tuple({num, boolean}), list(num)) == "element 1: number required");
    CHECK(hcl::mismatch_message(object({{"a", num}, {"b", boolean}}), map(num)) ==
          "element \"b\": number required");
    CHECK(hcl::mismatch_message(list(boolean), set(num)) ==
          "incorrect set element type: number required");
    CHECK(hcl::mismatch_message(map(boolean), map(num)) ==
          "incorrect map element type: number required");
    CHECK(hcl::mismatch_message(map(num), list(num)) == "list of number required");
    CHECK(hcl::mismatch_message(object({}), object({{"a", num}})) == "attribute \"a\" is required");
    CHECK(hcl::mismatch_message(object({}),
                                object({{"a", num}, {"b", num}, {"c", num}, {"d", num}})) ==
          "attributes \"a\", \"b\", \"c\", and \"d\" are required");
    CHECK(hcl::mismatch_message(object({}), object({{"a", num}}, {"a"})) ==
          "incorrect object attributes");
    // An attribute that cannot convert at all is preferred over one that only converts unsafely.
    CHECK(hcl::mismatch_message(object({{"a", str}, {"b", boolean}}),
                                object({{"a", num}, {"b", num}})) ==
          "attribute \"b\": number required");
    CHECK(hcl::mismatch_message(object({{"a", object({{"x", boolean}})}}),
                                object({{"a", object({{"x", num}})}})) ==
          "attribute \"a\": attribute \"x\": number required");
}

TEST_CASE("Type Conversions: failure::to_string names the path", "[convert]") {
    auto v = value::tuple({value::object({{"b", value::tuple({s("x")})}})});
    auto r = hcl::convert(v, list(object({{"b", list(num)}})));
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().to_string() == "[0].b[0]: a number is required");
}
