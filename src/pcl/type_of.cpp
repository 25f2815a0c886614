// pcl::type_of: dispatch, literals, templates, traversals and constructors.
// Calls and operators are in type_of_operations.cpp, `for` and splat in
// type_of_iteration.cpp.
#include "pcl/typer.hpp"

#include <hcl/convert.hpp>
#include <hcl/expression.hpp>
#include <hcl/pcl/conversion.hpp>
#include <hcl/pcl/traverse.hpp>

HCL_BEGIN_NAMESPACE
namespace pcl {

namespace {

// The type of a constant: null is none, a whole number int.
type constant_type(const value& v) {
    if (v.is_null()) return type::none();
    if (const number* n = v.as_number_if(); n && n->is_integer()) return type::integer();
    return type::from_hcl(v.type());
}

// The value of a key written as a constant (a literal or a string without
// interpolations, possibly in parentheses); nothing else is evaluated, so
// typing never runs a costly expression.
std::optional<value> constant_key(const native::expr* e) {
    while (e && e->kind == native::expr_kind::parentheses) e = static_cast<const native::parentheses_expr*>(e)->inner;
    if (!e) return std::nullopt;
    const bool constant = e->kind == native::expr_kind::literal || e->kind == native::expr_kind::quoted_string ||
                          (e->kind == native::expr_kind::template_ &&
                           static_cast<const native::template_expr*>(e)->is_string_literal());
    if (!constant) return std::nullopt;
    diagnostics ignored;
    value v = e->evaluate(nullptr, ignored);
    if (ignored.has_errors() || !v.is_known() || v.is_null()) return std::nullopt;
    return v;
}

// A member list with the eventual members unwrapped.
type unwrap_members(const type& t, eventual_lift& lift) {
    std::vector<type> members;
    for (const auto& m : t.members()) members.push_back(lift.unwrap(m));
    return type::union_of(std::move(members));
}

}  // namespace

type eventual_lift::unwrap(const type& t) {
    if (t.is(type_kind::output)) {
        output = true;
        return t.element_type();
    }
    if (t.is(type_kind::promise)) {
        promise = true;
        return t.element_type();
    }
    if (t.is_union()) {
        for (const auto& m : t.members())
            if (m.is_eventual()) return unwrap_members(t, *this);
    }
    return t;
}

type eventual_lift::wrap(type result) const {
    if (output) return type::output(result);
    if (promise) return type::promise(result);
    return result;
}

void typer::error(std::string summary, std::string detail, const source_range& subject,
                  std::optional<source_range> context) {
    diagnostic d;
    d.summary = std::move(summary);
    d.detail = std::move(detail);
    d.subject = subject;
    d.context = std::move(context);
    diags_ += std::move(d);
}

const type* typer::lookup(std::string_view name) const {
    for (auto it = locals_.rbegin(); it != locals_.rend(); ++it) {
        auto found = it->find(name);
        if (found != it->end()) return &found->second;
    }
    return scope_.lookup(name);
}

type typer::of(const native::expr& e) {
    using native::expr_kind;
    switch (e.kind) {
    case expr_kind::literal: return literal(static_cast<const native::literal_expr&>(e));
    case expr_kind::quoted_string: return type::string();
    case expr_kind::template_: return template_parts(static_cast<const native::template_expr&>(e));
    case expr_kind::template_wrap: return of(static_cast<const native::template_wrap_expr&>(e).wrapped);
    case expr_kind::template_join: return template_join(static_cast<const native::template_join_expr&>(e));
    case expr_kind::scope_traversal: return scope_traversal(static_cast<const native::scope_traversal_expr&>(e));
    case expr_kind::relative_traversal:
        return relative_traversal(static_cast<const native::relative_traversal_expr&>(e));
    case expr_kind::function_call: return call(static_cast<const native::function_call_expr&>(e));
    case expr_kind::conditional: return conditional(static_cast<const native::conditional_expr&>(e));
    case expr_kind::index: return index(static_cast<const native::index_expr&>(e));
    case expr_kind::tuple: return tuple(static_cast<const native::tuple_expr&>(e));
    case expr_kind::object: return object(static_cast<const native::object_expr&>(e));
    case expr_kind::object_key: {
        const auto& k = static_cast<const native::object_key_expr&>(e);
        return k.bare_name() ? type::string() : of(k.wrapped());
    }
    case expr_kind::for_: return for_expression(static_cast<const native::for_expr&>(e));
    case expr_kind::splat: return splat(static_cast<const native::splat_expr&>(e));
    case expr_kind::anonymous_symbol: {
        auto it = symbols_.find(&e);
        return it == symbols_.end() ? type::dynamic() : it->second;
    }
    case expr_kind::binary: return binary(static_cast<const native::binary_expr&>(e));
    case expr_kind::unary: return unary(static_cast<const native::unary_expr&>(e));
    case expr_kind::parentheses: return of(static_cast<const native::parentheses_expr&>(e).inner);
    case expr_kind::syntax_error: return type::dynamic();
    }
    return type::dynamic();
}

type typer::literal(const native::literal_expr& e) {
    diagnostics ignored;
    const value v = e.evaluate(nullptr, ignored);
    if (v.is_null()) return type::none();
    if (v.as_number_if()) {
        // A literal written as digits alone is an int; 1.0 and 1e3 are numbers.
        const std::string text = e.native_source();
        const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
        return digits ? type::integer() : type::number();
    }
    return type::from_hcl(v.type());
}

void typer::require_string(const native::expr& part, const type& t, eventual_lift& lift) {
    const type resolved = lift.unwrap(t);
    if (conversion_from(type::string(), resolved) == conversion_kind::none)
        error("Invalid template interpolation value",
              "Cannot include a value of type " + resolved.friendly_name() + " in a string template.", part.range());
}

type typer::template_parts(const native::template_expr& e) {
    eventual_lift lift;
    for (const native::expr* part : e.parts()) require_string(*part, of(part), lift);
    return lift.wrap(type::string());
}

type typer::template_join(const native::template_join_expr& e) {
    eventual_lift lift;
    const type parts = lift.unwrap(of(e.tuple));
    if (parts.is(type_kind::list) || parts.is(type_kind::tuple)) {
        for (const auto& t : parts.is(type_kind::list) ? std::span<const type>(&parts.element_type(), 1) : parts.elements())
            require_string(*e.tuple, t, lift);
    }
    return lift.wrap(type::string());
}

type typer::scope_traversal(const native::scope_traversal_expr& e) {
    const std::string_view name = e.root_name();
    const type* root = lookup(name);
    if (!root) {
        error("Unknown variable", "There is no variable named \"" + std::string(name) + "\".",
              e.file()->range(e.root_span()));
        return type::dynamic();
    }
    return traverse(*root, e.traversal(), diags_);
}

type typer::relative_traversal(const native::relative_traversal_expr& e) {
    return traverse(of(e.source), e.traversal(), diags_);
}

type typer::index(const native::index_expr& e) {
    if (!e.collection || !e.key) return type::dynamic();
    const type collection = of(e.collection);
    const type key = of(e.key);
    const source_range range = e.file()->range(e.bracket_span);
    if (collection.is_dynamic()) return collection;
    eventual_lift lift;
    const type key_type = lift.unwrap(key);
    const auto constant = constant_key(e.key);
    type result;
    if (constant)
        result = traverse(collection, traverse_index{*constant, range}, diags_);
    else
        result = traverse_index_type(collection, key_type, range, diags_);
    // The collection's eventual is kept by the traversal; the key's wraps it.
    return lift.wrap(result);
}

type typer::tuple(const native::tuple_expr& e) {
    std::vector<type> elements;
    for (const native::expr* element : e.elements()) elements.push_back(of(element));
    return type::tuple(std::move(elements));
}

type typer::object(const native::object_expr& e) {
    std::vector<std::pair<std::string, type>> attributes;
    std::vector<type> values;
    bool all_known = true;
    for (const auto& item : e.items()) {
        type value_type = of(item.value);
        values.push_back(value_type);
        std::optional<std::string> name;
        if (!item.key || (!item.key->bare_name() && !item.key->wrapped())) {
            all_known = false;
            continue;
        }
        if (item.key->bare_name()) {
            name = std::string(item.key->name());
        } else {
            const native::expr& key = *item.key->wrapped();
            const type key_type = of(key);
            const auto v = constant_key(&key);
            if (v && v->type().is_primitive()) {
                auto s = hcl::convert(*v, hcl::type::string());
                if (s) name = std::string(s->as_string());
            } else {
                eventual_lift lift;
                const type resolved = lift.unwrap(key_type);
                if (conversion_from(type::string(), resolved) == conversion_kind::none)
                    error("Incorrect key type", "Can't use a value of type " + resolved.friendly_name() +
                                                    " as an object key: a string is required.",
                          key.range());
            }
        }
        if (name)
            attributes.emplace_back(std::move(*name), std::move(value_type));
        else
            all_known = false;
    }
    if (all_known) return type::object(std::move(attributes));
    return type::map(values.empty() ? type::dynamic() : unify(values));
}

type type_of(const expression& expr, const scope& s, diagnostics& diags) {
    const expression_node* node = unwrap_expression(expr);
    if (!node) return type::none();
    if (const auto* native_node = dynamic_cast<const native::expr*>(node)) {
        typer t(s, diags);
        return t.of(native_node);
    }
    // Other syntaxes: the type of a constant value, else unknown.
    diagnostics ignored;
    const value v = expr.evaluate(ignored);
    if (ignored.has_errors() || !v.is_wholly_known()) return type::dynamic();
    return constant_type(v);
}

}  // namespace pcl
HCL_END_NAMESPACE
