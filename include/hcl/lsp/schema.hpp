// hcl::lsp::schema — what the editor services know of a configuration
// language (docs/language-server.md).
//
// A schema is a tree of bodies: the attributes and block types each body
// may hold, with their types, whether they are required, how many blocks
// of a type may appear, what their labels are called and which values a
// label or an attribute may take, and a description of each (shown by hover
// and completion). It also knows how to check a body: the same diagnostics
// `hcl dec` or decode<T> give. A block's body may depend on the value of
// one of its labels, as a Terraform `resource "aws_instance" "web"` body
// depends on its type.
//
// Sources:
//
//     auto s = hcl::lsp::schema::from_spec(hcl::spec_of<config>());       // C++ structs
//     auto r = hcl::lsp::schema::parse_spec(text, "app.hcldec");          // an hcldec spec file
//     auto t = hcl::lsp::schema::parse_terraform(json, "schema.json");    // a Terraform provider schema
//     hcl::lsp::schema none;                                              // no schema
//
// A schema is a value: cheap to copy (its parts are shared and immutable).
#pragma once

#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/file.hpp>
#include <hcl/function.hpp>
#include <hcl/type.hpp>
#include <hcl/value.hpp>

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE

namespace spec {
class spec;
struct spec_file;
}  // namespace spec

namespace lsp {

// Words about an item, shown by hover and completion.
struct documentation {
    std::string text;       // empty: none
    bool markdown = false;  // else plain text

    bool empty() const noexcept { return text.empty(); }
    friend bool operator==(const documentation&, const documentation&) = default;
};

struct schema_attribute {
    std::string name;
    hcl::type type = hcl::type::dynamic();
    bool required = false;
    // The values the attribute may take (an enumeration); empty: any of its type.
    std::vector<hcl::value> allowed_values;
    documentation doc;
};

struct schema_body;

struct schema_label {
    std::string name;
    // The values the label may take; empty: any name.
    std::vector<std::string> allowed_values;
    documentation doc;
};

struct schema_block {
    std::string type;
    std::vector<schema_label> labels;
    // The block's body; null: any content (not checked, nothing to complete).
    std::shared_ptr<const schema_body> body;
    std::size_t min_items = 0;
    std::size_t max_items = 0;  // 0: no limit
    documentation doc;
    // When the body depends on a label's value: which label, and the body
    // for each value (a value not listed gets `body`). The label's
    // allowed_values are then these keys.
    std::optional<std::size_t> body_label;
    std::map<std::string, std::shared_ptr<const schema_body>, std::less<>> bodies_by_label;

    bool required() const noexcept { return min_items > 0; }
    // More than one block of the type may appear.
    bool repeatable() const noexcept { return max_items != 1; }
    // The body for blocks whose labels are `labels` (the first ones given).
    const schema_body* body_for(const std::vector<std::string>& labels) const noexcept;
};

struct schema_body {
    std::vector<schema_attribute> attributes;
    std::vector<schema_block> blocks;
    // Attributes of any name are allowed (an hcldec block_attrs), each of
    // this type.
    std::optional<hcl::type> any_attributes;
    // Items not listed are not errors (a body whose schema is not known,
    // or known only in part).
    bool open = false;
    documentation doc;

    const schema_attribute* find_attribute(std::string_view name) const noexcept;
    const schema_block* find_block(std::string_view type) const noexcept;
};

class schema {
public:
    // Checks a body against the schema: appends the diagnostics the decoder
    // gives (summaries, details, ranges as `hcl dec`), with `ctx` for the
    // expressions (null: literal-only mode).
    using checker = std::function<void(const hcl::body& body, const eval_context* ctx, diagnostics& out)>;

    // No schema: an open root body, no checks.
    schema();
    // A schema from its parts. `check` may be empty (no checks).
    schema(std::shared_ptr<const schema_body> root, checker check, std::string name = {});

    // The schema of an hcldec spec (the root spec; a spec file's variables
    // and functions through the second form). Checks with spec::check
    // (spec::decode's diagnostics, without building the value).
    static schema from_spec(const spec::spec& root);
    static schema from_spec_file(const spec::spec_file& file);

    struct load_result;
    // An hcldec spec file's text (JSON syntax when `filename` ends in ".json").
    static load_result parse_spec(std::string text, std::string filename);
    // A Terraform provider schema (`terraform providers schema -json`):
    // top-level `resource`, `data` and `provider` blocks whose first label
    // chooses the body, with the schema's descriptions; Terraform's other
    // top-level blocks (variable, output, locals, module, terraform,
    // moved, import, check) are open.
    static load_result parse_terraform(std::string text, std::string filename);

    // True for the default-constructed schema.
    bool empty() const noexcept;
    // The schema's name for messages ("app.hcldec"); empty when none.
    const std::string& name() const noexcept;
    const schema_body& root() const noexcept;
    const std::shared_ptr<const schema_body>& shared_root() const noexcept;
    // Variables and functions the schema's source declares for input files
    // (a spec file's `variables` and `function` blocks); empty when none.
    const variable_map& variables() const noexcept;
    const function_table& functions() const noexcept;
    void check(const hcl::body& body, const eval_context* ctx, diagnostics& out) const;

private:
    struct state;
    std::shared_ptr<const state> state_;
};

struct schema::load_result {
    lsp::schema schema;  // the empty schema when the source had errors
    hcl::diagnostics diagnostics;
    std::shared_ptr<const hcl::file> file;  // the parsed source (for rendering diagnostics)

    bool has_errors() const noexcept { return diagnostics.has_errors(); }
};

}  // namespace lsp
HCL_END_NAMESPACE
