// hcl::lsp::serve — the Language Server Protocol (3.17, JSON-RPC 2.0 over a
// byte stream with Content-Length framing) over the editor services
// (docs/language-server.md). `hcl lsp` is this function on stdin/stdout;
// an application serves its own schema the same way:
//
//     int main(int argc, char** argv) {
//         if (argc > 1 && std::string_view(argv[1]) == "lsp") {
//             hcl::lsp::server_options o;
//             o.workspace.schema = hcl::lsp::schema::from_spec(hcl::spec_of<config>());
//             return hcl::lsp::serve(std::cin, std::cout, o);
//         }
//         ...
//     }
#pragma once

#include <hcl/config.hpp>
#include <hcl/lsp/workspace.hpp>

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>

HCL_BEGIN_NAMESPACE
namespace lsp {

struct server_options {
    // The schema, context and declarations of the workspace.
    lsp::options workspace{};
    // When set, called between messages: a new schema to use from now on
    // (a schema file that changed on disk), or nullopt to keep the current
    // one. The server itself reads no files.
    std::function<std::optional<lsp::schema>()> reload_schema{};
    // The server's name and version in `initialize`'s answer.
    std::string name = "hclcpp";
    std::string version{};
};

// Serves messages from `in` to `out` until `exit` (or the end of `in`).
// Returns the process exit code the protocol asks for: 0 after shutdown
// then exit, 1 for an exit without shutdown or an input that ended.
int serve(std::istream& in, std::ostream& out, const server_options& options);

}  // namespace lsp
HCL_END_NAMESPACE
