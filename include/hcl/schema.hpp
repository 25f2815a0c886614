// hcl::body_schema — what an application expects to find in a body.
//
// A schema lists attribute names (each possibly required) and block types
// (each with the names of its labels). Processing a body against a schema
// extracts exactly those items ("Schema-driven Processing" in the
// information model).
#pragma once

#include <hcl/config.hpp>

#include <optional>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE

struct attribute_schema {
    std::string name;
    bool required = false;
};

struct block_header_schema {
    std::string type;
    std::vector<std::string> label_names;
};

struct body_schema {
    std::vector<attribute_schema> attributes;
    std::vector<block_header_schema> blocks;

    // A schema must not name an attribute twice, a block type twice, or a
    // block type equal to an attribute name. Returns the first violation.
    std::optional<std::string> problem() const;

    // The union of two schemas (for the partial-then-exhaustive property).
    friend body_schema merge(const body_schema& a, const body_schema& b);
};

HCL_END_NAMESPACE
