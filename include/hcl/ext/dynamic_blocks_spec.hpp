// The static analysis of dynamic blocks (<hcl/ext/dynamic_blocks.hpp>)
// driven by an hcldec spec (<hcl/spec.hpp>): every variable that expanding
// a body's dynamic blocks and decoding it with the spec would reference,
// iterator references left out. For an annotated struct, pass
// hcl::spec_of<T>(). The reference's dynblock.VariablesHCLDec (docs/extensions.md).
#pragma once

#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/spec.hpp>
#include <hcl/traversal.hpp>

#include <vector>

HCL_BEGIN_NAMESPACE
namespace ext {

// Blocks read as attributes only (block_attrs) are not looked into.
std::vector<traversal> dynamic_block_variables(const body& body, const spec::spec& s);
// Only the variables expansion needs (for_each, labels).
std::vector<traversal> dynamic_expansion_variables(const body& body, const spec::spec& s);

}  // namespace ext
HCL_END_NAMESPACE
