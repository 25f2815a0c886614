// The converter's shortcuts (<hcl/value_to.hpp>): string elements built
// straight from the value, whole numbers read inline, the conversion state
// made only when a deep path, a user step or a failure needs it. Each check
// here pins the general behaviour the shortcut must not change (values,
// messages, paths), on both sides of the shortcut.
#include "support/catch.hpp"

#include <hcl/value_to.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace value_to_fast_path_test {
// A user type whose conversion pushes its own step, deeper than the steps
// the conversion keeps in place.
struct tagged {
    int n = 0;
};
}  // namespace value_to_fast_path_test

template <>
struct hcl::converter<value_to_fast_path_test::tagged> {
    static bool from_value(const hcl::value& v, value_to_fast_path_test::tagged& out, hcl::conversion& cx) {
        cx.push(hcl::path_step::attribute("n"));
        const bool ok = cx.convert(v, out.n);
        cx.pop();
        return ok;
    }
    static hcl::value to_value(const value_to_fast_path_test::tagged& t) {
        return hcl::value::number(std::int64_t{t.n});
    }
};

namespace {

using hcl::value;

value num(std::int64_t n) { return value::number(n); }
value str(const char* s) { return value::string(s); }

template <class T>
std::string error_of(const value& v, bool allow_unsafe = true) {
    auto r = hcl::value_to<T>(v, hcl::conversion_options{allow_unsafe});
    REQUIRE_FALSE(r.has_value());
    return r.error().to_string();
}

// `inner` wrapped in `depth` one-element tuples.
value nested(value inner, int depth) {
    for (int i = 0; i < depth; ++i) inner = value::tuple({inner});
    return inner;
}

}  // namespace

TEST_CASE("value::as_string_if and as_number_if read known values of their kind only [spec:Values]") {
    CHECK(str("short").as_string_if() == std::optional<std::string_view>("short"));
    const std::string long_text(100, 'x');  // past the in-place short form
    CHECK(value::string(long_text).as_string_if() == std::optional<std::string_view>(long_text));
    CHECK_FALSE(num(1).as_string_if());
    CHECK_FALSE(value::null(hcl::type::string()).as_string_if());
    CHECK_FALSE(value::unknown(hcl::type::string()).as_string_if());

    REQUIRE(num(42).as_number_if());
    CHECK(*num(42).as_number_if() == hcl::number::from_int(42));
    CHECK_FALSE(str("42").as_number_if());
    CHECK_FALSE(value::null(hcl::type::number()).as_number_if());
    CHECK_FALSE(value::unknown(hcl::type::number()).as_number_if());
}

TEST_CASE("string elements: strings directly, other values through the conversion rules [spec:Conversion]") {
    using strings = std::vector<std::string>;
    const std::string long_text(40, 'y');
    CHECK(hcl::value_to<strings>(value::tuple({str("a"), value::string(long_text), num(5), value::boolean(true)}))
              .value() == strings{"a", long_text, "5", "true"});
    CHECK(error_of<strings>(value::tuple({str("a"), value::null(hcl::type::string())})) ==
          "[1]: null value is not allowed");
    CHECK(error_of<strings>(value::tuple({str("a"), value::unknown(hcl::type::string())})) ==
          "[1]: value must be known");
    CHECK(error_of<strings>(value::tuple({str("a"), value::empty_tuple()})) ==
          "[1]: string required");

    using string_map = std::map<std::string, std::string>;
    CHECK(hcl::value_to<string_map>(value::object({{"a", str("x")}, {"b", num(2)}, {"c", value::boolean(false)}}))
              .value() == string_map{{"a", "x"}, {"b", "2"}, {"c", "false"}});
    CHECK(error_of<string_map>(value::object({{"a", str("x")}, {"b", value::null(hcl::type::string())}})) ==
          "[\"b\"]: null value is not allowed");
    // An empty map is filled in place: a failure leaves it empty again; a map
    // with entries is replaced only by a whole successful conversion.
    const value bad_entry = value::object({{"a", str("x")}, {"b", value::empty_tuple()}});
    string_map fresh;
    CHECK_FALSE(hcl::value_into(bad_entry, fresh).has_value());
    CHECK(fresh.empty());
    string_map filled{{"old", "1"}};
    CHECK_FALSE(hcl::value_into(bad_entry, filled).has_value());
    CHECK(filled == string_map{{"old", "1"}});
    CHECK(hcl::value_into(value::object({{"new", str("2")}}), filled).has_value());
    CHECK(filled == string_map{{"new", "2"}});
    // Entries of other element types are made in their node and converted in place.
    using list_map = std::map<std::string, std::vector<int>>;
    CHECK(hcl::value_to<list_map>(value::object({{"a", value::tuple({num(1), str("2")})}, {"b", value::empty_tuple()}}))
              .value() == list_map{{"a", {1, 2}}, {"b", {}}});
}

TEST_CASE("whole numbers: in range inline, everything else through the range check [spec:Conversion]") {
    CHECK(hcl::value_to<std::vector<std::int8_t>>(value::tuple({num(-128), num(127), str("5")})).value() ==
          std::vector<std::int8_t>{-128, 127, 5});
    CHECK(error_of<std::vector<std::int8_t>>(value::tuple({num(1), num(128)})) ==
          "[1]: value must be a whole number, between -128 and 127");
    CHECK(error_of<int>(value::number(*hcl::number::from_double(1.5))) ==
          "value must be a whole number, between -2147483648 and 2147483647");
    CHECK(error_of<int>(str("7"), false) ==
          "a safe conversion from string to number is required, and this one could fail or lose information");
    CHECK(error_of<unsigned>(num(-1)) == "value must be a whole number, between 0 and 4294967295 inclusive");
}

TEST_CASE("paths deeper than the steps kept in place, and user steps among them [spec:Conversion]") {
    using deep = std::vector<std::vector<std::vector<std::vector<std::vector<std::vector<int>>>>>>;
    CHECK(error_of<deep>(nested(value::tuple({num(1), value::boolean(true)}), 5)) ==
          "[0][0][0][0][0][1]: number required");
    // A user step past the inline ones, then the converter's own step after it.
    using deep_tagged = std::vector<std::vector<std::vector<std::vector<std::vector<value_to_fast_path_test::tagged>>>>>;
    CHECK(error_of<deep_tagged>(nested(value::tuple({num(1), str("x")}), 4)) ==
          "[0][0][0][0][1].n: a number is required");

    // Back to an empty path and no failure after a deep success; a failure
    // after that is kept with its own path.
    hcl::conversion cx;
    CHECK_FALSE(cx.failed());
    CHECK_FALSE(cx.failure().has_value());
    deep ok;
    CHECK(cx.convert(nested(value::tuple({num(1)}), 5), ok));
    CHECK(ok[0][0][0][0][0] == std::vector<int>{1});
    CHECK(cx.path().empty());
    CHECK_FALSE(cx.failed());
    std::vector<int> bad;
    CHECK_FALSE(cx.convert(value::tuple({value::boolean(true)}), bad));
    REQUIRE(cx.failed());
    CHECK(cx.failure()->to_string() == "[0]: number required");
    CHECK(cx.take_failure().to_string() == "[0]: number required");

    // Copies keep the failure and the steps; a move takes them.
    hcl::conversion with_failure;
    CHECK_FALSE(with_failure.convert(value::tuple({value::boolean(true)}), bad));
    const hcl::conversion copy = with_failure;
    REQUIRE(copy.failed());
    CHECK(copy.failure()->to_string() == "[0]: number required");
    hcl::conversion moved = std::move(with_failure);
    REQUIRE(moved.failed());
    CHECK(moved.failure()->to_string() == "[0]: number required");
    // A step pushed before a copy is in the copy's path.
    hcl::conversion outer;
    outer.push_index(3);
    outer.push(hcl::path_step::attribute("x"));
    hcl::conversion inner = outer;
    CHECK(hcl::to_string(inner.path()) == "[3].x");
    inner.pop();
    inner.pop();
    CHECK(inner.path().empty());
    CHECK(hcl::to_string(outer.path()) == "[3].x");
}
