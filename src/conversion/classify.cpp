// Which conversion exists between two types, and how safe it is.
//
// The classifier recurses through both types together. A compound conversion
// is as safe as its least safe part; list -> set and map -> object are
// unsafe in themselves. Where the target element type is the dynamic
// pseudo-type (tuple -> list(any), object -> map(any)) the element type is
// found by unification, which may choose a different type in safe and in
// unsafe mode, so both modes are tried.
#include "conversion/conversion_detail.hpp"

#include <vector>

HCL_BEGIN_NAMESPACE

namespace {

using detail::conversion_mode;
using detail::worse;
constexpr auto impossible = conversion_safety::impossible;
constexpr auto safe = conversion_safety::safe;
constexpr auto unsafe = conversion_safety::unsafe;

conversion_safety classify_primitive(type_kind from, type_kind to) {
    if (from == to) return safe;
    if (to == type_kind::string) return safe;      // number and bool print exactly
    if (from == type_kind::string) return unsafe;  // only some strings parse
    return impossible;                             // bool <-> number
}

// Elements of a tuple (or attributes of an object) into a collection whose
// element type is `element`.
conversion_safety classify_into_collection(std::span<const type> parts, const type& element,
                                           bool to_tuple) {
    if (parts.empty()) return safe;
    if (!element.is_dynamic()) {
        auto level = safe;
        for (const auto& p : parts) {
            level = worse(level, detail::classify(p, element, to_tuple));
            if (level == impossible) break;
        }
        return level;
    }
    for (auto mode : {conversion_mode::safe_only, conversion_mode::allow_unsafe}) {
        auto unified = detail::unify_elements(parts, mode);
        if (!unified) continue;
        bool ok = true;
        for (const auto& p : parts) ok = ok && detail::convertible(p, *unified, mode);
        if (ok) return mode == conversion_mode::safe_only ? safe : unsafe;
    }
    return impossible;
}

std::vector<type> attribute_types(const type& object) {
    std::vector<type> out;
    out.reserve(object.attributes().size());
    for (const auto& a : object.attributes()) out.push_back(a.type);
    return out;
}

conversion_safety classify_object_to_object(const type& from, const type& to, bool to_tuple) {
    // Extra source attributes are dropped; the reference counts that as safe.
    auto level = safe;
    for (const auto& a : to.attributes()) {
        const type* source = from.attribute_type(a.name);
        if (!source) {
            if (a.optional) continue;
            return impossible;
        }
        level = worse(level, detail::classify(*source, a.type, to_tuple));
        if (level == impossible) return impossible;
    }
    return level;
}

conversion_safety classify_map_to_object(const type& from, const type& to, bool to_tuple) {
    // Always unsafe: the keys are only known at run time. An optional
    // attribute whose type the map's elements cannot take is allowed, since
    // the map may well not have that key.
    for (const auto& a : to.attributes()) {
        if (detail::classify(from.element_type(), a.type, to_tuple) == impossible && !a.optional)
            return impossible;
    }
    return unsafe;
}

conversion_safety classify_tuple_to_tuple(const type& from, const type& to, bool to_tuple) {
    auto f = from.tuple_elements();
    auto t = to.tuple_elements();
    if (f.size() != t.size()) return impossible;
    auto level = safe;
    for (std::size_t i = 0; i < f.size() && level != impossible; ++i)
        level = worse(level, detail::classify(f[i], t[i], to_tuple));
    return level;
}

conversion_safety classify_collection_to_tuple(const type& from, const type& to) {
    // The length is checked at run time, so this is unsafe at best.
    for (const auto& e : to.tuple_elements()) {
        if (classify_conversion(from.element_type(), e) == impossible) return impossible;
    }
    return unsafe;
}

}  // namespace

namespace detail {

conversion_safety classify(const type& from, const type& to, bool to_tuple) {
    if (to.is_dynamic() || from == to) return safe;
    // A value whose type is not known yet may or may not convert.
    if (from.is_dynamic()) return unsafe;
    const auto fk = from.kind();
    switch (to.kind()) {
    case type_kind::string:
    case type_kind::number:
    case type_kind::boolean:
        return from.is_primitive() ? classify_primitive(fk, to.kind()) : impossible;
    case type_kind::list:
        if (fk == type_kind::list || fk == type_kind::set)
            return classify(from.element_type(), to.element_type(), to_tuple);
        if (fk == type_kind::tuple)
            return classify_into_collection(from.tuple_elements(), to.element_type(), to_tuple);
        return impossible;
    case type_kind::set:
        if (fk == type_kind::list)
            return worse(unsafe, classify(from.element_type(), to.element_type(), to_tuple));
        if (fk == type_kind::set) return classify(from.element_type(), to.element_type(), to_tuple);
        // The reference treats tuple -> set like tuple -> list: safe when
        // the elements are, although duplicates collapse.
        if (fk == type_kind::tuple)
            return classify_into_collection(from.tuple_elements(), to.element_type(), to_tuple);
        return impossible;
    case type_kind::map:
        if (fk == type_kind::map) return classify(from.element_type(), to.element_type(), to_tuple);
        if (fk == type_kind::object) {
            auto parts = attribute_types(from);
            return classify_into_collection(parts, to.element_type(), to_tuple);
        }
        return impossible;
    case type_kind::object:
        if (fk == type_kind::object) return classify_object_to_object(from, to, to_tuple);
        if (fk == type_kind::map) return classify_map_to_object(from, to, to_tuple);
        return impossible;
    case type_kind::tuple:
        if (fk == type_kind::tuple) return classify_tuple_to_tuple(from, to, to_tuple);
        if (to_tuple && (fk == type_kind::list || fk == type_kind::set))
            return classify_collection_to_tuple(from, to);
        return impossible;
    case type_kind::capsule:  // identity only (handled above)
    case type_kind::dynamic: break;
    }
    return impossible;
}

}  // namespace detail

conversion_safety classify_conversion(const type& from, const type& to) {
    return detail::classify(from, to, true);
}

namespace detail {

bool convertible(const type& from, const type& to, conversion_mode mode) {
    // Unification never relies on list/set -> tuple (see classify()).
    auto level = classify(from, to, false);
    return mode == conversion_mode::safe_only ? level == conversion_safety::safe
                                              : level != conversion_safety::impossible;
}

}  // namespace detail

HCL_END_NAMESPACE
