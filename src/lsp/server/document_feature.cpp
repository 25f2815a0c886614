// Documents: opening, incremental changes, closing; their diagnostics,
// pushed (textDocument/publishDiagnostics) and pulled (textDocument/diagnostic).
#include "lsp/server/session.hpp"

#include <hcl/lsp/diagnostics.hpp>

#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

std::int64_t version_of(const json& text_document) {
    const json* v = optional_member(text_document, "version");
    if (!v) return 0;
    if (!v->is_number_integer()) throw rpc_error(error_code::invalid_params, "\"version\" is not an integer");
    return v->get<std::int64_t>();
}

void did_open(session& s, const json& params) {
    const json& item = object_member(params, "textDocument");
    std::string uri = string_member(item, "uri");
    const json& text = member(item, "text");
    if (!text.is_string()) throw rpc_error(error_code::invalid_params, "\"text\" is not a string");
    s.workspace().open(uri, text.get<std::string>(), version_of(item));
    s.diagnostics_changed(uri);
}

std::vector<text_change> changes_of(const json& params) {
    const json& list = member(params, "contentChanges");
    if (!list.is_array()) throw rpc_error(error_code::invalid_params, "\"contentChanges\" is not an array");
    std::vector<text_change> out;
    out.reserve(list.size());
    for (const json& c : list) {
        text_change change;
        if (const json* r = optional_member(c, "range")) change.range = r->get<lsp::range>();
        change.text = string_member(c, "text");
        out.push_back(std::move(change));
    }
    return out;
}

void did_change(session& s, const json& params) {
    const json& item = object_member(params, "textDocument");
    const std::string uri = string_member(item, "uri");
    const auto changes = changes_of(params);
    if (auto refused = s.workspace().change(uri, version_of(item), changes)) {
        s.log(message_type::error, "refused the changes of " + uri + ": " + *refused +
                                       "; the document is as it was before them (close and reopen it to resync)");
        return;
    }
    s.diagnostics_changed(uri);
}

void did_close(session& s, const json& params) {
    const std::string uri = document_uri(params);
    if (s.workspace().close(uri)) s.document_closed(uri);
}

json pull_diagnostics(session& s, const json& params) {
    const document* doc = s.find_document(params);
    if (!doc) return {{"kind", "full"}, {"items", json::array()}};
    std::string result_id = s.diagnostics_version(*doc);
    if (const json* previous = optional_member(params, "previousResultId"); previous && *previous == result_id) {
        return {{"kind", "unchanged"}, {"resultId", std::move(result_id)}};
    }
    return {{"kind", "full"}, {"resultId", std::move(result_id)}, {"items", lsp::diagnostics(s.workspace(), *doc)}};
}

void advertise(json& capabilities) {
    // 2: incremental changes.
    capabilities["textDocumentSync"] = {{"openClose", true}, {"change", 2}};
    capabilities["diagnosticProvider"] = {{"interFileDependencies", false}, {"workspaceDiagnostics", false}};
}

constexpr request_method requests[] = {{"textDocument/diagnostic", pull_diagnostics}};
constexpr notification_method notifications[] = {
    {"textDocument/didOpen", did_open},
    {"textDocument/didChange", did_change},
    {"textDocument/didClose", did_close},
};

}  // namespace

extern const feature document_feature{advertise, requests, notifications};

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
