// Fuzzes the language server (hcl::lsp::serve) as a client would misuse
// it: the input chooses a document, a sequence of incremental and whole
// edits (ranges inside and outside the text), requests of every method at
// positions inside and outside the document, parameters of the wrong
// types, cancellations, closes and reopens, and broken frames. Checked: no
// crash, the output is a sequence of frames holding JSON-RPC messages,
// every request is answered exactly once with a result or an error; and
// after the whole text is sent again, the diagnostics, symbols, folding
// ranges and semantic tokens equal those of a fresh server that opened the
// same text.
#include "fuzz_support.hpp"

#include "../lsp/unit/lsp_test_support.hpp"
#include "../lsp/unit/server_test_support.hpp"

#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/server.hpp>

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using lsp_test::json;

constexpr std::string_view uri = "file:///fuzz.hcl";

// The input, read from the front.
class input {
public:
    input(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    bool empty() const { return at_ == size_; }
    std::uint8_t byte() { return at_ < size_ ? data_[at_++] : 0; }
    std::uint32_t number(std::uint32_t below) { return below == 0 ? 0 : byte() % below; }
    // A length byte (below `max`), then that many bytes.
    std::string text(std::size_t max) {
        const std::size_t n = std::min<std::size_t>(byte() % max, size_ - at_);
        std::string out(reinterpret_cast<const char*>(data_ + at_), n);
        at_ += n;
        return out;
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t at_ = 0;
};

json position(input& in) { return {{"line", in.number(12)}, {"character", in.number(48)}}; }

json document() { return {{"uri", uri}}; }

json open_message(const std::string& text, std::int64_t version) {
    return lsp_test::notification(
        "textDocument/didOpen",
        {{"textDocument", {{"uri", uri}, {"languageId", "hcl"}, {"version", version}, {"text", text}}}});
}

json whole_text_change(const std::string& text, std::int64_t version) {
    return lsp_test::notification("textDocument/didChange",
                                  {{"textDocument", {{"uri", uri}, {"version", version}}},
                                   {"contentChanges", json::array({{{"text", text}}})}});
}

// Valid JSON strings only: the document text as the protocol carries it
// (bytes that are not UTF-8 cannot be in a JSON text).
std::string utf8(const std::string& text) {
    return json::parse(json(text).dump(-1, ' ', false, json::error_handler_t::replace)).get<std::string>();
}

json random_request(input& in, std::int64_t id) {
    static constexpr const char* positioned[] = {
        "textDocument/completion",  "textDocument/hover",         "textDocument/signatureHelp",
        "textDocument/definition",  "textDocument/references",    "textDocument/prepareRename",
        "textDocument/rename",
    };
    static constexpr const char* whole[] = {
        "textDocument/documentSymbol", "textDocument/foldingRange", "textDocument/semanticTokens/full",
        "textDocument/formatting",     "textDocument/diagnostic",   "textDocument/codeAction",
    };
    const std::uint32_t choice = in.number(std::size(positioned) + std::size(whole));
    json params = {{"textDocument", document()}};
    if (choice < std::size(positioned)) {
        const std::string method = positioned[choice];
        params["position"] = position(in);
        if (method == "textDocument/rename") params["newName"] = utf8(in.text(8));
        if (method == "textDocument/references") params["context"] = {{"includeDeclaration", (in.byte() & 1) != 0}};
        return lsp_test::request(id, method, std::move(params));
    }
    const std::string method = whole[choice - std::size(positioned)];
    if (method == "textDocument/codeAction") {
        params["range"] = {{"start", position(in)}, {"end", position(in)}};
        params["context"] = {{"diagnostics", json::array()}};
    }
    if (method == "textDocument/formatting") params["options"] = {{"tabSize", 2}, {"insertSpaces", true}};
    return lsp_test::request(id, method, std::move(params));
}

json wrong_params(input& in, std::int64_t id) {
    const json odd[] = {nullptr, -1, "x", json::array(), json::object(), 1.5, true};
    json params = {{"textDocument", (in.byte() & 1) ? document() : odd[in.number(7)]},
                   {"position", (in.byte() & 1) ? position(in) : json{{"line", odd[in.number(7)]}, {"character", 0}}}};
    return lsp_test::request(id, (in.byte() & 1) ? "textDocument/hover" : "textDocument/completion", std::move(params));
}

struct script {
    std::string input;
    std::vector<std::int64_t> requests;  // the ids sent
    bool unframed_bytes = false;          // may desynchronise the frames after them
};

// The messages the input chooses, after initialize and the document's open.
script build(input& in, const std::string& final_text) {
    script s;
    auto send = [&](const json& m) { s.input += lsp_test::frame(m); };
    auto ask = [&](json m) {
        s.requests.push_back(m["id"].get<std::int64_t>());
        send(m);
    };
    ask(lsp_test::initialize(0));
    std::int64_t version = 1;
    send(open_message(utf8(in.text(128)), version));
    std::int64_t id = 1;
    for (int op = 0; op < 48 && !in.empty(); ++op) {
        switch (in.byte() % 10) {
        case 0:
        case 1: {
            json change = {{"range", {{"start", position(in)}, {"end", position(in)}}}, {"text", utf8(in.text(16))}};
            send(lsp_test::notification("textDocument/didChange",
                                        {{"textDocument", {{"uri", uri}, {"version", ++version}}},
                                         {"contentChanges", json::array({change})}}));
            break;
        }
        case 2: send(whole_text_change(utf8(in.text(64)), ++version)); break;
        case 3:
        case 4:
        case 5: ask(random_request(in, id++)); break;
        case 6: ask(wrong_params(in, id++)); break;
        case 7: send(lsp_test::notification("$/cancelRequest", {{"id", in.number(static_cast<std::uint32_t>(id) + 1)}})); break;
        case 8:
            send(lsp_test::notification("textDocument/didClose", {{"textDocument", document()}}));
            if (in.byte() & 1) send(open_message(utf8(in.text(64)), ++version));
            break;
        default:
            if (in.byte() & 1) {
                s.input += lsp_test::frame(std::string_view(in.text(32)));  // framed, any bytes
            } else {
                s.input += in.text(32);  // unframed bytes
                s.unframed_bytes = true;
            }
            break;
        }
    }
    // Every document open again with the whole text, then its analysis.
    send(open_message("", ++version));
    send(whole_text_change(final_text, ++version));
    ask(lsp_test::request(1000, "textDocument/diagnostic", {{"textDocument", document()}}));
    ask(lsp_test::request(1001, "textDocument/documentSymbol", {{"textDocument", document()}}));
    ask(lsp_test::request(1002, "textDocument/semanticTokens/full", {{"textDocument", document()}}));
    ask(lsp_test::request(1003, "textDocument/foldingRange", {{"textDocument", document()}}));
    ask(lsp_test::request(1004, "shutdown", nullptr));
    send(lsp_test::notification("exit"));
    return s;
}

void check_response(const json& m) {
    hcl_fuzz::check(m.is_object() && m.value("jsonrpc", "") == "2.0");
    if (m.contains("method")) return;  // a notification of the server
    hcl_fuzz::check(m.contains("id"));
    hcl_fuzz::check(m.contains("result") != m.contains("error"));
    if (m.contains("error")) {
        hcl_fuzz::check(m["error"]["code"].is_number_integer() && m["error"]["message"].is_string());
    }
}

// The results of ids 1000 to 1003, the diagnostics without their resultId.
std::vector<json> final_analysis(const lsp_test::session_result& r) {
    std::vector<json> out;
    for (int id = 1000; id <= 1003; ++id) {
        json result = r.response(id).value("result", json());
        if (id == 1000 && result.is_object()) result.erase("resultId");
        out.push_back(std::move(result));
    }
    return out;
}

const hcl::lsp::server_options& options() {
    static const hcl::lsp::server_options o = [] {
        hcl::lsp::server_options out;
        out.workspace.schema = hcl::lsp::schema::parse_spec(lsp_test::service_spec, "fuzz.hcldec").schema;
        out.workspace.functions = hcl_fuzz::capped_stdlib();
        return out;
    }();
    return o;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    hcl_fuzz::reset_budget();
    input in(data, size);
    const std::string final_text = utf8(in.text(128));
    const script s = build(in, final_text);

    std::istringstream session_in(s.input);
    std::ostringstream session_out;
    const int code = hcl::lsp::serve(session_in, session_out, options());
    bool well_formed = false;
    lsp_test::session_result r;
    r.exit_code = code;
    r.messages = lsp_test::split_output(session_out.str(), &well_formed);
    hcl_fuzz::check(well_formed);
    hcl_fuzz::check(code == 0 || code == 1);
    std::map<std::int64_t, int> answers;
    for (const auto& m : r.messages) {
        check_response(m);
        if (!m.contains("method") && m["id"].is_number_integer()) ++answers[m["id"].get<std::int64_t>()];
    }
    for (const auto& [id, n] : answers) hcl_fuzz::check(n == 1);
    if (s.unframed_bytes) return 0;
    hcl_fuzz::check(code == 0);
    for (auto id : s.requests) hcl_fuzz::check(answers.count(id) == 1);

    const auto fresh = lsp_test::serve_messages(
        {lsp_test::initialize(0), open_message(final_text, 1),
         lsp_test::request(1000, "textDocument/diagnostic", {{"textDocument", document()}}),
         lsp_test::request(1001, "textDocument/documentSymbol", {{"textDocument", document()}}),
         lsp_test::request(1002, "textDocument/semanticTokens/full", {{"textDocument", document()}}),
         lsp_test::request(1003, "textDocument/foldingRange", {{"textDocument", document()}})},
        options());
    hcl_fuzz::check(final_analysis(r) == final_analysis(fresh));
    return 0;
}
