// Schema processing for JSON bodies (JSON syntax "Structural Elements";
// reference-behaviour §2.3). A body is an object or an array of objects;
// which properties are attributes and which are blocks only the schema says.
#include "json/ast.hpp"

#include "conversion/conversion_detail.hpp"
#include "model/name_suggestion.hpp"
#include "memory/arrays.hpp"

#include <algorithm>
#include <atomic>
#include <memory>
#include <utility>

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

// The properties of a body (or of a level of block labels, `label_name`),
// in order: an object's, or those of each object in an array.
void collect_properties(const json_file& file, const node* v, const std::string* label_name,
                        std::vector<const property*>& out, diagnostics& diags) {
    out.clear();
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
        diags.add_error("Incorrect JSON value type", std::move(detail), file.range(at->start_span()));
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
}
std::vector<const property*> collect_properties(const json_file& file, const node* v, const std::string* label_name,
                                                diagnostics& diags) {
    std::vector<const property*> out;
    collect_properties(file, v, label_name, out, diags);
    return out;
}

// The blocks of type `type` in the property value `v` with
// `label_names.size() - level` labels still to read: `emit(body value,
// def span, label properties)` for each, in order, or a diagnostic.
template <class Emit>
void unpack_block(const json_file& file, const node* v, const std::string& type,
                  const std::vector<std::string>& label_names, std::size_t level,
                  std::vector<const property*>& labels, const Emit& emit, diagnostics& diags) {
    if (level < label_names.size()) {
        const std::string& label_name = label_names[level];
        const auto props = collect_properties(file, v, &label_name, diags);
        if (props.empty()) {
            diags.add_error("Missing block label",
                            "At least one object property is required, whose name represents the " + type +
                                " block's " + label_name + ".",
                            file.range(v->start_span()));
            return;
        }
        for (const property* p : props) {
            labels.push_back(p);
            unpack_block(file, &p->value, type, label_names, level + 1, labels, emit, diags);
            labels.pop_back();
        }
        return;
    }
    switch (v->kind) {
    case node_kind::null: break;  // zero blocks
    case node_kind::object: emit(v, v->open(), labels); break;
    case node_kind::array:
        // Elements that are not objects are reported when their body is read.
        for (const node& e : v->elements()) emit(&e, v->open(), labels);
        break;
    default:
        diags.add_error("Incorrect JSON value type",
                        "Either a JSON object or a JSON array is required, representing the contents of one or "
                        "more " +
                            hcl::detail::quote(type) + " blocks.",
                        file.range(v->start_span()));
    }
}

constexpr std::size_t none = static_cast<std::size_t>(-1);

// Matches the properties `props` against `schema` (checked by the caller):
// taken[i] says whether props[i] is hidden or was used, first_of[k] which
// property first set the schema's k-th attribute (`none`: none did), and
// `on_block(schema block index, property)` is called for each property
// naming a block type. Reports duplicates and missing required attributes.
template <class OnBlock>
void match_schema(const json_file& file, const node* value, const name_set* hidden, const body_schema& schema,
                  std::span<const property* const> props, std::vector<unsigned char>& taken,
                  std::vector<std::size_t>& first_of, const OnBlock& on_block, diagnostics& diags) {
    taken.assign(props.size(), 0);
    first_of.assign(schema.attributes.size(), none);
    for (std::size_t i = 0; i < props.size(); ++i) {
        const property* p = props[i];
        if (hidden && hidden->count(p->name) != 0) {
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
            if (first != none) {
                const property& f = *props[first];
                auto& d = diags.add_error("Duplicate argument",
                                          "The argument " + hcl::detail::quote(p->name) + " was already set at " +
                                              file.range(span::between(f.name_span, f.value.whole)).to_string() +
                                              ".",
                                          file.range(p->name_span));
                d.context = file.range(p->name_span);
                continue;
            }
            first = i;
            continue;
        }
        for (std::size_t b = 0; b < schema.blocks.size(); ++b) {
            if (schema.blocks[b].type != p->name) continue;
            on_block(b, i);
            taken[i] = 1;
            break;
        }
    }
    for (std::size_t k = 0; k < schema.attributes.size(); ++k) {
        const auto& s = schema.attributes[k];
        if (s.required && first_of[k] == none) {
            diags.add_error("Missing required argument",
                            "The argument " + hcl::detail::quote(s.name) + " is required, but no definition was found.",
                            missing_range_of(file, *value));
        }
    }
}

// content()'s errors for every property neither hidden nor taken.
void report_extraneous(const json_file& file, const node* value, const name_set* hidden, const body_schema& schema,
                       std::vector<const property*>& props, const std::vector<unsigned char>& taken,
                       diagnostics& diags) {
    // What an extraneous property may have meant (listed only when there
    // is one).
    std::vector<std::string> suggestions;
    bool suggestions_listed = false;

    // The properties are walked again, as the reference does (so a badly
    // typed element is reported twice); the same list in the same order, so
    // the walk is only redone when it has something to report.
    if (collect_reports(*value)) collect_properties(file, value, nullptr, props, diags);
    for (std::size_t i = 0; i < props.size(); ++i) {
        const property* p = props[i];
        if (p->name == comment_name || taken[i]) continue;
        if (!suggestions_listed) {
            // The attributes nothing set (rare path: a name lookup is fine).
            for (const auto& s : schema.attributes) {
                bool used = hidden && hidden->count(s.name) != 0;
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
                                  file.range(p->name_span));
        d.context = file.range(p->name_span);
    }
}

// The names the remainder of a partial read hides: those hidden already
// and those the read took.
std::shared_ptr<const name_set> remainder_names(const name_set* hidden, std::span<const property* const> props,
                                                const std::vector<unsigned char>& taken) {
    name_set used;
    if (hidden) used = *hidden;
    for (std::size_t i = 0; i < props.size(); ++i) {
        if (taken[i]) used.emplace(props[i]->name);
    }
    return std::make_shared<const name_set>(std::move(used));
}

}  // namespace

// Per property of the body (in collect_properties order) its value as an
// expression, and the blocks read from it, per label count (a body is
// usually read with one schema, but may be read with several).
struct json_body::views {
    struct block_set {
        std::size_t label_count = 0;
        std::vector<json_body> bodies;
        std::vector<span> spans;  // per body [def, type, labels...]
        block_set* next = nullptr;
    };
    std::vector<json_expression> expressions;
    std::unique_ptr<std::atomic<block_set*>[]> blocks;

    views(const std::shared_ptr<const json_file>& file, std::span<const property* const> props)
        : blocks(std::make_unique<std::atomic<block_set*>[]>(props.size())) {
        expressions.reserve(props.size());
        for (const property* p : props) expressions.emplace_back(file, &p->value);
    }
    ~views() {
        for (std::size_t i = 0; i < expressions.size(); ++i) {
            for (block_set* s = blocks[i].load(); s;) delete std::exchange(s, s->next);
        }
    }
    views(const views&) = delete;
    views& operator=(const views&) = delete;

    block_set* find(std::size_t property, std::size_t label_count) const {
        for (block_set* s = blocks[property].load(std::memory_order_acquire); s; s = s->next) {
            if (s->label_count == label_count) return s;
        }
        return nullptr;
    }
    // Another thread may have added the same set meanwhile: both are kept.
    void add(std::size_t property, block_set* s) {
        s->next = blocks[property].load(std::memory_order_relaxed);
        while (!blocks[property].compare_exchange_weak(s->next, s, std::memory_order_release,
                                                       std::memory_order_relaxed)) {
        }
    }
};

json_body::lazy_views::~lazy_views() { delete p_.load(); }

json_body::views& json_body::lazy_views::get(const json_body& b, std::span<const property* const> props) const {
    if (views* v = p_.load(std::memory_order_acquire)) return *v;
    auto made = std::make_unique<views>(b.file_, props);
    views* expected = nullptr;
    if (p_.compare_exchange_strong(expected, made.get(), std::memory_order_acq_rel)) return *made.release();
    return *expected;
}

void json_body::schema_items(const body_schema& schema, std::shared_ptr<const body_node>* remain,
                             hcl::detail::content_items& out, diagnostics& diags) const {
    out.reset(schema.attributes.size());
    out.set_missing_item_range(
        hcl::detail::deferred_ranges{&missing_range, file_.get(), reinterpret_cast<std::uintptr_t>(value_)});
    if (!schema_is_valid(schema, file_, value_, diags)) {
        // The remainder still hides what this body hides.
        if (remain) *remain = std::make_shared<json_body>(file_, value_, hidden_);
        return;
    }
    // Scratch lists, reused by every read on this thread (a read does not
    // start another).
    thread_local struct {
        std::vector<const property*> props;
        std::vector<unsigned char> taken;
        std::vector<std::size_t> first_of;
        std::vector<const property*> labels;
    } scratch;
    std::vector<const property*>& props = scratch.props;
    std::vector<unsigned char>& taken = scratch.taken;
    std::vector<std::size_t>& first_of = scratch.first_of;
    std::vector<const property*>& labels = scratch.labels;
    collect_properties(*file_, value_, nullptr, props, diags);
    views& v = views_.get(*this, props);
    auto on_block = [&](std::size_t b, std::size_t i) {
        const auto& s = schema.blocks[b];
        const property& p = *props[i];
        views::block_set* known = v.find(i, s.label_names.size());
        std::unique_ptr<views::block_set> fresh;
        if (!known) {
            fresh = std::make_unique<views::block_set>();
            fresh->label_count = s.label_names.size();
        }
        const std::size_t first_item = out.blocks.size();
        std::size_t k = 0;
        unpack_block(
            *file_, &p.value, s.type, s.label_names, 0, labels,
            [&](const node* body_value, const span& def, const std::vector<const property*>& label_props) {
                if (fresh) {
                    fresh->bodies.emplace_back(file_, body_value);
                    fresh->spans.push_back(def);
                    fresh->spans.push_back(p.name_span);
                    for (const property* l : label_props) fresh->spans.push_back(l->name_span);
                }
                out.add_block(b, p.name, nullptr, {});
                for (const property* l : label_props) out.add_label(l->name);
                ++k;
            },
            diags);
        // The bodies and spans are in place now: the items point at them.
        views::block_set* set = known ? known : fresh.get();
        const std::size_t stride = 2 + set->label_count;
        for (std::size_t j = 0; j < k; ++j) {
            auto& item = out.blocks[first_item + j];
            item.body = &set->bodies[j];
            item.ranges = hcl::detail::deferred_ranges{&block_range, file_.get(),
                                                       reinterpret_cast<std::uintptr_t>(&set->spans[j * stride])};
        }
        if (fresh) v.add(i, fresh.release());
    };
    match_schema(*file_, value_, hidden_.get(), schema, props, taken, first_of, on_block, diags);
    for (std::size_t k = 0; k < first_of.size(); ++k) {
        if (first_of[k] == none) continue;
        const property* p = props[first_of[k]];
        out.set_attribute(k, p->name, &v.expressions[first_of[k]],
                          hcl::detail::deferred_ranges{&attribute_range, file_.get(),
                                                       reinterpret_cast<std::uintptr_t>(p)});
    }
    out.finish();
    if (remain) {
        *remain = std::make_shared<json_body>(file_, value_, remainder_names(hidden_.get(), props, taken));
    } else {
        report_extraneous(*file_, value_, hidden_.get(), schema, props, taken, diags);
    }
}

// The content of a read whose schema is valid (see match_schema).
body_content json_body::extract(const body_schema& schema, std::vector<const property*>& props,
                                std::vector<unsigned char>& taken, diagnostics& diags) const {
    body_content out = empty_content(file_, value_);
    props = collect_properties(*file_, value_, nullptr, diags);
    std::vector<std::size_t> first_of;
    std::vector<const property*> labels;
    auto on_block = [&](std::size_t b, std::size_t i) {
        const auto& s = schema.blocks[b];
        const property& p = *props[i];
        unpack_block(
            *file_, &p.value, s.type, s.label_names, 0, labels,
            [&](const node* body_value, const span& def, const std::vector<const property*>& label_props) {
                block& made = out.blocks.emplace_back();
                made.type = s.type;
                made.labels.reserve(label_props.size());
                for (const property* l : label_props) made.labels.emplace_back(l->name);
                made.body_node = std::make_shared<json_body>(file_, body_value);
                // The spans now, the ranges when asked for: [def, type, labels...].
                auto spans = hcl::detail::make_shared_array<span>(2 + label_props.size());
                spans[0] = def;
                spans[1] = p.name_span;
                for (std::size_t j = 0; j < label_props.size(); ++j) spans[2 + j] = label_props[j]->name_span;
                made.set_ranges(hcl::detail::deferred_ranges{&block_range, file_.get(),
                                                             reinterpret_cast<std::uintptr_t>(spans.get())},
                                std::shared_ptr<const void>(spans, spans.get()));
            },
            diags);
    };
    match_schema(*file_, value_, hidden_.get(), schema, props, taken, first_of, on_block, diags);

    // The map is built once, in name order (sorting pointers, not attributes).
    std::vector<const property*> found;
    found.reserve(first_of.size());
    for (std::size_t k : first_of) {
        if (k != none) found.push_back(props[k]);
    }
    std::sort(found.begin(), found.end(), [](const property* a, const property* b) { return a->name < b->name; });
    std::vector<attribute_map::value_type> attributes;
    attributes.reserve(found.size());
    for (const property* p : found) {
        attributes.emplace_back(std::piecewise_construct, std::forward_as_tuple(p->name),
                                std::forward_as_tuple(to_attribute(file_, *p)));
    }
    out.attributes = attribute_map(std::move(attributes));
    return out;
}

body_content json_body::partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                        diagnostics& diags) const {
    if (!schema_is_valid(schema, file_, value_, diags)) {
        // The remainder still hides what this body hides.
        remain = std::make_shared<json_body>(file_, value_, hidden_);
        return empty_content(file_, value_);
    }
    std::vector<const property*> props;
    std::vector<unsigned char> taken;
    body_content out = extract(schema, props, taken, diags);
    remain = std::make_shared<json_body>(file_, value_, remainder_names(hidden_.get(), props, taken));
    return out;
}

body_content json_body::content(const body_schema& schema, diagnostics& diags) const {
    if (!schema_is_valid(schema, file_, value_, diags)) return empty_content(file_, value_);
    std::vector<const property*> props;
    std::vector<unsigned char> taken;
    body_content out = extract(schema, props, taken, diags);
    report_extraneous(*file_, value_, hidden_.get(), schema, props, taken, diags);
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
        if (p.name == comment_name || (hidden_ && hidden_->count(p.name) != 0)) continue;
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

std::optional<std::vector<json_property_text>> json_body::json_properties() const {
    std::vector<json_property_text> out;
    const std::string_view source = file_->source();
    const auto add = [&](const node& object) {
        for (const auto& p : object.properties()) {
            if (p.name == comment_name || (hidden_ && hidden_->count(p.name) != 0)) continue;
            if (p.value.synthetic) continue;  // a stand-in for a missing value: nothing was written
            const span w = p.value.whole;
            out.push_back({std::string(p.name), std::string(source.substr(w.start, w.end - w.start))});
        }
    };
    // A body is an object, or an array of objects read as one body.
    if (value_->kind == node_kind::object) add(*value_);
    for (const node& e : value_->elements()) {
        if (e.kind == node_kind::object) add(e);
    }
    return out;
}

}  // namespace json::detail
HCL_END_NAMESPACE
