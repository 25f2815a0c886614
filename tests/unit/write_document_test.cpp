// hcl::write::document: the lossless tree, navigation and edits.
#include "support/catch.hpp"

#include <hcl/native/parse.hpp>
#include <hcl/write.hpp>
#include <hcl/write/document.hpp>

#include <stdexcept>
#include <string>

namespace {

hcl::write::document parse_ok(std::string_view text) {
    auto parsed = hcl::write::parse(text, "test.hcl");
    INFO(text);
    REQUIRE_FALSE(parsed.has_errors());
    REQUIRE(parsed.document.has_value());
    return std::move(*parsed.document);
}

hcl::write::expression_text expr(std::string_view source) {
    auto parsed = hcl::write::expression_text::parse(source);
    REQUIRE(parsed.expression.has_value());
    return *parsed.expression;
}

}  // namespace

TEST_CASE("write::document prints the parsed text back byte for byte", "[write][document]") {
    const char* texts[] = {
        "",
        "\n\n",
        "a = 1",
        "a=1\n",
        "  a   =   1   # c\n",
        "\357\273\277a = 1\r\nb = 2\r\n",  // a byte order mark first (octal: a hex escape would take the a)
        "a = [\n  1, # one\n  2,\n]\n",
        "a = <<EOT\n  text\n  EOT\nb = <<-EOT\n    x\n    EOT\n",
        "block \"x\" label {\n  inner {}\n\n  # detached\n\n  # attached\n  a = \"${b}\" // line\n}\n",
        "one { a = 1 }\nempty {}\nspaced {   }\n",
        "/* lead */ a = 1 /* trail */\n",
        "a = {\n  b = 1\n  c = { d = [for x in y : x] }\n}\n# end\n\n",
        "\tindented\t=\ttabs\n",
        "b \"x\" { # opening\n}\n",
    };
    for (const char* text : texts) {
        INFO(text);
        CHECK(parse_ok(text).to_string() == text);
    }
}

TEST_CASE("write::parse gives the parser's diagnostics and no document for bad text", "[write][document]") {
    auto parsed = hcl::write::parse("a = \nb {", "bad.hcl");
    CHECK(parsed.has_errors());
    CHECK_FALSE(parsed.document.has_value());
    CHECK(parsed.diagnostics.begin()->subject->filename.str() == "bad.hcl");
}

TEST_CASE("write::document navigates attributes and blocks", "[write][document]") {
    auto doc = parse_ok(
        "# file comment\n\n"
        "# about a\n"
        "a = 1 + 2 # sum\n"
        "resource \"aws_instance\" \"web\" {\n  ami = \"x\"\n}\n"
        "resource \"aws_instance\" \"db\" {\n}\n"
        "label_ident bare {}\n");
    auto body = doc.body();
    REQUIRE(body.attributes().size() == 1);
    auto a = *body.find_attribute("a");
    CHECK(a.name() == "a");
    CHECK(a.expression() == "1 + 2");
    CHECK(a.leading_comments() == "# about a\n");
    CHECK(a.line_comment() == "# sum");
    auto tokens = a.expression_tokens();
    REQUIRE(tokens.size() == 3);
    CHECK(tokens[1].kind == hcl::native::token_kind::plus);
    CHECK(tokens[1].text == "+");
    CHECK(tokens[1].blanks_before == " ");
    CHECK(body.blocks().size() == 3);
    CHECK(body.blocks("resource").size() == 2);
    auto web = body.find_block("resource", {"aws_instance", "web"});
    REQUIRE(web.has_value());
    CHECK(web->labels() == std::vector<std::string>{"aws_instance", "web"});
    CHECK(web->body().find_attribute("ami")->expression() == "\"x\"");
    CHECK(body.find_block("label_ident", {"bare"}).has_value());
    CHECK_FALSE(body.find_block("resource", {"aws_instance"}).has_value());
    CHECK_FALSE(body.find_attribute("ami").has_value());
    CHECK(body.items().size() == 4);
}

TEST_CASE("write: setting a value keeps everything else", "[write][document][edit]") {
    auto doc = parse_ok("a   =   1 # keep\nb=2\n");  // not canonical: nothing else moves
    doc.body().find_attribute("a")->set(hcl::value::string("x"));
    CHECK(doc.to_string() == "a   =   \"x\" # keep\nb=2\n");
    doc.body().set_attribute("b", expr("var.x + 1"));
    CHECK(doc.to_string() == "a   =   \"x\" # keep\nb=var.x + 1\n");
}

TEST_CASE("write: edits of a canonical file keep it canonical", "[write][document][edit]") {
    auto doc = parse_ok(
        "a  = 1 # one\n"
        "bb = 2 # two\n");
    doc.body().set_attribute("longer_name", hcl::value::number(std::int64_t{3}));
    CHECK(doc.to_string() ==
          "a           = 1 # one\n"
          "bb          = 2 # two\n"
          "longer_name = 3\n");
    doc.body().remove_attribute("longer_name");
    doc.body().find_attribute("bb")->set(expr("\"two\""));
    CHECK(doc.to_string() ==
          "a  = 1     # one\n"
          "bb = \"two\" # two\n");
}

TEST_CASE("write: attached comments go with their item; others stay", "[write][document][edit]") {
    const std::string text =
        "# header, detached\n"
        "\n"
        "# about a\n"
        "a = 1 # a's\n"
        "b = 2\n"
        "\n"
        "# about the block\n"
        "block {\n"
        "  # inside\n"
        "  c = 3\n"
        "}\n"
        "# trailing\n";
    auto doc = parse_ok(text);
    doc.body().remove_attribute("a");
    CHECK(doc.to_string() ==
          "# header, detached\n"
          "\n"
          "b = 2\n"
          "\n"
          "# about the block\n"
          "block {\n"
          "  # inside\n"
          "  c = 3\n"
          "}\n"
          "# trailing\n");
    doc.body().remove(*doc.body().find_block("block"));
    CHECK(doc.to_string() ==
          "# header, detached\n"
          "\n"
          "b = 2\n"
          "# trailing\n");
}

TEST_CASE("write: blocks are appended, inserted, moved and relabelled", "[write][document][edit]") {
    auto doc = parse_ok("a = 1\n\nfirst {\n  x = 1\n}\n");
    auto body = doc.body();
    auto second = body.append_block("second", {"l1", "with \"quote\""});
    second.body().set_attribute("y", hcl::value::boolean(true));
    CHECK(doc.to_string() ==
          "a = 1\n"
          "\n"
          "first {\n  x = 1\n}\n"
          "\n"
          "second \"l1\" \"with \\\"quote\\\"\" {\n  y = true\n}\n");
    CHECK(second.labels() == std::vector<std::string>{"l1", "with \"quote\""});
    body.move(second, body.items()[0]);
    CHECK(doc.to_string() ==
          "second \"l1\" \"with \\\"quote\\\"\" {\n  y = true\n}\n"
          "\n"
          "a = 1\n"
          "\n"
          "first {\n  x = 1\n}\n");
    second.set_labels({"only"});
    second.set_type("third");
    auto inserted = body.insert_block(*body.find_block("first"), "zeroth");
    CHECK(doc.to_string() ==
          "third \"only\" {\n  y = true\n}\n"
          "\n"
          "a = 1\n"
          "\n"
          "zeroth {}\n"
          "\n"
          "first {\n  x = 1\n}\n");
    CHECK(inserted.body().empty());
}

TEST_CASE("write: a one-line block opens up when an item is added", "[write][document][edit]") {
    auto doc = parse_ok("outer {\n  one { a = 1 }\n}\n");
    auto one = *doc.body().find_block("outer")->body().find_block("one");
    one.body().set_attribute("b", hcl::value::number(std::int64_t{2}));
    CHECK(doc.to_string() == "outer {\n  one {\n    a = 1\n    b = 2\n  }\n}\n");
}

TEST_CASE("write: new items follow the indentation and line breaks of their neighbours", "[write][document][edit]") {
    auto doc = parse_ok("b {\r\n    x = 1 # x\r\n}\r\n");
    doc.body().find_block("b")->body().set_attribute("yy", hcl::value::string("v"));
    CHECK(doc.to_string() == "b {\r\n    x = 1 # x\r\n    yy = \"v\"\r\n}\r\n");
}

TEST_CASE("write: a document built from nothing is canonical", "[write][document][generate]") {
    hcl::write::document doc;
    auto body = doc.body();
    body.set_attribute("name", hcl::value::string("web"));
    body.set_attribute("replicas", hcl::value::number(std::int64_t{3}));
    auto svc = body.append_block("service", {"http"});
    svc.body().set_attribute("port", hcl::value::number(std::int64_t{8080}));
    svc.body().set_attribute("path", hcl::traversal(hcl::native::parse_traversal("var.base", "t").traversal));
    svc.body().append_block("check");
    body.set_attribute("enabled", hcl::value::boolean(true));
    CHECK(doc.to_string() ==
          "name     = \"web\"\n"
          "replicas = 3\n"
          "enabled  = true\n"
          "\n"
          "service \"http\" {\n"
          "  port = 8080\n"
          "  path = var.base\n"
          "\n"
          "  check {}\n"
          "}\n");
    CHECK(hcl::write::format(doc.to_string()) == doc.to_string());
    auto reparsed = hcl::write::parse(doc.to_string());
    CHECK_FALSE(reparsed.has_errors());
}

TEST_CASE("write::expression_text accepts one expression that fits after '='", "[write][document]") {
    CHECK(hcl::write::expression_text::parse("  [1,\n 2]  ").expression->text() == "[1,\n 2]");
    CHECK(hcl::write::expression_text::parse("a +").diagnostics.has_errors());
    CHECK(hcl::write::expression_text::parse("1 +\n 2").diagnostics.has_errors());
    CHECK(hcl::write::expression_text::parse("1 # comment").diagnostics.has_errors());
    CHECK(hcl::write::expression_text::parse("").diagnostics.has_errors());
    CHECK(hcl::write::expression_text::of(hcl::value::string("${x}")).text() == "\"$${x}\"");
}

TEST_CASE("write: names that are not identifiers are refused", "[write][document][edit]") {
    auto doc = parse_ok("a = 1\nb = 2\n");
    CHECK_THROWS_AS(doc.body().set_attribute("not valid", hcl::value::number(std::int64_t{1})), std::invalid_argument);
    CHECK_THROWS_AS(doc.body().find_attribute("a")->rename("b"), std::invalid_argument);
    CHECK_THROWS_AS(doc.body().append_block("1x"), std::invalid_argument);
    doc.body().find_attribute("a")->rename("c");
    CHECK(doc.to_string() == "c = 1\nb = 2\n");
}

TEST_CASE("write: comments after the last item stay after the items they followed", "[write][document][edit]") {
    auto doc = parse_ok("a = 1\n# end\n");
    doc.body().append_block("b");
    CHECK(doc.to_string() == "a = 1\n# end\n\nb {}\n");

    auto one_line = parse_ok("b { a = 1 /* c */ }\nc { /* empty */ }\n");
    one_line.body().find_block("b")->body().set_attribute("x", hcl::value::number(std::int64_t{2}));
    one_line.body().find_block("c")->body().set_attribute("y", hcl::value::number(std::int64_t{3}));
    CHECK(one_line.to_string() == "b {\n  a = 1 /* c */\n  x = 2\n}\nc { /* empty */\n  y = 3\n}\n");
}

TEST_CASE("write: a heredoc value ends its line and aligns with its neighbours", "[write][document][generate]") {
    hcl::write::document doc;
    auto text = hcl::write::expression_text::parse("<<EOT\nhello\nEOT");
    REQUIRE(text.expression.has_value());
    doc.body().set_attribute("greeting", *text.expression);
    doc.body().set_attribute("n", hcl::value::number(std::int64_t{1}));
    CHECK(doc.to_string() == "greeting = <<EOT\nhello\nEOT\nn        = 1\n");
}

TEST_CASE("write: an item at the end of a file without a line break gets one when others follow",
          "[write][document][edit]") {
    auto doc = parse_ok("a = 1");
    doc.body().set_attribute("b", hcl::value::number(std::int64_t{2}));
    CHECK(doc.to_string() == "a = 1\nb = 2\n");

    auto commented = parse_ok("x {}\na = 1 # last");
    commented.body().move(*commented.body().find_attribute("a"), commented.body().items()[0]);
    CHECK(commented.to_string() == "a = 1 # last\nx {}\n");
    auto parsed_back = hcl::write::parse(commented.to_string());
    CHECK_FALSE(parsed_back.has_errors());
}

TEST_CASE("write: a heredoc value at the end of a file without a line break gets one", "[write][document][edit]") {
    auto doc = parse_ok("a = 1");
    auto text = hcl::write::expression_text::parse("<<EOT\nx\nEOT");
    REQUIRE(text.expression.has_value());
    doc.body().find_attribute("a")->set(*text.expression);
    CHECK(doc.to_string() == "a = <<EOT\nx\nEOT\n");
}

TEST_CASE("write: a /* */ comment over several lines is one piece", "[write][document][edit]") {
    auto doc = parse_ok("a = 1\n/* one\n   two */");
    doc.body().append_block("b");
    CHECK(doc.to_string() == "a = 1\n\nb {}\n/* one\n   two */");

    auto commented = parse_ok("/* x\n y */ a = 1\n");
    CHECK(commented.body().find_attribute("a")->leading_comments().empty());
}

TEST_CASE("write: new labels keep the comments that were between the old ones", "[write][document][edit]") {
    auto doc = parse_ok("b /* between */ \"a\" {\n}\n");
    doc.body().find_block("b", {"a"})->set_labels({"x", "y"});
    CHECK(doc.to_string() == "b \"x\" \"y\" /* between */ {\n}\n");
}
