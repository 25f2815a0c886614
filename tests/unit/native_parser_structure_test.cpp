// Native parser: bodies, attributes, blocks, limits and the public entry
// points (reference-behaviour §1.2, §1.15, §1.16).
#include "native_parser_test_support.hpp"

#include "support/catch.hpp"

#include <string>

using namespace native_parser_test;

TEST_CASE("native parser §1.2: attributes keep source order, names and ranges", "[native][parser]") {
    const auto p = config("a = 1\nbee = \"x\" # comment\n\nc=true\n");
    REQUIRE(p.errors().empty());
    const auto& attrs = p.root().attributes;
    REQUIRE(attrs.size() == 3);
    CHECK(p.name(attrs[0]) == "a");
    CHECK(p.name(attrs[1]) == "bee");
    CHECK(p.name(attrs[2]) == "c");
    CHECK(p.text(attrs[1].span()) == "bee = \"x\"");
    CHECK(p.text(attrs[1].name_span) == "bee");
    CHECK(p.text(attrs[1].equals_span()) == "=");
    CHECK(p.text(attrs[2].span()) == "c=true");
    CHECK(start_of(p.file().range(attrs[2].span())) == "4:1");
    CHECK(p.root().blocks.empty());
}

TEST_CASE("native parser §1.2: keywords are valid attribute names", "[native][parser]") {
    const auto p = config("true = false\nfor = 1\nnull = null\n");
    REQUIRE(p.errors().empty());
    CHECK(p.root().attributes.size() == 3);
    CHECK(p.attr("true")->kind == expr_kind::literal);
}

TEST_CASE("native parser §1.2: a redefined attribute keeps the first definition", "[native][parser]") {
    const auto p = config("a = 1\na = 2\n");
    CHECK(p.errors() == std::vector<std::string>{"2:1: Attribute redefined"});
    REQUIRE(p.root().attributes.size() == 1);
    CHECK(p.text(p.attr("a")) == "1");
}

TEST_CASE("native parser §1.2: duplicate detection in large bodies", "[native][parser]") {
    std::string src;
    for (int i = 0; i < 40; ++i) src += "a" + std::to_string(i) + " = " + std::to_string(i) + "\n";
    src += "a7 = 0\na39 = 0\n";
    const auto p = config(src);
    CHECK(p.errors() == std::vector<std::string>{"41:1: Attribute redefined", "42:1: Attribute redefined"});
    CHECK(p.root().attributes.size() == 40);
}

TEST_CASE("native parser §1.2: large top-level bodies keep every item", "[native][parser]") {
    // Lists far larger than an arena page, parsed on the shared scratch
    // stacks; the first block's own body sits at the base of the stacks.
    std::string source = "first {\n";
    for (int i = 0; i < 3000; ++i) source += "  in" + std::to_string(i) + " = " + std::to_string(i) + "\n";
    source += "}\n";
    for (int i = 0; i < 3000; ++i) {
        source += "a" + std::to_string(i) + " = " + std::to_string(i) + "\nb \"" + std::to_string(i) + "\" {\n}\n";
    }
    const auto p = config(source);
    REQUIRE(p.errors().empty());
    const auto& root = p.root();
    REQUIRE(root.attributes.size() == 3000);
    REQUIRE(root.blocks.size() == 3001);
    CHECK(p.name(root.attributes[2999]) == "a2999");
    CHECK(p.text(root.attributes[2999].value) == "2999");
    CHECK(p.label(root.blocks[3000], 0) == "2999");
    CHECK(root.blocks[0].body->attributes.size() == 3000);
    CHECK(p.name(root.blocks[0].body->attributes[1234]) == "in1234");
    // The stacks are reused for the next parse.
    const auto again = config("x {\n}\n" + source);
    CHECK(again.root().blocks.size() == 3002);
}

TEST_CASE("native parser §1.2: blocks with identifier and quoted labels", "[native][parser]") {
    const auto p = config("service \"http\" web \"a\\tb\\u00e9\" {\n  port = 80\n  inner {}\n}\n");
    REQUIRE(p.errors().empty());
    REQUIRE(p.root().blocks.size() == 1);
    const block_node& b = p.root().blocks[0];
    CHECK(p.type(b) == "service");
    REQUIRE(b.labels().size() == 3);
    CHECK(p.label(b, 0) == "http");
    CHECK(p.label(b, 1) == "web");
    CHECK(p.label(b, 2) == "a\tb\xC3\xA9");  // escapes decoded
    CHECK(p.text(b.labels()[0].span) == "\"http\"");
    CHECK(p.text(b.labels()[1].span) == "web");
    CHECK(p.text(b.type_span) == "service");
    CHECK(p.text(b.open_brace) == "{");
    CHECK(p.text(b.close_brace) == "}");
    CHECK(start_of(p.file().range(b.close_brace)) == "4:1");
    REQUIRE(b.body != nullptr);
    REQUIRE(b.body->attributes.size() == 1);
    CHECK(p.name(b.body->attributes[0]) == "port");
    REQUIRE(b.body->blocks.size() == 1);
    CHECK(p.type(b.body->blocks[0]) == "inner");
    CHECK(b.body->blocks[0].labels().empty());
    // A block body spans its braces; the file body spans everything.
    CHECK(p.text(b.body->span).front() == '{');
    CHECK(p.text(b.body->span).back() == '}');
}

TEST_CASE("native parser §1.2: duplicate blocks are allowed", "[native][parser]") {
    const auto p = config("b {}\nb {}\n");
    CHECK(p.errors().empty());
    CHECK(p.root().blocks.size() == 2);
}

TEST_CASE("native parser §1.2: one-line blocks", "[native][parser]") {
    const auto p = config("b { a = 1 }\nc \"l\" {}\n");
    REQUIRE(p.errors().empty());
    REQUIRE(p.root().blocks.size() == 2);
    const body_impl& body = *p.root().blocks[0].body;
    REQUIRE(body.attributes.size() == 1);
    CHECK(p.name(body.attributes[0]) == "a");
    CHECK(p.text(body.attributes[0].span()) == "a = 1");
    CHECK(p.root().blocks[1].body->attributes.empty());

    SECTION("restrictions") {
        CHECK(config("b { a = 1, c = 2 }\n").errors() ==
              std::vector<std::string>{"1:10: Invalid single-argument block definition"});
        CHECK(config("b { a = 1\n}\n").errors() ==
              std::vector<std::string>{"1:10: Invalid single-argument block definition"});
        CHECK(config("b { c {} }\n").errors() == std::vector<std::string>{"1:5: Argument definition required"});
        CHECK(config("b { a = 1").errors() == std::vector<std::string>{"1:3: Unclosed configuration block"});
    }
}

TEST_CASE("native parser §1.2: block header errors", "[native][parser]") {
    CHECK(config("b = {\n}\n").errors().empty());  // an attribute with an object value
    CHECK(config("b \"x\" = 1\n").errors().at(0) == "1:7: Invalid block definition");
    CHECK(config("b\n{\n}\n").errors().at(0) == "1:1: Argument or block definition required");
    CHECK(config("b x\n{\n}\n").errors().at(0) == "1:4: Invalid block definition");
    CHECK(config("b \"${x}\" {}\n").errors() == std::vector<std::string>{"1:4: Invalid string literal"});
    CHECK(config("b {} c\n").errors() == std::vector<std::string>{"1:6: Missing newline after block definition"});
    CHECK(config("b {\n a = 1\n").errors() == std::vector<std::string>{"1:3: Unclosed configuration block"});

    SECTION("a broken header still yields a block with an empty body") {
        const auto p = config("b \"x\" = 1\nc = 2\n");
        REQUIRE(p.root().blocks.size() == 1);
        CHECK(p.root().blocks[0].labels().size() == 1);
        CHECK(p.root().blocks[0].body->attributes.empty());
        CHECK(p.attr("c") != nullptr);  // recovery resumes at the next line
    }
    SECTION("an interpolated label is recorded with a marker") {
        const auto p = config("b \"a${x}b\" {}\n");
        REQUIRE(p.root().blocks.size() == 1);
        CHECK(p.label(p.root().blocks[0], 0) == "a${ ... }b");
    }
}

TEST_CASE("native parser §1.2: attribute terminators", "[native][parser]") {
    CHECK(config("a = 1 2\n").errors() == std::vector<std::string>{"1:7: Missing newline after argument"});
    CHECK(config("a = 1, b = 2\n").errors() == std::vector<std::string>{"1:6: Unexpected comma after argument"});
    CHECK(config("a = 1").errors().empty());         // EOF ends an attribute
    CHECK(config("a = 1 # c").errors().empty());     // so does a comment
    CHECK(config("a = 1 /* c */\n").errors().empty());
    CHECK(config("\"a\" = 1\n").errors() == std::vector<std::string>{"1:1: Invalid argument name"});
    CHECK(config("a\n").errors() == std::vector<std::string>{"1:1: Argument or block definition required"});
    CHECK(config("= 1\n").errors() == std::vector<std::string>{"1:1: Argument or block definition required"});
}

TEST_CASE("native parser §1.16: newlines are significant at body level", "[native][parser]") {
    CHECK(config("a = 1 +\n2\n").errors().at(0) == "1:8: Invalid expression");
    CHECK(config("a = (1 +\n 2)\n").errors().empty());
    CHECK(config("a = [\n1,\n2\n]\n").errors().empty());
    CHECK(config("a = f(\n1,\n2\n)\n").errors().empty());
    CHECK(config("a = {\nb = 1\nc = 2\n}\n").errors().empty());
    CHECK(config("a = \"${\n1\n}\"\n").errors().empty());  // newlines inside ${ } are expression text
    CHECK(config("a = <<EOT\n${\n1\n}\nEOT\n").errors().empty());
}

TEST_CASE("native parser: error recovery keeps a complete tree", "[native][parser]") {
    const auto p = config("a = [1 2]\nb = 3\nc {\n d = (1 +)\n e = 4\n}\n");
    // Recovery mode stays on for the rest of the file, silencing the second error.
    CHECK(p.errors() == std::vector<std::string>{"1:8: Missing item separator"});
    REQUIRE(p.attr("a") != nullptr);
    CHECK(p.attr("a")->kind == expr_kind::tuple);
    CHECK(p.attr("b") != nullptr);
    REQUIRE(p.root().blocks.size() == 1);
    const body_impl& c = *p.root().blocks[0].body;
    REQUIRE(c.attributes.size() == 2);
    CHECK(c.attributes[0].value != nullptr);
    CHECK(p.name(c.attributes[1]) == "e");
}

TEST_CASE("native parser: positions count grapheme clusters and skip a BOM", "[native][parser]") {
    CHECK(config("a = \"\xC3\xA9\" 1\n").errors() == std::vector<std::string>{"1:9: Missing newline after argument"});
    CHECK(config("\xEF\xBB\xBF" "a = 1 2\n").errors() ==
          std::vector<std::string>{"1:7: Missing newline after argument"});
}

TEST_CASE("native parser: lexical problems are reported first", "[native][parser]") {
    CHECK(config("a = 1 & 2\n").errors() ==
          std::vector<std::string>{"1:7: Unsupported operator", "1:7: Missing newline after argument"});
    CHECK(config("a = \"\xFF\"\nb = 1 2\n").errors().at(0) == "1:6: Invalid character encoding");
}

TEST_CASE("native parser: nesting depth is limited", "[native][parser][limits]") {
    SECTION("brackets") {
        const auto p = parse_config("a = " + std::string(100000, '[') + "\n", "t.hcl");
        REQUIRE(p.diagnostics.size() >= 1);
        bool too_deep = false;
        for (const auto& d : p.diagnostics) too_deep = too_deep || d.summary == "Nesting too deep";
        CHECK(too_deep);
    }
    SECTION("blocks, unary operators, templates, operator chains, splats") {
        const std::string inputs[] = {
            std::string(5000, 'b') + "",  // not nesting: one long name
            [] {
                std::string s;
                for (int i = 0; i < 3000; ++i) s += "b {\n";
                return s;
            }(),
            "a = " + std::string(5000, '-') + "1\n",
            "a = " + std::string(5000, '!') + "true\n",
            [] {
                std::string s = "a = ";
                for (int i = 0; i < 3000; ++i) s += "\"${";
                return s + "\n";
            }(),
            [] {
                std::string s = "a = 1";
                for (int i = 0; i < 3000; ++i) s += " + 1";
                return s + "\n";
            }(),
            "a = x" + [] {
                std::string s;
                for (int i = 0; i < 3000; ++i) s += "[*]";
                return s;
            }() + "\n",
            "a = x" + [] {
                std::string s;
                for (int i = 0; i < 3000; ++i) s += "[y]";
                return s;
            }() + "\n",
            "a = \"" + [] {
                std::string s;
                for (int i = 0; i < 3000; ++i) s += "%{if x}";
                return s;
            }() + "\"\n",
            "a = " + [] {
                std::string s;
                for (int i = 0; i < 3000; ++i) s += "x ? y : ";
                return s;
            }() + "z\n",
        };
        for (const auto& in : inputs) {
            const auto p = parse_config(in, "t.hcl");
            CHECK(p.file != nullptr);
        }
    }
    SECTION("the limit is configurable") {
        parse_options options;
        options.max_nesting_depth = 4;
        CHECK(summaries(parse_config("a = [[[[[1]]]]]\n", "t.hcl", options).diagnostics).at(0) ==
              "1:9: Nesting too deep");
        CHECK(parse_config("a = [[1]]\n", "t.hcl", options).diagnostics.empty());
    }
}

TEST_CASE("native parser §1.15: parse_expression", "[native][parser]") {
    const auto e = expression("a +\n b");
    CHECK(e.errors().empty());  // newlines are not significant
    REQUIRE(e.root() != nullptr);
    CHECK(e.root()->kind == expr_kind::binary);
    CHECK(expression("1 2").errors() == std::vector<std::string>{"1:3: Extra characters after expression"});
    CHECK(expression("").errors() == std::vector<std::string>{"1:1: Missing expression"});
    // The handle evaluates placeholders rather than crashing.
    CHECK(expression("(").result.expression.node() != nullptr);
}

TEST_CASE("native parser §1.15: parse_traversal", "[native][parser]") {
    auto t = parse_traversal("a.b[0][\"c\"]", "t.hcl");
    CHECK(t.diagnostics.empty());
    REQUIRE(t.traversal.size() == 4);
    CHECK(t.traversal.root_name() == "a");
    CHECK(std::get<hcl::traverse_attribute>(t.traversal.steps()[1]).name == "b");
    CHECK(std::get<hcl::traverse_index>(t.traversal.steps()[3]).key.as_string() == "c");
    CHECK(start_of(std::get<hcl::traverse_index>(t.traversal.steps()[2]).range) == "1:4");

    CHECK(summaries(parse_traversal("1", "t.hcl").diagnostics) == std::vector<std::string>{"1:1: Variable name required"});
    CHECK(summaries(parse_traversal("a.*", "t.hcl").diagnostics) == std::vector<std::string>{"1:3: Attribute name required"});
    CHECK(summaries(parse_traversal("a[*]", "t.hcl").diagnostics) ==
          std::vector<std::string>{"1:3: Attribute name required"});
    CHECK(summaries(parse_traversal("a[b]", "t.hcl").diagnostics) == std::vector<std::string>{"1:3: Index value required"});
    CHECK(summaries(parse_traversal("a[1", "t.hcl").diagnostics) == std::vector<std::string>{"1:4: Unclosed index brackets"});
    CHECK(summaries(parse_traversal("a+", "t.hcl").diagnostics) == std::vector<std::string>{"1:2: Invalid character"});
}

TEST_CASE("native parser: valid_identifier", "[native][parser]") {
    CHECK(valid_identifier("a-b_c"));
    CHECK(valid_identifier("_x"));
    CHECK_FALSE(valid_identifier("1a"));
    CHECK_FALSE(valid_identifier("a b"));
    CHECK_FALSE(valid_identifier(""));
}

TEST_CASE("native parser: start positions shift every range", "[native][parser]") {
    parse_options options;
    options.start = hcl::source_position{10, 5, 100};
    const auto p = parse_config("a = 1 2\n", "t.hcl", options);
    REQUIRE(p.diagnostics.size() == 1);
    CHECK(p.diagnostics[0].subject->start.line == 10);
    CHECK(p.diagnostics[0].subject->start.column == 11);
    CHECK(p.diagnostics[0].subject->start.byte == 106);
}

TEST_CASE("native parser: body records hold offsets, not names (24 and 48 bytes)", "[native][parser]") {
    // A large file has hundreds of thousands of these; names are read from
    // the source at their spans.
    if constexpr (sizeof(void*) == 8) {
        CHECK(sizeof(attribute_node) == 24);
        CHECK(sizeof(block_node) == 48);
    }
    const auto p = config("k \"l1\" l2 {\n  name = 1\n}\n");
    REQUIRE(p.errors().empty());
    const block_node& b = p.root().blocks[0];
    CHECK(b.type(p.file().source()) == "k");
    CHECK(b.body->attributes[0].name(p.file().source()) == "name");
    CHECK(p.text(b.body->attributes[0].equals_span()) == "=");
    CHECK(p.text(b.body->attributes[0].span()) == "name = 1");
}

// The parser changes a line comment into the newline it ends with when it
// first reads it where newlines matter; read again where they do not (or
// first read there), it must still be a blank. Expectations: oracle runs.
TEST_CASE("native parser §1.1: a line comment is a newline where newlines matter and a blank elsewhere",
          "[native][parser]") {
    const auto p = config(
        "x = { # c\n  a = 1 # d\n  b = [ # e\n    2, # f\n  ] /* g */ # h\n}\n"
        "y = { /* k */ for k, v in {p = 1} : k => v # m\n}\n"
        "z = [for v in [1] : v # n\n]\n"
        "w = {# only\n}\n"
        "q = { # c\n for k in [\"a\"] : k => k }\n");
    REQUIRE(p.errors().empty());
    const auto& x = as<object_expr>(p.attr("x"));
    REQUIRE(x.items().size() == 2);
    CHECK(as<tuple_expr>(x.items()[1].value).elements().size() == 1);
    CHECK(p.attr("y")->kind == expr_kind::for_);
    CHECK(p.attr("z")->kind == expr_kind::for_);
    CHECK(as<object_expr>(p.attr("w")).items().empty());
    CHECK(p.attr("q")->kind == expr_kind::for_);
    // A block comment implies no newline.
    CHECK(config("q = { # c\n for k in [\"a\"] : k => k }\nu = { a = 1 /* no newline */ b = 2 }\n").errors() ==
          std::vector<std::string>{"3:30: Missing attribute separator"});
}

// The parser reads tokens through a window of a few thousand; looking past
// long runs of skipped newlines and comments grows it, and the next token
// must follow it when it moves.
TEST_CASE("native parser: long runs of skipped newlines and comments between tokens", "[native][parser]") {
    const std::string newlines(20000, '\n');
    std::string comments;
    for (int i = 0; i < 10000; ++i) comments += "# c\n/* d */";
    const auto p = config("a = [" + newlines + "1," + comments + "2]\nb = {" + comments + "\nk = 2" + comments +
                          "\n}\nc = {" + newlines + "for k in [] : k => k}\n");
    REQUIRE(p.errors().empty());
    CHECK(as<tuple_expr>(p.attr("a")).elements().size() == 2);
    CHECK(as<object_expr>(p.attr("b")).items().size() == 1);
    CHECK(p.attr("c")->kind == expr_kind::for_);
    CHECK(start_of(p.file().range(p.attr("c")->span)) == "50005:5");  // 1 + 20000 + 3 * 10000 newlines + 4
}

// The parser records the tokens that hold non-ASCII bytes for the position
// map, skipping whole batches of ASCII-only text. Clusters are counted token
// by token (reference-behaviour §3.6): a combining mark right after an
// opening quote is a column of its own, which the map only knows from the
// recorded token. A file of many batches with such text in some of them
// must count it right in every batch.
TEST_CASE("native parser: columns after non-ASCII text in any batch of a long file", "[native][parser]") {
    std::string source;
    constexpr int lines = 6000;  // about 4 tokens a line: several 4096-token batches
    for (int i = 0; i < lines; ++i) {
        const std::string n = std::to_string(i);
        source += "a" + n + " = " + (i % 1500 == 700 ? "\"\xCC\x81x\"" : "\"xx\"") + " # " +
                  (i % 2100 == 1000 ? "\xC3\xBC" : "u") + "\n";
    }
    const auto p = config(source);
    REQUIRE(p.errors().empty());
    const auto& attrs = p.root().attributes;
    REQUIRE(attrs.size() == lines);
    for (int i = 0; i < lines; ++i) {
        const std::string n = std::to_string(i);
        // `aN = "xx"`: the value ends after 1 + len(aN) + 3 + 4 columns.
        const std::string want = std::to_string(i + 1) + ":" + std::to_string(n.size() + 1 + 3 + 4 + 1);
        INFO("line " << i + 1);
        REQUIRE(end_of(p.file().range(attrs[i].span())) == want);
    }
}

TEST_CASE("native parser: plain strings and block labels at every place of a token batch", "[native][parser]") {
    // A quoted string of plain text is read as its three tokens at once
    // when they are all in the window; lines of six and seven tokens put
    // every part of one at the end of a 4096-token batch somewhere.
    std::string source;
    constexpr int lines = 4000;
    for (int i = 0; i < lines; ++i) {
        const std::string n = std::to_string(i);
        source += i % 3 == 0 ? "b" + n + " \"l" + n + "\" {}\n" : "a" + n + " = \"v" + n + "\"\n";
    }
    const auto p = config(source);
    REQUIRE(p.errors().empty());
    std::size_t attr = 0;
    std::size_t block = 0;
    for (int i = 0; i < lines; ++i) {
        const std::string n = std::to_string(i);
        INFO("line " << i + 1);
        if (i % 3 == 0) {
            const block_node& b = p.root().blocks[block++];
            REQUIRE(p.type(b) == "b" + n);
            REQUIRE(p.label(b, 0) == "l" + n);
            REQUIRE(start_of(p.file().range(b.labels()[0].span)) == std::to_string(i + 1) + ":" + std::to_string(n.size() + 3));
        } else {
            const attribute_node& a = p.root().attributes[attr++];
            REQUIRE(p.name(a) == "a" + n);
            REQUIRE(literal_string(a.value) == "v" + n);
            REQUIRE(p.text(a.value) == "\"v" + n + "\"");
        }
    }
    CHECK(attr == p.root().attributes.size());
    CHECK(block == p.root().blocks.size());
}

TEST_CASE("native parser: a clean parse leaves the line index to the first position asked for",
          "[native][parser]") {
    const auto clean = config("a = 1\nb = [1, 2]\n");
    REQUIRE(clean.errors().empty());
    CHECK_FALSE(clean.file().positions().lines_indexed());
    hcl::diagnostics diags;
    const auto attrs = clean.result.file->body().just_attributes(diags);
    REQUIRE_FALSE(diags.has_errors());
    CHECK_FALSE(clean.file().positions().lines_indexed());
    // Ranges are worked out when asked for: that indexes the lines.
    CHECK(attrs.at("b").range().start == hcl::source_position{2, 1, 6});
    CHECK(clean.file().positions().lines_indexed());
    // A diagnostic's range needs them at once.
    const auto broken = config("a = 1\nb = \n");
    REQUIRE_FALSE(broken.errors().empty());
    CHECK(broken.file().positions().lines_indexed());
    CHECK(broken.result.diagnostics[0].subject->start.line == 2);
}
