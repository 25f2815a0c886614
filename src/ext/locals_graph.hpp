// The graph of locals referring to each other (internal to
// hcl::ext::evaluate_locals): names, references, cycles, and an order that
// puts every local after those it uses.
#pragma once

#include <hcl/body.hpp>
#include <hcl/diagnostic.hpp>

#include <cstddef>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace ext::detail {

class local_graph {
public:
    // Reports duplicate names, references that name no local, and cycles.
    local_graph(std::span<const attribute> definitions, std::string_view root, diagnostics& diags);

    std::size_t size() const noexcept { return locals_.size(); }
    std::string_view root() const noexcept { return root_; }
    const std::string& name(std::size_t i) const { return locals_[i].definition->name; }
    const hcl::expression& expression_of(std::size_t i) const { return locals_[i].definition->expression; }
    // The locals `i` refers to, each once.
    std::span<const std::size_t> dependencies(std::size_t i) const { return locals_[i].dependencies; }
    // Whether `i` cannot be evaluated: a bad reference, or in a cycle.
    bool failed(std::size_t i) const { return locals_[i].failed; }
    // Every local, each after the locals it refers to (outside cycles).
    const std::vector<std::size_t>& order() const noexcept { return order_; }

private:
    struct reference {
        std::size_t target;
        source_range range;
    };
    struct local {
        const attribute* definition;
        std::vector<reference> references;  // in source order
        std::vector<std::size_t> dependencies;
        bool failed = false;
    };

    using name_index = std::map<std::string_view, std::size_t, std::less<>>;
    void read_references(std::size_t i, const name_index& index, diagnostics& diags);
    void find_cycles(diagnostics& diags);
    void report_cycle(const std::vector<std::size_t>& members, diagnostics& diags);

    std::string root_;
    std::vector<local> locals_;
    std::vector<std::size_t> order_;
};

}  // namespace ext::detail
HCL_END_NAMESPACE
