// Compile-time reflection behind hcl::schema_of: enumerating members
// (Boost.Describe or Boost.PFR), naming them, finding each member's tag,
// inferring roles from member types, and rejecting bad annotations with
// messages that name the member. Included by <hcl/annotate.hpp> only.
#pragma once

#include <hcl/config.hpp>
#include <hcl/detail/member_names.hpp>

#include <boost/describe/members.hpp>
#include <boost/describe/modifiers.hpp>
#include <boost/mp11/algorithm.hpp>
#include <boost/pfr/core.hpp>
#include <boost/pfr/tuple_size.hpp>

#include <cstddef>
#include <deque>
#include <list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {

// --- type classification ----------------------------------------------------
template <class T, template <class...> class Tmpl>
inline constexpr bool is_specialization_v = false;
template <template <class...> class Tmpl, class... A>
inline constexpr bool is_specialization_v<Tmpl<A...>, Tmpl> = true;

template <class T>
inline constexpr bool is_optional_v = is_specialization_v<T, std::optional>;
template <class T>
inline constexpr bool is_block_sequence_v =
    is_specialization_v<T, std::vector> || is_specialization_v<T, std::deque> || is_specialization_v<T, std::list>;
template <class T>
inline constexpr bool is_string_map_v = false;
template <class V, class C, class A>
inline constexpr bool is_string_map_v<std::map<std::string, V, C, A>> = true;
template <class V, class H, class E, class A>
inline constexpr bool is_string_map_v<std::unordered_map<std::string, V, H, E, A>> = true;

template <class T>
concept described = std::is_class_v<T> && boost::describe::has_describe_members<T>::value;

// The ADL hook: hcl_fields(hcl::type_tag<T>) in T's namespace. Nothing named
// hcl_fields is declared in namespace hcl, so only ADL can find it.
template <class T>
concept has_field_table = requires { hcl_fields(type_tag<T>{}); };

// A type that converts itself (hcl::converter<T>, hcl_from_value or
// hcl_to_value in its namespace) is a value, never a block.
template <class T>
concept converts_itself = requires(const value& v, T& out, conversion& cx) {
    converter<T>::from_value(v, out, cx);
} || requires(const value& v, T& out, conversion& cx) { hcl_from_value(v, out, cx); } ||
                          requires(const T& x) { converter<T>::to_value(x); } ||
                          requires(const T& x) { hcl_to_value(x); };

template <class T>
inline constexpr bool is_std_array_type_v = false;
template <class E, std::size_t N>
inline constexpr bool is_std_array_type_v<std::array<E, N>> = true;

// A plain aggregate is a struct without any annotation: Boost.PFR lists its
// members and their identifiers name them. Aggregates that are values keep
// their conversions: std::array, std::monostate, hcl's own source ranges,
// tuple-like types and types that convert themselves.
template <class T>
concept plain_aggregate =
    bool(HCL_HAS_MEMBER_NAMES) && std::is_class_v<T> && std::is_aggregate_v<T> && !std::is_polymorphic_v<T> &&
    !is_std_array_type_v<T> && !std::is_same_v<T, std::monostate> && !std::is_same_v<T, source_range> &&
    !std::is_same_v<T, source_position> && !requires { std::tuple_size<T>::value; } && !converts_itself<T>;

template <class T>
concept reflected = std::is_class_v<T> && (described<T> || has_field_table<T> || plain_aggregate<T>);

template <class T>
using described_members =
    boost::describe::describe_members<T, boost::describe::mod_public | boost::describe::mod_inherited>;

template <class T>
constexpr std::size_t member_count() {
    if constexpr (described<T>) {
        return boost::mp11::mp_size<described_members<T>>::value;
    } else {
        return boost::pfr::tuple_size_v<T>;
    }
}

template <std::size_t I, class T>
constexpr decltype(auto) member(T& obj) {
    using U = std::remove_const_t<T>;
    if constexpr (described<U>) {
        return (obj.*boost::mp11::mp_at_c<described_members<U>, I>::pointer);
    } else {
        return boost::pfr::get<I>(obj);
    }
}
template <class T, std::size_t I>
using member_t = std::remove_cvref_t<decltype(member<I>(std::declval<T&>()))>;

// How many string-keyed map levels lead from M to a reflected struct: 1
// for std::map<std::string, S>, 2 for a map of such maps, ...; 0 when M is
// no map of blocks.
template <class M>
constexpr std::size_t map_levels() {
    if constexpr (is_string_map_v<M>) {
        using V = typename M::mapped_type;
        if constexpr (reflected<V>) {
            return 1;
        } else {
            constexpr std::size_t inner = map_levels<V>();
            return inner == 0 ? 0 : inner + 1;
        }
    } else {
        return 0;
    }
}

// A member that tag::block_attrs fills: a string-keyed map, or an optional one.
template <class M>
constexpr bool attributes_map_member() {
    if constexpr (is_optional_v<M>) {
        return is_string_map_v<typename M::value_type>;
    } else {
        return is_string_map_v<M>;
    }
}

// The name of the k-th label that keys a map (of maps) of blocks, for
// messages: the k-th word of `words` (tag::key_labels), else "name",
// "name2", "name3", ...
inline std::string key_label_name(std::string_view words, std::size_t k) {
    std::size_t index = 0;
    while (!words.empty()) {
        const auto space = words.find(' ');
        const std::string_view word = words.substr(0, space);
        if (!word.empty() && index++ == k) return std::string(word);
        if (space == std::string_view::npos) break;
        words.remove_prefix(space + 1);
    }
    return k == 0 ? std::string("name") : "name" + std::to_string(k + 1);
}

// Blocks are taken by members whose type is a reflected struct or a
// std::optional / sequence of one, or a string-keyed map (of maps) of one.
template <class M>
constexpr block_shape block_shape_of() {
    if constexpr (reflected<M>) {
        return block_shape::one;
    } else if constexpr (is_optional_v<M>) {
        return reflected<typename M::value_type> ? block_shape::optional : block_shape::none;
    } else if constexpr (is_block_sequence_v<M>) {
        return reflected<typename M::value_type> ? block_shape::many : block_shape::none;
    } else if constexpr (is_string_map_v<M>) {
        return map_levels<M>() > 0 ? block_shape::by_label : block_shape::none;
    } else {
        return block_shape::none;
    }
}
// The struct inside a block member.
template <class M>
struct block_element {
    using type = M;
};
template <class M>
    requires(is_optional_v<M> || is_block_sequence_v<M>)
struct block_element<M> {
    using type = typename M::value_type;
};
template <class M>
    requires is_string_map_v<M>
struct block_element<M> {
    using type = std::conditional_t<reflected<typename M::mapped_type>, typename M::mapped_type,
                                    typename block_element<typename M::mapped_type>::type>;
};

// A block member of values (tag::block(...).attr(...)): its shape from the
// member's outer type (`levels`: the map levels of a map of blocks; `single`:
// exactly one block whatever the type).
template <class M>
constexpr block_shape value_block_shape(bool single) {
    if (single) return block_shape::one;
    if constexpr (is_optional_v<M>) {
        return block_shape::optional;
    } else if constexpr (is_block_sequence_v<M>) {
        return block_shape::many;
    } else if constexpr (is_string_map_v<M>) {
        return block_shape::by_label;
    } else {
        return block_shape::one;
    }
}
// The element of a block member of values of shape `S` with `levels` map
// levels: the member type with the shape's containers taken off.
template <class M, block_shape S, std::size_t Levels>
struct value_block_element {
    using type = M;
};
template <class M>
struct value_block_element<M, block_shape::optional, 0> {
    using type = typename M::value_type;
};
template <class M>
struct value_block_element<M, block_shape::many, 0> {
    using type = typename M::value_type;
};
template <class M, std::size_t Levels>
    requires(Levels > 0)
struct value_block_element<M, block_shape::by_label, Levels> {
    using type = typename value_block_element<typename M::mapped_type, block_shape::by_label, Levels - 1>::type;
};

// Whether M is at least `levels` string-keyed maps deep.
template <class M>
constexpr bool value_map_levels_ok(std::size_t levels) {
    if (levels == 0) return true;
    if constexpr (is_string_map_v<M>) {
        return value_map_levels_ok<typename M::mapped_type>(levels - 1);
    } else {
        return false;
    }
}

// How many words key_labels() names (at least 1): the map levels of a map
// of blocks of values.
constexpr std::size_t key_label_count(std::string_view words) {
    std::size_t n = 0;
    bool in_word = false;
    for (char c : words) {
        if (c != ' ' && !in_word) ++n;
        in_word = c != ' ';
    }
    return n == 0 ? 1 : n;
}

// --- finding a member's tag ---------------------------------------------------
template <class T>
constexpr auto field_table_of() {
    if constexpr (has_field_table<T>) {
        return hcl_fields(type_tag<T>{});
    } else {
        return field_table<>{};
    }
}

template <class T>
inline constexpr bool is_ordered_tags_v = false;
template <std::size_t N>
inline constexpr bool is_ordered_tags_v<ordered_tags<N>> = true;

// Whether two member pointers point at the same member (of the same type).
template <class P, class Q>
constexpr bool same_member(P p, Q q) {
    if constexpr (std::is_same_v<P, Q>) {
        return p == q;
    } else {
        return false;
    }
}

// Whether the member pointer of an hcl::field entry names T's I-th member.
// Described structs compare it with the description's pointer; plain
// aggregates compare the addresses both give in one never-defined object.
template <class T, std::size_t I, class M, class C>
constexpr bool names_member(M C::*pointer) {
    if constexpr (described<T>) {
        return same_member(pointer, boost::mp11::mp_at_c<described_members<T>, I>::pointer);
    } else if constexpr (std::is_same_v<C, T> && std::is_same_v<std::remove_cv_t<M>, member_t<T, I>>) {
        return static_cast<const void*>(probe_member_address(pointer)) ==
               static_cast<const void*>(probe_member_address<T, I>());
    } else {
        return false;
    }
}

// Whether T's table says hcl::defaults(...): attributes and single blocks
// are optional, keeping T{}'s values when absent.
template <class T>
constexpr bool keeps_defaults() {
    constexpr auto table = field_table_of<T>();
    if constexpr (requires { table.keep_defaults; }) {
        return table.keep_defaults;
    } else {
        return false;
    }
}

template <class T, std::size_t I>
constexpr tag::field_tag tag_of() {
    constexpr auto table = field_table_of<T>();
    if constexpr (is_ordered_tags_v<std::remove_cv_t<decltype(table)>>) {
        static_assert(table.tags.size() == member_count<T>(),
                      "hcl: hcl::field_order(...) must list exactly one tag per member, in member order");
        return table.tags[I];
    } else {
        static_assert(described<T> || HCL_HAS_MEMBER_NAMES,
                      "hcl: this compiler cannot name an aggregate's members; a struct that is not described "
                      "needs hcl::field_order(...) (one tag per member), not hcl::fields(...)");
        tag::field_tag found{};
        std::apply(
            [&](const auto&... entry) {
                auto match = [&](const auto& e) {
                    if (names_member<T, I>(e.member)) found = e.tag;
                };
                (void)match;  // unused when the table is empty
                (match(entry), ...);
            },
            table.entries);
        return found;
    }
}

// T's own description (the table's doc()); empty when none.
template <class T>
constexpr doc_text struct_doc() {
    return field_table_of<T>().description;
}

template <class T, std::size_t I>
constexpr std::string_view member_name() {
    if constexpr (described<T>) {
        return boost::mp11::mp_at_c<described_members<T>, I>::name;
    } else {
#if HCL_HAS_MEMBER_NAMES
        return member_identifier<T, I>();
#else
        return tag_of<T, I>().name;
#endif
    }
}

// --- resolving roles ------------------------------------------------------------
enum class problem : std::uint8_t {
    none,
    duplicate_name,
    block_named_like_attribute,
    second_remain,
    second_body,
    label_not_string,
    label_after_block,
    not_a_block_type,
    range_not_source_range,
    range_needs_tag,
    missing_name,
    unknown_range_target,
    remain_type,
    name_not_identifier,
    entry_of_other_struct,
    entry_not_described,
    entry_repeated,
    items_not_many,
    items_max_below_min,
    block_attrs_type,
    required_without_defaults,
    required_not_presence,
    value_map_levels,
    group_not_struct,
    group_with_header,
    group_key_taken,
};

struct problem_report {
    problem what = problem::none;
    std::size_t index = 0;
};

// Whether a name can be written as an HCL identifier: a letter or '_', then
// letters, digits, '_' or '-'. ASCII is checked exactly. Bytes from 0x80 up
// (UTF-8 of non-ASCII characters) pass unchecked: telling Unicode ID_Start
// and ID_Continue apart would need Unicode tables at compile time.
constexpr bool is_hcl_identifier(std::string_view s) {
    auto starts = [](unsigned char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
    };
    auto continues = [&](unsigned char c) { return starts(c) || (c >= '0' && c <= '9') || c == '-'; };
    if (s.empty() || !starts(static_cast<unsigned char>(s[0]))) return false;
    for (char c : s.substr(1)) {
        if (!continues(static_cast<unsigned char>(c))) return false;
    }
    return true;
}

template <class M>
constexpr bool remain_capable() {
    return std::is_same_v<M, hcl::body> || std::is_same_v<M, attribute_map> || reflected<M>;
}

// Whether member I of T is a group whose type can be flattened (a group
// member of another type is reported by resolve_field).
template <class T, std::size_t I>
constexpr bool is_group_member() {
    return tag_of<T, I>().kind == field_kind::group && reflected<member_t<T, I>>;
}

// The kinds a group's struct cannot have: it has no block of its own.
constexpr bool is_header_or_rest(field_kind k) {
    return k == field_kind::label || k == field_kind::def_range || k == field_kind::type_range ||
           k == field_kind::label_range || k == field_kind::remain || k == field_kind::body;
}

template <class T>
struct flat_build;
template <class T>
constexpr flat_build<T> build_flat();

template <class T, std::size_t I>
constexpr field_info resolve_field(problem_report& rep) {
    using M = member_t<T, I>;
    constexpr tag::field_tag t = tag_of<T, I>();
    constexpr bool defaults = keeps_defaults<T>();
    // Whether an absent attribute is an error: not for std::optional and
    // hcl::expression members, nor where T{} gives the default.
    constexpr bool attribute_required = !defaults && !is_optional_v<M> && !std::is_same_v<M, hcl::expression>;
    auto flag = [&](problem p) {
        if (rep.what == problem::none) rep = {p, I};
    };
    field_info f;
    f.member = member_name<T, I>();
    f.name = t.name.empty() ? f.member : t.name;
    f.key = t.value_key.empty() ? f.name : t.value_key;
    f.target = t.target;
    f.kind = t.kind;
    constexpr block_shape shape = block_shape_of<M>();
    switch (t.kind) {
    case field_kind::automatic:
        if constexpr (std::is_same_v<M, source_range>) {
            flag(problem::range_needs_tag);
        } else if constexpr (std::is_same_v<M, hcl::body>) {
            f.kind = field_kind::remain;
        } else if constexpr (shape != block_shape::none) {
            f.kind = field_kind::block;
            f.shape = shape;
            f.required = shape == block_shape::one && !defaults;
        } else {
            f.kind = field_kind::attr;
            f.required = attribute_required;
        }
        break;
    case field_kind::attr:
        f.required = attribute_required;
        break;
    case field_kind::optional:
        f.kind = field_kind::attr;
        f.required = false;
        break;
    case field_kind::block:
        if constexpr (t.attributes_only) {
            // One block read as attributes: a map, or an optional one.
            if constexpr (!attributes_map_member<M>()) flag(problem::block_attrs_type);
            f.attributes_only = true;
            f.shape = is_optional_v<M> ? block_shape::optional : block_shape::one;
            f.required = !is_optional_v<M> && !defaults;
        } else if constexpr (!t.inner.empty()) {
            // Values read from one attribute of each block.
            f.inner = t.inner;
            f.shape = value_block_shape<M>(t.single);
            f.required = f.shape == block_shape::one && !defaults;
            if (!is_hcl_identifier(t.inner)) flag(problem::name_not_identifier);
            if constexpr (is_string_map_v<M>) {
                if (f.shape == block_shape::by_label && !value_map_levels_ok<M>(key_label_count(t.target)))
                    flag(problem::value_map_levels);
            }
        } else {
            if constexpr (shape == block_shape::none) flag(problem::not_a_block_type);
            f.shape = shape;
            f.required = shape == block_shape::one && !defaults;
        }
        break;
    case field_kind::label:
        if constexpr (!std::is_same_v<M, std::string>) flag(problem::label_not_string);
        break;
    case field_kind::remain:
        if constexpr (!remain_capable<M>()) flag(problem::remain_type);
        break;
    case field_kind::body:
        if constexpr (!std::is_same_v<M, hcl::body>) flag(problem::remain_type);
        break;
    case field_kind::def_range:
    case field_kind::type_range:
    case field_kind::label_range:
    case field_kind::attr_range:
    case field_kind::attr_name_range:
    case field_kind::attr_value_range:
        if constexpr (!std::is_same_v<M, source_range>) flag(problem::range_not_source_range);
        break;
    case field_kind::ignore: break;
    case field_kind::group:
        if constexpr (!reflected<M>) {
            flag(problem::group_not_struct);
        } else {
            // Checked on the group's members with its own nested groups
            // flattened: none of them may need a block.
            constexpr auto inner = build_flat<M>();
            for (const auto& g : inner.fields) {
                if (is_header_or_rest(g.kind)) flag(problem::group_with_header);
            }
        }
        // Its object is always in the struct's value.
        f.required = true;
        break;
    }
    if (t.required) {
        // tag::required(): present in every input, although T{} has a value.
        const bool can_be_absent = f.kind == field_kind::attr ? is_optional_v<M> || std::is_same_v<M, hcl::expression>
                                                              : f.kind != field_kind::block || f.shape != block_shape::one;
        if (!defaults) flag(problem::required_without_defaults);
        if (can_be_absent) flag(problem::required_not_presence);
        f.required = true;
    }
    f.min_items = t.min_items;
    f.max_items = t.max_items;
    if (f.kind == field_kind::block && !f.attributes_only) {
        f.keys = !f.inner.empty() ? (f.shape == block_shape::by_label ? key_label_count(t.target) : 0)
                                  : map_levels<M>();
    }
    if ((t.min_items != 0 || t.max_items != 0) && f.shape != block_shape::many) flag(problem::items_not_many);
    if (t.max_items != 0 && t.max_items < t.min_items) flag(problem::items_max_below_min);
    if (!t.name.empty() && !is_hcl_identifier(t.name)) flag(problem::name_not_identifier);
    if (f.name.empty() && (f.kind == field_kind::attr || f.kind == field_kind::block || f.kind == field_kind::label ||
                           f.kind == field_kind::group))
        flag(problem::missing_name);
    return f;
}

constexpr bool is_attribute_range(field_kind k) {
    return k == field_kind::attr_range || k == field_kind::attr_name_range || k == field_kind::attr_value_range;
}
constexpr bool is_range(field_kind k) {
    return k == field_kind::def_range || k == field_kind::type_range || k == field_kind::label_range ||
           is_attribute_range(k);
}

// The checks across a struct's members. A struct with groups is checked on
// its flattened members (flat_build), where its groups' items meet its own.
template <std::size_t N>
constexpr void check_fields(const std::array<field_info, N>& fields, problem_report& rep) {
    auto flag = [&](problem p, std::size_t i) {
        if (rep.what == problem::none) rep = {p, i};
    };
    auto named = [](const field_info& f) { return f.kind == field_kind::attr || f.kind == field_kind::block; };
    bool seen_remain = false, seen_body = false, seen_block = false;
    for (std::size_t i = 0; i < N; ++i) {
        const auto& f = fields[i];
        if (f.kind == field_kind::remain) {
            if (seen_remain) flag(problem::second_remain, i);
            seen_remain = true;
        }
        if (f.kind == field_kind::body) {
            if (seen_body) flag(problem::second_body, i);
            seen_body = true;
        }
        if (f.kind == field_kind::block) seen_block = true;
        if (f.kind == field_kind::label && seen_block) flag(problem::label_after_block, i);
        if (named(f)) {
            for (std::size_t j = 0; j < i; ++j) {
                const auto& g = fields[j];
                if (!named(g) || g.name != f.name) continue;
                flag(f.kind == g.kind ? problem::duplicate_name : problem::block_named_like_attribute, i);
            }
        }
        if (f.kind == field_kind::label) {
            for (std::size_t j = 0; j < i; ++j) {
                if (fields[j].kind == field_kind::label && fields[j].name == f.name)
                    flag(problem::duplicate_name, i);
            }
        }
        if (f.kind == field_kind::label_range || is_attribute_range(f.kind)) {
            bool found = false;
            for (const auto& g : fields) {
                if (g.name == f.target &&
                    (f.kind == field_kind::label_range ? g.kind == field_kind::label : g.kind == field_kind::attr))
                    found = true;
            }
            if (!found) flag(problem::unknown_range_target, i);
        }
    }
}

// A group's name in the struct's value may not be another member's.
template <std::size_t N>
constexpr void check_group_keys(const std::array<field_info, N>& fields, problem_report& rep) {
    auto data = [](const field_info& f) {
        return f.kind == field_kind::attr || f.kind == field_kind::block || f.kind == field_kind::label ||
               f.kind == field_kind::group;
    };
    for (std::size_t i = 0; i < N; ++i) {
        if (fields[i].kind != field_kind::group) continue;
        for (std::size_t j = 0; j < N; ++j) {
            if (j != i && data(fields[j]) && fields[j].key == fields[i].key && rep.what == problem::none)
                rep = {problem::group_key_taken, i};
        }
    }
}

template <class T>
constexpr bool has_groups() {
    return []<std::size_t... I>(std::index_sequence<I...>) {
        return (false || ... || (tag_of<T, I>().kind == field_kind::group));
    }(std::make_index_sequence<member_count<T>()>{});
}

template <class T>
struct schema_build {
    struct_schema<member_count<T>()> schema;
    problem_report report;
};

template <class T>
constexpr schema_build<T> build_schema() {
    schema_build<T> out;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        ((out.schema.fields[I] = resolve_field<T, I>(out.report)), ...);
    }(std::make_index_sequence<member_count<T>()>{});
    for (const auto& f : out.schema.fields) {
        if (f.kind == field_kind::label) ++out.schema.label_count;
        if (f.kind == field_kind::remain) out.schema.partial = true;
    }
    // With groups, the checks across members see through them (build_flat).
    if constexpr (has_groups<T>()) {
        check_group_keys(out.schema.fields, out.report);
    } else {
        check_fields(out.schema.fields, out.report);
    }
    return out;
}

template <class T>
inline constexpr schema_build<T> schema_build_v = build_schema<T>();

// --- groups: a struct's members with its groups' members in their place --------
// How many members T has with each group replaced by its struct's members
// (groups inside groups likewise).
template <class T>
constexpr std::size_t flat_size() {
    return []<std::size_t... I>(std::index_sequence<I...>) {
        auto one = []<std::size_t K>(std::integral_constant<std::size_t, K>) -> std::size_t {
            if constexpr (is_group_member<T, K>()) {
                return flat_size<member_t<T, K>>();
            } else {
                return 1;
            }
        };
        (void)one;  // a struct with no members
        return (std::size_t{0} + ... + one(std::integral_constant<std::size_t, I>{}));
    }(std::make_index_sequence<member_count<T>()>{});
}

// Where a flattened member comes from: T's member `member`, itself when
// not `grouped`, else the `inner`-th flattened member of that group.
struct flat_origin {
    std::size_t member = 0;
    std::size_t inner = 0;
    bool grouped = false;
};

template <class T>
struct flat_build {
    std::array<field_info, flat_size<T>()> fields{};
    std::array<flat_origin, flat_size<T>()> origin{};
    problem_report report;  // index: into `fields`
};

template <class T>
constexpr flat_build<T> build_flat() {
    flat_build<T> out;
    std::size_t n = 0;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        auto one = [&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
            if constexpr (is_group_member<T, K>()) {
                constexpr auto inner = build_flat<member_t<T, K>>();
                for (std::size_t j = 0; j < inner.fields.size(); ++j) {
                    out.fields[n] = inner.fields[j];
                    out.origin[n++] = {K, j, true};
                }
            } else {
                out.fields[n] = schema_build_v<T>.schema.fields[K];
                out.origin[n++] = {K, 0, false};
            }
        };
        (void)one;  // a struct with no members
        (one(std::integral_constant<std::size_t, I>{}), ...);
    }(std::make_index_sequence<member_count<T>()>{});
    if constexpr (has_groups<T>()) check_fields(out.fields, out.report);
    return out;
}

template <class T>
inline constexpr flat_build<T> flat_build_v = build_flat<T>();

// --- checking an hcl::fields table ---------------------------------------------
// tag_of looks each member up in the table, so an entry that is no reflected
// member of T would be ignored, and of two entries for one member the last
// would win. Each entry must therefore name a member that
// BOOST_DESCRIBE_STRUCT lists for T (its own or inherited), or one of a
// plain aggregate's own members, and only once.
struct table_report {
    problem what = problem::none;
    std::size_t entry = 0;
};

template <class T, class M, class C, class Table>
constexpr problem entry_problem(M C::*pointer, const Table& table) {
    if constexpr (!std::is_base_of_v<C, T>) {
        return problem::entry_of_other_struct;
    } else {
        const bool reflected_member = [&]<std::size_t... I>(std::index_sequence<I...>) {
            return (false || ... || names_member<T, I>(pointer));
        }(std::make_index_sequence<member_count<T>()>{});
        if (!reflected_member) return problem::entry_not_described;
        const std::size_t uses =
            std::apply([&](const auto&... e) { return (std::size_t{0} + ... + same_member(e.member, pointer)); },
                       table.entries);
        return uses > 1 ? problem::entry_repeated : problem::none;
    }
}

// The first bad entry of T's hcl::fields table (none for other tables).
template <class T>
constexpr table_report check_table() {
    constexpr auto table = field_table_of<T>();
    table_report rep;
    if constexpr ((described<T> || HCL_HAS_MEMBER_NAMES) && !is_ordered_tags_v<std::remove_cv_t<decltype(table)>>) {
        [&]<std::size_t... K>(std::index_sequence<K...>) {
            auto check = [&](std::size_t k, problem p) {
                if (rep.what == problem::none && p != problem::none) rep = {p, k};
            };
            (void)check;  // unused when the table is empty
            (check(K, entry_problem<T>(std::get<K>(table.entries).member, table)), ...);
        }(std::make_index_sequence<std::tuple_size_v<decltype(table.entries)>>{});
    }
    return rep;
}

// A string usable as a template argument.
template <std::size_t N>
struct fixed_string {
    char text[N + 1]{};
    constexpr explicit fixed_string(std::string_view s) {
        for (std::size_t i = 0; i < N; ++i) text[i] = s[i];
    }
};

// A name as a type, so that a compile error shows the offending member's name
// in the instantiation it reports. GCC prints a class-type template argument
// by its contents (shown_name<fixed_string<5>{"image"}>); Clang prints only
// its bytes, so there the name is a pack of characters
// (shown_name<'i', 'm', 'a', 'g', 'e'>).
#if defined(__clang__)
template <char... C>
struct shown_name {};
template <fixed_string S, std::size_t... I>
shown_name<S.text[I]...> spell_name(std::index_sequence<I...>);
template <fixed_string S>
using name_type = decltype(spell_name<S>(std::make_index_sequence<sizeof(S.text) - 1>{}));
#else
template <fixed_string S>
struct shown_name {};
template <fixed_string S>
using name_type = shown_name<S>;
#endif

// A table entry's member pointer as a type, for the same purpose.
template <auto Member>
struct shown_member {};

// Instantiated for a bad annotation: the compiler's "required from" note
// shows annotation_error<T, problem::..., shown_name<member>, shown_name<HCL
// name>> (for a bad table entry: annotation_error<T, problem::...,
// shown_member<&S::member>>), and the static_assert below says what is wrong.
template <class T, problem P, class... Where>
struct annotation_error {
    static_assert(P != problem::duplicate_name, "hcl annotation: two members have the same HCL name");
    static_assert(P != problem::block_named_like_attribute,
                  "hcl annotation: a block type is equal to an attribute name");
    static_assert(P != problem::second_remain, "hcl annotation: more than one remain member");
    static_assert(P != problem::second_body, "hcl annotation: more than one body member");
    static_assert(P != problem::label_not_string, "hcl annotation: a label member must be a std::string");
    static_assert(P != problem::label_after_block, "hcl annotation: a label member follows a block member");
    static_assert(P != problem::not_a_block_type,
                  "hcl annotation: a block member must be a reflected struct, or a std::optional, "
                  "std::vector or std::map<std::string, S> of one");
    static_assert(P != problem::range_not_source_range, "hcl annotation: a range member must be hcl::source_range");
    static_assert(P != problem::range_needs_tag,
                  "hcl annotation: an hcl::source_range member needs a range tag (def_range, type_range, "
                  "label_range, attr_range, attr_name_range, attr_value_range)");
    static_assert(P != problem::missing_name, "hcl annotation: this tag needs a name");
    static_assert(P != problem::unknown_range_target,
                  "hcl annotation: label_range/attr_range names no label/attribute member");
    static_assert(P != problem::remain_type,
                  "hcl annotation: a remain member must be hcl::body, hcl::attribute_map or a reflected "
                  "struct; a body member must be hcl::body");
    static_assert(P != problem::name_not_identifier,
                  "hcl annotation: a name is not an HCL identifier (a letter or '_', then letters, digits, "
                  "'_' or '-')");
    static_assert(P != problem::entry_of_other_struct,
                  "hcl annotation: an hcl::field entry names a member of another struct");
    static_assert(P != problem::entry_not_described,
                  "hcl annotation: an hcl::field entry names a member that is not reflected (BOOST_DESCRIBE_STRUCT "
                  "does not list it)");
    static_assert(P != problem::entry_repeated, "hcl annotation: a member has more than one hcl::field entry");
    static_assert(P != problem::items_not_many,
                  "hcl annotation: items() bounds need a member of many blocks (std::vector, std::deque, "
                  "std::list of a reflected struct)");
    static_assert(P != problem::items_max_below_min, "hcl annotation: items() has a maximum below its minimum");
    static_assert(P != problem::block_attrs_type,
                  "hcl annotation: a block_attrs member must be a std::map<std::string, T> or a std::optional of one");
    static_assert(P != problem::required_without_defaults,
                  "hcl annotation: tag::required() belongs in an hcl::defaults(...) table; elsewhere attributes "
                  "and single blocks are required already");
    static_assert(P != problem::required_not_presence,
                  "hcl annotation: tag::required() needs an attribute that is not a std::optional or "
                  "hcl::expression, or a member of exactly one block");
    static_assert(P != problem::group_not_struct,
                  "hcl annotation: a group member must be a reflected struct (not a std::optional, container "
                  "or value)");
    static_assert(P != problem::group_with_header,
                  "hcl annotation: a group's struct has no block of its own: no label, remain, body, def_range, "
                  "type_range or label_range members");
    static_assert(P != problem::group_key_taken,
                  "hcl annotation: a group's name in the struct's value is another member's name");
    static_assert(P != problem::value_map_levels,
                  "hcl annotation: a map of blocks of values (tag::block(...).attr(...)) needs one std::map level "
                  "per key label (key_labels(\"a b\"): a map of maps)");
    static constexpr bool ok = true;
};

template <class T>
constexpr auto checked_schema();

// A group's struct is checked as a struct of its own, too.
template <class T>
constexpr void check_groups() {
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        auto one = []<std::size_t K>(std::integral_constant<std::size_t, K>) {
            if constexpr (is_group_member<T, K>()) (void)checked_schema<member_t<T, K>>();
        };
        (void)one;  // a struct with no members
        (one(std::integral_constant<std::size_t, I>{}), ...);
    }(std::make_index_sequence<member_count<T>()>{});
}

template <class T>
constexpr auto checked_schema() {
    constexpr table_report table = check_table<T>();
    constexpr auto& b = schema_build_v<T>;
    if constexpr (table.what != problem::none) {
        constexpr auto pointer = std::get<table.entry>(field_table_of<T>().entries).member;
        static_assert(annotation_error<T, table.what, shown_member<pointer>>::ok);
    } else if constexpr (b.report.what != problem::none) {
        constexpr const field_info& f = b.schema.fields[b.report.index];
        static_assert(annotation_error<T, b.report.what, name_type<fixed_string<f.member.size()>(f.member)>,
                                       name_type<fixed_string<f.name.size()>(f.name)>>::ok);
    } else if constexpr (has_groups<T>()) {
        check_groups<T>();
        constexpr auto& flat = flat_build_v<T>;
        if constexpr (flat.report.what != problem::none) {
            constexpr const field_info& f = flat.fields[flat.report.index];
            static_assert(annotation_error<T, flat.report.what, name_type<fixed_string<f.member.size()>(f.member)>,
                                           name_type<fixed_string<f.name.size()>(f.name)>>::ok);
        }
    }
    return b.schema;
}

template <class T>
inline constexpr auto schema_v = checked_schema<T>();

// T's members as the body sees them: each group replaced by its struct's
// members (flattened likewise), in member order.
template <class T>
inline constexpr const auto& flat_fields_v = (void(schema_v<T>), flat_build_v<T>.fields);

// The element type of block member K of T when it is a member of values
// (tag::block(...).attr(...)).
template <class T, std::size_t K>
using value_element_t =
    typename value_block_element<member_t<T, K>, schema_v<T>.fields[K].shape, schema_v<T>.fields[K].keys>::type;

}  // namespace detail
HCL_END_NAMESPACE
