// The body schema a spec reads a body with, and the static side of
// transforms.
#include "spec/walk.hpp"

#include <algorithm>
#include <map>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace spec::detail {

namespace {

// Collects the items of `s` and of every spec reading the same body.
struct collector {
    body_schema& out;

    void visit(const spec& s, const std::string& implied) {
        std::visit([&](const auto& k) { add(k, implied); }, s.data().alternatives);
        for_each_same_body_child(s, implied, [&](const spec& child, const std::string& name) { visit(child, name); });
    }

    void add_attribute(const std::string& name, bool required) {
        for (auto& a : out.attributes) {
            if (a.name == name) {
                a.required = a.required || required;
                return;
            }
        }
        out.attributes.push_back({name, required});
    }
    void add_block(const std::string& type, std::vector<std::string> labels) {
        for (auto& b : out.blocks) {
            if (b.type == type) {
                b.label_names = std::move(labels);
                return;
            }
        }
        out.blocks.push_back({type, std::move(labels)});
    }

    void add(const attr& a, const std::string& implied) { add_attribute(name_or(a.name, implied), a.required); }
    void add(const block& b, const std::string& implied) {
        add_block(name_or(b.block_type, implied), label_names(b.nested));
    }
    void add(const block_list& b, const std::string& implied) {
        add_block(name_or(b.block_type, implied), label_names(b.nested));
    }
    void add(const block_set& b, const std::string& implied) {
        add_block(name_or(b.block_type, implied), label_names(b.nested));
    }
    void add(const block_map& b, const std::string& implied) {
        std::vector<std::string> labels = b.labels;
        for (auto& n : label_names(b.nested)) labels.push_back(std::move(n));
        add_block(name_or(b.block_type, implied), std::move(labels));
    }
    void add(const block_attrs& b, const std::string& implied) { add_block(name_or(b.block_type, implied), {}); }
    void add(const auto&, const std::string&) {}  // the others name no item
};

// Collects the label specs reading one body.
struct label_finder {
    std::map<std::size_t, std::string> names;

    void visit(const spec& s, const std::string& implied) {
        if (const auto* l = s.get_if<label>()) names[l->index] = name_or(l->name, implied);
        for_each_same_body_child(s, implied, [&](const spec& child, const std::string& name) { visit(child, name); });
    }
};

}  // namespace

body_schema schema_of(const spec& s, const std::string& implied) {
    body_schema out;
    collector{out}.visit(s, implied);
    hcl::detail::mark_schema_valid(out);
    return out;
}

std::vector<std::string> label_names(const spec& nested) {
    label_finder f;
    f.visit(nested, no_name);
    if (f.names.empty()) return {};
    // problem() rejects larger indices; a bound here all the same.
    std::vector<std::string> out(std::min<std::size_t>(f.names.rbegin()->first, max_label_index) + 1);
    for (std::size_t i = 0; i < out.size(); ++i) {
        auto it = f.names.find(i);
        if (it != f.names.end() && !it->second.empty()) {
            out[i] = it->second;
        } else {
            out[i] = (i < 10 ? "missing0" : "missing") + std::to_string(i);
        }
    }
    return out;
}

eval_context transform_context(const transform& t) {
    eval_context ctx;
    if (!t.functions.empty()) ctx.functions() = t.functions;
    return ctx;
}

hcl::type transform_result_type(const transform& t) {
    if (!t.result) return type::dynamic();
    const eval_context base = transform_context(t);
    eval_context child = base.child();
    child.set_variable("nested", value::unknown(implied_type(t.nested)));
    diagnostics ignored;
    return t.result.evaluate(child, ignored).type();
}

}  // namespace spec::detail
HCL_END_NAMESPACE
