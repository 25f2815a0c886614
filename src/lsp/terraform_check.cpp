// Checking a Terraform configuration against provider schemas: the
// top-level blocks as the decoder reads a body, and each resource, data and
// provider block's body decoded with its type's spec.
#include "lsp/terraform_schema.hpp"

#include "model/name_suggestion.hpp"

#include <hcl/ext/dynamic_blocks.hpp>

#include <string_view>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

// What a top-level block type of a known type is called in messages.
struct block_kind {
    const terraform_types* types;
    const char* what;  // "resource type"
    const char* summary;
};

void unknown_type(const block& b, const block_kind& kind, diagnostics& out) {
    std::vector<std::string> names;
    names.reserve(kind.types->size());
    for (const auto& [name, t] : *kind.types) names.push_back(name);
    std::string detail = std::string("The provider schemas have no ") + kind.what + " \"" + b.labels[0] + "\".";
    if (auto s = hcl::detail::suggest_name(b.labels[0], std::span<const std::string>(names)); !s.empty())
        detail += " Did you mean \"" + s + "\"?";
    const auto ranges = b.label_ranges();
    out.add_error(kind.summary, std::move(detail), ranges.empty() ? b.def_range() : ranges[0]);
}

// The body the spec decodes: without provisioner and connection blocks
// (which have schemas of their own kinds), with dynamic blocks expanded.
hcl::body decoded_body(const block& b, bool resource, const eval_context* ctx, diagnostics& out) {
    hcl::body body = b.body();
    if (resource) {
        static const body_schema own_kinds = [] {
            body_schema s;
            s.blocks.push_back({"provisioner", {"type"}});
            s.blocks.push_back({"connection", {}});
            return s;
        }();
        hcl::body remain;
        (void)body.partial_content(own_kinds, remain, out);
        body = std::move(remain);
    }
    return ctx ? ext::expand_dynamic_blocks(body, *ctx) : ext::expand_dynamic_blocks(body, nullptr);
}

void unconfigurable(const hcl::body& body, const terraform_type& t, diagnostics& out) {
    if (t.computed_only.empty()) return;
    body_schema s;
    for (const auto& name : t.computed_only) s.attributes.push_back({name, false});
    diagnostics ignored;
    hcl::body remain;
    const auto content = body.partial_content(s, remain, ignored);
    for (const auto& [name, a] : content.attributes) {
        out.add_error("Value for unconfigurable attribute",
                      "Can't configure a value for \"" + name +
                          "\": its value will be decided automatically based on the result of applying this "
                          "configuration.",
                      a.name_range());
    }
}

void check_block(const block& b, const block_kind& kind, bool resource, const eval_context* ctx,
                 diagnostics& out) {
    if (b.labels.empty()) return;  // the label count is reported already
    const auto it = kind.types->find(b.labels[0]);
    if (it == kind.types->end()) {
        unknown_type(b, kind, out);
        return;
    }
    const hcl::body body = decoded_body(b, resource, ctx, out);
    out += spec::decode(body, it->second.spec, ctx).diagnostics;
    unconfigurable(b.body(), it->second, out);
}

}  // namespace

const body_schema& terraform_root_schema() {
    static const body_schema schema = [] {
        body_schema s;
        s.blocks = {
            {"resource", {"type", "name"}}, {"data", {"type", "name"}}, {"provider", {"name"}},
            {"variable", {"name"}},         {"output", {"name"}},       {"locals", {}},
            {"module", {"name"}},           {"terraform", {}},          {"moved", {}},
            {"import", {}},                 {"check", {"name"}},        {"removed", {}},
        };
        return s;
    }();
    return schema;
}

void check_terraform(const terraform_schemas& schemas, const hcl::body& body, const eval_context* ctx,
                     diagnostics& out) {
    const auto content = body.content(terraform_root_schema(), out);
    const block_kind resource{&schemas.resources, "resource type", "Invalid resource type"};
    const block_kind data{&schemas.data_sources, "data source", "Invalid data source"};
    const block_kind provider{&schemas.providers, "provider", "Invalid provider"};
    for (const auto& b : content.blocks) {
        if (b.type == "resource") check_block(b, resource, true, ctx, out);
        else if (b.type == "data") check_block(b, data, false, ctx, out);
        else if (b.type == "provider") check_block(b, provider, false, ctx, out);
    }
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
