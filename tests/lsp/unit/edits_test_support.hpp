// Applying the services' text edits in tests (rename, code actions).
#pragma once

#include <hcl/lsp/position.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace lsp_test {

// `text` after `edits` (ranges of the original text, not overlapping), as a
// client applies them: from the last to the first.
inline std::string apply_edits(std::string text, std::vector<hcl::lsp::text_edit> edits) {
    std::sort(edits.begin(), edits.end(), [](const auto& a, const auto& b) { return b.range.start < a.range.start; });
    const hcl::lsp::line_index lines(text);
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    for (const auto& e : edits) {
        const auto begin = lines.offset(e.range.start);
        const auto end = lines.offset(e.range.end);
        if (!begin || !end || *end < *begin) throw std::invalid_argument("an edit outside the text");
        spans.emplace_back(*begin, *end);
    }
    for (std::size_t i = 0; i < edits.size(); ++i)
        text.replace(spans[i].first, spans[i].second - spans[i].first, edits[i].new_text);
    return text;
}

}  // namespace lsp_test
