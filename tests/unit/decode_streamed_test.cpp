// Decoding from text decodes a native file's top-level blocks while the
// parser is still reading the file (docs/decoder.md, "Decoding while
// parsing"). Whatever the input, the outcome must be exactly that of the
// two steps: parse the whole file, then decode its finished tree. Each test
// decodes the same text both ways and compares values and diagnostics; and
// a third way, with the parse on a helper thread (decode_options::
// parallel_parse), which must give the same outcome again.
#include "../../src/decode/parallel_parse.hpp"  // white-box: the size threshold, the count of parallel parses

#include <hcl/decode.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/unicode.hpp>

#include <boost/describe.hpp>
#include "support/catch.hpp"

#include <deque>
#include <filesystem>
#include <fstream>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace decode_streamed_test {

struct process {
    std::string name;
    std::vector<std::string> command;
    int timeout = 30;
    hcl::source_range where;
    bool operator==(const process&) const = default;
};
BOOST_DESCRIBE_STRUCT(process, (), (name, command, timeout, where))
constexpr auto hcl_fields(hcl::type_tag<process>) {
    return hcl::fields(hcl::field(&process::name, hcl::tag::label()),
                       hcl::field(&process::timeout, hcl::tag::optional()),
                       hcl::field(&process::where, hcl::tag::def_range()));
}

struct service {
    std::string protocol;
    std::string name;
    int port = 0;
    std::map<std::string, std::string> env;
    std::vector<process> processes;
    hcl::source_range type_at;
    hcl::source_range name_at;
    hcl::source_range port_at;
    bool operator==(const service&) const = default;
};
BOOST_DESCRIBE_STRUCT(service, (), (protocol, name, port, env, processes, type_at, name_at, port_at))
constexpr auto hcl_fields(hcl::type_tag<service>) {
    return hcl::fields(hcl::field(&service::protocol, hcl::tag::label()),
                       hcl::field(&service::name, hcl::tag::label()),
                       hcl::field(&service::env, hcl::tag::optional()),
                       hcl::field(&service::processes, hcl::tag::block("process")),
                       hcl::field(&service::type_at, hcl::tag::type_range()),
                       hcl::field(&service::name_at, hcl::tag::label_range("name")),
                       hcl::field(&service::port_at, hcl::tag::attr_value_range("port")));
}

struct named {
    std::string name;
    int size = 0;
    bool operator==(const named&) const = default;
};
BOOST_DESCRIBE_STRUCT(named, (), (name, size))
constexpr auto hcl_fields(hcl::type_tag<named>) {
    return hcl::fields(hcl::field(&named::name, hcl::tag::label()), hcl::field(&named::size, hcl::tag::optional()));
}

struct config {
    std::string mode;
    std::vector<service> services;
    std::list<named> volumes;
    std::deque<named> disks;
    std::map<std::string, named> regions;  // blocks keyed by label: not streamed
    std::optional<named> defaults;         // one block: not streamed
    bool operator==(const config&) const = default;
};
BOOST_DESCRIBE_STRUCT(config, (), (mode, services, volumes, disks, regions, defaults))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::mode, hcl::tag::optional()),
                       hcl::field(&config::services, hcl::tag::block("service")),
                       hcl::field(&config::volumes, hcl::tag::block("volume")),
                       hcl::field(&config::disks, hcl::tag::block("disk")),
                       hcl::field(&config::regions, hcl::tag::block("region")),
                       hcl::field(&config::defaults, hcl::tag::block("defaults")));
}

// Member initializers: the decode of present blocks starts from them.
struct prefilled {
    std::vector<named> items = {named{"first", 7}, named{"second", 8}, named{"third", 9}};
    bool operator==(const prefilled&) const = default;
};
BOOST_DESCRIBE_STRUCT(prefilled, (), (items))
constexpr auto hcl_fields(hcl::type_tag<prefilled>) {
    return hcl::fields(hcl::field(&prefilled::items, hcl::tag::block("item")));
}

// Members the decoder keeps handles to the file with.
struct step {
    std::string name;
    hcl::expression run;
    hcl::body rest;
};
BOOST_DESCRIBE_STRUCT(step, (), (name, run, rest))
constexpr auto hcl_fields(hcl::type_tag<step>) {
    return hcl::fields(hcl::field(&step::name, hcl::tag::label()), hcl::field(&step::rest, hcl::tag::remain()));
}
struct pipeline {
    std::vector<step> steps;
    hcl::body rest;
};
BOOST_DESCRIBE_STRUCT(pipeline, (), (steps, rest))
constexpr auto hcl_fields(hcl::type_tag<pipeline>) {
    return hcl::fields(hcl::field(&pipeline::steps, hcl::tag::block("step")),
                       hcl::field(&pipeline::rest, hcl::tag::remain()));
}

// Steps keep their expression; the file's body is nobody's.
struct recipe {
    std::vector<step> steps;
};
BOOST_DESCRIBE_STRUCT(recipe, (), (steps))
constexpr auto hcl_fields(hcl::type_tag<recipe>) { return hcl::fields(hcl::field(&recipe::steps, hcl::tag::block("step"))); }

// A member that takes the whole body, blocks included.
struct with_whole {
    std::vector<named> items;
    hcl::body whole;
};
BOOST_DESCRIBE_STRUCT(with_whole, (), (items, whole))
constexpr auto hcl_fields(hcl::type_tag<with_whole>) {
    return hcl::fields(hcl::field(&with_whole::items, hcl::tag::block("item")),
                       hcl::field(&with_whole::whole, hcl::tag::body()));
}

// A user conversion that throws for one value.
struct fragile {
    int n = 0;
    bool operator==(const fragile&) const = default;
};
bool hcl_from_value(const hcl::value& v, fragile& out, hcl::conversion& cx) {
    if (!cx.convert(v, out.n)) return false;
    if (out.n == 13) throw std::runtime_error("unlucky");
    return true;
}
struct item {
    std::string name;
    fragile value;
    bool operator==(const item&) const = default;
};
BOOST_DESCRIBE_STRUCT(item, (), (name, value))
constexpr auto hcl_fields(hcl::type_tag<item>) { return hcl::fields(hcl::field(&item::name, hcl::tag::label())); }
struct items {
    std::vector<item> all;
    bool operator==(const items&) const = default;
};
BOOST_DESCRIBE_STRUCT(items, (), (all))
constexpr auto hcl_fields(hcl::type_tag<items>) { return hcl::fields(hcl::field(&items::all, hcl::tag::block("item"))); }

}  // namespace decode_streamed_test

namespace {

using namespace decode_streamed_test;

// The two steps: the whole file parsed, then its finished tree decoded.
template <class T>
hcl::decode_result<T> two_steps(const std::string& text, const std::string& name = "streamed.hcl",
                                const hcl::eval_context* ctx = nullptr) {
    auto parsed = hcl::native::parse_config(text, name);
    if (parsed.has_errors()) return {T{}, std::move(parsed.diagnostics), {parsed.file}};
    auto r = hcl::try_decode<T>(parsed.file->body(), ctx);
    parsed.diagnostics.append(std::move(r.diagnostics));
    r.diagnostics = std::move(parsed.diagnostics);
    r.files.push_back(parsed.file);
    return r;
}

std::string describe(const hcl::diagnostic& d) {
    auto where = [](const std::optional<hcl::source_range>& o) -> std::string {
        if (!o) return "-";
        const hcl::source_range& r = *o;
        return r.filename.str() + ":" + std::to_string(r.start.line) + "," + std::to_string(r.start.column) + "-" +
               std::to_string(r.end.line) + "," + std::to_string(r.end.column) + "@" + std::to_string(r.start.byte);
    };
    return std::string(d.severity == hcl::severity::error ? "error " : "warning ") + d.summary + " | " + d.detail +
           " | " + where(d.subject) + " | " + where(d.context) + " | " + d.path;
}

std::vector<std::string> described(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) out.push_back(describe(d));
    return out;
}

// How many top-level blocks a parsed file's tree has.
std::size_t top_level_blocks(const hcl::file& f) {
    const auto content = f.body().node()->all_content();
    REQUIRE(content);
    return content->blocks.size();
}

// For the duration of a test, decoding from text parses on a helper thread
// from `bytes` on (when asked to), instead of from 1 MiB.
class parallel_from {
public:
    explicit parallel_from(std::size_t bytes) : saved_(hcl::detail::parallel_parse_min_bytes.exchange(bytes)) {}
    ~parallel_from() { hcl::detail::parallel_parse_min_bytes.store(saved_); }
    parallel_from(const parallel_from&) = delete;
    parallel_from& operator=(const parallel_from&) = delete;

private:
    std::size_t saved_;
};

hcl::decode_options in_parallel() {
    hcl::decode_options options;
    options.parallel_parse = true;
    return options;
}

// Decodes `text` with the parse on a helper thread, whatever its size;
// checks that the helper was used exactly when the text is all ASCII.
template <class T>
hcl::decode_result<T> decode_in_parallel(const std::string& text, const hcl::eval_context* ctx = nullptr) {
    const parallel_from any_size(0);
    const std::size_t before = hcl::detail::parallel_parses.load();
    auto r = hcl::try_decode_string<T>(text, "streamed.hcl", ctx, in_parallel());
    CHECK(hcl::detail::parallel_parses.load() - before == (hcl::unicode::is_ascii(text) ? 1u : 0u));
    return r;
}

// Decodes `text` both ways (and the third) and requires the same outcome;
// returns the streamed one. A file the result lists is the whole file; it
// lists one whenever there are diagnostics (their source). A parse on a
// helper thread drops the same blocks, so it lists the same files.
template <class T>
hcl::decode_result<T> same_both_ways(const std::string& text, const hcl::eval_context* ctx = nullptr) {
    auto streamed = hcl::try_decode_string<T>(text, "streamed.hcl", ctx);
    auto stepped = two_steps<T>(text, "streamed.hcl", ctx);
    CHECK(described(streamed.diagnostics) == described(stepped.diagnostics));
    CHECK(streamed.value == stepped.value);
    CHECK(streamed.files.size() <= 1);
    if (!streamed.diagnostics.empty()) CHECK(streamed.files.size() == 1);
    for (const auto& f : streamed.files) CHECK(top_level_blocks(*f) == top_level_blocks(*stepped.files.at(0)));
    auto parallel = decode_in_parallel<T>(text, ctx);
    CHECK(described(parallel.diagnostics) == described(stepped.diagnostics));
    CHECK(parallel.value == stepped.value);
    CHECK(parallel.files.size() == streamed.files.size());
    for (const auto& f : parallel.files) CHECK(top_level_blocks(*f) == top_level_blocks(*stepped.files.at(0)));
    return streamed;
}

// A context with count(n), which returns n and counts its calls in `calls`.
hcl::eval_context counting_context(int& calls) {
    hcl::function_spec spec;
    spec.parameters = {hcl::parameter{"n", hcl::type::number()}};
    spec.result_type = hcl::static_result_type(hcl::type::number());
    spec.implementation = [&calls](std::span<const hcl::value> args, const hcl::type&) -> hcl::call_result<hcl::value> {
        ++calls;
        return args[0];
    };
    hcl::eval_context ctx;
    ctx.set_function("count", hcl::function(std::move(spec)));
    return ctx;
}

const std::string services_text = R"(mode = "fast"

service "http" "web" {
  port = 80
  env  = { A = "1" }
  process "main" {
    command = ["run", "--port=${80 + 1}"]
  }
  process "aux" {
    command = []
    timeout = 5
  }
}

volume "data" { size = 10 }
region "eu" { size = 1 }
disk "ssd" {
  size = 3
}

service "tcp" "db" {
  port = 5432
}
defaults "d" {}
volume "logs" {}
service "udp" "dns" { port = 53 }
)";

}  // namespace

TEST_CASE("decode from text: blocks decoded while parsing give the two-step result", "[decode][streamed]") {
    const auto r = same_both_ways<config>(services_text);
    REQUIRE_FALSE(r.has_errors());
    REQUIRE(r.value.services.size() == 3);
    CHECK(r.value.services[0].processes[0].command == std::vector<std::string>{"run", "--port=81"});
    CHECK(r.value.services[0].processes[0].where.start.line == 6);
    CHECK(r.value.services[0].name_at.start.column == 16);
    CHECK(r.value.services[2].port_at.start.line == 26);
    CHECK(r.value.volumes.size() == 2);
    CHECK(r.value.disks.front().size == 3);
    CHECK(r.value.regions.at("eu").size == 1);
    CHECK(r.value.defaults.has_value());
    CHECK(r.value.mode == "fast");
}

TEST_CASE("decode from text: errors give the two-step diagnostics, in order, and value", "[decode][streamed]") {
    SECTION("a conversion error in the second of three blocks") {
        same_both_ways<config>("service \"a\" \"x\" { port = 1 }\nservice \"a\" \"y\" { port = \"no\" }\n"
                               "service \"a\" \"z\" { port = 3 }\n");
    }
    SECTION("an error in a nested block and one at the top level after it") {
        same_both_ways<config>("service \"a\" \"x\" {\n  port = 1\n  process \"p\" { timeout = [] }\n}\n"
                               "mode = {}\n");
    }
    SECTION("only the top level is wrong") {
        same_both_ways<config>("service \"a\" \"x\" { port = 1 }\nunknown = 1\nservice \"a\" \"y\" { port = 2 }\n");
    }
    SECTION("a block with the wrong number of labels among good ones") {
        same_both_ways<config>("service \"a\" \"x\" { port = 1 }\nservice \"a\" { port = 2 }\n"
                               "service \"a\" \"z\" \"extra\" { port = 3 }\nservice \"a\" \"w\" { port = 4 }\n");
    }
    SECTION("a block type nobody wants") {
        same_both_ways<config>("service \"a\" \"x\" { port = 1 }\nservise \"a\" \"y\" { port = 2 }\n");
    }
    SECTION("a missing attribute") {
        same_both_ways<config>("service \"a\" \"x\" { port = 1 }\nservice \"a\" \"y\" {}\n");
    }
    SECTION("an undefined variable") {
        same_both_ways<config>("service \"a\" \"x\" { port = var.p }\n");
    }
}

TEST_CASE("decode from text: a syntax error after decoded blocks leaves the value empty", "[decode][streamed]") {
    const auto r = same_both_ways<config>("service \"a\" \"x\" { port = 1 }\nservice \"a\" \"y\" { port = 2 }\n"
                                          "service \"a\" \"z\" { port = }\n");
    REQUIRE(r.has_errors());
    CHECK(r.value == config{});
    // A lexical error ahead of the first block's end.
    same_both_ways<config>("service \"a\" \"x\" { port = 1 } \x01\n");
}

TEST_CASE("decode from text: present blocks overlay member initializers as in two steps", "[decode][streamed]") {
    // Fewer blocks than initial elements: the rest are dropped.
    auto r = same_both_ways<prefilled>("item \"a\" {}\nitem \"b\" { size = 2 }\n");
    CHECK(r.value.items == std::vector<named>{{"a", 7}, {"b", 2}});
    // More blocks than initial elements.
    r = same_both_ways<prefilled>("item \"a\" {}\nitem \"b\" {}\nitem \"c\" {}\nitem \"d\" { size = 4 }\n");
    CHECK(r.value.items == std::vector<named>{{"a", 7}, {"b", 8}, {"c", 9}, {"d", 4}});
    // None.
    same_both_ways<prefilled>("");
}

TEST_CASE("decode from text: non-ASCII text on a block's line gives the same ranges", "[decode][streamed]") {
    const auto r = same_both_ways<config>("service \"é\" \"ü̈\" { port = 1 } # ☃\nservice \"ж\" \"x\" { port = 2 }\n");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.services[0].name_at.start.column == 13);
}

TEST_CASE("decode from text: every block is evaluated once", "[decode][streamed]") {
    int calls = 0;
    const hcl::eval_context ctx = counting_context(calls);
    const std::string text = "service \"a\" \"x\" { port = count(1) }\nservice \"a\" \"y\" { port = count(2) }\n"
                             "mode = \"m\"\nservice \"a\" \"z\" { port = count(3) }\n";
    const auto r = hcl::try_decode_string<config>(text, "streamed.hcl", &ctx);
    REQUIRE_FALSE(r.has_errors());
    CHECK(calls == 3);
    CHECK(r.value.services[2].port == 3);
}

TEST_CASE("decode from text: an exception from a user conversion leaves as in two steps", "[decode][streamed]") {
    const std::string text = "item \"a\" { value = 1 }\nitem \"b\" { value = 13 }\nitem \"c\" { value = 3 }\n";
    CHECK_THROWS_WITH(two_steps<items>(text), "unlucky");
    CHECK_THROWS_WITH(hcl::try_decode_string<items>(text, "streamed.hcl"), "unlucky");
    CHECK_THROWS_WITH(decode_in_parallel<items>(text), "unlucky");
    const auto r = same_both_ways<items>("item \"a\" { value = 1 }\nitem \"c\" { value = 3 }\n");
    CHECK(r.value.all.size() == 2);
}

TEST_CASE("decode from text: kept expressions and bodies outlive the result's files", "[decode][streamed]") {
    pipeline p;
    {
        auto r = hcl::try_decode_string<pipeline>(
            "step \"a\" {\n  run = 1 + 1\n  note = \"kept\"\n}\nextra = true\nstep \"b\" { run = \"x\" }\n", "p.hcl");
        REQUIRE_FALSE(r.has_errors());
        p = std::move(r.value);
    }
    REQUIRE(p.steps.size() == 2);
    hcl::diagnostics diags;
    CHECK(p.steps[0].run.evaluate(diags).as_number().to_int64() == 2);
    const auto rest = p.steps[0].rest.just_attributes(diags);
    CHECK(rest.at("note").expression.evaluate(diags).as_string() == "kept");
    hcl::body_schema top;
    top.attributes.push_back({"extra", true});
    CHECK(p.rest.content(top, diags).attributes.size() == 1);
    CHECK(p.steps[1].run.range().start.line == 6);
    CHECK_FALSE(diags.has_errors());
}

TEST_CASE("decode from text: JSON text and files decode as before", "[decode][streamed]") {
    const auto r = hcl::try_decode_string<config>(
        R"({"mode": "j", "service": {"http": {"web": {"port": 8}}}, "volume": {"v": {}}})", "c.json");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.services.at(0).port == 8);
    CHECK(r.value.volumes.size() == 1);
    const auto missing = hcl::try_decode_file<config>("no-such-dir/none.hcl");
    REQUIRE(missing.has_errors());
    CHECK(missing.diagnostics[0].summary == "Failed to read file");
}

TEST_CASE("decode from text: a member for the whole body still sees every block", "[decode][streamed]") {
    const auto r = hcl::try_decode_string<with_whole>("item \"a\" {}\nitem \"b\" { size = 2 }\n", "w.hcl");
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.value.items == std::vector<named>{{"a", 0}, {"b", 2}});
    hcl::body_schema schema;
    schema.blocks.push_back({"item", {"name"}});
    hcl::diagnostics diags;
    CHECK(r.value.whole.content(schema, diags).blocks.size() == 2);
    CHECK_FALSE(diags.has_errors());
}

TEST_CASE("decode from text: a clean decode drops each block's tree and lists no file", "[decode][streamed]") {
    // Nothing in `config` keeps a part of the tree: every streamed block is
    // dropped once decoded, so the file is not whole and is not listed.
    const auto r = same_both_ways<config>(services_text);
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.files.empty());
    // With an error anywhere, the result lists the whole file (parsed
    // again), for the diagnostics' source.
    const auto broken = same_both_ways<config>(services_text + "service \"tcp\" \"late\" { port = \"x\" }\n");
    REQUIRE(broken.has_errors());
    REQUIRE(broken.files.size() == 1);
    CHECK(top_level_blocks(*broken.files[0]) == 9);
    CHECK(broken.files[0]->source().size() > services_text.size());
}

TEST_CASE("decode from text: blocks whose values keep a part of the tree stay in it", "[decode][streamed]") {
    // Each step keeps an expression and a body: its block is not dropped
    // (its memory is not reused for the next one), and the file is listed
    // whole. With the parse on a helper thread too, where blocks are dropped
    // in runs (more steps than a run holds).
    const int count = 200;
    std::string text;
    for (int i = 0; i < count; ++i) {
        text += "step \"s" + std::to_string(i) + "\" {\n  run = " + std::to_string(i) + " + 1\n  note = \"n" +
                std::to_string(i) + "\"\n}\n";
    }
    for (const bool parallel : {false, true}) {
        INFO((parallel ? "on a helper thread" : "on one thread"));
        recipe kept;
        {
            auto r = parallel ? decode_in_parallel<recipe>(text) : hcl::try_decode_string<recipe>(text, "r.hcl");
            REQUIRE_FALSE(r.has_errors());
            REQUIRE(r.files.size() == 1);
            CHECK(top_level_blocks(*r.files[0]) == count);
            kept = std::move(r.value);
        }
        REQUIRE(kept.steps.size() == count);
        hcl::diagnostics diags;
        int right = 0;
        for (int i = 0; i < count; ++i) {
            const step& s = kept.steps[static_cast<std::size_t>(i)];
            right += s.run.evaluate(diags).as_number().to_int64() == i + 1 &&
                             s.rest.just_attributes(diags).at("note").expression.evaluate(diags).as_string() ==
                                 "n" + std::to_string(i) &&
                             s.run.range().start.line == static_cast<std::uint32_t>(i * 4 + 2)
                         ? 1
                         : 0;
        }
        CHECK(right == count);
        CHECK_FALSE(diags.has_errors());
    }
}

TEST_CASE("decode from text: a member for the file's body keeps every block", "[decode][streamed]") {
    const auto r = hcl::try_decode_string<with_whole>("item \"a\" {}\nitem \"b\" {}\nitem \"c\" {}\n", "w.hcl");
    REQUIRE_FALSE(r.has_errors());
    REQUIRE(r.files.size() == 1);
    CHECK(top_level_blocks(*r.files[0]) == 3);
}

TEST_CASE("decode from text: many dropped blocks, then an error, give the two-step result", "[decode][streamed]") {
    // Enough blocks for the parser to reuse its memory many times over,
    // with top-level attributes between them (parsed into reused memory),
    // then an error that sends the decode back to the whole file.
    std::string text;
    for (int i = 0; i < 400; ++i) {
        text += "service \"http\" \"s" + std::to_string(i) + "\" {\n  port = " + std::to_string(i) +
                "\n  env = { K = \"v" + std::to_string(i) + "\" }\n  process \"p\" { command = [\"x\", \"${" +
                std::to_string(i) + " * 2}\"] }\n}\n";
        if (i == 150) text += "mode = \"m${1 + 1}\"\n";
    }
    const auto clean = same_both_ways<config>(text);
    REQUIRE_FALSE(clean.has_errors());
    CHECK(clean.files.empty());
    REQUIRE(clean.value.services.size() == 400);
    CHECK(clean.value.mode == "m2");
    CHECK(clean.value.services[399].processes[0].command[1] == "798");
    CHECK(clean.value.services[399].env.at("K") == "v399");
    CHECK(clean.value.services[200].port_at.start.line == 200 * 5 + 2 + 1);
    const auto broken = same_both_ways<config>(text + "volume \"v\" { size = nope }\n");
    CHECK(broken.has_errors());
}

// --- the parse on a helper thread (decode_options::parallel_parse) -----------

namespace {

// `count` services of the benchmark's shape, with a mode among them.
std::string many_services(int count) {
    std::string text;
    for (int i = 0; i < count; ++i) {
        text += "service \"http\" \"s" + std::to_string(i) + "\" {\n  port = " + std::to_string(i) +
                "\n  env = { K = \"v" + std::to_string(i) + "\" }\n  process \"p\" { command = [\"x\", \"${" +
                std::to_string(i) + " * 2}\"] }\n}\n";
        if (i == count / 3) text += "mode = \"m${1 + 1}\"\n";
    }
    return text;
}

}  // namespace

TEST_CASE("parallel parse: thousands of blocks pass between the threads in order", "[decode][streamed][parallel]") {
    // Many times the hand-over ring's length: each thread waits for the
    // other many times over.
    const std::string text = many_services(3000);
    const auto r = same_both_ways<config>(text);
    REQUIRE_FALSE(r.has_errors());
    // Each block is decoded once, as it comes: nothing is decoded again
    // from the finished file (which a block lost or handed over twice would
    // cause).
    int calls = 0;
    const hcl::eval_context ctx = counting_context(calls);
    std::string counted = text;
    for (std::size_t at = counted.find("port = "); at != std::string::npos; at = counted.find("port = ", at + 1)) {
        counted.insert(at + 7, "count(");
        counted.insert(counted.find('\n', at), ")");
    }
    const auto parallel = decode_in_parallel<config>(counted, &ctx);
    REQUIRE_FALSE(parallel.has_errors());
    CHECK(calls == 3000);
    REQUIRE(parallel.value.services.size() == 3000);
    CHECK(parallel.value.services[2999].processes[0].command[1] == "5998");
    CHECK(parallel.value.services[1234].name == "s1234");
    CHECK(parallel.value.services[2000].port_at.start.line == 2000 * 5 + 2 + 1);
    CHECK(parallel.value.mode == "m2");
}

TEST_CASE("parallel parse: an error late in a long file gives the two-step diagnostics", "[decode][streamed][parallel]") {
    std::string text = many_services(1500);
    text.insert(text.find("port = 1400"), "port = \"no\"\n  ");
    const auto r = same_both_ways<config>(text + "volume \"v\" { size = nope }\n");
    REQUIRE(r.has_errors());
    // A syntax error near the end, after the reader has decoded most blocks.
    same_both_ways<config>(many_services(1500) + "service \"a\" \"z\" { port = }\n");
}

TEST_CASE("parallel parse: a file read from disk takes the helper thread too", "[decode][streamed][parallel]") {
    const std::string text = many_services(500);
    const std::string path =
        (std::filesystem::temp_directory_path() / "hclcpp-parallel-parse-test.hcl").string();
    {
        std::ofstream out(path, std::ios::binary);
        out << text;
    }
    const parallel_from any_size(0);
    const std::size_t before = hcl::detail::parallel_parses.load();
    const auto r = hcl::try_decode_file<config>(path, nullptr, in_parallel());
    std::filesystem::remove(path);
    REQUIRE_FALSE(r.has_errors());
    CHECK(hcl::detail::parallel_parses.load() == before + 1);
    // The ranges name the file.
    CHECK(r.value == two_steps<config>(text, path).value);
    CHECK(r.value.services[499].port_at.filename.str() == path);
}

TEST_CASE("parallel parse: small or non-ASCII texts are parsed on the calling thread", "[decode][streamed][parallel]") {
    const std::string text = many_services(20);
    const std::size_t before = hcl::detail::parallel_parses.load();
    // Below the default size (1 MiB): the option is ignored.
    auto small = hcl::try_decode_string<config>(text, "small.hcl", nullptr, in_parallel());
    REQUIRE_FALSE(small.has_errors());
    CHECK(small.value.services.size() == 20);
    CHECK(hcl::detail::parallel_parses.load() == before);
    // Not ASCII: positions would depend on tokens still being parsed.
    const auto r = same_both_ways<config>(text + "service \"a\" \"\u00e9t\u00e9\" { port = 7 }\n");
    CHECK(r.value.services.back().name == "\u00e9t\u00e9");
    CHECK(hcl::detail::parallel_parses.load() == before + 0);
}
