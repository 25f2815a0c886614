// Document symbols: the block and attribute tree of a document.
#include "json/ast.hpp"
#include "lsp/analysis.hpp"
#include "lsp/symbols_support.hpp"

#include <hcl/lsp/symbols.hpp>

#include <algorithm>
#include <string>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace {

using native::expr_kind;

struct value_shape {
    symbol_kind kind;
    const char* detail;
};

// What a native expression's value is, as far as its form says.
value_shape shape_of(const native::expr* e) {
    if (!e) return {symbol_kind::property, "invalid"};
    switch (e->kind) {
        case expr_kind::literal:
            switch (static_cast<const native::literal_expr*>(e)->form) {
                case native::literal_cell::form::null: return {symbol_kind::null, "null"};
                case native::literal_cell::form::true_:
                case native::literal_cell::form::false_: return {symbol_kind::boolean, "bool"};
                case native::literal_cell::form::string: return {symbol_kind::string, "string"};
                case native::literal_cell::form::dynamic: return {symbol_kind::property, "dynamic"};
                default: return {symbol_kind::number, "number"};
            }
        case expr_kind::quoted_string: return {symbol_kind::string, "string"};
        case expr_kind::template_:
            if (static_cast<const native::template_expr*>(e)->is_string_literal())
                return {symbol_kind::string, "string"};
            return {symbol_kind::string, "template"};
        case expr_kind::template_wrap:
        case expr_kind::template_join: return {symbol_kind::string, "template"};
        case expr_kind::tuple: return {symbol_kind::array, "tuple"};
        case expr_kind::object: return {symbol_kind::object, "object"};
        case expr_kind::for_:
            if (static_cast<const native::for_expr*>(e)->object_form) return {symbol_kind::object, "object"};
            return {symbol_kind::array, "tuple"};
        case expr_kind::scope_traversal:
        case expr_kind::relative_traversal:
        case expr_kind::index:
        case expr_kind::splat: return {symbol_kind::property, "reference"};
        case expr_kind::function_call: return {symbol_kind::property, "function call"};
        case expr_kind::conditional: return {symbol_kind::property, "conditional"};
        case expr_kind::syntax_error: return {symbol_kind::property, "invalid"};
        default: return {symbol_kind::property, "expression"};
    }
}

class native_symbols {
public:
    native_symbols(const document& doc, std::string_view source) : lines_(doc.lines()), source_(source) {}

    std::vector<document_symbol> body(const native::body_impl& b) const {
        std::vector<document_symbol> out;
        out.reserve(b.attributes.size() + b.blocks.size());
        detail::for_each_item(
            b, [&](const native::attribute_node& a) { out.push_back(attribute(a)); },
            [&](const native::block_node& k) { out.push_back(block(k)); });
        return out;
    }

private:
    lsp::range range_of(native::byte_span s) const { return lines_.range_of(s.begin, s.end); }

    document_symbol attribute(const native::attribute_node& a) const {
        document_symbol s;
        s.name = std::string(a.name(source_));
        s.range = range_of(a.span());
        s.selection_range = range_of(a.name_span);
        describe_value(s, a.value);
        return s;
    }

    // Kind and detail from the value; an object constructor's items become
    // children.
    void describe_value(document_symbol& s, const native::expr* value) const {
        const value_shape shape = shape_of(value);
        s.kind = shape.kind;
        s.detail = shape.detail;
        if (!value || value->kind != expr_kind::object) return;
        for (const auto& item : static_cast<const native::object_expr*>(value)->items()) {
            if (!item.key) continue;
            document_symbol child;
            child.name = key_name(*item.key);
            const std::uint32_t end =
                item.value ? std::max(item.value->span.end, item.key->span.end) : item.key->span.end;
            child.range = range_of({item.key->span.begin, end});
            child.selection_range = range_of(item.key->span);
            describe_value(child, item.value);
            s.children.push_back(std::move(child));
        }
    }

    std::string key_name(const native::object_key_expr& key) const {
        if (key.bare_name()) return std::string(key.name());
        const native::expr* inner = key.wrapped();
        if (inner && inner->kind == expr_kind::quoted_string)
            return std::string(static_cast<const native::quoted_string_expr*>(inner)->text());
        return std::string(source_.substr(key.span.begin, key.span.end - key.span.begin));
    }

    document_symbol block(const native::block_node& b) const {
        document_symbol s;
        s.name = std::string(b.type(source_));
        std::uint32_t header_end = b.type_span.end;
        // Labels as written: quoted ones with their quotes and escapes.
        for (const auto& label : b.labels()) {
            s.name += ' ';
            s.name += source_.substr(label.span.begin, label.span.end - label.span.begin);
            header_end = std::max(header_end, label.span.end);
        }
        s.detail = "block";
        s.kind = symbol_kind::class_;
        // A block the parser gave up on may lack its braces: it ends where
        // its furthest part does.
        std::uint32_t end = std::max({header_end, b.open_brace.end, b.close_brace.end});
        if (b.body) end = std::max(end, b.body->span.end);
        end = std::min(end, static_cast<std::uint32_t>(source_.size()));
        s.range = range_of({b.type_span.begin, end});
        s.selection_range = range_of({b.type_span.begin, header_end});
        if (b.body) s.children = body(*b.body);
        return s;
    }

    const line_index& lines_;
    std::string_view source_;
};

// The JSON syntax: the root object's properties, each object's properties
// as its children and each array's elements (named by their index) as its
// children; the JSON syntax's own structure, since which properties are
// blocks depends on a schema the document's shape does not say.
class json_symbols {
public:
    explicit json_symbols(const document& doc) : lines_(doc.lines()) {}

    std::vector<document_symbol> children(const json::detail::node& n) const {
        std::vector<document_symbol> out;
        for (const auto& p : n.properties()) {
            out.push_back(item(std::string(p.name), p.name_span, p.value));
        }
        std::size_t index = 0;
        for (const auto& e : n.elements()) {
            out.push_back(item(std::to_string(index++), e.whole, e));
        }
        return out;
    }

private:
    document_symbol item(std::string name, json::detail::span name_span, const json::detail::node& value) const {
        document_symbol s;
        s.name = std::move(name);
        s.range =
            lines_.range_of(std::min(name_span.start, value.whole.start), std::max(name_span.end, value.whole.end));
        s.selection_range = lines_.range_of(name_span.start, name_span.end);
        using json::detail::node_kind;
        switch (value.kind) {
            case node_kind::object: s.kind = symbol_kind::object, s.detail = "object"; break;
            case node_kind::array: s.kind = symbol_kind::array, s.detail = "array"; break;
            case node_kind::string: s.kind = symbol_kind::string, s.detail = "string"; break;
            case node_kind::number: s.kind = symbol_kind::number, s.detail = "number"; break;
            case node_kind::boolean: s.kind = symbol_kind::boolean, s.detail = "bool"; break;
            case node_kind::null: s.kind = symbol_kind::null, s.detail = "null"; break;
            case node_kind::invalid: s.kind = symbol_kind::property, s.detail = "invalid"; break;
        }
        s.children = children(value);
        return s;
    }

    const line_index& lines_;
};

}  // namespace

std::vector<document_symbol> document_symbols(const workspace& ws, const document& doc) {
    const auto& a = ws.analysis(doc);
    if (a.native) {
        if (!a.native->root) return {};
        return native_symbols(doc, a.source()).body(*a.native->root);
    }
    const auto* json = dynamic_cast<const json::detail::json_file*>(a.file.get());
    if (!json || !json->root) return {};
    return json_symbols(doc).children(*json->root);
}

}  // namespace lsp
HCL_END_NAMESPACE
