// The parser's side of decoding while parsing (src/model/top_level_blocks.hpp):
// it offers each wanted top-level block as soon as it is parsed, and drops a
// block the reader is done with, so that a large file's tree never exists
// whole.
#include "decode/parallel_parse.hpp"
#include "model/top_level_blocks.hpp"
#include "native/ast.hpp"
#include "native/parse_streaming.hpp"
#include "native_parser_test_support.hpp"

#include "support/catch.hpp"

#include <memory>
#include <string>
#include <vector>

namespace {

// Takes `item` blocks (one label); keeps the labels it saw, and says it is
// done with a block whenever `drop` is set.
class label_reader final : public hcl::detail::top_level_blocks {
public:
    explicit label_reader(bool drop) : drop_(drop) { schema_.blocks.push_back({"item", {"name"}}); }

    const hcl::body_schema& schema() const noexcept override { return schema_; }
    bool block(const hcl::detail::block_item& b, const std::shared_ptr<const hcl::body_node>&) override {
        labels.emplace_back(b.labels[0]);
        return drop_;
    }

    std::vector<std::string> labels;

private:
    hcl::body_schema schema_;
    bool drop_;
};

// Like label_reader, but done with every block except each seventh (from
// the fourth on); for a parse on another thread (keeps_items), which
// learns of each block's fate later.
class every_seventh_kept final : public hcl::detail::top_level_blocks {
public:
    every_seventh_kept() { schema_.blocks.push_back({"item", {"name"}}); }

    const hcl::body_schema& schema() const noexcept override { return schema_; }
    bool block(const hcl::detail::block_item& b, const std::shared_ptr<const hcl::body_node>&) override {
        labels.emplace_back(b.labels[0]);
        return labels.size() % 7 != 4;
    }

    std::vector<std::string> labels;

private:
    hcl::body_schema schema_;
};

std::string many_items(int count) {
    std::string text = "first = 1\n";
    for (int i = 0; i < count; ++i) {
        text += "item \"i" + std::to_string(i) + "\" {\n  size = " + std::to_string(i) +
                "\n  tags = [\"a\", \"b${" + std::to_string(i) + "}\"]\n}\n";
        if (i % 100 == 0) text += "other \"x\" { n = " + std::to_string(i) + " }\n";
    }
    return text + "last = \"end\"\n";
}

std::size_t top_level_blocks(const hcl::parse_result& r) {
    const auto content = r.file->body().node()->all_content();
    REQUIRE(content);
    return content->blocks.size();
}

// The file whose blocks were all kept holds hundreds of kilobytes of tree;
// the one whose blocks were dropped, less than a `factor`th of that (where
// the arena reuses rewound memory: not under AddressSanitizer).
void check_memory_reused(const hcl::parse_result& kept, const hcl::parse_result& dropped, std::size_t factor) {
    const std::size_t kept_bytes = native_parser_test::parsed_config{kept}.file().used_bytes();
    const std::size_t dropped_bytes = native_parser_test::parsed_config{dropped}.file().used_bytes();
    INFO(kept_bytes << " bytes kept, " << dropped_bytes << " dropped");
    CHECK(kept_bytes > 500'000);
    if (hcl::native::arena::rewind_reuses_memory) CHECK(dropped_bytes * factor < kept_bytes);
}

}  // namespace

TEST_CASE("native streaming parse: dropped blocks leave the tree and their memory is reused",
          "[native][parser][streamed]") {
    const auto text = std::make_shared<const std::string>(many_items(3000));
    label_reader keeper(false);
    const auto kept = hcl::native::parse_config_streaming(text, "kept.hcl", {}, keeper);
    label_reader dropper(true);
    const auto dropped = hcl::native::parse_config_streaming(text, "dropped.hcl", {}, dropper);
    REQUIRE_FALSE(kept.has_errors());
    REQUIRE_FALSE(dropped.has_errors());

    // Both readers saw every item, in order.
    REQUIRE(keeper.labels.size() == 3000);
    CHECK(dropper.labels == keeper.labels);
    CHECK(dropper.labels[2999] == "i2999");
    // The blocks the reader was done with are gone; the others stay.
    CHECK(top_level_blocks(kept) == 3030);
    CHECK(top_level_blocks(dropped) == 30);
    hcl::diagnostics diags;
    const auto attrs = dropped.file->body().node()->all_content()->attributes;
    CHECK(attrs.at("last").expression.evaluate(diags).as_string() == "end");
    CHECK(attrs.at("last").range().start.line == 3000 * 4 + 30 + 2);
    CHECK_FALSE(diags.has_errors());

    // The whole tree of the kept file is hundreds of kilobytes; the
    // dropped file's arena holds little more than the blocks it kept.
    check_memory_reused(kept, dropped, 20);
}

TEST_CASE("native streaming parse: nothing is offered or dropped after a diagnostic",
          "[native][parser][streamed]") {
    const auto text = std::make_shared<const std::string>("item \"a\" {}\nitem \"b\" {\n  x = \n}\nitem \"c\" {}\n");
    label_reader dropper(true);
    const auto r = hcl::native::parse_config_streaming(text, "broken.hcl", {}, dropper);
    REQUIRE(r.has_errors());
    // "a" came before the error and was dropped; "b" has the error, "c"
    // comes after it: both stay in the tree, unoffered.
    CHECK(dropper.labels == std::vector<std::string>{"a"});
    CHECK(top_level_blocks(r) == 2);
}

TEST_CASE("native check_config: every top-level block is dropped, and the diagnostics are parse_config's",
          "[native][parser][streamed]") {
    const auto text = std::make_shared<const std::string>(many_items(3000));
    const auto full = hcl::native::parse_config(text, "full.hcl");
    const auto checked = hcl::native::check_config(text, "checked.hcl");
    REQUIRE_FALSE(full.has_errors());
    CHECK(checked.diagnostics.empty());
    // Blocks of any type and number of labels leave the tree: none is left.
    CHECK(top_level_blocks(full) == 3030);
    CHECK(top_level_blocks(checked) == 0);
    check_memory_reused(full, checked, 20);

    // With errors: the same diagnostics, at the same places.
    for (const std::string broken : {"a {}\nb \"x\" {\n  y = \n}\nc = 1 2\n", "x = {\n", "k {}\nk {\n}\n}\n"}) {
        INFO(broken);
        const auto want = hcl::native::parse_config(broken, "f.hcl");
        const auto got = hcl::native::check_config(std::make_shared<const std::string>(broken), "f.hcl");
        REQUIRE(got.diagnostics.size() == want.diagnostics.size());
        for (std::size_t i = 0; i < want.diagnostics.size(); ++i) {
            CHECK(got.diagnostics[i].summary == want.diagnostics[i].summary);
            CHECK(got.diagnostics[i].subject == want.diagnostics[i].subject);
        }
    }
}

TEST_CASE("native streaming parse on a helper thread: blocks the reader is done with leave the tree",
          "[native][parser][streamed][parallel]") {
    // The reader learns of the blocks on the calling thread while the
    // parser goes on; the parser drops, in runs, exactly the blocks it was
    // done with. Top-level attributes and blocks of another type end a run
    // (they are made after it), and so does the run's length.
    const auto text = std::make_shared<const std::string>(many_items(3000));
    const std::size_t before = hcl::detail::parallel_parses.load();
    every_seventh_kept reader;
    const auto r = hcl::detail::parse_in_parallel(text, "parallel.hcl", reader);
    REQUIRE_FALSE(r.has_errors());
    CHECK(hcl::detail::parallel_parses.load() == before + 1);
    REQUIRE(reader.labels.size() == 3000);
    CHECK(reader.labels[2999] == "i2999");
    CHECK(reader.labels[1500] == "i1500");

    // Left: the 30 others, and the items the reader kept, in order.
    const auto content = r.file->body().node()->all_content();
    REQUIRE(content);
    std::vector<std::string> items;
    std::size_t others = 0;
    for (const auto& b : content->blocks) {
        if (b.type == "item") items.push_back(b.labels.at(0));
        else ++others;
    }
    CHECK(others == 30);
    std::vector<std::string> expected;
    for (std::size_t i = 3; i < 3000; i += 7) expected.push_back("i" + std::to_string(i));
    CHECK(items == expected);
    hcl::diagnostics diags;
    CHECK(content->attributes.at("last").expression.evaluate(diags).as_string() == "end");
    CHECK(content->attributes.at("first").expression.evaluate(diags).as_number().to_int64() == 1);
    CHECK_FALSE(diags.has_errors());

    // Every item dropped: the runs' memory is reused.
    label_reader dropper(true);
    label_reader keeper(false);
    const auto dropped = hcl::detail::parse_in_parallel(text, "dropped.hcl", dropper);
    const auto kept = hcl::detail::parse_in_parallel(text, "kept.hcl", keeper);
    CHECK(dropper.labels == keeper.labels);
    CHECK(top_level_blocks(dropped) == 30);
    CHECK(top_level_blocks(kept) == 3030);
    check_memory_reused(kept, dropped, 10);
}

TEST_CASE("native streaming parse on a helper thread: a block not offered keeps its tree",
          "[native][parser][streamed][parallel]") {
    // An item with two labels is of a wanted type but not offered: it is
    // made after the run before it, whose memory must then stay.
    std::string text;
    for (int i = 0; i < 1000; ++i) {
        text += "item \"i" + std::to_string(i) + "\" { size = " + std::to_string(i) + " }\n";
        if (i % 50 == 10) text += "item \"bad" + std::to_string(i) + "\" \"extra\" {\n  size = " + std::to_string(i * 2) + "\n}\n";
    }
    label_reader dropper(true);
    const auto r = hcl::detail::parse_in_parallel(std::make_shared<const std::string>(text), "bad.hcl", dropper);
    REQUIRE_FALSE(r.has_errors());
    CHECK(dropper.labels.size() == 1000);
    const auto content = r.file->body().node()->all_content();
    REQUIRE(content);
    REQUIRE(content->blocks.size() == 20);
    hcl::diagnostics diags;
    std::size_t right = 0;
    for (std::size_t k = 0; k < 20; ++k) {
        const auto& b = content->blocks[k];
        const int i = static_cast<int>(k) * 50 + 10;
        const auto attrs = b.body().just_attributes(diags);
        right += b.labels == std::vector<std::string>{"bad" + std::to_string(i), "extra"} &&
                         attrs.at("size").expression.evaluate(diags).as_number().to_int64() == i * 2
                     ? 1
                     : 0;
    }
    CHECK(right == 20);
    CHECK_FALSE(diags.has_errors());
}
