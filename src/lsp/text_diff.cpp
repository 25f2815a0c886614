// Minimal edits between two texts, line by line.
#include "lsp/text_diff.hpp"

#include <algorithm>
#include <cstddef>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

bool is_continuation(char c) noexcept { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// A place an edit may start or end: not inside a UTF-8 character, not
// between the "\r" and "\n" of a line break (positions cannot address it).
bool is_boundary(std::string_view text, std::size_t at) noexcept {
    if (at == 0 || at >= text.size()) return true;
    return !is_continuation(text[at]) && !(text[at - 1] == '\r' && text[at] == '\n');
}

class differ {
public:
    differ(const line_index& old_lines, std::string_view new_text)
        : old_(old_lines), new_(new_text), old_text_(old_lines.text()), new_text_(new_text) {}

    std::vector<text_edit> run() {
        std::uint32_t old_end = old_.line_count();
        std::uint32_t new_end = new_.line_count();
        std::uint32_t first = 0;
        while (first < old_end && first < new_end && same(first, first)) ++first;
        while (old_end > first && new_end > first && same(old_end - 1, new_end - 1)) --old_end, --new_end;
        if (old_end - first != new_end - first) {
            replace(first, old_end, first, new_end);
            return std::move(out_);
        }
        // As many lines on both sides: pair them, an edit per changed line
        // (not one per run, which would rewrite the unchanged middle of
        // neighbouring lines, the `=` of an aligned run).
        for (std::uint32_t line = first; line < old_end; ++line) {
            if (!same(line, line)) replace(line, line + 1, line, line + 1);
        }
        return std::move(out_);
    }

private:
    // A line with its line break.
    static std::string_view line(const line_index& lines, std::uint32_t i) {
        return lines.text().substr(lines.line_start(i), lines.line_start(i + 1) - lines.line_start(i));
    }
    bool same(std::uint32_t old_line, std::uint32_t new_line) const {
        return line(old_, old_line) == line(new_, new_line);
    }

    // Old lines [old_first, old_end) become new lines [new_first, new_end),
    // less what both begin and end with.
    void replace(std::uint32_t old_first, std::uint32_t old_end, std::uint32_t new_first, std::uint32_t new_end) {
        std::size_t old_begin = old_.line_start(old_first);
        std::size_t old_stop = old_.line_start(old_end);
        std::size_t new_begin = new_.line_start(new_first);
        std::size_t new_stop = new_.line_start(new_end);
        while (old_begin < old_stop && new_begin < new_stop && old_text_[old_begin] == new_text_[new_begin])
            ++old_begin, ++new_begin;
        while (!is_boundary(old_text_, old_begin)) --old_begin, --new_begin;
        while (old_stop > old_begin && new_stop > new_begin && old_text_[old_stop - 1] == new_text_[new_stop - 1])
            --old_stop, --new_stop;
        while (!is_boundary(old_text_, old_stop)) ++old_stop, ++new_stop;
        if (old_begin == old_stop && new_begin == new_stop) return;
        out_.push_back({old_.range_of(old_begin, old_stop),
                        std::string(new_text_.substr(new_begin, new_stop - new_begin))});
    }

    const line_index& old_;
    line_index new_;
    std::string_view old_text_;
    std::string_view new_text_;
    std::vector<text_edit> out_;
};

}  // namespace

std::vector<text_edit> line_diff(const line_index& old_lines, std::string_view new_text) {
    return differ(old_lines, new_text).run();
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
