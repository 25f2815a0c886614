// Reading a `dynamic` block and generating its blocks, with the
// reference's checks and messages.
#include "ext/dynamic_block_spec.hpp"

#include <hcl/convert.hpp>

#include <utility>

HCL_BEGIN_NAMESPACE
namespace ext::detail {

namespace {

body_schema dynamic_body_schema(bool with_labels) {
    body_schema s;
    s.attributes = {{"for_each", true}, {"iterator", false}};
    if (with_labels) s.attributes.push_back({"labels", true});
    s.blocks = {{"content", {}}};
    return s;
}

const body_schema& dynamic_body_schema_for(const block_header_schema& wanted) {
    static const body_schema with_labels = dynamic_body_schema(true);
    static const body_schema without_labels = dynamic_body_schema(false);
    return wanted.label_names.empty() ? without_labels : with_labels;
}

bool iterable(const type& t) noexcept {
    return t.is_list() || t.is_map() || t.is_set() || t.is_tuple() || t.is_object();
}

// The iterator's name from its `iterator` argument, or nullopt after
// reporting why it is not a single name.
std::optional<std::string> iterator_name(const expression& e, diagnostics& diags) {
    auto t = absolute_traversal(e, diags);
    if (!t) return std::nullopt;
    if (t->size() != 1) {
        diags.add_error("Invalid dynamic iterator name", "Dynamic iterator must be a single variable name.",
                        t->range());
        return std::nullopt;
    }
    return std::string(t->root_name());
}

// Whether `labels` has as many elements as `wanted` has labels.
bool labels_fit(const std::vector<expression>& labels, const expression& list, const block_header_schema& wanted,
                diagnostics& diags) {
    const std::size_t n = wanted.label_names.size();
    if (labels.size() == n) return true;
    const std::string detail =
        "Blocks of type \"" + wanted.type + "\" require " + std::to_string(n) + " label(s).";
    if (labels.size() > n) {
        diags.add_error("Extraneous dynamic block label", detail, labels[n].range());
    } else {
        diags.add_error("Insufficient dynamic block labels", detail, list.range());
    }
    return false;
}

}  // namespace

std::optional<dynamic_block_spec> read_dynamic_block(const block& raw, const block_header_schema& wanted,
                                                     const eval_context* scope, diagnostics& diags) {
    diagnostics read;
    const body_content content = raw.body().content(dynamic_body_schema_for(wanted), read);
    const bool unreadable = read.has_errors();
    diags += std::move(read);
    if (unreadable) return std::nullopt;

    dynamic_block_spec spec;
    spec.block_type = wanted.type;
    const auto labels = raw.label_ranges();
    spec.type_range = labels.empty() ? raw.type_range() : labels.front();
    spec.def_range = raw.def_range();
    // An error evaluating for_each does not stop the checks below, but the
    // block generates nothing: as in the reference.
    diagnostics mine;
    const auto done = [&]() -> std::optional<dynamic_block_spec> {
        const bool failed = mine.has_errors();
        diags += std::move(mine);
        if (failed) return std::nullopt;
        return std::move(spec);
    };

    const expression& each = content.attributes.at("for_each").expression;
    spec.for_each = scope ? each.evaluate(*scope, mine) : each.evaluate(mine);
    const type& each_type = spec.for_each.type();
    if (!iterable(each_type) && !each_type.is_dynamic()) {
        mine.add_error("Invalid dynamic for_each value",
                       "Cannot use a " + each_type.friendly_name() +
                           " value in for_each. An iterable collection is required.",
                       each.range());
        return done();
    }
    if (spec.for_each.is_null()) {
        mine.add_error("Invalid dynamic for_each value", "Cannot use a null value in for_each.", each.range());
        return done();
    }

    spec.iterator_name = wanted.type;
    if (auto it = content.attributes.find("iterator"); it != content.attributes.end()) {
        auto name = iterator_name(it->second.expression, mine);
        if (!name) return done();
        spec.iterator_name = std::move(*name);
    }

    if (auto it = content.attributes.find("labels"); it != content.attributes.end()) {
        const expression& list = it->second.expression;
        auto items = static_list(list, mine);
        if (!items || !labels_fit(*items, list, wanted, mine)) return done();
        spec.labels = std::move(*items);
    }

    if (content.blocks.empty()) {
        mine.add_error("Missing dynamic content block",
                       "A dynamic block must have a nested block of type \"content\" to describe the body of "
                       "each generated block.",
                       content.missing_item_range());
        return done();
    }
    if (content.blocks.size() > 1) {
        mine.add_error("Extraneous dynamic content block",
                       "Only one nested content block is allowed for each dynamic block.",
                       content.blocks[1].def_range());
        return done();
    }
    spec.content = content.blocks.front().body();
    return done();
}

std::optional<block> generate_block(const dynamic_block_spec& spec, const iteration& it, const eval_context* base,
                                    diagnostics& diags) {
    block out;
    out.type = spec.block_type;
    std::vector<source_range> label_ranges;
    if (!spec.labels.empty()) {
        const eval_context scope = iteration_scope(it, base);
        for (const auto& e : spec.labels) {
            diagnostics here;
            value v = e.evaluate(scope, here);
            const bool failed = here.has_errors();
            diags += std::move(here);
            if (failed) return std::nullopt;
            auto text = convert(v, type::string());
            if (!text) {
                diags.add_error("Invalid dynamic block label",
                                "Cannot use this value as a dynamic block label: " + text.error().to_string() + ".",
                                e.range());
                return std::nullopt;
            }
            if (text->is_null()) {
                diags.add_error("Invalid dynamic block label", "Cannot use a null value as a dynamic block label.",
                                e.range());
                return std::nullopt;
            }
            if (!text->is_known()) {
                diags.add_error("Invalid dynamic block label",
                                "This value is not yet known. Dynamic block labels must be immediately-known "
                                "values.",
                                e.range());
                return std::nullopt;
            }
            out.labels.emplace_back(text->as_string());
            label_ranges.push_back(e.range());
        }
    }
    out.set_ranges(spec.def_range, spec.type_range, std::move(label_ranges));
    out.body_node = spec.content.shared_node();
    return out;
}

}  // namespace ext::detail
HCL_END_NAMESPACE
