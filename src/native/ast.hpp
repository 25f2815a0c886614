// The native-syntax syntax tree.
//
// This header is the contract between the parser (which builds the tree),
// the evaluator (expression nodes' evaluate()/collect_variables()) and the
// body implementation (schema processing). Nodes live in their file's arena
// and refer to source text by byte offsets; line/column positions are
// computed on demand from the file's position map. Pointers between nodes
// are plain pointers: the file owns everything.
//
// The node set follows the reference implementation's (reference-behaviour
// §1.3) so that evaluation, static analysis and error positions match it.
#pragma once

#include "native/arena.hpp"
#include "native/literal_cell.hpp"
#include "native/position_map.hpp"
#include "native/token.hpp"

#include <hcl/body.hpp>
#include <hcl/expression.hpp>
#include <hcl/file.hpp>
#include <hcl/traversal.hpp>
#include <hcl/value.hpp>

#include <cassert>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

class native_file;

// A half-open byte span of the file's source.
struct byte_span {
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
    static byte_span of(const token& t) noexcept { return {t.begin, t.end}; }
    static byte_span between(byte_span a, byte_span b) noexcept { return {a.begin, b.end}; }
};

// ---------------------------------------------------------------------------
// Expressions

enum class expr_kind : std::uint8_t {
    literal,             // a constant value: numbers, true/false/null, template text chunks
    template_,           // "a${b}c": concatenation of parts to a string
    quoted_string,       // "abc": a quoted template of literal text only
    template_wrap,       // "${x}": exactly one interpolation, unwrapped (any type)
    template_join,       // %{for} in a template: joins a tuple of strings
    scope_traversal,     // a.b[0]: variable plus constant steps
    relative_traversal,  // f(x).b[0]: steps applied to another expression
    function_call,       // f(a, b...), ns::f()
    conditional,         // c ? a : b, and %{if}
    index,               // a[expr] with a non-constant key
    tuple,               // [a, b]
    object,              // {k = v}
    object_key,          // a key of an object constructor
    for_,                // [for ...], {for ...}, %{for}
    splat,               // a.*.b, a[*].b
    anonymous_symbol,    // the per-element value inside a splat
    binary,              // a + b, a && b, ...
    unary,               // -a, !a
    parentheses,         // (a)
    syntax_error,        // placeholder for an expression that failed to parse
};

enum class binary_operator : std::uint8_t {
    logical_or,
    logical_and,
    equal,
    not_equal,
    greater,
    greater_or_equal,
    less,
    less_or_equal,
    add,
    subtract,
    multiply,
    divide,
    modulo,
};

enum class unary_operator : std::uint8_t { negate, logical_not };

// Nodes live in their file's arena and find the file through it (file()):
// 24 bytes of base, of which the tail padding holds the first small
// members of the derived nodes.
class expr : public expression_node {
public:
    // `f` must be the owner of the arena the node is placed in.
    expr(expr_kind k, [[maybe_unused]] const native_file* f, byte_span s) noexcept : span(s), kind(k) {
        assert(arena::owner_of(this) == static_cast<const void*>(f));
    }

    // `kind` comes last so that a node's first small members (spans, flags,
    // operators: alignment 4 or less) fill the base's tail padding; nodes
    // below list those first.
    byte_span span;  // the whole expression
    const expr_kind kind;

    const native_file* file() const noexcept { return static_cast<const native_file*>(arena::owner_of(this)); }

    source_range range() const override;
    // Defaults to range(); nodes whose "start" differs override it.
    source_range start_range() const override;
    std::string native_source() const override;
    // A handle to this node that keeps the file alive.
    hcl::expression handle() const;
};

// 24 bytes (the cell's parts sit in the base's tail padding): a number's
// digits are the source text at span; an integer cell's value is kept in
// text_size; a string's text (template literal parts, NFC) follows the node
// in the arena (parser::make_literal_text).
struct literal_expr final : expr {
    // Not for strings; a number's digits must be the text at `s`.
    literal_expr(const native_file* f, byte_span s, literal_cell v) noexcept
        : expr(expr_kind::literal, f, s), form(v.what()),
          text_size(v.what() == literal_cell::form::integer ? v.integer_value()
                                                            : static_cast<std::uint32_t>(v.text().size())) {}
    // A string whose text the creator places right after the node.
    literal_expr(const native_file* f, byte_span s, std::uint32_t size) noexcept
        : expr(expr_kind::literal, f, s), form(literal_cell::form::string), text_size(size) {}
    literal_cell::form form;
    std::uint32_t text_size;  // bytes of text, or an integer cell's value

    literal_cell val() const noexcept;  // val().get() is the value
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
    std::optional<traversal> static_traversal() const override;  // true/false/null as root names
};

// 24 bytes; the parts follow the node (parser::make_with_items).
struct template_expr final : expr {
    template_expr(const native_file* f, byte_span s, std::uint32_t count) noexcept
        : expr(expr_kind::template_, f, s), part_count(count) {}
    std::uint32_t part_count;

    std::span<expr* const> parts() const noexcept { return {reinterpret_cast<expr* const*>(this + 1), part_count}; }
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
    // A template of exactly one literal part (what JSON and labels call a
    // string literal).
    bool is_string_literal() const noexcept;
};

// A quoted string of literal text only ("abc", "a\nb"): what the reference
// makes a template of one literal part, in one 32-byte node. span covers
// the quotes (as the template's range does); start_range() is the text's
// (the literal part's). The text is the source between the quotes when
// that needed no decoding, else a copy placed right after the node.
struct quoted_string_expr final : expr {
    // Use make_quoted_string() (parser): the node may carry its text.
    quoted_string_expr(const native_file* f, byte_span s, bool copied, std::uint32_t size) noexcept
        : expr(expr_kind::quoted_string, f, s), copied_text(copied), text_size(size) {}
    bool copied_text;         // the text follows the node in the arena
    std::uint32_t text_size;  // bytes of text

    std::string_view text() const noexcept;  // NFC
    // The span of the literal part the reference would have: inside the
    // quotes, or empty after the closing quote for "".
    byte_span text_span() const noexcept;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
};

struct template_wrap_expr final : expr {
    template_wrap_expr(const native_file* f, byte_span s, expr* w) : expr(expr_kind::template_wrap, f, s), wrapped(w) {}
    expr* wrapped;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
};

struct template_join_expr final : expr {
    template_join_expr(const native_file* f, byte_span s, expr* t) : expr(expr_kind::template_join, f, s), tuple(t) {}
    expr* tuple;  // a for_expr producing a tuple of strings
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
};

// One constant step of a traversal as the tree stores it: 32 bytes, no
// heap. The hcl::traversal (heap steps, each with a full source_range) is
// built only for static analysis; evaluation walks these directly.
struct step_cell {
    literal_cell key;  // index: the key; attribute: a string cell holding the name (source text)
    byte_span span;    // `.name` or `[key]`
    bool attribute = false;

    std::string_view name() const noexcept { return key.text(); }
    // The hcl::traversal form of this step.
    traversal_step to_step(const native_file& f) const;
};

struct scope_traversal_expr final : expr {
    // `s` is the root identifier's span; span.end grows with the steps.
    scope_traversal_expr(const native_file* f, byte_span s) noexcept
        : expr(expr_kind::scope_traversal, f, s), root_end(s.end) {}
    std::uint32_t root_end;
    std::span<const step_cell> steps;  // after the root

    // The root variable's name: the identifier at the start of span.
    std::string_view root_name() const noexcept;
    byte_span root_span() const noexcept;
    // Built on demand (static analysis, tests).
    hcl::traversal traversal() const;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<hcl::traversal>& out) const override;
    std::optional<hcl::traversal> static_traversal() const override;
};

struct relative_traversal_expr final : expr {
    relative_traversal_expr(const native_file* f, byte_span s, expr* src) noexcept
        : expr(expr_kind::relative_traversal, f, s), source(src) {}
    expr* source;
    std::span<const step_cell> steps;

    // The steps as a relative hcl::traversal, built on demand.
    hcl::traversal traversal() const;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<hcl::traversal>& out) const override;
    std::optional<hcl::traversal> static_traversal() const override;  // when source is itself static
};

struct function_call_expr final : expr {
    function_call_expr(const native_file* f, byte_span s) : expr(expr_kind::function_call, f, s) {}
    byte_span name_span;
    byte_span open_paren;
    byte_span close_paren;
    bool expand_final = false;  // the last argument was followed by `...`
    // "f" or "a::b::c": the source text, or an arena copy when a namespaced
    // name's source has blanks or comments between its tokens.
    std::string_view name;
    std::span<expr* const> arguments;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
    std::optional<static_call> static_function_call() const override;
};

struct conditional_expr final : expr {
    conditional_expr(const native_file* f, byte_span s, expr* c, expr* t, expr* e)
        : expr(expr_kind::conditional, f, s), condition(c), true_result(t), false_result(e) {}
    expr* condition;
    expr* true_result;
    expr* false_result;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
};

struct index_expr final : expr {
    index_expr(const native_file* f, byte_span s, expr* c, expr* k, byte_span brackets)
        : expr(expr_kind::index, f, s), bracket_span(brackets), collection(c), key(k) {}
    byte_span bracket_span;  // [ ... ]
    expr* collection;
    expr* key;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
};

// 24 bytes: the count sits in the base's tail padding, the elements follow
// the node in the arena (parser::make_with_items), and the span starts at
// the bracket.
struct tuple_expr final : expr {
    tuple_expr(const native_file* f, byte_span s, std::uint32_t count) noexcept
        : expr(expr_kind::tuple, f, s), element_count(count) {}
    std::uint32_t element_count;

    std::span<expr* const> elements() const noexcept {
        return {reinterpret_cast<expr* const*>(this + 1), element_count};
    }
    byte_span open_bracket() const noexcept { return {span.begin, span.begin + 1}; }
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
    std::optional<std::vector<expression>> static_list() const override;
    elements_result evaluate_elements(const eval_context* ctx, diagnostics& diags,
                                      std::vector<value>& out) const override;
};

// 24 bytes, and 8 more for a key expression (placed right after the node,
// parser::make_with_items).
struct object_key_expr final : expr {
    object_key_expr(const native_file* f, byte_span s, bool is_bare, bool force) noexcept
        : expr(expr_kind::object_key, f, s), bare(is_bare), force_non_literal(force) {}
    // A bare identifier (`{name = v}`, the common case) has no expression:
    // its name is the source text at span; it evaluates to that name and
    // reads as a one-name traversal, as the reference's wrapped variable
    // reference does.
    bool bare;
    bool force_non_literal;  // parenthesised: always evaluated

    bool bare_name() const noexcept { return bare; }
    std::string_view name() const noexcept;  // bare_name() only
    // The key expression; null for a bare name.
    expr* wrapped() const noexcept { return bare ? nullptr : *reinterpret_cast<expr* const*>(this + 1); }
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
    std::optional<traversal> static_traversal() const override;
};

struct object_item {
    object_key_expr* key;
    expr* value;
};

// As tuple_expr: 24 bytes, the items after the node.
struct object_expr final : expr {
    object_expr(const native_file* f, byte_span s, std::uint32_t count) noexcept
        : expr(expr_kind::object, f, s), item_count(count) {}
    std::uint32_t item_count;

    std::span<const object_item> items() const noexcept {
        return {reinterpret_cast<const object_item*>(this + 1), item_count};
    }
    byte_span open_brace() const noexcept { return {span.begin, span.begin + 1}; }
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
    std::optional<std::vector<key_value_pair>> static_map() const override;
    bool evaluate_attributes(const eval_context* ctx, diagnostics& diags,
                             std::vector<value_attribute>& out) const override;
};

struct for_expr final : expr {
    for_expr(const native_file* f, byte_span s) : expr(expr_kind::for_, f, s) {}
    // The flags first: they fit in the base's tail padding.
    bool group = false;               // `...` after the value (object form)
    bool object_form = false;         // `{for ...}` rather than `[for ...]`
    std::string_view key_variable;    // empty when only a value variable is named
    std::string_view value_variable;
    expr* collection = nullptr;
    expr* key_result = nullptr;       // object form only
    expr* value_result = nullptr;
    expr* condition = nullptr;        // optional `if`
    byte_span open_span;              // `[` or `{` (or the %{for} sequence)
    byte_span close_span;
    byte_span key_variable_span;
    byte_span value_variable_span;
    byte_span collection_span;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
    // The tuple form's elements (the object form declines).
    elements_result evaluate_elements(const eval_context* ctx, diagnostics& diags,
                                      std::vector<value>& out) const override;
};

struct anonymous_symbol_expr final : expr {
    anonymous_symbol_expr(const native_file* f, byte_span s) : expr(expr_kind::anonymous_symbol, f, s) {}
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
};

struct splat_expr final : expr {
    splat_expr(const native_file* f, byte_span s) : expr(expr_kind::splat, f, s) {}
    byte_span marker;                       // `.*` or `[*]`
    expr* source = nullptr;
    expr* each = nullptr;                   // evaluated per element, in terms of `item`
    anonymous_symbol_expr* item = nullptr;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
};

struct binary_expr final : expr {
    binary_expr(const native_file* f, byte_span s, expr* l, binary_operator o, expr* r)
        : expr(expr_kind::binary, f, s), op(o), lhs(l), rhs(r) {}
    binary_operator op;
    expr* lhs;
    expr* rhs;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
};

struct unary_expr final : expr {
    unary_expr(const native_file* f, byte_span s, unary_operator o, expr* v, byte_span op_span)
        : expr(expr_kind::unary, f, s), op(o), operator_span(op_span), operand(v) {}
    unary_operator op;
    byte_span operator_span;
    expr* operand;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
};

struct parentheses_expr final : expr {
    parentheses_expr(const native_file* f, byte_span s, expr* i) : expr(expr_kind::parentheses, f, s), inner(i) {}
    expr* inner;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
};

struct syntax_error_expr final : expr {
    syntax_error_expr(const native_file* f, byte_span s, value p)
        : expr(expr_kind::syntax_error, f, s), placeholder(std::move(p)) {}
    value placeholder;
    value evaluate(const eval_context* ctx, diagnostics& diags) const override;
    void collect_variables(std::vector<traversal>& out) const override;
};

// ---------------------------------------------------------------------------
// Structure

class body_impl;

// Body records hold offsets, not copies or views of names: a name is the
// source text at its span (an identifier is its own verbatim text). 24 bytes
// per attribute, 48 per block; a large file has hundreds of thousands.
struct attribute_node {
    expr* value = nullptr;
    byte_span name_span;
    std::uint32_t equals = 0;  // offset of the `=`
    std::uint32_t end = 0;     // end of the value: the attribute spans name_span.begin to here

    std::string_view name(std::string_view source) const noexcept {
        return source.substr(name_span.begin, name_span.end - name_span.begin);
    }
    byte_span span() const noexcept { return {name_span.begin, end}; }
    byte_span equals_span() const noexcept { return {equals, equals + 1}; }
};

struct block_label {
    std::string_view text;  // decoded (quoted labels may contain escapes): source or arena
    byte_span span;
};

struct block_node {
    const block_label* label_data = nullptr;
    body_impl* body = nullptr;
    byte_span type_span;
    byte_span open_brace;
    byte_span close_brace;
    std::uint32_t label_count = 0;

    std::string_view type(std::string_view source) const noexcept {
        return source.substr(type_span.begin, type_span.end - type_span.begin);
    }
    std::span<const block_label> labels() const noexcept { return {label_data, label_count}; }
};

// A body: the whole file or the inside of a block. Implements hcl::body_node
// (schema processing, reference-behaviour §1.2) in src/native/body_impl.cpp.
class body_impl final : public body_node {
public:
    explicit body_impl(const native_file* f) noexcept : file(f) {}

    const native_file* file;
    std::span<const attribute_node> attributes;  // source order, names unique
    std::span<const block_node> blocks;          // source order
    byte_span span;                              // the whole body (file: everything)
    byte_span end_span;                          // the closing `}` (file: end of input)

    body_content content(const body_schema& schema, diagnostics& diags) const override;
    body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                 diagnostics& diags) const override;
    attribute_map just_attributes(diagnostics& diags) const override;
    source_range missing_item_range() const override;
    void schema_items(const body_schema& schema, std::shared_ptr<const body_node>* remain,
                      hcl::detail::content_items& out, diagnostics& diags) const override;
    std::optional<body_content> all_content() const override;
};

// ---------------------------------------------------------------------------
// The file

class native_file final : public hcl::file, public std::enable_shared_from_this<native_file> {
public:
    // The file keeps a reference to `text` (null: no text).
    native_file(std::shared_ptr<const std::string> text, std::string filename, source_position start = {});

    const std::string& filename() const noexcept override { return filename_.str(); }
    // The name every range of this file shares.
    const source_name& name() const noexcept { return filename_; }
    std::string_view source() const noexcept override { return source_; }
    hcl::body body() const override;

    source_range range(byte_span s) const { return source_range{filename_, positions_->at(s.begin), positions_->at(s.end)}; }
    source_position position(std::uint32_t offset) const { return positions_->at(offset); }
    // The position map (valid once index_positions() has run); the parser
    // walks it with a cursor while building traversals.
    const position_map& positions() const noexcept { return *positions_; }
    // A shared pointer to `node` that keeps this file alive.
    template <class Node>
    std::shared_ptr<const Node> share(const Node* node) const {
        return std::shared_ptr<const Node>(shared_from_this(), node);
    }

    // Where the parser makes nodes: the file's own arena, or for a while
    // another one the file owns (allocate_in).
    native::arena& arena() noexcept { return *current_; }
    const native::arena& arena() const noexcept { return *current_; }
    // A new arena, owned by the file: the parser makes the top-level blocks
    // it hands to a reader on another thread in arenas of their own, to
    // reuse their memory once the reader is done with them
    // (parser::run_arena).
    native::arena* new_arena();
    // Makes arena() `a` (null: the file's own).
    void allocate_in(native::arena* a) noexcept { current_ = a ? a : &arena_; }
    // Bytes in use in all of the file's arenas (tests).
    std::size_t used_bytes() const noexcept;
    // The tokens the position map needs: those with non-ASCII bytes (the
    // parser adds them as it lexes).
    std::vector<token>& tokens() noexcept { return tokens_; }
    const std::vector<token>& tokens() const noexcept { return tokens_; }
    // Makes the position map, before parsing (it indexes the lines on its
    // first lookup); finish_positions() completes it once every token was
    // seen.
    void index_positions();
    void finish_positions() { positions_->finish(); }

    body_impl* root = nullptr;

private:
    std::shared_ptr<const std::string> text_;  // possibly shared with the caller (parse_config)
    std::string_view source_;                  // *text_
    source_name filename_;
    source_position start_;
    std::vector<token> tokens_;
    std::unique_ptr<position_map> positions_;
    native::arena arena_{this};  // its pages name this file (expr::file())
    std::vector<std::unique_ptr<native::arena>> more_arenas_;  // new_arena()'s
    native::arena* current_ = &arena_;
};

// A block's header ranges, as block_item::ranges numbers them: 0 the
// definition (type through the last label), 1 the type, 2 + i label i.
source_range block_header_range(const native_file& file, const block_node& n, std::uint32_t which);
// The schema's block type named `type` (names compared as HCL compares
// them), or null.
const block_header_schema* block_schema_of(const body_schema& schema, std::string_view type) noexcept;

// Nodes whose members are all trivially destructible: the arena need not
// run their (virtual, empty) destructors.
template <> inline constexpr bool arena_skips_destructor<literal_expr> = true;
template <> inline constexpr bool arena_skips_destructor<template_expr> = true;
template <> inline constexpr bool arena_skips_destructor<quoted_string_expr> = true;
template <> inline constexpr bool arena_skips_destructor<template_wrap_expr> = true;
template <> inline constexpr bool arena_skips_destructor<template_join_expr> = true;
template <> inline constexpr bool arena_skips_destructor<scope_traversal_expr> = true;
template <> inline constexpr bool arena_skips_destructor<relative_traversal_expr> = true;
template <> inline constexpr bool arena_skips_destructor<function_call_expr> = true;
template <> inline constexpr bool arena_skips_destructor<conditional_expr> = true;
template <> inline constexpr bool arena_skips_destructor<index_expr> = true;
template <> inline constexpr bool arena_skips_destructor<tuple_expr> = true;
template <> inline constexpr bool arena_skips_destructor<object_key_expr> = true;
template <> inline constexpr bool arena_skips_destructor<object_expr> = true;
template <> inline constexpr bool arena_skips_destructor<for_expr> = true;
template <> inline constexpr bool arena_skips_destructor<anonymous_symbol_expr> = true;
template <> inline constexpr bool arena_skips_destructor<splat_expr> = true;
template <> inline constexpr bool arena_skips_destructor<binary_expr> = true;
template <> inline constexpr bool arena_skips_destructor<unary_expr> = true;
template <> inline constexpr bool arena_skips_destructor<parentheses_expr> = true;
template <> inline constexpr bool arena_skips_destructor<body_impl> = true;

}  // namespace native
HCL_END_NAMESPACE
