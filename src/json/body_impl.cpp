// Schema processing for JSON bodies (JSON syntax "Structural Elements";
// reference-behaviour §2.3). A body is an object or an array of objects;
// which properties are attributes and which are blocks only the schema says.
#include "json/ast.hpp"

#include "conversion/conversion_detail.hpp"
#include "model/name_suggestion.hpp"

#include <algorithm>

HCL_BEGIN_NAMESPACE
namespace json::detail {

namespace {

// The property comment convention: "//" is ignored in bodies.
constexpr std::string_view comment_name = "//";

// An attribute's ranges are worked out when asked for (rarely: a range is
// for a diagnostic, and a JSON position costs a lookup); the attribute's
// expression keeps the file, which owns the property, alive.
source_range attribute_range(const void* owner, std::uintptr_t key, std::uint32_t which) {
    const auto& file = *static_cast<const json_file*>(owner);
    const auto& p = *reinterpret_cast<const property*>(key);
    return file.range(which == 0 ? span::between(p.name_span, p.value.whole) : p.name_span);
}

attribute to_attribute(const std::shared_ptr<const json_file>& owner, const property& p) {
    return attribute(p.name, make_expression(owner, &p.value),
                     hcl::detail::deferred_ranges{&attribute_range, owner.get(), reinterpret_cast<std::uintptr_t>(&p)});
}

// A block's ranges, from the spans it keeps (see unpack_block); the block's
// body keeps the file alive.
source_range block_range(const void* owner, std::uintptr_t key, std::uint32_t which) {
    return static_cast<const json_file*>(owner)->range(reinterpret_cast<const span*>(key)[which]);
}

// Where a body's missing items are reported.
source_range missing_range_of(const json_file& file, const node& value) {
    // The substitute for a root that is not an object (see parse()) sits at
    // the default position, whatever parse_options::start says.
    if (value.synthetic) return source_range{file.name(), {}, {}};
    switch (value.kind) {
    case node_kind::object: return file.range(value.close());
    default: return file.range(value.start_span());
    }
}

// The same, on demand (a body's content keeps the file alive).
source_range missing_range(const void* owner, std::uintptr_t key, std::uint32_t) {
    return missing_range_of(*static_cast<const json_file*>(owner), *reinterpret_cast<const node*>(key));
}

// A content with nothing in it yet; its missing items are reported where
// the body's are (worked out on demand: the content keeps the file alive).
body_content empty_content(const std::shared_ptr<const json_file>& file, const node* value) {
    body_content out;
    out.set_missing_item_range(
        hcl::detail::deferred_ranges{&missing_range, file.get(), reinterpret_cast<std::uintptr_t>(value)}, file);
    return out;
}

// A schema that breaks body_schema's rules is the application's mistake:
// reported, and nothing is read.
bool schema_is_valid(const body_schema& schema, const std::shared_ptr<const json_file>& file, const node* value,
                     diagnostics& diags) {
    auto problem = schema.problem();
    if (!problem) return true;
    diags.add_error("Invalid schema", "The schema used to read this body is invalid: " + *problem + ".",
                    missing_range_of(*file, *value));
    return false;
}

// Whether collect_properties reports anything for a body of this value: a
// value that is not an object, an array or null, or an array element that
// is not an object.
bool collect_reports(const node& value) {
    switch (value.kind) {
    case node_kind::null:
    case node_kind::object: return false;
    case node_kind::array: {
        const auto elements = value.elements();
        return std::any_of(elements.begin(), elements.end(), [](const node& e) { return e.kind != node_kind::object; });
    }
    default: return true;
    }
}

}  // namespace

std::vector<const property*> json_body::collect_properties(const node* v, const std::string* label_name,
                                                           diagnostics& diags) const {
    std::vector<const property*> out;
    auto wrong = [&](const node* at, bool in_array) {
        std::string detail;
        if (in_array) {
            detail = label_name ? "A JSON object is required here, to specify " + *label_name +
                                      " labels for this block."
                                : "A JSON object is required here, to define arguments and child blocks.";
        } else {
            detail = label_name ? "Either a JSON object or JSON array of objects is required here, to specify " +
                                      *label_name + " labels for this block."
                                : "Either a JSON object or JSON array of objects is required here, to define "
                                  "arguments and child blocks.";
        }
        diags.add_error("Incorrect JSON value type", std::move(detail), file_->range(at->start_span()));
    };
    switch (v->kind) {
    case node_kind::null: break;
    case node_kind::object:
        for (const auto& p : v->properties()) out.push_back(&p);
        break;
    case node_kind::array:
        for (const node& e : v->elements()) {
            if (e.kind != node_kind::object) {
                wrong(&e, true);
                continue;
            }
            for (const auto& p : e.properties()) out.push_back(&p);
        }
        break;
    default: wrong(v, false); break;
    }
    return out;
}

void json_body::unpack_block(const node* v, const std::string& type, const span& type_span,
                             const std::vector<std::string>& label_names, std::size_t level,
                             std::vector<std::string>& labels, std::vector<span>& label_spans,
                             std::vector<block>& out, diagnostics& diags) const {
    if (level < label_names.size()) {
        const std::string& label_name = label_names[level];
        const auto props = collect_properties(v, &label_name, diags);
        if (props.empty()) {
            diags.add_error("Missing block label",
                            "At least one object property is required, whose name represents the " + type +
                                " block's " + label_name + ".",
                            file_->range(v->start_span()));
            return;
        }
        for (const property* p : props) {
            labels.emplace_back(p->name);
            label_spans.push_back(p->name_span);
            unpack_block(&p->value, type, type_span, label_names, level + 1, labels, label_spans, out, diags);
            labels.pop_back();
            label_spans.pop_back();
        }
        return;
    }

    auto make = [&](const node* body_value, const span& def) {
        block b;
        b.type = type;
        b.labels = labels;
        b.body_node = std::make_shared<json_body>(file_, body_value);
        // The spans now, the ranges when asked for: [def, type, labels...].
        auto spans = std::make_shared<span[]>(2 + label_spans.size());
        spans[0] = def;
        spans[1] = type_span;
        std::copy(label_spans.begin(), label_spans.end(), spans.get() + 2);
        b.set_ranges(hcl::detail::deferred_ranges{&block_range, file_.get(), reinterpret_cast<std::uintptr_t>(spans.get())},
                     std::shared_ptr<const void>(spans, spans.get()));
        out.push_back(std::move(b));
    };
    switch (v->kind) {
    case node_kind::null: break;  // zero blocks
    case node_kind::object: make(v, v->open()); break;
    case node_kind::array:
        // Elements that are not objects are reported when their body is read.
        for (const node& e : v->elements()) make(&e, v->open());
        break;
    default:
        diags.add_error("Incorrect JSON value type",
                        "Either a JSON object or a JSON array is required, representing the contents of one or "
                        "more " +
                            hcl::detail::quote(type) + " blocks.",
                        file_->range(v->start_span()));
    }
}

body_content json_body::extract(const body_schema& schema, std::vector<const property*>& props,
                                std::vector<unsigned char>& taken, diagnostics& diags) const {
    // The callers have checked the schema.
    body_content out = empty_content(file_, value_);
    props = collect_properties(value_, nullptr, diags);
    taken.assign(props.size(), 0);

    // Per schema attribute, the property that first set it; the map is
    // built once at the end, in name order (sorting pointers, not
    // attributes).
    std::vector<const property*> first_of(schema.attributes.size(), nullptr);
    for (std::size_t i = 0; i < props.size(); ++i) {
        const property* p = props[i];
        if (hidden(p->name)) {
            taken[i] = 1;
            continue;
        }
        const attribute_schema* attr = nullptr;
        for (const auto& s : schema.attributes) {
            if (s.name == p->name) {
                attr = &s;
                break;
            }
        }
        if (attr) {
            taken[i] = 1;  // a duplicate too: it is reported as one, not as extraneous
            auto& first = first_of[static_cast<std::size_t>(attr - schema.attributes.data())];
            if (first) {
                auto& d = diags.add_error("Duplicate argument",
                                          "The argument " + hcl::detail::quote(p->name) + " was already set at " +
                                              file_->range(span::between(first->name_span, first->value.whole))
                                                  .to_string() +
                                              ".",
                                          file_->range(p->name_span));
                d.context = file_->range(p->name_span);
                continue;
            }
            first = p;
            continue;
        }
        for (const auto& s : schema.blocks) {
            if (s.type != p->name) continue;
            std::vector<std::string> labels;
            std::vector<span> label_spans;
            unpack_block(&p->value, s.type, p->name_span, s.label_names, 0, labels, label_spans, out.blocks, diags);
            taken[i] = 1;
            break;
        }
    }

    std::vector<const property*> found;
    found.reserve(first_of.size());
    for (const property* p : first_of) {
        if (p) found.push_back(p);
    }
    std::sort(found.begin(), found.end(), [](const property* a, const property* b) { return a->name < b->name; });
    std::vector<attribute_map::value_type> attributes;
    attributes.reserve(found.size());
    for (const property* p : found) {
        attributes.emplace_back(std::piecewise_construct, std::forward_as_tuple(p->name),
                                std::forward_as_tuple(to_attribute(file_, *p)));
    }
    out.attributes = attribute_map(std::move(attributes));
    for (std::size_t i = 0; i < schema.attributes.size(); ++i) {
        const auto& s = schema.attributes[i];
        if (s.required && !first_of[i]) {
            diags.add_error("Missing required argument",
                            "The argument " + hcl::detail::quote(s.name) + " is required, but no definition was found.",
                            out.missing_item_range());
        }
    }
    return out;
}

body_content json_body::partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                        diagnostics& diags) const {
    name_set used;
    body_content out = empty_content(file_, value_);
    if (schema_is_valid(schema, file_, value_, diags)) {
        if (hidden_) used = *hidden_;
        std::vector<const property*> props;
        std::vector<unsigned char> taken;
        out = extract(schema, props, taken, diags);
        // The remainder hides by name: what was hidden, and what this call took.
        for (std::size_t i = 0; i < props.size(); ++i) {
            if (taken[i]) used.emplace(props[i]->name);
        }
    }
    remain = std::make_shared<json_body>(file_, value_, std::make_shared<const name_set>(std::move(used)));
    return out;
}

body_content json_body::content(const body_schema& schema, diagnostics& diags) const {
    if (!schema_is_valid(schema, file_, value_, diags)) return empty_content(file_, value_);
    std::vector<const property*> props;
    std::vector<unsigned char> taken;
    body_content out = extract(schema, props, taken, diags);

    // What an extraneous property may have meant (listed only when there
    // is one).
    std::vector<std::string> suggestions;
    bool suggestions_listed = false;

    // The properties are walked again, as the reference does (so a badly
    // typed element is reported twice); the same list in the same order, so
    // the walk is only redone when it has something to report.
    if (collect_reports(*value_)) props = collect_properties(value_, nullptr, diags);
    for (std::size_t i = 0; i < props.size(); ++i) {
        const property* p = props[i];
        if (p->name == comment_name || taken[i]) continue;
        if (!suggestions_listed) {
            // The attributes nothing set (rare path: a name lookup is fine).
            for (const auto& s : schema.attributes) {
                bool used = hidden(s.name);
                for (std::size_t j = 0; j < props.size() && !used; ++j) used = taken[j] && props[j]->name == s.name;
                if (!used) suggestions.push_back(s.name);
            }
            for (const auto& s : schema.blocks) suggestions.push_back(s.type);
            suggestions_listed = true;
        }
        std::string hint;
        if (auto s = hcl::detail::suggest_name(p->name, std::span<const std::string>(suggestions)); !s.empty()) {
            hint = " Did you mean " + hcl::detail::quote(s) + "?";
        }
        auto& d = diags.add_error("Extraneous JSON object property",
                                  "No argument or block type is named " + hcl::detail::quote(p->name) + "." + hint,
                                  file_->range(p->name_span));
        d.context = file_->range(p->name_span);
    }
    return out;
}

attribute_map json_body::just_attributes(diagnostics& diags) const {
    attribute_map out;
    if (value_->kind != node_kind::object) {
        diags.add_error("Incorrect JSON value type",
                        "A JSON object is required here, setting the arguments for this block.",
                        file_->range(value_->start_span()));
        return out;
    }
    for (const auto& p : value_->properties()) {
        if (p.name == comment_name || hidden(p.name)) continue;
        if (auto existing = out.find(p.name); existing != out.end()) {
            diags.add_error("Duplicate attribute definition",
                            "The argument " + hcl::detail::quote(p.name) + " was already set at " +
                                existing->second.range().to_string() + ".",
                            file_->range(p.name_span));
            continue;
        }
        out.emplace(p.name, to_attribute(file_, p));
    }
    return out;
}

source_range json_body::missing_item_range() const { return missing_range_of(*file_, *value_); }

}  // namespace json::detail
HCL_END_NAMESPACE
