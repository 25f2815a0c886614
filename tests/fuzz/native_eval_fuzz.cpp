// Fuzzes whole native-syntax files through the application-facing API:
// parse_config, then every body read with just_attributes and with a schema
// made from its own items (content or partial_content), every attribute
// evaluated with the (capped) standard library and sample variables.
// Nothing may crash, hang or throw.
#include "fuzz_support.hpp"

#include <hcl/native/parse.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    std::string text(reinterpret_cast<const char*>(data), size);
    const bool evaluate = hcl_fuzz::count_for_keywords(text) <= hcl_fuzz::max_for_keywords;
    const std::uint32_t seed = static_cast<std::uint32_t>(size);
    auto r = hcl::native::parse_config(std::move(text), "fuzz.hcl");
    hcl_fuzz::check(r.file != nullptr);
    if (!evaluate) return 0;
    hcl_fuzz::reset_budget();
    static const hcl::eval_context ctx = hcl_fuzz::make_context(hcl_fuzz::sample_variables());
    hcl_fuzz::walk(r.file->body(), ctx, seed);
    return 0;
}
