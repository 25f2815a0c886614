// PCL type expressions (docs/pcl.md): HCL's type-constraint syntax
// (<hcl/type_expression.hpp>) extended with PCL's types.
//
//     bool  int  number  string  none    primitive types and none
//     any                                the dynamic pseudo-type
//     list(T)  set(T)  map(T)            collections
//     tuple([T, ...])                    tuples
//     object({name = T, "a b" = T})      objects (names: identifiers or strings)
//     union(A, B, ...)                   unions (normalised: union(A) is A)
//     optional(T)                        union(T, none)
//     promise(T)  output(T)              eventuals
//
// Expressions are read through static analysis, never evaluated, as HCL's
// type constraints are. type::to_string() writes this syntax, and what it
// writes parses back to the same type. Problems are "Invalid type
// specification" diagnostics with the range of the offending part; the type
// is then the dynamic pseudo-type where the specification was unusable.
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/pcl/type.hpp>

#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE

class expression;

namespace pcl {

struct type_parse_result {
    pcl::type type;
    hcl::diagnostics diagnostics;
};

// Parses `text` as a native-syntax expression and reads it as a type.
// `filename` names the text in diagnostics.
type_parse_result parse_type(std::string_view text, std::string filename = "<type>");

// Reads an already parsed expression as a type.
type type_from_expression(const expression& expr, diagnostics& diags);

}  // namespace pcl
HCL_END_NAMESPACE
