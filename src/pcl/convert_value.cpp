// convert_value(): values to PCL types (include/hcl/pcl/convert_value.hpp).
#include <hcl/convert.hpp>
#include <hcl/number.hpp>
#include <hcl/pcl/conversion.hpp>
#include <hcl/pcl/convert_value.hpp>
#include <hcl/value.hpp>

HCL_BEGIN_NAMESPACE
namespace pcl {

namespace {

result<value> with_step(result<value> r, path_step step) {
    if (r) return r;
    failure f = r.error();
    f.path.insert(f.path.begin(), std::move(step));
    return f;
}

result<value> to_union(const value& v, const type& dst) {
    const type source = v.is_null() ? type::none() : type::from_hcl(v.type());
    std::optional<failure> first;
    for (auto wanted : {conversion_kind::safe, conversion_kind::unsafe}) {
        for (const auto& m : dst.members()) {
            if (conversion_from(m, source) != wanted) continue;
            auto r = convert_value(v, m);
            if (r) return r;
            if (!first) first = r.error();
        }
    }
    if (first) return *first;
    return fail(dst.friendly_name() + " required");
}

result<value> to_int(const value& v) {
    auto n = hcl::convert(v, hcl::type::number());
    if (!n) return fail("a whole number is required");
    if (!n->is_known()) return n;
    if (!n->as_number().is_integer()) return fail("a whole number is required");
    return n;
}

// The elements of a list, set or tuple value, or nullopt.
std::optional<std::span<const value>> sequence_elements(const value& v) {
    const auto k = v.type().kind();
    if (k == hcl::type_kind::list || k == hcl::type_kind::set || k == hcl::type_kind::tuple) return v.elements();
    return std::nullopt;
}

// A list or set of converted elements: their common HCL type.
result<value> collection_of(const type& dst, std::vector<value> elements) {
    hcl::type element = to_hcl(dst.element_type());
    if (!elements.empty()) {
        auto unified = unify_values(elements);
        if (!unified) return fail("the elements have no common type");
        elements = std::move(*unified);
        element = elements.front().type();
    }
    return dst.is(type_kind::set) ? value::set(element, std::move(elements))
                                  : value::list(element, std::move(elements));
}

result<value> to_sequence(const value& v, const type& dst) {
    auto parts = sequence_elements(v);
    if (!parts) return fail(dst.friendly_name() + " required");
    const bool tuple = dst.is(type_kind::tuple);
    if (tuple && parts->size() != dst.elements().size())
        return fail("a tuple of " + std::to_string(dst.elements().size()) + " elements is required");
    std::vector<value> out;
    for (std::size_t i = 0; i < parts->size(); ++i) {
        const type& target = tuple ? dst.elements()[i] : dst.element_type();
        auto r = with_step(convert_value((*parts)[i], target), path_step::index(value::number(static_cast<std::int64_t>(i))));
        if (!r) return r.error();
        out.push_back(std::move(r).value());
    }
    if (tuple) return value::tuple(std::move(out));
    return collection_of(dst, std::move(out));
}

result<value> to_mapping(const value& v, const type& dst) {
    const auto k = v.type().kind();
    if (k != hcl::type_kind::map && k != hcl::type_kind::object) return fail(dst.friendly_name() + " required");
    std::vector<value_attribute> out;
    if (dst.is(type_kind::map)) {
        for (const auto& a : v.attributes()) {
            auto r = with_step(convert_value(a.second, dst.element_type()), path_step::index(value::string(a.first)));
            if (!r) return r.error();
            out.emplace_back(a.first, std::move(r).value());
        }
        std::vector<value> values;
        for (const auto& a : out) values.push_back(a.second);
        hcl::type element = to_hcl(dst.element_type());
        if (!values.empty()) {
            auto unified = unify_values(values);
            if (!unified) return fail("the elements have no common type");
            for (std::size_t i = 0; i < out.size(); ++i) out[i].second = (*unified)[i];
            element = (*unified)[0].type();
        }
        return value::map(element, std::move(out));
    }
    for (const auto& a : dst.attributes()) {
        const value* source = v.find(a.name);
        const value null = value::null(hcl::type::dynamic());
        auto r = with_step(convert_value(source ? *source : null, a.type), path_step::attribute(a.name));
        if (!r) {
            if (!source) return fail("attribute \"" + a.name + "\" is required");
            return r.error();
        }
        out.emplace_back(a.name, std::move(r).value());
    }
    return value::object(std::move(out));
}

}  // namespace

hcl::type to_hcl(const type& t) {
    switch (t.kind()) {
    case type_kind::boolean: return hcl::type::boolean();
    case type_kind::integer:
    case type_kind::number: return hcl::type::number();
    case type_kind::string: return hcl::type::string();
    case type_kind::list: return hcl::type::list(to_hcl(t.element_type()));
    case type_kind::set: return hcl::type::set(to_hcl(t.element_type()));
    case type_kind::map: return hcl::type::map(to_hcl(t.element_type()));
    case type_kind::output:
    case type_kind::promise: return to_hcl(t.element_type());
    case type_kind::tuple: {
        std::vector<hcl::type> elements;
        for (const auto& e : t.elements()) elements.push_back(to_hcl(e));
        return hcl::type::tuple(std::move(elements));
    }
    case type_kind::object: {
        std::vector<std::pair<std::string, hcl::type>> attributes;
        for (const auto& a : t.attributes()) attributes.emplace_back(a.name, to_hcl(a.type));
        return hcl::type::object(std::move(attributes));
    }
    default: return hcl::type::dynamic();
    }
}

result<value> convert_value(const value& v, const type& dst) {
    if (dst.is_dynamic()) return v;
    if (dst.is_eventual()) return convert_value(v, dst.element_type());
    if (dst.is_union()) return to_union(v, dst);
    if (v.is_null()) {
        if (dst.is_none()) return v;
        return fail("a null value is only allowed where the type accepts none, but " + dst.friendly_name() +
                    " is required");
    }
    if (dst.is_none()) return fail("null required");
    if (!v.is_known()) {
        if (conversion_from(dst, type::from_hcl(v.type())) == conversion_kind::none)
            return fail(dst.friendly_name() + " required");
        return value::unknown(to_hcl(dst));
    }
    switch (dst.kind()) {
    case type_kind::integer: return to_int(v);
    case type_kind::boolean:
    case type_kind::number:
    case type_kind::string: {
        if (!v.type().is_primitive()) return fail(dst.friendly_name() + " required");
        return hcl::convert(v, to_hcl(dst));
    }
    case type_kind::list:
    case type_kind::set:
    case type_kind::tuple: return to_sequence(v, dst);
    case type_kind::map:
    case type_kind::object: return to_mapping(v, dst);
    default: break;
    }
    return fail(dst.friendly_name() + " required");
}

}  // namespace pcl
HCL_END_NAMESPACE
