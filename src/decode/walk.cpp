// The compiled half of the decoder: one walk over a body, driven by a
// struct's field table (see include/hcl/detail/decode_walk.hpp). Only the
// member assignments are templates; everything about the body's shape,
// block counts, labels, ranges and diagnostic paths happens here, once.
//
// The walk runs once per block of a large configuration, so it does no
// per-block work that a correct input does not need: the body schema is
// built once per struct type (struct_plan), and logical paths and error
// messages are spelled out only when there is a diagnostic to carry them.
#include "decode/prefetch.hpp"

#include <hcl/decode.hpp>
#include <hcl/detail/name_less.hpp>

#include <algorithm>
#include <map>
#include <span>

HCL_BEGIN_NAMESPACE
namespace detail {
namespace {

std::string quote(std::string_view s) {
    std::string out;
    out.reserve(s.size() + 2);
    out += '"';
    out += s;
    out += '"';
    return out;
}

// `process "main"` for a block with one label.
void append_block_step(std::string& out, const block_item& b) {
    out += b.type;
    for (const auto& l : b.labels) {
        out += ' ';
        out += quote(l);
    }
}

std::vector<std::string> label_names_of(std::span<const field_info> fields) {
    std::vector<std::string> out;
    for (const auto& f : fields) {
        if (f.kind == field_kind::label) out.emplace_back(f.name);
    }
    return out;
}

// A map (of maps) of blocks needs as many labels as it has levels; those
// its struct does not name are named by tag::key_labels.
void add_key_labels(const field_info& f, std::vector<std::string>& labels) {
    const std::size_t keys = std::max<std::size_t>(f.keys, 1);
    for (std::size_t k = labels.size(); k < keys; ++k) labels.push_back(key_label_name(f.target, k));
}

bool is_header_field(field_kind k) {
    return k == field_kind::label || k == field_kind::def_range || k == field_kind::type_range ||
           k == field_kind::label_range;
}

// Which label (0-based) the label member called `name` receives.
std::uint32_t label_index_of(std::span<const field_info> fields, std::string_view name) {
    std::uint32_t index = 0;
    for (const auto& f : fields) {
        if (f.kind != field_kind::label) continue;
        if (f.name == name) return index;
        ++index;
    }
    return index;
}

void set_labels_and_ranges(void* obj, struct_view s, const block_item& header) {
    for (const auto& h : s.plan->header_fields) {
        const field_ops& ops = s.ops[h.field];
        switch (s.fields[h.field].kind) {
        case field_kind::label:
            if (h.label < header.labels.size()) ops.set_string(obj, header.labels[h.label]);
            break;
        case field_kind::def_range: ops.set_range(obj, header.range(0)); break;
        case field_kind::type_range: ops.set_range(obj, header.range(1)); break;
        case field_kind::label_range: {
            const auto ranges = header.label_ranges();
            if (h.label < ranges.size()) ops.set_range(obj, ranges[h.label]);
            break;
        }
        default: break;
        }
    }
}

// The walk_level of the current nesting level, for the duration of one
// body's decode.
class level {
public:
    explicit level(decode_state& st) : st_(st) {
        if (st.levels.size() <= st.depth) st.levels.push_back(std::make_unique<walk_level>());
        level_ = st.levels[st.depth++].get();
    }
    ~level() { --st_.depth; }
    level(const level&) = delete;
    level& operator=(const level&) = delete;

    walk_level& operator*() const noexcept { return *level_; }

private:
    decode_state& st_;
    walk_level* level_;
};

// The schema's k-th attribute item as the member conversions see it. An
// item the body read as a view lives as long as the body (`owner`).
attribute_view view_of_item(const attribute_item& a, const std::shared_ptr<const body_node>& owner) noexcept {
    if (a.full) return attribute_view(a.name, a.full->expression);
    return attribute_view(a.name, a.expression, owner);
}

// The item's range `which` (0 the whole attribute, 1 its name).
source_range item_range(const attribute_item& a, std::uint32_t which) {
    if (a.full) return which == 0 ? a.full->range() : a.full->name_range();
    return a.ranges.get(which);
}

source_range value_range(const attribute_item& a) {
    if (a.full) return a.full->expression.range();
    return a.expression ? a.expression->range() : source_range{};
}

void report_duplicate(const block_item& first, const block_item& again, std::string_view what, decode_state& st) {
    const std::string type(again.type);
    auto& d = st.diags->add_error("Duplicate " + type + " block",
                                  "Only one " + type + " block" + std::string(what) +
                                      " is allowed. Another was defined at " + first.range(0).to_string() + ".",
                                  again.range(0));
    entered_block in(st, again);
    d.path = path_of(st);
}

// Orders label lists (the keys of a map of blocks).
struct labels_less {
    bool operator()(std::span<const std::string_view> a, std::span<const std::string_view> b) const noexcept {
        return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
    }
};

// Where a block's body begins (its missing-item range).
source_range body_start(const block_item& b) {
    if (b.full) return b.full->body().missing_item_range();
    return b.body ? b.body->missing_item_range() : b.range(0);
}

bool within_bounds(const field_info& f, std::size_t count) noexcept {
    return count >= f.min_items && (f.max_items == 0 || count <= f.max_items);
}

// Where hcldec's block_list points for one of its blocks: the body of a
// block of a struct; the value of the attribute of a block of one value
// (tag::block(...).attr(...)), or its body when it has none.
source_range block_result_range(const field_info& f, const block_item& b, const body_source& parent) {
    if (f.inner.empty()) return body_start(b);
    diagnostics ignored;  // the block's decode reports its own problems
    const body inner =
        b.full ? b.full->body() : body_source{b.body, b.owner ? b.owner : parent.owner, nullptr}.owning();
    const attribute_map attributes = inner.just_attributes(ignored);
    const auto it = attributes.find(f.inner);
    return it != attributes.end() ? it->second.expression.range() : body_start(b);
}

// A many-block member's count outside its tag::items() bounds, worded as
// hcldec's block_list: too few at the body's missing-item range, too many
// at the first block beyond the maximum (block_result_range).
template <class IsMine>
void report_count(const field_info& f, std::size_t count, const content_items& items, IsMine is_mine,
                  const body_source& parent, decode_state& st) {
    const std::string type(f.name);
    diagnostic* d = nullptr;
    if (count < f.min_items) {
        d = &st.diags->add_error("Insufficient " + type + " blocks",
                                 "At least " + std::to_string(f.min_items) + " " + quote(type) +
                                     " blocks are required.",
                                 items.missing_item_range());
    } else {
        std::size_t k = 0;
        const block_item* extra = nullptr;
        for (const auto& b : items.blocks) {
            if (is_mine(b) && k++ == f.max_items) {
                extra = &b;
                break;
            }
        }
        d = &st.diags->add_error("Too many " + type + " blocks",
                                 "No more than " + std::to_string(f.max_items) + " " + quote(type) +
                                     " blocks are allowed",
                                 extra ? block_result_range(f, *extra, parent) : items.missing_item_range());
    }
    d->path = path_of(st);
}

void decode_blocks(void* obj, struct_view s, std::size_t i, walk_level& here, const body_source& body,
                   decode_state& st) {
    const auto& f = s.fields[i];
    const auto& ops = s.ops[i];
    content_items& items = here.items;
    const std::size_t type_index = s.plan->schema_index[i];
    auto is_mine = [&](const block_item& b) { return b.schema_index == type_index; };
    // `element`: the element of a many-block member that `b` fills, else null.
    auto decode_one = [&](void* element, const block_item& b) {
        entered_block in(st, b);
        // A block the body read as a view lives as long as that body.
        const body_source inner{b.body, b.owner ? b.owner : body.owner, nullptr};
        if (element) {
            ops.element_block(element, b, inner, st);
        } else {
            ops.block(obj, b, inner, st);
        }
    };
    // Decoding a block takes long enough for the memory of the next one of
    // this type to arrive meanwhile.
    auto prefetch_after = [&](std::size_t j) {
        if (j + 1 < items.blocks.size() && is_mine(items.blocks[j + 1])) {
            prefetch_block(items.blocks[j + 1]);
        }
    };

    switch (f.shape) {
    case block_shape::one:
    case block_shape::optional: {
        const block_item* first = nullptr;
        for (const auto& b : items.blocks) {
            if (!is_mine(b)) continue;
            if (first) {
                report_duplicate(*first, b, "", st);
                return;
            }
            first = &b;
        }
        if (first) {
            decode_one(nullptr, *first);
        } else if (f.required) {
            const std::string type(f.name);
            auto& d = st.diags->add_error("Missing " + type + " block", "A " + type + " block is required.",
                                          items.missing_item_range());
            d.path = path_of(st);
        }
        return;
    }
    case block_shape::many: {
        std::size_t count = 0;
        for (const auto& b : items.blocks) count += is_mine(b) ? 1 : 0;
        if (st.streamed && st.depth == 1) {
            // Decoded while the file was parsed: only the size is left to set.
            // A count out of bounds is reported by the walk over the whole
            // tree (the block it points at may have left this one).
            const std::size_t streamed = st.streamed->per_type[type_index];
            if (count + st.streamed->dropped[type_index] != streamed || !within_bounds(f, streamed)) {
                st.streamed->mismatch = true;
            } else {
                ops.prepare_blocks(obj, streamed, nullptr);
            }
            return;
        }
        if (!within_bounds(f, count)) report_count(f, count, items, is_mine, body, st);
        std::vector<void*>& elements = here.block_elements;
        elements.clear();
        ops.prepare_blocks(obj, count, &elements);
        std::size_t k = 0;
        for (std::size_t j = 0; j < items.blocks.size(); ++j) {
            block_item& b = items.blocks[j];
            if (!is_mine(b)) continue;
            prefetch_after(j);
            decode_one(elements[k++], b);
            // A block the body built whole is not needed any more: freed
            // now, so that in a large file the structs decoded next reuse
            // its memory instead of adding to the peak.
            if (b.full) *b.full = block{};
        }
        return;
    }
    case block_shape::by_label: {
        // The first block of each key (its first `keys` labels); the map
        // member itself cannot tell a decoded entry from a pre-filled one.
        const std::size_t keys = std::max<std::size_t>(f.keys, 1);
        std::map<std::span<const std::string_view>, const block_item*, labels_less> seen;
        for (std::size_t j = 0; j < items.blocks.size(); ++j) {
            const block_item& b = items.blocks[j];
            if (!is_mine(b)) continue;
            prefetch_after(j);
            if (b.labels.size() < keys) continue;  // the body already reported the missing label
            auto [it, fresh] = seen.emplace(b.labels.first(keys), &b);
            if (!fresh) {
                std::string labelled = " labelled";
                for (const auto& l : b.labels.first(keys)) labelled += " " + quote(l);
                report_duplicate(*it->second, b, labelled, st);
                continue;
            }
            decode_one(nullptr, b);
        }
        return;
    }
    case block_shape::none: return;
    }
}

// Decodes the body `b` (see decode_body).
void decode_source(void* obj, struct_view s, const body_source& b, const block_item* header, decode_state& st,
                   body* remain) {
    const struct_plan& plan = *s.plan;
    const bool has_remain = plan.remain_field < s.fields.size();

    const level here(st);
    content_items& items = (*here).items;
    const std::size_t first_diag = st.diags->size();
    std::shared_ptr<const body_node> rest;
    items.name_order = plan.name_order;
    b.node->schema_items(plan.schema, has_remain || remain ? &rest : nullptr, items, *st.diags);
    if (st.diags->size() != first_diag) stamp_path(st, first_diag);

    if (header && !plan.header_fields.empty()) set_labels_and_ranges(obj, s, *header);

    for (const std::uint32_t i : plan.body_fields) {
        const auto& f = s.fields[i];
        switch (f.kind) {
        case field_kind::attr: {
            const std::size_t k = plan.schema_index[i];
            const attribute_item& a = items.attributes[k];
            if (a.present) s.ops[i].attribute(obj, view_of_item(a, *b.owner), st);
            break;
        }
        case field_kind::attr_range:
        case field_kind::attr_name_range:
        case field_kind::attr_value_range: {
            const std::size_t k = plan.schema_index[i];
            if (k == struct_plan::none || !items.attributes[k].present) break;
            const attribute_item& a = items.attributes[k];
            s.ops[i].set_range(obj, f.kind == field_kind::attr_range        ? item_range(a, 0)
                                    : f.kind == field_kind::attr_name_range ? item_range(a, 1)
                                                                            : value_range(a));
            break;
        }
        case field_kind::block: decode_blocks(obj, s, i, *here, b, st); break;
        case field_kind::body: s.ops[i].set_body(obj, b.owning(), st); break;
        default: break;
        }
    }

    items.release();

    if (has_remain) {
        const std::size_t before = st.diags->size();
        s.ops[plan.remain_field].set_body(obj, body(std::move(rest)), st);
        if (st.diags->size() != before) stamp_path(st, before);
    } else if (remain) {
        *remain = body(std::move(rest));
    }
}

}  // namespace

std::string path_of(const decode_state& st, std::string_view item) {
    std::string out;
    for (const block_item* b : st.blocks) {
        if (!out.empty()) out += " > ";
        append_block_step(out, *b);
    }
    if (!item.empty()) {
        if (!out.empty()) out += " > ";
        out += item;
    }
    return out;
}

void stamp_path(decode_state& st, std::size_t from, std::string_view item) {
    diagnostics& diags = *st.diags;
    std::string path;
    bool built = false;
    for (std::size_t i = from; i < diags.size(); ++i) {
        if (!diags[i].path.empty()) continue;
        if (!built) {
            path = path_of(st, item);
            built = true;
        }
        diags[i].path = path;
    }
}

struct_plan make_plan(std::span<const field_info> fields, const field_ops* ops) {
    struct_plan plan;
    plan.remain_field = fields.size();
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const auto& f = fields[i];
        if (f.kind == field_kind::attr) {
            plan.schema.attributes.push_back({std::string(f.name), f.required});
        } else if (f.kind == field_kind::block) {
            auto labels = f.attributes_only ? std::vector<std::string>{} : label_names_of(ops[i].nested_fields());
            // A map of blocks is keyed by the first label (a map of maps by
            // the first two, ...); a struct that does not capture that many
            // labels still needs them as keys.
            if (f.shape == block_shape::by_label) add_key_labels(f, labels);
            plan.schema.blocks.push_back({std::string(f.name), std::move(labels)});
        } else if (f.kind == field_kind::remain) {
            plan.remain_field = i;
        }
    }
    std::uint32_t labels = 0;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const auto& f = fields[i];
        if (!is_header_field(f.kind)) continue;
        const std::uint32_t label = f.kind == field_kind::label         ? labels++
                                    : f.kind == field_kind::label_range ? label_index_of(fields, f.target)
                                                                        : 0;
        plan.header_fields.push_back({static_cast<std::uint32_t>(i), label});
    }
    plan.schema_index.assign(fields.size(), struct_plan::none);
    std::size_t attributes = 0;
    std::size_t blocks = 0;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (fields[i].kind == field_kind::attr) plan.schema_index[i] = attributes++;
        if (fields[i].kind == field_kind::block) plan.schema_index[i] = blocks++;
    }
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const auto kind = fields[i].kind;
        if (kind != field_kind::attr_range && kind != field_kind::attr_name_range &&
            kind != field_kind::attr_value_range) {
            continue;
        }
        for (std::size_t k = 0; k < plan.schema.attributes.size(); ++k) {
            if (plan.schema.attributes[k].name == fields[i].target) plan.schema_index[i] = k;
        }
    }
    for (std::size_t i = 0; i < fields.size(); ++i) {
        switch (fields[i].kind) {
        case field_kind::attr:
        case field_kind::attr_range:
        case field_kind::attr_name_range:
        case field_kind::attr_value_range:
        case field_kind::block:
        case field_kind::body: plan.body_fields.push_back(static_cast<std::uint32_t>(i)); break;
        default: break;
        }
    }
    plan.name_order.resize(plan.schema.attributes.size());
    for (std::uint32_t k = 0; k < plan.name_order.size(); ++k) plan.name_order[k] = k;
    std::sort(plan.name_order.begin(), plan.name_order.end(), [&](std::uint32_t x, std::uint32_t y) {
        return name_less{}(plan.schema.attributes[x].name, plan.schema.attributes[y].name);
    });
    // The plan never changes again: its schema is checked here, once, not
    // by every body it reads (an invalid one stays unmarked and is reported
    // at each use, as before).
    mark_schema_valid(plan.schema);
    return plan;
}

void report_conversion_failure(const expression_node* e, const failure& f, decode_state& st,
                               std::string_view item) {
    diagnostic d;
    d.summary = "Unsuitable value type";
    d.detail = "Unsuitable value: " + f.message;
    d.subject = e ? e->start_range() : source_range{};
    d.context = e ? e->range() : source_range{};
    d.path = path_of(st, item) + to_string(f.path);
    st.diags->push_back(std::move(d));
}

body body_source::owning() const {
    if (handle) return *handle;
    return body(std::shared_ptr<const body_node>(*owner, node));
}

void decode_body(void* obj, struct_view s, const body& b, const block_item* header, decode_state& st, body* remain) {
    const body_source source{b.node() ? b.node() : &empty_body_node(), &b.shared_node(), &b};
    decode_source(obj, s, source, header, st, remain);
}

void decode_block(void* obj, struct_view s, const body_source& b, const block_item& header, decode_state& st) {
    decode_source(obj, s, b, &header, st, nullptr);
}

}  // namespace detail
HCL_END_NAMESPACE
