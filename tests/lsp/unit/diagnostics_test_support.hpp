// Helpers for the tests of schemas and diagnostics.
#pragma once

#include <hcl/lsp/diagnostics.hpp>
#include <hcl/lsp/position.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/workspace.hpp>
#include <hcl/source.hpp>

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace lsp_test {

// The text of a file under tests/lsp/data/ (or a path relative to it).
inline std::string data_file(const std::string& name) {
    auto text = hcl::read_source_file(std::string(HCLCPP_LSP_TEST_DATA_DIR) + "/" + name);
    if (!text) throw std::runtime_error("cannot read test data " + name);
    return std::move(*text);
}

// The schema of the test provider schema (tests/lsp/data/aws_provider_schema.json).
inline const hcl::lsp::schema& aws_schema() {
    static const hcl::lsp::schema s = [] {
        auto r = hcl::lsp::schema::parse_terraform(data_file("aws_provider_schema.json"), "aws_provider_schema.json");
        if (r.has_errors()) throw std::runtime_error("test provider schema: " + r.diagnostics.to_string());
        return r.schema;
    }();
    return s;
}

// The diagnostics of `text` opened as `uri` in a workspace with `opts`.
inline std::vector<hcl::lsp::diagnostic> diagnostics_of(const std::string& text, hcl::lsp::options opts,
                                                        const std::string& uri = "file:///main.tf") {
    hcl::lsp::workspace ws(std::move(opts));
    const auto& doc = ws.open(uri, text);
    return hcl::lsp::diagnostics(ws, doc);
}

inline std::vector<hcl::lsp::diagnostic> diagnostics_of(const std::string& text, const hcl::lsp::schema& s,
                                                        const std::string& uri = "file:///main.tf") {
    return diagnostics_of(text, hcl::lsp::options{.schema = s}, uri);
}

// The range of the `nth` occurrence (0-based) of `needle` in `text`.
inline hcl::lsp::range range_of(std::string_view text, std::string_view needle, std::size_t nth = 0) {
    std::size_t at = text.find(needle);
    for (std::size_t i = 0; i < nth && at != std::string_view::npos; ++i) at = text.find(needle, at + 1);
    if (at == std::string_view::npos) throw std::invalid_argument("not in the test text: " + std::string(needle));
    hcl::lsp::line_index lines(text);
    return lines.range_of(at, at + needle.size());
}

// The messages, one a line (for failure output).
inline std::string messages(const std::vector<hcl::lsp::diagnostic>& ds) {
    std::string out;
    for (const auto& d : ds) {
        out += std::to_string(d.range.start.line + 1) + ":" + std::to_string(d.range.start.character + 1) + "-" +
               std::to_string(d.range.end.line + 1) + ":" + std::to_string(d.range.end.character + 1) + " " +
               d.message + "\n";
    }
    return out;
}

}  // namespace lsp_test
