#include "values/type_node.hpp"

#include <hcl/unicode.hpp>

#include <algorithm>
#include <stdexcept>

HCL_BEGIN_NAMESPACE

namespace {

const type dynamic_type{};

std::shared_ptr<type::node> make_node() { return std::make_shared<type::node>(); }

}  // namespace

type type::list(const type& element) {
    auto n = make_node();
    n->element = element;
    n->has_dynamic = element.has_dynamic_types();
    return type(type_kind::list, std::move(n));
}

type type::map(const type& element) {
    auto n = make_node();
    n->element = element;
    n->has_dynamic = element.has_dynamic_types();
    return type(type_kind::map, std::move(n));
}

type type::set(const type& element) {
    auto n = make_node();
    n->element = element;
    n->has_dynamic = element.has_dynamic_types();
    return type(type_kind::set, std::move(n));
}

type type::object(std::vector<std::pair<std::string, type>> attributes,
                  const std::vector<std::string>& optional) {
    auto n = make_node();
    n->attributes.reserve(attributes.size());
    for (auto& [name, t] : attributes) {
        n->attributes.push_back(object_attribute{unicode::to_nfc(name), std::move(t), false});
    }
    // Sort stably so that, among repeated names, the last one ends up last;
    // then keep only the last of each run.
    std::stable_sort(n->attributes.begin(), n->attributes.end(),
                     [](const object_attribute& a, const object_attribute& b) { return a.name < b.name; });
    std::vector<object_attribute> unique;
    unique.reserve(n->attributes.size());
    for (auto& a : n->attributes) {
        if (!unique.empty() && unique.back().name == a.name) {
            unique.back() = std::move(a);
        } else {
            unique.push_back(std::move(a));
        }
    }
    n->attributes = std::move(unique);
    for (const auto& name : optional) {
        const auto normalized = unicode::to_nfc(name);
        auto it = std::lower_bound(n->attributes.begin(), n->attributes.end(), normalized,
                                   [](const object_attribute& a, const std::string& k) { return a.name < k; });
        if (it == n->attributes.end() || it->name != normalized) {
            throw std::invalid_argument("hcl::type::object: optional attribute \"" + name +
                                        "\" is not an attribute of the object type");
        }
        it->optional = true;
        n->any_optional = true;
    }
    for (const auto& a : n->attributes) n->has_dynamic = n->has_dynamic || a.type.has_dynamic_types();
    return type(type_kind::object, std::move(n));
}

type type::tuple(std::vector<type> elements) {
    auto n = make_node();
    n->elements = std::move(elements);
    for (const auto& e : n->elements) n->has_dynamic = n->has_dynamic || e.has_dynamic_types();
    return type(type_kind::tuple, std::move(n));
}

type type::empty_object() {
    static const type t = object({});
    return t;
}

type type::empty_tuple() {
    static const type t = tuple({});
    return t;
}

type type::capsule(std::string name, std::shared_ptr<const capsule_operations> ops) {
    auto n = make_node();
    n->capsule_name = std::move(name);
    n->ops = std::move(ops);
    return type(type_kind::capsule, std::move(n));
}

const type& type::element_type() const noexcept {
    if (is_collection()) return node_->element;
    return dynamic_type;
}

std::span<const object_attribute> type::attributes() const noexcept {
    if (kind_ != type_kind::object) return {};
    return node_->attributes;
}

const type* type::attribute_type(std::string_view name) const noexcept {
    if (kind_ != type_kind::object) return nullptr;
    const auto& attrs = node_->attributes;
    auto it = std::lower_bound(attrs.begin(), attrs.end(), name,
                               [](const object_attribute& a, std::string_view k) { return a.name < k; });
    if (it == attrs.end() || it->name != name) return nullptr;
    return &it->type;
}

bool type::attribute_optional(std::string_view name) const noexcept {
    if (kind_ != type_kind::object) return false;
    const auto& attrs = node_->attributes;
    auto it = std::lower_bound(attrs.begin(), attrs.end(), name,
                               [](const object_attribute& a, std::string_view k) { return a.name < k; });
    return it != attrs.end() && it->name == name && it->optional;
}

bool type::has_optional_attributes() const noexcept {
    return kind_ == type_kind::object && node_->any_optional;
}

std::span<const type> type::tuple_elements() const noexcept {
    if (kind_ != type_kind::tuple) return {};
    return node_->elements;
}

std::string_view type::capsule_name() const noexcept {
    if (kind_ != type_kind::capsule) return {};
    return node_->capsule_name;
}

const capsule_operations* type::capsule_ops() const noexcept {
    if (kind_ != type_kind::capsule) return nullptr;
    return node_->ops.get();
}

bool type::has_dynamic_types() const noexcept {
    if (kind_ == type_kind::dynamic) return true;
    return node_ && node_->has_dynamic;
}

type type::without_optional_attributes() const {
    switch (kind_) {
    case type_kind::list: return list(element_type().without_optional_attributes());
    case type_kind::map: return map(element_type().without_optional_attributes());
    case type_kind::set: return set(element_type().without_optional_attributes());
    case type_kind::tuple: {
        std::vector<type> elems;
        for (const auto& e : tuple_elements()) elems.push_back(e.without_optional_attributes());
        return tuple(std::move(elems));
    }
    case type_kind::object: {
        std::vector<std::pair<std::string, type>> attrs;
        for (const auto& a : attributes()) attrs.emplace_back(a.name, a.type.without_optional_attributes());
        return object(std::move(attrs));
    }
    default: return *this;
    }
}

bool operator==(const type& a, const type& b) noexcept {
    if (a.kind_ != b.kind_) return false;
    if (a.node_ == b.node_) return true;
    switch (a.kind_) {
    case type_kind::list:
    case type_kind::map:
    case type_kind::set: return a.node_->element == b.node_->element;
    case type_kind::tuple: return std::ranges::equal(a.node_->elements, b.node_->elements);
    case type_kind::object: {
        const auto& x = a.node_->attributes;
        const auto& y = b.node_->attributes;
        if (x.size() != y.size()) return false;
        for (std::size_t i = 0; i < x.size(); ++i) {
            if (x[i].name != y[i].name || x[i].optional != y[i].optional || !(x[i].type == y[i].type)) return false;
        }
        return true;
    }
    case type_kind::capsule: return false;  // distinct nodes are distinct capsule types
    default: return true;
    }
}

bool type_matches(const type& t, const type& spec) noexcept {
    if (spec.is_dynamic()) return true;
    if (t.kind() != spec.kind()) return false;
    switch (spec.kind()) {
    case type_kind::list:
    case type_kind::map:
    case type_kind::set: return type_matches(t.element_type(), spec.element_type());
    case type_kind::tuple: {
        auto te = t.tuple_elements();
        auto se = spec.tuple_elements();
        if (te.size() != se.size()) return false;
        for (std::size_t i = 0; i < te.size(); ++i) {
            if (!type_matches(te[i], se[i])) return false;
        }
        return true;
    }
    case type_kind::object: {
        auto ta = t.attributes();
        auto sa = spec.attributes();
        if (ta.size() != sa.size()) return false;
        for (std::size_t i = 0; i < ta.size(); ++i) {
            if (ta[i].name != sa[i].name || !type_matches(ta[i].type, sa[i].type)) return false;
        }
        return true;
    }
    default: return t == spec;
    }
}

HCL_END_NAMESPACE
