// Native-syntax bodies for the encoder, laid out the way the reference
// formatter lays them out (values: literal.cpp).
#include "encode/literal.hpp"

#include <hcl/detail/encode_tree.hpp>
#include <hcl/unicode.hpp>

#include <algorithm>

HCL_BEGIN_NAMESPACE
namespace detail {
namespace {

// Whether the attribute takes part in a run of `=` alignment: the reference
// formatter aligns consecutive attributes written on one line each. Values
// are written on one line; an expression's text may span lines, and then
// ends the run and stands alone, unless the lines are a heredoc's (one
// token to the formatter, which aligns it with its neighbours).
bool aligned(const encoded_attribute& a) {
    if (a.text.empty() || a.text.find('\n') == std::string::npos) return true;
    return a.text.rfind("<<", 0) == 0;
}

void write_body(std::string& out, const encoded_body& b, std::size_t indent) {
    const std::string pad(indent, ' ');
    const auto& attributes = b.attributes;
    for (std::size_t run = 0; run < attributes.size();) {
        // [run, end): one run of aligned attributes, or one that stands alone.
        std::size_t end = run + 1;
        if (aligned(attributes[run])) {
            while (end < attributes.size() && aligned(attributes[end])) ++end;
        }
        // The formatter measures names in grapheme clusters (what a reader
        // sees as characters): "größe" is 5 wide, "日本" 2, "e\u0301x" 2.
        const auto width_of = [&](std::size_t i) { return unicode::grapheme_count(attributes[i].name); };
        std::size_t width = 0;
        for (std::size_t i = run; i < end; ++i) width = std::max(width, width_of(i));
        for (std::size_t i = run; i < end; ++i) {
            const encoded_attribute& a = attributes[i];
            out += pad;
            out += a.name;
            out.append(width - width_of(i), ' ');
            out += " = ";
            if (a.text.empty()) {
                append_literal(out, a.v, quote_style::native);
            } else {
                out += a.text;
            }
            out += '\n';
        }
        run = end;
    }
    bool first = b.attributes.empty();
    for (const auto& blk : b.blocks) {
        if (!first) out += '\n';
        first = false;
        out += pad;
        out += blk.type;
        for (const auto& l : blk.labels) {
            out += ' ';
            append_quoted(out, l, quote_style::native);
        }
        if (blk.body.empty()) {
            out += " {}\n";
            continue;
        }
        out += " {\n";
        write_body(out, blk.body, indent + 2);
        out += pad;
        out += "}\n";
    }
}

}  // namespace

std::string write_native(const encoded_body& body) {
    std::string out;
    write_body(out, body, 0);
    return out;
}

}  // namespace detail
HCL_END_NAMESPACE
