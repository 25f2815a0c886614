// Reading configuration text for the decoder: the syntax follows the file
// name's extension. Decoding from text decodes a native file's top-level
// blocks while it is still being parsed (see decode_text below).
#include "decode/parallel_parse.hpp"
#include "decode/read_text.hpp"
#include "model/top_level_blocks.hpp"
#include "native/parse_streaming.hpp"
#include "values/go_quote.hpp"

#include <hcl/decode.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/source.hpp>

#include <memory>
#include <optional>
#include <string>

HCL_BEGIN_NAMESPACE
namespace detail {
namespace {

bool ends_with(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

bool is_json_name(std::string_view filename) { return ends_with(filename, ".json"); }

// Decodes the top-level blocks of the struct's many-block members (a
// std::vector of service blocks, say) one by one, as the parser finishes
// them. A large file's blocks are then decoded while their syntax tree and
// source text are still in the processor's caches; a walk over the
// finished tree would fetch them back from memory (docs/decoder.md,
// "Decoding while parsing").
//
// It keeps to what cannot differ from the walk over the finished file: the
// blocks go to the same member operations in the same order, and anything
// reported (or thrown) ends it, after which decode_text starts over from
// the finished file. Blocks of other members wait for that walk.
class streamed_decoder final : public top_level_blocks {
public:
    explicit streamed_decoder(const text_decode& d) : d_(d), st_(d.ctx, &diags_, d.options) {
        const struct_plan& plan = *d.view.plan;
        field_of_type_.assign(plan.schema.blocks.size(), struct_plan::none);
        // A member that takes the file's body (hcl::body, or what the
        // struct leaves) must see the whole file: no block is dropped.
        may_drop_ = plan.remain_field >= d.view.fields.size();
        for (std::size_t i = 0; i < d.view.fields.size(); ++i) {
            const field_info& f = d.view.fields[i];
            if (f.kind == field_kind::body) may_drop_ = false;
            if (f.kind == field_kind::block && f.shape == block_shape::many && d.view.ops[i].element_at) {
                field_of_type_[plan.schema_index[i]] = i;
                wanted_ = true;
            }
        }
        counts_.per_type.assign(plan.schema.blocks.size(), 0);
        counts_.dropped.assign(plan.schema.blocks.size(), 0);
    }

    // Whether the struct has a member for blocks to go to as they come.
    bool wanted() const noexcept { return wanted_; }
    // Whether the object was written to (by a block, or by the final walk:
    // wrote_object()).
    bool touched() const noexcept { return touched_; }
    void wrote_object() noexcept { touched_ = true; }
    // Whether anything was reported or thrown: the results are not to be used.
    bool failed() const noexcept { return failed_; }
    // Whether the parser dropped any block from the tree (the finished file
    // is not the whole file then).
    bool dropped_any() const noexcept { return dropped_any_; }
    streamed_blocks& counts() noexcept { return counts_; }

    const body_schema& schema() const noexcept override { return d_.view.plan->schema; }

    bool block(const block_item& b, const std::shared_ptr<const body_node>& owner) override {
        if (failed_) return false;
        const std::size_t i = field_of_type_[b.schema_index];
        if (i == struct_plan::none) return false;
        const field_ops& ops = d_.view.ops[i];
        touched_ = true;
        // What holds a part of the tree (an hcl::expression member, say)
        // holds a share of the file.
        const long shares = owner.use_count();
        try {
            void* element = ops.element_at(d_.object, counts_.per_type[b.schema_index]++);
            const entered_block in(st_, b);
            ops.element_block(element, b, body_source{b.body, &owner, nullptr}, st_);
        } catch (...) {
            // The walk over the finished file meets the same exception.
            failed_ = true;
        }
        if (!diags_.empty()) failed_ = true;
        if (failed_ || !may_drop_ || owner.use_count() != shares) return false;
        ++counts_.dropped[b.schema_index];
        dropped_any_ = true;
        return true;
    }

private:
    const text_decode& d_;
    diagnostics diags_;
    decode_state st_;
    std::vector<std::size_t> field_of_type_;  // schema block type -> field (none: not streamed)
    streamed_blocks counts_;
    bool wanted_ = false;
    bool touched_ = false;
    bool failed_ = false;
    bool may_drop_ = false;
    bool dropped_any_ = false;
};

// Parses `source` with the syntax `filename`'s extension names (".json":
// JSON syntax, anything else: native syntax).
parse_result parse_by_extension(std::shared_ptr<const std::string> source, std::string filename) {
    if (is_json_name(filename)) return json::parse(std::move(source), std::move(filename));
    return native::parse_config(std::move(source), std::move(filename));
}

// Decodes a parsed file the plain way: its diagnostics, then (if it has
// no errors: a broken file would only add follow-on ones) the walk over
// its tree.
void decode_parsed(const text_decode& d, parse_result parsed) {
    const bool failed = parsed.has_errors();
    d.diags->append(std::move(parsed.diagnostics));
    if (parsed.file) d.files->push_back(parsed.file);
    if (failed || !parsed.file) return;
    decode_state st(d.ctx, d.diags, d.options);
    decode_body(d.object, d.view, parsed.file->body(), nullptr, st);
}

// Completes a streamed decode with the walk over the finished file (what
// was not streamed, and the streamed members' sizes). False when anything
// was reported or differs: the object then has to be decoded again.
bool finish_streamed(const text_decode& d, const parse_result& parsed, streamed_decoder& streamed) {
    if (!parsed.diagnostics.empty() || !parsed.file || streamed.failed()) return false;
    diagnostics walk_diags;
    decode_state st(d.ctx, &walk_diags, d.options);
    st.streamed = &streamed.counts();
    streamed.wrote_object();
    decode_body(d.object, d.view, parsed.file->body(), nullptr, st);
    if (!walk_diags.empty() || streamed.counts().mismatch) return false;
    // A file with blocks dropped is not listed: it is not the whole file,
    // and nothing in the result needs it (what holds a part of its tree
    // holds the file).
    if (!streamed.dropped_any()) d.files->push_back(parsed.file);
    return true;
}

}  // namespace

std::shared_ptr<const std::string> read_text(const std::string& path, diagnostics& diags) {
    auto text = read_source_file(path);
    if (!text) {
        // The reference's two parsers word this differently.
        if (is_json_name(path)) {
            diags.add_error("Failed to open file", "The file " + go_quote(path) + " could not be opened.");
        } else {
            diags.add_error("Failed to read file", "The configuration file " + go_quote(path) + " could not be read.");
        }
        return nullptr;
    }
    return std::make_shared<const std::string>(std::move(*text));
}

parse_result parse_path(const std::string& path) {
    parse_result r;
    auto text = read_text(path, r.diagnostics);
    if (!text) return r;
    return parse_by_extension(std::move(text), path);
}

void decode_text(const text_decode& d, std::shared_ptr<const std::string> source, std::string filename) {
    std::optional<streamed_decoder> streamed;
    if (d.reset && !is_json_name(filename)) {
        streamed.emplace(d);
        if (!streamed->wanted()) streamed.reset();
    }
    if (streamed) {
        parse_result parsed;
        if (d.options.parallel_parse && can_parse_in_parallel(*source)) {
            parsed = parse_in_parallel(source, filename, *streamed);
        } else {
            parsed = native::parse_config_streaming(source, filename, {}, *streamed);
        }
        if (finish_streamed(d, parsed, *streamed)) return;
        // Anything reported: the plain decode, from a fresh object, so that
        // the diagnostics, their order and the value are exactly its own.
        // It needs the whole tree, so a file with blocks dropped is parsed
        // again.
        if (streamed->touched()) d.reset(d.object);
        if (!streamed->dropped_any()) {
            decode_parsed(d, std::move(parsed));
            return;
        }
    }
    decode_parsed(d, parse_by_extension(std::move(source), std::move(filename)));
}

void decode_path(const text_decode& d, const std::string& path) {
    if (auto text = read_text(path, *d.diags)) decode_text(d, std::move(text), path);
}

}  // namespace detail
HCL_END_NAMESPACE
