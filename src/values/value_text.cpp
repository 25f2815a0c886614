// Short textual forms of values and paths, for messages.
#include <hcl/result.hpp>
#include <hcl/value.hpp>

HCL_BEGIN_NAMESPACE

namespace {

void append_quoted(std::string& out, std::string_view s) {
    out += '"';
    for (char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default: out += c;
        }
    }
    out += '"';
}

std::string count(std::size_t n, const char* singular, const char* plural) {
    return std::to_string(n) + " " + (n == 1 ? singular : plural);
}

}  // namespace

std::string to_string(const value_path& path) {
    std::string out;
    for (const auto& step : path) {
        if (step.kind == path_step::kind::attribute) {
            out += '.';
            out += step.name;
            continue;
        }
        out += '[';
        const auto& k = step.key;
        if (k.is_known() && !k.is_null() && k.type().kind() == type_kind::number) {
            out += k.as_number().to_string();
        } else if (k.is_known() && !k.is_null() && k.type().kind() == type_kind::string) {
            append_quoted(out, k.as_string());
        } else {
            out += describe(k);
        }
        out += ']';
    }
    return out;
}

std::string describe(const value& v) {
    const auto& t = v.type();
    if (!v.is_known()) return t.is_dynamic() ? "unknown value" : "unknown " + t.friendly_name();
    if (v.is_null()) return "null";
    switch (t.kind()) {
    case type_kind::boolean: return v.as_bool() ? "true" : "false";
    case type_kind::number: return v.as_number().to_string();
    case type_kind::string: {
        std::string out;
        append_quoted(out, v.as_string());
        return out;
    }
    case type_kind::list:
    case type_kind::set:
    case type_kind::tuple:
        return t.friendly_name() + " with " + count(v.length(), "element", "elements");
    case type_kind::map: return t.friendly_name() + " with " + count(v.length(), "element", "elements");
    case type_kind::object: return "object with " + count(v.length(), "attribute", "attributes");
    case type_kind::capsule: {
        const auto* ops = t.capsule_ops();
        auto d = ops ? ops->describe(v.capsule_payload().get()) : std::string();
        return d.empty() ? std::string(t.capsule_name()) : d;
    }
    case type_kind::dynamic: break;
    }
    return "value";
}

std::string failure::to_string() const {
    if (path.empty()) return message;
    return hcl::to_string(path) + ": " + message;
}

HCL_END_NAMESPACE
