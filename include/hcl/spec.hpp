// hcl::spec — schemas known at run time: hcldec specs as data.
//
// A spec says how to turn an hcl::body into one hcl::value: which attributes
// and blocks the body may hold, what types their values must have, and how
// the result is shaped (objects, tuples, lists, sets and maps of the blocks'
// results). It is the run-time twin of an annotated struct, and exactly the
// model of the reference's hcldec spec files (cmd/hcldec/spec-format.md in
// hashicorp/hcl), so the same spec file drives hclcpp and other tools.
//
// Build a spec in C++ ...
//
//     namespace s = hcl::spec;
//     s::spec service = s::object{{
//         {"name", s::attr{.type = hcl::type::string(), .required = true}},
//         {"port", s::default_{s::attr{.type = hcl::type::number()}, s::literal{hcl::value::number(80)}}},
//         {"backend", s::block_list{.nested = s::object{{{"url", s::attr{.type = hcl::type::string()}}}},
//                                   .min_items = 1}},
//     }};
//     auto r = s::decode(file->body(), service, ctx);   // r.value, r.diagnostics
//
// ... or read one from a spec file (native or JSON syntax):
//
//     auto f = hcl::spec::parse_file("service.hcldec");  // f.spec.root, f.diagnostics
//
// A spec is a value: cheap to copy (its parts are shared and immutable),
// comparable, printable as spec-file text (write()). docs/spec-decoding.md
// explains the model, the differences from the reference, and spec_of<T>()
// (<hcl/spec_of.hpp>), which derives the spec of an annotated struct.
#pragma once

#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/expression.hpp>
#include <hcl/file.hpp>
#include <hcl/function.hpp>
#include <hcl/schema.hpp>
#include <hcl/source.hpp>
#include <hcl/traversal.hpp>
#include <hcl/type.hpp>
#include <hcl/value.hpp>

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

HCL_BEGIN_NAMESPACE

namespace spec {

struct object;
struct array;
struct attr;
struct block;
struct block_list;
struct block_set;
struct block_map;
struct block_attrs;
struct literal;
struct default_;
struct transform;
struct label;

// Which kind a spec is (spec::which()).
enum class kind : unsigned char {
    object,
    array,
    attr,
    block,
    block_list,
    block_set,
    block_map,
    block_attrs,
    literal,
    default_,
    transform,
    label,
};

// The spec-file name of a kind ("block_list", "default", ...).
const char* to_string(kind k) noexcept;

struct node;  // implementation detail: the kinds behind a spec

// Words about what a spec reads, for people: shown by editors (hover,
// completion), written by write() as comment lines above the spec block.
// From a spec file's comment lines above a spec block or its `description`
// attribute, from spec_of<T>()'s `.doc(...)` annotations, or set in code
// (spec::with_doc).
struct description {
    std::string text;       // empty: none
    bool markdown = false;  // else plain text

    bool empty() const noexcept { return text.empty(); }
    friend bool operator==(const description&, const description&) = default;
};

// One spec of any kind. Implicitly made from each kind, so nested specs are
// written as the kinds themselves. Default-constructed: a literal null (of
// the dynamic pseudo-type), which decodes to null and asks nothing of a body.
class spec {
public:
    spec();
    spec(object s);       // NOLINT: implicit by design, like std::variant's
    spec(array s);        // NOLINT
    spec(attr s);         // NOLINT
    spec(block s);        // NOLINT
    spec(block_list s);   // NOLINT
    spec(block_set s);    // NOLINT
    spec(block_map s);    // NOLINT
    spec(block_attrs s);  // NOLINT
    spec(literal s);      // NOLINT
    spec(default_ s);     // NOLINT
    spec(transform s);    // NOLINT
    spec(label s);        // NOLINT

    kind which() const noexcept;
    // The kind's data when the spec is of that kind; nullptr otherwise.
    template <class Kind>
    const Kind* get_if() const noexcept;

    // Same kinds with equal data, recursively; an unnamed attr or block_*
    // equals one naming what the enclosing object member implies. A
    // transform's result compares by identity or source text, its
    // functions by name. Descriptions compare too.
    friend bool operator==(const spec& a, const spec& b) noexcept;

    const node& data() const noexcept { return *node_; }

    // The spec's description (empty: none).
    const description& doc() const noexcept;
    // This spec with `d` as its description (the kind's data is shared).
    spec with_doc(description d) const;

private:
    std::shared_ptr<const node> node_;
};

// A JSON-object-like result: one property per member, each the result of
// its spec over the same body. A member's attr or block_* spec with an
// empty name/block_type reads the item named like the property.
struct object {
    std::vector<std::pair<std::string, spec>> members{};
};

// A tuple: one element per spec, each over the same body.
struct array {
    std::vector<spec> elements{};
};

// The value of one attribute, converted to `type` (the dynamic pseudo-type:
// as written). Absent: null of `type`, or an error when `required`.
struct attr {
    std::string name{};  // empty: the enclosing object member's name
    hcl::type type = hcl::type::dynamic();
    bool required = false;
};

// The result of `nested` over the body of the one block of `block_type`
// (two are an error). Absent: null, or an error when `required`.
struct block {
    std::string block_type{};  // empty: the enclosing object member's name
    spec nested{};
    bool required = false;
};

// A list of `nested`'s results, one per block of `block_type`, in order.
// min_items / max_items (0: no limit) bound the number of blocks.
struct block_list {
    std::string block_type{};
    spec nested{};
    std::size_t min_items = 0;
    std::size_t max_items = 0;
};

// As block_list, as a set (duplicates merge, no order).
struct block_set {
    std::string block_type{};
    spec nested{};
    std::size_t min_items = 0;
    std::size_t max_items = 0;
};

// A map of `nested`'s results keyed by the blocks' labels: one map level per
// name in `labels` (at least one), so each block has that many labels.
// `nested`'s type may not contain the dynamic pseudo-type.
struct block_map {
    std::string block_type{};
    std::vector<std::string> labels{};
    spec nested{};
};

// A map of every attribute in the one block of `block_type`, each converted
// to `element_type`. Absent: null, or an error when `required`.
struct block_attrs {
    std::string block_type{};
    hcl::type element_type = hcl::type::dynamic();
    bool required = false;
};

// A fixed value; asks nothing of the body. In spec files, `value = EXPR`
// (with the spec definition functions), and in hclcpp's files also
// `type = T` for types literal syntax cannot spell (a list, a map, a typed
// null): the value is converted to T.
struct literal {
    hcl::value value{};
};

// `primary`'s result unless it is null, then `fallback`'s. Only `primary`
// constrains the body (the fallback's items are still read if present).
// Chains nest: default_{default_{a, b}, c}.
struct default_ {
    spec primary{};
    spec fallback{};
};

// `result` evaluated with the variable `nested` bound to `nested`'s result,
// and `functions` available (a spec file's spec definition functions).
struct transform {
    spec nested{};
    hcl::expression result{};
    function_table functions{};
};

// One of the labels of the block whose body is being decoded, as a string:
// the `index`-th label after those a block_map takes as its keys. A block
// spec whose nested spec (or an object or array in it) has label specs
// expects that many labels on its blocks; `name` names the label in
// messages ("Missing name for service"). The reference's library has this
// kind (BlockLabelSpec); its spec files do not (hclcpp's read it as
// `label "key" { index = 0 }`).
struct label {
    std::size_t index = 0;
    std::string name{};  // empty: the enclosing object member's name
};

// The kinds behind a spec.
struct node {
    std::variant<object, array, attr, block, block_list, block_set, block_map, block_attrs, literal, default_,
                 transform, label>
        alternatives;
    description doc{};
};

template <class Kind>
const Kind* spec::get_if() const noexcept {
    return std::get_if<Kind>(&node_->alternatives);
}

// What a spec file declares besides its root spec.
struct spec_file {
    spec root;
    // From `variables { name = value }` blocks: variables for input files.
    variable_map variables;
    // From `function "name" { params = [...] result = ... }` blocks:
    // functions input files may call.
    function_table functions;

    // An evaluation context for input files with those variables and
    // functions; a level with none of either defines none (so an input
    // that uses a variable gets "Variables not allowed", as hcldec says).
    eval_context context() const;
};

struct parse_result {
    spec_file spec;
    hcl::diagnostics diagnostics;
    // The parsed spec file (its source, for rendering diagnostics).
    std::shared_ptr<const hcl::file> file;

    bool has_errors() const noexcept { return diagnostics.has_errors(); }
};

// The spec definition functions spec files offer literal values, transform
// results and user functions (abs coalesce concat hasindex int jsondecode
// jsonencode length lower max min reverse strlen substr upper; `reverse`
// reverses a string).
const function_table& definition_functions();

// Reads a spec file's body: exactly one root spec block, plus any number of
// `variables` and `function` blocks. Every mistake in the spec itself is a
// diagnostic with its range; the root is then a literal null where it could
// not be read.
parse_result parse(const hcl::body& body);
// Parses `source` (JSON syntax when `filename` ends in ".json", else native)
// and reads it.
parse_result parse(std::string source, std::string filename);
// Reads the file at `path` (JSON syntax for ".json").
parse_result parse_file(const std::string& path);

// The spec as spec-file text (native syntax) that parse() reads back to an
// equal spec. Literal values are written as HCL literals (with a `type`
// where literal syntax cannot spell theirs); a transform's result as its
// expression's source text (a transform built in C++ from an expression
// with no source text is written as `result = nested`, with a comment
// saying so). Types with optional object attributes use hclcpp's
// `optional(T)`, which the reference does not read.
std::string write(const spec& s);

// The first rule the spec breaks, or nullopt: an attr or block_* spec with
// no name where no object member names it, a block_map without labels or
// with a dynamic-typed result, block_list/block_set max_items below
// min_items. decode() reports such problems as errors without a range.
std::optional<std::string> problem(const spec& s);

// The type decode() returns for this spec (before any error).
hcl::type implied_type(const spec& s);

// The attributes and block types the spec reads from one body.
body_schema implied_schema(const spec& s);

struct decode_result {
    hcl::value value;
    hcl::diagnostics diagnostics;

    bool has_errors() const noexcept { return diagnostics.has_errors(); }
};

struct partial_decode_result {
    hcl::value value;
    hcl::body remain;  // the body's items the spec did not read
    hcl::diagnostics diagnostics;

    bool has_errors() const noexcept { return diagnostics.has_errors(); }
};

// Decodes `body` with `s`: every item the spec names, and nothing else
// (other items are errors). `ctx` null: literal-only mode.
decode_result decode(const hcl::body& body, const spec& s, const eval_context* ctx = nullptr);
inline decode_result decode(const hcl::body& body, const spec& s, const eval_context& ctx) {
    return decode(body, s, &ctx);
}
// The diagnostics decode() gives for `body`, without building the decoded
// value: for checking a configuration (an editor's diagnostics, a CI
// check) with a fraction of decode()'s memory. Every value is still
// evaluated and converted, and dropped once checked.
hcl::diagnostics check(const hcl::body& body, const spec& s, const eval_context* ctx = nullptr);
inline hcl::diagnostics check(const hcl::body& body, const spec& s, const eval_context& ctx) {
    return check(body, s, &ctx);
}
// As decode(), leaving the items the spec does not name in `remain`.
partial_decode_result partial_decode(const hcl::body& body, const spec& s, const eval_context* ctx = nullptr);
inline partial_decode_result partial_decode(const hcl::body& body, const spec& s, const eval_context& ctx) {
    return partial_decode(body, s, &ctx);
}

struct files_decode_result {
    hcl::value value;
    hcl::diagnostics diagnostics;
    // The parsed files, in order (their text, for rendering diagnostics).
    // A top-level block decoded while its file was parsed is dropped from
    // the file's syntax tree, so a clean decode's files may not have all
    // their blocks any more; their text is always whole.
    std::vector<std::shared_ptr<const hcl::file>> files;

    bool has_errors() const noexcept { return diagnostics.has_errors(); }
};

// Parses the files (JSON syntax for names ending in ".json", else native)
// and decodes them with `s` as one body (merged when there are several),
// as hcldec does. A file that cannot be read or does not parse is reported
// and nothing is decoded. The result is decode()'s over the parsed bodies;
// on the way, top-level blocks that a block_list, block_set or block_map of
// the root object reads are decoded as the parser finishes them and their
// syntax trees dropped, which is faster and needs far less memory for
// large files.
files_decode_result decode_files(const std::vector<std::string>& paths, const spec& s,
                                 const eval_context* ctx = nullptr);
// The same for text, named `filename` (which also chooses the syntax).
files_decode_result decode_string(std::string source, std::string filename, const spec& s,
                                  const eval_context* ctx = nullptr);

// The variables decoding `body` with `s` would reference, without
// evaluating anything (hcldec --var-refs): attribute expressions' traversals,
// through the blocks the spec reads.
std::vector<traversal> variables(const hcl::body& body, const spec& s);

// Where the value `s` decodes from lies in `body` (an attribute's
// expression, a block's body, ...); the body's missing-item range when
// the item is absent.
source_range value_range(const hcl::body& body, const spec& s);

}  // namespace spec

HCL_END_NAMESPACE
