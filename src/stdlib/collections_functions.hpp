// The collection functions' specs, defined in collections_*.cpp and
// registered together by add_collection_functions() (collections.cpp).
#pragma once

#include <hcl/function.hpp>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {

// collections_access.cpp
function_spec coalesce_spec();
function_spec contains_spec();
function_spec element_spec();
function_spec hasindex_spec();
function_spec index_spec();
function_spec keys_spec();
function_spec length_spec();
function_spec lookup_spec();
function_spec values_spec();

// collections_sequence.cpp
function_spec chunklist_spec();
function_spec coalescelist_spec();
function_spec compact_spec();
function_spec concat_spec();
function_spec distinct_spec();
function_spec flatten_spec();
function_spec range_spec();
function_spec reverse_spec();
function_spec slice_spec();

// collections_build.cpp
function_spec merge_spec();
function_spec setproduct_spec();
function_spec zipmap_spec();

}  // namespace stdlib::detail
HCL_END_NAMESPACE
