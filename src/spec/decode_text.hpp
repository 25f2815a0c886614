// hcl::spec::decode_files and decode_string for a caller that only writes
// the result as JSON (internal; hcl dec).
#pragma once

#include <hcl/spec.hpp>
#include <hcl/value_json.hpp>

#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace spec::detail {

// decode_files() / decode_string(); with `encode`, the large parts of the
// value (the top-level blocks decoded while parsing) are written as JSON
// with those options as soon as they are decoded, and the value holds their
// text instead (values/encoded_json.hpp). Such a value may only be written
// with hcl::write_json or value_to_json, guided by its own type (or the
// dynamic pseudo-type), with the same options.
files_decode_result decode_files_to_json(const std::vector<std::string>& paths, const spec& s,
                                         const eval_context* ctx, const json_options* encode);
files_decode_result decode_string_to_json(std::string source, std::string filename, const spec& s,
                                          const eval_context* ctx, const json_options* encode);

}  // namespace spec::detail
HCL_END_NAMESPACE
