// Helpers for the structure and formatting services' unit tests.
#pragma once

#include <hcl/lsp/workspace.hpp>

#include <string>
#include <utility>

namespace lsp_test {

// `service(workspace, document)` for a workspace holding only `text` at `uri`.
template <class Service>
auto run_on(std::string text, Service service, std::string uri = "file:///a.hcl") {
    hcl::lsp::workspace ws;
    const auto& doc = ws.open(std::move(uri), std::move(text));
    return service(ws, doc);
}

}  // namespace lsp_test
