// Code actions.
#include "lsp/server/session.hpp"

#include <hcl/lsp/code_actions.hpp>
#include <hcl/lsp/diagnostics.hpp>

#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

// The client sends back the diagnostics it shows; the server's own (same
// range and message) carry what the quick fixes need.
std::vector<lsp::diagnostic> context_diagnostics(session& s, const document& doc, const json& params) {
    std::vector<lsp::diagnostic> out;
    const json* context = optional_member(params, "context");
    const json* list = context ? optional_member(*context, "diagnostics") : nullptr;
    if (!list) return out;
    if (!list->is_array()) throw rpc_error(error_code::invalid_params, "\"diagnostics\" is not an array");
    const auto current = lsp::diagnostics(s.workspace(), doc);
    for (const json& j : *list) {
        auto d = j.get<lsp::diagnostic>();
        for (const auto& mine : current) {
            if (mine.range == d.range && mine.message == d.message) {
                d = mine;
                break;
            }
        }
        out.push_back(std::move(d));
    }
    return out;
}

json code_action_list(session& s, const json& params) {
    const auto where = object_member(params, "range").get<lsp::range>();
    const document* doc = s.find_document(params);
    if (!doc) return json::array();
    const auto context = context_diagnostics(s, *doc, params);
    json out = json::array();
    for (const auto& action : code_actions(s.workspace(), *doc, where, context)) {
        json j = {{"title", action.title}, {"kind", action.kind}, {"edit", action.edit}};
        if (!action.diagnostics.empty()) j["diagnostics"] = action.diagnostics;
        if (action.preferred) j["isPreferred"] = true;
        out.push_back(std::move(j));
    }
    return out;
}

void advertise(json& capabilities) { capabilities["codeActionProvider"] = true; }

constexpr request_method requests[] = {{"textDocument/codeAction", code_action_list}};

}  // namespace

extern const feature code_action_feature{advertise, requests, {}};

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
