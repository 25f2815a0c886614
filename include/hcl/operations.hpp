// The operations HCL expressions perform on values (docs/values.md).
//
// These are the value-level semantics, independent of any syntax: arithmetic,
// comparison, logic, equality, length, indexing, attribute access and
// iteration. Operands are expected to have the operation's parameter type
// already (the expression evaluator converts them first, e.g. "1" + 2); an
// operand of the dynamic pseudo-type is accepted anywhere.
//
// Unknown and dynamic propagate exactly as the information model requires:
// an operation returns an unknown value only when an operand is unknown or
// dynamic, and then an unknown of the operation's result type.
// Null operands of arithmetic, ordering and logic fail ("argument must not be
// null"); equality accepts nulls (all nulls are equal to each other).
#pragma once

#include <hcl/config.hpp>
#include <hcl/result.hpp>
#include <hcl/value.hpp>

#include <functional>
#include <string_view>

HCL_BEGIN_NAMESPACE

// HCL `==` / `!=`: a bool value, unknown when either side is unknown (or
// contains unknowns that could decide the result). Values of different types
// are not equal; numbers compare numerically; nulls are equal regardless of
// their types; collections element-wise; sets by membership.
value equals(const value& a, const value& b);
value not_equals(const value& a, const value& b);

// Arithmetic on numbers. 1/0 is +infinity; 0/0, inf-inf and the like fail.
result<value> add(const value& a, const value& b);
result<value> subtract(const value& a, const value& b);
result<value> multiply(const value& a, const value& b);
result<value> divide(const value& a, const value& b);
result<value> modulo(const value& a, const value& b);
result<value> negate(const value& a);

// Ordering of numbers.
result<value> less_than(const value& a, const value& b);
result<value> less_or_equal(const value& a, const value& b);
result<value> greater_than(const value& a, const value& b);
result<value> greater_or_equal(const value& a, const value& b);

// Logic on bools.
result<value> logical_and(const value& a, const value& b);
result<value> logical_or(const value& a, const value& b);
result<value> logical_not(const value& a);

// Number of elements of a collection or structure, or grapheme clusters of a
// string; unknown number when the value is unknown.
result<value> length(const value& v);

// `collection[key]`: lists and tuples take a whole number (or a string that
// converts to one), maps take a string, objects take a string naming an
// attribute. Unknown key or collection gives an unknown of the element type
// (the dynamic value for tuples and objects). Failure messages follow the
// reference ("Invalid index" situations: null collection, null key, negative,
// fractional or out-of-range index, missing key, set or primitive indexed).
// The failure's message is the detail text and its summary the reference's
// diagnostic summary.
result<value> index(const value& collection, const value& key);
// `v.name`: objects (missing attribute fails) and maps (missing key fails).
result<value> get_attribute(const value& v, std::string_view name);
// Whether `collection[key]` would succeed (unknown bool when undecidable).
value has_index(const value& collection, const value& key);

// Iterates a known, non-null list, tuple, set, map or object in HCL order:
// lists/tuples by index (key = number), sets in set order (key = element),
// maps/objects by key bytewise (key = string). Returns false (visiting
// nothing) for other values.
bool for_each_element(const value& collection,
                      const std::function<void(const value& key, const value& element)>& visit);

HCL_END_NAMESPACE
