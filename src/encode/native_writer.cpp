// Native-syntax bodies for the encoder, laid out the way the reference
// formatter lays them out (values: literal.cpp).
#include "encode/literal.hpp"

#include <hcl/detail/encode_tree.hpp>

#include <algorithm>

HCL_BEGIN_NAMESPACE
namespace detail {
namespace {

// The formatter aligns `=` over a run of consecutive one-line attributes;
// every attribute written here is one line, so a body's attributes are one run.
void write_body(std::string& out, const encoded_body& b, std::size_t indent) {
    const std::string pad(indent, ' ');
    std::size_t width = 0;
    for (const auto& [name, v] : b.attributes) width = std::max(width, name.size());
    for (const auto& [name, v] : b.attributes) {
        out += pad;
        out += name;
        out.append(width - name.size(), ' ');
        out += " = ";
        append_literal(out, v, quote_style::native);
        out += '\n';
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
