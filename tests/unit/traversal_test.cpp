// Tests for <hcl/traversal.hpp> and <hcl/eval_context.hpp>: variable lookup
// through nested scopes, literal-only mode, and applying traversal steps.
#include <hcl/eval_context.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/traversal.hpp>

#include "support/catch.hpp"

using hcl::type;
using hcl::value;

namespace {

hcl::source_range at(std::uint32_t column) {
    return {"t.hcl", {1, column, column - 1}, {1, column + 1, column}};
}

hcl::traversal path(std::string root, std::vector<hcl::traversal_step> rest = {}) {
    std::vector<hcl::traversal_step> steps{hcl::traverse_root{std::move(root), at(1)}};
    steps.insert(steps.end(), rest.begin(), rest.end());
    return hcl::traversal(std::move(steps));
}

hcl::traversal_step attr(std::string name) { return hcl::traverse_attribute{std::move(name), at(5)}; }
hcl::traversal_step idx(value key) { return hcl::traverse_index{std::move(key), at(9)}; }

}  // namespace

TEST_CASE("traversal shape") {
    const auto t = path("var", {attr("servers"), idx(value::number(1)), attr("port")});
    CHECK_FALSE(t.is_relative());
    CHECK(t.root_name() == "var");
    CHECK(t.to_string() == "var.servers[1].port");
    auto [root, rest] = t.split_root();
    CHECK(root.size() == 1);
    CHECK(rest.is_relative());
    CHECK(rest.size() == 3);
    CHECK(rest.root_name().empty());
    CHECK(path("m", {idx(value::string("k"))}).to_string() == "m[\"k\"]");
}

TEST_CASE("literal-only mode has no variables [spec:Expression Evaluation]") {
    hcl::diagnostics diags;
    auto v = hcl::traverse_absolute(path("a"), nullptr, diags);
    CHECK(v.is_dynamic());
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].summary == "Variables not allowed");
    CHECK(diags[0].subject == at(1));

    // A context that defines no variable table at any level behaves the same.
    hcl::eval_context functions_only;
    functions_only.functions();
    hcl::diagnostics again;
    hcl::traverse_absolute(path("a"), &functions_only, again);
    REQUIRE(again.size() == 1);
    CHECK(again[0].summary == "Variables not allowed");
}

TEST_CASE("variables resolve through parent scopes, nearest first [spec:Expression Evaluation]") {
    hcl::eval_context root;
    root.set_variable("name", value::string("outer")).set_variable("port", value::number(80));
    auto child = root.child();
    child.set_variable("name", value::string("inner"));

    hcl::diagnostics diags;
    CHECK(hcl::traverse_absolute(path("name"), &child, diags) == value::string("inner"));
    CHECK(hcl::traverse_absolute(path("port"), &child, diags) == value::number(80));
    CHECK(hcl::traverse_absolute(path("name"), &root, diags) == value::string("outer"));
    CHECK(diags.empty());
    CHECK(child.any_variables());
    CHECK(child.parent() == &root);
    CHECK(child.find_function("f") == nullptr);
}

TEST_CASE("an unknown variable suggests a close name") {
    hcl::eval_context ctx;
    ctx.set_variable("service", value::string("x"));
    hcl::diagnostics diags;
    auto v = hcl::traverse_absolute(path("servise"), &ctx, diags);
    CHECK(v.is_dynamic());
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].summary == "Unknown variable");
    CHECK(diags[0].detail.find("Did you mean \"service\"?") != std::string::npos);

    hcl::diagnostics far;
    hcl::traverse_absolute(path("completely_different"), &ctx, far);
    REQUIRE(far.size() == 1);
    CHECK(far[0].detail.find("Did you mean") == std::string::npos);
}

TEST_CASE("traversal steps apply attribute access and indexing") {
    hcl::eval_context ctx;
    ctx.set_variable("var", value::object({{"servers", value::tuple({value::object({{"port", value::number(80)}}),
                                                                        value::object({{"port", value::number(81)}})})}}));
    hcl::diagnostics diags;
    CHECK(hcl::traverse_absolute(path("var", {attr("servers"), idx(value::number(1)), attr("port")}), &ctx, diags) ==
          value::number(81));
    CHECK(diags.empty());

    // A failing step stops the traversal with the dynamic value and a diagnostic at that step.
    auto missing = hcl::traverse_absolute(path("var", {attr("clients")}), &ctx, diags);
    CHECK(missing.is_dynamic());
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].summary == "Unsupported attribute");
    CHECK(diags[0].subject == at(5));

    hcl::diagnostics out_of_range;
    hcl::traverse_absolute(path("var", {attr("servers"), idx(value::number(5))}), &ctx, out_of_range);
    REQUIRE(out_of_range.size() == 1);
    CHECK(out_of_range[0].summary == "Invalid index");
    CHECK(out_of_range[0].subject == at(9));
}

TEST_CASE("relative traversals start from a given value") {
    hcl::diagnostics diags;
    auto rel = hcl::traversal({attr("a"), idx(value::number(0))});
    CHECK(rel.is_relative());
    CHECK(hcl::traverse_relative(rel, value::object({{"a", value::tuple({value::string("x")})}}), diags) ==
          value::string("x"));
    CHECK(diags.empty());
    // Unknown values traverse to unknown results without errors.
    CHECK(hcl::traverse_relative(rel, value::dynamic(), diags).is_dynamic());
    CHECK(diags.empty());
}

TEST_CASE("traversal to_string writes string keys as native-syntax literals that read back") {
    // Found by the native_traversal fuzzer: a key holding a newline printed
    // as a raw newline inside the quotes, which no parser accepts.
    const value key = value::string("a\nb\r\t\"q\\ ${x} %{y} $ % \x01\x7f");
    const auto t = path("m", {idx(key)});
    const std::string text = t.to_string();
    CHECK(text == "m[\"a\\nb\\r\\t\\\"q\\\\ $${x} %%{y} $ % \\u0001\\u007f\"]");
    const auto back = hcl::native::parse_traversal(text, "t.hcl");
    REQUIRE_FALSE(back.diagnostics.has_errors());
    REQUIRE(back.traversal.size() == 2);
    const auto* step = std::get_if<hcl::traverse_index>(&back.traversal.steps()[1]);
    REQUIRE(step != nullptr);
    CHECK(step->key == key);
}
