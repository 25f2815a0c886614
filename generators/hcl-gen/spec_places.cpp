// Positions and comments of spec blocks for hcl-gen.
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

std::string_view trim(std::string_view line) {
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.remove_suffix(1);
    return line;
}

}  // namespace

spec_places::spec_places(const s::parse_result& parsed) {
    if (!parsed.file) return;
    source_ = parsed.file->source();
    const auto roots = spec_blocks(parsed.file->body(), false);
    if (roots.size() == 1) visit(parsed.spec.root, roots.front());
}

const spec_place& spec_places::of(const s::spec& spec) const {
    auto it = places_.find(&spec.data());
    return it == places_.end() ? none_ : it->second;
}

std::vector<std::string> spec_places::comment_above(const hcl::source_range& r) const {
    std::vector<std::string> lines;
    std::size_t line_start = std::min<std::size_t>(r.start.byte, source_.size());
    while (line_start > 0 && source_[line_start - 1] != '\n') --line_start;
    // Walk up line by line while each is a comment.
    while (line_start > 0) {
        std::size_t prev = line_start - 1;  // the '\n' ending the line above
        std::size_t begin = prev;
        while (begin > 0 && source_[begin - 1] != '\n') --begin;
        std::string_view line = trim(source_.substr(begin, prev - begin));
        if (line.starts_with("#")) {
            line.remove_prefix(1);
        } else if (line.starts_with("//")) {
            line.remove_prefix(2);
        } else {
            break;
        }
        if (line.starts_with(" ")) line.remove_prefix(1);
        lines.insert(lines.begin(), std::string(trim(line)));
        line_start = begin;
    }
    return lines;
}

void spec_places::visit(const s::spec& spec, const hcl::block& written) {
    const hcl::source_range range = written.def_range();
    places_[&spec.data()] = {range, comment_above(range)};
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
