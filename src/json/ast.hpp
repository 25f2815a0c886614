// The JSON syntax tree: values with their source positions, owned by the
// file they were parsed from. Bodies and expressions are handles holding the
// file alive plus a pointer to one node.
#pragma once

#include "json/arena.hpp"
#include "json/positions.hpp"

#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/expression.hpp>
#include <hcl/file.hpp>
#include <hcl/source.hpp>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace json::detail {

// Start and end of a token or node, as byte offsets into the source (the
// file turns them into positions when a range is asked for).
struct span {
    offset start = 0;
    offset end = 0;

    static span between(const span& a, const span& b) { return {a.start, b.end}; }
};

enum class node_kind : unsigned char { object, array, string, number, boolean, null, invalid };

struct property;

// Nodes, their child arrays and decoded strings live in the file's arena, so
// a node is trivially destructible and parsing allocates in large chunks.
// Children are stored inline (an array's elements are nodes, an object's
// properties hold their value), 24 bytes a value. Only the whole value's
// span is stored: braces and brackets are one byte and one column, so a
// container's opening and closing tokens follow from it.
struct node {
    node_kind kind = node_kind::invalid;
    bool boolean = false;
    bool synthetic = false;   // stands in for a missing value: every span is `whole`
    std::uint32_t count = 0;  // properties (objects), elements (arrays) or text bytes
    span whole;               // brace to brace for containers
    // property[count] or node[count] for containers; for strings the
    // decoded text, for numbers the literal text (in the source or arena).
    const void* data = nullptr;

    std::string_view text() const noexcept {
        if (kind != node_kind::string && kind != node_kind::number) return {};
        return {static_cast<const char*>(data), count};
    }
    // Objects: in source order, duplicates kept.
    std::span<const property> properties() const noexcept;
    std::span<const node> elements() const noexcept {
        if (kind != node_kind::array) return {};
        return {static_cast<const node*>(data), count};
    }

    // The opening brace or bracket of a container, the whole token otherwise.
    span open() const noexcept {
        if (synthetic || (kind != node_kind::object && kind != node_kind::array)) return whole;
        return {whole.start, whole.start + 1};
    }
    // The closing brace of an object.
    span close() const noexcept {
        if (synthetic) return whole;
        return {whole.end - 1, whole.end};
    }
    // Where a diagnostic about this value as a whole starts.
    span start_span() const noexcept { return open(); }
};

struct property {
    node value;
    std::string_view name;  // decoded; in the source or the file's arena
    span name_span;
};

inline std::span<const property> node::properties() const noexcept {
    if (kind != node_kind::object) return {};
    return {static_cast<const property*>(data), count};
}

static_assert(std::is_trivially_destructible_v<node> && std::is_trivially_destructible_v<property>);
static_assert(sizeof(node) <= 24);

class json_file final : public hcl::file, public std::enable_shared_from_this<json_file> {
public:
    // `source` is shorter than 4 GiB; `start` is the position of its first
    // byte.
    json_file(std::shared_ptr<const std::string> source, std::string filename, source_position start = {})
        : text_(std::move(source)), source_(*text_), filename_(std::move(filename)), positions_(source_, start) {}
    json_file(std::string source, std::string filename, source_position start = {})
        : json_file(std::make_shared<const std::string>(std::move(source)), std::move(filename), start) {}

    const std::string& filename() const noexcept override { return filename_.str(); }
    // The name every range of this file shares.
    const source_name& name() const noexcept { return filename_; }
    std::string_view source() const noexcept override { return source_; }
    hcl::body body() const override;

    node& make_node(node_kind kind) {
        node* n = new (arena_.allocate(sizeof(node), alignof(node))) node;
        n->kind = kind;
        return *n;
    }
    // A copy in the arena of trivially copyable items (a container's children).
    template <class T>
    const T* keep(std::span<const T> items) {
        static_assert(std::is_trivially_copyable_v<T>);
        if (items.empty()) return nullptr;
        void* p = arena_.allocate(items.size_bytes(), alignof(T));
        std::memcpy(p, items.data(), items.size_bytes());
        return static_cast<const T*>(p);
    }
    std::string_view keep(std::string_view text) {
        if (text.empty()) return {};
        return {keep(std::span<const char>(text.data(), text.size())), text.size()};
    }
    // Frees every node, child array and decoded string made so far (a
    // tree abandoned half-way).
    void discard_tree() { arena_ = detail::arena(); }
    source_position position(offset at) const { return positions_.at(at); }
    source_range range(const span& s) const { return source_range{filename_, position(s.start), position(s.end)}; }

    const node* root = nullptr;

private:
    // A std::string (possibly shared with the caller, never null): the fast
    // parser relies on its terminating NUL.
    std::shared_ptr<const std::string> text_;
    std::string_view source_;  // *text_, NUL after its end
    source_name filename_;  // shared by every range of the file
    detail::arena arena_;
    position_index positions_;  // after source_, which it views
};

using name_set = std::set<std::string, std::less<>>;

// A JSON body: an object, or an array of objects, minus the names an earlier
// partial_content took.
class json_body final : public body_node {
public:
    json_body(std::shared_ptr<const json_file> file, const node* value,
              std::shared_ptr<const name_set> hidden = nullptr)
        : file_(std::move(file)), value_(value), hidden_(std::move(hidden)) {}

    body_content content(const body_schema& schema, diagnostics& diags) const override;
    body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                 diagnostics& diags) const override;
    void schema_items(const body_schema& schema, std::shared_ptr<const body_node>* remain,
                      hcl::detail::content_items& out, diagnostics& diags) const override;
    attribute_map just_attributes(diagnostics& diags) const override;
    source_range missing_item_range() const override;
    std::optional<std::vector<json_property_text>> json_properties() const override;

    const node* value() const noexcept { return value_; }
    const std::shared_ptr<const json_file>& file() const noexcept { return file_; }

    // What schema_items points its views at (expressions per property,
    // block bodies); made on the first read and kept with the body, which
    // the views' reader keeps alive (see body_impl.cpp).
    struct views;

private:
    // Owns the views; moves only while nothing reads the body (a block
    // body built into its parent's views).
    class lazy_views {
    public:
        lazy_views() = default;
        lazy_views(lazy_views&& other) noexcept : p_(other.p_.exchange(nullptr)) {}
        lazy_views& operator=(lazy_views&&) = delete;
        ~lazy_views();
        // Made once, by whichever thread gets there first.
        views& get(const json_body& b, std::span<const property* const> props) const;

    private:
        mutable std::atomic<views*> p_{nullptr};
    };

    // Reads the properties (into `props`, in order) against a valid
    // `schema`; taken[i] says whether props[i] is hidden or was used.
    body_content extract(const body_schema& schema, std::vector<const property*>& props,
                         std::vector<unsigned char>& taken, diagnostics& diags) const;

    std::shared_ptr<const json_file> file_;
    const node* value_;
    std::shared_ptr<const name_set> hidden_;
    lazy_views views_;
};

// A JSON value as an expression; or, when `key` is set, an object property's
// name read as a string expression.
class json_expression final : public expression_node {
public:
    json_expression(std::shared_ptr<const json_file> file, const node* value, const property* key = nullptr)
        : file_(std::move(file)), value_(value), key_(key) {}

    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
    source_range range() const override;
    source_range start_range() const override;

    std::optional<std::vector<expression>> static_list() const override;
    std::optional<std::vector<key_value_pair>> static_map() const override;
    std::optional<static_call> static_function_call() const override;
    std::optional<traversal> static_traversal() const override;
    elements_result evaluate_elements(const eval_context* ctx, diagnostics& diags,
                                      std::vector<value>& out) const override;
    std::string native_source() const override;

private:
    // A string's text and position (a value node or a property name).
    std::optional<std::string_view> string_text() const noexcept;
    const span* string_span() const noexcept;

    std::shared_ptr<const json_file> file_;
    const node* value_;
    const property* key_;
};

hcl::expression make_expression(const std::shared_ptr<const json_file>& file, const node* n);

}  // namespace json::detail
HCL_END_NAMESPACE
