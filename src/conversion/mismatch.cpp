// Messages explaining why a type does not convert to another, worded as the
// reference (go-cty 1.12) words them, since applications show them verbatim.
#include "conversion/conversion_detail.hpp"

#include <algorithm>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE

namespace detail {

std::string quote(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    out += '"';
    for (char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\t': out += "\\t"; break;
        case '\r': out += "\\r"; break;
        default: out += c;
        }
    }
    out += '"';
    return out;
}

}  // namespace detail

namespace {

std::string required(const type& want) { return want.friendly_name_for_constraint() + " required"; }

std::string objects_message(const type& got, const type& want) {
    // Missing attributes are reported first, all of them; otherwise one
    // attribute whose type cannot convert at all, else one that only lacks
    // a safe conversion. Attributes are visited in name order.
    std::vector<std::string> missing;
    std::string impossible_attr;
    std::string unsafe_attr;
    for (const auto& a : want.attributes()) {
        const type* have = got.attribute_type(a.name);
        if (!have) {
            if (!a.optional) missing.push_back(a.name);
            continue;
        }
        if (*have == a.type) continue;
        auto level = classify_conversion(*have, a.type);
        if (level == conversion_safety::safe) continue;
        auto text = "attribute " + detail::quote(a.name) + ": " + mismatch_message(*have, a.type);
        if (level == conversion_safety::impossible && impossible_attr.empty())
            impossible_attr = text;
        if (unsafe_attr.empty()) unsafe_attr = std::move(text);
    }
    if (missing.size() == 1) return "attribute " + detail::quote(missing[0]) + " is required";
    if (missing.size() == 2) {
        return "attributes " + detail::quote(missing[0]) + " and " + detail::quote(missing[1]) +
               " are required";
    }
    if (!missing.empty()) {
        std::string list;
        for (std::size_t i = 0; i + 1 < missing.size(); ++i)
            list += detail::quote(missing[i]) + ", ";
        list += "and " + detail::quote(missing.back());
        return "attributes " + list + " are required";
    }
    if (!impossible_attr.empty()) return impossible_attr;
    if (!unsafe_attr.empty()) return unsafe_attr;
    return "incorrect object attributes";
}

std::string structural_to_collection_message(const type& got, const type& want) {
    if ((want.is_list() || want.is_set()) && !got.is_tuple()) return required(want);
    if (want.is_map() && !got.is_object()) return required(want);
    const type& element = want.element_type();
    if (got.is_tuple()) {
        auto elems = got.tuple_elements();
        for (std::size_t i = 0; i < elems.size(); ++i) {
            if (elems[i] == element ||
                classify_conversion(elems[i], element) != conversion_safety::impossible)
                continue;
            return "element " + std::to_string(i) + ": " + mismatch_message(elems[i], element);
        }
    } else {
        for (const auto& a : got.attributes()) {
            if (a.type == element ||
                classify_conversion(a.type, element) != conversion_safety::impossible)
                continue;
            return "element " + detail::quote(a.name) + ": " + mismatch_message(a.type, element);
        }
    }
    return "all elements must be " + element.friendly_name_for_constraint();
}

std::string collection_to_collection_message(const type& got, const type& want) {
    if ((want.is_list() || want.is_set()) && !(got.is_list() || got.is_set()))
        return required(want);
    if (want.is_map() && !got.is_map()) return required(want);
    const char* noun = want.is_list()  ? "list element type"
                       : want.is_set() ? "set element type"
                                       : "map element type";
    return std::string("incorrect ") + noun + ": " +
           mismatch_message(got.element_type(), want.element_type());
}

}  // namespace

std::string mismatch_message(const type& got, const type& want) {
    if (got.is_object() && want.is_object()) return objects_message(got, want);
    if (want.is_collection() && want.element_type().is_dynamic()) {
        // Only a failed search for a common element type gets here.
        if (got.is_tuple() && want.is_list()) return "all list elements must have the same type";
        if (got.is_tuple() && want.is_set()) return "all set elements must have the same type";
        if (got.is_object() && want.is_map()) return "all map elements must have the same type";
    }
    if (got.is_structural() && want.is_collection())
        return structural_to_collection_message(got, want);
    if (got.is_collection() && want.is_collection())
        return collection_to_collection_message(got, want);
    return required(want);
}

HCL_END_NAMESPACE
