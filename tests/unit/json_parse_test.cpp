// The JSON syntax (JSON syntax specification; reference-behaviour §2).
//
// Expected positions and summaries of parse errors were checked against the
// oracle (hcl v2.14.1); block sequences come from the specification's own
// examples ("Blocks").
#include <hcl/body.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/schema.hpp>
#include <hcl/stdlib.hpp>
#include <hcl/value_json.hpp>

#include "support/catch.hpp"

#include <string>
#include <vector>

namespace {

// "L:C" of a range's start.
std::string at(const hcl::source_range& r) { return std::to_string(r.start.line) + ":" + std::to_string(r.start.column); }

// "L:C: Summary" per diagnostic, as the oracle prints them.
std::vector<std::string> errors(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) out.push_back((d.subject ? at(*d.subject) + ": " : std::string()) + d.summary);
    return out;
}

std::vector<std::string> parse_errors(std::string text) {
    return errors(hcl::json::parse(std::move(text), "t.json").diagnostics);
}

hcl::body parse_body(std::string text) {
    auto parsed = hcl::json::parse(std::move(text), "t.json");
    INFO(parsed.diagnostics.to_string());
    REQUIRE_FALSE(parsed.has_errors());
    return parsed.file->body();
}

hcl::expression parse_expr(std::string text) {
    auto parsed = hcl::json::parse_expression(std::move(text), "t.json");
    INFO(parsed.diagnostics.to_string());
    REQUIRE_FALSE(parsed.diagnostics.has_errors());
    return parsed.expression;
}

std::string json_of(const hcl::value& v) {
    auto text = hcl::value_to_json(v, v.type());
    REQUIRE(text);
    return *text;
}

// "type[label,label]{child_attr}" per block, the body read with one attribute.
std::vector<std::string> block_sequence(const hcl::body& body, std::vector<std::string> labels) {
    hcl::body_schema schema;
    schema.blocks.push_back({"foo", std::move(labels)});
    hcl::diagnostics diags;
    auto content = body.content(schema, diags);
    INFO(diags.to_string());
    REQUIRE_FALSE(diags.has_errors());
    std::vector<std::string> out;
    for (const auto& b : content.blocks) {
        std::string s = b.type + "[";
        for (std::size_t i = 0; i < b.labels.size(); ++i) s += (i ? "," : "") + b.labels[i];
        hcl::body_schema inner;
        inner.attributes.push_back({"child_attr", true});
        hcl::diagnostics d;
        auto c = b.body().content(inner, d);
        REQUIRE_FALSE(d.has_errors());
        s += "]{" + std::string(c.attributes.at("child_attr").expression.evaluate(d).as_string()) + "}";
        out.push_back(s);
    }
    return out;
}

}  // namespace

TEST_CASE("json 2.2: token positions count a tab as two columns", "[json][scanner]") {
    auto parsed = hcl::json::parse("\t{\"a\":\t\"\xc3\xa9x\", \"b\": 1}", "t.json");
    REQUIRE_FALSE(parsed.has_errors());
    hcl::diagnostics diags;
    auto attrs = parsed.file->body().just_attributes(diags);
    CHECK(attrs.at("a").name_range().start.column == 4);
    CHECK(attrs.at("a").expression.range().start.column == 10);
    // "éx" with quotes: four grapheme clusters, five bytes.
    CHECK(attrs.at("a").expression.range().end.column == 14);
    CHECK(attrs.at("a").expression.range().end.byte == 12);
    CHECK(attrs.at("b").name_range().start.column == 16);
    // Each byte of ill-formed UTF-8 in a string is a column of its own, as
    // the reference decodes it byte by byte (checked with the oracle).
    CHECK(parse_errors("\"\xf0\x9f\x98\" 1") ==
          std::vector<std::string>{"1:7: Extraneous data after value", "1:1: Root value must be object"});
}

TEST_CASE("json 2.2: start position option", "[json][scanner]") {
    hcl::json::parse_options options;
    options.start = {5, 10, 100};
    auto parsed = hcl::json::parse("{\"a\": 1}", "t.json", options);
    hcl::diagnostics diags;
    auto attrs = parsed.file->body().just_attributes(diags);
    CHECK(attrs.at("a").name_range().start == hcl::source_position{5, 11, 101});
}

TEST_CASE("json 2.2: malformed input diagnostics match the reference", "[json][parser]") {
    using list = std::vector<std::string>;
    CHECK(parse_errors("{\"a\": 1,}") == list{"1:8: Trailing comma in object", "1:1: Root value must be object"});
    CHECK(parse_errors("{\"a\": [1,]}") ==
          list{"1:9: Trailing comma in array", "1:11: Mismatched braces", "1:1: Root value must be object"});
    CHECK(parse_errors("{\"a\" 1}") == list{"1:6: Missing property value colon", "1:1: Root value must be object"});
    CHECK(parse_errors("{\"a\" = 1}") == list{"1:6: Missing property value colon", "1:1: Root value must be object"});
    CHECK(parse_errors("{\"a\": }") == list{"1:7: Missing JSON value"});
    CHECK(parse_errors("{\"a\": tru}") == list{"1:7: Invalid JSON keyword"});
    CHECK(parse_errors("{\"a\": 01}") == list{"1:7: Invalid JSON number"});
    CHECK(parse_errors("{\"a\": \"x\\qy\"}") == list{"1:11: Invalid JSON string"});
    CHECK(parse_errors("{\"a\": \"abc") ==
          list{"1:11: Invalid JSON string", "1:1: Unclosed object", "1:1: Root value must be object"});
    CHECK(parse_errors("{\"a\": [1,2}") ==
          list{"1:12: Mismatched brackets", "1:1: Unclosed object", "1:1: Root value must be object"});
    CHECK(parse_errors("\t{\"a\": @}") == list{"1:9: Invalid start of value", "1:10: Missing attribute seperator comma",
                                               "1:3: Root value must be object"});
    CHECK(parse_errors("{\"a\": 1} x") == list{"1:10: Extraneous data after value"});
    CHECK(parse_errors("") == list{"1:1: Missing value", "1:1: Root value must be object"});
    CHECK(parse_errors("\"x\"") == list{"1:1: Root value must be object"});
    CHECK(parse_errors("{1: 2}") == list{"1:2: Invalid object property name", "1:1: Root value must be object"});
    // A letter starts a keyword, even one that may continue a number.
    CHECK(parse_errors("{\"a\": e5}") == list{"1:7: Invalid JSON keyword", "1:10: Missing attribute seperator comma",
                                               "1:1: Root value must be object"});
    CHECK(parse_errors("{\"a\": -e}") == list{"1:7: Invalid JSON number"});
}

TEST_CASE("json 2.2: keyword errors suggest a JSON keyword", "[json][parser]") {
    auto diags = hcl::json::parse("{\"a\": nul}", "t.json").diagnostics;
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].detail == "\"nul\" is not a valid JSON keyword. Did you mean \"null\"?");
    diags = hcl::json::parse("{\"a\": NaN}", "t.json").diagnostics;
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].detail == "The JavaScript identifier \"NaN\" cannot be used in JSON.");
}

TEST_CASE("json 2.2: invalid UTF-8 and lone surrogates in strings become U+FFFD", "[json][parser]") {
    hcl::diagnostics diags;
    CHECK(parse_expr("\"a\xff" "b\"").evaluate(diags).as_string() == "a\xef\xbf\xbd" "b");
    CHECK(parse_expr("\"\\ud800x\"").evaluate(diags).as_string() == "\xef\xbf\xbdx");
    CHECK(parse_expr("\"\\ud83d\\ude00\"").evaluate(diags).as_string() == "\xf0\x9f\x98\x80");
}

TEST_CASE("json 2.2: nesting deeper than the limit is a diagnostic", "[json][parser]") {
    hcl::json::parse_options options;
    options.max_nesting_depth = 10;
    std::string deep = "{\"a\": " + std::string(20, '[') + std::string(20, ']') + "}";
    auto parsed = hcl::json::parse(deep, "t.json", options);
    REQUIRE(parsed.has_errors());
    CHECK(parsed.diagnostics[0].summary == "Nesting too deep");
    auto fine = hcl::json::parse(std::string(100000, '['), "t.json");  // default limit: no stack overflow
    CHECK(fine.has_errors());
}

TEST_CASE("json spec Blocks: every example decodes to its block sequence", "[json][body]") {
    using list = std::vector<std::string>;
    CHECK(block_sequence(parse_body(R"({"foo": {"child_attr": "baz"}})"), {}) == list{"foo[]{baz}"});
    CHECK(block_sequence(parse_body(R"({"foo": [{"child_attr": "baz"}, {"child_attr": "boz"}]})"), {}) ==
          list{"foo[]{baz}", "foo[]{boz}"});
    CHECK(block_sequence(parse_body(R"({"foo": []})"), {}).empty());
    CHECK(block_sequence(parse_body(R"({"foo": null})"), {}).empty());

    const std::vector<std::string> two{"a", "b"};
    // The spec's first two-label example has a trailing comma the parser
    // rejects; it is written here without it.
    CHECK(block_sequence(parse_body(R"({"foo": {"bar": {"baz": {"child_attr": "baz"}, "boz": {"child_attr": "baz"}},
                                             "boz": {"baz": {"child_attr": "baz"}}}})"),
                         two) == list{"foo[bar,baz]{baz}", "foo[bar,boz]{baz}", "foo[boz,baz]{baz}"});
    CHECK(block_sequence(parse_body(R"({"foo": {"bar": {"baz": {"child_attr": "baz"}, "boz": {"child_attr": "baz"}},
                                             "boz": {"baz": [{"child_attr": "baz"}, {"child_attr": "boz"}]}}})"),
                         two) == list{"foo[bar,baz]{baz}", "foo[bar,boz]{baz}", "foo[boz,baz]{baz}", "foo[boz,baz]{boz}"});
    CHECK(block_sequence(parse_body(R"({"foo": [{"bar": {"baz": {"child_attr": "baz"}, "boz": {"child_attr": "baz"}}},
                                             {"bar": {"baz": [{"child_attr": "baz"}, {"child_attr": "boz"}]}}]})"),
                         two) == list{"foo[bar,baz]{baz}", "foo[bar,boz]{baz}", "foo[bar,baz]{baz}", "foo[bar,baz]{boz}"});
    CHECK(block_sequence(parse_body(R"({"foo": {"bar": {"baz": {"child_attr": "baz"}, "boz": {"child_attr": "baz"}},
                                             "bar": {"baz": [{"child_attr": "baz"}, {"child_attr": "boz"}]}}})"),
                         two) == list{"foo[bar,baz]{baz}", "foo[bar,boz]{baz}", "foo[bar,baz]{baz}", "foo[bar,baz]{boz}"});
}

TEST_CASE("json 2.3: block ranges", "[json][body]") {
    auto body = parse_body("{\"foo\": {\"x\": [{}]}}");
    hcl::body_schema schema;
    schema.blocks.push_back({"foo", {"name"}});
    hcl::diagnostics diags;
    auto content = body.content(schema, diags);
    REQUIRE(content.blocks.size() == 1);
    CHECK(at(content.blocks[0].type_range()) == "1:2");
    CHECK(at(content.blocks[0].label_ranges().at(0)) == "1:10");
    CHECK(at(content.blocks[0].def_range()) == "1:15");  // the array's "["
}

TEST_CASE("json 2.3: body errors", "[json][body]") {
    hcl::body_schema schema;
    schema.attributes.push_back({"name", true});
    schema.blocks.push_back({"service", {"kind"}});
    hcl::diagnostics diags;
    parse_body(R"({"nmae": 1, "//": "x", "service": null})").content(schema, diags);
    CHECK(errors(diags) == std::vector<std::string>{"1:35: Missing block label", "1:39: Missing required argument",
                                                    "1:2: Extraneous JSON object property"});
    CHECK(diags[2].detail == "No argument or block type is named \"nmae\". Did you mean \"name\"?");

    diags.clear();
    parse_body(R"({"name": 1, "name": 2, "service": {"web": 3}})").content(schema, diags);
    CHECK(errors(diags) == std::vector<std::string>{"1:13: Duplicate argument", "1:43: Incorrect JSON value type"});

    diags.clear();
    parse_body(R"([{"name": 1}, 2])").content(schema, diags);
    CHECK(errors(diags) == std::vector<std::string>{"1:15: Incorrect JSON value type",
                                                    "1:15: Incorrect JSON value type"});
}

TEST_CASE("json 2.3: partial content hides what it took", "[json][body]") {
    auto body = parse_body(R"({"a": 1, "b": 2, "//": "c"})");
    hcl::body_schema first;
    first.attributes.push_back({"a"});
    hcl::body rest;
    hcl::diagnostics diags;
    auto content = body.partial_content(first, rest, diags);
    CHECK(content.attributes.count("a") == 1);
    auto attrs = rest.just_attributes(diags);
    CHECK(diags.empty());
    CHECK(attrs.size() == 1);
    CHECK(attrs.count("b") == 1);
}

TEST_CASE("json 2.3: what a content took is neither extraneous nor suggested", "[json][body]") {
    const std::string text =
        R"({"name": 1, "name": 2, "nme": 3, "servce": {}, "service": {"x": {}}, "service": {"y": {}}})";
    hcl::body_schema schema;
    schema.attributes.push_back({"name", true});
    schema.attributes.push_back({"other", false});
    schema.blocks.push_back({"service", {"kind"}});
    hcl::diagnostics diags;
    auto content = parse_body(text).content(schema, diags);
    CHECK(content.blocks.size() == 2);
    // Both "name"s are taken (one is a duplicate), so "nme" suggests nothing.
    CHECK(errors(diags) == std::vector<std::string>{"1:13: Duplicate argument", "1:24: Extraneous JSON object property",
                                                    "1:34: Extraneous JSON object property"});
    CHECK(diags[1].detail == "No argument or block type is named \"nme\".");
    CHECK(diags[2].detail == "No argument or block type is named \"servce\". Did you mean \"service\"?");

    // After a partial content took "name", the rest hides both of them.
    hcl::body_schema first;
    first.attributes.push_back({"name"});
    hcl::body rest;
    diags.clear();
    parse_body(text).partial_content(first, rest, diags);
    CHECK(errors(diags) == std::vector<std::string>{"1:13: Duplicate argument"});
    diags.clear();
    content = rest.content(schema, diags);
    CHECK(content.attributes.empty());
    CHECK(errors(diags) == std::vector<std::string>{"1:90: Missing required argument",
                                                    "1:24: Extraneous JSON object property",
                                                    "1:34: Extraneous JSON object property"});
    CHECK(diags[1].detail == "No argument or block type is named \"nme\".");
}

TEST_CASE("json 2.3: a body that is not an object is reported by both walks over it", "[json][body]") {
    hcl::body_schema schema;
    schema.blocks.push_back({"service", {"kind"}});
    hcl::diagnostics diags;
    auto content = parse_body(R"({"service": {"web": [1]}})").content(schema, diags);
    REQUIRE(diags.empty());
    REQUIRE(content.blocks.size() == 1);
    hcl::body_schema inner;
    inner.attributes.push_back({"port"});
    content.blocks[0].body().content(inner, diags);
    CHECK(errors(diags) == std::vector<std::string>{"1:22: Incorrect JSON value type",
                                                    "1:22: Incorrect JSON value type"});
}

TEST_CASE("json 2.3: just_attributes", "[json][body]") {
    hcl::diagnostics diags;
    auto attrs = parse_body(R"({"a": 1, "a": 2, "//": "note"})").just_attributes(diags);
    CHECK(errors(diags) == std::vector<std::string>{"1:10: Duplicate attribute definition"});
    CHECK(attrs.size() == 1);
    CHECK(json_of(attrs.at("a").expression.evaluate(diags)) == "1");

    diags.clear();
    attrs = parse_body(R"([{"a": 1}])").just_attributes(diags);
    CHECK(errors(diags) == std::vector<std::string>{"1:1: Incorrect JSON value type"});
    CHECK(attrs.empty());
    CHECK(at(parse_body("[{\"a\": 1}]").missing_item_range()) == "1:1");
    CHECK(at(parse_body("{\"a\": 1}").missing_item_range()) == "1:8");
}

TEST_CASE("json 2.4: literal-only mode", "[json][expression]") {
    hcl::diagnostics diags;
    CHECK(json_of(parse_expr(R"("${a + b}")").evaluate(diags)) == R"("${a + b}")");
    CHECK(json_of(parse_expr(R"({"${x}": [1, true, null, 1e400]})").evaluate(diags)) ==
          R"({"${x}":[1,true,null,1)" + std::string(400, '0') + "]}");
    auto v = parse_expr("null").evaluate(diags);
    CHECK(v.is_null());
    CHECK(v.type().is_dynamic());
    CHECK(diags.empty());
}

TEST_CASE("json 2.4: full mode parses strings as templates", "[json][expression]") {
    hcl::eval_context ctx;
    ctx.set_variable("a", hcl::value::number(1)).set_variable("b", hcl::value::number(2));
    ctx.functions() = hcl::stdlib::functions();
    hcl::diagnostics diags;
    auto sum = parse_expr(R"("${a + b}")").evaluate(ctx, diags);
    CHECK(sum.type() == hcl::type::number());  // unwrapped, not "3"
    CHECK(json_of(sum) == "3");
    CHECK(json_of(parse_expr(R"({"${a}": "x${b}"})").evaluate(ctx, diags)) == R"({"1":"x2"})");
    CHECK(diags.empty());

    parse_expr(R"({"a": 1, "${\"a\"}": 2})").evaluate(ctx, diags);
    CHECK(errors(diags) == std::vector<std::string>{"1:10: Duplicate object attribute"});
    diags.clear();
    parse_expr(R"({"${null}": 1})").evaluate(ctx, diags);
    CHECK(errors(diags) == std::vector<std::string>{"1:2: Invalid object key expression"});
    diags.clear();
    auto unknown_key = ctx.child();
    unknown_key.set_variable("u", hcl::value::unknown(hcl::type::string()));
    CHECK(parse_expr(R"({"${u}": 1})").evaluate(unknown_key, diags).is_dynamic());
    // The template starts one column after the quote.
    diags.clear();
    parse_expr(R"( "${nope}")").evaluate(ctx, diags);
    CHECK(errors(diags) == std::vector<std::string>{"1:5: Unknown variable"});
}

TEST_CASE("json 2.4: variables", "[json][expression]") {
    auto vars = parse_expr(R"({"${k}": ["${a.b}", "x"], "y": "${c[0]} ${"}  )").variables();
    REQUIRE(vars.size() == 2);
    CHECK(vars[0].to_string() == "k");
    CHECK(vars[1].to_string() == "a.b");
}

TEST_CASE("json 2.5: static analysis", "[json][static]") {
    hcl::diagnostics diags;
    auto list = hcl::static_list(parse_expr("[1, \"a\"]"), diags);
    REQUIRE(list);
    CHECK(list->size() == 2);
    CHECK_FALSE(hcl::static_list(parse_expr("{}"), diags));

    auto map = hcl::static_map(parse_expr(R"({"${k}": 1, "b": 2})"), diags);
    REQUIRE(map);
    REQUIRE(map->size() == 2);
    CHECK(map->at(0).key.evaluate(diags).as_string() == "${k}");
    hcl::eval_context ctx;
    ctx.set_variable("k", hcl::value::string("key"));
    CHECK(map->at(0).key.evaluate(ctx, diags).as_string() == "key");

    diags.clear();
    auto call = hcl::static_function_call(parse_expr(R"j("list(string)")j"), diags);
    REQUIRE(call);
    CHECK(call->name == "list");
    REQUIRE(call->arguments.size() == 1);
    CHECK(hcl::keyword(call->arguments[0]) == "string");
    CHECK_FALSE(hcl::static_function_call(parse_expr("1"), diags));

    diags.clear();
    auto t = hcl::absolute_traversal(parse_expr(R"("a.b[0]")"), diags);
    REQUIRE(t);
    CHECK(t->to_string() == "a.b[0]");
    CHECK(at(t->range()) == "1:1");
    CHECK(hcl::keyword(parse_expr(R"("string")")) == "string");
    CHECK_FALSE(hcl::absolute_traversal(parse_expr(R"("a +")"), diags));
}
