// Hover on a JSON-syntax document: a JSON object's properties are
// attributes or blocks only once a schema says which, so the document is
// read through the schema, body by body, down to the item under the cursor.
#include "lsp/hover_support.hpp"

#include <hcl/body.hpp>
#include <hcl/schema.hpp>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

bool holds(const source_range& r, std::size_t offset) { return r.start.byte <= offset && offset < r.end.byte; }

std::optional<lsp::hover> make_hover(const document& doc, std::string markdown, const source_range& r) {
    return lsp::hover{{std::move(markdown), true}, doc.lines().range_of(r.start.byte, r.end.byte)};
}

// The schema's items as the syntax-agnostic schema, nothing required (the
// items present are all hover needs).
body_schema header_schema(const schema_body& s) {
    body_schema out;
    for (const auto& a : s.attributes) out.attributes.push_back({a.name, false});
    for (const auto& b : s.blocks) {
        block_header_schema h{b.type, {}};
        for (const auto& l : b.labels) h.label_names.push_back(l.name);
        out.blocks.push_back(std::move(h));
    }
    return out;
}

std::optional<lsp::hover> hover_in(const document& doc, const hcl::body& body, const schema_body& s,
                                   const std::string& path, std::size_t offset) {
    diagnostics ignored;
    hcl::body remain;
    const auto content = body.partial_content(header_schema(s), remain, ignored);
    for (const auto& [name, attribute] : content.attributes) {
        if (!holds(attribute.name_range(), offset)) continue;
        if (const auto* a = s.find_attribute(name)) return make_hover(doc, attribute_markdown(*a, path), attribute.name_range());
    }
    for (const auto& b : content.blocks) {
        const schema_block* sb = s.find_block(b.type);
        if (!sb) continue;
        const std::string step = (path.empty() ? "" : path + " > ") + block_step(b.type, b.labels);
        if (holds(b.type_range(), offset)) return make_hover(doc, block_markdown(*sb, step), b.type_range());
        const auto labels = b.label_ranges();
        for (std::size_t i = 0; i < labels.size() && i < b.labels.size(); ++i) {
            if (!holds(labels[i], offset)) continue;
            if (auto markdown = label_markdown(*sb, i, b.labels[i])) return make_hover(doc, std::move(*markdown), labels[i]);
            return std::nullopt;
        }
        const schema_body* inner = sb->body_for(b.labels);
        if (inner && b.body_node && offset >= b.def_range().end.byte) {
            if (auto found = hover_in(doc, b.body(), *inner, step, offset)) return found;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<lsp::hover> hover_json(const document& doc, const document_analysis& a, std::size_t offset) {
    if (!a.file) return std::nullopt;
    return hover_in(doc, a.file->body(), a.schema.root(), {}, offset);
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
