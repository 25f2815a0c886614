// The "Invalid type specification" diagnostic that both type-expression
// readers report (HCL's in src/ext, PCL's in src/pcl).
#pragma once

#include <hcl/diagnostic.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace detail {

inline void report_invalid_type(diagnostics& diags, std::string detail, const source_range& subject,
                                std::optional<source_range> context = std::nullopt) {
    diagnostic d;
    d.summary = "Invalid type specification";
    d.detail = std::move(detail);
    d.subject = subject;
    d.context = std::move(context);
    diags += std::move(d);
}

inline std::string double_quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

}  // namespace detail
HCL_END_NAMESPACE
