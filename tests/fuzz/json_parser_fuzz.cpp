// Fuzzes the JSON syntax: hcl::json::parse, then every body read with
// just_attributes and with schemas that take each property as an attribute
// or as a block with 0 to 2 labels (content or partial_content), every
// attribute evaluated with the (capped) standard library and sample
// variables (JSON strings are templates); the same text also goes through
// json::parse_expression. Nothing may crash, hang or throw.
#include "fuzz_support.hpp"

#include <hcl/json/parse.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    const std::string text(reinterpret_cast<const char*>(data), size);
    const bool evaluate = hcl_fuzz::count_for_keywords(text) <= hcl_fuzz::max_for_keywords;
    std::uint32_t seed = 0;
    for (unsigned char c : text) seed = seed * 131 + c;
    auto r = hcl::json::parse(text, "fuzz.json");
    hcl_fuzz::check(r.file != nullptr);
    auto e = hcl::json::parse_expression(text, "fuzz.json");
    hcl_fuzz::check(static_cast<bool>(e.expression));
    if (!evaluate) return 0;
    hcl_fuzz::reset_budget();
    static const hcl::eval_context ctx = hcl_fuzz::make_context(hcl_fuzz::sample_variables());
    hcl_fuzz::walk(r.file->body(), ctx, seed);
    hcl_fuzz::evaluate(e.expression, ctx);
    return 0;
}
