// A reader of a file's top-level blocks that is handed each block as soon as
// the parser has finished it, before the rest of the file is read (internal).
//
// The decoder uses it when it starts from text (hcl::try_decode_string,
// try_decode_file): a block decoded right after it was parsed finds its
// syntax tree and source text still in the processor's caches, where a walk
// over the finished tree of a large file would fetch all of it back from
// memory (docs/decoder.md, "Decoding while parsing"). The parser owes the
// reader nothing: it offers blocks only while the file has no diagnostics,
// and only those of a type the schema names with the number of labels it
// wants. Everything else is left to the usual walk over the complete file.
//
// A block the reader is done with is dropped from the tree at once (see
// block()): a large file's tree, several times the size of its text, then
// never exists whole, and the parser keeps reusing the same few pages.
#pragma once

#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/schema.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>

HCL_BEGIN_NAMESPACE
namespace detail {

class top_level_blocks {
public:
    virtual ~top_level_blocks() = default;

    // The block types wanted (and their labels).
    virtual const body_schema& schema() const noexcept = 0;

    // One top-level block, of type schema().blocks[b.schema_index] and with
    // its labels, in source order. `b` (its labels and ranges too) is valid
    // during the call only; `owner` shares ownership of the file, which
    // keeps b.body alive.
    //
    // Returns whether the reader is done with the block and kept nothing of
    // its syntax tree: the parser then drops the block, and the finished
    // file does not have it. A reader returns true only if nothing it made
    // holds a share of `owner` (hcl::expression and hcl::body do).
    virtual bool block(const block_item& b, const std::shared_ptr<const body_node>& owner) = 0;

    // Whether the reader needs each block_item (its labels, and the node its
    // ranges resolve through) to stay valid as long as the file instead of
    // during the call only: a reader that decodes on another thread while
    // the parse goes on (src/decode/parallel_parse.hpp). The parser then
    // copies them into the file's arena, ignores what block() returns, and
    // offers blocks only if the text is all ASCII: a position in an ASCII
    // file depends on the text alone, so the reader may ask for one while
    // the parse goes on. Instead, the parser asks settle() about runs of
    // at most max_settled blocks, one run behind the one it is making, and
    // drops the blocks the reader is done with.
    virtual bool keeps_items() const noexcept { return false; }

    // Whether the reader takes every top-level block, whatever its type and
    // labels (a syntax check that drops them all): schema() is then not
    // consulted and block_item::schema_index is every_block. Such a reader
    // does not keep items.
    virtual bool wants_every_block() const noexcept { return false; }
    static constexpr std::size_t every_block = static_cast<std::size_t>(-1);

    static constexpr std::size_t max_settled = 64;
    // For a reader that keeps items: waits until the reader is done with
    // the `count` (at most max_settled) blocks offered after the first
    // `first`, then says which of them it kept nothing of, as block() would
    // have: bit i for the i-th of them. The parser drops exactly those. It
    // asks about each block once, in order, and offers at most
    // 2 * max_settled blocks past `first` before asking.
    virtual std::uint64_t settle(std::size_t first, std::size_t count) {
        (void)first;
        (void)count;
        return 0;
    }
};

}  // namespace detail
HCL_END_NAMESPACE
