// Fuzzes the formatter (hcl::write::format): any input is formatted without
// crashing or hanging, and only blanks change (the text without blanks is
// the same). For input that parses, formatting is idempotent and keeps the
// meaning: the formatted text parses too, and every top-level attribute
// evaluates to the same value.
#include "fuzz_support.hpp"

#include <hcl/native/parse.hpp>
#include <hcl/write.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

namespace {

using hcl_fuzz::check;

std::string without_blanks(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c != ' ' && c != '\t') out += c;
    }
    return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 16384) return 0;
    const std::string text(reinterpret_cast<const char*>(data), size);
    const std::string formatted = hcl::write::format(text);
    // A byte-order mark at the start is dropped, as by the reference.
    const std::string_view kept = std::string_view(text).starts_with("\xEF\xBB\xBF") ? std::string_view(text).substr(3)
                                                                                      : std::string_view(text);
    check(without_blanks(formatted) == without_blanks(kept));

    const auto original = hcl::native::parse_config(text, "in.hcl");
    if (original.has_errors() || hcl_fuzz::count_for_keywords(text) > hcl_fuzz::max_for_keywords) return 0;
    check(hcl::write::format(formatted) == formatted);
    const auto reparsed = hcl::native::parse_config(formatted, "in.hcl");
    check(!reparsed.has_errors());
    hcl::diagnostics diags;
    const auto before = original.file->body().just_attributes(diags);
    const auto after = reparsed.file->body().just_attributes(diags);
    check(before.size() == after.size());
    static const hcl::eval_context ctx = hcl_fuzz::make_context(hcl_fuzz::sample_variables());
    for (const auto& [name, a] : before) {
        const auto it = after.find(name);
        check(it != after.end());
        hcl_fuzz::reset_budget();
        hcl::diagnostics d1, d2;
        const hcl::value v1 = a.expression.evaluate(ctx, d1);
        hcl_fuzz::reset_budget();
        const hcl::value v2 = it->second.expression.evaluate(ctx, d2);
        check(d1.has_errors() == d2.has_errors());
        if (!d1.has_errors()) check(v1 == v2);
    }
    return 0;
}
