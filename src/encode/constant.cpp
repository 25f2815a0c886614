// Expression members: written as their native text when they have one,
// else as their value when they have one on their own.
#include <hcl/detail/encode_struct.hpp>
#include <hcl/eval_context.hpp>

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

}  // namespace detail
HCL_END_NAMESPACE
