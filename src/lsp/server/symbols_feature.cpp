// Document symbols, folding ranges and semantic tokens.
#include "lsp/server/session.hpp"

#include <hcl/lsp/symbols.hpp>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

json symbol_json(const document_symbol& symbol) {
    json children = json::array();
    for (const auto& c : symbol.children) children.push_back(symbol_json(c));
    // Clients refuse a symbol without a name.
    json j = {{"name", symbol.name.empty() ? std::string("?") : symbol.name},
              {"kind", static_cast<int>(symbol.kind)},
              {"range", symbol.range},
              {"selectionRange", symbol.selection_range},
              {"children", std::move(children)}};
    if (!symbol.detail.empty()) j["detail"] = symbol.detail;
    return j;
}

json document_symbol_list(session& s, const json& params) {
    json out = json::array();
    if (const document* doc = s.find_document(params)) {
        for (const auto& symbol : document_symbols(s.workspace(), *doc)) out.push_back(symbol_json(symbol));
    }
    return out;
}

json folding_range_list(session& s, const json& params) {
    json out = json::array();
    if (const document* doc = s.find_document(params)) {
        for (const auto& r : folding_ranges(s.workspace(), *doc)) {
            json j = {{"startLine", r.start_line}, {"endLine", r.end_line}};
            if (!r.kind.empty()) j["kind"] = r.kind;
            out.push_back(std::move(j));
        }
    }
    return out;
}

json semantic_tokens_full(session& s, const json& params) {
    const document* doc = s.find_document(params);
    if (!doc) return {{"data", json::array()}};
    return {{"data", encode(semantic_tokens(s.workspace(), *doc))}};
}

void advertise(json& capabilities) {
    capabilities["documentSymbolProvider"] = true;
    capabilities["foldingRangeProvider"] = true;
    capabilities["semanticTokensProvider"] = {
        {"legend", {{"tokenTypes", semantic_token_types()}, {"tokenModifiers", semantic_token_modifiers()}}},
        {"full", true},
        {"range", false},
    };
}

constexpr request_method requests[] = {
    {"textDocument/documentSymbol", document_symbol_list},
    {"textDocument/foldingRange", folding_range_list},
    {"textDocument/semanticTokens/full", semantic_tokens_full},
};

}  // namespace

extern const feature symbols_feature{advertise, requests, {}};

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
