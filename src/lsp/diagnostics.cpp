// A document's diagnostics in the editor's form.
#include "lsp/analysis.hpp"

#include <hcl/lsp/diagnostics.hpp>

HCL_BEGIN_NAMESPACE
namespace lsp {

std::string suggested_name(const std::string& detail) {
    static constexpr std::string_view marker = "Did you mean \"";
    const auto at = detail.rfind(marker);
    if (at == std::string::npos) return {};
    const auto begin = at + marker.size();
    const auto end = detail.find("\"?", begin);
    if (end == std::string::npos) return {};
    return detail.substr(begin, end - begin);
}

lsp::diagnostic to_lsp(const document& doc, const hcl::diagnostic& d, diagnostic_stage stage) {
    lsp::diagnostic out;
    if (d.subject) out.range = doc.lines().range_of(d.subject->start.byte, d.subject->end.byte);
    out.severity = d.is_error() ? diagnostic_severity::error : diagnostic_severity::warning;
    out.message = d.detail.empty() ? d.summary : d.summary + ": " + d.detail;
    out.stage = stage;
    out.suggestion = suggested_name(d.detail);
    out.original = d;
    return out;
}

std::vector<lsp::diagnostic> diagnostics(const workspace& ws, const document& doc) {
    const auto& a = ws.analysis(doc);
    std::vector<lsp::diagnostic> out;
    for (const auto& d : a.syntax_diagnostics) out.push_back(to_lsp(doc, d, diagnostic_stage::syntax));
    for (const auto& d : a.schema_diagnostics()) out.push_back(to_lsp(doc, d, diagnostic_stage::schema));
    if (ws.options().evaluate) {
        for (const auto& d : a.evaluation_diagnostics()) out.push_back(to_lsp(doc, d, diagnostic_stage::evaluation));
    }
    return out;
}

}  // namespace lsp
HCL_END_NAMESPACE
