// Building the graph of locals and finding its cycles.
#include "ext/locals_graph.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <utility>
#include <variant>

HCL_BEGIN_NAMESPACE
namespace ext::detail {

namespace {

// The local a reference names (its second step), if it names one statically.
std::optional<std::string> named_local(const traversal& t) {
    if (t.size() < 2) return std::nullopt;
    const auto& step = t.steps()[1];
    if (const auto* a = std::get_if<traverse_attribute>(&step)) return a->name;
    if (const auto* i = std::get_if<traverse_index>(&step)) {
        if (i->key.is_known() && !i->key.is_null() && i->key.type() == type::string()) {
            return std::string(i->key.as_string());
        }
    }
    return std::nullopt;
}

}  // namespace

local_graph::local_graph(std::span<const attribute> definitions, std::string_view root, diagnostics& diags)
    : root_(root) {
    name_index index;
    for (const auto& d : definitions) {
        auto [it, added] = index.emplace(d.name, locals_.size());
        if (!added) {
            const attribute& first = *locals_[it->second].definition;
            diags.add_error("Duplicate local value",
                            "A local value named \"" + d.name + "\" was already defined at " +
                                first.name_range().to_string() + ". Local value names must be unique.",
                            d.name_range());
            continue;
        }
        locals_.push_back(local{&d, {}, {}, false});
    }
    for (std::size_t i = 0; i < locals_.size(); ++i) read_references(i, index, diags);
    find_cycles(diags);
}

void local_graph::read_references(std::size_t i, const name_index& index, diagnostics& diags) {
    local& l = locals_[i];
    for (const auto& t : l.definition->expression.variables()) {
        if (t.root_name() != root_) continue;
        auto name = named_local(t);
        if (!name) {
            diags.add_error("Invalid reference",
                            "A reference to \"" + root_ + "\" must name one local value with a constant name, as in " +
                                root_ + ".NAME or " + root_ + "[\"NAME\"].",
                            t.range());
            l.failed = true;
            continue;
        }
        const auto found = index.find(*name);
        if (found == index.end()) {
            diags.add_error("Reference to undeclared local value",
                            "No local value named \"" + *name + "\" is defined.", t.range());
            l.failed = true;
            continue;
        }
        const std::size_t target = found->second;
        l.references.push_back({target, t.range()});
        if (std::find(l.dependencies.begin(), l.dependencies.end(), target) == l.dependencies.end()) {
            l.dependencies.push_back(target);
        }
    }
}

// Tarjan's strongly connected components, without recursion (a long chain
// of locals must not exhaust the stack). A component is finished only after
// every component it refers to, which is the evaluation order.
void local_graph::find_cycles(diagnostics& diags) {
    constexpr std::size_t unvisited = static_cast<std::size_t>(-1);
    const std::size_t n = locals_.size();
    std::vector<std::size_t> number(n, unvisited), low(n, 0);
    std::vector<bool> on_stack(n, false);
    std::vector<std::size_t> stack;
    std::size_t counter = 0;
    struct frame {
        std::size_t node;
        std::size_t next;  // the next dependency to look at
    };
    std::vector<frame> frames;
    for (std::size_t start = 0; start < n; ++start) {
        if (number[start] != unvisited) continue;
        frames.push_back({start, 0});
        number[start] = low[start] = counter++;
        stack.push_back(start);
        on_stack[start] = true;
        while (!frames.empty()) {
            frame& f = frames.back();
            const auto deps = dependencies(f.node);
            if (f.next < deps.size()) {
                const std::size_t d = deps[f.next++];
                if (number[d] == unvisited) {
                    number[d] = low[d] = counter++;
                    stack.push_back(d);
                    on_stack[d] = true;
                    frames.push_back({d, 0});
                } else if (on_stack[d]) {
                    low[f.node] = std::min(low[f.node], number[d]);
                }
                continue;
            }
            const std::size_t v = f.node;
            frames.pop_back();
            if (!frames.empty()) low[frames.back().node] = std::min(low[frames.back().node], low[v]);
            if (low[v] != number[v]) continue;
            std::vector<std::size_t> component;
            std::size_t w = 0;
            do {
                w = stack.back();
                stack.pop_back();
                on_stack[w] = false;
                component.push_back(w);
            } while (w != v);
            const auto& own = locals_[v].dependencies;
            const bool loops = component.size() > 1 || std::find(own.begin(), own.end(), v) != own.end();
            if (loops) report_cycle(component, diags);
            for (const auto c : component) order_.push_back(c);
        }
    }
}

// One diagnostic per member, at its reference to the next member of the
// shortest cycle through it, the detail naming the whole cycle.
void local_graph::report_cycle(const std::vector<std::size_t>& members, diagnostics& diags) {
    std::vector<std::size_t> sorted = members;
    std::sort(sorted.begin(), sorted.end());
    const auto member = [&](std::size_t i) { return std::binary_search(sorted.begin(), sorted.end(), i); };
    for (const auto m : sorted) {
        // Breadth first from m's references, within the component, back to m.
        std::map<std::size_t, std::size_t> came_from;
        std::deque<std::size_t> queue;
        std::optional<std::size_t> last;
        queue.push_back(m);
        while (!queue.empty() && !last) {
            const std::size_t v = queue.front();
            queue.pop_front();
            for (const auto d : dependencies(v)) {
                if (!member(d)) continue;
                if (d == m) {
                    last = v;
                    break;
                }
                if (came_from.emplace(d, v).second) queue.push_back(d);
            }
        }
        std::vector<std::size_t> path{m};  // m, then back from last to m
        for (std::size_t v = *last; v != m; v = came_from.at(v)) path.insert(path.begin() + 1, v);
        std::string cycle;
        for (const auto v : path) cycle += root_ + "." + name(v) + " \u2192 ";
        cycle += root_ + "." + name(m);
        const std::size_t next = path.size() > 1 ? path[1] : m;
        const auto& refs = locals_[m].references;
        const auto ref = std::find_if(refs.begin(), refs.end(), [&](const reference& r) { return r.target == next; });
        diags.add_error("Cycle in local values",
                        "The local values refer to each other in a cycle, so none of them can be evaluated: " +
                            cycle + ".",
                        ref != refs.end() ? ref->range : locals_[m].definition->range());
        locals_[m].failed = true;
    }
}

}  // namespace ext::detail
HCL_END_NAMESPACE
