// Type expressions (reference-behaviour §7.1): types written in HCL syntax,
// such as `list(string)`, `object({name = string, port = optional(number, 80)})` (docs/stdlib.md).
//
// Expressions are read through static analysis only (keyword(),
// static_function_call(), static_list(), static_map()), never evaluated,
// except the default values of optional attributes, which are evaluated in
// literal-only mode.
//
//     string  number  bool            primitive types
//     any                             the dynamic pseudo-type (constraints only)
//     list(T)  set(T)  map(T)         collections
//     tuple([T, ...])                 tuples
//     object({name = T, ...})         objects; an attribute type may be
//                                     optional(T) or optional(T, default)
//                                     (constraints only; a default only
//                                     with type_constraint_with_defaults)
//
// Problems are reported as "Invalid type specification" (or "Invalid default
// value for optional attribute") diagnostics; the returned type is then the
// dynamic pseudo-type where the specification was unusable.
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/expression.hpp>
#include <hcl/function.hpp>
#include <hcl/type.hpp>
#include <hcl/value.hpp>

#include <map>
#include <memory>
#include <string>

HCL_BEGIN_NAMESPACE

// The default values a type constraint declares, as a tree following the
// type: `values` holds the defaults of this level's optional object
// attributes; `children` the trees of nested types, keyed by attribute name
// (objects), element index in decimal (tuples) or "" (the element type of
// lists, sets and maps). Only levels with defaults somewhere below exist.
struct type_defaults {
    hcl::type type;
    std::map<std::string, value, std::less<>> values;
    std::map<std::string, std::shared_ptr<const type_defaults>, std::less<>> children;

    // The child tree for an element or attribute `key`, or nullptr.
    const type_defaults* child(std::string_view key) const;
};

// An exact type: `any` is rejected, and so is `optional`.
hcl::type type_from_expression(const expression& expr, diagnostics& diags);

// A type constraint: `any` allowed, `optional(T)` allowed for object
// attributes (default values are rejected).
hcl::type type_constraint_from_expression(const expression& expr, diagnostics& diags);

// A type constraint whose optional attributes may have default values.
// `defaults` is null when the constraint declares none.
struct type_constraint {
    hcl::type type;
    std::shared_ptr<const type_defaults> defaults;
};
type_constraint type_constraint_with_defaults(const expression& expr, diagnostics& diags);

// Fills the defaults into `v`: an object (or map) attribute that is missing
// or null gets its default, recursively through lists, sets, tuples, maps
// and objects. Null and unknown values are left alone, not filled. Where
// filling makes the elements of a list or set differ in type the result is a
// tuple (a map becomes an object); the caller converts the result to the
// constraint's type afterwards. `defaults` may be null (v is returned).
value apply_defaults(const value& v, const type_defaults* defaults);

// The type in type-expression syntax (the inverse of the parsers above for
// the types they produce), e.g. `map(object({a=string,b=optional(number)}))`.
std::string type_to_expression_text(const hcl::type& t);

// Types as values (the reference's TypeConstraintType): a capsule type
// whose values carry an hcl::type. Equal when the types are equal.
const hcl::type& type_constraint_type();
value type_constraint_value(hcl::type t);
// The type inside `v`; nullptr when `v` is not a known, non-null type value.
const hcl::type* type_from_constraint_value(const value& v);

// A function parameter whose argument is written as a type constraint
// (`convert(x, list(string))`): the evaluator reads the argument with
// type_constraint_from_expression() instead of evaluating it, reports
// "Invalid type specification" problems at the argument, and passes a
// type_constraint_value().
parameter type_constraint_parameter(std::string name, std::string description = {});

// `convert(value, type)`: converts `value` to the type constraint, as the
// conversion rules allow (unsafe conversions included); a failure is an
// invalid first argument. Not in the reference's standard library: add it
// with hcl::stdlib::area::type_conversion or on its own.
function convert_function();

HCL_END_NAMESPACE
