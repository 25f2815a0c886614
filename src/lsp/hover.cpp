// Hover: finds what is under the cursor (a block header, an attribute's
// name, an expression) and lets the part that knows it speak.
#include "lsp/hover_support.hpp"
#include "lsp/navigation_tree.hpp"

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace {

std::optional<lsp::hover> make_hover(const document& doc, std::string markdown, native::byte_span s) {
    return lsp::hover{{std::move(markdown), true}, doc.lines().range_of(s.begin, s.end)};
}

// On a block's type or one of its labels.
std::optional<lsp::hover> hover_header(const document& doc, const detail::document_analysis& a,
                                       const detail::tree_location& loc, std::size_t offset) {
    const auto& block = *loc.header;
    const std::string_view type = block.type(a.source());
    const schema_block* s = loc.body_schema ? loc.body_schema->find_block(type) : nullptr;
    if (!s) return std::nullopt;
    std::vector<std::string> labels;
    for (const auto& l : block.labels()) labels.emplace_back(l.text);
    if (detail::span_holds(block.type_span, offset)) {
        std::string path = detail::block_path(loc.blocks);
        if (!path.empty()) path += " > ";
        path += detail::block_step(type, labels);
        return make_hover(doc, detail::block_markdown(*s, path), block.type_span);
    }
    const auto all = block.labels();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (!detail::span_holds(all[i].span, offset)) continue;
        if (auto markdown = detail::label_markdown(*s, i, all[i].text))
            return make_hover(doc, std::move(*markdown), all[i].span);
        return std::nullopt;
    }
    return std::nullopt;
}

// On an attribute's name.
std::optional<lsp::hover> hover_attribute_name(const document& doc, const detail::document_analysis& a,
                                               const detail::tree_location& loc) {
    if (!loc.body_schema) return std::nullopt;
    const std::string_view name = loc.attribute->name(a.source());
    const schema_attribute* s = loc.body_schema->find_attribute(name);
    schema_attribute any;
    if (!s && loc.body_schema->any_attributes) {
        any.name = std::string(name);
        any.type = *loc.body_schema->any_attributes;
        s = &any;
    }
    if (!s) return std::nullopt;
    return make_hover(doc, detail::attribute_markdown(*s, detail::block_path(loc.blocks)), loc.attribute->name_span);
}

}  // namespace

std::optional<lsp::hover> hover_at(const workspace& ws, const document& doc, position at) {
    const auto& a = ws.analysis(doc);
    const std::size_t offset = doc.lines().clamped_offset(at);
    if (a.syntax == lsp::syntax::json) return detail::hover_json(doc, a, offset);
    const auto loc = a.locate(offset);
    // On a name the schema does not know, it may be one the documents declare.
    if (loc.header) {
        if (auto h = hover_header(doc, a, loc, offset)) return h;
        return detail::hover_declaration(ws, doc, a, offset);
    }
    if (!loc.attribute) return std::nullopt;
    if (detail::span_holds(loc.attribute->name_span, offset)) {
        if (auto h = hover_attribute_name(doc, a, loc)) return h;
        return detail::hover_declaration(ws, doc, a, offset);
    }
    return detail::hover_expression(ws, doc, a, *loc.attribute, offset);
}

}  // namespace lsp
HCL_END_NAMESPACE
