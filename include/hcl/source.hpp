// Source positions and ranges (docs/diagnostics.md).
//
// A position is a line (1-based), a column (1-based, counted in grapheme
// clusters, so "é" written with a combining accent is one column and a tab
// is one column) and a byte offset (0-based). A range is a file name and a
// half-open byte span [start, end) with both ends' positions.
#pragma once

#include <hcl/config.hpp>

#include <compare>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE

struct source_position {
    std::uint32_t line = 1;
    std::uint32_t column = 1;
    std::size_t byte = 0;

    // Equality compares all three fields; ordering looks at the byte offset
    // only (positions in one file are ordered by it), so two positions with
    // the same offset are equivalent without necessarily being equal.
    friend bool operator==(const source_position&, const source_position&) = default;
    friend std::weak_ordering operator<=>(const source_position& a,
                                          const source_position& b) noexcept {
        return a.byte <=> b.byte;
    }
};

// The name of a source file as ranges carry it. All ranges of a parsed file
// share one copy of the text: copying a name copies a pointer and counts a
// reference, so building a range allocates nothing however long the path
// (decoding a large file builds hundreds of thousands of ranges). Reads like
// a const std::string.
class source_name {
public:
    source_name() noexcept = default;
    source_name(std::string_view name);
    source_name(const std::string& name) : source_name(std::string_view(name)) {}
    source_name(const char* name) : source_name(std::string_view(name)) {}

    // The text ("" for a default-constructed name).
    const std::string& str() const noexcept;
    operator const std::string&() const noexcept { return str(); }
    operator std::string_view() const noexcept { return str(); }
    bool empty() const noexcept { return str().empty(); }
    const char* c_str() const noexcept { return str().c_str(); }

    friend bool operator==(const source_name& a, const source_name& b) noexcept {
        return a.text_ == b.text_ || a.str() == b.str();
    }
    friend bool operator==(const source_name& a, const std::string& b) noexcept { return a.str() == b; }
    friend bool operator==(const source_name& a, std::string_view b) noexcept { return a.str() == b; }
    friend bool operator==(const source_name& a, const char* b) noexcept { return a.str() == b; }

private:
    std::shared_ptr<const std::string> text_;
};

struct source_range {
    source_name filename;
    source_position start;
    source_position end;

    friend bool operator==(const source_range&, const source_range&) = default;

    bool empty() const noexcept { return start.byte == end.byte; }

    // Half-open: start.byte <= byte < end.byte.
    bool contains(std::size_t byte) const noexcept {
        return byte >= start.byte && byte < end.byte;
    }
    bool contains(const source_position& pos) const noexcept { return contains(pos.byte); }

    // "f.hcl:1,3-7" on one line, "f.hcl:1,3-2,4" across lines.
    std::string to_string() const;

    // From a's start to b's end, in a's file.
    static source_range between(const source_range& a, const source_range& b);

    // The smallest range covering this one and `other` (in this file).
    source_range over(const source_range& other) const;

    // True when both are in the same file, neither is empty, and they share
    // at least one byte.
    bool overlaps(const source_range& other) const noexcept;

    // The bytes of `source` this range covers, clamped to the source.
    std::string_view slice(std::string_view source) const noexcept;
};

// The position just after `text`, when `text` starts at `start`. "\n" and
// "\r\n" end a line; every grapheme cluster of a line is one column. A
// cluster split across two calls is counted as two, so advance over whole
// tokens. Pure-ASCII text never touches ICU and allocates nothing.
source_position advance_position(source_position start, std::string_view text) noexcept;

// The position of byte offset `byte` in `source` (clamped to its size),
// counting from line 1, column 1, byte 0.
source_position position_at(std::string_view source, std::size_t byte) noexcept;

// The whole content of the file at `path`, read with one allocation of the
// file's size (the parsers keep the text, so a 10 MB file costs 10 MB, not
// a stream's doubling buffer). std::nullopt when it cannot be opened or
// read; errno then says why.
std::optional<std::string> read_source_file(const std::string& path);

HCL_END_NAMESPACE
