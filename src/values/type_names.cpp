// Human-readable and type-expression spellings of types.
#include <hcl/type.hpp>

HCL_BEGIN_NAMESPACE

namespace {

std::string friendly(const type& t, bool constraint) {
    switch (t.kind()) {
    case type_kind::dynamic: return constraint ? "any type" : "dynamic";
    case type_kind::string: return "string";
    case type_kind::number: return "number";
    case type_kind::boolean: return "bool";
    case type_kind::list:
        if (constraint && t.element_type().is_dynamic()) return "list of any single type";
        return "list of " + friendly(t.element_type(), constraint);
    case type_kind::map:
        if (constraint && t.element_type().is_dynamic()) return "map of any single type";
        return "map of " + friendly(t.element_type(), constraint);
    case type_kind::set:
        if (constraint && t.element_type().is_dynamic()) return "set of any single type";
        return "set of " + friendly(t.element_type(), constraint);
    case type_kind::object: return "object";
    case type_kind::tuple: return "tuple";
    case type_kind::capsule: return std::string(t.capsule_name());
    }
    return "dynamic";
}

void write_type_expression(const type& t, std::string& out) {
    switch (t.kind()) {
    case type_kind::dynamic: out += "any"; return;
    case type_kind::string: out += "string"; return;
    case type_kind::number: out += "number"; return;
    case type_kind::boolean: out += "bool"; return;
    case type_kind::list: out += "list("; write_type_expression(t.element_type(), out); out += ')'; return;
    case type_kind::map: out += "map("; write_type_expression(t.element_type(), out); out += ')'; return;
    case type_kind::set: out += "set("; write_type_expression(t.element_type(), out); out += ')'; return;
    case type_kind::object: {
        out += "object({";
        bool first = true;
        for (const auto& a : t.attributes()) {
            if (!first) out += ',';
            first = false;
            out += a.name;
            out += '=';
            if (a.optional) out += "optional(";
            write_type_expression(a.type, out);
            if (a.optional) out += ')';
        }
        out += "})";
        return;
    }
    case type_kind::tuple: {
        out += "tuple([";
        bool first = true;
        for (const auto& e : t.tuple_elements()) {
            if (!first) out += ',';
            first = false;
            write_type_expression(e, out);
        }
        out += "])";
        return;
    }
    case type_kind::capsule: out += t.capsule_name(); return;
    }
}

}  // namespace

std::string type::friendly_name() const { return friendly(*this, false); }

std::string type::friendly_name_for_constraint() const { return friendly(*this, true); }

std::string type::to_type_expression() const {
    std::string out;
    write_type_expression(*this, out);
    return out;
}

HCL_END_NAMESPACE
