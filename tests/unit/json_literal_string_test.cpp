// JSON strings read as templates (JSON syntax "Expressions"; reference-
// behaviour §2.4), for strings that hold no template sequence: the reader
// skips the template parse for them, and must give what the template would.
//
// Expected values were checked against the oracle (hcl v2.14.1), in full
// mode and in literal-only mode (`oracle eval [-literal] FILE.json`).
#include <hcl/eval_context.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/value_json.hpp>

#include "support/catch.hpp"

#include <string>
#include <vector>

namespace {

// `text` as a JSON string literal.
std::string quoted(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        const auto b = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (b < 0x20) {
            static const char digits[] = "0123456789abcdef";
            out += "\\u00";
            out += digits[b >> 4];
            out += digits[b & 15];
        } else {
            out += c;
        }
    }
    return out + "\"";
}

struct outcome {
    std::string json;  // the value as JSON, or "error: Summary"
    std::string type;

    bool operator==(const outcome&) const = default;
};

std::ostream& operator<<(std::ostream& os, const outcome& o) { return os << o.json << " : " << o.type; }

outcome outcome_of(const hcl::value& v, const hcl::diagnostics& diags) {
    if (diags.has_errors()) return {"error: " + diags.begin()->summary, ""};
    auto text = hcl::value_to_json(v, v.type());
    REQUIRE(text);
    return {*text, v.type().friendly_name()};
}

// The JSON string `text` evaluated in full mode (an empty context) or in
// literal-only mode.
outcome json_string(std::string_view text, bool full = true) {
    auto parsed = hcl::json::parse_expression(quoted(text), "t.json");
    INFO(parsed.diagnostics.to_string());
    REQUIRE_FALSE(parsed.diagnostics.has_errors());
    hcl::diagnostics diags;
    const hcl::eval_context ctx;
    const hcl::value v = full ? parsed.expression.evaluate(ctx, diags) : parsed.expression.evaluate(diags);
    return outcome_of(v, diags);
}

// The same text through the native template parser, which full mode uses
// for strings with a template sequence.
outcome native_template(std::string_view text) {
    auto parsed = hcl::native::parse_template(std::string(text), "t.json");
    hcl::diagnostics diags = parsed.diagnostics;
    if (diags.has_errors()) return outcome_of(hcl::value::dynamic(), diags);
    const hcl::eval_context ctx;
    const hcl::value v = parsed.expression.evaluate(ctx, diags);
    return outcome_of(v, diags);
}

std::size_t variable_count(std::string_view text) {
    auto parsed = hcl::json::parse_expression(quoted(text), "t.json");
    REQUIRE_FALSE(parsed.diagnostics.has_errors());
    return parsed.expression.variables().size();
}

}  // namespace

TEST_CASE("json 2.4: strings that almost hold a template sequence (oracle)", "[json][expression]") {
    const outcome str_ab{"\"a$b\"", "string"};
    CHECK(json_string("a$b") == str_ab);
    CHECK(json_string("a%b") == outcome{"\"a%b\"", "string"});
    CHECK(json_string("abc$") == outcome{"\"abc$\"", "string"});
    CHECK(json_string("abc%") == outcome{"\"abc%\"", "string"});
    CHECK(json_string("$$") == outcome{"\"$$\"", "string"});
    CHECK(json_string("$$$") == outcome{"\"$$$\"", "string"});
    CHECK(json_string("%%") == outcome{"\"%%\"", "string"});
    CHECK(json_string("$ {x}") == outcome{"\"$ {x}\"", "string"});
    CHECK(json_string("{$}") == outcome{"\"{$}\"", "string"});
    CHECK(json_string("~}") == outcome{"\"~}\"", "string"});
    CHECK(json_string("a}b") == outcome{"\"a}b\"", "string"});
    CHECK(json_string("a\\nb") == outcome{"\"a\\\\nb\"", "string"});  // no escapes in a template
    CHECK(json_string("a\r\nb") == outcome{"\"a\\r\\nb\"", "string"});
    CHECK(json_string(std::string("a\0b", 3)) == outcome{"\"a\\u0000b\"", "string"});
    CHECK(json_string("") == outcome{"\"\"", "string"});
    // Escaped sequences are undone in full mode only.
    CHECK(json_string("a$${x}") == outcome{"\"a${x}\"", "string"});
    CHECK(json_string("a$${x}", false) == outcome{"\"a$${x}\"", "string"});
    CHECK(json_string("a%%{x}") == outcome{"\"a%{x}\"", "string"});
    CHECK(json_string("a%%{x}", false) == outcome{"\"a%%{x}\"", "string"});
    // A sequence left open is an error in full mode only.
    CHECK(json_string("abc${") == outcome{"error: Missing expression", ""});
    CHECK(json_string("abc${", false) == outcome{"\"abc${\"", "string"});
    CHECK(json_string("abc%{") == outcome{"error: Invalid template directive", ""});
    CHECK(json_string("abc%{", false) == outcome{"\"abc%{\"", "string"});
}

TEST_CASE("json 2.4: a leading byte-order mark is dropped by the template, in full mode only (oracle)",
          "[json][expression]") {
    CHECK(json_string("\xEF\xBB\xBFx") == outcome{"\"x\"", "string"});
    CHECK(json_string("\xEF\xBB\xBFx", false) == outcome{"\"\xEF\xBB\xBFx\"", "string"});
    CHECK(json_string("a\xEF\xBB\xBF" "b") == outcome{"\"a\xEF\xBB\xBF" "b\"", "string"});
    CHECK(json_string("\xEF\xBB\xBF$${x}") == outcome{"\"${x}\"", "string"});
}

TEST_CASE("json 2.4: string values are NFC-normalised in both modes (oracle)", "[json][expression]") {
    CHECK(json_string("e\xCC\x81") == outcome{"\"\xC3\xA9\"", "string"});
    CHECK(json_string("e\xCC\x81", false) == outcome{"\"\xC3\xA9\"", "string"});
    // Object keys too: {"e\u0301": 1}.
    auto parsed = hcl::json::parse_expression("{\"e\xCC\x81\": 1}", "t.json");
    hcl::diagnostics diags;
    const hcl::eval_context ctx;
    auto v = parsed.expression.evaluate(ctx, diags);
    CHECK(outcome_of(v, diags) == outcome{"{\"\xC3\xA9\":1}", "object"});
}

TEST_CASE("json 2.4: every short string over template characters reads as the native template does",
          "[json][expression]") {
    // All strings of up to four characters from an alphabet of the
    // characters that start, escape or end template sequences.
    const std::string alphabet = "$%{}~a\\";
    std::vector<std::string> texts{""};
    for (std::size_t begin = 0, length = 1; length <= 4; ++length) {
        const std::size_t end = texts.size();
        for (std::size_t i = begin; i < end; ++i) {
            for (const char c : alphabet) texts.push_back(texts[i] + c);
        }
        begin = end;
    }
    for (const std::string extra : {"\r", "\n", "\t", "\x01", "e\xCC\x81", "\xEF\xBB\xBF", "\xEF\xBF\xBD", "\xF0\x9F\x98\x80"}) {
        texts.push_back(extra);
        texts.push_back("$" + std::string(extra) + "{");
        texts.push_back(std::string(extra) + "${a}");
        texts.push_back("x" + std::string(extra) + "%%{");
    }
    for (const auto& text : texts) {
        INFO(quoted(text));
        REQUIRE(json_string(text) == native_template(text));
    }
}

TEST_CASE("json 2.4: strings without a sequence have no variables", "[json][expression]") {
    CHECK(variable_count("a$b {c} %d") == 0);
    CHECK(variable_count("$${a}") == 0);
    CHECK(variable_count("${a}") == 1);
    CHECK(variable_count("%{if a}x%{endif}") == 1);
    CHECK(variable_count("x $${b} ${a}") == 1);
}
