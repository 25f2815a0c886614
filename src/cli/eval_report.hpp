// What `hcl eval` found in a file: every attribute's value or errors, block
// by block, in the shape the reference oracle prints (see docs/cli.md).
#pragma once

#include "native/ast.hpp"

#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/file.hpp>
#include <hcl/value.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hcl_cli {

struct attribute_report {
    std::string name;
    hcl::value value;           // meaningful when errors is empty
    std::string value_json;     // the value in the standard JSON encoding
    std::string type_json;
    std::vector<std::string> errors;  // "LINE:COLUMN: Summary"
};

// The report of one evaluated attribute: its errors ("LINE:COLUMN: Summary"),
// or the oracle's own messages for a value that is not wholly known or not
// representable in JSON, or its value and type JSON. `diags` are also added
// to `all`.
attribute_report make_attribute_report(std::string name, hcl::value value, hcl::diagnostics diags,
                                       hcl::diagnostics& all);

struct block_report;

struct body_report {
    std::vector<attribute_report> attributes;  // source order
    std::vector<block_report> blocks;          // source order
};

struct block_report {
    std::string type;
    std::vector<std::string> labels;
    body_report body;
};

struct eval_report {
    std::vector<std::string> parse_errors;
    std::optional<body_report> body;  // absent when parsing failed
    // With the extensions (--dynblock, --userfunc, --locals): the errors
    // of reading the body through them, as the oracle's "walk_errors".
    std::optional<std::vector<std::string>> walk_errors;
    // Every diagnostic met, parse and evaluation alike, for people.
    hcl::diagnostics diagnostics;
};

// Error diagnostics as "LINE:COLUMN: Summary" ("Summary" without a subject).
std::vector<std::string> error_strings(const hcl::diagnostics& diags);

// Evaluates every attribute of `body` and its nested blocks in `ctx`
// (nullptr = literal-only mode); diagnostics go to `all`.
body_report evaluate_body(const hcl::native::body_impl& body, const hcl::eval_context* ctx,
                          hcl::diagnostics& all);

// The report of a parsed file evaluated without extensions, as `hcl eval
// FILE` makes it: the parse errors, and every attribute's value or errors
// when parsing succeeded (a native-syntax file; a JSON-syntax file's body is
// read through just_attributes by the command itself).
eval_report evaluate_file(const hcl::parse_result& parsed, const hcl::eval_context* ctx);

// The variables of a JSON object (`hcl eval --vars`): each property with the
// type its JSON implies; nullopt with `error` set when `json` is not an object.
std::optional<hcl::variable_map> variables_from_json(std::string_view json, std::string& error);

// The oracle's JSON document for `report`, Go-indented.
std::string to_json(const eval_report& report);

// A listing for people: `name = value  # type` lines, blocks as in HCL.
std::string to_text(const body_report& body);

}  // namespace hcl_cli
