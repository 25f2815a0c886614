// Positions of spec blocks for hcl-gen.
#include "spec_places.hpp"

#include <hcl/body.hpp>
#include <hcl/file.hpp>
#include <hcl/schema.hpp>

#include <variant>

namespace hcl_gen {
namespace {

namespace s = hcl::spec;

constexpr const char* spec_kinds[] = {"object",    "array",     "literal",     "attr",    "block",     "block_list",
                                      "block_map", "block_set", "block_attrs", "default", "transform", "label"};

// The spec blocks of a body, in order (object members have a label).
std::vector<hcl::block> spec_blocks(const hcl::body& b, bool labelled) {
    hcl::body_schema schema;
    for (const char* k : spec_kinds) {
        schema.blocks.push_back({k, labelled ? std::vector<std::string>{"name"} : std::vector<std::string>{}});
    }
    hcl::diagnostics ignored;
    hcl::body rest;
    return b.partial_content(schema, rest, ignored).blocks;
}

}  // namespace

spec_places::spec_places(const s::parse_result& parsed) {
    if (!parsed.file) return;
    const auto roots = spec_blocks(parsed.file->body(), false);
    if (roots.size() == 1) visit(parsed.spec.root, roots.front());
}

const spec_place& spec_places::of(const s::spec& spec) const {
    auto it = places_.find(&spec.data());
    return it == places_.end() ? none_ : it->second;
}

void spec_places::visit(const s::spec& spec, const hcl::block& written) {
    const hcl::source_range range = written.def_range();
    places_[&spec.data()] = {range};
    const hcl::body body = written.body();
    if (const auto* o = spec.get_if<s::object>()) {
        const auto children = spec_blocks(body, true);
        for (std::size_t i = 0; i < children.size() && i < o->members.size(); ++i) {
            visit(o->members[i].second, children[i]);
        }
    } else if (const auto* a = spec.get_if<s::array>()) {
        const auto children = spec_blocks(body, false);
        for (std::size_t i = 0; i < children.size() && i < a->elements.size(); ++i) visit(a->elements[i], children[i]);
    } else if (spec.get_if<s::default_>()) {
        // default { a b c } reads as default_{default_{a, b}, c}.
        const auto children = spec_blocks(body, false);
        const s::spec* node = &spec;
        for (std::size_t i = children.size(); i-- > 1;) {
            const auto* chain = node->get_if<s::default_>();
            if (!chain) return;
            places_[&node->data()] = places_[&spec.data()];
            visit(chain->fallback, children[i]);
            node = &chain->primary;
        }
        if (!children.empty()) visit(*node, children.front());
    } else {
        const s::spec* nested = nullptr;
        if (const auto* b = spec.get_if<s::block>()) nested = &b->nested;
        if (const auto* b = spec.get_if<s::block_list>()) nested = &b->nested;
        if (const auto* b = spec.get_if<s::block_set>()) nested = &b->nested;
        if (const auto* b = spec.get_if<s::block_map>()) nested = &b->nested;
        if (const auto* t = spec.get_if<s::transform>()) nested = &t->nested;
        if (!nested) return;
        const auto children = spec_blocks(body, false);
        if (children.size() == 1) visit(*nested, children.front());
    }
}

}  // namespace hcl_gen
