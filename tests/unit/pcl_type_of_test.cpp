// Tests for <hcl/pcl/type_of.hpp> and <hcl/pcl/check.hpp>: static types of
// native-syntax expressions, eventual propagation, type errors with their
// positions, and body checking.
#include <hcl/native/parse.hpp>
#include <hcl/pcl/check.hpp>
#include <hcl/pcl/type_of.hpp>
#include <hcl/stdlib.hpp>

#include "support/pcl_types.hpp"

#include "support/catch.hpp"

using hcl::pcl::type;
using pcl_test::T;

namespace {

// A scope over the standard functions with a few variables of every kind.
hcl::pcl::scope test_scope() {
    hcl::pcl::scope s(hcl::pcl::standard_functions());
    s.define("i", T("int"));
    s.define("n", T("number"));
    s.define("s", T("string"));
    s.define("b", T("bool"));
    s.define("ints", T("list(int)"));
    s.define("words", T("map(string)"));
    s.define("pair", T("tuple([int, string])"));
    s.define("obj", T("object({name = string, size = int, tags = map(string)})"));
    s.define("maybe", T("optional(object({name = string}))"));
    s.define("o", T("output(object({arn = string, count = int}))"));
    s.define("p", T("promise(string)"));
    s.define("oi", T("output(int)"));
    s.define("d", T("any"));
    return s;
}

struct typed {
    std::string type;  // the type's text form
    hcl::diagnostics diagnostics;
};

typed type_of(const std::string& text) {
    auto parsed = hcl::native::parse_expression(text, "e");
    REQUIRE_FALSE(parsed.diagnostics.has_errors());
    typed out;
    out.type = hcl::pcl::type_of(parsed.expression, test_scope(), out.diagnostics).to_string();
    return out;
}

struct case_row {
    const char* expression;
    const char* expected;
};

}  // namespace

TEST_CASE("pcl type_of: every expression kind", "[pcl]") {
    const case_row rows[] = {
        // literals: whole-number literals are int, null is none
        {"42", "int"}, {"4.5", "number"}, {"1e3", "number"}, {"true", "bool"}, {"null", "none"}, {"\"x\"", "string"},
        // templates
        {"\"a${i}b\"", "string"}, {"\"${s}\"", "string"}, {"\"${ints}\"", "list(int)"},
        {"\"%{for x in ints}${x}%{endfor}\"", "string"},
        // collections
        {"[1, \"a\"]", "tuple([int, string])"}, {"[]", "tuple([])"},
        {"{a = 1, \"b\" = s}", "object({a = int, b = string})"}, {"{(s) = 1}", "map(int)"},
        // traversals
        {"obj.name", "string"}, {"obj.tags.k", "string"}, {"obj[\"size\"]", "int"}, {"ints[0]", "int"},
        {"pair[1]", "string"}, {"pair[i]", "union(int, string)"}, {"words[s]", "string"}, {"maybe.name", "optional(string)"},
        {"d.x.y", "any"},
        // operators
        {"i + 1", "int"}, {"i * i - 2 % i", "int"}, {"i / 2", "number"}, {"i + n", "number"}, {"-i", "int"}, {"-n", "number"},
        {"i < n", "bool"}, {"s == i", "bool"}, {"!b", "bool"}, {"b && i > 0", "bool"}, {"\"3\" + 1", "number"},
        {"(i)", "int"},
        // conditionals unify their branches
        {"b ? i : n", "number"}, {"b ? s : null", "optional(string)"}, {"b ? 1 : [1]", "union(int, tuple([int]))"},
        // for expressions
        {"[for x in ints : x * 2]", "list(int)"}, {"{for k, v in words : k => v}", "map(string)"},
        {"{for x in ints : s => x...}", "map(list(int))"}, {"[for i, x in pair : i]", "list(int)"},
        {"[for x in ints : x if x > 1]", "list(int)"}, {"[for k, v in obj : k]", "list(string)"},
        // splats
        {"ints[*]", "list(int)"}, {"[obj][*].name", "tuple([string])"}, {"obj.*.size", "list(int)"},
        // function calls, generic results
        {"upper(s)", "string"}, {"length(ints)", "int"}, {"element(ints, 0)", "int"}, {"concat(ints, [\"a\"])", "list(string)"},
        {"max(i, 2)", "int"}, {"max(i, n)", "number"}, {"floor(n)", "int"}, {"jsondecode(s)", "any"},
        {"lookup(words, \"k\", \"x\")", "string"}, {"keys(obj)", "list(string)"}, {"merge(obj, {x = 1})",
         "object({name = string, size = int, tags = map(string), x = int})"},
        {"coalesce(null, s)", "string"}, {"join(\",\", ints)", "string"},
    };
    for (const auto& r : rows) {
        INFO(r.expression);
        auto t = type_of(r.expression);
        CHECK(t.diagnostics.to_string() == "no diagnostics");
        CHECK(t.type == r.expected);
    }
}

TEST_CASE("pcl type_of: eventual propagation", "[pcl]") {
    // "an expression that uses an output is an output of its result"
    const case_row rows[] = {
        {"o.arn", "output(string)"},
        {"o.count + 1", "output(int)"},
        {"upper(o.arn)", "output(string)"},
        {"\"arn: ${o.arn}\"", "output(string)"},
        {"p", "promise(string)"},
        {"\"${p}!\"", "promise(string)"},
        {"\"${p}${o.arn}\"", "output(string)"},
        {"b ? oi : 1", "output(int)"},
        {"oi > 1 ? \"a\" : \"b\"", "output(string)"},
        {"[for x in ints : x + oi]", "list(output(int))"},
        {"ints[oi]", "output(int)"},
        {"-oi", "output(int)"},
        {"[o.arn]", "tuple([output(string)])"},
        {"upper(p)", "promise(string)"},
    };
    for (const auto& r : rows) {
        INFO(r.expression);
        auto t = type_of(r.expression);
        CHECK(t.diagnostics.to_string() == "no diagnostics");
        CHECK(t.type == r.expected);
    }
}

namespace {

struct error_row {
    const char* expression;
    const char* summary;
    unsigned column, end_column;  // of the subject
};

}  // namespace

TEST_CASE("pcl type_of: type errors with positions", "[pcl]") {
    const error_row rows[] = {
        {"nope + 1", "Unknown variable", 1, 5},
        {"obj.nmae", "Unsupported attribute", 4, 9},
        {"ints.x", "Unsupported attribute", 5, 7},
        {"pair[5]", "Invalid index", 5, 8},
        {"i + [1]", "Invalid operand", 5, 8},
        {"!ints", "Invalid operand", 2, 6},
        {"b && 1", "Invalid operand", 6, 7},
        {"ints ? 1 : 2", "Incorrect condition type", 1, 5},
        {"frob(1)", "Call to unknown function", 1, 5},
        {"upper()", "Not enough function arguments", 7, 8},
        {"upper(s, s)", "Too many function arguments", 10, 11},
        {"upper([1])", "Invalid function argument", 7, 10},
        {"[for x in 5 : x]", "Iteration over non-iterable value", 11, 12},
        {"\"${ints}x\"", "Invalid template interpolation value", 4, 8},
        {"{(ints) = 1}", "Incorrect key type", 2, 8},
        {"maybe.size", "Unsupported attribute", 6, 11},
        {"o.nope", "Unsupported attribute", 2, 7},
    };
    for (const auto& r : rows) {
        INFO(r.expression);
        auto t = type_of(r.expression);
        REQUIRE(t.diagnostics.size() >= 1);
        const auto& d = t.diagnostics[0];
        CHECK(d.summary == r.summary);
        REQUIRE(d.subject);
        CHECK(d.subject->start.column == r.column);
        CHECK(d.subject->end.column == r.end_column);
    }
    // The failed part is dynamic, so one error does not cascade.
    auto t = type_of("nope.a + 1");
    CHECK(t.diagnostics.size() == 1);
    CHECK(t.type == "number");
}

TEST_CASE("pcl type_of: nested scopes shadow outer names", "[pcl]") {
    hcl::pcl::scope outer(hcl::pcl::standard_functions());
    outer.define("x", T("string"));
    auto inner_parent = std::make_shared<hcl::pcl::scope>(outer);
    hcl::pcl::scope inner(inner_parent);
    inner.define("y", T("int"));
    hcl::diagnostics diags;
    auto e = hcl::native::parse_expression("[x, y, [for x in [1] : x]]", "e");
    CHECK(hcl::pcl::type_of(e.expression, inner, diags).to_string() == "tuple([string, int, list(int)])");
    CHECK(diags.empty());
    CHECK(inner.names() == std::vector<std::string>{"x", "y"});
}

TEST_CASE("pcl check_body: declared types, none is an error, unsafe a warning", "[pcl]") {
    auto parsed = hcl::native::parse_config(
        "count = 3\n"
        "name  = 4.5\n"
        "flag  = [1]\n"
        "resource \"r\" \"pkg:index:R\" {\n"
        "  size = \"10\"\n"
        "}\n",
        "main.pp");
    REQUIRE_FALSE(parsed.has_errors());
    hcl::pcl::body_schema schema;
    schema.attributes = {{"count", T("int")}, {"name", T("string")}, {"flag", T("bool")}};
    hcl::pcl::body_schema resource;
    resource.attributes = {{"size", T("int")}};
    schema.blocks.push_back({"resource", resource});
    hcl::pcl::scope s(hcl::pcl::standard_functions());
    auto result = hcl::pcl::check_body(parsed.file->body(), s, &schema);
    REQUIRE(result.attributes.size() == 4);
    CHECK(result.attributes[0].path == "count");
    CHECK(result.attributes[0].type == T("int"));
    CHECK(result.attributes[3].path == "resource \"r\" \"pkg:index:R\" > size");
    REQUIRE(result.diagnostics.size() == 2);
    CHECK(result.diagnostics[0].summary == "Incompatible type");
    CHECK(result.diagnostics[0].is_error());
    CHECK(result.diagnostics[0].subject->start.line == 3);
    CHECK(result.diagnostics[1].summary == "Unsafe conversion");
    CHECK_FALSE(result.diagnostics[1].is_error());
    CHECK(result.diagnostics[1].subject->start.line == 5);
}

TEST_CASE("pcl type_of: every standard library function has a signature", "[pcl]") {
    const auto standard = hcl::pcl::standard_functions();
    for (const auto& [name, f] : hcl::stdlib::functions()) {
        INFO(name);
        CHECK(standard->lookup_function(name) != nullptr);
    }
}

TEST_CASE("pcl type_of: convert reads its type argument", "[pcl]") {
    CHECK(type_of("convert(ints, list(string))").type == "list(string)");
    CHECK(type_of("convert(oi, optional(number))").type == "output(optional(number))");
    auto bad = type_of("convert(ints, bool)");
    REQUIRE(bad.diagnostics.size() == 1);
    CHECK(bad.diagnostics[0].summary == "Invalid function argument");
    auto bad_type = type_of("convert(s, lst(int))");
    REQUIRE(bad_type.diagnostics.size() == 1);
    CHECK(bad_type.diagnostics[0].summary == "Invalid type specification");
    CHECK(bad_type.diagnostics[0].subject->start.column == 12);
}

TEST_CASE("pcl check_body: trees with syntax errors are typed without crashing", "[pcl]") {
    // The parser leaves parts of a broken expression out; their type is
    // dynamic (found by the pcl_type_of fuzz target).
    const char* broken[] = {
        "a = [for x in ints :]\n", "a = [for x in ]\n", "a = {for k, v in words : k =>}\n",
        "a = [for x in ints : x if]\n", "a = {for x in ints : }\n", "a = {(\n", "a = ints[\n",
        "a = upper(s,\n", "a = ints[*].\n", "a = \"${\"\n", "a = b ? : 1\n", "a = 1 +\n", "a = {x = }\n",
    };
    for (const char* text : broken) {
        INFO(text);
        auto parsed = hcl::native::parse_config(text, "broken.pp");
        CHECK(parsed.has_errors());
        auto result = hcl::pcl::check_body(parsed.file->body(), test_scope());
        for (const auto& d : result.diagnostics) CHECK(d.subject.has_value());
    }
}

TEST_CASE("pcl type_of: only constant keys are evaluated", "[pcl]") {
    // A key that is an expression is typed, never run: the nested `for`
    // here would take 2^40 steps to evaluate.
    std::string key = "1";
    for (int i = 0; i < 40; ++i) key = "[for x" + std::to_string(i) + " in [1, 2] : " + key + "]";
    auto t = type_of("pair[length(" + key + ") - 1]");
    CHECK(t.diagnostics.to_string() == "no diagnostics");
    CHECK(t.type == "union(int, string)");
    auto object_key = type_of("{(" + key + ") = 1}");
    REQUIRE(object_key.diagnostics.size() == 1);
    CHECK(object_key.diagnostics[0].summary == "Incorrect key type");
    CHECK(type_of("pair[(1)]").type == "string");
    CHECK(type_of("obj[\"na${\"\"}me\"]").type == "union(int, string, map(string))");
    CHECK(type_of("{(\"k\") = 1}").type == "object({k = int})");
}
