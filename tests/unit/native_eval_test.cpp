// Native-syntax expression evaluation (reference-behaviour §1.5–§1.14): the
// cases the oracle cannot show — unknown and dynamic operands, behaviour of
// reference versions newer than the oracle's — and exact diagnostics.
// native_eval_data_test.cpp compares ordinary cases with the oracle.
#include "native/ast.hpp"
#include "support/native_eval_support.hpp"

#include <hcl/eval_context.hpp>
#include <hcl/expression.hpp>
#include <hcl/native/parse.hpp>

#include "support/catch.hpp"

#include <string>
#include <vector>

using hcl::type;
using hcl::value;

namespace {

struct evaluated {
    value result;
    hcl::diagnostics diags;
    std::vector<std::string> errors() const { return hcl_test::error_summaries(diags); }
};

hcl::expression parse(const std::string& source) {
    auto parsed = hcl::native::parse_expression(source, "test.hcl");
    INFO(source << ": " << parsed.diagnostics.to_string());
    REQUIRE_FALSE(parsed.diagnostics.has_errors());
    return parsed.expression;
}

evaluated eval_in(const std::string& source, const hcl::eval_context* ctx) {
    auto e = parse(source);
    evaluated out;
    out.result = ctx ? e.evaluate(*ctx, out.diags) : e.evaluate(out.diags);
    return out;
}

value list_of(std::vector<value> v) { return value::list(std::move(v)); }
value str(const char* s) { return value::string(s); }
value num(std::int64_t n) { return value::number(n); }

// Variables with unknown and dynamic values of every interesting kind.
hcl::eval_context test_context() {
    hcl::eval_context ctx({}, hcl_test::test_functions());
    ctx.set_variable("u_num", value::unknown(type::number()));
    ctx.set_variable("u_str", value::unknown(type::string()));
    ctx.set_variable("u_bool", value::unknown(type::boolean()));
    ctx.set_variable("dyn", value::dynamic());
    ctx.set_variable("u_list", value::unknown(type::list(type::string())));
    ctx.set_variable("u_obj", value::unknown(type::object({{"a", type::number()}})));
    ctx.set_variable("u_objs", value::unknown(type::list(type::object({{"name", type::string()}}))));
    ctx.set_variable("list", list_of({str("a"), str("b")}));
    ctx.set_variable("set", value::set({str("b"), str("a"), str("c")}));
    ctx.set_variable("map", value::map({{"x", num(1)}, {"y", num(2)}}));
    ctx.set_variable("tuple", value::tuple({num(1), str("x")}));
    ctx.set_variable("objects", list_of({value::object({{"name", str("n1")}}), value::object({{"name", str("n2")}})}));
    ctx.set_variable("no_objects", value::list_empty(type::object({{"name", type::string()}})));
    ctx.set_variable("num_or_null", list_of({num(1), value::null(type::number())}));
    ctx.set_variable("null_list", value::null(type::list(type::string())));
    ctx.set_variable("n", num(3));
    return ctx;
}

evaluated eval(const std::string& source) {
    static const hcl::eval_context ctx = test_context();
    return eval_in(source, &ctx);
}

}  // namespace

// --- operators --------------------------------------------------------------------

TEST_CASE("§1.5 operators: unknown and dynamic operands give unknown results of the operator's type",
          "[native][eval][operators]") {
    CHECK(eval("u_num + 1").result == value::unknown(type::number()));
    CHECK(eval("dyn * 2").result == value::unknown(type::number()));
    CHECK(eval("u_str + 1").result == value::unknown(type::number()));  // converted first
    CHECK(eval("dyn == 1").result == value::unknown(type::boolean()));
    CHECK(eval("u_num > 1").result == value::unknown(type::boolean()));
    CHECK(eval("!u_bool").result == value::unknown(type::boolean()));
    CHECK(eval("-dyn").result == value::unknown(type::number()));
    CHECK(eval("u_bool && true").result == value::unknown(type::boolean()));
    for (const char* s : {"u_num + 1", "dyn == 1", "!u_bool", "-dyn"}) CHECK(eval(s).diags.empty());
}

TEST_CASE("§1.5 operators: known operands give known results", "[native][eval][operators]") {
    CHECK(eval("n + 1").result == num(4));
    CHECK(eval("\"1\" + 2").result == num(3));
    CHECK(eval("\"true\" && true").result == value::boolean(true));
    CHECK(eval("1 == \"1\"").result == value::boolean(false));
    CHECK(eval("null == null").result == value::boolean(true));
}

TEST_CASE("§1.5 operators: an impossible conversion is an invalid operand at that operand",
          "[native][eval][operators]") {
    auto r = eval("u_list + 1");
    CHECK(r.errors() == std::vector<std::string>{"1:1: Invalid operand"});
    CHECK(r.result == value::unknown(type::number()));
    REQUIRE(r.diags.size() == 1);
    CHECK(r.diags[0].detail.find("left operand") != std::string::npos);
    REQUIRE(r.diags[0].context);
    CHECK(r.diags[0].context->end.column == 11);

    auto u = eval("!1");
    CHECK(u.errors() == std::vector<std::string>{"1:2: Invalid operand"});
    CHECK(u.diags[0].detail.find("unary operand") != std::string::npos);
}

TEST_CASE("§1.5 operators: a failing operation is reported over the whole expression",
          "[native][eval][operators]") {
    auto r = eval("1 + (0 / 0)");
    CHECK(r.errors() == std::vector<std::string>{"1:6: Operation failed"});
    auto n = eval("null - 1");
    CHECK(n.errors() == std::vector<std::string>{"1:1: Operation failed"});
    REQUIRE(n.diags[0].subject);
    CHECK(n.diags[0].subject->end.column == 9);
    CHECK(n.result == value::unknown(type::number()));
}

TEST_CASE("§1.5 operators: numbers beyond the exponent range", "[native][eval][operators][numbers]") {
    // The reference keeps these results finite (its exponent range is
    // 2^±2^31); ours ends at 2^±262144 (docs/deviations.md), and a result
    // beyond it is an error rather than an infinity or a zero.
    const std::string beyond = "the number's magnitude is beyond the range hclcpp supports";
    for (const char* text : {"1e70000 * 1e70000", "1e-70000 * 1e-70000", "1e70000 / 1e-70000",
                             "1e-70000 / 1e70000", "1e78913 + 1e78913", "-1e78913 - 1e78913",
                             "1e70000 % 1e-70000", "\"1e100000\" + 0", "\"1e-100000\" * 1"}) {
        INFO(text);
        auto r = eval(text);
        REQUIRE(r.errors().size() == 1);
        CHECK(r.diags[0].detail.find(beyond) != std::string::npos);
        CHECK_FALSE(r.result.is_known());
    }
    // Infinities and zeros that are the true results stay.
    CHECK(eval("1 / 0").result.as_number() == hcl::number::infinity());
    CHECK(eval("-1 / 0").result.as_number() == hcl::number::infinity(true));
    CHECK(eval("1e70000 - 1e70000").result.as_number().is_zero());
    CHECK(eval("0 * 1e70000").result.as_number().is_zero());
    CHECK(eval("1 / (1 / 0)").result.as_number().is_zero());
    CHECK(eval("1e78913 * 1").errors().empty());
    // A literal beyond the range is a parse error.
    auto parsed = hcl::native::parse_expression("1e100000", "test.hcl");
    CHECK(hcl_test::error_summaries(parsed.diagnostics) == std::vector<std::string>{"1:1: Number out of range"});
    auto tiny = hcl::native::parse_expression("[1, 0.5e-78914]", "test.hcl");
    CHECK(hcl_test::error_summaries(tiny.diagnostics) == std::vector<std::string>{"1:5: Number out of range"});
    // Literals beyond the reference's own range are what the reference makes of them.
    CHECK(eval("1e999999999").result.as_number() == hcl::number::infinity());
    CHECK(eval("1e-999999999").result.as_number().is_zero());
}

TEST_CASE("§1.5 operators: the operands' own diagnostics come before the conversion errors",
          "[native][eval][operators]") {
    // As the oracle reports `a = (1 + true) && (1 + false)`.
    auto r = eval("(1 + true) && (1 + false)");
    CHECK(r.errors() == std::vector<std::string>{"1:6: Invalid operand", "1:20: Invalid operand",
                                                 "1:1: Invalid operand", "1:15: Invalid operand"});
    CHECK(r.result == value::unknown(type::boolean()));
}

TEST_CASE("§1.5 operators: operand errors skip the operation", "[native][eval][operators]") {
    auto r = eval("nope + 1");
    CHECK(r.errors() == std::vector<std::string>{"1:1: Unknown variable"});
    CHECK(r.result == value::unknown(type::number()));
}

TEST_CASE("§1.5 operators: || and && drop the diagnostics of the side that did not decide (v2.24)",
          "[native][eval][operators]") {
    // A deciding side wins and only its diagnostics are kept.
    CHECK(eval("true || nope").result == value::boolean(true));
    CHECK(eval("true || nope").diags.empty());
    CHECK(eval("nope || true").diags.empty());
    CHECK(eval("false && nope").result == value::boolean(false));
    CHECK(eval("nope && false").diags.empty());
    // Unknown and non-deciding: unknown, with the unknown side's diagnostics.
    CHECK(eval("u_bool || false").result == value::unknown(type::boolean()));
    auto r = eval("false || nope");
    CHECK(r.result == value::unknown(type::boolean()));
    CHECK(r.errors() == std::vector<std::string>{"1:10: Unknown variable"});
    // Both unknown: the left side's diagnostics when it has no errors...
    auto both = eval("u_bool || nope");
    CHECK(both.result == value::unknown(type::boolean()));
    CHECK(both.diags.empty());
    // ...otherwise everything.
    auto failed = eval("nope || nope2");
    CHECK(failed.errors() == std::vector<std::string>{"1:1: Unknown variable", "1:9: Unknown variable"});
    // Like the reference, a null operand counts as false when deciding.
    CHECK(eval("null && true").result == value::boolean(false));
    CHECK(eval("null || true").result == value::boolean(true));
    CHECK(eval("null || false").errors() == std::vector<std::string>{"1:1: Operation failed"});
}

// --- templates -------------------------------------------------------------------------

TEST_CASE("§1.13 templates: an unknown part makes the string unknown", "[native][eval][templates]") {
    CHECK(eval("\"a${u_str}b\"").result == value::unknown(type::string()));
    CHECK(eval("\"a${dyn}b\"").result == value::unknown(type::string()));
    CHECK(eval("\"a${u_list}b\"").result == value::unknown(type::string()));  // not checked until known
    CHECK(eval("\"a${u_str}b\"").diags.empty());
    CHECK(eval("\"%{if u_bool}a%{else}b%{endif}\"").result == value::unknown(type::string()));
    CHECK(eval("\"%{for v in u_list}${v}%{endfor}\"").result == value::unknown(type::string()));
    CHECK(eval("\"%{for v in list}${u_str}%{endfor}\"").result == value::unknown(type::string()));
    CHECK(eval("\"%{for v in list}${dyn}%{endfor}\"").result == value::unknown(type::string()));
}

TEST_CASE("§1.13 templates: unwrapping returns the interpolated value as is", "[native][eval][templates]") {
    CHECK(eval("\"${u_num}\"").result == value::unknown(type::number()));
    CHECK(eval("\"${list}\"").result == list_of({str("a"), str("b")}));
    CHECK(eval("\"${n}${\"\"}\"").result == str("3"));
}

TEST_CASE("§1.13 templates: a null or unsuitable part is an error at that part", "[native][eval][templates]") {
    auto r = eval("\"ab${null}${u_str}\"");
    CHECK(r.errors() == std::vector<std::string>{"1:6: Invalid template interpolation value"});
    CHECK(r.result == value::unknown(type::string()));
    auto l = eval("\"ab${list}\"");
    CHECK(l.errors() == std::vector<std::string>{"1:6: Invalid template interpolation value"});
}

TEST_CASE("§1.13 templates: results are NFC", "[native][eval][templates]") {
    CHECK(eval("\"e${\"\\u0301\"}\"").result == str("\u00e9"));
}

TEST_CASE("Template result size limit (our own): enormous results are an error, quickly",
          "[native][eval][templates][limits]") {
    hcl::eval_context ctx = test_context();
    std::vector<value> thousand;
    for (int i = 0; i < 1000; ++i) thousand.push_back(num(i));
    ctx.set_variable("big", value::tuple(thousand));
    ctx.set_variable("kb", value::string(std::string(1024, 'x')));
    // 1000 × 1000 × 1 KiB = about 1 GB of text.
    auto r = eval_in("\"%{for a in big}%{for b in big}${kb}%{endfor}%{endfor}\"", &ctx);
    REQUIRE(r.diags.size() == 1);
    CHECK(r.diags[0].summary == "Template result too large");
    CHECK_FALSE(r.result.is_known());
    // A large but acceptable result still works: 1000 × 1 KiB.
    auto ok = eval_in("\"%{for b in big}${kb}%{endfor}\"", &ctx);
    CHECK(ok.diags.empty());
    CHECK(ok.result.as_string().size() == 1000 * 1024);
}

// --- collections -------------------------------------------------------------------------

TEST_CASE("§1.7 object constructor: an unknown or failed key makes the whole object dynamic",
          "[native][eval][collections]") {
    CHECK(eval("{(u_str) = 1, b = 2}").result == value::dynamic());
    CHECK(eval("{(u_str) = 1}").diags.empty());
    auto r = eval("{(nope) = 1, b = 2}");
    CHECK(r.result == value::dynamic());
    CHECK(r.errors() == std::vector<std::string>{"1:3: Unknown variable"});
    // Unknown values are just values.
    CHECK(eval("{a = u_num}").result == value::object({{"a", value::unknown(type::number())}}));
    CHECK(eval("[u_num, 1]").result == value::tuple({value::unknown(type::number()), num(1)}));
}

TEST_CASE("§1.7 object constructor: key rules", "[native][eval][collections]") {
    CHECK(eval("{n = 1}").result == value::object({{"n", num(1)}}));  // literal, not the variable
    CHECK(eval("{(n) = 1}").result == value::object({{"3", num(1)}}));
    CHECK(eval("{a = 1, a = 2}").result == value::object({{"a", num(2)}}));
    CHECK(eval("{a.b = 1}").errors() == std::vector<std::string>{"1:2: Ambiguous attribute key"});
    // The reference points at the value, not the key.
    CHECK(eval("{(null) = 1}").errors() == std::vector<std::string>{"1:11: Null value as key"});
}

TEST_CASE("§1.7 object constructor: names, strings and other keys", "[native][eval][collections]") {
    // Bare names and quoted or computed strings name attributes alike; the
    // last of repeated names wins wherever it stands.
    CHECK(eval("{b = 1, a = 2, b = 3}").result == value::object({{"a", num(2)}, {"b", num(3)}}));
    CHECK(eval("{\"b\" = 1, a = 2}").result == value::object({{"a", num(2)}, {"b", num(1)}}));
    CHECK(eval("{(\"x${1}\") = 1}").result == value::object({{"x1", num(1)}}));
    // Other primitives are converted to strings.
    CHECK(eval("{(1) = \"x\", (true) = 2}").result == value::object({{"1", str("x")}, {"true", num(2)}}));
    // A name in decomposed form is the NFC attribute name.
    CHECK(eval("{cafe\u0301 = 1}").result == value::object({{"caf\u00e9", num(1)}}));
    CHECK(eval("{cafe\u0301 = 1, caf\u00e9 = 2}").result == value::object({{"caf\u00e9", num(2)}}));
    // A failed key after good ones still hides the attributes.
    auto r = eval("{a = 1, (nope) = 2, b = 3}");
    CHECK(r.result == value::dynamic());
    CHECK(r.errors() == std::vector<std::string>{"1:10: Unknown variable"});
}

TEST_CASE("§1.7 object constructor: repeated names evaluate every value, in source order",
          "[native][eval][collections]") {
    // The superseded value is still evaluated: its problems are reported,
    // in source order, while the object keeps the last value.
    auto r = eval("{b = nope1, c = 1, a = nope2, b = 2, c = nope3}");
    CHECK(r.errors() == std::vector<std::string>{"1:6: Unknown variable", "1:24: Unknown variable",
                                                 "1:42: Unknown variable"});
    auto ok = eval("{c = 1, b = 2, a = 3, b = 4, c = 5, a = 6, c = \"x\"}");
    CHECK(ok.diags.empty());
    CHECK(ok.result == value::object({{"a", num(6)}, {"b", num(4)}, {"c", str("x")}}));
    // More names than the presorted path takes (16) behave the same.
    std::string source = "{";
    std::vector<hcl::value_attribute> expected;
    for (int i = 19; i >= 0; --i) {
        source += "k" + std::to_string(i % 17) + " = " + std::to_string(i) + ", ";
        if (i < 17 && i > 2) expected.emplace_back("k" + std::to_string(i), num(i));
    }
    source += "}";
    expected.emplace_back("k0", num(0));
    expected.emplace_back("k1", num(1));
    expected.emplace_back("k2", num(2));
    CHECK(eval(source).result == value::object(expected));
}

// --- index and traversal -----------------------------------------------------------------------

TEST_CASE("§1.8 index: unknown collections and keys", "[native][eval][index]") {
    CHECK(eval("list[u_num]").result == value::unknown(type::string()));
    CHECK(eval("u_list[0]").result == value::unknown(type::string()));
    CHECK(eval("dyn[0]").result == value::dynamic());
    CHECK(eval("tuple[u_num]").result == value::dynamic());
    CHECK(eval("u_obj.a").result == value::unknown(type::number()));
    CHECK(eval("dyn.a.b").result == value::dynamic());
    CHECK(eval("map[\"y\"]").result == num(2));
    CHECK(eval("list[n - 2]").result == str("b"));
    for (const char* s : {"list[u_num]", "u_list[0]", "dyn[0]", "u_obj.a"}) CHECK(eval(s).diags.empty());
}

TEST_CASE("§1.8 index: errors point at the brackets", "[native][eval][index]") {
    auto r = eval("list[n + 7]");
    CHECK(r.errors() == std::vector<std::string>{"1:5: Invalid index"});
    REQUIRE(r.diags[0].subject);
    CHECK(r.diags[0].subject->end.column == 12);
    CHECK(r.result == value::dynamic());
}

TEST_CASE("§1.8 variables: suggestions and literal-only mode", "[native][eval][index]") {
    auto r = eval("lst");
    CHECK(r.errors() == std::vector<std::string>{"1:1: Unknown variable"});
    CHECK(r.diags[0].detail.find("Did you mean \"list\"?") != std::string::npos);
    auto literal = eval_in("a", nullptr);
    CHECK(literal.errors() == std::vector<std::string>{"1:1: Variables not allowed"});
}

// --- splat ------------------------------------------------------------------------------------

TEST_CASE("§1.9 splat: source kinds", "[native][eval][splat]") {
    CHECK(eval("objects[*].name").result == list_of({str("n1"), str("n2")}));
    CHECK(eval("objects.*.name").result == list_of({str("n1"), str("n2")}));
    CHECK(eval("set[*]").result == list_of({str("a"), str("b"), str("c")}));  // set order
    CHECK(eval("tuple[*]").result == value::tuple({num(1), str("x")}));
    CHECK(eval("n[*]").result == value::tuple({num(3)}));
    CHECK(eval("null[*]").result == value::empty_tuple());
    CHECK(eval("no_objects[*].name").result == value::list_empty(type::string()));
}

TEST_CASE("§1.9 splat: a null sequence is an error", "[native][eval][splat]") {
    auto r = eval("null_list[*]");
    CHECK(r.errors() == std::vector<std::string>{"1:1: Splat of null value"});
    CHECK(r.result == value::dynamic());
}

TEST_CASE("§1.9 splat: unknown sources", "[native][eval][splat]") {
    CHECK(eval("u_list[*]").result == value::unknown(type::list(type::string())));
    CHECK(eval("u_objs[*].name").result == value::unknown(type::list(type::string())));
    CHECK(eval("dyn[*].a").result == value::dynamic());
    // An unknown non-sequence could be null (no element) or not (one).
    CHECK(eval("u_num[*]").result == value::dynamic());
    CHECK(eval("u_obj[*].a").result == value::dynamic());
    CHECK(eval("u_obj[*].a").diags.empty());
    // `each` is still checked against the element type.
    auto r = eval("u_obj[*].nope");
    CHECK(r.errors() == std::vector<std::string>{"1:9: Unsupported attribute"});
    CHECK(r.result == value::dynamic());
}

TEST_CASE("§1.9 splat: per-element errors make the result unknown", "[native][eval][splat]") {
    auto r = eval("tuple[*].nope");
    CHECK(r.errors() == std::vector<std::string>{"1:9: Unsupported attribute", "1:9: Unsupported attribute"});
    CHECK_FALSE(r.result.is_known());
    CHECK(eval("nope[*].a").result == value::dynamic());
}

TEST_CASE("§1.9 splat: nested splats giving elements of different types (v2.24)", "[native][eval][splat]") {
    // The null element becomes an empty tuple, the other a one-element one.
    auto r = eval("num_or_null[*][*]");
    CHECK(r.errors() == std::vector<std::string>{"1:12: Invalid nested splat expressions"});
    CHECK(r.result == value::dynamic());
}

TEST_CASE("§1.9 splat: works in literal-only mode", "[native][eval][splat]") {
    auto r = eval_in("[{a = 1}, {a = 2}][*].a", nullptr);
    CHECK(r.diags.empty());
    CHECK(r.result == value::tuple({num(1), num(2)}));
}

// --- for --------------------------------------------------------------------------------------

TEST_CASE("§1.10 for: unknown collections and conditions make the result dynamic", "[native][eval][for]") {
    CHECK(eval("[for v in u_list: v]").result == value::dynamic());
    CHECK(eval("[for v in dyn: v]").result == value::dynamic());
    CHECK(eval("[for v in list: v if u_bool]").result == value::dynamic());
    CHECK(eval("{for v in list: u_str => v}").result == value::dynamic());
    CHECK(eval("{for v in list: u_str => v}").diags.empty());
}

TEST_CASE("§1.10 for: unknown element values do not make the result unknown", "[native][eval][for]") {
    CHECK(eval("[for v in list: u_str]").result ==
          value::tuple({value::unknown(type::string()), value::unknown(type::string())}));
    CHECK(eval("{for v in list: v => u_num}").result ==
          value::object({{"a", value::unknown(type::number())}, {"b", value::unknown(type::number())}}));
}

TEST_CASE("§1.10 for: iteration keys and order", "[native][eval][for]") {
    CHECK(eval("[for k, v in set: k]").result == value::tuple({str("a"), str("b"), str("c")}));
    CHECK(eval("[for k, v in map: \"${k}${v}\"]").result == value::tuple({str("x1"), str("y2")}));
    CHECK(eval("[for i, v in list: i]").result == value::tuple({num(0), num(1)}));
    CHECK(eval("[for i, v in tuple: i]").result == value::tuple({num(0), num(1)}));
    CHECK(eval("[for k, v in {b = 1, a = 2}: k]").result == value::tuple({str("a"), str("b")}));
    // Keys longer than a short string, and the value winning over a key of the same name.
    const std::string long_key(40, 'k');
    CHECK(eval("[for k, v in {" + long_key + " = 1}: k]").result == value::tuple({value::string(long_key)}));
    CHECK(eval("[for v, v in list: v]").result == value::tuple({str("a"), str("b")}));
    CHECK(eval("{for k, v in map: k => v + 1}").result == value::object({{"x", num(2)}, {"y", num(3)}}));
}

TEST_CASE("§1.10 for: filtered and empty results", "[native][eval][for]") {
    // Fewer results than elements, none at all, and nothing to iterate.
    CHECK(eval("[for v in [1, 2, 3, 4]: v if v > 2]").result == value::tuple({num(3), num(4)}));
    CHECK(eval("[for v in [1, 2]: v if v > 5]").result == value::empty_tuple());
    CHECK(eval("[for v in []: v]").result == value::empty_tuple());
    CHECK(eval("{for v in []: v => v}").result == value::empty_object());
    CHECK(eval("[]").result == value::empty_tuple());
    CHECK(eval("{}").result == value::empty_object());
    CHECK(eval("[[], {}]").result == value::tuple({value::empty_tuple(), value::empty_object()}));
}

TEST_CASE("§1.10 for: condition errors are reported once", "[native][eval][for]") {
    auto r = eval("[for v in list: v if v]");
    CHECK(r.errors() == std::vector<std::string>{"1:22: Invalid 'for' condition"});
    CHECK(r.result == value::dynamic());
}

TEST_CASE("§1.10 for: iteration variables exist in literal-only mode", "[native][eval][for]") {
    auto r = eval_in("[for v in [1, 2]: v * 2]", nullptr);
    CHECK(r.diags.empty());
    CHECK(r.result == value::tuple({num(2), num(4)}));
    auto other = eval_in("[for v in [1]: w]", nullptr);
    CHECK(other.errors() == std::vector<std::string>{"1:16: Unknown variable"});
}

TEST_CASE("§1.10 for: iteration variables shadow outer ones and are suggested", "[native][eval][for]") {
    // Inner scopes see their own variables first, then the enclosing loops'
    // and the context's (oracle: [["0x"]]).
    CHECK(eval("[for k, v in {x = 1}: [for k2, v in [k]: \"${k2}${v}\"]]").result ==
          value::tuple({value::tuple({str("0x")})}));
    CHECK(eval("[for list in [1]: list]").result == value::tuple({num(1)}));
    // A misspelt iteration variable is suggested like any other variable,
    // from the innermost loop outwards to the context; once per element
    // (oracle: the error twice).
    auto inner = eval("[for item in [1, 2]: itme]");
    REQUIRE(inner.errors() == std::vector<std::string>{"1:22: Unknown variable", "1:22: Unknown variable"});
    CHECK(inner.diags[0].detail == "There is no variable named \"itme\". Did you mean \"item\"?");
    auto outer = eval("[for long_name in [1]: [for x in [2]: long_nme]]");
    REQUIRE(outer.errors() == std::vector<std::string>{"1:39: Unknown variable"});
    CHECK(outer.diags[0].detail == "There is no variable named \"long_nme\". Did you mean \"long_name\"?");
    auto literal = eval_in("[for item in [1]: itm]", nullptr);
    REQUIRE(literal.errors() == std::vector<std::string>{"1:19: Unknown variable"});
    CHECK(literal.diags[0].detail == "There is no variable named \"itm\". Did you mean \"item\"?");
}

// --- function calls ------------------------------------------------------------------------

namespace {

// f(a, b): fails with an error about argument `blame` (or a general one).
hcl::function blaming_function(std::optional<std::size_t> blame) {
    hcl::function_spec spec;
    spec.parameters = {hcl_test::param("a", type::dynamic()), hcl_test::param("b", type::dynamic())};
    spec.variadic = hcl_test::param("rest", type::dynamic());
    spec.result_type = hcl::static_result_type(type::boolean());
    spec.implementation = [blame](std::span<const value>, const type&) -> hcl::call_result<value> {
        if (blame) return hcl::argument_error(*blame, "bad");
        return hcl::call_failed("broken");
    };
    return hcl::function(std::move(spec));
}

}  // namespace

TEST_CASE("§1.11 function calls: unknown and dynamic arguments", "[native][eval][functions]") {
    CHECK(eval("upper(u_str)").result == value::unknown(type::string()));
    // The argument is converted to the parameter type first: an unknown string.
    CHECK(eval("upper(dyn)").result == value::unknown(type::string()));
    CHECK(eval("max(u_list...)").result == value::dynamic());
    CHECK(eval("max(dyn...)").result == value::dynamic());
    CHECK(eval("max(1, u_num)").result == value::unknown(type::number()));
}

TEST_CASE("§1.11 function calls: expansion of lists, sets and tuples", "[native][eval][functions]") {
    hcl::eval_context ctx = test_context();
    ctx.set_variable("nums", value::set({num(3), num(9), num(1)}));
    CHECK(eval_in("max(nums...)", &ctx).result == num(9));
    CHECK(eval_in("max([1, 2]...)", &ctx).result == num(2));
    auto r = eval_in("max(null...)", &ctx);
    CHECK(r.errors() == std::vector<std::string>{"1:5: Invalid expanding argument value"});
}

TEST_CASE("§1.11 function calls: lookup walks parent contexts", "[native][eval][functions]") {
    const hcl::eval_context parent = test_context();
    hcl::eval_context child = parent.child();
    child.set_variable("x", str("q"));
    CHECK(eval_in("upper(x)", &child).result == str("Q"));
}

TEST_CASE("§1.11 function calls: not allowed vs unknown, with suggestions", "[native][eval][functions]") {
    hcl::eval_context no_functions;
    no_functions.set_variable("x", num(1));
    auto r = eval_in("upper(\"a\")", &no_functions);
    CHECK(r.errors() == std::vector<std::string>{"1:1: Function calls not allowed"});
    REQUIRE(r.diags[0].subject);
    CHECK(r.diags[0].subject->end.column == 11);
    CHECK(eval_in("upper(\"a\")", nullptr).errors() == std::vector<std::string>{"1:1: Function calls not allowed"});

    auto u = eval("uper(\"a\")");
    CHECK(u.errors() == std::vector<std::string>{"1:1: Call to unknown function"});
    CHECK(u.diags[0].detail.find("Did you mean \"upper\"?") != std::string::npos);
    REQUIRE(u.diags[0].subject);
    CHECK(u.diags[0].subject->end.column == 5);  // the name only
}

TEST_CASE("§1.11 function calls: namespaced names", "[native][eval][functions]") {
    hcl::eval_context ctx = test_context();
    ctx.set_function("ns::upper", hcl_test::upper_function());
    CHECK(eval_in("ns::upper(\"a\")", &ctx).result == str("A"));
    auto misspelt = eval_in("ns::uper(\"a\")", &ctx);
    CHECK(misspelt.errors() == std::vector<std::string>{"1:1: Call to unknown function"});
    CHECK(misspelt.diags[0].detail.find("Did you mean ns::upper?") != std::string::npos);
    auto missing = eval_in("other::upper(\"a\")", &ctx);
    CHECK(missing.diags[0].detail.find("no functions in namespace \"other::\"") != std::string::npos);
}

TEST_CASE("§1.11 function calls: arity errors name the parameter", "[native][eval][functions]") {
    auto r = eval("substr(\"abc\", 1)");
    CHECK(r.errors() == std::vector<std::string>{"1:16: Not enough function arguments"});
    CHECK(r.diags[0].detail.find("\"length\"") != std::string::npos);
    auto t = eval("upper(\"a\", (n))");
    // Parentheses start where their content starts, as in the reference.
    CHECK(t.errors() == std::vector<std::string>{"1:13: Too many function arguments"});
}

TEST_CASE("§1.11 function calls: failures blame an argument or the call", "[native][eval][functions]") {
    hcl::eval_context ctx = test_context();
    ctx.set_function("blame_second", blaming_function(1));
    ctx.set_function("blame_absent", blaming_function(5));
    ctx.set_function("broken", blaming_function(std::nullopt));
    CHECK(eval_in("blame_second(1, n + 1)", &ctx).errors() ==
          std::vector<std::string>{"1:17: Invalid function argument"});
    // An expanded argument stands at the whole expanded expression.
    CHECK(eval_in("blame_second([1, 2]...)", &ctx).errors() ==
          std::vector<std::string>{"1:14: Invalid function argument"});
    CHECK(eval_in("blame_absent(1, 2)", &ctx).errors() ==
          std::vector<std::string>{"1:1: Invalid function argument"});
    auto b = eval_in("broken(1, 2)", &ctx);
    CHECK(b.errors() == std::vector<std::string>{"1:1: Error in function call"});
    REQUIRE(b.diags[0].subject);
    CHECK(b.diags[0].subject->end.column == 8);  // name and open parenthesis
    CHECK(b.result == value::dynamic());
}

// --- conditional ----------------------------------------------------------------------------

TEST_CASE("§1.12 conditional: unknown conditions", "[native][eval][conditional]") {
    CHECK(eval("u_bool ? 1 : 2").result == value::unknown(type::number()));
    CHECK(eval("u_bool ? 1 : \"a\"").result == value::unknown(type::string()));
    CHECK(eval("u_bool ? null : null").result == value::null(type::dynamic()));
    CHECK(eval("dyn ? 1 : 2").result == value::unknown(type::number()));
    CHECK(eval("true ? dyn : 1").result == value::dynamic());
    // Neither result's diagnostics survive an unknown condition.
    auto r = eval("u_bool ? 1 : nope");
    CHECK(r.diags.empty());
    CHECK(r.result == value::dynamic());
}

TEST_CASE("§1.12 conditional: result types and diagnostics", "[native][eval][conditional]") {
    CHECK(eval("true ? 1 : nope").diags.empty());
    CHECK(eval("false ? null : list").result == list_of({str("a"), str("b")}));
    CHECK(eval("true ? null : list").result == value::null(type::list(type::string())));
    auto m = eval("true ? 1 : [1]");
    CHECK(m.errors() == std::vector<std::string>{"1:8: Inconsistent conditional result types"});
    REQUIRE(m.diags[0].subject);
    CHECK(m.diags[0].subject->end.column == 15);
    CHECK(eval("false ? 1 : \"x\" == \"x\" ? \"y\" : \"z\"").result == str("y"));
    CHECK(eval("true ? 1 : \"x\"").result == str("1"));
}

// --- variables() ----------------------------------------------------------------------------

namespace {

std::vector<std::string> variables_of(const std::string& source) {
    std::vector<std::string> out;
    for (const auto& t : parse(source).variables()) out.push_back(t.to_string());
    return out;
}

}  // namespace

TEST_CASE("§1.14 variables: every referenced traversal", "[native][eval][variables]") {
    CHECK(variables_of("a + b.c[0]") == std::vector<std::string>{"a", "b.c[0]"});
    CHECK(variables_of("f(x, y...)") == std::vector<std::string>{"x", "y"});
    CHECK(variables_of("\"${x}%{if y}${z}%{endif}\"") == std::vector<std::string>{"x", "y", "z"});
    CHECK(variables_of("c ? a : b") == std::vector<std::string>{"c", "a", "b"});
    CHECK(variables_of("a[*].b[c]") == std::vector<std::string>{"a", "c"});
    CHECK(variables_of("a[b]") == std::vector<std::string>{"a", "b"});
    CHECK(variables_of("(a).b") == std::vector<std::string>{"a"});
    CHECK(variables_of("-a") == std::vector<std::string>{"a"});
}

TEST_CASE("§1.14 variables: object keys that are names are not references", "[native][eval][variables]") {
    CHECK(variables_of("{a = b, (c) = d, \"e\" = f}") == std::vector<std::string>{"b", "c", "d", "f"});
    CHECK(variables_of("{a.b = 1}") == std::vector<std::string>{"a.b"});
}

TEST_CASE("§1.14 variables: for-expression iteration names are local to its body",
          "[native][eval][variables]") {
    CHECK(variables_of("[for k, v in x: k + v + y]") == std::vector<std::string>{"x", "y"});
    CHECK(variables_of("[for v in v: v]") == std::vector<std::string>{"v"});
    CHECK(variables_of("{for k, v in x: k => v if z}") == std::vector<std::string>{"x", "z"});
    CHECK(variables_of("[for a in x: [for b in a: b + c]]") == std::vector<std::string>{"x", "c"});
}

// --- static analysis ------------------------------------------------------------------------

TEST_CASE("Static analysis of native expressions (§1.14)", "[native][eval][static]") {
    hcl::diagnostics diags;
    auto list = hcl::static_list(parse("[a, 1]"), diags);
    REQUIRE(list);
    CHECK(list->size() == 2);
    auto map = hcl::static_map(parse("{a = 1, b = 2}"), diags);
    REQUIRE(map);
    REQUIRE(map->size() == 2);
    CHECK(hcl::keyword((*map)[0].key) == "a");
    auto call = hcl::static_function_call(parse("f(a, b...)"), diags);
    REQUIRE(call);
    CHECK(call->name == "f");
    CHECK(call->arguments.size() == 2);
    CHECK(call->expand_final);
    auto t = hcl::absolute_traversal(parse("a.b[0][\"c\"]"), diags);
    REQUIRE(t);
    CHECK(t->to_string() == "a.b[0][\"c\"]");
    CHECK(hcl::keyword(parse("null")) == "null");
    CHECK(hcl::keyword(parse("true")) == "true");
    CHECK(diags.empty());
    // Parentheses defeat static analysis.
    CHECK_FALSE(hcl::absolute_traversal(parse("(a.b)"), diags));
    CHECK(hcl::keyword(parse("(a)")).empty());
}

TEST_CASE("§1.9 splat: a failed element leaves the result unknown with the elements' types",
          "[native][eval][splat]") {
    hcl::eval_context ctx = test_context();
    ctx.set_variable("tagged", list_of({value::object({{"tags", list_of({str("a"), str("b")})}}),
                                        value::object({{"tags", list_of({str("c")})}})}));
    auto r = eval_in("tagged[*].tags[1]", &ctx);
    CHECK(r.errors() == std::vector<std::string>{"1:15: Invalid index"});
    CHECK(r.result == value::unknown(type::list(type::string())));
    auto t = eval("tuple[*].nope");
    CHECK(t.result == value::unknown(type::tuple({type::dynamic(), type::dynamic()})));
}

TEST_CASE("§1.9 splat: nested splats with a failure deep inside take linear time", "[native][eval][splat]") {
    // Re-evaluating each level once more for its type would double the work
    // per level: 2^40 evaluations here.
    std::string data = "1";
    std::string splats;
    for (int i = 0; i < 40; ++i) {
        data = "[{b = " + data + "}]";
        splats += "[*].b";
    }
    auto r = eval_in(data + splats + "[*].nope", nullptr);
    CHECK(r.errors() == std::vector<std::string>{
                            "1:" + std::to_string(data.size() + splats.size() + 4) + ": Unsupported attribute"});
    CHECK_FALSE(r.result.is_known());
}

TEST_CASE("§1.9 splat: the anonymous symbol outside its splat is the dynamic value", "[native][eval][splat]") {
    auto e = parse("list[*]");
    const auto* splat = dynamic_cast<const hcl::native::splat_expr*>(e.node());
    REQUIRE(splat);
    REQUIRE(splat->item);
    hcl::diagnostics diags;
    const hcl::eval_context ctx = test_context();
    CHECK(splat->item->evaluate(&ctx, diags) == value::dynamic());
    CHECK(splat->item->evaluate(nullptr, diags) == value::dynamic());
    CHECK(diags.empty());
    // The binding lives in a child context of the splat's: evaluating the
    // same expression twice, or nested, does not leak elements.
    CHECK(e.evaluate(ctx, diags) == list_of({str("a"), str("b")}));
    CHECK(eval("[for v in [list, list]: v[*]]").result ==
          value::tuple({list_of({str("a"), str("b")}), list_of({str("a"), str("b")})}));
}
