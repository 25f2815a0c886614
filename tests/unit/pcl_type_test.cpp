// Tests for <hcl/pcl/type.hpp> and <hcl/pcl/type_expression.hpp>: the PCL
// type model, its normal form, names and text form.
#include <hcl/pcl/type.hpp>
#include <hcl/pcl/type_expression.hpp>
#include <hcl/type.hpp>

#include "support/pcl_types.hpp"

#include "support/catch.hpp"

#include <unordered_set>

using hcl::pcl::type;
using hcl::pcl::type_kind;
using pcl_test::T;

TEST_CASE("pcl type: constructors and kinds", "[pcl]") {
    CHECK(type().is_dynamic());
    CHECK(type::integer().kind() == type_kind::integer);
    CHECK(type::integer().is_scalar());
    CHECK_FALSE(type::none().is_scalar());
    CHECK(type::list(type::integer()).element_type() == type::integer());
    CHECK(type::output(type::string()).is_eventual());
    const type o = type::object({{"b", type::string()}, {"a", type::integer()}, {"b", type::boolean()}});
    REQUIRE(o.attributes().size() == 2);
    CHECK(o.attributes()[0].name == "a");
    CHECK(*o.attribute_type("b") == type::boolean());  // a repeated name keeps the last type
    CHECK(o.attribute_type("c") == nullptr);
}

TEST_CASE("pcl type: unions are normalised", "[pcl]") {
    // "A union type is constructed of a set of types": flattened, without
    // duplicates, order-independent; one member is that member.
    CHECK(type::union_of({type::string(), type::integer()}) == type::union_of({type::integer(), type::string()}));
    CHECK(type::union_of({type::string(), type::union_of({type::integer(), type::boolean()})}) ==
          type::union_of({type::boolean(), type::integer(), type::string()}));
    CHECK(type::union_of({type::string(), type::string()}) == type::string());
    CHECK(type::union_of({}) == type::none());
    CHECK(type::union_of({type::string(), type::integer()}).members().size() == 2);
    // "Optional values of type T are represented by a union of T and none."
    CHECK(type::optional(type::string()) == type::union_of({type::none(), type::string()}));
    CHECK(type::optional(type::optional(type::string())) == type::optional(type::string()));
}

TEST_CASE("pcl type: eventuals do not nest", "[pcl]") {
    CHECK(type::output(type::output(type::integer())) == type::output(type::integer()));
    CHECK(type::output(type::promise(type::integer())) == type::output(type::integer()));
    CHECK(type::output(type::list(type::promise(type::integer()))) == type::output(type::list(type::integer())));
    CHECK(type::promise(type::promise(type::integer())) == type::promise(type::integer()));
    // A promise may hold an output.
    CHECK(type::promise(type::output(type::integer())).element_type() == type::output(type::integer()));
    CHECK(type::list(type::output(type::integer())).contains_outputs());
    CHECK_FALSE(type::list(type::integer()).contains_eventuals());
    CHECK(hcl::pcl::resolve_outputs(T("object({a = output(int), b = promise(list(output(string)))})")) ==
          T("object({a = int, b = list(string)})"));
    CHECK(hcl::pcl::resolve_promises(T("object({a = output(int), b = promise(string)})")) ==
          T("object({a = output(int), b = string})"));
}

TEST_CASE("pcl type: friendly names", "[pcl]") {
    CHECK(T("int").friendly_name() == "int");
    CHECK(T("any").friendly_name() == "dynamic");
    CHECK(T("list(map(int))").friendly_name() == "list of map of int");
    CHECK(T("optional(string)").friendly_name() == "optional string");
    CHECK(T("union(bool, number)").friendly_name() == "union of bool or number");
    CHECK(T("optional(union(bool, number))").friendly_name() == "optional union of bool or number");
    CHECK(T("output(list(string))").friendly_name() == "output of list of string");
    CHECK(T("promise(int)").friendly_name() == "promise of int");
    CHECK(T("object({a = int})").friendly_name() == "object");
    CHECK(T("tuple([int])").friendly_name() == "tuple");
    CHECK(T("none").friendly_name() == "none");
}

TEST_CASE("pcl type: text form", "[pcl]") {
    CHECK(T("union(string, int)").to_string() == "union(int, string)");
    CHECK(T("union(string, none)").to_string() == "optional(string)");
    CHECK(T("union(string, none, bool)").to_string() == "optional(union(bool, string))");
    CHECK(T("object({b = int, \"a b\" = string})").to_string() == "object({\"a b\" = string, b = int})");
    CHECK(T("tuple([int, any])").to_string() == "tuple([int, any])");
    CHECK(T("dynamic") == type::dynamic());
    CHECK(T("union(int)") == type::integer());
    for (const auto& t : pcl_test::universe()) {
        INFO(t.to_string());
        CHECK(T(t.to_string()) == t);
    }
    const type odd = type::object({{"${x}", type::integer()}, {"q\"\\\n", type::string()}, {"%{", type::none()}});
    CHECK(T(odd.to_string()) == odd);
}

TEST_CASE("pcl type: identity, order and hash", "[pcl]") {
    const auto& u = pcl_test::universe();
    std::unordered_set<type> set(u.begin(), u.end());
    CHECK(set.size() == u.size());  // the universe has no duplicates
    for (const auto& a : u) {
        for (const auto& b : u) {
            INFO(a.to_string() << " vs " << b.to_string());
            CHECK((a == b) == (compare(a, b) == 0));
            CHECK((compare(a, b) < 0) == (compare(b, a) > 0));
            if (a == b) CHECK(a.hash() == b.hash());
        }
    }
    // A copy is the same type; an equal type built again is equal too.
    const type x = T("map(list(optional(int)))");
    const type y = x;
    CHECK(x == y);
    CHECK(x == T("map(list(union(none, int)))"));
}

TEST_CASE("pcl type: from HCL types", "[pcl]") {
    const hcl::type h = hcl::type::object({{"a", hcl::type::number()}, {"b", hcl::type::list(hcl::type::string())}}, {"a"});
    CHECK(type::from_hcl(h) == T("object({a = optional(number), b = list(string)})"));
    CHECK(type::from_hcl(hcl::type::dynamic()) == type::dynamic());
    CHECK(type::from_hcl(hcl::type::tuple({hcl::type::boolean()})) == T("tuple([bool])"));
    CHECK(type::from_hcl(hcl::type::set(hcl::type::number())) == T("set(number)"));
}

namespace {

struct bad_case {
    const char* text;
    const char* detail_part;
    unsigned column;  // where the subject starts (1-based)
    unsigned end_column;  // where it ends
};

}  // namespace

TEST_CASE("pcl type expression: errors carry ranges", "[pcl]") {
    const bad_case cases[] = {
        {"strin", "The keyword \"strin\" is not a valid type specification.", 1, 6},
        {"list", "The list type constructor requires one argument", 1, 5},
        {"list(int, string)", "requires one argument", 11, 17},
        {"union()", "at least one member type", 6, 8},
        {"int(1)", "Type keyword \"int\" does not expect arguments.", 4, 7},
        {"frob(int)", "Keyword \"frob\" is not a valid type constructor.", 1, 5},
        {"list(strng)", "The keyword \"strng\"", 6, 11},
        {"object([int])", "Object type constructor requires a map", 8, 13},
        {"object({a = int, a = string})", "keys must be unique", 18, 19},
        {"object({(1+1) = int})", "must be attribute names or strings", 9, 14},
        {"tuple(int)", "Tuple type constructor requires a list", 7, 10},
        {"\"int\"", "either a type keyword", 1, 6},
        {"union(int, 1)", "either a type keyword", 12, 13},
        {"list(int...)", "expanded argument", 5, 13},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        auto r = hcl::pcl::parse_type(c.text, "t");
        REQUIRE(r.diagnostics.size() == 1);
        const auto& d = r.diagnostics[0];
        CHECK(d.summary == "Invalid type specification");
        CHECK_THAT(d.detail, Catch::Matchers::ContainsSubstring(c.detail_part));
        REQUIRE(d.subject);
        CHECK(d.subject->filename == "t");
        CHECK(d.subject->start.column == c.column);
        CHECK(d.subject->end.column == c.end_column);
    }
    // A syntax error is the parser's diagnostic.
    auto r = hcl::pcl::parse_type("list(", "t");
    CHECK(r.diagnostics.has_errors());
    CHECK(r.type.is_dynamic());
}
