// Expression members (written as their native text when they have one, else
// as their value when they have one on their own) and `remain` bodies (item
// by item for the native syntax, property by property for the JSON syntax).
#include <hcl/detail/encode_struct.hpp>
#include <hcl/eval_context.hpp>

#include <algorithm>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {

void encode_expression_attribute(const expression& e, std::string_view name, encoded_body& out) {
    if (!e) return;
    encoded_attribute a{std::string(name), value(), e.node()->native_source(), false};
    // The value, for the JSON writer (which prefers it) or as the only form.
    // In a context (an empty one), so that the JSON syntax reads strings as
    // templates, as a decoder given a context does.
    const eval_context no_variables;
    diagnostics diags;
    value v = e.evaluate(no_variables, diags);
    a.has_value = !diags.has_errors() && v.is_wholly_known();
    if (a.has_value) a.v = std::move(v);
    if (a.has_value || !a.text.empty()) out.attributes.push_back(std::move(a));
}

void encode_remaining_body(const body& b, encoded_body& out) {
    if (!b.node()) return;
    std::optional<body_content> content = b.node()->all_content();
    if (!content) {
        // The JSON syntax: its properties as written, for the JSON writer.
        if (auto properties = b.node()->json_properties()) {
            for (auto& p : *properties) out.json_properties.push_back(std::move(p));
        }
        return;
    }
    // In source order, as they were written (the content lists them by name).
    std::vector<const attribute*> attributes;
    for (const auto& entry : content->attributes) attributes.push_back(&entry.second);
    std::stable_sort(attributes.begin(), attributes.end(), [](const attribute* x, const attribute* y) {
        return x->range().start.byte < y->range().start.byte;
    });
    for (const attribute* a : attributes) encode_expression_attribute(a->expression, a->name, out);
    for (const block& blk : content->blocks) {
        encoded_block e;
        e.type = blk.type;
        e.labels = blk.labels;
        encode_remaining_body(blk.body(), e.body);
        out.blocks.push_back(std::move(e));
    }
}

}  // namespace detail
HCL_END_NAMESPACE
