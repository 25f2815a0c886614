// Completion of the names the documents declare: `local.NAME` (the
// attributes of every `locals` block of every open document) and
// `var.NAME` (the first labels of the variable blocks), per
// options::declarations.
#include "lsp/completion_support.hpp"

#include <hcl/type_expression.hpp>

#include <set>
#include <string>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

// Calls f(analysis, block) for each top-level block of type `type` with
// `labels` labels or more in every open document of the native syntax.
template <class F>
void for_each_declaring_block(const workspace& ws, std::string_view type, std::size_t labels,
                              F&& f) {
    if (type.empty()) return;
    for (const document* d : ws.documents()) {
        if (d->syntax() != lsp::syntax::native) continue;
        const document_analysis& a = ws.analysis(*d);
        if (!a.native || !a.native->root) continue;
        for (const auto& b : a.native->root->blocks)
            if (b.body && b.label_count >= labels && b.type(a.source()) == type) f(a, b);
    }
}

// The first line of an attribute's value, shortened: a detail to show beside its name.
std::string value_detail(const document_analysis& a, const native::attribute_node& attr) {
    std::string_view text =
        a.source().substr(attr.equals + 1, attr.end - std::min(attr.end, attr.equals + 1));
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    const std::size_t line_end = text.find_first_of("\r\n");
    constexpr std::size_t longest = 40;
    const std::size_t shown = std::min(line_end, longest);
    std::string out(text.substr(0, shown));
    if (shown < text.size()) out += "…";
    return out;
}

const native::attribute_node* attribute_named(const native::body_impl& body, std::string_view name,
                                              std::string_view src) {
    for (const auto& a : body.attributes)
        if (a.name(src) == name) return &a;
    return nullptr;
}

void add_local_names(const completion_request& r, completion_builder& out) {
    std::set<std::string_view, std::less<>> seen;
    for_each_declaring_block(r.ws, r.doc.declarations().locals_block, 0,
                             [&](const document_analysis& a, const native::block_node& b) {
                                 if (b.label_count != 0) return;
                                 for (const auto& attr : b.body->attributes) {
                                     const std::string_view name = attr.name(a.source());
                                     if (!seen.insert(name).second) continue;
                                     auto& item =
                                         out.add(std::string(name), completion_kind::variable);
                                     item.detail = value_detail(a, attr);
                                 }
                             });
}

// `local.name.a.|`: the attributes of the local's value (evaluated where it can be).
void add_local_value_attributes(const completion_request& r, completion_builder& out) {
    const auto& path = r.ctx.traversal;
    bool done = false;
    for_each_declaring_block(r.ws, r.doc.declarations().locals_block, 0,
                             [&](const document_analysis& a, const native::block_node& b) {
                                 if (done || b.label_count != 0) return;
                                 const auto* attr = attribute_named(*b.body, path[1], a.source());
                                 if (!attr || !attr->value) return;
                                 done = true;
                                 diagnostics ignored;
                                 const value v =
                                     attr->value->evaluate(&a.strict_context(), ignored);
                                 add_value_attributes(out, v, std::span(path).subspan(2));
                             });
}

void add_variable_names(const completion_request& r, completion_builder& out) {
    std::set<std::string_view, std::less<>> seen;
    for_each_declaring_block(
        r.ws, r.doc.declarations().variables_block, 1,
        [&](const document_analysis& a, const native::block_node& b) {
            const std::string_view name = b.labels()[0].text;
            if (!seen.insert(name).second) return;
            auto& item = out.add(std::string(name), completion_kind::variable);
            if (const auto* type = attribute_named(*b.body, "type", a.source()))
                item.detail = value_detail(a, *type);
            if (const auto* description = attribute_named(*b.body, "description", a.source());
                description && description->value) {
                diagnostics ignored;
                const value v = description->value->evaluate(nullptr, ignored);
                if (v.is_known() && !v.is_null() && v.type() == type::string())
                    item.documentation = {std::string(v.as_string()), false};
            }
        });
}

// `var.name.a.|`: the attributes of the variable's type (its `type`
// constraint, else its `default` value's).
void add_variable_value_attributes(const completion_request& r, completion_builder& out) {
    const auto& path = r.ctx.traversal;
    bool done = false;
    for_each_declaring_block(
        r.ws, r.doc.declarations().variables_block, 1,
        [&](const document_analysis& a, const native::block_node& b) {
            if (done || b.labels()[0].text != path[1]) return;
            done = true;
            diagnostics ignored;
            if (const auto* type = attribute_named(*b.body, "type", a.source());
                type && type->value) {
                const hcl::type t = type_constraint_from_expression(type->value->handle(), ignored);
                add_value_attributes(out, value::unknown(t), std::span(path).subspan(2));
            } else if (const auto* def = attribute_named(*b.body, "default", a.source());
                       def && def->value) {
                add_value_attributes(out, def->value->evaluate(nullptr, ignored),
                                     std::span(path).subspan(2));
            }
        });
}

bool any_declaring_block(const workspace& ws, std::string_view type, std::size_t labels) {
    bool found = false;
    for_each_declaring_block(
        ws, type, labels,
        [&](const document_analysis&, const native::block_node&) { found = true; });
    return found;
}

}  // namespace

bool add_declared_names(const completion_request& r, completion_builder& out) {
    const auto& decl = r.doc.declarations();
    const auto& path = r.ctx.traversal;
    if (!decl.locals_block.empty() && path[0] == decl.locals_root) {
        if (path.size() == 1)
            add_local_names(r, out);
        else
            add_local_value_attributes(r, out);
        return true;
    }
    if (!decl.variables_block.empty() && path[0] == decl.variables_root) {
        if (path.size() == 1)
            add_variable_names(r, out);
        else
            add_variable_value_attributes(r, out);
        return true;
    }
    return false;
}

void add_declaration_roots(const completion_request& r, completion_builder& out) {
    const auto& decl = r.doc.declarations();
    if (!decl.locals_block.empty() && any_declaring_block(r.ws, decl.locals_block, 0)) {
        auto& item = out.add(decl.locals_root, completion_kind::module);
        item.detail = "local values";
    }
    if (!decl.variables_block.empty() && any_declaring_block(r.ws, decl.variables_block, 1)) {
        auto& item = out.add(decl.variables_root, completion_kind::module);
        item.detail = "input variables";
    }
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
