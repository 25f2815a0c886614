// Schema processing for native-syntax bodies (reference-behaviour §1.2).
//
// The syntax tree is immutable once parsed, so what partial_content leaves
// behind is not a copy of the body but a view of it: the original body plus
// one bit per attribute and block saying whether an earlier call took it.
// Every query goes through one set of functions taking (body, hidden items),
// so a fresh body is just a view with nothing hidden.
//
// Content extraction runs once per block of a configuration (the decoder's
// hot path), so the items it hands out work out their source ranges only
// when asked (almost never: a range is for a diagnostic), and it keeps its
// bookkeeping in bitmaps rather than sets of names.
#include "native/ast.hpp"

#include "conversion/conversion_detail.hpp"
#include "model/name_suggestion.hpp"

#include <hcl/detail/name_less.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

source_range block_header_range(const native_file& file, const block_node& n, std::uint32_t which) {
    switch (which) {
    case 0: {
        // The definition is the header: type through the last label.
        const auto labels = n.labels();
        return file.range(byte_span{n.type_span.begin, labels.empty() ? n.type_span.end : labels.back().span.end});
    }
    case 1: return file.range(n.type_span);
    default: return file.range(n.labels()[which - 2].span);
    }
}

const block_header_schema* block_schema_of(const body_schema& schema, std::string_view type) noexcept {
    for (const auto& s : schema.blocks) {
        if (hcl::detail::same_name(s.type, type)) return &s;
    }
    return nullptr;
}

namespace {

// A set of item indices (attributes or blocks of one body); no heap for
// bodies of up to 128 items.
class item_set {
public:
    explicit item_set(std::size_t size) {
        if (size > inline_bits) heap_.assign((size + 63) / 64, 0);
    }
    bool test(std::size_t i) const noexcept { return (words()[i / 64] >> (i % 64)) & 1U; }
    void set(std::size_t i) noexcept {
        std::uint64_t& w = words()[i / 64];
        const std::uint64_t bit = std::uint64_t{1} << (i % 64);
        count_ += (w & bit) ? 0 : 1;
        w |= bit;
    }
    // How many are in the set.
    std::size_t count() const noexcept { return count_; }

private:
    static constexpr std::size_t inline_bits = 128;
    const std::uint64_t* words() const noexcept { return heap_.empty() ? inline_ : heap_.data(); }
    std::uint64_t* words() noexcept { return heap_.empty() ? inline_ : heap_.data(); }

    std::uint64_t inline_[inline_bits / 64] = {};
    std::size_t count_ = 0;
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

// The spans are the parser's, inside the source: no bounds checks.
std::string_view text_at(const body_impl& b, byte_span s) noexcept {
    return std::string_view(b.file->source().data() + s.begin, s.end - s.begin);
}
std::string_view name_of(const body_impl& b, const attribute_node& a) noexcept { return text_at(b, a.name_span); }
std::string_view type_of(const body_impl& b, const block_node& n) noexcept { return text_at(b, n.type_span); }

std::size_t index_of(const body_impl& b, const attribute_node& a) noexcept {
    return static_cast<std::size_t>(&a - b.attributes.data());
}

// Where block i's tree and text lie, for the decoder to fetch them ahead
// (hcl::detail::block_item::tree). The parser writes a block's nodes into
// the arena in one stretch: its expressions and nested blocks, then its body
// record, item arrays and labels. So the stretch ends with the block's label
// array and begins where the previous sibling's ended, when both lie in the
// same chunk. Without labels, or for a body's first block, the hint covers
// the body record and what follows it. Nothing here reads the tree beyond
// the block records the caller is reading anyway.
constexpr std::uintptr_t hint_limit = 16 * 1024;  // a bigger block's nested blocks hint for themselves

std::uintptr_t tree_end(const block_node& n) noexcept {
    if (n.label_count > 0) return reinterpret_cast<std::uintptr_t>(n.label_data + n.label_count);
    return reinterpret_cast<std::uintptr_t>(n.body) + sizeof(body_impl);
}

void set_memory_hints(const body_impl& b, std::size_t i, detail::block_item& out) noexcept {
    const block_node& n = b.blocks[i];
    const std::uintptr_t end = tree_end(n);
    std::uintptr_t begin = reinterpret_cast<std::uintptr_t>(n.body);
    if (i > 0) {
        const std::uintptr_t previous = tree_end(b.blocks[i - 1]);
        if (previous < begin && begin - previous < hint_limit) begin = previous;
    }
    if (begin < end && end - begin <= hint_limit) {
        out.tree = {reinterpret_cast<const void*>(begin), reinterpret_cast<const void*>(end)};
    }
    const char* text = b.file->source().data();
    const std::uint32_t text_end = std::min<std::uint32_t>(n.close_brace.end, n.type_span.begin + hint_limit);
    out.text = {text + n.type_span.begin, text + text_end};
}

// Items hand out their ranges on demand (hcl::detail::deferred_ranges):
// the owner is the body, which lives in its file's arena; the item keeps the
// file alive through its expression or its body.
source_range attribute_range(const void* owner, std::uintptr_t index, std::uint32_t which) {
    const auto& b = *static_cast<const body_impl*>(owner);
    const attribute_node& a = b.attributes[index];
    return b.file->range(which == 0 ? a.span() : a.name_span);
}

source_range block_range(const void* owner, std::uintptr_t index, std::uint32_t which) {
    const auto& b = *static_cast<const body_impl*>(owner);
    return block_header_range(*b.file, b.blocks[index], which);
}

// The file's owner, fetched once per body rather than once per item
// (shared_from_this is an atomic compare-and-swap loop).
using file_owner = std::shared_ptr<const native_file>;

// Appends attribute `i` to `items`, built in place.
void add_attribute(std::vector<attribute_map::value_type>& items, const body_impl& b, const file_owner& file,
                   std::uint32_t i) {
    const attribute_node& a = b.attributes[i];
    const std::string_view name = name_of(b, a);
    if (!a.value) {
        // No expression keeps the file alive: ranges now.
        items.emplace_back(std::piecewise_construct, std::forward_as_tuple(name),
                           std::forward_as_tuple(std::string(name), hcl::expression(), b.file->range(a.span()),
                                                 b.file->range(a.name_span)));
        return;
    }
    items.emplace_back(std::piecewise_construct, std::forward_as_tuple(name),
                       std::forward_as_tuple(name,
                                             hcl::expression(std::shared_ptr<const expression_node>(file, a.value)),
                                             detail::deferred_ranges{&attribute_range, &b, i}));
}

// Appends block `index` to `blocks`, built in place.
void add_block(std::vector<block>& blocks, const body_impl& b, const file_owner& file, std::size_t index) {
    const block_node& n = b.blocks[index];
    block& out = blocks.emplace_back();
    out.type = type_of(b, n);
    out.body_node = std::shared_ptr<const body_node>(file, n.body);
    out.labels.reserve(n.label_count);
    for (const auto& l : n.labels()) out.labels.emplace_back(l.text);
    out.set_ranges(detail::deferred_ranges{&block_range, &b, index});
}

source_range missing_range(const void* owner, std::uintptr_t, std::uint32_t) {
    return static_cast<const body_impl*>(owner)->missing_item_range();
}

// Indices of a body's attributes; no heap for the usual handful.
class index_list {
public:
    explicit index_list(std::size_t capacity) {
        if (capacity > inline_size) heap_.reserve(capacity);
    }
    void push_back(std::uint32_t i) {
        if (heap_.capacity()) {
            heap_.push_back(i);
        } else {
            inline_[size_++] = i;
        }
    }
    std::uint32_t* begin() noexcept { return heap_.capacity() ? heap_.data() : inline_; }
    std::uint32_t* end() noexcept { return heap_.capacity() ? heap_.data() + heap_.size() : inline_ + size_; }

private:
    static constexpr std::size_t inline_size = 32;
    std::uint32_t inline_[inline_size];
    std::size_t size_ = 0;
    std::vector<std::uint32_t> heap_;
};

// The attributes `indices` (names unique) as a map. They are put in name
// order first, so that the map takes them as they are instead of checking
// or sorting (moving) the attributes themselves.
attribute_map attributes_of(const body_impl& b, const file_owner& file, index_list& indices) {
    // Names are short and differ early: an inline comparison, not memcmp.
    const auto by_name = [&](std::uint32_t x, std::uint32_t y) {
        return hcl::detail::name_less{}(name_of(b, b.attributes[x]), name_of(b, b.attributes[y]));
    };
    if (!std::is_sorted(indices.begin(), indices.end(), by_name)) std::sort(indices.begin(), indices.end(), by_name);
    std::vector<attribute_map::value_type> items;
    items.reserve(static_cast<std::size_t>(indices.end() - indices.begin()));
    for (const std::uint32_t i : indices) add_attribute(items, b, file, i);
    return attribute_map(attribute_map::sorted_unique_t{}, std::move(items));
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
        if (hcl::detail::same_name(name_of(b, b.attributes[i]), name)) {
            from = i + 1 < n ? i + 1 : 0;
            return &b.attributes[i];
        }
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

// The schema's items, as views, skipping what `hidden` (null: nothing)
// says was already taken. `taken` (sized for `b`) receives `hidden` plus
// what this call took.
void extract(const body_impl& b, const hidden_items* hidden, const body_schema& schema, hidden_items& taken,
             detail::content_items& out, diagnostics& diags) {
    out.reset(schema.attributes.size());
    out.set_missing_item_range(detail::deferred_ranges{&missing_range, &b, 0});
    if (hidden) taken = *hidden;

    // Which attributes to take; errors in schema order.
    std::size_t search_from = 0;
    for (std::size_t k = 0; k < schema.attributes.size(); ++k) {
        const auto& want = schema.attributes[k];
        const attribute_node* a = find_attribute_from(b, want.name, search_from);
        if (!a || (hidden && hidden->attributes.test(index_of(b, *a)))) {
            if (want.required) {
                diags.add_error("Missing required argument",
                                "The argument " + detail::quote(want.name) +
                                    " is required, but no definition was found.",
                                b.missing_item_range());
            }
            continue;
        }
        const std::size_t i = index_of(b, *a);
        taken.attributes.set(i);
        out.set_attribute(k, name_of(b, *a), a->value, detail::deferred_ranges{&attribute_range, &b, i});
    }

    // The blocks of the schema's types, in source order.
    const std::size_t nb = b.blocks.size();
    if (nb && !schema.blocks.empty()) {
        // Room for every block at once: a file of many blocks would
        // otherwise grow these arrays by doubling, copying them each time
        // (megabytes, for a large file).
        std::size_t most_labels = 0;
        for (const auto& s : schema.blocks) most_labels = std::max(most_labels, s.label_names.size());
        out.blocks.reserve(nb);
        out.labels.reserve(nb * most_labels);
        for (std::size_t i = 0; i < nb; ++i) {
#if defined(__GNUC__) || defined(__clang__)
            // Each block's labels lie with its tree, far from the block
            // records: with many blocks, fetch them a few blocks ahead.
            if (i + 8 < nb) __builtin_prefetch(b.blocks[i + 8].label_data);
#endif
            if (hidden && hidden->blocks.test(i)) continue;
            const block_node& n = b.blocks[i];
            const block_header_schema* want = block_schema_of(schema, type_of(b, n));
            if (!want) continue;
            // Blocks are hidden by type: several blocks of one type are all
            // taken by the same call, even those whose labels are wrong.
            taken.blocks.set(i);
            if (!check_labels(b, n, *want, diags)) continue;
            out.add_block(static_cast<std::size_t>(want - schema.blocks.data()), type_of(b, n), n.body,
                          detail::deferred_ranges{&block_range, &b, i});
            set_memory_hints(b, i, out.blocks.back());
            for (const auto& l : n.labels()) out.add_label(l.text);
        }
    }
    out.finish();
}

// Unsupported arguments and blocks: what `taken` leaves.
void report_leftovers(const body_impl& b, const body_schema& schema, const hidden_items& taken,
                      const detail::content_items& items, diagnostics& diags) {
    // Usually everything was taken.
    if (taken.attributes.count() == b.attributes.size() && taken.blocks.count() == b.blocks.size()) return;
    // Leftover attributes, in source order (the reference walks a hash map,
    // so any order matches it).
    for (std::size_t i = 0; i < b.attributes.size(); ++i) {
        if (taken.attributes.test(i)) continue;
        const auto& a = b.attributes[i];
        std::vector<std::string_view> unset;
        for (std::size_t k = 0; k < schema.attributes.size(); ++k) {
            if (!items.attributes[k].present) unset.push_back(schema.attributes[k].name);
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
}

// Content as views: exactly the schema's items (remain null) or the
// schema's items with the rest left in `remain`. `self` owns `b` (null when
// `remain` is null).
void read_items(const body_impl& b, const std::shared_ptr<const body_impl>* self, const hidden_items* hidden,
                const body_schema& schema, std::shared_ptr<const body_node>* remain, detail::content_items& out,
                diagnostics& diags);

// The items as the body_content of the public interface.
body_content to_content(const body_impl& b, detail::content_items& items) {
    const file_owner file = b.file->shared_from_this();
    body_content out;
    out.set_missing_item_range(detail::deferred_ranges{&missing_range, &b, 0}, file);
    index_list present(items.attributes.size());
    for (const auto& a : items.attributes) {
        if (a.present) present.push_back(static_cast<std::uint32_t>(a.ranges.key));
    }
    if (present.begin() != present.end()) out.attributes = attributes_of(b, file, present);
    if (!items.blocks.empty()) {
        out.blocks.reserve(items.blocks.size());
        for (const auto& item : items.blocks) add_block(out.blocks, b, file, item.ranges.key);
    }
    return out;
}

// The indices of the attributes `hidden` (null: nothing) leaves.
index_list visible_attributes(const body_impl& b, const hidden_items* hidden) {
    index_list visible(b.attributes.size());
    for (std::size_t i = 0; i < b.attributes.size(); ++i) {
        if (!hidden || !hidden->attributes.test(i)) visible.push_back(static_cast<std::uint32_t>(i));
    }
    return visible;
}

// Every item `hidden` (null: nothing) leaves: attributes by name, blocks in
// source order.
body_content all_items(const body_impl& b, const hidden_items* hidden) {
    const file_owner file = b.file->shared_from_this();
    body_content out;
    out.set_missing_item_range(detail::deferred_ranges{&missing_range, &b, 0}, file);
    index_list visible = visible_attributes(b, hidden);
    if (visible.begin() != visible.end()) out.attributes = attributes_of(b, file, visible);
    for (std::size_t i = 0; i < b.blocks.size(); ++i) {
        if (!hidden || !hidden->blocks.test(i)) add_block(out.blocks, b, file, i);
    }
    return out;
}

attribute_map all_attributes(const body_impl& b, const hidden_items* hidden, diagnostics& diags) {
    // Any block still in the body is an error; the first one stands for
    // all. A block an earlier partial_content took is not: the reference
    // reports those too (docs/deviations.md, "just_attributes of a
    // remainder"), which breaks a `remain` attribute map beside block members.
    for (std::size_t i = 0; i < b.blocks.size(); ++i) {
        if (hidden && hidden->blocks.test(i)) continue;
        const auto& first = b.blocks[i];
        diags.add_error("Unexpected " + detail::quote(type_of(b, first)) + " block", "Blocks are not allowed here.",
                        b.file->range(first.type_span));
        break;
    }
    index_list visible = visible_attributes(b, hidden);
    return attributes_of(b, b.file->shared_from_this(), visible);
}

// The remainder of a body after partial_content: the same body with some
// items hidden. It keeps the file alive through `body_`.
class body_remainder final : public body_node {
public:
    body_remainder(std::shared_ptr<const body_impl> b, hidden_items hidden)
        : body_(std::move(b)), hidden_(std::move(hidden)) {}

    body_content content(const body_schema& schema, diagnostics& diags) const override {
        detail::content_items items;
        read_items(*body_, nullptr, &hidden_, schema, nullptr, items, diags);
        return to_content(*body_, items);
    }
    body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                 diagnostics& diags) const override {
        detail::content_items items;
        read_items(*body_, &body_, &hidden_, schema, &remain, items, diags);
        return to_content(*body_, items);
    }
    void schema_items(const body_schema& schema, std::shared_ptr<const body_node>* remain,
                      detail::content_items& out, diagnostics& diags) const override {
        read_items(*body_, &body_, &hidden_, schema, remain, out, diags);
    }
    attribute_map just_attributes(diagnostics& diags) const override {
        return all_attributes(*body_, &hidden_, diags);
    }
    std::optional<body_content> all_content() const override { return all_items(*body_, &hidden_); }
    source_range missing_item_range() const override { return body_->missing_item_range(); }

private:
    std::shared_ptr<const body_impl> body_;
    hidden_items hidden_;
};

void read_items(const body_impl& b, const std::shared_ptr<const body_impl>* self, const hidden_items* hidden,
                const body_schema& schema, std::shared_ptr<const body_node>* remain, detail::content_items& out,
                diagnostics& diags) {
    hidden_items taken(b);
    if (reject_bad_schema(b, schema, diags)) {
        out.reset(schema.attributes.size());
        out.set_missing_item_range(detail::deferred_ranges{&missing_range, &b, 0});
        if (remain) {
            if (hidden) taken = *hidden;
            *remain = std::make_shared<body_remainder>(self ? *self : b.file->share(&b), std::move(taken));
        }
        return;
    }
    extract(b, hidden, schema, taken, out, diags);
    if (remain) {
        *remain = std::make_shared<body_remainder>(self ? *self : b.file->share(&b), std::move(taken));
    } else {
        report_leftovers(b, schema, taken, out, diags);
    }
}

}  // namespace

body_content body_impl::content(const body_schema& schema, diagnostics& diags) const {
    detail::content_items items;
    read_items(*this, nullptr, nullptr, schema, nullptr, items, diags);
    return to_content(*this, items);
}

body_content body_impl::partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                        diagnostics& diags) const {
    detail::content_items items;
    read_items(*this, nullptr, nullptr, schema, &remain, items, diags);
    return to_content(*this, items);
}

void body_impl::schema_items(const body_schema& schema, std::shared_ptr<const body_node>* remain,
                             detail::content_items& out, diagnostics& diags) const {
    read_items(*this, nullptr, nullptr, schema, remain, out, diags);
}

std::optional<body_content> body_impl::all_content() const { return all_items(*this, nullptr); }

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
