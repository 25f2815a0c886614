// Document symbols (include/hcl/lsp/symbols.hpp).
#include "symbols_test_support.hpp"

#include <hcl/lsp/symbols.hpp>

#include "support/catch.hpp"

using namespace hcl::lsp;

namespace {

std::vector<document_symbol> symbols_of(std::string text, std::string uri = "file:///a.hcl") {
    return lsp_test::run_on(std::move(text), document_symbols, std::move(uri));
}

const document_symbol* find(const std::vector<document_symbol>& symbols, std::string_view name) {
    for (const auto& s : symbols) {
        if (s.name == name) return &s;
    }
    return nullptr;
}

}  // namespace

TEST_CASE("symbols: blocks with their labels hold their items", "[lsp][symbols]") {
    const auto symbols = symbols_of(R"(environment = "prod"
service "web" {
  image = "nginx"
  limits {
    cpu = 2
  }
}
)");
    REQUIRE(symbols.size() == 2);
    CHECK(symbols[0].name == "environment");
    CHECK(symbols[0].kind == symbol_kind::string);
    CHECK(symbols[0].detail == "string");
    CHECK(symbols[0].range == range{{0, 0}, {0, 20}});
    CHECK(symbols[0].selection_range == range{{0, 0}, {0, 11}});

    const auto& web = symbols[1];
    CHECK(web.name == "service \"web\"");
    CHECK(web.detail == "block");
    CHECK(web.kind == symbol_kind::class_);
    CHECK(web.range == range{{1, 0}, {6, 1}});
    CHECK(web.selection_range == range{{1, 0}, {1, 13}});
    REQUIRE(web.children.size() == 2);
    CHECK(web.children[0].name == "image");
    CHECK(web.children[1].name == "limits");
    CHECK(web.children[1].detail == "block");
    REQUIRE(web.children[1].children.size() == 1);
    CHECK(web.children[1].children[0].name == "cpu");
    CHECK(web.children[1].children[0].kind == symbol_kind::number);
}

TEST_CASE("symbols: labels as written", "[lsp][symbols]") {
    const auto symbols = symbols_of("resource aws_instance \"a\\\"b\" {}\nempty \"\" {}\n");
    REQUIRE(symbols.size() == 2);
    CHECK(symbols[0].name == "resource aws_instance \"a\\\"b\"");
    CHECK(symbols[1].name == "empty \"\"");
}

TEST_CASE("symbols: items keep their source order, attributes and blocks mixed", "[lsp][symbols]") {
    const auto symbols = symbols_of("b {}\na = 1\nc {}\nd = 2\n");
    REQUIRE(symbols.size() == 4);
    CHECK(symbols[0].name == "b");
    CHECK(symbols[1].name == "a");
    CHECK(symbols[2].name == "c");
    CHECK(symbols[3].name == "d");
}

TEST_CASE("symbols: an attribute's detail and kind say its value's kind", "[lsp][symbols]") {
    const auto symbols = symbols_of(R"(s = "x"
t = "a${b}"
h = <<EOT
text
EOT
n = 1.5
b = true
z = null
l = [1, 2]
o = { k = 1 }
r = var.name
f = upper("x")
c = a ? 1 : 2
e = 1 + 2
)");
    struct expected {
        const char* name;
        symbol_kind kind;
        const char* detail;
    };
    for (const auto& [name, kind, detail] : {
             expected{"s", symbol_kind::string, "string"},
             expected{"t", symbol_kind::string, "template"},
             expected{"h", symbol_kind::string, "string"},
             expected{"n", symbol_kind::number, "number"},
             expected{"b", symbol_kind::boolean, "bool"},
             expected{"z", symbol_kind::null, "null"},
             expected{"l", symbol_kind::array, "tuple"},
             expected{"o", symbol_kind::object, "object"},
             expected{"r", symbol_kind::property, "reference"},
             expected{"f", symbol_kind::property, "function call"},
             expected{"c", symbol_kind::property, "conditional"},
             expected{"e", symbol_kind::property, "expression"},
         }) {
        INFO(name);
        const auto* s = find(symbols, name);
        REQUIRE(s);
        CHECK(s->kind == kind);
        CHECK(s->detail == detail);
    }
}

TEST_CASE("symbols: an object constructor's items are the attribute's children", "[lsp][symbols]") {
    const auto symbols = symbols_of("tags = {\n  name = \"web\"\n  \"quoted key\" = 1\n  inner = { x = true }\n}\n");
    REQUIRE(symbols.size() == 1);
    const auto& tags = symbols[0].children;
    REQUIRE(tags.size() == 3);
    CHECK(tags[0].name == "name");
    CHECK(tags[0].kind == symbol_kind::string);
    CHECK(tags[0].range == range{{1, 2}, {1, 14}});
    CHECK(tags[1].name == "quoted key");
    CHECK(tags[2].name == "inner");
    REQUIRE(tags[2].children.size() == 1);
    CHECK(tags[2].children[0].name == "x");
    CHECK(tags[2].children[0].kind == symbol_kind::boolean);
}

TEST_CASE("symbols: ranges count UTF-16 units", "[lsp][symbols]") {
    const auto symbols = symbols_of("b \"é😀\" {\n  a = \"😀\"\n}\n");
    REQUIRE(symbols.size() == 1);
    CHECK(symbols[0].name == "b \"é😀\"");
    CHECK(symbols[0].selection_range == range{{0, 0}, {0, 7}});
    REQUIRE(symbols[0].children.size() == 1);
    CHECK(symbols[0].children[0].range == range{{1, 2}, {1, 10}});
}

TEST_CASE("symbols: half-typed text gives what the parser recovered", "[lsp][symbols]") {
    SECTION("an attribute without a value") {
        const auto symbols = symbols_of("a = 1\nb =\nservice \"web\" {\n  image = \"x\"\n}\n");
        CHECK(find(symbols, "a"));
        CHECK(find(symbols, "service \"web\""));
    }
    SECTION("an unclosed block") {
        const auto symbols = symbols_of("a = 1\nservice \"web\" {\n  image = \"x\"\n");
        CHECK(find(symbols, "a"));
        const auto* web = find(symbols, "service \"web\"");
        REQUIRE(web);
        CHECK(find(web->children, "image"));
        CHECK(web->range.start == position{1, 0});
    }
    SECTION("nothing but garbage, and nothing at all") {
        CHECK_NOTHROW(symbols_of("}}} = = \"\n${"));
        CHECK(symbols_of("").empty());
        CHECK(symbols_of("\n\n# only a comment\n").empty());
    }
}

TEST_CASE("symbols: the JSON syntax gives its properties as a tree", "[lsp][symbols]") {
    const auto symbols = symbols_of(R"({
  "environment": "prod",
  "service": {"web": {"image": "nginx", "ports": [80, 443]}}
})",
                                    "file:///a.json");
    REQUIRE(symbols.size() == 2);
    CHECK(symbols[0].name == "environment");
    CHECK(symbols[0].kind == symbol_kind::string);
    CHECK(symbols[0].range == range{{1, 2}, {1, 23}});
    CHECK(symbols[0].selection_range == range{{1, 2}, {1, 15}});
    const auto& service = symbols[1];
    CHECK(service.kind == symbol_kind::object);
    REQUIRE(service.children.size() == 1);
    const auto& web = service.children[0];
    CHECK(web.name == "web");
    REQUIRE(web.children.size() == 2);
    const auto& ports = web.children[1];
    CHECK(ports.kind == symbol_kind::array);
    REQUIRE(ports.children.size() == 2);
    CHECK(ports.children[1].name == "1");
    CHECK(ports.children[1].kind == symbol_kind::number);

    CHECK_NOTHROW(symbols_of("{\"a\": [1, {\"b\": ", "file:///a.json"));
    CHECK(symbols_of("", "file:///a.json").empty());
    CHECK(symbols_of("[1, 2]", "file:///a.json").size() == 2);
}

TEST_CASE("symbols: every prefix of a document (each half-typed state)", "[lsp][symbols]") {
    const std::string full = lsp_test::rich_document;
    for (std::size_t size = 0; size <= full.size(); ++size) {
        const std::string text = full.substr(0, size);
        INFO(text);
        const hcl::lsp::line_index lines(text);
        const position end = lines.at(text.size());
        auto check = [&](const auto& self, const std::vector<document_symbol>& symbols) -> void {
            for (const auto& s : symbols) {
                CHECK(s.range.start <= s.range.end);
                CHECK(s.range.end <= end);
                CHECK(s.range.start <= s.selection_range.start);
                CHECK(s.selection_range.end <= s.range.end);
                self(self, s.children);
            }
        };
        check(check, symbols_of(text));
        check(check, symbols_of(text, "file:///a.json"));  // not JSON at all: nothing breaks
    }
    const std::string json = "{\"a\": {\"b\": [1, {\"c\": \"é\"}], \"d\": null}, \"e\": true}";
    for (std::size_t size = 0; size <= json.size(); ++size) {
        INFO(json.substr(0, size));
        CHECK_NOTHROW(symbols_of(json.substr(0, size), "file:///a.json"));
    }
}
