// Parameters and results in the protocol's JSON shapes.
#include "lsp/server/protocol.hpp"

#include <cctype>
#include <limits>
#include <string>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

[[noreturn]] void invalid(std::string message) { throw rpc_error(error_code::invalid_params, message); }

const json& require_object(const json& j, std::string_view what) {
    if (!j.is_object()) invalid(std::string(what) + " is not an object");
    return j;
}

}  // namespace

const json* optional_member(const json& object, std::string_view name) {
    require_object(object, "params");
    const auto it = object.find(name);
    return it == object.end() || it->is_null() ? nullptr : &*it;
}

const json& member(const json& object, std::string_view name) {
    const json* m = optional_member(object, name);
    if (!m) invalid("missing \"" + std::string(name) + "\"");
    return *m;
}

const json& object_member(const json& object, std::string_view name) {
    return require_object(member(object, name), "\"" + std::string(name) + "\"");
}

std::string string_member(const json& object, std::string_view name) {
    const json& m = member(object, name);
    if (!m.is_string()) invalid("\"" + std::string(name) + "\" is not a string");
    return m.get<std::string>();
}

std::uint32_t unsigned_member(const json& object, std::string_view name) {
    const json& m = member(object, name);
    if (m.is_number_unsigned() && m.get<std::uint64_t>() <= std::numeric_limits<std::uint32_t>::max()) {
        return static_cast<std::uint32_t>(m.get<std::uint64_t>());
    }
    invalid("\"" + std::string(name) + "\" is not an unsigned 32-bit integer");
}

std::string document_uri(const json& params) { return string_member(object_member(params, "textDocument"), "uri"); }

lsp::position position_param(const json& params) { return object_member(params, "position").get<lsp::position>(); }

bool nested_deeper_than(std::string_view text, std::size_t limit) {
    std::size_t depth = 0;
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                in_string = false;
            }
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit) return true;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return false;
}

std::string markdown_as_plain_text(std::string_view markdown) {
    std::string out;
    out.reserve(markdown.size());
    std::size_t at = 0;
    while (at < markdown.size()) {
        std::size_t end = markdown.find('\n', at);
        if (end == std::string_view::npos) end = markdown.size();
        std::string_view line = markdown.substr(at, end - at);
        const bool last = end == markdown.size();
        at = end + 1;
        if (line.starts_with("```")) continue;
        for (std::size_t i = 0; i < line.size(); ++i) {
            const char c = line[i];
            if (c == '`') continue;
            if (c == '*' && i + 1 < line.size() && line[i + 1] == '*') {
                ++i;
                continue;
            }
            if (c == '\\' && i + 1 < line.size() && std::ispunct(static_cast<unsigned char>(line[i + 1]))) {
                out += line[++i];
                continue;
            }
            out += c;
        }
        if (!last) out += '\n';
    }
    return out;
}

std::string snippet_as_plain_text(std::string_view snippet) {
    std::string out;
    out.reserve(snippet.size());
    std::size_t open_placeholders = 0;  // a `}` outside them is text
    for (std::size_t i = 0; i < snippet.size(); ++i) {
        const char c = snippet[i];
        if (c == '\\' && i + 1 < snippet.size()) {
            out.push_back(snippet[++i]);
        } else if (c == '$' && i + 1 < snippet.size() && snippet[i + 1] >= '0' && snippet[i + 1] <= '9') {
            while (i + 1 < snippet.size() && snippet[i + 1] >= '0' && snippet[i + 1] <= '9') ++i;  // $1
        } else if (c == '$' && i + 1 < snippet.size() && snippet[i + 1] == '{') {
            // ${1} or ${1:default}: keep the default.
            std::size_t j = i + 2;
            while (j < snippet.size() && snippet[j] >= '0' && snippet[j] <= '9') ++j;
            if (j < snippet.size() && snippet[j] == ':') {
                i = j;  // the default follows; its closing brace is dropped below
                ++open_placeholders;
            } else if (j < snippet.size() && snippet[j] == '}') {
                i = j;
            } else {
                out.push_back(c);
            }
        } else if (c == '}' && open_placeholders > 0) {
            --open_placeholders;
        } else {
            out.push_back(c);
        }
    }
    return out;
}

}  // namespace server_detail

using server_detail::json;
using server_detail::object_member;
using server_detail::unsigned_member;

void to_json(nlohmann::json& j, const position& p) { j = {{"line", p.line}, {"character", p.character}}; }

void from_json(const nlohmann::json& j, position& p) {
    server_detail::require_object(j, "a position");
    p.line = unsigned_member(j, "line");
    p.character = unsigned_member(j, "character");
}

void to_json(nlohmann::json& j, const range& r) { j = {{"start", r.start}, {"end", r.end}}; }

void from_json(const nlohmann::json& j, range& r) {
    server_detail::require_object(j, "a range");
    r.start = object_member(j, "start").get<position>();
    r.end = object_member(j, "end").get<position>();
}

void to_json(nlohmann::json& j, const location& l) { j = {{"uri", l.uri}, {"range", l.range}}; }

void to_json(nlohmann::json& j, const text_edit& e) { j = {{"range", e.range}, {"newText", e.new_text}}; }

void to_json(nlohmann::json& j, const workspace_edit& e) {
    json changes = json::object();
    for (const auto& [uri, edits] : e.changes) changes[uri] = edits;
    j = {{"changes", std::move(changes)}};
}

void to_json(nlohmann::json& j, const documentation& d) {
    j = {{"kind", d.markdown ? "markdown" : "plaintext"}, {"value", d.text}};
}

void to_json(nlohmann::json& j, const diagnostic& d) {
    j = {{"range", d.range},
         {"severity", static_cast<int>(d.severity)},
         {"source", diagnostic_source},
         {"message", d.message}};
    if (!d.suggestion.empty()) j["data"] = {{"suggestion", d.suggestion}};
}

void from_json(const nlohmann::json& j, diagnostic& d) {
    server_detail::require_object(j, "a diagnostic");
    d.range = object_member(j, "range").get<range>();
    d.message = server_detail::string_member(j, "message");
    if (const json* s = server_detail::optional_member(j, "severity"); s && s->is_number_integer()) {
        const int v = s->get<int>();
        if (v >= 1 && v <= 4) d.severity = static_cast<diagnostic_severity>(v);
    }
    if (const json* data = server_detail::optional_member(j, "data"); data && data->is_object()) {
        const auto it = data->find("suggestion");
        if (it != data->end() && it->is_string()) d.suggestion = it->get<std::string>();
    }
}

}  // namespace lsp
HCL_END_NAMESPACE
