// Tests for hcl::write::format against the reference formatter's output on
// the cases of tests/conformance/fmt (scripts/gen-fmt-conformance.py),
// including those that do not parse, which `hcl fmt` refuses but the
// library formats as the reference does.
#include <hcl/native/parse.hpp>
#include <hcl/write.hpp>

#include "support/catch.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

const std::filesystem::path fmt_dir = std::filesystem::path(HCLCPP_TEST_DATA_DIR) / ".." / "conformance" / "fmt";

std::string read_bytes(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

TEST_CASE("format agrees byte for byte with the reference formatter on every conformance case") {
    std::size_t checked = 0;
    for (const auto& entry : std::filesystem::directory_iterator(fmt_dir / "cases")) {
        if (entry.path().extension() != ".hcl") continue;
        INFO(entry.path().filename().string());
        const std::string input = read_bytes(entry.path());
        const std::string expected = read_bytes(fmt_dir / "expected" / entry.path().filename());
        const std::string formatted = hcl::write::format(input);
        CHECK(formatted == expected);
        CHECK(hcl::write::format(formatted) == formatted);  // idempotent
        // Only blanks change: the same tokens parse to the same problems.
        CHECK(hcl::native::parse_config(formatted, "x.hcl").has_errors() ==
              hcl::native::parse_config(input, "x.hcl").has_errors());
        ++checked;
    }
    CHECK(checked >= 90);
}

TEST_CASE("format keeps namespaced function names together, as the references that parse them do") {
    CHECK(hcl::write::format("a = provider :: aws :: arn_parse( x )\n") == "a = provider::aws::arn_parse(x)\n");
}

TEST_CASE("format keeps a number apart from a dot after it, where joining them would make one number") {
    // The reference writes [2.2] and 2.e5 here: a number, where the input
    // indexes 2 (an error) or reads an attribute of it.
    CHECK(hcl::write::format("x = [2. 2]\n") == "x = [2 .2]\n");
    CHECK(hcl::write::format("x = 2 . e5\n") == "x = 2 .e5\n");
    CHECK(hcl::write::format("x = 2.5\n") == "x = 2.5\n");
    CHECK(hcl::write::format("x = a . b . 0\n") == "x = a.b.0\n");
    CHECK(hcl::write::format("x = a.0 . c\n") == "x = a.0.c\n");  // nothing would join
    CHECK(hcl::write::format("x = a.0 . 1\n") == "x = a.0 .1\n");
    // A name joins unless it starts as an exponent would (e or E, then a
    // digit or '-' and a digit), as the lexer reads a number: legacy
    // indexes followed by names like em_port are written as the reference
    // writes them (conformance case trav_legacy_index_then_name).
    CHECK(hcl::write::format("x = a.0 . e1\n") == "x = a.0 .e1\n");
    CHECK(hcl::write::format("x = a.0 .E5\n") == "x = a.0 .E5\n");
    CHECK(hcl::write::format("x = a.0 . e-1\n") == "x = a.0 .e-1\n");  // one name, e-1
    CHECK(hcl::write::format("x = a.0 .em_port\n") == "x = a.0.em_port\n");
    CHECK(hcl::write::format("x = a.0 . e\n") == "x = a.0.e\n");
    CHECK(hcl::write::format("x = a.0 .E\n") == "x = a.0.E\n");
    CHECK(hcl::write::format("x = a.0 .e_1\n") == "x = a.0.e_1\n");
    CHECK(hcl::write::format("x = a.0 .e -1\n") == "x = a.0.e - 1\n");
    // The formatted text means what the input meant.
    for (const std::string text : {"x = [2. 2]\n", "x = 2 . e5\n", "x = 2 . e-5\n"}) {
        hcl::diagnostics d1, d2;
        const auto before = hcl::native::parse_config(text, "x.hcl");
        const auto after = hcl::native::parse_config(hcl::write::format(text), "x.hcl");
        (void)before.file->body().just_attributes(d1).at("x").expression.evaluate(d1);
        (void)after.file->body().just_attributes(d2).at("x").expression.evaluate(d2);
        CHECK(d1.has_errors());
        CHECK(d2.has_errors());
    }
}

TEST_CASE("format of nothing, blanks only, and text without a newline") {
    CHECK(hcl::write::format("") == "");
    CHECK(hcl::write::format("\n\n") == "\n\n");
    CHECK(hcl::write::format("a=1") == "a = 1");
    CHECK(hcl::write::format("  ") == "  ");  // the reference keeps blanks before the end of input
}
