// Tests for <hcl/operator_functions.hpp>: the operators as functions, with
// the reference's parameter specifications (reference-behaviour §1.5, §8.3)
// and the call semantics of "Functions and Function Calls" applied to them.
#include <hcl/operator_functions.hpp>

#include "support/catch.hpp"

#include <string>
#include <vector>

using hcl::call_error_kind;
using hcl::function;
using hcl::type;
using hcl::value;
namespace ops = hcl::operator_functions;

namespace {

struct named_function {
    const char* name;
    const function& fn;
};

std::vector<named_function> arithmetic() {
    return {{"add", ops::add()},
            {"subtract", ops::subtract()},
            {"multiply", ops::multiply()},
            {"divide", ops::divide()},
            {"modulo", ops::modulo()}};
}
std::vector<named_function> ordering() {
    return {{"less_than", ops::less_than()},
            {"less_or_equal", ops::less_or_equal()},
            {"greater_than", ops::greater_than()},
            {"greater_or_equal", ops::greater_or_equal()}};
}
std::vector<named_function> logic() {
    return {{"logical_and", ops::logical_and()}, {"logical_or", ops::logical_or()}};
}
std::vector<named_function> equality() {
    return {{"equal", ops::equal()}, {"not_equal", ops::not_equal()}};
}

void check_parameters(const function& fn, std::vector<std::string> names, const type& t,
                      bool allow_null, bool allow_unknown) {
    REQUIRE(fn.parameters().size() == names.size());
    CHECK(fn.variadic() == nullptr);
    for (std::size_t i = 0; i < names.size(); ++i) {
        const auto& p = fn.parameters()[i];
        CHECK(p.name == names[i]);
        CHECK(p.type == t);
        CHECK(p.allow_null == allow_null);
        CHECK(p.allow_unknown == allow_unknown);
        CHECK(p.allow_dynamic);
    }
}

}  // namespace

TEST_CASE(
    "operator functions have the reference's parameter specifications [spec:Functions and Function "
    "Calls]") {
    for (const auto& f : arithmetic()) {
        INFO(f.name);
        check_parameters(f.fn, {"a", "b"}, type::number(), false, false);
        CHECK(*f.fn.return_type_for_types(std::vector<type>{type::number(), type::number()}) ==
              type::number());
    }
    check_parameters(ops::negate(), {"num"}, type::number(), false, false);
    for (const auto& f : ordering()) {
        INFO(f.name);
        check_parameters(f.fn, {"a", "b"}, type::number(), false, true);
        CHECK(*f.fn.return_type_for_types(std::vector<type>{type::number(), type::number()}) ==
              type::boolean());
    }
    for (const auto& f : equality()) {
        INFO(f.name);
        check_parameters(f.fn, {"a", "b"}, type::dynamic(), true, true);
    }
    for (const auto& f : logic()) {
        INFO(f.name);
        check_parameters(f.fn, {"a", "b"}, type::boolean(), false, false);
    }
    check_parameters(ops::logical_not(), {"val"}, type::boolean(), false, false);
}

TEST_CASE("operator functions compute with known operands [reference:1.5 Operator semantics]") {
    CHECK(*ops::add().call({value::number(1), value::number(2)}) == value::number(3));
    CHECK(*ops::subtract().call({value::number(1), value::number(2)}) == value::number(-1));
    CHECK(*ops::multiply().call({value::number(3), value::number(4)}) == value::number(12));
    CHECK(*ops::modulo().call({value::number(5), value::number(0)}) == value::number(5));
    CHECK(*ops::negate().call({value::number(5)}) == value::number(-5));
    CHECK(*ops::less_than().call({value::number(1), value::number(2)}) == value::boolean(true));
    CHECK(*ops::less_or_equal().call({value::number(2), value::number(2)}) == value::boolean(true));
    CHECK(*ops::greater_than().call({value::number(1), value::number(2)}) == value::boolean(false));
    CHECK(*ops::greater_or_equal().call({value::number(1), value::number(2)}) ==
          value::boolean(false));
    CHECK(*ops::logical_and().call({value::boolean(true), value::boolean(false)}) ==
          value::boolean(false));
    CHECK(*ops::logical_or().call({value::boolean(true), value::boolean(false)}) ==
          value::boolean(true));
    CHECK(*ops::logical_not().call({value::boolean(true)}) == value::boolean(false));
    CHECK(*ops::equal().call({value::number(1), value::string("1")}) ==
          value::boolean(false));  // never converts
    CHECK(*ops::not_equal().call({value::number(1), value::string("1")}) == value::boolean(true));
}

TEST_CASE(
    "a failing operation is a failed call, not an argument error [reference:1.5 Operator "
    "semantics]") {
    auto r = ops::divide().call({value::number(0), value::number(0)});
    REQUIRE_FALSE(r);
    CHECK(r.error().kind == call_error_kind::failed);
}

TEST_CASE(
    "arithmetic, ordering and logic reject null operands [spec:Functions and Function Calls]") {
    const auto null_number = value::null(type::number());
    for (const auto& f : arithmetic()) {
        INFO(f.name);
        auto r = f.fn.call({value::number(1), null_number});
        REQUIRE_FALSE(r);
        CHECK(r.error().kind == call_error_kind::invalid_argument);
        CHECK(r.error().argument == std::optional<std::size_t>(1));
        CHECK(r.error().message == "argument must not be null");
    }
    for (const auto& f : ordering()) {
        INFO(f.name);
        auto r = f.fn.call({null_number, value::number(1)});
        REQUIRE_FALSE(r);
        CHECK(r.error().argument == std::optional<std::size_t>(0));
        CHECK(r.error().message == "argument must not be null");
    }
    for (const auto& f : logic()) {
        INFO(f.name);
        auto r = f.fn.call({value::boolean(true), value::null(type::boolean())});
        REQUIRE_FALSE(r);
        CHECK(r.error().message == "argument must not be null");
    }
    CHECK_FALSE(ops::negate().call({null_number}));
    CHECK_FALSE(ops::logical_not().call({value()}));  // the null literal too
}

TEST_CASE("equality accepts nulls; all nulls are equal [spec:Functions and Function Calls]") {
    auto r = ops::equal().call({value::null(type::string()), value::null(type::number())});
    REQUIRE(r);
    CHECK(*r == value::boolean(true));
    CHECK(*ops::equal().call({value(), value::number(1)}) == value::boolean(false));
    CHECK(*ops::not_equal().call({value(), value::null(type::list(type::string()))}) ==
          value::boolean(false));
}

TEST_CASE(
    "unknown operands give an unknown result of the operator's type [spec:Functions and Function "
    "Calls]") {
    const auto unknown_number = value::unknown(type::number());
    for (const auto& f : arithmetic()) {
        INFO(f.name);
        CHECK(*f.fn.call({unknown_number, value::number(1)}) == value::unknown(type::number()));
    }
    CHECK(*ops::negate().call({unknown_number}) == value::unknown(type::number()));
    for (const auto& f : ordering()) {
        INFO(f.name);
        CHECK(*f.fn.call({value::number(1), unknown_number}) == value::unknown(type::boolean()));
    }
    for (const auto& f : logic()) {
        INFO(f.name);
        // The function itself does not short-circuit; the evaluator decides that.
        CHECK(*f.fn.call({value::unknown(type::boolean()), value::boolean(false)}) ==
              value::unknown(type::boolean()));
    }
    CHECK(*ops::logical_not().call({value::unknown(type::boolean())}) ==
          value::unknown(type::boolean()));
    for (const auto& f : equality()) {
        INFO(f.name);
        CHECK(*f.fn.call({value::unknown(type::string()), value::string("x")}) ==
              value::unknown(type::boolean()));
    }
}

TEST_CASE(
    "dynamic operands give an unknown result of the operator's type [spec:Functions and Function "
    "Calls]") {
    for (const auto& f : arithmetic()) {
        INFO(f.name);
        CHECK(*f.fn.call({value::dynamic(), value::number(1)}) == value::unknown(type::number()));
    }
    CHECK(*ops::negate().call({value::dynamic()}) == value::unknown(type::number()));
    for (const auto& f : ordering()) {
        INFO(f.name);
        CHECK(*f.fn.call({value::dynamic(), value::number(1)}) == value::unknown(type::boolean()));
    }
    for (const auto& f : logic()) {
        INFO(f.name);
        CHECK(*f.fn.call({value::boolean(true), value::dynamic()}) ==
              value::unknown(type::boolean()));
    }
    for (const auto& f : equality()) {
        INFO(f.name);
        CHECK(*f.fn.call({value::dynamic(), value::dynamic()}) == value::unknown(type::boolean()));
    }
}

TEST_CASE("operands must already have the parameter type [spec:Functions and Function Calls]") {
    // The evaluator converts "1" to a number before calling; the function
    // itself only checks conformance.
    auto r = ops::add().call({value::string("1"), value::number(2)});
    REQUIRE_FALSE(r);
    CHECK(r.error().kind == call_error_kind::invalid_argument);
    CHECK(r.error().argument == std::optional<std::size_t>(0));
    CHECK(r.error().message == "number required, but received string");
    auto l = ops::logical_and().call({value::boolean(true), value::string("true")});
    REQUIRE_FALSE(l);
    CHECK(l.error().message == "bool required, but received string");
}
