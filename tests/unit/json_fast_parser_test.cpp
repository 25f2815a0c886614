// The fast parser for well-formed JSON (src/json/fast_parser.hpp) against
// the diagnosing parser (reference-behaviour §2.2): wherever the diagnosing
// parser reports nothing, the fast one must build the very same tree, and
// wherever it reports something, the fast one must give up (so that the
// diagnostics are produced). Also the word-at-a-time byte scans both rely on,
// against byte-at-a-time versions, at every offset within a word.
#include "json/ast.hpp"
#include "json/bytes.hpp"
#include "json/fast_parser.hpp"
#include "json/parser.hpp"
#include "json/scanner.hpp"
#include "json/tree_dump.hpp"

#include <hcl/json/parse.hpp>

#include "support/catch.hpp"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace hcl::json::detail;

std::string dump(const node* n) { return dump_tree(*n); }

// The text with bytes outside printable ASCII escaped, for test output.
std::string printable(std::string_view text) {
    static const char digits[] = "0123456789abcdef";
    std::string out;
    for (const char c : text) {
        const auto b = static_cast<unsigned char>(c);
        if (b >= 0x20 && b < 0x7f && b != '\\') {
            out += c;
        } else {
            out += "\\x";
            out += digits[b >> 4];
            out += digits[b & 15];
        }
    }
    return out;
}

// Parses `text` with both parsers and checks that they agree; returns
// whether the fast parser read it.
bool check_parsers_agree(const std::string& text, std::size_t max_depth = 1000) {
    INFO("input: " << printable(text));
    auto fast_file = std::make_shared<json_file>(text, "t.json");
    const node* fast = parse_well_formed(*fast_file, max_depth);

    auto slow_file = std::make_shared<json_file>(text, "t.json");
    hcl::json::parse_options options;
    options.max_nesting_depth = max_depth;
    hcl::diagnostics diags;
    const node* slow = parse_value_text_diagnosing(*slow_file, options, diags);
    INFO("diagnostics: " << diags.to_string());
    if (fast == nullptr) {
        CHECK(diags.has_errors());
        return false;
    }
    CHECK_FALSE(diags.has_errors());
    CHECK(dump(fast) == dump(slow));
    return true;
}

// Byte-at-a-time versions of the scans under test.
std::size_t simple_string_length(std::string_view t, bool& plain) {
    bool escaping = false;
    bool special = false;
    for (std::size_t i = 1; i < t.size(); ++i) {
        const auto b = static_cast<unsigned char>(t[i]);
        if (b < 0x20) {
            plain = false;
            return i;
        }
        if (escaping) {
            escaping = false;
        } else if (b == '\\') {
            escaping = special = true;
        } else if (b == '"') {
            plain = !special;
            return i + 1;
        } else if (b >= 0x80) {
            special = true;
        }
    }
    plain = false;
    return t.size();
}

const char* simple_skip_whitespace(const char* p, const char* end) {
    while (p != end && (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')) ++p;
    return p;
}

// Bytes that end a run of plain string content, or sit next to one.
const std::vector<std::string> string_specials = {
    "\\\"", "\\\\", "\\n", "\\u00e9", "\\ud83d\\ude00", "\\ud83d", "\\x", "\\", "\x01", "\x1f", "\t",
    "\x7f", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\xff", "\xc3", "\xe2\x82", "\x80", "\"", "",
};

}  // namespace

TEST_CASE("json 2.2: string scanning finds the end at every offset within a word", "[json][scanner]") {
    for (const auto& special : string_specials) {
        for (std::size_t before = 0; before <= 17; ++before) {
            for (std::size_t after = 0; after <= 9; ++after) {
                for (const char* tail : {"\"", "\"  ]", ""}) {
                    const std::string text =
                        "\"" + std::string(before, 'a') + special + std::string(after, 'b') + tail;
                    INFO(printable(text));
                    bool plain = false;
                    bool expected_plain = false;
                    const std::size_t n = string_length(text, plain);
                    CHECK(n == simple_string_length(text, expected_plain));
                    CHECK(plain == expected_plain);
                }
            }
        }
    }
}

TEST_CASE("json 2.2: whitespace skipping stops at the first other byte at every offset", "[json][scanner]") {
    for (const char* ws : {" ", "\n", "\t", "\r", "\r\n"}) {
        for (std::size_t spaces = 0; spaces <= 20; ++spaces) {
            for (std::size_t more = 0; more <= 10; ++more) {
                for (const char* next : {"\"", "\x0c", "\x0b", "\x00", "x", ""}) {
                    std::string text = std::string(spaces, ' ') + ws + std::string(more, ' ');
                    text += std::string_view(next, *next ? 1 : 0);
                    text += "   ";  // beyond the end given to the scan
                    const char* end = text.data() + text.size() - 3;
                    INFO(printable(text));
                    CHECK(skip_json_whitespace(text.data(), end) == simple_skip_whitespace(text.data(), end));
                }
            }
        }
    }
}

TEST_CASE("json 2.2: the fast parser agrees on strings with special bytes anywhere in a word", "[json][parser]") {
    for (const auto& special : string_specials) {
        for (std::size_t before = 0; before <= 17; ++before) {
            for (std::size_t after = 0; after <= 9; ++after) {
                const std::string s = "\"" + std::string(before, 'a') + special + std::string(after, 'b') + "\"";
                check_parsers_agree(s);           // ends with the input
                check_parsers_agree("[" + s + "]");
                check_parsers_agree("{" + s + ": " + s + "}");
                check_parsers_agree("{" + s + ":1}  ");
                // Unterminated, at the end of the input.
                check_parsers_agree("[" + s.substr(0, s.size() - 1));
            }
        }
    }
}

TEST_CASE("json 2.2: the fast parser agrees on numbers and keywords", "[json][parser]") {
    const std::vector<std::string> tokens = {
        "0", "-0", "1", "12345678", "123456789012345678901234567890", "-1.5", "0.5e10", "1E+5", "2e-3",
        "1.0e0", "01", "-", "+1", ".5", "1.", "1e", "1e+", "1.5.5", "--1", "1-", "0x10", "1e5e5", "-01",
        "true", "false", "null", "True", "nul", "null_", "truex", "e5", "E5", "NaN", "Infinity", "undefined",
        "t", "f", "n", "_", "tru", "fals",
    };
    for (const auto& t : tokens) {
        check_parsers_agree(t);
        check_parsers_agree("[" + t + "]");
        check_parsers_agree("[" + t + " ,1]");
        check_parsers_agree("{\"k\":" + t + "}");
        check_parsers_agree("{\"k\": " + t);
        check_parsers_agree("[" + t + "x]");
        check_parsers_agree(t + "\n");
    }
}

TEST_CASE("json 2.2: the fast parser agrees on structure, whitespace and trailing data", "[json][parser]") {
    const std::vector<std::string> texts = {
        "", " ", "{}", "[]", "{ }", "[ ]", "{\"a\":1,}", "[1,]", "[,1]", "{,}", "{\"a\"}", "{\"a\" 1}",
        "{\"a\"=1}", "{1:2}", "{\"a\":1 \"b\":2}", "[1 2]", "[1:2]", "{\"a\":1]", "[1}", "{", "[", "}", "]",
        "{\"a\":[1,{\"b\":[]}],\"c\":{}}", "{} ", "{} {}", "{}x", "[]\x00", "{\"a\":\x00}", "\x00",
        "\t\r\n {\"a\" \t:\r\n 1 \n}\r\n", "{\"a\":1,\"a\":2}", "[1,\"a\",true,null,{},[]]", "\xef\xbb\xbf{}",
        "{\"a\":\x0c 1}", "[\"a\"\"b\"]", "\"\"", "[\"\"]", "{\"\":\"\"}", "[\"a\\\"]", "[\"\\u12\"]",
    };
    for (const auto& t : texts) check_parsers_agree(t);
    for (std::size_t spaces = 0; spaces <= 17; ++spaces) {
        const std::string ws(spaces, ' ');
        check_parsers_agree(ws + "{" + ws + "\"a\"" + ws + ":" + ws + "[" + ws + "1" + ws + "," + ws + "2" + ws +
                            "]" + ws + "}" + ws);
        check_parsers_agree("{\n" + ws + "\"a\": 1,\n" + ws + "\t\"b\": 2\n}");
    }
}

TEST_CASE("json 2.2: the fast parser gives up past the nesting limit", "[json][parser]") {
    for (std::size_t limit = 1; limit <= 4; ++limit) {
        for (std::size_t depth = 1; depth <= 5; ++depth) {
            const std::string arrays = std::string(depth, '[') + std::string(depth, ']');
            CHECK(check_parsers_agree(arrays, limit) == (depth <= limit));
            std::string objects;
            for (std::size_t i = 0; i < depth; ++i) objects += "{\"a\":";
            objects += "1" + std::string(depth, '}');
            CHECK(check_parsers_agree(objects, limit) == (depth <= limit));
        }
    }
}

TEST_CASE("json 2.2: the fast parser agrees on the conformance corpus", "[json][parser]") {
    std::size_t files = 0;
    for (const char* dir : {"cases", "invalid"}) {
        const auto path = std::filesystem::path(HCLCPP_TEST_DATA_DIR) / ".." / "conformance" / "json" / dir;
        for (const auto& entry : std::filesystem::directory_iterator(path)) {
            if (entry.path().extension() != ".json") continue;
            std::ifstream in(entry.path(), std::ios::binary);
            std::ostringstream text;
            text << in.rdbuf();
            INFO(entry.path().string());
            check_parsers_agree(text.str());
            ++files;
        }
    }
    CHECK(files > 50);
}

TEST_CASE("json 2.2: the fast parser agrees on random documents, whole and damaged", "[json][parser]") {
    std::mt19937 rng(20261122);
    auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
    const std::vector<std::string> spaces = {"", "", " ", "\n  ", "\t", "\r\n", "        ", "\n                 "};
    const std::vector<std::string> scalars = {
        "0", "-12", "3.25", "1e9", "-0.0E-7", "true", "false", "null", "\"\"", "\"text\"",
        "\"a long string of plain text!\"", "\"\\\"quoted\\\" \\\\ \\/ \\b\\f\\n\\r\\t\"", "\"\\u00e9\\uD83D\\uDE00\"",
        "\"caf\xc3\xa9\"", "\"bad \xff byte\"", "\"${upper(\\\"a\\\")}\"",
    };
    std::function<std::string(int)> value = [&](int depth) -> std::string {
        const std::size_t choice = depth > 4 ? 2 + pick(3) : pick(5);
        auto ws = [&] { return spaces[pick(spaces.size())]; };
        if (choice == 0) {
            std::string out = "{" + ws();
            const std::size_t n = pick(5);
            for (std::size_t i = 0; i < n; ++i) {
                if (i) out += "," + ws();
                out += scalars[9 + pick(scalars.size() - 9)] + ws() + ":" + ws() + value(depth + 1) + ws();
            }
            return out + "}";
        }
        if (choice == 1) {
            std::string out = "[" + ws();
            const std::size_t n = pick(5);
            for (std::size_t i = 0; i < n; ++i) out += (i ? "," + ws() : "") + value(depth + 1) + ws();
            return out + "]";
        }
        return scalars[pick(scalars.size())];
    };
    const std::string damage = "{}[]:,\" \\\x01\xff\x80tfn0-.e+";
    std::size_t fast = 0;
    for (int round = 0; round < 3000; ++round) {
        std::string text = spaces[pick(spaces.size())] + value(0) + spaces[pick(spaces.size())];
        const std::size_t edits = round % 3 == 0 ? 0 : pick(3);
        for (std::size_t e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = pick(text.size());
            switch (pick(3)) {
            case 0: text.erase(at, 1); break;
            case 1: text.insert(at, 1, damage[pick(damage.size())]); break;
            default: text[at] = damage[pick(damage.size())]; break;
            }
        }
        if (check_parsers_agree(text)) ++fast;
    }
    // Both outcomes were exercised.
    CHECK(fast > 1000);
    CHECK(fast < 3000);
}

TEST_CASE("json 2.2: a malformed file is still reported after the fast parser gives up", "[json][parser]") {
    // The abandoned tree is discarded and the diagnosing parser runs.
    auto parsed = hcl::json::parse("{\n  \"a\": [1, 2,\n  \"b\": 3\n}", "t.json");
    REQUIRE(parsed.has_errors());
    auto ok = hcl::json::parse("{\n  \"a\": [1, 2],\n  \"b\": \"\\u00e9\"\n}", "t.json");
    REQUIRE_FALSE(ok.has_errors());
    hcl::diagnostics diags;
    const auto attrs = ok.file->body().just_attributes(diags);
    CHECK(attrs.size() == 2);
    CHECK(attrs.at("b").expression.evaluate(diags).as_string() == "\xc3\xa9");
    CHECK(attrs.at("b").expression.range().start.line == 3);
    CHECK(attrs.at("b").expression.range().start.column == 8);
}
