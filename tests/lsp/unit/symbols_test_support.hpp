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

namespace lsp_test {

// A document using most of the native syntax, for tests that run a
// service on each of its prefixes (every half-typed state).
inline constexpr const char* rich_document = "# Comment lines\r\n// two of them\r\n"
                                             "service \"wéb\" {\n"
                                             "  image    = \"nginx:${var.tag}\" /* inline */\n"
                                             "  ports = [for p in var.ports : p + 1 if p > 0]\n"
                                             "  tags = { name = upper(local.name), \"k\" = [1, 2.5e3, null] }\n"
                                             "  script = <<-EOT\n    echo %{ if true }😀%{ else }x%{ endif }\n  EOT\n"
                                             "  dynamic \"setting\" {\n    for_each = var.s\n"
                                             "    content { v = setting.value[0].x[*].y }\n  }\n"
                                             "  c = !a && b ? -1 : provider::p::f(x...)\n"
                                             "}\n";

}  // namespace lsp_test
