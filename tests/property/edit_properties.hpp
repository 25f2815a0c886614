// The properties of the lossless tree's edits, shared by the property test
// over files (write_properties_test.cpp) and the fuzz target
// (tests/fuzz/lossless_edit_fuzz.cpp).
#pragma once

#include <hcl/native/parse.hpp>
#include <hcl/write.hpp>
#include <hcl/write/document.hpp>

#include "native/lexer.hpp"

#include <cstdint>
#include <iterator>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace hcl_edit_properties {

// The comments of `text`, counted, without their line breaks (a comment
// that ended a file gets one when an item is put after it).
inline std::map<std::string, int> comments_of(std::string_view text) {
    std::map<std::string, int> out;
    for (const auto& t : hcl::native::lex(text)) {
        if (t.kind != hcl::native::token_kind::comment) continue;
        std::string_view comment = t.text(text);
        while (comment.ends_with('\n') || comment.ends_with('\r')) comment.remove_suffix(1);
        ++out[std::string(comment)];
    }
    return out;
}

inline void subtract(std::map<std::string, int>& from, const std::map<std::string, int>& what) {
    for (const auto& [text, n] : what) from[text] -= n;
}

// Every body of the document, depth first.
inline void collect_bodies(hcl::write::body b, std::vector<hcl::write::body>& out) {
    out.push_back(b);
    for (auto& blk : b.blocks()) collect_bodies(blk.body(), out);
}

class editor {
public:
    editor(hcl::write::document& doc, std::uint32_t seed) : doc_(doc), rng_(seed) {}

    // One random edit; returns a description. `lost` gets the comments the
    // edit removes on purpose.
    std::string step(std::map<std::string, int>& lost) {
        std::vector<hcl::write::body> bodies;
        collect_bodies(doc_.body(), bodies);
        auto body = bodies[pick(bodies.size())];
        auto items = body.items();
        switch (pick(7)) {
        case 0: {  // set a value (new or existing attribute)
            auto attributes = body.attributes();
            std::string name = attributes.empty() || pick(3) == 0 ? fresh("attr")
                                                                   : std::string(attributes[pick(attributes.size())].name());
            if (auto old = body.find_attribute(name)) subtract_into(lost, comments_of(old->expression()));
            static const char* values[] = {"1", "\"text\"", "[1, 2, 3]", "{ a = 1, b = \"x\" }", "var.x[0]",
                                           "a ? b : c", "<<EOT\nheredoc\nEOT", "[\n  1,\n  2,\n]"};
            auto e = hcl::write::expression_text::parse(values[pick(std::size(values))]);
            if (!e.expression) return "a test value did not parse";
            body.set_attribute(name, *e.expression);
            return "set " + name;
        }
        case 1: {  // remove an item
            if (items.empty()) return "nothing to remove";
            const auto& it = items[pick(items.size())];
            subtract_into(lost, comments_of(std::visit([](const auto& x) { return x.text(); }, it)));
            body.remove(it);
            return "remove";
        }
        case 2: {  // append a block
            auto b = body.append_block(fresh("block"), {"label"});
            if (pick(2) == 0) b.body().set_attribute("inside", hcl::value::number(std::int64_t{1}));
            return "append block";
        }
        case 3: {  // move an item
            if (items.size() < 2) return "nothing to move";
            const auto& what = items[pick(items.size())];
            if (pick(3) == 0) {
                body.move(what, std::nullopt);
            } else {
                body.move(what, items[pick(items.size())]);
            }
            return "move";
        }
        case 4: {  // rename an attribute
            auto attributes = body.attributes();
            if (attributes.empty()) return "nothing to rename";
            const std::string name = fresh("renamed");
            if (body.find_attribute(name)) return "the new name is taken";  // rename would refuse it
            attributes[pick(attributes.size())].rename(name);
            return "rename";
        }
        case 5: {  // relabel a block
            auto blocks = body.blocks();
            if (blocks.empty()) return "nothing to relabel";
            blocks[pick(blocks.size())].set_labels({"new label", "${not a template}"});
            return "relabel";
        }
        default: {  // insert a block before an item
            if (items.empty()) return "nothing to insert before";
            body.insert_block(items[pick(items.size())], fresh("inserted"));
            return "insert block";
        }
        }
    }

private:
    static void subtract_into(std::map<std::string, int>& lost, const std::map<std::string, int>& what) {
        for (const auto& [text, n] : what) lost[text] += n;
    }
    std::size_t pick(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_); }
    std::string fresh(const char* stem) { return std::string(stem) + "_" + std::to_string(++counter_); }

    hcl::write::document& doc_;
    std::mt19937 rng_;
    int counter_ = 0;
};

// Applies `steps` random edits (chosen by `seed`) to a document of `text`,
// which must parse, and checks the properties; returns what failed, or ""
// when they hold.
inline std::string check_edits(const std::string& text, std::uint32_t seed, int steps) {
    auto doc = std::move(*hcl::write::parse(text, "edited").document);
    editor edit(doc, seed);
    std::map<std::string, int> lost;
    std::string done;
    for (int i = 0; i < steps; ++i) done += edit.step(lost) + "; ";
    if (done.find("did not parse") != std::string::npos) return done;
    const std::string out = doc.to_string();
    if (hcl::native::parse_config(out, "edited").has_errors()) {
        return "edits [" + done + "] gave text that does not parse:\n" + out;
    }
    auto expected = comments_of(text);
    subtract(expected, lost);
    std::erase_if(expected, [](const auto& e) { return e.second == 0; });
    if (comments_of(out) != expected) return "edits [" + done + "] lost or added comments:\n" + out;
    if (hcl::write::format(text) == text && hcl::write::format(out) != out) {
        return "edits [" + done + "] left a formatted file not formatted:\n" + out;
    }
    return {};
}

}  // namespace hcl_edit_properties
