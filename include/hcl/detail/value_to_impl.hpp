// Template machinery of <hcl/value_to.hpp>: dispatch on the C++ type.
// Type-independent work (range checks, messages, safety) is compiled in
// src/decode/value_to.cpp.
#pragma once

#include <hcl/annotate.hpp>
#include <hcl/config.hpp>
#include <hcl/value.hpp>

#include <boost/describe/enumerators.hpp>
#include <boost/mp11/algorithm.hpp>

#include <array>
#include <concepts>
#include <cstdint>
#include <limits>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <variant>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {

// --- compiled helpers (src/decode/value_to.cpp) -----------------------------
// Null and unknown values convert only to optional / hcl::value targets.
bool fail_absent(const value& v, conversion& cx);  // the failure for one of those
bool fail_not_null(const value& v, conversion& cx);  // std::monostate takes null only
inline bool require_present(const value& v, conversion& cx) {
    if (v.is_known() && !v.is_null()) [[likely]] return true;
    return fail_absent(v, cx);
}
bool to_bool(const value& v, bool& out, conversion& cx);
bool to_std_string(const value& v, std::string& out, conversion& cx);
bool to_hcl_number(const value& v, number& out, conversion& cx);
bool to_signed(const value& v, std::int64_t& out, std::int64_t min, std::int64_t max, conversion& cx);
bool to_unsigned(const value& v, std::uint64_t& out, std::uint64_t max, conversion& cx);
enum class float_kind : std::uint8_t { single, double_, long_double };
bool to_floating(const value& v, long double& out, float_kind kind, conversion& cx);
// list, set or tuple; `target` names the C++ side for the safety check
// ("set", "array"); empty = sequences, which accept all three safely.
bool check_sequence(const value& v, std::string_view target, conversion& cx);
inline bool require_sequence(const value& v, std::string_view target, conversion& cx) {
    const type& t = v.type();
    if (target.empty() && (t.is_list() || t.is_tuple() || t.is_set())) [[likely]] return true;
    return check_sequence(v, target, cx);
}
bool require_length(const value& v, std::size_t n, conversion& cx);
bool fail_not_mapping(conversion& cx);
inline bool require_mapping(const value& v, conversion& cx) {  // map or object
    if (v.type().is_map() || v.type().is_object()) [[likely]] return true;
    return fail_not_mapping(cx);
}
bool enum_from_value(const value& v, std::span<const std::string_view> names, std::size_t& index,
                     conversion& cx);
bool unsupported_attribute(const value& object, std::span<const field_info> fields, conversion& cx);
value list_or_tuple(const type& element, std::vector<value> elements);
value set_or_tuple(const type& element, std::vector<value> elements);
value map_or_object(const type& element, std::vector<value_attribute> entries);
value from_long_double(long double x);

// --- classification -------------------------------------------------------------
template <class T>
concept has_converter = requires(const value& v, T& out, conversion& cx) {
    { converter<T>::from_value(v, out, cx) } -> std::convertible_to<bool>;
};
template <class T>
concept has_adl_from_value = requires(const value& v, T& out, conversion& cx) {
    { hcl_from_value(v, out, cx) } -> std::convertible_to<bool>;
};
template <class T>
concept has_adl_to_value = requires(const T& x) {
    { hcl_to_value(x) } -> std::convertible_to<value>;
};
template <class T>
concept has_converter_to = requires(const T& x) {
    { converter<T>::to_value(x) } -> std::convertible_to<value>;
};
template <class T>
concept has_converter_type = requires {
    { converter<T>::type() } -> std::convertible_to<type>;
};

template <class T>
inline constexpr bool is_std_array_v = false;
template <class E, std::size_t N>
inline constexpr bool is_std_array_v<std::array<E, N>> = true;
template <class T>
inline constexpr bool is_sequence_v = is_block_sequence_v<T>;
template <class T>
inline constexpr bool is_set_v = is_specialization_v<T, std::set> || is_specialization_v<T, std::unordered_set>;
template <class T>
inline constexpr bool is_tuple_like_v = is_specialization_v<T, std::tuple> || is_specialization_v<T, std::pair>;
template <class T>
inline constexpr bool is_variant_v = is_specialization_v<T, std::variant>;
// The index of a variant's first alternative other than std::monostate (0
// when all are).
template <class V>
constexpr std::size_t first_non_monostate() {
    return []<std::size_t... I>(std::index_sequence<I...>) {
        std::size_t k = 0;
        const bool found = ((!std::is_same_v<std::variant_alternative_t<I, V>, std::monostate> ? (k = I, true) : false) || ...);
        return found ? k : 0;
    }(std::make_index_sequence<std::variant_size_v<V>>{});
}
template <class T>
concept described_enum = std::is_enum_v<T> && boost::describe::has_describe_enumerators<T>::value;

template <class T>
inline constexpr bool dependent_false_v = false;

template <described_enum E>
constexpr auto enum_names() {
    using L = boost::describe::describe_enumerators<E>;
    std::array<std::string_view, boost::mp11::mp_size<L>::value> names{};
    std::size_t i = 0;
    boost::mp11::mp_for_each<L>([&](auto d) { names[i++] = d.name; });
    return names;
}
template <described_enum E>
constexpr auto enum_values() {
    using L = boost::describe::describe_enumerators<E>;
    std::array<E, boost::mp11::mp_size<L>::value> values{};
    std::size_t i = 0;
    boost::mp11::mp_for_each<L>([&](auto d) { values[i++] = d.value; });
    return values;
}

// Object conversions of reflected structs use the members that carry data
// (a group: its struct's object, under the group's name).
constexpr bool is_data_field(const field_info& f) {
    return f.kind == field_kind::attr || f.kind == field_kind::block || f.kind == field_kind::label ||
           f.kind == field_kind::group;
}

// Whether from_value / make_value take T: the same cases they handle,
// checked up front so that a member of a type with no conversion stops the
// compile with the member's name (member_converts) instead of deep inside
// the conversion. A reflected struct counts: its own members are checked
// where it is converted.
template <class T, bool From>
constexpr bool converts() {
    if constexpr (From ? (has_converter<T> || has_adl_from_value<T>) : (has_converter_to<T> || has_adl_to_value<T>)) {
        return true;
    } else if constexpr (std::is_same_v<T, value> || std::is_same_v<T, std::monostate> || std::is_same_v<T, bool> ||
                         std::is_same_v<T, std::string> || std::is_same_v<T, number> || std::is_enum_v<T> ||
                         std::is_arithmetic_v<T> || reflected<T>) {
        return true;
    } else if constexpr (is_optional_v<T> || is_std_array_v<T> || is_sequence_v<T> || is_set_v<T>) {
        return converts<typename T::value_type, From>();
    } else if constexpr (is_string_map_v<T>) {
        return converts<typename T::mapped_type, From>();
    } else if constexpr (is_variant_v<T>) {
        return []<std::size_t... I>(std::index_sequence<I...>) {
            return (converts<std::variant_alternative_t<I, T>, From>() && ...);
        }(std::make_index_sequence<std::variant_size_v<T>>{});
    } else if constexpr (is_tuple_like_v<T>) {
        return []<std::size_t... I>(std::index_sequence<I...>) {
            return (converts<std::tuple_element_t<I, T>, From>() && ...);
        }(std::make_index_sequence<std::tuple_size_v<T>>{});
    } else {
        return false;
    }
}

// Instantiated for a member whose type has no conversion: the compiler's
// "required from" note shows member_type_error<T, shown_name<member>, ...>.
template <class T, class Member, bool From>
struct member_type_error {
    static_assert(!From, "hcl: this member's type has no conversion from hcl::value; specialize "
                         "hcl::converter<T> or declare hcl_from_value(const hcl::value&, T&, hcl::conversion&) "
                         "in the type's namespace");
    static_assert(From, "hcl: this member's type has no conversion to hcl::value; specialize hcl::converter<T> "
                        "or declare hcl_to_value(const T&) in the type's namespace");
    static constexpr bool ok = true;
};

// True when member K of T converts (From: from a value; else to one);
// otherwise stops the compile, naming the member.
template <class T, std::size_t K, bool From>
constexpr bool member_converts() {
    if constexpr (converts<member_t<T, K>, From>()) {
        return true;
    } else {
        constexpr std::string_view name = schema_v<T>.fields[K].member;
        static_assert(member_type_error<T, name_type<fixed_string<name.size()>(name)>, From>::ok);
        return false;
    }
}

// For the decoder's and encoder's attribute members: an hcl::expression
// member is kept as written, not converted; any other must convert.
template <class T, std::size_t K, bool From>
constexpr bool attribute_member_ok() {
    if constexpr (std::is_same_v<member_t<T, K>, expression>) {
        return true;
    } else {
        return member_converts<T, K, From>();
    }
}

template <class T>
bool from_value(const value& v, T& out, conversion& cx);

template <class T>
bool struct_from_object(const value& v, T& out, conversion& cx) {
    if (!require_mapping(v, cx)) return false;
    constexpr auto& s = schema_v<T>;
    bool ok = true;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        auto one = [&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
            constexpr field_info f = s.fields[K];
            if constexpr (is_data_field(f)) {
                if constexpr (member_converts<T, K, true>()) {
                    const value* item = v.find(f.key);
                    if (!item) {
                        if (f.required || f.kind == field_kind::label)
                            ok = cx.fail("attribute \"" + std::string(f.key) + "\" is required") && ok;
                        return;
                    }
                    cx.push_attribute(f.key);
                    ok = from_value(*item, member<K>(out), cx) && ok;
                    cx.pop();
                }
            }
        };
        (void)one;  // a struct with no members
        (one(std::integral_constant<std::size_t, I>{}), ...);
    }(std::make_index_sequence<s.size()>{});
    return unsupported_attribute(v, s.fields, cx) && ok;
}

// Converts `v` into a new container element: `make(args...)` constructs it
// in place from args and returns it. A string value becomes a std::string
// element directly (no default-made element assigned over); everything else
// is converted into a default-made one.
template <class T, class Make>
bool from_value_into_new(const value& v, Make&& make, conversion& cx) {
    if constexpr (std::is_same_v<T, std::string> && !has_converter<T> && !has_adl_from_value<T>) {
        if (const auto s = v.as_string_if()) {
            make(*s);
            return true;
        }
    }
    return from_value(v, make(), cx);
}

template <class T, std::size_t... I>
bool tuple_from(const value& v, T& out, conversion& cx, std::index_sequence<I...>) {
    bool ok = true;
    auto one = [&](std::size_t i, auto& dest) {
        if (!ok) return;
        cx.push_index(i);
        ok = from_value(v.elements()[i], dest, cx);
        cx.pop();
    };
    (void)one;  // an empty tuple
    (one(I, std::get<I>(out)), ...);
    return ok;
}

template <class V, std::size_t I = 0>
bool variant_from(const value& v, V& out, conversion& cx, bool safe_pass) {
    if constexpr (I == std::variant_size_v<V>) {
        return false;
    } else {
        using A = std::variant_alternative_t<I, V>;
        conversion trial(conversion_options{cx.allow_unsafe() && !safe_pass});
        A a{};
        if (from_value(v, a, trial)) {
            out.template emplace<I>(std::move(a));
            return true;
        }
        return variant_from<V, I + 1>(v, out, cx, safe_pass);
    }
}

// The elements of a list, set or tuple into a std::vector, std::list or
// std::deque (is_sequence_v): `out` is replaced only when all convert.
// Also what the decoder uses for a tuple constructor's elements.
template <class T>
bool sequence_from_elements(std::span<const value> elements, T& out, conversion& cx) {
    T result;
    if constexpr (requires { result.reserve(std::size_t{}); }) result.reserve(elements.size());
    std::size_t i = 0;
    for (const auto& e : elements) {
        cx.push_index(i++);
        bool ok = false;
        if constexpr (std::is_same_v<typename T::value_type, bool>) {
            bool x = false;  // std::vector<bool> has no element to refer to
            ok = from_value(e, x, cx);
            result.push_back(x);
        } else {
            // Converted in place: no element is moved.
            using E = typename T::value_type;
            ok = from_value_into_new<E>(
                e, [&](auto&&... a) -> E& { return result.emplace_back(std::forward<decltype(a)>(a)...); }, cx);
        }
        cx.pop();
        if (!ok) return false;
    }
    out = std::move(result);
    return true;
}

// The attributes of a map or object (sorted by name) into a std::map or
// std::unordered_map with string keys (is_string_map_v). Also what the
// decoder uses for an object constructor's attributes.
template <class T>
bool map_from_attributes(std::span<const value_attribute> attributes, T& out, conversion& cx) {
    // An empty target (a fresh member) is filled in place, and emptied
    // again on failure; any other is replaced on success only.
    T local;
    T& result = out.empty() ? out : local;
    using M = typename T::mapped_type;
    for (const auto& entry : attributes) {
        // Not a structured binding: clang 14 cannot capture one.
        const auto& k = entry.first;
        cx.push_key(k);
        // Made in its node, then converted in place. Entries come sorted by
        // key: each goes at the end.
        const bool ok = from_value_into_new<M>(
            entry.second,
            [&](auto&&... a) -> M& {
                return result
                    .emplace_hint(result.end(), std::piecewise_construct, std::forward_as_tuple(k),
                                  std::forward_as_tuple(std::forward<decltype(a)>(a)...))
                    ->second;
            },
            cx);
        cx.pop();
        if (!ok) {
            result.clear();
            return false;
        }
    }
    if (&result != &out) out = std::move(local);
    return true;
}

template <class T>
bool from_value(const value& v, T& out, conversion& cx) {
    if constexpr (has_converter<T>) {
        return converter<T>::from_value(v, out, cx);
    } else if constexpr (has_adl_from_value<T>) {
        return hcl_from_value(v, out, cx);
    } else if constexpr (std::is_same_v<T, value>) {
        out = v;
        return true;
    } else if constexpr (is_optional_v<T>) {
        if (v.is_null()) {
            out.reset();
            return true;
        }
        if (!out) out.emplace();
        return from_value(v, *out, cx);
    } else if constexpr (std::is_same_v<T, std::monostate>) {
        // The "nothing" alternative of a variant: takes null only.
        if (v.is_null()) return true;
        return fail_not_null(v, cx);
    } else if constexpr (is_variant_v<T>) {
        // Before the null check: an alternative may take null (std::optional,
        // std::monostate, hcl::value).
        if (variant_from(v, out, cx, true)) return true;
        if (cx.allow_unsafe() && variant_from(v, out, cx, false)) return true;
        // Report why the first alternative that is not std::monostate did
        // not fit (for a non-null value, "null required" says little).
        constexpr std::size_t k = first_non_monostate<T>();
        std::variant_alternative_t<k, T> first{};
        if (!from_value(v, first, cx)) return false;
        return cx.fail("no alternative of the variant accepts this value");
    } else {
        if (!require_present(v, cx)) return false;
        if constexpr (std::is_same_v<T, bool>) {
            return to_bool(v, out, cx);
        } else if constexpr (std::is_same_v<T, std::string>) {
            return to_std_string(v, out, cx);
        } else if constexpr (std::is_same_v<T, number>) {
            return to_hcl_number(v, out, cx);
        } else if constexpr (described_enum<T>) {
            static constexpr auto names = enum_names<T>();
            static constexpr auto values = enum_values<T>();
            std::size_t i = 0;
            if (!enum_from_value(v, names, i, cx)) return false;
            out = values[i];
            return true;
        } else if constexpr (std::is_enum_v<T>) {
            std::underlying_type_t<T> u{};
            if (!from_value(v, u, cx)) return false;
            out = static_cast<T>(u);
            return true;
        } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
            constexpr std::int64_t min = std::numeric_limits<T>::min(), max = std::numeric_limits<T>::max();
            std::int64_t x = 0;
            // A whole number in range needs no call beyond reading it.
            if (const number* n = v.as_number_if()) {
                if (const auto i = n->to_int64(); i && *i >= min && *i <= max) [[likely]] {
                    out = static_cast<T>(*i);
                    return true;
                }
            }
            if (!to_signed(v, x, min, max, cx)) return false;
            out = static_cast<T>(x);
            return true;
        } else if constexpr (std::is_integral_v<T>) {
            std::uint64_t x = 0;
            if (!to_unsigned(v, x, std::numeric_limits<T>::max(), cx)) return false;
            out = static_cast<T>(x);
            return true;
        } else if constexpr (std::is_floating_point_v<T>) {
            long double x = 0;
            constexpr float_kind k = std::is_same_v<T, float>    ? float_kind::single
                                     : std::is_same_v<T, double> ? float_kind::double_
                                                                 : float_kind::long_double;
            if (!to_floating(v, x, k, cx)) return false;
            out = static_cast<T>(x);
            return true;
        } else if constexpr (is_std_array_v<T>) {
            if (!require_sequence(v, "array", cx) || !require_length(v, out.size(), cx)) return false;
            for (std::size_t i = 0; i < out.size(); ++i) {
                cx.push_index(i);
                bool ok = from_value(v.elements()[i], out[i], cx);
                cx.pop();
                if (!ok) return false;
            }
            return true;
        } else if constexpr (is_sequence_v<T>) {
            if (!require_sequence(v, {}, cx)) return false;
            return sequence_from_elements(v.elements(), out, cx);
        } else if constexpr (is_set_v<T>) {
            if (!require_sequence(v, "set", cx)) return false;
            T result;
            for (const auto& e : v.elements()) {
                typename T::value_type x{};
                cx.push_element(e);
                bool ok = from_value(e, x, cx);
                cx.pop();
                if (!ok) return false;
                result.insert(std::move(x));
            }
            out = std::move(result);
            return true;
        } else if constexpr (is_string_map_v<T>) {
            if (!require_mapping(v, cx)) return false;
            return map_from_attributes(v.attributes(), out, cx);
        } else if constexpr (is_tuple_like_v<T>) {
            constexpr std::size_t n = std::tuple_size_v<T>;
            if (!require_sequence(v, "tuple", cx) || !require_length(v, n, cx)) return false;
            return tuple_from(v, out, cx, std::make_index_sequence<n>{});
        } else if constexpr (reflected<T>) {
            return struct_from_object(v, out, cx);
        } else {
            static_assert(dependent_false_v<T>,
                          "hcl: no conversion from hcl::value to this type; specialize hcl::converter<T> or "
                          "declare hcl_from_value(const hcl::value&, T&, hcl::conversion&) in T's namespace");
            return false;
        }
    }
}

// --- C++ -> HCL types ---------------------------------------------------------
template <class T>
type make_implied_type() {
    if constexpr (has_converter_type<T>) {
        return converter<T>::type();
    } else if constexpr (has_converter<T> || has_adl_from_value<T> || has_adl_to_value<T> ||
                         std::is_same_v<T, value> || is_variant_v<T> || std::is_same_v<T, std::monostate>) {
        // A type that converts itself says what its value is, not its type
        // (a struct with its own hcl_to_value need not give an object).
        return type::dynamic();
    } else if constexpr (std::is_same_v<T, bool>) {
        return type::boolean();
    } else if constexpr (std::is_same_v<T, std::string> || std::is_enum_v<T>) {
        return described_enum<T> || std::is_same_v<T, std::string> ? type::string() : type::number();
    } else if constexpr (std::is_arithmetic_v<T> || std::is_same_v<T, number>) {
        return type::number();
    } else if constexpr (is_optional_v<T>) {
        return implied_type<typename T::value_type>();
    } else if constexpr (is_std_array_v<T> || is_sequence_v<T>) {
        return type::list(implied_type<typename T::value_type>());
    } else if constexpr (is_set_v<T>) {
        return type::set(implied_type<typename T::value_type>());
    } else if constexpr (is_string_map_v<T>) {
        return type::map(implied_type<typename T::mapped_type>());
    } else if constexpr (is_tuple_like_v<T>) {
        return [&]<std::size_t... I>(std::index_sequence<I...>) {
            return type::tuple({implied_type<std::tuple_element_t<I, T>>()...});
        }(std::make_index_sequence<std::tuple_size_v<T>>{});
    } else if constexpr (reflected<T>) {
        constexpr auto& s = schema_v<T>;
        std::vector<std::pair<std::string, type>> attrs;
        std::vector<std::string> optional;
        [&]<std::size_t... I>(std::index_sequence<I...>) {
            auto one = [&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
                constexpr field_info f = s.fields[K];
                if constexpr (is_data_field(f)) {
                    attrs.emplace_back(std::string(f.key), implied_type<member_t<T, K>>());
                    if (!f.required && f.kind != field_kind::label) optional.emplace_back(f.key);
                }
            };
            (void)one;  // a struct with no members
            (one(std::integral_constant<std::size_t, I>{}), ...);
        }(std::make_index_sequence<s.size()>{});
        return type::object(std::move(attrs), optional);
    } else {
        return type::dynamic();
    }
}

template <class T>
value make_value(const T& x) {
    if constexpr (has_converter_to<T>) {
        return converter<T>::to_value(x);
    } else if constexpr (has_adl_to_value<T>) {
        return hcl_to_value(x);
    } else if constexpr (std::is_same_v<T, value>) {
        return x;
    } else if constexpr (std::is_same_v<T, std::monostate>) {
        return value::null(type::dynamic());
    } else if constexpr (std::is_same_v<T, bool>) {
        return value::boolean(x);
    } else if constexpr (std::is_same_v<T, std::string>) {
        return value::string(x);
    } else if constexpr (std::is_same_v<T, number>) {
        return value::number(x);
    } else if constexpr (described_enum<T>) {
        static constexpr auto names = enum_names<T>();
        static constexpr auto values = enum_values<T>();
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (values[i] == x) return value::string(names[i]);
        }
        return value::number(static_cast<std::int64_t>(x));
    } else if constexpr (std::is_enum_v<T>) {
        return make_value(static_cast<std::underlying_type_t<T>>(x));
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
        return value::number(number::from_int(x));
    } else if constexpr (std::is_integral_v<T>) {
        return value::number(number::from_uint(x));
    } else if constexpr (std::is_floating_point_v<T>) {
        return from_long_double(static_cast<long double>(x));
    } else if constexpr (is_optional_v<T>) {
        return x ? make_value(*x) : value::null(implied_type<T>());
    } else if constexpr (is_std_array_v<T> || is_sequence_v<T>) {
        std::vector<value> elems;
        for (const auto& e : x) elems.push_back(make_value(e));
        return list_or_tuple(implied_type<typename T::value_type>(), std::move(elems));
    } else if constexpr (is_set_v<T>) {
        std::vector<value> elems;
        for (const auto& e : x) elems.push_back(make_value(e));
        return set_or_tuple(implied_type<typename T::value_type>(), std::move(elems));
    } else if constexpr (is_string_map_v<T>) {
        std::vector<value_attribute> entries;
        for (const auto& [k, e] : x) entries.emplace_back(k, make_value(e));
        return map_or_object(implied_type<typename T::mapped_type>(), std::move(entries));
    } else if constexpr (is_tuple_like_v<T>) {
        return std::apply([](const auto&... e) { return value::tuple({make_value(e)...}); }, x);
    } else if constexpr (is_variant_v<T>) {
        return std::visit([](const auto& e) { return make_value(e); }, x);
    } else if constexpr (reflected<T>) {
        constexpr auto& s = schema_v<T>;
        std::vector<value_attribute> attrs;
        [&]<std::size_t... I>(std::index_sequence<I...>) {
            auto one = [&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
                constexpr field_info f = s.fields[K];
                if constexpr (is_data_field(f)) {
                    if constexpr (member_converts<T, K, false>())
                        attrs.emplace_back(std::string(f.key), make_value(member<K>(x)));
                }
            };
            (void)one;  // a struct with no members
            (one(std::integral_constant<std::size_t, I>{}), ...);
        }(std::make_index_sequence<s.size()>{});
        return value::object(std::move(attrs));
    } else {
        static_assert(dependent_false_v<T>,
                      "hcl: no conversion from this type to hcl::value; specialize hcl::converter<T> or "
                      "declare hcl_to_value(const T&) in T's namespace");
        return {};
    }
}

}  // namespace detail

template <class T>
bool conversion::convert(const value& v, T& out) {
    return detail::from_value(v, out, *this);
}

template <class T>
result<T> value_to(const value& v, const conversion_options& options) {
    conversion cx(options);
    T out{};
    if (!detail::from_value(v, out, cx)) return cx.take_failure();
    return out;
}

template <class T>
result<bool> value_into(const value& v, T& out, const conversion_options& options) {
    conversion cx(options);
    if (!detail::from_value(v, out, cx)) return cx.take_failure();
    return true;
}

template <class T>
value to_value(const T& x) {
    return detail::make_value(x);
}

template <class T>
const type& implied_type() {
    static const type t = detail::make_implied_type<T>();
    return t;
}

HCL_END_NAMESPACE
