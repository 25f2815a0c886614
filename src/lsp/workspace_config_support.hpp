// What the workspace configuration's files share (src/lsp/workspace_config.cpp,
// src/lsp/workspace_schemas.cpp).
#pragma once

#include <hcl/diagnostic.hpp>
#include <hcl/source.hpp>

#include <string>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

inline void report(hcl::diagnostics& out, const source_range& at, std::string summary,
                   std::string detail) {
    hcl::diagnostic d;
    d.summary = std::move(summary);
    d.detail = std::move(detail);
    d.subject = at;
    out.push_back(std::move(d));
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
