// Diagnostics of a document, as an editor shows them (docs/language-server.md).
//
// In order: the parser's (syntax), then the schema's (the summaries,
// details and ranges `hcl dec` and decode<T> give, "Did you mean" included),
// then, when options::evaluate is on, what evaluating the expressions finds.
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/lsp/position.hpp>
#include <hcl/lsp/workspace.hpp>

#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {

enum class diagnostic_severity { error = 1, warning = 2, information = 3, hint = 4 };

// Which stage found it.
enum class diagnostic_stage { syntax, schema, evaluation };

struct diagnostic {
    lsp::range range;
    diagnostic_severity severity = diagnostic_severity::error;
    // "Summary: detail" (the summary alone when there is no detail).
    std::string message;
    diagnostic_stage stage = diagnostic_stage::syntax;
    // The name a "Did you mean "x"?" detail proposes for the text at
    // `range`; empty when none (code actions offer it as a quick fix).
    std::string suggestion;
    // The library's diagnostic it was made from.
    hcl::diagnostic original;
};

// "hcl" (the protocol's `source` of every diagnostic).
inline constexpr const char* diagnostic_source = "hcl";

std::vector<lsp::diagnostic> diagnostics(const workspace& ws, const document& doc);

// The editor form of one library diagnostic of `doc` (a diagnostic without
// a subject is placed at the start of the document).
lsp::diagnostic to_lsp(const document& doc, const hcl::diagnostic& d, diagnostic_stage stage);

// The name a "Did you mean" detail proposes ("" when none).
std::string suggested_name(const std::string& detail);

}  // namespace lsp
HCL_END_NAMESPACE
