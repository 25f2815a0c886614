// Tests for <hcl/value.hpp>: construction, null and unknown values, NFC
// strings, collection invariants, structural identity, paths, descriptions.
#include <hcl/result.hpp>
#include <hcl/value.hpp>

#include "support/catch.hpp"

using hcl::type;
using hcl::value;

TEST_CASE("every type has a null value that retains the type [spec:Null values]") {
    for (const auto& t : {type::string(), type::number(), type::boolean(), type::list(type::string()),
                          type::object({{"a", type::number()}}), type::dynamic()}) {
        const auto v = value::null(t);
        CHECK(v.is_null());
        CHECK(v.is_known());
        CHECK(v.type() == t);
        // A null value of a particular type is equal to itself.
        CHECK(v == value::null(t));
    }
    CHECK_FALSE(value::null(type::string()) == value::null(type::number()));
    // The default value is the null of the dynamic pseudo-type, like the literal `null`.
    CHECK(value() == value::null(type::dynamic()));
}

TEST_CASE("each type has a distinct unknown value [spec:Unknown Values and the Dynamic Pseudo-type]") {
    const auto n = value::unknown(type::number());
    const auto s = value::unknown(type::string());
    CHECK_FALSE(n.is_known());
    CHECK_FALSE(n.is_null());
    CHECK_FALSE(n == s);
    CHECK(n == value::unknown(type::number()));
    CHECK(value::dynamic().is_dynamic());
    CHECK(value::dynamic().type().is_dynamic());
    CHECK_FALSE(n.is_dynamic());
    CHECK_FALSE(value::null(type::dynamic()).is_dynamic());
}

TEST_CASE("wholly known looks inside collections [spec:Unknown Values and the Dynamic Pseudo-type]") {
    CHECK(value::tuple({value::number(1), value::string("a")}).is_wholly_known());
    const auto partly = value::tuple({value::number(1), value::unknown(type::string())});
    CHECK(partly.is_known());
    CHECK_FALSE(partly.is_wholly_known());
    CHECK_FALSE(value::object({{"a", value::list({value::dynamic()})}}).is_wholly_known());
    CHECK(value::null(type::list(type::string())).is_wholly_known());
}

TEST_CASE("strings are NFC-normalised on construction [spec:Primitive Types]") {
    const auto precomposed = value::string("caf\xC3\xA9");   // U+00E9
    const auto decomposed = value::string("cafe\xCC\x81");   // e + U+0301
    CHECK(precomposed == decomposed);
    CHECK(decomposed.as_string() == "caf\xC3\xA9");
    CHECK(value::string("plain ascii").as_string() == "plain ascii");
    CHECK(value::string("").as_string().empty());
}

TEST_CASE("bools and numbers") {
    CHECK(value::boolean(true).as_bool());
    CHECK_FALSE(value::boolean(false).as_bool());
    CHECK(value::boolean(true) == value::boolean(true));
    CHECK_FALSE(value::boolean(true) == value::boolean(false));
    CHECK(value::number(42).as_number() == hcl::number::from_int(42));
    CHECK(value::number(42) == value::number(42));
    CHECK_FALSE(value::number(42) == value::number(43));
    CHECK_FALSE(value::number(1) == value::string("1"));
    CHECK_FALSE(value::boolean(true) == value::string("true"));
}

TEST_CASE("lists keep order and require one element type [spec:Collection Types]") {
    const auto l = value::list({value::string("b"), value::string("a")});
    CHECK(l.type() == type::list(type::string()));
    REQUIRE(l.length() == 2);
    CHECK(l.elements()[0].as_string() == "b");
    CHECK(l.elements()[1].as_string() == "a");
    CHECK_THROWS_AS(value::list({value::string("a"), value::number(1)}), std::invalid_argument);
    CHECK_THROWS_AS(value::list(std::vector<value>{}), std::invalid_argument);
    const auto empty = value::list_empty(type::number());
    CHECK(empty.type() == type::list(type::number()));
    CHECK(empty.length() == 0);
    CHECK_FALSE(empty == value::set_empty(type::number()));
    CHECK_FALSE(empty == value::list_empty(type::string()));
}

TEST_CASE("maps keep one entry per key, sorted bytewise [spec:Collection Types]") {
    const auto m = value::map({{"b", value::number(2)}, {"a", value::number(1)}, {"b", value::number(3)}});
    CHECK(m.type() == type::map(type::number()));
    REQUIRE(m.length() == 2);
    CHECK(m.attributes()[0].first == "a");
    CHECK(m.attributes()[1].first == "b");
    CHECK(m.attributes()[1].second == value::number(3));  // last one wins
    REQUIRE(m.find("a") != nullptr);
    CHECK(*m.find("a") == value::number(1));
    CHECK(m.find("c") == nullptr);
    // Upper-case letters sort before lower-case ones (bytewise).
    const auto cased = value::map({{"b", value::number(1)}, {"B", value::number(2)}});
    CHECK(cased.attributes()[0].first == "B");
}

TEST_CASE("sets hold distinct elements [spec:Collection Types]") {
    const auto s = value::set({value::string("b"), value::string("a"), value::string("b")});
    CHECK(s.type() == type::set(type::string()));
    CHECK(s.length() == 2);
    // Construction order does not matter.
    CHECK(s == value::set({value::string("a"), value::string("b")}));
    // Unknown elements are never the same element as one another.
    const auto u = value::set({value::unknown(type::string()), value::unknown(type::string())});
    CHECK(u.length() == 2);
    // Sets of strings iterate bytewise, of numbers numerically.
    const auto nums = value::set({value::number(10), value::number(2), value::number(-1)});
    REQUIRE(nums.length() == 3);
    CHECK(nums.elements()[0] == value::number(-1));
    CHECK(nums.elements()[1] == value::number(2));
    CHECK(nums.elements()[2] == value::number(10));
}

TEST_CASE("objects and tuples take their types from their members [spec:Structural Types]") {
    const auto o = value::object({{"name", value::string("web")}, {"port", value::number(80)}});
    CHECK(o.type() == type::object({{"name", type::string()}, {"port", type::number()}}));
    CHECK(*o.find("port") == value::number(80));
    CHECK(o == value::object({{"port", value::number(80)}, {"name", value::string("web")}}));
    CHECK_FALSE(o == value::object({{"port", value::number(81)}, {"name", value::string("web")}}));

    const auto t = value::tuple({value::string("a"), value::number(1)});
    CHECK(t.type() == type::tuple({type::string(), type::number()}));
    CHECK(t.length() == 2);
    CHECK(value::empty_tuple().type() == type::empty_tuple());
    CHECK(value::empty_object().type() == type::empty_object());
}

TEST_CASE("accessors on the wrong kind of value are programming errors") {
    CHECK_THROWS_AS(value::number(1).as_string(), std::logic_error);
    CHECK_THROWS_AS(value::null(type::string()).as_string(), std::logic_error);
    CHECK_THROWS_AS(value::unknown(type::boolean()).as_bool(), std::logic_error);
    CHECK_THROWS_AS(value::string("x").elements(), std::logic_error);
}

namespace {
struct int_payload_ops : hcl::capsule_operations {
    bool equals(const void* a, const void* b) const override {
        return *static_cast<const int*>(a) == *static_cast<const int*>(b);
    }
};
}  // namespace

TEST_CASE("capsule value equality is defined by the application [spec:Capsule Types]") {
    const auto t = type::capsule("int", std::make_shared<int_payload_ops>());
    const auto a = value::capsule(t, std::make_shared<const int>(7));
    const auto b = value::capsule(t, std::make_shared<const int>(7));
    const auto c = value::capsule(t, std::make_shared<const int>(8));
    CHECK(a == b);
    CHECK_FALSE(a == c);
    CHECK_THROWS_AS(value::capsule(type::string(), std::make_shared<const int>(1)), std::invalid_argument);
}

TEST_CASE("paths inside values render like HCL traversals") {
    hcl::value_path path{hcl::path_step::attribute("servers"), hcl::path_step::index(value::number(1)),
                         hcl::path_step::attribute("port")};
    CHECK(hcl::to_string(path) == ".servers[1].port");
    CHECK(hcl::to_string({hcl::path_step::index(value::string("web"))}) == "[\"web\"]");
    CHECK(hcl::to_string({}) == "");
    hcl::failure f{"a number is required", path, {}};
    CHECK(f.to_string() == ".servers[1].port: a number is required");
}

TEST_CASE("values describe themselves for messages") {
    CHECK(hcl::describe(value::string("x")) == "\"x\"");
    CHECK(hcl::describe(value::number(42)) == "42");
    CHECK(hcl::describe(value::boolean(true)) == "true");
    CHECK(hcl::describe(value()) == "null");
    CHECK(hcl::describe(value::unknown(type::number())) == "unknown number");
    CHECK(hcl::describe(value::list({value::string("a"), value::string("b")})) == "list of string with 2 elements");
    CHECK(hcl::describe(value::object({{"a", value::number(1)}})) == "object with 1 attribute");
}
