// Types as values and `convert(value, type)` (reference-behaviour §7.1:
// TypeConstraintType, ConvertFunc). The oracle's function table has no
// `convert`, so the expectations come from the conversion rules (spec
// "Conversion", already checked against the oracle in convert_test.cpp) and
// the type-expression rules (type_expression_test.cpp).
#include "support/native_eval_support.hpp"

#include <hcl/eval_context.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/operations.hpp>
#include <hcl/stdlib.hpp>
#include <hcl/type_expression.hpp>

#include "support/catch.hpp"

#include <string>

namespace {

hcl_test::evaluated eval(const std::string& text, const hcl::eval_context& ctx) {
    return hcl_test::evaluate_expression(text, ctx);
}

hcl::eval_context context_with_convert() {
    hcl::eval_context ctx;
    ctx.functions() = hcl::stdlib::functions(hcl::stdlib::area::type_conversion);
    ctx.set_variable("u", hcl::value::unknown(hcl::type::string()));
    return ctx;
}

}  // namespace

TEST_CASE("type constraint values: a capsule carrying a type, equal by type", "[type_expression][7.1]") {
    const hcl::value a = hcl::type_constraint_value(hcl::type::list(hcl::type::string()));
    const hcl::value b = hcl::type_constraint_value(hcl::type::list(hcl::type::string()));
    const hcl::value c = hcl::type_constraint_value(hcl::type::number());
    CHECK(a.type() == hcl::type_constraint_type());
    CHECK(a == b);  // two payloads, one type
    CHECK_FALSE(a == c);
    REQUIRE(hcl::type_from_constraint_value(a) != nullptr);
    CHECK(*hcl::type_from_constraint_value(a) == hcl::type::list(hcl::type::string()));
    CHECK(hcl::type_from_constraint_value(hcl::value::string("list(string)")) == nullptr);
    CHECK(hcl::type_from_constraint_value(hcl::value::unknown(hcl::type_constraint_type())) == nullptr);
}

TEST_CASE("convert: the second argument is read as a type constraint", "[type_expression][7.1]") {
    const auto ctx = context_with_convert();

    auto r = eval("convert(5, string)", ctx);
    REQUIRE_FALSE(r.diags.has_errors());
    CHECK(r.value == hcl::value::string("5"));

    // Unsafe conversions are allowed, as in the conversion rules.
    r = eval(R"(convert("12.5", number))", ctx);
    REQUIRE_FALSE(r.diags.has_errors());
    CHECK(r.value == hcl::value::number(*hcl::number::from_double(12.5)));

    r = eval("convert([1, true], list(string))", ctx);
    REQUIRE_FALSE(r.diags.has_errors());
    CHECK(r.value == hcl::value::list({hcl::value::string("1"), hcl::value::string("true")}));

    // `any` keeps the argument's own types; inside a collection it unifies.
    r = eval(R"(convert([1, "a"], list(any)))", ctx);
    REQUIRE_FALSE(r.diags.has_errors());
    CHECK(r.value == hcl::value::list({hcl::value::string("1"), hcl::value::string("a")}));
    r = eval("convert({a = 1}, any)", ctx);
    REQUIRE_FALSE(r.diags.has_errors());
    CHECK(r.value.type() == hcl::type::object({{"a", hcl::type::number()}}));

    // Optional attributes may be absent.
    r = eval(R"(convert({name = "x"}, object({name = string, port = optional(number)})))", ctx);
    REQUIRE_FALSE(r.diags.has_errors());
    auto port = hcl::get_attribute(r.value, "port");
    REQUIRE(port.has_value());
    CHECK(*port == hcl::value::null(hcl::type::number()));
}

TEST_CASE("convert: null and unknown values", "[type_expression][7.1]") {
    const auto ctx = context_with_convert();
    auto r = eval("convert(null, number)", ctx);
    REQUIRE_FALSE(r.diags.has_errors());
    CHECK(r.value == hcl::value::null(hcl::type::number()));

    r = eval("convert(u, number)", ctx);  // u: an unknown string
    REQUIRE_FALSE(r.diags.has_errors());
    CHECK(r.value == hcl::value::unknown(hcl::type::number()));
}

TEST_CASE("convert: an unconvertible value is an invalid first argument", "[type_expression][7.1]") {
    const auto ctx = context_with_convert();
    auto r = eval(R"(convert("x", number))", ctx);
    REQUIRE(r.diags.error_count() == 1);
    const hcl::diagnostic& d = *r.diags.begin();
    CHECK(d.summary == "Invalid function argument");
    CHECK(d.detail == "Unsuitable value for parameter \"value\": a number is required.");
    REQUIRE(d.subject);
    CHECK(d.subject->start.column == 10);  // inside the quotes, as the reference reports
}

TEST_CASE("convert: a bad type expression is reported at the type, as a type problem",
          "[type_expression][7.1]") {
    const auto ctx = context_with_convert();
    auto r = eval("convert(1, lisst(string))", ctx);
    REQUIRE(r.diags.error_count() == 1);
    const hcl::diagnostic& d = *r.diags.begin();
    CHECK(d.summary == "Invalid type specification");
    REQUIRE(d.subject);
    CHECK(d.subject->start.column == 12);
    CHECK(r.value == hcl::value::dynamic());

    // A value expression is not a type either, even a valid one.
    r = eval(R"(convert(1, "string"))", ctx);
    REQUIRE(r.diags.error_count() == 1);
    CHECK(r.diags.begin()->summary == "Invalid type specification");
}

TEST_CASE("stdlib: the type_conversion area holds convert and is part of all areas", "[stdlib][7.1]") {
    CHECK(hcl::stdlib::functions(hcl::stdlib::area::type_conversion).contains("convert"));
    CHECK(hcl::stdlib::functions().contains("convert"));
    CHECK_FALSE(hcl::stdlib::functions(hcl::stdlib::area::strings).contains("convert"));
}
