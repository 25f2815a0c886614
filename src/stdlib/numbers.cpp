// The number functions: abs ceil floor log pow signum parseint max min int.
//
// log and pow work in float64 like the reference (with its algorithms, see
// numbers_float.hpp), so their results have 53 bits of precision; the
// others keep the exact value.
#include "number/range_message.hpp"
#include "stdlib/numbers_float.hpp"
#include "stdlib/stdlib_support.hpp"

#include <hcl/number_boost.hpp>
#include <hcl/stdlib.hpp>

#include <optional>
#include <string>

HCL_BEGIN_NAMESPACE
namespace stdlib {

using namespace detail;

namespace {

function_spec unary_number(std::string description, unsigned flags,
                           std::function<call_result<value>(const number&, const value&)> body) {
    function_spec spec;
    spec.description = std::move(description);
    spec.parameters = {param("num", type::number(), flags)};
    spec.result_type = static_result_type(type::number());
    spec.implementation = [body = std::move(body)](std::span<const value> args,
                                                   const type&) -> call_result<value> {
        return body(args[0].as_number(), args[0]);
    };
    return spec;
}

// The two float64 arguments of log and pow; a finite number too large for a
// double fails the call (not an argument error), as in the reference.
call_result<value> float_binary(std::span<const value> args, double (*op)(double, double)) {
    const auto a = to_go_float(args[0].as_number());
    if (!a) return call_failed(float_range_message);
    const auto b = to_go_float(args[1].as_number());
    if (!b) return call_failed(float_range_message);
    return from_go_float(op(*a, *b));
}

// The reference's own float64 algorithms, not the C library's: results must
// agree to the last bit.
double log_in_base(double x, double base) { return reference_log(x) / reference_log(base); }
double power(double x, double y) { return reference_pow(x, y); }

// The value of one digit in bases up to 62: 0-9, then a-z, then A-Z; for
// bases up to 36 letters are case-insensitive. -1 for anything else.
int digit_value(char c, int base) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return base <= 36 ? c - 'A' + 10 : c - 'A' + 36;
    return -1;
}

// An optional sign followed by at least one digit of `base`; nothing else
// (no prefixes, separators or spaces).
std::optional<boost::multiprecision::cpp_int> parse_integer(std::string_view text, int base) {
    bool negative = false;
    if (!text.empty() && (text.front() == '+' || text.front() == '-')) {
        negative = text.front() == '-';
        text.remove_prefix(1);
    }
    if (text.empty()) return std::nullopt;
    boost::multiprecision::cpp_int n = 0;
    for (char c : text) {
        const int d = digit_value(c, base);
        if (d < 0 || d >= base) return std::nullopt;
        n = n * base + d;
    }
    if (negative) n = -n;
    return n;
}

function_spec parseint_spec() {
    function_spec spec;
    spec.description =
        "Parses the given string as a number of the given base, or raises an error if the string "
        "contains "
        "invalid characters.";
    spec.parameters = {param("number", type::dynamic()), param("base", type::number())};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        if (!(args[0].type() == type::string())) {
            return argument_error(
                0, "first argument must be a string, not " + args[0].type().friendly_name());
        }
        return type::number();
    };
    spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
        const auto text = args[0].as_string();
        const auto base = to_go_int(args[1].as_number());
        if (!base) return argument_error(1, int_range_message);
        if (*base < 2 || *base > 62) {
            return argument_error(1, "base must be a whole number between 2 and 62 inclusive");
        }
        auto n = parse_integer(text, static_cast<int>(*base));
        if (!n) {
            return argument_error(0, "cannot parse " + go_quote(text) + " as a base " +
                                         std::to_string(*base) + " integer");
        }
        // Integers of 2^max_exponent and more are beyond number's range (the reference keeps them).
        if (!n->is_zero() && boost::multiprecision::msb(boost::multiprecision::abs(*n)) >= number::max_exponent) {
            return argument_error(0, hcl::detail::number_out_of_range_message);
        }
        return value::number(from_cpp_int(*n));
    };
    return spec;
}

// max and min: the first of the extreme values wins among equal ones.
function_spec extreme_spec(bool want_max) {
    function_spec spec;
    spec.description = want_max ? "Returns the numerically greatest of all of the given numbers."
                                : "Returns the numerically smallest of all of the given numbers.";
    spec.variadic = param("numbers", type::number(), allow_dynamic);
    spec.result_type = static_result_type(type::number());
    spec.implementation = [want_max](std::span<const value> args,
                                     const type&) -> call_result<value> {
        if (args.empty()) return call_failed("must pass at least one number");
        value best = value::number(number::infinity(want_max));
        for (const auto& a : args) {
            const auto order = compare(a.as_number(), best.as_number());
            if (want_max ? order > 0 : order < 0) best = a;
        }
        return best;
    };
    return spec;
}

}  // namespace

void add_number_functions(function_table& table) {
    define(
        table, "abs",
        unary_number(
            "If the given number is negative then returns its positive equivalent, or otherwise "
            "returns the given number unchanged.",
            allow_dynamic | allow_marked, [](const number& n, const value&) -> call_result<value> {
                return value::number(n.abs());
            }));

    define(
        table, "ceil",
        unary_number(
            "Returns the smallest whole number that is greater than or equal to the given value.",
            no_flags, [](const number& n, const value&) -> call_result<value> {
                return value::number(n.ceil());
            }));

    define(table, "floor",
           unary_number(
               "Returns the greatest whole number that is less than or equal to the given value.",
               no_flags, [](const number& n, const value&) -> call_result<value> {
                   return value::number(n.floor());
               }));

    define(table, "int",
           unary_number("Discards any fractional portion of the given number.", allow_dynamic,
                        [](const number& n, const value& original) -> call_result<value> {
                            // The reference crashes (and reports a failed call) here.
                            if (n.is_infinite())
                                return call_failed("can't truncate infinity to an integer");
                            if (n.is_integer()) return original;
                            return value::number(n.trunc());
                        }));

    define(table, "signum",
           unary_number("Returns 0 if the given number is zero, 1 if the given number is positive, "
                        "or -1 if the "
                        "given number is negative.",
                        no_flags, [](const number& n, const value&) -> call_result<value> {
                            // The reference reads the number as a Go int first.
                            const auto i = to_go_int(n);
                            if (!i) return call_failed(int_range_message);
                            return value::number(std::int64_t{*i < 0 ? -1 : (*i > 0 ? 1 : 0)});
                        }));

    {
        function_spec spec;
        spec.description = "Returns the logarithm of the given number in the given base.";
        spec.parameters = {param("num", type::number()), param("base", type::number())};
        spec.result_type = static_result_type(type::number());
        spec.implementation = [](std::span<const value> args, const type&) {
            return float_binary(args, log_in_base);
        };
        define(table, "log", std::move(spec));
    }
    {
        function_spec spec;
        spec.description = "Returns the given number raised to the given power (exponentiation).";
        spec.parameters = {param("num", type::number()), param("power", type::number())};
        spec.result_type = static_result_type(type::number());
        spec.implementation = [](std::span<const value> args, const type&) {
            return float_binary(args, power);
        };
        define(table, "pow", std::move(spec));
    }

    define(table, "parseint", parseint_spec());
    define(table, "max", extreme_spec(true));
    define(table, "min", extreme_spec(false));
}

}  // namespace stdlib
HCL_END_NAMESPACE
