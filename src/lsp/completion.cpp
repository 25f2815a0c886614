// Completion: the context at the position chooses which part lists items.
#include "lsp/completion_support.hpp"

#include <hcl/lsp/completion.hpp>

#include <cstdio>
#include <exception>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

completion_builder::completion_builder(const completion_request& request)
    : range_(request.doc.lines().range_of(request.ctx.word_begin, request.ctx.offset)) {}

completion_item& completion_builder::add(std::string label, completion_kind kind,
                                         std::string insert_text, bool snippet) {
    completion_item& item = list_.items.emplace_back();
    item.label = std::move(label);
    item.kind = kind;
    item.insert_text = std::move(insert_text);
    item.snippet = snippet;
    return item;
}

completion_list completion_builder::take() {
    // Clients sort by sort_text: keep the order the parts chose (required
    // items first, the context's closest names before the library's).
    char key[24];
    for (std::size_t i = 0; i < list_.items.size(); ++i) {
        std::snprintf(key, sizeof key, "%05zu", i);
        list_.items[i].sort_text = key;
        list_.items[i].edit = text_edit{range_, list_.items[i].insert_text};
    }
    return std::move(list_);
}

std::string snippet_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (c == '$' || c == '}' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

}  // namespace detail

completion_list complete(const workspace& ws, const document& doc, position at) {
    // Completion is for the native syntax: in JSON every name is a string key.
    if (doc.syntax() != lsp::syntax::native) return {};
    try {
        const auto& analysis = ws.analysis(doc);
        const auto ctx = detail::cursor_context_at(analysis, doc.lines().clamped_offset(at));
        const detail::completion_request request{ws, doc, analysis, ctx};
        detail::completion_builder out(request);
        switch (ctx.place) {
        case detail::cursor_place::nothing: break;
        case detail::cursor_place::body_item: detail::add_body_items(request, out); break;
        case detail::cursor_place::block_label: detail::add_label_values(request, out); break;
        case detail::cursor_place::quoted_value: detail::add_quoted_values(request, out); break;
        case detail::cursor_place::expression: detail::add_expression_items(request, out); break;
        }
        return out.take();
    } catch (const std::exception&) {
        // A service never throws at its caller (an allocation failure, a
        // function's description callback): no items.
        return {};
    }
}

}  // namespace lsp
HCL_END_NAMESPACE
