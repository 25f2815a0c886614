// Tests for the collection functions of <hcl/stdlib.hpp> (reference
// behaviour §8.9 "collection", "sequence", "general"): coalesce coalescelist
// compact concat contains distinct chunklist flatten keys values lookup merge
// reverse setproduct slice zipmap element index length hasindex range.
#include "support/stdlib_cases.hpp"

#include "support/catch.hpp"

using hcl::call_error_kind;
using hcl::type;
using hcl::value;
using hcl_test::call_stdlib;

namespace {

value str(const char* s) { return value::string(s); }
value num(std::int64_t n) { return value::number(n); }
value string_list(std::initializer_list<value> items) { return value::list(type::string(), items); }

const value unknown_string = value::unknown(type::string());
const value unknown_bool = value::unknown(type::boolean());
const value unknown_number = value::unknown(type::number());

}  // namespace

TEST_CASE("stdlib collections match the reference's results and failures [ref:8.9 collection]",
          "[stdlib][oracle]") {
    CHECK(hcl_test::check_stdlib_cases("collections") >= 250);
}

TEST_CASE("stdlib collections: unknown collections [ref:8.3 call algorithm]", "[stdlib]") {
    const type list_of_string = type::list(type::string());
    const value unknown_list = value::unknown(list_of_string);
    CHECK(*call_stdlib("length", {unknown_list}) == unknown_number);
    // A tuple's length is part of its type, but the parameter does not accept
    // unknowns, so the result is unknown all the same.
    CHECK(*call_stdlib("length", {value::unknown(type::tuple({type::string()}))}) ==
          unknown_number);
    CHECK(*call_stdlib("compact", {unknown_list}) == value::unknown(list_of_string));
    CHECK(*call_stdlib("distinct", {unknown_list}) == value::unknown(list_of_string));
    CHECK(*call_stdlib("reverse", {unknown_list}) == value::unknown(list_of_string));
    CHECK(*call_stdlib("element", {unknown_list, num(0)}) == unknown_string);
    CHECK(*call_stdlib("index", {unknown_list, num(0)}) == unknown_string);
    CHECK(*call_stdlib("hasindex", {unknown_list, num(0)}) == unknown_bool);
    CHECK(*call_stdlib("contains", {unknown_list, str("a")}) == unknown_bool);
    CHECK(*call_stdlib("concat", {unknown_list, string_list({str("a")})}) ==
          value::unknown(list_of_string));
    // Mixed with a tuple the result type needs the list's length.
    CHECK(*call_stdlib("concat", {unknown_list, value::tuple({num(1)})}) == value::dynamic());
    CHECK(*call_stdlib("flatten", {unknown_list}) == value::dynamic());
}

TEST_CASE("stdlib collections: unknown elements [ref:8.9 collection]", "[stdlib]") {
    const value partly = string_list({str("a"), unknown_string, str("")});
    CHECK(*call_stdlib("compact", {partly}) == value::unknown(type::list(type::string())));
    CHECK(*call_stdlib("distinct", {partly}) == value::unknown(type::list(type::string())));
    // contains: a known match decides; otherwise an unknown element might match.
    CHECK(*call_stdlib("contains", {partly, str("a")}) == value::boolean(true));
    CHECK(*call_stdlib("contains", {partly, str("b")}) == unknown_bool);
    // length of a list does not depend on its elements.
    CHECK(*call_stdlib("length", {partly}) == num(3));
    // A set with unknown elements: they might collapse, so the length is unknown.
    const value set = value::set(type::string(), {str("a"), unknown_string});
    CHECK(*call_stdlib("length", {set}) == unknown_number);
    CHECK(*call_stdlib("length", {value::set(type::string(), {unknown_string})}) == num(1));
    // flatten keeps unknown leaves but not unknown nested sequences.
    auto leaves = call_stdlib("flatten", {value::tuple({str("a"), unknown_string})});
    REQUIRE(leaves.has_value());
    CHECK(*leaves == value::tuple({str("a"), unknown_string}));
    CHECK(*call_stdlib("flatten",
                       {value::tuple({str("a"), value::unknown(type::list(type::string()))})}) ==
          value::dynamic());
    // element picks a known element even when others are unknown.
    CHECK(*call_stdlib("element", {partly, num(3)}) == str("a"));
}

TEST_CASE("stdlib collections: keys of unknown maps and objects [ref:8.9 collection]", "[stdlib]") {
    // Object attribute names are part of the type, so they are known.
    const type object_type = type::object({{"b", type::number()}, {"a", type::string()}});
    CHECK(*call_stdlib("keys", {value::unknown(object_type)}) ==
          value::tuple({str("a"), str("b")}));
    CHECK(*call_stdlib("keys", {value::unknown(type::map(type::number()))}) ==
          value::unknown(type::list(type::string())));
    CHECK(*call_stdlib("values", {value::unknown(object_type)}) ==
          value::unknown(type::tuple({type::string(), type::number()})));
}

TEST_CASE("stdlib collections: lookup and merge with unknowns [ref:8.9 collection]", "[stdlib]") {
    const value map = value::map(type::number(), {{"a", num(1)}, {"b", unknown_number}});
    CHECK(*call_stdlib("lookup", {map, str("a"), num(0)}) == unknown_number);
    const value object = value::object({{"a", num(1)}});
    CHECK(*call_stdlib("lookup", {object, unknown_string, num(0)}) == value::dynamic());

    // An unknown map hides its keys: merging it with an object has no known type.
    CHECK(*call_stdlib("merge", {value::unknown(type::map(type::number())), object}) ==
          value::dynamic());
    CHECK(*call_stdlib("merge", {value::dynamic(), object}) == value::dynamic());
}

TEST_CASE("stdlib collections: zipmap and slice with unknowns [ref:8.9 collection]", "[stdlib]") {
    const value keys = string_list({str("a"), unknown_string});
    CHECK(*call_stdlib("zipmap", {keys, value::tuple({num(1), str("x")})}) == value::dynamic());
    CHECK(*call_stdlib("zipmap", {keys, value::list(type::number(), {num(1), num(2)})}) ==
          value::unknown(type::map(type::number())));
    // A tuple slice's type depends on the indices.
    CHECK(*call_stdlib("slice", {value::tuple({num(1), str("x")}), unknown_number, num(1)}) ==
          value::dynamic());
    CHECK(*call_stdlib("slice", {string_list({str("a")}), unknown_number, num(1)}) ==
          value::unknown(type::list(type::string())));
    // Known indices are still checked.
    auto r = call_stdlib("slice", {string_list({str("a")}), unknown_number, num(5)});
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().kind == call_error_kind::invalid_argument);
    CHECK(r.error().argument == 2u);
    CHECK(r.error().message == "end index must not be greater than the length of the list");
}

TEST_CASE("stdlib collections: coalesce and coalescelist with unknowns [ref:8.9 general]",
          "[stdlib]") {
    CHECK(*call_stdlib("coalesce", {value::null(type::string()), unknown_string, str("b")}) ==
          unknown_string);
    CHECK(*call_stdlib("coalesce", {str("a"), unknown_string}) == str("a"));
    const value list = string_list({str("a")});
    CHECK(*call_stdlib("coalescelist", {value::unknown(list.type()), list}) == value::dynamic());
    // A known non-empty list before any unknown one decides the result.
    CHECK(*call_stdlib("coalescelist", {list, value::unknown(list.type())}) == list);
}

TEST_CASE("stdlib collections: argument errors and call errors [ref:8.9 collection]", "[stdlib]") {
    auto keys = call_stdlib("keys", {num(1)});
    REQUIRE_FALSE(keys.has_value());
    CHECK(keys.error().kind == call_error_kind::invalid_argument);
    CHECK(keys.error().message == "must have map or object type");

    auto values = call_stdlib("values", {num(1)});
    REQUIRE_FALSE(values.has_value());
    CHECK(values.error().kind == call_error_kind::failed);
    CHECK(values.error().message == "values() requires a map as the first argument");

    auto merge = call_stdlib("merge", {value::tuple({})});
    REQUIRE_FALSE(merge.has_value());
    CHECK(merge.error().message == "arguments must be maps or objects, got \"tuple\"");

    auto index = call_stdlib("index", {value::tuple({num(1)}), num(3)});
    REQUIRE_FALSE(index.has_value());
    CHECK(index.error().message == "key must be between 0 and 1 inclusive");

    auto element = call_stdlib("element", {value::set(type::string(), {str("a")}), num(0)});
    REQUIRE_FALSE(element.has_value());
    CHECK(element.error().message == "cannot read elements from set of string");

    auto range = call_stdlib("range", {num(0), num(5), num(-1)});
    REQUIRE_FALSE(range.has_value());
    CHECK(range.error().kind == call_error_kind::invalid_argument);
    CHECK(range.error().argument == 1u);
    CHECK(range.error().message == "end must be less than start when step is negative");

    auto lookup =
        call_stdlib("lookup", {value::map(type::number(), {{"a", num(1)}}), str("b"), str("x")});
    REQUIRE_FALSE(lookup.has_value());
    CHECK(lookup.error().argument == 2u);
    CHECK(lookup.error().message ==
          "the default value must have the same type as the map elements");

    auto product =
        call_stdlib("setproduct", {value::tuple({str("a"), value::tuple({})}), str("b")});
    REQUIRE_FALSE(product.has_value());
    CHECK(product.error().argument == 0u);
    CHECK(product.error().message == "all elements must be of the same type");
}

TEST_CASE("stdlib collections: range keeps the arguments' precision [ref:8.9 sequence]",
          "[stdlib]") {
    // Defaults are 64-bit integers; a 512-bit step makes 512-bit elements.
    auto ints = call_stdlib("range", {num(3)});
    REQUIRE(ints.has_value());
    CHECK(ints->elements()[2].as_number().precision() == 64);
    auto thirds = call_stdlib("range", {num(0), num(1), value::number(*hcl::number::parse("0.5"))});
    REQUIRE(thirds.has_value());
    CHECK(thirds->length() == 2);
    CHECK(thirds->elements()[1].as_number().precision() == 512);
}
