// Tests for <hcl/ext/user_functions.hpp>: functions defined in configuration
// (the reference's ext/userfunc behaviour).
#include <hcl/eval_context.hpp>
#include <hcl/ext/user_functions.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/stdlib.hpp>

#include "support/catch.hpp"

#include <memory>
#include <string>

namespace {

hcl::body parse_body(std::string text) {
    auto r = hcl::native::parse_config(std::move(text), "f.hcl");
    REQUIRE_FALSE(r.has_errors());
    return r.file->body();
}

hcl::value eval(const std::string& text, const hcl::eval_context& ctx, hcl::diagnostics& diags) {
    auto e = hcl::native::parse_expression(text, "expr.hcl");
    REQUIRE_FALSE(e.diagnostics.has_errors());
    return e.expression.evaluate(ctx, diags);
}

}  // namespace

TEST_CASE("function blocks become functions; the rest of the body remains") {
    auto base = std::make_shared<hcl::eval_context>();
    base->functions() = hcl::stdlib::functions();
    auto r = hcl::ext::decode_user_functions(parse_body(R"(
function "greet" {
  params = [name]
  result = "hello, ${upper(name)}"
}
function "sum" {
  params         = [first]
  variadic_param = rest
  result         = first + length(rest)
}
keep = 1
)"),
                                             "function", {.context = base});
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.diagnostics.has_errors());
    REQUIRE(r.functions.size() == 2);

    hcl::eval_context ctx;
    ctx.functions() = r.functions;
    hcl::diagnostics diags;
    CHECK(eval("greet(\"ann\")", ctx, diags) == hcl::value::string("hello, ANN"));
    CHECK(eval("sum(10, \"a\", \"b\")", ctx, diags) == hcl::value::number(12));
    CHECK(eval("sum(10)", ctx, diags) == hcl::value::number(10));
    CHECK(diags.empty());

    hcl::diagnostics rest_diags;
    auto rest = r.remain.just_attributes(rest_diags);
    CHECK(rest_diags.empty());
    CHECK(rest.size() == 1);
    CHECK(rest.count("keep") == 1);
}

TEST_CASE("wrong arity and failing results are call errors") {
    auto r = hcl::ext::decode_user_functions(parse_body(R"(
function "one" {
  params = [a]
  result = a.missing
}
)"),
                                             "function");
    REQUIRE_FALSE(r.diagnostics.has_errors());
    hcl::eval_context ctx;
    ctx.functions() = r.functions;
    hcl::diagnostics too_many;
    eval("one(1, 2)", ctx, too_many);
    REQUIRE(too_many.size() == 1);
    CHECK(too_many[0].summary == "Too many function arguments");

    hcl::diagnostics failed;
    eval("one({b = 1})", ctx, failed);
    REQUIRE(failed.size() == 1);
    CHECK(failed[0].summary == "Error in function call");
    CHECK(failed[0].detail.find("Call to function \"one\" failed: f.hcl:4,13-21: Unsupported attribute") == 0);
}

TEST_CASE("functions see each other, and runaway recursion is an error, not a crash") {
    auto r = hcl::ext::decode_user_functions(parse_body(R"(
function "double" {
  params = [x]
  result = add(x, x)
}
function "add" {
  params = [a, b]
  result = a + b
}
function "forever" {
  params = [x]
  result = forever(x)
}
)"),
                                             "function");
    REQUIRE_FALSE(r.diagnostics.has_errors());
    hcl::eval_context ctx;
    ctx.functions() = r.functions;
    hcl::diagnostics diags;
    CHECK(eval("double(4)", ctx, diags) == hcl::value::number(8));
    CHECK(diags.empty());
    eval("forever(1)", ctx, diags);
    REQUIRE(diags.has_errors());
    CHECK(diags[0].summary == "Error in function call");

    auto isolated = hcl::ext::decode_user_functions(parse_body("function \"f\" {\n  params = []\n  result = g()\n}\nfunction \"g\" {\n  params = []\n  result = 1\n}\n"),
                                                    "function", {.see_each_other = false});
    hcl::eval_context ictx;
    ictx.functions() = isolated.functions;
    hcl::diagnostics idiags;
    eval("f()", ictx, idiags);
    CHECK(idiags.has_errors());
}

TEST_CASE("bad function blocks are diagnostics and are left out") {
    auto r = hcl::ext::decode_user_functions(parse_body(R"(
function "no_result" {
  params = []
}
function "bad_param" {
  params = ["x"]
  result = 1
}
function "bad_variadic" {
  params         = []
  variadic_param = 1
  result         = 1
}
function "ok" {
  params = []
  result = 1
}
)"),
                                             "function");
    std::vector<std::string> got;
    for (const auto& d : r.diagnostics) got.push_back(d.summary);
    CHECK(got == std::vector<std::string>{"Missing required argument", "Invalid param element", "Invalid variadic_param"});
    CHECK(r.functions.size() == 1);
    CHECK(r.functions.count("ok") == 1);
}

TEST_CASE("a function that calls itself twice per call fails after max_calls calls instead of hanging") {
    auto r = hcl::ext::decode_user_functions(parse_body(R"(
function "twice" {
  params = [n]
  result = twice(n) + twice(n)
}
)"),
                                             "function", {.max_calls = 1000});
    REQUIRE_FALSE(r.diagnostics.has_errors());
    hcl::eval_context ctx;
    ctx.functions() = r.functions;
    hcl::diagnostics diags;
    eval("twice(1)", ctx, diags);
    REQUIRE(diags.has_errors());
    CHECK(diags[0].summary == "Error in function call");
    CHECK(diags.to_string().find("more than") != std::string::npos);
}

TEST_CASE("function blocks in the JSON syntax read the same way") {
    auto parsed = hcl::json::parse(R"({
  "function": {
    "add": {"params": ["a", "b"], "variadic_param": "rest", "result": "${a + b + length(rest)}"}
  },
  "keep": 1
})",
                                   "f.json");
    REQUIRE_FALSE(parsed.has_errors());
    auto base = std::make_shared<hcl::eval_context>();
    base->functions() = hcl::stdlib::functions();
    auto r = hcl::ext::decode_user_functions(parsed.file->body(), "function", {.context = base});
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.diagnostics.has_errors());
    hcl::eval_context ctx;
    ctx.functions() = r.functions;
    hcl::diagnostics diags;
    CHECK(eval("add(1, 2, \"x\")", ctx, diags) == hcl::value::number(4));
    CHECK(diags.empty());
}

TEST_CASE("functions added to a child of their context leave no reference cycle behind") {
    std::weak_ptr<const hcl::eval_context> watch;
    {
        auto base = std::make_shared<hcl::eval_context>();
        base->functions() = hcl::stdlib::functions();
        watch = base;
        auto r = hcl::ext::decode_user_functions(
            parse_body("function \"f\" {\n  params = []\n  result = upper(\"x\")\n}\n"), "function", {.context = base});
        hcl::eval_context ctx = base->child();
        ctx.functions() = r.functions;
        hcl::diagnostics diags;
        CHECK(eval("f()", ctx, diags) == hcl::value::string("X"));
        base.reset();
        CHECK_FALSE(watch.expired());  // the functions keep it alive while they exist
    }
    CHECK(watch.expired());
}
