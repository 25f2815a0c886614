// Native parser diagnostics and error recovery against the reference
// (reference-behaviour §1.2–§1.16). Each file in tests/data/native_parser/
// errors/ is parsed; the diagnostics ("LINE:COLUMN: Summary", in order) must
// equal the reference's, recorded in expected.json by
// scripts/gen-native-parser-errors.py.
#include "native_parser_test_support.hpp"

#include "support/catch.hpp"
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

using namespace native_parser_test;

namespace {

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

TEST_CASE("native parser: diagnostics and recovery match the reference (§1.2-§1.16)", "[native][parser]") {
    const std::string dir = std::string(HCLCPP_TEST_DATA_DIR) + "/native_parser/errors/";
    const auto expected = nlohmann::json::parse(read_file(dir + "expected.json"));
    REQUIRE(expected.size() > 100);
    for (const auto& [name, errors] : expected.items()) {
        CAPTURE(name);
        const auto p = config(read_file(dir + name));
        CHECK(p.errors() == errors.get<std::vector<std::string>>());
        // Whatever the errors, the tree is complete.
        REQUIRE(p.file().root != nullptr);
        for (const auto& a : p.root().attributes) CHECK(a.value != nullptr);
        for (const auto& b : p.root().blocks) CHECK(b.body != nullptr);
    }
}
