// Where a failed conversion points (<hcl/value_to.hpp>): the converter keeps
// its steps cheap while converting and spells out the value_path only for a
// failure; these check each kind of step, and a user step between them.
#include "support/catch.hpp"

#include <hcl/value_to.hpp>

#include <boost/describe.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace value_to_path_test {

struct endpoint {
    std::string host;
    int port = 0;
};
BOOST_DESCRIBE_STRUCT(endpoint, (), (host, port))

// A user type whose conversion steps into an attribute itself.
struct wrapped {
    int inner = 0;
};

}  // namespace value_to_path_test

template <>
struct hcl::converter<value_to_path_test::wrapped> {
    static bool from_value(const hcl::value& v, value_to_path_test::wrapped& out, hcl::conversion& cx) {
        const hcl::value* inner = v.find("inner");
        if (!inner) return cx.fail("inner is required");
        cx.push(hcl::path_step::attribute("inner"));
        const bool ok = cx.convert(*inner, out.inner);
        cx.pop();
        return ok;
    }
    static hcl::value to_value(const value_to_path_test::wrapped& w) {
        return hcl::value::object({{"inner", hcl::value::number(std::int64_t{w.inner})}});
    }
};

namespace {

using hcl::value;
using namespace value_to_path_test;

template <class T>
std::string failure_path(const value& v) {
    auto r = hcl::value_to<T>(v);
    REQUIRE_FALSE(r.has_value());
    return hcl::to_string(r.error().path);
}

}  // namespace

TEST_CASE("conversion failures carry the path inside the value [spec:Conversion]") {
    // list/tuple index
    CHECK(failure_path<std::vector<int>>(value::tuple({value::number(1), value::boolean(true)})) == "[1]");
    // map key, then index
    const value groups = value::object({{"a", value::tuple({value::number(1)})},
                                        {"b", value::tuple({value::number(2), value::boolean(true)})}});
    CHECK(failure_path<std::map<std::string, std::vector<int>>>(groups) == "[\"b\"][1]");
    // struct attribute, inside a list
    const value endpoints = value::tuple({value::object({{"host", value::string("a")}, {"port", value::number(1)}}),
                                          value::object({{"host", value::string("b")}, {"port", value::boolean(true)}})});
    CHECK(failure_path<std::vector<endpoint>>(endpoints) == "[1].port");
    // set element: the step is the element itself
    CHECK(failure_path<std::set<int>>(value::set({value::boolean(true)})) == "[true]");
    // a user conversion's own step between the converter's
    const value ws = value::tuple({value::object({{"inner", value::number(1)}}),
                                   value::object({{"inner", value::boolean(false)}})});
    CHECK(failure_path<std::vector<wrapped>>(ws) == "[1].inner");
    // and the path is back to empty after a success
    hcl::conversion cx;
    std::vector<int> ok;
    CHECK(cx.convert(value::tuple({value::number(1)}), ok));
    CHECK(cx.path().empty());
}
