// The reference implementation's set semantics: which elements are the same
// (and collapse), and the deterministic iteration order of the survivors.
#pragma once

#include <hcl/value.hpp>

#include <cstdint>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {

// Removes duplicates (the first of equal elements stays) and sorts into set
// order. All elements have the same type.
std::vector<value> order_set_elements(std::vector<value> elements);

// The canonical text the reference hashes set elements by, and orders
// elements of non-primitive types by.
std::string set_hash_text(const value& v);

// The bucket of an element: CRC-32 (IEEE) of its canonical text.
std::uint32_t set_hash(const value& v);

// true when `a` and `b` are the same set element: HCL equality is known true.
// Two unknowns are never the same element.
bool same_set_element(const value& a, const value& b);

}  // namespace detail
HCL_END_NAMESPACE
