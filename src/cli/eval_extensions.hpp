// `hcl eval --dynblock --userfunc`: evaluating a file through the
// extensions, as the reference oracle's `eval -dynblock -userfunc` does.
#pragma once

#include "cli/eval_report.hpp"

#include <hcl/body.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>

#include <optional>
#include <string>

namespace hcl_cli {

struct extension_options {
    bool dynamic_blocks = false;  // --dynblock
    bool user_functions = false;  // --userfunc
    // --locals BLOCKTYPE=ROOT: blocks of that type hold locals, seen as ROOT.NAME.
    std::optional<std::string> locals_block_type;
    std::string locals_root;

    bool any() const noexcept { return dynamic_blocks || user_functions || locals_block_type.has_value(); }
};

// Reads `root` (a native-syntax file's body) through the extensions and
// evaluates every attribute in `ctx`, which gains the user functions. A
// body that the extensions wrap can only be read with a schema: each
// level's is the one its syntax implies (every attribute and block type
// written there, a dynamic block standing for blocks of its label's type
// with as many labels as its `labels` list). Diagnostics of reading go to
// `walk_errors` (and all of them to `all`).
body_report evaluate_with_extensions(const hcl::body& root, const extension_options& options, hcl::eval_context& ctx,
                                     hcl::diagnostics& walk_errors, hcl::diagnostics& all);

}  // namespace hcl_cli
