// Hover on an expression: the innermost node under the cursor, its static
// type and, when it needs no variable, its value; a function's signature on
// a call's name; a local's or a variable's declaration on a reference.
#include "lsp/hover_support.hpp"
#include "lsp/navigation_index.hpp"
#include "lsp/navigation_tree.hpp"

#include <hcl/encode.hpp>
#include <hcl/pcl/type_of.hpp>
#include <hcl/type_expression.hpp>

#include <functional>
#include <set>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

// How much of a declaration's source hover shows.
constexpr std::size_t shown_source_limit = 400;
// How many declarations of one name hover shows.
constexpr std::size_t shown_declarations_limit = 3;

std::string_view text_of(std::string_view source, native::byte_span s) {
    if (s.begin > s.end || s.end > source.size()) return {};
    return source.substr(s.begin, s.end - s.begin);
}

std::string shortened(std::string_view code) {
    if (code.size() <= shown_source_limit) return std::string(code);
    return std::string(code.substr(0, shown_source_limit)) + " …";
}

using name_set = std::set<std::string, std::less<>>;

// The names `e` refers to through `root` (`local.NAME`, `local["NAME"]`).
void names_under_root(const native::expr& e, std::string_view root, name_set& out) {
    if (e.kind == native::expr_kind::scope_traversal) {
        const auto& t = static_cast<const native::scope_traversal_expr&>(e);
        if (t.root_name() == root && !t.steps.empty() && t.steps.front().key.is_string())
            out.emplace(t.steps.front().name());
        return;
    }
    for_each_child(e, [&](const native::expr& child) { names_under_root(child, root, out); });
}

// A PCL signature for a function the standard library's scope lacks: its
// parameters' types; the result is not known statically.
pcl::function_signature signature_of(const hcl::function& f) {
    std::vector<pcl::signature_parameter> parameters;
    for (const auto& p : f.parameters()) parameters.push_back({p.name, pcl::type::from_hcl(p.type)});
    std::optional<pcl::signature_parameter> variadic;
    if (const auto* v = f.variadic()) variadic = pcl::signature_parameter{v->name, pcl::type::from_hcl(v->type)};
    return pcl::function_signature::fixed(std::move(parameters), pcl::type::dynamic(), std::move(variadic));
}

// The type of a root that the documents' declarations name (`local`,
// `var`) for an expression using `names` under it: an object of their
// types, each from its first declaration. Only the names used are typed: a
// configuration may declare thousands.
pcl::type declared_root_type(const workspace& ws, const declarations& decl, symbol_kind kind, const name_set& names,
                             const std::function<pcl::type(const located_occurrence&)>& type_of_declaration) {
    std::vector<std::pair<std::string, pcl::type>> attributes;
    name_set typed;
    for (const document* d : ws.documents()) {
        for_each_occurrence(ws.analysis(*d), decl, [&](const occurrence& o) {
            if (!o.declaration || o.symbol.kind != kind || !names.contains(o.symbol.name)) return;
            if (typed.emplace(o.symbol.name).second)
                attributes.emplace_back(std::string(o.symbol.name), type_of_declaration({d, o}));
        });
    }
    return pcl::type::object(std::move(attributes));
}

const native::attribute_node* attribute_named(const native::block_node* block, std::string_view source,
                                              std::string_view name) {
    if (!block || !block->body) return nullptr;
    for (const auto& a : block->body->attributes) {
        if (a.name(source) == name && a.value) return &a;
    }
    return nullptr;
}

// A variable's type: its block's `type` constraint; any without one.
pcl::type variable_type(const located_occurrence& o) {
    const auto* type = attribute_named(o.where.block, o.doc->text(), "type");
    if (!type) return pcl::type::dynamic();
    diagnostics ignored;
    return pcl::type::from_hcl(type_constraint_from_expression(type->value->handle(), ignored));
}

// The names `e` may use: the options' and the schema's variables, the
// functions, the declared variables (typed by their `type`) and locals
// (typed by their expression, without the other locals: a local referring
// to another is dynamic there).
pcl::scope type_scope(const workspace& ws, const document_analysis& a, const native::expr& e) {
    pcl::scope s(pcl::standard_functions());
    for (const auto* vars : {&ws.options().variables, &a.schema.variables()}) {
        for (const auto& [name, v] : *vars) s.define(name, pcl::type::from_hcl(v.type()));
    }
    if (const auto* functions = a.strict_context().functions_here()) {
        for (const auto& [name, f] : *functions) {
            if (!s.lookup_function(name)) s.define_function(name, signature_of(f));
        }
    }
    const auto define_declared = [&](const std::string& block, const std::string& root, symbol_kind kind,
                                     const std::function<pcl::type(const located_occurrence&)>& type_of_declaration) {
        if (block.empty()) return;
        name_set used;
        names_under_root(e, root, used);
        s.define(root, used.empty() ? pcl::type::dynamic() : declared_root_type(ws, a.declarations, kind, used, type_of_declaration));
    };
    const auto& decl = a.declarations;
    define_declared(decl.variables_block, decl.variables_root, symbol_kind::variable, variable_type);
    define_declared(decl.locals_block, decl.locals_root, symbol_kind::local, [&](const located_occurrence& o) {
        diagnostics ignored;
        return o.where.value ? pcl::type_of(o.where.value->handle(), s, ignored) : pcl::type::dynamic();
    });
    return s;
}

bool is_literal(const native::expr& e) {
    return e.kind == native::expr_kind::literal || e.kind == native::expr_kind::quoted_string ||
           (e.kind == native::expr_kind::template_ &&
            static_cast<const native::template_expr&>(e).is_string_literal());
}

// "Type: `T`" and, when `e` needs no variable and evaluates cleanly,
// "Value: `V`" (not for literals, whose value is their text).
std::string type_and_value(const workspace& ws, const document_analysis& a, const native::expr& e) {
    const hcl::expression handle = e.handle();
    diagnostics type_errors;
    const pcl::type t = pcl::type_of(handle, type_scope(ws, a, e), type_errors);
    std::string out = "Type: " + inline_or_block(t.to_string());
    if (is_literal(e)) return out;
    eval_context functions_only;
    if (const auto* functions = a.strict_context().functions_here()) functions_only.functions() = *functions;
    diagnostics diags;
    const value v = handle.evaluate(functions_only, diags);
    if (diags.empty() && v.is_wholly_known()) out += "\n\nValue: " + inline_or_block(encode_expression(v));
    return out;
}

std::string local_declaration(const located_occurrence& o, std::string_view root) {
    std::string code = std::string(root) + "." + std::string(o.where.symbol.name) + " = ";
    if (o.where.value) code += shortened(text_of(o.doc->text(), o.where.value->span));
    return code_block(code);
}

// `var.NAME` with the variable block's type, description and default.
std::string variable_declaration(const located_occurrence& o, std::string_view root) {
    const std::string_view source = o.doc->text();
    std::string out = "**" + markdown_escape(root) + "." + markdown_escape(o.where.symbol.name) + "**";
    const auto find = [&](std::string_view name) { return attribute_named(o.where.block, source, name); };
    if (const auto* type = find("type")) out += " " + inline_or_block(shortened(text_of(source, type->value->span)));
    if (const auto* description = find("description");
        description && description->value->kind == native::expr_kind::quoted_string) {
        out += "\n\n" + markdown_escape(static_cast<const native::quoted_string_expr*>(description->value)->text());
    }
    if (const auto* fallback = find("default"))
        out += "\n\nDefault: " + inline_or_block(shortened(text_of(source, fallback->value->span)));
    return out;
}

// What the declarations of the local or variable `t` refers to say; empty
// when it refers to none.
std::string declarations_markdown(const workspace& ws, const document& doc, const native::scope_traversal_expr& t) {
    const auto found = symbol_within(ws, doc, t.span);
    if (!found || found->at.symbol.kind == symbol_kind::iterator) return {};
    const auto& decl = doc.declarations();
    std::string out;
    std::size_t shown = 0;
    for (const auto& o : found->all) {
        if (!o.where.declaration || shown == shown_declarations_limit) continue;
        ++shown;
        out += o.where.symbol.kind == symbol_kind::local ? local_declaration(o, decl.locals_root)
                                                         : variable_declaration(o, decl.variables_root);
        out += "\n\n";
    }
    return out;
}

std::optional<lsp::hover> function_hover(const document& doc, const document_analysis& a,
                                         const native::function_call_expr& call) {
    const auto* functions = a.strict_context().functions_here();
    if (!functions) return std::nullopt;
    const auto it = functions->find(call.name);
    if (it == functions->end()) return std::nullopt;
    return lsp::hover{{function_markdown(call.name, it->second), true},
                      doc.lines().range_of(call.name_span.begin, call.name_span.end)};
}

}  // namespace

std::optional<lsp::hover> hover_expression(const workspace& ws, const document& doc, const document_analysis& a,
                                           const native::attribute_node& attribute, std::size_t offset) {
    const native::expr* e = innermost_expression(attribute.value, offset);
    if (!e || e->kind == native::expr_kind::syntax_error) return std::nullopt;
    if (e->kind == native::expr_kind::object_key && static_cast<const native::object_key_expr*>(e)->bare_name())
        return std::nullopt;
    if (e->kind == native::expr_kind::function_call) {
        const auto& call = static_cast<const native::function_call_expr&>(*e);
        if (span_holds(call.name_span, offset)) return function_hover(doc, a, call);
    }
    std::string markdown;
    if (e->kind == native::expr_kind::scope_traversal)
        markdown = declarations_markdown(ws, doc, static_cast<const native::scope_traversal_expr&>(*e));
    markdown += type_and_value(ws, a, *e);
    return lsp::hover{{std::move(markdown), true}, doc.lines().range_of(e->span.begin, e->span.end)};
}

std::optional<lsp::hover> hover_declaration(const workspace& ws, const document& doc, const document_analysis& a,
                                            std::size_t offset) {
    const auto& decl = doc.declarations();
    const auto o = occurrence_at(a, decl, offset);
    if (!o || !o->declaration || o->symbol.kind == symbol_kind::iterator || !span_holds(o->span, offset))
        return std::nullopt;
    const located_occurrence here{&doc, *o};
    std::string markdown;
    if (o->symbol.kind == symbol_kind::local) {
        markdown = local_declaration(here, decl.locals_root);
        if (o->value) markdown += "\n\n" + type_and_value(ws, a, *o->value);
    } else {
        markdown = variable_declaration(here, decl.variables_root);
    }
    return lsp::hover{{std::move(markdown), true}, doc.lines().range_of(o->span.begin, o->span.end)};
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
