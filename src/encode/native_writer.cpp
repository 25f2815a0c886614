// Native-syntax bodies for the encoder, written through the lossless tree
// of hcl::write::document (values: literal.cpp): the same code lays out new
// items for editing and for encoding, and the formatter aligns them.
#include "encode/literal.hpp"
#include "write/document_tree.hpp"

#include <hcl/detail/encode_tree.hpp>

HCL_BEGIN_NAMESPACE
namespace detail {
namespace {

// `doc` as `#` comment lines, each starting with `indent`.
std::string comment_lines(std::string_view doc, const std::string& indent, const std::string& newline) {
    std::string out;
    while (true) {
        const auto end = doc.find('\n');
        const std::string_view line = doc.substr(0, end);
        out += indent;
        out += line.empty() ? "#" : "# ";
        out += line;
        out += newline;
        if (end == std::string_view::npos) break;
        doc.remove_prefix(end + 1);
    }
    return out;
}

// Comment lines above a new item: before its own line in its prefix.
void add_comment(write::detail::item_node& item, std::string_view doc, const std::string& newline) {
    if (doc.empty()) return;
    const auto line_start = item.prefix.rfind('\n') + 1;  // npos + 1 == 0
    item.prefix.insert(line_start, comment_lines(doc, item.prefix.substr(line_start), newline));
}

void fill(write::detail::body_node& out, const encoded_body& b, bool descriptions) {
    const std::string& newline = out.document->newline;
    for (const auto& a : b.attributes) {
        std::string text = a.text;
        if (text.empty()) append_literal(text, a.v, quote_style::native);
        auto& item = write::detail::append_attribute(out, a.name, std::move(text));
        if (descriptions) add_comment(item, a.doc, newline);
    }
    for (const auto& blk : b.blocks) {
        auto& item = write::detail::append_block(out, blk.type, blk.labels);
        if (descriptions) add_comment(item, blk.doc, newline);
        fill(*item.body, blk.body, descriptions);
    }
}

}  // namespace

std::string write_native(const encoded_body& body, bool descriptions, std::string_view header) {
    write::detail::document_state document;
    document.root.document = &document;
    fill(document.root, body, descriptions);
    std::string text = write::detail::print(document);
    if (!descriptions || header.empty()) return text;
    // The struct's own description heads the file, apart from its items.
    return comment_lines(header, {}, document.newline) + (text.empty() ? "" : document.newline) + text;
}

}  // namespace detail
HCL_END_NAMESPACE
