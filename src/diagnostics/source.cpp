// Positions and ranges. advance_position is on every parser's hot path: it
// counts lines with memchr and only hands the text after the last line break
// to the grapheme counter, which itself skips ICU for ASCII.
#include <hcl/source.hpp>
#include <hcl/unicode.hpp>

#include <algorithm>
#include <cstring>

HCL_BEGIN_NAMESPACE

source_position advance_position(source_position pos, std::string_view text) noexcept {
    const char* p = text.data();
    const char* const end = p + text.size();
    const char* last_line_start = nullptr;
    while (p < end) {
        const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
        if (nl == nullptr) break;
        ++pos.line;
        p = static_cast<const char*>(nl) + 1;
        last_line_start = p;
    }
    // A "\r" before "\n" needs no special case: the column restarts anyway.
    std::string_view tail = text;
    if (last_line_start != nullptr) {
        tail = std::string_view(last_line_start, static_cast<std::size_t>(end - last_line_start));
        pos.column = 1;
    }
    pos.column += static_cast<std::uint32_t>(unicode::grapheme_count(tail));
    pos.byte += text.size();
    return pos;
}

source_position position_at(std::string_view source, std::size_t byte) noexcept {
    return advance_position(source_position{}, source.substr(0, std::min(byte, source.size())));
}

source_name::source_name(std::string_view name)
    : text_(name.empty() ? nullptr : std::make_shared<const std::string>(name)) {}

const std::string& source_name::str() const noexcept {
    static const std::string none;
    return text_ ? *text_ : none;
}

std::string source_range::to_string() const {
    std::string out = filename.str();
    out += ':';
    out += std::to_string(start.line);
    out += ',';
    out += std::to_string(start.column);
    out += '-';
    if (end.line != start.line) {
        out += std::to_string(end.line);
        out += ',';
    }
    out += std::to_string(end.column);
    return out;
}

source_range source_range::between(const source_range& a, const source_range& b) {
    return source_range{a.filename, a.start, b.end};
}

source_range source_range::over(const source_range& other) const {
    return source_range{filename, other.start.byte < start.byte ? other.start : start,
                        other.end.byte > end.byte ? other.end : end};
}

bool source_range::overlaps(const source_range& other) const noexcept {
    return filename == other.filename && !empty() && !other.empty() &&
           start.byte < other.end.byte && other.start.byte < end.byte;
}

std::string_view source_range::slice(std::string_view source) const noexcept {
    const std::size_t from = std::min(start.byte, source.size());
    const std::size_t to = std::clamp(end.byte, from, source.size());
    return source.substr(from, to - from);
}

HCL_END_NAMESPACE
