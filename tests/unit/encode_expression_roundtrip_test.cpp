// Expression members survive encoding (docs/encoding.md): over many
// generated native-syntax expressions (operators, conditionals, calls,
// templates, heredocs, tuples and objects over several lines with comments,
// `for` expressions), decoding what hcl::encode wrote gives back the same
// expression text in the canonical layout (the encoder writes through the
// formatter, which changes nothing but blanks), and decoding what hcl::encode_json wrote gives an
// expression with the same value and diagnostics in a context. Seeded, so
// failures are reproducible.
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/encode.hpp>
#include <hcl/stdlib.hpp>
#include <hcl/write.hpp>

#include <boost/describe.hpp>

#include <random>
#include <string>
#include <vector>

namespace encode_expression_roundtrip {

struct holder {
    std::string name;
    hcl::expression e;
    int after = 0;
};
BOOST_DESCRIBE_STRUCT(holder, (), (name, e, after))

// Random expressions of bounded depth. Texts over several lines use the
// layouts the native syntax allows there (inside brackets, heredocs).
class generator {
public:
    explicit generator(std::uint64_t seed) : rng_(seed) {}

    std::string top() {
        // A heredoc only as the whole expression (its closing marker must
        // end a line).
        if (pick(8) == 0) return heredoc();
        return expr(3);
    }

private:
    std::size_t pick(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_); }

    std::string number() {
        switch (pick(3)) {
        case 0: return std::to_string(pick(1000));
        case 1: return std::to_string(pick(100)) + "." + std::to_string(1 + pick(9));
        default: return std::to_string(pick(10)) + "e" + std::to_string(pick(3));
        }
    }
    std::string word() {
        static const char* const words[] = {"web", "db", "a b", "é", "x-1", "", "%%{not}", "$${lit}"};
        return words[pick(std::size(words))];
    }
    std::string string_(int depth) {
        std::string s = "\"" + word();
        if (depth > 0 && pick(2) == 0) s += "${" + expr(depth - 1) + "}";
        if (pick(2) == 0) s += word();
        return s + "\"";
    }
    std::string variable() {
        static const char* const names[] = {"var.a", "var.b", "n", "list[1]", "obj.k"};
        return names[pick(std::size(names))];
    }
    std::string heredoc() {
        return pick(2) == 0 ? "<<EOT\nline ${var.a}\n  second ${n + 1}\nEOT"
                            : "<<-EOT\n    indented ${var.b}\n    EOT";
    }
    std::string list(int depth, const char* open, const char* close, bool object) {
        const std::size_t n = pick(4);
        const bool lines = pick(3) == 0;
        std::string s = open;
        for (std::size_t i = 0; i < n; ++i) {
            if (lines) {
                s += "\n  ";
            } else if (i > 0) {
                s += ", ";
            } else if (object) {
                s += " ";
            }
            if (object) s += std::string(1, static_cast<char>('k' + i)) + " = ";
            s += expr(depth - 1);
            if (lines) {
                s += ",";
                // Comments inside brackets are part of the expression's text.
                if (pick(4) == 0) s += pick(2) == 0 ? " # note" : " // note";
            }
        }
        if (lines && n > 0) s += "\n";
        if (object && !lines && n > 0) s += " ";
        return s + close;
    }

    std::string expr(int depth) {
        if (depth <= 0) {
            switch (pick(3)) {
            case 0: return number();
            case 1: return variable();
            default: return string_(0);
            }
        }
        switch (pick(10)) {
        case 0: return number();
        case 1: return variable();
        case 2: return string_(depth);
        case 3: {
            static const char* const ops[] = {" + ", " - ", " * ", " == ", " < ", " && "};
            return expr(depth - 1) + ops[pick(std::size(ops))] + expr(depth - 1);
        }
        case 4: return "(" + expr(depth - 1) + ")";
        case 5: return expr(depth - 1) + " ? " + expr(depth - 1) + " : " + expr(depth - 1);
        case 6: return pick(2) == 0 ? "upper(" + string_(depth - 1) + ")" : "max(" + number() + ", n)";
        case 7: return list(depth, "[", "]", false);
        case 8: return list(depth, "{", "}", true);
        default: return "[for x in list : x * n if x > " + number() + "]";
        }
    }

    std::mt19937_64 rng_;
};

hcl::eval_context context() {
    hcl::eval_context ctx;
    ctx.functions() = hcl::stdlib::functions();
    ctx.set_variable("var", hcl::value::object({{"a", hcl::value::string("A")}, {"b", hcl::value::number(2)}}));
    ctx.set_variable("n", hcl::value::number(3));
    ctx.set_variable("list", hcl::value::tuple({hcl::value::number(1), hcl::value::number(5), hcl::value::number(9)}));
    ctx.set_variable("obj", hcl::value::object({{"k", hcl::value::boolean(true)}}));
    return ctx;
}

std::vector<std::string> described(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) out.push_back(d.summary + " | " + d.detail);
    return out;
}

}  // namespace encode_expression_roundtrip

using encode_expression_roundtrip::described;
using encode_expression_roundtrip::holder;

TEST_CASE("encode: expression members round-trip over generated expressions, both syntaxes", "[encode]") {
    encode_expression_roundtrip::generator gen(20261122);
    const hcl::eval_context ctx = encode_expression_roundtrip::context();
    int parsed_ok = 0;
    for (int i = 0; i < 400; ++i) {
        const std::string expression = gen.top();
        const std::string source = "name = \"n\"\ne = " + expression + "\nafter = 1\n";
        INFO(source);
        auto original = hcl::try_decode_string<holder>(source);
        if (original.has_errors()) continue;  // the generator's own mistakes do not count
        ++parsed_ok;
        REQUIRE(original.value.e.node()->native_source() == expression);

        // Native: the same text back, laid out as `hcl fmt` lays out the
        // original.
        const std::string native = hcl::encode(original.value);
        INFO(native);
        auto back = hcl::try_decode_string<holder>(native);
        REQUIRE_FALSE(back.has_errors());
        CHECK(hcl::write::format(native) == native);
        auto formatted = hcl::try_decode_string<holder>(hcl::write::format(source));
        REQUIRE_FALSE(formatted.has_errors());
        CHECK(back.value.e.node()->native_source() == formatted.value.e.node()->native_source());
        CHECK(back.value.after == 1);

        // JSON: an expression with the same value and diagnostics.
        const std::string json = hcl::encode_json(original.value);
        INFO(json);
        auto from_json = hcl::try_decode_string<holder>(json, "back.json");
        REQUIRE_FALSE(from_json.has_errors());
        hcl::diagnostics want_diags, got_diags;
        const hcl::value want = original.value.e.evaluate(ctx, want_diags);
        const hcl::value got = from_json.value.e.evaluate(ctx, got_diags);
        CHECK(got.type() == want.type());
        CHECK(got.is_known() == want.is_known());
        if (want.is_wholly_known()) CHECK(got == want);
        CHECK(described(got_diags) == described(want_diags));
    }
    // Nearly every generated expression is valid.
    CHECK(parsed_ok > 350);
}
