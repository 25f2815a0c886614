// Completion of a body's items (attribute and block names), of block labels
// and of the values an attribute's schema lists.
#include "lsp/completion_support.hpp"

#include <hcl/encode.hpp>

#include <algorithm>
#include <string>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

bool contains(const std::vector<std::string_view>& names, std::string_view name) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

// The blanks before the word on its line: where the body's items start.
std::string_view line_indent(const completion_request& r) {
    const std::string_view src = r.analysis.source();
    const std::size_t start = r.doc.lines().line_start(r.doc.lines().line_at(r.ctx.word_begin));
    std::size_t end = start;
    while (end < r.ctx.word_begin && (src[end] == ' ' || src[end] == '\t')) ++end;
    return src.substr(start, end - start);
}

// One level deeper: a tab where the lines are indented with tabs, else two
// spaces (the formatter's indentation).
std::string_view indent_unit(std::string_view indent) {
    return indent.find('\t') != indent.npos ? "\t" : "  ";
}

std::string attribute_detail(const schema_attribute& a) {
    return (a.required ? "required " : "") + a.type.friendly_name();
}

std::string block_detail(const schema_block& b) {
    std::string out = b.required() ? "required block" : "block";
    if (!b.repeatable()) out += ", at most one";
    return out;
}

// `service "${1:name}" {\n  image = $2\n}`: the labels and the required
// attributes as tab stops, the body indented one level below `indent`.
std::string block_snippet(const schema_block& b, std::string_view indent) {
    std::string out = snippet_escape(b.type);
    int stop = 0;
    for (const auto& label : b.labels)
        out += " \"${" + std::to_string(++stop) + ':' + snippet_escape(label.name) + "}\"";
    out += " {\n";
    const std::string inner = std::string(indent) + std::string(indent_unit(indent));
    bool any = false;
    if (b.body) {
        for (const auto& a : b.body->attributes) {
            if (!a.required) continue;
            out += inner + snippet_escape(a.name) + " = $" + std::to_string(++stop) + '\n';
            any = true;
        }
    }
    if (!any) out += inner + "$0\n";
    out += std::string(indent) + '}';
    return out;
}

void add_attribute(completion_builder& out, const schema_attribute& a) {
    auto& item = out.add(a.name, completion_kind::property, snippet_escape(a.name) + " = $1", true);
    item.detail = attribute_detail(a);
    item.documentation = a.doc;
    item.required = a.required;
}

// `lacking`: required, and not in the body yet.
void add_block(completion_builder& out, const schema_block& b, std::string_view indent,
               bool lacking) {
    auto& item = out.add(b.type, completion_kind::class_, block_snippet(b, indent), true);
    item.detail = block_detail(b);
    item.documentation = b.doc;
    item.required = lacking;
}

// The blocks that declare locals and variables, where the schema does not
// have blocks of those types: the documents' own declarations.
void add_declaration_blocks(const completion_request& r, completion_builder& out,
                            std::string_view indent) {
    const auto& decl = r.doc.declarations();
    const std::string inner = std::string(indent) + std::string(indent_unit(indent));
    if (!decl.locals_block.empty() && !r.ctx.body_schema->find_block(decl.locals_block)) {
        auto& item = out.add(
            decl.locals_block, completion_kind::class_,
            snippet_escape(decl.locals_block) + " {\n" + inner + "$0\n" + std::string(indent) + '}',
            true);
        item.detail = "local values (" + decl.locals_root + ".NAME)";
    }
    if (!decl.variables_block.empty() && !r.ctx.body_schema->find_block(decl.variables_block)) {
        auto& item = out.add(decl.variables_block, completion_kind::class_,
                             snippet_escape(decl.variables_block) + " \"${1:name}\" {\n" + inner +
                                 "$0\n" + std::string(indent) + '}',
                             true);
        item.detail = "input variable (" + decl.variables_root + ".NAME)";
    }
}

// The text of a string value between its quotes, escaped as HCL writes it.
std::string quoted_text(const value& v) {
    std::string s = encode_expression(v);
    return s.size() >= 2 ? s.substr(1, s.size() - 2) : s;
}

}  // namespace

void add_body_items(const completion_request& r, completion_builder& out) {
    const schema_body* body = r.ctx.body_schema;
    if (!body) return;
    const std::string_view indent = line_indent(r);
    const auto attribute_missing = [&](const schema_attribute& a) {
        return !contains(r.ctx.present_attributes, a.name);
    };
    const auto block_allowed = [&](const schema_block& b) {
        return b.repeatable() || !contains(r.ctx.present_blocks, b.type);
    };
    // The required items the body lacks first, then the others it may have.
    for (const bool required : {true, false}) {
        for (const auto& a : body->attributes)
            if (a.required == required && attribute_missing(a)) add_attribute(out, a);
        for (const auto& b : body->blocks) {
            const bool lacking = b.required() && !contains(r.ctx.present_blocks, b.type);
            if (lacking == required && block_allowed(b)) add_block(out, b, indent, lacking);
        }
    }
    if (r.ctx.blocks.empty()) add_declaration_blocks(r, out, indent);
}

void add_label_values(const completion_request& r, completion_builder& out) {
    if (!r.ctx.body_schema) return;
    const schema_block* block = r.ctx.body_schema->find_block(r.ctx.header_type);
    const std::size_t index = r.ctx.header_labels.size();
    if (!block && r.ctx.header_type == dynamic_block_type && index == 0) {
        // A dynamic block's label: the type of the blocks it generates.
        for (const auto& b : r.ctx.body_schema->blocks) {
            auto& item = out.add(b.type, completion_kind::class_,
                                 r.ctx.in_quotes ? b.type : '"' + b.type + '"');
            item.detail = "block type";
            item.documentation = b.doc;
        }
        return;
    }
    if (!block || index >= block->labels.size()) return;
    const schema_label& label = block->labels[index];
    const auto add = [&](const std::string& v, const documentation& doc) {
        auto& item = out.add(v, completion_kind::enum_member, r.ctx.in_quotes ? v : '"' + v + '"');
        item.detail = label.name;
        item.documentation = doc.empty() ? label.doc : doc;
    };
    if (!label.allowed_values.empty()) {
        for (const auto& v : label.allowed_values) {
            const auto body = block->bodies_by_label.find(v);
            add(v, body != block->bodies_by_label.end() && body->second ? body->second->doc
                                                                        : documentation{});
        }
    } else if (block->body_label == index) {
        for (const auto& [v, body] : block->bodies_by_label)
            add(v, body ? body->doc : documentation{});
    }
}

void add_quoted_values(const completion_request& r, completion_builder& out) {
    const schema_attribute* a =
        r.ctx.body_schema ? r.ctx.body_schema->find_attribute(r.ctx.attribute) : nullptr;
    if (!a) return;
    for (const auto& v : a->allowed_values) {
        if (!v.is_known() || v.is_null() || !v.type().is_primitive() || v.type() != type::string())
            continue;
        auto& item =
            out.add(std::string(v.as_string()), completion_kind::enum_member, quoted_text(v));
        item.detail = a->name;
    }
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
