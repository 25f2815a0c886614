// The language server's protocol handling (include/hcl/lsp/server.hpp),
// driven in-process through hcl::lsp::serve.
#include "lsp_test_support.hpp"
#include "server_test_support.hpp"

#include "lsp/server/framing.hpp"
#include "lsp/server/protocol.hpp"

#include <hcl/lsp/server.hpp>

#include "support/catch.hpp"

#include <sstream>

#if defined(__linux__)
#include <sys/prctl.h>
#endif

using namespace lsp_test;

namespace {

constexpr const char* uri = "file:///app.hcl";

json open_document(std::string text, std::int64_t version = 1, const char* at = uri) {
    return notification("textDocument/didOpen",
                        {{"textDocument", {{"uri", at}, {"languageId", "hcl"}, {"version", version}, {"text", text}}}});
}

json change_document(std::int64_t version, json changes) {
    return notification("textDocument/didChange",
                        {{"textDocument", {{"uri", uri}, {"version", version}}}, {"contentChanges", std::move(changes)}});
}

json shutdown_and_exit_code(std::int64_t id) { return request(id, "shutdown", nullptr); }

int error_code_of(const json& response) {
    if (!response.is_object() || !response.contains("error")) return 0;
    return response["error"]["code"].get<int>();
}

hcl::lsp::server_options with_service_schema() {
    hcl::lsp::server_options o;
    o.workspace.schema = spec_schema(service_spec);
    return o;
}

}  // namespace

TEST_CASE("server: initialize answers the capabilities; shutdown then exit gives 0", "[lsp][server]") {
    const auto r = serve_messages({initialize(1), notification("initialized"), shutdown_and_exit_code(2),
                                   notification("exit")});
    CHECK(r.exit_code == 0);
    const json init = r.response(1);
    REQUIRE(init.contains("result"));
    const json& caps = init["result"]["capabilities"];
    CHECK(caps["textDocumentSync"]["change"] == 2);
    CHECK(caps["textDocumentSync"]["openClose"] == true);
    CHECK(caps.contains("diagnosticProvider"));
    CHECK(init["result"]["serverInfo"]["name"] == "hclcpp");
    CHECK(r.response(2)["result"].is_null());
}

TEST_CASE("server: exit without shutdown, or the input ending, gives 1", "[lsp][server]") {
    CHECK(serve_messages({initialize(1), notification("exit")}).exit_code == 1);
    CHECK(serve_messages({initialize(1)}).exit_code == 1);
    CHECK(serve_messages({initialize(1), shutdown_and_exit_code(2)}).exit_code == 1);
    CHECK(serve_messages({notification("exit")}).exit_code == 1);
    CHECK(serve_input("").exit_code == 1);
}

TEST_CASE("server: a request before initialize is refused, notifications are dropped", "[lsp][server]") {
    const auto r = serve_messages({request(1, "textDocument/diagnostic", {{"textDocument", {{"uri", uri}}}}),
                                   open_document("a = \n"), initialize(2),
                                   request(3, "textDocument/diagnostic", {{"textDocument", {{"uri", uri}}}})});
    CHECK(error_code_of(r.response(1)) == -32002);
    CHECK(r.response(2).contains("result"));
    // The didOpen before initialize was dropped: the document is unknown.
    CHECK(r.response(3)["result"]["items"].empty());
}

TEST_CASE("server: a second initialize and requests after shutdown are invalid", "[lsp][server]") {
    const auto r = serve_messages({initialize(1), initialize(2), shutdown_and_exit_code(3),
                                   request(4, "textDocument/diagnostic", {{"textDocument", {{"uri", uri}}}}),
                                   notification("exit")});
    CHECK(error_code_of(r.response(2)) == -32600);
    CHECK(error_code_of(r.response(4)) == -32600);
    CHECK(r.exit_code == 0);
}

TEST_CASE("server: malformed frames and invalid JSON get ParseError and the next request is served",
          "[lsp][server]") {
    const std::string broken = GENERATE(as<std::string>{},
        "Content-Length: abc\r\n\r\n{}",                  // a length that is not a number
        "this is no header\r\n\r\n",                     // a header line without a colon
        "{\"a\": 1}\r\n\r\n",                            // nor a name
        "Content-Type: application/json\r\n\r\n{}",       // no Content-Length
        "Content-Length: 99999999999999999999\r\n\r\n",  // beyond any limit
        "Content-Length: 26\r\n\r\n{\"jsonrpc\": \"2.0\", \"id\": 2",  // invalid JSON
        std::string(2000, 'x') + "\r\n",                  // a header line too long
        frame(std::string(100000, '[') + std::string(100000, ']')));  // nesting that would exhaust the stack
    CAPTURE(broken);
    const auto r = serve_input(frame(initialize(1)) + broken + frame(request(3, "shutdown", nullptr)) +
                               frame(notification("exit")));
    CHECK(r.exit_code == 0);
    std::size_t parse_errors = 0;
    for (const auto& m : r.messages) parse_errors += error_code_of(m) == -32700 ? 1 : 0;
    CHECK(parse_errors == 1);
    CHECK(r.response(3).contains("result"));
}

TEST_CASE("server: a frame's length shorter than its body costs only that frame", "[lsp][server]") {
    const std::string body = request(2, "shutdown", nullptr).dump();
    std::string input = frame(initialize(1));
    input += "Content-Length: 10\r\n\r\n" + body;  // the body's rest is garbage before the next header
    input += frame(request(3, "shutdown", nullptr)) + frame(notification("exit"));
    const auto r = serve_input(input);
    CHECK(r.response(3).contains("result"));
    CHECK(r.exit_code == 0);
}

TEST_CASE("server: invalid requests, unknown methods and wrong params get their errors", "[lsp][server]") {
    const auto r = serve_messages({
        initialize(1),
        json::array({1, 2}),                                                     // not an object
        {{"id", 2}, {"method", "shutdown"}},                                     // no jsonrpc
        {{"jsonrpc", "2.0"}, {"id", 3}},                                         // no method
        {{"jsonrpc", "2.0"}, {"id", 4}, {"method", 5}},                          // method not a string
        {{"jsonrpc", "2.0"}, {"id", 5}, {"method", "shutdown"}, {"params", 1}},  // params not structured
        {{"jsonrpc", "2.0"}, {"id", json::array()}, {"method", "shutdown"}},     // id neither string nor integer
        request(6, "textDocument/unknown"),
        request(7, "$/unknown"),
        request(8, "textDocument/diagnostic", {{"textDocument", 3}}),
        request(9, "textDocument/diagnostic", json::array()),
        notification("workspace/unknownNotification"),
        notification("$/unknownNotification"),
        notification("workspace/didChangeConfiguration", {{"settings", nullptr}}),
        request(10, "textDocument/diagnostic", {{"textDocument", {{"uri", uri}}}}),
    });
    int invalid_with_null_id = 0;
    for (const auto& m : r.messages) {
        if (m.contains("id") && m["id"].is_null() && error_code_of(m) == -32600) ++invalid_with_null_id;
    }
    CHECK(invalid_with_null_id == 2);  // the array and the bad id
    CHECK(error_code_of(r.response(2)) == -32600);
    CHECK(error_code_of(r.response(3)) == -32600);
    CHECK(error_code_of(r.response(4)) == -32600);
    CHECK(error_code_of(r.response(5)) == -32600);
    CHECK(error_code_of(r.response(6)) == -32601);
    CHECK(error_code_of(r.response(7)) == -32601);
    CHECK(error_code_of(r.response(8)) == -32602);
    CHECK(error_code_of(r.response(9)) == -32602);
    CHECK(r.response(10)["result"]["kind"] == "full");
    // An unknown notification is logged; a `$/` one and the protocol's own
    // that the server does not need are not.
    const auto logs = r.notifications("window/logMessage");
    REQUIRE(logs.size() == 1);
    CHECK(logs[0]["params"]["message"].get<std::string>().find("workspace/unknownNotification") != std::string::npos);
}

TEST_CASE("server: a request cancelled before it is served answers RequestCancelled", "[lsp][server]") {
    const json pull = {{"textDocument", {{"uri", uri}}}};
    const auto r = serve_messages({initialize(1), request(2, "textDocument/diagnostic", pull),
                                   request(3, "textDocument/diagnostic", pull),
                                   notification("$/cancelRequest", {{"id", 2}}),
                                   notification("$/cancelRequest", {{"id", 99}})});
    CHECK(error_code_of(r.response(2)) == -32800);
    CHECK(r.response(3).contains("result"));
}

TEST_CASE("server: diagnostics are published once per burst of changes, for the last version", "[lsp][server]") {
    const auto r = serve_messages(
        {initialize(1), open_document("environment = \"prod\"\n"),
         change_document(2, json::array({{{"range", {{"start", {{"line", 0}, {"character", 0}}},
                                                     {"end", {{"line", 0}, {"character", 11}}}}},
                                          {"text", "environmen"}}})),
         change_document(3, json::array({{{"text", "environment = \"prod\"\nbogus = 1\n"}}}))},
        with_service_schema());
    const auto published = r.notifications("textDocument/publishDiagnostics");
    REQUIRE(published.size() == 1);
    CHECK(published[0]["params"]["version"] == 3);
    const auto& items = published[0]["params"]["diagnostics"];
    REQUIRE(items.size() == 1);
    CHECK(items[0]["source"] == "hcl");
    CHECK(items[0]["range"]["start"]["line"] == 1);
}

TEST_CASE("server: closing a document clears its diagnostics", "[lsp][server]") {
    const auto r = serve_messages({initialize(1), open_document("a = \n"),
                                   notification("textDocument/didClose", {{"textDocument", {{"uri", uri}}}})});
    const auto published = r.notifications("textDocument/publishDiagnostics");
    REQUIRE(published.size() == 1);
    CHECK(published[0]["params"]["diagnostics"].empty());
}

TEST_CASE("server: a client that pulls diagnostics gets none pushed; unchanged results say so", "[lsp][server]") {
    const json pull_caps = {{"textDocument", {{"diagnostic", json::object()}}}};
    const json pull = {{"textDocument", {{"uri", uri}}}};
    const auto first = serve_messages({initialize(1, pull_caps), open_document("a = \n"),
                                       request(2, "textDocument/diagnostic", pull)});
    CHECK(first.notifications("textDocument/publishDiagnostics").empty());
    const json report = first.response(2)["result"];
    CHECK(report["kind"] == "full");
    CHECK(report["items"].size() == 1);
    json again = pull;
    again["previousResultId"] = report["resultId"];
    const auto second = serve_messages({initialize(1, pull_caps), open_document("a = \n"),
                                        request(2, "textDocument/diagnostic", again),
                                        change_document(2, json::array({{{"text", "a = 1\n"}}})),
                                        request(3, "textDocument/diagnostic", again)});
    CHECK(second.response(2)["result"]["kind"] == "unchanged");
    CHECK(second.response(3)["result"]["kind"] == "full");
    CHECK(second.response(3)["result"]["items"].empty());
}

TEST_CASE("server: an edit outside the document is refused and logged; the text stays", "[lsp][server]") {
    const json pull = {{"textDocument", {{"uri", uri}}}};
    const auto r = serve_messages(
        {initialize(1), open_document("a = 1\n"),
         change_document(2, json::array({{{"range", {{"start", {{"line", 5}, {"character", 0}}},
                                                     {"end", {{"line", 5}, {"character", 1}}}}},
                                          {"text", "x"}}})),
         request(2, "textDocument/diagnostic", pull)});
    const auto logs = r.notifications("window/logMessage");
    REQUIRE(logs.size() == 1);
    CHECK(logs[0]["params"]["type"] == 1);
    CHECK(r.response(2)["result"]["items"].empty());
}

TEST_CASE("server: a reloaded schema applies to the open documents; a failed reload is logged", "[lsp][server]") {
    int calls = 0;
    hcl::lsp::server_options o;
    o.reload_schema = [&calls]() {
        hcl::lsp::schema_update u;
        ++calls;
        if (calls == 2) {
            u.schema = spec_schema(service_spec);
            u.message = "reloaded the schema";
        } else if (calls == 3) {
            u.message = "test.hcldec: errors";
            u.failed = true;
        }
        return u;
    };
    const json pull = {{"textDocument", {{"uri", uri}}}};
    const auto r = serve_messages({initialize(1), open_document("bogus = 1\n"), request(2, "textDocument/diagnostic", pull),
                                   request(3, "textDocument/diagnostic", pull)},
                                  o);
    // Without a schema nothing is wrong; the reloaded one requires
    // `environment` and knows no `bogus`.
    const auto published = r.notifications("textDocument/publishDiagnostics");
    REQUIRE(published.size() == 1);
    CHECK(published[0]["params"]["diagnostics"].size() == 2);
    CHECK(r.response(3)["result"]["items"].size() == 2);
    const auto logs = r.notifications("window/logMessage");
    REQUIRE(logs.size() == 2);
    CHECK(logs[0]["params"]["type"] == 3);
    CHECK(logs[1]["params"]["type"] == 1);
}

TEST_CASE("server: $/setTrace turns on $/logTrace for served requests", "[lsp][server]") {
    const json pull = {{"textDocument", {{"uri", uri}}}};
    const auto r = serve_messages({initialize(1), request(2, "textDocument/diagnostic", pull),
                                   notification("$/setTrace", {{"value", "messages"}}),
                                   request(3, "textDocument/diagnostic", pull)});
    CHECK(r.notifications("$/logTrace").size() == 1);
}

TEST_CASE("server: text that is not UTF-8 is answered as valid JSON", "[lsp][server]") {
    std::string input = frame(initialize(1));
    // JSON text escapes cannot carry invalid UTF-8, so the document holds a
    // lone surrogate escape; the answer still must be JSON.
    input += frame(std::string_view(
        R"({"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///app.hcl","version":1,"text":"a = \"\ud800\"\n"}}})"));
    bool well_formed = false;
    std::istringstream in(input);
    std::ostringstream out;
    hcl::lsp::serve(in, out, {});
    (void)split_output(out.str(), &well_formed);
    CHECK(well_formed);
}

TEST_CASE("server: snippets become plain text for clients without snippet support", "[lsp][server]") {
    using hcl::lsp::server_detail::snippet_as_plain_text;
    CHECK(snippet_as_plain_text("service \"${1:name}\" {\n  $0\n}") == "service \"name\" {\n  \n}");
    CHECK(snippet_as_plain_text("lookup(${1:map}, ${2:key})$0") == "lookup(map, key)");
    CHECK(snippet_as_plain_text("a = ${1}") == "a = ");
    CHECK(snippet_as_plain_text("cost \\$5 \\}") == "cost $5 }");
}

TEST_CASE("server: Markdown becomes plain text for clients that list only plain text", "[lsp][server]") {
    using hcl::lsp::server_detail::markdown_as_plain_text;
    CHECK(markdown_as_plain_text("**image** `string`, required\n\n```hcl\na = 1\n```\nThe \\*image\\*.") ==
          "image string, required\n\na = 1\nThe *image*.");

    // Hover on a function name (its signature is Markdown), with each
    // client's list of formats: none said, Markdown accepted, plain only.
    const auto hover_with = [](json formats) {
        json caps = json::object();
        if (!formats.is_null()) caps = {{"textDocument", {{"hover", {{"contentFormat", formats}}}}}};
        const auto r = serve_messages({initialize(0, caps), notification("initialized"),
                                       open_document("x = upper(\"a\")\n"),
                                       request(1, "textDocument/hover", position_params(uri, 0, 6))});
        return r.response(1)["result"]["contents"];
    };
    const json unsaid = hover_with(nullptr);
    REQUIRE(unsaid.is_object());
    CHECK(unsaid["kind"] == "markdown");
    CHECK(unsaid["value"].get<std::string>().find('`') != std::string::npos);
    CHECK(hover_with(json::array({"markdown", "plaintext"})) == unsaid);
    const json plain = hover_with(json::array({"plaintext"}));
    CHECK(plain["kind"] == "plaintext");
    CHECK(plain["value"] == markdown_as_plain_text(unsaid["value"].get<std::string>()));
    CHECK(plain["value"].get<std::string>().find('`') == std::string::npos);
    CHECK(plain["value"].get<std::string>().find("upper") != std::string::npos);
}

TEST_CASE("framing: a body over the first MiB is read whole into exactly its length", "[lsp][server]") {
    using hcl::lsp::server_detail::frame;
    using hcl::lsp::server_detail::frame_reader;
    for (const std::size_t length : {std::size_t{5}, std::size_t{1} << 20, (std::size_t{1} << 20) + 1,
                                     std::size_t{1100000}, std::size_t{3} << 20}) {
        CAPTURE(length);
        std::string body(length, 'x');
        body.front() = '<';
        body.back() = '>';
        std::istringstream in("Content-Length: " + std::to_string(length) + "\r\n\r\n" + body +
                              "Content-Length: 2\r\n\r\n{}");
        frame_reader reader(in);
        const frame f = reader.next();
        CHECK(f.kind == frame::kind::message);
        CHECK(f.body == body);
        // No doubled capacity: a 1.1 MB document's message took 2 MiB.
        CHECK(f.body.capacity() < length + 32);
        CHECK(reader.next().body == "{}");
    }
}

TEST_CASE("framing: a Content-Length the stream does not hold ends the stream", "[lsp][server]") {
    using hcl::lsp::server_detail::frame;
    using hcl::lsp::server_detail::frame_reader;
    for (const std::size_t sent : {std::size_t{10}, (std::size_t{1} << 20) + 10}) {
        std::istringstream in("Content-Length: 50000000\r\n\r\n" + std::string(sent, 'x'));
        frame_reader reader(in);
        CHECK(reader.next().kind == frame::kind::end);
    }
}

#if defined(__linux__)
TEST_CASE("server: the process takes no transparent huge pages while it serves", "[lsp][server]") {
    // A huge page counts as resident whole: the syntax trees' arena asks
    // for them, which a long-lived server must not (docs/language-server.md,
    // "Memory").
    serve_messages({initialize(1), notification("exit", nullptr)});
    CHECK(::prctl(PR_GET_THP_DISABLE, 0, 0, 0, 0) == 1);
}
#endif
