// Traversing PCL types (docs/pcl.md): the type of `x.name` or `x[key]`
// given the type of `x`, without a value.
//
//   object        an attribute by name (a string key likewise); a key not
//                 known statically gives the union of the attribute types
//   map           any string key: the element type
//   list          a number key: the element type
//   tuple         a whole-number key in range: that element; a key not known
//                 statically: the union of the elements
//   union         the union of the members' successful traversals; none
//                 traverses to none, so an optional value gives an optional
//                 result; an error when no member other than none can be
//                 traversed (`maybe.typo` is reported, not typed none)
//   promise(T)    promise(T's traversal); output(T) likewise
//   dynamic       dynamic
// Anything else (scalars, sets, a missing attribute, an index out of range)
// is an error diagnostic at the step's range; the result is then dynamic.
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/pcl/type.hpp>
#include <hcl/traversal.hpp>

HCL_BEGIN_NAMESPACE
namespace pcl {

// One step: `.name` (traverse_attribute) or `[key]` (traverse_index, its
// key a value; an unknown key stands for a key known only at run time).
// A root or splat step is an error.
type traverse(const type& t, const traversal_step& step, diagnostics& diags);

// Every step of a relative traversal (or of an absolute one after its root).
type traverse(const type& t, const traversal& steps, diagnostics& diags);

// An index step whose key is only known by its type (`x[var.i]`).
type traverse_index_type(const type& t, const type& key_type, const source_range& range, diagnostics& diags);

}  // namespace pcl
HCL_END_NAMESPACE
