// Pieces the schema sources (schema.cpp, terraform_schema.cpp) share.
#pragma once

#include <hcl/lsp/schema.hpp>

#include <memory>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

// One shared body whose items are all allowed and unknown.
const std::shared_ptr<const schema_body>& open_schema_body();

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
