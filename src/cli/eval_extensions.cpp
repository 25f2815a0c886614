#include "cli/eval_extensions.hpp"

#include <hcl/ext/dynamic_blocks.hpp>
#include <hcl/ext/locals.hpp>
#include <hcl/ext/user_functions.hpp>

#include <algorithm>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

namespace hcl_cli {

namespace {

// The syntax of the bodies that stand for one level of the walk: every item
// written there, read without a schema (the native syntax can).
using syntax_level = std::vector<hcl::body_content>;

syntax_level syntax_of(const hcl::body& b) {
    syntax_level out;
    if (auto all = b.node() ? b.node()->all_content() : std::nullopt) out.push_back(std::move(*all));
    return out;
}

// How many labels a dynamic block's generated blocks have: as many as its
// `labels` list, when that is a static list.
std::size_t dynamic_label_count(const hcl::block& dynamic) {
    auto all = dynamic.body().node() ? dynamic.body().node()->all_content() : std::nullopt;
    if (!all) return 0;
    auto it = all->attributes.find("labels");
    if (it == all->attributes.end()) return 0;
    hcl::diagnostics ignored;
    auto items = hcl::static_list(it->second.expression, ignored);
    return items ? items->size() : 0;
}

bool is_dynamic(const hcl::block& b) { return b.type == "dynamic" && b.labels.size() == 1; }

// The schema naming every attribute and block type written at this level
// (a block type's labels: those of its first block).
hcl::body_schema schema_of(const syntax_level& level) {
    hcl::body_schema s;
    const auto has_attribute = [&](std::string_view name) {
        return std::any_of(s.attributes.begin(), s.attributes.end(), [&](const auto& a) { return a.name == name; });
    };
    const auto has_block = [&](std::string_view type) {
        return std::any_of(s.blocks.begin(), s.blocks.end(), [&](const auto& b) { return b.type == type; });
    };
    for (const auto& content : level) {
        for (const auto& [name, a] : content.attributes) {
            if (!has_attribute(name)) s.attributes.push_back({name, false});
        }
        for (const auto& b : content.blocks) {
            const std::string& type = is_dynamic(b) ? b.labels.front() : b.type;
            if (has_block(type)) continue;
            const std::size_t n = is_dynamic(b) ? dynamic_label_count(b) : b.labels.size();
            std::vector<std::string> names;
            for (std::size_t i = 0; i < n; ++i) names.push_back("l" + std::to_string(i));
            s.blocks.push_back({type, std::move(names)});
        }
    }
    return s;
}

// The syntax of the blocks of type `type` inside `level`: static blocks,
// and the `content` of dynamic blocks of that type.
syntax_level children_of(const syntax_level& level, std::string_view type) {
    syntax_level out;
    const auto add = [&](const hcl::body& b) {
        for (auto& c : syntax_of(b)) out.push_back(std::move(c));
    };
    for (const auto& content : level) {
        for (const auto& b : content.blocks) {
            if (b.type == type) add(b.body());
            if (!is_dynamic(b) || b.labels.front() != type) continue;
            for (auto& inner : syntax_of(b.body())) {
                for (const auto& c : inner.blocks) {
                    if (c.type == "content") add(c.body());
                }
            }
        }
    }
    return out;
}

// The level without its blocks of type `type` (taken by an extension).
syntax_level without_blocks(syntax_level level, std::string_view type) {
    for (auto& content : level) {
        std::erase_if(content.blocks, [&](const hcl::block& b) { return b.type == type; });
    }
    return level;
}

body_report walk(const hcl::body& b, const syntax_level& level, const hcl::eval_context& ctx,
                 hcl::diagnostics& walk_errors, hcl::diagnostics& all) {
    body_report out;
    const hcl::body_content content = b.content(schema_of(level), walk_errors);
    for (const auto& [name, a] : content.attributes) {
        hcl::diagnostics diags;
        hcl::value v = a.expression.evaluate(ctx, diags);
        out.attributes.push_back(make_attribute_report(name, std::move(v), std::move(diags), all));
    }
    for (const auto& block : content.blocks) {
        block_report r;
        r.type = block.type;
        r.labels = block.labels;
        r.body = walk(block.body(), children_of(level, block.type), ctx, walk_errors, all);
        out.blocks.push_back(std::move(r));
    }
    return out;
}

// Takes the blocks of `type` out of `b` (which becomes the rest).
std::vector<hcl::block> take_blocks(hcl::body& b, const std::string& type, hcl::diagnostics& diags) {
    hcl::body_schema schema;
    schema.blocks.push_back({type, {}});
    hcl::body rest;
    hcl::body_content content = b.partial_content(schema, rest, diags);
    b = std::move(rest);
    return std::move(content.blocks);
}

}  // namespace

body_report evaluate_with_extensions(const hcl::body& root, const extension_options& options, hcl::eval_context& ctx,
                                     hcl::diagnostics& walk_errors, hcl::diagnostics& all) {
    hcl::body b = root;
    syntax_level level = syntax_of(root);
    // The application's context, shared with the functions without owning
    // it: it outlives them (they are used only during this walk).
    const std::shared_ptr<const hcl::eval_context> shared(std::shared_ptr<void>{}, &ctx);
    if (options.user_functions) {
        auto r = hcl::ext::decode_user_functions(b, "function", {.context = shared});
        walk_errors += std::move(r.diagnostics);
        for (auto& [name, f] : r.functions) ctx.functions().insert_or_assign(name, std::move(f));
        ctx.functions();  // a table even when there is no function
        b = std::move(r.remain);
        level = without_blocks(std::move(level), "function");
    }
    if (options.locals_block_type) {
        const std::string& type = *options.locals_block_type;
        std::vector<hcl::body> bodies;
        for (const auto& block : take_blocks(b, type, walk_errors)) bodies.push_back(block.body());
        auto r = hcl::ext::evaluate_locals(bodies, options.locals_root, ctx);
        walk_errors += std::move(r.diagnostics);
        ctx.set_variable(options.locals_root, std::move(r.values));
        level = without_blocks(std::move(level), type);
    }
    if (options.dynamic_blocks) b = hcl::ext::expand_dynamic_blocks(b, ctx);
    body_report out = walk(b, level, ctx, walk_errors, all);
    all += walk_errors;
    return out;
}

}  // namespace hcl_cli
