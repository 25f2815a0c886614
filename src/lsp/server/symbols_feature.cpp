// Document symbols, folding ranges and semantic tokens.
#include "lsp/server/json_text.hpp"
#include "lsp/server/session.hpp"

#include <hcl/lsp/symbols.hpp>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

// A DocumentSymbol and its children, appended to `out`.
void append_symbol(std::string& out, const document_symbol& symbol) {
    out += "{\"name\":";
    // Clients refuse a symbol without a name.
    append_string(out, symbol.name.empty() ? std::string_view("?") : std::string_view(symbol.name));
    if (!symbol.detail.empty()) {
        out += ",\"detail\":";
        append_string(out, symbol.detail);
    }
    out += ",\"kind\":";
    append_number(out, static_cast<unsigned>(symbol.kind));
    out += ",\"range\":";
    append_range(out, symbol.range);
    out += ",\"selectionRange\":";
    append_range(out, symbol.selection_range);
    // Optional: left out when empty, which keeps a large file's answer small.
    if (!symbol.children.empty()) {
        out += ",\"children\":[";
        for (std::size_t i = 0; i < symbol.children.size(); ++i) {
            if (i) out += ',';
            append_symbol(out, symbol.children[i]);
        }
        out += ']';
    }
    out += '}';
}

std::size_t symbol_count(const std::vector<document_symbol>& symbols) {
    std::size_t n = symbols.size();
    for (const auto& symbol : symbols) n += symbol_count(symbol.children);
    return n;
}

std::string document_symbol_list(session& s, const json& params) {
    std::string out = "[";
    if (const document* doc = s.find_document(params)) {
        const auto symbols = document_symbols(s.workspace(), *doc);
        // About 200 bytes a symbol: reserved, so that the text does not
        // grow by copies (a large file's answer is megabytes).
        out.reserve(symbol_count(symbols) * 200 + 2);
        for (std::size_t i = 0; i < symbols.size(); ++i) {
            if (i) out += ',';
            append_symbol(out, symbols[i]);
        }
    }
    out += ']';
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

std::string semantic_tokens_full(session& s, const json& params) {
    std::string out = "{\"data\":[";
    if (const document* doc = s.find_document(params)) {
        const auto data = encode(semantic_tokens(s.workspace(), *doc));
        out.reserve(out.size() + data.size() * 3 + 2);
        for (std::size_t i = 0; i < data.size(); ++i) {
            if (i) out += ',';
            append_number(out, data[i]);
        }
    }
    out += "]}";
    return out;
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
    {"textDocument/documentSymbol", nullptr, document_symbol_list},
    {"textDocument/foldingRange", folding_range_list},
    {"textDocument/semanticTokens/full", nullptr, semantic_tokens_full},
};

}  // namespace

extern const feature symbols_feature{advertise, requests, {}};

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
