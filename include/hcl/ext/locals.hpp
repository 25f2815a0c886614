// Locals: values that refer to each other, evaluated in dependency order (docs/extensions.md).
//
//     locals {
//       name   = "web"
//       domain = "${local.name}.example.com"   # uses another local
//     }
//
// evaluate_locals() takes the definitions (typically every attribute of
// every `locals` block of every file of a configuration), works out which
// refer to which through a root name (`local` above), and evaluates each
// after those it uses, with the results so far bound to the root in a
// child of the application's context. The result is one object holding
// every local, for the application to bind to the root when it evaluates
// the rest of the configuration. Source order does not matter.
//
// Problems are diagnostics, and never cascade: a cycle is reported once
// for each member (`local.a → local.b → local.a`, at the reference that
// closes it), a local that fails to evaluate is unknown, and so is every
// local that uses one of those, without further errors. Two definitions
// of one name are an error at the second (naming the first); the first is
// used. HCL's reference implementation has no such extension: every
// application (Terraform, Packer, Nomad) writes its own, and this one
// follows theirs.
#pragma once

#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/value.hpp>

#include <span>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace ext {

struct locals_result {
    // An object with one attribute per distinct local name: its value,
    // or an unknown value when it failed or uses a local that failed.
    hcl::value values;
    hcl::diagnostics diagnostics;
};

// Evaluates `definitions` in `ctx`; they see each other as ROOT.NAME (or
// ROOT["NAME"]). A reference to ROOT must name a local statically: a bare
// ROOT, a computed index, or a name that no definition has is an error.
locals_result evaluate_locals(std::span<const attribute> definitions, std::string_view root,
                              const eval_context& ctx);

// The same for the attributes of every body (e.g. the bodies of all the
// `locals` blocks); a body holding a block is an error (just_attributes).
locals_result evaluate_locals(std::span<const body> bodies, std::string_view root, const eval_context& ctx);

}  // namespace ext
HCL_END_NAMESPACE
