#include <hcl/body.hpp>

HCL_BEGIN_NAMESPACE

namespace {

// The body of nothing: every required attribute is missing, nothing else.
class empty_body_node final : public body_node {
public:
    explicit empty_body_node(source_range where) : where_(std::move(where)) {}

    body_content content(const body_schema& schema, diagnostics& diags) const override {
        body_content out;
        out.missing_item_range = where_;
        for (const auto& a : schema.attributes) {
            if (a.required) {
                diags.add_error("Missing required argument",
                                "The argument \"" + a.name + "\" is required, but no definition was found.",
                                where_);
            }
        }
        return out;
    }
    body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                 diagnostics& diags) const override {
        remain = std::make_shared<empty_body_node>(where_);
        return content(schema, diags);
    }
    attribute_map just_attributes(diagnostics&) const override { return {}; }
    source_range missing_item_range() const override { return where_; }

private:
    source_range where_;
};

const std::shared_ptr<const body_node>& empty_node() {
    static const std::shared_ptr<const body_node> node =
        std::make_shared<empty_body_node>(source_range{"<empty>", {}, {}});
    return node;
}

}  // namespace

body block::body() const { return hcl::body(body_node); }

std::vector<const block*> body_content::blocks_of_type(std::string_view type) const {
    std::vector<const block*> out;
    for (const auto& b : blocks) {
        if (b.type == type) out.push_back(&b);
    }
    return out;
}

body_content body::content(const body_schema& schema, diagnostics& diags) const {
    return (node_ ? node_ : empty_node())->content(schema, diags);
}

body_content body::partial_content(const body_schema& schema, body& remain, diagnostics& diags) const {
    std::shared_ptr<const body_node> rest;
    auto out = (node_ ? node_ : empty_node())->partial_content(schema, rest, diags);
    remain = hcl::body(std::move(rest));
    return out;
}

attribute_map body::just_attributes(diagnostics& diags) const {
    return (node_ ? node_ : empty_node())->just_attributes(diags);
}

source_range body::missing_item_range() const { return (node_ ? node_ : empty_node())->missing_item_range(); }

HCL_END_NAMESPACE
