// Native parser: expression trees and their ranges (reference-behaviour
// §1.3–§1.12).
#include "native_parser_test_support.hpp"

#include <hcl/number.hpp>

#include "support/catch.hpp"

#include <string>

using namespace native_parser_test;

namespace {

// A compact rendering of the tree for shape checks: binary and unary
// operators in prefix form, other nodes by kind.
std::string shape(const expr* e) {
    switch (e->kind) {
    case expr_kind::binary: {
        const auto& b = as<binary_expr>(e);
        static const char* names[] = {"||", "&&", "==", "!=", ">", ">=", "<", "<=", "+", "-", "*", "/", "%"};
        return "(" + std::string(names[static_cast<int>(b.op)]) + " " + shape(b.lhs) + " " + shape(b.rhs) + ")";
    }
    case expr_kind::unary: {
        const auto& u = as<unary_expr>(e);
        return std::string("(") + (u.op == unary_operator::negate ? "-" : "!") + " " + shape(u.operand) + ")";
    }
    case expr_kind::conditional: {
        const auto& c = as<conditional_expr>(e);
        return "(? " + shape(c.condition) + " " + shape(c.true_result) + " " + shape(c.false_result) + ")";
    }
    case expr_kind::literal: return as<literal_expr>(e).val().type() == hcl::type::number() ? "n" : "lit";
    case expr_kind::scope_traversal: return as<scope_traversal_expr>(e).traversal().to_string();
    case expr_kind::parentheses: return "[" + shape(as<parentheses_expr>(e).inner) + "]";
    default: return "?";
    }
}

std::string shape_of(const std::string& src) {
    const auto e = expression(src);
    INFO(src);
    CHECK(e.errors().empty());
    return shape(e.root());
}

}  // namespace

TEST_CASE("native parser §1.4: precedence and associativity", "[native][parser]") {
    CHECK(shape_of("a || b && c") == "(|| a (&& b c))");
    CHECK(shape_of("a && b || c") == "(|| (&& a b) c)");
    CHECK(shape_of("a == b != c") == "(!= (== a b) c)");
    CHECK(shape_of("a < b == c > d") == "(== (< a b) (> c d))");
    CHECK(shape_of("a + b * c - d") == "(- (+ a (* b c)) d)");
    CHECK(shape_of("a - b - c") == "(- (- a b) c)");
    CHECK(shape_of("a / b % c * d") == "(* (% (/ a b) c) d)");
    CHECK(shape_of("a >= b <= c") == "(<= (>= a b) c)");
    CHECK(shape_of("-46 + 5") == "(+ (- n) n)");
    CHECK(shape_of("-a.b") == "(- a.b)");
    CHECK(shape_of("- - a") == "(- (- a))");
    CHECK(shape_of("!a && !b") == "(&& (! a) (! b))");
    CHECK(shape_of("(a + b) * c") == "(* [(+ a b)] c)");
    CHECK(shape_of("a ? b : c ? d : e") == "(? a b (? c d e))");
    CHECK(shape_of("a ? b ? c : d : e") == "(? a (? b c d) e)");
    CHECK(shape_of("a || b ? c + d : e") == "(? (|| a b) (+ c d) e)");
}

TEST_CASE("native parser §1.4: ranges of operator nodes", "[native][parser]") {
    const auto e = expression("a + -b * c");
    const expr* root = e.root();
    CHECK(start_of(root->range()) == "1:1");
    CHECK(end_of(root->range()) == "1:11");
    const auto& mul = as<binary_expr>(as<binary_expr>(root).rhs);
    CHECK(start_of(mul.range()) == "1:5");
    CHECK(start_of(mul.lhs->start_range()) == "1:5");  // unary: its operator
    CHECK(end_of(mul.lhs->start_range()) == "1:6");
    CHECK(start_of(root->start_range()) == "1:1");
    const auto c = expression("x ? 1 : 2");
    CHECK(start_of(c.root()->start_range()) == "1:1");
    CHECK(end_of(c.root()->start_range()) == "1:2");  // the condition's
}

TEST_CASE("native parser §1.6: literals", "[native][parser]") {
    const auto p = config("a = true\nb = false\nc = null\nd = 12.5\ne = 1e3\nf = 01\ng = 1.e5\n");
    REQUIRE(p.errors().empty());
    CHECK(as<literal_expr>(p.attr("a")).val() == hcl::value::boolean(true));
    CHECK(as<literal_expr>(p.attr("b")).val() == hcl::value::boolean(false));
    CHECK(as<literal_expr>(p.attr("c")).val().is_null());
    CHECK(as<literal_expr>(p.attr("d")).val().as_number().to_string() == "12.5");
    CHECK(as<literal_expr>(p.attr("e")).val().as_number().to_string() == "1000");
    CHECK(as<literal_expr>(p.attr("f")).val().as_number().to_string() == "1");
    CHECK(as<literal_expr>(p.attr("g")).val().as_number().to_string() == "100000");  // as the reference reads it
    CHECK(config("a = 1.2.3\n").errors() == std::vector<std::string>{"1:5: Invalid number literal"});
    CHECK(config("a = 1..2\n").errors() == std::vector<std::string>{"1:5: Invalid number literal"});
    // `1.` is the number 1 followed by a dot that needs an attribute name.
    CHECK(config("a = 1.\n").errors() == std::vector<std::string>{"1:7: Invalid attribute name"});
    // Plain decimals skip the full check (number::parse) at parse time; a
    // decimal too long for it still fails as it did (the reference would
    // read it: numbers this long are a limit of ours, number.hpp).
    const std::string long_fraction(hcl::number::max_text_length, '5');
    CHECK(config("a = 0." + long_fraction.substr(2) + "\n").errors().empty());
    CHECK(config("a = 0." + long_fraction + "\n").errors() == std::vector<std::string>{"1:5: Invalid number literal"});
}

TEST_CASE("native parser §1.7: tuples", "[native][parser]") {
    const auto p = config("a = [1, \"two\",\n  three,\n]\nb = []\n");
    REQUIRE(p.errors().empty());
    const auto& t = as<tuple_expr>(p.attr("a"));
    REQUIRE(t.elements().size() == 3);
    CHECK(t.elements()[2]->kind == expr_kind::scope_traversal);
    CHECK(p.text(t.open_bracket()) == "[");
    CHECK(p.text(p.attr("a")) == "[1, \"two\",\n  three,\n]");
    CHECK(start_of(p.attr("a")->start_range()) == "1:5");
    CHECK(as<tuple_expr>(p.attr("b")).elements().empty());
    CHECK(config("a = [1 2]\n").errors() == std::vector<std::string>{"1:8: Missing item separator"});
    CHECK(config("a = [1\n2]\n").errors() == std::vector<std::string>{"2:1: Missing item separator"});
    CHECK(config("a = [1, 2\n").errors() == std::vector<std::string>{"1:5: Unterminated tuple constructor expression"});
}

TEST_CASE("native parser §1.7: objects", "[native][parser]") {
    const auto p = config("a = {\n  k1 = 1\n  \"k2\" : 2, (k3) = 3\n  4 = x\n  k1 = 5,\n}\n");
    REQUIRE(p.errors().empty());
    const auto& o = as<object_expr>(p.attr("a"));
    REQUIRE(o.items().size() == 5);  // duplicates are kept; evaluation takes the last
    // A bare name needs no expression node.
    CHECK(o.items()[0].key->bare_name());
    CHECK(o.items()[0].key->name() == "k1");
    CHECK_FALSE(o.items()[0].key->force_non_literal);
    CHECK(o.items()[1].key->wrapped()->kind == expr_kind::quoted_string);
    CHECK(o.items()[2].key->force_non_literal);
    CHECK(o.items()[2].key->wrapped()->kind == expr_kind::parentheses);
    CHECK(o.items()[3].key->wrapped()->kind == expr_kind::literal);
    CHECK(p.text(o.items()[0].key) == "k1");
    CHECK(p.text(o.open_brace()) == "{");
    CHECK(config("a = {a = 1 b = 2}\n").errors() == std::vector<std::string>{"1:12: Missing attribute separator"});
    CHECK(config("a = {a 1}\n").errors() == std::vector<std::string>{"1:8: Missing key/value separator"});
    CHECK(config("a = {a b}\n").errors() == std::vector<std::string>{"1:8: Missing key/value separator"});
    CHECK(config("a = {a\n}\n").errors() == std::vector<std::string>{"1:7: Missing attribute value"});
    CHECK(config("a = {a = 1\n").errors() == std::vector<std::string>{"2:1: Missing expression"});
    CHECK(config("a = {a = 1").errors() ==
          std::vector<std::string>{"1:5: Unterminated object constructor expression"});
    CHECK(config("a = {for = 1}\n").errors().at(0) == "1:10: Invalid 'for' expression");
    CHECK(config("a = {if = 1, in = 2}\n").errors().empty());
}

TEST_CASE("native parser §1.8: constant keys fold into traversals", "[native][parser]") {
    const auto p = config("a = x.y[0][\"k\"].1.z\nb = x[y]\nc = f(1)[0].b\nd = (x).y\ne = x[-1]\n");
    REQUIRE(p.errors().empty());
    const hcl::traversal a = as<scope_traversal_expr>(p.attr("a")).traversal();
    CHECK(a.size() == 6);
    CHECK(a.to_string() == "x.y[0][\"k\"][1].z");
    CHECK(p.text(p.attr("a")) == "x.y[0][\"k\"].1.z");
    const auto& step = std::get<hcl::traverse_index>(a.steps()[4]);
    CHECK(start_of(step.range) == "1:16");  // `.1`: from the dot
    CHECK(end_of(step.range) == "1:18");

    const auto& b = as<index_expr>(p.attr("b"));
    CHECK(b.collection->kind == expr_kind::scope_traversal);
    CHECK(b.key->kind == expr_kind::scope_traversal);
    CHECK(p.text(b.bracket_span) == "[y]");
    CHECK(start_of(p.attr("b")->start_range()) == "2:6");  // the open bracket

    const auto& c = as<relative_traversal_expr>(p.attr("c"));
    CHECK(c.source->kind == expr_kind::function_call);
    CHECK(c.traversal().size() == 2);
    // Built on demand from the stored steps, with the parser's ranges.
    const hcl::traversal ct = c.traversal();
    CHECK(ct.is_relative());
    CHECK(std::get<hcl::traverse_attribute>(ct.steps()[1]).name == "b");
    CHECK(start_of(hcl::step_range(ct.steps()[0])) == "3:9");
    CHECK(start_of(hcl::step_range(ct.steps()[1])) == "3:12");
    CHECK(p.attr("d")->kind == expr_kind::relative_traversal);
    CHECK(p.attr("e")->kind == expr_kind::index);

    CHECK(config("a = a.0.0\n").errors() == std::vector<std::string>{"1:7: Invalid legacy index syntax"});
    CHECK(config("a = x.\n").errors() == std::vector<std::string>{"1:7: Invalid attribute name"});
    CHECK(config("a = x[1\n").errors() == std::vector<std::string>{"2:1: Missing close bracket on index"});
}

TEST_CASE("native parser §1.8: a trailing dot leaves a syntax-error node", "[native][parser]") {
    const auto e = expression("a.b.");
    CHECK(e.errors() == std::vector<std::string>{"1:5: Invalid attribute name"});
    REQUIRE(e.root()->kind == expr_kind::syntax_error);
    CHECK(start_of(e.root()->range()) == "1:1");
    CHECK(end_of(e.root()->range()) == "1:5");
}

TEST_CASE("native parser §1.9: splats", "[native][parser]") {
    const auto p = config("a = x.*.b[0]\nb = x[*].b[0]\nc = x.*.b.0\nd = x[*][*].y\n");
    REQUIRE(p.errors().empty());
    // `.*` takes only the attribute steps: [for v in x: v.b][0].
    const auto& a = as<relative_traversal_expr>(p.attr("a"));
    REQUIRE(a.source->kind == expr_kind::splat);
    const auto& as1 = as<splat_expr>(a.source);
    CHECK(as<relative_traversal_expr>(as1.each).traversal().size() == 1);
    CHECK(as<relative_traversal_expr>(as1.each).source == as1.item);
    CHECK(p.text(as1.marker) == ".*");
    CHECK(start_of(a.source->start_range()) == "1:6");
    // `[*]` takes every step: [for v in x: v.b[0]].
    const auto& b = as<splat_expr>(p.attr("b"));
    CHECK(as<relative_traversal_expr>(b.each).traversal().size() == 2);
    CHECK(p.text(b.marker) == "[*]");
    CHECK(p.text(p.attr("b")) == "x[*].b[0]");
    CHECK(as<relative_traversal_expr>(as<splat_expr>(p.attr("c")).each).traversal().size() == 2);
    const auto& d = as<splat_expr>(p.attr("d"));
    CHECK(d.each->kind == expr_kind::splat);  // nested full splat

    CHECK(config("a = x.*.*\n").errors() == std::vector<std::string>{"1:9: Nested splat expression not allowed"});
    CHECK(config("a = x[*\n").errors() == std::vector<std::string>{"2:1: Missing close bracket on splat index"});
    CHECK(config("a = x.*.0.1\n").errors() == std::vector<std::string>{"1:7: Invalid legacy index syntax"});
}

TEST_CASE("native parser §1.10: for expressions", "[native][parser]") {
    const auto p = config(
        "a = [for v in xs: v if v]\n"
        "b = {for k, v in xs: k => v... if v}\n"
        "c = [\n  for v in xs:\n  v\n]\n");
    REQUIRE(p.errors().empty());
    const auto& a = as<for_expr>(p.attr("a"));
    CHECK(a.key_variable.empty());
    CHECK(a.value_variable == "v");
    CHECK_FALSE(a.object_form);
    CHECK(a.key_result == nullptr);
    CHECK(a.condition != nullptr);
    CHECK(p.text(a.open_span) == "[");
    CHECK(p.text(a.close_span) == "]");
    CHECK(p.text(a.collection_span) == "xs");
    const auto& b = as<for_expr>(p.attr("b"));
    CHECK(b.key_variable == "k");
    CHECK(p.text(b.key_variable_span) == "k");
    CHECK(b.object_form);
    CHECK(b.group);
    CHECK(p.text(b.key_result) == "k");
    CHECK(p.text(b.value_result) == "v");
    CHECK(p.attr("c")->kind == expr_kind::for_);

    const auto err = [](const char* src) { return config(src).errors(); };
    // `in` is taken as the variable name, so the `in` keyword is missing.
    CHECK(err("a = [for in y: x]\n") == std::vector<std::string>{"1:13: Invalid 'for' expression"});
    CHECK(err("a = [for 1 in y: x]\n") == std::vector<std::string>{"1:10: Invalid 'for' expression"});
    CHECK(err("a = [for x, in y: x]\n") == std::vector<std::string>{"1:16: Invalid 'for' expression"});
    CHECK(err("a = [for x y: x]\n") == std::vector<std::string>{"1:12: Invalid 'for' expression"});
    CHECK(err("a = [for x in y x]\n") == std::vector<std::string>{"1:17: Invalid 'for' expression"});
    CHECK(err("a = [for x in y: k => x]\n") == std::vector<std::string>{"1:18: Invalid 'for' expression"});
    CHECK(err("a = [for x in y: x...]\n") == std::vector<std::string>{"1:19: Invalid 'for' expression"});
    CHECK(err("a = {for x in y: x}\n") == std::vector<std::string>{"1:18: Invalid 'for' expression"});
    CHECK(err("a = [for x in y: x z]\n") == std::vector<std::string>{"1:20: Invalid 'for' expression"});
    // A failed for expression is a placeholder over its brackets.
    const auto q = config("a = [for in y: x]\n");
    CHECK(q.attr("a")->kind == expr_kind::literal);
    CHECK(q.text(q.attr("a")) == "[for in y: x]");
}

TEST_CASE("native parser §1.11: function calls", "[native][parser]") {
    const auto p = config("a = f(1, x,\n  y...)\nb = g()\nc = h(1,)\nd = ns::fn(1)\ne = a :: b :: c()\n");
    REQUIRE(p.errors().empty());
    const auto& a = as<function_call_expr>(p.attr("a"));
    CHECK(a.name == "f");
    CHECK(a.arguments.size() == 3);
    CHECK(a.expand_final);
    CHECK(p.text(a.name_span) == "f");
    CHECK(p.text(a.open_paren) == "(");
    CHECK(p.text(a.close_paren) == ")");
    CHECK(p.text(p.attr("a")) == "f(1, x,\n  y...)");
    CHECK(start_of(p.attr("a")->start_range()) == "1:5");
    CHECK(end_of(p.attr("a")->start_range()) == "1:7");
    CHECK(as<function_call_expr>(p.attr("b")).arguments.empty());
    CHECK(as<function_call_expr>(p.attr("c")).arguments.size() == 1);
    CHECK_FALSE(as<function_call_expr>(p.attr("c")).expand_final);
    // Namespaced names (reference v2.20+; the v2.14 oracle predates them).
    CHECK(as<function_call_expr>(p.attr("d")).name == "ns::fn");
    CHECK(p.text(as<function_call_expr>(p.attr("d")).name_span) == "ns::fn");
    CHECK(as<function_call_expr>(p.attr("e")).name == "a::b::c");

    const auto err = [](const char* src) { return config(src).errors(); };
    CHECK(err("a = f(1 2)\n") == std::vector<std::string>{"1:9: Missing argument separator"});
    CHECK(err("a = f(1, 2\n") == std::vector<std::string>{"1:5: Unterminated function call"});
    CHECK(err("a = f(1...,2)\n") == std::vector<std::string>{"1:8: Missing closing parenthesis"});
    CHECK(err("a = ns::(1)\n") == std::vector<std::string>{"1:9: Missing function name"});
    CHECK(err("a = ns::fn\n") == std::vector<std::string>{"1:11: Missing open parenthesis"});
    CHECK(config("a = ns::(1)\n").attr("a")->kind == expr_kind::syntax_error);
}

TEST_CASE("native parser §1.12: conditionals", "[native][parser]") {
    const auto p = config("a = x ? 1 : 2\n");
    REQUIRE(p.errors().empty());
    const auto& c = as<conditional_expr>(p.attr("a"));
    CHECK(p.text(c.condition) == "x");
    CHECK(p.text(c.true_result) == "1");
    CHECK(p.text(c.false_result) == "2");
    CHECK(config("a = c ? 1\n").errors() == std::vector<std::string>{"1:10: Missing false expression in conditional"});
    CHECK(config("a = c ?\n1 : 2\n").errors().at(0) == "1:8: Invalid expression");
}

TEST_CASE("native parser: parentheses", "[native][parser]") {
    const auto p = config("a = (1)\n");
    REQUIRE(p.errors().empty());
    CHECK(p.attr("a")->kind == expr_kind::parentheses);
    CHECK(p.text(p.attr("a")) == "(1)");
    CHECK(start_of(p.attr("a")->start_range()) == "1:6");  // the inner expression's
    CHECK(config("a = (1\n").errors() == std::vector<std::string>{"2:1: Unbalanced parentheses"});
    CHECK(config("a = (1 2)\n").errors() == std::vector<std::string>{"1:8: Unbalanced parentheses"});
}

TEST_CASE("native parser: expression handles keep the file alive", "[native][parser]") {
    hcl::expression kept;
    {
        const auto p = config("a = [1, 2]\n");
        kept = p.attr("a")->handle();
    }
    CHECK(kept.range().start.column == 5);
    CHECK(kept.range().end.column == 11);
}
