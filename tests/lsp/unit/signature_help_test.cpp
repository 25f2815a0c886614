// Signature help (include/hcl/lsp/completion.hpp).
#include "lsp_test_support.hpp"

#include <hcl/lsp/completion.hpp>
#include <hcl/lsp/hover.hpp>

#include "support/catch.hpp"

#include <optional>
#include <string>

using namespace hcl::lsp;

namespace {

std::optional<signature_help> help_marked(std::string_view marked,
                                          std::string uri = "file:///a.hcl") {
    const auto m = lsp_test::cursor_in(marked);
    workspace ws;
    const auto& doc = ws.open(std::move(uri), m.text);
    return signature_help_at(ws, doc, m.cursor);
}

std::string active_label(const signature_help& h) {
    if (!h.active_parameter || h.signatures.empty()) return {};
    const auto& params = h.signatures[h.active_signature].parameters;
    return *h.active_parameter < params.size() ? params[*h.active_parameter].label : std::string{};
}

}  // namespace

TEST_CASE("signature help: the function's parameters and the active one", "[lsp][signature_help]") {
    const auto h = help_marked("x = lookup(m, |");
    REQUIRE(h);
    REQUIRE(h->signatures.size() == 1);
    const auto& sig = h->signatures[0];
    CHECK(sig.label == "lookup(inputMap any, key string, default any) any");
    CHECK_FALSE(sig.documentation.empty());
    REQUIRE(sig.parameters.size() == 3);
    CHECK(sig.parameters[0].label == "inputMap any");
    CHECK(sig.parameters[2].label == "default any");
    CHECK(h->active_parameter == 1u);
    CHECK(help_marked("x = lookup(|")->active_parameter == 0u);
    CHECK(help_marked("x = lookup(m, \"k\", |)")->active_parameter == 2u);
}

TEST_CASE("signature help: parameter descriptions", "[lsp][signature_help]") {
    hcl::function_spec spec;
    spec.description = "Adds.";
    spec.parameters = {{.name = "a", .type = hcl::type::number(), .description = "The first."},
                       {.name = "b", .type = hcl::type::number(), .description = "The second."}};
    spec.result_type = hcl::static_result_type(hcl::type::number());
    spec.implementation = [](std::span<const hcl::value> args,
                             const hcl::type&) -> hcl::call_result<hcl::value> { return args[0]; };
    options o;
    o.functions.emplace("add", hcl::function(spec));
    workspace ws(o);
    const auto m = lsp_test::cursor_in("x = add(1, |)");
    const auto h = signature_help_at(ws, ws.open("file:///a.hcl", m.text), m.cursor);
    REQUIRE(h);
    CHECK(h->signatures[0].label == "add(a number, b number) number");
    CHECK(h->signatures[0].documentation.text == "Adds.");
    CHECK(h->signatures[0].parameters[1].documentation.text == "The second.");
    CHECK(active_label(*h) == "b number");
}

TEST_CASE("signature help: the variadic parameter takes every further argument",
          "[lsp][signature_help]") {
    const auto h = help_marked("x = format(\"%s %s\", a, |");
    REQUIRE(h);
    CHECK(h->signatures[0].label == "format(format string, args... any) string");
    CHECK(active_label(*h) == "args... any");
    CHECK(help_marked("x = format(\"%s %s\", a, b, c, |")->active_parameter == 1u);
    // Past the last parameter of a function without one: none active.
    const auto past = help_marked("x = upper(a, b|");
    REQUIRE(past);
    CHECK_FALSE(past->active_parameter);
}

TEST_CASE(
    "signature help: commas inside nested brackets do not count; nested calls take the innermost",
    "[lsp][signature_help]") {
    CHECK(help_marked("x = lookup({a = 1, b = 2}, |")->active_parameter == 1u);
    CHECK(help_marked("x = lookup([1, 2, 3], |")->active_parameter == 1u);
    CHECK(help_marked("x = lookup(m, \"a,b\", |")->active_parameter == 2u);
    const auto inner = help_marked("x = lookup(upper(|), \"k\")");
    REQUIRE(inner);
    CHECK(inner->signatures[0].label.starts_with("upper("));
    CHECK(inner->active_parameter == 0u);
    // Back in the outer call after the inner one closes.
    CHECK(help_marked("x = lookup(upper(a), |")->signatures[0].label.starts_with("lookup("));
    // An unknown function inside a known one: the known one.
    CHECK(help_marked("x = lookup(mystery(|")->signatures[0].label.starts_with("lookup("));
}

TEST_CASE("signature help: across lines, inside strings, in blocks and interpolations",
          "[lsp][signature_help]") {
    CHECK(help_marked("x = lookup(\n  m,\n  |")->active_parameter == 1u);
    CHECK(help_marked("x = lookup(m, \"ab|")->active_parameter == 1u);
    CHECK(help_marked("service \"a\" {\n  x = lookup(m, 12|\n}\n")->active_parameter == 1u);
    CHECK(help_marked("x = \"${lookup(m, |)}\"")->active_parameter == 1u);
}

TEST_CASE("signature help: none outside calls, in JSON, or for unknown functions",
          "[lsp][signature_help]") {
    CHECK_FALSE(help_marked("x = 1|"));
    CHECK_FALSE(help_marked("x = lookup(m, k)|"));
    CHECK_FALSE(help_marked("x = (1 + |"));
    CHECK_FALSE(help_marked("x = mystery(|"));
    CHECK_FALSE(help_marked("# lookup(|"));
    CHECK_FALSE(help_marked("|"));
    CHECK_FALSE(help_marked("{\"x\": \"${lookup(m, |\"}", "file:///a.hcl.json"));
}

TEST_CASE("completion, signature help and hover show a function's one signature",
          "[lsp][signature_help]") {
    for (const std::string name : {"format", "lookup", "upper", "concat", "coalesce"}) {
        workspace ws;
        const auto m = lsp_test::cursor_in("x = " + name + "(|)");
        const auto& doc = ws.open("file:///a.hcl", m.text);
        const auto help = signature_help_at(ws, doc, m.cursor);
        REQUIRE(help);
        const std::string label = help->signatures.at(0).label;
        CAPTURE(label);
        CHECK(label.starts_with(name + "("));
        const auto list = complete(ws, doc, {m.cursor.line, 4 + static_cast<std::uint32_t>(name.size() - 1)});
        bool listed = false;
        for (const auto& item : list.items)
            if (item.label == name) listed = item.detail == label;
        CHECK(listed);
        const auto h = hover_at(ws, doc, {m.cursor.line, 5});
        REQUIRE(h);
        CHECK(h->contents.text.find("```hcl\n" + label + "\n```") != std::string::npos);
    }
}
