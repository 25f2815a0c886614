// Construction, normal form, identity and order of PCL types.
#include "pcl/type_node.hpp"

#include <hcl/type.hpp>

#include <algorithm>

HCL_BEGIN_NAMESPACE
namespace pcl {

namespace {

std::size_t mix(std::size_t seed, std::size_t v) noexcept {
    return seed ^ (v + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}

const type& dynamic_type() noexcept {
    static const type t;
    return t;
}

std::strong_ordering compare_lists(std::span<const type> a, std::span<const type> b) noexcept {
    const std::size_t n = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i)
        if (auto c = compare(a[i], b[i]); c != 0) return c;
    return a.size() <=> b.size();
}

std::strong_ordering compare_attributes(std::span<const type_attribute> a,
                                        std::span<const type_attribute> b) noexcept {
    const std::size_t n = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (auto c = a[i].name.compare(b[i].name); c != 0) return c < 0 ? std::strong_ordering::less : std::strong_ordering::greater;
        if (auto c = compare(a[i].type, b[i].type); c != 0) return c;
    }
    return a.size() <=> b.size();
}

}  // namespace

type type::make(type_kind kind, std::vector<type> elements, std::vector<type_attribute> attributes) {
    auto n = std::make_shared<node>();
    std::size_t h = mix(0, static_cast<std::size_t>(kind));
    bool outputs = kind == type_kind::output;
    bool promises = kind == type_kind::promise;
    for (const auto& e : elements) {
        h = mix(h, e.hash());
        outputs = outputs || e.contains_outputs();
        promises = promises || e.contains_promises();
    }
    for (const auto& a : attributes) {
        h = mix(mix(h, std::hash<std::string>{}(a.name)), a.type.hash());
        outputs = outputs || a.type.contains_outputs();
        promises = promises || a.type.contains_promises();
    }
    n->elements = std::move(elements);
    n->attributes = std::move(attributes);
    n->hash = h;
    n->has_outputs = outputs;
    n->has_promises = promises;
    return type(kind, std::move(n));
}

type type::list(const type& element) { return make(type_kind::list, {element}, {}); }
type type::set(const type& element) { return make(type_kind::set, {element}, {}); }
type type::map(const type& element) { return make(type_kind::map, {element}, {}); }
type type::tuple(std::vector<type> elements) { return make(type_kind::tuple, std::move(elements), {}); }

type type::object(std::vector<std::pair<std::string, type>> attributes) {
    std::vector<type_attribute> sorted;
    sorted.reserve(attributes.size());
    for (auto& attribute : attributes) {
        const std::string& name = attribute.first;
        auto it = std::find_if(sorted.begin(), sorted.end(), [&](const type_attribute& a) { return a.name == name; });
        if (it != sorted.end())
            it->type = std::move(attribute.second);
        else
            sorted.push_back({std::move(attribute.first), std::move(attribute.second)});
    }
    std::sort(sorted.begin(), sorted.end(), [](const type_attribute& a, const type_attribute& b) { return a.name < b.name; });
    return make(type_kind::object, {}, std::move(sorted));
}

type type::union_of(std::vector<type> members) {
    std::vector<type> flat;
    flat.reserve(members.size());
    for (auto& m : members) {
        if (m.is_union())
            flat.insert(flat.end(), m.elements().begin(), m.elements().end());
        else
            flat.push_back(std::move(m));
    }
    std::sort(flat.begin(), flat.end(), [](const type& a, const type& b) { return compare(a, b) < 0; });
    flat.erase(std::unique(flat.begin(), flat.end()), flat.end());
    if (flat.empty()) return none();
    if (flat.size() == 1) return flat.front();
    return make(type_kind::union_, std::move(flat), {});
}

type type::optional(const type& t) { return union_of({t, none()}); }

type type::promise(const type& element) { return make(type_kind::promise, {resolve_promises(element)}, {}); }
type type::output(const type& element) { return make(type_kind::output, {resolve_outputs(element)}, {}); }

type type::from_hcl(const hcl::type& t) {
    switch (t.kind()) {
    case hcl::type_kind::string: return string();
    case hcl::type_kind::number: return number();
    case hcl::type_kind::boolean: return boolean();
    case hcl::type_kind::list: return list(from_hcl(t.element_type()));
    case hcl::type_kind::set: return set(from_hcl(t.element_type()));
    case hcl::type_kind::map: return map(from_hcl(t.element_type()));
    case hcl::type_kind::tuple: {
        std::vector<type> elements;
        for (const auto& e : t.tuple_elements()) elements.push_back(from_hcl(e));
        return tuple(std::move(elements));
    }
    case hcl::type_kind::object: {
        std::vector<std::pair<std::string, type>> attributes;
        for (const auto& a : t.attributes()) {
            type at = from_hcl(a.type);
            attributes.emplace_back(a.name, a.optional ? optional(at) : at);
        }
        return object(std::move(attributes));
    }
    case hcl::type_kind::dynamic:
    case hcl::type_kind::capsule: break;
    }
    return dynamic();
}

const type& type::element_type() const noexcept {
    switch (kind_) {
    case type_kind::list:
    case type_kind::set:
    case type_kind::map:
    case type_kind::output:
    case type_kind::promise: return node_->elements.front();
    default: return dynamic_type();
    }
}

std::span<const type> type::elements() const noexcept {
    if (kind_ == type_kind::tuple || kind_ == type_kind::union_) return node_->elements;
    return {};
}

std::span<const type_attribute> type::attributes() const noexcept {
    if (kind_ == type_kind::object) return node_->attributes;
    return {};
}

const type* type::attribute_type(std::string_view name) const noexcept {
    auto attrs = attributes();
    auto it = std::lower_bound(attrs.begin(), attrs.end(), name,
                               [](const type_attribute& a, std::string_view n) { return a.name < n; });
    return it != attrs.end() && it->name == name ? &it->type : nullptr;
}

bool type::contains_outputs() const noexcept { return node_ && node_->has_outputs; }
bool type::contains_promises() const noexcept { return node_ && node_->has_promises; }

std::size_t type::hash() const noexcept {
    return node_ ? node_->hash : mix(0, static_cast<std::size_t>(kind_));
}

bool operator==(const type& a, const type& b) noexcept {
    if (a.kind_ != b.kind_) return false;
    if (a.node_ == b.node_) return true;
    if (!a.node_ || !b.node_ || a.node_->hash != b.node_->hash) return false;
    return compare(a, b) == 0;
}

std::strong_ordering compare(const type& a, const type& b) noexcept {
    if (auto c = a.kind_ <=> b.kind_; c != 0) return c;
    if (a.node_ == b.node_ || !a.node_ || !b.node_) return std::strong_ordering::equal;
    if (auto c = compare_lists(a.node_->elements, b.node_->elements); c != 0) return c;
    return compare_attributes(a.node_->attributes, b.node_->attributes);
}

namespace {

// `t` without its promises at any depth, and without its outputs too when
// `outputs_too`.
type resolve(const type& t, bool outputs_too) {
    const bool has = outputs_too ? t.contains_eventuals() : t.contains_promises();
    if (!has) return t;
    switch (t.kind()) {
    case type_kind::output:
        return outputs_too ? resolve(t.element_type(), true) : type::output(resolve(t.element_type(), false));
    case type_kind::promise: return resolve(t.element_type(), outputs_too);
    case type_kind::list: return type::list(resolve(t.element_type(), outputs_too));
    case type_kind::set: return type::set(resolve(t.element_type(), outputs_too));
    case type_kind::map: return type::map(resolve(t.element_type(), outputs_too));
    case type_kind::tuple:
    case type_kind::union_: {
        std::vector<type> parts;
        for (const auto& e : t.elements()) parts.push_back(resolve(e, outputs_too));
        return t.is_union() ? type::union_of(std::move(parts)) : type::tuple(std::move(parts));
    }
    case type_kind::object: {
        std::vector<std::pair<std::string, type>> attributes;
        for (const auto& a : t.attributes()) attributes.emplace_back(a.name, resolve(a.type, outputs_too));
        return type::object(std::move(attributes));
    }
    default: return t;
    }
}

}  // namespace

type resolve_outputs(const type& t) { return resolve(t, true); }
type resolve_promises(const type& t) { return resolve(t, false); }

}  // namespace pcl
HCL_END_NAMESPACE
