// hcl-gen's second input: a Terraform provider schema, the JSON that
// `terraform providers schema -json` prints. One struct per resource type
// (named after it), per data source (`data_<type>`) and per provider
// configuration (`<provider>_provider`), each describing the body of such a
// block; nested block types become nested structs. docs/generators.md has
// the mapping.
#pragma once

#include "model.hpp"
#include "reader.hpp"

#include <hcl/diagnostic.hpp>

#include <string>

namespace hcl_gen {

header from_terraform(const std::string& text, const std::string& filename, const generate_options& options,
                      hcl::diagnostics& diags);

}  // namespace hcl_gen
