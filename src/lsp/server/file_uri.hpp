// file: URIs and the paths they name (the workspace root, the
// configuration and schema files, documents matched against patterns).
#pragma once

#include <hcl/config.hpp>

#include <optional>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

// "file:///a/b%20c" -> "/a/b c" ("file:///c%3A/x" -> "c:/x"); nullopt when
// `uri` is not a file URI.
std::optional<std::string> path_of_uri(std::string_view uri);
// The file URI of an absolute path (names percent-encoded as clients do).
std::string uri_of_path(std::string_view path);
// `path` relative to the directory `root` ("app/x.hcl"); nullopt when it
// is not under it.
std::optional<std::string> path_under(std::string_view path, std::string_view root);

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
