// Length, indexing, attribute access and iteration (reference behaviour
// §1.8). Failure messages are the reference's diagnostic details and their
// summaries the reference's diagnostic summaries, because applications and
// tests match on them.
#include <hcl/operations.hpp>

#include <hcl/unicode.hpp>

#include "values/operations_support.hpp"

#include <cstdint>
#include <optional>

HCL_BEGIN_NAMESPACE

namespace {

constexpr const char* invalid_index = "Invalid index";
constexpr const char* unsupported_attribute = "Unsupported attribute";
constexpr const char* no_element = "The given key does not identify an element in this collection value";

failure index_failure(std::string detail) { return fail(std::move(detail), {}, invalid_index); }

failure key_failure(std::string_view reason) {
    return index_failure(std::string(no_element) + ": " + std::string(reason) + ".");
}

// The key conversions indexing performs (the unsafe string → number one
// included, so that list["0"] works).
result<value> key_as_number(const value& key) {
    switch (key.type().kind()) {
    case type_kind::number: return key;
    case type_kind::string: {
        if (!key.is_known()) return value::unknown(type::number());
        auto n = number::parse(key.as_string());
        if (!n) return fail("a number is required");
        return value::number(std::move(*n));
    }
    default: return fail("number required");
    }
}

result<value> key_as_string(const value& key) {
    switch (key.type().kind()) {
    case type_kind::string: return key;
    case type_kind::number:
        if (!key.is_known()) return value::unknown(type::string());
        return value::string_nfc(key.as_number().to_string());
    case type_kind::boolean:
        if (!key.is_known()) return value::unknown(type::string());
        return value::string_nfc(key.as_bool() ? "true" : "false");
    default: return fail("string required");
    }
}

enum class presence : std::uint8_t { absent, present, undecided };

// Whether a list, tuple or map has an element at an already converted key.
presence element_presence(const value& collection, const value& key) {
    const auto& t = collection.type();
    if (!key.is_known()) return presence::undecided;
    if (t.is_map()) {
        if (!collection.is_known()) return presence::undecided;
        return collection.find(key.as_string()) ? presence::present : presence::absent;
    }
    // A tuple's length is part of its type, so an unknown tuple still knows
    // which indices exist.
    if (t.is_list() && !collection.is_known()) return presence::undecided;
    const auto i = key.as_number().to_int64();
    if (!i || *i < 0) return presence::absent;
    const auto size = t.is_tuple() ? t.tuple_elements().size() : collection.length();
    return static_cast<std::uint64_t>(*i) < size ? presence::present : presence::absent;
}

// Why a whole-number-keyed lookup found nothing, in the reference's words.
failure sequence_index_failure(const value& collection, const number& key) {
    if (!key.is_integer()) {
        return key_failure("indexing a sequence requires a whole number, but the given index has a fractional part");
    }
    if (key.is_negative()) return key_failure("a negative number is not a valid index for a sequence");
    const auto& t = collection.type();
    if (t.is_tuple() || collection.is_known()) {
        const auto size = t.is_tuple() ? t.tuple_elements().size() : collection.length();
        // Only an index exactly at the length gets the specific text; larger
        // ones get the generic one, as in the reference.
        if (key == number::from_uint(size)) {
            if (size == 0) return key_failure("the collection has no elements");
            return key_failure("the given index is greater than or equal to the length of the collection");
        }
    }
    return index_failure(std::string(no_element) + ".");
}

result<value> index_sequence_or_map(const value& collection, const value& raw_key) {
    const auto& t = collection.type();
    auto key = t.is_map() ? key_as_string(raw_key) : key_as_number(raw_key);
    if (!key) return key_failure(key.error().message);
    switch (element_presence(collection, *key)) {
    case presence::undecided: return t.is_tuple() ? value::dynamic() : value::unknown(t.element_type());
    case presence::absent:
        if (!t.is_map()) return sequence_index_failure(collection, key->as_number());
        return index_failure(std::string(no_element) + ".");
    case presence::present: break;
    }
    if (t.is_map()) {
        if (!collection.is_known()) return value::unknown(t.element_type());
        return *collection.find(key->as_string());
    }
    const auto i = static_cast<std::size_t>(*key->as_number().to_int64());
    if (!collection.is_known()) return value::unknown(t.tuple_elements()[i]);
    return collection.elements()[i];
}

result<value> index_object(const value& collection, const value& raw_key) {
    const bool was_number = raw_key.type().kind() == type_kind::number;
    auto key = key_as_string(raw_key);
    if (!key) return key_failure(key.error().message);
    if (!key->is_known()) return value::dynamic();
    const auto name = key->as_string();
    const auto* attribute_type = collection.type().attribute_type(name);
    if (!attribute_type) {
        std::string detail = std::string(no_element) + ".";
        if (was_number) detail += " An object only supports looking up attributes by name, not by numeric index.";
        return index_failure(std::move(detail));
    }
    if (!collection.is_known()) return value::unknown(*attribute_type);
    return *collection.find(name);
}

std::string go_quoted(std::string_view s) {
    // Attribute names in these messages are quoted the way the reference
    // quotes them; names are identifiers in practice, so only the basic
    // escapes matter.
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    out += '"';
    return out;
}

}  // namespace

result<value> length(const value& v) {
    if (v.is_null()) return fail("argument must not be null");
    const auto& t = v.type();
    switch (t.kind()) {
    case type_kind::dynamic: return value::unknown(type::number());
    // Structural types know their length from the type alone.
    case type_kind::tuple: return value::number(static_cast<std::int64_t>(t.tuple_elements().size()));
    case type_kind::object: return value::number(static_cast<std::int64_t>(t.attributes().size()));
    case type_kind::string:
        if (!v.is_known()) return value::unknown(type::number());
        return value::number(static_cast<std::int64_t>(unicode::grapheme_count(v.as_string())));
    case type_kind::list:
    case type_kind::map:
        if (!v.is_known()) return value::unknown(type::number());
        return value::number(static_cast<std::int64_t>(v.length()));
    case type_kind::set:
        if (!v.is_known()) return value::unknown(type::number());
        // Unknown elements may turn out equal to others and collapse, so the
        // count is only certain when there is nothing to collapse with.
        if (v.length() == 1 || v.is_wholly_known()) return value::number(static_cast<std::int64_t>(v.length()));
        return value::unknown(type::number());
    default: break;
    }
    return fail("argument must be a string, a collection or a structure, not " + t.friendly_name());
}

result<value> index(const value& collection, const value& key) {
    if (collection.is_null()) {
        return fail("This value is null, so it does not have any indices.", {}, "Attempt to index null value");
    }
    if (key.is_null()) return index_failure("Can't use a null value as an indexing key.");
    const auto& t = collection.type();
    if (key.type().is_dynamic() || t.is_dynamic()) return value::dynamic();
    switch (t.kind()) {
    case type_kind::list:
    case type_kind::tuple:
    case type_kind::map: return index_sequence_or_map(collection, key);
    case type_kind::object: return index_object(collection, key);
    case type_kind::set:
        return index_failure(
            "Elements of a set are identified only by their value and don't have any separate index or key to "
            "select with, so it's only possible to perform operations across all elements of the set.");
    default: return index_failure("This value does not have any indices.");
    }
}

result<value> get_attribute(const value& v, std::string_view raw_name) {
    if (v.is_null()) {
        return fail("This value is null, so it does not have any attributes.", {},
                    "Attempt to get attribute from null value");
    }
    const std::string name = unicode::is_ascii(raw_name) ? std::string(raw_name) : unicode::to_nfc(raw_name);
    const auto& t = v.type();
    switch (t.kind()) {
    case type_kind::dynamic: return value::dynamic();
    case type_kind::object: {
        const auto* attribute_type = t.attribute_type(name);
        if (!attribute_type) {
            return fail("This object does not have an attribute named " + go_quoted(name) + ".", {},
                        unsupported_attribute);
        }
        if (!v.is_known()) return value::unknown(*attribute_type);
        return *v.find(name);
    }
    case type_kind::map: {
        if (!v.is_known()) return value::unknown(t.element_type());
        if (const auto* element = v.find(name)) return *element;
        return fail("This map does not have an element with the key " + go_quoted(name) + ".", {},
                    "Missing map element");
    }
    case type_kind::list:
        if (t.element_type().is_object()) {
            if (t.element_type().has_attribute(name)) {
                return fail("Can't access attributes on a list of objects. Did you mean to access attribute " +
                                go_quoted(name) +
                                " for a specific element of the list, or across all elements of the list?",
                            {}, unsupported_attribute);
            }
            return fail("Can't access attributes on a list of objects. Did you mean to access an attribute for a "
                        "specific element of the list, or across all elements of the list?",
                        {}, unsupported_attribute);
        }
        break;
    case type_kind::set:
        if (t.element_type().is_object()) {
            return fail("Can't access attributes on a set of objects. Did you mean to access an attribute across "
                        "all elements of the set?",
                        {}, unsupported_attribute);
        }
        break;
    case type_kind::string:
    case type_kind::number:
    case type_kind::boolean:
        return fail("Can't access attributes on a primitive-typed value (" + t.friendly_name() + ").", {},
                    unsupported_attribute);
    default: break;
    }
    return fail("This value does not have any attributes.", {}, unsupported_attribute);
}

value has_index(const value& collection, const value& key) {
    const auto unknown_bool = value::unknown(type::boolean());
    if (collection.type().is_dynamic() || key.type().is_dynamic()) {
        // A null collection or key fails whatever its type turns out to be.
        if (collection.is_null() || key.is_null()) return value::boolean(false);
        return unknown_bool;
    }
    if (collection.is_null() || key.is_null()) return value::boolean(false);
    const auto& t = collection.type();
    if (t.is_object()) {
        auto k = key_as_string(key);
        if (!k) return value::boolean(false);
        if (!k->is_known()) return unknown_bool;
        return value::boolean(t.has_attribute(k->as_string()));
    }
    if (!t.is_list() && !t.is_tuple() && !t.is_map()) return value::boolean(false);
    auto k = t.is_map() ? key_as_string(key) : key_as_number(key);
    if (!k) return value::boolean(false);
    switch (element_presence(collection, *k)) {
    case presence::present: return value::boolean(true);
    case presence::absent: return value::boolean(false);
    case presence::undecided: break;
    }
    return unknown_bool;
}

bool for_each_element(const value& collection,
                      const std::function<void(const value& key, const value& element)>& visit) {
    if (!collection.is_known() || collection.is_null()) return false;
    switch (collection.type().kind()) {
    case type_kind::list:
    case type_kind::tuple: {
        std::int64_t i = 0;
        for (const auto& e : collection.elements()) visit(value::number(i++), e);
        return true;
    }
    case type_kind::set:
        for (const auto& e : collection.elements()) visit(e, e);
        return true;
    case type_kind::map:
    case type_kind::object:
        for (const auto& [k, e] : collection.attributes()) visit(value::string_nfc(std::string_view(k)), e);
        return true;
    default: return false;
    }
}

HCL_END_NAMESPACE
