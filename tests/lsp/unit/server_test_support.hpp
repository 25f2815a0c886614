// Driving hcl::lsp::serve in-process: messages framed into one input,
// the output split back into messages (the unit tests, the fuzz target).
#pragma once

#include <hcl/lsp/server.hpp>

#include <nlohmann/json.hpp>

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace lsp_test {

using json = nlohmann::json;

inline std::string frame(std::string_view body) {
    return "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + std::string(body);
}

inline std::string frame(const std::string& body) { return frame(std::string_view(body)); }

inline std::string frame(const json& message) { return frame(std::string_view(message.dump())); }

inline json request(std::int64_t id, std::string_view method, json params = json::object()) {
    return {{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}};
}

inline json notification(std::string_view method, json params = json::object()) {
    return {{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}};
}

inline json initialize(std::int64_t id = 0, json capabilities = json::object()) {
    return request(id, "initialize", {{"processId", nullptr}, {"capabilities", std::move(capabilities)}});
}

inline json position_params(std::string_view uri, std::uint32_t line, std::uint32_t character) {
    return {{"textDocument", {{"uri", uri}}}, {"position", {{"line", line}, {"character", character}}}};
}

// The messages of a server's output, in order; `well_formed` turns false
// when the output is not a sequence of frames holding JSON.
inline std::vector<json> split_output(std::string_view out, bool* well_formed = nullptr) {
    std::vector<json> messages;
    if (well_formed) *well_formed = true;
    while (!out.empty()) {
        constexpr std::string_view header = "Content-Length: ";
        const auto end = out.find("\r\n\r\n");
        if (out.substr(0, header.size()) != header || end == std::string_view::npos) break;
        const auto digits = out.substr(header.size(), end - header.size());
        std::size_t length = 0;
        const auto [stop, error] = std::from_chars(digits.data(), digits.data() + digits.size(), length);
        if (error != std::errc() || stop != digits.data() + digits.size()) break;
        const auto body = out.substr(end + 4, length);
        messages.push_back(json::parse(body, nullptr, false));
        if (messages.back().is_discarded() || body.size() != length) break;
        out.remove_prefix(end + 4 + length);
    }
    if (well_formed && !out.empty()) *well_formed = false;
    return messages;
}

struct session_result {
    int exit_code = 0;
    std::vector<json> messages;

    // The response to request `id` (null when there is none).
    json response(const json& id) const {
        for (const auto& m : messages) {
            if (m.contains("id") && m["id"] == id && !m.contains("method")) return m;
        }
        return nullptr;
    }
    std::vector<json> notifications(std::string_view method) const {
        std::vector<json> out;
        for (const auto& m : messages) {
            if (m.value("method", "") == method) out.push_back(m);
        }
        return out;
    }
};

// Serves `input` (already framed) to the end.
inline session_result serve_input(const std::string& input, const hcl::lsp::server_options& options = {}) {
    std::istringstream in(input);
    std::ostringstream out;
    session_result r;
    r.exit_code = hcl::lsp::serve(in, out, options);
    r.messages = split_output(out.str());
    return r;
}

// Frames each message and serves them all.
inline session_result serve_messages(const std::vector<json>& messages, const hcl::lsp::server_options& options = {}) {
    std::string input;
    for (const auto& m : messages) input += frame(m);
    return serve_input(input, options);
}

}  // namespace lsp_test
