// Checks shared by hcl-gen's schema readers.
#include "reader.hpp"

#include <algorithm>
#include <map>

namespace hcl_gen {

bool check_members(const struct_def& s, hcl::diagnostics& diags) {
    bool ok = true;
    std::map<std::string, const member*> cpp_names;
    std::map<std::string, const member*> hcl_names;  // attributes and block types share one namespace
    auto read_once = [&](const member& m) {
        auto [h, fresh] = hcl_names.emplace(m.hcl_name, &m);
        if (fresh) return true;
        auto is_block = [](role r) { return r == role::block || r == role::block_attrs; };
        const bool same_kind = is_block(h->second->kind) == is_block(m.kind);
        diags.add_error(same_kind ? "Item read twice" : "Block type equal to an attribute name",
                        same_kind ? "\"" + m.hcl_name + "\" is read by the members " + h->second->cpp_name + " and " +
                                        m.cpp_name + " of " + s.name +
                                        "; a generated struct reads each item into one member."
                                  : "\"" + m.hcl_name + "\" names both an attribute and a block type in " + s.name +
                                        "; the decoder cannot tell them apart.",
                        m.where);
        ok = false;
        return false;
    };
    for (const auto& m : s.members) {
        if (m.kind == role::group) {
            for (const auto& item : m.body_items) read_once(item);
        } else if (m.kind != role::label && m.kind != role::constant && !read_once(m)) {
            continue;
        }
        auto [c, fresh] = cpp_names.emplace(m.cpp_name, &m);
        if (!fresh) {
            diags.add_error("Name clash in generated code",
                            "\"" + (m.hcl_name.empty() ? m.cpp_name : m.hcl_name) + "\" and \"" +
                                (c->second->hcl_name.empty() ? c->second->cpp_name : c->second->hcl_name) +
                                "\" both become the C++ member " + m.cpp_name + " of " + s.name +
                                ". Rename one of them in the schema.",
                            m.where);
            ok = false;
        }
    }
    return ok;
}

void attribute_member(member& m, const std::string& type, bool required, bool dynamic, header& out) {
    if (required || dynamic) {
        m.type = type;
        m.kind = required ? role::attr : role::optional;
        if (type == "double" || type == "bool" || type == "std::int64_t") m.initializer = "{}";
    } else {
        out.includes.insert("<optional>");
        m.type = "std::optional<" + type + ">";
        m.kind = role::attr;
    }
}

void labels_first(struct_def& s) {
    std::stable_partition(s.members.begin(), s.members.end(), [](const member& m) { return m.kind == role::label; });
}

}  // namespace hcl_gen
