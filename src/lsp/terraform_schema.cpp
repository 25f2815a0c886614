// Terraform provider schemas (`terraform providers schema -json`) as editor
// schemas. The JSON is read with hclcpp's JSON syntax and taken apart with
// static analysis, so each problem in it is a diagnostic with its range.
// Each resource type, data source and provider becomes two things built
// side by side: the editor's body (completion, hover) and an hcl::spec that
// decodes a block's body (the checker), so the checker's diagnostics are
// the decoder's.
#include "lsp/schema_support.hpp"
#include "lsp/terraform_schema.hpp"

#include <hcl/expression.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/value_json.hpp>

#include <algorithm>
#include <optional>
#include <string_view>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace {

using detail::terraform_schemas;
using detail::terraform_type;
using detail::terraform_types;

// A JSON object's members in source order. Ranges are worked out only for
// messages: a provider schema has hundreds of thousands of objects.
struct json_member {
    std::string name;
    hcl::expression value;
};

struct json_object {
    std::vector<json_member> members;
    hcl::expression self;

    source_range range() const { return self.range(); }

    const hcl::expression* find(std::string_view name) const {
        for (const auto& m : members) {
            if (m.name == name) return &m.value;
        }
        return nullptr;
    }
};

// A body and its spec, built together from a schema's "block".
struct built_body {
    std::shared_ptr<schema_body> body = std::make_shared<schema_body>();
    std::vector<std::pair<std::string, spec::spec>> members;
    detail::computed_attributes computed_only;

    void add_attribute(schema_attribute a) {
        if (body->find_attribute(a.name) || body->find_block(a.name)) return;
        members.emplace_back(a.name, spec::attr{.name = a.name, .type = a.type, .required = a.required});
        body->attributes.push_back(std::move(a));
    }
    void add_block(schema_block b, spec::spec s) {
        if (body->find_attribute(b.type) || body->find_block(b.type)) return;
        members.emplace_back(b.type, std::move(s));
        body->blocks.push_back(std::move(b));
    }
    terraform_type finish() {
        // Computed-only attributes are read (so the decoder does not call
        // them unsupported) and reported by the checker with Terraform's words.
        for (const auto& name : computed_only.names) {
            if (!body->find_attribute(name) && !body->find_block(name))
                members.emplace_back(name, spec::attr{.name = name});
        }
        return terraform_type{std::move(body), spec::object{std::move(members)}, {}, std::move(computed_only)};
    }
};

documentation plain(std::string text) { return documentation{std::move(text), false}; }

schema_attribute meta_attribute(std::string name, hcl::type type, std::string doc) {
    return schema_attribute{std::move(name), std::move(type), false, {}, plain(std::move(doc))};
}

// precondition / postcondition blocks of a lifecycle block.
void add_conditions(built_body& out) {
    for (const char* type : {"precondition", "postcondition"}) {
        built_body c;
        c.add_attribute(schema_attribute{"condition", hcl::type::boolean(), true, {},
                                         plain("Must be true, else Terraform reports error_message.")});
        c.add_attribute(schema_attribute{"error_message", hcl::type::string(), true, {},
                                         plain("What Terraform reports when the condition is false.")});
        auto nested = c.finish();
        schema_block b;
        b.type = type;
        b.body = nested.body;
        b.doc = plain(std::string("A condition checked ") +
                      (std::string_view(type) == "precondition" ? "before" : "after") + " the object is evaluated.");
        out.add_block(std::move(b), spec::block_list{.block_type = type, .nested = nested.spec});
    }
}

void add_lifecycle(built_body& out, bool resource) {
    built_body l;
    if (resource) {
        l.add_attribute(meta_attribute("create_before_destroy", hcl::type::boolean(),
                                       "Create the replacement object before destroying this one."));
        l.add_attribute(meta_attribute("prevent_destroy", hcl::type::boolean(),
                                       "Reject any plan that would destroy this object."));
        l.add_attribute(meta_attribute("ignore_changes", hcl::type::dynamic(),
                                       "Attributes whose changes do not cause an update (a list of names, or all)."));
        l.add_attribute(meta_attribute("replace_triggered_by", hcl::type::dynamic(),
                                       "References whose changes replace this object."));
    }
    add_conditions(l);
    auto nested = l.finish();
    schema_block b;
    b.type = "lifecycle";
    b.body = nested.body;
    b.max_items = 1;
    b.doc = plain("How Terraform creates, updates and destroys the object.");
    out.add_block(std::move(b), spec::block{.block_type = "lifecycle", .nested = nested.spec});
}

// Terraform's meta-arguments of resource and data blocks.
void add_meta_arguments(built_body& out, bool resource) {
    out.add_attribute(meta_attribute("count", hcl::type::number(), "The number of instances to create."));
    out.add_attribute(meta_attribute("for_each", hcl::type::dynamic(),
                                     "A map or set of strings: one instance per element (each.key, each.value)."));
    out.add_attribute(
        meta_attribute("depends_on", hcl::type::dynamic(), "Objects this one depends on besides its references."));
    out.add_attribute(
        meta_attribute("provider", hcl::type::dynamic(), "The provider configuration to use (`aws.west`)."));
    add_lifecycle(out, resource);
    if (!resource) return;
    // Provisioners and connections have bodies of their own kinds: open
    // for the editor, and left out of what the checker decodes.
    schema_block p;
    p.type = "provisioner";
    p.labels.push_back(schema_label{"type", {}, plain("The provisioner (local-exec, remote-exec, file).")});
    p.body = detail::open_schema_body();
    p.doc = plain("An action run when the object is created or destroyed.");
    out.body->blocks.push_back(std::move(p));
    schema_block c;
    c.type = "connection";
    c.body = detail::open_schema_body();
    c.max_items = 1;
    c.doc = plain("How provisioners reach the object.");
    out.body->blocks.push_back(std::move(c));
}

void add_provider_meta_arguments(built_body& out) {
    out.add_attribute(meta_attribute("alias", hcl::type::string(),
                                     "A second configuration of the provider, chosen with `provider = NAME.ALIAS`."));
    out.add_attribute(meta_attribute("version", hcl::type::string(),
                                     "Deprecated: version constraints belong in required_providers."));
}

class terraform_reader {
public:
    terraform_reader(std::string_view text, diagnostics& diags) : text_(text), diags_(diags) {}

    void read(const hcl::body& document, terraform_schemas& out) {
        diagnostics found;
        const auto top = document.just_attributes(found);
        if (found.has_errors()) {
            diags_ += std::move(found);
            return;
        }
        const auto providers = top.find("provider_schemas");
        if (providers == top.end()) {
            error("Not a provider schema",
                  "A Terraform provider schema (terraform providers schema -json) has a \"provider_schemas\" "
                  "property.",
                  document.missing_item_range());
            return;
        }
        auto all = object(providers->second.expression, "provider_schemas");
        if (!all) return;
        for (const auto& p : all->members) provider(p.name, p.value, out);
    }

    // The documentation of a schema part: its description, and whether it
    // is deprecated or sensitive.
    documentation documentation_of(const json_object& o) {
        documentation doc;
        doc.text = string_of(o, "description");
        doc.markdown = string_of(o, "description_kind") == "markdown";
        auto note = [&](const char* what) {
            if (!doc.text.empty()) doc.text += "\n\n";
            doc.text += doc.markdown ? std::string("**") + what + "**" : std::string(what);
        };
        if (bool_of(o, "deprecated")) note("Deprecated.");
        if (bool_of(o, "sensitive")) note("Sensitive.");
        return doc;
    }

private:
    void error(std::string summary, std::string detail, const source_range& where) {
        diags_.add_error(std::move(summary), std::move(detail), where);
    }

    static std::string key_text(const hcl::expression& key) {
        diagnostics ignored;  // the keys of JSON objects are strings
        const hcl::value v = key.evaluate(ignored);
        const auto text = v.as_string_if();
        return text ? std::string(*text) : std::string();
    }

    // The members of a JSON object; an error naming `what` when `e` is not one.
    std::optional<json_object> object(const hcl::expression& e, const std::string& what) {
        std::optional<std::vector<key_value_pair>> pairs;
        if (e.node()) pairs = e.node()->static_map();
        if (!pairs) {
            error("Invalid provider schema", what + " must be a JSON object.", e.range());
            return std::nullopt;
        }
        json_object out{{}, e};
        out.members.reserve(pairs->size());
        for (auto& [key, value] : *pairs) out.members.push_back({key_text(key), std::move(value)});
        return out;
    }

    // The value of the member `name` of `o`: nullopt when absent or null,
    // and an error when it is not of type `t`.
    std::optional<hcl::value> member_value(const json_object& o, std::string_view name, const hcl::type& t,
                                           const char* must_be) {
        const auto* e = o.find(name);
        if (!e) return std::nullopt;
        diagnostics found;
        hcl::value v = e->evaluate(found);
        diags_ += std::move(found);
        if (v.is_null()) return std::nullopt;
        if (v.type() != t || !v.is_known()) {
            error("Invalid provider schema", std::string(name) + " must be " + must_be + ".", e->range());
            return std::nullopt;
        }
        return v;
    }

    std::string string_of(const json_object& o, std::string_view name) {
        const auto v = member_value(o, name, hcl::type::string(), "a string");
        return v ? std::string(v->as_string()) : std::string();
    }

    bool bool_of(const json_object& o, std::string_view name) {
        const auto v = member_value(o, name, hcl::type::boolean(), "true or false");
        return v && v->as_bool();
    }

    std::size_t count_of(const json_object& o, std::string_view name) {
        static constexpr const char* must_be = "a whole number, 0 or more";
        const auto v = member_value(o, name, hcl::type::number(), must_be);
        if (!v) return 0;
        const auto n = v->as_number().to_uint64();
        if (!n) {
            error("Invalid provider schema", std::string(name) + " must be " + must_be + ".", o.find(name)->range());
            return 0;
        }
        return static_cast<std::size_t>(*n);
    }

    void provider(const std::string& address, const hcl::expression& e, terraform_schemas& out) {
        auto p = object(e, "a provider's schema");
        if (!p) return;
        // registry.terraform.io/hashicorp/aws -> aws, the provider's default local name.
        const std::string local_name = address.substr(address.rfind('/') + 1);
        if (const auto* config = p->find("provider")) {
            if (auto t = type_schema(*config, kind::provider)) out.providers.try_emplace(local_name, std::move(*t));
        }
        types(*p, "resource_schemas", kind::resource, out.resources);
        types(*p, "data_source_schemas", kind::data, out.data_sources);
    }

    enum class kind { resource, data, provider };

    void types(const json_object& provider, std::string_view group, kind k, terraform_types& out) {
        const auto* g = provider.find(group);
        if (!g) return;
        auto entries = object(*g, std::string(group));
        if (!entries) return;
        for (const auto& t : entries->members) {
            if (auto s = type_schema(t.value, k)) out.try_emplace(t.name, std::move(*s));
        }
    }

    // {"version": N, "block": {...}}
    std::optional<terraform_type> type_schema(const hcl::expression& e, kind k) {
        auto s = object(e, "a schema");
        if (!s) return std::nullopt;
        const auto* block = s->find("block");
        if (!block) {
            error("Invalid provider schema", "A schema has a \"block\" property.", s->range());
            return std::nullopt;
        }
        auto b = object(*block, "a block");
        if (!b) return std::nullopt;
        built_body out;
        // Meta-arguments first: Terraform reserves their names.
        if (k == kind::provider) add_provider_meta_arguments(out);
        else add_meta_arguments(out, k == kind::resource);
        block_items(*b, out);
        auto t = out.finish();
        auto members = t.spec.get_if<spec::object>()->members;
        // Names no attribute can have: the labels' values are not used.
        members.emplace_back("\x01type", spec::label{.index = 0});
        if (k != kind::provider) members.emplace_back("\x01name", spec::label{.index = 1});
        t.labelled = spec::object{std::move(members)};
        return t;
    }

    // The attributes and block types of a schema's "block" into `out`.
    void block_items(const json_object& b, built_body& out) {
        out.body->doc = documentation_of(b);
        if (const auto* attrs = b.find("attributes")) {
            if (auto all = object(*attrs, "attributes")) {
                for (const auto& a : all->members) attribute(a, out);
            }
        }
        if (const auto* blocks = b.find("block_types")) {
            if (auto all = object(*blocks, "block_types")) {
                for (const auto& t : all->members) block_type(t, out);
            }
        }
    }

    // A type constraint in cty's JSON form, read from its source text.
    std::optional<hcl::type> type_of(const hcl::expression& e) {
        const auto where = e.range();
        const std::size_t begin = std::min<std::size_t>(where.start.byte, text_.size());
        const std::size_t end = std::clamp<std::size_t>(where.end.byte, begin, text_.size());
        auto parsed = hcl::type_from_json(text_.substr(begin, end - begin));
        if (parsed) return std::move(*parsed);
        error("Invalid attribute type",
              "Not a type constraint in cty's JSON form (such as \"string\" or [\"map\", \"number\"]): " +
                  parsed.error().to_string() + ".",
              where);
        return std::nullopt;
    }

    void attribute(const json_member& m, built_body& out) {
        auto a = object(m.value, "an attribute");
        if (!a) return;
        schema_attribute attr;
        attr.name = m.name;
        attr.required = bool_of(*a, "required");
        const bool optional = bool_of(*a, "optional");
        attr.doc = documentation_of(*a);
        std::optional<hcl::type> t;
        if (const auto* nested = a->find("nested_type")) {
            t = nested_type(*nested);
        } else if (const auto* type = a->find("type")) {
            t = type_of(*type);
        } else {
            error("Invalid provider schema", "An attribute has a \"type\" or a \"nested_type\".", a->range());
        }
        if (!t) return;
        attr.type = std::move(*t);
        if (!attr.required && !optional) {
            out.computed_only.names.push_back(attr.name);
            return;
        }
        out.add_attribute(std::move(attr));
    }

    // A nested attribute type (protocol 6): an object of attributes, one,
    // several or keyed; its optional attributes are the object type's.
    std::optional<hcl::type> nested_type(const hcl::expression& e) {
        auto n = object(e, "a nested type");
        if (!n) return std::nullopt;
        std::vector<std::pair<std::string, hcl::type>> attributes;
        std::vector<std::string> optional;
        if (const auto* attrs = n->find("attributes")) {
            if (auto all = object(*attrs, "attributes")) {
                built_body inner;
                for (const auto& a : all->members) attribute(a, inner);
                for (const auto& a : inner.body->attributes) {
                    attributes.emplace_back(a.name, a.type);
                    if (!a.required) optional.push_back(a.name);
                }
            }
        }
        const hcl::type element = hcl::type::object(std::move(attributes), optional);
        const std::string mode = string_of(*n, "nesting_mode");
        if (mode == "single") return element;
        if (mode == "list") return hcl::type::list(element);
        if (mode == "set") return hcl::type::set(element);
        if (mode == "map") return hcl::type::map(element);
        const auto* where = n->find("nesting_mode");
        error("Unsupported nesting mode",
              "\"" + mode + "\" is not a nesting mode of nested attributes (single, list, set, map).",
              where ? where->range() : n->range());
        return std::nullopt;
    }

    void block_type(const json_member& m, built_body& out) {
        auto b = object(m.value, "a block type");
        if (!b) return;
        const auto* block = b->find("block");
        if (!block) {
            error("Invalid provider schema", "A block type has a \"block\" property.", b->range());
            return;
        }
        auto body = object(*block, "a block");
        if (!body) return;
        const std::string mode = string_of(*b, "nesting_mode");
        const std::size_t min_items = count_of(*b, "min_items");
        const std::size_t max_items = count_of(*b, "max_items");
        built_body inner;
        block_items(*body, inner);
        schema_block sb;
        sb.type = m.name;
        sb.doc = inner.body->doc;
        auto nested = inner.finish();
        sb.body = nested.body;
        spec::spec s;
        if (mode == "single" || mode == "group") {
            // A group block is never required: Terraform fills in its defaults.
            const bool required = mode == "single" && min_items > 0;
            sb.min_items = required ? 1 : 0;
            sb.max_items = 1;
            s = spec::block{.block_type = m.name, .nested = nested.spec, .required = required};
        } else if (mode == "list" || mode == "set") {
            sb.min_items = min_items;
            sb.max_items = max_items;
            if (mode == "list")
                s = spec::block_list{.block_type = m.name, .nested = nested.spec, .min_items = min_items, .max_items = max_items};
            else
                s = spec::block_set{.block_type = m.name, .nested = nested.spec, .min_items = min_items, .max_items = max_items};
        } else if (mode == "map") {
            sb.labels.push_back(schema_label{"key", {}, plain("The block's key in the map.")});
            s = spec::block_map{.block_type = m.name, .labels = {"key"}, .nested = nested.spec};
            // A map's values must have one type: with a dynamic-typed
            // attribute, read the blocks as a list of labelled blocks.
            if (spec::problem(s)) {
                auto members = nested.spec.get_if<spec::object>()->members;
                members.emplace_back("key", spec::label{.index = 0, .name = "key"});
                s = spec::block_list{.block_type = m.name, .nested = spec::object{std::move(members)}};
            }
        } else {
            const auto* where = b->find("nesting_mode");
            error("Unsupported nesting mode",
                  "\"" + mode + "\" is not a nesting mode of blocks (single, group, list, set, map).",
                  where ? where->range() : b->range());
            return;
        }
        if (!nested.computed_only.empty())
            out.computed_only.blocks.push_back({m.name, sb.labels.size(), std::move(nested.computed_only)});
        out.add_block(std::move(sb), std::move(s));
    }

    std::string_view text_;
    diagnostics& diags_;
};

// The labels of a block whose body its first label chooses.
schema_block chosen_by_type(std::string type, std::string first_label, const terraform_types& types,
                            std::string doc) {
    schema_block b;
    b.type = std::move(type);
    schema_label l{std::move(first_label), {}, {}};
    for (const auto& [name, t] : types) {
        l.allowed_values.push_back(name);
        b.bodies_by_label.emplace(name, t.body);
    }
    b.labels.push_back(std::move(l));
    b.body_label = 0;
    b.doc = plain(std::move(doc));
    return b;
}

schema_block open_block(std::string type, std::vector<std::string> labels, std::string doc) {
    schema_block b;
    b.type = std::move(type);
    for (auto& l : labels) b.labels.push_back(schema_label{std::move(l), {}, {}});
    b.body = detail::open_schema_body();
    b.doc = plain(std::move(doc));
    return b;
}

std::shared_ptr<const schema_body> root_body(const terraform_schemas& s) {
    auto root = std::make_shared<schema_body>();
    auto resource = chosen_by_type("resource", "type", s.resources, "An infrastructure object Terraform manages.");
    resource.labels.push_back(schema_label{"name", {}, plain("The resource's name in this module.")});
    root->blocks.push_back(std::move(resource));
    auto data = chosen_by_type("data", "type", s.data_sources, "An object Terraform reads.");
    data.labels.push_back(schema_label{"name", {}, plain("The data source's name in this module.")});
    root->blocks.push_back(std::move(data));
    root->blocks.push_back(chosen_by_type("provider", "name", s.providers, "A provider's configuration."));
    root->blocks.push_back(open_block("variable", {"name"}, "An input variable of the module (var.NAME)."));
    root->blocks.push_back(open_block("output", {"name"}, "A value the module returns."));
    root->blocks.push_back(open_block("locals", {}, "Named values of the module (local.NAME)."));
    root->blocks.push_back(open_block("module", {"name"}, "A child module."));
    root->blocks.push_back(open_block("terraform", {}, "Terraform's settings: required providers, backend."));
    root->blocks.push_back(open_block("moved", {}, "A record that an object's address changed."));
    root->blocks.push_back(open_block("import", {}, "An existing object to bring under management."));
    root->blocks.push_back(open_block("check", {"name"}, "Assertions checked on every plan and apply."));
    root->blocks.push_back(open_block("removed", {}, "A record that an object left the configuration."));
    return root;
}

}  // namespace

schema::load_result schema::parse_terraform(std::string text, std::string filename) {
    load_result out;
    auto parsed = json::parse(std::move(text), filename);
    out.file = std::move(parsed.file);
    out.diagnostics = std::move(parsed.diagnostics);
    if (out.diagnostics.has_errors() || !out.file) return out;
    auto schemas = std::make_shared<terraform_schemas>();
    terraform_reader(out.file->source(), out.diagnostics).read(out.file->body(), *schemas);
    if (out.diagnostics.has_errors()) return out;
    auto root = root_body(*schemas);
    out.schema = schema(
        std::move(root),
        [schemas = std::shared_ptr<const terraform_schemas>(std::move(schemas))](
            const hcl::body& body, const eval_context* ctx, diagnostics& diags) {
            detail::check_terraform(*schemas, body, ctx, diags);
        },
        std::move(filename));
    return out;
}

}  // namespace lsp
HCL_END_NAMESPACE
