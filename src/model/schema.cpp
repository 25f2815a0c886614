#include <hcl/schema.hpp>

#include <set>
#include <string_view>

HCL_BEGIN_NAMESPACE

namespace {

// Schemas are checked every time a body is read (once per block of a
// large configuration), and are nearly always small: compare pairwise
// without allocating. Same messages, same order as the general check below.
constexpr std::size_t pairwise_limit = 16;

std::optional<std::string> small_schema_problem(const body_schema& s) {
    for (std::size_t i = 0; i < s.attributes.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (s.attributes[j].name == s.attributes[i].name)
                return "attribute \"" + s.attributes[i].name + "\" is named twice";
        }
    }
    for (std::size_t i = 0; i < s.blocks.size(); ++i) {
        const std::string& type = s.blocks[i].type;
        for (std::size_t j = 0; j < i; ++j) {
            if (s.blocks[j].type == type) return "block type \"" + type + "\" is named twice";
        }
        for (const auto& a : s.attributes) {
            if (a.name == type) return "block type \"" + type + "\" is also the name of an attribute";
        }
    }
    return std::nullopt;
}

}  // namespace

namespace detail {

std::optional<std::string> schema_problem(const body_schema& schema) {
    const auto& attributes = schema.attributes;
    const auto& blocks = schema.blocks;
    if (attributes.size() <= pairwise_limit && blocks.size() <= pairwise_limit) return small_schema_problem(schema);
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

bool mark_schema_valid(body_schema& schema) {
    schema.validity.known_valid_ = !schema_problem(schema);
    return schema.validity.known_valid_;
}

}  // namespace detail

body_schema merge(const body_schema& a, const body_schema& b) {
    body_schema out = a;
    out.attributes.insert(out.attributes.end(), b.attributes.begin(), b.attributes.end());
    out.blocks.insert(out.blocks.end(), b.blocks.begin(), b.blocks.end());
    return out;
}

HCL_END_NAMESPACE
