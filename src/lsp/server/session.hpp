// One run of the server: the workspace, the protocol's state (initialized,
// shut down, cancelled requests, diagnostics waiting to be published) and
// the loop that reads, serves and answers messages.
#pragma once

#include "lsp/server/framing.hpp"
#include "lsp/server/protocol.hpp"
#include "lsp/server/workspace_configuration.hpp"

#include <hcl/lsp/server.hpp>
#include <hcl/lsp/workspace.hpp>

#include <cstdint>
#include <deque>
#include <iosfwd>
#include <map>
#include <optional>
#include <span>
#include <set>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

class session;

// A feature's methods (src/lsp/server/*_feature.cpp). A request's handler
// returns the result or throws rpc_error; a notification's returns nothing.
// A handler whose result grows with the document (symbols, semantic
// tokens) gives it as JSON text instead (`serve_text`, `serve` then null;
// json_text.hpp says why).
struct request_method {
    std::string_view name;
    json (*serve)(session& s, const json& params);
    std::string (*serve_text)(session& s, const json& params) = nullptr;
};
struct notification_method {
    std::string_view name;
    void (*handle)(session& s, const json& params);
};
struct feature {
    // Adds the feature's server capabilities.
    void (*advertise)(json& capabilities);
    std::span<const request_method> requests;
    std::span<const notification_method> notifications;
};

// Every feature the server serves (features.cpp).
std::span<const feature* const> features();

class session {
public:
    session(std::istream& in, std::ostream& out, const server_options& options);

    // Serves until exit or the end of the input; the process exit code.
    int run();

    lsp::workspace& workspace() noexcept { return workspace_; }
    // The open document named by params.textDocument.uri; null when none.
    const document* find_document(const json& params);
    // The same and params.position (TextDocumentPositionParams).
    struct document_position {
        const document* doc = nullptr;
        lsp::position at;
    };
    document_position find_position(const json& params);
    // What the client said it can do (initialize's params.capabilities).
    const json& client_capabilities() const noexcept { return client_capabilities_; }
    // The client's capability at `path` ("/textDocument/completion/...") is true.
    bool client_supports(const char* path) const;
    // `d` as the protocol's MarkupContent where the client lists the formats
    // it accepts at `formats` (a JSON pointer into its capabilities, e.g.
    // "/textDocument/hover/contentFormat"): Markdown becomes plain text
    // when the list is there without "markdown".
    json markup(const documentation& d, const char* formats) const;

    void notify(std::string_view method, json params);
    // A request to the client; its answer is not waited for (nor used).
    void request(std::string_view method, json params);
    void log(message_type type, std::string message);
    // The document's diagnostics are published once the messages waiting
    // now are served (one publish per version).
    void diagnostics_changed(const std::string& uri);
    // A document was closed: its diagnostics are cleared.
    void document_closed(const std::string& uri);
    // A string that changes whenever a document's diagnostics may have (its
    // version, the schema): pull diagnostics' resultId.
    std::string diagnostics_version(const document& doc) const;

    lsp::server_detail::workspace_configuration& configuration() noexcept { return configuration_; }
    // Reads the workspace configuration and the schema files again and
    // gives every document its schema anew (diagnostics re-published).
    void apply_configuration();

private:
    struct message {
        json content;
        std::string malformed;  // not empty: the frame or its JSON did not read
        bool cancelled = false;  // a $/cancelRequest for it came before it was served
    };

    void read_waiting_messages();
    bool enqueue(frame f);
    void serve(message& m);
    void serve_request(const json& id, const std::string& method, const json& params, bool cancelled);
    void serve_notification(const std::string& method, const json& params);
    json initialize(const json& params);
    void reload_schema();
    // Asks the client to report changes of the configuration and schema
    // files (workspace/didChangeWatchedFiles), when it can be asked.
    void register_watchers();
    void publish_pending_diagnostics();
    // The configuration file's diagnostics when it is not open.
    void publish_configuration_diagnostics();
    void respond(const json& id, json result);
    // The same with the result as JSON text.
    void respond_text(const json& id, const std::string& result);
    void respond_error(const json& id, int code, const std::string& message);
    void send(const json& message);

    frame_reader reader_;
    std::ostream& out_;
    const server_options& options_;
    lsp::workspace workspace_;
    std::deque<message> queue_;
    json client_capabilities_ = json::object();
    bool initialized_ = false;
    bool shut_down_ = false;
    bool push_diagnostics_ = true;
    std::string trace_ = "off";
    // Raised when the schema changes: every document's diagnostics change.
    std::uint64_t schema_generation_ = 0;
    std::set<std::string, std::less<>> diagnostics_pending_;
    // Per open document: how often its text was set (open, change), and the
    // diagnostics_version() last published.
    std::map<std::string, std::uint64_t, std::less<>> revisions_;
    std::map<std::string, std::string, std::less<>> published_;
    std::optional<int> exit_code_;
    workspace_configuration configuration_;
    // The client sent `initialized`: it takes requests from now on.
    bool client_ready_ = false;
    std::uint64_t requests_sent_ = 0;
    // The files the client was asked to watch, and that registration's id.
    std::vector<std::string> watched_;
    std::string watch_registration_;
};

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
