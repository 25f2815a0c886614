// Name tables of evaluation contexts (variables, functions): their order is
// std::less<> on the names, lookups take a string_view, nested contexts see
// their own names first.
#include <hcl/detail/name_less.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/function.hpp>
#include <hcl/stdlib.hpp>

#include "support/catch.hpp"

#include <algorithm>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

using hcl::value;

TEST_CASE("name tables order names as std::less<> does", "[eval_context]") {
    const std::vector<std::string> names = {
        "", "a", "A", "aa", "ab", "abc", "abd", "b", "ba", "z", "_", "1", "a::b", "a:", "provider::fn",
        "provider::f", "\x7f", "\x80", "\xc3\xa9", "\xc3", "\xff", "e\xcc\x81", "upper", "uppercase",
        std::string("a\0b", 3), std::string("a\0", 2), "jsonencode", "jsondecode", "join", "format", "formatlist"};
    const hcl::detail::name_less less;
    for (const auto& a : names) {
        for (const auto& b : names) {
            INFO(a << " < " << b);
            CHECK(less(a, b) == std::less<>()(a, b));
        }
    }
    // Iteration order of the tables is the std::less<> order.
    hcl::variable_map vars;
    for (const auto& n : names) vars.emplace(n, value::string(n));
    std::vector<std::string> sorted = names;
    std::sort(sorted.begin(), sorted.end());
    std::vector<std::string> iterated;
    for (const auto& [name, v] : vars) iterated.push_back(name);
    CHECK(iterated == sorted);
    // Every name is found by its string_view, and only it.
    for (const auto& n : names) {
        const auto it = vars.find(std::string_view(n));
        REQUIRE(it != vars.end());
        CHECK(it->second == value::string(n));
    }
    CHECK(vars.find(std::string_view("ac")) == vars.end());
    CHECK(vars.find(std::string_view("uppercas")) == vars.end());
}

TEST_CASE("same_name is == on names of every length, a difference anywhere", "[eval_context]") {
    // Word-sized loads: lengths below, at and around 4, 8 and 16, with one
    // byte changed at each position (the overlapping last load included).
    for (std::size_t n = 0; n <= 26; ++n) {
        std::string a;
        for (std::size_t i = 0; i < n; ++i) a += static_cast<char>('a' + i);
        CHECK(hcl::detail::same_name(a, std::string(a)));
        CHECK_FALSE(hcl::detail::same_name(a, a + "x"));
        if (n) CHECK_FALSE(hcl::detail::same_name(a, a.substr(0, n - 1)));
        for (std::size_t i = 0; i < n; ++i) {
            std::string b = a;
            b[i] = '\x80';
            INFO(n << " bytes, differing at " << i);
            CHECK_FALSE(hcl::detail::same_name(a, b));
            CHECK_FALSE(hcl::detail::same_name(b, a));
        }
    }
    CHECK(hcl::detail::same_name(std::string_view("a\0b", 3), std::string_view("a\0b", 3)));
    CHECK_FALSE(hcl::detail::same_name(std::string_view("a\0b", 3), std::string_view("a\0c", 3)));
}

TEST_CASE("eval_context lookups walk from the child to the root", "[eval_context]") {
    hcl::eval_context root;
    root.set_variable("x", value::number(1)).set_variable("y", value::number(2));
    root.functions() = hcl::stdlib::functions();
    hcl::eval_context child = root.child();
    child.set_variable("x", value::number(3));
    REQUIRE(child.find_variable("x") != nullptr);
    CHECK(*child.find_variable("x") == value::number(3));
    CHECK(*child.find_variable(std::string_view("y")) == value::number(2));
    CHECK(child.find_variable("z") == nullptr);
    CHECK(child.find_function("upper") != nullptr);
    CHECK(child.find_function(std::string_view("jsonencode")) != nullptr);
    CHECK(child.find_function("uppe") == nullptr);
    CHECK(child.find_function("upperx") == nullptr);
    CHECK(child.any_functions());
    CHECK(child.any_variables());
    const hcl::eval_context empty;
    CHECK_FALSE(empty.any_variables());
    CHECK_FALSE(empty.any_functions());
}
