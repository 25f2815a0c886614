// The server with a workspace configuration (server_options::read_file):
// `.hcl-lsp.hcl` at the root initialize names, the client's options, the
// watchers it registers, reloading when watched files change.
#include "lsp/server/file_uri.hpp"
#include "server_test_support.hpp"

#include <hcl/lsp/server.hpp>

#include "support/catch.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

using namespace lsp_test;

namespace {

constexpr const char* name_spec = "object {\n  attr \"name\" {\n    type = string\n  }\n}\n";
constexpr const char* port_spec = "object {\n  attr \"port\" {\n    type = number\n  }\n}\n";
constexpr const char* config_uri = "file:///w/.hcl-lsp.hcl";

// Files in memory; the configuration file's text is the next of
// `config_versions` each time it is read (the last one stays).
struct memory_files {
    std::map<std::string, std::string> files;
    std::vector<std::string> config_versions;
    std::size_t config_reads = 0;
};

// /w/name.hcldec and /w/port.hcldec, and the configuration's versions.
std::shared_ptr<memory_files> two_schemas(std::vector<std::string> config_versions) {
    auto fs = std::make_shared<memory_files>();
    fs->files = {{"/w/name.hcldec", name_spec}, {"/w/port.hcldec", port_spec}};
    fs->config_versions = std::move(config_versions);
    return fs;
}

hcl::lsp::server_options reading(std::shared_ptr<memory_files> fs) {
    hcl::lsp::server_options o;
    o.read_file = [fs](const std::string& path) -> std::optional<std::string> {
        if (path == "/w/.hcl-lsp.hcl" && !fs->config_versions.empty()) {
            const auto i = std::min(fs->config_reads++, fs->config_versions.size() - 1);
            return fs->config_versions[i];
        }
        const auto it = fs->files.find(path);
        if (it == fs->files.end()) return std::nullopt;
        return it->second;
    };
    return o;
}

json initialize_at(const char* root, json options = nullptr, json capabilities = json::object()) {
    json params = {
        {"processId", nullptr}, {"rootUri", root}, {"capabilities", std::move(capabilities)}};
    if (!options.is_null()) params["initializationOptions"] = std::move(options);
    return request(1, "initialize", std::move(params));
}

json open_at(const std::string& uri, const std::string& text) {
    return notification(
        "textDocument/didOpen",
        {{"textDocument", {{"uri", uri}, {"languageId", "hcl"}, {"version", 1}, {"text", text}}}});
}

// The messages of the last diagnostics published for `uri`.
std::vector<std::string> last_published(const session_result& r, const std::string& uri) {
    std::vector<std::string> out;
    bool found = false;
    for (const auto& n : r.notifications("textDocument/publishDiagnostics")) {
        if (n["params"]["uri"] != uri) continue;
        found = true;
        out.clear();
        for (const auto& d : n["params"]["diagnostics"])
            out.push_back(d["message"].get<std::string>());
    }
    if (!found) out.push_back("(never published)");
    return out;
}

const std::string port_document = "port = 1\n";

}  // namespace

TEST_CASE(
    "workspace server: each document is checked by the schema of the first pattern it matches",
    "[lsp][server][workspace_config]") {
    auto fs =
        two_schemas({"schema \"app/**/*.hcl\" { spec = \"name.hcldec\" }\n"
                     "schema \"*.hcl\" { spec = \"port.hcldec\" }\n"});
    const auto r = serve_messages(
        {initialize_at("file:///w"), notification("initialized"),
         open_at("file:///w/app/x/a.hcl", port_document), open_at("file:///w/b.hcl", port_document),
         open_at("file:///w/c.conf", port_document)},
        reading(fs));
    REQUIRE(last_published(r, "file:///w/app/x/a.hcl").size() == 1);
    CHECK_THAT(last_published(r, "file:///w/app/x/a.hcl")[0],
               Catch::Matchers::ContainsSubstring("Unsupported argument"));
    CHECK(last_published(r, "file:///w/b.hcl").empty());
    // No pattern: the schema-less services.
    CHECK(last_published(r, "file:///w/c.conf").empty());
    // The configuration is clean: nothing is published for it (nor, below,
    // for a configuration file that does not exist).
    CHECK(last_published(r, config_uri) == std::vector<std::string>{"(never published)"});
    // A client that cannot register watchers is not asked to.
    for (const auto& m : r.messages) CHECK(m.value("method", "") != "client/registerCapability");
}

TEST_CASE("workspace server: a wrong configuration is reported in it; what loaded is used",
          "[lsp][server][workspace_config]") {
    auto fs =
        two_schemas({"schema \"*.hcl\" { spec = \"port.hcldec\" }\n"
                     "schema \"*.conf\" {\n  spec = \"missing.hcldec\"\n  colour = 1\n}\n"});
    const auto r = serve_messages(
        {initialize_at("file:///w"), open_at("file:///w/b.hcl", "port = \"x\"\n")}, reading(fs));
    const auto published = r.notifications("textDocument/publishDiagnostics");
    const auto it = std::find_if(published.begin(), published.end(),
                                 [](const json& n) { return n["params"]["uri"] == config_uri; });
    REQUIRE(it != published.end());
    const json& diags = (*it)["params"]["diagnostics"];
    REQUIRE(diags.size() == 2);
    CHECK_THAT(diags[0]["message"].get<std::string>(), Catch::Matchers::ContainsSubstring("colour"));
    CHECK(diags[0]["range"]["start"] == json({{"line", 3}, {"character", 2}}));
    CHECK_THAT(diags[1]["message"].get<std::string>(), Catch::Matchers::ContainsSubstring("Schema file not found"));
    CHECK(diags[1]["range"]["start"] == json({{"line", 2}, {"character", 9}}));
    REQUIRE(last_published(r, "file:///w/b.hcl").size() == 1);
    CHECK_THAT(last_published(r, "file:///w/b.hcl")[0], Catch::Matchers::ContainsSubstring("number"));
}

TEST_CASE("workspace server: watchers are registered; a change of a watched file reloads",
          "[lsp][server][workspace_config]") {
    auto fs = two_schemas({"schema \"*.hcl\" { spec = \"name.hcldec\" }\n",
                           "schema \"*.hcl\" { spec = \"port.hcldec\" }\n"});
    const json caps = {{"workspace", {{"didChangeWatchedFiles", {{"dynamicRegistration", true}}}}}};
    const json changed =
        notification("workspace/didChangeWatchedFiles",
                     {{"changes", json::array({{{"uri", config_uri}, {"type", 2}}})}});
    const json unrelated =
        notification("workspace/didChangeWatchedFiles",
                     {{"changes", json::array({{{"uri", "file:///w/other.txt"}, {"type", 2}}})}});
    const auto r = serve_messages(
        {initialize_at("file:///w", nullptr, caps), notification("initialized"),
         open_at("file:///w/b.hcl", port_document), unrelated,
         request(2, "textDocument/diagnostic", {{"textDocument", {{"uri", "file:///w/b.hcl"}}}}),
         changed,
         request(3, "textDocument/diagnostic", {{"textDocument", {{"uri", "file:///w/b.hcl"}}}})},
        reading(fs));
    // Only the watched file's change read the configuration again.
    CHECK(fs->config_reads == 2);
    CHECK(r.response(2)["result"]["items"].size() == 1);
    CHECK(r.response(3)["result"]["items"].empty());
    // One registration per set of files: the configuration and its schema,
    // then (the schema file changed) the new set in place of the old.
    std::vector<json> registrations;
    std::vector<json> unregistrations;
    for (const auto& m : r.messages) {
        if (m.value("method", "") == "client/registerCapability")
            registrations.push_back(m["params"]);
        if (m.value("method", "") == "client/unregisterCapability")
            unregistrations.push_back(m["params"]);
    }
    REQUIRE(registrations.size() == 2);
    const json& first = registrations[0]["registrations"][0];
    CHECK(first["method"] == "workspace/didChangeWatchedFiles");
    CHECK(first["registerOptions"]["watchers"] ==
          json::array({{{"globPattern", "/w/.hcl-lsp.hcl"}}, {{"globPattern", "/w/name.hcldec"}}}));
    CHECK(registrations[1]["registrations"][0]["registerOptions"]["watchers"][1]["globPattern"] ==
          "/w/port.hcldec");
    REQUIRE(unregistrations.size() == 1);
    CHECK(unregistrations[0]["unregisterations"][0]["id"] == first["id"]);
}

TEST_CASE("workspace server: the client's options; the file's rules come first",
          "[lsp][server][workspace_config]") {
    auto fs = two_schemas({"schema \"a.hcl\" { spec = \"name.hcldec\" }\n"});
    // The client maps every .hcl file to port.hcldec: a.hcl keeps the
    // file's schema, b.hcl gets the client's.
    const json options = {{"schema", json::array({{{"*.hcl", {{"spec", "port.hcldec"}}}}})}};
    const json settings = {
        {"settings",
         {{"hcl", {{"schema", json::array({{{"*.hcl", {{"spec", "name.hcldec"}}}}})}}}}}};
    const auto pull = [](int id, const char* uri) {
        return request(id, "textDocument/diagnostic", {{"textDocument", {{"uri", uri}}}});
    };
    const auto r = serve_messages(
        {initialize_at("file:///w", options), open_at("file:///w/a.hcl", port_document),
         open_at("file:///w/b.hcl", port_document), pull(2, "file:///w/a.hcl"),
         pull(3, "file:///w/b.hcl"), notification("workspace/didChangeConfiguration", settings),
         pull(4, "file:///w/b.hcl")},
        reading(fs));
    CHECK(r.response(2)["result"]["items"].size() == 1);
    CHECK(r.response(3)["result"]["items"].empty());
    // The new settings map .hcl files to name.hcldec.
    CHECK(r.response(4)["result"]["items"].size() == 1);
}

TEST_CASE("workspace server: without a file reader the configuration is not read",
          "[lsp][server][workspace_config]") {
    hcl::lsp::server_options o;
    const auto r =
        serve_messages({initialize_at("file:///w"), open_at("file:///w/b.hcl", port_document)}, o);
    CHECK(last_published(r, "file:///w/b.hcl").empty());
    CHECK(last_published(r, config_uri) == std::vector<std::string>{"(never published)"});
}

TEST_CASE("workspace server: file URIs and the paths they name",
          "[lsp][server][workspace_config]") {
    using namespace hcl::lsp::server_detail;
    CHECK(path_of_uri("file:///w/my%20app/a.hcl") == "/w/my app/a.hcl");
    CHECK(path_of_uri("file://localhost/w/a.hcl") == "/w/a.hcl");
    CHECK(path_of_uri("file:///c%3A/w/a.hcl") == "c:/w/a.hcl");
    CHECK(path_of_uri("file:///w/100%") == "/w/100%");
    CHECK_FALSE(path_of_uri("untitled:Untitled-1"));
    CHECK_FALSE(path_of_uri("file://server/share/a.hcl"));
    CHECK(uri_of_path("/w/my app/ä.hcl") == "file:///w/my%20app/%C3%A4.hcl");
    CHECK(path_of_uri(uri_of_path("/w/my app/ä.hcl")) == "/w/my app/ä.hcl");
    CHECK(path_under("/w/app/a.hcl", "/w") == "app/a.hcl");
    CHECK(path_under("/w/app/a.hcl", "/w/") == "app/a.hcl");
    CHECK_FALSE(path_under("/wx/a.hcl", "/w"));
    CHECK_FALSE(path_under("/w", "/w"));
}

TEST_CASE(
    "workspace server: saving the configuration in the editor reloads it (clients that cannot "
    "watch)",
    "[lsp][server][workspace_config]") {
    auto fs = two_schemas({"schema \"*.hcl\" { spec = \"name.hcldec\" }\n",
                           "schema \"*.hcl\" { spec = \"port.hcldec\" }\n"});
    const auto saved = [](const char* uri) {
        return notification("textDocument/didSave", {{"textDocument", {{"uri", uri}}}});
    };
    const auto r =
        serve_messages({initialize_at("file:///w"), open_at("file:///w/b.hcl", port_document),
                        saved("file:///w/b.hcl"), saved(config_uri)},
                       reading(fs));
    CHECK(r.response(1)["result"]["capabilities"]["textDocumentSync"]["save"] ==
          json({{"includeText", false}}));
    // Only the configuration's save read it again.
    CHECK(fs->config_reads == 2);
    CHECK(last_published(r, "file:///w/b.hcl").empty());
}

TEST_CASE("workspace server: without a configuration file nothing is published for it",
          "[lsp][server][workspace_config]") {
    auto fs = two_schemas({});
    const auto r = serve_messages(
        {initialize_at("file:///w"), notification("initialized"), open_at("file:///w/b.hcl", port_document)},
        reading(fs));
    CHECK(last_published(r, config_uri) == std::vector<std::string>{"(never published)"});
    CHECK(last_published(r, "file:///w/b.hcl").empty());
}

TEST_CASE("workspace server: a client that pulls diagnostics gets the configuration's pushed",
          "[lsp][server][workspace_config]") {
    auto fs = two_schemas({"schema \"*.hcl\" { spec = \"missing.hcldec\" }\n"});
    const json pull_caps = {{"textDocument", {{"diagnostic", {{"dynamicRegistration", false}}}}}};
    const auto r = serve_messages(
        {initialize_at("file:///w", nullptr, pull_caps), open_at("file:///w/b.hcl", port_document)},
        reading(fs));
    CHECK(last_published(r, config_uri).size() == 1);
    CHECK(last_published(r, "file:///w/b.hcl") == std::vector<std::string>{"(never published)"});
}

TEST_CASE("workspace server: a reader that throws is logged; the server answers and goes on",
          "[lsp][server][workspace_config]") {
    hcl::lsp::server_options o;
    o.read_file = [](const std::string&) -> std::optional<std::string> {
        throw std::runtime_error("disk on fire");
    };
    const auto r = serve_messages({initialize_at("file:///w"), open_at("file:///w/b.hcl", port_document),
                                   request(2, "shutdown", nullptr), notification("exit")},
                                  o);
    CHECK(r.exit_code == 0);
    CHECK(r.response(1).contains("result"));
    const auto logs = r.notifications("window/logMessage");
    CHECK(std::any_of(logs.begin(), logs.end(), [](const json& l) {
        return l["params"]["message"].get<std::string>().find("disk on fire") != std::string::npos;
    }));
}
