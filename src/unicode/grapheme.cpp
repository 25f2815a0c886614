// Grapheme clusters (UAX #29) with an ASCII fast path.
//
// Between two ASCII characters there is always a cluster boundary except
// inside "\r\n": every rule of UAX #29 that joins characters involves a
// non-ASCII one (Extend, ZWJ, SpacingMark, Prepend, Hangul, regional
// indicators, pictographs). So only non-ASCII stretches, widened by the ASCII
// character on each side that could join them, go to ICU.
#include <hcl/unicode.hpp>

#include <unicode/brkiter.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>

#include <cstring>
#include <memory>

HCL_BEGIN_NAMESPACE
namespace unicode {

namespace {

bool is_high(char c) noexcept { return static_cast<unsigned char>(c) >= 0x80; }
bool is_line_break(char c) noexcept { return c == '\r' || c == '\n'; }

// Clusters in pure-ASCII text: one per byte, "\r\n" counting once.
std::size_t ascii_cluster_count(std::string_view text) noexcept {
    std::size_t count = text.size();
    const char* p = text.data();
    const char* end = p + text.size();
    while (p < end) {
        const void* cr = std::memchr(p, '\r', static_cast<std::size_t>(end - p));
        if (cr == nullptr) break;
        p = static_cast<const char*>(cr) + 1;
        if (p < end && *p == '\n') --count;
    }
    return count;
}

// One character break iterator per thread, cloned from a shared prototype
// (creating one from the rules is far slower than cloning). Null when ICU has
// no data, in which case callers fall back to one cluster per code point.
icu::BreakIterator* character_breaker() noexcept {
    static const std::unique_ptr<icu::BreakIterator> prototype = [] {
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<icu::BreakIterator> bi(
            icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
        if (U_FAILURE(status)) bi.reset();
        return bi;
    }();
    thread_local const std::unique_ptr<icu::BreakIterator> mine(
        prototype ? prototype->clone() : nullptr);
    return mine.get();
}

// Calls on_boundary(offset) for every boundary of `text` after 0, up to and
// including text.size(), or stops early when it returns false. Offsets are
// relative to `text`.
template <class F>
void for_each_icu_boundary(std::string_view text, F&& on_boundary) {
    if (text.empty()) return;
    icu::BreakIterator* bi = character_breaker();
    UErrorCode status = U_ZERO_ERROR;
    UText ut = UTEXT_INITIALIZER;
    if (bi != nullptr) {
        utext_openUTF8(&ut, text.data(), static_cast<std::int64_t>(text.size()), &status);
        if (U_SUCCESS(status)) bi->setText(&ut, status);
    }
    if (bi == nullptr || U_FAILURE(status)) {
        // Fallback without ICU data: code points as clusters.
        std::size_t offset = 0;
        while (offset < text.size()) {
            decode_utf8(text, offset);
            if (!on_boundary(offset)) break;
        }
    } else {
        bi->first();
        for (std::int32_t b = bi->next(); b != icu::BreakIterator::DONE; b = bi->next()) {
            if (!on_boundary(static_cast<std::size_t>(b))) break;
        }
    }
    utext_close(&ut);
}

std::size_t icu_cluster_count(std::string_view text) noexcept {
    std::size_t count = 0;
    for_each_icu_boundary(text, [&](std::size_t) {
        ++count;
        return true;
    });
    return count;
}

// Splits `text` into ASCII runs (given to ascii_run) and stretches that need
// ICU (given to icu_run), in order, following the comment at the top.
template <class AsciiRun, class IcuRun>
void partition(std::string_view text, AsciiRun&& ascii_run, IcuRun&& icu_run) {
    const std::size_t n = text.size();
    std::size_t i = 0;
    while (i < n) {
        std::size_t j = i;
        while (j < n && !is_high(text[j])) ++j;
        if (j == n) {
            ascii_run(text.substr(i));
            return;
        }
        // The ASCII character just before may carry combining marks.
        std::size_t start = j;
        if (j > i && !is_line_break(text[j - 1])) start = j - 1;
        if (start > i) ascii_run(text.substr(i, start - i));
        // Extend over the non-ASCII stretch and one ASCII character after
        // it (a Prepend character joins it); keep going while that
        // character is followed by more non-ASCII text.
        std::size_t k = j;
        for (;;) {
            while (k < n && is_high(text[k])) ++k;
            if (k < n && !is_line_break(text[k])) {
                ++k;
                if (k < n && is_high(text[k])) continue;
            }
            break;
        }
        icu_run(text.substr(start, k - start));
        i = k;
    }
}

bool is_wide(char32_t c) noexcept {
    const auto width = static_cast<UEastAsianWidth>(
        u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_EAST_ASIAN_WIDTH));
    return width == U_EA_WIDE || width == U_EA_FULLWIDTH || c == U'\uFE0F' ||
           u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_EMOJI_PRESENTATION);
}

std::size_t cluster_width(std::string_view cluster) noexcept {
    std::size_t offset = 0;
    while (offset < cluster.size()) {
        if (is_wide(decode_utf8(cluster, offset))) return 2;
    }
    return 1;
}

}  // namespace

std::size_t grapheme_count(std::string_view text) noexcept {
    if (is_ascii(text)) return ascii_cluster_count(text);
    std::size_t count = 0;
    partition(
        text, [&](std::string_view run) { count += ascii_cluster_count(run); },
        [&](std::string_view run) { count += icu_cluster_count(run); });
    return count;
}

std::vector<std::size_t> grapheme_boundaries(std::string_view text) {
    std::vector<std::size_t> out;
    out.reserve(text.size() + 1);
    out.push_back(0);
    std::size_t base = 0;
    const auto ascii_run = [&](std::string_view run) {
        for (std::size_t k = 0; k < run.size(); ++k) {
            if (run[k] == '\r' && k + 1 < run.size() && run[k + 1] == '\n') ++k;
            out.push_back(base + k + 1);
        }
        base += run.size();
    };
    if (is_ascii(text)) {
        ascii_run(text);
        return out;
    }
    partition(text, ascii_run, [&](std::string_view run) {
        for_each_icu_boundary(run, [&](std::size_t b) {
            out.push_back(base + b);
            return true;
        });
        base += run.size();
    });
    return out;
}

std::size_t next_grapheme_boundary(std::string_view text, std::size_t offset) noexcept {
    const std::size_t n = text.size();
    if (offset >= n) return n;
    if (!is_high(text[offset])) {
        if (text[offset] == '\r') return offset + 1 < n && text[offset + 1] == '\n' ? offset + 2 : offset + 1;
        if (offset + 1 == n || !is_high(text[offset + 1]) || text[offset] == '\n') return offset + 1;
    }
    std::size_t next = n;
    for_each_icu_boundary(text.substr(offset), [&](std::size_t b) {
        next = offset + b;
        return false;
    });
    return next;
}

std::size_t display_width(std::string_view text) noexcept {
    if (is_ascii(text)) return ascii_cluster_count(text);
    std::size_t width = 0;
    partition(
        text, [&](std::string_view run) { width += ascii_cluster_count(run); },
        [&](std::string_view run) {
            std::size_t previous = 0;
            for_each_icu_boundary(run, [&](std::size_t b) {
                width += cluster_width(run.substr(previous, b - previous));
                previous = b;
                return true;
            });
        });
    return width;
}

}  // namespace unicode
HCL_END_NAMESPACE
