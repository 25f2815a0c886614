// Schema processing of native-syntax bodies (reference-behaviour §1.2 "Body
// content extraction", §3.5 did-you-mean; information model "Schema-driven
// Processing" and "Partial Processing of Body Content").
//
// Expected diagnostics, ranges and details were probed with the reference
// (hclsyntax.Body Content/PartialContent/JustAttributes, hcl v2.14.1).
#include <hcl/body.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/schema.hpp>

#include "support/catch.hpp"

#include <algorithm>
#include <random>
#include <string>
#include <tuple>
#include <vector>

namespace {

// "L:C-L:C", or "" for no range.
std::string span_of(const hcl::source_range& r) {
    return std::to_string(r.start.line) + ":" + std::to_string(r.start.column) + "-" + std::to_string(r.end.line) +
           ":" + std::to_string(r.end.column);
}
std::string span_of(const std::optional<hcl::source_range>& r) { return r ? span_of(*r) : std::string(); }

// One line per diagnostic: summary | detail | subject | context.
std::vector<std::string> describe(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) {
        out.push_back(d.summary + " | " + d.detail + " | " + span_of(d.subject) + " | " + span_of(d.context));
    }
    return out;
}

hcl::body parse_body(std::string source) {
    auto parsed = hcl::native::parse_config(std::move(source), "t.hcl");
    INFO(parsed.diagnostics.to_string());
    REQUIRE_FALSE(parsed.has_errors());
    return parsed.file->body();
}

std::vector<std::string> names_of(const hcl::attribute_map& attrs) {
    std::vector<std::string> out;
    for (const auto& [name, a] : attrs) out.push_back(name);
    return out;
}

std::vector<std::string> blocks_of(const hcl::body_content& c) {
    std::vector<std::string> out;
    for (const auto& b : c.blocks) {
        std::string text = b.type;
        for (const auto& l : b.labels) text += " \"" + l + "\"";
        out.push_back(text + " @" + span_of(b.def_range()));
    }
    return out;
}

const char* const service_file =
    "\n"
    "# leading comment\n"
    "name = \"x\"\n"
    "port = 80\n"
    "nmae2 = 1\n"
    "service \"http\" \"web\" {\n"
    "  a = 1\n"
    "}\n"
    "service \"only\" {\n"
    "}\n"
    "service \"a\" \"b\" \"c\" {}\n"
    "srvice {}\n"
    "thing = 2\n";

const hcl::body_schema service_schema{
    {{"name", true}, {"missing", true}, {"nmae", false}},
    {{"service", {"protocol", "name"}}, {"thing", {}}},
};

}  // namespace

TEST_CASE("native body content: schema items, label checks, leftovers with suggestions [ref:1.2][ref:3.5]") {
    auto body = parse_body(service_file);
    hcl::diagnostics diags;
    auto content = body.content(service_schema, diags);

    CHECK(names_of(content.attributes) == std::vector<std::string>{"name"});
    const auto& name = content.attributes.at("name");
    CHECK(span_of(name.range()) == "3:1-3:11");
    CHECK(span_of(name.name_range()) == "3:1-3:5");
    hcl::diagnostics value_diags;
    CHECK(name.expression.evaluate(value_diags) == hcl::value::string("x"));

    // Blocks with the wrong number of labels are dropped.
    CHECK(blocks_of(content) == std::vector<std::string>{"service \"http\" \"web\" @6:1-6:21"});
    REQUIRE(content.blocks.size() == 1);
    CHECK(span_of(content.blocks[0].type_range()) == "6:1-6:8");
    REQUIRE(content.blocks[0].label_ranges().size() == 2);
    CHECK(span_of(content.blocks[0].label_ranges()[1]) == "6:16-6:21");
    // A file's missing-item range is zero-width at its first token (here
    // the leading newline).
    CHECK(span_of(content.missing_item_range()) == "1:1-1:1");

    CHECK(describe(diags) ==
          std::vector<std::string>{
              "Missing required argument | The argument \"missing\" is required, but no definition was found. | "
              "1:1-1:1 | ",
              "Missing name for service | All service blocks must have 2 labels (protocol, name). | 9:16-9:17 | "
              "9:1-9:17",
              "Extraneous label for service | Only 2 labels (protocol, name) are expected for service blocks. | "
              "11:17-11:20 | 11:1-11:22",
              "Unsupported argument | An argument named \"port\" is not expected here. | 4:1-4:5 | ",
              "Unsupported argument | An argument named \"nmae2\" is not expected here. Did you mean \"nmae\"? | "
              "5:1-5:6 | ",
              "Unsupported argument | An argument named \"thing\" is not expected here. Did you mean to define a "
              "block of type \"thing\"? | 13:1-13:6 | ",
              "Unsupported block type | Blocks of type \"srvice\" are not expected here. Did you mean \"service\"? | "
              "12:1-12:7 | ",
          });
}

TEST_CASE("native body content: a block type named like a schema attribute gets the equals-sign hint [ref:1.2]") {
    auto body = parse_body("port {}\n");
    hcl::diagnostics diags;
    body.content({{{"port", false}}, {}}, diags);
    CHECK(describe(diags) == std::vector<std::string>{
                                 "Unsupported block type | Blocks of type \"port\" are not expected here. Did you mean "
                                 "to define argument \"port\"? If so, use the equals sign to assign it a value. | "
                                 "1:1-1:5 | ",
                             });
}

TEST_CASE("native body content: suggestions only name schema attributes not already set [ref:1.2]") {
    // "nmae" is set, so "name" is the only candidate left for "nam".
    auto body = parse_body("nmae = 1\nnam = 2\n");
    hcl::diagnostics diags;
    body.content({{{"nmae", false}, {"name", false}}, {}}, diags);
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].detail == "An argument named \"nam\" is not expected here. Did you mean \"name\"?");
}

TEST_CASE("native body: labels where none are expected [ref:1.2]") {
    auto body = parse_body("thing \"x\" \"y\" {\n}\n");
    hcl::diagnostics diags;
    auto content = body.content({{}, {{"thing", {}}}}, diags);
    CHECK(content.blocks.empty());
    CHECK(describe(diags) == std::vector<std::string>{
                                 "Extraneous label for thing | No labels are expected for thing blocks. | 1:7-1:10 | "
                                 "1:1-1:16",
                             });
}

TEST_CASE("native body: a block body's missing-item range is its opening brace [ref:1.2]") {
    auto body = parse_body(service_file);
    hcl::diagnostics diags;
    auto content = body.content(service_schema, diags);
    REQUIRE(content.blocks.size() == 1);
    hcl::diagnostics inner_diags;
    auto inner = content.blocks[0].body().content({{{"a", true}, {"b", true}}, {}}, inner_diags);
    CHECK(names_of(inner.attributes) == std::vector<std::string>{"a"});
    CHECK(span_of(inner.missing_item_range()) == "6:22-6:22");
    CHECK(describe(inner_diags) ==
          std::vector<std::string>{
              "Missing required argument | The argument \"b\" is required, but no definition was found. | "
              "6:22-6:22 | ",
          });
}

TEST_CASE("native body partial_content: the remainder hides what was taken [ref:1.2][spec:Partial Processing]") {
    auto body = parse_body(service_file);
    hcl::diagnostics diags;
    hcl::body rest;
    auto content = body.partial_content(service_schema, rest, diags);
    CHECK(names_of(content.attributes) == std::vector<std::string>{"name"});
    CHECK(blocks_of(content) == std::vector<std::string>{"service \"http\" \"web\" @6:1-6:21"});
    // Only the schema's own problems: leftovers are not errors here.
    CHECK(describe(diags) ==
          std::vector<std::string>{
              "Missing required argument | The argument \"missing\" is required, but no definition was found. | "
              "1:1-1:1 | ",
              "Missing name for service | All service blocks must have 2 labels (protocol, name). | 9:16-9:17 | "
              "9:1-9:17",
              "Extraneous label for service | Only 2 labels (protocol, name) are expected for service blocks. | "
              "11:17-11:20 | 11:1-11:22",
          });

    // A taken attribute is missing from the remainder, even when required.
    hcl::diagnostics rest_diags;
    auto more = rest.content({{{"port", false}, {"name", true}}, {{"srvice", {}}}}, rest_diags);
    CHECK(names_of(more.attributes) == std::vector<std::string>{"port"});
    CHECK(blocks_of(more) == std::vector<std::string>{"srvice @12:1-12:7"});
    CHECK(span_of(more.missing_item_range()) == "1:1-1:1");
    CHECK(describe(rest_diags) ==
          std::vector<std::string>{
              "Missing required argument | The argument \"name\" is required, but no definition was found. | "
              "1:1-1:1 | ",
              "Unsupported argument | An argument named \"nmae2\" is not expected here. | 5:1-5:6 | ",
              "Unsupported argument | An argument named \"thing\" is not expected here. | 13:1-13:6 | ",
          });
}

TEST_CASE("native body partial_content: a remainder's remainder hides both schemas' items [spec:Partial Processing]") {
    auto body = parse_body("a = 1\nb = 2\nc = 3\nx {}\ny {}\n");
    hcl::diagnostics diags;
    hcl::body rest1, rest2;
    body.partial_content({{{"a", false}}, {{"x", {}}}}, rest1, diags);
    auto second = rest1.partial_content({{{"b", false}}, {}}, rest2, diags);
    CHECK(names_of(second.attributes) == std::vector<std::string>{"b"});
    auto last = rest2.content({}, diags);
    std::vector<std::string> summaries;
    for (const auto& d : diags) summaries.push_back(d.summary + " " + span_of(d.subject));
    CHECK(summaries == std::vector<std::string>{"Unsupported argument 3:1-3:2", "Unsupported block type 5:1-5:2"});
}

TEST_CASE("native body just_attributes: every visible attribute; the first block is an error [ref:1.2]") {
    auto body = parse_body(service_file);
    hcl::diagnostics diags;
    auto attrs = body.just_attributes(diags);
    CHECK(names_of(attrs) == std::vector<std::string>{"name", "nmae2", "port", "thing"});
    CHECK(span_of(attrs.at("port").range()) == "4:1-4:10");
    CHECK(describe(diags) == std::vector<std::string>{
                                 "Unexpected \"service\" block | Blocks are not allowed here. | 6:1-6:8 | ",
                             });

    // On a remainder, taken attributes and taken blocks are gone: only the
    // blocks nobody took are errors (a deviation from the reference, which
    // still reports the taken ones; docs/deviations.md).
    hcl::diagnostics rest_diags;
    hcl::body rest;
    body.partial_content(service_schema, rest, rest_diags);
    rest_diags.clear();
    auto rest_attrs = rest.just_attributes(rest_diags);
    CHECK(names_of(rest_attrs) == std::vector<std::string>{"nmae2", "port", "thing"});
    CHECK(describe(rest_diags) == std::vector<std::string>{
                                      "Unexpected \"srvice\" block | Blocks are not allowed here. | 12:1-12:7 | ",
                                  });

    hcl::diagnostics clean;
    auto only = parse_body("a = 1\n").just_attributes(clean);
    CHECK(names_of(only) == std::vector<std::string>{"a"});
    CHECK(clean.empty());
}

TEST_CASE("native body content: attributes come in name order whatever the source order [ref:1.2]") {
    // The map takes the body's attributes as they are: the body itself must
    // put them in std::less<> order (bytewise: capitals first, a name before
    // its extensions) for iteration and lookups to work.
    auto body = parse_body("zeta = 1\nab = 2\nB = 3\na = 4\nabc = 5\n_x = 6\n");
    const hcl::body_schema schema{{{"a"}, {"ab"}, {"abc"}, {"B"}, {"zeta"}, {"_x"}}, {}};
    hcl::diagnostics diags;
    auto content = body.content(schema, diags);
    CHECK(diags.empty());
    CHECK(names_of(content.attributes) == std::vector<std::string>{"B", "_x", "a", "ab", "abc", "zeta"});
    for (const auto& [name, a] : content.attributes) {
        REQUIRE(content.attributes.find(name) != content.attributes.end());
        CHECK(content.attributes.find(name)->second.name == name);
        CHECK(a.name == name);
    }
    CHECK(content.attributes.find("abcd") == content.attributes.end());
    CHECK(content.attributes.find("A") == content.attributes.end());
}

TEST_CASE("native body: an invalid schema is reported, not applied") {
    auto body = parse_body("a = 1\n");
    const hcl::body_schema bad{{{"a", false}, {"a", true}}, {}};
    hcl::diagnostics diags;
    auto content = body.content(bad, diags);
    CHECK(content.attributes.empty());
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].summary == "Invalid schema");

    hcl::diagnostics partial_diags;
    hcl::body rest;
    body.partial_content(bad, rest, partial_diags);
    REQUIRE(partial_diags.size() == 1);
    CHECK(partial_diags[0].summary == "Invalid schema");
    // Nothing was taken.
    hcl::diagnostics rest_diags;
    CHECK(names_of(rest.content({{{"a", true}}, {}}, rest_diags).attributes) == std::vector<std::string>{"a"});
    CHECK(rest_diags.empty());
}

TEST_CASE("native body: content and remainders keep the file alive") {
    hcl::body rest;
    hcl::body_content content;
    {
        hcl::diagnostics diags;
        auto body = parse_body("a = \"kept\"\nb = 2\nblk \"l\" {\n  c = 3\n}\n");
        content = body.partial_content({{{"a", false}}, {{"blk", {"name"}}}}, rest, diags);
    }
    hcl::diagnostics diags;
    CHECK(content.attributes.at("a").expression.evaluate(diags) == hcl::value::string("kept"));
    REQUIRE(content.blocks.size() == 1);
    CHECK(names_of(content.blocks[0].body().just_attributes(diags)) == std::vector<std::string>{"c"});
    CHECK(names_of(rest.just_attributes(diags)) == std::vector<std::string>{"b"});
}

TEST_CASE("native body property: partial(S1) then content(S2) equals content(S1 ∪ S2) [spec:Partial Processing]") {
    auto body = parse_body(
        "alpha = 1\n"
        "beta = 2\n"
        "gamma = 3\n"
        "delta = 4\n"
        "x {}\n"
        "y \"one\" {}\n"
        "x \"a\" \"b\" {}\n"
        "z \"p\" {}\n"
        "y {}\n"
        "w \"q\" \"r\" {}\n");
    const std::vector<std::string> pool{"alpha", "beta", "gamma", "delta", "epsilon", "x", "y", "z", "w", "v"};

    // Errors as (subject, summary): the details' suggestions depend on which
    // schema a leftover was checked against, so they may differ.
    auto error_set = [](const hcl::diagnostics& diags) {
        std::vector<std::string> out;
        for (const auto& d : diags) out.push_back(span_of(d.subject) + " " + d.summary);
        std::sort(out.begin(), out.end());
        return out;
    };

    std::mt19937 random(20240601);
    for (int round = 0; round < 300; ++round) {
        hcl::body_schema s1, s2;
        for (const auto& name : pool) {
            const auto where = random() % 3;  // S1, S2 or neither
            if (where == 2) continue;
            auto& s = where == 0 ? s1 : s2;
            if (random() % 2 == 0) {
                s.attributes.push_back({name, random() % 2 == 0});
            } else {
                std::vector<std::string> labels;
                for (unsigned i = 0, n = random() % 3; i < n; ++i) labels.push_back("l" + std::to_string(i));
                s.blocks.push_back({name, labels});
            }
        }
        const auto both = merge(s1, s2);
        REQUIRE_FALSE(both.problem());

        hcl::diagnostics split_diags;
        hcl::body rest;
        auto first = body.partial_content(s1, rest, split_diags);
        auto second = rest.content(s2, split_diags);

        hcl::diagnostics whole_diags;
        auto whole = body.content(both, whole_diags);

        std::vector<std::string> split_attrs = names_of(first.attributes);
        for (const auto& n : names_of(second.attributes)) split_attrs.push_back(n);
        std::sort(split_attrs.begin(), split_attrs.end());
        CHECK(split_attrs == names_of(whole.attributes));

        // Blocks: the same ones; each call gives source order.
        std::vector<std::string> split_blocks = blocks_of(first);
        for (const auto& b : blocks_of(second)) split_blocks.push_back(b);
        std::vector<std::string> whole_blocks = blocks_of(whole);
        std::sort(split_blocks.begin(), split_blocks.end());
        std::sort(whole_blocks.begin(), whole_blocks.end());
        CHECK(split_blocks == whole_blocks);

        CHECK(error_set(split_diags) == error_set(whole_diags));
    }
}
