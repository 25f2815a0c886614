// pcl::type_of: `for` expressions and splats.
#include "pcl/typer.hpp"

#include <hcl/pcl/conversion.hpp>

HCL_BEGIN_NAMESPACE
namespace pcl {

bool typer::iteration_types(const type& collection, type& key, type& value) {
    switch (collection.kind()) {
    case type_kind::dynamic: key = value = type::dynamic(); return true;
    case type_kind::list:
    case type_kind::set:
        key = collection.is(type_kind::list) ? type::integer() : collection.element_type();
        value = collection.element_type();
        return true;
    case type_kind::tuple:
        key = type::integer();
        value = collection.elements().empty() ? type::dynamic() : unify(collection.elements());
        return true;
    case type_kind::map: key = type::string(); value = collection.element_type(); return true;
    case type_kind::object: {
        std::vector<type> parts;
        for (const auto& a : collection.attributes()) parts.push_back(a.type);
        key = type::string();
        value = parts.empty() ? type::dynamic() : unify(parts);
        return true;
    }
    default: return false;
    }
}

type typer::for_expression(const native::for_expr& e) {
    eventual_lift lift;
    const type collection = lift.unwrap(of(e.collection));
    type key, value;
    if (!iteration_types(collection, key, value)) {
        error("Iteration over non-iterable value",
              "A value of type " + collection.friendly_name() + " cannot be used as the collection in a 'for' expression.",
              e.collection->range(), e.range());
        key = value = type::dynamic();
    }
    auto& frame = locals_.emplace_back();
    if (!e.key_variable.empty()) frame.insert_or_assign(std::string(e.key_variable), key);
    frame.insert_or_assign(std::string(e.value_variable), value);

    if (e.condition) {
        const type condition = lift.unwrap(of(e.condition));
        if (conversion_from(type::boolean(), condition) == conversion_kind::none)
            error("Invalid 'for' condition", "The 'if' clause value must be of type bool, not " + condition.friendly_name() + ".",
                  e.condition->range(), e.range());
    }
    type result;
    if (e.object_form) {
        const type k = lift.unwrap(of(e.key_result));
        if (conversion_from(type::string(), k) == conversion_kind::none)
            error("Invalid object key", "The key expression must be of type string, not " + k.friendly_name() + ".",
                  e.key_result->range(), e.range());
        const type v = of(e.value_result);
        result = type::map(e.group ? type::list(v) : v);
    } else {
        result = type::list(of(e.value_result));
    }
    locals_.pop_back();
    return lift.wrap(result);
}

type typer::splat(const native::splat_expr& e) {
    eventual_lift lift;
    const type source = lift.unwrap(of(e.source));
    auto each = [&](const type& element) {
        symbols_[e.item] = element;
        type t = of(e.each);
        symbols_.erase(e.item);
        return t;
    };
    if (source.is_dynamic()) return lift.wrap(type::dynamic());
    if (source.is(type_kind::list) || source.is(type_kind::set)) return lift.wrap(type::list(each(source.element_type())));
    if (source.is(type_kind::tuple)) {
        std::vector<type> elements;
        for (const auto& t : source.elements()) elements.push_back(each(t));
        return lift.wrap(type::tuple(std::move(elements)));
    }
    if (source.is_none()) return lift.wrap(type::tuple({}));
    // Any other value is a sequence of itself (none when null).
    return lift.wrap(type::list(each(source)));
}

}  // namespace pcl
HCL_END_NAMESPACE
