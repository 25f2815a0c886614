// The bridge between the templates of <hcl/decode.hpp> and the compiled
// body walk (src/decode/walk.cpp). A struct is described to the walk by its
// constexpr field_info array plus one row of function pointers per member;
// the walk does everything that does not depend on the C++ type: building
// the body schema, reading content, counting blocks, reporting missing and
// duplicate items, labels, ranges, and the logical path of diagnostics.
#pragma once

#include <hcl/annotate.hpp>
#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/expression.hpp>
#include <hcl/file.hpp>
#include <hcl/value_to.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE

struct decode_options {
    // false: unsafe conversions (string -> number, ...) are errors.
    bool allow_unsafe = true;
    // Decoding from native-syntax text (try_decode_string, try_decode_file,
    // decode_file, ...): parse on a helper thread while this one decodes
    // the top-level blocks already parsed. The value and diagnostics are
    // exactly those of the decode on one thread. Taken only for a text of
    // at least 1 MiB that is all ASCII; otherwise ignored. About a quarter
    // faster on a large file, and up to 20 MB more memory at peak (the
    // parser drops decoded blocks in runs, not one by one). Off by
    // default: the library starts no thread unless asked to. See
    // docs/decoder.md, "Parsing on a helper thread".
    bool parallel_parse = false;
};

namespace detail {

struct struct_plan;

// What the walk keeps per nesting level from one body to the next, so that
// reading a body allocates nothing once they have grown.
struct walk_level {
    content_items items;
    // The element addresses of the many-block member being decoded
    // (field_ops::prepare_blocks); not decode_state::elements, which holds
    // values.
    std::vector<void*> block_elements;
};

// The top-level blocks decoded while their file was being parsed
// (decode_text): how many of each of the top-level schema's block types
// went into their member, and how many of those the parser then dropped
// from the tree. The walk over the finished file then only sizes those
// members, and says when its own count (of the blocks left) differs.
struct streamed_blocks {
    std::vector<std::size_t> per_type;
    std::vector<std::size_t> dropped;
    bool mismatch = false;
};

struct decode_state {
    const eval_context* ctx = nullptr;
    diagnostics* diags = nullptr;
    decode_options options;
    // The blocks being decoded, outermost first. The logical path
    // (`service "web" > process "main"`) is spelled out from them only when
    // a diagnostic needs it.
    std::vector<const block_item*> blocks;
    std::vector<std::unique_ptr<walk_level>> levels;
    std::size_t depth = 0;
    // The element values of a tuple constructor decoded into a sequence
    // (decode_attribute), reused from one attribute to the next.
    std::vector<value> elements;
    // Likewise the attributes of an object constructor decoded into a map.
    std::vector<value_attribute> attributes;
    // Set for the walk over a file whose top-level blocks were decoded as
    // it was parsed (applies at depth 1, the top-level body, only).
    streamed_blocks* streamed = nullptr;

    decode_state(const eval_context* c, diagnostics* d, const decode_options& o) noexcept
        : ctx(c), diags(d), options(o) {}
};

// A body the walk reads, and how to make an owning handle to it (for
// hcl::body and hcl::expression members).
struct body_source {
    const body_node* node = nullptr;
    // Keeps `node` alive: its own handle, or one that owns the data it lives in.
    const std::shared_ptr<const body_node>* owner = nullptr;
    const body* handle = nullptr;  // the caller's own handle, when it has one

    body owning() const;
};

// The logical path of the block being decoded, with `item` appended when
// non-empty.
std::string path_of(const decode_state& st, std::string_view item = {});
// Gives the diagnostics added since `from` the current path (plus `item`),
// unless a deeper level already set one.
void stamp_path(decode_state& st, std::size_t from, std::string_view item = {});

// An attribute as a member conversion sees it: its name and expression
// node. Most members only evaluate the node, so an owning hcl::expression
// (reference counting on the file's data) is made only for the members
// that keep one.
struct attribute_view {
    std::string_view name;
    const expression_node* node = nullptr;  // null: no expression
    const expression* handle = nullptr;     // the caller's own handle to `node`, when it has one
    // Otherwise: what keeps `node` alive (a body's node, or one that owns
    // the data it lives in).
    const std::shared_ptr<const body_node>* owner = nullptr;

    attribute_view() = default;
    attribute_view(std::string_view n, const expression& e) noexcept : name(n), node(e.node()), handle(&e) {}
    attribute_view(std::string_view n, const expression_node* e, const std::shared_ptr<const body_node>& o) noexcept
        : name(n), node(e), owner(&o) {}

    expression owning() const {
        if (handle) return *handle;
        return node ? expression(std::shared_ptr<const expression_node>(*owner, node)) : expression();
    }
};

struct struct_view;
struct struct_plan;

// What the walk may do to one member of the object at `obj`. Unused rows
// are null (a label member has no `attribute` operation, and so on).
struct field_ops {
    // Evaluates and converts an attribute into the member.
    void (*attribute)(void* obj, const attribute_view& a, decode_state& st) = nullptr;
    // A member of one block (a struct, std::optional, or a map keyed by
    // label): decodes `b` into the member's element for it; `body` is its
    // body.
    void (*block)(void* obj, const block_item& b, const body_source& body, decode_state& st) = nullptr;
    // A member of many blocks (std::vector, std::deque, std::list): sizes
    // the member for `count` blocks and, unless `elements` is null, appends
    // the address of each of its elements, in order, to it (once, so that a
    // std::list is not walked from its start for each block) ...
    void (*prepare_blocks)(void* obj, std::size_t count, std::vector<void*>* elements) = nullptr;
    // ... and decodes `b` into one of those elements.
    void (*element_block)(void* element, const block_item& b, const body_source& body, decode_state& st) = nullptr;
    // The same member filled one block at a time (decode_text): the address
    // of element k, appended when the member has no more than k elements.
    // prepare_blocks with the final count then drops any beyond it.
    void* (*element_at)(void* obj, std::size_t k) = nullptr;
    void (*set_string)(void* obj, std::string_view s) = nullptr;    // labels
    void (*set_range)(void* obj, const source_range& r) = nullptr;  // range captures
    void (*set_body)(void* obj, const body& b, decode_state& st) = nullptr;  // remain, body
    // Label names of the struct inside a block member.
    std::span<const field_info> (*nested_fields)() = nullptr;
};

struct struct_view {
    std::span<const field_info> fields;
    const field_ops* ops = nullptr;
    const struct_plan* plan = nullptr;  // see plan_of
};

// What the walk derives from a struct's field table, once per type: the
// body schema and where the special members are.
struct struct_plan {
    body_schema schema;
    std::size_t remain_field = 0;  // fields.size() when there is none
    // The members the block header fills (labels, block range captures), in
    // field order, with the label each label or label range member takes.
    struct header_field {
        std::uint32_t field;
        std::uint32_t label;
    };
    std::vector<header_field> header_fields;
    // Per field: for an attribute (or a capture of an attribute's ranges),
    // the attribute's index in the schema, and for a block member its
    // type's; `none` for anything else. Content items are found by it, not
    // by name.
    static constexpr std::size_t none = static_cast<std::size_t>(-1);
    std::vector<std::size_t> schema_index;
    // The fields the body's items go to (attributes, their range captures,
    // blocks, the body itself), in field order.
    std::vector<std::uint32_t> body_fields;
    // The schema's attribute indices in name order (content_items::name_order).
    std::vector<std::uint32_t> name_order;
};
struct_plan make_plan(std::span<const field_info> fields, const field_ops* ops);

// The decode_state's block stack, for the duration of one nested decode.
class entered_block {
public:
    entered_block(decode_state& st, const block_item& b) : st_(st) { st_.blocks.push_back(&b); }
    ~entered_block() { st_.blocks.pop_back(); }
    entered_block(const entered_block&) = delete;
    entered_block& operator=(const entered_block&) = delete;

private:
    decode_state& st_;
};

// Decodes `b` into the object at `obj`. `header` is the block the body
// belongs to (labels and ranges), null at the top level. `remain` receives
// the leftovers when the struct has no remain member and `remain` is
// non-null (partial decoding); otherwise the content is exhaustive unless
// the struct itself has a remain member.
void decode_body(void* obj, struct_view s, const body& b, const block_item* header, decode_state& st,
                 body* remain = nullptr);
// Decodes the body of the block `header` (exhaustively unless the struct
// has a remain member).
void decode_block(void* obj, struct_view s, const body_source& b, const block_item& header, decode_state& st);

// Parsing and decoding text in one go (src/decode/load.cpp): what to decode
// into, and where the results go.
struct text_decode {
    void* object = nullptr;
    struct_view view;
    // Sets the object back to a default-constructed one (null: the object
    // cannot be, and is decoded only once the file is parsed).
    void (*reset)(void* object) = nullptr;
    const eval_context* ctx = nullptr;
    decode_options options;
    diagnostics* diags = nullptr;
    std::vector<std::shared_ptr<const file>>* files = nullptr;
};
// Parses `source` (syntax by the file name's extension: ".json" JSON,
// anything else native) and decodes it. A native file's top-level blocks
// of many-block members are decoded as the parser finishes each of them,
// while their tree and text are still in the processor's caches; the result
// is exactly that of decoding the finished file, which is what happens
// instead whenever anything is reported (docs/decoder.md).
void decode_text(const text_decode& d, std::shared_ptr<const std::string> source, std::string filename);
// Reads the file at `path` (a diagnostic if it cannot) and decodes it.
void decode_path(const text_decode& d, const std::string& path);

// "Unsuitable value type" with the conversion failure, at the expression
// `e` (null: none) of the attribute `item`.
void report_conversion_failure(const expression_node* e, const failure& f, decode_state& st, std::string_view item);

}  // namespace detail
HCL_END_NAMESPACE
