// Line lookups for the structure services.
#include "lsp/symbols_support.hpp"

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

std::uint32_t line_of(const line_index& lines, std::size_t offset) noexcept {
    // The last line whose start is at or before `offset`.
    std::uint32_t low = 0;
    std::uint32_t high = lines.line_count() - 1;
    while (low < high) {
        const std::uint32_t mid = low + (high - low + 1) / 2;
        if (lines.line_start(mid) <= offset) low = mid;
        else high = mid - 1;
    }
    return low;
}

bool first_on_line(const line_index& lines, std::size_t offset) noexcept {
    const std::string_view text = lines.text();
    for (std::size_t i = lines.line_start(line_of(lines, offset)); i < offset && i < text.size(); ++i) {
        if (text[i] != ' ' && text[i] != '\t') return false;
    }
    return true;
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
