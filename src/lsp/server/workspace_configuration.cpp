// The workspace configuration as the server reads, watches and applies it.
#include "lsp/server/file_uri.hpp"
#include "lsp/server/workspace_configuration.hpp"

#include <algorithm>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

struct workspace_configuration::state {
    std::string root;
    std::string file_path;  // the configuration file's ("" without a root)
    lsp::schema file_schema;
    // The file's rules, then the client's.
    std::vector<workspace_schema> schemas;

    // The rule for the document at `uri`; null when none matches.
    const workspace_schema* find(std::string_view uri) const {
        const auto path = path_of_uri(uri);
        if (!path) return nullptr;
        const auto relative =
            root.empty() ? std::optional(std::string(
                               std::string_view(*path).substr(path->starts_with('/') ? 1 : 0)))
                         : path_under(*path, root);
        return relative ? find_workspace_schema(schemas, *relative) : nullptr;
    }
    bool is_file(std::string_view uri) const {
        if (file_path.empty()) return false;
        const auto path = path_of_uri(uri);
        return path && *path == file_path;
    }
};

namespace {

std::string joined(const std::string& directory, std::string_view name) {
    return directory.ends_with('/') ? directory + std::string(name)
                                    : directory + "/" + std::string(name);
}

// The root's URI and path from initialize's params.
std::pair<std::string, std::string> root_of(const json& params) {
    std::string uri;
    if (const json* r = optional_member(params, "rootUri"); r && r->is_string()) {
        uri = r->get<std::string>();
    } else if (const json* folders = optional_member(params, "workspaceFolders");
               folders && folders->is_array() && !folders->empty() && (*folders)[0].is_object()) {
        const json& first = (*folders)[0];
        if (const auto it = first.find("uri"); it != first.end() && it->is_string())
            uri = it->get<std::string>();
    } else if (const json* p = optional_member(params, "rootPath"); p && p->is_string()) {
        uri = uri_of_path(p->get<std::string>());
    }
    auto path = path_of_uri(uri);
    if (!path || path->empty()) return {};
    while (uri.ends_with('/')) uri.pop_back();
    while (path->size() > 1 && path->ends_with('/')) path->pop_back();
    return {std::move(uri), std::move(*path)};
}

// Every diagnostic of the client's options, a line each, for the log.
std::string client_log(const hcl::diagnostics& diags) {
    std::string out = "the client's options:";
    for (const auto& d : diags) out += "\n" + d.to_string();
    return out;
}

}  // namespace

workspace_configuration::workspace_configuration(file_reader read) : read_(std::move(read)) {}

bool workspace_configuration::active() const noexcept {
    return read_ && (!root_.empty() || client_config_.has_value());
}

std::string workspace_configuration::start(const json& params) {
    if (!params.is_object()) return {};
    auto [uri, path] = root_of(params);
    root_ = std::move(path);
    if (!root_.empty()) file_uri_ = uri + "/" + std::string(workspace_config_name);
    const json* options = optional_member(params, "initializationOptions");
    return options ? client_options_from(*options) : std::string();
}

std::string workspace_configuration::set_client_options(const json& settings) {
    // Editors send every tool's settings: ours are under "hcl", or are the
    // whole object when it has our "schema".
    if (settings.is_object() && settings.contains("hcl"))
        return client_options_from(settings["hcl"]);
    if (settings.is_object() && settings.contains("schema")) return client_options_from(settings);
    client_config_.reset();
    return {};
}

std::string workspace_configuration::client_options_from(const json& options) {
    client_config_.reset();
    if (options.is_null() || (options.is_object() && options.empty())) return {};
    if (!read_) return "the client's schema options are not used: this server reads no files";
    auto r = read_workspace_config(options.dump(-1, ' ', false, json::error_handler_t::replace),
                                   "initializationOptions.json");
    client_config_ = std::move(r.config);
    return r.diagnostics.empty() ? std::string() : client_log(r.diagnostics);
}

void workspace_configuration::load() {
    // Built aside and committed at the end: a reader that throws leaves
    // everything as it was.
    auto st = std::make_shared<state>();
    st->root = root_;
    std::vector<lsp::diagnostic> file_diagnostics;
    std::string client_problems;
    std::vector<std::string> watched;
    const auto add = [&](std::vector<workspace_schema> schemas) {
        for (auto& s : schemas) {
            if (!s.file.empty() && std::find(watched.begin(), watched.end(), s.file) == watched.end())
                watched.push_back(s.file);
            st->schemas.push_back(std::move(s));
        }
    };
    if (read_ && !root_.empty()) {
        st->file_path = joined(root_, workspace_config_name);
        st->file_schema = workspace_config_schema(read_, root_, schema_files_);
        watched.push_back(st->file_path);
        if (auto text = read_(st->file_path)) {
            auto r = read_workspace_config(*text, st->file_path);
            add(load_workspace_schemas(r.config, root_, read_, r.diagnostics, &schema_files_));
            const document file(file_uri_, std::move(*text), 0, {});
            for (const auto& d : r.diagnostics)
                file_diagnostics.push_back(to_lsp(file, d, diagnostic_stage::schema));
        }
    }
    if (read_ && client_config_) {
        hcl::diagnostics problems;
        add(load_workspace_schemas(*client_config_, root_, read_, problems, &schema_files_));
        if (!problems.empty()) client_problems = client_log(problems);
    }
    state_ = std::move(st);
    file_diagnostics_ = std::move(file_diagnostics);
    client_problems_ = std::move(client_problems);
    watched_ = std::move(watched);
}

void workspace_configuration::install(lsp::options& o) const {
    if (!state_) return;
    o.schema_for = [st = state_, fallback = o.schema](std::string_view uri) {
        if (st->is_file(uri)) return st->file_schema;
        const auto* s = st->find(uri);
        return s ? s->schema : fallback;
    };
    o.declarations_for = [st = state_, fallback = o.declarations](std::string_view uri) {
        if (st->is_file(uri)) return lsp::declarations{"", "", "", ""};
        const auto* s = st->find(uri);
        return s ? s->declarations : fallback;
    };
}

bool workspace_configuration::watches(std::string_view uri) const {
    const auto path = path_of_uri(uri);
    return path && std::find(watched_.begin(), watched_.end(), *path) != watched_.end();
}

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
