// Registration of the collection functions.
#include "stdlib/collections_functions.hpp"
#include "stdlib/stdlib_support.hpp"

#include <hcl/stdlib.hpp>

HCL_BEGIN_NAMESPACE
namespace stdlib {

void add_collection_functions(function_table& table) {
    using namespace detail;
    define(table, "coalesce", coalesce_spec());
    define(table, "coalescelist", coalescelist_spec());
    define(table, "compact", compact_spec());
    define(table, "concat", concat_spec());
    define(table, "contains", contains_spec());
    define(table, "distinct", distinct_spec());
    define(table, "chunklist", chunklist_spec());
    define(table, "flatten", flatten_spec());
    define(table, "keys", keys_spec());
    define(table, "values", values_spec());
    define(table, "lookup", lookup_spec());
    define(table, "merge", merge_spec());
    define(table, "reverse", reverse_spec());
    define(table, "setproduct", setproduct_spec());
    define(table, "slice", slice_spec());
    define(table, "zipmap", zipmap_spec());
    define(table, "element", element_spec());
    define(table, "index", index_spec());
    define(table, "length", length_spec());
    define(table, "hasindex", hasindex_spec());
    define(table, "range", range_spec());
}

}  // namespace stdlib
HCL_END_NAMESPACE
