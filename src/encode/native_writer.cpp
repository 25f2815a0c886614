// Native-syntax bodies for the encoder, written through the lossless tree
// of hcl::write::document (values: literal.cpp): the same code lays out new
// items for editing and for encoding, and the formatter aligns them.
#include "encode/literal.hpp"
#include "write/document_tree.hpp"

#include <hcl/detail/encode_tree.hpp>

HCL_BEGIN_NAMESPACE
namespace detail {
namespace {

void fill(write::detail::body_node& out, const encoded_body& b) {
    for (const auto& a : b.attributes) {
        std::string text = a.text;
        if (text.empty()) append_literal(text, a.v, quote_style::native);
        write::detail::append_attribute(out, a.name, std::move(text));
    }
    for (const auto& blk : b.blocks) fill(*write::detail::append_block(out, blk.type, blk.labels).body, blk.body);
}

}  // namespace

std::string write_native(const encoded_body& body) {
    write::detail::document_state document;
    document.root.document = &document;
    fill(document.root, body);
    return write::detail::print(document);
}

}  // namespace detail
HCL_END_NAMESPACE
