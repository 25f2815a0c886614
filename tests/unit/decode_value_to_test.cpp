// The native type converter (value_to.hpp): reference-behaviour.md §4.2 and
// §8.4 (gocty messages, safe/unsafe classes), DESIGN.md "The decoder".
#include "support/catch.hpp"

#include <hcl/value_to.hpp>

#include <boost/describe.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <deque>
#include <list>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <variant>
#include <vector>

using hcl::value;

namespace {
value num(std::int64_t n) { return value::number(n); }
value dec(const char* text) { return value::number(*hcl::number::parse(text)); }
value str(const char* s) { return value::string(s); }
template <class T>
std::string error_of(const value& v, hcl::conversion_options o = {}) {
    auto r = hcl::value_to<T>(v, o);
    return r ? std::string("<ok>") : r.error().to_string();
}
}  // namespace

namespace value_to_test {
enum class color { red, green, blue };
BOOST_DESCRIBE_ENUM(color, red, green, blue)

struct point {
    int x = 0;
    int y = 0;
    std::optional<std::string> label;
};
BOOST_DESCRIBE_STRUCT(point, (), (x, y, label))
}  // namespace value_to_test
using namespace value_to_test;

// A user conversion for a standard type: "90s", "2m", "1h" -> seconds.
template <>
struct hcl::converter<std::chrono::seconds> {
    static bool from_value(const hcl::value& v, std::chrono::seconds& out, hcl::conversion& cx) {
        std::string text;
        if (!cx.convert(v, text)) return false;
        if (text.size() < 2) return cx.fail("a duration such as \"90s\" is required");
        long long n = 0;
        for (std::size_t i = 0; i + 1 < text.size(); ++i) {
            if (text[i] < '0' || text[i] > '9') return cx.fail("a duration such as \"90s\" is required");
            n = n * 10 + (text[i] - '0');
        }
        switch (text.back()) {
        case 's': out = std::chrono::seconds(n); return true;
        case 'm': out = std::chrono::minutes(n); return true;
        case 'h': out = std::chrono::hours(n); return true;
        default: return cx.fail("unknown duration unit");
        }
    }
    static hcl::value to_value(const std::chrono::seconds& s) {
        return hcl::value::string(std::to_string(s.count()) + "s");
    }
    static hcl::type type() { return hcl::type::string(); }
};

TEST_CASE("value_to: integers check whole numbers and ranges (gocty)", "[value_to]") {
    CHECK(*hcl::value_to<std::int8_t>(num(-128)) == -128);
    CHECK(error_of<std::int8_t>(num(128)) == "value must be a whole number, between -128 and 127");
    CHECK(error_of<int>(dec("1.5")) == "value must be a whole number, between -2147483648 and 2147483647");
    CHECK(error_of<std::uint8_t>(num(-1)) == "value must be a whole number, between 0 and 255 inclusive");
    CHECK(*hcl::value_to<std::uint64_t>(dec("9223372036854775808")) == 9223372036854775808ull);
    CHECK(*hcl::value_to<std::uint32_t>(dec("4294967295")) == 4294967295u);
    CHECK(error_of<int>(value::boolean(true)) == "number required");
    CHECK(error_of<int>(value::null(hcl::type::number())) == "null value is not allowed");
    CHECK(error_of<int>(value::unknown(hcl::type::number())) == "value must be known");
}

TEST_CASE("value_to: string to number is unsafe, number to string safe (model: conversions)", "[value_to]") {
    CHECK(*hcl::value_to<int>(str("42")) == 42);
    CHECK(error_of<int>(str("42"), {false}) ==
          "a safe conversion from string to number is required, and this one could fail or lose information");
    CHECK(*hcl::value_to<std::string>(num(5), {false}) == "5");
    CHECK(*hcl::value_to<bool>(str("true")) == true);
    CHECK(error_of<int>(str("abc")) == "a number is required");
}

TEST_CASE("value_to: a string replaces whatever the member held, short or long", "[value_to]") {
    // Fresh (inline) members get a new string; members with their own
    // buffer keep it: the result is the value's text either way.
    const std::string long_text = "a string longer than any inline buffer of std::string";
    for (const std::string& before : {std::string(), std::string("old"), long_text + long_text}) {
        for (const std::string& text : {std::string(), std::string("short"), long_text}) {
            std::string out = before;
            hcl::conversion cx;
            REQUIRE(hcl::detail::from_value(value::string(text), out, cx));
            CHECK(out == text);
        }
    }
}

TEST_CASE("value_to: floating point overflow and precision", "[value_to]") {
    CHECK(*hcl::value_to<double>(dec("0.5")) == 0.5);
    CHECK(*hcl::value_to<double>(dec("0.1")) == 0.1);
    // 0.1 reads back from double's shortest decimal: safe (value_to_floating_test.cpp has the rule).
    CHECK(*hcl::value_to<double>(dec("0.1"), {false}) == 0.1);
    CHECK(error_of<double>(dec("0.1000000000000000055511151231257827"), {false}) ==
          "a safe conversion from number to double is required, and this one could fail or lose information");
    CHECK(error_of<float>(dec("1e39")) ==
          "value must be between -3.40282347e+38 and 3.40282347e+38 inclusive");
    CHECK(error_of<double>(dec("1e309")).rfind("value must be between -1.7976931348623157e+308", 0) == 0);
}

TEST_CASE("value_to: enums by name list the valid names", "[value_to]") {
    CHECK(*hcl::value_to<color>(str("green")) == color::green);
    CHECK(error_of<color>(str("pink")) == "invalid value \"pink\"; must be one of \"red\", \"green\", \"blue\"");
    CHECK(hcl::to_value(color::blue) == str("blue"));
}

TEST_CASE("value_to: sequences, sets, maps, arrays, tuples", "[value_to]") {
    const value tup = value::tuple({num(1), num(2), num(2)});
    CHECK(*hcl::value_to<std::vector<int>>(tup) == std::vector<int>{1, 2, 2});
    CHECK(*hcl::value_to<std::list<int>>(tup) == std::list<int>{1, 2, 2});
    CHECK(*hcl::value_to<std::deque<int>>(tup) == std::deque<int>{1, 2, 2});
    CHECK(*hcl::value_to<std::set<int>>(tup) == std::set<int>{1, 2});
    CHECK(*hcl::value_to<std::unordered_set<int>>(tup) == std::unordered_set<int>{1, 2});
    CHECK(error_of<std::set<int>>(tup, {false}) ==
          "a safe conversion from tuple to set is required, and this one could fail or lose information");
    CHECK((*hcl::value_to<std::array<int, 3>>(tup) == std::array<int, 3>{1, 2, 2}));
    CHECK(error_of<std::array<int, 2>>(tup) == "must have exactly 2 elements, but have 3");
    CHECK(error_of<std::vector<std::int8_t>>(value::tuple({num(1), num(1000)})) ==
          "[1]: value must be a whole number, between -128 and 127");
    const value obj = value::object({{"a", num(1)}, {"b", num(2)}});
    CHECK((*hcl::value_to<std::map<std::string, int>>(obj) == std::map<std::string, int>{{"a", 1}, {"b", 2}}));
    CHECK((*hcl::value_to<std::unordered_map<std::string, long>>(obj)).at("b") == 2);
    CHECK(error_of<std::map<std::string, bool>>(obj) == "[\"a\"]: bool required");
    CHECK((*hcl::value_to<std::tuple<int, std::string>>(value::tuple({num(1), str("x")})) ==
           std::tuple<int, std::string>{1, "x"}));
    CHECK((*hcl::value_to<std::pair<std::string, bool>>(value::tuple({str("k"), value::boolean(false)})) ==
           std::pair<std::string, bool>{"k", false}));
}

TEST_CASE("value_to: optional, variant, hcl::value, hcl::number", "[value_to]") {
    CHECK_FALSE(hcl::value_to<std::optional<int>>(value::null(hcl::type::number()))->has_value());
    CHECK(**hcl::value_to<std::optional<int>>(num(3)) == 3);
    // The first alternative that converts safely wins, else the first that converts.
    using V = std::variant<int, std::string>;
    CHECK(std::get<std::string>(*hcl::value_to<V>(str("12"))) == "12");
    CHECK(std::get<int>(*hcl::value_to<V>(num(12))) == 12);
    using W = std::variant<int, bool>;
    CHECK(std::get<int>(*hcl::value_to<W>(str("7"))) == 7);
    CHECK(*hcl::value_to<value>(str("x")) == str("x"));
    CHECK(*hcl::value_to<hcl::number>(num(9)) == hcl::number::from_int(9));
}

TEST_CASE("value_to: a variant takes null when an alternative does (optional, monostate)", "[value_to]") {
    // The null check belongs to the alternatives: one that takes null wins.
    using O = std::variant<std::optional<int>, int>;
    const auto o = hcl::value_to<O>(value::null(hcl::type::number()));
    REQUIRE(o);
    CHECK_FALSE(std::get<0>(*o).has_value());
    CHECK(*std::get<0>(*hcl::value_to<O>(num(4))) == 4);

    // std::monostate is the "nothing" alternative: null only.
    using M = std::variant<std::monostate, int, std::string>;
    CHECK(std::holds_alternative<std::monostate>(*hcl::value_to<M>(value::null(hcl::type::dynamic()))));
    CHECK(std::get<int>(*hcl::value_to<M>(num(5))) == 5);
    CHECK(std::get<std::string>(*hcl::value_to<M>(str("x"))) == "x");
    CHECK(error_of<std::monostate>(num(1)) == "null value required");
    CHECK(error_of<std::monostate>(value::unknown(hcl::type::number())) == "value must be known");
    // A value no alternative takes is explained by the first real one.
    using B = std::variant<std::monostate, bool>;
    CHECK(error_of<B>(value::list(hcl::type::number(), {num(1)})) == "bool required");
    // Without such an alternative null is refused as before.
    CHECK(error_of<std::variant<int, std::string>>(value::null(hcl::type::number())) ==
          "null value is not allowed");

    // And back: monostate is null, the round trip keeps it.
    CHECK(hcl::to_value(M{}) == value::null(hcl::type::dynamic()));
    CHECK(std::holds_alternative<std::monostate>(*hcl::value_to<M>(hcl::to_value(M{}))));
}

TEST_CASE("value_to: reflected structs from objects", "[value_to]") {
    const value v = value::object({{"x", num(1)}, {"y", num(2)}});
    point p = *hcl::value_to<point>(v);
    CHECK(p.x == 1);
    CHECK(p.y == 2);
    CHECK_FALSE(p.label);
    CHECK(error_of<point>(value::object({{"x", num(1)}})) == "attribute \"y\" is required");
    CHECK(error_of<point>(value::object({{"x", num(1)}, {"y", num(2)}, {"z", num(3)}})) ==
          "unsupported attribute \"z\"");
    CHECK(error_of<point>(value::object({{"x", str("a")}, {"y", num(2)}})) == ".x: a number is required");
}

TEST_CASE("value_to: user conversions by specialization (std::chrono::seconds from \"90s\")", "[value_to]") {
    CHECK(*hcl::value_to<std::chrono::seconds>(str("90s")) == std::chrono::seconds(90));
    CHECK(*hcl::value_to<std::chrono::seconds>(str("2m")) == std::chrono::seconds(120));
    CHECK(error_of<std::chrono::seconds>(str("soon")) == "a duration such as \"90s\" is required");
    CHECK((*hcl::value_to<std::vector<std::chrono::seconds>>(value::tuple({str("1s"), str("1h")})))[1] ==
          std::chrono::hours(1));
    CHECK(hcl::to_value(std::chrono::seconds(5)) == str("5s"));
}

TEST_CASE("to_value: C++ to HCL values", "[value_to]") {
    CHECK(hcl::to_value(true) == value::boolean(true));
    CHECK(hcl::to_value(std::string("a")) == str("a"));
    CHECK(hcl::to_value(-3) == num(-3));
    CHECK(hcl::to_value(0.5) == value::number(*hcl::number::from_double(0.5)));
    CHECK(hcl::to_value(std::vector<int>{1, 2}) ==
          value::list(hcl::type::number(), {num(1), num(2)}));
    CHECK(hcl::to_value(std::vector<int>{}) == value::list_empty(hcl::type::number()));
    CHECK(hcl::to_value(std::optional<int>{}) == value::null(hcl::type::number()));
    CHECK(hcl::to_value(std::map<std::string, int>{{"a", 1}}) == value::map(hcl::type::number(), {{"a", num(1)}}));
    CHECK(hcl::to_value(std::tuple<int, std::string>{1, "x"}) == value::tuple({num(1), str("x")}));
    const point p{1, 2, std::nullopt};
    const value pv = hcl::to_value(p);
    CHECK(pv == value::object({{"x", num(1)}, {"y", num(2)}, {"label", value::null(hcl::type::string())}}));
    CHECK(hcl::value_to<point>(pv)->y == 2);  // round trip
}

TEST_CASE("value_to: failure paths deeper than the converter keeps in place (DESIGN.md \"The decoder\")") {
    // Six levels: the first four steps are kept inside the conversion, the
    // rest on the heap; the path names all of them, in order.
    const value deep = value::object(
        {{"a", value::tuple({value::object({{"b", value::tuple({value::object(
                                                       {{"c", value::tuple({num(1), str("x")})}})})}})})}});
    using level3 = std::map<std::string, std::vector<int>>;
    using level2 = std::map<std::string, std::vector<level3>>;
    using target = std::map<std::string, std::vector<level2>>;
    CHECK(error_of<target>(deep) == R"(["a"][0]["b"][0]["c"][1]: a number is required)");

    // The steps are undone on the way out: a later conversion starts clean.
    hcl::conversion cx;
    std::vector<std::vector<int>> ok;
    CHECK(cx.convert(value::tuple({value::tuple({num(1), num(2)})}), ok));
    CHECK(ok == std::vector<std::vector<int>>{{1, 2}});
    CHECK(cx.path().empty());
}

namespace {
struct maybe_port {
    std::string host;
    std::optional<int> port;
};
BOOST_DESCRIBE_STRUCT(maybe_port, (), (host, port))
}  // namespace

TEST_CASE("value_to: collections of structs with optional members are lists, sets and maps", "[value_to]") {
    // The struct's implied type marks `port` optional; the values' types
    // carry no such marker, and the collection's must not either.
    const auto element = hcl::type::object({{"host", hcl::type::string()}, {"port", hcl::type::number()}});
    const std::vector<maybe_port> list{{"a", 1}, {"b", std::nullopt}};
    CHECK(hcl::to_value(list).type() == hcl::type::list(element));
    const std::map<std::string, maybe_port> map{{"x", {"a", 1}}};
    CHECK(hcl::to_value(map).type() == hcl::type::map(element));
    CHECK(hcl::to_value(std::vector<maybe_port>{}).type() == hcl::type::list(element));
}
