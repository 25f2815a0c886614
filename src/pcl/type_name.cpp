// The names of PCL types: friendly names for messages and the type
// expression text that parses back (pcl/type_expression.hpp).
#include <hcl/native/parse.hpp>
#include <hcl/pcl/type.hpp>

#include <string>

HCL_BEGIN_NAMESPACE
namespace pcl {

namespace {

// The members of a union other than none.
std::vector<type> without_none(const type& t) {
    std::vector<type> out;
    for (const auto& m : t.members())
        if (!m.is_none()) out.push_back(m);
    return out;
}

bool has_none(const type& t) {
    for (const auto& m : t.members())
        if (m.is_none()) return true;
    return false;
}

std::string quoted_name(std::string_view name) {
    if (native::valid_identifier(name)) return std::string(name);
    static constexpr char hex[] = "0123456789abcdef";
    std::string out = "\"";
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
        } else if (byte < 0x20) {
            out += "\\u00";
            out += hex[byte >> 4];
            out += hex[byte & 15];
            continue;
        } else if ((c == '$' || c == '%') && i + 1 < name.size() && name[i + 1] == '{') {
            out += c;  // "$${" and "%%{" keep the text literal
        }
        out += c;
    }
    return out + "\"";
}

std::string joined(std::span<const type> parts, std::string_view separator, std::string (*name)(const type&)) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i) out += separator;
        out += name(parts[i]);
    }
    return out;
}

std::string text_of(const type& t) { return t.to_string(); }
std::string friendly_of(const type& t) { return t.friendly_name(); }

}  // namespace

std::string type::friendly_name() const {
    switch (kind_) {
    case type_kind::dynamic: return "dynamic";
    case type_kind::boolean: return "bool";
    case type_kind::integer: return "int";
    case type_kind::number: return "number";
    case type_kind::string: return "string";
    case type_kind::none: return "none";
    case type_kind::list: return "list of " + element_type().friendly_name();
    case type_kind::set: return "set of " + element_type().friendly_name();
    case type_kind::map: return "map of " + element_type().friendly_name();
    case type_kind::tuple: return "tuple";
    case type_kind::object: return "object";
    case type_kind::output: return "output of " + element_type().friendly_name();
    case type_kind::promise: return "promise of " + element_type().friendly_name();
    case type_kind::union_: {
        auto rest = without_none(*this);
        std::string inner = rest.size() == 1 ? rest.front().friendly_name()
                                             : "union of " + joined(rest, " or ", friendly_of);
        return has_none(*this) ? "optional " + inner : inner;
    }
    }
    return "dynamic";
}

std::string type::to_string() const {
    switch (kind_) {
    case type_kind::dynamic: return "any";
    case type_kind::boolean: return "bool";
    case type_kind::integer: return "int";
    case type_kind::number: return "number";
    case type_kind::string: return "string";
    case type_kind::none: return "none";
    case type_kind::list: return "list(" + element_type().to_string() + ")";
    case type_kind::set: return "set(" + element_type().to_string() + ")";
    case type_kind::map: return "map(" + element_type().to_string() + ")";
    case type_kind::output: return "output(" + element_type().to_string() + ")";
    case type_kind::promise: return "promise(" + element_type().to_string() + ")";
    case type_kind::tuple: return "tuple([" + joined(elements(), ", ", text_of) + "])";
    case type_kind::object: {
        std::string out = "object({";
        bool first = true;
        for (const auto& a : attributes()) {
            out += first ? "" : ", ";
            out += quoted_name(a.name) + " = " + a.type.to_string();
            first = false;
        }
        return out + "})";
    }
    case type_kind::union_: {
        auto rest = without_none(*this);
        std::string inner = rest.size() == 1 ? rest.front().to_string() : "union(" + joined(rest, ", ", text_of) + ")";
        return has_none(*this) ? "optional(" + inner + ")" : inner;
    }
    }
    return "any";
}

}  // namespace pcl
HCL_END_NAMESPACE
