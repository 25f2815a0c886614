// Lines are matched with Myers' algorithm (the shortest edit script) between
// the common head and tail of the two texts. Where the texts differ too much
// for its trace to stay small, the middle is shown as removed and added
// whole: a longer diff, never a wrong one.
#include "cli/unified_diff.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

namespace hcl_cli {

namespace {

std::vector<std::string_view> lines_of(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t nl = text.find('\n', start);
        const std::size_t end = nl == std::string_view::npos ? text.size() : nl + 1;
        out.push_back(text.substr(start, end - start));
        start = end;
    }
    return out;
}

enum class edit : char { keep = ' ', remove = '-', add = '+' };

struct step {
    edit kind;
    std::size_t line;  // in the old text (keep, remove) or the new one (add)
};

// The edit script turning a[a0, a1) into b[b0, b1), or an empty result when
// it would cost more than `budget` differences.
bool shortest_edits(const std::vector<std::string_view>& a, std::size_t a0, std::size_t a1,
                    const std::vector<std::string_view>& b, std::size_t b0, std::size_t b1, std::size_t budget,
                    std::vector<step>& out) {
    const auto n = static_cast<std::ptrdiff_t>(a1 - a0);
    const auto m = static_cast<std::ptrdiff_t>(b1 - b0);
    const std::ptrdiff_t max = std::min<std::ptrdiff_t>(n + m, static_cast<std::ptrdiff_t>(budget));
    const std::ptrdiff_t offset = max + 1;
    std::vector<std::ptrdiff_t> v(static_cast<std::size_t>(2 * max + 3), 0);
    std::vector<std::vector<std::ptrdiff_t>> trace;
    for (std::ptrdiff_t d = 0; d <= max; ++d) {
        trace.push_back(v);
        for (std::ptrdiff_t k = -d; k <= d; k += 2) {
            std::ptrdiff_t x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1]
                                                                                               : v[offset + k - 1] + 1;
            std::ptrdiff_t y = x - k;
            while (x < n && y < m && a[a0 + x] == b[b0 + y]) ++x, ++y;
            v[offset + k] = x;
            if (x >= n && y >= m) {
                // Walk back through the trace.
                std::vector<step> reversed;
                for (std::ptrdiff_t e = d; e > 0; --e) {
                    const auto& prev = trace[static_cast<std::size_t>(e)];
                    const std::ptrdiff_t kk = x - y;
                    const bool down = kk == -e || (kk != e && prev[offset + kk - 1] < prev[offset + kk + 1]);
                    const std::ptrdiff_t pk = down ? kk + 1 : kk - 1;
                    const std::ptrdiff_t px = prev[offset + pk];
                    const std::ptrdiff_t py = px - pk;
                    while (x > px && y > py) {
                        --x;
                        --y;
                        reversed.push_back({edit::keep, a0 + static_cast<std::size_t>(x)});
                    }
                    if (down) {
                        reversed.push_back({edit::add, b0 + static_cast<std::size_t>(--y)});
                    } else {
                        reversed.push_back({edit::remove, a0 + static_cast<std::size_t>(--x)});
                    }
                }
                while (x > 0 && y > 0) {
                    --x;
                    --y;
                    reversed.push_back({edit::keep, a0 + static_cast<std::size_t>(x)});
                }
                out.insert(out.end(), reversed.rbegin(), reversed.rend());
                return true;
            }
        }
    }
    return false;
}

void append_range(std::string& out, std::size_t begin, std::size_t count) {
    // GNU diff's form: "l,s", just "l" for one line, "l,0" after line l.
    out += std::to_string(count == 0 ? begin : begin + 1);
    if (count != 1) out += "," + std::to_string(count);
}

}  // namespace

std::string unified_diff(std::string_view before, std::string_view after, std::string_view old_label,
                         std::string_view new_label) {
    if (before == after) return {};
    const auto a = lines_of(before);
    const auto b = lines_of(after);

    // The script: common head, the middle's edits, common tail.
    std::size_t head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head]) ++head;
    std::size_t tail = 0;
    while (tail < a.size() - head && tail < b.size() - head && a[a.size() - 1 - tail] == b[b.size() - 1 - tail]) ++tail;
    std::vector<step> script;
    for (std::size_t i = 0; i < head; ++i) script.push_back({edit::keep, i});
    if (!shortest_edits(a, head, a.size() - tail, b, head, b.size() - tail, 1000, script)) {
        for (std::size_t i = head; i < a.size() - tail; ++i) script.push_back({edit::remove, i});
        for (std::size_t i = head; i < b.size() - tail; ++i) script.push_back({edit::add, i});
    }
    for (std::size_t i = a.size() - tail; i < a.size(); ++i) script.push_back({edit::keep, i});

    std::string out = "--- " + std::string(old_label) + "\n+++ " + std::string(new_label) + "\n";
    constexpr std::size_t context = 3;
    // Old and new line numbers at each step.
    std::vector<std::size_t> old_at(script.size() + 1), new_at(script.size() + 1);
    for (std::size_t i = 0; i < script.size(); ++i) {
        old_at[i + 1] = old_at[i] + (script[i].kind != edit::add);
        new_at[i + 1] = new_at[i] + (script[i].kind != edit::remove);
    }
    std::size_t i = 0;
    while (i < script.size()) {
        if (script[i].kind == edit::keep) {
            ++i;
            continue;
        }
        // A hunk: from `context` kept steps before this change to `context`
        // after the last change that is closer than 2 * context to the next.
        const std::size_t first = i > context ? i - context : 0;
        std::size_t last = i;
        for (std::size_t j = i; j < script.size(); ++j) {
            if (script[j].kind != edit::keep) last = j;
            if (j - last > 2 * context) break;
        }
        const std::size_t end = std::min(script.size(), last + 1 + context);
        out += "@@ -";
        append_range(out, old_at[first], old_at[end] - old_at[first]);
        out += " +";
        append_range(out, new_at[first], new_at[end] - new_at[first]);
        out += " @@\n";
        for (std::size_t j = first; j < end; ++j) {
            const std::string_view text = script[j].kind == edit::add ? b[script[j].line] : a[script[j].line];
            out += static_cast<char>(script[j].kind);
            out += text;
            if (!text.ends_with('\n')) out += "\n\\ No newline at end of file\n";
        }
        i = end;
    }
    return out;
}

}  // namespace hcl_cli
