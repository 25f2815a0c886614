// Formatting a whole document.
#include "lsp/server/session.hpp"

#include <hcl/lsp/formatting.hpp>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

json formatting(session& s, const json& params) {
    const document* doc = s.find_document(params);
    if (!doc) return nullptr;
    // The layout is hcl fmt's: the client's tab size and spaces options do
    // not change it.
    const auto edits = format_document(s.workspace(), *doc);
    if (!edits) return nullptr;
    return *edits;
}

void advertise(json& capabilities) { capabilities["documentFormattingProvider"] = true; }

constexpr request_method requests[] = {{"textDocument/formatting", formatting}};

}  // namespace

extern const feature formatting_feature{advertise, requests, {}};

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
