#include "values/type_node.hpp"

#include <hcl/unicode.hpp>

#include "values/sort_keep_last.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

HCL_BEGIN_NAMESPACE

namespace {

const type dynamic_type{};

std::shared_ptr<type::node> make_node() { return std::make_shared<type::node>(); }

}  // namespace

type type::access::collection(type_kind kind, const type& element) {
    // Collections of primitives (list(string), map(number), ...) exist once.
    static const auto shared = [] {
        std::array<std::array<type, 3>, 3> t;
        const type_kind collections[3] = {type_kind::list, type_kind::map, type_kind::set};
        const type_kind primitives[3] = {type_kind::string, type_kind::number, type_kind::boolean};
        for (std::size_t c = 0; c < 3; ++c) {
            for (std::size_t p = 0; p < 3; ++p) {
                auto n = make_node();
                n->element = type(primitives[p]);
                t[c][p] = type(collections[c], std::move(n));
            }
        }
        return t;
    }();
    if (element.is_primitive()) {
        const std::size_t c = kind == type_kind::list ? 0 : kind == type_kind::map ? 1 : 2;
        const std::size_t p = element.kind() == type_kind::string ? 0 : element.kind() == type_kind::number ? 1 : 2;
        return shared[c][p];
    }
    auto n = make_node();
    n->element = element;
    n->has_dynamic = element.has_dynamic_types();
    return type(kind, std::move(n));
}

type type::list(const type& element) { return access::collection(type_kind::list, element); }
type type::map(const type& element) { return access::collection(type_kind::map, element); }
type type::set(const type& element) { return access::collection(type_kind::set, element); }

namespace {

// The node of an object type whose attributes are canonical (sorted,
// unique, NFC); `optional` names are marked, or the call fails.
std::shared_ptr<type::node> object_node(std::vector<object_attribute> attributes,
                                       const std::vector<std::string>& optional) {
    auto n = make_node();
    n->attributes = std::move(attributes);
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
    return n;
}

// Tuple types whose elements all have one primitive type, up to this many
// elements, exist once (`["a", "b"]`, `[80, 443]` are everywhere); sharing
// the node also makes comparing them a pointer comparison.
constexpr std::size_t shared_tuple_limit = 16;

}  // namespace

type type::object(std::vector<std::pair<std::string, type>> attributes,
                  const std::vector<std::string>& optional) {
    std::vector<object_attribute> list;
    list.reserve(attributes.size());
    for (auto& [name, t] : attributes) {
        list.push_back(object_attribute{unicode::is_ascii(name) ? std::move(name) : unicode::to_nfc(name), std::move(t), false});
    }
    detail::sort_keep_last(list, [](const object_attribute& a) -> const std::string& { return a.name; });
    return type(type_kind::object, object_node(std::move(list), optional));
}

type type::access::object_sorted(std::vector<object_attribute> attributes) {
    return type(type_kind::object, object_node(std::move(attributes), {}));
}

const type* type::access::uniform_tuple(type_kind element_kind, std::size_t size) noexcept {
    if (size > shared_tuple_limit) return nullptr;
    static const auto table = [] {
        std::array<std::array<type, shared_tuple_limit + 1>, 3> t;
        const type_kind kinds[3] = {type_kind::string, type_kind::number, type_kind::boolean};
        for (std::size_t k = 0; k < 3; ++k) {
            for (std::size_t n = 0; n <= shared_tuple_limit; ++n) {
                auto node = make_node();
                node->elements.assign(n, type(kinds[k]));
                t[k][n] = type(type_kind::tuple, std::move(node));
            }
        }
        return t;
    }();
    switch (element_kind) {
    case type_kind::string: return &table[0][size];
    case type_kind::number: return &table[1][size];
    case type_kind::boolean: return &table[2][size];
    default: return size == 0 ? &table[0][0] : nullptr;
    }
}

type type::tuple(std::vector<type> elements) {
    const type_kind first = elements.empty() ? type_kind::dynamic : elements.front().kind();
    if (elements.empty() || (elements.front().is_primitive() &&
                             std::all_of(elements.begin(), elements.end(), [&](const type& e) { return e.kind() == first; }))) {
        if (const type* shared = access::uniform_tuple(first, elements.size())) return *shared;
    }
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
    case type_kind::tuple: return std::equal(a.node_->elements.begin(), a.node_->elements.end(), b.node_->elements.begin(),
                                               b.node_->elements.end());
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
