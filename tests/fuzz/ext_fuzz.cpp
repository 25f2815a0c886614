// Fuzzes the extensions over whole native-syntax files: `function` blocks
// read as user functions (which the rest of the file may call), `locals`
// blocks evaluated in dependency order, dynamic blocks expanded, and the
// expanded body walked with a schema naming every attribute and block type
// written anywhere in the file, every attribute evaluated; the static
// analysis of dynamic blocks runs over the same body. Nothing may crash,
// hang or throw.
#include "fuzz_support.hpp"

#include <hcl/ext/dynamic_blocks.hpp>
#include <hcl/ext/locals.hpp>
#include <hcl/ext/user_functions.hpp>
#include <hcl/native/parse.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace {

// Blocks read in one input at most: nested dynamic blocks multiply.
constexpr std::size_t max_blocks = 2000;

bool named(const hcl::body_schema& s, std::string_view name) {
    return std::any_of(s.attributes.begin(), s.attributes.end(), [&](const auto& a) { return a.name == name; }) ||
           std::any_of(s.blocks.begin(), s.blocks.end(), [&](const auto& b) { return b.type == name; });
}

// Adds every attribute name and block type written in `b` and below (a
// dynamic block's type with as many labels as its `labels` list).
void gather(const hcl::body& b, hcl::body_schema& out, int depth) {
    if (depth <= 0 || !b.node()) return;
    const auto all = b.node()->all_content();
    if (!all) return;
    for (const auto& [name, a] : all->attributes) {
        if (!named(out, name)) out.attributes.push_back({name, false});
    }
    for (const auto& block : all->blocks) {
        const bool dynamic = block.type == "dynamic" && block.labels.size() == 1;
        const std::string& type = dynamic ? block.labels.front() : block.type;
        std::size_t labels = block.labels.size();
        if (dynamic) {
            labels = 0;
            if (auto inner = block.body().node()->all_content()) {
                if (auto it = inner->attributes.find("labels"); it != inner->attributes.end()) {
                    hcl::diagnostics ignored;
                    if (auto items = hcl::static_list(it->second.expression, ignored)) labels = items->size();
                }
            }
        }
        if (!named(out, type) && type != "dynamic") out.blocks.push_back({type, std::vector<std::string>(labels, "l")});
        gather(block.body(), out, depth - 1);
    }
}

void walk(const hcl::body& b, const hcl::body_schema& schema, const hcl::eval_context& ctx, std::uint32_t seed,
          int depth, std::size_t& blocks) {
    if (depth <= 0) return;
    hcl::diagnostics diags;
    hcl::body_content content;
    if (seed & 1) {
        hcl::body rest;
        content = b.partial_content(schema, rest, diags);
        (void)rest.content(schema, diags);
    } else {
        content = b.content(schema, diags);
    }
    (void)content.missing_item_range();
    for (const auto& [name, a] : content.attributes) hcl_fuzz::evaluate(a.expression, ctx);
    for (const auto& block : content.blocks) {
        if (++blocks > max_blocks) return;
        hcl_fuzz::check(block.labels.size() == block.label_ranges().size());
        (void)block.def_range();
        walk(block.body(), schema, ctx, seed * 2654435761u + 1, depth - 1, blocks);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    std::string text(reinterpret_cast<const char*>(data), size);
    if (hcl_fuzz::count_for_keywords(text) > hcl_fuzz::max_for_keywords) return 0;
    const std::uint32_t seed = static_cast<std::uint32_t>(size);
    auto parsed = hcl::native::parse_config(std::move(text), "fuzz.hcl");
    hcl_fuzz::check(parsed.file != nullptr);
    hcl_fuzz::reset_budget();

    hcl::eval_context ctx = hcl_fuzz::make_context(hcl_fuzz::sample_variables());
    // User functions call each other through the context, capped like the
    // standard library, so that the call budget also bounds them. The
    // functions get the context without owning it: it holds them.
    const std::shared_ptr<const hcl::eval_context> view(std::shared_ptr<void>{}, &ctx);
    auto funcs = hcl::ext::decode_user_functions(parsed.file->body(), "function",
                                                 {.context = view, .see_each_other = false, .max_calls = 2000});
    for (auto& [name, f] : funcs.functions) ctx.set_function(name, hcl_fuzz::capped_function(name, f));

    hcl::diagnostics diags;
    hcl::body_schema locals_schema;
    locals_schema.blocks.push_back({"locals", {}});
    hcl::body rest;
    std::vector<hcl::body> locals;
    for (const auto& b : funcs.remain.partial_content(locals_schema, rest, diags).blocks) locals.push_back(b.body());
    auto values = hcl::ext::evaluate_locals(locals, "local", ctx);
    hcl_fuzz::check(values.values.type().is_object());
    ctx.set_variable("local", values.values);

    hcl::body_schema schema;
    gather(parsed.file->body(), schema, 16);
    if (schema.problem()) return 0;
    const hcl::body expanded = hcl::ext::expand_dynamic_blocks(rest, ctx);
    std::size_t blocks = 0;
    walk(expanded, schema, ctx, seed, 16, blocks);

    int levels = 0;
    (void)hcl::ext::dynamic_block_variables(rest, [&](const std::vector<std::string>& path) {
        return path.size() < 8 && ++levels < 200 ? &schema : nullptr;
    });
    return 0;
}
