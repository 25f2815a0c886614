// Laws of the standard library (reference-behaviour §8.9), checked over many
// generated arguments with fixed seeds. The oracle-generated case lists pin
// individual results; these catch what hand-picked cases miss: sets that
// overlap in odd ways, grapheme clusters at every boundary, numbers of every
// size. A failure prints the arguments (INFO).
#include "support/stdlib_cases.hpp"

#include <hcl/operations.hpp>

#include "support/catch.hpp"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

using hcl::type;
using hcl::value;
using hcl_test::call_stdlib;

namespace {

// Calls a function that must succeed.
value call(const std::string& name, std::initializer_list<value> args) {
    auto r = call_stdlib(name, args);
    if (!r) FAIL(name << " failed: " << r.error().to_string());
    return std::move(r).value();
}

std::string show(const value& v) { return hcl_test::canonical_json(v); }

class generator {
public:
    explicit generator(std::uint32_t seed) : rng_(seed) {}

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

    // Text built from pieces that stress grapheme segmentation, case mapping,
    // whitespace and separators: combining marks, emoji with modifiers and
    // joiners, regional-indicator flags, Hangul jamo, CRLF, NBSP, `ß`.
    // With `lone_marks`, also a combining mark on its own, which joins
    // whatever precedes it (or starts a cluster of its own after a control
    // character or at the start).
    std::string text(bool lone_marks = true, int max_pieces = 8) {
        static const std::vector<std::string> pieces = {
            "a", "B", "z", " ", ",", "-", "\n", "\r\n", "\t", "\u00a0", "e\u0301", "\u0301",
            "\u00df", "\u0130", "\u03a3", "\U0001F600", "\U0001F44D\U0001F3FD",
            "\U0001F468\u200D\U0001F469\u200D\U0001F467", "\U0001F1E9\U0001F1EA", "\u1100\u1161\u11A8",
            "\u0915\u094D\u0937", "x", "yy"};
        std::string s;
        for (int i = pick(max_pieces + 1); i > 0; --i) {
            const std::string& piece = pieces[static_cast<std::size_t>(pick(static_cast<int>(pieces.size())))];
            if (lone_marks || piece != "\u0301") s += piece;
        }
        return s;
    }

    // A short word from a small alphabet, so that generated collections share
    // elements often.
    std::string word() {
        static const std::vector<std::string> words = {"a", "b", "c", "d", "é", "e\u0301", "", "ab"};
        return words[static_cast<std::size_t>(pick(static_cast<int>(words.size())))];
    }

    std::vector<value> words(int max_count) {
        std::vector<value> out;
        for (int i = pick(max_count + 1); i > 0; --i) out.push_back(value::string(word()));
        return out;
    }

    value string_list(int max_count = 8) { return value::list(type::string(), words(max_count)); }
    value string_set(int max_count = 6) { return value::set(type::string(), words(max_count)); }

    hcl::number number() {
        switch (pick(4)) {
        case 0: return hcl::number::from_int(std::uniform_int_distribution<std::int64_t>(-1000, 1000)(rng_));
        case 1: return hcl::number::from_int(std::uniform_int_distribution<std::int64_t>()(rng_));
        case 2: {
            static const std::vector<std::string> texts = {
                "0.5", "-2.5", "1e30", "-1e-30", "123456789012345678901234567890.75", "0.1", "-0.000001"};
            return *hcl::number::parse(texts[static_cast<std::size_t>(pick(static_cast<int>(texts.size())))]);
        }
        default: return *hcl::number::from_double(std::uniform_real_distribution<double>(-1e6, 1e6)(rng_));
        }
    }

    std::int64_t integer() { return std::uniform_int_distribution<std::int64_t>()(rng_); }

private:
    std::mt19937 rng_;
};

value negated(const value& v) { return *hcl::negate(v); }

bool holds(const value& bool_value) { return bool_value.is_known() && !bool_value.is_null() && bool_value.as_bool(); }

}  // namespace

TEST_CASE("stdlib laws: set algebra [ref:8.9 sets]", "[stdlib][property]") {
    generator g(20261122u);
    for (int i = 0; i < 300; ++i) {
        const value a = g.string_set();
        const value b = g.string_set();
        INFO("a = " << show(a) << ", b = " << show(b));
        const value both = call("setunion", {a, b});
        CHECK(both == call("setunion", {b, a}));
        const value common = call("setintersection", {a, b});
        CHECK(common == call("setintersection", {b, a}));
        const value only_a = call("setsubtract", {a, b});
        const value only_b = call("setsubtract", {b, a});
        CHECK(call("setunion", {only_a, common}) == a);
        CHECK(call("setintersection", {only_a, b}).length() == 0);
        CHECK(call("setsymmetricdifference", {a, b}) == call("setunion", {only_a, only_b}));
        CHECK(both.length() == only_a.length() + only_b.length() + common.length());
        for (const value& x : a.elements()) {
            CHECK(holds(call("sethaselement", {both, x})));
            CHECK(holds(call("sethaselement", {common, x})) == holds(call("sethaselement", {b, x})));
        }
    }
}

TEST_CASE("stdlib laws: list functions [ref:8.9 collections]", "[stdlib][property]") {
    generator g(7u);
    for (int i = 0; i < 300; ++i) {
        const value a = g.string_list();
        const value b = g.string_list();
        INFO("a = " << show(a) << ", b = " << show(b));
        const auto n = static_cast<std::int64_t>(a.length());
        CHECK(call("reverse", {call("reverse", {a})}) == a);
        CHECK(call("concat", {a, b}).length() == a.length() + b.length());
        CHECK(call("slice", {a, value::number(0), value::number(n)}) == a);

        const value unique = call("distinct", {a});
        CHECK(call("distinct", {unique}) == unique);
        for (const value& x : a.elements()) {
            CHECK(holds(call("contains", {unique, x})));
        }
        // index(list, i) is the element at i (the reference's index is the
        // indexing operator, not a search).
        for (std::int64_t j = 0; j < n; ++j)
            CHECK(call("index", {a, value::number(j)}) == a.elements()[static_cast<std::size_t>(j)]);

        if (n > 0) {
            // element() wraps around.
            const std::int64_t k = g.pick(3 * static_cast<int>(n));
            CHECK(call("element", {a, value::number(k)}) == a.elements()[static_cast<std::size_t>(k % n)]);
            // Chunks put back together are the list.
            const value chunks = call("chunklist", {a, value::number(1 + g.pick(4))});
            const value flat = call("flatten", {chunks});
            CHECK(std::equal(flat.elements().begin(), flat.elements().end(), a.elements().begin(),
                             a.elements().end()));
        }
    }
}

TEST_CASE("stdlib laws: maps come apart and back [ref:8.9 collections]", "[stdlib][property]") {
    generator g(99u);
    for (int i = 0; i < 200; ++i) {
        std::vector<hcl::value_attribute> entries;
        for (int k = g.pick(6); k > 0; --k) entries.push_back({g.text(true, 3), value::string(g.word())});
        const value m = value::map(type::string(), entries);
        INFO("m = " << show(m));
        CHECK(call("zipmap", {call("keys", {m}), call("values", {m})}) == m);
        CHECK(call("merge", {m, m}).length() == m.length());
        for (const auto& [key, element] : m.attributes())
            CHECK(call("lookup", {m, value::string(key), value::string("?")}) == element);
    }
}

TEST_CASE("stdlib laws: strings by grapheme cluster [ref:8.9 strings]", "[stdlib][property]") {
    generator g(2024u);
    for (int i = 0; i < 400; ++i) {
        const value s = value::string(g.text());
        INFO("s = " << show(s));
        const value length = call("strlen", {s});
        CHECK(call("substr", {s, value::number(0), length}) == s);

        // Reversing twice restores the text unless a cluster starts with a
        // combining mark: reversed, the mark joins its new predecessor (so
        // strrev("\u0301x") is "x\u0301", one cluster, as in the reference).
        const value plain = value::string(g.text(false));
        const value reversed = call("strrev", {plain});
        CHECK(call("strrev", {reversed}) == plain);
        CHECK(call("strlen", {reversed}) == call("strlen", {plain}));

        // Cutting at any cluster boundary and joining gives the text back.
        const auto count = length.as_number().to_int64();
        REQUIRE(count.has_value());
        const std::int64_t cut = g.pick(static_cast<int>(*count) + 1);
        const value head = call("substr", {s, value::number(0), value::number(cut)});
        const value tail = call("substr", {s, value::number(cut), value::number(-1)});
        CHECK(std::string(head.as_string()) + std::string(tail.as_string()) == s.as_string());

        CHECK(call("join", {value::string(","), call("split", {value::string(","), s})}) == s);
        CHECK(call("replace", {s, value::string("a"), value::string("a")}) == s);

        const value upper = call("upper", {s});
        CHECK(call("upper", {upper}) == upper);
        const value lower = call("lower", {s});
        CHECK(call("lower", {lower}) == lower);
        const value trimmed = call("trimspace", {s});
        CHECK(call("trimspace", {trimmed}) == trimmed);
        const value chomped = call("chomp", {s});
        CHECK(call("chomp", {chomped}) == chomped);
    }
}

TEST_CASE("stdlib laws: numbers [ref:8.9 numbers]", "[stdlib][property]") {
    generator g(31337u);
    for (int i = 0; i < 400; ++i) {
        const value x = value::number(g.number());
        const value y = value::number(g.number());
        INFO("x = " << show(x) << ", y = " << show(y));
        const value lo = call("floor", {x});
        const value hi = call("ceil", {x});
        CHECK(holds(*hcl::less_or_equal(lo, x)));
        CHECK(holds(*hcl::less_or_equal(x, hi)));
        CHECK(holds(*hcl::less_or_equal(*hcl::subtract(hi, lo), value::number(1))));

        CHECK(call("max", {x, y}) == negated(call("min", {negated(x), negated(y)})));
        CHECK(call("abs", {x}) == call("max", {x, negated(x)}));
    }
    // signum takes whole numbers in the 64-bit range only (the reference
    // converts to a Go int: `signum(0.5)` fails there too).
    for (int i = 0; i < 200; ++i) {
        const value n = value::number(hcl::number::from_int(g.integer() / 2));
        INFO("n = " << show(n));
        CHECK(*hcl::multiply(call("signum", {n}), call("abs", {n})) == n);
    }
}

TEST_CASE("stdlib laws: parseint reads what format writes [ref:8.9 parseint format]", "[stdlib][property]") {
    generator g(5u);
    const std::vector<std::pair<const char*, int>> verbs = {{"%d", 10}, {"%x", 16}, {"%X", 16}, {"%o", 8}, {"%b", 2}};
    for (int i = 0; i < 300; ++i) {
        const value n = value::number(g.integer());
        for (const auto& [verb, base] : verbs) {
            INFO("n = " << show(n) << ", verb " << verb);
            const value text = call("format", {value::string(verb), n});
            CHECK(call("parseint", {text, value::number(base)}) == n);
        }
    }
}
