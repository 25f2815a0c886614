// Filling the default values of optional attributes into a value
// (reference-behaviour §7.1, the reference's Defaults.Apply). Works on the
// value as given, before conversion to the constraint: the value may be a
// map where the constraint says object, a tuple where it says list, etc.
#include <hcl/type_expression.hpp>

#include <string>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

namespace {

// The tree for one element of the value `d` describes: collections share one
// element tree, tuples and objects have one per index / attribute.
const type_defaults* child_for(const type_defaults& d, std::string_view key) {
    if (d.type.is_collection()) return d.child("");
    return d.child(key);
}

bool same_types(const std::vector<value>& values) {
    for (const value& v : values) {
        if (v.type() != values.front().type()) return false;
    }
    return true;
}

value apply_to_sequence(const value& v, const type_defaults& d) {
    std::vector<value> elements;
    std::size_t index = 0;
    for (const value& e : v.elements()) {
        elements.push_back(apply_defaults(e, child_for(d, std::to_string(index))));
        ++index;
    }
    const hcl::type& t = v.type();
    if (t.is_tuple() || elements.empty())
        return t.is_tuple() ? value::tuple(std::move(elements)) : v;
    // Defaults may have made elements differ; a tuple holds them anyway and
    // the caller's conversion to the constraint sorts it out.
    if (!same_types(elements)) return value::tuple(std::move(elements));
    return t.is_list() ? value::list(std::move(elements)) : value::set(std::move(elements));
}

value apply_to_attributes(const value& v, const type_defaults& d) {
    std::vector<value_attribute> attributes;
    for (const auto& [name, item] : v.attributes()) {
        attributes.emplace_back(name, apply_defaults(item, child_for(d, name)));
    }
    // Missing or null attributes with a default get it (with the defaults
    // nested below that attribute filled into the default itself).
    for (const auto& [name, fallback] : d.values) {
        auto it = attributes.begin();
        while (it != attributes.end() && it->first != name) ++it;
        if (it != attributes.end() && !it->second.is_null()) continue;
        value filled = apply_defaults(fallback, d.child(name));
        if (it != attributes.end()) {
            it->second = std::move(filled);
        } else {
            attributes.emplace_back(name, std::move(filled));
        }
    }
    if (v.type().is_map()) {
        if (attributes.empty()) return v;
        std::vector<value> values;
        for (const auto& a : attributes) values.push_back(a.second);
        if (same_types(values)) return value::map(std::move(attributes));
    }
    return value::object(std::move(attributes));
}

}  // namespace

value apply_defaults(const value& v, const type_defaults* defaults) {
    // Null and unknown values stay as they are: defaults fill in parts of a
    // value, they never invent one.
    if (!defaults || v.is_null() || !v.is_known()) return v;
    const hcl::type& t = v.type();
    if (t.is_list() || t.is_set() || t.is_tuple()) return apply_to_sequence(v, *defaults);
    if (t.is_map() || t.is_object()) return apply_to_attributes(v, *defaults);
    return v;
}

HCL_END_NAMESPACE
