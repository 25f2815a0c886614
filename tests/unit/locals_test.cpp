// Tests for <hcl/ext/locals.hpp>: locals in dependency order. The reference
// has no such extension; values are checked against the oracle's for the
// same configurations with the locals written out by hand (as the
// conformance cases tests/conformance/ext/cases/locals_* do through
// `hcl eval --locals`), and the diagnostics against what the issue asks.
#include <hcl/eval_context.hpp>
#include <hcl/ext/locals.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/stdlib.hpp>

#include "support/catch.hpp"

#include <string>
#include <vector>

namespace {

std::shared_ptr<const hcl::file> parse(std::string text, std::string name = "f.hcl") {
    auto r = hcl::native::parse_config(std::move(text), std::move(name));
    REQUIRE_FALSE(r.has_errors());
    return r.file;
}

// The bodies of the `locals` blocks of `files`, in order.
std::vector<hcl::body> locals_blocks(const std::vector<std::shared_ptr<const hcl::file>>& files) {
    hcl::body_schema schema;
    schema.blocks.push_back({"locals", {}});
    std::vector<hcl::body> out;
    for (const auto& f : files) {
        hcl::diagnostics diags;
        hcl::body rest;
        for (const auto& b : f->body().partial_content(schema, rest, diags).blocks) out.push_back(b.body());
        REQUIRE_FALSE(diags.has_errors());
    }
    return out;
}

hcl::ext::locals_result evaluate(std::string text) {
    hcl::eval_context ctx;
    ctx.functions() = hcl::stdlib::functions();
    auto bodies = locals_blocks({parse(std::move(text))});
    return hcl::ext::evaluate_locals(bodies, "local", ctx);
}

hcl::value local(const hcl::ext::locals_result& r, const std::string& name) {
    for (const auto& [n, v] : r.values.attributes()) {
        if (n == name) return v;
    }
    FAIL("no local " << name);
    return {};
}

std::vector<std::string> errors(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) {
        out.push_back(std::to_string(d.subject->start.line) + ":" + std::to_string(d.subject->start.column) + ": " +
                      d.summary);
    }
    return out;
}

}  // namespace

TEST_CASE("a chain is evaluated in dependency order, whatever the source order") {
    // The oracle gives 2, 20 for `(1 + 1)` and `(1 + 1) * 10`.
    const auto r = evaluate("locals {\n  c = local.b * 10\n  b = local.a + 1\n  a = 1\n}\n");
    CHECK(r.diagnostics.empty());
    CHECK(local(r, "b") == hcl::value::number(2));
    CHECK(local(r, "c") == hcl::value::number(20));
}

TEST_CASE("a diamond evaluates its shared local once for both sides") {
    const auto r = evaluate(R"(locals {
  bottom = [local.left, local.right]
  left   = "${local.top}-l"
  right  = "${local.top}-r"
  top    = "t"
}
)");
    CHECK(r.diagnostics.empty());
    CHECK(local(r, "bottom") == hcl::value::tuple({hcl::value::string("t-l"), hcl::value::string("t-r")}));
}

TEST_CASE("independent locals give the same values and diagnostics in any order") {
    const auto forward = evaluate("locals {\n  a = 1\n  b = local.a + \"x\"\n  z = 26\n}\n");
    const auto backward = evaluate("locals {\n  z = 26\n  b = local.a + \"x\"\n  a = 1\n}\n");
    CHECK(forward.values == backward.values);
    REQUIRE(forward.diagnostics.size() == 1);
    REQUIRE(backward.diagnostics.size() == 1);
    CHECK(forward.diagnostics[0].summary == backward.diagnostics[0].summary);
}

TEST_CASE("a cycle is one diagnostic per member, naming the whole cycle, at the reference that closes it") {
    SECTION("length 1") {
        const auto r = evaluate("locals {\n  a = local.a + 1\n  b = 2\n}\n");
        CHECK(errors(r.diagnostics) == std::vector<std::string>{"2:7: Cycle in local values"});
        CHECK(r.diagnostics[0].detail.find("local.a \u2192 local.a.") != std::string::npos);
        CHECK(r.diagnostics[0].subject->end.column == 14);
        CHECK_FALSE(local(r, "a").is_known());
        CHECK(local(r, "b") == hcl::value::number(2));
    }
    SECTION("length 2, and what uses it is unknown without more errors") {
        const auto r = evaluate("locals {\n  a = local.b\n  b = local.a\n  c = local.a\n  d = \"fine\"\n}\n");
        CHECK(errors(r.diagnostics) ==
              std::vector<std::string>{"2:7: Cycle in local values", "3:7: Cycle in local values"});
        CHECK(r.diagnostics[0].detail.find("local.a \u2192 local.b \u2192 local.a") != std::string::npos);
        CHECK(r.diagnostics[1].detail.find("local.b \u2192 local.a \u2192 local.b") != std::string::npos);
        CHECK(local(r, "c").is_dynamic());
        CHECK(local(r, "d") == hcl::value::string("fine"));
    }
    SECTION("length 3") {
        const auto r = evaluate("locals {\n  a = local.b\n  b = local.c\n  c = [local.a]\n}\n");
        CHECK(errors(r.diagnostics) == std::vector<std::string>{"2:7: Cycle in local values",
                                                                 "3:7: Cycle in local values",
                                                                 "4:8: Cycle in local values"});
        CHECK(r.diagnostics[2].detail.find("local.c \u2192 local.a \u2192 local.b \u2192 local.c") !=
              std::string::npos);
    }
}

TEST_CASE("a failing local makes its dependents unknown, not erroneous") {
    const auto r = evaluate("locals {\n  a = 1\n  b = local.a + \"x\"\n  c = local.b * 2\n  d = local.a + 1\n}\n");
    CHECK(errors(r.diagnostics) == std::vector<std::string>{"3:17: Invalid operand"});
    CHECK(local(r, "b").is_dynamic());
    CHECK(local(r, "c").is_dynamic());
    CHECK(local(r, "d") == hcl::value::number(2));
}

TEST_CASE("locals from two files see each other; a name defined twice points at both definitions") {
    hcl::eval_context ctx;
    const auto first = parse("locals {\n  name = \"web\"\n}\n", "a.hcl");
    const auto second = parse("locals {\n  fqdn = \"${local.name}.example.com\"\n  name = \"other\"\n}\n", "b.hcl");
    const auto r = hcl::ext::evaluate_locals(locals_blocks({first, second}), "local", ctx);
    REQUIRE(r.diagnostics.size() == 1);
    const auto& d = r.diagnostics[0];
    CHECK(d.summary == "Duplicate local value");
    CHECK(d.subject->filename == "b.hcl");
    CHECK(d.subject->start.line == 3);
    CHECK(d.detail.find("a.hcl:2,3-7") != std::string::npos);
    // The first definition is the one used.
    CHECK(local(r, "fqdn") == hcl::value::string("web.example.com"));
}

TEST_CASE("a reference must name a declared local statically") {
    const auto r = evaluate("locals {\n  a = local.nope\n  b = local\n  c = local[\"a\"]\n  d = 1\n}\n");
    CHECK(errors(r.diagnostics) ==
          std::vector<std::string>{"2:7: Reference to undeclared local value", "3:7: Invalid reference"});
    CHECK(local(r, "c").is_dynamic());
    CHECK(local(r, "d") == hcl::value::number(1));
}

TEST_CASE("a long chain of locals does not exhaust the stack") {
    std::string text = "locals {\n  l0 = 0\n";
    const int n = 20000;
    for (int i = 1; i < n; ++i) text += "  l" + std::to_string(i) + " = local.l" + std::to_string(i - 1) + " + 1\n";
    text += "}\n";
    const auto r = evaluate(text);
    CHECK(r.diagnostics.empty());
    CHECK(local(r, "l" + std::to_string(n - 1)) == hcl::value::number(n - 1));
}

TEST_CASE("locals in the JSON syntax are evaluated the same way") {
    auto parsed = hcl::json::parse(R"({"locals": {"b": "${local.a * 2}", "a": 21}})", "f.json");
    REQUIRE_FALSE(parsed.has_errors());
    hcl::body_schema schema;
    schema.blocks.push_back({"locals", {}});
    hcl::diagnostics diags;
    std::vector<hcl::body> bodies;
    for (const auto& b : parsed.file->body().content(schema, diags).blocks) bodies.push_back(b.body());
    REQUIRE_FALSE(diags.has_errors());
    const auto r = hcl::ext::evaluate_locals(bodies, "local", hcl::eval_context{});
    CHECK(r.diagnostics.empty());
    CHECK(local(r, "b") == hcl::value::number(42));
}
