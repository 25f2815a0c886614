// Code actions: a diagnostic's "Did you mean" as a quick fix, and the
// required attributes a block lacks added at the end of its body.
#include "lsp/analysis.hpp"
#include "lsp/navigation_tree.hpp"

#include <hcl/lsp/code_actions.hpp>
#include <hcl/native/parse.hpp>

#include <algorithm>
#include <optional>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace {

// The first "quoted" name of a message ("An argument named "replica" ...").
std::string_view first_quoted(std::string_view message) {
    const auto open = message.find('"');
    if (open == std::string_view::npos) return {};
    const auto close = message.find('"', open + 1);
    if (close == std::string_view::npos) return {};
    return message.substr(open + 1, close - open - 1);
}

// The misspelled name in the text of `d`'s range: the range itself when it
// is the name (native syntax) or the name in quotes (a JSON property);
// else the name the message quotes at the range's start.
std::optional<native::byte_span> misspelled_name(const document& doc, const lsp::diagnostic& d) {
    const auto begin = doc.lines().offset(d.range.start);
    const auto end = doc.lines().offset(d.range.end);
    if (!begin || !end || *end <= *begin) return std::nullopt;
    const std::string_view source = doc.text();
    const auto name = detail::unquoted({static_cast<std::uint32_t>(*begin), static_cast<std::uint32_t>(*end)}, source);
    if (native::valid_identifier(source.substr(name.begin, name.end - name.begin))) return name;
    const std::string_view quoted = first_quoted(d.message);
    if (!quoted.empty() && source.substr(*begin).starts_with(quoted))
        return native::byte_span{name.begin, static_cast<std::uint32_t>(*begin + quoted.size())};
    return std::nullopt;
}

std::optional<code_action> suggestion_fix(const document& doc, const lsp::diagnostic& d) {
    if (d.suggestion.empty()) return std::nullopt;
    const auto name = misspelled_name(doc, d);
    if (!name) return std::nullopt;
    code_action out;
    out.title = "Change to \"" + d.suggestion + "\"";
    out.diagnostics.push_back(d);
    out.edit.changes[doc.uri()].push_back({doc.lines().range_of(name->begin, name->end), d.suggestion});
    out.preferred = true;
    return out;
}

// A value of type `t` for the user to replace.
const char* placeholder(const hcl::type& t) {
    if (t == hcl::type::string()) return "\"\"";
    if (t == hcl::type::number()) return "0";
    if (t == hcl::type::boolean()) return "false";
    if (t.is_list() || t.is_set() || t.is_tuple()) return "[]";
    if (t.is_map() || t.is_object()) return "{}";
    return "null";
}

// The body the action is for: the block whose header or body holds the
// offset, else the file's.
struct target_body {
    const native::body_impl* body = nullptr;
    const schema_body* schema = nullptr;
    const native::block_node* block = nullptr;  // null: the file's body
};

target_body target_at(const detail::document_analysis& a, std::size_t offset) {
    const auto loc = a.locate(offset);
    target_body out{loc.body, loc.body_schema, loc.blocks.empty() ? nullptr : loc.blocks.back().node};
    if (loc.header && loc.header->body) {
        const std::string_view type = loc.header->type(a.source());
        const schema_block* s = loc.body_schema ? loc.body_schema->find_block(type) : nullptr;
        std::vector<std::string> labels;
        for (const auto& l : loc.header->labels()) labels.emplace_back(l.text);
        out = {loc.header->body, s ? s->body_for(labels) : nullptr, loc.header};
    }
    return out;
}

bool is_blank(std::string_view text) { return text.find_first_not_of(" \t") == std::string_view::npos; }

// The blanks before `offset` on its line when nothing else is there.
std::optional<std::string> indentation_at(std::string_view source, std::size_t offset) {
    const auto line_start = source.rfind('\n', offset == 0 ? 0 : offset - 1);
    const std::size_t begin = line_start == std::string_view::npos || offset == 0 ? 0 : line_start + 1;
    const std::string_view before = source.substr(begin, offset - begin);
    if (!is_blank(before)) return std::nullopt;
    return std::string(before);
}

// The indentation of the body's items: its first item's, else two spaces
// more than its block's line.
std::string item_indentation(std::string_view source, const target_body& t) {
    std::optional<std::uint32_t> first;
    if (!t.body->attributes.empty()) first = t.body->attributes.front().name_span.begin;
    if (!t.body->blocks.empty()) first = std::min(first.value_or(UINT32_MAX), t.body->blocks.front().type_span.begin);
    if (first) {
        if (auto indent = indentation_at(source, *first)) return *indent;
    }
    if (!t.block) return {};
    return indentation_at(source, t.block->type_span.begin).value_or("") + "  ";
}

std::optional<text_edit> insertion(const document& doc, const target_body& t, const std::vector<const schema_attribute*>& missing) {
    const std::string_view source = doc.text();
    const std::string indent = item_indentation(source, t);
    std::string lines;
    for (const auto* a : missing) lines += indent + a->name + " = " + placeholder(a->type) + "\n";
    if (!t.block) {
        const bool needs_newline = !source.empty() && source.back() != '\n';
        return text_edit{doc.lines().range_of(source.size(), source.size()), (needs_newline ? "\n" : "") + lines};
    }
    const auto& b = *t.block;
    const bool closed = b.close_brace.begin < source.size() && source[b.close_brace.begin] == '}' &&
                        b.open_brace.begin < b.close_brace.begin && source[b.open_brace.begin] == '{';
    if (!closed) return std::nullopt;  // half-typed: the end of the body is not known yet
    const std::string_view inside = source.substr(b.open_brace.end, b.close_brace.begin - b.open_brace.end);
    const std::string block_indent = indentation_at(source, b.type_span.begin).value_or("");
    if (inside.find('\n') == std::string_view::npos) {
        // A one-line block: its item (if any) and the new ones each on a line.
        const auto first = inside.find_first_not_of(" \t");
        std::string text = "\n";
        if (first != std::string_view::npos)
            text += indent + std::string(inside.substr(first, inside.find_last_not_of(" \t") - first + 1)) + "\n";
        text += lines + block_indent;
        return text_edit{doc.lines().range_of(b.open_brace.end, b.close_brace.begin), std::move(text)};
    }
    // A multi-line block's `}` is alone on its line (anything else is a
    // syntax error): the new lines go just before that line.
    if (!indentation_at(source, b.close_brace.begin)) return std::nullopt;
    const std::size_t line_start = source.rfind('\n', b.close_brace.begin - 1) + 1;
    return text_edit{doc.lines().range_of(line_start, line_start), std::move(lines)};
}

std::optional<code_action> add_missing_required(const workspace& ws, const document& doc, lsp::range where,
                                                std::span<const lsp::diagnostic> context) {
    const auto& a = ws.analysis(doc);
    if (!a.native) return std::nullopt;
    const target_body t = target_at(a, doc.lines().clamped_offset(where.start));
    if (!t.body || !t.schema) return std::nullopt;
    std::vector<const schema_attribute*> missing;
    for (const auto& attribute : t.schema->attributes) {
        if (!attribute.required) continue;
        const bool present = std::any_of(t.body->attributes.begin(), t.body->attributes.end(),
                                         [&](const auto& n) { return n.name(a.source()) == attribute.name; });
        if (!present) missing.push_back(&attribute);
    }
    if (missing.empty()) return std::nullopt;
    auto edit = insertion(doc, t, missing);
    if (!edit) return std::nullopt;
    code_action out;
    out.title = "Add the missing required attributes";
    out.edit.changes[doc.uri()].push_back(std::move(*edit));
    for (const auto& d : context) {
        if (d.original.summary != "Missing required argument") continue;
        for (const auto* m : missing) {
            if (d.message.find("\"" + m->name + "\"") != std::string::npos) {
                out.diagnostics.push_back(d);
                break;
            }
        }
    }
    return out;
}

}  // namespace

std::vector<code_action> code_actions(const workspace& ws, const document& doc, lsp::range where,
                                      std::span<const lsp::diagnostic> context) {
    std::vector<code_action> out;
    for (const auto& d : context) {
        if (auto fix = suggestion_fix(doc, d)) out.push_back(std::move(*fix));
    }
    if (auto add = add_missing_required(ws, doc, where, context)) out.push_back(std::move(*add));
    return out;
}

}  // namespace lsp
HCL_END_NAMESPACE
