// Definitions, references and rename, over the occurrences of a name in the
// open documents (navigation_index).
#include "lsp/navigation_index.hpp"

#include <hcl/lsp/navigation.hpp>
#include <hcl/native/parse.hpp>

#include <algorithm>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace {

location location_of(const detail::located_occurrence& o) {
    return {o.doc->uri(), o.doc->lines().range_of(o.where.span.begin, o.where.span.end)};
}

std::optional<detail::symbol_occurrences> symbol_at(const workspace& ws, const document& doc, position at) {
    return detail::symbol_under(ws, doc, doc.lines().clamped_offset(at));
}

// Locals, and iterators whose name is not also what their block makes.
bool renamable(const detail::symbol& s) {
    return s.kind == detail::symbol_kind::local || (s.kind == detail::symbol_kind::iterator && !s.declared_by_label);
}

// Whether the identifier `name` appears in the text of `span`.
bool name_written_in(const detail::document_analysis& a, native::byte_span span, std::string_view name) {
    const auto& tokens = a.tokens();
    auto it = std::lower_bound(tokens.begin(), tokens.end(), span.begin,
                               [](const native::token& t, std::uint32_t offset) { return t.begin < offset; });
    for (; it != tokens.end() && it->end <= span.end; ++it) {
        if (it->kind == native::token_kind::identifier && it->text(a.source()) == name) return true;
    }
    return false;
}

// Why `new_name` cannot replace the name of `s`; empty when it can.
std::string rename_conflict(const workspace& ws, const document& doc, const detail::symbol_occurrences& found,
                            const std::string& new_name) {
    const auto& s = found.at.symbol;
    const auto& decl = doc.declarations();
    if (s.kind == detail::symbol_kind::local) {
        const detail::symbol other{detail::symbol_kind::local, new_name};
        for (const auto& o : detail::occurrences_of(ws, doc, other)) {
            if (o.where.declaration) return "local." + new_name + " is already declared";
        }
        return {};
    }
    // An iterator: another variable of the same scope, or a root the body
    // may refer to, would be captured.
    const detail::symbol sibling{detail::symbol_kind::iterator, new_name, s.scope};
    for (const auto& o : detail::occurrences_of(ws, doc, sibling)) {
        if (o.where.declaration) return "\"" + new_name + "\" already names a variable of this expression";
    }
    if (new_name == decl.locals_root || new_name == decl.variables_root || ws.options().variables.count(new_name))
        return "\"" + new_name + "\" already names a variable the expressions use";
    // The new name would capture an outer name the scope uses, or be
    // shadowed by an inner iterator: refused when the name is written
    // anywhere in the scope (an object key of that name too, to keep the
    // check simple and safe).
    if (name_written_in(ws.analysis(doc), s.scope_span, new_name))
        return "\"" + new_name + "\" is already used where the iterator is";
    return {};
}

}  // namespace

std::vector<location> definition(const workspace& ws, const document& doc, position at) {
    std::vector<location> out;
    if (const auto found = symbol_at(ws, doc, at)) {
        for (const auto& o : found->all) {
            if (o.where.declaration) out.push_back(location_of(o));
        }
    }
    return out;
}

std::vector<location> references(const workspace& ws, const document& doc, position at, bool include_declaration) {
    std::vector<location> out;
    if (const auto found = symbol_at(ws, doc, at)) {
        for (const auto& o : found->all) {
            if (include_declaration || !o.where.declaration) out.push_back(location_of(o));
        }
    }
    return out;
}

std::optional<lsp::range> prepare_rename(const workspace& ws, const document& doc, position at) {
    const auto found = symbol_at(ws, doc, at);
    if (!found || !renamable(found->at.symbol)) return std::nullopt;
    return doc.lines().range_of(found->at.span.begin, found->at.span.end);
}

rename_result rename(const workspace& ws, const document& doc, position at, const std::string& new_name) {
    rename_result out;
    const auto found = symbol_at(ws, doc, at);
    if (!found) {
        out.error = "There is no local or iterator here to rename.";
        return out;
    }
    if (!renamable(found->at.symbol)) {
        out.error = found->at.symbol.kind == detail::symbol_kind::iterator
                        ? "This iterator is named by its dynamic block's label; add an `iterator` attribute to rename it."
                        : "Only locals and iterators can be renamed.";
        return out;
    }
    if (!native::valid_identifier(new_name)) {
        out.error = "\"" + new_name + "\" is not a valid name.";
        return out;
    }
    if (new_name == found->at.symbol.name) return out;
    if (auto conflict = rename_conflict(ws, doc, *found, new_name); !conflict.empty()) {
        out.error = std::move(conflict) + ".";
        return out;
    }
    for (const auto& o : found->all) {
        const auto where = location_of(o);
        out.edit.changes[where.uri].push_back({where.range, new_name});
    }
    for (auto& [uri, edits] : out.edit.changes) {
        std::sort(edits.begin(), edits.end(),
                  [](const text_edit& a, const text_edit& b) { return a.range.start < b.range.start; });
    }
    return out;
}

}  // namespace lsp
HCL_END_NAMESPACE
