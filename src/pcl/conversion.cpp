// conversion_from(): the conversion rules of PCL types, applied in order
// (include/hcl/pcl/conversion.hpp lists them; docs/pcl.md gives examples).
#include <hcl/pcl/conversion.hpp>

#include <algorithm>

HCL_BEGIN_NAMESPACE
namespace pcl {

namespace {

constexpr auto none = conversion_kind::none;
constexpr auto unsafe = conversion_kind::unsafe;
constexpr auto safe = conversion_kind::safe;

conversion_kind at_most_unsafe(conversion_kind k) { return std::min(k, unsafe); }

// The least of the conversions of `parts` into one target; safe when empty.
template <class Parts, class Convert>
conversion_kind least(const Parts& parts, Convert convert) {
    conversion_kind k = safe;
    for (const auto& p : parts) {
        k = std::min(k, convert(p));
        if (k == none) break;
    }
    return k;
}

conversion_kind from_union(const type& dst, const type& src) {
    bool all_safe = true;
    bool any = false;
    for (const auto& m : src.members()) {
        const auto k = conversion_from(dst, m);
        all_safe = all_safe && k == safe;
        any = any || k != none;
    }
    return all_safe ? safe : any ? unsafe : none;
}

conversion_kind to_union(const type& dst, const type& src) {
    conversion_kind k = none;
    for (const auto& m : dst.members()) {
        k = std::max(k, conversion_from(m, src));
        if (k == safe) break;
    }
    return k;
}

// Two distinct scalars: HCL's primitive rules with int beside number.
conversion_kind scalar(type_kind dst, type_kind src) {
    if (dst == type_kind::string) return safe;  // everything prints exactly
    if (src == type_kind::string) return unsafe;  // only some strings parse
    if (dst == type_kind::boolean || src == type_kind::boolean) return none;  // bool <-> number, int
    if (dst == type_kind::number) return safe;  // from int
    return unsafe;  // int from number: only whole numbers
}

conversion_kind structural(const type& dst, const type& src) {
    const type& de = dst.element_type();
    const type& se = src.element_type();
    auto into_element = [&](const type& part) { return conversion_from(de, part); };
    switch (dst.kind()) {
    case type_kind::list:
        if (src.is(type_kind::list) || src.is(type_kind::set)) return conversion_from(de, se);
        if (src.is(type_kind::tuple)) return least(src.elements(), into_element);
        return none;
    case type_kind::set:
        // Equal elements collapse: unsafe at best, except from a set.
        if (src.is(type_kind::set)) return conversion_from(de, se);
        if (src.is(type_kind::list)) return at_most_unsafe(conversion_from(de, se));
        if (src.is(type_kind::tuple)) return at_most_unsafe(least(src.elements(), into_element));
        return none;
    case type_kind::map:
        if (src.is(type_kind::map)) return conversion_from(de, se);
        if (src.is(type_kind::object))
            return least(src.attributes(), [&](const type_attribute& a) { return conversion_from(de, a.type); });
        return none;
    case type_kind::tuple: {
        auto d = dst.elements();
        if (src.is(type_kind::tuple)) {
            auto s = src.elements();
            if (d.size() != s.size()) return none;
            conversion_kind k = safe;
            for (std::size_t i = 0; i < d.size() && k != none; ++i) k = std::min(k, conversion_from(d[i], s[i]));
            return k;
        }
        // The length is only known at run time.
        if (src.is(type_kind::list) || src.is(type_kind::set))
            return at_most_unsafe(least(d, [&](const type& t) { return conversion_from(t, se); }));
        return none;
    }
    case type_kind::object:
        if (src.is(type_kind::object))
            return least(dst.attributes(), [&](const type_attribute& a) {
                const type* s = src.attribute_type(a.name);
                return conversion_from(a.type, s ? *s : type::none());
            });
        // The keys are only known at run time.
        if (src.is(type_kind::map))
            return at_most_unsafe(
                least(dst.attributes(), [&](const type_attribute& a) { return conversion_from(a.type, se); }));
        return none;
    default: return none;
    }
}

}  // namespace

const char* to_string(conversion_kind k) noexcept {
    switch (k) {
    case conversion_kind::none: return "none";
    case conversion_kind::unsafe: return "unsafe";
    case conversion_kind::safe: return "safe";
    }
    return "none";
}

conversion_kind conversion_from(const type& dst, const type& src) {
    if (dst.is_dynamic() || dst == src) return safe;
    if (src.is_union()) return from_union(dst, src);
    if (dst.is_union()) return to_union(dst, src);
    if (dst.is(type_kind::output)) return conversion_from(dst.element_type(), resolve_outputs(src));
    if (dst.is(type_kind::promise)) {
        if (src.is(type_kind::output)) return none;
        return conversion_from(dst.element_type(), resolve_promises(src));
    }
    if (src.is_dynamic()) return unsafe;
    if (dst.is_scalar() && src.is_scalar()) return scalar(dst.kind(), src.kind());
    return structural(dst, src);
}

}  // namespace pcl
HCL_END_NAMESPACE
