// What decoding a typical configuration evaluates most (reference-behaviour
// §1.5 operators, §1.10 for expressions): `for` expressions, whose
// iterations share one scope, and arithmetic and comparisons on plain
// numbers, which skip the operator function's generic checks. Expected
// values and diagnostics are the oracle's (`oracle eval`).
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/stdlib.hpp>

#include <boost/describe.hpp>

#include <map>
#include <string>
#include <vector>

namespace decode_evaluation_test {

struct loops {
    std::vector<int> ports;
    std::vector<std::vector<int>> grid;
    std::vector<std::string> same;
    std::map<std::string, std::vector<std::string>> groups;
    std::vector<std::string> indexed;
    std::vector<int> kept;
    std::vector<double> ratios;
};
BOOST_DESCRIBE_STRUCT(loops, (), (ports, grid, same, groups, indexed, kept, ratios))

}  // namespace decode_evaluation_test

using decode_evaluation_test::loops;

namespace {

const char* const source = R"(ports = [for p in [80, 443, 8080] : p + 1]
grid = [for x in [1, 2] : [for y in [10, 20] : x * y - x]]
same = [for x, x in ["a", "b"] : x]
groups = {for k, v in {a = "x", b = "x", c = "y"} : v => k...}
indexed = [for i, v in ["a", "b"] : "${i}${v}"]
kept = [for v in [1, 2, 3] : v % 2 if v >= 2]
ratios = [for p in [4, 2] : 1 / p]
)";

hcl::decode_result<loops> decode_text(const std::string& text) {
    static const hcl::eval_context ctx = [] {
        hcl::eval_context c;
        c.functions() = hcl::stdlib::functions();
        return c;
    }();
    auto parsed = hcl::native::parse_config(text, "loops.hcl");
    REQUIRE_FALSE(parsed.has_errors());
    auto r = hcl::try_decode<loops>(parsed.file->body(), &ctx);
    r.files.push_back(parsed.file);
    return r;
}

}  // namespace

TEST_CASE("decoding for expressions: one scope per loop, nested loops, shared names [ref:1.10]") {
    auto r = decode_text(source);
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.ports == std::vector<int>{81, 444, 8081});
    // The inner loop sees the outer loop's current element every time.
    CHECK(r.value.grid == std::vector<std::vector<int>>{{9, 19}, {18, 38}});
    // Key and value variable of the same name: the value wins.
    CHECK(r.value.same == std::vector<std::string>{"a", "b"});
    CHECK(r.value.groups ==
          std::map<std::string, std::vector<std::string>>{{"x", {"a", "b"}}, {"y", {"c"}}});
    CHECK(r.value.indexed == std::vector<std::string>{"0a", "1b"});
    CHECK(r.value.kept == std::vector<int>{0, 1});
    CHECK(r.value.ratios == std::vector<double>{0.25, 0.5});
}

TEST_CASE("decoding arithmetic on plain numbers: failures keep the operator's diagnostic [ref:1.5]") {
    // 0 / 0 has no value: the oracle reports "Operation failed" at the
    // division (7:29 in its test file; here the same expression on line 7).
    std::string text = source;
    text.replace(text.find("[4, 2] : 1 / p"), 14, "[4, 0] : 0 / p");
    auto r = decode_text(text);
    REQUIRE(r.diagnostics.size() == 1);
    const auto& d = r.diagnostics[0];
    CHECK(d.summary == "Operation failed");
    REQUIRE(d.subject);
    CHECK(d.subject->start.line == 7);
    CHECK(d.subject->start.column == 29);
    CHECK(d.path == "ratios");
    // Everything else still decodes.
    CHECK(r.value.ports == std::vector<int>{81, 444, 8081});
}

TEST_CASE("decoding comparisons and operators on non-numbers still go through the operator functions [ref:1.5]") {
    auto r = decode_text(std::string(source) + "extra = 1\n");
    // An unknown attribute is the only problem; its neighbours decode.
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].summary == "Unsupported argument");

    auto s = decode_text(R"(ports = [for p in ["80", "443"] : p + 1]
grid = []
same = []
groups = {}
indexed = []
kept = [for v in [1, 2, 3] : v if v > "1"]
ratios = []
)");
    INFO(s.diagnostics.to_string());
    REQUIRE_FALSE(s.has_errors());
    // Strings convert to numbers first, as the operator's parameters ask.
    CHECK(s.value.ports == std::vector<int>{81, 444});
    CHECK(s.value.kept == std::vector<int>{2, 3});
}
