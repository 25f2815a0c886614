// Tests for <hcl/operations.hpp>: the value-level semantics of HCL's
// operators, indexing and attribute access.
//
// The oracle-driven cases come from tests/data/values/ops_cases.* (regenerate
// with scripts/gen-value-cases.py); unknown values, which the oracle cannot
// produce, are covered by the hand-written cases below, whose expectations
// come from the information model's rules.
#include <hcl/operations.hpp>
#include <hcl/value_json.hpp>

#include "support/catch.hpp"
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>
#include <string>

using hcl::type;
using hcl::value;

namespace {

std::string read_text(const std::string& relative) {
    std::ifstream in(std::string(HCLCPP_TEST_DATA_DIR) + "/" + relative, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

value num(std::int64_t n) { return value::number(n); }
value num(std::string_view text) { return value::number(*hcl::number::parse(text)); }
value str(const char* s) { return value::string(s); }
value boolean(bool b) { return value::boolean(b); }
const value unknown_number = value::unknown(type::number());
const value unknown_bool = value::unknown(type::boolean());
const value unknown_string = value::unknown(type::string());

bool is_unknown_bool(const value& v) { return !v.is_known() && v.type() == type::boolean(); }
bool is_true(const value& v) { return v.is_known() && !v.is_null() && v.type().kind() == hcl::type_kind::boolean && v.as_bool(); }
bool is_false(const value& v) { return v.is_known() && !v.is_null() && v.type().kind() == hcl::type_kind::boolean && !v.as_bool(); }

// Turns a tuple or object variable into the collection the case asks for.
value prepare(const value& vars, const std::string& spec) {
    auto colon = spec.find(':');
    const std::string name = colon == std::string::npos ? spec : spec.substr(colon + 1);
    const value* v = vars.find(name);
    REQUIRE(v != nullptr);
    if (colon == std::string::npos) return *v;
    const auto kind = spec.substr(0, colon);
    if (kind == "list") return value::list({v->elements().begin(), v->elements().end()});
    if (kind == "set") return value::set({v->elements().begin(), v->elements().end()});
    return value::map({v->attributes().begin(), v->attributes().end()});
}

hcl::result<value> run(const std::string& op, const value& a, const value& b, const std::string& b_spec) {
    if (op == "add") return hcl::add(a, b);
    if (op == "sub") return hcl::subtract(a, b);
    if (op == "mul") return hcl::multiply(a, b);
    if (op == "div") return hcl::divide(a, b);
    if (op == "mod") return hcl::modulo(a, b);
    if (op == "neg") return hcl::negate(a);
    if (op == "lt") return hcl::less_than(a, b);
    if (op == "le") return hcl::less_or_equal(a, b);
    if (op == "gt") return hcl::greater_than(a, b);
    if (op == "ge") return hcl::greater_or_equal(a, b);
    if (op == "and") return hcl::logical_and(a, b);
    if (op == "or") return hcl::logical_or(a, b);
    if (op == "not") return hcl::logical_not(a);
    if (op == "eq") return hcl::equals(a, b);
    if (op == "ne") return hcl::not_equals(a, b);
    if (op == "index") return hcl::index(a, b);
    if (op == "attr") return hcl::get_attribute(a, b_spec);
    if (op == "length" || op == "strlen") return hcl::length(a);
    FAIL("unknown op " << op);
    return hcl::fail("unreachable");
}

}  // namespace

TEST_CASE("operators agree with the reference on known values [spec:Values and Value Types] [ref:1.5] [ref:1.8]") {
    auto vars = hcl::value_from_json(read_text("values/ops_vars.json"));
    REQUIRE(vars.has_value());
    const auto cases = nlohmann::json::parse(read_text("values/ops_cases.cases.json"));
    const auto expected = nlohmann::json::parse(read_text("values/ops_cases.expected.json"));
    REQUIRE(cases.size() > 100);
    for (const auto& c : cases) {
        const std::string name = c["name"];
        const std::string op = c["op"];
        INFO(name << ": " << c["hcl"].get<std::string>());
        const auto& want = expected.at(name);
        const value a = prepare(*vars, c["a"]);
        const std::string b_spec = c["b"].is_null() ? std::string() : c["b"].get<std::string>();
        const value b = (c["b"].is_null() || op == "attr") ? value() : prepare(*vars, b_spec);
        const auto got = run(op, a, b, b_spec);
        if (!got.has_value()) {
            INFO("failure: " << got.error().to_string());
            REQUIRE(want.contains("errors"));
            const std::string first = want["errors"][0];
            // "LINE:COL: Summary": where we name a summary it must be the reference's.
            if (!got.error().summary.empty()) CHECK(first.substr(first.find(": ") + 2) == got.error().summary);
            continue;
        }
        INFO("got " << hcl::describe(*got));
        const auto json = hcl::value_to_json(*got);
        if (want.contains("errors")) {
            // Only a value JSON cannot hold (infinity) may succeed here.
            const std::string first = want["errors"][0];
            REQUIRE(first.rfind("marshal: ", 0) == 0);
            REQUIRE_FALSE(json.has_value());
            CHECK("marshal: " + json.error().message == first);
            continue;
        }
        REQUIRE(json.has_value());
        CHECK(*json == want["value"].get<std::string>());
        CHECK(hcl::type_to_json(got->type()) == want["type"].get<std::string>());
    }
}

TEST_CASE("equality of nulls [spec:Null values]") {
    CHECK(is_true(hcl::equals(value::null(type::string()), value::null(type::number()))));
    CHECK(is_true(hcl::equals(value(), value::null(type::list(type::string())))));
    CHECK(is_false(hcl::equals(value::null(type::string()), str(""))));
    CHECK(is_false(hcl::equals(num(0), value())));
    CHECK(is_true(hcl::not_equals(num(0), value())));
    // A null on one side and an unknown on the other could still be equal.
    CHECK(is_unknown_bool(hcl::equals(value(), unknown_number)));
    CHECK(is_unknown_bool(hcl::equals(unknown_string, value::null(type::number()))));
}

TEST_CASE("equality of numbers follows the reference's decimal text [spec:Primitive Types] [ref:8.2]") {
    // 1/3*3 with literals (512 bits) prints as 1 and so equals 1 (oracle: true).
    const auto third = hcl::divide(num("1"), num("3"));
    const auto product = hcl::multiply(*third, num("3"));
    CHECK(is_true(hcl::equals(*product, num("1"))));
    CHECK(is_true(hcl::equals(*product, num(1))));
    CHECK(is_true(hcl::equals(num("0.1"), num("0.10"))));
    CHECK(is_true(hcl::equals(value::number(hcl::number::from_int(5)), num("5"))));
    // 0.1 as a double is a different number from 0.1 parsed at 512 bits, but
    // both print as 0.1 at their own precision.
    CHECK(is_true(hcl::equals(value::number(*hcl::number::from_double(0.1)), num("0.1"))));
    CHECK(is_false(hcl::equals(num("0.1"), num("0.2"))));
    CHECK(is_true(hcl::equals(value::number(hcl::number::infinity()), value::number(hcl::number::infinity()))));
    CHECK(is_false(hcl::equals(value::number(hcl::number::infinity()), value::number(hcl::number::infinity(true)))));
    CHECK(is_true(hcl::equals(num(0), value::number(hcl::number().negate()))));
}

TEST_CASE("equality never converts between types [spec:Values and Value Types] [ref:0 #4]") {
    CHECK(is_false(hcl::equals(num(1), str("1"))));
    CHECK(is_false(hcl::equals(boolean(true), str("true"))));
    CHECK(is_false(hcl::equals(value::list({num(1)}), value::tuple({num(1)}))));
    CHECK(is_false(hcl::equals(value::map({{"a", num(1)}}), value::object({{"a", num(1)}}))));
    CHECK(is_false(hcl::equals(value::list_empty(type::string()), value::list_empty(type::number()))));
}

TEST_CASE("equality with unknowns is unknown unless a known part decides [spec:Unknown Values and the Dynamic Pseudo-type]") {
    CHECK(is_unknown_bool(hcl::equals(unknown_number, unknown_number)));
    CHECK(is_unknown_bool(hcl::equals(unknown_number, num(1))));
    CHECK(is_unknown_bool(hcl::equals(num(1), value::dynamic())));
    // An unknown of another (wholly known) type can never be equal.
    CHECK(is_false(hcl::equals(str("a"), unknown_number)));
    CHECK(is_false(hcl::equals(unknown_number, str("a"))));
    // [1, unknown] == [2, unknown]: the first elements already differ.
    CHECK(is_false(hcl::equals(value::tuple({num(1), unknown_number}), value::tuple({num(2), unknown_number}))));
    CHECK(is_unknown_bool(hcl::equals(value::tuple({num(1), unknown_number}), value::tuple({num(1), unknown_number}))));
    CHECK(is_false(hcl::equals(value::list({num(1), unknown_number}), value::list({num(1)}))));
    CHECK(is_false(hcl::equals(value::object({{"a", unknown_number}, {"b", num(1)}}),
                               value::object({{"a", unknown_number}, {"b", num(2)}}))));
    CHECK(is_unknown_bool(hcl::equals(value::map({{"a", unknown_number}}), value::map({{"a", num(1)}}))));
    CHECK(is_false(hcl::equals(value::map({{"a", unknown_number}}), value::map({{"b", num(1)}}))));
    // Sets: an unknown element may collapse with another, so membership waits.
    CHECK(is_unknown_bool(hcl::equals(value::set({num(1), unknown_number}), value::set({num(1), num(2)}))));
    CHECK(is_true(hcl::equals(value::set({num(1), num(2)}), value::set({num(2), num(1)}))));
    // The dynamic value inside a structure: types might still match ...
    CHECK(is_unknown_bool(hcl::equals(value::tuple({num(1), value::dynamic()}), value::tuple({num(1), str("x")}))));
    // ... unless no replacement of it could make them identical.
    CHECK(is_false(hcl::equals(value::tuple({value::dynamic()}), value::tuple({num(1), num(2)}))));
}

TEST_CASE("equality of collections and structures [spec:Collection Types] [spec:Structural Types]") {
    const auto nested = value::object({{"a", value::list({num(1), num(2)})}, {"b", value::set({str("x")})}});
    const auto same = value::object({{"b", value::set({str("x")})}, {"a", value::list({num(1), num(2)})}});
    CHECK(is_true(hcl::equals(nested, same)));
    CHECK(is_false(hcl::equals(value::list({num(1), num(2)}), value::list({num(2), num(1)}))));
    CHECK(is_true(hcl::equals(value::tuple({}), value::tuple({}))));
    CHECK(is_false(hcl::equals(value::map({{"a", num(1)}}), value::map({{"a", num(1)}, {"b", num(2)}}))));
    CHECK(is_true(hcl::equals(value::list({value::null(type::string())}), value::list({value::null(type::string())}))));
    CHECK(is_true(hcl::equals(str("caf\xC3\xA9"), str("cafe\xCC\x81"))));  // NFC
}

TEST_CASE("arithmetic propagates unknown and dynamic operands [spec:Unknown Values and the Dynamic Pseudo-type]") {
    for (auto op : {hcl::add, hcl::subtract, hcl::multiply, hcl::divide, hcl::modulo}) {
        for (const auto& [a, b] : {std::pair{unknown_number, num(1)}, std::pair{num(1), unknown_number},
                                   std::pair{value::dynamic(), num(1)}, std::pair{num(1), value::dynamic()}}) {
            const auto r = op(a, b);
            REQUIRE(r.has_value());
            CHECK_FALSE(r->is_known());
            CHECK(r->type() == type::number());  // "adding a number and the dynamic value produces an unknown number"
        }
        // Nulls are checked before unknowns.
        CHECK_FALSE(op(value::null(type::number()), unknown_number).has_value());
        CHECK_FALSE(op(unknown_number, value()).has_value());
        CHECK(op(unknown_number, value()).error().message == "argument must not be null");
    }
    CHECK(*hcl::negate(value::dynamic()) == unknown_number);
    CHECK_FALSE(hcl::negate(value::null(type::number())).has_value());
}

TEST_CASE("arithmetic results and failures [spec:Primitive Types] [ref:1.5]") {
    CHECK(*hcl::add(num(1), num(2)) == num(3));
    const auto inf = value::number(hcl::number::infinity());
    const auto ninf = value::number(hcl::number::infinity(true));
    CHECK(*hcl::divide(num(1), num(0)) == inf);
    CHECK(*hcl::add(inf, num(1)) == inf);
    CHECK(hcl::add(inf, ninf).error().message == "can't compute sum of opposing infinities");
    CHECK(hcl::subtract(inf, inf).error().message == "can't subtract infinity from itself");
    CHECK(hcl::multiply(num(0), inf).error().message == "can't multiply zero by infinity");
    CHECK(hcl::divide(num(0), num(0)).error().message == "can't divide zero by zero or infinity by infinity");
    CHECK(hcl::divide(inf, inf).error().message == "can't divide zero by zero or infinity by infinity");
    // The oracle fails every modulo involving an infinity.
    CHECK_FALSE(hcl::modulo(num(5), inf).has_value());
    CHECK_FALSE(hcl::modulo(inf, num(5)).has_value());
    CHECK(hcl::modulo(num(0), inf).error().message == "can't use modulo with zero and infinity");
    CHECK(*hcl::modulo(num(5), num(0)) == num(5));
    CHECK(*hcl::greater_than(inf, num(5)) == boolean(true));
    CHECK(*hcl::less_than(ninf, num(-5)) == boolean(true));
    // Operands must already have the parameter type.
    CHECK_FALSE(hcl::add(str("1"), num(2)).has_value());
}

TEST_CASE("ordering and logic propagate unknowns [spec:Unknown Values and the Dynamic Pseudo-type]") {
    for (auto op : {hcl::less_than, hcl::less_or_equal, hcl::greater_than, hcl::greater_or_equal}) {
        CHECK(is_unknown_bool(*op(unknown_number, num(1))));
        CHECK(is_unknown_bool(*op(num(1), value::dynamic())));
        CHECK_FALSE(op(value(), unknown_number).has_value());
    }
    // These are the operator functions: an unknown operand gives an unknown
    // bool even where the other operand alone would decide.
    CHECK(is_unknown_bool(*hcl::logical_and(boolean(false), unknown_bool)));
    CHECK(is_unknown_bool(*hcl::logical_or(value::dynamic(), boolean(true))));
    CHECK(is_unknown_bool(*hcl::logical_not(unknown_bool)));
    CHECK_FALSE(hcl::logical_and(value::null(type::boolean()), boolean(true)).has_value());
    CHECK(*hcl::logical_and(boolean(true), boolean(true)) == boolean(true));
    CHECK(*hcl::logical_or(boolean(false), boolean(false)) == boolean(false));
    CHECK(*hcl::logical_not(boolean(false)) == boolean(true));
}

TEST_CASE("known operands never give unknown results [spec:Unknown Values and the Dynamic Pseudo-type]") {
    const value values[] = {num(1), num(0), str("a"), boolean(true), value::list({num(1)}), value::tuple({}),
                            value::object({{"a", num(1)}}), value::map({{"a", str("b")}}), value::set({num(2)}),
                            value(), value::null(type::number())};
    for (const auto& a : values) {
        for (const auto& b : values) {
            CHECK(hcl::equals(a, b).is_known());
            const auto i = hcl::index(a, b);
            if (i.has_value()) CHECK(i->is_wholly_known());
            CHECK(hcl::has_index(a, b).is_known());
        }
        const auto l = hcl::length(a);
        if (l.has_value()) CHECK(l->is_known());
    }
}

TEST_CASE("length counts elements, attributes and grapheme clusters [ref:1.11]") {
    CHECK(*hcl::length(str("e\xCC\x81\xF0\x9F\x87\xA9\xF0\x9F\x87\xAA\r\n")) == num(3));  // é, flag, CRLF
    CHECK(*hcl::length(str("")) == num(0));
    CHECK(*hcl::length(value::list({num(1), num(2)})) == num(2));
    CHECK(*hcl::length(value::object({{"a", num(1)}})) == num(1));
    CHECK(*hcl::length(value::unknown(type::tuple({type::number(), type::string()}))) == num(2));
    CHECK(*hcl::length(value::unknown(type::list(type::string()))) == unknown_number);
    CHECK(*hcl::length(unknown_string) == unknown_number);
    CHECK(*hcl::length(value::dynamic()) == unknown_number);
    // A set with an unknown element may shrink once it is known ...
    CHECK(*hcl::length(value::set({num(1), unknown_number})) == unknown_number);
    // ... unless there is nothing for the unknown to collapse with.
    CHECK(*hcl::length(value::set({unknown_number})) == num(1));
    CHECK_FALSE(hcl::length(value::null(type::list(type::string()))).has_value());
    CHECK_FALSE(hcl::length(num(1)).has_value());
}

TEST_CASE("index failure details follow the reference [ref:1.8]") {
    const auto list = value::list({num(10), num(20)});
    const auto tuple = value::tuple({num(10), str("x")});
    auto detail = [](const hcl::result<value>& r) { return r.error().message; };
    const std::string prefix = "The given key does not identify an element in this collection value";
    CHECK(detail(hcl::index(list, num(2))) == prefix + ": the given index is greater than or equal to the length of the collection.");
    CHECK(detail(hcl::index(list, num(5))) == prefix + ".");  // only index == length gets the specific text
    CHECK(detail(hcl::index(tuple, num("1.5"))) ==
          prefix + ": indexing a sequence requires a whole number, but the given index has a fractional part.");
    CHECK(detail(hcl::index(list, num(-1))) == prefix + ": a negative number is not a valid index for a sequence.");
    CHECK(detail(hcl::index(value::list_empty(type::number()), num(0))) == prefix + ": the collection has no elements.");
    CHECK(detail(hcl::index(list, str("a"))) == prefix + ": a number is required.");
    CHECK(detail(hcl::index(list, boolean(true))) == prefix + ": number required.");
    CHECK(detail(hcl::index(value::object({{"a", num(1)}}), num(0))) ==
          prefix + ". An object only supports looking up attributes by name, not by numeric index.");
    CHECK(detail(hcl::index(list, value::null(type::number()))) == "Can't use a null value as an indexing key.");
    CHECK(hcl::index(list, value::null(type::number())).error().summary == "Invalid index");
    const auto null_collection = hcl::index(value::null(type::list(type::number())), num(0));
    CHECK(null_collection.error().summary == "Attempt to index null value");
    CHECK(detail(null_collection) == "This value is null, so it does not have any indices.");
    CHECK(detail(hcl::index(num(1), num(0))) == "This value does not have any indices.");
    CHECK(detail(hcl::index(value::set({num(1)}), num(0))).rfind("Elements of a set are identified only by their value", 0) == 0);
    CHECK(*hcl::index(list, str("1")) == num(20));
    CHECK(*hcl::index(tuple, num(1)) == str("x"));
}

TEST_CASE("index with unknown or dynamic operands [spec:Unknown Values and the Dynamic Pseudo-type] [ref:1.8]") {
    const auto list = value::list({num(10), num(20)});
    const auto tuple = value::tuple({num(10), str("x")});
    CHECK(*hcl::index(list, unknown_number) == unknown_number);
    CHECK(*hcl::index(value::unknown(type::list(type::string())), num(0)) == unknown_string);
    CHECK(*hcl::index(tuple, unknown_number) == value::dynamic());
    CHECK(*hcl::index(value::unknown(tuple.type()), num(1)) == unknown_string);
    CHECK_FALSE(hcl::index(value::unknown(tuple.type()), num(2)).has_value());  // the type knows the length
    CHECK(*hcl::index(value::dynamic(), num(0)) == value::dynamic());
    CHECK(*hcl::index(list, value::dynamic()) == value::dynamic());
    CHECK(*hcl::index(value::map({{"a", num(1)}}), unknown_string) == unknown_number);
    CHECK(*hcl::index(value::object({{"a", num(1)}}), unknown_string) == value::dynamic());
    CHECK(*hcl::index(value::unknown(type::object({{"a", type::boolean()}})), str("a")) == unknown_bool);
    CHECK_FALSE(hcl::index(value::unknown(type::object({{"a", type::boolean()}})), str("b")).has_value());
    // A key of the wrong type fails even when it is unknown.
    CHECK_FALSE(hcl::index(list, unknown_bool).has_value());
}

TEST_CASE("attribute access [ref:1.8]") {
    const auto object = value::object({{"name", str("x")}, {"caf\xC3\xA9", num(1)}});
    CHECK(*hcl::get_attribute(object, "name") == str("x"));
    CHECK(*hcl::get_attribute(object, "cafe\xCC\x81") == num(1));  // names are NFC-normalised
    const auto missing = hcl::get_attribute(object, "nope");
    CHECK(missing.error().summary == "Unsupported attribute");
    CHECK(missing.error().message == "This object does not have an attribute named \"nope\".");
    const auto map = value::map({{"k", num(1)}});
    CHECK(*hcl::get_attribute(map, "k") == num(1));
    CHECK(hcl::get_attribute(map, "z").error().summary == "Missing map element");
    CHECK(hcl::get_attribute(map, "z").error().message == "This map does not have an element with the key \"z\".");
    CHECK(hcl::get_attribute(value(), "a").error().summary == "Attempt to get attribute from null value");
    CHECK(hcl::get_attribute(num(1), "a").error().message == "Can't access attributes on a primitive-typed value (number).");
    CHECK(*hcl::get_attribute(value::dynamic(), "a") == value::dynamic());
    CHECK(*hcl::get_attribute(value::unknown(object.type()), "name") == unknown_string);
    CHECK(*hcl::get_attribute(value::unknown(type::map(type::boolean())), "x") == unknown_bool);
    CHECK_FALSE(hcl::get_attribute(value::unknown(object.type()), "nope").has_value());
    const auto list_of_objects = value::list({object});
    CHECK(hcl::get_attribute(list_of_objects, "name").error().message.find("attribute \"name\" for a specific element") !=
          std::string::npos);
}

TEST_CASE("has_index says whether indexing would succeed [ref:8.2]") {
    const auto list = value::list({num(10), num(20)});
    CHECK(is_true(hcl::has_index(list, num(1))));
    CHECK(is_true(hcl::has_index(list, str("0"))));
    CHECK(is_false(hcl::has_index(list, num(2))));
    CHECK(is_false(hcl::has_index(list, num("0.5"))));
    CHECK(is_false(hcl::has_index(list, str("a"))));
    CHECK(is_unknown_bool(hcl::has_index(list, unknown_number)));
    CHECK(is_unknown_bool(hcl::has_index(value::dynamic(), num(0))));
    CHECK(is_true(hcl::has_index(value::unknown(type::tuple({type::string()})), num(0))));
    CHECK(is_unknown_bool(hcl::has_index(value::unknown(type::list(type::string())), num(0))));
    CHECK(is_true(hcl::has_index(value::map({{"a", num(1)}}), str("a"))));
    CHECK(is_false(hcl::has_index(value::map({{"a", num(1)}}), str("b"))));
    CHECK(is_true(hcl::has_index(value::object({{"a", num(1)}}), str("a"))));
    CHECK(is_false(hcl::has_index(value::set({num(1)}), num(0))));
    CHECK(is_false(hcl::has_index(value::null(list.type()), num(0))));
}

TEST_CASE("iteration order of collections [ref:0 #19]") {
    std::vector<std::pair<value, value>> seen;
    auto collect = [&](const value& k, const value& e) { seen.emplace_back(k, e); };
    CHECK(hcl::for_each_element(value::tuple({str("a"), num(2)}), collect));
    REQUIRE(seen.size() == 2);
    CHECK(seen[1].first == num(1));
    CHECK(seen[1].second == num(2));
    seen.clear();
    CHECK(hcl::for_each_element(value::map({{"b", num(1)}, {"a", num(2)}}), collect));
    REQUIRE(seen.size() == 2);
    CHECK(seen[0].first == str("a"));
    seen.clear();
    CHECK(hcl::for_each_element(value::set({str("b"), str("a")}), collect));
    REQUIRE(seen.size() == 2);
    CHECK(seen[0].first == str("a"));
    CHECK(seen[0].second == str("a"));
    seen.clear();
    CHECK_FALSE(hcl::for_each_element(str("abc"), collect));
    CHECK_FALSE(hcl::for_each_element(value::unknown(type::list(type::string())), collect));
    CHECK_FALSE(hcl::for_each_element(value::null(type::list(type::string())), collect));
    CHECK(seen.empty());
}
