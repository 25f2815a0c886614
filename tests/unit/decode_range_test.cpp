// Range captures (gohcl's def_range, type_range, label_range, attr_range;
// hclcpp adds attr_name_range and attr_value_range) over both syntaxes.
// What each range covers follows the reference's hcl.Block / hcl.Attribute:
// native blocks are defined by their header (type through last label),
// JSON blocks by the opening brace of their body object; JSON type and
// label ranges are the property names, quotes included.
#include "support/catch.hpp"

#include <hcl/decode.hpp>

#include <boost/describe.hpp>

#include <string>
#include <vector>

namespace decode_range {

struct listener {
    std::string name;
    int port = 0;
    hcl::source_range def;
    hcl::source_range type;
    hcl::source_range name_at;
    hcl::source_range port_at;
    hcl::source_range port_name_at;
    hcl::source_range port_value_at;
};
BOOST_DESCRIBE_STRUCT(listener, (), (name, port, def, type, name_at, port_at, port_name_at, port_value_at))
constexpr auto hcl_fields(hcl::type_tag<listener>) {
    return hcl::fields(hcl::field(&listener::name, hcl::tag::label()),
                       hcl::field(&listener::def, hcl::tag::def_range()),
                       hcl::field(&listener::type, hcl::tag::type_range()),
                       hcl::field(&listener::name_at, hcl::tag::label_range("name")),
                       hcl::field(&listener::port_at, hcl::tag::attr_range("port")),
                       hcl::field(&listener::port_name_at, hcl::tag::attr_name_range("port")),
                       hcl::field(&listener::port_value_at, hcl::tag::attr_value_range("port")));
}

// A plain aggregate with the same captures in its tag list.
struct top {
    std::vector<listener> listeners;
    std::string mode;
    hcl::source_range mode_at;
};
constexpr auto hcl_fields(hcl::type_tag<top>) {
    return hcl::field_order(hcl::tag::block("listener"), hcl::tag::optional("mode"),
                            hcl::tag::attr_value_range("mode"));
}

}  // namespace decode_range

using namespace decode_range;

namespace {

std::string slice(const std::string& text, const hcl::source_range& r) {
    return text.substr(r.start.byte, r.end.byte - r.start.byte);
}

}  // namespace

TEST_CASE("decode: range captures in the native syntax (gohcl range tags)", "[decode][ranges]") {
    const std::string text = "mode = \"fast\"\n\nlistener \"web\" {\n  port = 8080\n}\n";
    auto r = hcl::try_decode_string<top>(text, "ranges.hcl");
    REQUIRE_FALSE(r.has_errors());
    REQUIRE(r.value.listeners.size() == 1);
    const listener& l = r.value.listeners[0];
    CHECK(slice(text, l.def) == "listener \"web\"");
    CHECK(slice(text, l.type) == "listener");
    CHECK(slice(text, l.name_at) == "\"web\"");
    CHECK(slice(text, l.port_at) == "port = 8080");
    CHECK(slice(text, l.port_name_at) == "port");
    CHECK(slice(text, l.port_value_at) == "8080");
    CHECK(l.port_value_at.start.line == 4);
    CHECK(l.port_value_at.start.column == 10);
    CHECK(l.def.filename == "ranges.hcl");
    CHECK(slice(text, r.value.mode_at) == "\"fast\"");
}

TEST_CASE("decode: range captures in the JSON syntax (json spec: Blocks)", "[decode][ranges]") {
    const std::string text = "{\"mode\": \"fast\", \"listener\": {\"web\": {\"port\": 8080}}}";
    auto r = hcl::try_decode_string<top>(text, "ranges.json");
    REQUIRE_FALSE(r.has_errors());
    REQUIRE(r.value.listeners.size() == 1);
    const listener& l = r.value.listeners[0];
    CHECK(slice(text, l.def) == "{");
    CHECK(l.def.start.byte == text.find("{\"port\""));
    CHECK(slice(text, l.type) == "\"listener\"");
    CHECK(slice(text, l.name_at) == "\"web\"");
    CHECK(slice(text, l.port_at) == "\"port\": 8080");
    CHECK(slice(text, l.port_name_at) == "\"port\"");
    CHECK(slice(text, l.port_value_at) == "8080");
    CHECK(slice(text, r.value.mode_at) == "\"fast\"");
}

TEST_CASE("decode: range captures of absent items stay as they were", "[decode][ranges]") {
    auto r = hcl::try_decode_string<top>("listener \"a\" {\n  port = 1\n}\n", "ranges.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.mode_at == hcl::source_range{});
}
