// Collection functions that read elements: coalesce contains element
// hasindex index keys length lookup values.
//
// index and hasindex use the reference's value-level indexing, which is
// stricter than the `[ ]` operator: the key is never converted, so a list
// takes only a number and a map only a string.
#include "stdlib/collections_functions.hpp"
#include "stdlib/stdlib_support.hpp"

#include <hcl/convert.hpp>
#include <hcl/operations.hpp>

#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {

namespace {

const value unknown_bool = value::unknown(type::boolean());

// Whether `collection[key]` exists, without converting the key; an unknown
// bool when that cannot be known yet. `collection` is a list, map or tuple
// (or of the dynamic pseudo-type).
value raw_has_index(const value& collection, const value& key) {
    const type& t = collection.type();
    if (t.is_dynamic() || key.type().is_dynamic()) return unknown_bool;
    const type want_key = t.is_map() ? type::string() : type::number();
    if (!(key.type() == want_key)) return value::boolean(false);
    if (!key.is_known()) return unknown_bool;
    if (t.is_map()) {
        if (!collection.is_known()) return unknown_bool;
        return value::boolean(collection.find(key.as_string()) != nullptr);
    }
    if (t.is_list() && !collection.is_known()) return unknown_bool;
    const auto i = key.as_number().to_int64();
    if (!i || *i < 0) return value::boolean(false);
    const std::size_t size = t.is_tuple() ? t.tuple_elements().size() : collection.length();
    return value::boolean(static_cast<std::uint64_t>(*i) < size);
}

// The element at a key raw_has_index() found in a known collection.
value raw_index(const value& collection, const value& key) {
    if (collection.type().is_map()) return *collection.find(key.as_string());
    return collection.elements()[static_cast<std::size_t>(*key.as_number().to_int64())];
}

bool is_indexable(const type& t) {
    return t.is_tuple() || t.is_list() || t.is_map() || t.is_dynamic();
}

}  // namespace

function_spec hasindex_spec() {
    function_spec spec;
    spec.description =
        "Returns true if if the given collection can be indexed with the given key without "
        "producing an error, or "
        "false otherwise.";
    spec.parameters = {param("collection", type::dynamic(), allow_dynamic),
                       param("key", type::dynamic(), allow_dynamic)};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        if (!is_indexable(args[0].type()))
            return call_failed("collection must be a list, a map or a tuple");
        return type::boolean();
    };
    spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
        return raw_has_index(args[0], args[1]);
    };
    return spec;
}

function_spec index_spec() {
    function_spec spec;
    spec.description =
        "Returns the element with the given key from the given collection, or raises an error if "
        "there is no such "
        "element.";
    spec.parameters = {param("collection", type::dynamic()),
                       param("key", type::dynamic(), allow_dynamic)};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        const type& t = args[0].type();
        const value& key = args[1];
        const type& key_type = key.type();
        if (t.is_tuple()) {
            if (!(key_type == type::number()) && !key_type.is_dynamic()) {
                return call_failed("key for tuple must be number");
            }
            if (!key.is_known()) return type::dynamic();
            const auto i = to_go_int(key.as_number());
            if (!i) return call_failed("invalid key for tuple: " + int_range_message);
            const auto elements = t.tuple_elements();
            if (*i < 0 || static_cast<std::uint64_t>(*i) >= elements.size()) {
                return call_failed("key must be between 0 and " + std::to_string(elements.size()) +
                                   " inclusive");
            }
            return elements[static_cast<std::size_t>(*i)];
        }
        if (t.is_list()) {
            if (!(key_type == type::number()) && !key_type.is_dynamic()) {
                return call_failed("key for list must be number");
            }
            return t.element_type();
        }
        if (t.is_map()) {
            if (!(key_type == type::string()) && !key_type.is_dynamic()) {
                return call_failed("key for map must be string");
            }
            return t.element_type();
        }
        return call_failed("collection must be a list, a map or a tuple");
    };
    spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
        const value has = raw_has_index(args[0], args[1]);
        if (has.is_known() && !has.as_bool()) return call_failed("invalid index");
        return raw_index(args[0], args[1]);
    };
    return spec;
}

function_spec length_spec() {
    function_spec spec;
    spec.description = "Returns the number of elements in the given collection.";
    spec.parameters = {param("collection", type::dynamic(), allow_dynamic | allow_marked)};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        const type& t = args[0].type();
        if (!(is_indexable(t) || t.is_set()))
            return call_failed("collection must be a list, a map or a tuple");
        return type::number();
    };
    spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
        const value& c = args[0];
        if (c.type().is_tuple())
            return value::number(static_cast<std::int64_t>(c.type().tuple_elements().size()));
        if (!c.is_known()) return value::unknown(type::number());
        // An unknown element of a set may equal another one once known, so
        // the count is only certain when there is nothing to collapse with.
        if (c.type().is_set() && c.length() != 1 && !c.is_wholly_known())
            return value::unknown(type::number());
        return value::number(static_cast<std::int64_t>(c.length()));
    };
    return spec;
}

function_spec element_spec() {
    function_spec spec;
    spec.description =
        "Returns the element with the given index from the given list or tuple, applying the "
        "modulo operation to "
        "the given index if it's greater than the number of elements.";
    spec.parameters = {param("list", type::dynamic(), allow_marked),
                       param("index", type::number())};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        const value& index = args[1];
        if (index.is_known() && index.as_number().is_negative()) {
            return call_failed("cannot use element function with a negative index");
        }
        const type& t = args[0].type();
        if (t.is_list()) return t.element_type();
        if (t.is_tuple()) {
            // Each element may have its own type, so the index decides.
            if (!index.is_known()) return type::dynamic();
            const auto i = to_go_int(index.as_number());
            if (!i) return call_failed("invalid index: " + int_range_message);
            const auto elements = t.tuple_elements();
            if (elements.empty())
                return call_failed("cannot use element function with an empty list");
            return elements[static_cast<std::size_t>(*i %
                                                     static_cast<std::int64_t>(elements.size()))];
        }
        return call_failed("cannot read elements from " + t.friendly_name());
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        const auto i = to_go_int(args[1].as_number());
        if (!i) return call_failed("invalid index: " + int_range_message);
        if (*i < 0) return call_failed("cannot use element function with a negative index");
        const value& list = args[0];
        if (!list.is_known()) return value::unknown(result_type);
        const auto elements = list.elements();
        if (elements.empty()) return call_failed("cannot use element function with an empty list");
        return elements[static_cast<std::size_t>(*i % static_cast<std::int64_t>(elements.size()))];
    };
    return spec;
}

function_spec keys_spec() {
    function_spec spec;
    spec.description = "Returns a list of the keys of the given map in lexicographical order.";
    spec.parameters = {param(
        "inputMap", type::dynamic(), allow_unknown | allow_marked,
        "The map to extract keys from. May instead be an object-typed value, in which case the "
        "result is a tuple of the object attributes.")};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        const type& t = args[0].type();
        if (t.is_map()) return type::list(type::string());
        if (t.is_object())
            return type::tuple(std::vector<type>(t.attributes().size(), type::string()));
        return argument_error(0, "must have map or object type");
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        const value& m = args[0];
        std::vector<value> keys;
        if (m.type().is_object()) {
            // The names come from the type, so an unknown object has known keys.
            for (const auto& a : m.type().attributes()) keys.push_back(value::string_nfc(a.name));
            return value::tuple(std::move(keys));
        }
        if (!m.is_known()) return value::unknown(result_type);
        for (const auto& [k, v] : m.attributes()) keys.push_back(value::string_nfc(k));
        return make_list(type::string(), std::move(keys));
    };
    return spec;
}

function_spec values_spec() {
    function_spec spec;
    spec.description =
        "Returns the values of elements of a given map, or the values of attributes of a given "
        "object, in "
        "lexicographic order by key or attribute name.";
    spec.parameters = {param("mapping", type::dynamic(), allow_marked)};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        const type& t = args[0].type();
        if (t.is_map()) return type::list(t.element_type());
        if (t.is_object()) {
            std::vector<type> types;
            for (const auto& a : t.attributes()) types.push_back(a.type);
            return type::tuple(std::move(types));
        }
        return call_failed("values() requires a map as the first argument");
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        std::vector<value> values;
        for (const auto& [k, v] : args[0].attributes()) values.push_back(v);
        if (result_type.is_tuple()) return value::tuple(std::move(values));
        return make_list(result_type.element_type(), std::move(values));
    };
    return spec;
}

function_spec lookup_spec() {
    function_spec spec;
    spec.description =
        "Returns the value of the element with the given key from the given map, or returns the "
        "default value if "
        "there is no such element.";
    spec.parameters = {param("inputMap", type::dynamic(), allow_marked),
                       param("key", type::string(), allow_marked),
                       param("default", type::dynamic(), allow_marked)};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        const type& t = args[0].type();
        if (t.is_object()) {
            if (!args[1].is_known()) return type::dynamic();
            if (const type* attribute = t.attribute_type(args[1].as_string())) return *attribute;
            return args[2].type();
        }
        if (t.is_map()) {
            if (!convert(args[2], t.element_type())) {
                return argument_error(
                    2, "the default value must have the same type as the map elements");
            }
            return t.element_type();
        }
        return argument_error(0, "lookup() requires a map as the first argument");
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        const value& m = args[0];
        const auto key = args[1].as_string();
        if (!m.is_wholly_known()) return value::unknown(result_type);
        if (const value* found = m.find(key)) return *found;
        auto fallback = convert(args[2], result_type);
        if (!fallback) return fallback.error();
        return std::move(fallback).value();
    };
    return spec;
}

function_spec contains_spec() {
    function_spec spec;
    spec.description =
        "Returns true if the given value is a value in the given list, tuple, or set, or false "
        "otherwise.";
    spec.parameters = {param("list", type::dynamic()), param("value", type::dynamic())};
    spec.result_type = static_result_type(type::boolean());
    spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
        const value& list = args[0];
        if (!is_sequence_type(list.type()))
            return call_failed("argument must be list, tuple, or set");
        bool undecided = false;
        for (const auto& element : list.elements()) {
            const value same = equals(args[1], element);
            // An unknown comparison might still be decided by a later element.
            if (!same.is_known()) {
                undecided = true;
            } else if (same.as_bool()) {
                return value::boolean(true);
            }
        }
        if (undecided) return unknown_bool;
        return value::boolean(false);
    };
    return spec;
}

function_spec coalesce_spec() {
    function_spec spec;
    spec.description =
        "Returns the first of the given arguments that isn't null, or raises an error if there are "
        "no non-null "
        "arguments.";
    spec.variadic = param("vals", type::dynamic(), allow_unknown | allow_dynamic | allow_null);
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        std::vector<type> types;
        types.reserve(args.size());
        for (const auto& a : args) types.push_back(a.type());
        auto unified = unify_unsafe(types);
        if (!unified) return call_failed("all arguments must have the same type");
        return *unified;
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        for (const auto& a : args) {
            // An unknown argument might be null or not, so the choice waits.
            if (!a.is_known()) return value::unknown(result_type);
            if (a.is_null()) continue;
            auto converted = convert(a, result_type);
            if (!converted) return converted.error();
            return std::move(converted).value();
        }
        return call_failed("no non-null arguments");
    };
    return spec;
}

}  // namespace stdlib::detail
HCL_END_NAMESPACE
