// The HCL JSON syntax: configuration files and standalone expressions written
// as JSON, read through the same hcl::body and hcl::expression interfaces as
// the native syntax (JSON syntax specification; reference-behaviour §2; docs/json-syntax.md).
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/expression.hpp>
#include <hcl/file.hpp>
#include <hcl/source.hpp>

#include <cstddef>
#include <memory>
#include <string>

HCL_BEGIN_NAMESPACE
namespace json {

struct parse_options {
    // Position of the first byte (for JSON embedded in another file).
    source_position start{};
    // Deeper nesting of objects and arrays is an error, not a stack overflow.
    std::size_t max_nesting_depth = 1000;
};

// A whole configuration file. The root must be an object or an array of
// objects; otherwise "Root value must be object" is reported and the file's
// body is empty. The file is always present.
parse_result parse(std::string source, std::string filename, const parse_options& options = {});
// The same over text shared with the caller: the file keeps a reference to
// it instead of a copy (null: empty text).
parse_result parse(std::shared_ptr<const std::string> source, std::string filename,
                   const parse_options& options = {});

// A single JSON value used as an expression.
struct expression_parse_result {
    hcl::expression expression;  // always usable; evaluates to the dynamic value on errors
    hcl::diagnostics diagnostics;
};
expression_parse_result parse_expression(std::string source, std::string filename,
                                         const parse_options& options = {});

// Whether a body or expression comes from the JSON syntax.
bool is_json_body(const hcl::body& b) noexcept;
bool is_json_expression(const hcl::expression& e) noexcept;

}  // namespace json
HCL_END_NAMESPACE
