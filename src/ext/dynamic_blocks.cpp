// hcl::ext::expand_dynamic_blocks: a body that expands `dynamic` blocks
// when it is read.
//
// The wrapper reads the body it wraps with the caller's schema plus the
// `dynamic` block type, and replaces each dynamic block of a type the
// schema names by the blocks it generates. Every block it returns (static
// or generated) gets a wrapper too, carrying the iterations around it, so
// nested dynamic blocks expand and nested expressions see their iterators.
// A remainder (partial_content) keeps the whole wrapped body and hides
// what was taken, rather than using the wrapped body's own remainder,
// since dynamic blocks of a type taken must stay hidden while those of
// other types remain.
#include <hcl/ext/dynamic_blocks.hpp>

#include "ext/dynamic_block_spec.hpp"
#include "ext/dynamic_iteration.hpp"

#include <algorithm>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace ext {

namespace {

using detail::iteration;

// The context for_each and labels are evaluated in, owned or not.
struct expansion_context {
    const eval_context* ctx = nullptr;
    std::shared_ptr<const eval_context> owned;
};

const block_header_schema dynamic_header{"dynamic", {"type"}};

class expand_body_node final : public body_node {
public:
    expand_body_node(body original, std::shared_ptr<const expansion_context> context,
                     std::shared_ptr<const iteration> it)
        : original_(std::move(original)), context_(std::move(context)), iteration_(std::move(it)) {}

    body_content content(const body_schema& schema, diagnostics& diags) const override {
        body_content raw = original_.content(extend(schema), diags);
        return expand(schema, std::move(raw), false, diags);
    }

    body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                 diagnostics& diags) const override {
        body ignored;
        body_content raw = original_.partial_content(extend(schema), ignored, diags);
        body_content out = expand(schema, std::move(raw), true, diags);
        auto rest = std::make_shared<expand_body_node>(original_, context_, iteration_);
        rest->hidden_attributes_ = hidden_attributes_;
        rest->hidden_blocks_ = hidden_blocks_;
        for (const auto& a : schema.attributes) rest->hide_attribute(a.name);
        for (const auto& b : schema.blocks) rest->hide_block(b);
        remain = std::move(rest);
        return out;
    }

    // Only blocks can be dynamic: attributes pass through.
    attribute_map just_attributes(diagnostics& diags) const override { return original_.just_attributes(diags); }

    source_range missing_item_range() const override { return original_.missing_item_range(); }

private:
    bool hidden_attribute(std::string_view name) const {
        return std::find(hidden_attributes_.begin(), hidden_attributes_.end(), name) != hidden_attributes_.end();
    }
    bool hidden_block(std::string_view type) const {
        return std::any_of(hidden_blocks_.begin(), hidden_blocks_.end(),
                           [&](const block_header_schema& b) { return b.type == type; });
    }
    void hide_attribute(const std::string& name) {
        if (!hidden_attribute(name)) hidden_attributes_.push_back(name);
    }
    void hide_block(const block_header_schema& b) {
        if (!hidden_block(b.type)) hidden_blocks_.push_back(b);
    }

    // The schema to read the wrapped body with: the caller's, the dynamic
    // block type (standing in for any block type the caller names "dynamic"),
    // and what earlier reads took (so that reading it is not an error).
    body_schema extend(const body_schema& schema) const {
        body_schema out;
        out.attributes = schema.attributes;
        for (const auto& name : hidden_attributes_) {
            const bool named = std::any_of(out.attributes.begin(), out.attributes.end(),
                                           [&](const attribute_schema& a) { return a.name == name; });
            if (!named) out.attributes.push_back({name, false});
        }
        const auto has_block = [&](std::string_view type) {
            return std::any_of(out.blocks.begin(), out.blocks.end(),
                               [&](const block_header_schema& b) { return b.type == type; });
        };
        for (const auto& b : schema.blocks) {
            if (b.type != dynamic_header.type) out.blocks.push_back(b);
        }
        out.blocks.push_back(dynamic_header);
        for (const auto& b : hidden_blocks_) {
            if (!has_block(b.type)) out.blocks.push_back(b);
        }
        return out;
    }

    body_content expand(const body_schema& schema, body_content raw, bool partial, diagnostics& diags) const {
        body_content out;
        out.set_missing_item_range(original_.missing_item_range());
        for (auto& [name, a] : raw.attributes) {
            if (hidden_attribute(name)) continue;
            a.expression = detail::with_iterators(std::move(a.expression), iteration_);
            out.attributes.emplace(name, std::move(a));
        }
        for (auto& b : raw.blocks) {
            if (b.type == dynamic_header.type) {
                expand_dynamic(schema, b, partial, out.blocks, diags);
            } else if (!hidden_block(b.type)) {
                b.body_node = child(b.body(), iteration_);
                out.blocks.push_back(std::move(b));
            }
        }
        return out;
    }

    void expand_dynamic(const body_schema& schema, const block& raw, bool partial, std::vector<block>& out,
                        diagnostics& diags) const {
        if (raw.labels.empty()) return;  // reading the wrapped body reported it
        const std::string& type = raw.labels.front();
        if (hidden_block(type)) return;
        const auto wanted = std::find_if(schema.blocks.begin(), schema.blocks.end(),
                                         [&](const block_header_schema& b) { return b.type == type; });
        if (wanted == schema.blocks.end()) {
            if (!partial) {
                diags.add_error("Unsupported block type", "Blocks of type \"" + type + "\" are not expected here.",
                                raw.label_ranges().front());
            }
            return;
        }
        const eval_context* base = context_->ctx;
        std::optional<eval_context> scope;
        if (iteration_) scope.emplace(detail::iteration_scope(*iteration_, base));
        const auto spec = detail::read_dynamic_block(raw, *wanted, scope ? &*scope : base, diags);
        if (!spec) return;

        const auto generate = [&](value key, value element, bool unknown) {
            auto it = detail::nest(iteration_, spec->iterator_name, std::move(key), std::move(element));
            auto b = detail::generate_block(*spec, *it, base, diags);
            if (!b) return;
            auto body_node = child(spec->content, std::move(it));
            b->body_node = unknown ? detail::unknown_body(body(std::move(body_node))).shared_node() : body_node;
            out.push_back(std::move(*b));
        };
        const value& each = spec->for_each;
        if (!each.is_known()) {
            // One block standing for all of them, unknown throughout.
            generate(value::dynamic(), value::dynamic(), true);
        } else if (each.type().is_list() || each.type().is_tuple()) {
            std::int64_t i = 0;
            for (const auto& e : each.elements()) generate(value::number(i++), e, false);
        } else if (each.type().is_set()) {
            for (const auto& e : each.elements()) generate(e, e, false);
        } else {
            for (const auto& [k, v] : each.attributes()) generate(value::string(k), v, false);
        }
    }

    std::shared_ptr<const body_node> child(const body& b, std::shared_ptr<const iteration> it) const {
        return std::make_shared<expand_body_node>(b, context_, std::move(it));
    }

    body original_;
    std::shared_ptr<const expansion_context> context_;
    std::shared_ptr<const iteration> iteration_;  // null outside any dynamic block
    std::vector<std::string> hidden_attributes_;
    std::vector<block_header_schema> hidden_blocks_;
};

body expand(const body& b, std::shared_ptr<const expansion_context> context) {
    return body(std::make_shared<expand_body_node>(b, std::move(context), nullptr));
}

}  // namespace

body expand_dynamic_blocks(const body& b, const eval_context& ctx) {
    return expand(b, std::make_shared<const expansion_context>(expansion_context{&ctx, nullptr}));
}

body expand_dynamic_blocks(const body& b, std::shared_ptr<const eval_context> ctx) {
    const eval_context* p = ctx.get();
    return expand(b, std::make_shared<const expansion_context>(expansion_context{p, std::move(ctx)}));
}

}  // namespace ext
HCL_END_NAMESPACE
