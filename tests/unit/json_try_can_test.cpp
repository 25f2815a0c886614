// Functions whose parameters receive unevaluated expressions (`try`, `can`,
// reference-behaviour §7.2 and §7.5) called from JSON-syntax templates
// (JSON syntax specification "Expressions": strings are native templates in
// full expression mode).
//
// Values and error positions were checked against the oracle (hcl v2.14.1)
// on the same text with variables {"v": {"k": 1, "list": [1, 2]}}; the
// conformance corpus (tests/conformance/json/cases/try_can.json) covers
// more of them.
#include <hcl/body.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/function.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/stdlib.hpp>
#include <hcl/value_json.hpp>

#include "support/catch.hpp"

#include <string>
#include <vector>

namespace {

hcl::eval_context make_context() {
    hcl::eval_context ctx;
    ctx.set_variable("v", hcl::value::object({{"k", hcl::value::number(1)},
                                              {"list", hcl::value::tuple({hcl::value::number(1),
                                                                          hcl::value::number(2)})}}));
    ctx.functions() = hcl::stdlib::functions();
    return ctx;
}

hcl::attribute_map attributes_of(std::string text) {
    auto parsed = hcl::json::parse(std::move(text), "t.json");
    INFO(parsed.diagnostics.to_string());
    REQUIRE_FALSE(parsed.has_errors());
    hcl::diagnostics diags;
    auto attrs = parsed.file->body().just_attributes(diags);
    REQUIRE_FALSE(diags.has_errors());
    return attrs;
}

std::string json_of(const hcl::value& v) {
    auto text = hcl::value_to_json(v, v.type());
    REQUIRE(text);
    return *text;
}

// "L:C: Summary" of each error.
std::vector<std::string> errors(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) {
        if (d.subject) {
            out.push_back(std::to_string(d.subject->start.line) + ":" + std::to_string(d.subject->start.column) +
                          ": " + d.summary);
        }
    }
    return out;
}

}  // namespace

TEST_CASE("json 2.4 / ref 7.2: try and can in JSON templates agree with the reference", "[json][try_can]") {
    const auto attrs = attributes_of(
        R"({"a": "${try(v.nope, nosuch, 3)}", "b": "${try(v.nope, nosuch)}", )"
        R"("c": {"${try(v.k, \"x\")}": "${can(v.list[2])}"}, "d": "%{ if can(v.k.z) }y%{ else }n%{ endif }", )"
        R"("e": "${can(v.k, 2)}"})");
    const auto ctx = make_context();
    hcl::diagnostics diags;

    SECTION("the first alternative without errors wins, its value unwrapped") {
        CHECK(json_of(attrs.at("a").expression.evaluate(ctx, diags)) == "3");
        CHECK(diags.empty());
    }
    SECTION("when every alternative fails the call fails at the call's position") {
        CHECK(attrs.at("b").expression.evaluate(ctx, diags).is_dynamic());
        CHECK(errors(diags) == std::vector<std::string>{"1:44: Error in function call"});
    }
    SECTION("object keys and values are templates too") {
        CHECK(json_of(attrs.at("c").expression.evaluate(ctx, diags)) == R"({"1":false})");
        CHECK(diags.empty());
    }
    SECTION("can in a directive") {
        CHECK(json_of(attrs.at("d").expression.evaluate(ctx, diags)) == R"("n")");
        CHECK(diags.empty());
    }
    SECTION("argument count errors are the caller's") {
        attrs.at("e").expression.evaluate(ctx, diags);
        CHECK(errors(diags) == std::vector<std::string>{"1:182: Too many function arguments"});
    }
}

TEST_CASE("ref 7.2: try and can with unknown values in JSON templates", "[json][try_can]") {
    const auto attrs = attributes_of(R"({"t": "${try(u, 1)}", "c": "${can(u)}", "k": {"${can(u)}": 1}})");
    auto ctx = make_context();
    ctx.set_variable("u", hcl::value::unknown(hcl::type::string()));
    hcl::diagnostics diags;
    // A result that is not wholly known might still fail, so neither decides.
    const auto t = attrs.at("t").expression.evaluate(ctx, diags);
    CHECK_FALSE(t.is_known());
    const auto c = attrs.at("c").expression.evaluate(ctx, diags);
    CHECK_FALSE(c.is_known());
    CHECK(c.type() == hcl::type::boolean());
    // An unknown key makes the whole object the dynamic value.
    const auto k = attrs.at("k").expression.evaluate(ctx, diags);
    CHECK_FALSE(k.is_known());
    CHECK(diags.empty());
}

TEST_CASE("ref 7.5: a parameter receiving expressions gets the JSON template's own expression", "[json][try_can]") {
    // A function that reports where its argument's expression is and
    // evaluates it itself: a JSON template must hand over the expression,
    // not its value (the argument's error would otherwise fail the call).
    hcl::function_spec spec;
    spec.parameters = {hcl::expression_parameter("expr")};
    spec.result_type = hcl::static_result_type(hcl::type::string());
    spec.implementation = [](std::span<const hcl::value> args, const hcl::type&) -> hcl::call_result<hcl::value> {
        const hcl::expression_closure* closure = hcl::expression_closure_from_value(args[0]);
        if (!closure) return hcl::call_failed("no closure");
        hcl::diagnostics inner;
        closure->expr.evaluate(*closure->context, inner);
        const auto& r = closure->expr.range();
        return hcl::value::string(r.filename.str() + ":" + std::to_string(r.start.line) + ":" +
                                  std::to_string(r.start.column) + (inner.has_errors() ? " error" : " ok"));
    };
    auto ctx = make_context();
    ctx.set_function("where", hcl::function(std::move(spec)));

    const auto attrs = attributes_of("{\n  \"a\": \"${where(nosuch)}\",\n  \"b\": [\"x${where(v.k)}\"]\n}");
    hcl::diagnostics diags;
    CHECK(json_of(attrs.at("a").expression.evaluate(ctx, diags)) == R"("t.json:2:17 error")");
    CHECK(json_of(attrs.at("b").expression.evaluate(ctx, diags)) == R"(["xt.json:3:19 ok"])");
    CHECK(diags.empty());
}
