// Traversal of PCL types (include/hcl/pcl/traverse.hpp).
#include <hcl/number.hpp>
#include <hcl/pcl/conversion.hpp>
#include <hcl/pcl/traverse.hpp>
#include <hcl/value.hpp>

#include <optional>

HCL_BEGIN_NAMESPACE
namespace pcl {

namespace {

// A key: an attribute name or an index value; `key_type` is the key's
// type, `known` whether its value is known.
struct step_key {
    const traverse_attribute* attribute = nullptr;
    const value* index = nullptr;  // known, non-null
    type key_type;
    source_range range;
};

// What a failed step reports; the caller decides whether it is final (a
// union member may fail while another succeeds).
struct step_error {
    std::string summary;
    std::string detail;
};

struct step_result {
    std::optional<type> result;
    step_error error;
};

step_result fail(std::string summary, std::string detail) { return {std::nullopt, {std::move(summary), std::move(detail)}}; }

std::optional<std::string> string_key(const step_key& k) {
    if (k.attribute) return k.attribute->name;
    if (k.index && k.index->type().kind() == hcl::type_kind::string) return std::string(k.index->as_string());
    if (k.index && k.index->type().kind() == hcl::type_kind::number) return k.index->as_number().to_string();
    return std::nullopt;
}

step_result traverse_one(const type& t, const step_key& k);

step_result traverse_object(const type& t, const step_key& k) {
    if (auto name = string_key(k)) {
        if (const type* a = t.attribute_type(*name)) return {*a, {}};
        return fail("Unsupported attribute", "This object does not have an attribute named \"" + *name + "\".");
    }
    if (conversion_from(type::string(), k.key_type) == conversion_kind::none)
        return fail("Invalid index", "An object's attributes are selected by name, not by " +
                                         k.key_type.friendly_name() + ".");
    std::vector<type> all;
    for (const auto& a : t.attributes()) all.push_back(a.type);
    if (all.empty()) return fail("Unsupported attribute", "This object has no attributes.");
    return {type::union_of(std::move(all)), {}};
}

step_result traverse_sequence(const type& t, const step_key& k) {
    if (k.attribute)
        return fail("Unsupported attribute", "Elements of a " + t.friendly_name() +
                                                  " are selected by index: use [n], not ." + k.attribute->name + ".");
    if (conversion_from(type::integer(), k.key_type) == conversion_kind::none)
        return fail("Invalid index", "A " + std::string(t.is(type_kind::tuple) ? "tuple" : "list") +
                                         " index must be a whole number, not " + k.key_type.friendly_name() + ".");
    if (t.is(type_kind::list)) return {t.element_type(), {}};
    auto elements = t.elements();
    if (k.index) {
        const number* n = k.index->as_number_if();
        std::optional<std::int64_t> i = n && n->is_integer() ? n->to_int64() : std::nullopt;
        if (!n && k.index->type().kind() == hcl::type_kind::string) {
            auto text = k.index->as_string();
            auto parsed = number::parse(text);
            if (parsed && parsed->is_integer()) i = parsed->to_int64();
        }
        if (!i || *i < 0 || static_cast<std::size_t>(*i) >= elements.size())
            return fail("Invalid index", "The given key does not identify an element in this tuple of " +
                                             std::to_string(elements.size()) + " elements.");
        return {elements[static_cast<std::size_t>(*i)], {}};
    }
    if (elements.empty()) return fail("Invalid index", "This tuple has no elements.");
    return {type::union_of({elements.begin(), elements.end()}), {}};
}

step_result traverse_union(const type& t, const step_key& k) {
    std::vector<type> results;
    std::optional<step_error> first_error;
    bool beyond_none = false;  // a member other than none succeeded
    for (const auto& m : t.members()) {
        step_result r = traverse_one(m, k);
        if (r.result) {
            beyond_none = beyond_none || !m.is_none();
            results.push_back(std::move(*r.result));
        } else if (!first_error) {
            first_error = std::move(r.error);
        }
    }
    // none's traversal alone does not make a step valid: `maybe.typo` on an
    // optional object is an error, not none.
    if (first_error && !beyond_none) return {std::nullopt, std::move(*first_error)};
    return {type::union_of(std::move(results)), {}};
}

step_result traverse_one(const type& t, const step_key& k) {
    switch (t.kind()) {
    case type_kind::dynamic: return {type::dynamic(), {}};
    case type_kind::none: return {type::none(), {}};
    case type_kind::union_: return traverse_union(t, k);
    case type_kind::output:
    case type_kind::promise: {
        step_result r = traverse_one(t.element_type(), k);
        if (r.result) r.result = t.is(type_kind::output) ? type::output(*r.result) : type::promise(*r.result);
        return r;
    }
    case type_kind::object: return traverse_object(t, k);
    case type_kind::map:
        if (!k.attribute && conversion_from(type::string(), k.key_type) == conversion_kind::none)
            return fail("Invalid index", "A map key must be a string, not " + k.key_type.friendly_name() + ".");
        return {t.element_type(), {}};
    case type_kind::list:
    case type_kind::tuple: return traverse_sequence(t, k);
    case type_kind::set:
        return fail("Invalid index", "Elements of a set are not identified by a key: a set cannot be indexed.");
    default:
        break;
    }
    if (k.attribute)
        return fail("Unsupported attribute", "Can't access attributes on a value of type " + t.friendly_name() + ".");
    return fail("Invalid index", "A value of type " + t.friendly_name() + " cannot be indexed.");
}

type finish(step_result r, const source_range& range, diagnostics& diags) {
    if (r.result) return std::move(*r.result);
    diags.add_error(std::move(r.error.summary), std::move(r.error.detail), range);
    return type::dynamic();
}

type key_type_of(const value& key) {
    if (key.is_null()) return type::none();
    return type::from_hcl(key.type());
}

}  // namespace

type traverse(const type& t, const traversal_step& step, diagnostics& diags) {
    step_key k;
    k.range = step_range(step);
    if (const auto* a = std::get_if<traverse_attribute>(&step)) {
        k.attribute = a;
        k.key_type = type::string();
    } else if (const auto* i = std::get_if<traverse_index>(&step)) {
        k.key_type = key_type_of(i->key);
        if (i->key.is_null()) {
            diags.add_error("Invalid index", "An index key cannot be null.", k.range);
            return type::dynamic();
        }
        if (i->key.is_known()) k.index = &i->key;
    } else {
        diags.add_error("Invalid traversal", "Only attribute and index steps can traverse a type.", k.range);
        return type::dynamic();
    }
    return finish(traverse_one(t, k), k.range, diags);
}

type traverse(const type& t, const traversal& steps, diagnostics& diags) {
    type current = t;
    for (const auto& step : steps.steps()) {
        if (std::holds_alternative<traverse_root>(step)) continue;
        current = traverse(current, step, diags);
    }
    return current;
}

type traverse_index_type(const type& t, const type& key_type, const source_range& range, diagnostics& diags) {
    step_key k;
    k.range = range;
    k.key_type = key_type;
    return finish(traverse_one(t, k), range, diags);
}

}  // namespace pcl
HCL_END_NAMESPACE
