// Checks a native-syntax file's top-level attributes against the oracle's
// `eval` report of the same file (tests/data/<area>/<name>.hcl beside
// <name>.expected.json, and <name>.vars.json when the oracle was given
// variables).
#pragma once

#include "native/ast.hpp"
#include "native_eval_support.hpp"

#include <hcl/eval_context.hpp>
#include <hcl/function.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/value_json.hpp>

#include "support/catch.hpp"
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace hcl_test {

inline std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Every attribute evaluated with `functions`, and with the variables file's
// variables when there is one (without it, like the oracle, no variable
// table at all), must give the oracle's value and type or its errors
// ("LINE:COLUMN: Summary"). Two oracle "errors" are its JSON printer's
// limits, not evaluation errors: a value that is not wholly known, and an
// infinite number.
inline void check_oracle_case(const std::string& area, const std::string& name, const hcl::function_table& functions) {
    const std::string base = std::string(HCLCPP_TEST_DATA_DIR) + "/" + area + "/" + name;
    const auto expected = nlohmann::json::parse(read_text(base + ".expected.json"));
    REQUIRE(expected.at("parse_errors").empty());

    auto parsed = hcl::native::parse_config(read_text(base + ".hcl"), name + ".hcl");
    REQUIRE_FALSE(parsed.has_errors());
    const auto& file = static_cast<const hcl::native::native_file&>(*parsed.file);

    hcl::eval_context ctx;
    ctx.functions() = functions;
    if (std::ifstream(base + ".vars.json").good()) {
        auto vars = hcl::value_from_json(read_text(base + ".vars.json"));
        REQUIRE(vars.has_value());
        (void)ctx.variables();  // a table, even when the file names no variable
        for (const auto& [k, v] : vars->attributes()) ctx.set_variable(k, v);
    }

    const auto& attributes = expected.at("body").at("attributes");
    REQUIRE(attributes.size() == file.root->attributes.size());
    for (const auto& attr : file.root->attributes) {
        const std::string attr_name(attr.name(file.source()));
        INFO(name << ".hcl: " << attr_name);
        const auto& want = attributes.at(attr_name);
        hcl::diagnostics diags;
        const hcl::value got = attr.value->evaluate(&ctx, diags);
        const auto got_errors = error_summaries(diags);
        if (want.contains("errors")) {
            const auto want_errors = want.at("errors").get<std::vector<std::string>>();
            if (want_errors == std::vector<std::string>{"result is not wholly known"}) {
                CHECK(got_errors.empty());
                CHECK_FALSE(got.is_wholly_known());
            } else if (want_errors == std::vector<std::string>{"marshal: cannot serialize infinity as JSON"}) {
                CHECK(got_errors.empty());
                CHECK((got.is_known() && !got.is_null() && got.type() == hcl::type::number() &&
                       got.as_number().is_infinite()));
            } else {
                CHECK(got_errors == want_errors);
            }
            continue;
        }
        REQUIRE(got_errors.empty());
        CHECK(nlohmann::json::parse(hcl::type_to_json(got.type())) == want.at("type"));
        auto json = hcl::value_to_json(got);
        REQUIRE(json.has_value());
        CHECK(nlohmann::json::parse(*json) == want.at("value"));
    }
}

}  // namespace hcl_test
