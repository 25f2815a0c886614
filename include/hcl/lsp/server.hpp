// hcl::lsp::serve — the Language Server Protocol (3.17, JSON-RPC 2.0 over a
// byte stream with Content-Length framing) over the editor services
// (docs/language-server.md). `hcl lsp` is this function on stdin/stdout;
// an application serves its own schema the same way:
//
//     int main(int argc, char** argv) {
//         if (argc > 1 && std::string_view(argv[1]) == "lsp") {
//             std::ios::sync_with_stdio(false);  // see serve()
//             hcl::lsp::server_options o;
//             o.workspace.schema = hcl::lsp::schema::from_spec(hcl::spec_of<config>());
//             return hcl::lsp::serve(std::cin, std::cout, o);
//         }
//         ...
//     }
#pragma once

#include <hcl/config.hpp>
#include <hcl/lsp/workspace.hpp>
#include <hcl/lsp/workspace_config.hpp>

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>

HCL_BEGIN_NAMESPACE
namespace lsp {

// What server_options::reload_schema found.
struct schema_update {
    // A new schema to use from now on; nullopt: keep the current one.
    std::optional<lsp::schema> schema;
    // For the client's log (window/logMessage), when not empty: what was
    // reloaded, or why a changed schema file was not used.
    std::string message;
    bool failed = false;  // `message` reports an error
};

struct server_options {
    // The schema, context and declarations of the workspace.
    lsp::options workspace{};
    // When set, called before each request and document notification is
    // served: a schema file that changed on disk gives a new schema (`hcl
    // lsp` compares modification times). The server itself reads no files.
    std::function<schema_update()> reload_schema{};
    // When set, the server reads the workspace's configuration through it:
    // `.hcl-lsp.hcl` at the root `initialize` names and the schema files
    // that file and the client's options name (workspace_config.hpp), read
    // again when the client reports them changed. `hcl lsp` reads from
    // disk; unset, the configuration file is not looked for and the
    // client's options are refused. When set, the server gives
    // `workspace` its own schema_for and declarations_for (the rules'),
    // and documents no rule matches get `workspace.schema` and
    // `workspace.declarations`.
    file_reader read_file{};
    // The server's name and version in `initialize`'s answer.
    std::string name = "hclcpp";
    std::string version{};
};

// Serves messages from `in` to `out` until `exit` (or the end of `in`).
// Returns the process exit code the protocol asks for: 0 after shutdown
// then exit, 1 for an exit without shutdown or an input that ended.
//
// No thread: before serving a message the server reads every message
// already waiting in `in` (what its stream buffer's in_avail() reports), so
// that a `$/cancelRequest` behind a request cancels it and diagnostics are
// published once a burst of edits is served. std::cin reports waiting bytes
// only after std::ios::sync_with_stdio(false); without it the server still
// answers everything, one message at a time. Never throws: a malformed
// message gets the protocol's error response and the next is served.
//
// It tunes the process's memory for a long-lived server: on Linux no
// transparent huge pages (PR_SET_THP_DISABLE), and with glibc a heap that
// keeps freed memory for the next request (mallopt; docs/language-server.md,
// "Memory").
int serve(std::istream& in, std::ostream& out, const server_options& options);

}  // namespace lsp
HCL_END_NAMESPACE
