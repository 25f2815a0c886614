#include "model/name_suggestion.hpp"

#include <hcl/unicode.hpp>

#include <algorithm>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {

namespace {

std::u32string code_points(std::string_view s) {
    std::u32string out;
    out.reserve(s.size());
    std::size_t offset = 0;
    while (offset < s.size()) out.push_back(unicode::decode_utf8(s, offset));
    return out;
}

template <class Candidates>
std::string first_close(std::string_view given, const Candidates& candidates) {
    for (const auto& c : candidates) {
        if (edit_distance(given, c) < 3) return std::string(c);
    }
    return {};
}

}  // namespace

std::size_t edit_distance(std::string_view a, std::string_view b) {
    const auto x = code_points(a);
    const auto y = code_points(b);
    std::vector<std::size_t> row(y.size() + 1);
    for (std::size_t j = 0; j <= y.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= x.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= y.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (x[i - 1] == y[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[y.size()];
}

std::string suggest_name(std::string_view given, std::span<const std::string> candidates) {
    return first_close(given, candidates);
}

std::string suggest_name(std::string_view given, std::span<const std::string_view> candidates) {
    return first_close(given, candidates);
}

}  // namespace detail
HCL_END_NAMESPACE
