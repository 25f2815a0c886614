// The editor services (hcl::lsp) for the playground's two HCL editors, as
// C functions over UTF-8 strings, answered in JSON (answer.hpp). One
// workspace holds the config (checked against the spec editor's spec) and
// the spec (checked against the hcldec spec language, spec_language_schema.cpp).
//
// Positions are the protocol's: {line, character}, a character being a
// UTF-16 code unit, which is how CodeMirror counts too; the services turn
// them into byte offsets with hcl::lsp::line_index.
#include "answer.hpp"
#include "spec_language_schema.hpp"

#include <hcl/lsp/completion.hpp>
#include <hcl/lsp/formatting.hpp>
#include <hcl/lsp/hover.hpp>
#include <hcl/lsp/symbols.hpp>
#include <hcl/lsp/workspace.hpp>

#include <emscripten/emscripten.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>

namespace {

using hclcpp_wasm::answer;
using hclcpp_wasm::dumped;
using hclcpp_wasm::json;
using hclcpp_wasm::text;
namespace lsp = hcl::lsp;

constexpr std::string_view spec_suffix = ".hcldec";

bool is_spec(std::string_view name) {
    return name.size() >= spec_suffix.size() &&
           name.substr(name.size() - spec_suffix.size()) == spec_suffix;
}

lsp::workspace& workspace() {
    static lsp::workspace ws;
    return ws;
}

// The last spec text that gave a schema without errors, and that schema: a
// spec being edited (broken for a moment) leaves the config's services as
// they were.
struct config_schema {
    std::string spec_text;
    lsp::schema schema;
    bool has_errors = false;
};
config_schema& last_config_schema() {
    static config_schema kept;
    return kept;
}

const lsp::schema& schema_from_spec(std::string_view spec_text) {
    auto& kept = last_config_schema();
    if (spec_text == kept.spec_text && !kept.schema.empty()) return kept.schema;
    if (spec_text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        kept = {};
        return kept.schema;
    }
    auto loaded = lsp::schema::parse_spec(std::string(spec_text), "spec.hcldec");
    kept.has_errors = loaded.has_errors();
    if (!kept.has_errors) {
        kept.spec_text = std::string(spec_text);
        kept.schema = std::move(loaded.schema);
    }
    return kept.schema;
}

json to_json(const lsp::position& p) { return {{"line", p.line}, {"character", p.character}}; }
json to_json(const lsp::range& r) { return {{"start", to_json(r.start)}, {"end", to_json(r.end)}}; }
json to_json(const lsp::documentation& d) { return {{"text", d.text}, {"markdown", d.markdown}}; }
json to_json(const lsp::text_edit& e) {
    return {{"range", to_json(e.range)}, {"text", e.new_text}};
}

json to_json(const lsp::completion_item& item) {
    json out{{"label", item.label},
             {"kind", static_cast<int>(item.kind)},
             {"detail", item.detail},
             {"documentation", to_json(item.documentation)},
             {"insert", item.insert_text.empty() ? item.label : item.insert_text},
             {"snippet", item.snippet},
             {"required", item.required}};
    if (item.edit) out["range"] = to_json(item.edit->range);
    return out;
}

json to_json(const lsp::signature_help& help) {
    json signatures = json::array();
    for (const auto& s : help.signatures) {
        json parameters = json::array();
        for (const auto& p : s.parameters)
            parameters.push_back({{"label", p.label}, {"documentation", to_json(p.documentation)}});
        signatures.push_back({{"label", s.label},
                              {"documentation", to_json(s.documentation)},
                              {"parameters", parameters}});
    }
    json out{{"signatures", signatures}, {"active_signature", help.active_signature}};
    out["active_parameter"] = help.active_parameter ? json(*help.active_parameter) : json(nullptr);
    return out;
}

// Runs `service` on the open document `name`; null when it is not open.
template <class F>
void on_document(const char* name, std::size_t name_size, F&& service) {
    answer([&] {
        const lsp::document* doc = workspace().find(text(name, name_size));
        return dumped(doc ? service(*doc) : json(nullptr));
    });
}

lsp::position position_of(std::uint32_t line, std::uint32_t character) { return {line, character}; }

}  // namespace

extern "C" {

// Opens (or replaces) the document `name` with `source`. A name ending in
// ".hcldec" is a spec, checked against the spec language; any other is a
// config, checked against `spec` (an hcldec spec's text; empty: no
// schema). Answers {"schema": the schema's name or "", "spec_errors": the
// spec has errors (the last spec without errors is kept)}.
EMSCRIPTEN_KEEPALIVE void hclcpp_lsp_open(const char* name, std::size_t name_size,
                                          const char* source, std::size_t size, const char* spec,
                                          std::size_t spec_size) {
    answer([&] {
        const std::string_view uri = text(name, name_size);
        const bool spec_document = is_spec(uri);
        const lsp::schema schema = spec_document ? hclcpp_wasm::spec_language_schema()
                                                 : schema_from_spec(text(spec, spec_size));
        lsp::document& doc = workspace().open(std::string(uri), std::string(text(source, size)));
        doc.set_schema(schema);
        return dumped(json{{"schema", schema.name()},
                           {"spec_errors", !spec_document && last_config_schema().has_errors}});
    });
}

// {"incomplete", "items": [{label, kind (the protocol's number), detail,
// documentation: {text, markdown}, insert, snippet (insert is in the
// protocol's snippet syntax), required, range (what insert replaces)}]}.
EMSCRIPTEN_KEEPALIVE void hclcpp_lsp_complete(const char* name, std::size_t name_size,
                                              std::uint32_t line, std::uint32_t character) {
    on_document(name, name_size, [&](const lsp::document& doc) {
        const auto list = lsp::complete(workspace(), doc, position_of(line, character));
        json items = json::array();
        for (const auto& item : list.items) items.push_back(to_json(item));
        return json{{"incomplete", list.incomplete}, {"items", items}};
    });
}

// {"contents": {text, markdown}, "range"} or null.
EMSCRIPTEN_KEEPALIVE void hclcpp_lsp_hover(const char* name, std::size_t name_size,
                                           std::uint32_t line, std::uint32_t character) {
    on_document(name, name_size, [&](const lsp::document& doc) {
        const auto hover = lsp::hover_at(workspace(), doc, position_of(line, character));
        if (!hover) return json(nullptr);
        json out{{"contents", to_json(hover->contents)}};
        if (hover->range) out["range"] = to_json(*hover->range);
        return out;
    });
}

// {"signatures": [{label, documentation, parameters: [{label,
// documentation}]}], "active_signature", "active_parameter"} or null.
EMSCRIPTEN_KEEPALIVE void hclcpp_lsp_signature_help(const char* name, std::size_t name_size,
                                                    std::uint32_t line, std::uint32_t character) {
    on_document(name, name_size, [&](const lsp::document& doc) {
        const auto help = lsp::signature_help_at(workspace(), doc, position_of(line, character));
        return help ? to_json(*help) : json(nullptr);
    });
}

// Every token of the document: {"legend": [type names], "tokens": [line,
// character, length, type, ...]} (four numbers a token, absolute positions,
// in order).
EMSCRIPTEN_KEEPALIVE void hclcpp_lsp_semantic_tokens(const char* name, std::size_t name_size) {
    on_document(name, name_size, [&](const lsp::document& doc) {
        const auto tokens = lsp::semantic_tokens(workspace(), doc);
        std::vector<std::uint32_t> flat;
        flat.reserve(tokens.size() * 4);
        for (const auto& t : tokens) {
            flat.insert(flat.end(),
                        {t.line, t.character, t.length, static_cast<std::uint32_t>(t.type)});
        }
        return json{{"legend", lsp::semantic_token_types()}, {"tokens", flat}};
    });
}

// {"edits": [{range, text}]} that make the document `hcl fmt`'s text, or
// {"edits": null} when it does not parse.
EMSCRIPTEN_KEEPALIVE void hclcpp_lsp_format(const char* name, std::size_t name_size) {
    on_document(name, name_size, [&](const lsp::document& doc) {
        const auto edits = lsp::format_document(workspace(), doc);
        if (!edits) return json{{"edits", nullptr}};
        json list = json::array();
        for (const auto& e : *edits) list.push_back(to_json(e));
        return json{{"edits", list}};
    });
}

}  // extern "C"
