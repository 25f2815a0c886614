// The names a document declares and uses: one walk of its syntax tree with
// a stack of the iterators in scope.
#include "lsp/navigation_index.hpp"

#include "lsp/navigation_tree.hpp"

#include <algorithm>
#include <string>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

// The name a traversal step gives: `.NAME`, or `["NAME"]`; its span is the
// name alone.
std::optional<std::pair<std::string_view, native::byte_span>> step_name(const native::step_cell& step,
                                                                       std::string_view source) {
    if (!step.key.is_string()) return std::nullopt;
    const std::string_view name = step.name();
    if (step.attribute) {
        const auto end = step.span.end;
        if (end < step.span.begin + name.size()) return std::nullopt;
        return std::pair{name, native::byte_span{static_cast<std::uint32_t>(end - name.size()), end}};
    }
    // `[ "NAME" ]`: between the quotes.
    const std::string_view text = source.substr(step.span.begin, step.span.end - step.span.begin);
    const auto open = text.find('"');
    const auto close = text.rfind('"');
    if (open == std::string_view::npos || close <= open) return std::nullopt;
    return std::pair{name, native::byte_span{static_cast<std::uint32_t>(step.span.begin + open + 1),
                                             static_cast<std::uint32_t>(step.span.begin + close)}};
}

class indexer {
public:
    indexer(std::string_view source, const declarations& decl, const std::function<void(const occurrence&)>& out)
        : source_(source), decl_(decl), out_(out) {}

    void body(const native::body_impl& b, bool top_level) {
        for (const auto& a : b.attributes) expression(a.value);
        for (const auto& bl : b.blocks) block(bl, top_level);
    }

private:
    void block(const native::block_node& b, bool top_level) {
        if (!b.body) return;
        const std::string_view type = b.type(source_);
        if (top_level && !decl_.locals_block.empty() && type == decl_.locals_block && b.labels().empty()) {
            for (const auto& a : b.body->attributes) {
                occurrence o{{symbol_kind::local, a.name(source_)}, a.name_span, true};
                o.value = a.value;
                out_(o);
            }
        } else if (top_level && !decl_.variables_block.empty() && type == decl_.variables_block &&
                   !b.labels().empty()) {
            const auto& label = b.labels()[0];
            occurrence o{{symbol_kind::variable, label.text}, unquoted(label.span, source_), true};
            o.block = &b;
            out_(o);
        } else if (type == "dynamic" && !b.labels().empty()) {
            dynamic_block(b);
            return;
        }
        body(*b.body, false);
    }

    // `dynamic "NAME" { for_each = ...; iterator = IT; content { ... } }`:
    // the iterator (IT, else NAME) is in scope everywhere in the body but
    // in for_each.
    void dynamic_block(const native::block_node& b) {
        const native::attribute_node* iterator_attribute = nullptr;
        const native::attribute_node* for_each = nullptr;
        for (const auto& a : b.body->attributes) {
            if (a.name(source_) == "iterator") iterator_attribute = &a;
            if (a.name(source_) == "for_each") for_each = &a;
        }
        symbol s{symbol_kind::iterator, {}, &b, {b.type_span.begin, std::max(b.close_brace.end, b.type_span.end)}};
        native::byte_span declared_at{};
        const auto* named = iterator_attribute && iterator_attribute->value &&
                                    iterator_attribute->value->kind == native::expr_kind::scope_traversal
                                ? static_cast<const native::scope_traversal_expr*>(iterator_attribute->value)
                                : nullptr;
        if (named && named->steps.empty()) {
            s.name = named->root_name();
            declared_at = named->root_span();
        } else {
            const auto& label = b.labels()[0];
            s.name = label.text;
            s.declared_by_label = true;
            declared_at = unquoted(label.span, source_);
        }
        if (for_each) expression(for_each->value);
        out_(occurrence{s, declared_at, true});
        iterators_.push_back(s);
        for (const auto& a : b.body->attributes) {
            if (&a != for_each && &a != iterator_attribute) expression(a.value);
        }
        for (const auto& inner : b.body->blocks) block(inner, false);
        iterators_.pop_back();
    }

    void expression(const native::expr* e) {
        if (!e) return;
        if (e->kind == native::expr_kind::scope_traversal) {
            traversal(static_cast<const native::scope_traversal_expr&>(*e));
            return;
        }
        if (e->kind == native::expr_kind::for_) {
            for_expression(static_cast<const native::for_expr&>(*e));
            return;
        }
        for_each_child(*e, [this](const native::expr& child) { expression(&child); });
    }

    void for_expression(const native::for_expr& f) {
        expression(f.collection);
        const std::size_t outer = iterators_.size();
        // The iterators are in scope after the collection.
        const native::byte_span scope{std::max(f.collection_span.end, f.span.begin), f.span.end};
        for (const auto& [name, span] : {std::pair{f.key_variable, f.key_variable_span},
                                         std::pair{f.value_variable, f.value_variable_span}}) {
            if (name.empty()) continue;
            const symbol s{symbol_kind::iterator, name, &f, scope};
            out_(occurrence{s, span, true});
            iterators_.push_back(s);
        }
        expression(f.key_result);
        expression(f.value_result);
        expression(f.condition);
        iterators_.resize(outer);
    }

    void traversal(const native::scope_traversal_expr& t) {
        const std::string_view root = t.root_name();
        for (auto it = iterators_.rbegin(); it != iterators_.rend(); ++it) {
            if (it->name == root) {
                out_(occurrence{*it, t.root_span(), false});
                return;
            }
        }
        symbol_kind kind;
        if (!decl_.locals_block.empty() && root == decl_.locals_root) {
            kind = symbol_kind::local;
        } else if (!decl_.variables_block.empty() && root == decl_.variables_root) {
            kind = symbol_kind::variable;
        } else {
            return;
        }
        if (t.steps.empty()) return;
        if (const auto named = step_name(t.steps.front(), source_))
            out_(occurrence{{kind, named->first}, named->second, false});
    }

    std::string_view source_;
    const declarations& decl_;
    const std::function<void(const occurrence&)>& out_;
    std::vector<symbol> iterators_;  // innermost last
};

}  // namespace

void for_each_occurrence(const document_analysis& a, const declarations& decl,
                         const std::function<void(const occurrence&)>& f) {
    if (a.native && a.native->root) indexer(a.source(), decl, f).body(*a.native->root, true);
}

std::optional<occurrence> occurrence_at(const document_analysis& a, const declarations& decl, std::size_t offset) {
    std::optional<occurrence> holding;
    std::optional<occurrence> touching;
    for_each_occurrence(a, decl, [&](const occurrence& o) {
        if (holding) return;
        if (o.span.begin <= offset && offset < o.span.end) holding = o;
        else if (offset == o.span.end && !touching) touching = o;
    });
    return holding ? holding : touching;
}

std::vector<located_occurrence> occurrences_of(const workspace& ws, const document& doc, const symbol& s) {
    std::vector<located_occurrence> out;
    const auto& decl = doc.declarations();
    const auto collect = [&](const document& d) {
        for_each_occurrence(ws.analysis(d), decl, [&](const occurrence& o) {
            if (o.symbol.same_as(s)) out.push_back({&d, o});
        });
    };
    if (s.kind == symbol_kind::iterator) {
        collect(doc);
    } else {
        for (const document* d : ws.documents()) collect(*d);
    }
    return out;
}

namespace {

std::optional<symbol_occurrences> with_all(const workspace& ws, const document& doc, std::optional<occurrence> here) {
    if (!here) return std::nullopt;
    symbol_occurrences out{*here, {}};
    out.all = occurrences_of(ws, doc, here->symbol);
    return out;
}

}  // namespace

std::optional<symbol_occurrences> symbol_under(const workspace& ws, const document& doc, std::size_t offset) {
    return with_all(ws, doc, occurrence_at(ws.analysis(doc), doc.declarations(), offset));
}

std::optional<symbol_occurrences> symbol_within(const workspace& ws, const document& doc, native::byte_span s) {
    std::optional<occurrence> first;
    for_each_occurrence(ws.analysis(doc), doc.declarations(), [&](const occurrence& o) {
        if (!first && !o.declaration && o.span.begin >= s.begin && o.span.end <= s.end) first = o;
    });
    return with_all(ws, doc, first);
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
