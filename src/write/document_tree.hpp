// The nodes behind hcl::write::document's handles.
//
// Every byte of the source belongs to exactly one piece of one node, so
// printing the pieces in order gives the source back. A body is a list of
// items and a tail; an item is an attribute, a block, or trivia (blank
// lines and comments that belong to no item):
//
//   attribute: prefix name before_equals "=" after_equals expression suffix
//   block:     prefix type (label.gap label.text)* before_open "{" open_line
//              body "}" suffix
//   trivia:    prefix
//
// prefix: the comment lines attached above the item and the blanks (and
// inline /* */ comments) before its first token on its own line.
// suffix: from the item's last token to the end of its line, the line
// break and a trailing comment included; empty for the item of a one-line
// block (`b { a = 1 }`), whose closing blanks are the body's tail.
// open_line: from `{` to the end of its line ("" in a one-line block).
// tail: what follows the last item: detached comments, blank lines, and
// the indentation before the closing `}` (or the end of the file).
#pragma once

#include <hcl/config.hpp>

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace write::detail {

struct body_node;
struct document_state;

enum class item_kind : unsigned char { attribute, block, trivia };

struct label_piece {
    std::string gap;   // blanks before the label
    std::string text;  // as written: "quoted" or an identifier
};

struct item_node {
    item_kind kind = item_kind::trivia;
    body_node* parent = nullptr;
    std::string prefix;
    std::string suffix;
    // attribute
    std::string name;
    std::string before_equals;
    std::string after_equals;
    std::string expression;
    // block
    std::string type;
    std::vector<label_piece> labels;
    std::string before_open;
    std::string open_line;
    std::unique_ptr<body_node> body;

    void print(std::string& out) const;
};

struct body_node {
    document_state* document = nullptr;
    item_node* owner = nullptr;  // the block; null for the file's body
    std::vector<std::unique_ptr<item_node>> items;
    std::string tail;

    void print(std::string& out) const;
};

struct document_state {
    body_node root;
    // The text was in the canonical layout, so edits keep it so.
    bool canonical = true;
    bool edited = false;
    // "\r\n" when the source's first line break is one.
    std::string newline = "\n";
    // The UTF-8 byte-order mark the source started with, if any: it stays
    // first, whatever is inserted before the first item.
    std::string byte_order_mark;

    void print(std::string& out) const {
        out += byte_order_mark;
        root.print(out);
    }
};

// A new attribute or block in the canonical layout at the end of `b` (a
// block after a blank line when it follows an item): the building blocks
// of the editing API, and of the encoder, which writes through them.
item_node& append_attribute(body_node& b, std::string_view name, std::string expression);
item_node& append_block(body_node& b, std::string_view type, const std::vector<std::string>& labels);

// The document's text: its pieces, and when it was in the canonical layout
// and has been edited, formatted again.
std::string print(const document_state& state);

// Builds the tree of text the native parser accepts. Returns null if the
// text does not have the shape of a body (which parsed text always has).
std::unique_ptr<document_state> build_tree(std::string_view text);

}  // namespace write::detail
HCL_END_NAMESPACE
