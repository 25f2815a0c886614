// Fuzzes the JSON syntax: hcl::json::parse, then every body read with
// just_attributes and with schemas that take each property as an attribute
// or as a block with 0 to 2 labels (content or partial_content), every
// attribute evaluated with the (capped) standard library and sample
// variables (JSON strings are templates); the same text also goes through
// json::parse_expression. Nothing may crash, hang or throw. The fast parser
// for well-formed input must read exactly what the diagnosing parser
// accepts, into the same tree.
#include "fuzz_support.hpp"

#include "json/ast.hpp"
#include "json/fast_parser.hpp"
#include "json/parser.hpp"
#include "json/tree_dump.hpp"

#include <hcl/json/parse.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace {

void check_fast_parser_agrees(const std::string& text) {
    using namespace hcl::json::detail;
    const hcl::json::parse_options options;
    auto fast_file = std::make_shared<json_file>(text, "fast.json");
    const node* fast = parse_well_formed(*fast_file, options.max_nesting_depth);
    auto slow_file = std::make_shared<json_file>(text, "slow.json");
    hcl::diagnostics diags;
    const node* slow = parse_value_text_diagnosing(*slow_file, options, diags);
    hcl_fuzz::check((fast != nullptr) == !diags.has_errors());
    if (fast) hcl_fuzz::check(dump_tree(*fast) == dump_tree(*slow));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    const std::string text(reinterpret_cast<const char*>(data), size);
    const bool evaluate = hcl_fuzz::count_for_keywords(text) <= hcl_fuzz::max_for_keywords;
    std::uint32_t seed = 0;
    for (unsigned char c : text) seed = seed * 131 + c;
    check_fast_parser_agrees(text);
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
