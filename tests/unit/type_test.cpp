// Tests for <hcl/type.hpp>: the information model's types, type identity,
// the "matches" relation of type specifications and friendly names.
#include <hcl/type.hpp>

#include "support/catch.hpp"

using hcl::type;
using hcl::type_kind;

TEST_CASE("primitive types are distinct and identical to themselves [spec:Primitive Types]") {
    CHECK(type::string() == type::string());
    CHECK(type::number() == type::number());
    CHECK(type::boolean() == type::boolean());
    CHECK_FALSE(type::string() == type::number());
    CHECK_FALSE(type::number() == type::boolean());
    CHECK(type::string().is_primitive());
    CHECK_FALSE(type::list(type::string()).is_primitive());
}

TEST_CASE("collection types are identical when kind and element type are [spec:Collection Types]") {
    CHECK(type::list(type::string()) == type::list(type::string()));
    CHECK_FALSE(type::list(type::string()) == type::set(type::string()));
    CHECK_FALSE(type::list(type::number()) == type::list(type::string()));
    CHECK(type::map(type::list(type::number())) == type::map(type::list(type::number())));
    CHECK(type::list(type::string()).element_type() == type::string());
    CHECK(type::list(type::string()).is_collection());
    CHECK(type::string().element_type().is_dynamic());
}

TEST_CASE("structural types are identical when kind and members are [spec:Structural Types]") {
    const auto a = type::object({{"name", type::string()}, {"port", type::number()}});
    const auto b = type::object({{"port", type::number()}, {"name", type::string()}});
    CHECK(a == b);  // attributes are a set: order of construction does not matter
    CHECK_FALSE(a == type::object({{"name", type::string()}}));
    CHECK_FALSE(a == type::object({{"name", type::string()}, {"port", type::string()}}));
    CHECK(type::tuple({type::string(), type::number()}) == type::tuple({type::string(), type::number()}));
    CHECK_FALSE(type::tuple({type::string(), type::number()}) == type::tuple({type::number(), type::string()}));
    CHECK_FALSE(type::tuple({}) == type::object({}));
    CHECK(type::empty_object() == type::object({}));
    CHECK(type::empty_tuple() == type::tuple({}));
}

TEST_CASE("object attributes are sorted, looked up by name, and NFC-normalised [spec:Structural Types]") {
    const auto t = type::object({{"b", type::number()}, {"a", type::string()}, {"c", type::boolean()}});
    REQUIRE(t.attributes().size() == 3);
    CHECK(t.attributes()[0].name == "a");
    CHECK(t.attributes()[1].name == "b");
    CHECK(t.attributes()[2].name == "c");
    REQUIRE(t.attribute_type("b") != nullptr);
    CHECK(*t.attribute_type("b") == type::number());
    CHECK(t.attribute_type("z") == nullptr);
    CHECK(t.has_attribute("a"));

    // "é" precomposed (U+00E9) and decomposed (e + U+0301) name the same attribute.
    const auto precomposed = type::object({{"caf\xC3\xA9", type::string()}});
    const auto decomposed = type::object({{"cafe\xCC\x81", type::string()}});
    CHECK(precomposed == decomposed);
    CHECK(decomposed.has_attribute("caf\xC3\xA9"));
}

TEST_CASE("a repeated object attribute keeps the last type") {
    const auto t = type::object({{"a", type::string()}, {"a", type::number()}});
    REQUIRE(t.attributes().size() == 1);
    CHECK(*t.attribute_type("a") == type::number());
}

TEST_CASE("optional attributes mark type constraints [spec:Type Specifications]") {
    const auto t = type::object({{"name", type::string()}, {"port", type::number()}}, {"port"});
    CHECK(t.attribute_optional("port"));
    CHECK_FALSE(t.attribute_optional("name"));
    CHECK(t.has_optional_attributes());
    // Optional markers are part of identity...
    CHECK_FALSE(t == type::object({{"name", type::string()}, {"port", type::number()}}));
    // ...and can be removed, recursively.
    const auto nested = type::list(t);
    CHECK(nested.without_optional_attributes() ==
          type::list(type::object({{"name", type::string()}, {"port", type::number()}})));
    CHECK_THROWS_AS(type::object({{"a", type::string()}}, {"missing"}), std::invalid_argument);
}

TEST_CASE("the dynamic pseudo-type is identical only to itself [spec:Unknown Values and the Dynamic Pseudo-type]") {
    CHECK(type::dynamic() == type());
    CHECK(type::dynamic().is_dynamic());
    CHECK_FALSE(type::dynamic() == type::string());
    CHECK(type::list(type::dynamic()).has_dynamic_types());
    CHECK(type::object({{"a", type::tuple({type::dynamic()})}}).has_dynamic_types());
    CHECK_FALSE(type::object({{"a", type::tuple({type::number()})}}).has_dynamic_types());
}

namespace {
struct bytes_ops : hcl::capsule_operations {};
}  // namespace

TEST_CASE("a capsule type is identical only to itself [spec:Capsule Types]") {
    const auto a = type::capsule("bytes", std::make_shared<bytes_ops>());
    const auto b = type::capsule("bytes", std::make_shared<bytes_ops>());
    const auto a_copy = a;
    CHECK(a == a_copy);
    CHECK_FALSE(a == b);
    CHECK(a.is_capsule());
    CHECK(a.capsule_name() == "bytes");
    CHECK(a.friendly_name() == "bytes");
    CHECK(a.capsule_ops() != nullptr);
}

TEST_CASE("type specifications: matches relation [spec:Type Specifications]") {
    // Any type matches any type that it is identical to.
    CHECK(hcl::type_matches(type::string(), type::string()));
    CHECK_FALSE(hcl::type_matches(type::string(), type::number()));
    // Any type matches the dynamic pseudo-type.
    CHECK(hcl::type_matches(type::string(), type::dynamic()));
    CHECK(hcl::type_matches(type::list(type::number()), type::dynamic()));
    // The spec's example: list of dynamic matches list of string and list of
    // map, but not set of string.
    const auto spec = type::list(type::dynamic());
    CHECK(hcl::type_matches(type::list(type::string()), spec));
    CHECK(hcl::type_matches(type::list(type::map(type::number())), spec));
    CHECK_FALSE(hcl::type_matches(type::set(type::string()), spec));
    // The relation is not commutative.
    CHECK_FALSE(hcl::type_matches(type::dynamic(), type::string()));
    // Nested structural types.
    CHECK(hcl::type_matches(type::object({{"a", type::number()}}), type::object({{"a", type::dynamic()}})));
    CHECK_FALSE(hcl::type_matches(type::object({{"a", type::number()}}), type::object({{"b", type::dynamic()}})));
    CHECK(hcl::type_matches(type::tuple({type::number(), type::string()}),
                            type::tuple({type::dynamic(), type::string()})));
    CHECK_FALSE(hcl::type_matches(type::tuple({type::number()}), type::tuple({type::dynamic(), type::string()})));
}

TEST_CASE("friendly names") {
    CHECK(type::string().friendly_name() == "string");
    CHECK(type::number().friendly_name() == "number");
    CHECK(type::boolean().friendly_name() == "bool");
    CHECK(type::dynamic().friendly_name() == "dynamic");
    CHECK(type::list(type::string()).friendly_name() == "list of string");
    CHECK(type::map(type::list(type::number())).friendly_name() == "map of list of number");
    CHECK(type::set(type::boolean()).friendly_name() == "set of bool");
    CHECK(type::object({{"a", type::string()}}).friendly_name() == "object");
    CHECK(type::tuple({type::string()}).friendly_name() == "tuple");

    CHECK(type::dynamic().friendly_name_for_constraint() == "any type");
    CHECK(type::list(type::dynamic()).friendly_name_for_constraint() == "list of any single type");
    CHECK(type::map(type::string()).friendly_name_for_constraint() == "map of string");
}

TEST_CASE("type expressions") {
    CHECK(type::dynamic().to_type_expression() == "any");
    CHECK(type::list(type::string()).to_type_expression() == "list(string)");
    CHECK(type::map(type::set(type::boolean())).to_type_expression() == "map(set(bool))");
    CHECK(type::object({{"b", type::number()}, {"a", type::string()}}, {"b"}).to_type_expression() ==
          "object({a=string,b=optional(number)})");
    CHECK(type::tuple({type::string(), type::number()}).to_type_expression() == "tuple([string,number])");
}
