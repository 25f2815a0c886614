// Encoding types and values as JSON (reference behaviour §8.5). Written by
// hand rather than through nlohmann/json so numbers keep their exact text.
#include <hcl/value_json.hpp>

#include "values/value_json_dom.hpp"

#include <optional>
#include <string>

HCL_BEGIN_NAMESPACE

namespace {

bool append_type(std::string& out, const type& t) {
    switch (t.kind()) {
    case type_kind::dynamic: out += "\"dynamic\""; return true;
    case type_kind::string: out += "\"string\""; return true;
    case type_kind::number: out += "\"number\""; return true;
    case type_kind::boolean: out += "\"bool\""; return true;
    case type_kind::list:
    case type_kind::map:
    case type_kind::set:
        out += t.is_list() ? "[\"list\"," : t.is_map() ? "[\"map\"," : "[\"set\",";
        if (!append_type(out, t.element_type())) return false;
        out += ']';
        return true;
    case type_kind::object: {
        out += "[\"object\",{";
        bool first = true;
        for (const auto& a : t.attributes()) {  // sorted bytewise already
            if (!first) out += ',';
            first = false;
            detail::append_json_string(out, a.name);
            out += ':';
            if (!append_type(out, a.type)) return false;
        }
        out += '}';
        if (t.has_optional_attributes()) {
            out += ",[";
            first = true;
            for (const auto& a : t.attributes()) {
                if (!a.optional) continue;
                if (!first) out += ',';
                first = false;
                detail::append_json_string(out, a.name);
            }
            out += ']';
        }
        out += ']';
        return true;
    }
    case type_kind::tuple: {
        out += "[\"tuple\",[";
        bool first = true;
        for (const auto& e : t.tuple_elements()) {
            if (!first) out += ',';
            first = false;
            if (!append_type(out, e)) return false;
        }
        out += "]]";
        return true;
    }
    case type_kind::capsule: return false;
    }
    return false;
}

class value_writer {
public:
    explicit value_writer(const json_options& options) : options_(options) {}

    std::string out;

    // Appends `v` guided by `t`; on failure returns the reason, with the
    // path to the offending part (built on the way out, so a value that
    // writes cleanly costs no path at all).
    std::optional<failure> write(const value& v, const type& t) {
        if (t.is_dynamic() && !v.type().is_dynamic()) return write_wrapped(v);
        if (v.is_null()) {
            out += "null";
            return std::nullopt;
        }
        if (!v.is_known()) return fail("value is not known");
        switch (t.kind()) {
        case type_kind::string: detail::append_json_string(out, v.as_string()); return std::nullopt;
        case type_kind::number: {
            const auto& n = v.as_number();
            if (n.is_infinite()) return fail("cannot serialize infinity as JSON");
            out += n.to_string();
            return std::nullopt;
        }
        case type_kind::boolean: out += v.as_bool() ? "true" : "false"; return std::nullopt;
        case type_kind::list:
        case type_kind::set: return write_elements(v, [&](std::size_t) -> const type& { return t.element_type(); });
        case type_kind::tuple:
            return write_elements(v, [&](std::size_t i) -> const type& { return t.tuple_elements()[i]; });
        case type_kind::map:
        case type_kind::object: {
            out += '{';
            bool first = true;
            // An object's attributes and its type's are in the same (name)
            // order: the i-th is usually the one, without a search.
            const auto type_attributes = t.is_object() ? t.attributes() : std::span<const object_attribute>{};
            std::size_t i = 0;
            for (const auto& [k, e] : v.attributes()) {
                const type* element_type = t.is_map()                                                 ? &t.element_type()
                                           : i < type_attributes.size() && type_attributes[i].name == k ? &type_attributes[i].type
                                                                                                      : t.attribute_type(k);
                ++i;
                if (!element_type) return fail("value does not conform to " + t.friendly_name());
                // A property whose JSON would be `null`.
                if (options_.omit_null_attributes && e.is_null() &&
                    !(element_type->is_dynamic() && !e.type().is_dynamic()))
                    continue;
                if (!first) out += ',';
                first = false;
                detail::append_json_string(out, k);
                out += ':';
                if (auto f = write(e, *element_type)) {
                    f->path.insert(f->path.begin(), t.is_map() ? path_step::index(value::string_nfc(k))
                                                               : path_step::attribute(k));
                    return f;
                }
            }
            out += '}';
            return std::nullopt;
        }
        case type_kind::capsule: return fail("capsule values cannot be serialized as JSON");
        case type_kind::dynamic: break;
        }
        return fail("value does not conform to " + t.friendly_name());
    }

private:
    template <class ElementType>
    std::optional<failure> write_elements(const value& v, ElementType element_type) {
        out += '[';
        std::size_t i = 0;
        const bool is_set = v.type().is_set();
        for (const auto& e : v.elements()) {
            if (i > 0) out += ',';
            if (auto f = write(e, element_type(i))) {
                f->path.insert(f->path.begin(),
                               path_step::index(is_set ? e : value::number(static_cast<std::int64_t>(i))));
                return f;
            }
            ++i;
        }
        out += ']';
        return std::nullopt;
    }

    std::optional<failure> write_wrapped(const value& v) {
        std::string type_text;
        if (!append_type(type_text, v.type())) return fail("type not allowed: " + v.type().friendly_name());
        out += "{\"value\":";
        if (auto f = write(v, v.type())) return f;
        out += ",\"type\":";
        out += type_text;
        out += '}';
        return std::nullopt;
    }

    const json_options& options_;
};

}  // namespace

std::string type_to_json(const type& t) {
    std::string out;
    if (!append_type(out, t)) return "null";
    return out;
}

result<std::string> value_to_json(const value& v) { return value_to_json(v, v.type()); }

result<std::string> value_to_json(const value& v, const type& t) { return value_to_json(v, t, json_options{}); }

result<std::string> value_to_json(const value& v, const type& t, const json_options& options) {
    if (!type_matches(v.type(), t)) {
        return fail("a value of type " + v.type().friendly_name() + " does not conform to " + t.friendly_name());
    }
    value_writer w(options);
    if (auto f = w.write(v, t)) return std::move(*f);
    return std::move(w.out);
}

HCL_END_NAMESPACE
