// Hover.
#include "lsp/server/session.hpp"

#include <hcl/lsp/hover.hpp>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

json hover(session& s, const json& params) {
    const auto [doc, at] = s.find_position(params);
    if (!doc) return nullptr;
    const auto h = hover_at(s.workspace(), *doc, at);
    if (!h) return nullptr;
    json out = {{"contents", s.markup(h->contents, "/textDocument/hover/contentFormat")}};
    if (h->range) out["range"] = *h->range;
    return out;
}

void advertise(json& capabilities) { capabilities["hoverProvider"] = true; }

constexpr request_method requests[] = {{"textDocument/hover", hover}};

}  // namespace

extern const feature hover_feature{advertise, requests, {}};

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
