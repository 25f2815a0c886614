// check_body(): typing and checking a body's attributes
// (include/hcl/pcl/check.hpp).
#include <hcl/body.hpp>
#include <hcl/pcl/check.hpp>
#include <hcl/pcl/conversion.hpp>
#include <hcl/pcl/type_of.hpp>

#include <algorithm>

HCL_BEGIN_NAMESPACE
namespace pcl {

namespace {

std::string block_path(const std::string& outer, const block& b) {
    std::string path = outer.empty() ? b.type : outer + " > " + b.type;
    for (const auto& label : b.labels) path += " \"" + label + "\"";
    return path;
}

const body_schema* nested_schema(const body_schema* schema, std::string_view type) {
    if (!schema) return nullptr;
    for (const auto& b : schema->blocks)
        if (b.type == type) return &b.body;
    return nullptr;
}

void check_attribute(const attribute& a, const std::string& path, const scope& s, const body_schema* schema,
                     check_result& out) {
    const source_range range = a.expression.range();
    type t = type_of(a.expression, s, out.diagnostics);
    if (schema) {
        auto declared = schema->attributes.find(a.name);
        if (declared != schema->attributes.end()) {
            const auto k = conversion_from(declared->second, t);
            if (k != conversion_kind::safe) {
                const std::string from = t.to_string(), to = declared->second.to_string();
                diagnostic d;
                d.severity = k == conversion_kind::none ? severity::error : severity::warning;
                d.summary = k == conversion_kind::none ? "Incompatible type" : "Unsafe conversion";
                d.detail = k == conversion_kind::none
                               ? "Cannot assign an expression of type " + from + " to an attribute of type " + to + "."
                               : "The expression's type " + from + " converts to the attribute's type " + to +
                                     " only for some values: the conversion may fail at run time.";
                d.subject = range;
                d.path = path;
                out.diagnostics += std::move(d);
            }
        }
    }
    out.attributes.push_back({path, std::move(t), range});
}

void check(const body& b, const std::string& outer, const scope& s, const body_schema* schema, check_result& out) {
    body_content content;
    if (auto all = b.node() ? b.node()->all_content() : std::nullopt) {
        content = std::move(*all);
    } else {
        content.attributes = b.just_attributes(out.diagnostics);
    }
    std::vector<const attribute*> attributes;
    for (const auto& [name, a] : content.attributes) attributes.push_back(&a);
    // Source order reads best.
    std::sort(attributes.begin(), attributes.end(), [](const attribute* x, const attribute* y) {
        return x->range().start.byte < y->range().start.byte;
    });
    for (const attribute* a : attributes)
        check_attribute(*a, outer.empty() ? a->name : outer + " > " + a->name, s, schema, out);
    for (const auto& nested : content.blocks)
        check(nested.body(), block_path(outer, nested), s, nested_schema(schema, nested.type), out);
}

}  // namespace

check_result check_body(const body& b, const scope& s, const body_schema* schema) {
    check_result out;
    check(b, "", s, schema, out);
    return out;
}

}  // namespace pcl
HCL_END_NAMESPACE
