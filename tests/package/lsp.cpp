// Uses hclcpp's editor services (hclcpp::lsp) through the installed package:
// a struct's schema checks a document and completes in it, as an
// application serving its own language server would.
#include <hcl/lsp/completion.hpp>
#include <hcl/lsp/diagnostics.hpp>
#include <hcl/lsp/struct_schema.hpp>
#include <hcl/lsp/workspace.hpp>

#include <iostream>
#include <map>
#include <string>

struct service_spec {
    std::string image;
    int replicas;
};
struct consumer_config {
    std::map<std::string, service_spec> service;
};

int main() {
    hcl::lsp::options options;
    options.schema = hcl::lsp::struct_schema<consumer_config>();
    hcl::lsp::workspace ws(std::move(options));
    auto& doc = ws.open("file:///consumer.hcl", "service \"web\" {\n  imag = \"nginx\"\n}\n", 1);
    for (const auto& d : hcl::lsp::diagnostics(ws, doc))
        std::cout << "diagnostic " << d.range.start.line << ":" << d.range.start.character << " " << d.message
                  << '\n';
    for (const auto& item : hcl::lsp::complete(ws, doc, {.line = 1, .character = 2}).items)
        std::cout << "completion " << item.label << '\n';
}
