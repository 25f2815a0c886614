// Tests for <hcl/pcl/traverse.hpp>: the traversal rules of the PCL
// specification and the HCL rules beneath them.
#include <hcl/native/parse.hpp>
#include <hcl/pcl/traverse.hpp>

#include "support/pcl_types.hpp"

#include "support/catch.hpp"

using hcl::pcl::type;
using pcl_test::T;

namespace {

// The type `steps` (a relative traversal such as `.a[0]`, written after a
// root `x`) gives from `t`; "error: <summary>" when it fails.
std::string walk(const char* t, const char* steps) {
    auto parsed = hcl::native::parse_traversal(std::string("x") + steps, "t");
    REQUIRE_FALSE(parsed.diagnostics.has_errors());
    hcl::diagnostics diags;
    type r = hcl::pcl::traverse(T(t), parsed.traversal, diags);
    if (diags.has_errors()) {
        REQUIRE(diags[0].subject);
        return "error: " + diags[0].summary;
    }
    return r.to_string();
}

struct traverse_case {
    const char* rule;
    const char* type;
    const char* steps;
    const char* expected;
};

const traverse_case cases[] = {
    {"A union type is traversed by traversing each of its element types. The result of the traversal is the union of the results of the traversals that succeed.",
     "union(object({a = int}), object({a = string}))", ".a", "union(int, string)"},
    {"... the union of the results of the traversals that succeed", "union(object({a = int}), list(string))", ".a", "int"},
    {"... the union of the results of the traversals that succeed", "union(object({a = int}), list(string))", "[0]", "string"},
    {"... (no member succeeds: an error)", "union(bool, string)", ".a", "error: Unsupported attribute"},
    {"When traversing a union with an element type of none, the traversal of none successfully results in none; this allows a traversal of an optional value to return an optional value",
     "optional(object({a = int}))", ".a", "optional(int)"},
    {"... a traversal of an optional value to return an optional value", "optional(list(object({b = string})))", "[0].b",
     "optional(string)"},
    {"Traversing a promise type returns the traversal of its element type wrapped in a promise", "promise(object({a = list(int)}))",
     ".a[1]", "promise(int)"},
    {"Traversing an output type returns the traversal of its element type wrapped in an output", "output(map(string))", ".k",
     "output(string)"},
    {"Traversing an output type ... (errors of the element are the output's)", "output(int)", ".k", "error: Unsupported attribute"},
    {"(HCL: an object attribute)", "object({a = object({b = bool})})", ".a.b", "bool"},
    {"(HCL: an object attribute by string key)", "object({a = int})", "[\"a\"]", "int"},
    {"(HCL: a missing attribute)", "object({a = int})", ".b", "error: Unsupported attribute"},
    {"(HCL: a map by key or attribute)", "map(int)", "[\"k\"]", "int"},
    {"(HCL: a list by index)", "list(int)", "[3]", "int"},
    {"(HCL: a list has no attributes)", "list(int)", ".a", "error: Unsupported attribute"},
    {"(HCL: a tuple element)", "tuple([int, string])", "[1]", "string"},
    {"(HCL: a tuple index out of range)", "tuple([int, string])", "[2]", "error: Invalid index"},
    {"(HCL: a set cannot be indexed)", "set(int)", "[0]", "error: Invalid index"},
    {"(HCL: a scalar cannot be indexed)", "string", "[0]", "error: Invalid index"},
    {"(dynamic traverses to dynamic)", "any", ".a[0].b", "any"},
    {"(none traverses to none)", "none", ".a", "none"},
};

}  // namespace

TEST_CASE("pcl traversal: every rule", "[pcl]") {
    for (const auto& c : cases) {
        INFO(c.rule << "\n  " << c.type << " " << c.steps);
        CHECK(walk(c.type, c.steps) == c.expected);
    }
}

TEST_CASE("pcl traversal: keys known only by type", "[pcl]") {
    hcl::diagnostics diags;
    const hcl::source_range r{};
    CHECK(hcl::pcl::traverse_index_type(T("tuple([int, string])"), T("int"), r, diags) == T("union(int, string)"));
    CHECK(hcl::pcl::traverse_index_type(T("object({a = int, b = bool})"), T("string"), r, diags) == T("union(bool, int)"));
    CHECK(hcl::pcl::traverse_index_type(T("list(bool)"), T("any"), r, diags) == T("bool"));
    CHECK(diags.empty());
    CHECK(hcl::pcl::traverse_index_type(T("list(bool)"), T("list(int)"), r, diags).is_dynamic());
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].summary == "Invalid index");
}

TEST_CASE("pcl traversal: errors carry the step's range", "[pcl]") {
    auto parsed = hcl::native::parse_traversal("x.a.nope", "f.pp");
    hcl::diagnostics diags;
    hcl::pcl::traverse(T("object({a = object({b = int})})"), parsed.traversal, diags);
    REQUIRE(diags.size() == 1);
    REQUIRE(diags[0].subject);
    CHECK(diags[0].subject->start.column == 4);
    CHECK(diags[0].subject->end.column == 9);
}

TEST_CASE("pcl traversal: none alone does not make a step valid", "[pcl]") {
    CHECK(walk("optional(object({a = int}))", ".b") == "error: Unsupported attribute");
    CHECK(walk("union(none, string)", "[0]") == "error: Invalid index");
}
