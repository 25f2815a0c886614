// Results that render themselves (<hcl/diagnostic_render.hpp>,
// docs/diagnostics.md "Results that render themselves"): parse and decode
// results carry the files their diagnostics point into, so rendering them
// quotes the source without a lookup built by the caller; printing to a
// terminal adds colour.
#include <hcl/decode.hpp>
#include <hcl/diagnostic_render.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/spec.hpp>

#include <boost/describe.hpp>
#include "support/catch.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#if defined(__unix__)
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#endif

namespace {

struct settings {
    int port = 0;
};
BOOST_DESCRIBE_STRUCT(settings, (), (port))

const std::string bad_port = "port = \"eighty\"\n";
const std::string bad_port_snippet = "   1 | port = \"eighty\"\n     |         ^~~~~~";

// A file the test writes and removes again.
struct temporary_file {
    std::string path;
    temporary_file(std::string name, const std::string& text) : path(std::move(name)) {
        std::ofstream(path) << text;
    }
    ~temporary_file() { std::remove(path.c_str()); }
};

}  // namespace

TEST_CASE("render_text(decode_result) quotes the decoded text", "[diagnostic_render]") {
    const auto r = hcl::try_decode_string<settings>(bad_port, "app.hcl");
    REQUIRE(r.has_errors());
    const std::string text = hcl::render_text(r);
    INFO(text);
    CHECK(text.find("app.hcl:1:9: error:") != std::string::npos);
    CHECK(text.find(bad_port_snippet) != std::string::npos);
    // The same as rendering with a lookup built by hand.
    CHECK(text == hcl::render_text(r.diagnostics, hcl::lookup_from("app.hcl", bad_port)));
    CHECK(hcl::render_text(r, {.width = 20}) ==
          hcl::render_text(r.diagnostics, hcl::lookup_from("app.hcl", bad_port), {.width = 20}));
}

TEST_CASE("render_text(decode_result) from files quotes each file", "[diagnostic_render]") {
    const temporary_file first("render_results_first.hcl", bad_port);
    const temporary_file second("render_results_second.hcl", "replicas = 2\n");
    const auto r = hcl::try_decode_files<settings>({first.path, second.path});
    REQUIRE(r.diagnostics.size() == 2);
    REQUIRE(r.files.size() == 2);
    const std::string text = hcl::render_text(r);
    INFO(text);
    CHECK(text.find(bad_port_snippet) != std::string::npos);
    CHECK(text.find("   1 | replicas = 2") != std::string::npos);
}

TEST_CASE("render_text(parse_result) quotes the parsed text, either syntax", "[diagnostic_render]") {
    const auto native = hcl::native::parse_config("a = (1\n", "broken.hcl");
    REQUIRE(native.has_errors());
    CHECK(hcl::render_text(native).find("   1 | a = (1") != std::string::npos);

    const auto json = hcl::json::parse("{\"a\": [1, }\n", "broken.json");
    REQUIRE(json.has_errors());
    CHECK(hcl::render_text(json).find("   1 | {\"a\": [1, }") != std::string::npos);
}

TEST_CASE("spec results render themselves too", "[diagnostic_render]") {
    const auto spec = hcl::spec::parse("object {\n  attr \"port\" { type = nonsense }\n}\n", "app.hcldec");
    REQUIRE(spec.has_errors());
    CHECK(hcl::render_text(spec).find("   2 |   attr \"port\" { type = nonsense }") != std::string::npos);

    const temporary_file input("render_results_spec.hcl", bad_port);
    const auto good_spec = hcl::spec::parse("attr {\n  name = \"port\"\n  type = number\n}\n", "port.hcldec");
    INFO(hcl::render_text(good_spec));
    REQUIRE_FALSE(good_spec.has_errors());
    const auto decoded = hcl::spec::decode_files({input.path}, good_spec.spec.root);
    REQUIRE(decoded.has_errors());
    CHECK(hcl::render_text(decoded).find("   1 | port = \"eighty\"\n     |        ^~~~~~~~") != std::string::npos);
}

TEST_CASE("a result that lists no file renders without snippets", "[diagnostic_render]") {
    const auto parsed = hcl::native::parse_config(bad_port, "app.hcl");
    const auto r = hcl::try_decode<settings>(parsed.file->body());
    REQUIRE(r.has_errors());
    CHECK(r.files.empty());
    CHECK(hcl::render_text(r).find(" | ") == std::string::npos);
    // The caller holds the file and lends it.
    CHECK(hcl::render_text(r.diagnostics, hcl::lookup_from(parsed.file)).find(bad_port_snippet) !=
          std::string::npos);
}

TEST_CASE("print_diagnostics writes plain text to a stream that is not a terminal", "[diagnostic_render]") {
    const auto r = hcl::try_decode_string<settings>(bad_port, "app.hcl");
    std::ostringstream out;
    hcl::print_diagnostics(out, r);
    CHECK(out.str() == hcl::render_text(r));
    CHECK(out.str().find('\x1b') == std::string::npos);
    const hcl::text_render_options options = hcl::render_options_for(out);
    CHECK_FALSE(options.color);
    CHECK(options.width == 0);
}

#if defined(__unix__)
namespace {

// What print_diagnostics writes to std::cerr while standard error is the
// terminal side of a pseudo-terminal.
std::string printed_on_terminal(const hcl::decode_result<settings>& r) {
    const int master = posix_openpt(O_RDWR | O_NOCTTY);
    REQUIRE(master >= 0);
    REQUIRE(grantpt(master) == 0);
    REQUIRE(unlockpt(master) == 0);
    const int terminal = open(ptsname(master), O_RDWR | O_NOCTTY);
    REQUIRE(terminal >= 0);
    std::cerr.flush();
    const int saved = dup(2);
    dup2(terminal, 2);
    hcl::print_diagnostics(std::cerr, r);
    std::cerr.flush();
    dup2(saved, 2);
    close(saved);
    close(terminal);
    std::string text(8192, '\0');
    const ssize_t n = read(master, text.data(), text.size());
    close(master);
    text.resize(n > 0 ? static_cast<std::size_t>(n) : 0);
    return text;
}

}  // namespace

TEST_CASE("print_diagnostics colours its output on a terminal, unless NO_COLOR is set", "[diagnostic_render]") {
    const auto r = hcl::try_decode_string<settings>(bad_port, "app.hcl");
    const char* old_no_color = std::getenv("NO_COLOR");
    const std::string saved_no_color = old_no_color ? old_no_color : "";
    unsetenv("NO_COLOR");
    const std::string coloured = printed_on_terminal(r);
    CHECK(coloured.find("\x1b[1;31merror:") != std::string::npos);
    CHECK(coloured.find("port = \"eighty\"") != std::string::npos);

    setenv("NO_COLOR", "1", 1);
    const std::string plain = printed_on_terminal(r);
    CHECK(plain.find('\x1b') == std::string::npos);
    CHECK(plain.find("port = \"eighty\"") != std::string::npos);
    if (old_no_color) {
        setenv("NO_COLOR", saved_no_color.c_str(), 1);
    } else {
        unsetenv("NO_COLOR");
    }
}
#endif
