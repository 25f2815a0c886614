// Offsets to positions for lexed native-syntax text (see position_map.hpp).
#include "native/position_map.hpp"
#include "json/bytes.hpp"
#include "native/lexer.hpp"
#include "native/utf8_scan.hpp"

#include <hcl/unicode.hpp>

#include <bit>
#include <cstring>
#include <iterator>

#if defined(__SSE2__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2)
#include <emmintrin.h>
#define HCL_POSITION_MAP_SSE2 1
#else
#define HCL_POSITION_MAP_SSE2 0
#endif

HCL_BEGIN_NAMESPACE
namespace native {

position_map::position_map(std::string_view source, std::span<const token> tokens,
                           source_position start)
    : source_(source.substr(0, std::min(source.size(), max_source_size))),
      tokens_(tokens),
      start_(start),
      bom_size_(byte_order_mark_size(source)) {
    ascii_ = unicode::is_ascii(source_);
    finished_ = true;
}

position_map::position_map(std::string_view source, const std::vector<token>& tokens, source_position start,
                           growing_tokens)
    : source_(source.substr(0, std::min(source.size(), max_source_size))),
      growing_(&tokens),
      start_(start),
      bom_size_(byte_order_mark_size(source)) {
    ascii_ = unicode::is_ascii(source_);
}

void position_map::index_once() const {
    std::call_once(index_once_, [this] {
        // Not a const object (only this lazily built part of it changes).
        auto& self = const_cast<position_map&>(*this);
        self.index_lines();
        if (finished_.load(std::memory_order_acquire)) self.add_all_checkpoints();
        indexed_.store(true, std::memory_order_release);
    });
}

void position_map::index_lines() {
    // One pass finds the line starts. Lines are
    // short, so a memchr call per line costs more than the search itself:
    // thirty-two bytes a round where SSE2 is there, then sixteen, then
    // eight, then one.
    const auto* const base = reinterpret_cast<const unsigned char*>(source_.data());
    const std::size_t size = source_.size();
    // Line starts are written through a pointer, room for a chunk's worth
    // checked once per chunk. Configurations average 20 to 40 bytes a
    // line: room for a line per 32 bytes to start with.
    line_starts_.resize(size / 32 + 32);
    std::uint32_t* out = line_starts_.data();
    std::uint32_t* room_end = out + line_starts_.size();
    const auto make_room = [&] {
        if (room_end - out >= 32) return;
        const std::size_t used = static_cast<std::size_t>(out - line_starts_.data());
        line_starts_.resize(2 * line_starts_.size());
        out = line_starts_.data() + used;
        room_end = line_starts_.data() + line_starts_.size();
    };
    *out++ = 0;
    const auto add_line = [&](std::size_t newline) { *out++ = static_cast<std::uint32_t>(newline + 1); };
    std::size_t i = 0;
#if HCL_POSITION_MAP_SSE2
    const __m128i newlines16 = _mm_set1_epi8('\n');
    // Two chunks a round: one mask, one room check, one loop test.
    for (; i + 32 <= size; i += 32) {
        const __m128i low = _mm_loadu_si128(reinterpret_cast<const __m128i*>(base + i));
        const __m128i high = _mm_loadu_si128(reinterpret_cast<const __m128i*>(base + i + 16));
        auto hits = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(low, newlines16))) |
                    (static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(high, newlines16))) << 16);
        make_room();
        for (; hits != 0; hits &= hits - 1) add_line(i + static_cast<std::size_t>(std::countr_zero(hits)));
    }
    for (; i + 16 <= size; i += 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i*>(base + i));
        auto hits = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, newlines16)));
        make_room();
        for (; hits != 0; hits &= hits - 1) add_line(i + static_cast<std::size_t>(std::countr_zero(hits)));
    }
#endif
    for (; i + 8 <= size; i += 8) {
        const std::uint64_t word = json::detail::load8(source_.data() + i);
        make_room();
        // Every '\n' of the word, each flagged exactly.
        for (std::uint64_t hits = json::detail::exact_zero_bytes(word ^ (json::detail::byte_ones * '\n'));
             hits != 0;) {
            const unsigned at = json::detail::first_flagged_byte(hits);
            add_line(i + at);
            hits &= ~(std::uint64_t{0xFF} << (std::endian::native == std::endian::little ? 8 * at : 56 - 8 * at));
        }
    }
    for (; i < size; ++i) {
        make_room();
        if (base[i] == '\n') add_line(i);
    }
    line_starts_.resize(static_cast<std::size_t>(out - line_starts_.data()));
}

void position_map::finish() {
    finished_.store(true, std::memory_order_release);
    // Indexed already (a position asked for during the parse): now.
    if (lines_indexed()) add_all_checkpoints();
}

void position_map::add_all_checkpoints() {
    // Checkpoints go at token boundaries on non-ASCII lines: none without
    // non-ASCII tokens (add_checkpoints would return at once for each line).
    // An ASCII file's map is then never written to after the line index:
    // its positions may be asked for while the parse is still going on
    // (decode_options::parallel_parse).
    if (tokens().empty()) return;
    checkpoints_.clear();
    for (std::size_t line = 0; line < line_starts_.size(); ++line) {
        const std::size_t line_end =
            line + 1 < line_starts_.size() ? line_starts_[line + 1] : source_.size();
        if (line_end - line_starts_[line] > 2 * checkpoint_spacing) add_checkpoints(line, line_end);
    }
}

void position_map::add_checkpoints(std::size_t line, std::size_t line_end) {
    const std::size_t origin = column_origin(line);
    const std::span<const token> tokens_ = tokens();
    if (tokens_.empty() || line_end <= origin ||
        unicode::is_ascii(source_.substr(origin, line_end - origin))) {
        return;  // ASCII lines are answered with arithmetic anyway
    }
    std::size_t last = origin;
    std::uint32_t column = first_column(line);
    const auto consider = [&](std::size_t boundary) {
        if (boundary < last + checkpoint_spacing || boundary >= line_end) return;
        column += static_cast<std::uint32_t>(columns_between(last, boundary));
        checkpoints_.push_back(checkpoint{static_cast<std::uint32_t>(boundary), column});
        last = boundary;
    };
    auto it = std::partition_point(tokens_.begin(), tokens_.end(),
                                   [&](const token& t) { return t.end <= origin; });
    for (; it != tokens_.end() && it->begin < line_end; ++it) {
        consider(it->begin);
        consider(it->end);
    }
}

std::size_t position_map::line_of(std::size_t offset) const {
    const auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
    return static_cast<std::size_t>(it - line_starts_.begin()) - 1;
}

source_position position_map::at(std::size_t offset) const {
    lines();
    offset = std::min(offset, source_.size());
    const std::size_t line = line_of(offset);
    std::size_t from = column_origin(line);
    std::uint32_t column = first_column(line);
    if (ascii_) return make(line, column + static_cast<std::uint32_t>(offset > from ? offset - from : 0), offset);
    if (!checkpoints_.empty() && offset > from) {
        // The last checkpoint at or before offset, if it is on this line.
        const auto cp = std::upper_bound(
            checkpoints_.begin(), checkpoints_.end(), offset,
            [](std::size_t o, const checkpoint& c) { return o < c.offset; });
        if (cp != checkpoints_.begin() && std::prev(cp)->offset >= from) {
            from = std::prev(cp)->offset;
            column = std::prev(cp)->column;
        }
    }
    if (offset > from) column += static_cast<std::uint32_t>(columns_between(from, offset));
    return make(line, column, offset);
}

namespace {

// Grapheme clusters in a token's text; ICU only when it can matter. One byte
// (even a bad one) or one code point (an invalid character, a one-letter
// identifier) is one cluster.
std::size_t clusters(std::string_view text) {
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    if (text.size() == 1 || (!text.empty() && detail::utf8_length(p, p + text.size()) == text.size()))
        return 1;
    return unicode::grapheme_count(text);
}

}  // namespace

std::size_t position_map::columns_between(std::size_t from, std::size_t to) const {
    const std::string_view text = source_.substr(from, to - from);
    if (unicode::is_ascii(text)) return text.size();
    const std::span<const token> tokens_ = tokens();
    if (tokens_.empty()) return unicode::grapheme_count(text);
    auto it = std::partition_point(tokens_.begin(), tokens_.end(),
                                   [&](const token& t) { return t.end <= from; });
    std::size_t cursor = from;
    std::size_t columns = 0;
    for (; it != tokens_.end() && it->begin < to; ++it) {
        const std::size_t b = std::max<std::size_t>(it->begin, from);
        const std::size_t e = std::min<std::size_t>(it->end, to);
        if (b > cursor) columns += b - cursor;  // blanks between tokens
        if (e > b) columns += clusters(source_.substr(b, e - b));
        cursor = std::max(cursor, e);
    }
    if (to > cursor) columns += to - cursor;
    return columns;
}

source_position position_map::cursor::at(std::size_t offset) {
    const position_map& m = *map_;
    m.lines();
    offset = std::min(offset, m.source_.size());
    if (offset < m.line_starts_[line_]) {
        line_ = m.line_of(offset);
        known_column_ = 0;
    } else {
        // A few lines forward by stepping; a longer jump (a fresh cursor
        // deep in the file, a multi-line value) by a binary search.
        const std::size_t lines = m.line_starts_.size();
        for (int step = 0; line_ + 1 < lines && m.line_starts_[line_ + 1] <= offset; ++step) {
            known_column_ = 0;
            if (step == max_line_steps) {
                const auto next = m.line_starts_.begin() + static_cast<std::ptrdiff_t>(line_ + 1);
                line_ = static_cast<std::size_t>(std::upper_bound(next, m.line_starts_.end(), offset) -
                                                 m.line_starts_.begin()) - 1;
                break;
            }
            ++line_;
        }
    }
    const std::size_t origin = m.column_origin(line_);
    if (m.ascii_) {
        return m.make(line_, m.first_column(line_) + static_cast<std::uint32_t>(offset > origin ? offset - origin : 0),
                      offset);
    }
    if (known_column_ == 0 || offset < known_offset_) {
        known_offset_ = origin;
        known_column_ = m.first_column(line_);
    }
    if (offset > known_offset_) {
        known_column_ += static_cast<std::uint32_t>(m.columns_between(known_offset_, offset));
        known_offset_ = offset;
    }
    return m.make(line_, offset < origin ? m.first_column(line_) : known_column_, offset);
}

}  // namespace native
HCL_END_NAMESPACE
