// The decoder reads bodies through body_node::schema_items (content as
// views, docs/decoder.md "Content as views"): the same items and
// diagnostics as content(), and owning handles for what a struct keeps.
#include <hcl/decode.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>

#include <boost/describe.hpp>
#include "support/catch.hpp"

#include <memory>
#include <string>
#include <vector>

namespace decode_views_test {
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
};
BOOST_DESCRIBE_STRUCT(pipeline, (), (steps))
constexpr auto hcl_fields(hcl::type_tag<pipeline>) {
    return hcl::fields(hcl::field(&pipeline::steps, hcl::tag::block("step")));
}
}  // namespace decode_views_test

using decode_views_test::pipeline;

namespace decode_views_test {
struct job {
    std::string name;
    int retries = 0;
    hcl::source_range whole;
    hcl::source_range name_at;
    hcl::source_range value_at;
};
BOOST_DESCRIBE_STRUCT(job, (), (name, retries, whole, name_at, value_at))
constexpr auto hcl_fields(hcl::type_tag<job>) {
    return hcl::fields(hcl::field(&job::name, hcl::tag::label()), hcl::field(&job::whole, hcl::tag::attr_range("retries")),
                       hcl::field(&job::name_at, hcl::tag::attr_name_range("retries")),
                       hcl::field(&job::value_at, hcl::tag::attr_value_range("retries")));
}

struct jobs {
    std::vector<job> items;
};
BOOST_DESCRIBE_STRUCT(jobs, (), (items))
constexpr auto hcl_fields(hcl::type_tag<jobs>) { return hcl::fields(hcl::field(&jobs::items, hcl::tag::block("job"))); }
}  // namespace decode_views_test

namespace {
std::vector<std::string> described(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) {
        out.push_back(d.summary + " | " + d.detail + " | " + (d.subject ? d.subject->to_string() : std::string("-")));
    }
    return out;
}

const char* pipeline_text = "step \"build\" {\n  run = x + 1\n  retries = 3\n}\n";

void check_kept_handles(hcl::parse_result parsed) {
    REQUIRE_FALSE(parsed.has_errors());
    auto r = hcl::try_decode<pipeline>(parsed.file->body());
    parsed.file.reset();  // the decoded struct alone keeps the file alive now
    REQUIRE_FALSE(r.has_errors());
    REQUIRE(r.value.steps.size() == 1);
    const auto& s = r.value.steps[0];
    CHECK(s.name == "build");
    hcl::eval_context ctx;
    ctx.set_variable("x", hcl::value::number(std::int64_t{41}));
    hcl::diagnostics d;
    CHECK(s.run.evaluate(ctx, d) == hcl::value::number(std::int64_t{42}));
    CHECK(s.run.range().start.line == 2);
    const auto rest = s.rest.just_attributes(d);
    CHECK(d.empty());
    REQUIRE(rest.count("retries") == 1);
    CHECK(rest.at("retries").expression.evaluate(d) == hcl::value::number(std::int64_t{3}));
    CHECK(rest.at("retries").range().start.line == 3);
}
}  // namespace

TEST_CASE("decode views: expression and remain members of nested blocks own their file (model: bodies)",
          "[decode]") {
    SECTION("native syntax") { check_kept_handles(hcl::native::parse_config(pipeline_text, "p.hcl")); }
    SECTION("JSON syntax") {
        check_kept_handles(
            hcl::json::parse("{\"step\": {\"build\": {\n\"run\": \"${x + 1}\",\n\"retries\": 3}}}", "p.json"));
    }
}

TEST_CASE("decode views: native schema_items reports what content() reports (reference-behaviour §1.2)",
          "[decode]") {
    const char* text = "a = 1\nzz = 2\nb = 3\nblk \"x\" {}\nblk {}\nother {}\n";
    auto parsed = hcl::native::parse_config(text, "v.hcl");
    REQUIRE_FALSE(parsed.has_errors());
    hcl::body_schema schema;
    schema.attributes = {{"b", false}, {"a", true}, {"missing", true}};
    schema.blocks = {{"blk", {"name"}}};
    const hcl::body b = parsed.file->body();

    hcl::diagnostics from_content;
    const auto content = b.content(schema, from_content);
    hcl::diagnostics from_items;
    hcl::detail::content_items items;
    b.node()->schema_items(schema, nullptr, items, from_items);

    CHECK(described(from_items) == described(from_content));
    REQUIRE(items.attributes.size() == 3);
    CHECK(items.attributes[0].present);
    CHECK(items.attributes[0].name == "b");
    CHECK(items.attributes[1].present);
    CHECK(items.attributes[1].name == "a");
    CHECK_FALSE(items.attributes[2].present);
    CHECK(items.attributes[0].ranges.get(0) == content.attributes.at("b").range());
    CHECK(items.attributes[1].ranges.get(1) == content.attributes.at("a").name_range());
    CHECK(items.missing_item_range() == content.missing_item_range());
    // The block with a wrong label count is reported, not handed over.
    REQUIRE(items.blocks.size() == 1);
    REQUIRE(content.blocks.size() == 1);
    CHECK(items.blocks[0].type == "blk");
    CHECK(items.blocks[0].schema_index == 0);
    REQUIRE(items.blocks[0].labels.size() == 1);
    CHECK(items.blocks[0].labels[0] == "x");
    CHECK(items.blocks[0].range(0) == content.blocks[0].def_range());
    CHECK(items.blocks[0].label_ranges() == content.blocks[0].label_ranges());
    CHECK(items.blocks[0].body == content.blocks[0].body_node.get());

    // Partial: the same items, the rest in `remain`.
    hcl::diagnostics partial_diags;
    std::shared_ptr<const hcl::body_node> remain;
    b.node()->schema_items(schema, &remain, items, partial_diags);
    REQUIRE(remain);
    hcl::body_schema leftovers;
    leftovers.attributes = {{"zz", true}};
    leftovers.blocks = {{"other", {}}};
    hcl::diagnostics rest_diags;
    const auto rest = hcl::body(remain).content(leftovers, rest_diags);
    CHECK(rest_diags.empty());
    CHECK(rest.attributes.count("zz") == 1);
    CHECK(rest.blocks.size() == 1);
}

TEST_CASE("decode views: the default schema_items points into content() (merged bodies)", "[decode]") {
    auto one = hcl::native::parse_config("step \"a\" {\n  run = 1\n}\n", "one.hcl");
    auto two = hcl::json::parse(R"({"step": {"b": {"run": 2, "extra": true}}})", "two.json");
    REQUIRE_FALSE(one.has_errors());
    REQUIRE_FALSE(two.has_errors());
    const hcl::body merged = hcl::merge_bodies({one.file->body(), two.file->body()});
    one.file.reset();
    two.file.reset();
    auto r = hcl::try_decode<pipeline>(merged);
    REQUIRE_FALSE(r.has_errors());
    REQUIRE(r.value.steps.size() == 2);
    CHECK(r.value.steps[0].name == "a");
    CHECK(r.value.steps[1].name == "b");
    hcl::diagnostics d;
    CHECK(r.value.steps[1].run.evaluate(d) == hcl::value::number(std::int64_t{2}));
    CHECK(r.value.steps[1].rest.just_attributes(d).count("extra") == 1);
}

// Member conversions take views of the attributes (name and expression
// node); ranges and conversion failures read the same source either way.
TEST_CASE("decode views: attribute ranges and conversion failures from views and whole attributes (model: bodies)",
          "[decode]") {
    using decode_views_test::jobs;
    const char* text = "job \"a\" {\n  retries = 2\n}\njob \"b\" {\n  retries = \"many\"\n}\n";
    auto parsed = hcl::native::parse_config(text, "j.hcl");
    REQUIRE_FALSE(parsed.has_errors());
    auto check = [](const hcl::decode_result<jobs>& r) {
        REQUIRE(r.value.items.size() == 2);
        const auto& a = r.value.items[0];
        CHECK(a.retries == 2);
        // `  retries = 2` on line 2: the name at columns 3-9, the value at 13.
        CHECK(a.whole.start.line == 2);
        CHECK(a.whole.start.column == 3);
        CHECK(a.whole.end.column == 14);
        CHECK(a.name_at.start.column == 3);
        CHECK(a.name_at.end.column == 10);
        CHECK(a.value_at.start.column == 13);
        CHECK(a.value_at.end.column == 14);
        REQUIRE(r.diagnostics.size() == 1);
        const auto& d = r.diagnostics[0];
        CHECK(d.summary == "Unsuitable value type");
        CHECK(d.path == "job \"b\" > retries");
        REQUIRE(d.subject);
        // The subject is the template's first part: the text inside the quotes.
        CHECK(d.subject->start.line == 5);
        CHECK(d.subject->start.column == 14);
        REQUIRE(d.context);
        CHECK(d.context->start.column == 13);
        CHECK(d.context->end.column == 19);
    };
    SECTION("native syntax: views") { check(hcl::try_decode<jobs>(parsed.file->body())); }
    SECTION("merged bodies: whole attributes") {
        auto empty = hcl::json::parse("{}", "e.json");
        REQUIRE_FALSE(empty.has_errors());
        check(hcl::try_decode<jobs>(hcl::merge_bodies({parsed.file->body(), empty.file->body()})));
    }
}

TEST_CASE("decode views: decode_expression converts an expression handle (model: expressions)", "[decode]") {
    auto parsed = hcl::native::parse_config("v = \"x\"\n", "e.hcl");
    REQUIRE_FALSE(parsed.has_errors());
    hcl::diagnostics d;
    const auto attrs = parsed.file->body().just_attributes(d);
    REQUIRE(attrs.count("v") == 1);
    const hcl::expression& e = attrs.at("v").expression;
    CHECK(hcl::decode_expression<std::string>(e) == "x");
    // An expression member gets the same handle (it owns the file).
    CHECK(hcl::decode_expression<hcl::expression>(e).node() == e.node());
    const auto r = hcl::try_decode_expression<int>(e);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].summary == "Unsuitable value type");
    CHECK(r.diagnostics[0].path.empty());
    REQUIRE(r.diagnostics[0].subject);
    CHECK(*r.diagnostics[0].subject == e.start_range());
}

namespace {
// The `svc` blocks (one label) of a file's body, as the decoder reads them.
hcl::detail::content_items svc_items(const hcl::parse_result& parsed) {
    hcl::body_schema schema;
    schema.blocks = {{"svc", {"name"}}};
    hcl::diagnostics diags;
    hcl::detail::content_items items;
    parsed.file->body().node()->schema_items(schema, nullptr, items, diags);
    CHECK(diags.empty());
    return items;
}
}  // namespace

TEST_CASE("decode views: native block items say where their tree and text lie", "[decode]") {
    std::string text = "svc \"a\" {\n  x = [1, 2]\n  inner \"p\" { y = 1 }\n}\nsvc \"b\" {\n  x = [3]\n}\nsvc \"c\" {}\n";
    // A block longer than the hint's limit (16 KiB) is hinted in part.
    text += "svc \"big\" {\n";
    for (int i = 0; i < 2000; ++i) text += "  a" + std::to_string(i) + " = \"" + std::string(8, 'v') + "\"\n";
    text += "}\n";
    auto parsed = hcl::native::parse_config(text, "h.hcl");
    REQUIRE_FALSE(parsed.has_errors());
    const auto items = svc_items(parsed);
    REQUIRE(items.blocks.size() == 4);

    const char* source = parsed.file->source().data();
    const auto text_of = [&](const hcl::detail::block_item& b) {
        return std::string_view(static_cast<const char*>(b.text.begin),
                                static_cast<const char*>(b.text.end) - static_cast<const char*>(b.text.begin));
    };
    CHECK(text_of(items.blocks[0]) == "svc \"a\" {\n  x = [1, 2]\n  inner \"p\" { y = 1 }\n}");
    CHECK(text_of(items.blocks[1]) == "svc \"b\" {\n  x = [3]\n}");
    CHECK(text_of(items.blocks[2]) == "svc \"c\" {}");
    CHECK(static_cast<const char*>(items.blocks[3].text.begin) == source + text.find("svc \"big\""));
    CHECK(text_of(items.blocks[3]).size() == 16 * 1024);

    for (const auto& b : items.blocks) {
        // The tree hint covers the block's body record and stays small.
        const auto* begin = static_cast<const char*>(b.tree.begin);
        const auto* end = static_cast<const char*>(b.tree.end);
        const auto* body = reinterpret_cast<const char*>(b.body);
        if (b.labels[0] == "big") {
            CHECK((begin == nullptr || end - begin <= 16 * 1024));
            continue;
        }
        INFO(b.labels[0]);
        REQUIRE(begin != nullptr);
        CHECK(begin <= body);
        CHECK(body < end);
        CHECK(end - begin <= 16 * 1024);
    }
    // The second block's tree begins where the first one's ends: it holds
    // its expressions, which lie before its body record.
    CHECK(items.blocks[1].tree.begin == items.blocks[0].tree.end);
}

TEST_CASE("decode views: JSON block items carry no memory hints", "[decode]") {
    auto parsed = hcl::json::parse(R"({"svc": {"a": {"x": 1}}})", "h.json");
    REQUIRE_FALSE(parsed.has_errors());
    const auto items = svc_items(parsed);
    REQUIRE(items.blocks.size() == 1);
    CHECK(items.blocks[0].tree.begin == nullptr);
    CHECK(items.blocks[0].text.begin == nullptr);
}
