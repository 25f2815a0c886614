// What every schema reader of hcl-gen shares: the run's options, and the
// checks of a finished struct (name clashes, names read twice).
#pragma once

#include "model.hpp"

#include <hcl/diagnostic.hpp>

#include <string>

namespace hcl_gen {

struct generate_options {
    number_kind numbers = number_kind::floating;
    std::string name_space;     // C++ namespace of the generated code ("a::b"); empty: global
    std::string root;           // the root struct's name (spec files); empty: from the file name
    bool decode_functions = true;  // try_decode_<root> / decode_<root>
};

// Reports members of `s` that would clash in C++ (one C++ name for two
// schema names) or in the annotation (an attribute or block type read by
// two members, a block type equal to an attribute name). False if any.
bool check_members(const struct_def& s, hcl::diagnostics& diags);

// Gives an attribute member its C++ type and role from `type` (the value's
// C++ type): required, or absent-means-null (hcl::value for `any`), or an
// std::optional. Scalars are value-initialized.
void attribute_member(member& m, const std::string& type, bool required, bool dynamic, header& out);

// Label members first (the decoder wants them before blocks), in their
// order; everything else keeps its order.
void labels_first(struct_def& s);

}  // namespace hcl_gen
