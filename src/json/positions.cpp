#include "json/positions.hpp"
#include "json/scanner.hpp"
#include "json/string_decode.hpp"

#include <hcl/unicode.hpp>

#include <algorithm>
#include <cstring>
#include <iterator>

HCL_BEGIN_NAMESPACE
namespace json::detail {

namespace {

// Lines longer than this get checkpoints every `checkpoint_gap` bytes
// (minified JSON is one long line; without them, ranges on it would cost a
// scan from the line start each).
constexpr std::size_t long_line = 2048;
constexpr std::size_t checkpoint_gap = 1024;

// The columns a string token takes: one per grapheme cluster, and one per
// byte of ill-formed UTF-8, which the reference decodes byte by byte (where
// ICU would make one cluster of a truncated sequence). The quotes are part
// of the text: a combining mark after the opening quote joins its cluster.
std::uint32_t string_columns(std::string_view text) noexcept {
    std::size_t columns = 0;
    std::size_t run = 0;  // start of the well-formed text not yet counted
    for (std::size_t i = 0; i < text.size();) {
        char32_t c;
        if (static_cast<unsigned char>(text[i]) < 0x80) {
            ++i;
        } else if (const std::size_t n = utf8_sequence(text, i, c); n != 0) {
            i += n;
        } else {
            columns += unicode::grapheme_count(text.substr(run, i - run)) + 1;
            run = ++i;
        }
    }
    return static_cast<std::uint32_t>(columns + unicode::grapheme_count(text.substr(run)));
}

// Walks from `p`, a token boundary, towards `stop` (in the same line), one
// whitespace byte or token at a time, adding columns the way the scanner
// counts them: a tab is two, "\r" none, a string one per grapheme cluster
// unless it is plain ASCII, anything else one per byte (keywords and numbers
// are ASCII; an unusable byte ends the scan as a one-column token). A token
// reaching past `stop` adds one column per byte up to it. Returns where it
// stopped: `stop`, or the first boundary at or after `p + at_least`.
const char* walk(const char* p, const char* stop, const char* end, std::size_t at_least,
                 std::uint32_t& column) noexcept {
    const char* const enough = at_least < static_cast<std::size_t>(stop - p) ? p + at_least : stop;
    while (p < enough) {
        const char c = *p;
        if (c == '"') {
            bool plain = false;
            const std::size_t n =
                string_length(std::string_view(p, static_cast<std::size_t>(end - p)), plain);
            if (n > static_cast<std::size_t>(stop - p)) {
                column += static_cast<std::uint32_t>(stop - p);
                return stop;
            }
            column +=
                plain ? static_cast<std::uint32_t>(n) : string_columns(std::string_view(p, n));
            p += n;
        } else {
            column += c == '\t' ? 2 : c == '\r' ? 0 : 1;
            ++p;
        }
    }
    return p;
}

}  // namespace

std::uint32_t columns_between(std::string_view source, offset from, offset to) noexcept {
    std::uint32_t column = 0;
    const char* const b = source.data();
    walk(b + from, b + to, b + source.size(), static_cast<std::size_t>(to - from), column);
    return column;
}

void position_index::build() const {
    const char* const b = source_.data();
    const char* const end = b + source_.size();
    line_starts_.push_back(0);
    const char* line = b;
    for (;;) {
        const void* found = std::memchr(line, '\n', static_cast<std::size_t>(end - line));
        const char* const line_end = found ? static_cast<const char*>(found) : end;
        if (static_cast<std::size_t>(line_end - line) > long_line) {
            std::uint32_t column = line == b ? start_.column : 1;
            for (const char* p = line;;) {
                p = walk(p, line_end, end, checkpoint_gap, column);
                if (p >= line_end) break;
                checkpoints_.push_back({static_cast<offset>(p - b), column});
            }
        }
        if (!found) break;
        line = line_end + 1;
        line_starts_.push_back(static_cast<offset>(line - b));
    }
}

source_position position_index::at(offset where) const {
    std::call_once(built_, [this] { build(); });
    where = std::min(where, static_cast<offset>(source_.size()));
    const auto next_line = std::upper_bound(line_starts_.begin(), line_starts_.end(), where);
    const auto line = static_cast<std::size_t>(next_line - line_starts_.begin()) - 1;
    offset from = line_starts_[line];
    std::uint32_t column = line == 0 ? start_.column : 1;
    const auto next_checkpoint =
        std::upper_bound(checkpoints_.begin(), checkpoints_.end(), where,
                         [](offset w, const checkpoint& c) { return w < c.where; });
    if (next_checkpoint != checkpoints_.begin() && std::prev(next_checkpoint)->where >= from) {
        from = std::prev(next_checkpoint)->where;
        column = std::prev(next_checkpoint)->column;
    }
    column += columns_between(source_, from, where);
    return {start_.line + static_cast<std::uint32_t>(line), column, start_.byte + where};
}

}  // namespace json::detail
HCL_END_NAMESPACE
