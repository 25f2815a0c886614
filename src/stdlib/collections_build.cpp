// Collection functions that build new structures: merge setproduct zipmap.
#include "stdlib/collections_functions.hpp"
#include "stdlib/stdlib_support.hpp"

#include <hcl/convert.hpp>

#include <map>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {

function_spec merge_spec() {
    function_spec spec;
    spec.description =
        "Merges all of the elements from the given maps into a single map, or the attributes from "
        "given objects "
        "into a single object.";
    spec.variadic = param("maps", type::dynamic(), allow_dynamic | allow_null | allow_marked);
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        if (args.empty()) return type::empty_object();
        std::map<std::string, type> attributes;
        bool all_same_type = true;
        bool attributes_known = true;
        for (const auto& a : args) {
            const type& t = a.type();
            if (t.is_dynamic()) return type::dynamic();
            if (!t.is_map() && !t.is_object()) {
                return call_failed("arguments must be maps or objects, got " +
                                   go_quote(t.friendly_name()));
            }
            if (t.is_object() && !a.is_null()) {
                for (const auto& attr : t.attributes()) attributes[attr.name] = attr.type;
            } else if (t.is_map() && !a.is_null()) {
                if (a.is_known()) {
                    for (const auto& [k, v] : a.attributes()) attributes[k] = t.element_type();
                } else {
                    // An unknown map's keys are unknown too.
                    attributes_known = false;
                }
            }
            if (!(t == args[0].type())) all_same_type = false;
        }
        if (all_same_type) return args[0].type();
        if (!attributes_known) return type::dynamic();
        return type::object(
            std::vector<std::pair<std::string, type>>(attributes.begin(), attributes.end()));
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        std::map<std::string, value> merged;  // later arguments win
        for (const auto& a : args) {
            if (a.is_null()) continue;
            for (const auto& [k, v] : a.attributes()) merged.insert_or_assign(k, v);
        }
        std::vector<value_attribute> entries(merged.begin(), merged.end());
        if (result_type.is_map()) return value::map(result_type.element_type(), std::move(entries));
        return value::object(std::move(entries));
    };
    return spec;
}

function_spec zipmap_spec() {
    function_spec spec;
    spec.description =
        "Constructs a map from a list of keys and a corresponding list of values, which must both "
        "be of the same "
        "length.";
    spec.parameters = {param("keys", type::list(type::string()), allow_marked),
                       param("values", type::dynamic(), allow_marked)};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        const value& keys = args[0];
        const type& values_type = args[1].type();
        if (values_type.is_list()) return type::map(values_type.element_type());
        if (values_type.is_tuple()) {
            // The attribute names are the keys, so they must all be known.
            if (!keys.is_wholly_known()) return type::dynamic();
            const auto names = keys.elements();
            const auto types = values_type.tuple_elements();
            if (names.size() != types.size()) {
                return call_failed("number of keys (" + std::to_string(names.size()) +
                                   ") does not match number of values (" +
                                   std::to_string(types.size()) + ")");
            }
            std::vector<std::pair<std::string, type>> attributes;
            for (std::size_t i = 0; i < names.size(); ++i) {
                if (names[i].is_null()) {
                    return call_failed("keys list has null value at index " + std::to_string(i));
                }
                attributes.emplace_back(std::string(names[i].as_string()), types[i]);
            }
            return type::object(std::move(attributes));
        }
        return call_failed("values argument must be a list or tuple value");
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        const value& keys = args[0];
        const value& values = args[1];
        if (!keys.is_wholly_known()) return value::unknown(result_type);
        const auto names = keys.elements();
        const auto elements = values.elements();
        if (names.size() != elements.size()) {
            return call_failed("number of keys (" + std::to_string(names.size()) +
                               ") does not match number of values (" +
                               std::to_string(elements.size()) + ")");
        }
        std::vector<value_attribute> entries;
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (names[i].is_null())
                return call_failed("keys list has null value at index " + std::to_string(i));
            entries.emplace_back(std::string(names[i].as_string()), elements[i]);
        }
        if (result_type.is_map()) return value::map(result_type.element_type(), std::move(entries));
        return value::object(std::move(entries));
    };
    return spec;
}

namespace {

// Guards against products too large to hold in memory, which the
// reference would try to build anyway.
constexpr std::size_t max_product_elements = 1u << 24;

}  // namespace

function_spec setproduct_spec() {
    function_spec spec;
    spec.description = "Calculates the cartesian product of two or more sets.";
    spec.variadic = param(
        "sets", type::dynamic(), allow_marked,
        "The sets to consider. Also accepts lists and tuples, and if all arguments are of list or "
        "tuple type then the result will preserve the input ordering");
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        if (args.size() < 2) return call_failed("at least two arguments are required");
        std::size_t sequences = 0;
        std::vector<type> element_types;
        for (std::size_t i = 0; i < args.size(); ++i) {
            const type& t = args[i].type();
            if (t.is_set()) {
                element_types.push_back(t.element_type());
            } else if (t.is_list()) {
                element_types.push_back(t.element_type());
                ++sequences;
            } else if (t.is_tuple()) {
                const auto elements = t.tuple_elements();
                if (elements.empty()) {
                    element_types.push_back(type::dynamic());
                } else {
                    // A tuple takes part when its elements have a common type.
                    auto unified = unify_unsafe(elements);
                    if (!unified) return argument_error(i, "all elements must be of the same type");
                    element_types.push_back(*unified);
                }
                ++sequences;
            } else {
                return argument_error(i, "a set or a list is required");
            }
        }
        const type product = type::tuple(std::move(element_types));
        // Only all-sequence arguments have an order worth keeping.
        if (sequences == args.size()) return type::list(product);
        return type::set(product);
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        const type& product_type = result_type.element_type();
        const auto element_types = product_type.tuple_elements();
        std::size_t total = 1;
        bool length_unknown = false;
        for (const auto& a : args) {
            // A set whose unknown elements may collapse has no known length.
            if (a.type().is_set() && a.length() > 1 && !a.is_wholly_known()) {
                length_unknown = true;
                continue;
            }
            const std::size_t n = a.length();
            if (n != 0 && total > max_product_elements / n) {
                return call_failed("the product has too many elements (more than " +
                                   std::to_string(max_product_elements) + ")");
            }
            total *= n;
        }
        if (length_unknown) return value::unknown(result_type);
        if (total == 0) {
            if (result_type.is_list()) return value::list_empty(product_type);
            return value::set_empty(product_type);
        }
        // Every argument's elements, converted to its part of the product type.
        std::vector<std::vector<value>> parts(args.size());
        for (std::size_t j = 0; j < args.size(); ++j) {
            for (const auto& e : args[j].elements()) {
                if (e.type() == element_types[j]) {
                    parts[j].push_back(e);
                    continue;
                }
                auto converted = convert(e, element_types[j]);
                if (!converted) return converted.error();
                parts[j].push_back(std::move(converted).value());
            }
        }
        std::vector<value> products;
        products.reserve(total);
        std::vector<std::size_t> position(args.size(), 0);
        for (std::size_t i = 0; i < total; ++i) {
            std::vector<value> tuple;
            tuple.reserve(args.size());
            for (std::size_t j = 0; j < args.size(); ++j) tuple.push_back(parts[j][position[j]]);
            products.push_back(value::tuple(std::move(tuple)));
            // Advance like an odometer: the last argument varies fastest.
            for (std::size_t j = args.size(); j-- > 0;) {
                if (++position[j] < parts[j].size()) break;
                position[j] = 0;
            }
        }
        if (result_type.is_list()) return value::list(product_type, std::move(products));
        return value::set(product_type, std::move(products));
    };
    return spec;
}

}  // namespace stdlib::detail
HCL_END_NAMESPACE
