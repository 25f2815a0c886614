// Several bodies read as one. Each body sees the schema with "required"
// cleared; requiredness is checked across all of them at the end, so an
// attribute may come from any one file but not from two.
#include <hcl/body.hpp>

HCL_BEGIN_NAMESPACE

namespace {

class merged_body_node final : public body_node {
public:
    explicit merged_body_node(std::vector<body> parts) : parts_(std::move(parts)) {}

    body_content content(const body_schema& schema, diagnostics& diags) const override {
        return gather(schema, nullptr, diags);
    }

    body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                 diagnostics& diags) const override {
        std::vector<body> rest;
        auto out = gather(schema, &rest, diags);
        remain = std::make_shared<merged_body_node>(std::move(rest));
        return out;
    }

    attribute_map just_attributes(diagnostics& diags) const override {
        attribute_map out;
        for (const auto& part : parts_) {
            for (auto& [name, attr] : part.just_attributes(diags)) add_attribute(out, std::move(attr), diags);
        }
        return out;
    }

    source_range missing_item_range() const override {
        if (parts_.empty()) return source_range{"<empty>", {}, {}};
        return parts_.front().missing_item_range();
    }

private:
    static void add_attribute(attribute_map& into, attribute attr, diagnostics& diags) {
        if (auto it = into.find(attr.name); it != into.end()) {
            diags.add_error("Duplicate argument",
                            "Argument \"" + attr.name + "\" was already set at " + it->second.name_range().to_string() +
                                ". Each argument can only be defined once.",
                            attr.name_range());
            return;
        }
        auto name = attr.name;
        into.emplace(std::move(name), std::move(attr));
    }

    body_content gather(const body_schema& schema, std::vector<body>* rest, diagnostics& diags) const {
        body_schema relaxed = schema;
        for (auto& a : relaxed.attributes) a.required = false;

        body_content out;
        out.set_missing_item_range(missing_item_range());
        for (const auto& part : parts_) {
            body_content c;
            if (rest) {
                body remain;
                c = part.partial_content(relaxed, remain, diags);
                rest->push_back(std::move(remain));
            } else {
                c = part.content(relaxed, diags);
            }
            for (auto& [name, attr] : c.attributes) add_attribute(out.attributes, std::move(attr), diags);
            for (auto& b : c.blocks) out.blocks.push_back(std::move(b));
        }
        for (const auto& a : schema.attributes) {
            if (a.required && !out.attributes.count(a.name)) {
                // At the first part's missing-item range (the reference gives
                // none; every diagnostic of ours has one, when there is a part).
                auto& d = diags.add_error("Missing required argument",
                                          "The argument \"" + a.name + "\" is required, but was not set.");
                if (!parts_.empty()) d.subject = parts_.front().missing_item_range();
            }
        }
        return out;
    }

    std::vector<body> parts_;
};

}  // namespace

body merge_bodies(std::vector<body> bodies) {
    // A nested merge needs no flattening: it receives the relaxed schema too,
    // so requiredness is still checked once, here at the top.
    return body(std::make_shared<merged_body_node>(std::move(bodies)));
}

HCL_END_NAMESPACE
