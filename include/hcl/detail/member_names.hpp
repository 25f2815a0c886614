// The identifiers of a plain aggregate's members, at compile time:
// member_identifier<T, I>() is "replicas" for `struct s { int replicas; }`.
// Included by <hcl/detail/reflect.hpp> only; docs/decoder.md, "Plain
// aggregates", says how and why.
//
// Boost.PFR names members itself from Boost 1.84 on (boost::pfr::get_name);
// with an older PFR (Debian 12 has 1.81) the same technique is done here.
// The address of the I-th member of an object that is declared and never
// defined is a constant expression; as a template argument of a function,
// it appears in that function's __PRETTY_FUNCTION__ spelled with the
// member's identifier last ("&fake<s>.value.s::replicas" on GCC,
// "&fake.value.replicas" on Clang). What follows the identifier is the
// same for every member, so it is measured once on a probe struct, and the
// identifier is what precedes it back to the first character that cannot
// be part of one. One function instantiation and one short scan per member.
#pragma once

#include <hcl/config.hpp>

#include <boost/pfr/core.hpp>

#include <array>
#include <cstddef>
#include <string_view>

#if __has_include(<boost/pfr/core_name.hpp>)
#include <boost/pfr/core_name.hpp>
#endif

#if defined(BOOST_PFR_CORE_NAME_ENABLED) && BOOST_PFR_CORE_NAME_ENABLED
#define HCL_MEMBER_NAMES_FROM_PFR 1
#define HCL_HAS_MEMBER_NAMES 1
#elif (defined(__clang__) && __clang_major__ >= 13) || (!defined(__clang__) && defined(__GNUC__) && __GNUC__ >= 11)
#define HCL_HAS_MEMBER_NAMES 1
#else
#define HCL_HAS_MEMBER_NAMES 0
#endif

HCL_BEGIN_NAMESPACE
namespace detail {

template <class T>
struct name_probe_holder {
    const T value;
};
// Declared, never defined: only member addresses are taken, at compile time
// (here, and to match hcl::field entries with members in reflect.hpp).
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wundefined-var-template"
#endif
template <class T>
extern const name_probe_holder<T> name_probe_object;

// The address of T's I-th member in name_probe_object<T>.
template <class T, std::size_t I>
constexpr auto* probe_member_address() {
    return &boost::pfr::get<I>(name_probe_object<T>.value);
}
// The address of the member `pointer` names in name_probe_object<T>.
template <class T, class M>
constexpr const M* probe_member_address(M T::*pointer) {
    return &(name_probe_object<T>.value.*pointer);
}
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

#if defined(HCL_MEMBER_NAMES_FROM_PFR)

template <class T, std::size_t I>
constexpr std::string_view member_identifier() {
    return boost::pfr::get_name<I, T>();
}

#elif HCL_HAS_MEMBER_NAMES

// Clang 14 takes a pointer to a subobject as a template argument only
// inside a class-type argument.
template <class P>
struct member_address {
    P pointer;
};
template <auto Address>
constexpr std::string_view pretty_name_of() {
    return __PRETTY_FUNCTION__;
}
template <class T, std::size_t I>
constexpr std::string_view pretty_member_address() {
    constexpr auto* pointer = probe_member_address<T, I>();
    return pretty_name_of<member_address<decltype(pointer)>{pointer}>();
}

struct member_name_probe {
    int hcl_member_name_probe;
};
// How many characters of __PRETTY_FUNCTION__ follow the identifier.
inline constexpr std::size_t member_name_suffix = [] {
    constexpr std::string_view probe = "hcl_member_name_probe";
    constexpr std::string_view pretty = pretty_member_address<member_name_probe, 0>();
    return pretty.size() - (pretty.rfind(probe) + probe.size());
}();

constexpr bool is_identifier_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           static_cast<unsigned char>(c) >= 0x80;
}
constexpr std::string_view identifier_before_suffix(std::string_view pretty) {
    const std::size_t end = pretty.size() - member_name_suffix;
    std::size_t begin = end;
    while (begin > 0 && is_identifier_char(pretty[begin - 1])) --begin;
    return pretty.substr(begin, end - begin);
}

// The identifier in static storage of its own size (not a view into the
// whole __PRETTY_FUNCTION__ text, which would then be kept in the binary).
template <class T, std::size_t I>
inline constexpr auto member_identifier_text = [] {
    constexpr std::string_view name = identifier_before_suffix(pretty_member_address<T, I>());
    std::array<char, name.size()> text{};
    for (std::size_t i = 0; i < name.size(); ++i) text[i] = name[i];
    return text;
}();

template <class T, std::size_t I>
constexpr std::string_view member_identifier() {
    constexpr auto& text = member_identifier_text<T, I>;
    return {text.data(), text.size()};
}

#endif

}  // namespace detail
HCL_END_NAMESPACE
