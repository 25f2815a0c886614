// Static analysis of bodies with dynamic blocks: the variables expansion
// and reading need, level by level, iterators left out.
#include <hcl/ext/dynamic_blocks.hpp>

#include "ext/dynamic_iteration.hpp"

#include <algorithm>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace ext {

struct dynamic_variables_node::state {
    hcl::body body;
    std::shared_ptr<const detail::iteration> iteration;  // the dynamic blocks around this level
    bool include_content = true;
};

namespace {

using detail::iteration;

// Lenient, to find what variables it can even in a mistaken dynamic block.
const body_schema& dynamic_inside_schema() {
    static const body_schema s = [] {
        body_schema out;
        out.attributes = {{"for_each", false}, {"labels", false}, {"iterator", false}};
        out.blocks = {{"content", {}}};
        return out;
    }();
    return s;
}

// Appends the traversals of `e` whose root `bound` does not provide.
template <class Bound>
void add_free(std::vector<traversal>& out, const expression& e, Bound bound) {
    for (auto& t : e.variables()) {
        if (!bound(t.root_name())) out.push_back(std::move(t));
    }
}

dynamic_variables_node make_node(body b, std::shared_ptr<const iteration> it, bool include_content) {
    return dynamic_variables_node(std::make_shared<const dynamic_variables_node::state>(
        dynamic_variables_node::state{std::move(b), std::move(it), include_content}));
}

// The variables of one dynamic block's arguments, and its content blocks as children.
void visit_dynamic(const block& b, const dynamic_variables_node::state& at, dynamic_variables_visit& out) {
    if (b.labels.empty()) return;
    const std::string& type = b.labels.front();
    diagnostics ignored;
    body rest;
    const body_content inner = b.body().partial_content(dynamic_inside_schema(), rest, ignored);

    std::string iterator_name = type;
    if (auto it = inner.attributes.find("iterator"); it != inner.attributes.end()) {
        auto t = absolute_traversal(it->second.expression, ignored);
        if (!t || t->empty()) return;  // reading the block reports it
        iterator_name = std::string(t->root_name());
    }
    const auto outer = at.iteration;
    const auto inherited = [&](std::string_view root) { return outer && outer->binds(root); };
    if (auto it = inner.attributes.find("for_each"); it != inner.attributes.end()) {
        add_free(out.variables, it->second.expression, inherited);
    }
    if (auto it = inner.attributes.find("labels"); it != inner.attributes.end()) {
        add_free(out.variables, it->second.expression,
                 [&](std::string_view root) { return root == iterator_name || inherited(root); });
    }
    auto here = detail::nest(outer, iterator_name, value::dynamic(), value::dynamic());
    for (const auto& content : inner.blocks) {
        out.children.push_back({type, make_node(content.body(), here, at.include_content)});
    }
}

void walk(const dynamic_variables_node& node, const schema_lookup& schema_of, std::vector<std::string>& path,
          std::vector<traversal>& out) {
    const body_schema* schema = schema_of(path);
    if (!schema) return;
    auto visit = node.visit(*schema);
    for (auto& t : visit.variables) out.push_back(std::move(t));
    for (const auto& child : visit.children) {
        path.push_back(child.block_type);
        walk(child.node, schema_of, path, out);
        path.pop_back();
    }
}

}  // namespace

dynamic_variables_visit dynamic_variables_node::visit(const body_schema& schema) const {
    dynamic_variables_visit out;
    body_schema extended;
    extended.attributes = schema.attributes;
    for (const auto& b : schema.blocks) {
        if (b.type != "dynamic") extended.blocks.push_back(b);
    }
    extended.blocks.push_back({"dynamic", {"type"}});

    diagnostics ignored;
    body rest;
    const body_content content = state_->body.partial_content(extended, rest, ignored);
    if (state_->include_content) {
        const auto& it = state_->iteration;
        for (const auto& [name, a] : content.attributes) {
            add_free(out.variables, a.expression, [&](std::string_view root) { return it && it->binds(root); });
        }
    }
    for (const auto& b : content.blocks) {
        if (b.type == "dynamic") {
            visit_dynamic(b, *state_, out);
        } else {
            out.children.push_back({b.type, make_node(b.body(), state_->iteration, state_->include_content)});
        }
    }
    return out;
}

dynamic_variables_node walk_dynamic_variables(const body& b) { return make_node(b, nullptr, true); }

dynamic_variables_node walk_expansion_variables(const body& b) { return make_node(b, nullptr, false); }

std::vector<traversal> dynamic_block_variables(const body& b, const schema_lookup& schema_of) {
    std::vector<traversal> out;
    std::vector<std::string> path;
    walk(walk_dynamic_variables(b), schema_of, path, out);
    return out;
}

}  // namespace ext
HCL_END_NAMESPACE
