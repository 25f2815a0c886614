// The parts of a Terraform provider schema the checker needs, besides the
// editor's tree (schema::parse_terraform reads them, terraform_check.cpp
// checks configurations with them).
#pragma once

#include <hcl/body.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/spec.hpp>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <cstddef>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

// The attributes of a body the provider sets and a configuration may not
// ("computed" without "required" or "optional"), and those of its nested
// block types.
struct computed_attributes {
    std::vector<std::string> names;
    // The block types with such attributes in their bodies (or deeper),
    // with their label count.
    struct nested;
    std::vector<nested> blocks;

    bool empty() const noexcept { return names.empty() && blocks.empty(); }
};

struct computed_attributes::nested {
    std::string type;
    std::size_t labels = 0;
    computed_attributes inside;
};

// One resource type, data source or provider configuration.
struct terraform_type {
    std::shared_ptr<const schema_body> body;  // the editor's (completion, hover)
    spec::spec spec;                          // what a block's body is decoded with
    // `spec` with label specs for the block's labels (2, or 1 for a
    // provider), for decoding the blocks of the type as a block_list.
    spec::spec labelled;
    computed_attributes computed_only;
};

using terraform_types = std::map<std::string, terraform_type, std::less<>>;

struct terraform_schemas {
    terraform_types resources;
    terraform_types data_sources;
    terraform_types providers;  // by local name ("aws")
};

// The top-level block types of a Terraform configuration and their labels.
const body_schema& terraform_root_schema();

// The diagnostics of a configuration's body under `schemas`: the top-level
// blocks as the decoder reads them, and each resource, data and provider
// block's body decoded with its type's spec.
void check_terraform(const terraform_schemas& schemas, const hcl::body& body, const eval_context* ctx,
                     diagnostics& out);

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
