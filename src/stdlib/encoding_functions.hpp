// The encoding functions' specs, defined in encoding_json.cpp and
// encoding_csv.cpp and registered together by add_encoding_functions().
#pragma once

#include <hcl/function.hpp>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {

function_spec jsonencode_spec();
function_spec jsondecode_spec();
function_spec csvdecode_spec();

}  // namespace stdlib::detail
HCL_END_NAMESPACE
