// Mapping Terraform provider schemas to annotated structs. The JSON is read
// with hclcpp's JSON syntax as one expression and taken apart with static
// analysis, so every part keeps its source range for diagnostics.
#include "from_terraform.hpp"

#include "cpp_types.hpp"
#include "names.hpp"

#include <hcl/expression.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/value_json.hpp>

#include <map>
#include <optional>
#include <string_view>

namespace hcl_gen {
namespace {

// A JSON object's properties by name, in source order, with the object's range.
struct json_property {
    std::string name;
    hcl::source_range name_range;
    hcl::expression value;
};
struct json_object {
    std::vector<json_property> properties;
    hcl::source_range range;

    const hcl::expression* find(std::string_view name) const {
        for (const auto& p : properties) {
            if (p.name == name) return &p.value;
        }
        return nullptr;
    }
};

class terraform_reader {
public:
    terraform_reader(header& out, std::string_view text, const generate_options& options, hcl::diagnostics& diags)
        : out_(out), text_(text), diags_(diags), types_(out, names_, options.numbers) {}

    void read(const hcl::expression& document) {
        auto top = object(document, "the schema document");
        if (!top) return;
        const auto* providers = top->find("provider_schemas");
        if (!providers) {
            error("Not a provider schema",
                  "A Terraform provider schema (terraform providers schema -json) has a \"provider_schemas\" "
                  "property.",
                  top->range);
            return;
        }
        auto all = object(*providers, "provider_schemas");
        if (!all) return;
        for (const auto& p : all->properties) provider(p.name, p.value);
    }

private:
    void error(const std::string& summary, const std::string& detail, const hcl::source_range& where) {
        diags_.add_error(summary, detail, where);
    }

    std::optional<json_object> object(const hcl::expression& e, const std::string& what) {
        auto pairs = e.node() ? e.node()->static_map() : std::nullopt;
        if (!pairs) {
            error("Invalid provider schema", what + " must be a JSON object.", e.range());
            return std::nullopt;
        }
        json_object out;
        out.range = e.range();
        for (const auto& kv : *pairs) {
            hcl::diagnostics ignored;
            const hcl::value key = kv.key.evaluate(ignored);
            out.properties.push_back({std::string(key.as_string()), kv.key.range(), kv.value});
        }
        return out;
    }

    std::optional<hcl::value> scalar(const hcl::expression& e) {
        hcl::diagnostics d;
        hcl::value v = e.evaluate(d);
        if (d.has_errors()) {
            diags_.append(std::move(d));
            return std::nullopt;
        }
        return v;
    }

    std::string string_of(const json_object& o, std::string_view name) {
        const auto* e = o.find(name);
        if (!e) return {};
        auto v = scalar(*e);
        return v && v->type() == hcl::type::string() ? std::string(v->as_string()) : std::string();
    }
    // A block's or attribute's description, and whether its
    // description_kind says Markdown.
    void describe(auto& item, const json_object& o) {
        item.description = string_of(o, "description");
        item.markdown = string_of(o, "description_kind") == "markdown";
    }

    bool bool_of(const json_object& o, std::string_view name) {
        const auto* e = o.find(name);
        if (!e) return false;
        auto v = scalar(*e);
        return v && v->type() == hcl::type::boolean() && v->as_bool();
    }
    std::size_t count_of(const json_object& o, std::string_view name) {
        const auto* e = o.find(name);
        if (!e) return 0;
        auto v = scalar(*e);
        const auto n = v && v->type() == hcl::type::number() ? v->as_number().to_uint64() : std::nullopt;
        if (!n) {
            error("Invalid provider schema", std::string(name) + " must be a whole number, 0 or more.", e->range());
            return 0;
        }
        return static_cast<std::size_t>(*n);
    }

    void provider(const std::string& address, const hcl::expression& e) {
        auto p = object(e, "a provider's schema");
        if (!p) return;
        // registry.terraform.io/hashicorp/aws -> aws
        const std::string short_name = address.substr(address.rfind('/') + 1);
        if (const auto* config = p->find("provider")) schema_struct(short_name + "_provider", *config, "");
        for (const char* group : {"resource_schemas", "data_source_schemas"}) {
            const auto* g = p->find(group);
            if (!g) continue;
            auto entries = object(*g, group);
            if (!entries) continue;
            const std::string prefix = std::string_view(group) == "data_source_schemas" ? "data_" : "";
            for (const auto& p : entries->properties) schema_struct(prefix + p.name, p.value, "");
        }
    }

    // {"version": N, "block": {...}}: a struct for the block.
    void schema_struct(const std::string& name, const hcl::expression& e, const std::string& parent) {
        auto s = object(e, "a schema");
        if (!s) return;
        const auto* block = s->find("block");
        if (!block) {
            error("Invalid provider schema", "A schema has a \"block\" property.", s->range);
            return;
        }
        block_struct(name, *block, parent);
    }

    // The struct for a block's body; its C++ spelling, or empty on errors.
    std::string block_struct(const std::string& name, const hcl::expression& e, const std::string& parent) {
        auto b = object(e, "a block");
        if (!b) return {};
        struct_def def;
        def.name = names_.take(name, parent);
        def.where = b->range;
        describe(def, *b);
        if (bool_of(*b, "deprecated")) def.doc.push_back("Deprecated.");
        if (const auto* attrs = b->find("attributes")) {
            if (auto all = object(*attrs, "attributes")) {
                for (const auto& p : all->properties) attribute(def, p);
            }
        }
        if (const auto* blocks = b->find("block_types")) {
            if (auto all = object(*blocks, "block_types")) {
                for (const auto& p : all->properties) block_type(def, p);
            }
        }
        if (!check_members(def, diags_)) return {};
        const std::string q = types_.qualified(def.name);
        out_.structs.push_back(std::move(def));
        return q;
    }

    std::optional<hcl::type> type_of(const hcl::expression& e) {
        const auto r = e.range();
        const auto parsed = hcl::type_from_json(text_.substr(r.start.byte, r.end.byte - r.start.byte));
        if (!parsed) {
            error("Invalid attribute type",
                  "An attribute's type is a type in cty's JSON form (\"string\", [\"list\", \"number\"], ...): " +
                      parsed.error().to_string() + ".",
                  r);
            return std::nullopt;
        }
        return *parsed;
    }

    void attribute(struct_def& def, const json_property& p) {
        const std::string& name = p.name;
        auto a = object(p.value, "an attribute");
        if (!a) return;
        const bool required = bool_of(*a, "required");
        const bool optional = bool_of(*a, "optional");
        // Computed-only attributes are set by the provider, never in a
        // configuration: no member.
        if (!required && !optional) return;
        member m;
        m.cpp_name = mangle(name);
        m.hcl_name = name;
        m.where = p.name_range;
        describe(m, *a);
        if (bool_of(*a, "sensitive")) m.doc.push_back("Sensitive.");
        if (bool_of(*a, "deprecated")) m.doc.push_back("Deprecated.");
        if (const auto* nested = a->find("nested_type")) {
            std::string type = nested_type(name, *nested, def.name);
            if (type.empty()) return;
            attribute_member(m, type, required, false, out_);
            def.members.push_back(std::move(m));
            return;
        }
        const hcl::expression* type_expr = a->find("type");
        if (!type_expr) {
            error("Invalid provider schema", "An attribute has a \"type\" or a \"nested_type\".", a->range);
            return;
        }
        auto t = type_of(*type_expr);
        if (!t) return;
        attribute_member(m, types_.cpp_type(*t, name, def.name, a->range), required, t->is_dynamic(), out_);
        def.members.push_back(std::move(m));
    }

    // A nested attribute type (protocol 6): an object of attributes, one
    // (single), several (list, set) or keyed (map). The C++ type of the
    // attribute's value, or empty on errors.
    std::string nested_type(const std::string& name, const hcl::expression& e, const std::string& parent) {
        auto n = object(e, "a nested type");
        if (!n) return {};
        struct_def def;
        def.name = names_.take(name, parent);
        def.where = n->range;
        def.doc = {"The nested attributes of " + name + "."};
        if (const auto* attrs = n->find("attributes")) {
            if (auto all = object(*attrs, "attributes")) {
                for (const auto& p : all->properties) attribute(def, p);
            }
        }
        if (!check_members(def, diags_)) return {};
        const std::string q = types_.qualified(def.name);
        out_.structs.push_back(std::move(def));
        const std::string mode = string_of(*n, "nesting_mode");
        if (mode == "single") return q;
        if (mode == "list" || mode == "set") {
            out_.includes.insert("<vector>");
            return "std::vector<" + q + ">";
        }
        if (mode == "map") {
            out_.includes.insert("<map>");
            out_.includes.insert("<string>");
            return "std::map<std::string, " + q + ">";
        }
        const auto* where = n->find("nesting_mode");
        error("Unsupported nesting mode",
              "\"" + mode + "\" is not a nesting mode of nested attributes hcl-gen knows (single, list, set, map).",
              where ? where->range() : n->range);
        return {};
    }

    void block_type(struct_def& def, const json_property& p) {
        const std::string& type = p.name;
        auto b = object(p.value, "a block type");
        if (!b) return;
        const std::string mode = string_of(*b, "nesting_mode");
        const auto* block = b->find("block");
        if (!block) {
            error("Invalid provider schema", "A block type has a \"block\" property.", b->range);
            return;
        }
        const std::size_t min_items = count_of(*b, "min_items");
        const std::size_t max_items = count_of(*b, "max_items");
        member m;
        m.cpp_name = mangle(type);
        m.hcl_name = type;
        m.where = p.name_range;
        m.kind = role::block;
        const std::string nested = block_struct(type, *block, def.name);
        if (nested.empty()) return;
        if (mode == "single" || mode == "group") {
            if (mode == "single" && min_items == 1) {
                m.type = nested;
            } else {
                out_.includes.insert("<optional>");
                m.type = "std::optional<" + nested + ">";
            }
        } else if (mode == "list" || mode == "set") {
            out_.includes.insert("<vector>");
            m.type = "std::vector<" + nested + ">";
            m.min_items = min_items;
            m.max_items = max_items;
        } else if (mode == "map") {
            out_.includes.insert("<map>");
            out_.includes.insert("<string>");
            m.type = "std::map<std::string, " + nested + ">";
        } else {
            const auto* where = b->find("nesting_mode");
            error("Unsupported nesting mode",
                  "\"" + mode + "\" is not a nesting mode hcl-gen knows (single, group, list, set, map).",
                  where ? where->range() : b->range);
            return;
        }
        def.members.push_back(std::move(m));
    }

    header& out_;
    std::string_view text_;
    hcl::diagnostics& diags_;
    struct_namer names_;
    type_mapper types_;
};

}  // namespace

header from_terraform(const std::string& text, const std::string& filename, const generate_options& options,
                      hcl::diagnostics& diags) {
    header out;
    out.name_space = options.name_space;
    auto parsed = hcl::json::parse_expression(text, filename);
    if (parsed.diagnostics.has_errors()) {
        diags.append(std::move(parsed.diagnostics));
        return out;
    }
    terraform_reader reader(out, text, options, diags);
    reader.read(parsed.expression);
    return out;
}

}  // namespace hcl_gen
