// The HCL native syntax: parsing configuration files, standalone
// expressions, standalone templates and traversals (docs/native-parser.md).
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/expression.hpp>
#include <hcl/file.hpp>
#include <hcl/source.hpp>
#include <hcl/traversal.hpp>

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace native {

struct parse_options {
    // Position of the first byte (for text embedded in another file).
    source_position start{};
    // Deeper nesting of brackets, blocks or templates is an error, not a
    // stack overflow.
    std::size_t max_nesting_depth = 256;
};

// A whole configuration file: attributes and blocks.
parse_result parse_config(std::string source, std::string filename, const parse_options& options = {});
// The same over text shared with the caller: the file keeps a reference to
// it instead of a copy, so the same text can be parsed again, or kept for
// other uses, without copying it (null: empty text).
parse_result parse_config(std::shared_ptr<const std::string> source, std::string filename,
                          const parse_options& options = {});

// A standalone expression (newlines are not significant).
struct expression_parse_result {
    hcl::expression expression;  // always usable; a placeholder on errors
    hcl::diagnostics diagnostics;
};
expression_parse_result parse_expression(std::string source, std::string filename,
                                         const parse_options& options = {});
// A standalone template (the whole text is template text, as in JSON strings).
expression_parse_result parse_template(std::string source, std::string filename,
                                       const parse_options& options = {});

// A traversal such as `a.b["c"][0]` (root name, `.name`, `[number]`,
// `["string"]` only).
struct traversal_parse_result {
    hcl::traversal traversal;
    hcl::diagnostics diagnostics;
};
traversal_parse_result parse_traversal(std::string_view source, std::string filename,
                                       const parse_options& options = {});
// A traversal pattern: a traversal that may also contain `[*]` wildcard
// steps (hcl::traverse_splat), e.g. `aws_instance.web[*].id`, for static
// analysis that matches references against it (`.*` stays an error, as in
// the reference's pattern parser). Applying a pattern to a value applies
// the steps after each wildcard to every element (hcl/traversal.hpp).
traversal_parse_result parse_traversal_pattern(std::string_view source, std::string filename,
                                               const parse_options& options = {});

// Whether `name` is a valid native-syntax identifier.
bool valid_identifier(std::string_view name) noexcept;

}  // namespace native
HCL_END_NAMESPACE
