// Checking a Terraform configuration against provider schemas: the
// top-level blocks as the decoder reads a body, and each resource, data and
// provider block's body decoded with its type's spec.
#include "lsp/terraform_schema.hpp"

#include "model/name_suggestion.hpp"
#include "native/ast.hpp"

#include <hcl/ext/dynamic_blocks.hpp>

#include <algorithm>
#include <cstddef>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

// What a top-level block type of a known type is called in messages, and
// the suggestions made for unknown types (a configuration for a provider
// the schemas lack repeats the same few types many times; each suggestion
// compares the name with every known type).
struct block_kind {
    const terraform_types* types;
    const char* what;  // "resource type"
    const char* summary;
    std::map<std::string, std::string, std::less<>> suggestions{};

    const std::string& suggestion_for(const std::string& name) {
        if (auto it = suggestions.find(name); it != suggestions.end()) return it->second;
        std::vector<std::string_view> names;
        names.reserve(types->size());
        for (const auto& [known, t] : *types) names.push_back(known);
        return suggestions.emplace(name, hcl::detail::suggest_name(name, std::span<const std::string_view>(names)))
            .first->second;
    }
};

void unknown_type(const block& b, block_kind& kind, diagnostics& out) {
    std::string detail = std::string("The provider schemas have no ") + kind.what + " \"" + b.labels[0] + "\".";
    if (const auto& s = kind.suggestion_for(b.labels[0]); !s.empty()) detail += " Did you mean \"" + s + "\"?";
    const auto ranges = b.label_ranges();
    out.add_error(kind.summary, std::move(detail), ranges.empty() ? b.def_range() : ranges[0]);
}

// Whether the text of `body` may hold `word` (as a block type): always for
// syntaxes other than the native one, whose source is not at hand.
bool may_hold(const hcl::body& body, std::string_view word) {
    const auto* native_body = dynamic_cast<const native::body_impl*>(body.node());
    if (!native_body || !native_body->file) return true;
    const std::string_view src = native_body->file->source();
    const auto& span = native_body->span;
    if (span.end > src.size() || span.begin > span.end) return true;
    return src.substr(span.begin, span.end - span.begin).find(word) != std::string_view::npos;
}

// The body the spec decodes: without provisioner and connection blocks
// (which have schemas of their own kinds), with dynamic blocks expanded.
// Most bodies have neither: they are decoded as they are, through the
// syntax's fast path.
hcl::body decoded_body(const block& b, bool resource, const eval_context* ctx, diagnostics& out) {
    hcl::body body = b.body();
    if (resource && (may_hold(body, "provisioner") || may_hold(body, "connection"))) {
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
    if (!may_hold(b.body(), "dynamic")) return body;
    return ctx ? ext::expand_dynamic_blocks(body, *ctx) : ext::expand_dynamic_blocks(body, nullptr);
}

// Computed-only attributes set in `body` or the blocks in it.
void unconfigurable(const hcl::body& body, const computed_attributes& computed, diagnostics& out) {
    if (computed.empty()) return;
    body_schema s;
    for (const auto& name : computed.names) s.attributes.push_back({name, false});
    for (const auto& b : computed.blocks) s.blocks.push_back({b.type, std::vector<std::string>(b.labels, "key")});
    diagnostics ignored;  // the decoder reports what else is wrong
    hcl::body remain;
    const auto content = body.partial_content(s, remain, ignored);
    for (const auto& [name, a] : content.attributes) {
        out.add_error("Value for unconfigurable attribute",
                      "Can't configure a value for \"" + name +
                          "\": its value will be decided automatically based on the result of applying this "
                          "configuration.",
                      a.name_range());
    }
    for (const auto& b : content.blocks) {
        for (const auto& n : computed.blocks) {
            if (n.type == b.type) unconfigurable(b.body(), n.inside, out);
        }
    }
}

// The typed blocks of a configuration as one body, each under a block type
// of its own ("resource aws_instance"), so that one spec (an object with a
// block_list per type) decodes them all in one call: the decoder prepares
// each type's spec once, not once per block.
class typed_blocks final : public body_node {
public:
    typed_blocks(std::vector<block> blocks, source_range missing)
        : blocks_(std::move(blocks)), missing_(std::move(missing)) {}

    // Every block is of a type the spec reads (check_terraform builds both).
    body_content content(const body_schema&, diagnostics&) const override {
        body_content out;
        out.blocks = blocks_;
        out.set_missing_item_range(missing_);
        return out;
    }
    body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                 diagnostics& diags) const override {
        remain = std::make_shared<typed_blocks>(std::vector<block>{}, missing_);
        return content(schema, diags);
    }
    attribute_map just_attributes(diagnostics&) const override { return {}; }
    source_range missing_item_range() const override { return missing_; }

private:
    std::vector<block> blocks_;
    source_range missing_;
};

// The blocks of known types, ready for the decoder, and the spec for them.
struct typed_check {
    std::vector<block> blocks;
    std::map<std::string, const terraform_type*, std::less<>> types;

    void add(const block& b, const terraform_type& t, bool resource, const eval_context* ctx, diagnostics& out) {
        block typed = b;
        typed.type = b.type + " " + b.labels[0];
        if (auto node = decoded_body(b, resource, ctx, out).shared_node()) typed.body_node = std::move(node);
        types.try_emplace(typed.type, &t);
        blocks.push_back(std::move(typed));
    }

    void decode(const source_range& missing, const eval_context* ctx, diagnostics& out) {
        if (blocks.empty()) return;
        spec::object all;
        for (const auto& [key, t] : types)
            all.members.emplace_back(key, spec::block_list{.block_type = key, .nested = t->labelled});
        const hcl::body body(std::make_shared<typed_blocks>(std::move(blocks), missing));
        out += spec::check(body, all, ctx);
    }
};

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
    const std::size_t first = out.size();
    const auto content = body.content(terraform_root_schema(), out);
    block_kind resource{&schemas.resources, "resource type", "Invalid resource type"};
    block_kind data{&schemas.data_sources, "data source", "Invalid data source"};
    block_kind provider{&schemas.providers, "provider", "Invalid provider"};
    typed_check typed;
    for (const auto& b : content.blocks) {
        block_kind* kind = b.type == "resource" ? &resource
                                 : b.type == "data"   ? &data
                                 : b.type == "provider" ? &provider
                                                        : nullptr;
        if (!kind || b.labels.empty()) continue;  // a wrong label count is reported already
        const auto it = kind->types->find(b.labels[0]);
        if (it == kind->types->end()) {
            unknown_type(b, *kind, out);
            continue;
        }
        typed.add(b, it->second, kind == &resource, ctx, out);
        unconfigurable(b.body(), it->second.computed_only, out);
    }
    typed.decode(body.missing_item_range(), ctx, out);
    // The decoder reports type by type: back into source order.
    std::stable_sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                     [](const diagnostic& x, const diagnostic& y) {
                         const auto at = [](const diagnostic& d) { return d.subject ? d.subject->start.byte : 0; };
                         return at(x) < at(y);
                     });
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
