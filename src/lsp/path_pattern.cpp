// File patterns of the workspace configuration: `*`, `?` and `**` over
// `/`-separated names (include/hcl/lsp/workspace_config.hpp).
#include <hcl/lsp/workspace_config.hpp>

#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {

namespace {

std::vector<std::string_view> names_of(std::string_view path) {
    std::vector<std::string_view> out;
    for (;;) {
        const auto slash = path.find('/');
        out.push_back(path.substr(0, slash));
        if (slash == std::string_view::npos) return out;
        path.remove_prefix(slash + 1);
    }
}

// One name against one pattern name (`*` and `?`): the usual wildcard walk,
// going back to the last `*` on a mismatch (linear in practice, never
// exponential).
bool name_matches(std::string_view pattern, std::string_view name) noexcept {
    std::size_t p = 0, n = 0;
    std::size_t star = std::string_view::npos, star_name = 0;
    while (n < name.size()) {
        if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == name[n])) {
            ++p;
            ++n;
        } else if (p < pattern.size() && pattern[p] == '*') {
            star = p++;
            star_name = n;
        } else if (star != std::string_view::npos) {
            p = star + 1;
            n = ++star_name;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == '*') ++p;
    return p == pattern.size();
}

// Names against pattern names, `**` taking any number of names. A table
// of which suffixes match keeps it quadratic at worst.
bool names_match(const std::vector<std::string_view>& pattern,
                 const std::vector<std::string_view>& names) {
    const std::size_t columns = names.size() + 1;
    // matches[i * columns + j]: pattern[i..] matches names[j..].
    std::vector<char> matches((pattern.size() + 1) * columns, 0);
    matches[pattern.size() * columns + names.size()] = 1;
    for (std::size_t i = pattern.size(); i-- > 0;) {
        for (std::size_t j = names.size() + 1; j-- > 0;) {
            bool m = false;
            if (pattern[i] == "**") {
                m = matches[(i + 1) * columns + j] ||
                    (j < names.size() && matches[i * columns + j + 1]);
            } else {
                m = j < names.size() && name_matches(pattern[i], names[j]) &&
                    matches[(i + 1) * columns + j + 1];
            }
            matches[i * columns + j] = m;
        }
    }
    return matches[0];
}

}  // namespace

bool path_pattern_matches(std::string_view pattern, std::string_view relative_path) noexcept {
    try {
        if (pattern.find('/') == std::string_view::npos) {
            const auto slash = relative_path.rfind('/');
            return name_matches(pattern, slash == std::string_view::npos
                                             ? relative_path
                                             : relative_path.substr(slash + 1));
        }
        return names_match(names_of(pattern), names_of(relative_path));
    } catch (...) {
        return false;  // out of memory for the table
    }
}

std::string path_pattern_problem(std::string_view pattern) {
    if (pattern.empty()) return "a pattern cannot be empty";
    if (pattern.front() == '/')
        return "a pattern is relative to the workspace root: it cannot start with \"/\"";
    if (pattern.find('\\') != std::string_view::npos)
        return "names are separated by \"/\", not \"\\\"";
    for (const char c : std::string_view("[]{}")) {
        if (pattern.find(c) != std::string_view::npos)
            return std::string("\"") + c + "\" is reserved: patterns have only *, ? and **";
    }
    for (const auto name : names_of(pattern)) {
        if (name.empty())
            return "a pattern cannot have an empty name (\"//\" or a \"/\" at its end)";
        if (name == "." || name == "..") return "a pattern cannot name \".\" or \"..\"";
        if (name != "**" && name.find("**") != std::string_view::npos)
            return "\"**\" must be a whole name (\"app/**/*.hcl\"); \"*\" matches within a name";
    }
    return {};
}

}  // namespace lsp
HCL_END_NAMESPACE
