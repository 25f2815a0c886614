// Type unification, as the reference implementation does it.
//
// Two stages. First, when all inputs are of one compound kind (plus
// dynamic), a new type is built from their parts: collections unify their
// element types, objects with the same attribute names unify attribute-wise
// and otherwise become a map, tuples of one length unify element-wise and
// otherwise become a list; lists mixed with tuples and maps mixed with
// objects try the list / map first. Second, failing that, the inputs are
// ranked by generality and the first one every input converts to wins.
// docs/deviations.md lists where this differs from the specification text.
#include "conversion/conversion_detail.hpp"

#include <algorithm>
#include <deque>
#include <string>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {

namespace {

bool all_convert(std::span<const type> types, const type& target, conversion_mode mode) {
    return std::all_of(types.begin(), types.end(),
                       [&](const type& t) { return t == target || convertible(t, target, mode); });
}

std::optional<type> checked(std::span<const type> types, type target, conversion_mode mode) {
    if (!all_convert(types, target, mode)) return std::nullopt;
    return target;
}

// -1 when `a` is the more general (preferred) result, +1 when `b` is, 0 when
// neither is. Only a preference: the caller still checks the conversions.
int compare_generality(const type& a, const type& b) {
    if (a.is_dynamic() || b.is_dynamic()) {
        // dynamic is the least preferred: the others may well fit it later
        if (a.is_dynamic() && b.is_dynamic()) return 0;
        return a.is_dynamic() ? 1 : -1;
    }
    if (a.is_primitive() && b.is_primitive()) {
        // every primitive value has a string form
        const bool as = a.kind() == type_kind::string;
        const bool bs = b.kind() == type_kind::string;
        return as == bs ? 0 : (as ? -1 : 1);
    }
    if (a.kind() == b.kind() && a.is_collection())
        return compare_generality(a.element_type(), b.element_type());

    // Sequences: list before tuple before set. Mappings: map before object.
    auto sequence_rank = [](const type& t) {
        switch (t.kind()) {
        case type_kind::list: return 0;
        case type_kind::tuple: return 1;
        case type_kind::set: return 2;
        default: return -1;
        }
    };
    const int ra = sequence_rank(a);
    const int rb = sequence_rank(b);
    if (ra >= 0 && rb >= 0 && ra != rb) return ra < rb ? -1 : 1;
    if (a.is_map() && b.is_object()) return -1;
    if (a.is_object() && b.is_map()) return 1;

    // Structures of the same shape: one is preferred when each of its parts
    // is at least as general as the other's and one is more general.
    auto by_parts = [](auto&& parts_compare, std::size_t count) {
        bool a_more = false;
        bool b_more = false;
        for (std::size_t i = 0; i < count; ++i) {
            int c = parts_compare(i);
            a_more = a_more || c < 0;
            b_more = b_more || c > 0;
        }
        if (a_more == b_more) return 0;
        return a_more ? -1 : 1;
    };
    if (a.is_object() && b.is_object()) {
        auto aa = a.attributes();
        auto ba = b.attributes();
        if (aa.size() != ba.size()) return 0;
        for (std::size_t i = 0; i < aa.size(); ++i) {
            if (aa[i].name != ba[i].name) return 0;
        }
        return by_parts([&](std::size_t i) { return compare_generality(aa[i].type, ba[i].type); },
                        aa.size());
    }
    if (a.is_tuple() && b.is_tuple()) {
        auto ae = a.tuple_elements();
        auto be = b.tuple_elements();
        if (ae.size() != be.size()) return 0;
        return by_parts([&](std::size_t i) { return compare_generality(ae[i], be[i]); }, ae.size());
    }
    return 0;
}

// Indexes of `types`, most general first: a topological order of the
// "more general than" relation, ties kept in input order.
std::vector<std::size_t> preference_order(std::span<const type> types) {
    const std::size_t n = types.size();
    std::vector<std::vector<std::size_t>> more_general_than(n);
    std::vector<std::size_t> in_degree(n, 0);
    for (std::size_t i = 0; i + 1 < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j) {
            int c = compare_generality(types[i], types[j]);
            if (c < 0) {
                more_general_than[i].push_back(j);
                ++in_degree[j];
            } else if (c > 0) {
                more_general_than[j].push_back(i);
                ++in_degree[i];
            }
        }
    }
    std::vector<std::size_t> order;
    order.reserve(n);
    std::deque<std::size_t> queue;
    for (std::size_t i = 0; i < n; ++i) {
        if (in_degree[i] == 0) queue.push_back(i);
    }
    while (!queue.empty()) {
        auto i = queue.front();
        queue.pop_front();
        order.push_back(i);
        for (auto j : more_general_than[i]) {
            if (--in_degree[j] == 0) queue.push_back(j);
        }
    }
    return order;
}

std::optional<type> unify_by_preference(std::span<const type> types, conversion_mode mode) {
    for (auto candidate : preference_order(types)) {
        if (all_convert(types, types[candidate], mode)) return types[candidate];
    }
    return std::nullopt;
}

template <class Make>
std::optional<type> unify_collections(std::span<const type> types, conversion_mode mode,
                                      Make make) {
    std::vector<type> elements;
    elements.reserve(types.size());
    for (const auto& t : types) elements.push_back(t.element_type());
    auto element = unify(elements, mode);
    if (!element) return std::nullopt;
    return checked(types, make(*element), mode);
}

// Objects (only) to one map type over all their attribute types.
std::optional<type> unify_objects_to_map(std::span<const type> types, conversion_mode mode) {
    std::vector<type> parts;
    for (const auto& t : types) {
        for (const auto& a : t.attributes()) parts.push_back(a.type);
    }
    auto element = unify(parts, mode);
    if (!element) return std::nullopt;
    return checked(types, type::map(*element), mode);
}

// Tuples (only) to one list type over all their element types.
std::optional<type> unify_tuples_to_list(std::span<const type> types, conversion_mode mode) {
    std::vector<type> parts;
    for (const auto& t : types) {
        for (const auto& e : t.tuple_elements()) parts.push_back(e);
    }
    auto element = unify(parts, mode);
    if (!element) return std::nullopt;
    return checked(types, type::list(*element), mode);
}

std::optional<type> unify_objects(std::span<const type> types, conversion_mode mode) {
    // Same attribute names everywhere: unify attribute by attribute.
    // Anything else (deliberately stricter than conversion, which accepts a
    // subset) falls back to a map.
    const auto first = types.front().attributes();
    for (const auto& t : types.subspan(1)) {
        auto attrs = t.attributes();
        if (attrs.size() != first.size()) return unify_objects_to_map(types, mode);
        for (std::size_t i = 0; i < attrs.size(); ++i) {
            if (attrs[i].name != first[i].name) return unify_objects_to_map(types, mode);
        }
    }
    std::vector<std::pair<std::string, type>> result;
    result.reserve(first.size());
    std::vector<type> across(types.size());
    for (std::size_t k = 0; k < first.size(); ++k) {
        for (std::size_t i = 0; i < types.size(); ++i) across[i] = types[i].attributes()[k].type;
        auto unified = unify(across, mode);
        if (!unified) return std::nullopt;
        result.emplace_back(first[k].name, std::move(*unified));
    }
    auto target = type::object(std::move(result));
    if (all_convert(types, target, mode)) return target;
    return unify_objects_to_map(types, mode);
}

std::optional<type> unify_tuples(std::span<const type> types, conversion_mode mode) {
    const auto length = types.front().tuple_elements().size();
    for (const auto& t : types.subspan(1)) {
        if (t.tuple_elements().size() != length) return unify_tuples_to_list(types, mode);
    }
    std::vector<type> result;
    result.reserve(length);
    std::vector<type> across(types.size());
    for (std::size_t k = 0; k < length; ++k) {
        for (std::size_t i = 0; i < types.size(); ++i) across[i] = types[i].tuple_elements()[k];
        auto unified = unify(across, mode);
        if (!unified) return std::nullopt;
        result.push_back(std::move(*unified));
    }
    auto target = type::tuple(std::move(result));
    if (all_convert(types, target, mode)) return target;
    return unify_tuples_to_list(types, mode);
}

// Some inputs are of kind `kind` (objects or tuples); turn those into the
// collection type `squash` finds for them alone, then unify again. Succeeds
// only when the final result is of kind `want`.
template <class Squash>
std::optional<type> unify_replacing(std::span<const type> types, conversion_mode mode,
                                    type_kind kind, type_kind want, Squash squash) {
    std::vector<type> parts;
    for (const auto& t : types) {
        if (t.kind() == kind) parts.push_back(t);
    }
    auto squashed = squash(std::span<const type>(parts), mode);
    if (!squashed || squashed->kind() != want) return std::nullopt;
    std::vector<type> replaced(types.begin(), types.end());
    for (auto& t : replaced) {
        if (t.kind() == kind) t = *squashed;
    }
    auto result = unify(replaced, mode);
    if (!result || result->kind() != want) return std::nullopt;
    return result;
}

}  // namespace

std::optional<type> unify(std::span<const type> types, conversion_mode mode) {
    if (types.empty()) return std::nullopt;
    if (std::all_of(types.begin() + 1, types.end(),
                    [&](const type& t) { return t == types.front(); })) {
        return types.front();
    }

    std::size_t maps = 0, lists = 0, sets = 0, objects = 0, tuples = 0, dynamics = 0;
    for (const auto& t : types) {
        switch (t.kind()) {
        case type_kind::map: ++maps; break;
        case type_kind::list: ++lists; break;
        case type_kind::set: ++sets; break;
        case type_kind::object: ++objects; break;
        case type_kind::tuple: ++tuples; break;
        case type_kind::dynamic: ++dynamics; break;
        default: break;
        }
    }
    const auto n = types.size();
    // With a dynamic input among compound ones the shape of the result
    // cannot be predicted yet: the result is dynamic.
    auto dynamic_or = [&](auto&& build) -> std::optional<type> {
        if (dynamics > 0) return type::dynamic();
        return build();
    };

    if (maps > 0 && maps + dynamics == n) {
        return dynamic_or([&] {
            return unify_collections(types, mode, [](const type& e) { return type::map(e); });
        });
    }
    if (maps > 0 && maps + objects + dynamics == n) {
        if (auto r = unify_replacing(types, mode, type_kind::object, type_kind::map,
                                     unify_objects_to_map))
            return r;
    } else if (lists > 0 && lists + dynamics == n) {
        return dynamic_or([&] {
            return unify_collections(types, mode, [](const type& e) { return type::list(e); });
        });
    } else if (lists > 0 && lists + tuples + dynamics == n) {
        if (auto r = unify_replacing(types, mode, type_kind::tuple, type_kind::list,
                                     unify_tuples_to_list))
            return r;
    } else if (sets > 0 && sets + dynamics == n) {
        return dynamic_or([&] {
            return unify_collections(types, mode, [](const type& e) { return type::set(e); });
        });
    } else if (objects > 0 && objects + dynamics == n) {
        return dynamic_or([&] {
            std::vector<type> only;
            for (const auto& t : types) {
                if (!t.is_dynamic()) only.push_back(t);
            }
            return unify_objects(only, mode);
        });
    } else if (tuples > 0 && tuples + dynamics == n) {
        return dynamic_or([&] {
            std::vector<type> only;
            for (const auto& t : types) {
                if (!t.is_dynamic()) only.push_back(t);
            }
            return unify_tuples(only, mode);
        });
    } else if (objects > 0 && tuples > 0) {
        return std::nullopt;
    }
    return unify_by_preference(types, mode);
}

std::optional<type> unify_elements(std::span<const type> types, conversion_mode mode) {
    auto unified = unify(types, mode);
    if (!unified) return std::nullopt;
    // A dynamic element type only fits when every element is dynamic.
    if (unified->is_dynamic() &&
        !std::all_of(types.begin(), types.end(), [](const type& t) { return t.is_dynamic(); })) {
        return std::nullopt;
    }
    return unified;
}

}  // namespace detail

std::optional<type> unify(std::span<const type> types) {
    return detail::unify(types, detail::conversion_mode::safe_only);
}

std::optional<type> unify_unsafe(std::span<const type> types) {
    return detail::unify(types, detail::conversion_mode::allow_unsafe);
}

HCL_END_NAMESPACE
