// The expression language of spec files (see spec_language.cpp).
#pragma once

#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/expression.hpp>
#include <hcl/function.hpp>
#include <hcl/type.hpp>

#include <memory>

HCL_BEGIN_NAMESPACE
namespace spec::detail {

// The context type expressions are evaluated in: `string`, `number`,
// `bool`, `any` and the functions list, set, map, tuple, object.
const eval_context& type_expression_context();

// The type `e` denotes (the dynamic pseudo-type when `e` is empty or
// null). Problems are diagnostics; "Invalid type expression" (no range, as
// the reference) when the value is not a type. In the JSON syntax a string
// value is read as a type expression.
hcl::type evaluate_type_expression(const expression& e, bool json_syntax, diagnostics& diags);

// abs coalesce concat hasindex int jsondecode jsonencode length lower max
// min reverse strlen substr upper, as spec-format.md lists them.
const function_table& spec_definition_functions();

// An evaluation context with those functions and no variables, made once:
// where spec files' literal values, variables and user functions are
// evaluated.
const std::shared_ptr<const eval_context>& definition_function_context();

}  // namespace spec::detail
HCL_END_NAMESPACE
