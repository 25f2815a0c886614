// Helpers for the editor services' unit tests.
#pragma once

#include <hcl/lsp/position.hpp>
#include <hcl/lsp/workspace.hpp>
#include <hcl/spec.hpp>

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace lsp_test {

// A text with one cursor marker `|` (or another marker): the text without
// it and the marker's position.
struct marked_text {
    std::string text;
    hcl::lsp::position cursor;
};

inline marked_text cursor_in(std::string_view marked, std::string_view marker = "|") {
    const auto at = marked.find(marker);
    if (at == std::string_view::npos) throw std::invalid_argument("no cursor marker in the test text");
    marked_text out;
    out.text = std::string(marked.substr(0, at)) + std::string(marked.substr(at + marker.size()));
    hcl::lsp::line_index lines(out.text);
    out.cursor = lines.at(at);
    return out;
}

// The schema of an hcldec spec file's text; throws when it does not read.
inline hcl::lsp::schema spec_schema(std::string text, std::string name = "test.hcldec") {
    auto r = hcl::lsp::schema::parse_spec(std::move(text), std::move(name));
    if (r.has_errors()) throw std::invalid_argument("test spec: " + r.diagnostics.to_string());
    return r.schema;
}

// The spec the services' tests share: an application with services.
inline constexpr const char* service_spec = R"(object {
  attr "environment" {
    type     = string
    required = true
  }
  block_map "service" {
    labels = ["name"]
    object {
      attr "image" {
        type     = string
        required = true
      }
      attr "replicas" {
        type = number
      }
      attr "enabled" {
        type = bool
      }
      attr "ports" {
        type = list(number)
      }
      block "limits" {
        object {
          attr "cpu" {
            type     = number
            required = true
          }
          attr "memory_mb" {
            type = number
          }
        }
      }
      block_list "volume" {
        object {
          attr "path" {
            type     = string
            required = true
          }
        }
      }
    }
  }
}
)";

}  // namespace lsp_test
