// Static analysis with a spec: the variables a body's expressions reference
// (hcl::spec::variables, hcldec --var-refs) and where a spec's value comes
// from (hcl::spec::value_range). Neither evaluates anything, and neither
// reports problems: decode() does that.
#include "spec/walk.hpp"

#include <hcl/spec.hpp>

#include <algorithm>

HCL_BEGIN_NAMESPACE
namespace spec {

namespace {

using detail::no_name;

body_content partial_content_of(const hcl::body& b, const spec& s) {
    diagnostics ignored;
    hcl::body rest;
    return b.partial_content(detail::schema_of(s, no_name), rest, ignored);
}

const hcl::block* first_block(const body_content& content, const std::string& type) {
    for (const auto& b : content.blocks) {
        if (b.type == type) return &b;
    }
    return nullptr;
}

source_range range_in(const body_content& content, const spec& s, const std::string& implied);

struct range_of_kind {
    const body_content& content;
    const std::string& implied;

    source_range operator()(const object&) const { return content.missing_item_range(); }
    source_range operator()(const array&) const { return content.missing_item_range(); }
    source_range operator()(const attr& a) const {
        auto it = content.attributes.find(detail::name_or(a.name, implied));
        if (it == content.attributes.end()) return content.missing_item_range();
        return it->second.expression.range();
    }
    source_range nested_range(const std::string& type, const spec& nested) const {
        const hcl::block* b = first_block(content, type);
        if (!b) return content.missing_item_range();
        return value_range(b->body(), nested);
    }
    source_range operator()(const block& b) const { return nested_range(detail::name_or(b.block_type, implied), b.nested); }
    source_range operator()(const block_list& b) const {
        return nested_range(detail::name_or(b.block_type, implied), b.nested);
    }
    source_range operator()(const block_set& b) const {
        return nested_range(detail::name_or(b.block_type, implied), b.nested);
    }
    source_range operator()(const block_map& b) const {
        return nested_range(detail::name_or(b.block_type, implied), b.nested);
    }
    source_range operator()(const block_attrs& b) const {
        const hcl::block* found = first_block(content, detail::name_or(b.block_type, implied));
        return found ? found->def_range() : content.missing_item_range();
    }
    source_range operator()(const literal&) const { return nowhere(); }
    // A label lies in the block header, which a body does not know.
    source_range operator()(const label&) const { return nowhere(); }
    // No place in the body (the reference's answer for a literal).
    static source_range nowhere() {
        source_range r;
        r.filename = "<unknown>";
        r.start = r.end = source_position{0, 0, 0};
        return r;
    }
    source_range operator()(const default_& d) const { return range_in(content, d.primary, implied); }
    source_range operator()(const transform& t) const { return range_in(content, t.nested, implied); }
};

source_range range_in(const body_content& content, const spec& s, const std::string& implied) {
    return std::visit(range_of_kind{content, implied}, s.data().alternatives);
}

// Appends the traversals of `s` and of the specs reading the same body.
struct variable_walk {
    const body_content& content;
    std::vector<traversal>& out;

    void walk(const spec& s, const std::string& implied) {
        std::visit([&](const auto& k) { visit(k, implied); }, s.data().alternatives);
        detail::for_each_same_body_child(s, implied,
                                         [&](const spec& child, const std::string& name) { walk(child, name); });
    }

    void append(std::vector<traversal> more) {
        for (auto& t : more) out.push_back(std::move(t));
    }
    void every_block(const std::string& type, const spec& nested) {
        for (const auto& b : content.blocks) {
            if (b.type == type) append(variables(b.body(), nested));
        }
    }

    void visit(const attr& a, const std::string& implied) {
        auto it = content.attributes.find(detail::name_or(a.name, implied));
        if (it != content.attributes.end()) append(it->second.expression.variables());
    }
    void visit(const block& b, const std::string& implied) {
        if (const hcl::block* found = first_block(content, detail::name_or(b.block_type, implied)))
            append(variables(found->body(), b.nested));
    }
    void visit(const block_list& b, const std::string& implied) {
        every_block(detail::name_or(b.block_type, implied), b.nested);
    }
    void visit(const block_set& b, const std::string& implied) {
        every_block(detail::name_or(b.block_type, implied), b.nested);
    }
    void visit(const block_map& b, const std::string& implied) {
        every_block(detail::name_or(b.block_type, implied), b.nested);
    }
    void visit(const block_attrs& b, const std::string& implied) {
        const hcl::block* found = first_block(content, detail::name_or(b.block_type, implied));
        if (!found) return;
        diagnostics diags;
        attribute_map attributes = found->body().just_attributes(diags);
        if (diags.has_errors()) return;
        std::vector<traversal> found_here;
        for (const auto& [name, a] : attributes) {
            for (auto& t : a.expression.variables()) found_here.push_back(std::move(t));
        }
        std::stable_sort(found_here.begin(), found_here.end(), [](const traversal& x, const traversal& y) {
            return x.range().start.byte < y.range().start.byte;
        });
        append(std::move(found_here));
    }
    void visit(const auto&, const std::string&) {}  // the others read nothing themselves
};

}  // namespace

source_range value_range(const hcl::body& body, const spec& s) {
    return range_in(partial_content_of(body, s), s, no_name);
}

std::vector<traversal> variables(const hcl::body& body, const spec& s) {
    std::vector<traversal> out;
    const body_content content = partial_content_of(body, s);
    variable_walk{content, out}.walk(s, no_name);
    return out;
}

}  // namespace spec
HCL_END_NAMESPACE
