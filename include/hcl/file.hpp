// hcl::file — a parsed configuration file, in any syntax (docs/getting-started.md).
//
// A file owns its source text and its syntax tree. Bodies and expressions
// taken from it are handles that keep it alive, so a file can be dropped as
// soon as its content has been extracted.
#pragma once

#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>

#include <memory>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE

class file {
public:
    virtual ~file() = default;
    virtual const std::string& filename() const noexcept = 0;
    virtual std::string_view source() const noexcept = 0;
    // The file's top-level body.
    virtual hcl::body body() const = 0;
};

// What a parser returns: the file (always present, possibly with a partial
// body when there were errors) and the problems found.
struct parse_result {
    std::shared_ptr<const hcl::file> file;
    hcl::diagnostics diagnostics;

    bool has_errors() const noexcept { return diagnostics.has_errors(); }
};

HCL_END_NAMESPACE
