// The compiled half of the decoder: one walk over a body, driven by a
// struct's field table (see include/hcl/detail/decode_walk.hpp). Only the
// member assignments are templates; everything about the body's shape,
// block counts, labels, ranges and diagnostic paths happens here, once.
//
// The walk runs once per block of a large configuration, so it does no
// per-block work that a correct input does not need: the body schema is
// built once per struct type (struct_plan), and logical paths and error
// messages are spelled out only when there is a diagnostic to carry them.
#include <hcl/decode.hpp>
#include <hcl/detail/name_less.hpp>

#include <map>

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
void append_block_step(std::string& out, const block& b) {
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

bool is_header_field(field_kind k) {
    return k == field_kind::label || k == field_kind::def_range || k == field_kind::type_range ||
           k == field_kind::label_range;
}

// Which label (0-based) the label member called `name` receives.
std::size_t label_index_of(std::span<const field_info> fields, std::string_view name) {
    std::size_t index = 0;
    for (const auto& f : fields) {
        if (f.kind != field_kind::label) continue;
        if (f.name == name) return index;
        ++index;
    }
    return index;
}

void set_labels_and_ranges(void* obj, struct_view s, const block& header) {
    std::size_t label_index = 0;
    for (std::size_t i = 0; i < s.fields.size(); ++i) {
        const auto& f = s.fields[i];
        switch (f.kind) {
        case field_kind::label:
            if (label_index < header.labels.size()) s.ops[i].set_string(obj, header.labels[label_index]);
            ++label_index;
            break;
        case field_kind::def_range: s.ops[i].set_range(obj, header.def_range()); break;
        case field_kind::type_range: s.ops[i].set_range(obj, header.type_range()); break;
        case field_kind::label_range: {
            const std::size_t at = label_index_of(s.fields, f.target);
            const auto ranges = header.label_ranges();
            if (at < ranges.size()) s.ops[i].set_range(obj, ranges[at]);
            break;
        }
        default: break;
        }
    }
}

// The decode_state's block stack, for the duration of one nested decode.
class entered_block {
public:
    entered_block(decode_state& st, const block& b) : st_(st) { st_.blocks.push_back(&b); }
    ~entered_block() { st_.blocks.pop_back(); }
    entered_block(const entered_block&) = delete;
    entered_block& operator=(const entered_block&) = delete;

private:
    decode_state& st_;
};

// The attribute `name` of `attributes`; `rank` is where it is when `all`
// (the content holds every schema attribute).
const attribute* attribute_for(const attribute_map& attributes, bool all, std::uint32_t rank, std::string_view name) {
    if (all) {
        const auto& item = *(attributes.begin() + rank);
        // A body_node is free to return more than the schema asked for:
        // then the name does not match and the lookup below decides.
        if (same_name(item.first, name)) return &item.second;
    }
    auto it = attributes.find(name);
    return it == attributes.end() ? nullptr : &it->second;
}

void report_duplicate(const block& first, const block& again, std::string_view what, decode_state& st) {
    const std::string type(again.type);
    auto& d = st.diags->add_error("Duplicate " + type + " block",
                                  "Only one " + type + " block" + std::string(what) +
                                      " is allowed. Another was defined at " + first.def_range().to_string() + ".",
                                  again.def_range());
    entered_block in(st, again);
    d.path = path_of(st);
}

void decode_blocks(void* obj, struct_view s, std::size_t i, body_content& content, decode_state& st) {
    const auto& f = s.fields[i];
    const auto& ops = s.ops[i];
    // The content holds only the schema's block types, so most blocks match;
    // no per-call list of them is built.
    auto is_mine = [&](const block& b) { return same_name(b.type, f.name); };
    auto decode_one = [&](std::size_t index, const block& b) {
        entered_block in(st, b);
        ops.block(obj, index, b, st);
    };

    switch (f.shape) {
    case block_shape::one:
    case block_shape::optional: {
        const block* first = nullptr;
        for (const auto& b : content.blocks) {
            if (!is_mine(b)) continue;
            if (first) {
                report_duplicate(*first, b, "", st);
                return;
            }
            first = &b;
        }
        if (first) {
            decode_one(0, *first);
        } else if (f.shape == block_shape::one) {
            const std::string type(f.name);
            auto& d = st.diags->add_error("Missing " + type + " block", "A " + type + " block is required.",
                                          content.missing_item_range());
            d.path = path_of(st);
        }
        return;
    }
    case block_shape::many: {
        std::size_t count = 0;
        for (const auto& b : content.blocks) count += is_mine(b) ? 1 : 0;
        ops.prepare_blocks(obj, count);
        std::size_t k = 0;
        for (auto& b : content.blocks) {
            if (!is_mine(b)) continue;
            decode_one(k++, b);
            // Nothing refers to a decoded block of a list any more: free it
            // now, so that in a large file the structs decoded next reuse
            // its memory instead of adding to the peak.
            b = block{};
        }
        return;
    }
    case block_shape::by_label: {
        // The first block of each label; the map member itself cannot tell a
        // decoded entry from a pre-filled one.
        std::map<std::string_view, const block*> seen;
        std::size_t k = 0;
        for (const auto& b : content.blocks) {
            if (!is_mine(b)) continue;
            const std::size_t index = k++;
            if (b.labels.empty()) continue;  // the body already reported the missing label
            auto [it, fresh] = seen.emplace(b.labels.front(), &b);
            if (!fresh) {
                report_duplicate(*it->second, b, " labelled " + quote(b.labels.front()), st);
                continue;
            }
            decode_one(index, b);
        }
        return;
    }
    case block_shape::none: return;
    }
}

}  // namespace

std::string path_of(const decode_state& st, std::string_view item) {
    std::string out;
    for (const block* b : st.blocks) {
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
            auto labels = label_names_of(ops[i].nested_fields());
            // A map of blocks is keyed by the first label; a struct that does
            // not capture labels still needs one to be the key.
            if (f.shape == block_shape::by_label && labels.empty()) labels.emplace_back("name");
            plan.schema.blocks.push_back({std::string(f.name), std::move(labels)});
        } else if (f.kind == field_kind::remain) {
            plan.remain_field = i;
        }
        plan.has_header_fields = plan.has_header_fields || is_header_field(f.kind);
    }
    plan.attribute_rank.assign(fields.size(), 0);
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (fields[i].kind != field_kind::attr) continue;
        for (const auto& a : plan.schema.attributes) {
            if (a.name < fields[i].name) ++plan.attribute_rank[i];
        }
    }
    // The plan never changes again: its schema is checked here, once, not
    // by every body it reads (an invalid one stays unmarked and is reported
    // at each use, as before).
    mark_schema_valid(plan.schema);
    return plan;
}

void report_conversion_failure(const expression& e, const failure& f, decode_state& st, std::string_view item) {
    diagnostic d;
    d.summary = "Unsuitable value type";
    d.detail = "Unsuitable value: " + f.message;
    d.subject = e.start_range();
    d.context = e.range();
    d.path = path_of(st, item) + to_string(f.path);
    st.diags->push_back(std::move(d));
}

void decode_body(void* obj, struct_view s, const body& b, const block* header, decode_state& st, body* remain) {
    const struct_plan& plan = *s.plan;
    const bool has_remain = plan.remain_field < s.fields.size();

    const std::size_t first_diag = st.diags->size();
    body rest;
    body_content content = has_remain || remain ? b.partial_content(plan.schema, rest, *st.diags)
                                                : b.content(plan.schema, *st.diags);
    if (st.diags->size() != first_diag) stamp_path(st, first_diag);

    if (header && plan.has_header_fields) set_labels_and_ranges(obj, s, *header);
    // A content holding every schema attribute holds nothing else: each
    // attribute sits at its rank.
    const bool all_attributes = content.attributes.size() == plan.schema.attributes.size();

    for (std::size_t i = 0; i < s.fields.size(); ++i) {
        const auto& f = s.fields[i];
        switch (f.kind) {
        case field_kind::attr: {
            if (const attribute* a = attribute_for(content.attributes, all_attributes, plan.attribute_rank[i], f.name)) {
                s.ops[i].attribute(obj, *a, st);
            }
            break;
        }
        case field_kind::attr_range:
        case field_kind::attr_name_range:
        case field_kind::attr_value_range: {
            auto it = content.attributes.find(f.target);
            if (it == content.attributes.end()) break;
            const attribute& a = it->second;
            s.ops[i].set_range(obj, f.kind == field_kind::attr_range        ? a.range()
                                    : f.kind == field_kind::attr_name_range ? a.name_range()
                                                                            : a.expression.range());
            break;
        }
        case field_kind::block: decode_blocks(obj, s, i, content, st); break;
        case field_kind::body: s.ops[i].set_body(obj, b, st); break;
        default: break;
        }
    }

    if (has_remain) {
        const std::size_t before = st.diags->size();
        s.ops[plan.remain_field].set_body(obj, rest, st);
        if (st.diags->size() != before) stamp_path(st, before);
    } else if (remain) {
        *remain = std::move(rest);
    }
}

}  // namespace detail
HCL_END_NAMESPACE
