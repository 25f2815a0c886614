// hcl::lsp::workspace_config — which schema serves which file of a
// workspace: the `.hcl-lsp.hcl` file at its root, or the same in the
// client's options (docs/language-server.md, "A workspace of schemas").
//
//     schema "*.pkr.hcl" { spec = "packer.hcldec" }
//     schema "*.tf"      { terraform_schema = "providers.json" }
//     schema "app/**/*.hcl" {
//       spec      = "app.hcldec"
//       locals    = "locals=local"
//       variables = "variable=var"
//     }
//
// The file is read with hcl::decode like any configuration; what is wrong
// in it (an unknown attribute, a bad pattern, a schema file that does not
// read) is a diagnostic at its place in the file, and the rest is used.
// Reading the schema files goes through a function the caller gives: the
// library opens no files.
#pragma once

#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/workspace.hpp>
#include <hcl/source.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {

// The configuration's file name, at the workspace's root.
inline constexpr std::string_view workspace_config_name = ".hcl-lsp.hcl";

// One `schema "PATTERN" { ... }` block: the files PATTERN matches are served
// with this schema and these declarations.
struct schema_rule {
    std::string pattern;
    std::optional<std::string> spec;              // an hcldec spec file
    std::optional<std::string> terraform_schema;  // `terraform providers schema -json` output
    // BLOCKTYPE=ROOT, as `hcl lsp --locals` / `--variables`; "" turns one
    // off. Absent: locals=local, and variable=var with a Terraform schema.
    std::optional<std::string> locals;
    std::optional<std::string> variables;
    // Where the block and its parts are written (for diagnostics).
    source_range range, pattern_range, spec_range, terraform_schema_range, locals_range,
        variables_range;
};

struct workspace_config {
    // In the order written: the first whose pattern matches a file wins.
    std::vector<schema_rule> schemas;
};

struct workspace_config_result {
    // What could be read: a block with errors is left out, or keeps the
    // parts that were right.
    workspace_config config;
    hcl::diagnostics diagnostics;
};

// A configuration's body (either syntax).
workspace_config_result decode_workspace_config(const hcl::body& body);
// A configuration's text: the JSON syntax when `filename` ends in ".json"
// (the shape of the client's options), else the native syntax.
workspace_config_result read_workspace_config(std::string text, std::string filename);

// File patterns, relative to the workspace root with `/` between names:
// `*` any run of characters but `/`, `?` one character but `/`, `**` as a
// whole name any number of directories (none included). A pattern without
// `/` matches a file's name in any directory (`*.tf`), one with `/` the
// path from the root (`app/**/*.hcl`).
bool path_pattern_matches(std::string_view pattern, std::string_view relative_path) noexcept;
// Why `pattern` is not a valid pattern; empty when it is.
std::string path_pattern_problem(std::string_view pattern);

// BLOCKTYPE=ROOT into its parts; false when `text` is not of that form.
bool parse_declaration_option(std::string_view text, std::string& block, std::string& root);

// Reads a file: its text, or nullopt when it cannot be read.
using file_reader = std::function<std::optional<std::string>(const std::string& path)>;

// A rule with its schema read.
struct workspace_schema {
    std::string pattern;
    lsp::schema schema;  // empty when the rule names none, or its file did not read
    lsp::declarations declarations;
    std::string file;  // the schema file's path ("" when none)
};

// The schema files loaded before, shared by the loads that are given it (a
// copy shares the same files; safe to use from several threads): a file
// whose text did not change is not parsed again (a provider schema can be
// megabytes, and the configuration is checked as it is typed), and a file
// that gains errors keeps serving its last version without them.
class schema_file_cache {
public:
    schema_file_cache();

private:
    friend struct schema_file_access;
    struct files;
    std::shared_ptr<files> files_;
};

// The schemas of a configuration's rules, in order. Relative file names are
// relative to `base_directory` ("" the current directory). A schema file
// that cannot be read or has errors is a diagnostic at its name in the
// configuration; its rule still matches, with no schema, or with the
// file's last good version when `cache` has one.
std::vector<workspace_schema> load_workspace_schemas(const workspace_config& config,
                                                     const std::string& base_directory,
                                                     const file_reader& read, hcl::diagnostics& out,
                                                     const schema_file_cache* cache = nullptr);

// The first of `schemas` whose pattern matches `relative_path`; null when none.
const workspace_schema* find_workspace_schema(const std::vector<workspace_schema>& schemas,
                                              std::string_view relative_path) noexcept;

// The schema of the configuration file itself: completion and hover in it,
// and checks that also read the schema files it names (through `read`,
// relative to `base_directory`; an empty `read` skips them).
lsp::schema workspace_config_schema(file_reader read = {}, std::string base_directory = {},
                                    schema_file_cache cache = {});

}  // namespace lsp
HCL_END_NAMESPACE
