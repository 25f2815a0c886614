// The server's side of the workspace configuration: where the workspace's
// `.hcl-lsp.hcl` is, the client's options, the schemas both name (read
// through server_options::read_file), and the options that give each
// document its schema and declarations.
#pragma once

#include "lsp/server/protocol.hpp"

#include <hcl/lsp/diagnostics.hpp>
#include <hcl/lsp/workspace.hpp>
#include <hcl/lsp/workspace_config.hpp>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

class workspace_configuration {
public:
    explicit workspace_configuration(file_reader read);

    // initialize's params: the root (rootUri, else the first of
    // workspaceFolders, else rootPath) and initializationOptions. What is
    // wrong in the options, for the log; empty when nothing.
    std::string start(const json& params);
    // workspace/didChangeConfiguration's settings (the options themselves,
    // or under "hcl"). For the log as start().
    std::string set_client_options(const json& settings);

    // Reads the configuration file and every schema file again.
    void load();
    // Sets `o`'s schema_for and declarations_for: a document's schema is
    // that of the first rule matching it (the file's rules, then the
    // client's), else `o.schema`; the configuration file gets its own.
    void install(lsp::options& o) const;

    // Whether there is anything to read (a file reader and a root, or the
    // client's options).
    bool active() const noexcept;
    // The configuration file's URI ("" without a root).
    const std::string& file_uri() const noexcept { return file_uri_; }
    // Its diagnostics as last loaded from disk (none when it is missing).
    const std::vector<lsp::diagnostic>& file_diagnostics() const noexcept {
        return file_diagnostics_;
    }
    // What loading the client's options' schema files found, for the log.
    const std::string& client_problems() const noexcept { return client_problems_; }
    // The paths whose changes call for load(): the configuration file and
    // the schema files it and the client's options name.
    const std::vector<std::string>& watched_paths() const noexcept { return watched_; }
    bool watches(std::string_view uri) const;

private:
    struct state;
    std::string client_options_from(const json& options);

    file_reader read_;
    // Shared with the configuration file's own schema (checked as it is typed).
    schema_file_cache schema_files_;
    std::string root_;  // a directory; "" when unknown
    std::string file_uri_;
    std::optional<workspace_config> client_config_;
    std::shared_ptr<const state> state_;
    std::vector<lsp::diagnostic> file_diagnostics_;
    std::string client_problems_;
    std::vector<std::string> watched_;
};

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
