// Line and column numbers of a JSON source, worked out only when a range is
// asked for: tokens and nodes keep 32-bit byte offsets, and most parses
// never need a line number (reference-behaviour §2.2 for the column rules).
#pragma once

#include <hcl/config.hpp>
#include <hcl/source.hpp>

#include <cstdint>
#include <mutex>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace json::detail {

// Offsets into one source; sources must be shorter than 4 GiB.
using offset = std::uint32_t;

class position_index {
public:
    // `source` must outlive the index; `start` is the position of its
    // first byte.
    position_index(std::string_view source, source_position start) noexcept
        : source_(source), start_(start) {}

    // The position of a token boundary (or of an offset inside a token,
    // counting each byte as a column there). Safe to call from several
    // threads: the index is built once, on the first call.
    source_position at(offset where) const;

private:
    // A token boundary inside a long line, so that finding a column there
    // reads a bounded stretch of the line.
    struct checkpoint {
        offset where;
        std::uint32_t column;
    };

    void build() const;

    std::string_view source_;
    source_position start_;
    mutable std::once_flag built_;
    mutable std::vector<offset> line_starts_;      // one per line, ascending
    mutable std::vector<checkpoint> checkpoints_;  // ascending
};

// The number of columns from `from`, a token boundary, up to `to` (same line).
std::uint32_t columns_between(std::string_view source, offset from, offset to) noexcept;

}  // namespace json::detail
HCL_END_NAMESPACE
