// What one `dynamic` block asks for: read and checked as the reference
// does, then turned into blocks (internal to hcl::ext's dynamic blocks).
#pragma once

#include "ext/dynamic_iteration.hpp"

#include <hcl/body.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/schema.hpp>

#include <optional>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace ext::detail {

struct dynamic_block_spec {
    std::string block_type;
    source_range type_range;  // the dynamic block's label
    source_range def_range;   // the dynamic block's header
    value for_each;           // a collection, possibly unknown
    std::string iterator_name;
    std::vector<expression> labels;
    body content;
};

// The spec of `dynamic` block `raw` generating blocks of `wanted`'s type,
// with for_each evaluated in `scope`; nullopt after reporting why not.
std::optional<dynamic_block_spec> read_dynamic_block(const block& raw, const block_header_schema& wanted,
                                                     const eval_context* scope, diagnostics& diags);

// The block generated for iteration `it` (labels evaluated in a scope
// binding it over `base`), its body still the raw `content`; nullopt after
// reporting a bad label.
std::optional<block> generate_block(const dynamic_block_spec& spec, const iteration& it, const eval_context* base,
                                    diagnostics& diags);

}  // namespace ext::detail
HCL_END_NAMESPACE
