// Fuzzes parse_traversal and parse_traversal_pattern (which also accepts
// `[*]` wildcards): any input gives a traversal (possibly partial) and
// diagnostics. A traversal without errors must print back to text that
// parses to the same steps, and applying it to the sample variables must
// not crash. Exception: an index so large that the reference makes it
// infinite (`a[1e999999999]`, docs/numbers.md) has no literal to print back.
// (One beyond hclcpp's narrower range, `a[5e99882]`, is an error.)
#include "fuzz_support.hpp"

#include <hcl/native/parse.hpp>
#include <hcl/traversal.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace {

using parse_function = hcl::native::traversal_parse_result (*)(std::string_view, std::string,
                                                               const hcl::native::parse_options&);

void check_traversal(std::string_view text, parse_function parse) {
    auto r = parse(text, "fuzz.hcl", {});
    const std::string printed = r.traversal.to_string();
    (void)r.traversal.range();
    static const hcl::eval_context ctx = hcl_fuzz::make_context(hcl_fuzz::sample_variables());
    hcl::diagnostics diags;
    if (!r.traversal.empty() && !r.traversal.is_relative()) {
        (void)hcl::traverse_absolute(r.traversal, &ctx, diags);
        auto [root, rest] = r.traversal.split_root();
        hcl_fuzz::check(root.size() == 1 && rest.size() + 1 == r.traversal.size());
        (void)hcl::traverse_relative(rest, hcl::value::dynamic(), diags);
    }
    bool infinite = false;
    for (const auto& step : r.traversal.steps()) {
        const auto* index = std::get_if<hcl::traverse_index>(&step);
        infinite = infinite || (index && index->key.is_known() && !index->key.is_null() &&
                                index->key.type() == hcl::type::number() && index->key.as_number().is_infinite());
    }
    if (!r.diagnostics.has_errors() && !infinite) {
        auto again = parse(printed, "again.hcl", {});
        hcl_fuzz::check(!again.diagnostics.has_errors());
        hcl_fuzz::check(again.traversal.to_string() == printed);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check_traversal(text, &hcl::native::parse_traversal);
    check_traversal(text, &hcl::native::parse_traversal_pattern);
    return 0;
}
