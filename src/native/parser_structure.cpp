// Parser: bodies, attributes and blocks (reference-behaviour §1.2).
#include "native/literal.hpp"
#include "native/parser.hpp"

#include <cstring>

#include <string>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace native::detail {

namespace {

constexpr const char* item_required_detail = "An argument or block definition is required here.";
constexpr const char* item_required_equals_detail =
    "An argument or block definition is required here. To set an argument, use the equals sign \"=\" to "
    "introduce the argument value.";
constexpr const char* unclosed_block_detail =
    "There is no closing brace for this block before the end of the file. This may be caused by incorrect "
    "brace nesting elsewhere in this file.";

// Bodies with more attributes than this index their names for the
// duplicate check; smaller ones scan.
constexpr std::size_t linear_scan_limit = 16;

}  // namespace

body_impl* parser::parse_file_body() { return parse_body(token_kind::eof); }

body_impl* parser::empty_body(byte_span s, byte_span end) {
    body_impl* b = file_.arena().make<body_impl>(&file_);
    b->span = s;
    b->end_span = end;
    return b;
}

void parser::add_attribute_checked(std::size_t at, body_state& state, bool maybe_seen) {
    const std::size_t count = at - state.attrs_base;
    const attribute_node* existing = nullptr;
    const byte_span name_span = attributes_[at].name_span;
    const std::string_view name = attributes_[at].name(source_);
    if (maybe_seen && count <= linear_scan_limit) {
        // Names are source text: compare lengths, then bytes.
        const std::uint32_t size = name_span.end - name_span.begin;
        for (std::size_t i = state.attrs_base; i < at; ++i) {
            const byte_span other = attributes_[i].name_span;
            if (other.end - other.begin == size && std::memcmp(source_.data() + other.begin, name.data(), size) == 0) {
                existing = &attributes_[i];
                break;
            }
        }
    } else if (maybe_seen) {
        if (!state.names) {
            state.names = std::make_unique<std::unordered_map<std::string_view, std::size_t>>();
            for (std::size_t i = state.attrs_base; i < at; ++i) {
                state.names->emplace(attributes_[i].name(source_), i);
            }
        }
        if (auto it = state.names->find(name); it != state.names->end()) existing = &attributes_[it->second];
    }
    if (existing) {
        const source_range first = full_range(existing->name_span);
        error("Attribute redefined",
              "The argument \"" + std::string(name) + "\" was already set at " + first.to_string() +
                  ". Each argument may be set only once.",
              name_span);
        attributes_.pop_back();
        return;
    }
    if (state.names) state.names->emplace(name, at);
}

body_impl* parser::parse_body(token_kind end) {
    const byte_span start = prev_span();
    byte_span end_range{};
    body_state state;
    state.attrs_base = attributes_.size();
    const std::size_t blocks_base = blocks_.size();

    for (;;) {
        const token next = peek();
        if (next.kind == end) {
            end_range = byte_span::of(next);
            read();
            break;
        }
        if (next.kind == token_kind::newline) {
            read();
            continue;
        }
        if (next.kind == token_kind::identifier) {
            // An attribute or a block (in the loop rather than a function
            // of its own: one call less per item).
            read();
            switch (peek_kind()) {
            case token_kind::equal: {
                const std::size_t at = attributes_.size();
                attributes_.emplace_back();
                finish_attribute(next, false, at);
                add_attribute(at, state);
                break;
            }
            case token_kind::open_quote:
            case token_kind::open_brace:
            case token_kind::identifier:
                if (end == token_kind::eof && stream_) {
                    // For a reader that keeps items, a wanted block is made
                    // in the current run's arena; back to the file's own
                    // whatever happens.
                    struct back_to_file {
                        native_file& f;
                        ~back_to_file() { f.allocate_in(nullptr); }
                    } back{file_};
                    if (stream_keeps_ && block_schema_of(stream_->schema(), text(next))) {
                        file_.allocate_in(&run_arena());
                    }
                    const arena::position before = file_.arena().mark();
                    finish_block(next);
                    offer_top_level_block(before);
                } else {
                    finish_block(next);
                }
                break;
            default:
                recover_after_body_item();
                error("Argument or block definition required", item_required_equals_detail, byte_span::of(next));
                break;
            }
            continue;
        }
        const token bad = read();
        if (!recovery_) {
            if (bad.kind == token_kind::open_quote) {
                error("Invalid argument name", "Argument names must not be quoted.", byte_span::of(bad));
            } else if (bad.kind == token_kind::eof) {
                if (end == token_kind::close_brace) {
                    error("Unclosed configuration block", unclosed_block_detail, start);
                } else {
                    error("Unclosed configuration body", "Found end of file before the end of this configuration body.",
                          start);
                }
            } else {
                error("Argument or block definition required", item_required_detail, byte_span::of(bad));
            }
        }
        end_range = prev_span();
        recover(end);
        break;
    }

    if (end == token_kind::eof && stream_ && stream_keeps_) settle_runs();
    body_impl* b = file_.arena().make<body_impl>(&file_);
    b->span = byte_span::between(start, end_range);
    b->end_span = end_range;
    b->attributes = file_.arena().copy(std::span<const attribute_node>(attributes_.data() + state.attrs_base,
                                                                       attributes_.size() - state.attrs_base));
    b->blocks = file_.arena().copy(
        std::span<const block_node>(blocks_.data() + blocks_base, blocks_.size() - blocks_base));
    attributes_.resize(state.attrs_base);
    blocks_.resize(blocks_base);
    return b;
}

void parser::stop_streaming() {
    // Blocks offered and not settled stay in the tree and in memory: the
    // file has diagnostics, and is decoded again (from its text, if the
    // reader dropped any block).
    stream_ = nullptr;
    for (auto& run : runs_) {
        run.open = false;
        run.memory = nullptr;
    }
    current_run_ = nullptr;
}

void parser::stream_top_level_blocks(hcl::detail::top_level_blocks& reader) {
    stream_ = &reader;
    stream_diags_base_ = out_diags_->size();
    stream_keeps_ = reader.keeps_items();
}

native::arena& parser::run_arena() {
    if (current_run_ && current_run_->offered.size() < hcl::detail::top_level_blocks::max_settled) {
        return *current_run_->memory;
    }
    stream_run& run = runs_[next_run_];
    next_run_ ^= 1;
    if (run.open) settle_run(run);
    if (!run.memory) run.memory = file_.new_arena();
    run.start = run.memory->mark();
    run.first_offer = offers_;
    run.first_position = blocks_.size();
    run.offered.clear();
    run.holds_other = false;
    run.open = true;
    current_run_ = &run;
    return *run.memory;
}

void parser::settle_run(stream_run& run) {
    run.open = false;
    const std::size_t n = run.offered.size();
    const std::uint64_t done = n ? stream_->settle(run.first_offer, n) : 0;
    // The dropped blocks leave the tree. Others lie among them: blocks of
    // the other run, and blocks made in the file's own arena.
    std::size_t kept = run.first_position;
    std::size_t matched = 0;
    for (std::size_t i = run.first_position; i < blocks_.size(); ++i) {
        bool drop = false;
        if (matched < n && blocks_[i].body == run.offered[matched]) {
            drop = ((done >> matched) & 1) != 0;
            ++matched;
        }
        if (!drop) blocks_[kept++] = blocks_[i];
    }
    const std::size_t removed = blocks_.size() - kept;
    blocks_.resize(kept);
    stream_run& other = runs_[&run == &runs_[0] ? 1 : 0];
    if (other.open && other.first_position > run.first_position) other.first_position -= removed;
    const std::uint64_t all = n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
    if (done == all && !run.holds_other) {
        run.memory->rewind(run.start);  // the next run here reuses it
    } else {
        run.memory = nullptr;  // what stays in it stays with the file
    }
}

void parser::settle_runs() {
    stream_run& older = runs_[next_run_];
    if (older.open) settle_run(older);
    stream_run& newer = runs_[next_run_ ^ 1];
    if (newer.open) settle_run(newer);
    current_run_ = nullptr;
}

void parser::offer_top_level_block(const arena::position& before) {
    // A file with diagnostics is decoded from its finished tree, if at all
    // (and again from its text if any block was dropped: a run not settled
    // is left as it is).
    if (reported_ != 0 || out_diags_->size() != stream_diags_base_) {
        stop_streaming();
        return;
    }
    const block_node& n = blocks_.back();
    const std::string_view type = n.type(source_);
    const bool every = stream_->wants_every_block();
    const body_schema& schema = stream_->schema();
    const block_header_schema* want = every ? nullptr : block_schema_of(schema, type);
    if (!every && (!want || n.label_count != want->label_names.size())) {
        // Made in the run's arena (its type is wanted): that memory stays.
        if (stream_keeps_ && want) current_run_->holds_other = true;
        return;
    }

    // A reader on another thread may ask for positions while the parse goes
    // on; those of a non-ASCII file depend on tokens still being added.
    if (stream_keeps_ && !ascii_source_) {
        stop_streaming();
        return;
    }
    stream_labels_.clear();
    for (const auto& l : n.labels()) stream_labels_.push_back(l.text);
    // `n` stays where it is until the call returns; a reader that keeps the
    // item gets copies that live as long as the file.
    const block_node* node = stream_keeps_ ? file_.arena().make<block_node>(n) : &n;
    hcl::detail::block_item b;
    b.schema_index = every ? hcl::detail::top_level_blocks::every_block
                           : static_cast<std::size_t>(want - schema.blocks.data());
    b.type = type;
    b.labels = stream_keeps_ ? std::span<const std::string_view>(file_.arena().copy(stream_labels_))
                     : std::span<const std::string_view>(stream_labels_);
    b.label_count = n.label_count;
    b.body = n.body;
    b.ranges = hcl::detail::deferred_ranges{
        [](const void* file, std::uintptr_t node, std::uint32_t which) {
            return block_header_range(*static_cast<const native_file*>(file),
                                      *reinterpret_cast<const block_node*>(node), which);
        },
        &file_, reinterpret_cast<std::uintptr_t>(node)};
    if (stream_keeps_) {
        // Where the block's tree and text lie, for a reader on another
        // thread to fetch them ahead: its tree is everything the arena made
        // since `before`, when that is one stretch of one chunk.
        const arena::position now = file_.arena().mark();
        if (now.chunks == before.chunks && now.next > before.next) {
            b.tree = {reinterpret_cast<const void*>(before.next), reinterpret_cast<const void*>(now.next)};
        }
        b.text = {source_.data() + n.type_span.begin, source_.data() + n.close_brace.end};
    }
    if (!stream_owner_) stream_owner_ = std::shared_ptr<const body_node>(file_.shared_from_this(), static_cast<const body_node*>(nullptr));
    if (stream_keeps_) {
        // Its fate is known later, with its run's (settle_run).
        stream_->block(b, stream_owner_);
        current_run_->offered.push_back(n.body);
        ++offers_;
        return;
    }
    if (stream_->block(b, stream_owner_)) {
        // The reader is done with it: the block leaves the tree, and its
        // memory goes to the next one.
        blocks_.pop_back();
        file_.arena().rewind(before);
    }
}

void parser::finish_attribute(const token& name, bool single_line, std::size_t at) {
    const token equals = read();
    const std::size_t m = mark();
    expr* value = parse_expression();
    byte_span end_range = prev_span();
    if (recovery_ && errors_since(m)) {
        // Recovery inside expressions leaves us somewhere odd: resync at the
        // start of the next item.
        recover_after_body_item();
    } else if (!single_line) {
        const token_kind end = peek_kind();
        if (end != token_kind::newline && end != token_kind::eof) [[unlikely]] {
            no_newline_after_attribute(name);
        } else {
            read();  // the newline
        }
    }
    // Written in place: a node built elsewhere and copied in would be read
    // back right after its fields were stored, with wider loads than the
    // stores (the processor cannot forward those; it waits).
    attribute_node& a = attributes_[at];
    a.value = value;
    a.name_span = byte_span::of(name);
    a.equals = equals.begin;
    a.end = end_range.end;
}

void parser::no_newline_after_attribute(const token& name) {
    const token end = peek();
    if (!recovery_) {
        const bool comma = end.kind == token_kind::comma;
        error(comma ? "Unexpected comma after argument" : "Missing newline after argument",
              comma ? "Argument definitions must be separated by newlines, not commas. An argument "
                      "definition must end with a newline."
                    : "An argument definition must end with a newline.",
              byte_span::of(end), byte_span::between(byte_span::of(name), byte_span::of(end)));
    }
    recover_after_body_item();
}

std::string parser::parse_quoted_label(byte_span& span) {
    const token open = read();  // the open quote
    std::string out;
    byte_span end_range{};
    for (;;) {
        const token t = read();
        switch (t.kind) {
        case token_kind::close_quote: end_range = byte_span::of(t); break;
        case token_kind::quoted_literal:
            decode_literal(t, out);
            continue;
        case token_kind::template_interp:
        case token_kind::template_control: {
            const char* which = t.kind == token_kind::template_control ? "%" : "$";
            error("Invalid string literal",
                  std::string("Template sequences are not allowed in this string. To include a literal \"") + which +
                      "\", double it (as \"" + which + which + "\") to escape it.",
                  byte_span::of(t), byte_span::between(byte_span::of(open), byte_span::of(t)));
            // Marks the label as broken for tools that look at partial trees.
            out += which;
            out += "{ ... }";
            recover(token_kind::template_seq_end);
            continue;
        }
        case token_kind::eof:
            error("Unterminated string literal", "Unable to find the closing quote mark before the end of the file.",
                  byte_span::of(t), byte_span::between(byte_span::of(open), byte_span::of(t)));
            end_range = byte_span::of(t);
            break;
        default:
            error("Invalid string literal", "This item is not valid in a string literal.", byte_span::of(t),
                  byte_span::between(byte_span::of(open), byte_span::of(t)));
            recover(token_kind::close_quote);
            end_range = byte_span::of(t);
            break;
        }
        break;
    }
    span = byte_span::between(byte_span::of(open), end_range);
    return out;
}

void parser::finish_block(const token& type) {
    const byte_span type_span = byte_span::of(type);
    // The labels go on scratch stacks (the blocks of this one's body push
    // theirs above and take them off again) and into the arena once the
    // block is complete; a label is a view of the source unless decoding
    // changed it.
    const std::size_t labels_base = labels_.size();
    struct truncate_labels {
        parser* p;
        std::size_t base;
        ~truncate_labels() { p->labels_.resize(base); }
    } const truncate{this, labels_base};
    const auto add_label = [&](std::string_view text, byte_span s, bool in_source) {
        if (!in_source) {
            char* copy = static_cast<char*>(file_.arena().allocate(text.size() + 1, 1));
            std::memcpy(copy, text.data(), text.size());
            text = std::string_view(copy, text.size());
        }
        labels_.push_back(block_label{text, s});
    };
    const auto push_block = [&](body_impl* body, byte_span open, byte_span close) {
        block_node n;
        const auto labels =
            file_.arena().copy(std::span<const block_label>(labels_.data() + labels_base, labels_.size() - labels_base));
        n.label_data = labels.data();
        n.label_count = static_cast<std::uint32_t>(labels.size());
        n.body = body;
        n.type_span = type_span;
        n.open_brace = open;
        n.close_brace = close;
        blocks_.push_back(n);
    };

    token open{};
    for (bool header = true; header;) {
        const token t = peek();
        switch (t.kind) {
        case token_kind::open_brace:
            open = read();
            header = false;
            break;
        case token_kind::open_quote: {
            // Plain ASCII text (the common case) is its own decoded form.
            byte_span whole, inner;
            if (take_plain_string(whole, inner)) {
                add_label(text(inner), whole, true);
                break;
            }
            const token lit = raw_ahead(1);
            if (lit.kind == token_kind::close_quote) {
                read();
                add_label({}, byte_span::between(byte_span::of(t), byte_span::of(read())), true);
                break;
            }
            if (lit.kind == token_kind::quoted_literal && lit.is_plain_text() && lit.is_ascii_text() &&
                raw_ahead(2).kind == token_kind::close_quote) {
                read();
                read();
                add_label(text(lit), byte_span::between(byte_span::of(t), byte_span::of(read())), true);
                break;
            }
            byte_span s{};
            const std::string label = parse_quoted_label(s);
            add_label(label, s, false);
            break;
        }
        case token_kind::identifier:
            read();
            add_label(text(t), byte_span::of(t), true);
            break;
        default: {
            const byte_span ts = byte_span::of(t);
            const byte_span context = byte_span::between(type_span, ts);
            if (t.kind == token_kind::equal) {
                error("Invalid block definition",
                      "The equals sign \"=\" indicates an argument definition, and must not be used when "
                      "defining a block.",
                      ts, context);
            } else if (t.kind == token_kind::newline) {
                error("Invalid block definition",
                      "A block definition must have block content delimited by \"{\" and \"}\", starting on "
                      "the same line as the block header.",
                      ts, context);
            } else if (!recovery_) {
                error("Invalid block definition",
                      "Either a quoted string block label or an opening brace (\"{\") is expected here.", ts,
                      context);
            }
            recover_after_body_item();
            push_block(empty_body(type_span, type_span), type_span, type_span);
            return;
        }
        }
    }

    const byte_span open_span = byte_span::of(open);
    body_impl* body = nullptr;
    if (!enter(open_span)) {
        recover(token_kind::close_brace);
    } else {
        switch (peek_kind()) {
        case token_kind::newline:
        case token_kind::eof:
        case token_kind::close_brace: body = parse_body(token_kind::close_brace); break;
        default: {
            // A one-line block: `b { name = value }`. Its body's problems are
            // reported after those of its shape, as the reference does.
            diagnostics body_diags;
            diagnostics* outer = diags_;
            diags_ = &body_diags;
            body = parse_single_attribute_body();
            diags_ = outer;
            const token next = peek();
            switch (next.kind) {
            case token_kind::close_brace: read(); break;
            case token_kind::comma:
                error("Invalid single-argument block definition",
                      "Single-line block syntax can include only one argument definition. To define multiple "
                      "arguments, use the multi-line block syntax with one argument definition per line.",
                      byte_span::of(next));
                recover(token_kind::close_brace);
                break;
            case token_kind::newline:
                error("Invalid single-argument block definition",
                      "An argument definition on the same line as its containing block creates a single-line "
                      "block definition, which must also be closed on the same line. Place the block's closing "
                      "brace immediately after the argument definition.",
                      byte_span::of(next));
                recover(token_kind::close_brace);
                break;
            default:
                if (!recovery_) {
                    if (next.kind == token_kind::eof) {
                        error("Unclosed configuration block", unclosed_block_detail, open_span,
                              byte_span::between(type_span, open_span));
                    } else {
                        error("Invalid single-argument block definition",
                              "A single-line block definition must end with a closing brace immediately after its "
                              "single argument definition.",
                              byte_span::of(next));
                    }
                }
                recover(token_kind::close_brace);
                break;
            }
            diags_->append(std::move(body_diags));
            break;
        }
        }
        leave();
    }
    const byte_span close_span = prev_span();

    const token eol = peek();
    if (eol.kind == token_kind::newline || eol.kind == token_kind::eof) {
        read();
    } else {
        if (!recovery_) {
            error("Missing newline after block definition", "A block definition must end with a newline.",
                  byte_span::of(eol), byte_span::between(type_span, byte_span::of(eol)));
        }
        recover_after_body_item();
    }
    if (!body) body = empty_body(byte_span::between(open_span, close_span), close_span);
    push_block(body, open_span, close_span);
}

body_impl* parser::parse_single_attribute_body() {
    const token ident = read();
    if (ident.kind != token_kind::identifier) {
        recover_after_body_item();
        error("Argument or block definition required", item_required_detail, byte_span::of(ident));
        return nullptr;
    }
    const token next = peek();
    switch (next.kind) {
    case token_kind::equal: {
        const std::size_t at = attributes_.size();
        attributes_.emplace_back();
        finish_attribute(ident, true, at);
        const attribute_node a = attributes_[at];
        attributes_.pop_back();
        body_impl* b = empty_body(a.span(), byte_span{a.end, a.end});
        b->attributes = file_.arena().copy(std::span<const attribute_node>(&a, 1));
        return b;
    }
    case token_kind::open_quote:
    case token_kind::open_brace:
    case token_kind::identifier: {
        const byte_span s = byte_span::between(byte_span::of(ident), byte_span::of(next));
        recover_after_body_item();
        error("Argument definition required",
              "A single-line block definition can contain only a single argument. If you meant to define "
              "argument \"" + std::string(text(ident)) +
                  "\", use an equals sign to assign it a value. To define a nested block, place it on a line "
                  "of its own within its parent block.",
              s);
        return nullptr;
    }
    default:
        recover_after_body_item();
        error("Argument or block definition required", item_required_equals_detail, byte_span::of(ident));
        return nullptr;
    }
}

}  // namespace native::detail
HCL_END_NAMESPACE
