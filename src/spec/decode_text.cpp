// Parsing and decoding in one go (hcl::spec::decode_files, decode_string).
//
// The native parser hands each finished top-level block to a reader
// (model/top_level_blocks.hpp). When a block_list, block_set or block_map
// of the root object (or array) reads the block's type, and no other spec
// of the root body does, the reader decodes the block's body with that
// spec's nested spec at once and, when that went cleanly, lets the parser
// drop the block's tree. The decoder then puts those values before the
// blocks still in the tree. The first block with any diagnostic ends the
// streaming: it and everything after it are decoded from the finished
// tree as usual, so diagnostics are exactly those of parse + decode().
//
// For a caller that only writes the result as JSON (decode_files_to_json),
// the reader also writes each streamed block's value as JSON at once and
// keeps a stand-in holding the text (values/encoded_json.hpp) instead of the
// value, when the block's spec is exact (decoder.hpp: every value it makes
// has exactly its implied type) and not a block_set. The decoder then only
// places such values in lists and maps built with their known type and in
// the root object or tuple, looking at their types alone: nothing reads a
// stand-in's members.
#include "spec/decode_text.hpp"

#include "decode/read_text.hpp"
#include "model/top_level_blocks.hpp"
#include "native/parse_streaming.hpp"
#include "spec/decoder.hpp"
#include "values/encoded_json.hpp"

#include <hcl/json/parse.hpp>
#include <hcl/source.hpp>
#include <hcl/spec.hpp>

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace spec {

namespace {

// What may be decoded while parsing: per streamed block type (the index
// of the type in `schema`), the spec reading it.
struct stream_plan {
    struct target {
        const void* reader;  // the block_list / block_set / block_map data
        const spec* nested;
        bool needs_range;         // messages may point at a block's value range
        std::size_t label_offset;  // the labels before those label specs read (a block_map's keys)
        bool encodable;            // the values may be kept as JSON text (exact, not a set)
    };
    body_schema schema;
    std::vector<target> targets;
};

stream_plan plan_for(const spec& root, detail::decoder& d) {
    // Every root-level spec reading a block type, and how many read each.
    std::vector<const spec*> candidates;
    if (const auto* o = root.get_if<object>()) {
        for (const auto& m : o->members) candidates.push_back(&m.second);
    } else if (const auto* a = root.get_if<array>()) {
        for (const auto& e : a->elements) candidates.push_back(&e);
    }
    const body_schema all = detail::schema_of(root, detail::no_name);
    std::map<std::string, int> readers;
    std::vector<std::pair<const spec*, std::string>> named;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const std::string member = root.get_if<object>() ? root.get_if<object>()->members[i].first : std::string();
        const body_schema one = detail::schema_of(*candidates[i], member);
        for (const auto& b : one.blocks) ++readers[b.type];
        if (one.blocks.size() == 1) named.emplace_back(candidates[i], one.blocks[0].type);
    }
    stream_plan plan;
    for (const auto& [s, named_type] : named) {
        const std::string& type = named_type;  // (a lambda below captures it: clang 14 cannot capture a binding)
        if (readers[type] != 1) continue;
        const auto wanted = std::find_if(all.blocks.begin(), all.blocks.end(),
                                          [&](const block_header_schema& b) { return b.type == type; });
        if (wanted == all.blocks.end()) continue;
        if (const auto* l = s->get_if<block_list>()) {
            plan.targets.push_back({l, &l->nested, l->max_items > 0 || !d.exact(l->nested), 0, d.exact(l->nested)});
        } else if (const auto* st = s->get_if<block_set>()) {
            plan.targets.push_back({st, &st->nested, st->max_items > 0 || !d.exact(st->nested), 0, false});
        } else if (const auto* m = s->get_if<block_map>()) {
            plan.targets.push_back({m, &m->nested, false, m->labels.size(), d.exact(m->nested)});
        } else {
            continue;
        }
        plan.schema.blocks.push_back(*wanted);
    }
    hcl::detail::mark_schema_valid(plan.schema);
    return plan;
}

class stream_reader final : public hcl::detail::top_level_blocks {
public:
    // `encode`: the options of the JSON the values are written as, when
    // they may be kept as text.
    stream_reader(const stream_plan& plan, detail::decoder& d, const json_options* encode)
        : plan_(plan), decoder_(d), encode_(encode) {}

    const body_schema& schema() const noexcept override { return plan_.schema; }

    bool block(const hcl::detail::block_item& b, const std::shared_ptr<const body_node>& owner) override {
        if (failed_) return false;
        const auto& target = plan_.targets[b.schema_index];
        const long shares = owner.use_count();
        detail::decoder::streamed_block done;
        {
            diagnostics diags;
            const detail::decoder::block_labels labels{b.labels, target.label_offset};
            done.v = decoder_.decode_body(*b.body, *target.nested, nullptr, diags, &labels);
            if (!diags.empty()) {
                failed_ = true;
                return false;
            }
            if (target.needs_range) {
                const hcl::body body(std::shared_ptr<const body_node>(owner, b.body));
                done.value_range = value_range(body, *target.nested);
            }
        }
        // Whatever holds a part of the tree holds a share of the file.
        if (owner.use_count() != shares) {
            failed_ = true;
            return false;
        }
        if (encode_ && target.encodable) {
            if (auto text = hcl::detail::encode_json_ahead(done.v, *encode_, scratch_)) done.v = std::move(*text);
        }
        done.def_range = b.range(0);
        decoder_.add_streamed(target.reader, std::move(done), b.labels);
        return true;
    }

    // No more blocks: a file that is not streamed came first, and its
    // blocks must come before any later ones.
    void stop() noexcept { failed_ = true; }

private:
    const stream_plan& plan_;
    detail::decoder& decoder_;
    const json_options* encode_;
    std::string scratch_;  // room for encode_'s text
    bool failed_ = false;
};

bool is_json_name(std::string_view name) { return name.size() >= 5 && name.substr(name.size() - 5) == ".json"; }

// Parses one file's text, streaming its top-level blocks to `reader`
// (native syntax only).
hcl::parse_result parse_text(std::shared_ptr<const std::string> shared, std::string filename,
                             hcl::detail::top_level_blocks* reader) {
    if (is_json_name(filename)) return json::parse(std::move(shared), std::move(filename));
    if (!reader || reader->schema().blocks.empty()) return native::parse_config(std::move(shared), std::move(filename));
    return native::parse_config_streaming(std::move(shared), std::move(filename), native::parse_options{}, *reader);
}

// The parse of each source, then the decode of them all.
template <class ForEachSource>
files_decode_result decode_sources(const spec& s, const eval_context* ctx, const json_options* encode,
                                   ForEachSource&& for_each_source) {
    files_decode_result out;
    if (auto p = problem(s)) {
        out.diagnostics.add_error("Invalid spec", "The spec used to decode this body is invalid: " + *p + ".");
        out.value = value::dynamic();
        return out;
    }
    detail::decoder d(ctx);
    const stream_plan plan = plan_for(s, d);
    stream_reader reader(plan, d, encode);
    std::vector<hcl::body> bodies;
    // Each source's text (null: it could not be read, and that is
    // reported already).
    for_each_source(
        [&](std::shared_ptr<const std::string> text, std::string filename) {
            if (!text) return;
            if (is_json_name(filename)) reader.stop();
            auto parsed = parse_text(std::move(text), std::move(filename), &reader);
            out.diagnostics.append(std::move(parsed.diagnostics));
            if (parsed.file) {
                bodies.push_back(parsed.file->body());
                out.files.push_back(std::move(parsed.file));
            }
        },
        out.diagnostics);
    if (out.diagnostics.has_errors()) {
        out.value = value::dynamic();
        return out;
    }
    const hcl::body body = bodies.size() == 1 ? bodies.front() : merge_bodies(std::move(bodies));
    out.value = d.decode_body(body, s, nullptr, out.diagnostics, true);
    return out;
}

}  // namespace

files_decode_result detail::decode_files_to_json(const std::vector<std::string>& paths, const spec& s,
                                                 const eval_context* ctx, const json_options* encode) {
    return decode_sources(s, ctx, encode, [&](auto&& parse_one, diagnostics& diags) {
        for (const auto& path : paths) parse_one(hcl::detail::read_text(path, diags), path);
    });
}

files_decode_result detail::decode_string_to_json(std::string source, std::string filename, const spec& s,
                                                  const eval_context* ctx, const json_options* encode) {
    return decode_sources(s, ctx, encode, [&](auto&& parse_one, diagnostics&) {
        parse_one(std::make_shared<const std::string>(std::move(source)), std::move(filename));
    });
}

files_decode_result decode_files(const std::vector<std::string>& paths, const spec& s, const eval_context* ctx) {
    return detail::decode_files_to_json(paths, s, ctx, nullptr);
}

files_decode_result decode_string(std::string source, std::string filename, const spec& s, const eval_context* ctx) {
    return detail::decode_string_to_json(std::move(source), std::move(filename), s, ctx, nullptr);
}

}  // namespace spec
HCL_END_NAMESPACE
