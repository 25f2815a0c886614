// unify(): the common type of a set of PCL types. The inputs are
// flattened into one canonical member list first, so the result depends on
// the set of inputs only; then each class of members (eventuals, sequences,
// mappings, scalars) merges on its own and the results form a union.
#include <hcl/pcl/conversion.hpp>

#include <algorithm>
#include <map>

HCL_BEGIN_NAMESPACE
namespace pcl {

namespace {

type unify_members(std::vector<type> types);

// One top-level output or promise removed.
type strip_eventual(const type& t) { return t.is_eventual() ? t.element_type() : t; }

// Lists, sets and tuples into one sequence type.
type merge_sequences(const std::vector<type>& sequences) {
    if (sequences.size() == 1) return sequences.front();
    const bool same_length_tuples = std::all_of(sequences.begin(), sequences.end(), [&](const type& t) {
        return t.is(type_kind::tuple) && t.elements().size() == sequences.front().elements().size();
    });
    if (same_length_tuples) {
        std::vector<type> elements;
        for (std::size_t i = 0; i < sequences.front().elements().size(); ++i) {
            std::vector<type> column;
            for (const auto& t : sequences) column.push_back(t.elements()[i]);
            elements.push_back(unify_members(std::move(column)));
        }
        return type::tuple(std::move(elements));
    }
    std::vector<type> elements;
    bool all_sets = true;
    for (const auto& t : sequences) {
        all_sets = all_sets && t.is(type_kind::set);
        if (t.is(type_kind::tuple))
            elements.insert(elements.end(), t.elements().begin(), t.elements().end());
        else
            elements.push_back(t.element_type());
    }
    type element = unify_members(std::move(elements));
    return all_sets ? type::set(element) : type::list(element);
}

// Maps and objects into one mapping type.
type merge_mappings(const std::vector<type>& mappings) {
    if (mappings.size() == 1) return mappings.front();
    const bool all_objects =
        std::all_of(mappings.begin(), mappings.end(), [](const type& t) { return t.is(type_kind::object); });
    if (all_objects) {
        std::map<std::string, std::vector<type>> columns;
        for (const auto& t : mappings)
            for (const auto& a : t.attributes()) columns.try_emplace(a.name);
        for (auto& [name, column] : columns) {
            for (const auto& t : mappings) {
                const type* a = t.attribute_type(name);
                column.push_back(a ? *a : type::none());
            }
        }
        std::vector<std::pair<std::string, type>> attributes;
        for (auto& [name, column] : columns) attributes.emplace_back(name, unify_members(std::move(column)));
        return type::object(std::move(attributes));
    }
    std::vector<type> elements;
    for (const auto& t : mappings) {
        if (t.is(type_kind::map))
            elements.push_back(t.element_type());
        else
            for (const auto& a : t.attributes()) elements.push_back(a.type);
    }
    return type::map(unify_members(std::move(elements)));
}

// `s` is below `other` when `other` takes it safely and not the reverse.
bool below(const type& s, const type& other) {
    return s != other && conversion_from(other, s) == conversion_kind::safe &&
           conversion_from(s, other) != conversion_kind::safe;
}

std::vector<type> maximal_scalars(const std::vector<type>& scalars) {
    std::vector<type> out;
    for (const auto& s : scalars) {
        if (std::none_of(scalars.begin(), scalars.end(), [&](const type& o) { return below(s, o); }))
            out.push_back(s);
    }
    return out;
}

type unify_members(std::vector<type> types) {
    if (types.empty()) return type::none();
    if (std::all_of(types.begin() + 1, types.end(), [&](const type& t) { return t == types.front(); }))
        return types.front();
    // The canonical member list: flattened, sorted, without duplicates.
    const type all = type::union_of(std::move(types));
    std::vector<type> members(all.members().begin(), all.members().end());
    if (members.empty()) members.push_back(all);

    std::vector<type> result;
    if (auto it = std::find(members.begin(), members.end(), type::none()); it != members.end()) {
        result.push_back(type::none());
        members.erase(it);
    }
    if (std::any_of(members.begin(), members.end(), [](const type& t) { return t.is_dynamic(); })) {
        result.push_back(type::dynamic());
        return type::union_of(std::move(result));
    }

    bool any_output = false, any_promise = false, any_contains_output = false;
    std::vector<type> sequences, mappings, scalars;
    for (const auto& m : members) {
        any_output = any_output || m.is(type_kind::output);
        any_promise = any_promise || m.is(type_kind::promise);
        any_contains_output = any_contains_output || m.contains_outputs();
        switch (m.kind()) {
        case type_kind::list:
        case type_kind::set:
        case type_kind::tuple: sequences.push_back(m); break;
        case type_kind::map:
        case type_kind::object: mappings.push_back(m); break;
        default: scalars.push_back(m); break;
        }
    }
    if (any_output || any_promise) {
        std::vector<type> elements;
        for (const auto& m : members) elements.push_back(strip_eventual(m));
        type element = unify_members(std::move(elements));
        result.push_back(any_output || any_contains_output ? type::output(element) : type::promise(element));
        return type::union_of(std::move(result));
    }
    if (!sequences.empty()) result.push_back(merge_sequences(sequences));
    if (!mappings.empty()) result.push_back(merge_mappings(mappings));
    for (auto& s : maximal_scalars(scalars)) result.push_back(std::move(s));
    return type::union_of(std::move(result));
}

}  // namespace

type unify(std::span<const type> types) { return unify_members(std::vector<type>(types.begin(), types.end())); }

}  // namespace pcl
HCL_END_NAMESPACE
