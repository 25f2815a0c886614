// The set functions: sethaselement setunion setintersection setsubtract
// setsymmetricdifference.
//
// Every set argument is first converted to the result's set type (the
// unification of all element types), so elements that only differ in type
// (1 and "1") may become the same element.
#include "stdlib/stdlib_support.hpp"
#include "values/set_order.hpp"

#include <hcl/convert.hpp>
#include <hcl/stdlib.hpp>

#include <algorithm>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace stdlib {

using namespace detail;

namespace {

const type any_set = type::set(type::dynamic());

bool contains_element(std::span<const value> elements, const value& e) {
    return std::any_of(elements.begin(), elements.end(),
                       [&](const value& x) { return hcl::detail::same_set_element(x, e); });
}

// The set type all arguments convert to. Empty sets of the dynamic element
// type (what `[]` becomes) convert to anything, so they do not take part.
call_result<type> set_operation_type(std::span<const value> args) {
    std::vector<type> element_types;
    for (const auto& a : args) {
        const type& element = a.type().element_type();
        if (a.is_known() && !a.is_null() && a.length() == 0 && element.is_dynamic()) continue;
        element_types.push_back(element);
    }
    if (element_types.empty()) return any_set;
    auto unified = unify_unsafe(element_types);
    if (!unified) return call_failed("given sets must all have compatible element types");
    return type::set(*unified);
}

using set_combiner = std::vector<value> (*)(std::span<const value> a, std::span<const value> b);

std::vector<value> set_union(std::span<const value> a, std::span<const value> b) {
    std::vector<value> out(a.begin(), a.end());
    out.insert(out.end(), b.begin(), b.end());
    return out;
}

std::vector<value> set_intersection(std::span<const value> a, std::span<const value> b) {
    std::vector<value> out;
    for (const auto& e : a) {
        if (contains_element(b, e)) out.push_back(e);
    }
    return out;
}

std::vector<value> set_difference(std::span<const value> a, std::span<const value> b) {
    std::vector<value> out;
    for (const auto& e : a) {
        if (!contains_element(b, e)) out.push_back(e);
    }
    return out;
}

std::vector<value> set_symmetric_difference(std::span<const value> a, std::span<const value> b) {
    auto out = set_difference(a, b);
    auto other = set_difference(b, a);
    out.insert(out.end(), other.begin(), other.end());
    return out;
}

// Folds the converted arguments with `combine`. Only union can give a
// correct result while some elements are unknown: for the others an unknown
// element might turn out equal to any other, so the result is unknown.
implementation_callback set_operation(set_combiner combine, bool allow_unknown_elements) {
    return [combine, allow_unknown_elements](std::span<const value> args,
                                             const type& result_type) -> call_result<value> {
        std::vector<value> current;
        for (std::size_t i = 0; i < args.size(); ++i) {
            auto converted = convert(args[i], result_type);
            if (!converted)
                return argument_error(i, converted.error().message, converted.error().path);
            if (!allow_unknown_elements && !converted->is_wholly_known())
                return value::unknown(result_type);
            const auto elements = converted->elements();
            if (i == 0) {
                current.assign(elements.begin(), elements.end());
            } else {
                current = combine(current, elements);
            }
        }
        return value::set(result_type.element_type(), std::move(current));
    };
}

function_spec set_function(std::string description, bool two_fixed, set_combiner combine,
                           bool allow_unknowns) {
    function_spec spec;
    spec.description = std::move(description);
    if (two_fixed) {
        spec.parameters = {param("a", any_set, allow_dynamic), param("b", any_set, allow_dynamic)};
    } else {
        spec.parameters = {param("first_set", any_set, allow_dynamic)};
        spec.variadic = param("other_sets", any_set, allow_dynamic);
    }
    spec.result_type = set_operation_type;
    spec.implementation = set_operation(combine, allow_unknowns);
    return spec;
}

}  // namespace

void add_set_functions(function_table& table) {
    {
        function_spec spec;
        spec.description =
            "Returns true if the given set contains the given element, or false otherwise.";
        spec.parameters = {param("set", any_set, allow_dynamic),
                           param("elem", type::dynamic(), allow_dynamic)};
        spec.result_type = static_result_type(type::boolean());
        spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
            const value& set = args[0];
            const value& element = args[1];
            if (!set.is_known() || !element.is_known()) return value::unknown(type::boolean());
            if (!(set.type().element_type() == element.type())) return value::boolean(false);
            return value::boolean(contains_element(set.elements(), element));
        };
        define(table, "sethaselement", std::move(spec));
    }
    define(table, "setunion",
           set_function("Returns the union of all given sets.", false, set_union, true));
    define(table, "setintersection",
           set_function("Returns the intersection of all given sets.", false, set_intersection,
                        false));
    define(table, "setsubtract",
           set_function("Returns the relative complement of the two given sets.", true,
                        set_difference, false));
    define(table, "setsymmetricdifference",
           set_function("Returns the symmetric difference of the two given sets.", false,
                        set_symmetric_difference, false));
}

}  // namespace stdlib
HCL_END_NAMESPACE
