// Helpers for the native-syntax evaluation tests: parsing and evaluating
// expressions, and small stand-ins for standard-library functions (the
// standard library is tested on its own; these only need to have the same
// parameters as the reference's functions of the same name).
#pragma once

#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/expression.hpp>
#include <hcl/function.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/value.hpp>

#include "support/catch.hpp"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

namespace hcl_test {

inline hcl::parameter param(std::string name, hcl::type t) {
    hcl::parameter p;
    p.name = std::move(name);
    p.type = std::move(t);
    return p;
}

// upper(str): ASCII upper case.
inline hcl::function upper_function() {
    hcl::function_spec spec;
    spec.parameters = {param("str", hcl::type::string())};
    spec.result_type = hcl::static_result_type(hcl::type::string());
    spec.implementation = [](std::span<const hcl::value> args, const hcl::type&) -> hcl::call_result<hcl::value> {
        std::string s(args[0].as_string());
        std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::toupper(c); });
        return hcl::value::string(s);
    };
    return hcl::function(std::move(spec));
}

// max(numbers...): the largest number; fails without arguments.
inline hcl::function max_function() {
    hcl::function_spec spec;
    spec.variadic = param("numbers", hcl::type::number());
    spec.variadic->allow_dynamic = true;
    spec.result_type = hcl::static_result_type(hcl::type::number());
    spec.implementation = [](std::span<const hcl::value> args, const hcl::type&) -> hcl::call_result<hcl::value> {
        if (args.empty()) return hcl::call_failed("must pass at least one number");
        hcl::value best = args[0];
        for (const auto& a : args) {
            if (a.as_number() > best.as_number()) best = a;
        }
        return best;
    };
    return hcl::function(std::move(spec));
}

// substr(str, offset, length): ASCII only.
inline hcl::function substr_function() {
    hcl::function_spec spec;
    spec.parameters = {param("str", hcl::type::string()), param("offset", hcl::type::number()),
                       param("length", hcl::type::number())};
    spec.result_type = hcl::static_result_type(hcl::type::string());
    spec.implementation = [](std::span<const hcl::value> args, const hcl::type&) -> hcl::call_result<hcl::value> {
        const std::string s(args[0].as_string());
        const auto offset = static_cast<std::size_t>(args[1].as_number().to_int64().value_or(0));
        const auto length = static_cast<std::size_t>(args[2].as_number().to_int64().value_or(0));
        return hcl::value::string(offset < s.size() ? s.substr(offset, length) : std::string());
    };
    return hcl::function(std::move(spec));
}

inline hcl::function_table test_functions() {
    return {{"upper", upper_function()}, {"max", max_function()}, {"substr", substr_function()}};
}

// "LINE:COLUMN: Summary", the oracle's form of a diagnostic.
inline std::string position_summary(const hcl::diagnostic& d) {
    std::string out;
    if (d.subject) out = std::to_string(d.subject->start.line) + ":" + std::to_string(d.subject->start.column) + ": ";
    return out + d.summary;
}

inline std::vector<std::string> error_summaries(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) {
        if (d.is_error()) out.push_back(position_summary(d));
    }
    return out;
}

// A standalone expression (which must parse) evaluated in `ctx`.
struct evaluated {
    hcl::value value;
    hcl::diagnostics diags;
};

inline evaluated evaluate_expression(const std::string& text, const hcl::eval_context& ctx) {
    auto parsed = hcl::native::parse_expression(text, "t.hcl");
    REQUIRE_FALSE(parsed.diagnostics.has_errors());
    evaluated out;
    out.value = parsed.expression.evaluate(ctx, out.diags);
    return out;
}

}  // namespace hcl_test
