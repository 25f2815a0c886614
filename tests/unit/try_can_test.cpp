// `try` and `can` (reference-behaviour §7.2) and the expression closures
// they receive their arguments as (§7.5).
//
// tests/data/try_can/*.hcl are evaluated with the standard library and
// compared with the oracle's results (NAME.expected.json, regenerated with
// `scripts/gen-native-eval-cases.py tests/data/try_can`). Unknown values
// cannot come from the oracle's JSON variables, so their cases are below.
#include "support/native_eval_support.hpp"
#include "support/oracle_case.hpp"

#include <hcl/eval_context.hpp>
#include <hcl/stdlib.hpp>

#include "support/catch.hpp"

#include <string>

namespace {

hcl_test::evaluated eval(const std::string& text, const hcl::eval_context& ctx) {
    return hcl_test::evaluate_expression(text, ctx);
}

hcl::eval_context stdlib_context() {
    hcl::eval_context ctx;
    ctx.functions() =
        hcl::stdlib::functions(hcl::stdlib::area::try_can | hcl::stdlib::area::strings);
    return ctx;
}

}  // namespace

TEST_CASE("§7.2 try/can match the reference without variables", "[try_can][oracle]") {
    hcl_test::check_oracle_case("try_can", "no_variables", hcl::stdlib::functions());
}

TEST_CASE("§7.2 try/can match the reference with variables", "[try_can][oracle]") {
    hcl_test::check_oracle_case("try_can", "with_variables", hcl::stdlib::functions());
}

TEST_CASE("§7.2 try: a failure lists every alternative's diagnostics", "[try_can]") {
    auto ctx = stdlib_context();
    auto r = eval("try(nope, 1 + \"x\")", ctx);
    REQUIRE(r.diags.error_count() == 1);
    const auto& d = *r.diags.begin();
    CHECK(d.summary == "Error in function call");
    CHECK(d.detail ==
          "Call to function \"try\" failed: no expression succeeded:\n"
          "- Variables not allowed (at t.hcl:1,5-9)\n"
          "  Variables may not be used here.\n"
          "- Invalid operand (at t.hcl:1,15-18)\n"
          "  Unsuitable value for right operand: a number is required.\n"
          "\n"
          "At least one expression must produce a successful result.");
    CHECK(r.value.is_dynamic());

    auto none = eval("try()", ctx);
    REQUIRE(none.diags.error_count() == 1);
    CHECK(none.diags.begin()->detail ==
          "Call to function \"try\" failed: at least one argument is required.");
}

TEST_CASE("§7.2 try/can: results that are not wholly known", "[try_can]") {
    auto ctx = stdlib_context();
    ctx.set_variable("u", hcl::value::unknown(hcl::type::string()));
    ctx.set_variable("s", hcl::value::string("k"));

    // The first successful alternative decides, even when partly unknown: the
    // whole result is then the dynamic value.
    auto t = eval("try(u, \"x\")", ctx);
    CHECK_FALSE(t.diags.has_errors());
    CHECK(t.value.is_dynamic());
    t = eval("try([s, u], \"x\")", ctx);
    CHECK_FALSE(t.diags.has_errors());
    CHECK(t.value.is_dynamic());
    // An earlier failure still falls through to the unknown alternative.
    t = eval("try(nope, u)", ctx);
    CHECK_FALSE(t.diags.has_errors());
    CHECK(t.value.is_dynamic());
    // Known results pass through with their own type.
    t = eval("try(s, u)", ctx);
    CHECK(t.value == hcl::value::string("k"));

    auto c = eval("can(u)", ctx);
    CHECK_FALSE(c.diags.has_errors());
    CHECK(c.value == hcl::value::unknown(hcl::type::boolean()));
    c = eval("can({a = u})", ctx);
    CHECK(c.value == hcl::value::unknown(hcl::type::boolean()));
    c = eval("can(upper(u))", ctx);
    CHECK(c.value == hcl::value::unknown(hcl::type::boolean()));
    c = eval("can(s)", ctx);
    CHECK(c.value == hcl::value::boolean(true));
}

TEST_CASE("§7.2 try/can evaluate in the caller's context", "[try_can]") {
    auto ctx = stdlib_context();
    ctx.set_variable("xs", hcl::value::tuple({hcl::value::number(1), hcl::value::string("a")}));
    auto r = eval("[for x in xs : try(x + 1, \"not a number\")]", ctx);
    REQUIRE_FALSE(r.diags.has_errors());
    CHECK(r.value ==
          hcl::value::tuple({hcl::value::number(2), hcl::value::string("not a number")}));
    r = eval("{for k, x in xs : k => can(x + 1)}", ctx);
    REQUIRE_FALSE(r.diags.has_errors());
    CHECK(r.value == hcl::value::object(
                         {{"0", hcl::value::boolean(true)}, {"1", hcl::value::boolean(false)}}));
}

TEST_CASE("§7.5 expression closures: a parameter may receive its argument unevaluated",
          "[try_can][function]") {
    // A function reporting the source range of its argument: only possible
    // with the expression itself.
    hcl::function_spec spec;
    spec.parameters = {hcl::expression_parameter("e")};
    spec.result_type = hcl::static_result_type(hcl::type::string());
    spec.implementation = [](std::span<const hcl::value> args,
                             const hcl::type&) -> hcl::call_result<hcl::value> {
        const auto* closure = hcl::expression_closure_from_value(args[0]);
        if (!closure) return hcl::call_failed("no closure");
        hcl::diagnostics diags;
        const auto v = closure->evaluate(diags);
        const auto range = closure->expr.range();
        return hcl::value::string(
            std::to_string(range.start.column) + "-" + std::to_string(range.end.column) +
            (diags.has_errors() ? " error" : " " + std::string(v.as_string())));
    };
    hcl::eval_context ctx;
    ctx.set_function("where", hcl::function(std::move(spec)));
    ctx.set_variable("x", hcl::value::string("ok"));

    auto r = eval("where(x)", ctx);
    CHECK(r.value == hcl::value::string("7-8 ok"));
    // The argument's own errors do not reach the caller.
    r = eval("where(nope)", ctx);
    CHECK_FALSE(r.diags.has_errors());
    CHECK(r.value == hcl::value::string("7-11 error"));
    // Expanded arguments arrive as constants at the expanded argument's range.
    r = eval("where([\"e\"]...)", ctx);
    CHECK(r.value == hcl::value::string("7-12 e"));

    CHECK(hcl::expression_closure_from_value(hcl::value::string("x")) == nullptr);
    CHECK(hcl::expression_closure_from_value(hcl::value::unknown(hcl::expression_closure_type())) ==
          nullptr);
}
