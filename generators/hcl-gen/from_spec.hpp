// hcl-gen's first input: an hcldec spec file (native or JSON syntax), read
// with hcl::spec::parse_file, mapped to structs (docs/generators.md has the
// table).
#pragma once

#include "model.hpp"
#include "reader.hpp"

#include <hcl/diagnostic.hpp>
#include <hcl/spec.hpp>

namespace hcl_gen {

// The structs for the spec file's root spec. Specs with no faithful
// C++ shape (transform) or that read one item twice are errors at their
// block in the file.
header from_spec(const hcl::spec::parse_result& parsed, const std::string& root_name,
                 const generate_options& options, hcl::diagnostics& diags);

}  // namespace hcl_gen
