// The server's loop: read what is waiting, serve it in order, answer.
#include "lsp/server/session.hpp"

#include <algorithm>
#include <chrono>
#include <exception>
#include <istream>
#include <ostream>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

const request_method* find_request(std::string_view name) {
    for (const feature* f : features()) {
        for (const auto& r : f->requests) {
            if (r.name == name) return &r;
        }
    }
    return nullptr;
}

const notification_method* find_notification(std::string_view name) {
    for (const feature* f : features()) {
        for (const auto& n : f->notifications) {
            if (n.name == name) return &n;
        }
    }
    return nullptr;
}

// Notifications of the protocol the server has no use for (clients send
// some of them whatever the server announced): ignored without a log line.
bool unused_notification(std::string_view method) {
    static constexpr std::string_view unused[] = {
        "textDocument/willSave",
        "workspace/didChangeWorkspaceFolders",
    };
    for (auto u : unused) {
        if (u == method) return true;
    }
    return method.rfind("$/", 0) == 0;
}

// JSON-RPC ids are strings or integers.
bool valid_id(const json& id) { return id.is_string() || id.is_number_integer(); }

// A message's "id" when it is a request (valid or not): its member, or null.
const json* id_of(const json& message) {
    if (!message.is_object()) return nullptr;
    const auto it = message.find("id");
    return it == message.end() ? nullptr : &*it;
}

std::string truncated(std::string text, std::size_t limit) {
    if (text.size() > limit) {
        text.resize(limit);
        text += "...";
    }
    return text;
}

}  // namespace

session::session(std::istream& in, std::ostream& out, const server_options& options)
    : reader_(in),
      out_(out),
      options_(options),
      workspace_(options.workspace),
      configuration_(options.read_file) {}

int session::run() {
    bool ended = false;
    for (;;) {
        if (queue_.empty()) {
            publish_pending_diagnostics();
            if (ended) return 1;
            ended = !enqueue(reader_.next());
            continue;
        }
        // Before serving, take in whatever else the client already sent: a
        // cancellation of a waiting request, further edits.
        while (!ended && reader_.more_waiting()) ended = !enqueue(reader_.next());
        message m = std::move(queue_.front());
        queue_.pop_front();
        try {
            serve(m);
        } catch (...) {
            // Only writing an answer can get here (out of memory): the
            // message is lost, the server goes on.
        }
        if (exit_code_) return *exit_code_;
        if (queue_.empty() && (ended || !reader_.more_waiting())) publish_pending_diagnostics();
    }
}

bool session::enqueue(frame f) {
    if (f.kind == frame::kind::end) return false;
    message m;
    if (f.kind == frame::kind::malformed) {
        m.malformed = "malformed frame: " + f.body;
        queue_.push_back(std::move(m));
        return true;
    }
    if (nested_deeper_than(f.body, max_json_depth)) {
        m.malformed = "the message nests arrays and objects deeper than " + std::to_string(max_json_depth) + " levels";
        queue_.push_back(std::move(m));
        return true;
    }
    m.content = json::parse(f.body, nullptr, false);
    f.body = std::string();
    if (m.content.is_discarded()) {
        m.malformed = "the message is not valid JSON";
        queue_.push_back(std::move(m));
        return true;
    }
    // A cancellation of a request still waiting marks it; it needs no
    // place in the queue itself.
    if (m.content.is_object() && m.content.value("method", json()) == "$/cancelRequest") {
        const auto params = m.content.find("params");
        if (params != m.content.end() && params->is_object() && params->contains("id") && valid_id((*params)["id"])) {
            const json& target = (*params)["id"];
            for (auto& waiting : queue_) {
                const json* id = id_of(waiting.content);
                if (id && *id == target && waiting.content.contains("method")) waiting.cancelled = true;
            }
        }
        return true;
    }
    queue_.push_back(std::move(m));
    return true;
}

void session::serve(message& m) {
    const json& c = m.content;
    if (!m.malformed.empty()) {
        respond_error(nullptr, error_code::parse_error, m.malformed);
        return;
    }
    const json* id = id_of(c);
    const json null_id;
    if (!c.is_object()) {
        respond_error(nullptr, error_code::invalid_request, "a message must be a JSON object");
        return;
    }
    const json& reply_id = id && valid_id(*id) ? *id : null_id;
    if (c.value("jsonrpc", json()) != "2.0") {
        if (id) respond_error(reply_id, error_code::invalid_request, "\"jsonrpc\" must be \"2.0\"");
        return;
    }
    const auto method = c.find("method");
    if (method == c.end()) {
        // A response to a request of ours (the server sends none that
        // need answers), or nonsense: either way nothing to answer.
        if (id && !c.contains("result") && !c.contains("error")) {
            respond_error(reply_id, error_code::invalid_request, "a request needs a \"method\"");
        }
        return;
    }
    if (!method->is_string()) {
        if (id) respond_error(reply_id, error_code::invalid_request, "\"method\" must be a string");
        return;
    }
    // By reference: a didOpen's params hold the whole document.
    const auto found = c.find("params");
    const json& params = found == c.end() ? null_id : *found;
    if (!params.is_null() && !params.is_object() && !params.is_array()) {
        if (id) respond_error(reply_id, error_code::invalid_request, "\"params\" must be an object or an array");
        return;
    }
    if (!id) {
        serve_notification(method->get<std::string>(), params);
        return;
    }
    if (!valid_id(*id)) {
        respond_error(nullptr, error_code::invalid_request, "an \"id\" must be a string or an integer");
        return;
    }
    serve_request(*id, method->get<std::string>(), params, m.cancelled);
}

void session::serve_request(const json& id, const std::string& method, const json& params, bool cancelled) {
    const auto started = std::chrono::steady_clock::now();
    if (method == "initialize") {
        if (initialized_) {
            respond_error(id, error_code::invalid_request, "initialize was already sent");
            return;
        }
        try {
            respond(id, initialize(params));
        } catch (const rpc_error& e) {
            respond_error(id, e.code, e.what());
        }
        return;
    }
    if (!initialized_) {
        respond_error(id, error_code::server_not_initialized, "the server is not initialized");
        return;
    }
    if (cancelled) {
        respond_error(id, error_code::request_cancelled, "the request was cancelled");
        return;
    }
    if (shut_down_) {
        respond_error(id, error_code::invalid_request, "the server is shut down");
        return;
    }
    if (method == "shutdown") {
        shut_down_ = true;
        respond(id, nullptr);
        return;
    }
    const request_method* r = find_request(method);
    if (!r) {
        respond_error(id, error_code::method_not_found, "unknown method " + method);
        return;
    }
    json result;
    std::string result_text;
    try {
        reload_schema();
        if (r->serve) {
            result = r->serve(*this, params);
        } else {
            result_text = r->serve_text(*this, params);
        }
    } catch (const rpc_error& e) {
        respond_error(id, e.code, e.what());
        return;
    } catch (const std::exception& e) {
        respond_error(id, error_code::internal_error, method + " failed: " + e.what());
        return;
    } catch (...) {
        respond_error(id, error_code::internal_error, method + " failed");
        return;
    }
    if (r->serve) {
        respond(id, std::move(result));
    } else {
        respond_text(id, result_text);
    }
    if (trace_ != "off") {
        const auto took = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - started);
        json trace = {{"message", "served " + method + " in " + std::to_string(took.count()) + " us"}};
        if (trace_ == "verbose") trace["verbose"] = truncated(params.dump(-1, ' ', false, json::error_handler_t::replace), 2000);
        notify("$/logTrace", std::move(trace));
    }
}

void session::serve_notification(const std::string& method, const json& params) {
    if (method == "exit") {
        exit_code_ = shut_down_ ? 0 : 1;
        return;
    }
    // Before initialize the protocol drops notifications.
    if (!initialized_ || shut_down_) return;
    if (method == "$/cancelRequest") return;
    if (method == "initialized") {
        client_ready_ = true;
        register_watchers();
        return;
    }
    if (method == "$/setTrace") {
        if (params.is_object() && params.value("value", json()).is_string()) trace_ = params["value"];
        return;
    }
    const notification_method* n = find_notification(method);
    if (!n) {
        if (!unused_notification(method)) log(message_type::log, "ignored the notification " + method);
        return;
    }
    try {
        reload_schema();
        n->handle(*this, params);
    } catch (const std::exception& e) {
        log(message_type::error, method + ": " + e.what());
    } catch (...) {
        log(message_type::error, method + " failed");
    }
}

json session::initialize(const json& params) {
    if (!params.is_object()) throw rpc_error(error_code::invalid_params, "initialize needs its params object");
    if (const json* c = optional_member(params, "capabilities"); c && c->is_object()) client_capabilities_ = *c;
    if (const json* t = optional_member(params, "trace"); t && t->is_string()) trace_ = *t;
    // A client that pulls diagnostics would show pushed ones twice.
    push_diagnostics_ = !client_supports("/textDocument/diagnostic");
    json capabilities = {{"positionEncoding", "utf-16"}};
    for (const feature* f : features()) f->advertise(capabilities);
    json info = {{"name", options_.name}};
    if (!options_.version.empty()) info["version"] = options_.version;
    initialized_ = true;
    if (options_.read_file) {
        if (auto problems = configuration_.start(params); !problems.empty()) log(message_type::error, problems);
        apply_configuration();
    }
    return {{"capabilities", std::move(capabilities)}, {"serverInfo", std::move(info)}};
}

bool session::client_supports(const char* path) const {
    try {
        const json::json_pointer pointer(path);
        if (!client_capabilities_.contains(pointer)) return false;
        const json& v = client_capabilities_.at(pointer);
        return !v.is_null() && v != false;
    } catch (const std::exception&) {
        return false;
    }
}

json session::markup(const documentation& d, const char* formats) const {
    bool markdown = true;
    try {
        const json::json_pointer pointer(formats);
        if (client_capabilities_.contains(pointer)) {
            const json& list = client_capabilities_.at(pointer);
            if (list.is_array()) markdown = std::find(list.begin(), list.end(), "markdown") != list.end();
        }
    } catch (const std::exception&) {
    }
    if (d.markdown && !markdown) return {{"kind", "plaintext"}, {"value", markdown_as_plain_text(d.text)}};
    return d;
}

const document* session::find_document(const json& params) { return workspace_.find(document_uri(params)); }

session::document_position session::find_position(const json& params) {
    const lsp::position at = position_param(params);
    return {find_document(params), at};
}

void session::reload_schema() {
    if (!options_.reload_schema) return;
    schema_update update;
    try {
        update = options_.reload_schema();
    } catch (const std::exception& e) {
        update.message = std::string("reloading the schema failed: ") + e.what();
        update.failed = true;
    }
    if (!update.message.empty()) log(update.failed ? message_type::error : message_type::info, update.message);
    if (!update.schema) return;
    lsp::options o = workspace_.options();
    o.schema = std::move(*update.schema);
    configuration_.install(o);  // the new schema for documents no rule matches
    workspace_.set_options(std::move(o));
    ++schema_generation_;
    for (const document* d : workspace_.documents()) diagnostics_pending_.insert(d->uri());
}

void session::apply_configuration() {
    if (!options_.read_file) return;
    try {
        configuration_.load();
    } catch (const std::exception& e) {
        // A reader that throws: the configuration as it was stays in use.
        log(message_type::error, std::string("reading the workspace configuration failed: ") + e.what());
        return;
    }
    lsp::options o = workspace_.options();
    configuration_.install(o);
    workspace_.set_options(std::move(o));
    ++schema_generation_;
    for (const document* d : workspace_.documents()) diagnostics_pending_.insert(d->uri());
    if (!configuration_.file_uri().empty()) diagnostics_pending_.insert(configuration_.file_uri());
    if (!configuration_.client_problems().empty()) log(message_type::error, configuration_.client_problems());
    if (client_ready_) register_watchers();
}

void session::register_watchers() {
    static constexpr std::string_view method = "workspace/didChangeWatchedFiles";
    if (!client_supports("/workspace/didChangeWatchedFiles/dynamicRegistration")) return;
    const auto& paths = configuration_.watched_paths();
    if (paths == watched_) return;
    if (!watch_registration_.empty()) {
        json gone = json::array();
        gone.push_back({{"id", watch_registration_}, {"method", method}});
        // The protocol's spelling.
        request("client/unregisterCapability", {{"unregisterations", std::move(gone)}});
        watch_registration_.clear();
    }
    watched_ = paths;
    if (paths.empty()) return;
    watch_registration_ = "hcl-lsp.watched-files." + std::to_string(requests_sent_);
    json watchers = json::array();
    for (const auto& p : paths) watchers.push_back({{"globPattern", p}});
    json registration = {{"id", watch_registration_}, {"method", method}};
    registration["registerOptions"] = {{"watchers", std::move(watchers)}};
    json registrations = json::array();
    registrations.push_back(std::move(registration));
    request("client/registerCapability", {{"registrations", std::move(registrations)}});
}

void session::diagnostics_changed(const std::string& uri) {
    ++revisions_[uri];
    diagnostics_pending_.insert(uri);
}

void session::document_closed(const std::string& uri) {
    diagnostics_pending_.erase(uri);
    published_.erase(uri);
    revisions_.erase(uri);
    // The configuration file's diagnostics stay, as read from disk.
    if (uri == configuration_.file_uri()) {
        diagnostics_pending_.insert(uri);
        return;
    }
    if (push_diagnostics_) notify("textDocument/publishDiagnostics", {{"uri", uri}, {"diagnostics", json::array()}});
}

std::string session::diagnostics_version(const document& doc) const {
    const auto it = revisions_.find(doc.uri());
    return std::to_string(it == revisions_.end() ? 0 : it->second) + "." + std::to_string(schema_generation_);
}

void session::publish_pending_diagnostics() {
    if (!push_diagnostics_) {
        // A client that pulls asks only for open documents: the
        // configuration file's diagnostics, when it is not open, are pushed.
        const bool configuration = diagnostics_pending_.contains(configuration_.file_uri());
        diagnostics_pending_.clear();
        if (configuration && !workspace_.find(configuration_.file_uri())) publish_configuration_diagnostics();
        return;
    }
    while (!diagnostics_pending_.empty()) {
        const std::string uri = *diagnostics_pending_.begin();
        diagnostics_pending_.erase(diagnostics_pending_.begin());
        const document* doc = workspace_.find(uri);
        if (!doc) {
            if (uri == configuration_.file_uri()) publish_configuration_diagnostics();
            continue;
        }
        std::string version = diagnostics_version(*doc);
        auto& last = published_[uri];
        if (last == version) continue;
        try {
            json items = lsp::diagnostics(workspace_, *doc);
            notify("textDocument/publishDiagnostics",
                   {{"uri", uri}, {"version", doc->version()}, {"diagnostics", std::move(items)}});
            last = std::move(version);
        } catch (const std::exception& e) {
            log(message_type::error, "diagnostics of " + uri + " failed: " + e.what());
        }
    }
}

void session::publish_configuration_diagnostics() {
    const std::string& uri = configuration_.file_uri();
    std::string version = "file." + std::to_string(schema_generation_);
    auto& last = published_[uri];
    if (last == version) return;
    // Nothing to say and nothing said before (no file, or a clean one): a
    // client would only get an entry for a file that may not exist.
    if (last.empty() && configuration_.file_diagnostics().empty()) return;
    notify("textDocument/publishDiagnostics", {{"uri", uri}, {"diagnostics", configuration_.file_diagnostics()}});
    last = std::move(version);
}

void session::request(std::string_view method, json params) {
    send({{"jsonrpc", "2.0"},
          {"id", "hcl-lsp." + std::to_string(++requests_sent_)},
          {"method", method},
          {"params", std::move(params)}});
}

void session::notify(std::string_view method, json params) {
    send({{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}});
}

void session::log(message_type type, std::string message) {
    notify("window/logMessage", {{"type", static_cast<int>(type)}, {"message", std::move(message)}});
}

void session::respond(const json& id, json result) {
    // Moved in, not listed in the initializer: an initializer list copies.
    json message = {{"jsonrpc", "2.0"}, {"id", id}};
    message["result"] = std::move(result);
    send(message);
}

void session::respond_text(const json& id, const std::string& result) {
    // The envelope as nlohmann/json writes it, with a null result: its
    // members are in name order, so the text ends with `"result":null}`,
    // where the result's text goes.
    const std::string envelope =
        json{{"jsonrpc", "2.0"}, {"id", id}, {"result", nullptr}}.dump(-1, ' ', false, json::error_handler_t::replace);
    static constexpr std::string_view null_end = "null}";
    const std::string_view before = std::string_view(envelope).substr(0, envelope.size() - null_end.size());
    write_frame(out_, {before, result, "}"});
}

void session::respond_error(const json& id, int code, const std::string& message) {
    send({{"jsonrpc", "2.0"}, {"id", id}, {"error", {{"code", code}, {"message", message}}}});
}

void session::send(const json& message) {
    // Text from a document may hold bytes that are not UTF-8: replaced, as
    // JSON needs.
    write_frame(out_, message.dump(-1, ' ', false, json::error_handler_t::replace));
}

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
