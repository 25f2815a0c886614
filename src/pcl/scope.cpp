// Scopes and function signatures for type_of (include/hcl/pcl/type_of.hpp).
#include <hcl/pcl/type_of.hpp>

#include <algorithm>

HCL_BEGIN_NAMESPACE
namespace pcl {

function_signature function_signature::fixed(std::vector<signature_parameter> parameters, type result,
                                             std::optional<signature_parameter> variadic) {
    function_signature f;
    f.parameters = std::move(parameters);
    f.variadic = std::move(variadic);
    f.result = [r = std::move(result)](std::span<const type>) { return r; };
    return f;
}

void scope::define(std::string name, type t) { variables_.insert_or_assign(std::move(name), std::move(t)); }

void scope::define_function(std::string name, function_signature f) {
    functions_.insert_or_assign(std::move(name), std::move(f));
}

const type* scope::lookup(std::string_view name) const {
    for (const scope* s = this; s; s = s->parent_.get()) {
        auto it = s->variables_.find(name);
        if (it != s->variables_.end()) return &it->second;
    }
    return nullptr;
}

const function_signature* scope::lookup_function(std::string_view name) const {
    for (const scope* s = this; s; s = s->parent_.get()) {
        auto it = s->functions_.find(name);
        if (it != s->functions_.end()) return &it->second;
    }
    return nullptr;
}

std::vector<std::string> scope::names() const {
    std::vector<std::string> out;
    for (const scope* s = this; s; s = s->parent_.get())
        for (const auto& [name, t] : s->variables_) out.push_back(name);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

}  // namespace pcl
HCL_END_NAMESPACE
