// The parser's side of decoding while parsing (src/model/top_level_blocks.hpp):
// it offers each wanted top-level block as soon as it is parsed, and drops a
// block the reader is done with, so that a large file's tree never exists
// whole.
#include "model/top_level_blocks.hpp"
#include "native/ast.hpp"
#include "native/parse_streaming.hpp"
#include "native_parser_test_support.hpp"

#include <catch2/catch.hpp>

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
    const std::size_t kept_bytes = native_parser_test::parsed_config{kept}.file().arena().used_bytes();
    const std::size_t dropped_bytes = native_parser_test::parsed_config{dropped}.file().arena().used_bytes();
    INFO(kept_bytes << " bytes kept, " << dropped_bytes << " dropped");
    CHECK(kept_bytes > 500'000);
    if (hcl::native::arena::rewind_reuses_memory) CHECK(dropped_bytes * 20 < kept_bytes);
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
