// Native parser: templates (reference-behaviour §0 #8-#11, §1.13). Trimming
// happens at parse time, so the literal parts already hold the final text.
#include "native_parser_test_support.hpp"

#include "support/catch.hpp"

#include <string>

using namespace native_parser_test;

namespace {

// The texts of a template's literal parts, "${}" for other parts (a quoted
// string of literal text only is one literal part, as in the reference).
std::vector<std::string> parts_of(const expr* e) {
    if (e->kind == expr_kind::quoted_string) return {literal_string(e)};
    std::vector<std::string> out;
    for (const expr* part : as<template_expr>(e).parts()) {
        out.push_back(part->kind == expr_kind::literal ? literal_string(part) : "${}");
    }
    return out;
}

using strings = std::vector<std::string>;

}  // namespace

TEST_CASE("native parser §1.13: quoted templates", "[native][parser][template]") {
    const auto p = config("a = \"plain\"\nb = \"\"\nc = \"x${y}z\"\nd = \"${y}\"\ne = \"${y}${z}\"\n"
                          "f = \"a\\n\\u00e9$${x}%%{y}$\"\n");
    REQUIRE(p.errors().empty());
    CHECK(parts_of(p.attr("a")) == strings{"plain"});
    CHECK(p.text(p.attr("a")) == "\"plain\"");
    CHECK(parts_of(p.attr("b")) == strings{""});
    CHECK(parts_of(p.attr("c")) == strings{"x", "${}", "z"});
    // Exactly one interpolation unwraps (§0 #11).
    REQUIRE(p.attr("d")->kind == expr_kind::template_wrap);
    CHECK(as<template_wrap_expr>(p.attr("d")).wrapped->kind == expr_kind::scope_traversal);
    CHECK(p.text(p.attr("d")) == "\"${y}\"");
    CHECK(p.attr("e")->kind == expr_kind::template_);
    // Escapes decoded, adjacent literal tokens melded into one part.
    CHECK(parts_of(p.attr("f")) == strings{"a\n\xC3\xA9${x}%{y}$"});
}

TEST_CASE("native parser §1.13: a quoted string of literal text is one node", "[native][parser][template]") {
    const auto p = config("a = \"plain\"\nb = \"\"\nc = \"a\\n\\u00e9$${x}\"\nd = \"e\xCC\x81\"\n");
    REQUIRE(p.errors().empty());
    for (const char* name : {"a", "b", "c", "d"}) {
        INFO(name);
        CHECK(p.attr(name)->kind == expr_kind::quoted_string);
    }
    // The source text in place; decoded or normalised text after the node.
    CHECK_FALSE(as<quoted_string_expr>(p.attr("a")).copied_text);
    CHECK(as<quoted_string_expr>(p.attr("c")).copied_text);
    CHECK(literal_string(p.attr("c")) == "a\n\xC3\xA9${x}");
    CHECK(literal_string(p.attr("d")) == "\xC3\xA9");
    // The reference's template range covers the quotes; its start range is
    // the literal part's: the text, or the point after "".
    CHECK(start_of(p.attr("a")->range()) == "1:5");
    CHECK(end_of(p.attr("a")->range()) == "1:12");
    CHECK(start_of(p.attr("a")->start_range()) == "1:6");
    CHECK(end_of(p.attr("a")->start_range()) == "1:11");
    CHECK(start_of(p.attr("b")->start_range()) == "2:7");
    CHECK(end_of(p.attr("b")->start_range()) == "2:7");
    CHECK(start_of(p.attr("c")->start_range()) == "3:6");
    // Behaves as the template it stands for.
    hcl::diagnostics diags;
    CHECK(p.attr("a")->evaluate(nullptr, diags) == hcl::value::string("plain"));
    CHECK(p.attr("b")->evaluate(nullptr, diags) == hcl::value::string(""));
    CHECK(diags.empty());
    std::vector<hcl::traversal> vars;
    p.attr("a")->collect_variables(vars);
    CHECK(vars.empty());
    CHECK_FALSE(p.attr("a")->static_traversal());
    // Anything else between the quotes is a template.
    CHECK(config("a = \"x${y}\"\n").attr("a")->kind == expr_kind::template_);
    CHECK(config("a = \"%{if c}x%{endif}\"\n").attr("a")->kind == expr_kind::template_);
    const auto unterminated = config("a = \"abc");
    CHECK(unterminated.attr("a")->kind == expr_kind::template_);
}

TEST_CASE("native parser §1.13: string literals are NFC-normalised", "[native][parser][template]") {
    const auto p = config("a = \"e\xCC\x81\"\n");
    REQUIRE(p.errors().empty());
    CHECK(parts_of(p.attr("a")) == strings{"\xC3\xA9"});
}

TEST_CASE("native parser §1.13: strip markers trim adjacent literals only", "[native][parser][template]") {
    const auto p = config("a = \"x  ${~ y ~}  z\"\nb = \"${\"hello\" ~}${\" world\"}\"\n"
                          "c = \"a \\n %{~ if true ~} b %{~ endif ~} c\"\n");
    REQUIRE(p.errors().empty());
    CHECK(parts_of(p.attr("a")) == strings{"x", "${}", "z"});
    // Values are never trimmed: the second string keeps its space.
    CHECK(parts_of(p.attr("b")) == strings{"${}", "${}"});
    const auto& c = as<template_expr>(p.attr("c"));
    REQUIRE(c.parts().size() == 3);
    CHECK(literal_string(c.parts()[0]) == "a");
    CHECK(parts_of(as<conditional_expr>(c.parts()[1]).true_result) == strings{"b"});
    CHECK(literal_string(c.parts()[2]) == "c");
}

TEST_CASE("native parser §0 #10: in heredocs a strip marker trims one line's literal", "[native][parser][template]") {
    const auto p = config("a = <<EOT\nx\n\n%{~ if true}y%{endif}\nEOT\n");
    REQUIRE(p.errors().empty());
    const auto& t = as<template_expr>(p.attr("a"));
    REQUIRE(t.parts().size() == 3);
    CHECK(literal_string(t.parts()[0]) == "x\n");  // "x\n" + "\n" trimmed to "" (reference: "x\ny")
    CHECK(literal_string(t.parts()[2]) == "\n");
}

TEST_CASE("native parser §1.13: heredocs", "[native][parser][template]") {
    SECTION("<<ID keeps everything, marker may be indented") {
        const auto p = config("a = <<EOT\n  one\n    two\n  EOT\nb = 1\n");
        REQUIRE(p.errors().empty());
        CHECK(parts_of(p.attr("a")) == strings{"  one\n    two\n"});
        CHECK(p.text(p.attr("a")) == "<<EOT\n  one\n    two\n  EOT");
        CHECK(p.attr("b") != nullptr);
    }
    SECTION("empty heredoc") {
        const auto p = config("a = <<EOT\nEOT\n");
        REQUIRE(p.errors().empty());
        CHECK(parts_of(p.attr("a")) == strings{""});
    }
    SECTION("<<-ID removes the smallest indentation, ignoring blank lines (§0 #9)") {
        const auto p = config("a = <<-EOT\n    one\n\n      two ${x}\n    three\n  EOT\n");
        REQUIRE(p.errors().empty());
        CHECK(parts_of(p.attr("a")) == strings{"one\n\n  two ", "${}", "\nthree\n"});
        // The trimmed literal's range starts after the removed indentation.
        CHECK(start_of(as<template_expr>(p.attr("a")).parts()[0]->range()) == "2:5");
    }
    SECTION("<<-ID: tabs and Unicode spaces count one cluster each") {
        const auto p = config("a = <<-EOT\n\t\tone\n\t\xE2\x80\x83two\nEOT\n");
        REQUIRE(p.errors().empty());
        CHECK(parts_of(p.attr("a")) == strings{"one\ntwo\n"});
    }
    SECTION("<<-ID: a line starting with an interpolation disables trimming") {
        const auto p = config("a = <<-EOT\n    one\n${x}\n    two\nEOT\n");
        REQUIRE(p.errors().empty());
        CHECK(parts_of(p.attr("a")) == strings{"    one\n", "${}", "\n    two\n"});
    }
    SECTION("a heredoc ending at EOF without a newline is unterminated (§0 #8)") {
        CHECK(config("a = <<EOT\nabc\nEOT").errors().at(0) == "3:4: Unterminated template string");
    }
}

TEST_CASE("native parser §1.13: directives", "[native][parser][template]") {
    const auto p = config("a = \"%{if c}yes%{else}no%{endif}\"\nb = \"%{if c}yes%{endif}\"\n"
                          "c = \"%{for k, v in m}${k}=${v};%{endfor}\"\nd = \"%{for v in l}%{endfor}\"\n");
    REQUIRE(p.errors().empty());
    // A template of a single directive is not unwrapped.
    const auto& a = as<template_expr>(p.attr("a"));
    REQUIRE(a.parts().size() == 1);
    const auto& cond = as<conditional_expr>(a.parts()[0]);
    CHECK(p.text(cond.condition) == "c");
    CHECK(parts_of(cond.true_result) == strings{"yes"});
    CHECK(parts_of(cond.false_result) == strings{"no"});
    CHECK(p.text(a.parts()[0]) == "%{if c}yes%{else}no%{endif}");
    // A missing else branch is an empty string.
    const auto& b = as<conditional_expr>(as<template_expr>(p.attr("b")).parts()[0]);
    CHECK(parts_of(b.false_result) == strings{""});
    // %{for} joins a for expression's results.
    const auto& c = as<template_expr>(p.attr("c"));
    REQUIRE(c.parts()[0]->kind == expr_kind::template_join);
    const auto& f = as<for_expr>(as<template_join_expr>(c.parts()[0]).tuple);
    CHECK(f.key_variable == "k");
    CHECK(f.value_variable == "v");
    CHECK(p.text(f.collection) == "m");
    CHECK(parts_of(f.value_result) == strings{"${}", "=", "${}", ";"});
    CHECK_FALSE(f.object_form);
    const auto& d = as<for_expr>(as<template_join_expr>(as<template_expr>(p.attr("d")).parts()[0]).tuple);
    CHECK(parts_of(d.value_result) == strings{""});
}

TEST_CASE("native parser §1.13: template errors", "[native][parser][template]") {
    const auto err = [](const char* src) { return config(src).errors(); };
    CHECK(err("a = \"%{bogus}\"\n") == strings{"1:8: Invalid template control keyword"});
    CHECK(err("a = \"%{if x}a\"\n") == strings{"1:14: Unexpected end of template"});
    CHECK(err("a = \"%{endif}\"\n") == strings{"1:6: Unexpected endif directive"});
    CHECK(err("a = \"%{if x}a%{else}b%{else}c%{endif}\"\n") == strings{"1:22: Unexpected else directive", "1:30: Unexpected endif directive"});
    CHECK(err("a = \"%{for x in y}a%{endif}\"\n") == strings{"1:20: Unexpected endif directive"});
    CHECK(err("a = \"%{for x in y}a%{else}%{endfor}\"\n") == strings{"1:20: Unexpected else directive", "1:27: Unexpected endfor directive"});
    CHECK(err("a = \"%{for in y}a%{endfor}\"\n") == strings{"1:15: Invalid 'for' directive", "1:18: Unexpected endfor directive"});
    CHECK(err("a = \"%{if x y}a%{endif}\"\n") == strings{"1:13: Extra characters in if marker"});
    CHECK(err("a = \"%{ 1 }\"\n") == strings{"1:9: Invalid template directive"});
    // The quote opens a nested string, which the line break ends.
    CHECK(err("a = \"${x\"\n") ==
          strings{"1:10: Invalid multi-line string", "1:6: Unclosed template interpolation sequence"});
    CHECK(err("a = \"${x\"") == strings{"1:6: Unclosed template interpolation sequence"});
    CHECK(err("a = \"${x y}\"\n") == strings{"1:10: Extra characters after interpolation expression"});
    CHECK(err("a = \"${x:y}\"\n") == strings{"1:9: Extra characters after interpolation expression"});
    CHECK(err("a = \"abc\n") == strings{"1:9: Invalid multi-line string", "1:9: Unterminated template string"});
    CHECK(err("a = \"\\q\"\n") == strings{"1:6: Invalid escape sequence"});

    SECTION("a suggestion for a misspelt keyword") {
        const auto p = config("a = \"%{endfi}\"\n");
        REQUIRE(p.result.diagnostics.size() == 1);
        CHECK(p.result.diagnostics[0].detail.find("Did you mean \"endif\"?") != std::string::npos);
    }
}

TEST_CASE("native parser §1.15: parse_template reads bare template text", "[native][parser][template]") {
    const auto t = template_text("Hello, ${name}!\n%{ if x }y%{ endif }");
    CHECK(t.errors().empty());
    REQUIRE(t.root()->kind == expr_kind::template_);
    CHECK(parts_of(t.root()).size() == 4);
    const auto w = template_text("${x}");
    CHECK(w.root()->kind == expr_kind::template_wrap);
    const auto e = template_text("");
    CHECK(parts_of(e.root()) == strings{""});
    CHECK(template_text("${").errors().at(0) == "1:3: Missing expression");
}

TEST_CASE("native parser §1.13: template values where parse-time trimming matters", "[native][parser][template]") {
    // Expected values from the oracle (`oracle eval`).
    const auto p = config(
        "a = <<-EOT\n    one\n\n      two ${\"x\"}\n    three\n  EOT\n"
        "b = \"x\\n\\n%{~ if true}y%{endif}\"\n"
        "c = <<EOT\nx\n\n%{~ if true}y%{endif}\nEOT\n"
        "d = \"x  ${~ \"y\" ~}  z\"\n"
        "e = \"${\"hello\" ~}${\" world\"}\"\n"
        "f = \"%{for v in [1,2]}${v},%{endfor}\"\n"
        "g = \"${true}\"\n"
        "h = \"${\"\"}${true}\"\n"
        "i = <<-EOT\n    one\n${\"x\"}\n    two\nEOT\n"
        "j = \"\\u00e9$${x}%%{y}\"\n"
        "k = <<-EOT\n\t\tone\n\t\xE2\x80\x83two\nEOT\n");
    REQUIRE(p.errors().empty());
    const auto value_of = [&](const char* name) {
        hcl::diagnostics diags;
        const hcl::value v = p.attr(name)->handle().evaluate(diags);
        CHECK(diags.empty());
        return v;
    };
    CHECK(value_of("a") == hcl::value::string("one\n\n  two x\nthree\n"));
    CHECK(value_of("b") == hcl::value::string("xy"));
    CHECK(value_of("c") == hcl::value::string("x\ny\n"));  // §0 #10: one line break's worth
    CHECK(value_of("d") == hcl::value::string("xyz"));
    CHECK(value_of("e") == hcl::value::string("hello world"));
    CHECK(value_of("f") == hcl::value::string("1,2,"));
    CHECK(value_of("g") == hcl::value::boolean(true));  // unwrapped
    CHECK(value_of("h") == hcl::value::string("true"));
    CHECK(value_of("i") == hcl::value::string("    one\nx\n    two\n"));
    CHECK(value_of("j") == hcl::value::string("\xC3\xA9${x}%{y}"));
    CHECK(value_of("k") == hcl::value::string("one\ntwo\n"));
}
