// JSON-syntax text for the encoder. Strings are templates in the JSON
// syntax, so attribute values escape `${` and `%{`; block types and labels
// are plain property names and do not.
#include "encode/literal.hpp"

#include <hcl/detail/encode_tree.hpp>

#include <algorithm>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {
namespace {

// The inside of a native quoted template ("tmpl ${var.y}") whose text has no
// escapes and no nested strings: a JSON string of that inside is the same
// template (both syntaxes read `${`, `%{`, `$${` and `%%{` alike). nullopt
// for anything else.
std::optional<std::string_view> plain_quoted_template(std::string_view text) {
    if (text.size() < 2 || text.front() != '"' || text.back() != '"') return std::nullopt;
    const std::string_view inner = text.substr(1, text.size() - 2);
    if (inner.find_first_of("\"\\\n\r") != std::string_view::npos) return std::nullopt;
    return inner;
}

void append_key(std::string& out, std::string_view k) {
    append_quoted(out, k, quote_style::json, false);
    out += ": ";
}

void write_json_body(std::string& out, const encoded_body& b, std::size_t indent);

// Writes `items` (already rendered as "key": value pieces by `each`) as a
// multi-line object or array closing at `indent`.
template <class Items, class Each>
void write_lines(std::string& out, char open, char close, const Items& items, std::size_t indent, Each each) {
    out += open;
    bool first = true;
    for (const auto& item : items) {
        out += first ? "\n" : ",\n";
        first = false;
        out.append(indent + 2, ' ');
        each(item);
    }
    out += '\n';
    out.append(indent, ' ');
    out += close;
}

using block_run = std::span<const encoded_block* const>;

// Blocks of one type from label level `depth` on. Order must survive the
// nesting: consecutive blocks sharing a label share an object property, and
// when a label comes back later the level becomes an array of objects.
void write_blocks(std::string& out, block_run blocks, std::size_t depth, std::size_t indent) {
    if (depth >= blocks.front()->labels.size()) {
        if (blocks.size() == 1) {
            write_json_body(out, blocks.front()->body, indent);
        } else {
            write_lines(out, '[', ']', blocks, indent,
                        [&](const encoded_block* b) { write_json_body(out, b->body, indent + 2); });
        }
        return;
    }
    std::vector<block_run> runs;
    for (std::size_t i = 0; i < blocks.size();) {
        std::size_t j = i + 1;
        while (j < blocks.size() && blocks[j]->labels[depth] == blocks[i]->labels[depth]) ++j;
        runs.push_back(blocks.subspan(i, j - i));
        i = j;
    }
    bool distinct = true;
    for (std::size_t i = 0; i < runs.size() && distinct; ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (runs[i].front()->labels[depth] == runs[j].front()->labels[depth]) distinct = false;
        }
    }
    auto property = [&](block_run run, std::size_t at) {
        append_key(out, run.front()->labels[depth]);
        write_blocks(out, run, depth + 1, at);
    };
    if (distinct) {
        write_lines(out, '{', '}', runs, indent, [&](block_run run) { property(run, indent + 2); });
    } else {
        write_lines(out, '[', ']', runs, indent, [&](block_run run) {
            write_lines(out, '{', '}', std::span(&run, 1), indent + 2,
                        [&](block_run r) { property(r, indent + 4); });
        });
    }
}

void write_json_body(std::string& out, const encoded_body& b, std::size_t indent) {
    if (b.empty() && b.json_properties.empty()) {
        out += "{}";
        return;
    }
    // One property per attribute, then one per block type (in order of
    // first appearance) holding all blocks of that type. Blocks of one type
    // have the same number of labels when a struct wrote them; a remain
    // body's may not, and then each number of labels gets a property of its
    // own (the JSON syntax allows a name more than once in a body).
    std::vector<std::vector<const encoded_block*>> groups;
    for (const auto& blk : b.blocks) {
        auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) {
            return g.front()->type == blk.type && g.front()->labels.size() == blk.labels.size();
        });
        if (it == groups.end()) {
            groups.push_back({&blk});
        } else {
            it->push_back(&blk);
        }
    }
    std::vector<std::size_t> items;  // attributes first, then groups, then a JSON remain body's properties
    for (std::size_t i = 0; i < b.attributes.size() + groups.size() + b.json_properties.size(); ++i) {
        items.push_back(i);
    }
    write_lines(out, '{', '}', items, indent, [&](std::size_t i) {
        if (i >= b.attributes.size() + groups.size()) {
            // As written in the source (its inner lines keep their indentation).
            const json_property_text& p = b.json_properties[i - b.attributes.size() - groups.size()];
            append_key(out, p.name);
            out += p.json;
            return;
        }
        if (i < b.attributes.size()) {
            const encoded_attribute& a = b.attributes[i];
            append_key(out, a.name);
            if (a.has_value) {
                append_literal(out, a.v, quote_style::json);
            } else if (const auto inner = plain_quoted_template(a.text)) {
                // A JSON string is a template too: the same text means the same.
                append_quoted(out, *inner, quote_style::json, false);
            } else {
                // A template of one interpolation evaluates to the
                // interpolated value as it is. A text of several lines may
                // end with a heredoc, whose closing marker must end its
                // line: a newline before the `}`.
                const bool lines = a.text.find('\n') != std::string::npos;
                append_quoted(out, "${" + a.text + (lines ? "\n}" : "}"), quote_style::json, false);
            }
        } else {
            const auto& g = groups[i - b.attributes.size()];
            append_key(out, g.front()->type);
            write_blocks(out, g, 0, indent + 2);
        }
    });
}

}  // namespace

std::string write_json(const encoded_body& body) {
    std::string out;
    write_json_body(out, body, 0);
    out += '\n';
    return out;
}

}  // namespace detail
HCL_END_NAMESPACE
