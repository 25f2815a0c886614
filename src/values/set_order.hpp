// The reference implementation's set semantics: which elements are the same
// (and collapse), and the deterministic iteration order of the survivors.
#pragma once

#include <hcl/value.hpp>

#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {

// Removes duplicates and sorts into set order.
std::vector<value> order_set_elements(std::vector<value> elements);

// The canonical text the reference hashes set elements by.
std::string set_hash_text(const value& v);

// true when `a` and `b` are the same set element: both wholly known and equal.
bool same_set_element(const value& a, const value& b);

}  // namespace detail
HCL_END_NAMESPACE
