// Both syntaxes parse text shared with the caller (parse_config / parse
// taking a std::shared_ptr<const std::string>): the file refers to the
// caller's bytes instead of copying them, keeps them alive, and reads them
// exactly as it reads text handed over by value.
#include "support/catch.hpp"

#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>

#include <memory>
#include <string>
#include <vector>

namespace {

std::vector<std::string> attribute_names(const hcl::parse_result& r) {
    hcl::diagnostics d;
    std::vector<std::string> out;
    for (const auto& [name, a] : r.file->body().just_attributes(d)) out.push_back(name + "@" + a.range().to_string());
    return out;
}

}  // namespace

TEST_CASE("shared source: the native parser reads the caller's bytes, not a copy", "[native][source]") {
    auto text = std::make_shared<const std::string>("a = 1\nb = \"two\"\n");
    const std::weak_ptr<const std::string> watch = text;
    auto shared = hcl::native::parse_config(text, "s.hcl");
    REQUIRE_FALSE(shared.has_errors());
    CHECK(shared.file->source().data() == text->data());  // no copy
    CHECK(attribute_names(shared) == attribute_names(hcl::native::parse_config(*text, "s.hcl")));

    // The same text parses again, into an independent file.
    auto again = hcl::native::parse_config(text, "s.hcl");
    CHECK(again.file->source().data() == text->data());
    CHECK(again.file != shared.file);

    // The files keep the text alive.
    text.reset();
    CHECK_FALSE(watch.expired());
    hcl::diagnostics d;
    CHECK(shared.file->body().just_attributes(d).at("b").expression.evaluate(d) == hcl::value::string("two"));
    shared = {};
    again = {};
    CHECK(watch.expired());
}

TEST_CASE("shared source: the JSON parser reads the caller's bytes, not a copy", "[json][source]") {
    auto text = std::make_shared<const std::string>(R"({"a": 1, "b": "two"})");
    const std::weak_ptr<const std::string> watch = text;
    auto shared = hcl::json::parse(text, "s.json");
    REQUIRE_FALSE(shared.has_errors());
    CHECK(shared.file->source().data() == text->data());
    CHECK(attribute_names(shared) == attribute_names(hcl::json::parse(*text, "s.json")));
    text.reset();
    CHECK_FALSE(watch.expired());
    shared = {};
    CHECK(watch.expired());
}

TEST_CASE("shared source: no text reads as empty text", "[native][json][source]") {
    auto native = hcl::native::parse_config(std::shared_ptr<const std::string>(), "n.hcl");
    CHECK_FALSE(native.has_errors());
    CHECK(native.file->source().empty());
    CHECK(attribute_names(native).empty());

    // An empty JSON text is not a configuration, shared or not.
    auto json = hcl::json::parse(std::shared_ptr<const std::string>(), "n.json");
    const auto owned = hcl::json::parse(std::string(), "n.json");
    REQUIRE(json.diagnostics.size() == owned.diagnostics.size());
    for (std::size_t i = 0; i < owned.diagnostics.size(); ++i) {
        CHECK(json.diagnostics[i].summary == owned.diagnostics[i].summary);
    }
}
