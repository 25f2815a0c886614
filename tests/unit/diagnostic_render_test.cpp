// Rendering diagnostics as text and JSON. The text layout is hclcpp's own
// (docs/diagnostics.md): a "file:line:col: error: summary" header, the source
// lines of subject ∪ context with a line-number gutter, the subject
// underlined, then the detail. The JSON shape follows the reference hcldec
// tool (reference behaviour §5.3: severity, summary, detail?, subject?) plus
// context and path.
#include <hcl/diagnostic_render.hpp>

#include "support/catch.hpp"
#include <nlohmann/json.hpp>

#include <string>

using hcl::diagnostic;
using hcl::diagnostics;
using hcl::render_json;
using hcl::render_text;
using hcl::severity;
using hcl::source_position;
using hcl::source_range;

namespace {

// Line 1 is bytes 0-15, line 2 bytes 16-33, line 3 bytes 34-35.
const std::string service_src = "service \"web\" {\n  port = \"eighty\"\n}\n";

source_range range_of(std::string_view src, std::size_t from, std::size_t to) {
    return source_range{"main.hcl", hcl::position_at(src, from), hcl::position_at(src, to)};
}

diagnostic port_error() {
    diagnostic d;
    d.summary = "Unsupported argument";
    d.detail = "An argument named \"port\" is not expected here.";
    d.subject = range_of(service_src, 25, 33);  // "eighty" with its quotes
    return d;
}

hcl::source_lookup service_lookup() { return hcl::lookup_from("main.hcl", service_src); }

}  // namespace

TEST_CASE("render_text: single-line subject", "[diagnostic_render]") {
    CHECK(render_text(port_error(), service_lookup()) ==
          "main.hcl:2:10: error: Unsupported argument\n"
          "   2 |   port = \"eighty\"\n"
          "     |          ^~~~~~~~\n"
          "An argument named \"port\" is not expected here.\n");
}

TEST_CASE("render_text: warning, path, and the context's lines", "[diagnostic_render]") {
    diagnostic d = port_error();
    d.severity = severity::warning;
    d.path = "service \"web\" > port";
    d.context = range_of(service_src, 0, 35);
    CHECK(render_text(d, service_lookup()) ==
          "main.hcl:2:10: warning: Unsupported argument\n"
          "  in service \"web\" > port\n"
          "   1 | service \"web\" {\n"
          "   2 |   port = \"eighty\"\n"
          "     |          ^~~~~~~~\n"
          "   3 | }\n"
          "An argument named \"port\" is not expected here.\n");
}

TEST_CASE("render_text: multi-line subject is underlined on each line", "[diagnostic_render]") {
    diagnostic d;
    d.summary = "Unclosed block";
    d.subject = range_of(service_src, 14, 35);  // from "{" to "}"
    CHECK(render_text(d, service_lookup()) ==
          "main.hcl:1:15: error: Unclosed block\n"
          "   1 | service \"web\" {\n"
          "     |               ^\n"
          "   2 |   port = \"eighty\"\n"
          "     |   ~~~~~~~~~~~~~~~\n"
          "   3 | }\n"
          "     | ~\n");
}

TEST_CASE("render_text: empty ranges get a one-character caret", "[diagnostic_render]") {
    const std::string src = "a = \nb = 2\n";
    diagnostic d;
    d.summary = "Missing expression";
    d.detail = "Expected the start of an expression, but found the end of the line.";
    d.subject = range_of(src, 4, 4);  // at the newline
    const auto lookup = hcl::lookup_from("main.hcl", src);
    CHECK(render_text(d, lookup) ==
          "main.hcl:1:5: error: Missing expression\n"
          "   1 | a =\n"
          "     |     ^\n"
          "Expected the start of an expression, but found the end of the line.\n");

    // Inside a line.
    d.subject = range_of(src, 7, 7);
    d.detail.clear();
    CHECK(render_text(d, lookup) ==
          "main.hcl:2:3: error: Missing expression\n"
          "   2 | b = 2\n"
          "     |   ^\n");

    // At the very end of the file, after the last newline.
    d.subject = range_of(src, src.size(), src.size());
    CHECK(render_text(d, lookup) ==
          "main.hcl:3:1: error: Missing expression\n"
          "   3 |\n"
          "     | ^\n");

    // A subject that is only the line break: the caret goes after the text.
    d.subject = range_of(src, 4, 5);
    CHECK(render_text(d, lookup) ==
          "main.hcl:1:5: error: Missing expression\n"
          "   1 | a =\n"
          "     |     ^\n");
}

TEST_CASE("render_text: without source or subject there is no snippet", "[diagnostic_render]") {
    CHECK(render_text(port_error()) ==
          "main.hcl:2:10: error: Unsupported argument\n"
          "An argument named \"port\" is not expected here.\n");
    // A lookup that does not know the file.
    CHECK(render_text(port_error(), hcl::lookup_from("other.hcl", service_src)) ==
          "main.hcl:2:10: error: Unsupported argument\n"
          "An argument named \"port\" is not expected here.\n");

    diagnostic d;
    d.summary = "Something failed";
    CHECK(render_text(d, service_lookup()) == "error: Something failed\n");

    // No file name: the location is just line:column.
    d.subject = range_of(service_src, 25, 33);
    d.subject->filename = {};
    CHECK(render_text(d) == "2:10: error: Something failed\n");
}

TEST_CASE("render_text: colour", "[diagnostic_render]") {
    hcl::text_render_options options;
    options.color = true;
    CHECK(render_text(port_error(), service_lookup(), options) ==
          "\x1b[1mmain.hcl:2:10:\x1b[0m \x1b[1;31merror:\x1b[0m \x1b[1mUnsupported argument\x1b[0m\n"
          "   2 |   port = \"eighty\"\n"
          "     |          \x1b[1;31m^~~~~~~~\x1b[0m\n"
          "An argument named \"port\" is not expected here.\n");

    diagnostic w;
    w.severity = severity::warning;
    w.summary = "Deprecated";
    CHECK(render_text(w, {}, options) == "\x1b[1;33mwarning:\x1b[0m \x1b[1mDeprecated\x1b[0m\n");
    // Off by default.
    CHECK(render_text(w).find('\x1b') == std::string::npos);
}

TEST_CASE("render_text: the detail is word-wrapped to the width", "[diagnostic_render]") {
    diagnostic d;
    d.summary = "Wrapped";
    d.detail = "This is a fairly long detail message that should be wrapped at twenty columns.\n"
               "Try:\n"
               "  - one option that is long enough\n"
               "\n"
               "averyveryverylongwordthatcannotbreak here";
    hcl::text_render_options options;
    options.width = 20;
    CHECK(render_text(d, {}, options) ==
          "error: Wrapped\n"
          "This is a fairly\n"
          "long detail message\n"
          "that should be\n"
          "wrapped at twenty\n"
          "columns.\n"
          "Try:\n"
          "  - one option that\n"
          "  is long enough\n"
          "\n"
          "averyveryverylongwordthatcannotbreak\n"
          "here\n");
    // Width 0 keeps lines as they are.
    CHECK(render_text(d) == "error: Wrapped\n" + d.detail + "\n");
}

TEST_CASE("render_text: tabs, wide characters and controls keep the caret aligned",
          "[diagnostic_render]") {
    SECTION("a tab before the subject expands to the next multiple of 4") {
        const std::string src = "\tx = 1 +\n";
        diagnostic d;
        d.summary = "S";
        d.subject = range_of(src, 1, 2);
        CHECK(render_text(d, hcl::lookup_from("main.hcl", src)) ==
              "main.hcl:1:2: error: S\n"
              "   1 |     x = 1 +\n"
              "     |     ^\n");
    }
    SECTION("a tab inside the subject widens the underline") {
        const std::string src = "a =\t\"s\"";
        diagnostic d;
        d.summary = "S";
        d.subject = range_of(src, 2, 7);
        CHECK(render_text(d, hcl::lookup_from("main.hcl", src)) ==
              "main.hcl:1:3: error: S\n"
              "   1 | a = \"s\"\n"
              "     |   ^~~~~\n");
    }
    SECTION("East Asian wide characters take two cells; the header counts clusters") {
        const std::string src = "a = \"\xE4\xB8\xAD\xE6\x96\x87\" + $\n";
        diagnostic d;
        d.summary = "Invalid character";
        d.subject = range_of(src, 15, 16);
        CHECK(render_text(d, hcl::lookup_from("main.hcl", src)) ==
              "main.hcl:1:12: error: Invalid character\n"
              "   1 | a = \"\xE4\xB8\xAD\xE6\x96\x87\" + $\n"
              "     |              ^\n");
        // Underlining the wide characters themselves.
        d.subject = range_of(src, 5, 11);
        CHECK(render_text(d, hcl::lookup_from("main.hcl", src)) ==
              "main.hcl:1:6: error: Invalid character\n"
              "   1 | a = \"\xE4\xB8\xAD\xE6\x96\x87\" + $\n"
              "     |      ^~~~\n");
    }
    SECTION("combining characters take no extra cell") {
        const std::string src = "x = \"e\xCC\x81\xCC\x81\xCC\x81\" + $";
        diagnostic d;
        d.summary = "Invalid character";
        d.subject = range_of(src, 16, 17);
        CHECK(render_text(d, hcl::lookup_from("main.hcl", src)) ==
              "main.hcl:1:11: error: Invalid character\n"
              "   1 | x = \"e\xCC\x81\xCC\x81\xCC\x81\" + $\n"
              "     |           ^\n");
    }
    SECTION("control characters and invalid UTF-8 are shown harmlessly") {
        const std::string src = "a = \x1b[31m \xFF;\r\n";
        diagnostic d;
        d.summary = "Invalid character";
        d.subject = range_of(src, 11, 12);  // the ';'
        CHECK(render_text(d, hcl::lookup_from("main.hcl", src)) ==
              "main.hcl:1:12: error: Invalid character\n"
              "   1 | a = \xE2\x90\x9B[31m \xEF\xBF\xBD;\n"
              "     |            ^\n");
    }
}

TEST_CASE("render_text: long snippets are shortened, gutters widen", "[diagnostic_render]") {
    std::string src;
    for (int i = 1; i <= 20; ++i) src += "line" + std::to_string(i) + "\n";
    diagnostic d;
    d.summary = "Big";
    d.subject = range_of(src, 0, src.size() - 1);
    hcl::text_render_options options;
    options.max_snippet_lines = 4;
    CHECK(render_text(d, hcl::lookup_from("main.hcl", src), options) ==
          "main.hcl:1:1: error: Big\n"
          "   1 | line1\n"
          "     | ^~~~~\n"
          "   2 | line2\n"
          "     | ~~~~~\n"
          " ...\n"
          "  19 | line19\n"
          "     | ~~~~~~\n"
          "  20 | line20\n"
          "     | ~~~~~~\n");

    // Line numbers wider than the minimum gutter.
    diagnostic far;
    far.summary = "Far";
    far.subject = source_range{"main.hcl", {123456, 1, 0}, {123456, 6, 5}};
    CHECK(render_text(far, hcl::lookup_from("main.hcl", "line1\n")) ==
          "main.hcl:123456:1: error: Far\n"
          "123456 | line1\n"
          "       | ^~~~~\n");
}

TEST_CASE("render_text: out-of-range positions never crash", "[diagnostic_render]") {
    diagnostic d;
    d.summary = "Stale";
    d.subject = source_range{"main.hcl", {9, 9, 500}, {9, 12, 400}};
    const std::string out = render_text(d, hcl::lookup_from("main.hcl", "abc"));
    CHECK(out.rfind("main.hcl:9:9: error: Stale\n", 0) == 0);
}

TEST_CASE("render_text: several diagnostics are separated by blank lines", "[diagnostic_render]") {
    diagnostics diags;
    diags.add_error("First", "One.");
    diags.add_warning("Second");
    CHECK(render_text(diags) == "error: First\nOne.\n\nwarning: Second\n");
    CHECK(render_text(diagnostics{}) == "");
}

TEST_CASE("render_text: lookup_from a map of files", "[diagnostic_render]") {
    const std::map<std::string, std::string, std::less<>> files{{"main.hcl", service_src}};
    const auto by_reference = hcl::lookup_from(files);
    const auto owning = hcl::lookup_from(std::map<std::string, std::string, std::less<>>(files));
    CHECK(render_text(port_error(), by_reference) == render_text(port_error(), service_lookup()));
    CHECK(render_text(port_error(), owning) == render_text(port_error(), service_lookup()));
    CHECK_FALSE(owning("nope.hcl").has_value());
}

TEST_CASE("render_json: fields, positions as line/column/byte", "[diagnostic_render]") {
    diagnostics diags;
    diagnostic d = port_error();
    d.context = range_of(service_src, 0, 35);
    d.path = "service \"web\" > port";
    diags.add(d);
    diags.add_warning("Bare warning");

    const auto doc = nlohmann::json::parse(render_json(diags));
    REQUIRE(doc.is_object());
    REQUIRE(doc.size() == 1);
    const auto& list = doc.at("diagnostics");
    REQUIRE(list.size() == 2);

    const auto& first = list[0];
    CHECK(first.at("severity") == "error");
    CHECK(first.at("summary") == "Unsupported argument");
    CHECK(first.at("detail") == "An argument named \"port\" is not expected here.");
    CHECK(first.at("path") == "service \"web\" > port");
    const auto& subject = first.at("subject");
    CHECK(subject.at("filename") == "main.hcl");
    CHECK(subject.at("start") == nlohmann::json{{"line", 2}, {"column", 10}, {"byte", 25}});
    CHECK(subject.at("end") == nlohmann::json{{"line", 2}, {"column", 18}, {"byte", 33}});
    const auto& context = first.at("context");
    CHECK(context.at("start") == nlohmann::json{{"line", 1}, {"column", 1}, {"byte", 0}});
    CHECK(context.at("end") == nlohmann::json{{"line", 3}, {"column", 2}, {"byte", 35}});

    // Empty and absent fields are left out.
    const auto& second = list[1];
    CHECK(second == nlohmann::json{{"severity", "warning"}, {"summary", "Bare warning"}});

    CHECK(render_json(diagnostics{}, -1) == "{\"diagnostics\":[]}");
}

TEST_CASE("render_json: invalid UTF-8 is replaced, not thrown", "[diagnostic_render]") {
    diagnostics diags;
    diags.add_error("bad \xFF byte");
    std::string out;
    REQUIRE_NOTHROW(out = render_json(diags, -1));
    CHECK(nlohmann::json::parse(out).at("diagnostics")[0].at("summary") == "bad \xEF\xBF\xBD byte");
}
