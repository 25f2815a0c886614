// Schema processing for native-syntax bodies (reference-behaviour §1.2).
//
// The syntax tree is immutable once parsed, so what partial_content leaves
// behind is not a copy of the body but a view of it: the original body plus
// one bit per attribute and block saying whether an earlier call took it.
// Every query goes through one set of functions taking (body, hidden items),
// so a fresh body is just a view with nothing hidden.
//
// Content extraction runs once per block of a configuration (the decoder's
// hot path), so it computes the items' source ranges walking the source in
// order with one position cursor (no binary search per position) and keeps
// its bookkeeping in bitmaps rather than sets of names.
#include "native/ast.hpp"

#include "conversion/conversion_detail.hpp"
#include "model/name_suggestion.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

namespace {

// A set of item indices (attributes or blocks of one body); no heap for
// bodies of up to 128 items.
class item_set {
public:
    explicit item_set(std::size_t size) {
        if (size > inline_bits) heap_.assign((size + 63) / 64, 0);
    }
    bool test(std::size_t i) const noexcept { return (words()[i / 64] >> (i % 64)) & 1U; }
    void set(std::size_t i) noexcept { words()[i / 64] |= std::uint64_t{1} << (i % 64); }

private:
    static constexpr std::size_t inline_bits = 128;
    const std::uint64_t* words() const noexcept { return heap_.empty() ? inline_ : heap_.data(); }
    std::uint64_t* words() noexcept { return heap_.empty() ? inline_ : heap_.data(); }

    std::uint64_t inline_[inline_bits / 64] = {};
    std::vector<std::uint64_t> heap_;
};

// What earlier partial_content calls took from a body: attributes by index,
// blocks by index (a block is taken when its type was in an earlier schema,
// whether or not that call could use it).
struct hidden_items {
    item_set attributes;
    item_set blocks;

    explicit hidden_items(const body_impl& b) : attributes(b.attributes.size()), blocks(b.blocks.size()) {}
};

std::string_view name_of(const body_impl& b, const attribute_node& a) noexcept { return a.name(b.file->source()); }
std::string_view type_of(const body_impl& b, const block_node& n) noexcept { return n.type(b.file->source()); }

std::size_t index_of(const body_impl& b, const attribute_node& a) noexcept {
    return static_cast<std::size_t>(&a - b.attributes.data());
}

// Source ranges of one body's items, asked for in source order: a forward
// cursor answers each position in amortised constant time.
class range_maker {
public:
    explicit range_maker(const native_file& f) : file_(f), cursor_(f.positions()) {}

    source_position at(std::uint32_t offset) { return cursor_.at(offset); }
    source_range range(source_position start, source_position end) const {
        return source_range{file_.name(), start, end};
    }
    source_range range(byte_span s) {
        const source_position start = at(s.begin);
        return range(start, at(s.end));
    }

private:
    const native_file& file_;
    position_map::cursor cursor_;
};

attribute to_attribute(const body_impl& b, const attribute_node& a, range_maker& ranges) {
    attribute out;
    out.name = std::string(name_of(b, a));
    if (a.value) out.expression = hcl::expression(b.file->share<expression_node>(a.value));
    out.name_range = ranges.range(a.name_span);
    // The attribute starts with its name; no second lookup for that.
    out.range = ranges.range(out.name_range.start, ranges.at(a.end));
    return out;
}

block to_block(const body_impl& b, const block_node& n, range_maker& ranges) {
    block out;
    out.type = std::string(type_of(b, n));
    out.body_node = b.file->share<body_node>(n.body);
    out.type_range = ranges.range(n.type_span);
    out.labels.reserve(n.label_count);
    out.label_ranges.reserve(n.label_count);
    for (const auto& l : n.labels()) {
        out.labels.emplace_back(l.text);
        out.label_ranges.push_back(ranges.range(l.span));
    }
    // The definition is the header: type through the last label.
    out.def_range = ranges.range(out.type_range.start,
                                 out.label_ranges.empty() ? out.type_range.end : out.label_ranges.back().end);
    return out;
}

std::string join(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i) out += ", ";
        out += names[i];
    }
    return out;
}

// A schema that breaks body_schema's rules is the application's mistake;
// report it rather than guessing which of two definitions was meant.
bool reject_bad_schema(const body_impl& b, const body_schema& schema, diagnostics& diags) {
    auto problem = schema.problem();
    if (!problem) return false;
    diags.add_error("Invalid schema", "The schema used to read this body is invalid: " + *problem + ".",
                    b.missing_item_range());
    return true;
}

// The attribute called `name`, searched from index `from` round to where it
// started; `from` moves past the match. Schemas usually list attributes in
// the order configurations write them, so this is mostly one comparison.
const attribute_node* find_attribute_from(const body_impl& b, std::string_view name, std::size_t& from) noexcept {
    const std::size_t n = b.attributes.size();
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t i = from + k < n ? from + k : from + k - n;
        if (name_of(b, b.attributes[i]) == name) {
            from = i + 1 < n ? i + 1 : 0;
            return &b.attributes[i];
        }
    }
    return nullptr;
}

const block_header_schema* block_schema_of(const body_schema& schema, std::string_view type) noexcept {
    for (const auto& s : schema.blocks) {
        if (s.type == type) return &s;
    }
    return nullptr;
}

// Whether `n` has the labels `want` asks for; if not, reports why.
bool check_labels(const body_impl& b, const block_node& n, const block_header_schema& want, diagnostics& diags) {
    const std::size_t expected = want.label_names.size();
    if (n.label_count == expected) return true;
    const std::string type(type_of(b, n));
    const source_range header = b.file->range(byte_span::between(n.type_span, n.open_brace));
    if (n.label_count > expected) {
        auto& d = diags.add_error(
            "Extraneous label for " + type,
            expected == 0 ? "No labels are expected for " + type + " blocks."
                          : "Only " + std::to_string(expected) + " labels (" + join(want.label_names) +
                                ") are expected for " + type + " blocks.",
            b.file->range(n.labels()[expected].span));
        d.context = header;
    } else {
        auto& d = diags.add_error("Missing " + want.label_names[n.label_count] + " for " + type,
                                  "All " + type + " blocks must have " + std::to_string(expected) + " labels (" +
                                      join(want.label_names) + ").",
                                  b.file->range(n.open_brace));
        d.context = header;
    }
    return false;
}

// The schema's items, skipping what `hidden` (null: nothing) says was
// already taken. `taken` (sized for `b`) receives `hidden` plus what this
// call took.
body_content extract(const body_impl& b, const hidden_items* hidden, const body_schema& schema,
                     hidden_items& taken, diagnostics& diags) {
    range_maker ranges(*b.file);
    body_content out;
    // The body's start comes before all of its items.
    const source_position body_start = ranges.at(b.span.begin);
    out.missing_item_range = ranges.range(body_start, body_start);
    if (hidden) taken = *hidden;

    // Which attributes to take; errors in schema order.
    std::size_t search_from = 0;
    for (const auto& want : schema.attributes) {
        const attribute_node* a = find_attribute_from(b, want.name, search_from);
        if (!a || (hidden && hidden->attributes.test(index_of(b, *a)))) {
            if (want.required) {
                diags.add_error("Missing required argument",
                                "The argument " + detail::quote(want.name) +
                                    " is required, but no definition was found.",
                                out.missing_item_range);
            }
            continue;
        }
        taken.attributes.set(index_of(b, *a));
    }

    // The items, in source order (attributes and blocks interleave).
    std::size_t ai = 0;
    std::size_t bi = 0;
    const std::size_t na = b.attributes.size();
    const std::size_t nb = b.blocks.size();
    // At most every block; exact for a file of nothing but wanted blocks,
    // where doubling would briefly hold twice the (large) vector.
    out.blocks.reserve(nb);
    while (ai < na || bi < nb) {
        if (bi == nb || (ai < na && b.attributes[ai].name_span.begin < b.blocks[bi].type_span.begin)) {
            const std::size_t i = ai++;
            if (hidden && hidden->attributes.test(i)) continue;
            if (!taken.attributes.test(i)) continue;
            const attribute_node& a = b.attributes[i];
            out.attributes.emplace_hint(out.attributes.end(), std::string(name_of(b, a)), to_attribute(b, a, ranges));
            continue;
        }
        const std::size_t i = bi++;
        if (hidden && hidden->blocks.test(i)) continue;
        const block_node& n = b.blocks[i];
        const block_header_schema* want = block_schema_of(schema, type_of(b, n));
        if (!want) continue;
        // Blocks are hidden by type: several blocks of one type are all
        // taken by the same call, even those whose labels are wrong.
        taken.blocks.set(i);
        if (check_labels(b, n, *want, diags)) out.blocks.push_back(to_block(b, n, ranges));
    }
    return out;
}

body_content exhaustive(const body_impl& b, const hidden_items* hidden, const body_schema& schema,
                        diagnostics& diags) {
    if (reject_bad_schema(b, schema, diags)) {
        body_content out;
        out.missing_item_range = b.missing_item_range();
        return out;
    }
    hidden_items taken(b);
    body_content out = extract(b, hidden, schema, taken, diags);

    // Leftover attributes, in source order (the reference walks a hash map,
    // so any order matches it).
    for (std::size_t i = 0; i < b.attributes.size(); ++i) {
        if (taken.attributes.test(i)) continue;
        const auto& a = b.attributes[i];
        std::vector<std::string_view> unset;
        for (const auto& s : schema.attributes) {
            if (!out.attributes.count(s.name)) unset.push_back(s.name);
        }
        std::string hint;
        if (auto s = detail::suggest_name(name_of(b, a), std::span<const std::string_view>(unset)); !s.empty()) {
            hint = " Did you mean " + detail::quote(s) + "?";
        } else if (block_schema_of(schema, name_of(b, a))) {
            hint = " Did you mean to define a block of type " + detail::quote(name_of(b, a)) + "?";
        }
        diags.add_error("Unsupported argument",
                        "An argument named " + detail::quote(name_of(b, a)) + " is not expected here." + hint,
                        b.file->range(a.name_span));
    }

    for (std::size_t i = 0; i < b.blocks.size(); ++i) {
        if (taken.blocks.test(i)) continue;
        const auto& n = b.blocks[i];
        std::vector<std::string_view> types;
        for (const auto& s : schema.blocks) types.push_back(s.type);
        std::string hint;
        if (auto s = detail::suggest_name(type_of(b, n), std::span<const std::string_view>(types)); !s.empty()) {
            hint = " Did you mean " + detail::quote(s) + "?";
        } else {
            for (const auto& s : schema.attributes) {
                if (s.name == type_of(b, n)) {
                    hint = " Did you mean to define argument " + detail::quote(type_of(b, n)) +
                           "? If so, use the equals sign to assign it a value.";
                    break;
                }
            }
        }
        diags.add_error("Unsupported block type",
                        "Blocks of type " + detail::quote(type_of(b, n)) + " are not expected here." + hint,
                        b.file->range(n.type_span));
    }
    return out;
}

attribute_map all_attributes(const body_impl& b, const hidden_items* hidden, diagnostics& diags) {
    // Like the reference, any block is an error here, even one of a type an
    // earlier partial_content took; the first one stands for all.
    if (!b.blocks.empty()) {
        const auto& first = b.blocks.front();
        diags.add_error("Unexpected " + detail::quote(type_of(b, first)) + " block", "Blocks are not allowed here.",
                        b.file->range(first.type_span));
    }
    range_maker ranges(*b.file);
    attribute_map out;
    for (std::size_t i = 0; i < b.attributes.size(); ++i) {
        if (hidden && hidden->attributes.test(i)) continue;
        const auto& a = b.attributes[i];
        out.insert_or_assign(std::string(name_of(b, a)), to_attribute(b, a, ranges));
    }
    return out;
}

// The remainder of a body after partial_content: the same body with some
// items hidden. It keeps the file alive through `body_`.
class body_remainder final : public body_node {
public:
    body_remainder(std::shared_ptr<const body_impl> b, hidden_items hidden)
        : body_(std::move(b)), hidden_(std::move(hidden)) {}

    body_content content(const body_schema& schema, diagnostics& diags) const override {
        return exhaustive(*body_, &hidden_, schema, diags);
    }
    body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                 diagnostics& diags) const override {
        return partial(body_, &hidden_, schema, remain, diags);
    }
    attribute_map just_attributes(diagnostics& diags) const override {
        return all_attributes(*body_, &hidden_, diags);
    }
    source_range missing_item_range() const override { return body_->missing_item_range(); }

    static body_content partial(const std::shared_ptr<const body_impl>& b, const hidden_items* hidden,
                                const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                diagnostics& diags) {
        hidden_items taken(*b);
        if (reject_bad_schema(*b, schema, diags)) {
            if (hidden) taken = *hidden;
            remain = std::make_shared<body_remainder>(b, std::move(taken));
            body_content out;
            out.missing_item_range = b->missing_item_range();
            return out;
        }
        body_content out = extract(*b, hidden, schema, taken, diags);
        remain = std::make_shared<body_remainder>(b, std::move(taken));
        return out;
    }

private:
    std::shared_ptr<const body_impl> body_;
    hidden_items hidden_;
};

}  // namespace

body_content body_impl::content(const body_schema& schema, diagnostics& diags) const {
    return exhaustive(*this, nullptr, schema, diags);
}

body_content body_impl::partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                        diagnostics& diags) const {
    return body_remainder::partial(file->share(this), nullptr, schema, remain, diags);
}

attribute_map body_impl::just_attributes(diagnostics& diags) const {
    return all_attributes(*this, nullptr, diags);
}

source_range body_impl::missing_item_range() const {
    // Zero width at the start of the body: a block body's `{`, a file's
    // first token.
    return file->range(byte_span{span.begin, span.begin});
}

}  // namespace native
HCL_END_NAMESPACE
