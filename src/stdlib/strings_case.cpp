// upper, lower, title: case mapping of strings.
//
// The reference maps each code point on its own with Unicode's simple case
// mappings (one code point to one code point, no context), so "ß" stays
// "ß" under upper(), a final capital sigma lowers to "σ" and "İ" lowers to
// plain "i". ICU's per-code-point functions (u_toupper, u_tolower,
// u_totitle) are exactly those simple mappings; ICU's full, locale- and
// context-sensitive string functions would differ, so they are not used.
// The only remaining difference is the Unicode version of the tables (see
// docs/stdlib.md).
#include "stdlib/stdlib_support.hpp"

#include <hcl/stdlib.hpp>
#include <hcl/unicode.hpp>

#include <unicode/uchar.h>

#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace stdlib {
namespace detail {
void add_string_case_functions(function_table& table);
}
namespace {

using detail::allow_dynamic;
using detail::define;
using detail::param;

template <class Map>
std::string map_code_points(std::string_view text, Map map) {
    std::string out;
    out.reserve(text.size());
    if (unicode::is_ascii(text)) {
        for (const char c : text) out.push_back(static_cast<char>(map(static_cast<unsigned char>(c))));
        return out;
    }
    std::size_t offset = 0;
    while (offset < text.size()) {
        const char32_t c = unicode::decode_utf8(text, offset);
        unicode::append_utf8(out, static_cast<char32_t>(map(static_cast<UChar32>(c))));
    }
    return out;
}

// In ASCII the simple case mappings are exactly a-z <-> A-Z: no table look-up.
UChar32 to_upper(UChar32 c) {
    if (c < 0x80) return c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c;
    return u_toupper(c);
}
UChar32 to_lower(UChar32 c) {
    if (c < 0x80) return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
    return u_tolower(c);
}

// A character after which title() capitalises the next one: ASCII other than
// letters, digits and '_', and Unicode white space. Non-ASCII letters and
// digits (and everything else) do not start a word.
bool starts_word_after(char32_t c) {
    if (c < 0x80) {
        const bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        return !(alnum || c == '_');
    }
    const auto u = static_cast<UChar32>(c);
    if (u_isalpha(u) || u_isdigit(u)) return false;
    return unicode::is_space(c);
}

std::string title_case(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    char32_t previous = U' ';
    std::size_t offset = 0;
    while (offset < text.size()) {
        const char32_t c = unicode::decode_utf8(text, offset);
        const char32_t mapped = starts_word_after(previous) ? static_cast<char32_t>(u_totitle(static_cast<UChar32>(c))) : c;
        unicode::append_utf8(out, mapped);
        previous = c;
    }
    return out;
}

function_spec string_to_string(const char* description, bool dynamic_ok, std::string (*op)(std::string_view)) {
    function_spec spec;
    spec.description = description;
    spec.parameters = {param("str", type::string(), dynamic_ok ? allow_dynamic : detail::no_flags)};
    spec.result_type = static_result_type(type::string());
    spec.implementation = [op](std::span<const value> args, const type&) -> call_result<value> {
        return value::string(op(args[0].as_string()));
    };
    return spec;
}

std::string upper_text(std::string_view s) { return map_code_points(s, to_upper); }
std::string lower_text(std::string_view s) { return map_code_points(s, to_lower); }

}  // namespace

// Called by add_string_functions (strings.cpp).
void detail::add_string_case_functions(function_table& table) {
    define(table, "upper",
           string_to_string("Returns the given string with all Unicode letters translated to their uppercase "
                            "equivalents.",
                            true, &upper_text));
    define(table, "lower",
           string_to_string("Returns the given string with all Unicode letters translated to their lowercase "
                            "equivalents.",
                            true, &lower_text));
    define(table, "title",
           string_to_string("Replaces one letter after each non-letter and non-digit character with its "
                            "uppercase equivalent.",
                            false, &title_case));
}

}  // namespace stdlib
HCL_END_NAMESPACE
