// Mapping HCL types and values to C++ for hcl-gen.
#include "cpp_types.hpp"

#include <hcl/value_to.hpp>

#include <cstdint>
#include <cstdio>

namespace hcl_gen {

std::string string_literal(std::string_view text) {
    std::string out = "\"";
    for (unsigned char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\t': out += "\\t"; break;
        case '\r': out += "\\r"; break;
        case '?': out += "\\?"; break;  // no trigraphs, whatever the compiler's mode
        default:
            if (c < 0x20 || c == 0x7f) {
                char octal[8];
                std::snprintf(octal, sizeof octal, "\\%03o", static_cast<unsigned>(c));
                out += octal;
            } else {
                out += static_cast<char>(c);  // UTF-8 as it is
            }
        }
    }
    return out + "\"";
}

std::string type_mapper::qualified(const std::string& struct_name) const {
    return out_.name_space.empty() ? "::" + struct_name : "::" + out_.name_space + "::" + struct_name;
}

bool type_mapper::ordered(const hcl::type& t) const {
    if (t.is_primitive()) return true;
    if (t.is_list() || t.is_set() || t.is_map()) return ordered(t.element_type());
    if (t.is_tuple()) {
        for (const auto& e : t.tuple_elements()) {
            if (!ordered(e)) return false;
        }
        return true;
    }
    return false;  // hcl::value, generated structs
}

std::string type_mapper::cpp_type(const hcl::type& t, std::string_view name, std::string_view parent,
                                  const hcl::source_range& where, std::optional<number_kind> numbers) {
    const number_kind n = numbers.value_or(numbers_);
    switch (t.kind()) {
    case hcl::type_kind::string: out_.includes.insert("<string>"); return "std::string";
    case hcl::type_kind::boolean: return "bool";
    case hcl::type_kind::number:
        if (n == number_kind::int64) {
            out_.includes.insert("<cstdint>");
            return "std::int64_t";
        }
        if (n == number_kind::exact) {
            out_.includes.insert("<hcl/number.hpp>");
            return "::hcl::number";
        }
        return "double";
    case hcl::type_kind::list:
        out_.includes.insert("<vector>");
        return "std::vector<" + cpp_type(t.element_type(), name, parent, where, numbers) + ">";
    case hcl::type_kind::set:
        if (!ordered(t.element_type())) {
            // No operator< for structs and hcl::value: a vector of the
            // set's elements (the decoder removes no duplicates).
            out_.includes.insert("<vector>");
            return "std::vector<" + cpp_type(t.element_type(), name, parent, where, numbers) + ">";
        }
        out_.includes.insert("<set>");
        return "std::set<" + cpp_type(t.element_type(), name, parent, where, numbers) + ">";
    case hcl::type_kind::map:
        out_.includes.insert("<map>");
        out_.includes.insert("<string>");
        return "std::map<std::string, " + cpp_type(t.element_type(), name, parent, where, numbers) + ">";
    case hcl::type_kind::tuple: {
        out_.includes.insert("<tuple>");
        std::string out = "std::tuple<";
        std::size_t i = 0;
        for (const auto& e : t.tuple_elements()) {
            if (i) out += ", ";
            out += cpp_type(e, std::string(name) + "_" + std::to_string(i), parent, where, numbers);
            ++i;
        }
        return out + ">";
    }
    case hcl::type_kind::object: {
        struct_def s;
        s.name = names_.take(name, parent);
        s.where = where;
        s.doc = {"The object type of " + std::string(name) + "."};
        for (const auto& a : t.attributes()) {
            member m;
            m.cpp_name = mangle(a.name);
            m.hcl_name = a.name;
            m.where = where;
            m.type = cpp_type(a.type, a.name, s.name, where, numbers);
            if (a.optional && !a.type.is_dynamic()) {
                out_.includes.insert("<optional>");
                m.type = "std::optional<" + m.type + ">";
            }
            s.members.push_back(std::move(m));
        }
        const std::string q = qualified(s.name);
        out_.structs.push_back(std::move(s));
        return q;
    }
    default:
        out_.includes.insert("<hcl/value.hpp>");
        return "::hcl::value";  // any
    }
}

namespace {

std::optional<std::string> number_initializer(const hcl::number& x, number_kind n) {
    if (n == number_kind::exact) return "*::hcl::number::parse(" + string_literal(x.to_string()) + ")";
    if (n == number_kind::int64) {
        auto i = hcl::value_to<std::int64_t>(hcl::value::number(x));
        if (!i) return std::nullopt;
        if (*i == INT64_MIN) return "INT64_MIN";
        return std::to_string(*i);
    }
    auto d = hcl::value_to<double>(hcl::value::number(x));
    if (!d) return std::nullopt;
    std::string text = x.to_string();
    if (text.find_first_of(".eE") == std::string::npos) text += ".0";
    return text;
}

}  // namespace

std::optional<std::string> type_mapper::initializer(const hcl::value& v, const hcl::type& t,
                                                    std::optional<number_kind> numbers) const {
    if (!v.is_known() || v.is_null()) return std::nullopt;
    switch (t.kind()) {
    case hcl::type_kind::string: return string_literal(v.as_string());
    case hcl::type_kind::boolean: return v.as_bool() ? "true" : "false";
    case hcl::type_kind::number: return number_initializer(v.as_number(), numbers.value_or(numbers_));
    case hcl::type_kind::list:
    case hcl::type_kind::set: {
        std::string out = "{";
        for (const auto& e : v.elements()) {
            auto one = initializer(e, t.element_type(), numbers);
            if (!one) return std::nullopt;
            out += (out.size() > 1 ? ", " : "") + *one;
        }
        return out + "}";
    }
    case hcl::type_kind::map: {
        std::string out = "{";
        for (const auto& [key, e] : v.attributes()) {
            auto one = initializer(e, t.element_type(), numbers);
            if (!one) return std::nullopt;
            out += (out.size() > 1 ? ", {" : "{") + string_literal(key) + ", " + *one + "}";
        }
        return out + "}";
    }
    case hcl::type_kind::tuple: {
        std::string out = "{";
        std::size_t i = 0;
        for (const auto& e : v.elements()) {
            auto one = initializer(e, t.tuple_elements()[i++], numbers);
            if (!one) return std::nullopt;
            out += (out.size() > 1 ? ", " : "") + *one;
        }
        return out + "}";
    }
    default: return std::nullopt;
    }
}

}  // namespace hcl_gen
