// Checking a body's attributes against declared PCL types (docs/pcl.md).
//
// Every attribute of the body (and of its nested blocks) is typed with
// type_of(). Where the schema declares the attribute's type, the
// expression's type must convert to it: no conversion is an error, an
// unsafe conversion a warning ("may fail at run time"), as Pulumi reports
// them. Attributes the schema does not declare are typed and not checked.
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/pcl/type.hpp>
#include <hcl/source.hpp>

#include <map>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE

class body;

namespace pcl {

class scope;
struct block_schema;

struct body_schema {
    std::map<std::string, type, std::less<>> attributes;  // declared types
    std::vector<block_schema> blocks;                     // nested block types
};

struct block_schema {
    std::string type;  // the block type name
    body_schema body;
};

struct typed_attribute {
    // Where the attribute is, as decoder paths read: `name`, or
    // `resource "r" > name` inside a block.
    std::string path;
    pcl::type type;
    source_range range;  // the attribute's expression
};

struct check_result {
    std::vector<typed_attribute> attributes;  // in source order per body
    hcl::diagnostics diagnostics;
};

// Types every attribute of `b`, recursing into blocks; `schema` may be
// null (nothing declared).
check_result check_body(const body& b, const scope& s, const body_schema* schema = nullptr);

}  // namespace pcl
HCL_END_NAMESPACE
