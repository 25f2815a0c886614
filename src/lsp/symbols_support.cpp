// Line checks for the structure services.
#include "lsp/symbols_support.hpp"

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

bool first_on_line(const line_index& lines, std::size_t offset) noexcept {
    const std::string_view text = lines.text();
    for (std::size_t i = lines.line_start(lines.line_at(offset)); i < offset && i < text.size(); ++i) {
        if (text[i] != ' ' && text[i] != '\t') return false;
    }
    return true;
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
