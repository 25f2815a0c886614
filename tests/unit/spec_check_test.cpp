// Tests for hcl::spec::check: decode()'s diagnostics without building the
// decoded value. Over every input of the hcldec conformance corpus
// (tests/conformance/dec/cases) the diagnostics are decode()'s exactly;
// the decoder in check mode builds no value where the shape is exact and
// the full value where a transform reads it.
#include <hcl/file.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/spec.hpp>

#include "spec/decoder.hpp"

#include "support/catch.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace fs = std::filesystem;

namespace {

std::string read_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

bool ends_with(const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

hcl::parse_result parse_input(const fs::path& p) {
    const std::string name = p.filename().string();
    if (ends_with(name, ".json")) return hcl::json::parse(read_text(p), name);
    return hcl::native::parse_config(read_text(p), name);
}

hcl::spec::spec spec_of_text(const char* text) {
    auto r = hcl::spec::parse(text, "test.hcldec");
    REQUIRE_FALSE(r.has_errors());
    return r.spec.root;
}

hcl::body body_of(const char* text) {
    auto r = hcl::native::parse_config(text, "test.hcl");
    REQUIRE_FALSE(r.has_errors());
    return r.file->body();
}

}  // namespace

TEST_CASE("spec::check gives decode's diagnostics for every input of the hcldec corpus", "[spec][check]") {
    const fs::path cases = fs::path(HCLCPP_TEST_DATA_DIR) / ".." / "conformance" / "dec" / "cases";
    REQUIRE(fs::is_directory(cases));
    std::size_t runs = 0, with_errors = 0;
    for (const auto& entry : fs::directory_iterator(cases)) {
        const std::string name = entry.path().filename().string();
        if (!ends_with(name, ".hcl") && !ends_with(name, ".json")) continue;
        const fs::path spec_path = cases / (name.substr(0, name.find('.')) + ".hcldec");
        if (!fs::exists(spec_path)) continue;
        const auto spec = hcl::spec::parse_file(spec_path.string());
        const auto input = parse_input(entry.path());
        if (!input.file) continue;
        const hcl::eval_context ctx = spec.spec.context();
        INFO(name);
        const auto decoded = hcl::spec::decode(input.file->body(), spec.spec.root, &ctx);
        CHECK(hcl::spec::check(input.file->body(), spec.spec.root, &ctx) == decoded.diagnostics);
        ++runs;
        if (decoded.has_errors()) ++with_errors;
    }
    CHECK(runs > 200);
    CHECK(with_errors > 50);
}

TEST_CASE("the decoder in check mode builds no value of an exact shape", "[spec][check]") {
    const auto spec = spec_of_text(R"(
object {
  block_list "service" {
    object {
      attr "name" { type = string }
      attr "port" { type = number }
    }
  }
})");
    const auto body = body_of(R"(
service {
  name = "a"
  port = 1
}
service {
  name = "b"
  port = "x"
}
)");
    hcl::diagnostics full, checked;
    const hcl::value v = hcl::spec::detail::decoder(nullptr).decode_body(body, spec, nullptr, full);
    const hcl::value unknown = hcl::spec::detail::decoder(nullptr, false).decode_body(body, spec, nullptr, checked);
    CHECK(v.is_known());
    CHECK_FALSE(unknown.is_known());
    CHECK(unknown.type() == hcl::spec::implied_type(spec));
    REQUIRE(full.size() == 1);
    CHECK(checked == full);
}

TEST_CASE("the decoder in check mode builds the value a transform reads", "[spec][check]") {
    // The transform fails on the nested object's value: a check that did
    // not build it would miss the error.
    const auto spec = spec_of_text(R"(
transform {
  object {
    attr "n" { type = number }
  }
  result = nested.n + "x"
}
)");
    const auto body = body_of("n = 1\n");
    CHECK(hcl::spec::check(body, spec).has_errors());
    CHECK(hcl::spec::check(body, spec) == hcl::spec::decode(body, spec).diagnostics);
}
