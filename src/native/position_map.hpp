// Line and column of byte offsets in lexed native-syntax text, on demand.
//
// Tokens carry byte offsets only; this map turns an offset into a
// source_position the way the reference does: every grapheme cluster inside
// a token is one column (counted token by token, so a combining mark right
// after a `"` is a column of its own), every byte between tokens (blanks) is
// one column, a leading byte-order mark takes none, and a line ends after
// each '\n'. Lines without non-ASCII bytes before the offset, which is nearly
// all of them, are answered with arithmetic; only the others count clusters.
//
// The line index is built on the first lookup, not with the map: a parse
// that reports nothing and a decode that captures no range (the usual
// clean decode) never ask for a position, and indexing a large file's lines
// was 3% of such a decode's instructions and a buffer of 4 bytes a line.
//
// The map keeps views of the source and the tokens: both must outlive it.
#pragma once

#include "native/token.hpp"

#include <hcl/config.hpp>
#include <hcl/source.hpp>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

class position_map {
public:
    // `start` is the position of the first byte of `source` (line 1, column
    // 1, byte 0 for a whole file; somewhere else for a template embedded in
    // another file): its line and column are added on the first line, its
    // byte everywhere.
    position_map(std::string_view source, std::span<const token> tokens,
                 source_position start = {});
    // For a parser that lexes as it goes: `tokens` grows while the map is in
    // use and need only hold the tokens that contain non-ASCII bytes (in
    // source order; on one line, ASCII text counts one column per byte
    // whether or not it is a token). Call finish() once it is complete.
    struct growing_tokens {};
    position_map(std::string_view source, const std::vector<token>& tokens, source_position start, growing_tokens);
    // Says that the tokens are complete: the column checkpoints of long
    // non-ASCII lines are added (with the line index; until then, lookups
    // there are right but slower). Call it before the map is shared; only
    // an ASCII source's map, which nothing writes to after its line index,
    // may be shared before (decode_options::parallel_parse).
    void finish();

    // The position of byte offset `offset` (clamped to the source size).
    // Offsets inside a token count the clusters of the token's bytes before
    // it. Cost: a binary search plus a scan of at most a few kilobytes of the
    // line (more only inside a huge token).
    source_position at(std::size_t offset) const;

    source_position start_of(const token& t) const { return at(t.begin); }
    source_position end_of(const token& t) const { return at(t.end); }

    source_range range(const source_name& filename, std::size_t begin, std::size_t end) const {
        return source_range{filename, at(begin), at(end)};
    }
    source_range range(const source_name& filename, const token& t) const { return range(filename, t.begin, t.end); }

    std::size_t line_count() const { return lines().size(); }
    // Whether every byte of the source is ASCII (found when the map is made,
    // so that the parser need not look again).
    bool ascii() const noexcept { return ascii_; }
    // Whether the line index has been built (by a lookup; tests).
    bool lines_indexed() const noexcept { return indexed_.load(std::memory_order_acquire); }

    // For many lookups in source order (a parser walking its tokens): each
    // call costs amortised O(1) when offsets do not decrease, where at()
    // pays a binary search and rescans the line. Any offset is accepted.
    // A cursor is cheap and single-threaded; the map itself is immutable
    // and may be shared.
    class cursor {
    public:
        explicit cursor(const position_map& map) noexcept : map_(&map) {}
        source_position at(std::size_t offset);

    private:
        static constexpr int max_line_steps = 8;
        const position_map* map_;
        std::size_t line_ = 0;
        std::size_t known_offset_ = 0;   // a position already computed on line_ ...
        std::uint32_t known_column_ = 0; // ... and its column (0: none yet)
    };

private:
    // Columns from `from` to `to` (same line, from <= to): clusters within
    // tokens, one per byte between them.
    std::size_t columns_between(std::size_t from, std::size_t to) const;
    std::size_t line_of(std::size_t offset) const;
    // First byte of line `line` that takes a column (after a leading BOM).
    std::size_t column_origin(std::size_t line) const noexcept {
        return line == 0 ? std::max<std::size_t>(line_starts_[0], bom_size_) : line_starts_[line];
    }
    std::uint32_t first_column(std::size_t line) const noexcept {
        return line == 0 ? start_.column : 1;
    }
    source_position make(std::size_t line, std::uint32_t column, std::size_t offset) const noexcept {
        return source_position{start_.line + static_cast<std::uint32_t>(line), column,
                               start_.byte + offset};
    }

    static constexpr std::size_t checkpoint_spacing = 256;
    void add_checkpoints(std::size_t line, std::size_t line_end);

    std::span<const token> tokens() const noexcept { return growing_ ? std::span<const token>(*growing_) : tokens_; }
    // The line starts, indexed on the first call (thread-safe: a finished
    // map may be shared).
    const std::vector<std::uint32_t>& lines() const {
        if (!indexed_.load(std::memory_order_acquire)) index_once();
        return line_starts_;
    }
    void index_once() const;
    void index_lines();
    void add_all_checkpoints();

    std::string_view source_;
    std::span<const token> tokens_;
    const std::vector<token>* growing_ = nullptr;
    source_position start_;
    std::size_t bom_size_;
    bool ascii_ = false;  // no byte of the source is beyond ASCII
    std::atomic<bool> finished_{false};  // the tokens are complete
    mutable std::once_flag index_once_;
    mutable std::atomic<bool> indexed_{false};
    std::vector<std::uint32_t> line_starts_;  // offset of each line's first byte (see lines())
    // Known columns at token boundaries, about every checkpoint_spacing bytes
    // of long non-ASCII lines, so that no lookup rescans more than that
    // (plus one token) even on a megabyte-long minified line.
    struct checkpoint {
        std::uint32_t offset;
        std::uint32_t column;
    };
    std::vector<checkpoint> checkpoints_;
};

}  // namespace native
HCL_END_NAMESPACE
