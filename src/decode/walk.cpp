// The compiled half of the decoder: one walk over a body, driven by a
// struct's field table (see include/hcl/detail/decode_walk.hpp). Only the
// member assignments are templates; everything about the body's shape,
// block counts, labels, ranges and diagnostic paths happens here, once.
#include <hcl/decode.hpp>

#include <map>

HCL_BEGIN_NAMESPACE
namespace detail {
namespace {

std::string quote(std::string_view s) { return "\"" + std::string(s) + "\""; }

// `process "main"` for a block with one label.
std::string block_step(const block& b) {
    std::string out = b.type;
    for (const auto& l : b.labels) out += " " + quote(l);
    return out;
}

std::vector<std::string> label_names_of(std::span<const field_info> fields) {
    std::vector<std::string> out;
    for (const auto& f : fields) {
        if (f.kind == field_kind::label) out.emplace_back(f.name);
    }
    return out;
}

body_schema make_schema(struct_view s) {
    body_schema schema;
    for (std::size_t i = 0; i < s.fields.size(); ++i) {
        const auto& f = s.fields[i];
        if (f.kind == field_kind::attr) {
            schema.attributes.push_back({std::string(f.name), f.required});
        } else if (f.kind == field_kind::block) {
            auto labels = label_names_of(s.ops[i].nested_fields());
            // A map of blocks is keyed by the first label; a struct that does
            // not capture labels still needs one to be the key.
            if (f.shape == block_shape::by_label && labels.empty()) labels.emplace_back("name");
            schema.blocks.push_back({std::string(f.name), std::move(labels)});
        }
    }
    return schema;
}

// Gives the diagnostics added since `from` the current path, unless a deeper
// level already set one.
void stamp_path(diagnostics& diags, std::size_t from, const std::string& path) {
    for (std::size_t i = from; i < diags.size(); ++i) {
        if (diags[i].path.empty()) diags[i].path = path;
    }
}

void set_labels_and_ranges(void* obj, struct_view s, const block& header) {
    std::size_t label_index = 0;
    std::map<std::string_view, std::size_t> label_position;
    for (std::size_t i = 0; i < s.fields.size(); ++i) {
        const auto& f = s.fields[i];
        if (f.kind != field_kind::label) continue;
        if (label_index < header.labels.size()) s.ops[i].set_string(obj, header.labels[label_index]);
        label_position[f.name] = label_index++;
    }
    for (std::size_t i = 0; i < s.fields.size(); ++i) {
        const auto& f = s.fields[i];
        if (f.kind == field_kind::def_range) s.ops[i].set_range(obj, header.def_range);
        if (f.kind == field_kind::type_range) s.ops[i].set_range(obj, header.type_range);
        if (f.kind == field_kind::label_range) {
            auto it = label_position.find(f.target);
            if (it != label_position.end() && it->second < header.label_ranges.size())
                s.ops[i].set_range(obj, header.label_ranges[it->second]);
        }
    }
}

void decode_blocks(void* obj, struct_view s, std::size_t i, const body_content& content, decode_state& st) {
    const auto& f = s.fields[i];
    const auto& ops = s.ops[i];
    const std::string type(f.name);
    const auto blocks = content.blocks_of_type(type);
    auto duplicate = [&](const block& first, const block& again, std::string_view what) {
        auto& d = st.diags->add_error("Duplicate " + type + " block",
                                      "Only one " + type + " block" + std::string(what) +
                                          " is allowed. Another was defined at " + first.def_range.to_string() +
                                          ".",
                                      again.def_range);
        d.path = join_path(st.path, block_step(again));
    };
    auto decode_one = [&](std::size_t index, const block& b) {
        const std::string saved = st.path;
        st.path = join_path(saved, block_step(b));
        ops.block(obj, index, b, st);
        st.path = saved;
    };

    switch (f.shape) {
    case block_shape::one:
    case block_shape::optional:
        if (blocks.size() > 1) {
            duplicate(*blocks[0], *blocks[1], "");
            return;
        }
        if (blocks.empty()) {
            if (f.shape == block_shape::one) {
                auto& d = st.diags->add_error("Missing " + type + " block", "A " + type + " block is required.",
                                              content.missing_item_range);
                d.path = st.path;
            }
            return;
        }
        decode_one(0, *blocks[0]);
        return;
    case block_shape::many:
        ops.prepare_blocks(obj, blocks.size());
        for (std::size_t k = 0; k < blocks.size(); ++k) decode_one(k, *blocks[k]);
        return;
    case block_shape::by_label: {
        std::map<std::string_view, const block*> seen;
        for (std::size_t k = 0; k < blocks.size(); ++k) {
            const block& b = *blocks[k];
            if (b.labels.empty()) continue;  // the body already reported the missing label
            auto [it, fresh] = seen.emplace(b.labels.front(), &b);
            if (!fresh) {
                duplicate(*it->second, b, " labelled " + quote(b.labels.front()));
                continue;
            }
            decode_one(k, b);
        }
        return;
    }
    case block_shape::none: return;
    }
}

}  // namespace

std::string join_path(std::string_view path, std::string_view name) {
    if (path.empty()) return std::string(name);
    if (name.empty()) return std::string(path);
    std::string out(path);
    out += " > ";
    out += name;
    return out;
}

void report_conversion_failure(const expression& e, const failure& f, decode_state& st,
                               std::string_view item_path) {
    diagnostic d;
    d.summary = "Unsuitable value type";
    d.detail = "Unsuitable value: " + f.message;
    d.subject = e.start_range();
    d.context = e.range();
    d.path = std::string(item_path) + to_string(f.path);
    st.diags->push_back(std::move(d));
}

void decode_body(void* obj, struct_view s, const body& b, const block* header, decode_state& st, body* remain) {
    const body_schema schema = make_schema(s);
    std::size_t remain_field = s.fields.size();
    for (std::size_t i = 0; i < s.fields.size(); ++i) {
        if (s.fields[i].kind == field_kind::remain) remain_field = i;
    }

    const std::size_t first_diag = st.diags->size();
    body rest;
    body_content content;
    if (remain_field < s.fields.size() || remain) {
        content = b.partial_content(schema, rest, *st.diags);
    } else {
        content = b.content(schema, *st.diags);
    }
    stamp_path(*st.diags, first_diag, st.path);

    if (header) set_labels_and_ranges(obj, s, *header);

    for (std::size_t i = 0; i < s.fields.size(); ++i) {
        const auto& f = s.fields[i];
        switch (f.kind) {
        case field_kind::attr: {
            auto it = content.attributes.find(f.name);
            if (it != content.attributes.end()) s.ops[i].attribute(obj, it->second, st);
            break;
        }
        case field_kind::attr_range:
        case field_kind::attr_name_range:
        case field_kind::attr_value_range: {
            auto it = content.attributes.find(f.target);
            if (it == content.attributes.end()) break;
            const attribute& a = it->second;
            s.ops[i].set_range(obj, f.kind == field_kind::attr_range        ? a.range
                                    : f.kind == field_kind::attr_name_range ? a.name_range
                                                                            : a.expression.range());
            break;
        }
        case field_kind::block: decode_blocks(obj, s, i, content, st); break;
        case field_kind::body: s.ops[i].set_body(obj, b, st); break;
        default: break;
        }
    }

    if (remain_field < s.fields.size()) {
        const std::size_t before = st.diags->size();
        s.ops[remain_field].set_body(obj, rest, st);
        stamp_path(*st.diags, before, st.path);
    } else if (remain) {
        *remain = std::move(rest);
    }
}

}  // namespace detail
HCL_END_NAMESPACE
