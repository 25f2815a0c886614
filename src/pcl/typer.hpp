// The walker behind pcl::type_of (include/hcl/pcl/type_of.hpp): one method
// per kind of native-syntax node, spread over type_of*.cpp by theme.
#pragma once

#include "native/ast.hpp"

#include <hcl/pcl/type_of.hpp>

#include <map>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace pcl {

// Which eventuals the operands of an expression carried: the result is
// wrapped in the strongest (an output beats a promise).
struct eventual_lift {
    bool output = false;
    bool promise = false;

    // `t` with a top-level output or promise (or such union members)
    // removed, remembering which.
    type unwrap(const type& t);
    type wrap(type result) const;
};

class typer {
public:
    typer(const scope& s, diagnostics& diags) : scope_(s), diags_(diags) {}

    type of(const native::expr& e);
    // A child that a tree with syntax errors may lack: dynamic when absent.
    type of(const native::expr* e) { return e ? of(*e) : type::dynamic(); }

private:
    type literal(const native::literal_expr& e);
    type template_parts(const native::template_expr& e);
    type template_join(const native::template_join_expr& e);
    type scope_traversal(const native::scope_traversal_expr& e);
    type relative_traversal(const native::relative_traversal_expr& e);
    type call(const native::function_call_expr& e);
    type convert_call(const native::function_call_expr& e);
    type conditional(const native::conditional_expr& e);
    type index(const native::index_expr& e);
    type tuple(const native::tuple_expr& e);
    type object(const native::object_expr& e);
    type for_expression(const native::for_expr& e);
    type splat(const native::splat_expr& e);
    type binary(const native::binary_expr& e);
    type unary(const native::unary_expr& e);

    // A string-typed part of a template: its type must convert to string.
    void require_string(const native::expr& part, const type& t, eventual_lift& lift);
    // The key and value types of iterating over `collection`.
    bool iteration_types(const type& collection, type& key, type& value);
    const type* lookup(std::string_view name) const;
    void error(std::string summary, std::string detail, const source_range& subject,
               std::optional<source_range> context = std::nullopt);

    const scope& scope_;
    diagnostics& diags_;
    // Variables of enclosing `for` expressions, innermost last.
    std::vector<std::map<std::string, type, std::less<>>> locals_;
    // The per-element symbol of each splat being typed.
    std::map<const native::expr*, type> symbols_;
};

}  // namespace pcl
HCL_END_NAMESPACE
