// The one-call table of the standard library.
#include <hcl/stdlib.hpp>

HCL_BEGIN_NAMESPACE
namespace stdlib {

function_table functions(area areas) {
    function_table table;
    if (has(areas, area::numbers)) add_number_functions(table);
    if (has(areas, area::strings)) add_string_functions(table);
    if (has(areas, area::regex)) add_regex_functions(table);
    if (has(areas, area::format)) add_format_functions(table);
    if (has(areas, area::collections)) add_collection_functions(table);
    if (has(areas, area::sets)) add_set_functions(table);
    if (has(areas, area::encoding)) add_encoding_functions(table);
    if (has(areas, area::datetime)) add_datetime_functions(table);
    if (has(areas, area::logic)) add_logic_functions(table);
    if (has(areas, area::try_can)) add_try_can_functions(table);
    if (has(areas, area::type_conversion)) add_type_conversion_functions(table);
    return table;
}

}  // namespace stdlib
HCL_END_NAMESPACE
