// The static analysis of dynamic blocks, each level's schema and its child
// blocks' specs taken from an hcldec spec.
#include <hcl/ext/dynamic_blocks.hpp>
#include <hcl/ext/dynamic_blocks_spec.hpp>

#include <map>
#include <string>
#include <string_view>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace ext {

namespace {

using child_specs = std::map<std::string, const spec::spec*, std::less<>>;

// The specs of the blocks one level of `s` reads, by block type (an
// unnamed block spec takes the name of the object member holding it).
void gather_children(const spec::spec& s, std::string_view member, child_specs& out) {
    const auto add = [&](const std::string& type, const spec::spec& nested) {
        out.emplace(type.empty() ? std::string(member) : type, &nested);
    };
    if (const auto* o = s.get_if<spec::object>()) {
        for (const auto& [name, m] : o->members) gather_children(m, name, out);
    } else if (const auto* a = s.get_if<spec::array>()) {
        for (const auto& e : a->elements) gather_children(e, member, out);
    } else if (const auto* d = s.get_if<spec::default_>()) {
        gather_children(d->primary, member, out);
        gather_children(d->fallback, member, out);
    } else if (const auto* t = s.get_if<spec::transform>()) {
        gather_children(t->nested, member, out);
    } else if (const auto* b = s.get_if<spec::block>()) {
        add(b->block_type, b->nested);
    } else if (const auto* l = s.get_if<spec::block_list>()) {
        add(l->block_type, l->nested);
    } else if (const auto* st = s.get_if<spec::block_set>()) {
        add(st->block_type, st->nested);
    } else if (const auto* m = s.get_if<spec::block_map>()) {
        add(m->block_type, m->nested);
    }
}

void walk(const dynamic_variables_node& node, const spec::spec& s, std::vector<traversal>& out) {
    auto visit = node.visit(spec::implied_schema(s));
    for (auto& t : visit.variables) out.push_back(std::move(t));
    if (visit.children.empty()) return;
    child_specs children;
    gather_children(s, {}, children);
    for (const auto& child : visit.children) {
        if (auto it = children.find(child.block_type); it != children.end()) walk(child.node, *it->second, out);
    }
}

}  // namespace

std::vector<traversal> dynamic_block_variables(const body& b, const spec::spec& s) {
    std::vector<traversal> out;
    walk(walk_dynamic_variables(b), s, out);
    return out;
}

std::vector<traversal> dynamic_expansion_variables(const body& b, const spec::spec& s) {
    std::vector<traversal> out;
    walk(walk_expansion_variables(b), s, out);
    return out;
}

}  // namespace ext
HCL_END_NAMESPACE
