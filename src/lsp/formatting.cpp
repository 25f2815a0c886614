// Formatting a whole document: hcl::write::format's text as minimal edits.
#include "lsp/analysis.hpp"
#include "lsp/text_diff.hpp"

#include <hcl/lsp/formatting.hpp>
#include <hcl/write.hpp>

HCL_BEGIN_NAMESPACE
namespace lsp {

std::optional<std::vector<text_edit>> format_document(const workspace& ws, const document& doc) {
    if (doc.syntax() != lsp::syntax::native) return std::nullopt;
    const auto& a = ws.analysis(doc);
    // A broken file is never touched: the formatter works on tokens and
    // would lay out half-typed text as it guesses.
    if (!a.native || a.syntax_diagnostics.has_errors()) return std::nullopt;
    const std::string formatted = write::format(doc.text());
    if (formatted == doc.text()) return std::vector<text_edit>{};
    return detail::line_diff(doc.lines(), formatted);
}

}  // namespace lsp
HCL_END_NAMESPACE
