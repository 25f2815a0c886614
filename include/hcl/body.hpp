// hcl::body — the contents of a file or block, in any syntax (docs/getting-started.md).
//
// A body is processed against a schema (content / partial_content) or read
// as attributes only (just_attributes). Like expression, body is a cheap
// copyable handle that keeps its file alive; syntaxes implement body_node.
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/expression.hpp>
#include <hcl/schema.hpp>
#include <hcl/source.hpp>

#include <concepts>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

class body;

namespace detail {
// An item's source ranges, worked out when asked for. A syntax whose
// positions cost a lookup (native: line and column from byte offsets)
// gives its items this instead of ranges: decoding a large file builds
// hundreds of thousands of items and asks for the ranges of almost none.
// `owner` is syntax data that lives as long as its file, which the item
// keeps alive (through its expression or its body); `key` says which item
// of it (an index, or a pointer to the syntax's record of the item) and
// `which` one of the item's ranges (see attribute, block).
struct deferred_ranges {
    source_range (*resolve)(const void* owner, std::uintptr_t key, std::uint32_t which) = nullptr;
    const void* owner = nullptr;
    std::uintptr_t key = 0;

    explicit operator bool() const noexcept { return resolve != nullptr; }
    source_range get(std::uint32_t which) const { return resolve(owner, key, which); }
};

// The ranges of an attribute or block: deferred, or given up front (kept
// out of line and shared by copies, so that items stay small).
class item_ranges {
public:
    item_ranges() = default;
    explicit item_ranges(deferred_ranges d) noexcept : deferred_(d) {}
    // Deferred, reading syntax data that the item owns (shared by copies).
    item_ranges(deferred_ranges d, std::shared_ptr<const void> data) noexcept
        : deferred_(d), data_(std::move(data)) {}
    explicit item_ranges(std::vector<source_range> given);
    item_ranges(source_range first, source_range second);

    bool deferred() const noexcept { return static_cast<bool>(deferred_); }
    // Range `which`; an empty range when none was given.
    source_range get(std::uint32_t which) const {
        if (deferred_) return deferred_.get(which);
        return which < given_count_ ? static_cast<const source_range*>(data_.get())[which] : source_range{};
    }
    std::size_t given_count() const noexcept { return given_count_; }

private:
    deferred_ranges deferred_;
    std::uint32_t given_count_ = 0;
    std::shared_ptr<const void> data_;  // the given ranges, or the resolver's data
};
}  // namespace detail

struct attribute {
    std::string name;
    hcl::expression expression;

    attribute() = default;
    attribute(std::string name, hcl::expression expression, source_range range, source_range name_range);
    // For syntaxes: ranges on demand (which: 0 range, 1 name_range).
    attribute(std::string_view name, hcl::expression expression, detail::deferred_ranges ranges)
        : name(name), expression(std::move(expression)), ranges_(ranges) {}

    // Name through value.
    source_range range() const { return ranges_.get(0); }
    source_range name_range() const { return ranges_.get(1); }

    // For syntaxes: ranges on demand, replacing any others.
    void set_ranges(detail::deferred_ranges ranges) noexcept { ranges_ = detail::item_ranges(ranges); }

private:
    detail::item_ranges ranges_;
};

// Attributes by name, in name order. A sorted vector with the std::map
// operations its users need: a body has a handful of attributes, and one
// allocation for all of them beats one per attribute.
class attribute_map {
public:
    using value_type = std::pair<std::string, attribute>;
    using iterator = std::vector<value_type>::iterator;
    using const_iterator = std::vector<value_type>::const_iterator;

    attribute_map() = default;
    // From attributes in any order; of equal names the first is kept.
    explicit attribute_map(std::vector<value_type> items);
    // For syntaxes: from attributes already in name order (std::less<>),
    // names unique; taken as they are, unchecked.
    struct sorted_unique_t {
        explicit sorted_unique_t() = default;
    };
    attribute_map(sorted_unique_t, std::vector<value_type> items) noexcept : items_(std::move(items)) {}

    iterator begin() noexcept { return items_.begin(); }
    iterator end() noexcept { return items_.end(); }
    const_iterator begin() const noexcept { return items_.begin(); }
    const_iterator end() const noexcept { return items_.end(); }
    std::size_t size() const noexcept { return items_.size(); }
    bool empty() const noexcept { return items_.empty(); }
    void clear() noexcept { items_.clear(); }
    void reserve(std::size_t n) { items_.reserve(n); }

    iterator find(std::string_view name) noexcept;
    const_iterator find(std::string_view name) const noexcept;
    std::size_t count(std::string_view name) const noexcept { return find(name) == end() ? 0 : 1; }
    bool contains(std::string_view name) const noexcept { return find(name) != end(); }
    // Throws std::out_of_range when there is no such attribute.
    attribute& at(std::string_view name);
    const attribute& at(std::string_view name) const;

    // Adds `a` unless `name` is there already (then changes nothing).
    template <class Name>
        requires std::constructible_from<std::string, Name&&>
    std::pair<iterator, bool> emplace(Name&& name, attribute a) {
        return add(std::string(std::forward<Name>(name)), std::move(a), false);
    }
    template <class Name>
        requires std::constructible_from<std::string, Name&&>
    std::pair<iterator, bool> insert_or_assign(Name&& name, attribute a) {
        return add(std::string(std::forward<Name>(name)), std::move(a), true);
    }
    iterator erase(const_iterator it) { return items_.erase(it); }

private:
    iterator lower_bound(std::string_view name) noexcept;
    std::pair<iterator, bool> add(std::string name, attribute a, bool replace);
    std::vector<value_type> items_;
};

class block {
public:
    std::string type;
    std::vector<std::string> labels;
    std::shared_ptr<const class body_node> body_node;  // see body()

    hcl::body body() const;

    // Type and labels: where "the block" is.
    source_range def_range() const { return ranges_.get(0); }
    source_range type_range() const { return ranges_.get(1); }
    // One per label (none when the syntax gave none).
    std::vector<source_range> label_ranges() const;

    void set_ranges(source_range def, source_range type, std::vector<source_range> labels);
    // For syntaxes: ranges on demand (which: 0 def, 1 type, 2 + i label i).
    void set_ranges(detail::deferred_ranges ranges, std::shared_ptr<const void> data = nullptr) noexcept {
        ranges_ = detail::item_ranges(ranges, std::move(data));
    }

private:
    detail::item_ranges ranges_;
};

struct body_content {
    attribute_map attributes;
    std::vector<block> blocks;  // in source order

    // Where a diagnostic about a missing required item points.
    source_range missing_item_range() const { return deferred_ ? deferred_.get(0) : missing_item_range_; }
    void set_missing_item_range(source_range r) {
        deferred_ = {};
        keep_alive_.reset();
        missing_item_range_ = std::move(r);
    }
    // For syntaxes: worked out on demand; `keep_alive` owns the deferred
    // range's owner.
    void set_missing_item_range(detail::deferred_ranges r, std::shared_ptr<const void> keep_alive) noexcept {
        deferred_ = r;
        keep_alive_ = std::move(keep_alive);
    }

    // The blocks of one type, in source order.
    std::vector<const block*> blocks_of_type(std::string_view type) const;

private:
    detail::deferred_ranges deferred_;
    std::shared_ptr<const void> keep_alive_;
    source_range missing_item_range_;
};

namespace detail {
// What the decoder (<hcl/decode.hpp>) reads of a body: the schema's items
// as views into the syntax's own data (body_node::schema_items), instead
// of a body_content. Decoding a large file reads hundreds of thousands of
// items and keeps none of them, and building each one as an object (a name
// string, an owning expression handle, a vector of label strings) cost
// more than reading it. The views stay valid while the body does, which
// whoever asked keeps alive; a body that built whole items points at them
// instead (`full`), and the content_items owns them.

// One attribute of the schema, present or not.
struct attribute_item {
    bool present = false;
    std::string_view name;  // the schema's name for it
    const expression_node* expression = nullptr;  // null: no expression
    deferred_ranges ranges;                       // 0 range, 1 name_range
    const attribute* full = nullptr;              // set instead of the views
};

// Memory that reading a block will touch, for the processor to start
// fetching before it is needed. A hint only: it is never dereferenced, and
// an empty one (the default) costs nothing.
struct memory_hint {
    const void* begin = nullptr;
    const void* end = nullptr;
};

// One block of a type the schema names.
struct block_item {
    std::size_t schema_index = 0;  // which of the schema's block types
    std::string_view type;
    std::span<const std::string_view> labels;  // once the content is complete
    const body_node* body = nullptr;
    deferred_ranges ranges;  // 0 def, 1 type, 2 + i label i
    block* full = nullptr;   // set instead of the views
    // Owns `body` when the body read does not (blocks built whole).
    const std::shared_ptr<const body_node>* owner = nullptr;
    std::uint32_t label_first = 0;  // in content_items::labels
    std::uint32_t label_count = 0;
    // Optional, from the syntax: where the block's own syntax tree and its
    // source text lie. The decoder fetches them one block ahead: in a large
    // file the tree was written long before it is read, and without the
    // hint every block began with a wait for memory (docs/decoder.md).
    memory_hint tree;
    memory_hint text;

    source_range range(std::uint32_t which) const;
    std::vector<source_range> label_ranges() const;
};

class content_items {
public:
    std::vector<attribute_item> attributes;  // one per schema attribute, in schema order (see `present`)
    std::vector<block_item> blocks;          // in source order
    std::vector<std::string_view> labels;    // every block's, in order
    // Optional, from whoever reads the items: the schema's attribute
    // indices in name order (std::less<>), so that a content holding
    // every schema attribute is matched without lookups.
    std::span<const std::uint32_t> name_order;

    // Empties the items (keeping their memory) for a schema with `attributes` attributes.
    void reset(std::size_t attribute_count);
    void set_attribute(std::size_t schema_index, std::string_view name, const expression_node* expression,
                       deferred_ranges ranges) noexcept {
        attributes[schema_index] = {true, name, expression, ranges, nullptr};
    }
    // Adds a block; its labels follow with add_label.
    void add_block(std::size_t schema_index, std::string_view type, const body_node* body, deferred_ranges ranges) {
        // Every member spelled out: value-initialising the 128-byte item
        // first made the compiler clear it with `rep stos`, slow to start.
        blocks.push_back(block_item{schema_index, type, {}, body, ranges, nullptr, nullptr,
                                    static_cast<std::uint32_t>(labels.size()), 0, {}, {}});
    }
    void add_label(std::string_view label) {
        labels.push_back(label);
        ++blocks.back().label_count;
    }
    // Points every block at its labels (once nothing is added any more).
    void finish() noexcept {
        for (auto& b : blocks) b.labels = std::span<const std::string_view>(labels.data() + b.label_first, b.label_count);
    }

    source_range missing_item_range() const {
        return built_ ? content_.missing_item_range() : missing_ ? missing_.get(0) : source_range{};
    }
    void set_missing_item_range(deferred_ranges r) noexcept { missing_ = r; }

    // The items of a whole content, which is kept (the default schema_items).
    void take(body_content content, const body_schema& schema);
    // Frees a content that take() kept (the items are done with).
    void release() {
        if (built_) reset(0);
    }

private:
    deferred_ranges missing_;
    bool built_ = false;
    body_content content_;
};
}  // namespace detail

// A property of a JSON-syntax body as it was written (body_node::json_properties).
struct json_property_text {
    std::string name;
    std::string json;  // the value's JSON text, verbatim
};

// The interface every syntax's bodies implement.
class body_node {
public:
    virtual ~body_node() = default;
    // Exactly the schema's items; anything else is an error.
    virtual body_content content(const body_schema& schema, diagnostics& diags) const = 0;
    // The schema's items; everything else stays in `remain` for later.
    virtual body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                         diagnostics& diags) const = 0;
    // Every attribute (dynamic attributes processing); blocks are errors.
    virtual attribute_map just_attributes(diagnostics& diags) const = 0;
    // Where a diagnostic about a missing required item points.
    virtual source_range missing_item_range() const = 0;
    // For the decoder: content (remain null) or partial_content (remain
    // receives the rest) as views, with the same diagnostics. The default
    // builds the content and points into it; a syntax overrides it to skip
    // building items.
    virtual void schema_items(const body_schema& schema, std::shared_ptr<const body_node>* remain,
                              detail::content_items& out, diagnostics& diags) const;
    // Every item of the body (of what is left of it, for a remainder), when
    // the syntax tells attributes from blocks without a schema: the native
    // syntax does, the JSON syntax decides by the schema. nullopt otherwise.
    // The encoder writes `remain` bodies with it.
    virtual std::optional<body_content> all_content() const { return std::nullopt; }
    // The JSON syntax's stand-in for all_content, which it cannot give: the
    // body's properties (what is left of them, for a remainder) as written,
    // each its name and its value's JSON text, for the encoder to write back
    // into JSON-syntax output. nullopt for other syntaxes.
    virtual std::optional<std::vector<json_property_text>> json_properties() const { return std::nullopt; }
};

class body {
public:
    body() = default;  // the empty body
    explicit body(std::shared_ptr<const body_node> node) noexcept : node_(std::move(node)) {}

    body_content content(const body_schema& schema, diagnostics& diags) const;
    // Returns the content; `remain` receives the rest of the body.
    body_content partial_content(const body_schema& schema, body& remain, diagnostics& diags) const;
    attribute_map just_attributes(diagnostics& diags) const;
    source_range missing_item_range() const;

    const body_node* node() const noexcept { return node_.get(); }
    const std::shared_ptr<const body_node>& shared_node() const noexcept { return node_; }

private:
    std::shared_ptr<const body_node> node_;
};

// Several bodies read as one (e.g. all files of a configuration directory):
// attributes may be defined in only one of them; blocks concatenate in order.
body merge_bodies(std::vector<body> bodies);

namespace detail {
// What an empty hcl::body reads as.
const body_node& empty_body_node() noexcept;
}  // namespace detail

HCL_END_NAMESPACE
