// Encoding is the inverse of decoding (issue 5 §4): decode(encode(x)) == x,
// over both syntaxes, for many generated values of nested structs (blocks
// with labels, optional blocks, vectors and maps of blocks, flattened bases,
// collections, optionals and variants of primitives, strings with unicode,
// escapes and template introducers, large, fractional and infinite numbers,
// enums). The generator is seeded, so failures are reproducible.
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/encode.hpp>

#include <boost/describe.hpp>

#include <array>
#include <cmath>
#include <cstring>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <variant>
#include <vector>

namespace encode_roundtrip {

enum class level { low, medium, high };
BOOST_DESCRIBE_ENUM(level, low, medium, high)

// A plain aggregate with a tag list.
struct limits {
    int cpu = 0;
    std::optional<double> memory;
    bool operator==(const limits&) const = default;
};
constexpr auto hcl_fields(hcl::type_tag<limits>) {
    return hcl::field_order(hcl::tag::attr("cpu"), hcl::tag::optional("memory"));
}

// Two labels, in a vector (labels may repeat).
struct step {
    std::string kind;
    std::string name;
    std::vector<std::string> args;
    std::map<std::string, std::int64_t> env;
    std::optional<limits> lim;
    bool operator==(const step&) const = default;
};
BOOST_DESCRIBE_STRUCT(step, (), (kind, name, args, env, lim))
constexpr auto hcl_fields(hcl::type_tag<step>) {
    return hcl::fields(hcl::field(&step::kind, hcl::tag::label()), hcl::field(&step::name, hcl::tag::label()),
                       hcl::field(&step::lim, hcl::tag::block("limits")));
}

// Keyed by its label in a map; no label member of its own.
struct endpoint {
    std::set<std::string> methods;
    std::variant<std::monostate, std::int64_t, std::string> timeout;  // monostate: `timeout = null`
    std::optional<bool> public_;
    std::vector<step> steps;
    bool operator==(const endpoint&) const = default;
};
BOOST_DESCRIBE_STRUCT(endpoint, (), (methods, timeout, public_, steps))
constexpr auto hcl_fields(hcl::type_tag<endpoint>) {
    return hcl::fields(hcl::field(&endpoint::public_, hcl::tag::name("public")),
                       hcl::field(&endpoint::steps, hcl::tag::block("step")));
}

// A described base: its members join the derived struct's body.
struct owned {
    std::string owner;
    bool operator==(const owned&) const = default;
};
BOOST_DESCRIBE_STRUCT(owned, (), (owner))

struct config : owned {
    std::string title;
    std::int64_t big = 0;
    std::uint64_t ubig = 0;
    double ratio = 0;
    float scale = 0;
    level lvl = level::low;
    std::optional<std::string> note;
    std::vector<double> weights;
    std::array<int, 3> triple{};
    std::tuple<int, std::string> pair;
    std::map<std::string, std::vector<std::string>> groups;
    std::unordered_map<std::string, level> levels;
    std::vector<bool> flags;
    hcl::number exact;
    std::optional<std::variant<std::int64_t, std::string>> either;
    limits base;                  // exactly one block
    std::optional<limits> extra;  // zero or one
    std::vector<step> steps;
    std::map<std::string, endpoint> endpoints;
    bool operator==(const config&) const = default;
};
BOOST_DESCRIBE_STRUCT(config, (owned),
                      (title, big, ubig, ratio, scale, lvl, note, weights, triple, pair, groups, levels, flags,
                       exact, either, base, extra, steps, endpoints))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::steps, hcl::tag::block("step")),
                       hcl::field(&config::endpoints, hcl::tag::block("endpoint")));
}

// Deterministic everywhere: the engine's output is specified by the
// standard, the distributions are not, so none are used.
class generator {
public:
    explicit generator(std::uint64_t seed) : rng_(seed) {}

    std::uint64_t below(std::uint64_t n) { return rng_() % n; }
    bool chance(int percent) { return below(100) < static_cast<std::uint64_t>(percent); }

    std::string text() {
        static const char* const pieces[] = {
            "plain", "x",  "é",  "日本", "😀", "\n", "\t", "\r", "\"", "\\", "${var}", "%{ if x }", "$${", "%%{",
            "$",     "%",  "{",  "}",    " ",  "\x01", "\x7f", "a b", "-", "true", "null", "for", "é\u0300",
        };
        std::string s;
        const auto n = below(5);
        for (std::uint64_t i = 0; i < n; ++i) s += pieces[below(std::size(pieces))];
        return s;
    }
    // Labels from a small pool, so that repeats happen.
    std::string label() {
        static const char* const pool[] = {"a", "b", "web", "${x}", "two words", "é"};
        return pool[below(std::size(pool))];
    }
    std::int64_t integer() {
        switch (below(4)) {
        case 0: return static_cast<std::int64_t>(below(100)) - 50;
        case 1: return std::numeric_limits<std::int64_t>::min() + static_cast<std::int64_t>(below(3));
        case 2: return std::numeric_limits<std::int64_t>::max() - static_cast<std::int64_t>(below(3));
        default: return static_cast<std::int64_t>(rng_());
        }
    }
    double real() {
        switch (below(7)) {
        case 0: return static_cast<double>(integer()) / static_cast<double>(1ull << below(60));
        case 1: return 0.1 * static_cast<double>(below(1000));
        case 2: return 1e300 * static_cast<double>(below(100));
        case 3: return 5e-324 * static_cast<double>(below(10));
        case 4: return chance(50) ? std::numeric_limits<double>::infinity() : -std::numeric_limits<double>::infinity();
        default: {
            // Any finite bit pattern.
            for (;;) {
                const std::uint64_t bits = rng_();
                double d;
                std::memcpy(&d, &bits, sizeof d);
                if (std::isfinite(d)) return d;
            }
        }
        }
    }
    hcl::number exact() {
        static const char* const texts[] = {"0", "1", "0.1", "123456789012345678901234567890.5", "-7.25e-40",
                                            "1e100", "3.14159265358979323846264338327950288419716939937510"};
        return *hcl::number::parse(texts[below(std::size(texts))]);
    }

    limits make_limits() {
        limits l;
        l.cpu = static_cast<int>(integer() % 100000);
        if (chance(50)) l.memory = real();
        return l;
    }
    step make_step() {
        step s;
        s.kind = label();
        s.name = label();
        for (auto n = below(3); n > 0; --n) s.args.push_back(text());
        for (auto n = below(3); n > 0; --n) s.env[text()] = integer();
        if (chance(50)) s.lim = make_limits();
        return s;
    }
    endpoint make_endpoint() {
        endpoint e;
        for (auto n = below(4); n > 0; --n) e.methods.insert(text());
        switch (below(3)) {
        case 0: e.timeout = integer(); break;
        case 1: e.timeout = text(); break;
        default: e.timeout = std::monostate{}; break;
        }
        if (chance(50)) e.public_ = chance(50);
        for (auto n = below(3); n > 0; --n) e.steps.push_back(make_step());
        return e;
    }
    config make_config() {
        config c;
        c.owner = text();
        c.title = text();
        c.big = integer();
        c.ubig = rng_();
        c.ratio = real();
        c.scale = static_cast<float>(static_cast<double>(integer() % 100000) / 64.0);
        c.lvl = static_cast<level>(below(3));
        if (chance(50)) c.note = text();
        for (auto n = below(4); n > 0; --n) c.weights.push_back(real());
        for (auto& t : c.triple) t = static_cast<int>(integer() % 1000);
        c.pair = {static_cast<int>(integer() % 1000), text()};
        for (auto n = below(3); n > 0; --n) {
            auto& g = c.groups[text()];
            for (auto k = below(3); k > 0; --k) g.push_back(text());
        }
        for (auto n = below(3); n > 0; --n) c.levels[text()] = static_cast<level>(below(3));
        for (auto n = below(4); n > 0; --n) c.flags.push_back(chance(50));
        c.exact = exact();
        if (chance(30)) c.either = integer();
        else if (chance(50)) c.either = text();
        c.base = make_limits();
        if (chance(50)) c.extra = make_limits();
        for (auto n = below(4); n > 0; --n) c.steps.push_back(make_step());
        for (auto n = below(3); n > 0; --n) c.endpoints[label()] = make_endpoint();
        return c;
    }

private:
    std::mt19937_64 rng_;
};

std::string messages(const hcl::diagnostics& diags) {
    std::string out;
    for (const auto& d : diags) out += d.summary + ": " + d.detail + " (" + d.path + ")\n";
    return out;
}

}  // namespace encode_roundtrip

using namespace encode_roundtrip;

TEST_CASE("encode: decode(encode(x)) == x over generated configurations, native syntax (issue 5 §4)",
          "[encode]") {
    generator gen(20261122);
    for (int i = 0; i < 300; ++i) {
        const config c = gen.make_config();
        const std::string text = hcl::encode(c);
        INFO("case " << i << ":\n" << text);
        auto r = hcl::try_decode_string<config>(text, "roundtrip.hcl");
        INFO(messages(r.diagnostics));
        REQUIRE_FALSE(r.has_errors());
        REQUIRE(hcl::encode(r.value) == text);  // shows where they differ
        REQUIRE(r.value == c);
    }
}

TEST_CASE("encode: decode(encode_json(x)) == x over generated configurations, JSON syntax (issue 5 §4)",
          "[encode]") {
    // JSON strings are templates only when evaluated with a context; in
    // literal-only mode (no context) they are taken as they are, escapes too.
    const hcl::eval_context ctx;
    generator gen(20261123);
    for (int i = 0; i < 300; ++i) {
        const config c = gen.make_config();
        const std::string text = hcl::encode_json(c);
        INFO("case " << i << ":\n" << text);
        auto r = hcl::try_decode_string<config>(text, "roundtrip.json", &ctx);
        INFO(messages(r.diagnostics));
        REQUIRE_FALSE(r.has_errors());
        REQUIRE(hcl::encode_json(r.value) == text);
        REQUIRE(r.value == c);
    }
}
