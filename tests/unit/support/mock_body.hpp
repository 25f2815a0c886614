// A body built directly from attributes and blocks, for testing code that
// works on the abstract hcl::body interface without any syntax.
#pragma once

#include <hcl/body.hpp>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace hcl_test {

class mock_body_node final : public hcl::body_node {
public:
    mock_body_node(std::vector<hcl::attribute> attributes, std::vector<hcl::block> blocks,
                   hcl::source_range where = {"mock.hcl", {1, 1, 0}, {1, 1, 0}})
        : attributes_(std::move(attributes)), blocks_(std::move(blocks)), where_(std::move(where)) {}

    hcl::body_content content(const hcl::body_schema& schema, hcl::diagnostics& diags) const override {
        std::shared_ptr<const hcl::body_node> rest;
        auto out = partial_content(schema, rest, diags);
        const auto& left = static_cast<const mock_body_node&>(*rest);
        for (const auto& a : left.attributes_) diags.add_error("Unsupported argument", a.name, a.name_range());
        for (const auto& b : left.blocks_) diags.add_error("Unsupported block type", b.type, b.type_range());
        return out;
    }

    hcl::body_content partial_content(const hcl::body_schema& schema, std::shared_ptr<const hcl::body_node>& remain,
                                      hcl::diagnostics& diags) const override {
        hcl::body_content out;
        out.set_missing_item_range(where_);
        std::vector<hcl::attribute> rest_attributes;
        std::vector<hcl::block> rest_blocks;
        for (const auto& a : attributes_) {
            const bool wanted = std::any_of(schema.attributes.begin(), schema.attributes.end(),
                                            [&](const hcl::attribute_schema& s) { return s.name == a.name; });
            if (wanted) {
                out.attributes.emplace(a.name, a);
            } else {
                rest_attributes.push_back(a);
            }
        }
        for (const auto& s : schema.attributes) {
            if (s.required && !out.attributes.count(s.name)) {
                diags.add_error("Missing required argument", s.name, where_);
            }
        }
        for (const auto& b : blocks_) {
            const bool wanted = std::any_of(schema.blocks.begin(), schema.blocks.end(),
                                            [&](const hcl::block_header_schema& s) { return s.type == b.type; });
            if (wanted) {
                out.blocks.push_back(b);
            } else {
                rest_blocks.push_back(b);
            }
        }
        remain = std::make_shared<mock_body_node>(std::move(rest_attributes), std::move(rest_blocks), where_);
        return out;
    }

    hcl::attribute_map just_attributes(hcl::diagnostics& diags) const override {
        hcl::attribute_map out;
        for (const auto& a : attributes_) out.emplace(a.name, a);
        if (!blocks_.empty()) diags.add_error("Unexpected block", blocks_.front().type, blocks_.front().type_range());
        return out;
    }

    hcl::source_range missing_item_range() const override { return where_; }

private:
    std::vector<hcl::attribute> attributes_;
    std::vector<hcl::block> blocks_;
    hcl::source_range where_;
};

inline hcl::attribute mock_attribute(std::string name, hcl::value v, std::string file = "mock.hcl") {
    hcl::source_range r{std::move(file), {1, 1, 0}, {1, 2, 1}};
    return hcl::attribute{name, hcl::expression::constant(std::move(v), r), r, r};
}

inline hcl::body mock_body(std::vector<hcl::attribute> attributes, std::vector<hcl::block> blocks = {},
                           std::string file = "mock.hcl") {
    return hcl::body(std::make_shared<mock_body_node>(std::move(attributes), std::move(blocks),
                                                      hcl::source_range{std::move(file), {1, 1, 0}, {1, 1, 0}}));
}

inline hcl::block mock_block(std::string type, std::vector<std::string> labels, hcl::body body) {
    hcl::block b;
    b.type = std::move(type);
    b.labels = std::move(labels);
    b.body_node = body.shared_node();
    return b;
}

}  // namespace hcl_test
