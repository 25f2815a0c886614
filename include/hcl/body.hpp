// hcl::body — the contents of a file or block, in any syntax.
//
// A body is processed against a schema (content / partial_content) or read
// as attributes only (just_attributes). Like expression, body is a cheap
// copyable handle that keeps its file alive; syntaxes implement body_node.
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/expression.hpp>
#include <hcl/schema.hpp>
#include <hcl/source.hpp>

#include <map>
#include <memory>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE

class body;

struct attribute {
    std::string name;
    hcl::expression expression;
    source_range range;       // name through value
    source_range name_range;
};

// Attributes by name.
using attribute_map = std::map<std::string, attribute, std::less<>>;

struct block {
    std::string type;
    std::vector<std::string> labels;
    std::shared_ptr<const class body_node> body_node;  // see block_body()
    source_range def_range;   // type and labels: where "the block" is
    source_range type_range;
    std::vector<source_range> label_ranges;

    hcl::body body() const;
};

struct body_content {
    attribute_map attributes;
    std::vector<block> blocks;  // in source order
    source_range missing_item_range;

    // The blocks of one type, in source order.
    std::vector<const block*> blocks_of_type(std::string_view type) const;
};

// The interface every syntax's bodies implement.
class body_node {
public:
    virtual ~body_node() = default;
    // Exactly the schema's items; anything else is an error.
    virtual body_content content(const body_schema& schema, diagnostics& diags) const = 0;
    // The schema's items; everything else stays in `remain` for later.
    virtual body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                         diagnostics& diags) const = 0;
    // Every attribute (dynamic attributes processing); blocks are errors.
    virtual attribute_map just_attributes(diagnostics& diags) const = 0;
    // Where a diagnostic about a missing required item points.
    virtual source_range missing_item_range() const = 0;
};

class body {
public:
    body() = default;  // the empty body
    explicit body(std::shared_ptr<const body_node> node) noexcept : node_(std::move(node)) {}

    body_content content(const body_schema& schema, diagnostics& diags) const;
    // Returns the content; `remain` receives the rest of the body.
    body_content partial_content(const body_schema& schema, body& remain, diagnostics& diags) const;
    attribute_map just_attributes(diagnostics& diags) const;
    source_range missing_item_range() const;

    const body_node* node() const noexcept { return node_.get(); }
    const std::shared_ptr<const body_node>& shared_node() const noexcept { return node_; }

private:
    std::shared_ptr<const body_node> node_;
};

// Several bodies read as one (e.g. all files of a configuration directory):
// attributes may be defined in only one of them; blocks concatenate in order.
body merge_bodies(std::vector<body> bodies);

HCL_END_NAMESPACE
