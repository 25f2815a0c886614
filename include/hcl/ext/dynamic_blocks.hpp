// Dynamic blocks: nested blocks generated from a collection (docs/extensions.md).
//
//     dynamic "setting" {
//       for_each = var.settings        # list, set, tuple, map or object
//       iterator = s                   # optional; default: the block type
//       labels   = [s.key]             # when `setting` blocks take labels
//       content {
//         value = s.value              # s.key, s.value: the current element
//       }
//     }
//
// expand_dynamic_blocks() wraps a body (any syntax) so that reading it with
// a schema that names block type `setting` yields one `setting` block per
// element, in place of the `dynamic` block, among the static blocks in
// source order. Expressions in generated blocks see the iterator (and the
// iterators of the dynamic blocks around them) through a child of the
// context they are evaluated in, so the decoder and every other reader of
// bodies work unchanged. Nesting works at any depth: dynamic blocks inside
// `content`, inside static blocks, inside generated blocks. This is the
// reference's ext/dynblock extension, with its diagnostics.
//
// Expansion happens when the wrapped body is read (content(),
// partial_content()), and only for the block types the schema names; the
// problems it finds (for_each not a collection, a bad iterator, labels that
// do not match the block type, a missing or repeated `content` block) are
// diagnostics of that read. A for_each whose value is unknown yields one
// block whose attributes, and those of every block inside it, are unknown.
#pragma once

#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/schema.hpp>
#include <hcl/traversal.hpp>

#include <functional>
#include <memory>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace ext {

// `body` with its dynamic blocks expanded when it is read. `for_each` and
// `labels` are evaluated in `ctx` (plus the enclosing iterators), which
// must outlive every read of the returned body and of the bodies read from
// it; attribute expressions are evaluated later in whatever context the
// reader gives, so they do not need it.
body expand_dynamic_blocks(const body& body, const eval_context& ctx);
// The same, sharing ownership of `ctx` (null: literal-only mode), for a
// body that outlives the scope that made the context.
body expand_dynamic_blocks(const body& body, std::shared_ptr<const eval_context> ctx);

// Static analysis before evaluation: which variables must a context hold
// to expand `body` and read it? Reading needs a schema for each level, so
// the walk goes level by level: visit() a node with the schema of its
// level, then each child with the schema of the child's block type.
// Iterator references (`s.value` above) are left out: expansion provides
// them. (The reference's WalkVariables and WalkExpandVariables.)
struct dynamic_variables_visit;

class dynamic_variables_node {
public:
    // The variables of this level's attributes (unless the walk is for
    // expansion only) and of its dynamic blocks' for_each and labels, and
    // one child per nested block of a type the schema names (a static
    // block, or each `content` block of a dynamic block of that type).
    // Problems in the body are not reported here: reading the expanded
    // body reports them.
    dynamic_variables_visit visit(const body_schema& schema) const;

    struct state;  // the implementation's
    explicit dynamic_variables_node(std::shared_ptr<const state> s) noexcept : state_(std::move(s)) {}

private:
    std::shared_ptr<const state> state_;
};

struct dynamic_variables_child {
    std::string block_type;  // the type of the block(s) this child stands for
    dynamic_variables_node node;
};

struct dynamic_variables_visit {
    std::vector<traversal> variables;
    std::vector<dynamic_variables_child> children;  // source order
};

// The start of a walk for every variable that expanding and then reading
// the body would need.
dynamic_variables_node walk_dynamic_variables(const body& body);
// The start of a walk for only those that expansion itself needs (for_each
// and labels), not those of the generated blocks' contents.
dynamic_variables_node walk_expansion_variables(const body& body);

// The whole walk in one call: `schema_of(path)` gives the schema of the
// blocks at `path` (block types from the root; empty: the root itself), or
// null for blocks the application does not read (their contents are not
// visited).
using schema_lookup = std::function<const body_schema*(const std::vector<std::string>& path)>;
std::vector<traversal> dynamic_block_variables(const body& body, const schema_lookup& schema_of);

}  // namespace ext
HCL_END_NAMESPACE
