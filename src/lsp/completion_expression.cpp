// Completion inside expressions: literal values an attribute's schema
// allows, iterators in scope, the evaluation context's variables and
// functions, attributes after `.`, and type keywords in type positions.
#include "lsp/completion_support.hpp"

#include <hcl/encode.hpp>

#include <string>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

// The iterators of the dynamic blocks around the position. A dynamic
// block's own `for_each` and `iterator` are outside its iterator's scope.
std::vector<std::string_view> dynamic_iterators(const completion_request& r) {
    std::vector<std::string_view> out;
    const auto& blocks = r.ctx.blocks;
    for (std::size_t k = 0; k < blocks.size(); ++k) {
        const auto& b = blocks[k];
        if (b.type != dynamic_block_type || b.labels.empty()) continue;
        if (k + 1 == blocks.size() &&
            (r.ctx.attribute == "for_each" || r.ctx.attribute == "iterator"))
            continue;
        const std::string_view named = b.identifier_value_of("iterator", r.analysis.source());
        out.push_back(named.empty() ? b.labels[0] : named);
    }
    return out;
}

bool contains(const std::vector<std::string_view>& names, std::string_view name) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

// A type position: the value of the `type` attribute of a variable block
// (options::declarations), all of it (`list(object({a = |}))`).
bool in_type_position(const completion_request& r) {
    const auto& decl = r.doc.declarations();
    return !decl.variables_block.empty() && r.ctx.blocks.size() == 1 &&
           r.ctx.blocks[0].type == decl.variables_block && r.ctx.attribute == "type";
}

void add_type_keywords(const completion_request& r, completion_builder& out) {
    for (const char* primitive : {"string", "number", "bool", "any"}) {
        auto& item = out.add(primitive, completion_kind::keyword);
        item.detail = primitive == std::string_view("any") ? "any type" : "primitive type";
    }
    struct constructor {
        const char* name;
        const char* insert;
        const char* detail;
    };
    static constexpr constructor constructors[] = {
        {"list", "list($1)", "list(TYPE): a list of elements of one type"},
        {"set", "set($1)", "set(TYPE): a set of elements of one type"},
        {"map", "map($1)", "map(TYPE): a map of string keys to elements of one type"},
        {"object", "object({$1})", "object({NAME = TYPE, ...}): attributes of their own types"},
        {"tuple", "tuple([$1])", "tuple([TYPE, ...]): elements of their own types"},
    };
    for (const auto& c : constructors)
        out.add(c.name, completion_kind::type_parameter, c.insert, true).detail = c.detail;
    // An object type's attribute may be optional.
    if (r.ctx.object_value)
        out.add("optional", completion_kind::type_parameter, "optional($1)", true).detail =
            "optional(TYPE[, DEFAULT]): an attribute that may be absent";
}

// At the start of an attribute's value: the values its schema lists, or
// true and false for a bool.
void add_value_literals(const completion_request& r, completion_builder& out) {
    const schema_attribute* a =
        r.ctx.body_schema ? r.ctx.body_schema->find_attribute(r.ctx.attribute) : nullptr;
    if (!a) return;
    if (!a->allowed_values.empty()) {
        for (const auto& v : a->allowed_values) {
            std::string text = encode_expression(v);
            auto& item = out.add(text, completion_kind::enum_member, text);
            item.detail = a->name;
            item.documentation = a->doc;
            // `fa` finds "fast": clients match the typed word against the filter text.
            if (v.is_known() && !v.is_null() && v.type() == type::string())
                item.filter_text = v.as_string();
        }
    } else if (a->type == type::boolean()) {
        for (const char* b : {"true", "false"}) out.add(b, completion_kind::value).detail = "bool";
    }
}

void add_iterators(const completion_request& r, completion_builder& out,
                   const std::vector<std::string_view>& dynamic) {
    for (auto name : r.ctx.iterators)
        out.add(std::string(name), completion_kind::variable).detail = "for iterator";
    for (auto name : dynamic)
        out.add(std::string(name), completion_kind::variable).detail =
            "dynamic block iterator (.key, .value)";
}

void add_context_variables(const completion_request& r, completion_builder& out) {
    const variable_map* vars = r.analysis.strict_context().variables_here();
    if (!vars) return;
    for (const auto& [name, v] : *vars)
        out.add(name, completion_kind::variable).detail = v.type().friendly_name();
}

void add_functions(const completion_request& r, completion_builder& out) {
    const function_table* functions = r.analysis.strict_context().functions_here();
    if (!functions) return;
    for (const auto& [name, f] : *functions) {
        auto& item = out.add(name, completion_kind::function, snippet_escape(name) + "($1)", true);
        item.detail = signature_label(name, f);
        item.documentation = {std::string(f.description()), false};
    }
}

// After `a.b.|`.
void add_after_dot(const completion_request& r, completion_builder& out) {
    const auto& path = r.ctx.traversal;
    if (path.empty() || contains(r.ctx.iterators, path[0]))
        return;  // a for iterator's elements are not known
    if (contains(dynamic_iterators(r), path[0])) {
        if (path.size() == 1) {
            out.add("key", completion_kind::field).detail = "the current element's key or index";
            out.add("value", completion_kind::field).detail = "the current element's value";
        }
        return;
    }
    if (add_declared_names(r, out)) return;
    const variable_map* vars = r.analysis.strict_context().variables_here();
    if (!vars) return;
    const auto root = vars->find(path[0]);
    if (root != vars->end()) add_value_attributes(out, root->second, std::span(path).subspan(1));
}

}  // namespace

void add_value_attributes(completion_builder& out, const value& start,
                          std::span<const std::string_view> steps) {
    value v = start;
    for (const auto name : steps) {
        if (v.is_null()) return;
        const type& t = v.type();
        if (!v.is_known()) {
            const type* at = t.is_object() ? t.attribute_type(name)
                             : t.is_map()  ? &t.element_type()
                                           : nullptr;
            if (!at) return;
            v = value::unknown(*at);
            continue;
        }
        if (!t.is_object() && !t.is_map()) return;
        const value* next = v.find(name);
        if (!next) return;
        v = *next;
    }
    if (v.is_null()) return;
    if (!v.is_known()) {
        for (const auto& a : v.type().attributes())
            out.add(a.name, completion_kind::field).detail = a.type.friendly_name();
        return;
    }
    if (!v.type().is_object() && !v.type().is_map()) return;
    for (const auto& [name, element] : v.attributes())
        out.add(name, completion_kind::field).detail = element.type().friendly_name();
}

void add_expression_items(const completion_request& r, completion_builder& out) {
    if (r.ctx.object_key) return;  // a new key's name: nothing to suggest
    if (r.ctx.after_dot) {
        add_after_dot(r, out);
        return;
    }
    if (in_type_position(r)) {
        add_type_keywords(r, out);
        return;
    }
    if (r.ctx.value_start) add_value_literals(r, out);
    add_iterators(r, out, dynamic_iterators(r));
    add_declaration_roots(r, out);
    add_context_variables(r, out);
    add_functions(r, out);
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
