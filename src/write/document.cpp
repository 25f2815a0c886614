// hcl::write::document: parsing into the lossless tree, navigation, and
// edits. The tree and its printing: document_tree.{hpp,cpp}.
#include <hcl/encode.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/write.hpp>
#include <hcl/write/document.hpp>

#include "native/lexer.hpp"
#include "native/literal.hpp"
#include "values/quoted_string.hpp"
#include "write/document_tree.hpp"

#include <algorithm>
#include <stdexcept>

HCL_BEGIN_NAMESPACE
namespace write {

using detail::body_node;
using detail::item_kind;
using detail::item_node;

namespace {

bool is_blank(char c) noexcept { return c == ' ' || c == '\t'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && (is_blank(s.front()) || s.front() == '\n' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (is_blank(s.back()) || s.back() == '\n' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

void require_identifier(std::string_view name, const char* what) {
    if (!native::valid_identifier(name)) {
        throw std::invalid_argument(std::string("hcl::write: ") + what + " \"" + std::string(name) +
                                    "\" is not an identifier");
    }
}

void mark_edited(body_node& b) { b.document->edited = true; }

// Where each line of `text` (blanks, comments and line breaks between
// items) ends: after a line break or a `#`/`//` comment. A line break
// inside a /* */ comment ends no line here: the comment is one piece.
std::vector<std::size_t> line_ends(std::string_view text) {
    std::vector<std::size_t> out;
    // Without a line break there is no line end (the usual prefix: just an
    // item's indentation), and nothing to lex.
    if (text.find('\n') == std::string_view::npos) return out;
    for (const native::token& t : native::lex(text)) {
        const bool line_comment = t.kind == native::token_kind::comment && t.text(text).ends_with('\n');
        if (t.kind == native::token_kind::newline || line_comment) out.push_back(t.end);
    }
    return out;
}

// Where the last line of `text` starts (0 when it has one line).
std::size_t last_line_start(std::string_view text) {
    const auto ends = line_ends(text);
    return ends.empty() ? 0 : ends.back();
}

// The blanks that start an item's own line (its indentation), or nullopt
// when the item does not start a line (the item of a one-line block).
std::optional<std::string> indentation_of(const item_node& item, bool first_in_one_line_block) {
    const std::string_view p = item.prefix;
    const std::size_t start = last_line_start(p);
    if (start == 0 && first_in_one_line_block) return std::nullopt;
    const std::string_view last_line = p.substr(start);
    std::size_t n = 0;
    while (n < last_line.size() && is_blank(last_line[n])) ++n;
    return std::string(last_line.substr(0, n));
}

bool is_one_line(const body_node& b) { return b.owner != nullptr && b.owner->open_line.empty(); }

// The indentation of the body's items: that of an item already there,
// else one level (two spaces) deeper than the block that holds them.
std::string item_indentation(const body_node& b) {
    if (!is_one_line(b)) {
        for (const auto& item : b.items) {
            if (item->kind == item_kind::trivia) continue;
            if (auto indent = indentation_of(*item, false)) return *indent;
        }
    }
    if (b.owner == nullptr) return {};
    const body_node& outer = *b.owner->parent;
    const std::string owner_indent = indentation_of(*b.owner, is_one_line(outer)).value_or(std::string());
    return owner_indent + "  ";
}

std::string block_indentation(const item_node& block) {
    return indentation_of(block, is_one_line(*block.parent)).value_or(std::string());
}

// A one-line block (`b { a = 1 }`, `b {}`) becomes a block of lines, so
// that items can be added to it.
void open_up(body_node& b) {
    if (!is_one_line(b)) return;
    const std::string& nl = b.document->newline;
    const std::string indent = item_indentation(b);
    // A comment before the `}` stays on the line it was on.
    const std::string comment(trim(b.tail));
    b.owner->open_line = b.items.empty() && !comment.empty() ? " " + comment + nl : nl;
    for (auto& item : b.items) {
        item->prefix = indent + std::string(trim(item->prefix));
        if (&item == &b.items.back() && !comment.empty()) item->suffix += " " + comment;
        if (item->suffix.empty() || item->suffix.back() != '\n') item->suffix += nl;
    }
    b.tail = block_indentation(*b.owner);
}

bool is_blank_trivia(const item_node& item) {
    return item.kind == item_kind::trivia &&
           std::all_of(item.prefix.begin(), item.prefix.end(),
                       [](char c) { return is_blank(c) || c == '\n' || c == '\r'; });
}

// Whether the text before position `index` ends with a blank line (or is
// the start of the body).
bool blank_line_before(const body_node& b, std::size_t index) {
    if (index == 0) return true;
    const item_node& previous = *b.items[index - 1];
    if (previous.kind != item_kind::trivia) return false;
    // Its last line holds nothing but blanks.
    const std::string_view text = previous.prefix;
    const auto ends = line_ends(text);
    if (ends.empty()) return trim(text).empty();
    const std::size_t from = ends.size() >= 2 ? ends[ends.size() - 2] : 0;
    return trim(text.substr(from, ends.back() - from)).empty();
}

std::unique_ptr<item_node> new_trivia(body_node& b, std::string text) {
    auto trivia = std::make_unique<item_node>();
    trivia->parent = &b;
    trivia->prefix = std::move(text);
    return trivia;
}

// Puts `node` at `index` of the body. Every item but the last must end its
// line: the item before the new one may have been the last of a file that
// ends without a line break (`a = 1` at the very end), and the new one may
// come from such a place.
void insert_item(body_node& b, std::size_t index, std::unique_ptr<item_node> node) {
    b.items.insert(b.items.begin() + static_cast<std::ptrdiff_t>(index), std::move(node));
    for (std::size_t i = index == 0 ? 0 : index - 1; i <= index && i + 1 < b.items.size(); ++i) {
        item_node& item = *b.items[i];
        std::string& end = item.kind == item_kind::trivia ? item.prefix : item.suffix;
        if (!end.ends_with('\n')) end += b.document->newline;
    }
}

std::unique_ptr<item_node> new_attribute(body_node& b, std::string_view name, std::string expression) {
    auto node = std::make_unique<item_node>();
    node->kind = item_kind::attribute;
    node->parent = &b;
    node->prefix = item_indentation(b);
    node->name = std::string(name);
    node->before_equals = " ";
    node->after_equals = " ";
    node->expression = std::move(expression);
    node->suffix = b.document->newline;
    return node;
}

std::size_t index_of(const body_node& b, const item_node* node) {
    for (std::size_t i = 0; i < b.items.size(); ++i) {
        if (b.items[i].get() == node) return i;
    }
    throw std::invalid_argument("hcl::write: the item is not in this body");
}

// Takes the item out of its body, with the blank lines that would be left
// doubled (or at the start or end of the body).
std::unique_ptr<item_node> take_out(body_node& b, std::size_t index) {
    std::unique_ptr<item_node> taken = std::move(b.items[index]);
    b.items.erase(b.items.begin() + static_cast<std::ptrdiff_t>(index));
    const bool blank_before = index > 0 && is_blank_trivia(*b.items[index - 1]);
    const bool blank_after = index < b.items.size() && is_blank_trivia(*b.items[index]);
    if (blank_after && (blank_before || index == 0)) {
        b.items.erase(b.items.begin() + static_cast<std::ptrdiff_t>(index));
    } else if (blank_before && index == b.items.size()) {
        b.items.erase(b.items.begin() + static_cast<std::ptrdiff_t>(index - 1));
    }
    return taken;
}

// Comment lines in the body's tail (comments after its last item) become
// trivia, so that an item added at the end goes after them.
void detach_tail_comments(body_node& b) {
    const std::size_t split = last_line_start(b.tail);
    if (split == 0) return;
    std::string lines = b.tail.substr(0, split);
    if (trim(lines).empty()) return;
    b.tail.erase(0, split);
    insert_item(b, b.items.size(), new_trivia(b, std::move(lines)));
}

// Inserts a block at `index`, after a blank line when it follows an item.
void insert_block_node(body_node& b, std::size_t index, std::unique_ptr<item_node> node) {
    node->parent = &b;
    if (!blank_line_before(b, index)) {
        insert_item(b, index, new_trivia(b, b.document->newline));
        ++index;
    }
    insert_item(b, index, std::move(node));
    if (index + 1 < b.items.size() && b.items[index + 1]->kind != item_kind::trivia) {
        insert_item(b, index + 1, new_trivia(b, b.document->newline));
    }
}

std::string quoted_label(std::string_view label) {
    std::string out;
    hcl::detail::append_quoted(out, label, hcl::detail::quote_style::native);
    return out;
}

std::string label_value(std::string_view text) {
    if (text.empty() || text.front() != '"') return std::string(text);
    std::string out;
    native::decode_literal(text.substr(1, text.size() - 2), native::literal_style::quoted, out);
    return out;
}

// The lines of comments in `prefix` before the item's own line.
std::string comment_lines(const std::string& prefix) {
    return prefix.substr(0, last_line_start(prefix));
}

std::string trailing_comment(const std::string& suffix) { return std::string(trim(suffix)); }

bool ends_with_heredoc(const std::string& expression) {
    if (expression.find("<<") == std::string::npos) return false;
    // The closing marker is a token only when a line break follows it.
    const auto tokens = native::lex(expression + "\n");
    return tokens.size() >= 3 && tokens[tokens.size() - 3].kind == native::token_kind::close_heredoc;
}

// A heredoc's closing marker must end its line: an attribute whose value
// now ends with one cannot share its line with a comment or a one-line
// block's `}`. The comment becomes the last of the comments above it.
void keep_heredoc_alone(item_node& attribute) {
    if (!ends_with_heredoc(attribute.expression)) return;
    body_node& b = *attribute.parent;
    open_up(b);
    const std::string& nl = b.document->newline;
    if (trim(attribute.suffix).empty()) {
        // At the end of a file with no line break, it gets one.
        if (!attribute.suffix.ends_with('\n')) attribute.suffix += nl;
        return;
    }
    // The comment with the line break it had (a # or // comment holds it).
    std::string line = item_indentation(b) + attribute.suffix.substr(attribute.suffix.find_first_not_of(" \t"));
    if (!line.ends_with('\n')) line += nl;
    attribute.prefix.insert(last_line_start(attribute.prefix), line);
    attribute.suffix = nl;
}

}  // namespace

// ---- building blocks shared with the encoder --------------------------------

namespace detail {

item_node& append_attribute(body_node& b, std::string_view name, std::string expression) {
    open_up(b);
    detach_tail_comments(b);
    auto node = new_attribute(b, name, std::move(expression));
    item_node& added = *node;
    insert_item(b, b.items.size(), std::move(node));
    keep_heredoc_alone(added);
    mark_edited(b);
    return added;
}

item_node& append_block(body_node& b, std::string_view type, const std::vector<std::string>& labels) {
    open_up(b);
    detach_tail_comments(b);
    auto node = std::make_unique<item_node>();
    node->kind = item_kind::block;
    node->prefix = item_indentation(b);
    node->type = std::string(type);
    for (const auto& l : labels) node->labels.push_back({" ", quoted_label(l)});
    node->before_open = " ";
    node->body = std::make_unique<body_node>();
    node->body->document = b.document;
    node->body->owner = node.get();
    node->suffix = b.document->newline;
    item_node& added = *node;
    insert_block_node(b, b.items.size(), std::move(node));
    mark_edited(b);
    return added;
}

std::string print(const document_state& state) {
    std::string out;
    state.print(out);
    if (state.edited && state.canonical) return format(out);
    return out;
}

}  // namespace detail

// ---- expression_text ------------------------------------------------------

expression_text::parse_result expression_text::parse(std::string_view source) {
    parse_result result;
    auto standalone = native::parse_expression(std::string(source), "<expression>");
    // A heredoc's closing marker needs the line break that ends an
    // attribute's line.
    if (standalone.diagnostics.has_errors() &&
        !native::parse_expression(std::string(source) + "\n", "<expression>").diagnostics.has_errors()) {
        standalone.diagnostics = {};
    }
    if (standalone.diagnostics.has_errors()) {
        result.diagnostics = std::move(standalone.diagnostics);
        return result;
    }
    // As an attribute's value, the same text must be one expression that
    // ends its line: no line break outside brackets, no comment after it.
    const std::string_view trimmed = trim(source);
    std::string line = "x = " + std::string(trimmed) + "\n";
    const auto tree = native::parse_config(line, "<expression>").has_errors() ? nullptr : detail::build_tree(line);
    const bool fits = tree != nullptr && tree->root.items.size() == 1 &&
                      tree->root.items[0]->kind == item_kind::attribute && tree->root.items[0]->expression == trimmed;
    if (!fits) {
        const source_range whole{"<expression>", {1, 1, 0},
                                 {1, static_cast<std::uint32_t>(1 + source.size()), source.size()}};
        result.diagnostics.add_error(
            "Invalid attribute value",
            "The text must be one expression that can stand after \"=\" on an attribute's line: line breaks "
            "only inside brackets, and no comment after it.",
            whole);
        return result;
    }
    result.expression = expression_text(std::string(trimmed));
    return result;
}

expression_text expression_text::of(const value& v) { return expression_text(encode_expression(v)); }

expression_text expression_text::of(const traversal& t) { return expression_text(t.to_string()); }

// ---- attribute -----------------------------------------------------------

std::string_view attribute::name() const noexcept { return node_->name; }

std::string_view attribute::expression() const noexcept { return node_->expression; }

std::vector<token> attribute::expression_tokens() const {
    const std::string_view text = node_->expression;
    std::vector<token> out;
    std::uint32_t previous_end = 0;
    for (const native::token& t : native::lex(text)) {
        if (t.kind == native::token_kind::eof) break;
        out.push_back({t.kind, t.text(text), text.substr(previous_end, t.begin - previous_end)});
        previous_end = t.end;
    }
    return out;
}

std::string attribute::leading_comments() const { return comment_lines(node_->prefix); }

std::string attribute::line_comment() const { return trailing_comment(node_->suffix); }

std::string attribute::text() const {
    std::string out;
    node_->print(out);
    return out;
}

void attribute::set(const expression_text& e) {
    node_->expression = std::string(e.text());
    keep_heredoc_alone(*node_);
    mark_edited(*node_->parent);
}

void attribute::rename(std::string_view name) {
    require_identifier(name, "attribute name");
    for (const auto& other : node_->parent->items) {
        if (other.get() != node_ && other->kind == item_kind::attribute && other->name == name) {
            throw std::invalid_argument("hcl::write: the body already has an attribute \"" + std::string(name) + "\"");
        }
    }
    node_->name = std::string(name);
    mark_edited(*node_->parent);
}

// ---- block ---------------------------------------------------------------

std::string_view block::type() const noexcept { return node_->type; }

std::vector<std::string> block::labels() const {
    std::vector<std::string> out;
    out.reserve(node_->labels.size());
    for (const auto& l : node_->labels) out.push_back(label_value(l.text));
    return out;
}

body block::body() const { return write::body(node_->body.get()); }

std::string block::leading_comments() const { return comment_lines(node_->prefix); }

std::string block::line_comment() const { return trailing_comment(node_->suffix); }

std::string block::text() const {
    std::string out;
    node_->print(out);
    return out;
}

void block::set_type(std::string_view type) {
    require_identifier(type, "block type");
    node_->type = std::string(type);
    mark_edited(*node_->parent);
}

void block::set_labels(const std::vector<std::string>& labels) {
    // Comments between the old labels stay, before the `{`.
    std::string comments;
    for (const auto& l : node_->labels) {
        if (const std::string_view c = trim(l.gap); !c.empty()) comments += std::string(c) + " ";
    }
    node_->labels.clear();
    for (const auto& l : labels) node_->labels.push_back({" ", quoted_label(l)});
    if (!comments.empty()) node_->before_open = " " + comments + std::string(trim(node_->before_open));
    if (!node_->before_open.ends_with(' ')) node_->before_open += ' ';
    mark_edited(*node_->parent);
}

// ---- body ----------------------------------------------------------------

item_node* body::node_of(const item& it) {
    return std::visit([](const auto& handle) { return handle.node_; }, it);
}

std::vector<item> body::items() const {
    std::vector<item> out;
    for (const auto& node : node_->items) {
        if (node->kind == item_kind::attribute) out.emplace_back(attribute(node.get()));
        if (node->kind == item_kind::block) out.emplace_back(block(node.get()));
    }
    return out;
}

std::vector<attribute> body::attributes() const {
    std::vector<attribute> out;
    for (const auto& node : node_->items) {
        if (node->kind == item_kind::attribute) out.push_back(attribute(node.get()));
    }
    return out;
}

std::optional<attribute> body::find_attribute(std::string_view name) const {
    for (const auto& node : node_->items) {
        if (node->kind == item_kind::attribute && node->name == name) return attribute(node.get());
    }
    return std::nullopt;
}

std::vector<block> body::blocks() const {
    std::vector<block> out;
    for (const auto& node : node_->items) {
        if (node->kind == item_kind::block) out.push_back(block(node.get()));
    }
    return out;
}

std::vector<block> body::blocks(std::string_view type) const {
    std::vector<block> out;
    for (const auto& node : node_->items) {
        if (node->kind == item_kind::block && node->type == type) out.push_back(block(node.get()));
    }
    return out;
}

namespace {
template <class Labels>
bool labels_match(const item_node& node, const Labels& labels) {
    if (node.labels.size() != labels.size()) return false;
    auto wanted = labels.begin();
    for (const auto& l : node.labels) {
        if (label_value(l.text) != *wanted++) return false;
    }
    return true;
}

template <class Labels>
item_node* find_block_node(const body_node& b, std::string_view type, const Labels& labels) {
    for (const auto& node : b.items) {
        if (node->kind == item_kind::block && node->type == type && labels_match(*node, labels)) return node.get();
    }
    return nullptr;
}
}  // namespace

std::optional<block> body::find_block(std::string_view type, std::initializer_list<std::string_view> labels) const {
    if (item_node* found = find_block_node(*node_, type, labels)) return block(found);
    return std::nullopt;
}

std::optional<block> body::find_block(std::string_view type, const std::vector<std::string>& labels) const {
    if (item_node* found = find_block_node(*node_, type, labels)) return block(found);
    return std::nullopt;
}

attribute body::set_attribute(std::string_view name, const expression_text& e) {
    if (auto existing = find_attribute(name)) {
        existing->set(e);
        return *existing;
    }
    require_identifier(name, "attribute name");
    body_node& b = *node_;
    // After the last attribute; before the first block when there is none.
    std::size_t last_attribute = b.items.size();
    std::size_t first_block = b.items.size();
    for (std::size_t i = 0; i < b.items.size(); ++i) {
        if (b.items[i]->kind == item_kind::attribute) last_attribute = i;
        if (b.items[i]->kind == item_kind::block && first_block == b.items.size()) first_block = i;
    }
    if (last_attribute == b.items.size() && first_block == b.items.size()) {
        return attribute(&detail::append_attribute(b, name, std::string(e.text())));
    }
    open_up(b);
    auto node = new_attribute(b, name, std::string(e.text()));
    item_node* added = node.get();
    if (last_attribute < b.items.size()) {
        insert_item(b, last_attribute + 1, std::move(node));
    } else {
        insert_item(b, first_block, new_trivia(b, b.document->newline));
        insert_item(b, first_block, std::move(node));
    }
    keep_heredoc_alone(*added);
    mark_edited(b);
    return attribute(added);
}

bool body::remove_attribute(std::string_view name) {
    auto existing = find_attribute(name);
    if (!existing) return false;
    remove(*existing);
    return true;
}

block body::append_block(std::string_view type, const std::vector<std::string>& labels) {
    require_identifier(type, "block type");
    return block(&detail::append_block(*node_, type, labels));
}

block body::insert_block(const item& before, std::string_view type, const std::vector<std::string>& labels) {
    block added = append_block(type, labels);
    move(added, before);
    return added;
}

void body::remove(const item& it) {
    body_node& b = *node_;
    take_out(b, index_of(b, node_of(it)));
    mark_edited(b);
}

void body::move(const item& it, const std::optional<item>& before) {
    body_node& b = *node_;
    item_node* moving = node_of(it);
    if (before && node_of(*before) == moving) return;
    // Both must be items of this body (index_of throws) before anything moves.
    const std::size_t from = index_of(b, moving);
    if (before) index_of(b, node_of(*before));
    std::unique_ptr<item_node> node = take_out(b, from);
    if (!before) detach_tail_comments(b);
    const std::size_t index = before ? index_of(b, node_of(*before)) : b.items.size();
    if (node->kind == item_kind::block) {
        insert_block_node(b, index, std::move(node));
    } else {
        insert_item(b, index, std::move(node));
    }
    mark_edited(b);
}

bool body::empty() const noexcept {
    return std::none_of(node_->items.begin(), node_->items.end(),
                        [](const auto& node) { return node->kind != item_kind::trivia; });
}

// ---- document ------------------------------------------------------------

document::document() : state_(std::make_unique<detail::document_state>()) { state_->root.document = state_.get(); }
document::document(std::unique_ptr<detail::document_state> state) : state_(std::move(state)) {}
document::document(document&&) noexcept = default;
document& document::operator=(document&&) noexcept = default;
document::~document() = default;

body document::body() { return write::body(&state_->root); }

std::string document::to_string() const { return detail::print(*state_); }

parse_result parse(std::string_view text, std::string filename) {
    parse_result result;
    auto parsed = native::parse_config(std::string(text), std::move(filename));
    result.diagnostics = std::move(parsed.diagnostics);
    if (result.diagnostics.has_errors()) return result;
    auto state = detail::build_tree(text);
    if (state == nullptr) {
        result.diagnostics.add_error("Unsupported text",
                                     "The text parses, but its layout could not be kept for editing.");
        return result;
    }
    state->canonical = format(text) == text;
    result.document.emplace(document(std::move(state)));
    return result;
}

}  // namespace write
HCL_END_NAMESPACE
