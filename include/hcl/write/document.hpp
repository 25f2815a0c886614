// hcl::write::document — native-syntax files as a lossless syntax tree, for
// programs that change a configuration without losing its comments and
// layout, and for generating files. See docs/editing.md.
//
//     auto parsed = hcl::write::parse(text, "main.tf");
//     if (parsed.has_errors()) { /* parsed.diagnostics says why */ }
//     hcl::write::document& doc = *parsed.document;
//     auto web = doc.body().find_block("resource", {"aws_instance", "web"});
//     web->body().set_attribute("instance_type", hcl::value::string("t3.large"));
//     web->body().remove_attribute("ami");   // its comments go with it
//     std::string edited = doc.to_string();  // every other byte as it was
//
// The tree keeps every byte of the text it was parsed from: printing an
// unedited document gives the text back exactly. Each attribute and block
// owns the comments attached to it — the comment lines just above it (up to
// a blank line) and the comment that ends its line — so they move and
// disappear with it; every other comment and blank line stays where it is.
//
// Items that are added or changed are written in the canonical layout at
// the indentation of their neighbours. When the parsed text was already in
// the canonical layout (format(text) == text, as in any file kept with
// `hcl fmt` or `terraform fmt`), the edited text is too: the alignment of
// `=` and of comments around the edit is redone exactly as the formatter
// does it. A document built from nothing is canonical.
//
// attribute, block and body are handles: cheap to copy, pointing into the
// document that made them. A handle stays valid until its item is removed
// or its document destroyed; moving an item keeps its handles valid.
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/native/token_kind.hpp>
#include <hcl/traversal.hpp>
#include <hcl/value.hpp>

#include <cstddef>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace write {

namespace detail {
struct item_node;
struct body_node;
struct document_state;
}  // namespace detail

class body;
struct parse_result;

// The native-syntax text of one expression, known to read back as that
// expression where an attribute's value stands.
class expression_text {
public:
    struct parse_result;
    // Checks `source` (one expression; newlines only inside brackets, as
    // after `=` in a file); the diagnostics say what is wrong with it.
    static parse_result parse(std::string_view source);
    // The literal that evaluates to `v` (strings escaped; unknown values,
    // which have no literal, as `null`).
    static expression_text of(const value& v);
    // `var.a["b"][0]`.
    static expression_text of(const traversal& t);

    std::string_view text() const noexcept { return text_; }

private:
    explicit expression_text(std::string text) : text_(std::move(text)) {}
    std::string text_;
};

struct expression_text::parse_result {
    std::optional<expression_text> expression;  // empty when there are errors
    hcl::diagnostics diagnostics;
};

// One token of an expression, with the blanks (spaces, tabs) before it.
struct token {
    native::token_kind kind;
    std::string_view text;
    std::string_view blanks_before;
};

class attribute {
public:
    std::string_view name() const noexcept;
    // The value's source text as written, from its first token to its last
    // (it may span lines).
    std::string_view expression() const noexcept;
    // The same as tokens; comments inside the expression are tokens too.
    std::vector<token> expression_tokens() const;
    // The comment lines attached above (with their indentation and line
    // breaks), and the comment ending the item's line ("" when none).
    std::string leading_comments() const;
    std::string line_comment() const;
    // The whole item as it will be printed: its attached comments, its
    // indentation, and its line up to and including the line break.
    std::string text() const;

    // Replace the value, keeping the name, the comments and the spacing
    // around `=`.
    void set(const expression_text& e);
    void set(const value& v) { set(expression_text::of(v)); }
    void set(const traversal& t) { set(expression_text::of(t)); }
    // A new name; throws std::invalid_argument when it is not an
    // identifier or another attribute of the body has it.
    void rename(std::string_view name);

    // The same item of the same document.
    friend bool operator==(const attribute&, const attribute&) = default;

private:
    friend class body;
    explicit attribute(detail::item_node* node) : node_(node) {}
    detail::item_node* node_;
};

class block {
public:
    std::string_view type() const noexcept;
    // The labels' values (escapes decoded).
    std::vector<std::string> labels() const;
    write::body body() const;
    std::string leading_comments() const;
    std::string line_comment() const;
    // The whole block as it will be printed (see attribute::text).
    std::string text() const;

    // Throws std::invalid_argument when `type` is not an identifier.
    void set_type(std::string_view type);
    // Written as quoted strings.
    void set_labels(const std::vector<std::string>& labels);

    friend bool operator==(const block&, const block&) = default;

private:
    friend class body;
    explicit block(detail::item_node* node) : node_(node) {}
    detail::item_node* node_;
};

using item = std::variant<attribute, block>;

class body {
public:
    // Items in source order.
    std::vector<item> items() const;
    std::vector<attribute> attributes() const;
    std::optional<attribute> find_attribute(std::string_view name) const;
    std::vector<block> blocks() const;
    std::vector<block> blocks(std::string_view type) const;
    // The first block with this type and exactly these labels.
    std::optional<block> find_block(std::string_view type,
                                    std::initializer_list<std::string_view> labels = {}) const;
    std::optional<block> find_block(std::string_view type, const std::vector<std::string>& labels) const;

    // Sets the attribute's value, adding the attribute when there is none:
    // after the body's last attribute, or before its first block when it
    // has no attribute. Throws std::invalid_argument when `name` is not an
    // identifier.
    attribute set_attribute(std::string_view name, const expression_text& e);
    attribute set_attribute(std::string_view name, const value& v) {
        return set_attribute(name, expression_text::of(v));
    }
    attribute set_attribute(std::string_view name, const traversal& t) {
        return set_attribute(name, expression_text::of(t));
    }
    // Removes the attribute and its attached comments; false when absent.
    bool remove_attribute(std::string_view name);

    // A new empty block at the end of the body (after a blank line when
    // the body has other items), or before `before`, an item of this body.
    // Throws std::invalid_argument when `type` is not an identifier.
    block append_block(std::string_view type, const std::vector<std::string>& labels = {});
    block insert_block(const item& before, std::string_view type, const std::vector<std::string>& labels = {});

    // Removes an item of this body with its attached comments.
    void remove(const item& it);
    // Moves an item of this body before another (nullopt: to the end),
    // with its attached comments.
    void move(const item& it, const std::optional<item>& before);

    bool empty() const noexcept;

    friend bool operator==(const body&, const body&) = default;

private:
    friend class block;
    friend class document;
    explicit body(detail::body_node* node) : node_(node) {}
    static detail::item_node* node_of(const item& it);
    detail::body_node* node_;
};

class document {
public:
    // An empty file, to build one from nothing.
    document();
    document(document&&) noexcept;
    document& operator=(document&&) noexcept;
    ~document();

    write::body body();
    // The text: the parsed text with the edits made since.
    std::string to_string() const;

private:
    friend parse_result parse(std::string_view text, std::string filename);
    explicit document(std::unique_ptr<detail::document_state> state);
    std::unique_ptr<detail::document_state> state_;
};

struct parse_result {
    std::optional<write::document> document;  // empty when the text has errors
    hcl::diagnostics diagnostics;

    bool has_errors() const noexcept { return diagnostics.has_errors(); }
};

// Parses native-syntax text into a document. Text the parser rejects gives
// no document, only the diagnostics (`filename` names it in them).
parse_result parse(std::string_view text, std::string filename = "<input>");

}  // namespace write
HCL_END_NAMESPACE
