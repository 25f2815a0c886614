// A member's name in its struct's value differing from its HCL name
// (annotate.hpp, tag .value_name()), as an hcldec object key may differ from
// the attribute it reads.
#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/spec_of.hpp>
#include <hcl/value_json.hpp>
#include <hcl/value_to.hpp>

#include <boost/describe.hpp>

#include <optional>
#include <string>
#include <vector>

namespace decode_value_name_test {

struct server {
    int port_number = 0;
    std::vector<std::string> names;
    std::optional<std::string> label;
};
BOOST_DESCRIBE_STRUCT(server, (), (port_number, names, label))
constexpr auto hcl_fields(hcl::type_tag<server>) {
    return hcl::fields(hcl::field(&server::port_number, hcl::tag::attr("port").value_name("port_number")),
                       hcl::field(&server::names, hcl::tag::block("person").attr("name").value_name("people")),
                       hcl::field(&server::label, hcl::tag::attr("label")));
}

}  // namespace decode_value_name_test

using namespace decode_value_name_test;

TEST_CASE("value_name: the body is read by HCL name, the value uses the value name", "[decode][value_name]") {
    constexpr auto s = hcl::schema_of<server>();
    STATIC_REQUIRE(s.fields[0].name == "port");
    STATIC_REQUIRE(s.fields[0].key == "port_number");
    STATIC_REQUIRE(s.fields[2].key == "label");

    auto r = hcl::try_decode_string<server>("port = 80\nperson {\n  name = \"ann\"\n}\n", "in.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.port_number == 80);
    const hcl::value v = hcl::to_value(r.value);
    CHECK(*hcl::value_to_json(v) == R"({"label":null,"people":["ann"],"port_number":80})");
    CHECK(hcl::implied_type<server>() ==
          hcl::type::object({{"label", hcl::type::string()},
                             {"people", hcl::type::list(hcl::type::string())},
                             {"port_number", hcl::type::number()}},
                            {"label", "people"}));

    // value_to reads the value names back, and rejects the HCL names.
    auto back = hcl::value_to<server>(v);
    REQUIRE(back);
    CHECK(back->names == std::vector<std::string>{"ann"});
    CHECK_FALSE(hcl::value_to<server>(hcl::value::object({{"port", hcl::value::number(1)}})));

    // spec_of: the object's keys are the value names, the attr the HCL name.
    const auto spec = hcl::spec_of<server>();
    const auto& members = spec.get_if<hcl::spec::object>()->members;
    CHECK(members[0].first == "port_number");
    CHECK(members[0].second.get_if<hcl::spec::attr>()->name == "port");
    CHECK(members[1].first == "people");
}
