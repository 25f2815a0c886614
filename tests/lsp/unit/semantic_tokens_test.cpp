// Semantic tokens (include/hcl/lsp/symbols.hpp).
#include "symbols_test_support.hpp"

#include <hcl/lsp/symbols.hpp>

#include "support/catch.hpp"

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

using namespace hcl::lsp;

namespace {

using type = semantic_token_type;

std::vector<semantic_token> tokens_of(const std::string& text, std::string uri = "file:///a.hcl") {
    return lsp_test::run_on(text, semantic_tokens, std::move(uri));
}

// Each token as "text:legend name", its text found through its UTF-16
// position, for readable expectations.
std::vector<std::string> described(const std::string& text, std::string uri = "file:///a.hcl") {
    const auto tokens = tokens_of(text, std::move(uri));
    const line_index lines(text);
    std::vector<std::string> out;
    for (const auto& t : tokens) {
        const auto begin = lines.offset({t.line, t.character});
        const auto end = lines.offset({t.line, t.character + t.length});
        REQUIRE(begin);
        REQUIRE(end);
        out.push_back(text.substr(*begin, *end - *begin) + ":" +
                      semantic_token_types().at(static_cast<std::size_t>(t.type)));
    }
    return out;
}

bool contains(const std::vector<std::string>& described, const std::string& item) {
    return std::find(described.begin(), described.end(), item) != described.end();
}

// Sorted, not overlapping, each on one line within it.
void check_well_formed(const std::string& text, const std::vector<semantic_token>& tokens) {
    const line_index lines(text);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const auto& t = tokens[i];
        CHECK(t.length > 0);
        REQUIRE(t.line < lines.line_count());
        CHECK(lines.offset({t.line, t.character + t.length}).has_value());
        if (i > 0) {
            const auto& p = tokens[i - 1];
            CHECK((p.line < t.line || (p.line == t.line && p.character + p.length <= t.character)));
        }
    }
}

}  // namespace

TEST_CASE("semantic tokens: the legend uses the protocol's standard names", "[lsp][semantic_tokens]") {
    const auto& names = semantic_token_types();
    REQUIRE(names.size() == static_cast<std::size_t>(type::type) + 1);
    CHECK(names[static_cast<std::size_t>(type::block_type)] == "namespace");
    CHECK(names[static_cast<std::size_t>(type::label)] == "enumMember");
    CHECK(names[static_cast<std::size_t>(type::attribute)] == "property");
    CHECK(names[static_cast<std::size_t>(type::interpolation)] == "macro");
    CHECK(names[static_cast<std::size_t>(type::operator_)] == "operator");
    CHECK(names[static_cast<std::size_t>(type::parameter)] == "parameter");
    const std::vector<std::string> standard{
        "namespace", "type",     "class",   "enum",    "interface", "struct", "typeParameter", "parameter",
        "variable",  "property", "enumMember", "event", "function", "method", "macro",         "keyword",
        "modifier",  "comment",  "string",  "number",  "regexp",    "operator", "decorator"};
    for (const auto& n : names) {
        INFO(n);
        CHECK(std::find(standard.begin(), standard.end(), n) != standard.end());
    }
    CHECK(semantic_token_modifiers() == std::vector<std::string>{"declaration", "defaultLibrary"});
}

TEST_CASE("semantic tokens: blocks, labels, attributes, values", "[lsp][semantic_tokens]") {
    const std::string text = "service \"web\" {\n  image = \"nginx\" # the image\n  replicas = 2\n}\n";
    const auto d = described(text);
    CHECK(d == std::vector<std::string>{"service:namespace", "\"web\":enumMember", "image:property", "=:operator",
                                        "\"nginx\":string", "# the image:comment", "replicas:property", "=:operator",
                                        "2:number"});
    const auto tokens = tokens_of(text);
    REQUIRE(tokens.size() == 9);
    CHECK(tokens[2] == semantic_token{1, 2, 5, type::attribute, 1});  // a declaration
    CHECK(tokens[0].modifiers == 0);
}

TEST_CASE("semantic tokens: variables, steps, functions, keywords, operators", "[lsp][semantic_tokens]") {
    const auto d = described("a = upper(var.name) == null ? -1 : !true && local.x[0].y\n"
                             "b = provider::aws::arn(1...)\n"
                             "c = nothing(1)\n");
    for (const char* item : {"upper:function", "var:variable", "name:property", "==:operator", "null:keyword",
                             "?:operator", "-:operator", "1:number", "!:operator", "true:keyword", "&&:operator",
                             "local:variable", "x:property", "y:property", "provider::aws::arn:function",
                             "...:operator", "nothing:function"}) {
        INFO(item);
        CHECK(contains(d, item));
    }
    // Object keys: names bare or quoted; a computed key is its expression.
    const auto keys = described("o = { a = 1, \"b c\" = 2, (k) = 3, \"${k}\" = 4 }\n");
    for (const char* item : {"a:property", "\"b c\":property", "k:variable", "\":string"}) {
        INFO(item);
        CHECK(contains(keys, item));
    }

    const auto tokens = tokens_of("a = upper(x)\nb = nothing(x)\n");
    // A function of the workspace's table (the standard library) is a
    // default library function; an unknown one is not.
    CHECK(tokens[2].type == type::function);
    CHECK(tokens[2].modifiers == 2);
    CHECK(tokens[6].type == type::function);
    CHECK(tokens[6].modifiers == 0);
}

TEST_CASE("semantic tokens: templates and heredocs", "[lsp][semantic_tokens]") {
    const std::string text = "a = \"x ${b} %{ if c }y%{ else }z%{ endif }\"\nh = <<-EOT\n  one ${d}\n  two\n  EOT\n";
    const auto d = described(text);
    CHECK(d == std::vector<std::string>{"a:property", "=:operator", "\"x :string", "${:macro", "b:variable", "}:macro",
                                        " :string", "%{:macro", "if:keyword", "c:variable", "}:macro", "y:string",
                                        "%{:macro", "else:keyword", "}:macro", "z:string", "%{:macro", "endif:keyword",
                                        "}:macro", "\":string", "h:property", "=:operator", "<<-EOT:string",
                                        "  one :string", "${:macro", "d:variable", "}:macro", "  two:string",
                                        "EOT:string"});
    check_well_formed(text, tokens_of(text));
}

TEST_CASE("semantic tokens: for expressions and their iterators", "[lsp][semantic_tokens]") {
    const std::string text = "a = [for k, v in var.m : upper(v) if k != \"\"]\n"
                             "b = \"%{ for x in xs }${x}%{ endfor }\"\n"
                             "c = v\n";
    const auto d = described(text);
    for (const char* item : {"for:keyword", "k:parameter", "v:parameter", "in:keyword", "var:variable",
                             "::operator", "if:keyword", "!=:operator", "x:parameter", "xs:variable", "endfor:keyword",
                             "c:property"}) {
        INFO(item);
        CHECK(contains(d, item));
    }
    // Outside the for expression, `v` is a variable again.
    CHECK(d.back() == "v:variable");
    const auto tokens = tokens_of(text);
    CHECK(tokens[3] == semantic_token{0, 9, 1, type::parameter, 1});  // `k` declared
}

TEST_CASE("semantic tokens: a dynamic block's iterator", "[lsp][semantic_tokens]") {
    const auto d = described("dynamic \"setting\" {\n  for_each = var.s\n  content {\n    name = setting.key\n  }\n}\n"
                             "dynamic \"x\" {\n  iterator = it\n  content { v = it.value }\n}\n");
    CHECK(contains(d, "setting:parameter"));
    CHECK(contains(d, "it:parameter"));
    CHECK(contains(d, "var:variable"));
}

TEST_CASE("semantic tokens: type expressions", "[lsp][semantic_tokens]") {
    const auto d = described("variable \"x\" {\n  type = list(object({ name = string, n = optional(number) }))\n"
                             "  default = string\n}\n");
    for (const char* item : {"list:type", "object:type", "name:property", "string:type", "optional:type",
                             "number:type", "string:variable"}) {
        INFO(item);
        CHECK(contains(d, item));
    }
}

TEST_CASE("semantic tokens: one token per line of a multi-line comment or heredoc", "[lsp][semantic_tokens]") {
    const std::string text = "/* one\n   twö\r\n*/ a = 1\n";
    const auto tokens = tokens_of(text);
    check_well_formed(text, tokens);
    REQUIRE(tokens.size() >= 3);
    CHECK(tokens[0] == semantic_token{0, 0, 6, type::comment, 0});
    CHECK(tokens[1] == semantic_token{1, 0, 6, type::comment, 0});
    CHECK(tokens[2] == semantic_token{2, 0, 2, type::comment, 0});

    const std::string heredoc = "h = <<EOT\r\nfirst ü\r\n\r\nEOT\r\n";
    const auto d = described(heredoc);
    CHECK(d == std::vector<std::string>{"h:property", "=:operator", "<<EOT:string", "first ü:string", "EOT:string"});
    check_well_formed(heredoc, tokens_of(heredoc));
}

TEST_CASE("semantic tokens: positions and lengths count UTF-16 units", "[lsp][semantic_tokens]") {
    const std::string text = "a = \"😀é\" # ü😀\r\nb = 1\rc = 2\n";
    const auto tokens = tokens_of(text);
    check_well_formed(text, tokens);
    CHECK(tokens[2] == semantic_token{0, 4, 5, type::string, 0});  // quotes, two units, one unit
    CHECK(tokens[3] == semantic_token{0, 10, 5, type::comment, 0});
    // A lone "\r" ends a line as the protocol says (the lexer calls it
    // invalid; what follows still has its place).
    CHECK(tokens[4].line == 1);
    const auto last = tokens.back();
    CHECK(last.line == 2);
    CHECK(last.character == 4);
}

TEST_CASE("semantic tokens: the protocol's relative encoding", "[lsp][semantic_tokens]") {
    const std::vector<semantic_token> tokens{{0, 2, 3, type::attribute, 1}, {0, 8, 1, type::number, 0},
                                             {3, 4, 2, type::comment, 0}};
    CHECK(encode(tokens) == std::vector<std::uint32_t>{0, 2, 3, 2, 1, 0, 6, 1, 6, 0, 3, 4, 2, 8, 0});
    CHECK(encode({}).empty());
}

TEST_CASE("semantic tokens: half-typed and broken text", "[lsp][semantic_tokens]") {
    for (const std::string text : {"a = \n", "service \"web\" {\n  image = \"x\n", "a = foo.\n", "x = [for",
                                   "a = \"${\"", "b = <<EOT\nnot closed", "}}} = = \"\n${", "", "\xff\xfe = 1"}) {
        INFO(text);
        std::vector<semantic_token> tokens;
        CHECK_NOTHROW(tokens = tokens_of(text));
        check_well_formed(text, tokens);
    }
    const auto d = described("service \"web\" {\n  image = var.\n}\n");
    CHECK(contains(d, "service:namespace"));
    CHECK(contains(d, "image:property"));
    CHECK(contains(d, "var:variable"));
    CHECK(tokens_of("{\"a\": 1}", "file:///a.json").empty());
}

TEST_CASE("semantic tokens: a 1 MB document", "[.lsp_speed]") {
    std::string text;
    for (int i = 0; text.size() < (1u << 20); ++i) {
        text += "service \"s" + std::to_string(i) + "\" {\n  # ünïcode comment\n  image = \"nginx:${var.v}\"\n"
                "  ports = [for p in var.ports : p + 1]\n  name = upper(local.name)\n}\n";
    }
    workspace ws;
    auto& doc = ws.open("file:///big.hcl", text);
    (void)semantic_tokens(ws, doc);  // the analysis (parse, lex) is the document's, made once
    std::vector<semantic_token> tokens;
    std::vector<double> times;
    for (int run = 0; run < 11; ++run) {
        const auto start = std::chrono::steady_clock::now();
        tokens = semantic_tokens(ws, doc);
        times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(times.begin(), times.end());
    WARN("1 MB: " << tokens.size() << " tokens; of 11 runs, best " << times.front() << " ms, median " << times[5]
                  << " ms, worst " << times.back() << " ms");
    check_well_formed(text, tokens);
}

TEST_CASE("semantic tokens: every prefix of a document (each half-typed state)", "[lsp][semantic_tokens]") {
    const std::string full = lsp_test::rich_document;
    for (std::size_t size = 0; size <= full.size(); ++size) {
        const std::string text = full.substr(0, size);
        INFO(text);
        check_well_formed(text, tokens_of(text));
    }
}
