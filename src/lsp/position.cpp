// UTF-16 positions over UTF-8 text.
#include <hcl/lsp/position.hpp>

#include <algorithm>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace {

// The length in bytes of the UTF-8 sequence starting at text[i] and the
// UTF-16 units it stands for; an invalid byte is one byte and one unit.
struct step {
    std::size_t bytes;
    std::uint32_t units;
};

step next(std::string_view text, std::size_t i) noexcept {
    const auto b = static_cast<unsigned char>(text[i]);
    if (b < 0x80) return {1, 1};
    std::size_t n = 0;
    if ((b & 0xE0) == 0xC0 && b >= 0xC2) n = 2;
    else if ((b & 0xF0) == 0xE0) n = 3;
    else if ((b & 0xF8) == 0xF0 && b <= 0xF4) n = 4;
    else return {1, 1};
    if (i + n > text.size()) return {1, 1};
    for (std::size_t k = 1; k < n; ++k) {
        if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return {1, 1};
    }
    const auto b1 = static_cast<unsigned char>(text[i + 1]);
    if (n == 3 && ((b == 0xE0 && b1 < 0xA0) || (b == 0xED && b1 >= 0xA0))) return {1, 1};  // overlong, surrogate
    if (n == 4 && ((b == 0xF0 && b1 < 0x90) || (b == 0xF4 && b1 >= 0x90))) return {1, 1};  // overlong, too large
    return {n, n == 4 ? 2u : 1u};
}

bool is_line_break(char c) noexcept { return c == '\n' || c == '\r'; }

}  // namespace

std::size_t utf16_length(std::string_view text) noexcept {
    std::size_t units = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto s = next(text, i);
        i += s.bytes;
        units += s.units;
    }
    return units;
}

line_index::line_index(std::string_view text) : text_(text) {
    // Sized once: a document's index is rebuilt on every edit, and growing
    // it left a trail of freed blocks in the heap each time.
    std::size_t breaks = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++breaks;
        } else if (text[i] == '\r') {
            ++breaks;
            if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
        }
    }
    starts_.reserve(breaks + 1);
    starts_.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (static_cast<unsigned char>(c) >= 0x80) ascii_ = false;
        if (c == '\n') {
            starts_.push_back(i + 1);
        } else if (c == '\r') {
            if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
            starts_.push_back(i + 1);
        }
    }
}

std::size_t line_index::line_start(std::uint32_t line) const noexcept {
    return line < starts_.size() ? starts_[line] : text_.size();
}

std::size_t line_index::line_end(std::uint32_t line) const noexcept {
    if (line >= starts_.size()) return text_.size();
    std::size_t end = line + 1 < starts_.size() ? starts_[line + 1] : text_.size();
    while (end > starts_[line] && is_line_break(text_[end - 1])) --end;
    return end;
}

std::optional<std::size_t> line_index::offset(position p) const noexcept {
    if (p.line >= starts_.size()) return std::nullopt;
    const std::size_t begin = starts_[p.line];
    const std::size_t end = line_end(p.line);
    if (ascii_) {
        if (p.character > end - begin) return std::nullopt;
        return begin + p.character;
    }
    std::size_t i = begin;
    std::uint32_t units = 0;
    while (units < p.character) {
        if (i >= end) return std::nullopt;
        const auto s = next(text_, i);
        if (units + s.units > p.character) return std::nullopt;  // inside a surrogate pair
        units += s.units;
        i += s.bytes;
    }
    return i;
}

std::size_t line_index::clamped_offset(position p) const noexcept {
    if (p.line >= starts_.size()) return text_.size();
    const std::size_t begin = starts_[p.line];
    const std::size_t end = line_end(p.line);
    if (ascii_) return begin + std::min<std::size_t>(p.character, end - begin);
    std::size_t i = begin;
    std::uint32_t units = 0;
    while (i < end && units < p.character) {
        const auto s = next(text_, i);
        if (units + s.units > p.character) break;
        units += s.units;
        i += s.bytes;
    }
    return i;
}

std::uint32_t line_index::line_at(std::size_t offset) const noexcept {
    offset = std::min(offset, text_.size());
    const auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
    return static_cast<std::uint32_t>(it - starts_.begin() - 1);
}

position line_index::at(std::size_t offset) const noexcept {
    offset = std::min(offset, text_.size());
    const auto line = line_at(offset);
    std::size_t begin = starts_[line];
    // An offset between "\r" and "\n" belongs to the line's end.
    const std::size_t end = line_end(line);
    if (offset > end) offset = end;
    if (ascii_) return {line, static_cast<std::uint32_t>(offset - begin)};
    std::uint32_t units = 0;
    for (std::size_t i = begin; i < offset;) {
        const auto s = next(text_, i);
        if (i + s.bytes > offset) break;  // inside a character: its start
        i += s.bytes;
        units += s.units;
    }
    return {line, units};
}

}  // namespace lsp
HCL_END_NAMESPACE
