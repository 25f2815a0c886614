// Parsing a native-syntax file while a reader takes its top-level blocks
// as they are finished (internal; see src/model/top_level_blocks.hpp).
#pragma once

#include "model/top_level_blocks.hpp"
#include "native/token_watcher.hpp"

#include <hcl/config.hpp>
#include <hcl/native/parse.hpp>

#include <memory>
#include <string>

HCL_BEGIN_NAMESPACE
namespace native {

// parse_config, handing `reader` each top-level block it wants as soon as
// the block is parsed, for as long as the file has no diagnostics.
parse_result parse_config_streaming(std::shared_ptr<const std::string> source, std::string filename,
                                    const parse_options& options, hcl::detail::top_level_blocks& reader);

// parse_config for the diagnostics alone: while the file has none, each
// top-level block's syntax tree is dropped as soon as it is parsed, so that
// a large file's tree never exists whole. The result's file holds the
// source (for rendering the diagnostics) and what was not dropped.
// `watcher`, when given, sees every token as it is scanned.
parse_result check_config(std::shared_ptr<const std::string> source, std::string filename,
                          const parse_options& options = {}, token_watcher* watcher = nullptr);

}  // namespace native
HCL_END_NAMESPACE
