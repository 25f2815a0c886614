// Positions as editors count them (docs/language-server.md).
//
// The Language Server Protocol addresses text by line (0-based) and
// character, where a character is a UTF-16 code unit: "é" is one, "😀" two.
// The library addresses it by byte offset into UTF-8 text. line_index
// converts between the two exactly, for one version of a document's text:
// "\n", "\r\n" and a lone "\r" end a line (as the protocol says), a
// byte-order mark is an ordinary character U+FEFF, and a byte that is not
// part of valid UTF-8 counts as one unit.
#pragma once

#include <hcl/config.hpp>

#include <compare>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {

struct position {
    std::uint32_t line = 0;       // 0-based
    std::uint32_t character = 0;  // UTF-16 code units from the start of the line

    friend bool operator==(const position&, const position&) = default;
    friend auto operator<=>(const position&, const position&) = default;
};

// Half-open: [start, end).
struct range {
    position start;
    position end;

    friend bool operator==(const range&, const range&) = default;
    bool contains(position p) const noexcept { return start <= p && p < end; }
};

struct text_edit {
    lsp::range range;
    std::string new_text;

    friend bool operator==(const text_edit&, const text_edit&) = default;
};

// Edits of several documents, by URI (rename, code actions).
struct workspace_edit {
    std::map<std::string, std::vector<text_edit>, std::less<>> changes;

    bool empty() const noexcept { return changes.empty(); }
    friend bool operator==(const workspace_edit&, const workspace_edit&) = default;
};

// A place in some document.
struct location {
    std::string uri;
    lsp::range range;

    friend bool operator==(const location&, const location&) = default;
};

// Where each line of a text starts, and the conversions.
class line_index {
public:
    line_index() : line_index(std::string_view{}) {}
    // The text must outlive the index.
    explicit line_index(std::string_view text);

    std::string_view text() const noexcept { return text_; }
    // At least 1 (an empty text has one empty line).
    std::uint32_t line_count() const noexcept { return static_cast<std::uint32_t>(starts_.size()); }
    // Byte offset of the start of `line` (the text's size past the last one).
    std::size_t line_start(std::uint32_t line) const noexcept;
    // Byte offset of the end of `line`'s content, before its line break.
    std::size_t line_end(std::uint32_t line) const noexcept;

    // The byte offset of `p`. nullopt when p.line is past the last line or
    // p.character past the end of its line's content: an edit there is an
    // error. A position inside a surrogate pair (the second unit of an
    // astral character) is also an error.
    std::optional<std::size_t> offset(position p) const noexcept;
    // As offset(), but lenient as the protocol asks of positions in requests:
    // a character past the end of its line means the line's end, a line past
    // the last means the end of the text, a position inside a surrogate pair
    // means the start of its character.
    std::size_t clamped_offset(position p) const noexcept;

    // The 0-based line holding byte `offset` (clamped to the text).
    std::uint32_t line_at(std::size_t offset) const noexcept;

    // The position of byte `offset` (clamped to the text). An offset inside
    // a multi-byte character is taken as the character's start.
    position at(std::size_t offset) const noexcept;
    lsp::range range_of(std::size_t begin, std::size_t end) const noexcept { return {at(begin), at(end)}; }

private:
    std::string_view text_;
    std::vector<std::size_t> starts_;  // byte offset of each line's start
    bool ascii_ = true;                // no byte above 0x7F: units are bytes
};

// UTF-16 code units of UTF-8 `text` (invalid bytes count one each).
std::size_t utf16_length(std::string_view text) noexcept;

}  // namespace lsp
HCL_END_NAMESPACE
