// Completion and signature help.
#include "lsp/server/session.hpp"

#include <hcl/lsp/completion.hpp>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

json item_json(const session& s, const completion_item& item, bool snippets) {
    json j = {{"label", item.label}, {"kind", static_cast<int>(item.kind)}};
    if (!item.detail.empty()) j["detail"] = item.detail;
    if (!item.documentation.empty())
        j["documentation"] = s.markup(item.documentation, "/textDocument/completion/completionItem/documentationFormat");
    const bool snippet = item.snippet && snippets;
    auto text = [&](const std::string& t) { return item.snippet && !snippets ? snippet_as_plain_text(t) : t; };
    if (!item.insert_text.empty()) j["insertText"] = text(item.insert_text);
    j["insertTextFormat"] = snippet ? 2 : 1;
    if (item.edit) j["textEdit"] = text_edit{item.edit->range, text(item.edit->new_text)};
    if (!item.sort_text.empty()) j["sortText"] = item.sort_text;
    if (!item.filter_text.empty()) j["filterText"] = item.filter_text;
    if (item.preselect) j["preselect"] = true;
    return j;
}

json completion(session& s, const json& params) {
    const auto [doc, at] = s.find_position(params);
    if (!doc) return {{"isIncomplete", false}, {"items", json::array()}};
    const completion_list list = complete(s.workspace(), *doc, at);
    const bool snippets = s.client_supports("/textDocument/completion/completionItem/snippetSupport");
    json items = json::array();
    for (const auto& item : list.items) items.push_back(item_json(s, item, snippets));
    return {{"isIncomplete", list.incomplete}, {"items", std::move(items)}};
}

json signature_help(session& s, const json& params) {
    const auto [doc, at] = s.find_position(params);
    if (!doc) return nullptr;
    const auto help = signature_help_at(s.workspace(), *doc, at);
    if (!help) return nullptr;
    constexpr const char* formats = "/textDocument/signatureHelp/signatureInformation/documentationFormat";
    json signatures = json::array();
    for (const auto& sig : help->signatures) {
        json parameters = json::array();
        for (const auto& p : sig.parameters) {
            json pj = {{"label", p.label}};
            if (!p.documentation.empty()) pj["documentation"] = s.markup(p.documentation, formats);
            parameters.push_back(std::move(pj));
        }
        json sj = {{"label", sig.label}, {"parameters", std::move(parameters)}};
        if (!sig.documentation.empty()) sj["documentation"] = s.markup(sig.documentation, formats);
        signatures.push_back(std::move(sj));
    }
    json out = {{"signatures", std::move(signatures)}, {"activeSignature", help->active_signature}};
    if (help->active_parameter) out["activeParameter"] = *help->active_parameter;
    return out;
}

void advertise(json& capabilities) {
    capabilities["completionProvider"] = {{"triggerCharacters", {".", "\"", "("}}, {"resolveProvider", false}};
    capabilities["signatureHelpProvider"] = {{"triggerCharacters", {"(", ","}}};
}

constexpr request_method requests[] = {
    {"textDocument/completion", completion},
    {"textDocument/signatureHelp", signature_help},
};

}  // namespace

extern const feature completion_feature{advertise, requests, {}};

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
