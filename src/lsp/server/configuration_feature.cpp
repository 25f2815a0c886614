// The workspace configuration's notifications: the client's settings
// changed (workspace/didChangeConfiguration), watched files changed
// (workspace/didChangeWatchedFiles), one of them saved in the editor
// (textDocument/didSave, for clients that cannot watch files).
#include "lsp/server/session.hpp"

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

void did_change_configuration(session& s, const json& params) {
    const json* settings = optional_member(params, "settings");
    if (auto problems = s.configuration().set_client_options(settings ? *settings : json());
        !problems.empty())
        s.log(message_type::error, problems);
    s.apply_configuration();
}

void did_change_watched_files(session& s, const json& params) {
    const json& changes = member(params, "changes");
    if (!changes.is_array())
        throw rpc_error(error_code::invalid_params, "\"changes\" is not an array");
    for (const json& c : changes) {
        if (c.is_object() && c.contains("uri") && c["uri"].is_string() &&
            s.configuration().watches(c["uri"].get<std::string>())) {
            s.apply_configuration();
            return;
        }
    }
}

void did_save(session& s, const json& params) {
    if (s.configuration().watches(document_uri(params))) s.apply_configuration();
}

// Watching is registered when the client is ready
// (session::register_watchers); saves are asked for here, beside
// document_feature's open/close and changes.
void advertise(json& capabilities) {
    capabilities["textDocumentSync"]["save"] = {{"includeText", false}};
}

constexpr notification_method notifications[] = {
    {"workspace/didChangeConfiguration", did_change_configuration},
    {"workspace/didChangeWatchedFiles", did_change_watched_files},
    {"textDocument/didSave", did_save},
};

}  // namespace

extern const feature configuration_feature{advertise, {}, notifications};

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
