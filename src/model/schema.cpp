#include <hcl/schema.hpp>

#include <set>
#include <string_view>

HCL_BEGIN_NAMESPACE

std::optional<std::string> body_schema::problem() const {
    std::set<std::string_view> attribute_names;
    for (const auto& a : attributes) {
        if (!attribute_names.insert(a.name).second) return "attribute \"" + a.name + "\" is named twice";
    }
    std::set<std::string_view> block_types;
    for (const auto& b : blocks) {
        if (!block_types.insert(b.type).second) return "block type \"" + b.type + "\" is named twice";
        if (attribute_names.count(b.type)) {
            return "block type \"" + b.type + "\" is also the name of an attribute";
        }
    }
    return std::nullopt;
}

body_schema merge(const body_schema& a, const body_schema& b) {
    body_schema out = a;
    out.attributes.insert(out.attributes.end(), b.attributes.begin(), b.attributes.end());
    out.blocks.insert(out.blocks.end(), b.blocks.begin(), b.blocks.end());
    return out;
}

HCL_END_NAMESPACE
