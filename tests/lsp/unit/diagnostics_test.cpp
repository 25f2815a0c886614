// A document's diagnostics in the editor's form (include/hcl/lsp/diagnostics.hpp):
// the parser's, then the schema's (the same as `hcl dec`), then evaluation's.
#include "benchmarks/bench_input.hpp"
#include "lsp/analysis.hpp"
#include "diagnostics_test_support.hpp"
#include "lsp_test_support.hpp"

#include "support/catch.hpp"

#include <hcl/lsp/diagnostics.hpp>
#include <hcl/spec.hpp>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <span>
#include <string>
#include <tuple>
#include <vector>

using namespace lsp_test;
using hcl::lsp::diagnostic_stage;

namespace {

const hcl::spec::spec_file& service_spec_file() {
    static const auto parsed = hcl::spec::parse(service_spec, "test.hcldec");
    return parsed.spec;
}

using summary_detail_range = std::tuple<std::string, std::string, std::size_t, std::size_t>;

summary_detail_range key(const hcl::diagnostic& d) {
    return {d.summary, d.detail, d.subject ? d.subject->start.byte : 0, d.subject ? d.subject->end.byte : 0};
}

// What `hcl dec` says of `text` under the service spec.
std::vector<summary_detail_range> hcl_dec(const std::string& text, const std::string& filename) {
    const auto ctx = service_spec_file().context();
    const auto r = hcl::spec::decode_string(text, filename, service_spec_file().root, &ctx);
    std::vector<summary_detail_range> out;
    for (const auto& d : r.diagnostics) out.push_back(key(d));
    return out;
}

// What the editor says of `text` under the service spec (syntax and schema stages).
std::vector<summary_detail_range> editor(const std::string& text, const std::string& uri) {
    std::vector<summary_detail_range> out;
    for (const auto& d : diagnostics_of(text, spec_schema(service_spec), uri)) {
        CHECK(d.stage != diagnostic_stage::evaluation);
        out.push_back(key(d.original));
    }
    return out;
}

}  // namespace

namespace Catch {
template <>
struct StringMaker<summary_detail_range> {
    static std::string convert(const summary_detail_range& k) {
        return std::get<0>(k) + ": " + std::get<1>(k) + " @" + std::to_string(std::get<2>(k)) + "-" +
               std::to_string(std::get<3>(k));
    }
};
}  // namespace Catch

TEST_CASE("diagnostics: the schema stage says what hcl dec says", "[lsp][diagnostics]") {
    const std::vector<std::string> inputs{
        "",
        "environment = \"prod\"\n",
        "environment = \"prod\"\nservice \"web\" {\n  imag = \"nginx\"\n}\n",
        "environment = 1\nservice \"web\" {\n  image    = \"nginx\"\n  replicas = \"many\"\n  ports    = [80, \"x\"]\n}\n",
        "service \"web\" {\n  image = \"nginx\"\n  limit {\n    cpu = 1\n  }\n}\n",
        "environment = \"prod\"\nservice \"web\" {\n  image = \"nginx\"\n  limits {\n    memory_mb = 1\n  }\n"
        "  limits {\n    cpu = 2\n  }\n}\n",
        "environment = \"prod\"\nservice {\n  image = \"nginx\"\n}\nservice \"a\" \"b\" {\n  image = \"x\"\n}\n",
        "environment = \"prod\"\nenvironmen = \"x\"\nservic \"web\" {}\n",
        "environment = \"prod\"\nservice \"web\" {\n  image = \"x\"\n  volume {\n  }\n  volume {\n    path = 3\n  }\n}\n",
    };
    for (const auto& text : inputs) {
        INFO(text);
        // The editor names a file by its URI (in "Previous definition was at ...").
        CHECK(editor(text, "file:///app.hcl") == hcl_dec(text, "file:///app.hcl"));
    }
}

TEST_CASE("diagnostics: JSON documents say what hcl dec says of the JSON syntax", "[lsp][diagnostics]") {
    const std::vector<std::string> inputs{
        "{}",
        R"({"environment": "prod", "service": {"web": {"image": "nginx", "replicas": 2}}})",
        R"({"environment": "prod", "service": {"web": {"imag": "nginx"}}})",
        R"({"environment": true, "service": {"web": {"image": "nginx", "replicas": "many", "limits": {"cpu": "x"}}}})",
        R"({"environment": "prod", "servic": {}})",
    };
    for (const auto& text : inputs) {
        INFO(text);
        CHECK(editor(text, "file:///app.hcl.json") == hcl_dec(text, "file:///app.hcl.json"));
    }
}

TEST_CASE("diagnostics: each has the editor's range, message and suggestion", "[lsp][diagnostics]") {
    const std::string text = "environment = \"prod\"\nservice \"web\" {\n  imag = \"nginx\"\n}\n";
    const auto ds = diagnostics_of(text, spec_schema(service_spec));
    INFO(messages(ds));
    REQUIRE(ds.size() == 2);
    CHECK(ds[0].message == "Missing required argument: The argument \"image\" is required, but no definition was found.");
    CHECK(ds[0].suggestion.empty());
    CHECK(ds[1].message ==
          "Unsupported argument: An argument named \"imag\" is not expected here. Did you mean \"image\"?");
    CHECK(ds[1].range == range_of(text, "imag"));
    CHECK(ds[1].suggestion == "image");
    CHECK(ds[1].severity == hcl::lsp::diagnostic_severity::error);
    CHECK(ds[1].stage == diagnostic_stage::schema);
    CHECK(ds[1].original.summary == "Unsupported argument");
}

TEST_CASE("diagnostics: ranges are in UTF-16 code units after non-ASCII text", "[lsp][diagnostics]") {
    // "é" is one UTF-16 unit in two bytes, "😀" two units in four bytes.
    const std::string text = "environment = \"é\"\nservice \"😀é\" { imag = \"x\" }\n";
    const auto ds = diagnostics_of(text, spec_schema(service_spec));
    INFO(messages(ds));
    REQUIRE(ds.size() == 2);
    // service "😀é" { imag
    // 0123456789 11 13 15
    CHECK(ds[1].range == hcl::lsp::range{{1, 16}, {1, 20}});
    CHECK(ds[1].original.subject->start.byte == text.find("imag"));
}

TEST_CASE("diagnostics: suggested_name reads the name a detail proposes", "[lsp][diagnostics]") {
    CHECK(hcl::lsp::suggested_name("An argument named \"imag\" is not expected here. Did you mean \"image\"?") ==
          "image");
    CHECK(hcl::lsp::suggested_name("Blocks of type \"x\" are not expected here.").empty());
    CHECK(hcl::lsp::suggested_name("Did you mean \"unterminated").empty());
    CHECK(hcl::lsp::suggested_name("").empty());
}

TEST_CASE("diagnostics: syntax first, then schema, then evaluation", "[lsp][diagnostics]") {
    const std::string text = "service \"web\" {\n  image = var.image\n  replicas = \n}\nservice \"db\" {\n  imag = 1\n}\n";
    const auto ds = diagnostics_of(text, hcl::lsp::options{.schema = spec_schema(service_spec), .evaluate = true});
    INFO(messages(ds));
    REQUIRE(ds.size() >= 4);
    std::vector<diagnostic_stage> stages;
    for (const auto& d : ds) stages.push_back(d.stage);
    CHECK(std::is_sorted(stages.begin(), stages.end()));
    CHECK(stages.front() == diagnostic_stage::syntax);
    CHECK(stages.back() == diagnostic_stage::evaluation);
    CHECK(ds.back().message.find("var") != std::string::npos);
}

TEST_CASE("diagnostics: a syntax error in one block leaves the other blocks checked", "[lsp][diagnostics]") {
    const std::string text = "environment = \"prod\"\nservice \"web\" {\n  image = \n}\n"
                             "service \"db\" {\n  imag = \"postgres\"\n}\n";
    const auto ds = diagnostics_of(text, spec_schema(service_spec));
    INFO(messages(ds));
    bool syntax = false, suggestion = false;
    for (const auto& d : ds) {
        syntax = syntax || d.stage == diagnostic_stage::syntax;
        suggestion = suggestion || (d.suggestion == "image" && d.range == range_of(text, "imag", 1));
    }
    CHECK(syntax);
    CHECK(suggestion);
}

TEST_CASE("diagnostics: undefined names are reported only when evaluating", "[lsp][diagnostics]") {
    const std::string text = "environment = var.env\nservice \"web\" {\n  image = \"${local.registry}/web\"\n"
                             "  replicas = count.index + 1\n}\n";
    const auto schema = spec_schema(service_spec);
    CHECK(diagnostics_of(text, schema).empty());
    const auto ds = diagnostics_of(text, hcl::lsp::options{.schema = schema, .evaluate = true});
    INFO(messages(ds));
    REQUIRE(ds.size() >= 2);
    for (const auto& d : ds) CHECK(d.stage == diagnostic_stage::evaluation);
    CHECK(ds[0].range == range_of(text, "var"));
}

TEST_CASE("diagnostics: the schema stage knows every name a long document uses", "[lsp][diagnostics]") {
    // The names are collected from the tokens a batch at a time: a name on
    // either side of a batch's end is still found, and a name being
    // defined (before `=`) or an attribute step (after `.`) is not one.
    std::string text = "service \"web\" {\n  image = \"x\"\n";
    const int lines = 9000;
    for (int i = 0; i < lines; ++i) text += "  labels = { k" + std::to_string(i) + " = v" + std::to_string(i) + ".a" + std::to_string(i) + " }\n";
    text += "}\n";
    hcl::lsp::workspace ws({.schema = spec_schema(service_spec)});
    ws.open("file:///long.hcl", text, 1);
    const auto& a = ws.analysis(*ws.find("file:///long.hcl"));
    const auto& ctx = a.lenient_context();
    for (int i = 0; i < lines; ++i) {
        const std::string n = std::to_string(i);
        INFO(n);
        REQUIRE(ctx.find_variable("v" + n));
        REQUIRE_FALSE(ctx.find_variable("k" + n));
        REQUIRE_FALSE(ctx.find_variable("a" + n));
    }
    CHECK_FALSE(ctx.find_variable("labels"));
    CHECK_FALSE(ctx.find_variable("image"));
}

TEST_CASE("diagnostics: a type error under an unknown value is still the schema's", "[lsp][diagnostics]") {
    // replicas is a number: an unknown variable is fine, a string is not.
    const std::string text =
        "environment = var.env\nservice \"web\" {\n  image = var.image\n  replicas = \"many\"\n  enabled = var.on\n}\n";
    const auto ds = diagnostics_of(text, spec_schema(service_spec));
    INFO(messages(ds));
    REQUIRE(ds.size() == 1);
    CHECK(ds[0].original.summary == "Incorrect attribute value type");
    CHECK(ds[0].range == range_of(text, "\"many\""));
}

TEST_CASE("diagnostics: locals and declared variables are defined when evaluating", "[lsp][diagnostics]") {
    hcl::lsp::options opts{.schema = spec_schema(service_spec), .evaluate = true};
    opts.declarations.variables_block = "variable";
    SECTION("defined") {
        const std::string text = "locals {\n  registry = \"r.example.com\"\n  env = upper(\"prod\")\n}\n"
                                 "variable \"replicas\" {}\n"
                                 "environment = local.env\nservice \"web\" {\n  image = \"${local.registry}/web\"\n"
                                 "  replicas = var.replicas\n}\n";
        const auto ds = diagnostics_of(text, opts);
        INFO(messages(ds));
        CHECK(ds.empty());
    }
    SECTION("a local that is not defined") {
        const std::string text = "locals {\n  env = \"prod\"\n}\nenvironment = local.nope\n";
        const auto ds = diagnostics_of(text, opts);
        INFO(messages(ds));
        REQUIRE(ds.size() == 1);
        CHECK(ds[0].stage == diagnostic_stage::evaluation);
        CHECK(ds[0].range.start.line == 3);
        // Without evaluation, nothing.
        CHECK(diagnostics_of(text, spec_schema(service_spec)).empty());
    }
    SECTION("a variable that is not declared") {
        const std::string text = "variable \"env\" {}\nenvironment = var.nope\n";
        const auto ds = diagnostics_of(text, opts);
        INFO(messages(ds));
        REQUIRE(ds.size() == 1);
        CHECK(ds[0].stage == diagnostic_stage::evaluation);
        CHECK(ds[0].range.start.line == 1);
    }
    SECTION("a failing local") {
        const std::string text = "locals {\n  env = nope.x\n}\nenvironment = local.env\n";
        const auto ds = diagnostics_of(text, opts);
        INFO(messages(ds));
        REQUIRE_FALSE(ds.empty());
        CHECK(ds[0].stage == diagnostic_stage::evaluation);
        CHECK(ds[0].range == range_of(text, "nope"));
    }
}

TEST_CASE("diagnostics: a function that fails on literal arguments is an evaluation diagnostic",
          "[lsp][diagnostics]") {
    const std::string text = "environment = abs(\"prod\")\n";
    const auto schema = spec_schema(service_spec);
    CHECK(diagnostics_of(text, schema).empty());
    const auto ds = diagnostics_of(text, hcl::lsp::options{.schema = schema, .evaluate = true});
    INFO(messages(ds));
    REQUIRE(ds.size() == 1);
    CHECK(ds[0].stage == diagnostic_stage::evaluation);
    CHECK(ds[0].original.summary == "Invalid function argument");
    CHECK(ds[0].range == range_of(text, "prod"));
    // A function nobody defined: its call is unknown.
    const std::string unknown = "environment = nofunc(1)\n";
    CHECK(diagnostics_of(unknown, schema).empty());
    const auto u = diagnostics_of(unknown, hcl::lsp::options{.schema = schema, .evaluate = true});
    REQUIRE(u.size() == 1);
    CHECK(u[0].original.summary == "Call to unknown function");
}

TEST_CASE("diagnostics: without a schema only syntax errors", "[lsp][diagnostics]") {
    CHECK(diagnostics_of("a = 1\nb { c = 2 }\n", hcl::lsp::schema{}).empty());
    const auto ds = diagnostics_of("a = \n", hcl::lsp::schema{});
    REQUIRE(ds.size() == 1);
    CHECK(ds[0].stage == diagnostic_stage::syntax);
    CHECK(ds[0].range.start.line == 0);
}

TEST_CASE("diagnostics: half-typed documents in both syntaxes never crash", "[lsp][diagnostics]") {
    const std::string native = "environment = \"prod\"\nservice \"web\" {\n  image = \"${upper(\"x\")}\"\n"
                               "  ports = [for p in [1, 2] : p]\n  limits {\n    cpu = 1\n  }\n}\n";
    const std::string json = R"({"environment": "prod", "service": {"web": {"image": "x", "ports": [1]}}})";
    const auto schema = spec_schema(service_spec);
    for (std::size_t cut = 0; cut <= native.size(); ++cut) {
        (void)diagnostics_of(native.substr(0, cut), hcl::lsp::options{.schema = schema, .evaluate = true});
    }
    for (std::size_t cut = 0; cut <= json.size(); ++cut) {
        (void)diagnostics_of(json.substr(0, cut), hcl::lsp::options{.schema = schema, .evaluate = true},
                             "file:///app.hcl.json");
    }
    CHECK(diagnostics_of(native, schema).empty());
}

// Not a test: how long the diagnostics of a 1 MB document take after a
// one-character change (`hclcpp_lsp_tests "[.lsp_speed]"`; the library is
// built as configured, this file at -O0). Prints the figures.
TEST_CASE("diagnostics: 1 MB after a one-character change", "[.lsp_speed]") {
    const auto measure = [](const std::string& name, const std::string& text, const hcl::lsp::schema& sc,
                            std::size_t change_at) {
        hcl::lsp::workspace ws({.schema = sc});
        const std::string uri = "file:///big.tf";
        ws.open(uri, text, 1);
        const auto first = hcl::lsp::diagnostics(ws, *ws.find(uri));
        CHECK(first.empty());
        const auto pos = ws.find(uri)->lines().at(change_at);
        double best = 1e9;
        for (int i = 0; i < 5; ++i) {
            // Type a character, then take it back: two versions, each checked.
            for (const char* t : {"x", ""}) {
                const hcl::lsp::text_change c{
                    hcl::lsp::range{pos, t[0] ? pos : hcl::lsp::position{pos.line, pos.character + 1}}, t};
                REQUIRE_FALSE(ws.change(uri, 2 + i, std::span(&c, 1)));
                // Processor time: the machine may be shared.
                const auto now = [] { return static_cast<double>(std::clock()) * 1000.0 / CLOCKS_PER_SEC; };
                const double start = now();
                const auto& a = ws.analysis(*ws.find(uri));
                const double parsed = now();
                (void)a.tokens();
                const double lexed = now();
                (void)a.lenient_context();
                const double names = now();
                (void)a.schema_diagnostics();
                const double checked = now();
                const auto ds = hcl::lsp::diagnostics(ws, *ws.find(uri));
                const std::chrono::duration<double, std::milli> took{now() - start};
                if (i == 4)
                    WARN("parse " << parsed - start << " lex " << lexed - parsed << " names " << names - lexed
                                  << " check " << checked - names << " ms");
                best = std::min(best, took.count());
                CHECK(ds.size() == (t[0] ? 2u : 0u));  // the unsupported name, the missing one
            }
        }
        WARN(name << ": " << text.size() / 1000 << " kB, diagnostics after a one-character change: " << best
                  << " ms of processor time (best of 10)");
    };

    std::string services = "io_mode = \"async\"\n\n";
    for (int i = 0; services.size() < 1'000'000; ++i) {
        for (char c : bench_input::service_template) {
            if (c == '@') services += std::to_string(i);
            else services += c;
        }
    }
    const auto spec = spec_schema(data_file("../../benchmarks/dec_bench.hcldec"), "dec_bench.hcldec");
    // In the middle: `weight` becomes `xweight`, an unsupported argument.
    measure("dec_bench.hcldec", services, spec, services.find("weight", services.size() / 2));

    std::string tf;
    for (int i = 0; tf.size() < 1'000'000; ++i) {
        const std::string n = std::to_string(i);
        tf += "resource \"aws_instance\" \"web_" + n + "\" {\n  ami           = data.aws_ami.ubuntu.id\n"
              "  instance_type = \"t3.micro\"\n  count         = var.count\n  tags = {\n    Name = \"web-" + n +
              "\"\n  }\n  root_block_device {\n    volume_size = 20\n  }\n}\n\n";
    }
    measure("aws_provider_schema.json", tf, aws_schema(), tf.find("instance_type", tf.size() / 2));
}
