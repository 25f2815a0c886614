// Tests for <hcl/value_json.hpp>: the standard JSON encoding of types and
// values.
//
// Oracle data: tests/data/values/json_values.* (scripts/gen-value-cases.py):
// for every attribute the oracle printed {"value": V, "type": T}; decoding V
// with T and encoding again must give V byte for byte (Go's escaping and
// exact number text included).
#include <hcl/operations.hpp>
#include <hcl/value_json.hpp>

#include "support/catch.hpp"
#include <nlohmann/json.hpp>

#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using hcl::type;
using hcl::value;

namespace {

std::string read_text(const std::string& relative) {
    std::ifstream in(std::string(HCLCPP_TEST_DATA_DIR) + "/" + relative, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

value num(std::string_view text) { return value::number(*hcl::number::parse(text)); }

std::string encode(const value& v) {
    auto r = hcl::value_to_json(v);
    REQUIRE(r.has_value());
    return *r;
}

}  // namespace

TEST_CASE("encoding reproduces the reference's JSON for every oracle value [ref:8.5]") {
    const auto expected = nlohmann::json::parse(read_text("values/json_values.expected.json"));
    std::size_t checked = 0;
    for (const auto& [name, want] : expected.items()) {
        INFO(name);
        if (want.contains("errors")) continue;  // infinity, checked below
        const std::string type_text = want["type"];
        const std::string value_text = want["value"];
        auto t = hcl::type_from_json(type_text);
        REQUIRE(t.has_value());
        CHECK(hcl::type_to_json(*t) == type_text);
        auto v = hcl::value_from_json(value_text, *t);
        REQUIRE(v.has_value());
        CHECK(v->type() == *t);
        CHECK(encode(*v) == value_text);
        ++checked;
    }
    CHECK(checked >= 35);
    CHECK(expected["infinity"]["errors"][0] == "marshal: cannot serialize infinity as JSON");
    const auto inf = hcl::value_to_json(value::number(hcl::number::infinity()));
    REQUIRE_FALSE(inf.has_value());
    CHECK(inf.error().message == "cannot serialize infinity as JSON");
}

TEST_CASE("variables load with the types JSON implies, like the oracle's [ref:8.5]") {
    // The oracle evaluates `from_vars_X = var_X`; loading the same file must
    // give the same values and types.
    const auto expected = nlohmann::json::parse(read_text("values/json_values.expected.json"));
    auto vars = hcl::value_from_json(read_text("values/json_values.vars.json"));
    REQUIRE(vars.has_value());
    REQUIRE(vars->type().is_object());
    for (const auto& [name, v] : vars->attributes()) {
        INFO(name);
        const auto& want = expected.at("from_" + name.substr(0, 3) + "s" + name.substr(3));
        CHECK(hcl::type_to_json(v.type()) == want["type"].get<std::string>());
        CHECK(encode(v) == want["value"].get<std::string>());
    }
}

TEST_CASE("type JSON forms [ref:8.1] [ref:8.5]") {
    CHECK(hcl::type_to_json(type::string()) == "\"string\"");
    CHECK(hcl::type_to_json(type::dynamic()) == "\"dynamic\"");
    CHECK(hcl::type_to_json(type::list(type::map(type::boolean()))) == "[\"list\",[\"map\",\"bool\"]]");
    CHECK(hcl::type_to_json(type::tuple({})) == "[\"tuple\",[]]");
    CHECK(hcl::type_to_json(type::object({})) == "[\"object\",{}]");
    const auto with_optional =
        type::object({{"b", type::number()}, {"a", type::string()}, {"c", type::set(type::dynamic())}}, {"c", "a"});
    const std::string text = R"(["object",{"a":"string","b":"number","c":["set","dynamic"]},["a","c"]])";
    CHECK(hcl::type_to_json(with_optional) == text);
    auto parsed = hcl::type_from_json(text);
    REQUIRE(parsed.has_value());
    CHECK(*parsed == with_optional);
    CHECK(parsed->attribute_optional("c"));
    for (const char* bad : {"\"str\"", "[\"list\"]", "[\"object\",[]]", "[\"tuple\",{}]", "42", "[\"object\",{},[\"x\"]]",
                            "[\"list\",\"string\",\"number\"]", "", "\"string\" 1"}) {
        INFO(bad);
        CHECK_FALSE(hcl::type_from_json(bad).has_value());
    }
    CHECK(hcl::type_to_json(type::capsule("thing")) == "null");
}

TEST_CASE("numbers keep their exact text both ways [ref:8.5] [ref:8.6]") {
    const std::string big = "123456789012345678901234567890123456789";
    auto v = hcl::value_from_json(big, type::number());
    REQUIRE(v.has_value());
    CHECK(encode(*v) == big);
    CHECK(encode(*hcl::value_from_json("1e30", type::number())) == "1000000000000000000000000000000");
    CHECK(encode(*hcl::value_from_json("0.1", type::number())) == "0.1");
    CHECK(encode(*hcl::value_from_json("1.5e-7", type::number())) == "0.00000015");
    CHECK(encode(*hcl::value_from_json("-0.30000000000000000000001", type::number())) == "-0.30000000000000000000001");
    CHECK(encode(*hcl::value_from_json("18446744073709551617", type::number())) == "18446744073709551617");
    // Numbers may also come as strings, as the reference accepts.
    CHECK(*hcl::value_from_json("\"12.5\"", type::number()) == num("12.5"));
    CHECK_FALSE(hcl::value_from_json("\"twelve\"", type::number()).has_value());
}

TEST_CASE("type-guided decoding of primitives [ref:8.5]") {
    CHECK(*hcl::value_from_json("\"true\"", type::boolean()) == value::boolean(true));
    CHECK(*hcl::value_from_json("\"0\"", type::boolean()) == value::boolean(false));
    CHECK(hcl::value_from_json("\"True\"", type::boolean()).error().message ==
          "a bool is required; to convert from string, use lowercase \"true\"");
    CHECK_FALSE(hcl::value_from_json("1", type::boolean()).has_value());
    CHECK(*hcl::value_from_json("1e3", type::string()) == value::string("1e3"));  // the number's text
    CHECK(*hcl::value_from_json("false", type::string()) == value::string("false"));
    CHECK(*hcl::value_from_json("\"cafe\\u0301\"", type::string()) == value::string("caf\xC3\xA9"));  // NFC
    CHECK(*hcl::value_from_json("null", type::list(type::string())) == value::null(type::list(type::string())));
    CHECK_FALSE(hcl::value_from_json("[1]", type::string()).has_value());
}

TEST_CASE("type-guided decoding of collections and structures [ref:8.5]") {
    const auto t = type::object({{"a", type::list(type::number())}, {"b", type::map(type::string())}, {"c", type::boolean()}});
    auto v = hcl::value_from_json(R"({"b": {"y": "2", "x": "1"}, "a": [3, 1]})", t);
    REQUIRE(v.has_value());
    CHECK(v->type() == t);
    CHECK(*v->find("c") == value::null(type::boolean()));  // missing attributes are null
    CHECK(encode(*v) == R"({"a":[3,1],"b":{"x":"1","y":"2"},"c":null})");
    auto extra = hcl::value_from_json(R"({"z": 1})", t);
    REQUIRE_FALSE(extra.has_value());
    CHECK(extra.error().message == "unsupported attribute \"z\"");
    auto deep = hcl::value_from_json(R"({"a": [1, "x"]})", t);
    REQUIRE_FALSE(deep.has_value());
    CHECK(deep.error().to_string() == ".a[1]: a number is required");
    const auto tuple = type::tuple({type::string(), type::number()});
    CHECK(hcl::value_from_json(R"(["a", 1, 2])", tuple).error().message == "too many tuple elements (need 2)");
    CHECK(hcl::value_from_json(R"(["a"])", tuple).error().message == "not enough tuple elements (need 2)");
    CHECK(*hcl::value_from_json("[]", type::list(type::string())) == value::list_empty(type::string()));
    auto set = hcl::value_from_json(R"(["b", "a", "b"])", type::set(type::string()));
    REQUIRE(set.has_value());
    CHECK(encode(*set) == R"(["a","b"])");
    // A repeated key keeps the last value, as in the reference.
    CHECK(*hcl::value_from_json(R"({"k": "1", "k": "2"})", type::map(type::string())) ==
          value::map({{"k", value::string("2")}}));
}

TEST_CASE("dynamic positions use the value/type wrapper [ref:8.5]") {
    const auto t = type::list(type::dynamic());
    const auto v = value::list({value::number(1), value::number(2)});
    auto text = hcl::value_to_json(v, t);
    REQUIRE(text.has_value());
    CHECK(*text == R"([{"value":1,"type":"number"},{"value":2,"type":"number"}])");
    auto back = hcl::value_from_json(*text, t);
    REQUIRE(back.has_value());
    CHECK(*back == v);
    CHECK(*hcl::value_to_json(value::object({{"a", value::string("x")}}), type::dynamic()) ==
          R"({"value":{"a":"x"},"type":["object",{"a":"string"}]})");
    CHECK(*hcl::value_to_json(value(), type::dynamic()) == "null");
    CHECK(*hcl::value_from_json("null", type::dynamic()) == value());
    CHECK(hcl::value_from_json(R"({"value": 1})", type::dynamic()).error().message ==
          "missing type in dynamically-typed value");
    CHECK(hcl::value_from_json(R"({"type": "number"})", type::dynamic()).error().message ==
          "missing value in dynamically-typed value");
    CHECK_FALSE(hcl::value_from_json(R"({"type": "number", "value": 1, "x": 2})", type::dynamic()).has_value());
    // Elements of one list must end up with one type.
    CHECK_FALSE(hcl::value_from_json(R"([{"value":1,"type":"number"},{"value":"a","type":"string"}])", t).has_value());
    CHECK_FALSE(hcl::value_to_json(value::number(1), type::string()).has_value());
}

TEST_CASE("values JSON cannot hold fail with the reference's messages [ref:8.5]") {
    auto unknown = hcl::value_to_json(value::list({value::unknown(type::string())}));
    REQUIRE_FALSE(unknown.has_value());
    CHECK(unknown.error().message == "value is not known");
    CHECK(unknown.error().to_string() == "[0]: value is not known");
    auto inf = hcl::value_to_json(value::object({{"n", value::number(hcl::number::infinity(true))}}));
    REQUIRE_FALSE(inf.has_value());
    CHECK(inf.error().to_string() == ".n: cannot serialize infinity as JSON");
}

TEST_CASE("write_json streams the text value_to_json makes, and nothing on failure [ref:8.5]") {
    const auto same_text = [](const value& v, const type& t, const hcl::json_options& options = {}) {
        std::ostringstream out;
        auto written = hcl::write_json(out, v, t, options);
        auto whole = hcl::value_to_json(v, t, options);
        REQUIRE(written.has_value());
        REQUIRE(whole.has_value());
        CHECK(out.str() == *whole);
        CHECK(*written == whole->size());
    };
    // Every oracle value.
    const auto expected = nlohmann::json::parse(read_text("values/json_values.expected.json"));
    for (const auto& [name, want] : expected.items()) {
        if (want.contains("errors")) continue;
        INFO(name);
        const auto t = *hcl::type_from_json(want["type"].get<std::string>());
        same_text(*hcl::value_from_json(want["value"].get<std::string>(), t), t);
    }
    // A value whose text is handed on in many pieces: lists, maps, objects
    // and dynamic positions, with and without the nulls.
    std::vector<value> services;
    for (int i = 0; i < 4000; ++i) {
        services.push_back(value::object({{"name", value::string("svc-" + std::to_string(i))},
                                          {"port", value::number(8000 + i)},
                                          {"owner", i % 3 ? value::string("team") : value::null(type::string())},
                                          {"tags", value::map({{"k", value::string("<&>")}})}}));
    }
    const auto big = value::list(std::move(services));
    same_text(big, big.type());
    same_text(big, big.type(), hcl::json_options{.omit_null_attributes = true});
    same_text(big, type::dynamic());
    CHECK(hcl::value_to_json(big)->size() > 200'000);

    // A failure deep inside, after many pieces' worth of text: nothing is
    // written, and the failure is value_to_json's.
    std::vector<value> elements(20000, value::string("filler"));
    elements.back() = value::unknown(type::string());
    const auto late = value::list(std::move(elements));
    std::ostringstream out;
    auto failed = hcl::write_json(out, late, late.type());
    REQUIRE_FALSE(failed.has_value());
    CHECK(failed.error().to_string() == "[19999]: value is not known");
    CHECK(failed.error().to_string() == hcl::value_to_json(late).error().to_string());
    CHECK(out.str().empty());
    auto inf = hcl::write_json(out, value::object({{"n", value::number(hcl::number::infinity(true))}}), type::dynamic());
    REQUIRE_FALSE(inf.has_value());
    CHECK(out.str().empty());
    CHECK_FALSE(hcl::write_json(out, value::number(1), type::string()).has_value());
    CHECK(out.str().empty());
    // The paths are those value_to_json gives, through maps, objects and sets.
    for (const auto& bad : {value::map({{"a", value::number(1)}, {"k", value::number(hcl::number::infinity())}}),
                            value::object({{"o", value::set({value::unknown(type::number())})}}),
                            value::tuple({value::string("x"), value::object({{"n", value::unknown(type::boolean())}})})}) {
        for (const auto& t : {bad.type(), type::dynamic()}) {
            auto streamed = hcl::write_json(out, bad, t);
            REQUIRE_FALSE(streamed.has_value());
            CHECK(streamed.error().to_string() == hcl::value_to_json(bad, t).error().to_string());
            CHECK(out.str().empty());
        }
    }
}

TEST_CASE("strings are escaped like Go's encoder [ref:0 #20]") {
    CHECK(encode(value::string("<a href=\"x\">&</a>")) == R"("\u003ca href=\"x\"\u003e\u0026\u003c/a\u003e")");
    CHECK(encode(value::string("tab\tnl\ncr\r\x01\x08\x0c\x7f")) == "\"tab\\tnl\\ncr\\r\\u0001\\u0008\\u000c\x7f\"");
    CHECK(encode(value::string("\xE2\x80\xA8\xE2\x80\xA9")) == R"("\u2028\u2029")");
    CHECK(encode(value::string("caf\xC3\xA9 \xF0\x9F\x98\x80")) == "\"caf\xC3\xA9 \xF0\x9F\x98\x80\"");
}

TEST_CASE("implied types [ref:8.5]") {
    auto t = hcl::implied_type_from_json(R"({"a": [1, "x", null, true], "b": {}, "c": 1.5})");
    REQUIRE(t.has_value());
    CHECK(*t == type::object({{"a", type::tuple({type::number(), type::string(), type::dynamic(), type::boolean()})},
                              {"b", type::empty_object()},
                              {"c", type::number()}}));
    CHECK(*hcl::implied_type_from_json("null") == type::dynamic());
    CHECK(*hcl::implied_type_from_json("[]") == type::empty_tuple());
    auto v = hcl::value_from_json(R"({"a": [1, null]})");
    REQUIRE(v.has_value());
    CHECK(*v->find("a") == value::tuple({value::number(1), value()}));
    for (const char* bad : {"", "{", "[1,]", "{\"a\" 1}", "01", "1 2", "\"\xff\"", "nul", "[1] x"}) {
        INFO(bad);
        CHECK_FALSE(hcl::implied_type_from_json(bad).has_value());
        CHECK_FALSE(hcl::value_from_json(bad).has_value());
    }
}

TEST_CASE("deep nesting is refused, not a crash") {
    std::string deep(100000, '[');
    deep += std::string(100000, ']');
    CHECK_FALSE(hcl::value_from_json(deep).has_value());
    std::string ok(500, '[');
    ok += std::string(500, ']');
    CHECK(hcl::value_from_json(ok).has_value());
}

namespace {

// Random values of random types, for round trips.
class generator {
public:
    explicit generator(unsigned seed) : rng_(seed) {}

    type random_type(int depth) {
        const int pick = std::uniform_int_distribution<int>(0, depth > 2 ? 2 : 7)(rng_);
        switch (pick) {
        case 0: return type::string();
        case 1: return type::number();
        case 2: return type::boolean();
        case 3: return type::list(random_type(depth + 1));
        case 4: return type::map(random_type(depth + 1));
        case 5: return type::set(random_type(depth + 1));
        case 6: {
            std::vector<std::pair<std::string, type>> attributes;
            for (int i = small(); i > 0; --i) attributes.emplace_back(random_string(), random_type(depth + 1));
            return type::object(std::move(attributes));
        }
        default: {
            std::vector<type> elements;
            for (int i = small(); i > 0; --i) elements.push_back(random_type(depth + 1));
            return type::tuple(std::move(elements));
        }
        }
    }

    value random_value(const type& t) {
        if (std::uniform_int_distribution<int>(0, 12)(rng_) == 0) return value::null(t);
        switch (t.kind()) {
        case hcl::type_kind::string: return value::string(random_string());
        case hcl::type_kind::number: return random_number();
        case hcl::type_kind::boolean: return value::boolean(small() % 2 == 0);
        case hcl::type_kind::list:
        case hcl::type_kind::set: {
            std::vector<value> elements;
            for (int i = small(); i > 0; --i) elements.push_back(random_value(t.element_type()));
            return t.is_list() ? value::list(t.element_type(), std::move(elements))
                               : value::set(t.element_type(), std::move(elements));
        }
        case hcl::type_kind::map: {
            std::vector<hcl::value_attribute> entries;
            for (int i = small(); i > 0; --i) entries.emplace_back(random_string(), random_value(t.element_type()));
            return value::map(t.element_type(), std::move(entries));
        }
        case hcl::type_kind::object: {
            std::vector<hcl::value_attribute> attributes;
            for (const auto& a : t.attributes()) attributes.emplace_back(a.name, random_value(a.type));
            return value::object(std::move(attributes));
        }
        case hcl::type_kind::tuple: {
            std::vector<value> elements;
            for (const auto& e : t.tuple_elements()) elements.push_back(random_value(e));
            return value::tuple(std::move(elements));
        }
        default: return value();
        }
    }

private:
    int small() { return std::uniform_int_distribution<int>(0, 4)(rng_); }

    std::string random_string() {
        static const char* pieces[] = {"a", "b", "Z", "0", " ", "\"", "\\", "\n", "\t", "<", "&", "\x01", "\x7f",
                                       "\xC3\xA9", "e\xCC\x81", "\xE2\x80\xA8", "\xF0\x9F\x98\x80", "\xE6\x97\xA5"};
        std::string s;
        for (int i = small(); i > 0; --i) s += pieces[std::uniform_int_distribution<std::size_t>(0, std::size(pieces) - 1)(rng_)];
        return s;
    }

    value random_number() {
        static const char* texts[] = {"0", "1", "-1", "0.5", "1e30", "-1e-30", "0.1", "3.14159265358979323846264338327950288",
                                      "123456789012345678901234567890", "9007199254740993", "-0.000001", "2.5e-300"};
        const auto pick = std::uniform_int_distribution<std::size_t>(0, std::size(texts))(rng_);
        if (pick == std::size(texts)) {
            return value::number(std::uniform_int_distribution<std::int64_t>(INT64_MIN, INT64_MAX)(rng_));
        }
        return value::number(*hcl::number::parse(texts[pick]));
    }

    std::mt19937 rng_;
};

}  // namespace

TEST_CASE("value -> JSON -> value round trips [ref:8.5]") {
    generator gen(2024);
    for (int i = 0; i < 500; ++i) {
        const auto t = gen.random_type(0);
        const auto v = gen.random_value(t);
        const auto text = hcl::value_to_json(v);
        REQUIRE(text.has_value());
        INFO(*text);
        auto back = hcl::value_from_json(*text, v.type());
        REQUIRE(back.has_value());
        CHECK(*back == v);
        CHECK(hcl::equals(*back, v) == value::boolean(true));
        CHECK(*hcl::value_to_json(*back) == *text);
        // Through the dynamic wrapper, the type comes back too.
        auto wrapped = hcl::value_to_json(v, type::dynamic());
        REQUIRE(wrapped.has_value());
        auto unwrapped = hcl::value_from_json(*wrapped, type::dynamic());
        REQUIRE(unwrapped.has_value());
        CHECK(*unwrapped == v);
        // And the type description round trips.
        CHECK(*hcl::type_from_json(hcl::type_to_json(t)) == t);
    }
}

TEST_CASE("strings are escaped wherever the character needing it stands [ref:8.5]") {
    // Each character JSON escapes (or Go's encoder does), and some it does
    // not, at every position of strings of 1 to 24 bytes.
    const std::vector<std::string> characters = {"\"", "\\", "<", ">", "&", "\n", std::string(1, '\x01'), "\x1f",
                                                 "\x7f", " ", "~", "\xc3\xa9", "\xe2\x80\xa8", "\xff"};
    const auto expected = [](const std::string& s) {
        std::string out;
        for (std::size_t i = 0; i < s.size(); ++i) {
            const unsigned char c = static_cast<unsigned char>(s[i]);
            if (c == '"') out += "\\\"";
            else if (c == '\\') out += "\\\\";
            else if (c == '<') out += "\\u003c";
            else if (c == '>') out += "\\u003e";
            else if (c == '&') out += "\\u0026";
            else if (c == '\n') out += "\\n";
            else if (c == 0x01) out += "\\u0001";
            else if (c == 0x1f) out += "\\u001f";
            else if (s.compare(i, 3, "\xe2\x80\xa8") == 0) out += "\\u2028", i += 2;
            else if (c == 0xff) out += "\\ufffd";
            else out += static_cast<char>(c);
        }
        return "\"" + out + "\"";
    };
    for (const auto& c : characters) {
        for (std::size_t length = 1; length <= 24; ++length) {
            for (std::size_t at = 0; at + 1 <= length; ++at) {
                std::string s(length - 1, 'a');
                s.insert(at, c);
                INFO("character " << static_cast<int>(static_cast<unsigned char>(c[0])) << " at " << at << " of "
                                  << s.size());
                // value::string would replace the invalid byte; keep it as is.
                const auto v = c == "\xff" ? hcl::value::string_nfc(s) : hcl::value::string(s);
                CHECK(*hcl::value_to_json(v) == expected(s));
            }
        }
    }
}
