// The editor schema: its model, and its derivation from hcldec specs.
#include "lsp/schema_support.hpp"

#include <hcl/lsp/schema.hpp>
#include <hcl/spec.hpp>

#include <algorithm>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {

struct schema::state {
    std::shared_ptr<const schema_body> root;
    checker check;
    std::string name;
    variable_map variables;
    function_table functions;
};

const std::shared_ptr<const schema_body>& detail::open_schema_body() {
    static const auto body = [] {
        auto b = std::make_shared<schema_body>();
        b->open = true;
        return std::shared_ptr<const schema_body>(std::move(b));
    }();
    return body;
}

namespace {

documentation documentation_of(const spec::description& d) { return {d.text, d.markdown}; }

// Builds the editor's body schema of a spec: every item the spec reads from
// one body (object members, array elements, both sides of a default, a
// transform's input), and the labels its label specs name.
class spec_reader {
public:
    // `labels` receives the label specs read at this level (for the block
    // around the body). `outer`: the description of a default_ or transform
    // around `s`, for the item `s` reads when it has none of its own.
    void body_items(const spec::spec& s, const std::string& member, schema_body& out,
                    std::vector<schema_label>& labels, const spec::description& outer = {}) {
        using spec::kind;
        const spec::description& own = s.doc().empty() ? outer : s.doc();
        switch (s.which()) {
        case kind::object:
            for (const auto& [name, nested] : s.get_if<spec::object>()->members) body_items(nested, name, out, labels);
            break;
        case kind::array:
            for (const auto& nested : s.get_if<spec::array>()->elements) body_items(nested, member, out, labels);
            break;
        case kind::default_: {
            const auto* d = s.get_if<spec::default_>();
            body_items(d->primary, member, out, labels, own);
            body_items(d->fallback, member, out, labels, own);
            break;
        }
        case kind::transform:
            body_items(s.get_if<spec::transform>()->nested, member, out, labels, own);
            break;
        case kind::literal:
            break;
        case kind::label: {
            const auto* l = s.get_if<spec::label>();
            if (labels.size() <= l->index) labels.resize(l->index + 1);
            auto& slot = labels[l->index];
            if (slot.name.empty()) slot.name = l->name.empty() ? member : l->name;
            if (slot.doc.empty()) slot.doc = documentation_of(own);
            break;
        }
        case kind::attr: {
            const auto* a = s.get_if<spec::attr>();
            schema_attribute attribute;
            attribute.name = a->name.empty() ? member : a->name;
            attribute.type = a->type;
            attribute.required = a->required;
            attribute.doc = documentation_of(own);
            add_attribute(out, std::move(attribute));
            break;
        }
        case kind::block: {
            const auto* b = s.get_if<spec::block>();
            auto block = nested_block(b->block_type.empty() ? member : b->block_type, b->nested, {}, own);
            block.min_items = b->required ? 1 : 0;
            block.max_items = 1;
            add_block(out, std::move(block));
            break;
        }
        case kind::block_list:
            add_block(out, counted_block(*s.get_if<spec::block_list>(), member, own));
            break;
        case kind::block_set:
            add_block(out, counted_block(*s.get_if<spec::block_set>(), member, own));
            break;
        case kind::block_map: {
            const auto* b = s.get_if<spec::block_map>();
            add_block(out, nested_block(b->block_type.empty() ? member : b->block_type, b->nested, b->labels, own));
            break;
        }
        case kind::block_attrs: {
            const auto* b = s.get_if<spec::block_attrs>();
            schema_block block;
            block.type = b->block_type.empty() ? member : b->block_type;
            auto body = std::make_shared<schema_body>();
            body->any_attributes = b->element_type;
            block.body = std::move(body);
            block.min_items = b->required ? 1 : 0;
            block.max_items = 1;
            block.doc = documentation_of(own);
            add_block(out, std::move(block));
            break;
        }
        }
    }

private:
    // A block_list's or block_set's block type.
    template <class Counted>
    schema_block counted_block(const Counted& b, const std::string& member, const spec::description& doc) {
        auto block = nested_block(b.block_type.empty() ? member : b.block_type, b.nested, {}, doc);
        block.min_items = b.min_items;
        block.max_items = b.max_items;
        return block;
    }

    // A block type; its description is the block spec's, else the one of
    // the spec of its body (an annotated struct's own description).
    schema_block nested_block(std::string type, const spec::spec& nested, const std::vector<std::string>& key_labels,
                              const spec::description& doc) {
        schema_block block;
        block.type = std::move(type);
        for (const auto& l : key_labels) block.labels.push_back(schema_label{l, {}, {}});
        auto body = std::make_shared<schema_body>();
        body->doc = documentation_of(nested.doc());
        block.doc = doc.empty() ? body->doc : documentation_of(doc);
        std::vector<schema_label> labels;
        body_items(nested, {}, *body, labels);
        for (auto& l : labels) {
            if (l.name.empty()) l.name = "name";
            block.labels.push_back(std::move(l));
        }
        block.body = std::move(body);
        return block;
    }
    // An attribute several specs read is required when one of them
    // requires it (as the decoder's implied schema has it).
    static void add_attribute(schema_body& out, schema_attribute a) {
        if (a.name.empty() || out.find_block(a.name)) return;
        for (auto& known : out.attributes) {
            if (known.name == a.name) {
                known.required = known.required || a.required;
                if (known.doc.empty()) known.doc = std::move(a.doc);
                return;
            }
        }
        out.attributes.push_back(std::move(a));
    }
    static void add_block(schema_body& out, schema_block b) {
        if (b.type.empty() || out.find_attribute(b.type) || out.find_block(b.type)) return;
        out.blocks.push_back(std::move(b));
    }
};

}  // namespace

const schema_body* schema_block::body_for(const std::vector<std::string>& given) const noexcept {
    if (body_label && *body_label < given.size()) {
        if (auto it = bodies_by_label.find(given[*body_label]); it != bodies_by_label.end()) return it->second.get();
    }
    return body.get();
}

const schema_attribute* schema_body::find_attribute(std::string_view name) const noexcept {
    for (const auto& a : attributes) {
        if (a.name == name) return &a;
    }
    return nullptr;
}

const schema_block* schema_body::find_block(std::string_view type) const noexcept {
    for (const auto& b : blocks) {
        if (b.type == type) return &b;
    }
    return nullptr;
}

schema::schema() = default;

schema::schema(std::shared_ptr<const schema_body> root, checker check, std::string name)
    : state_(std::make_shared<state>(state{root ? std::move(root) : detail::open_schema_body(), std::move(check), std::move(name),
                                           {}, {}})) {}

schema schema::from_spec(const spec::spec& root) {
    auto body = std::make_shared<schema_body>();
    body->doc = documentation_of(root.doc());
    std::vector<schema_label> labels;  // label specs at the root read nothing
    spec_reader{}.body_items(root, {}, *body, labels);
    return schema(std::move(body), [root](const hcl::body& b, const eval_context* ctx, diagnostics& out) {
        out += spec::check(b, root, ctx);
    });
}

schema schema::from_spec_file(const spec::spec_file& file) {
    schema s = from_spec(file.root);
    auto st = std::make_shared<state>(*s.state_);
    st->variables = file.variables;
    st->functions = file.functions;
    s.state_ = std::move(st);
    return s;
}

schema::load_result schema::parse_spec(std::string text, std::string filename) {
    auto parsed = spec::parse(std::move(text), filename);
    load_result out;
    out.diagnostics = std::move(parsed.diagnostics);
    out.file = std::move(parsed.file);
    if (!out.diagnostics.has_errors()) {
        out.schema = from_spec_file(parsed.spec);
        auto st = std::make_shared<state>(*out.schema.state_);
        st->name = std::move(filename);
        out.schema.state_ = std::move(st);
    }
    return out;
}

bool schema::empty() const noexcept { return state_ == nullptr; }

const std::string& schema::name() const noexcept {
    static const std::string none;
    return state_ ? state_->name : none;
}

const schema_body& schema::root() const noexcept { return *shared_root(); }

const std::shared_ptr<const schema_body>& schema::shared_root() const noexcept {
    return state_ ? state_->root : detail::open_schema_body();
}

const variable_map& schema::variables() const noexcept {
    static const variable_map none;
    return state_ ? state_->variables : none;
}

const function_table& schema::functions() const noexcept {
    static const function_table none;
    return state_ ? state_->functions : none;
}

void schema::check(const hcl::body& body, const eval_context* ctx, diagnostics& out) const {
    if (state_ && state_->check) state_->check(body, ctx, out);
}

}  // namespace lsp
HCL_END_NAMESPACE
