// Recursive-descent parsing of JSON tokens into the syntax tree, with the
// reference's diagnostics and recovery (reference-behaviour §2.2).
#pragma once

#include "json/ast.hpp"

#include <hcl/diagnostic.hpp>
#include <hcl/json/parse.hpp>

HCL_BEGIN_NAMESPACE
namespace json::detail {

// Parses one JSON value filling the whole source (else "Extraneous data
// after value"). Never returns nullptr: a value that could not be parsed is
// an `invalid` node. Well-formed sources are read by the fast parser
// (json/fast_parser.hpp), the others again by the diagnosing one.
const node* parse_value_text(json_file& file, const parse_options& options, diagnostics& diags);

// The same with the diagnosing parser alone (tests check that both parsers
// build the same trees).
const node* parse_value_text_diagnosing(json_file& file, const parse_options& options, diagnostics& diags);

}  // namespace json::detail
HCL_END_NAMESPACE
