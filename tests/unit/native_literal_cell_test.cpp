// Numeric literals (reference-behaviour §1.5, §1.6): the parser keeps plain
// integers below 2^32 as their value (literal_cell::form::integer) instead of
// their digits. Whatever form a literal takes, its value must be exactly the
// number that number::parse gives for its text: same value, precision (512
// bits, not the 64 of number::from_uint), text and results in arithmetic.
#include "native/ast.hpp"
#include "native/literal_cell.hpp"
#include "number/number_impl.hpp"

#include <hcl/eval_context.hpp>
#include <hcl/expression.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/number.hpp>

#include "support/catch.hpp"

#include <cstdint>
#include <string>
#include <vector>

using hcl::number;
using hcl::value;
using hcl::native::literal_cell;

namespace {

hcl::expression parse(const std::string& source) {
    auto parsed = hcl::native::parse_expression(source, "test.hcl");
    INFO(source << ": " << parsed.diagnostics.to_string());
    REQUIRE_FALSE(parsed.diagnostics.has_errors());
    return parsed.expression;
}

value eval(const std::string& source, const hcl::eval_context& ctx) {
    hcl::diagnostics diags;
    value v = parse(source).evaluate(ctx, diags);
    INFO(source << ": " << diags.to_string());
    REQUIRE_FALSE(diags.has_errors());
    return v;
}

// Same value, precision and text, the sign of zero included.
void check_identical(const number& got, const number& want) {
    CHECK(got == want);
    CHECK(got.precision() == want.precision());
    CHECK(got.to_string() == want.to_string());
    CHECK(got.sign_bit() == want.sign_bit());
    CHECK(got.to_exact_decimal() == want.to_exact_decimal());
}

// `text` evaluated as a literal against the general parse of the same text,
// alone and in arithmetic whose result depends on the operand precision.
void check_literal(const std::string& text) {
    INFO("literal " << text);
    const auto general = number::parse(text);
    REQUIRE(general);
    hcl::eval_context ctx;
    ctx.set_variable("x", value::number(*general));

    const value lit = eval(text, ctx);
    REQUIRE(lit.type() == hcl::type::number());
    check_identical(lit.as_number(), *general);

    for (const char* tail : {" / 3", " * 0.1", " - 0.3", " % 7", " / 10000000000000000000000000000001"}) {
        INFO("expression " << text << tail);
        check_identical(eval(text + tail, ctx).as_number(), eval(std::string("x") + tail, ctx).as_number());
    }
    // Unary minus of the literal and of the general value.
    check_identical(eval("-" + text, ctx).as_number(), eval("-x", ctx).as_number());
    check_identical(eval("-" + text + " / 3", ctx).as_number(), eval("-x / 3", ctx).as_number());
    // As a string (template interpolation formats the number).
    CHECK(eval("\"${" + text + "}\"", ctx) == eval("\"${x}\"", ctx));
}

literal_cell::form literal_form(const std::string& text) {
    const auto e = parse(text);
    const auto* lit = dynamic_cast<const hcl::native::literal_expr*>(e.node());
    REQUIRE(lit != nullptr);
    return lit->form;
}

}  // namespace

TEST_CASE("§1.6 numeric literals equal the general parse of their text", "[native][literal]") {
    for (const char* text :
         {"0", "1", "2", "7", "007", "0000000001", "00000000001", "10", "8080", "65535", "65536", "1000000",
          "2147483647", "2147483648", "4294967295", "4294967296", "9999999999", "10000000000",
          "9223372036854775807", "9223372036854775808", "18446744073709551615", "18446744073709551616",
          "123456789012345678901234567890", "1e3", "1E3", "1e+3", "1e-3", "2e0", "1.5", "0.1", "1.0", "0.0",
          "3.14159265358979323846264338327950288", "12.5e2"}) {
        check_literal(text);
    }
}

TEST_CASE("§1.6 plain integers below 2^32 are kept as their value", "[native][literal]") {
    using form = literal_cell::form;
    CHECK(literal_form("0") == form::integer);
    CHECK(literal_form("007") == form::integer);
    CHECK(literal_form("4294967295") == form::integer);
    CHECK(literal_form("4294967296") == form::number);
    CHECK(literal_form("00000000001") == form::number);  // too long to be read at parse time
    CHECK(literal_form("1.5") == form::number);
    CHECK(literal_form("1e3") == form::number);
    if constexpr (sizeof(void*) == 8) {
        CHECK(sizeof(hcl::native::literal_expr) == 24);
        CHECK(sizeof(literal_cell) == 16);
    }
}

TEST_CASE("§1.6 integer cells give the number parsed from their digits", "[native][literal]") {
    std::uint64_t values[] = {0, 1, 2, 3, 10, 255, 256, 1000, 1023, 1024, 65535, 65536, 999999999,
                              1u << 31, (1ull << 31) + 1, 4294967295u, 3000000000u, 4294967294u};
    for (const std::uint64_t v : values) {
        INFO(v);
        const value got = literal_cell::integer(static_cast<std::uint32_t>(v)).get();
        REQUIRE(got.type() == hcl::type::number());
        check_identical(got.as_number(), *number::parse(std::to_string(v)));
    }
    // Every value in a range, and scattered ones up to 2^32 - 1.
    for (std::uint64_t v = 0; v < 5000; ++v) {
        CHECK(literal_cell::integer(static_cast<std::uint32_t>(v)).get().as_number().to_exact_decimal() ==
              std::to_string(v));
    }
    for (std::uint64_t v = 1; v < (1ull << 32); v = v * 3 + 1) {
        check_identical(literal_cell::integer(static_cast<std::uint32_t>(v)).get().as_number(),
                        *number::parse(std::to_string(v)));
    }
}

TEST_CASE("number::from_uint with a precision", "[number]") {
    // from_uint(v) keeps the reference's 64 bits; the literal precision is 512.
    CHECK(number::from_uint(5).precision() == 64);
    check_identical(number::from_uint(5, number::default_precision), *number::parse("5"));
    check_identical(number::from_uint(0, number::default_precision), *number::parse("0"));
    check_identical(number::from_uint(18446744073709551615ull, number::default_precision),
                    *number::parse("18446744073709551615"));
    // Every shortcut gives what the general rounding gives (computed with
    // the inline form and its fast paths switched off).
    std::vector<std::uint64_t> values = {1, 2, 3, 5, 6, 1024, 1025, 4294967295u, 4294967296u,
                                         (1ull << 62) + 1, (1ull << 63) - 1, 1ull << 63, (1ull << 63) + 1,
                                         (1ull << 63) + 2, 18446744073709551615ull, 18446744073709551614ull};
    for (std::uint64_t v = 7; v < (1ull << 61); v = v * 5 + 3) values.push_back(v);
    for (const unsigned precision : {1u, 2u, 53u, 63u, 64u, 65u, 512u, 65535u, 70000u}) {
        for (const std::uint64_t v : values) {
            INFO(v << " at precision " << precision);
            number::access::small_form_enabled = false;
            const number general = number::access::make(false, hcl::detail::uint128(v), 0, precision);
            number::access::small_form_enabled = true;
            check_identical(number::from_uint(v, precision), general);
        }
    }
    // Too few bits round, nearest-even.
    CHECK(number::from_uint(7, 2).to_string() == "8");
    CHECK(number::from_uint(7, 2).precision() == 2);
}
