// Tests for the reference's set semantics (element identity and iteration
// order), observed through hcl::value::set.
//
// Oracle data: tests/data/values/set_order.* (scripts/gen-value-cases.py).
// Each NAME = setunion(L, []) comes with NAME_in = distinct(L): the elements
// in source order. Building our set from NAME_in must give the oracle's order.
#include <hcl/operations.hpp>
#include <hcl/value.hpp>
#include <hcl/value_json.hpp>

#include "support/catch.hpp"
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <random>
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

value num(std::string_view text) { return value::number(*hcl::number::parse(text)); }

std::vector<std::string> texts(const value& set) {
    std::vector<std::string> out;
    for (const auto& e : set.elements()) out.push_back(*hcl::value_to_json(e));
    return out;
}

}  // namespace

TEST_CASE("set iteration order matches the reference [ref:8.7] [spec:Collection Types]") {
    const auto expected = nlohmann::json::parse(read_text("values/set_order.expected.json"));
    std::size_t checked = 0;
    for (const auto& [name, want] : expected.items()) {
        if (name.size() > 3 && name.substr(name.size() - 3) == "_in") continue;
        INFO(name);
        REQUIRE(want.contains("value"));
        const auto& input = expected.at(name + "_in");
        auto input_type = hcl::type_from_json(input["type"].get<std::string>());
        REQUIRE(input_type.has_value());
        auto list = hcl::value_from_json(input["value"].get<std::string>(), *input_type);
        REQUIRE(list.has_value());
        const auto set = value::set(input_type->element_type(), {list->elements().begin(), list->elements().end()});
        CHECK(hcl::type_to_json(set.type()) == want["type"].get<std::string>());
        CHECK(*hcl::value_to_json(set) == want["value"].get<std::string>());
        // Decoding the oracle's set gives the same set, in the same order.
        auto decoded = hcl::value_from_json(want["value"].get<std::string>(), set.type());
        REQUIRE(decoded.has_value());
        CHECK(*decoded == set);
        ++checked;
    }
    CHECK(checked >= 15);
}

TEST_CASE("primitive set order does not depend on insertion order [ref:8.7]") {
    std::vector<value> numbers;
    for (int i = -50; i < 50; ++i) numbers.push_back(value::number(static_cast<std::int64_t>(i * 37 % 101)));
    std::vector<value> strings;
    for (int i = 0; i < 100; ++i) strings.push_back(value::string(std::to_string(i * 7919 % 1000)));
    std::mt19937 rng(42);
    for (auto* elements : {&numbers, &strings}) {
        const auto reference = value::set(*elements);
        for (int round = 0; round < 5; ++round) {
            std::shuffle(elements->begin(), elements->end(), rng);
            CHECK(value::set(*elements) == reference);
            CHECK(texts(value::set(*elements)) == texts(reference));
        }
        CHECK(std::is_sorted(reference.elements().begin(), reference.elements().end(), [](const value& a, const value& b) {
            if (a.type() == type::number()) return a.as_number() < b.as_number();
            return a.as_string() < b.as_string();
        }));
    }
}

TEST_CASE("set elements collapse by HCL equality [ref:8.7] [spec:Collection Types]") {
    // 1 and 1.0 are the same element; the first one stays.
    const auto s = value::set({num("1"), num("1.0"), num("2")});
    CHECK(s.length() == 2);
    // Numbers equal by their decimal text collapse even across precisions.
    CHECK(value::set({value::number(*hcl::number::from_double(0.1)), num("0.1")}).length() == 1);
    CHECK(value::set({value::list({num("1")}), value::list({num("1")})}).length() == 1);
    // Unknowns are never the same element, not even as each other.
    const auto u = value::unknown(type::number());
    CHECK(value::set({u, u, num("3")}).length() == 3);
    const auto partly = value::list({u});
    CHECK(value::set({partly, partly}).length() == 2);
    // Nulls are equal to each other and collapse.
    CHECK(value::set({value::null(type::string()), value::null(type::string())}).length() == 1);
}

TEST_CASE("known values come first, then unknowns, then null [ref:8.7] [ref:0 #19]") {
    const auto u = value::unknown(type::string());
    const auto n = value::null(type::string());
    const auto s = value::set({n, u, value::string("b"), value::string("a")});
    REQUIRE(s.length() == 4);
    CHECK(s.elements()[0] == value::string("a"));
    CHECK(s.elements()[1] == value::string("b"));
    CHECK(s.elements()[2] == u);
    CHECK(s.elements()[3] == n);
    // Inside other types an unknown hashes as `?` and a null as `~`, which
    // sort after the `"` that starts a string: ["a"] < [?] < [~].
    const auto lists = value::set({value::list({n}), value::list({u}), value::list({value::string("a")})});
    REQUIRE(lists.length() == 3);
    CHECK(lists.elements()[0] == value::list({value::string("a")}));
    CHECK(lists.elements()[1] == value::list({u}));
    CHECK(lists.elements()[2] == value::list({n}));
    const auto b = value::set({value::boolean(true), value::boolean(false)});
    CHECK_FALSE(b.elements()[0].as_bool());
}

TEST_CASE("large sets are built in n log n [ref:8.7]") {
    // 50k distinct strings and as many duplicates: quadratic deduplication
    // would need billions of comparisons here.
    std::vector<value> elements;
    elements.reserve(100000);
    for (int i = 0; i < 50000; ++i) elements.push_back(value::string("k" + std::to_string(i)));
    for (int i = 0; i < 50000; ++i) elements.push_back(value::string("k" + std::to_string(i)));
    const auto s = value::set(elements);
    CHECK(s.length() == 50000);
    CHECK(s.elements()[0] == value::string("k0"));
    CHECK(s.elements()[1] == value::string("k1"));
    CHECK(s.elements()[2] == value::string("k10"));
}
