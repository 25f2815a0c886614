// Helpers for the standard-library tests: running the oracle-generated case
// lists (tests/data/stdlib/AREA/cases.expected.json, written by
// scripts/gen-stdlib-cases.py) and calling functions directly.
//
// Each case is one expression of AREA/cases.hcl. It is parsed on its own with
// the position it has in that file, evaluated with the whole standard
// library, and compared with the reference's result: the same type and the
// same value (compared as the standard JSON encoding, so numbers compare by
// their exact text), or the same errors ("LINE:COLUMN: Summary").
#pragma once

#include "native_eval_support.hpp"

#include <hcl/eval_context.hpp>
#include <hcl/function.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/stdlib.hpp>
#include <hcl/value.hpp>
#include <hcl/value_json.hpp>

#include "support/catch.hpp"
#include <nlohmann/json.hpp>

#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

namespace hcl_test {

inline const hcl::function_table& stdlib_table() {
    static const hcl::function_table table = hcl::stdlib::functions();
    return table;
}

// Calls a standard-library function by name.
inline hcl::call_result<hcl::value> call_stdlib(const std::string& name,
                                                std::initializer_list<hcl::value> args) {
    const auto& table = stdlib_table();
    const auto it = table.find(name);
    if (it == table.end()) return hcl::call_failed("no function " + name);
    return it->second.call(args);
}

inline std::string read_stdlib_data(const std::string& relative) {
    std::ifstream in(std::string(HCLCPP_TEST_DATA_DIR) + "/stdlib/" + relative, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The value's standard JSON encoding with its own type, for comparisons.
inline std::string canonical_json(const hcl::value& v) {
    auto json = hcl::value_to_json(v);
    return json ? *json : "<" + json.error().message + ">";
}

inline bool is_infinite_number(const hcl::value& v) {
    return v.is_known() && !v.is_null() && v.type() == hcl::type::number() &&
           v.as_number().is_infinite();
}

// Runs every case of one area; returns how many ran.
inline std::size_t check_stdlib_cases(const std::string& area) {
    const auto document = nlohmann::json::parse(read_stdlib_data(area + "/cases.expected.json"));
    hcl::eval_context ctx;
    ctx.functions() = stdlib_table();
    std::size_t count = 0;
    for (const auto& c : document.at("cases")) {
        const auto name = c.at("name").get<std::string>();
        const auto expression = c.at("expression").get<std::string>();
        INFO(area << "/cases.hcl:" << c.at("line").get<int>() << ": " << name << " = "
                  << expression);
        hcl::native::parse_options options;
        options.start.line = c.at("line").get<std::uint32_t>();
        options.start.column = c.at("column").get<std::uint32_t>();
        options.start.byte = c.at("byte").get<std::size_t>();
        auto parsed = hcl::native::parse_expression(expression, "cases.hcl", options);
        REQUIRE_FALSE(parsed.diagnostics.has_errors());
        hcl::diagnostics diags;
        const hcl::value got = parsed.expression.evaluate(ctx, diags);
        const auto got_errors = error_summaries(diags);
        ++count;
        if (c.contains("errors")) {
            const auto want = c.at("errors").get<std::vector<std::string>>();
            if (want == std::vector<std::string>{"result is not wholly known"}) {
                CHECK(got_errors.empty());
                CHECK_FALSE(got.is_wholly_known());
            } else if (want ==
                       std::vector<std::string>{"marshal: cannot serialize infinity as JSON"}) {
                CHECK(got_errors.empty());
                CHECK(is_infinite_number(got));
            } else {
                CHECK(got_errors == want);
            }
            continue;
        }
        REQUIRE(got_errors.empty());
        auto want_type = hcl::type_from_json(c.at("type").dump());
        REQUIRE(want_type.has_value());
        CHECK(hcl::type_to_json(got.type()) == hcl::type_to_json(*want_type));
        // The expected value is JSON text with the reference's exact numbers.
        auto want_value = hcl::value_from_json(c.at("value").get<std::string>(), *want_type);
        REQUIRE(want_value.has_value());
        CHECK(canonical_json(got) == canonical_json(*want_value));
    }
    return count;
}

}  // namespace hcl_test
