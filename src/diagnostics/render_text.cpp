// Diagnostics as text for people: a clang-style header, the source lines the
// diagnostic is about with the subject underlined, then the detail.
#include <hcl/diagnostic_render.hpp>
#include <hcl/unicode.hpp>

#include <algorithm>
#include <vector>

HCL_BEGIN_NAMESPACE

namespace {

constexpr std::string_view ansi_reset = "\x1b[0m";
constexpr std::string_view ansi_bold = "\x1b[1m";
constexpr std::size_t tab_stop = 4;
constexpr std::size_t min_gutter_width = 4;

std::string_view severity_colour(severity s) {
    return s == severity::warning ? "\x1b[1;33m" : "\x1b[1;31m";
}

// --- laying out one source line ----------------------------------------------

// A grapheme cluster of a source line: its bytes (relative to the line) and
// the first terminal cell it occupies.
struct cluster_cells {
    std::size_t begin;
    std::size_t end;
    std::size_t cell;
};

// A source line made safe to print: tabs expanded to spaces, control
// characters shown as their Unicode control pictures, ill-formed UTF-8 as
// U+FFFD. Keeps the byte → cell mapping so the underline lines up.
struct printed_line {
    std::string text;
    std::vector<cluster_cells> clusters;
    std::size_t cells = 0;

    // First cell of the cluster holding byte `offset` (cells when at the end).
    std::size_t cell_at(std::size_t offset) const {
        for (const cluster_cells& c : clusters) {
            if (offset < c.end) return c.cell;
        }
        return cells;
    }
    // Cell just past the cluster holding byte `offset - 1`.
    std::size_t cell_after(std::size_t offset) const {
        for (const cluster_cells& c : clusters) {
            if (c.begin >= offset) return c.cell;
        }
        return cells;
    }
};

// Appends the printable form of one cluster and returns its width in cells.
std::size_t append_printable(std::string& out, std::string_view cluster, std::size_t cell) {
    if (cluster.size() == 1) {
        const auto c = static_cast<unsigned char>(cluster[0]);
        if (c == '\t') {
            const std::size_t width = tab_stop - cell % tab_stop;
            out.append(width, ' ');
            return width;
        }
        if (c < 0x20 || c == 0x7F) {
            unicode::append_utf8(out, c == 0x7F ? U'\u2421' : U'\u2400' + c);
            return 1;
        }
        if (c < 0x80) {
            out += static_cast<char>(c);
            return 1;
        }
    }
    std::string safe;
    std::size_t offset = 0;
    while (offset < cluster.size()) {
        char32_t c = unicode::decode_utf8(cluster, offset);
        if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) c = unicode::replacement_character;
        unicode::append_utf8(safe, c);
    }
    out += safe;
    return unicode::display_width(safe);
}

printed_line lay_out(std::string_view line) {
    printed_line out;
    const std::vector<std::size_t> bounds = unicode::grapheme_boundaries(line);
    out.clusters.reserve(bounds.size());
    for (std::size_t i = 0; i + 1 < bounds.size(); ++i) {
        const std::string_view cluster = line.substr(bounds[i], bounds[i + 1] - bounds[i]);
        out.clusters.push_back({bounds[i], bounds[i + 1], out.cells});
        out.cells += append_printable(out.text, cluster, out.cells);
    }
    return out;
}

// --- the snippet -------------------------------------------------------------

struct line_span {
    std::size_t begin;         // first byte
    std::size_t content_end;   // before "\r\n" / "\n"
    std::size_t end;           // the '\n' (or the end of the source)
};

// The lines overlapping [from, to) (at least the line holding `from`).
std::vector<line_span> lines_between(std::string_view source, std::size_t from, std::size_t to) {
    std::vector<line_span> lines;
    std::size_t begin = 0;
    if (from > 0) {
        const std::size_t newline = source.rfind('\n', from - 1);
        if (newline != std::string_view::npos) begin = newline + 1;
    }
    for (;;) {
        const std::size_t newline = source.find('\n', begin);
        const std::size_t end = newline == std::string_view::npos ? source.size() : newline;
        std::size_t content_end = end;
        if (content_end > begin && source[content_end - 1] == '\r') --content_end;
        lines.push_back({begin, content_end, end});
        if (newline == std::string_view::npos || newline + 1 >= to) break;
        begin = newline + 1;
    }
    return lines;
}

// The marker under one line: where it starts (cell) and how it looks.
struct marker {
    std::size_t cell = 0;
    std::string text;
};

std::optional<marker> marker_for(std::string_view source, const line_span& line,
                                 const printed_line& printed, std::size_t subject_begin,
                                 std::size_t subject_end) {
    const bool starts_here = subject_begin >= line.begin && subject_begin <= line.end;
    std::size_t from = std::max(line.begin, subject_begin);
    if (!starts_here) {
        // A subject continuing from an earlier line is underlined from the
        // first non-blank character: indentation is not part of it visually.
        while (from < line.content_end && (source[from] == ' ' || source[from] == '\t')) ++from;
    }
    const std::size_t to = std::min(line.content_end, subject_end);
    if (from < to) {
        marker m;
        m.cell = printed.cell_at(from - line.begin);
        const std::size_t last = printed.cell_after(to - line.begin);
        const std::size_t width = std::max<std::size_t>(1, last - m.cell);
        m.text = starts_here ? "^" : "~";
        m.text.append(width - 1, '~');
        return m;
    }
    if (starts_here) {
        // An empty subject, or one that starts at the line break: a single
        // caret where it starts.
        marker m;
        m.cell = printed.cell_at(std::min(subject_begin, line.content_end) - line.begin);
        m.text = "^";
        return m;
    }
    return std::nullopt;
}

void trim_right(std::string& s) {
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.pop_back();
}

void append_line(std::string& out, std::string line) {
    trim_right(line);
    out += line;
    out += '\n';
}

std::string right_aligned(const std::string& text, std::size_t width) {
    return text.size() >= width ? text : std::string(width - text.size(), ' ') + text;
}

void append_snippet(std::string& out, std::string_view source, const source_range& shown,
                    const std::optional<source_range>& subject, const diagnostic& diag,
                    const text_render_options& options) {
    const std::size_t from = std::min(shown.start.byte, source.size());
    const std::size_t to = std::clamp(shown.end.byte, from, source.size());
    std::vector<line_span> lines = lines_between(source, from, to);

    // Long snippets keep their first and last lines.
    const std::size_t limit = options.max_snippet_lines;
    std::size_t head = lines.size();
    std::size_t tail = 0;
    if (limit > 0 && lines.size() > limit) {
        head = (limit + 1) / 2;
        tail = limit - head;
    }

    const std::uint32_t first_number = shown.start.line;
    const std::size_t gutter = std::max(
        min_gutter_width, std::to_string(first_number + lines.size() - 1).size());
    const std::string blank_gutter(gutter, ' ');

    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i == head && i < lines.size() - tail) {
            append_line(out, right_aligned("...", gutter));
            i = lines.size() - tail - 1;
            continue;
        }
        const line_span& line = lines[i];
        const printed_line printed =
            lay_out(source.substr(line.begin, line.content_end - line.begin));
        append_line(out, right_aligned(std::to_string(first_number + i), gutter) + " | " +
                             printed.text);
        if (!subject) continue;
        const std::size_t subject_begin = std::min(subject->start.byte, source.size());
        const std::size_t subject_end = std::clamp(subject->end.byte, subject_begin, source.size());
        const std::optional<marker> m = marker_for(source, line, printed, subject_begin, subject_end);
        if (!m) continue;
        std::string text = blank_gutter + " | " + std::string(m->cell, ' ');
        if (options.color) {
            text += severity_colour(diag.severity);
            text += m->text;
            text += ansi_reset;
        } else {
            text += m->text;
        }
        append_line(out, std::move(text));
    }
}

// --- header and detail -----------------------------------------------------

void append_header(std::string& out, const diagnostic& diag, const text_render_options& options) {
    std::string location;
    if (diag.subject) {
        if (!diag.subject->filename.empty()) location = diag.subject->filename.str() + ":";
        location += std::to_string(diag.subject->start.line) + ":" +
                    std::to_string(diag.subject->start.column) + ":";
    }
    const std::string label = std::string(to_string(diag.severity)) + ":";
    if (options.color) {
        if (!location.empty()) {
            out += ansi_bold;
            out += location;
            out += ansi_reset;
            out += ' ';
        }
        out += severity_colour(diag.severity);
        out += label;
        out += ansi_reset;
        out += ' ';
        out += ansi_bold;
        out += diag.summary;
        out += ansi_reset;
    } else {
        if (!location.empty()) out += location + " ";
        out += label + " " + diag.summary;
    }
    out += '\n';
}

// Word-wraps one line of text to `width` cells; continuation lines repeat
// the line's indentation. Words longer than the width stay whole.
void append_wrapped_line(std::string& out, std::string_view line, std::size_t width) {
    std::string copy(line);
    trim_right(copy);
    line = copy;
    if (width == 0 || unicode::display_width(line) <= width) {
        out += copy;
        out += '\n';
        return;
    }
    const std::size_t indent_size = line.find_first_not_of(" \t");
    const std::string indent(line.substr(0, indent_size));
    const std::size_t indent_width = unicode::display_width(indent);
    std::string current = indent;
    std::size_t current_width = indent_width;
    bool line_empty = true;
    std::size_t pos = indent_size;
    while (pos < line.size()) {
        const std::size_t word_end = std::min(line.find(' ', pos), line.size());
        const std::string_view word = line.substr(pos, word_end - pos);
        pos = line.find_first_not_of(' ', word_end);
        if (pos == std::string_view::npos) pos = line.size();
        if (word.empty()) continue;
        const std::size_t word_width = unicode::display_width(word);
        if (!line_empty && current_width + 1 + word_width > width) {
            out += current;
            out += '\n';
            current = indent;
            current_width = indent_width;
            line_empty = true;
        }
        if (!line_empty) {
            current += ' ';
            ++current_width;
        }
        current += word;
        current_width += word_width;
        line_empty = false;
    }
    out += current;
    out += '\n';
}

void append_detail(std::string& out, std::string_view detail, unsigned width) {
    while (!detail.empty() && (detail.back() == '\n' || detail.back() == '\r')) detail.remove_suffix(1);
    if (detail.empty()) return;
    std::size_t begin = 0;
    for (;;) {
        const std::size_t newline = detail.find('\n', begin);
        std::string_view line = detail.substr(begin, newline == std::string_view::npos
                                                         ? std::string_view::npos
                                                         : newline - begin);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        append_wrapped_line(out, line, width);
        if (newline == std::string_view::npos) break;
        begin = newline + 1;
    }
}

// The range whose lines the snippet shows: subject and context together when
// they are in the same file.
std::optional<source_range> shown_range(const diagnostic& diag) {
    if (diag.subject && diag.context && diag.context->filename == diag.subject->filename) {
        return diag.subject->over(*diag.context);
    }
    if (diag.subject) return diag.subject;
    return diag.context;
}

}  // namespace

std::string render_text(const diagnostic& diag, const source_lookup& sources,
                        const text_render_options& options) {
    std::string out;
    append_header(out, diag, options);
    if (!diag.path.empty()) out += "  in " + diag.path + "\n";
    if (const std::optional<source_range> shown = shown_range(diag); shown && sources) {
        if (const std::optional<std::string_view> source = sources(shown->filename)) {
            std::optional<source_range> subject = diag.subject;
            if (subject && subject->filename != shown->filename) subject.reset();
            append_snippet(out, *source, *shown, subject, diag, options);
        }
    }
    append_detail(out, diag.detail, options.width);
    return out;
}

std::string render_text(const diagnostics& diags, const source_lookup& sources,
                        const text_render_options& options) {
    std::string out;
    for (const diagnostic& d : diags) {
        if (!out.empty()) out += '\n';
        out += render_text(d, sources, options);
    }
    return out;
}

HCL_END_NAMESPACE
