// The generated header's text: banner, includes, one annotated struct per
// struct_def (BOOST_DESCRIBE_STRUCT and an hcl_fields table), and the
// decode functions of the roots. The same model always gives the same
// bytes.
#pragma once

#include "model.hpp"

#include <string>

namespace hcl_gen {

std::string emit(const header& h);

}  // namespace hcl_gen
