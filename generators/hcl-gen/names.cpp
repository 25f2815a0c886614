// Name mangling for hcl-gen.
#include "names.hpp"

#include <algorithm>
#include <iterator>

namespace hcl_gen {
namespace {

// C++20 keywords and alternative tokens, and identifiers with a special
// meaning that a member should not shadow.
constexpr std::string_view reserved_words[] = {
    "alignas",   "alignof",      "and",          "and_eq",       "asm",         "auto",      "bitand",
    "bitor",     "bool",         "break",        "case",         "catch",       "char",      "char8_t",
    "char16_t",  "char32_t",     "class",        "compl",        "concept",     "const",     "consteval",
    "constexpr", "constinit",    "const_cast",   "continue",     "co_await",    "co_return", "co_yield",
    "decltype",  "default",      "delete",       "do",           "double",      "dynamic_cast", "else",
    "enum",      "explicit",     "export",       "extern",       "false",       "float",     "for",
    "friend",    "goto",         "if",           "inline",       "int",         "long",      "mutable",
    "namespace", "new",          "noexcept",     "not",          "not_eq",      "nullptr",   "operator",
    "or",        "or_eq",        "private",      "protected",    "public",      "register",  "reinterpret_cast",
    "requires",  "return",       "short",        "signed",       "sizeof",      "static",    "static_assert",
    "static_cast", "struct",     "switch",       "template",     "this",        "thread_local", "throw",
    "true",      "try",          "typedef",      "typeid",       "typename",    "union",     "unsigned",
    "using",     "virtual",      "void",         "volatile",     "wchar_t",     "while",     "xor",
    "xor_eq",    "final",        "override",     "import",       "module",      "hcl",       "std",
};
// Names the generated code itself spells unqualified.
constexpr std::string_view generated_words[] = {"boost", "hcl_fields"};

bool identifier_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

}  // namespace

std::string mangle(std::string_view hcl_name) {
    std::string out;
    out.reserve(hcl_name.size() + 1);
    for (char c : hcl_name) out += identifier_char(c) ? c : '_';
    if (out.empty() || (out[0] >= '0' && out[0] <= '9')) out.insert(out.begin(), '_');
    // Names with "__" anywhere or a leading '_' are reserved to the
    // implementation (the latter in the global namespace).
    std::string legal;
    for (char c : out) {
        if (c == '_' && !legal.empty() && legal.back() == '_') legal += 'x';
        legal += c;
    }
    if (legal[0] == '_') legal.insert(legal.begin(), 'x');
    out = std::move(legal);
    auto is = [&](std::string_view w) { return w == out; };
    if (std::any_of(std::begin(reserved_words), std::end(reserved_words), is) ||
        std::any_of(std::begin(generated_words), std::end(generated_words), is)) {
        out += '_';
    }
    return out;
}

std::string struct_namer::take(std::string_view preferred, std::string_view parent) {
    std::string name = mangle(preferred);
    if (taken_.insert(name).second) return name;
    name = mangle(std::string(parent) + "_" + std::string(preferred));
    if (taken_.insert(name).second) return name;
    for (int n = 2;; ++n) {
        std::string numbered = name + "_" + std::to_string(n);
        if (taken_.insert(numbered).second) return numbered;
    }
}

}  // namespace hcl_gen
