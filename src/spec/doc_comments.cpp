// Descriptions from the comment lines above spec blocks.
#include "spec/doc_comments.hpp"

#include "native/lexer.hpp"

#include <algorithm>

HCL_BEGIN_NAMESPACE
namespace spec::detail {

namespace {

bool is_line_comment(std::string_view text) { return !text.starts_with("/*"); }

// The line without a leading marker (`prefix`) and one space after it.
std::string_view strip_marker(std::string_view line, std::string_view prefix) {
    if (line.starts_with(prefix)) line.remove_prefix(prefix.size());
    if (line.starts_with(' ')) line.remove_prefix(1);
    return line;
}

std::string_view trim_end(std::string_view s) {
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
        s.remove_suffix(1);
    return s;
}

std::string_view trim_start(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    return s;
}

}  // namespace

std::vector<std::string> comment_text_lines(std::string_view comment) {
    if (is_line_comment(comment)) {
        comment = trim_end(comment);
        return {std::string(strip_marker(comment, comment.starts_with("#") ? "#" : "//"))};
    }
    // A block comment: its lines, each without the delimiters and a
    // leading `*` that continues the comment; blank first and last lines
    // (the delimiters' own) left out.
    comment.remove_prefix(2);
    if (comment.ends_with("*/")) comment.remove_suffix(2);
    std::vector<std::string> lines;
    while (true) {
        const auto end = comment.find('\n');
        std::string_view line = trim_end(comment.substr(0, end));
        if (!lines.empty()) {
            line = trim_start(line);
            if (line.starts_with('*')) line = strip_marker(line, "*");
        } else {
            line = trim_start(line);
        }
        lines.emplace_back(line);
        if (end == std::string_view::npos) break;
        comment.remove_prefix(end + 1);
    }
    if (!lines.empty() && lines.back().empty()) lines.pop_back();
    if (!lines.empty() && lines.front().empty()) lines.erase(lines.begin());
    return lines;
}

doc_comments::doc_comments(std::string_view source) : source_(source), tokens_(native::lex(source)) {}

std::string doc_comments::above(std::uint32_t begin) const {
    auto it = std::lower_bound(tokens_.begin(), tokens_.end(), begin,
                               [](const native::token& t, std::uint32_t b) { return t.begin < b; });
    if (it == tokens_.end() || it->begin != begin) return {};
    std::size_t k = static_cast<std::size_t>(it - tokens_.begin());
    using native::token_kind;
    auto starts_line = [&](std::size_t i) {
        if (i == 0) return true;
        const auto& before = tokens_[i - 1];
        return before.kind == token_kind::newline ||
               (before.kind == token_kind::comment && is_line_comment(before.text(source_)));
    };
    std::vector<std::size_t> taken;  // comment tokens, last first
    while (k > 0) {
        const auto& previous = tokens_[k - 1];
        std::size_t comment = 0;
        if (previous.kind == token_kind::comment && is_line_comment(previous.text(source_))) {
            comment = k - 1;  // holds its own line break
        } else if (previous.kind == token_kind::newline && k >= 2 && tokens_[k - 2].kind == token_kind::comment &&
                   !is_line_comment(tokens_[k - 2].text(source_))) {
            comment = k - 2;  // a /* */ comment ending its line
        } else {
            break;
        }
        if (!starts_line(comment)) break;  // the comment after an item on its line
        taken.push_back(comment);
        k = comment;
    }
    std::vector<std::string> lines;
    for (auto t = taken.rbegin(); t != taken.rend(); ++t) {
        for (auto& line : comment_text_lines(tokens_[*t].text(source_))) lines.push_back(std::move(line));
    }
    while (!lines.empty() && lines.back().empty()) lines.pop_back();
    std::size_t first = 0;
    while (first < lines.size() && lines[first].empty()) ++first;
    std::string out;
    for (std::size_t i = first; i < lines.size(); ++i) {
        if (i != first) out += '\n';
        out += lines[i];
    }
    return out;
}

}  // namespace spec::detail
HCL_END_NAMESPACE
