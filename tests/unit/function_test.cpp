// Tests for <hcl/function.hpp>: the function-call model of the information
// model ("Functions and Function Calls"), with the reference implementation's
// order of checks where the specification leaves it open.
#include <hcl/function.hpp>

#include "support/catch.hpp"

#include <stdexcept>
#include <string>
#include <vector>

using hcl::call_error_kind;
using hcl::function;
using hcl::function_spec;
using hcl::parameter;
using hcl::type;
using hcl::value;

namespace {

parameter param(std::string name, type t) {
    parameter p;
    p.name = std::move(name);
    p.type = std::move(t);
    return p;
}

// Counts how often each callback of a test function ran.
struct call_counter {
    int result_type = 0;
    int implementation = 0;
};

// A function returning its arguments as a tuple, so tests can see exactly
// which values the implementation received and in which order.
function echo(std::vector<parameter> params, std::optional<parameter> variadic,
              call_counter* counter = nullptr) {
    function_spec spec;
    spec.parameters = std::move(params);
    spec.variadic = std::move(variadic);
    spec.result_type = [counter](std::span<const value> args) -> hcl::call_result<type> {
        if (counter) ++counter->result_type;
        std::vector<type> types;
        for (const auto& a : args) types.push_back(a.type());
        return type::tuple(std::move(types));
    };
    spec.implementation = [counter](std::span<const value> args,
                                    const type&) -> hcl::call_result<value> {
        if (counter) ++counter->implementation;
        return value::tuple(std::vector<value>(args.begin(), args.end()));
    };
    return function(std::move(spec));
}

// A function of one string parameter returning the string's length as a
// number, with configurable parameter flags.
function length_of(parameter p, call_counter* counter) {
    function_spec spec;
    spec.parameters = {std::move(p)};
    spec.result_type = [counter](std::span<const value>) -> hcl::call_result<type> {
        ++counter->result_type;
        return type::number();
    };
    spec.implementation = [counter](std::span<const value> args,
                                    const type&) -> hcl::call_result<value> {
        ++counter->implementation;
        if (args[0].is_null() || !args[0].is_known()) return value::number(-1);
        return value::number(static_cast<std::int64_t>(args[0].as_string().size()));
    };
    return function(std::move(spec));
}

// Like jsondecode: the result type depends on the argument's value. "1"
// decodes to a number, "true" to a bool, anything else to the string itself;
// an unknown argument gives the dynamic pseudo-type.
function toy_decode(call_counter* counter) {
    function_spec spec;
    parameter source = param("source", type::string());
    source.allow_unknown = false;
    spec.parameters = {source};
    spec.result_type = [counter](std::span<const value> args) -> hcl::call_result<type> {
        ++counter->result_type;
        if (!args[0].is_known()) return type::dynamic();
        if (args[0].as_string() == "1") return type::number();
        if (args[0].as_string() == "true") return type::boolean();
        return type::string();
    };
    spec.implementation = [counter](std::span<const value> args,
                                    const type& result_type) -> hcl::call_result<value> {
        ++counter->implementation;
        if (result_type == type::number()) return value::number(1);
        if (result_type == type::boolean()) return value::boolean(true);
        return args[0];
    };
    return function(std::move(spec));
}

}  // namespace

TEST_CASE("arguments map to positional parameters in order [spec:Functions and Function Calls]") {
    const auto f = echo({param("a", type::string()), param("b", type::number())}, std::nullopt);
    auto r = f.call({value::string("x"), value::number(2)});
    REQUIRE(r);
    CHECK(*r == value::tuple({value::string("x"), value::number(2)}));
    CHECK(r->type() == type::tuple({type::string(), type::number()}));
}

TEST_CASE("a missing argument makes the call erroneous [spec:Functions and Function Calls]") {
    const auto f = echo({param("a", type::string()), param("b", type::number())}, std::nullopt);
    auto r = f.call({value::string("x")});
    REQUIRE_FALSE(r);
    CHECK(r.error().kind == call_error_kind::not_enough_arguments);
    CHECK_FALSE(r.error().argument.has_value());
    CHECK(r.error().message ==
          "not enough arguments: missing value for \"b\" (2 required; 1 given)");

    SECTION("with a variadic parameter the positional ones are still required") {
        const auto g = echo({param("a", type::string())}, param("rest", type::string()));
        auto e = g.call(std::span<const value>());
        REQUIRE_FALSE(e);
        CHECK(e.error().kind == call_error_kind::not_enough_arguments);
        CHECK(e.error().message ==
              "not enough arguments: missing value for \"a\" (at least 1 required; 0 given)");
    }
}

TEST_CASE(
    "extra arguments without a variadic parameter are an error [spec:Functions and Function "
    "Calls]") {
    const auto f = echo({param("a", type::string()), param("b", type::number())}, std::nullopt);
    auto r = f.call({value::string("x"), value::number(2), value::boolean(true)});
    REQUIRE_FALSE(r);
    CHECK(r.error().kind == call_error_kind::too_many_arguments);
    CHECK(r.error().argument ==
          std::optional<std::size_t>(2));  // the first argument without a parameter
    CHECK(r.error().message == "too many arguments (2 required; 3 given)");
}

TEST_CASE(
    "the variadic parameter collects the remaining arguments [spec:Functions and Function Calls]") {
    const auto f = echo({param("first", type::string())}, param("rest", type::number()));

    SECTION("zero variadic arguments") {
        auto r = f.call({value::string("a")});
        REQUIRE(r);
        CHECK(*r == value::tuple({value::string("a")}));
    }
    SECTION("one variadic argument") {
        auto r = f.call({value::string("a"), value::number(1)});
        REQUIRE(r);
        CHECK(*r == value::tuple({value::string("a"), value::number(1)}));
    }
    SECTION("many variadic arguments") {
        auto r = f.call({value::string("a"), value::number(1), value::number(2), value::number(3)});
        REQUIRE(r);
        CHECK(*r == value::tuple({value::string("a"), value::number(1), value::number(2),
                                  value::number(3)}));
    }
    SECTION(
        "variadic arguments are checked against the variadic parameter, reported at their own "
        "index") {
        auto r = f.call({value::string("a"), value::number(1), value::string("2")});
        REQUIRE_FALSE(r);
        CHECK(r.error().kind == call_error_kind::invalid_argument);
        CHECK(r.error().argument == std::optional<std::size_t>(2));
        CHECK(r.error().message == "number required, but received string");
    }
    SECTION("parameter_for maps argument indices to parameters") {
        CHECK(f.parameter_for(0)->name == "first");
        CHECK(f.parameter_for(1)->name == "rest");
        CHECK(f.parameter_for(7)->name == "rest");
        const auto g = echo({param("only", type::string())}, std::nullopt);
        CHECK(g.parameter_for(1) == nullptr);
        CHECK(g.variadic() == nullptr);
        REQUIRE(f.variadic() != nullptr);
        CHECK(f.variadic()->name == "rest");
    }
}

TEST_CASE(
    "an argument not matching its type specification is an error [spec:Functions and Function "
    "Calls]") {
    SECTION("primitive mismatch names both types") {
        const auto f = echo({param("a", type::string()), param("b", type::string())}, std::nullopt);
        auto r = f.call({value::string("ok"), value::number(1)});
        REQUIRE_FALSE(r);
        CHECK(r.error().kind == call_error_kind::invalid_argument);
        CHECK(r.error().argument == std::optional<std::size_t>(1));
        CHECK(r.error().message == "string required, but received number");
    }
    SECTION(
        "the dynamic pseudo-type inside a specification accepts any type there [spec:Type "
        "Specifications]") {
        const auto f = echo({param("a", type::list(type::dynamic()))}, std::nullopt);
        CHECK(f.call({value::list({value::string("x")})}));
        CHECK(f.call({value::list({value::number(1)})}));
        auto r = f.call({value::set({value::string("x")})});
        REQUIRE_FALSE(r);
        CHECK(r.error().message == "list of dynamic required, but received set of string");
    }
    SECTION("a mismatch inside a collection points at the element") {
        const auto f = echo({param("a", type::list(type::string()))}, std::nullopt);
        auto r = f.call({value::list({value::number(1)})});
        REQUIRE_FALSE(r);
        CHECK(r.error().message == "string required, but received number");
        REQUIRE(r.error().path.size() == 1);
        CHECK(r.error().path[0].kind == hcl::path_step::kind::index);
    }
    SECTION("objects: missing and unsupported attributes") {
        const auto spec_type = type::object({{"name", type::string()}});
        const auto f = echo({param("a", spec_type)}, std::nullopt);
        auto missing = f.call({value::empty_object()});
        REQUIRE_FALSE(missing);
        CHECK(missing.error().message == "missing required attribute \"name\"");
        auto extra =
            f.call({value::object({{"name", value::string("x")}, {"port", value::number(1)}})});
        REQUIRE_FALSE(extra);
        CHECK(extra.error().message == "unsupported attribute \"port\"");
        auto wrong = f.call({value::object({{"name", value::number(1)}})});
        REQUIRE_FALSE(wrong);
        CHECK(wrong.error().message == "string required, but received number");
        CHECK(wrong.error().to_string() == ".name: string required, but received number");
    }
    SECTION("tuples: length mismatch") {
        const auto f =
            echo({param("a", type::tuple({type::string(), type::number()}))}, std::nullopt);
        auto r = f.call({value::tuple({value::string("x")})});
        REQUIRE_FALSE(r);
        CHECK(r.error().message == "2 elements are required, but got 1");
    }
    SECTION("type checking happens before unknown arguments are considered") {
        call_counter counter;
        const auto f = length_of(param("s", type::string()), &counter);
        auto r = f.call({value::unknown(type::number())});
        REQUIRE_FALSE(r);
        CHECK(r.error().kind == call_error_kind::invalid_argument);
        CHECK(counter.result_type == 0);
        CHECK(counter.implementation == 0);
    }
}

TEST_CASE(
    "a null argument is an error unless the parameter accepts nulls [spec:Functions and Function "
    "Calls]") {
    call_counter counter;
    SECTION("rejected") {
        const auto f = length_of(param("s", type::string()), &counter);
        auto r = f.call({value::null(type::string())});
        REQUIRE_FALSE(r);
        CHECK(r.error().kind == call_error_kind::invalid_argument);
        CHECK(r.error().argument == std::optional<std::size_t>(0));
        CHECK(r.error().message == "argument must not be null");
        CHECK(counter.implementation == 0);
    }
    SECTION(
        "the null literal (null of the dynamic pseudo-type) is rejected as null, not treated as "
        "dynamic") {
        const auto f = length_of(param("s", type::string()), &counter);
        auto r = f.call({value()});
        REQUIRE_FALSE(r);
        CHECK(r.error().message == "argument must not be null");
    }
    SECTION("allowed: the implementation sees the null") {
        auto p = param("s", type::string());
        p.allow_null = true;
        const auto f = length_of(p, &counter);
        auto r = f.call({value::null(type::string())});
        REQUIRE(r);
        CHECK(*r == value::number(-1));
        CHECK(counter.implementation == 1);
    }
    SECTION("a null in a later argument is still found") {
        const auto f = echo({param("a", type::string()), param("b", type::string())}, std::nullopt);
        auto r = f.call({value::string("x"), value::null(type::string())});
        REQUIRE_FALSE(r);
        CHECK(r.error().argument == std::optional<std::size_t>(1));
    }
}

TEST_CASE(
    "the dynamic value forces the dynamic result without calling the function "
    "[spec:Functions and Function Calls]") {
    call_counter counter;
    const auto f = length_of(param("s", type::string()), &counter);

    auto r = f.call({value::dynamic()});
    REQUIRE(r);
    CHECK(*r == value::dynamic());
    CHECK(counter.result_type == 0);
    CHECK(counter.implementation == 0);

    auto t = f.return_type({value::dynamic()});
    REQUIRE(t);
    CHECK(t->is_dynamic());

    SECTION("the parameter's type is not checked against the dynamic pseudo-type") {
        const auto g = echo({param("n", type::number())}, std::nullopt);
        CHECK(*g.call({value::dynamic()}) == value::dynamic());
    }
    SECTION(
        "as in the reference, later arguments are not checked once one forces the dynamic result") {
        const auto g =
            echo({param("a", type::string()), param("b", type::string())}, std::nullopt, &counter);
        auto forced = g.call({value::dynamic(), value::null(type::string())});
        REQUIRE(forced);
        CHECK(*forced == value::dynamic());
        auto failed = g.call({value::null(type::string()), value::dynamic()});
        REQUIRE_FALSE(failed);
        CHECK(failed.error().message == "argument must not be null");
    }
    SECTION("allowing unknowns lets the dynamic value reach the implementation, with a dynamic result type") {
        // The dynamic argument decides the result *type* only; whether the
        // implementation runs depends on unknown-ness, as for any argument.
        auto p = param("s", type::string());
        p.allow_unknown = true;
        call_counter c2;
        const auto g = length_of(p, &c2);
        auto passed = g.call({value::dynamic()});
        REQUIRE(passed);
        CHECK(c2.result_type == 0);
        CHECK(c2.implementation == 1);
    }
    SECTION("a known null of the dynamic pseudo-type still reaches an implementation that allows nulls") {
        // Like format("%v", null) in the reference: the literal null has the
        // dynamic pseudo-type but is known, so the call runs.
        auto p = param("s", type::string());
        p.allow_null = true;
        call_counter c2;
        const auto g = length_of(p, &c2);
        auto r = g.call({value::null(type::dynamic())});
        REQUIRE(r);
        CHECK(c2.result_type == 0);
        CHECK(c2.implementation == 1);
    }
    SECTION("a parameter allowing the dynamic pseudo-type passes the dynamic value through") {
        auto p = param("s", type::string());
        p.allow_dynamic = true;
        p.allow_unknown = true;
        call_counter c2;
        const auto g = length_of(p, &c2);
        auto passed = g.call({value::dynamic()});
        REQUIRE(passed);
        CHECK(*passed == value::number(-1));
        CHECK(c2.implementation == 1);
    }
    SECTION(
        "allowing the dynamic pseudo-type but not unknowns gives an unknown of the result type") {
        auto p = param("s", type::string());
        p.allow_dynamic = true;
        call_counter c2;
        const auto g = length_of(p, &c2);
        auto unknown = g.call({value::dynamic()});
        REQUIRE(unknown);
        CHECK(*unknown == value::unknown(type::number()));
        CHECK(c2.result_type == 1);
        CHECK(c2.implementation == 0);
    }
    SECTION(
        "a type merely containing the dynamic pseudo-type does not conform to a concrete "
        "specification") {
        // The reference's conformance check only exempts a value whose type
        // *is* the dynamic pseudo-type.
        const auto g = echo({param("l", type::list(type::string()))}, std::nullopt);
        auto r2 = g.call({value::unknown(type::list(type::dynamic()))});
        REQUIRE_FALSE(r2);
        CHECK(r2.error().message == "string required, but received dynamic");
    }
}

TEST_CASE(
    "an unknown argument forces an unknown result of the result type "
    "[spec:Functions and Function Calls]") {
    call_counter counter;

    SECTION("the implementation is not called") {
        const auto f = length_of(param("s", type::string()), &counter);
        auto r = f.call({value::unknown(type::string())});
        REQUIRE(r);
        CHECK(*r == value::unknown(type::number()));
        CHECK(counter.result_type == 1);  // the result type is still decided
        CHECK(counter.implementation == 0);
    }
    SECTION("an unknown variadic argument too") {
        const auto f = echo({param("a", type::string())}, param("rest", type::number()), &counter);
        auto r = f.call({value::string("x"), value::number(1), value::unknown(type::number())});
        REQUIRE(r);
        CHECK(*r == value::unknown(type::tuple({type::string(), type::number(), type::number()})));
        CHECK(counter.implementation == 0);
    }
    SECTION("allow_unknown passes unknowns through to the implementation") {
        auto p = param("s", type::string());
        p.allow_unknown = true;
        const auto f = length_of(p, &counter);
        auto r = f.call({value::unknown(type::string())});
        REQUIRE(r);
        CHECK(*r == value::number(-1));
        CHECK(counter.implementation == 1);
    }
    SECTION("only top-level unknowns count: a known list with unknown elements is passed on") {
        const auto f = echo({param("l", type::list(type::string()))}, std::nullopt, &counter);
        const auto arg = value::list({value::unknown(type::string())});
        auto r = f.call({arg});
        REQUIRE(r);
        CHECK(*r == value::tuple({arg}));
        CHECK(counter.implementation == 1);
    }
    SECTION("null checks still apply to the other arguments") {
        const auto f =
            echo({param("a", type::string()), param("b", type::string())}, std::nullopt, &counter);
        auto r = f.call({value::unknown(type::string()), value::null(type::string())});
        REQUIRE_FALSE(r);
        CHECK(r.error().message == "argument must not be null");
    }
}

TEST_CASE("the result type may depend on argument values [spec:Functions and Function Calls]") {
    call_counter counter;
    const auto f = toy_decode(&counter);
    CHECK(*f.call({value::string("1")}) == value::number(1));
    CHECK(*f.call({value::string("true")}) == value::boolean(true));
    CHECK(*f.call({value::string("x")}) == value::string("x"));
    CHECK(*f.return_type({value::string("1")}) == type::number());
    CHECK(*f.return_type({value::string("true")}) == type::boolean());
    // Unknown source: the type callback says dynamic, so the result is the
    // dynamic value and the implementation does not run.
    const int before = counter.implementation;
    CHECK(*f.call({value::unknown(type::string())}) == value::dynamic());
    CHECK(counter.implementation == before);
    CHECK(f.return_type_for_types(std::vector<type>{type::string()})->is_dynamic());
}

TEST_CASE(
    "return_type applies the same argument checks as call [spec:Functions and Function Calls]") {
    const auto f = echo({param("a", type::string())}, std::nullopt);
    CHECK(*f.return_type({value::string("x")}) == type::tuple({type::string()}));
    CHECK(f.return_type({value::null(type::string())}).error().kind ==
          call_error_kind::invalid_argument);
    CHECK(f.return_type_for_types(std::vector<type>{type::number()}).error().message ==
          "string required, but received number");
    CHECK(f.return_type_for_types(std::vector<type>{}).error().kind ==
          call_error_kind::not_enough_arguments);
}

TEST_CASE("errors from callbacks are returned, not thrown [spec:Functions and Function Calls]") {
    SECTION("an implementation may blame one argument") {
        function_spec spec;
        spec.parameters = {param("pattern", type::string())};
        spec.result_type = hcl::static_result_type(type::string());
        spec.implementation = [](std::span<const value>, const type&) -> hcl::call_result<value> {
            return hcl::argument_error(0, "invalid pattern");
        };
        auto r = function(std::move(spec)).call({value::string("(")});
        REQUIRE_FALSE(r);
        CHECK(r.error().kind == call_error_kind::invalid_argument);
        CHECK(r.error().argument == std::optional<std::size_t>(0));
        CHECK(r.error().message == "invalid pattern");
    }
    SECTION("a plain failure becomes a failed call") {
        function_spec spec;
        spec.result_type = hcl::static_result_type(type::string());
        spec.implementation = [](std::span<const value>, const type&) -> hcl::call_result<value> {
            return hcl::fail("no luck");
        };
        auto r = function(std::move(spec)).call(std::span<const value>());
        REQUIRE_FALSE(r);
        CHECK(r.error().kind == call_error_kind::failed);
        CHECK(r.error().message == "no luck");
        CHECK(r.error().to_failure().message == "no luck");
    }
    SECTION("an hcl::result is accepted as it is") {
        function_spec spec;
        spec.result_type = hcl::static_result_type(type::string());
        spec.implementation = [](std::span<const value>, const type&) -> hcl::call_result<value> {
            return hcl::result<value>(value::string("ok"));
        };
        CHECK(*function(std::move(spec)).call(std::span<const value>()) == value::string("ok"));
    }
    SECTION("an error from the result-type callback stops the call") {
        call_counter counter;
        function_spec spec;
        spec.parameters = {param("a", type::string())};
        spec.result_type = [](std::span<const value>) -> hcl::call_result<type> {
            return hcl::argument_error(0, "not decodable");
        };
        spec.implementation = [&counter](std::span<const value>,
                                         const type&) -> hcl::call_result<value> {
            ++counter.implementation;
            return value::string("x");
        };
        auto r = function(std::move(spec)).call({value::string("x")});
        REQUIRE_FALSE(r);
        CHECK(r.error().message == "not decodable");
        CHECK(counter.implementation == 0);
    }
}

TEST_CASE(
    "exceptions thrown by callbacks become failed calls [spec:Functions and Function Calls]") {
    SECTION("from the implementation") {
        function_spec spec;
        spec.result_type = hcl::static_result_type(type::string());
        spec.implementation = [](std::span<const value>, const type&) -> hcl::call_result<value> {
            throw std::runtime_error("boom");
        };
        auto r = function(std::move(spec)).call(std::span<const value>());
        REQUIRE_FALSE(r);
        CHECK(r.error().kind == call_error_kind::failed);
        CHECK(r.error().message == "panic in function implementation: boom");
    }
    SECTION("from the result-type callback, of any type") {
        function_spec spec;
        spec.result_type = [](std::span<const value>) -> hcl::call_result<type> { throw 42; };
        spec.implementation = [](std::span<const value>, const type&) -> hcl::call_result<value> {
            return value::string("x");
        };
        const function f(std::move(spec));
        auto r = f.call(std::span<const value>());
        REQUIRE_FALSE(r);
        CHECK(r.error().kind == call_error_kind::failed);
        CHECK(r.error().message == "panic in function implementation: unknown exception");
        CHECK_FALSE(f.return_type(std::span<const value>()));
    }
    SECTION("a value access on the wrong kind inside the implementation") {
        function_spec spec;
        spec.parameters = {param("n", type::number())};
        spec.result_type = hcl::static_result_type(type::string());
        spec.implementation = [](std::span<const value> args,
                                 const type&) -> hcl::call_result<value> {
            return value::string(args[0].as_string());  // wrong accessor: throws std::logic_error
        };
        auto r = function(std::move(spec)).call({value::number(1)});
        REQUIRE_FALSE(r);
        CHECK(r.error().kind == call_error_kind::failed);
    }
}

TEST_CASE(
    "an implementation result not conforming to the result type is an error "
    "[spec:Functions and Function Calls]") {
    function_spec spec;
    spec.result_type = hcl::static_result_type(type::number());
    spec.implementation = [](std::span<const value>, const type&) -> hcl::call_result<value> {
        return value::string("not a number");
    };
    auto r = function(std::move(spec)).call(std::span<const value>());
    REQUIRE_FALSE(r);
    CHECK(r.error().kind == call_error_kind::failed);

    SECTION("a dynamic result type accepts any result") {
        function_spec any;
        any.result_type = hcl::static_result_type(type::dynamic());
        any.implementation = [](std::span<const value>, const type&) -> hcl::call_result<value> {
            return value::string("anything");
        };
        CHECK(*function(std::move(any)).call(std::span<const value>()) ==
              value::string("anything"));
    }
}

TEST_CASE("a function needs both callbacks [spec:Functions and Function Calls]") {
    function_spec no_type;
    no_type.implementation = [](std::span<const value>, const type&) -> hcl::call_result<value> {
        return value();
    };
    CHECK_THROWS_AS(function(no_type), std::invalid_argument);
    function_spec no_impl;
    no_impl.result_type = hcl::static_result_type(type::string());
    CHECK_THROWS_AS(function(no_impl), std::invalid_argument);
}

TEST_CASE(
    "parameters and descriptions are available for documentation [spec:Functions and Function "
    "Calls]") {
    function_spec spec;
    spec.description = "Joins strings.";
    auto sep = param("separator", type::string());
    sep.description = "Placed between the parts.";
    spec.parameters = {sep};
    spec.variadic = param("parts", type::string());
    spec.result_type = hcl::static_result_type(type::string());
    spec.implementation = [](std::span<const value> args, const type&) -> hcl::call_result<value> {
        std::string out;
        for (std::size_t i = 1; i < args.size(); ++i) {
            if (i > 1) out += args[0].as_string();
            out += args[i].as_string();
        }
        return value::string(out);
    };
    const function join(std::move(spec));
    CHECK(join.description() == "Joins strings.");
    REQUIRE(join.parameters().size() == 1);
    CHECK(join.parameters()[0].description == "Placed between the parts.");
    CHECK(*join.call({value::string("-"), value::string("a"), value::string("b")}) ==
          value::string("a-b"));
    const function copy = join;  // functions are cheap, shared handles
    CHECK(*copy.call({value::string("-")}) == value::string(""));
}

TEST_CASE(
    "a function table looks functions up by name, in name order [spec:Functions and Function "
    "Calls]") {
    hcl::function_table table;
    table.emplace("upper", echo({param("s", type::string())}, std::nullopt));
    table.emplace("abs", echo({param("n", type::number())}, std::nullopt));
    table.emplace("provider::fn", echo({}, std::nullopt));

    std::string_view wanted = "abs";
    auto found = table.find(wanted);  // heterogeneous lookup, no std::string needed
    REQUIRE(found != table.end());
    CHECK(found->second.parameters()[0].name == "n");
    CHECK(table.find(std::string_view("lower")) == table.end());

    std::vector<std::string> names;
    for (const auto& [name, fn] : table) names.push_back(name);
    CHECK(names == std::vector<std::string>{"abs", "provider::fn", "upper"});
}
