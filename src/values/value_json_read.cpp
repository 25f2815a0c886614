// Decoding types and values from JSON (reference behaviour §8.5): type
// descriptions, type-guided value decoding, and the type a JSON text implies.
#include <hcl/value_json.hpp>

#include <hcl/unicode.hpp>

#include "values/value_json_dom.hpp"
#include "number/range_message.hpp"

#include <optional>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

namespace {

using detail::json_kind;
using detail::json_node;

std::string nfc(std::string_view s) { return unicode::is_ascii(s) ? std::string(s) : unicode::to_nfc(s); }

// --- types ---------------------------------------------------------------------

result<type> type_from_node(const json_node& n) {
    if (n.kind == json_kind::string) {
        if (n.text == "string") return type::string();
        if (n.text == "number") return type::number();
        if (n.text == "bool") return type::boolean();
        if (n.text == "dynamic") return type::dynamic();
        return fail("invalid primitive type name \"" + n.text + "\"");
    }
    if (n.kind != json_kind::array) return fail("invalid type description");
    if (n.items.empty() || n.items[0].kind != json_kind::string) return fail("invalid complex type kind name");
    const auto& kind = n.items[0].text;
    const auto& args = n.items;
    if (kind == "list" || kind == "map" || kind == "set") {
        if (args.size() != 2) return fail("a " + kind + " type description needs exactly one element type");
        auto element = type_from_node(args[1]);
        if (!element) return element;
        if (kind == "list") return type::list(*element);
        if (kind == "map") return type::map(*element);
        return type::set(*element);
    }
    if (kind == "tuple") {
        if (args.size() != 2 || args[1].kind != json_kind::array) return fail("invalid tuple type description");
        std::vector<type> elements;
        for (const auto& e : args[1].items) {
            auto t = type_from_node(e);
            if (!t) return t;
            elements.push_back(std::move(*t));
        }
        return type::tuple(std::move(elements));
    }
    if (kind == "object") {
        if ((args.size() != 2 && args.size() != 3) || args[1].kind != json_kind::object) {
            return fail("invalid object type description");
        }
        std::vector<std::pair<std::string, type>> attributes;
        for (const auto& [name, a] : args[1].members) {
            auto t = type_from_node(a);
            if (!t) return t;
            attributes.emplace_back(nfc(name), std::move(*t));
        }
        std::vector<std::string> optional;
        if (args.size() == 3) {
            if (args[2].kind != json_kind::array) return fail("optional attributes must be an array of names");
            for (const auto& o : args[2].items) {
                if (o.kind != json_kind::string) return fail("optional attributes must be an array of names");
                const auto name = nfc(o.text);
                bool present = false;
                for (const auto& a : attributes) present = present || a.first == name;
                if (!present) return fail("optional attribute \"" + o.text + "\" is not an attribute of the object");
                optional.push_back(name);
            }
        }
        return type::object(std::move(attributes), optional);
    }
    return fail("invalid complex type kind name");
}

// --- values --------------------------------------------------------------------

class value_reader {
public:
    result<value> read(const json_node& n, const type& t) {
        if (n.kind == json_kind::null) return value::null(t);
        switch (t.kind()) {
        case type_kind::dynamic: return read_wrapped(n);
        case type_kind::string: return read_string(n);
        case type_kind::number: return read_number(n);
        case type_kind::boolean: return read_bool(n);
        case type_kind::list:
        case type_kind::set: return read_collection(n, t);
        case type_kind::map: return read_map(n, t);
        case type_kind::tuple: return read_tuple(n, t);
        case type_kind::object: return read_object(n, t);
        case type_kind::capsule: break;
        }
        return here("capsule values cannot be decoded from JSON");
    }

private:
    failure here(std::string message) const { return fail(std::move(message), path_); }

    result<value> read_string(const json_node& n) {
        switch (n.kind) {
        case json_kind::string: return value::string(n.text);
        case json_kind::number: return value::string_nfc(n.text);  // the number's text, as written
        case json_kind::boolean: return value::string_nfc(n.boolean ? "true" : "false");
        default: return here("string is required");
        }
    }

    result<value> read_number(const json_node& n) {
        if (n.kind != json_kind::number && n.kind != json_kind::string) return here("number is required");
        bool out_of_range = false;
        auto parsed = number::parse(n.text, number::default_precision, &out_of_range);
        if (!parsed) return here(out_of_range ? detail::number_out_of_range_message : "a number is required");
        return value::number(std::move(*parsed));
    }

    result<value> read_bool(const json_node& n) {
        if (n.kind == json_kind::boolean) return value::boolean(n.boolean);
        if (n.kind != json_kind::string) return here("bool is required");
        if (n.text == "true" || n.text == "1") return value::boolean(true);
        if (n.text == "false" || n.text == "0") return value::boolean(false);
        std::string lower = n.text;
        for (auto& c : lower) {
            if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        }
        if (lower == "true" || lower == "false") {
            return here("a bool is required; to convert from string, use lowercase \"" + lower + "\"");
        }
        return here("a bool is required");
    }

    // Elements decoded for a type with dynamic parts may come out with
    // different concrete types, which no list, set or map can hold.
    std::optional<failure> check_same_types(const std::vector<value>& elements, const char* what) const {
        for (const auto& e : elements) {
            if (!(e.type() == elements.front().type())) {
                return here(std::string("all ") + what + " elements must have the same type");
            }
        }
        return std::nullopt;
    }

    result<value> read_collection(const json_node& n, const type& t) {
        const bool is_set = t.is_set();
        if (n.kind != json_kind::array) return here("missing expected [");
        std::vector<value> elements;
        elements.reserve(n.items.size());
        for (std::size_t i = 0; i < n.items.size(); ++i) {
            path_.push_back(path_step::index(is_set ? value::unknown(t.element_type())
                                                    : value::number(static_cast<std::int64_t>(i))));
            auto e = read(n.items[i], t.element_type());
            if (!e) return e;
            path_.pop_back();
            elements.push_back(std::move(*e));
        }
        if (elements.empty()) return is_set ? value::set_empty(t.element_type()) : value::list_empty(t.element_type());
        if (auto f = check_same_types(elements, is_set ? "set" : "list")) return std::move(*f);
        return is_set ? value::set(std::move(elements)) : value::list(std::move(elements));
    }

    result<value> read_map(const json_node& n, const type& t) {
        if (n.kind != json_kind::object) return here("missing expected {");
        std::vector<value_attribute> entries;
        entries.reserve(n.members.size());
        for (const auto& [k, m] : n.members) {
            path_.push_back(path_step::index(value::string(k)));
            auto e = read(m, t.element_type());
            if (!e) return e;
            path_.pop_back();
            entries.emplace_back(k, std::move(*e));
        }
        if (entries.empty()) return value::map_empty(t.element_type());
        std::vector<value> elements;
        for (const auto& e : entries) elements.push_back(e.second);
        if (auto f = check_same_types(elements, "map")) return std::move(*f);
        return value::map(std::move(entries));  // a repeated key keeps the last, as in the reference
    }

    result<value> read_tuple(const json_node& n, const type& t) {
        if (n.kind != json_kind::array) return here("missing expected [");
        const auto types = t.tuple_elements();
        if (n.items.size() > types.size()) return here("too many tuple elements (need " + std::to_string(types.size()) + ")");
        if (n.items.size() < types.size()) {
            return here("not enough tuple elements (need " + std::to_string(types.size()) + ")");
        }
        std::vector<value> elements;
        elements.reserve(types.size());
        for (std::size_t i = 0; i < types.size(); ++i) {
            path_.push_back(path_step::index(value::number(static_cast<std::int64_t>(i))));
            auto e = read(n.items[i], types[i]);
            if (!e) return e;
            path_.pop_back();
            elements.push_back(std::move(*e));
        }
        return value::tuple(std::move(elements));
    }

    result<value> read_object(const json_node& n, const type& t) {
        if (n.kind != json_kind::object) return here("missing expected {");
        std::vector<value_attribute> attributes;
        attributes.reserve(t.attributes().size());
        for (const auto& [raw_name, m] : n.members) {
            auto name = nfc(raw_name);
            const type* attribute_type = t.attribute_type(name);
            if (!attribute_type) return here("unsupported attribute \"" + raw_name + "\"");
            path_.push_back(path_step::attribute(name));
            auto e = read(m, *attribute_type);
            if (!e) return e;
            path_.pop_back();
            attributes.emplace_back(std::move(name), std::move(*e));  // a repeated name keeps the last
        }
        std::unordered_set<std::string> given;
        for (const auto& a : attributes) given.insert(a.first);
        for (const auto& a : t.attributes()) {
            if (!given.contains(a.name)) attributes.emplace_back(a.name, value::null(a.type));
        }
        return value::object(std::move(attributes));
    }

    result<value> read_wrapped(const json_node& n) {
        if (n.kind != json_kind::object) return here("missing expected {");
        const json_node* type_node = nullptr;
        const json_node* value_node = nullptr;
        for (const auto& [k, m] : n.members) {
            if (k == "type") {
                type_node = &m;
            } else if (k == "value") {
                value_node = &m;
            } else {
                return here("invalid key \"" + k + "\" in dynamically-typed value");
            }
        }
        if (!type_node) return here("missing type in dynamically-typed value");
        if (!value_node) return here("missing value in dynamically-typed value");
        auto t = type_from_node(*type_node);
        if (!t) return here("failed to decode type for dynamic value: " + t.error().message);
        return read(*value_node, *t);
    }

    value_path path_;
};

type implied_type(const json_node& n) {
    switch (n.kind) {
    case json_kind::null: return type::dynamic();
    case json_kind::boolean: return type::boolean();
    case json_kind::number: return type::number();
    case json_kind::string: return type::string();
    case json_kind::array: {
        std::vector<type> elements;
        elements.reserve(n.items.size());
        for (const auto& e : n.items) elements.push_back(implied_type(e));
        return type::tuple(std::move(elements));
    }
    case json_kind::object: {
        std::vector<std::pair<std::string, type>> attributes;
        attributes.reserve(n.members.size());
        for (const auto& [k, m] : n.members) attributes.emplace_back(k, implied_type(m));
        return type::object(std::move(attributes));  // a repeated name keeps the last
    }
    }
    return type::dynamic();
}

}  // namespace

result<type> type_from_json(std::string_view json) {
    auto doc = detail::parse_json(json);
    if (!doc) return doc.error();
    return type_from_node(*doc);
}

result<value> value_from_json(std::string_view json, const type& t) {
    auto doc = detail::parse_json(json);
    if (!doc) return doc.error();
    value_reader reader;
    return reader.read(*doc, t);
}

result<type> implied_type_from_json(std::string_view json) {
    auto doc = detail::parse_json(json);
    if (!doc) return doc.error();
    return implied_type(*doc);
}

result<value> value_from_json(std::string_view json) {
    auto doc = detail::parse_json(json);
    if (!doc) return doc.error();
    value_reader reader;
    return reader.read(*doc, implied_type(*doc));
}

HCL_END_NAMESPACE
