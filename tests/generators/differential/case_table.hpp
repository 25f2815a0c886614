// The differential test's cases: for each hcldec conformance spec that
// hcl-gen accepts, a function that decodes inputs into the struct
// generated from it and converts the struct back to an hcl::value. The
// table is filled by code CMake writes (one file per group of cases).
#pragma once

#include <hcl/decode.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/value.hpp>

#include <map>
#include <string>
#include <vector>

namespace differential {

struct decoded {
    hcl::value value;
    hcl::diagnostics diagnostics;
};

using case_function = decoded (*)(const std::vector<std::string>& inputs, const hcl::eval_context* ctx);

// Case name (the spec file's name without ".hcldec") to its function.
using case_table = std::map<std::string, case_function>;

template <class Root>
decoded decode_into(const std::vector<std::string>& inputs, const hcl::eval_context* ctx) {
    auto r = hcl::try_decode_files<Root>(inputs, ctx);
    decoded out;
    if (!r.has_errors()) out.value = hcl::to_value(r.value);
    out.diagnostics = std::move(r.diagnostics);
    return out;
}

}  // namespace differential
