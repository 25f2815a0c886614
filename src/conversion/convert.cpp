// Conversion of values: a walk over the value and the target type together.
//
// The whole conversion is first classified by type alone; an impossible one
// fails with mismatch_message() for the outermost types (the reference's
// wording, which already names the nested attribute or element). What only
// the values can decide (a string that is no number, a map key that is
// missing, a list of the wrong length) fails during the walk, with the path
// of the value at fault.
#include "conversion/conversion_detail.hpp"
#include "values/value_access.hpp"
#include "number/range_message.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

namespace {

using detail::conversion_mode;

value index_key(std::size_t i) { return value::number(static_cast<std::int64_t>(i)); }

// A step into the value being converted. Only a failure reports the path,
// so steps stay this cheap until then; the names they view (attribute names
// of the target type, keys of the source value) outlive the conversion.
struct pending_step {
    enum class kind : std::uint8_t { attribute, index, key };
    pending_step::kind what;
    std::size_t index = 0;
    std::string_view name;

    static pending_step at_index(std::size_t i) { return {kind::index, i, {}}; }
    static pending_step at_key(std::string_view k) { return {kind::key, 0, k}; }
    static pending_step at_attribute(std::string_view n) { return {kind::attribute, 0, n}; }

    path_step to_path_step() const {
        switch (what) {
        case kind::attribute: return path_step::attribute(std::string(name));
        case kind::key: return path_step::index(value::string_nfc(name));
        case kind::index: break;
        }
        return path_step::index(index_key(index));
    }
};

// The conversions that only rename a value's type: a tuple as a list, or
// an object as a map, of `element`, a primitive type every member (known,
// not null) already has. The result shares the members; nullopt when the
// conversion is not one of these.
std::optional<value> shared_members_as(const value& v, const type& to, const type& element) {
    if (!element.is_primitive() || !v.is_known() || v.is_null()) return std::nullopt;
    const auto has_element_type = [&](const value& e) { return e.is_known() && !e.is_null() && e.type() == element; };
    if (to.is_list() && v.type().is_tuple() && v.length() > 0) {
        if (!std::all_of(v.elements().begin(), v.elements().end(), has_element_type)) return std::nullopt;
        return value::access::retyped(v, type::list(element));
    }
    if (to.is_map() && v.type().is_object() && v.length() > 0) {
        for (const auto& a : v.attributes()) {
            if (!has_element_type(a.second)) return std::nullopt;
        }
        return value::access::retyped(v, type::map(element));
    }
    return std::nullopt;
}

class value_converter {
public:
    explicit value_converter(conversion_mode mode) : mode_(mode) {}

    result<value> convert(const value& v, const type& to) {
        const type& from = v.type();
        if (to.is_dynamic() || from == to) return v;
        if (!v.is_known())
            return value::unknown(detail::replace_dynamic(from, to.without_optional_attributes()));
        if (v.is_null())
            return value::null(detail::replace_dynamic(from, to.without_optional_attributes()));
        switch (to.kind()) {
        case type_kind::string:
        case type_kind::number:
        case type_kind::boolean: return to_primitive(v, to);
        case type_kind::list:
        case type_kind::set:
            if (from.is_list() || from.is_set()) return collection_to_sequence(v, to);
            if (from.is_tuple()) return tuple_to_sequence(v, to);
            break;
        case type_kind::map:
            if (from.is_map() || from.is_object()) return to_map(v, to);
            break;
        case type_kind::object:
            if (from.is_object()) return object_to_object(v, to);
            if (from.is_map()) return map_to_object(v, to);
            break;
        case type_kind::tuple:
            if (from.is_tuple() || from.is_list() || from.is_set()) return to_tuple(v, to);
            break;
        default: break;
        }
        // Not reached for a classified conversion; kept as a safety net.
        return fail_here(mismatch_message(from, to));
    }

private:
    failure fail_here(std::string message) const {
        value_path path;
        path.reserve(path_.size());
        for (const auto& step : path_) path.push_back(step.to_path_step());
        return fail(std::move(message), std::move(path));
    }

    // Converts `v` one step deeper into the value.
    result<value> convert_at(const value& v, const type& to, pending_step step) {
        path_.push_back(step);
        auto r = convert(v, to);
        path_.pop_back();
        return r;
    }

    result<value> to_primitive(const value& v, const type& to) {
        const type& from = v.type();
        switch (to.kind()) {
        case type_kind::string:
            if (from.kind() == type_kind::number)
                return value::string_nfc(v.as_number().to_string());
            if (from.kind() == type_kind::boolean)
                return value::string_nfc(v.as_bool() ? "true" : "false");
            break;
        case type_kind::number:
            if (from.kind() == type_kind::string) {
                bool out_of_range = false;
                if (auto n = number::parse(v.as_string(), number::default_precision, &out_of_range))
                    return value::number(std::move(*n));
                if (out_of_range) return fail_here(detail::number_out_of_range_message);
                return fail_here("a number is required");
            }
            break;
        case type_kind::boolean:
            if (from.kind() == type_kind::string) return string_to_bool(v.as_string());
            break;
        default: break;
        }
        return fail_here(mismatch_message(from, to));
    }

    result<value> string_to_bool(std::string_view s) {
        if (s == "true" || s == "1") return value::boolean(true);
        if (s == "false" || s == "0") return value::boolean(false);
        std::string lower(s);
        std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) {
            return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
        });
        if (lower == "true" || lower == "false") {
            return fail_here("a bool is required; to convert from string, use lowercase \"" +
                             lower + "\"");
        }
        return fail_here("a bool is required");
    }

    // Elements converted for a list or set may still differ in type when
    // the target element type has dynamic parts (list(any) of objects of
    // different shapes): unify them once more.
    result<std::vector<value>> harmonize(std::vector<value> elems, bool keyed,
                                         std::span<const std::string> keys) {
        if (elems.size() < 2) return elems;
        const type& first = elems.front().type();
        if (std::all_of(elems.begin() + 1, elems.end(),
                        [&](const value& e) { return e.type() == first; })) {
            return elems;
        }
        std::vector<type> types;
        types.reserve(elems.size());
        for (const auto& e : elems) types.push_back(e.type());
        auto unified = detail::unify(types, mode_);
        if (!unified) return fail_here("cannot find a common base type for all elements");
        for (std::size_t i = 0; i < elems.size(); ++i) {
            auto step = keyed ? pending_step::at_key(keys[i]) : pending_step::at_index(i);
            auto r = convert_at(elems[i], *unified, step);
            if (!r) return r.error();
            elems[i] = std::move(r).value();
        }
        return elems;
    }

    static value make_sequence(const type& to, const type& element, std::vector<value> elems) {
        return to.is_set() ? value::set(element, std::move(elems))
                           : value::list(element, std::move(elems));
    }

    result<value> finish_sequence(const type& to, const type& empty_element,
                                  std::vector<value> elems) {
        if (elems.empty()) return make_sequence(to, empty_element, {});
        auto h = harmonize(std::move(elems), false, {});
        if (!h) return h.error();
        auto out = std::move(h).value();
        type element = out.front().type();
        return make_sequence(to, element, std::move(out));
    }

    // list or set -> list or set
    result<value> collection_to_sequence(const value& v, const type& to) {
        const type& from_element = v.type().element_type();
        const type& to_element = to.element_type();
        if (to.is_list() && v.type().is_set() && !v.is_wholly_known() && v.length() > 1) {
            // Unknown elements may coincide with others: the length of the
            // list is not known yet.
            return value::unknown(type::list(
                detail::replace_dynamic(from_element, to_element.without_optional_attributes())));
        }
        std::vector<value> out;
        out.reserve(v.length());
        std::size_t i = 0;
        for (const auto& e : v.elements()) {
            auto r = convert_at(e, to_element, pending_step::at_index(i++));
            if (!r) return r.error();
            out.push_back(std::move(r).value());
        }
        // An empty result keeps the source's element type rather than dynamic.
        const type empty =
            to_element.is_dynamic() ? from_element : to_element.without_optional_attributes();
        return finish_sequence(to, empty, std::move(out));
    }

    // tuple -> list or set
    result<value> tuple_to_sequence(const value& v, const type& to) {
        auto parts = v.type().tuple_elements();
        type element = to.element_type();
        if (parts.empty()) return make_sequence(to, element.without_optional_attributes(), {});
        if (element.is_dynamic()) {
            auto unified = detail::unify_elements(parts, mode_);
            if (!unified) return fail_here(mismatch_message(v.type(), to));
            element = std::move(*unified);
        }
        if (auto shared = shared_members_as(v, to, element)) return std::move(*shared);
        std::vector<value> out;
        out.reserve(parts.size());
        std::size_t i = 0;
        for (const auto& e : v.elements()) {
            auto r = convert_at(e, element, pending_step::at_index(i++));
            if (!r) return r.error();
            out.push_back(std::move(r).value());
        }
        return finish_sequence(to, element, std::move(out));
    }

    // map or object -> map
    result<value> to_map(const value& v, const type& to) {
        const type& from = v.type();
        type element = to.element_type();
        if (v.length() == 0) {
            if (element.is_dynamic() && from.is_map()) return value::map_empty(from.element_type());
            return value::map_empty(element.without_optional_attributes());
        }
        if (element.is_dynamic() && from.is_object()) {
            std::vector<type> parts;
            for (const auto& a : from.attributes()) parts.push_back(a.type);
            auto unified = detail::unify_elements(parts, mode_);
            if (!unified) return fail_here(mismatch_message(from, to));
            element = std::move(*unified);
        }
        if (auto shared = shared_members_as(v, to, element)) return std::move(*shared);
        std::vector<std::string> keys;
        std::vector<value> out;
        keys.reserve(v.length());
        out.reserve(v.length());
        for (const auto& [k, e] : v.attributes()) {
            auto r = convert_at(e, element, pending_step::at_key(k));
            if (!r) return r.error();
            keys.push_back(k);
            out.push_back(std::move(r).value());
        }
        auto h = harmonize(std::move(out), true, keys);
        if (!h) return h.error();
        auto converted = std::move(h).value();
        std::vector<value_attribute> entries;
        entries.reserve(converted.size());
        for (std::size_t i = 0; i < converted.size(); ++i)
            entries.emplace_back(std::move(keys[i]), std::move(converted[i]));
        type result_element = entries.front().second.type();
        return value::map(result_element, std::move(entries));
    }

    result<value> object_to_object(const value& v, const type& to) {
        // Attributes the target lacks are dropped; optional ones the source
        // lacks become null.
        std::vector<value_attribute> out;
        out.reserve(to.attributes().size());
        for (const auto& a : to.attributes()) {
            if (const value* source = v.find(a.name)) {
                auto r = convert_at(*source, a.type, pending_step::at_attribute(a.name));
                if (!r) return r.error();
                out.emplace_back(a.name, std::move(r).value());
            } else if (a.optional) {
                out.emplace_back(a.name, value::null(a.type.without_optional_attributes()));
            } else {
                return fail_here("attribute " + detail::quote(a.name) + " is required");
            }
        }
        return value::object(std::move(out));
    }

    result<value> map_to_object(const value& v, const type& to) {
        const type& element = v.type().element_type();
        std::vector<value_attribute> out;
        out.reserve(to.attributes().size());
        // Present keys first (keys the object lacks are dropped) ...
        for (const auto& [k, e] : v.attributes()) {
            const type* want = to.attribute_type(k);
            if (!want) continue;
            if (classify_conversion(element, *want) == conversion_safety::impossible) {
                // Only an optional attribute gets here: the map has the key.
                return fail_here("map element type is incompatible with attribute " +
                                 detail::quote(k) + ": " + mismatch_message(element, *want));
            }
            auto r = convert_at(e, *want, pending_step::at_key(k));
            if (!r) return r.error();
            out.emplace_back(k, std::move(r).value());
        }
        // ... then the attributes the map has no key for.
        for (const auto& a : to.attributes()) {
            if (v.find(a.name)) continue;
            if (!a.optional)
                return fail_here("map has no element for required attribute " +
                                 detail::quote(a.name));
            out.emplace_back(a.name, value::null(a.type.without_optional_attributes()));
        }
        return value::object(std::move(out));
    }

    // tuple, list or set -> tuple
    result<value> to_tuple(const value& v, const type& to) {
        auto targets = to.tuple_elements();
        if (!v.type().is_tuple()) {
            if (v.type().is_set() && !v.is_wholly_known() && v.length() > 1) {
                return value::unknown(detail::replace_dynamic(v.type(), to));
            }
            if (v.length() != targets.size()) {
                return fail_here("a tuple of " + std::to_string(targets.size()) + " element" +
                                 (targets.size() == 1 ? "" : "s") + " is required, but the " +
                                 (v.type().is_set() ? "set" : "list") + " has " +
                                 std::to_string(v.length()));
            }
        }
        std::vector<value> out;
        out.reserve(targets.size());
        std::size_t i = 0;
        for (const auto& e : v.elements()) {
            auto r = convert_at(e, targets[i], pending_step::at_index(i));
            if (!r) return r.error();
            out.push_back(std::move(r).value());
            ++i;
        }
        return value::tuple(std::move(out));
    }

    conversion_mode mode_;
    std::vector<pending_step> path_;
};

}  // namespace

namespace detail {

type replace_dynamic(const type& from, const type& to) {
    if (from.is_dynamic()) return to;
    switch (to.kind()) {
    case type_kind::dynamic: return from;
    case type_kind::list:
    case type_kind::set:
    case type_kind::map: {
        type element = to.element_type();
        if (from.is_collection()) {
            element = replace_dynamic(from.element_type(), element);
        } else if (from.is_tuple() || from.is_object()) {
            std::vector<type> parts;
            if (from.is_tuple()) {
                parts.assign(from.tuple_elements().begin(), from.tuple_elements().end());
            } else {
                for (const auto& a : from.attributes()) parts.push_back(a.type);
            }
            if (auto unified = unify(parts, conversion_mode::allow_unsafe))
                element = replace_dynamic(*unified, element);
        }
        if (to.is_list()) return type::list(element);
        if (to.is_set()) return type::set(element);
        return type::map(element);
    }
    case type_kind::object: {
        std::vector<std::pair<std::string, type>> attrs;
        attrs.reserve(to.attributes().size());
        for (const auto& a : to.attributes()) {
            const type* source = from.is_map() ? &from.element_type() : from.attribute_type(a.name);
            attrs.emplace_back(a.name, source ? replace_dynamic(*source, a.type) : a.type);
        }
        return type::object(std::move(attrs));
    }
    case type_kind::tuple: {
        auto targets = to.tuple_elements();
        std::vector<type> elems;
        elems.reserve(targets.size());
        for (std::size_t i = 0; i < targets.size(); ++i) {
            if (from.is_tuple() && i < from.tuple_elements().size()) {
                elems.push_back(replace_dynamic(from.tuple_elements()[i], targets[i]));
            } else if (from.is_list() || from.is_set()) {
                elems.push_back(replace_dynamic(from.element_type(), targets[i]));
            } else {
                elems.push_back(targets[i]);
            }
        }
        return type::tuple(std::move(elems));
    }
    default: return to;
    }
}

}  // namespace detail

namespace {

// shared_members_as() for a whole conversion, before it is classified (a
// renaming is always safe).
std::optional<value> retyped_as(const value& v, const type& to) {
    if (!to.is_collection()) return std::nullopt;
    return shared_members_as(v, to, to.element_type());
}

}  // namespace

result<value> convert(const value& v, const type& to) {
    if (to.is_dynamic() || v.type() == to) return v;
    if (auto same = retyped_as(v, to)) return std::move(*same);
    if (classify_conversion(v.type(), to) == conversion_safety::impossible) {
        return fail(mismatch_message(v.type(), to));
    }
    return value_converter(detail::conversion_mode::allow_unsafe).convert(v, to);
}

result<value> convert_safe(const value& v, const type& to) {
    if (to.is_dynamic() || v.type() == to) return v;
    if (auto same = retyped_as(v, to)) return std::move(*same);
    switch (classify_conversion(v.type(), to)) {
    case conversion_safety::impossible: return fail(mismatch_message(v.type(), to));
    case conversion_safety::unsafe:
        return fail("a safe conversion from " + v.type().friendly_name() + " to " +
                    to.friendly_name_for_constraint() +
                    " is required, and this one could fail or lose information");
    case conversion_safety::safe: break;
    }
    return value_converter(detail::conversion_mode::safe_only).convert(v, to);
}

std::optional<std::vector<value>> unify_values(std::span<const value> values) {
    std::vector<type> types;
    types.reserve(values.size());
    for (const auto& v : values) types.push_back(v.type());
    auto target = unify_unsafe(types);
    if (!target) return std::nullopt;
    std::vector<value> out;
    out.reserve(values.size());
    for (const auto& v : values) {
        auto r = convert(v, *target);
        if (!r) return std::nullopt;
        out.push_back(std::move(r).value());
    }
    return out;
}

HCL_END_NAMESPACE
