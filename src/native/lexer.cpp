// The native-syntax lexer: a hand-written state machine over one buffer.
//
// Modes of scanning form a stack: the bottom is the scan mode (expression
// text, or bare template text), and each `"`, `<<ID` and `${`/`%{` pushes a
// frame (quoted text, heredoc text, template sequence) that its closing
// token pops. A sequence frame counts the `{` opened inside it, so the `}`
// that ends `${ {a = 1}.a }` is told apart from the object's own braces.
//
// Where the reference scanner cannot continue (a lone `\r` in heredoc text,
// `$` or `%` as the very last byte inside a template), it gives up and turns
// the rest of the input into one token; so does this lexer, for the same
// diagnostics and positions.
#include "native/lexer.hpp"
#include "native/utf8_scan.hpp"

#include "json/bytes.hpp"

#include <hcl/unicode.hpp>

#include <algorithm>
#include <array>
#include <cassert>
#include <cstring>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace native {

namespace {

using detail::utf8_length;
using detail::decode_utf8_at;

// ASCII character classes, one table lookup per byte on the hot paths.
enum : std::uint8_t {
    class_ident_start = 1,     // letters and '_'
    class_ident_continue = 2,  // letters, digits, '_' and '-'
    class_digit = 4,
    class_quoted_stop = 8,   // bytes that end a run of quoted text
    class_literal_stop = 16, // bytes that end a run of heredoc or bare-template text
    class_blank = 32,        // ' ' and '\t'
};

constexpr std::array<std::uint8_t, 256> make_classes() {
    std::array<std::uint8_t, 256> t{};
    for (int c = 0; c < 256; ++c) {
        std::uint8_t v = 0;
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        const bool digit = c >= '0' && c <= '9';
        if (letter || c == '_') v |= class_ident_start;
        if (letter || digit || c == '_' || c == '-') v |= class_ident_continue;
        if (digit) v |= class_digit;
        if (c == '"' || c == '\\' || c == '$' || c == '%' || c == '\n' || c == '\r' || c >= 0x80)
            v |= class_quoted_stop;
        if (c == '$' || c == '%' || c == '\n' || c == '\r' || c >= 0x80) v |= class_literal_stop;
        if (c == ' ' || c == '\t') v |= class_blank;
        t[static_cast<std::size_t>(c)] = v;
    }
    return t;
}

constexpr std::array<std::uint8_t, 256> classes = make_classes();

inline bool has_class(unsigned char c, std::uint8_t cls) noexcept { return (classes[c] & cls) != 0; }

// What a byte starts in expression text. The expression loop switches on
// this rather than on the byte: the cases are dense and cover every value,
// so the switch is one table load and one jump, with no range test and no
// separate test for names.
enum class lead : std::uint8_t {
    other,  // an invalid character: '$', '@', '\\', control characters, ...
    name,   // letters and '_'
    digit,
    non_ascii,
    blank,  // ' ' and '\t'
    line_feed,
    carriage_return,
    hash,
    slash,
    quote,
    open_brace,
    close_brace,
    tilde,
    less,
    greater,
    equal,
    bang,
    ampersand,
    pipe,
    colon,
    dot,
    caret,
    star,
    plus,
    minus,
    percent,
    question,
    comma,
    open_bracket,
    close_bracket,
    open_paren,
    close_paren,
    semicolon,
    apostrophe,
    backtick,
};

constexpr std::array<lead, 256> make_leads() {
    std::array<lead, 256> t{};
    for (int c = 0; c < 256; ++c) {
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_') t[static_cast<std::size_t>(c)] = lead::name;
        if (c >= '0' && c <= '9') t[static_cast<std::size_t>(c)] = lead::digit;
        if (c >= 0x80) t[static_cast<std::size_t>(c)] = lead::non_ascii;
    }
    const std::pair<char, lead> marks[] = {
        {' ', lead::blank},       {'\t', lead::blank},         {'\n', lead::line_feed},
        {'\r', lead::carriage_return},                      {'#', lead::hash},
        {'/', lead::slash},       {'"', lead::quote},          {'{', lead::open_brace},
        {'}', lead::close_brace}, {'~', lead::tilde},          {'<', lead::less},
        {'>', lead::greater},     {'=', lead::equal},          {'!', lead::bang},
        {'&', lead::ampersand},   {'|', lead::pipe},           {':', lead::colon},
        {'.', lead::dot},         {'^', lead::caret},          {'*', lead::star},
        {'+', lead::plus},        {'-', lead::minus},          {'%', lead::percent},
        {'?', lead::question},    {',', lead::comma},          {'[', lead::open_bracket},
        {']', lead::close_bracket}, {'(', lead::open_paren},   {')', lead::close_paren},
        {';', lead::semicolon},   {'\'', lead::apostrophe},    {'`', lead::backtick},
    };
    for (const auto& [c, l] : marks) t[static_cast<unsigned char>(c)] = l;
    return t;
}

constexpr std::array<lead, 256> leads = make_leads();

#if defined(__GNUC__) || defined(__clang__)
#define HCL_LEXER_UNREACHABLE() __builtin_unreachable()
#elif defined(_MSC_VER)
#define HCL_LEXER_UNREACHABLE() __assume(false)
#else
#define HCL_LEXER_UNREACHABLE() ((void)0)
#endif

using json::detail::byte_high_bits;
using json::detail::byte_ones;
using json::detail::first_flagged_byte;
using json::detail::load8;
using json::detail::zero_bytes;

// The high bit of each byte of `word` that may end a run of quoted text: a
// superset of class_quoted_stop (every byte below '&', which covers '"',
// '$', '%' and the line breaks, a backslash, every non-ASCII byte). The
// lowest flag is exact: borrows only flag bytes after a flagged one.
constexpr std::uint64_t quoted_stop_candidates(std::uint64_t word) noexcept {
    const std::uint64_t below = (word - byte_ones * '&') & ~word;
    return (below | zero_bytes(word ^ (byte_ones * '\\')) | word) & byte_high_bits;
}

}  // namespace

// The scanner itself, outside the anonymous namespace: token_scanner::state
// derives from it, and GCC warns (-Wsubobject-linkage) when a type derives
// from one with internal linkage in a file that is included, as a unity
// build includes this one.
class lexer {
public:
    lexer(std::string_view source, scan_mode mode) noexcept
        : s_(reinterpret_cast<const unsigned char*>(source.data())),
          n_(static_cast<std::uint32_t>(std::min(source.size(), max_source_size))),
          mode_(mode) {
        pos_ = static_cast<std::uint32_t>(byte_order_mark_size(std::string_view(
            reinterpret_cast<const char*>(s_), n_)));
        // Usually the last byte; a search from the end otherwise.
        for (std::uint32_t i = n_; i > 0; --i) {
            if (s_[i - 1] == '\n') {
                last_newline_ = i - 1;
                break;
            }
        }
    }

    bool finished() const noexcept { return finished_; }

    // Writes tokens from `out` on until `limit` is reached (or passed by
    // at most token_scanner::max_overshoot: scanners stop only at points
    // where no text is pending) or the input ends, eof included; returns
    // the end of what it wrote. All scanning state lives in members, so the
    // next call resumes where this one stopped.
    token* run(token* out, token* limit) {
        error_tokens_ = false;
        if (finished_) return out;
        out_ = out;
        limit_ = limit;
        while (!stopped_ && pos_ < n_) {
            if (out_ >= limit_) return out_;
            if (stack_.empty()) {
                switch (mode_) {
                case scan_mode::normal: scan_expression(); break;
                case scan_mode::bare_template: scan_literal_text(false); break;
                case scan_mode::identifier: scan_identifiers(); break;
                }
                continue;
            }
            switch (stack_.back().kind) {
            case frame_kind::sequence: scan_expression(); break;
            case frame_kind::quoted: scan_quoted(); break;
            case frame_kind::heredoc: scan_literal_text(true); break;
            }
        }
        emit(token_kind::eof, n_, n_);
        finished_ = true;
        return out_;
    }

    // True when the last run() wrote a token of a diagnostic-only kind.
    bool wrote_error_tokens() const noexcept { return error_tokens_; }

private:
    enum class frame_kind : std::uint8_t { sequence, quoted, heredoc };

    struct frame {
        frame_kind kind;
        bool start_of_line = false;  // heredoc: the next text may be the closing marker line
        std::uint32_t depth = 0;     // sequence: braces opened inside it and not yet closed
        std::uint32_t marker_begin = 0;
        std::uint32_t marker_end = 0;
        std::uint32_t newline_at = 0;  // heredoc: next '\n' at or after the line start (n_: none)
    };

    // What a `$` or `%` in template text turned out to be.
    enum class intro { literal, sequence_opened, stopped };

    const unsigned char* s_;
    std::uint32_t n_;
    std::uint32_t pos_ = 0;
    scan_mode mode_;
    bool stopped_ = false;
    std::uint32_t no_comment_end_after_ = 0xFFFFFFFFu;  // no "*/" starts at or after this + 2
    // The offset of the input's last '\n' (0 when none): expression text
    // before it is read without bounds checks (see scan_expression).
    std::uint32_t last_newline_ = 0;
    bool finished_ = false;
    bool error_tokens_ = false;
    token* out_ = nullptr;
    token* limit_ = nullptr;
    std::vector<frame> stack_;

    bool full() const noexcept { return out_ >= limit_; }

    void emit(token_kind kind, std::uint32_t begin, std::uint32_t end, std::uint8_t flags = 0) {
        assert(out_ < limit_ + token_scanner::max_overshoot);
        *out_++ = token{begin, end, kind, flags};
        // Folds away where `kind` is a constant, which is nearly everywhere.
        if (kind >= token_kind::bitwise_and) error_tokens_ = true;
    }

    // Emits pending template text [from, pos_) when there is any.
    bool flush_text(token_kind kind, std::uint32_t from, std::uint8_t flags = 0) {
        if (pos_ == from) return false;
        emit(kind, from, pos_, flags);
        return true;
    }

    // The reference scanner's dead end: everything from `at` on becomes one
    // token (literal text at the top level of a bare template, invalid
    // elsewhere) and scanning ends.
    void stop(std::uint32_t at) {
        const bool bare_top = mode_ == scan_mode::bare_template && stack_.empty();
        emit(bare_top ? token_kind::string_literal : token_kind::invalid, at, n_);
        pos_ = n_;
        stopped_ = true;
    }

    unsigned char peek(std::uint32_t at) const noexcept { return at < n_ ? s_[at] : 0; }

    std::uint32_t utf8_at(std::uint32_t at) const noexcept { return utf8_length(s_ + at, s_ + n_); }

    // End of the identifier whose first character ends at `at`.
    std::uint32_t identifier_end(std::uint32_t at) const {
        while (at < n_) {
            const unsigned char c = s_[at];
            if (c < 0x80) {
                if (!has_class(c, class_ident_continue)) break;
                ++at;
                continue;
            }
            const std::uint32_t len = utf8_at(at);
            if (len == 0 || !unicode::is_id_continue(decode_utf8_at(s_ + at, len))) break;
            at += len;
        }
        return at;
    }

    // Length of an identifier's first character at `at`, or 0 when none starts there.
    std::uint32_t identifier_start_length(std::uint32_t at) const {
        if (at >= n_) return 0;
        const unsigned char c = s_[at];
        if (c < 0x80) return has_class(c, class_ident_start) ? 1 : 0;
        const std::uint32_t len = utf8_at(at);
        if (len == 0 || !unicode::is_id_start(decode_utf8_at(s_ + at, len))) return 0;
        return len;
    }

    void push(frame f) { stack_.push_back(f); }

    // --- Expression text --------------------------------------------------

    void scan_expression() {
        if (pos_ < last_newline_ && !scan_expression_part<false>()) return;
        scan_expression_part<true>();
    }
    // Expression tokens up to the batch limit, a frame change or the end
    // of the input; `checked` false: only up to the input's last line
    // break, which ends every run of blanks, name or number characters,
    // so that no byte up to it needs comparing with the end. True when
    // it stopped because it read that line break (the rest is the
    // checked loop's).
    template <bool checked>
    bool scan_expression_part();
    // The end of the run of plain quoted text (no class_quoted_stop byte)
    // at `start`: eight bytes at a time, then byte by byte near the end.
    std::uint32_t plain_quoted_end(std::uint32_t start) const noexcept { return plain_quoted_end(s_, n_, start); }
    // The same over the bytes s[0, n) (callers with the input in locals).
    static std::uint32_t plain_quoted_end(const unsigned char* s, std::uint32_t n, std::uint32_t start) noexcept {
        std::uint32_t p = start;
        while (n - p >= 8) {
            const std::uint64_t stops = quoted_stop_candidates(load8(reinterpret_cast<const char*>(s) + p));
            if (stops == 0) {
                p += 8;
                continue;
            }
            p += first_flagged_byte(stops);
            if (has_class(s[p], class_quoted_stop)) return p;
            ++p;  // a candidate that is plain text after all
        }
        while (p < n && !has_class(s[p], class_quoted_stop)) ++p;
        return p;
    }

    std::uint32_t number_end(std::uint32_t start) const;
    std::uint32_t block_comment_end(std::uint32_t start);
    bool scan_heredoc_open(std::uint32_t start);
    void scan_non_ascii(std::uint32_t start);
    void single(token_kind kind) {
        emit(kind, pos_, pos_ + 1);
        ++pos_;
    }

    // --- Template text ----------------------------------------------------

    void scan_quoted();
    void scan_literal_text(bool heredoc);
    intro scan_intro(token_kind literal_kind, std::uint32_t text_start, std::uint8_t text_flags = 0);
    bool try_close_heredoc(frame& f);

    // --- Identifier-only mode ----------------------------------------------

    void scan_identifiers();
};

template <bool checked>
bool lexer::scan_expression_part() {
    // The hot loop keeps its position and output in locals: a token store
    // may alias the members (a token has a byte-sized field), which would
    // make the compiler reload them after every token. Member helpers (rare
    // tokens) get them written back first.
    const unsigned char* const s = s_;
    const std::uint32_t n = n_;
    token* const limit = limit_;
    // A full-width index: no zero extension before each use as an offset.
    std::size_t p = pos_;
    token* out = out_;
    const std::uint32_t bound = checked ? n : last_newline_;
    // Whether the byte after p is `c` (p < bound when unchecked: p is
    // not on the last line break).
    const auto next_is = [&](unsigned char c) { return (!checked || p + 1 < n) && s[p + 1] == c; };
    const auto put = [&](token_kind kind, std::size_t begin, std::size_t end, std::uint8_t flags = 0) {
        assert(out < limit + token_scanner::max_overshoot);
        *out++ = token{static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(end), kind, flags};
        if (kind >= token_kind::bitwise_and) error_tokens_ = true;  // folds away for constant kinds
    };
    const auto one = [&](token_kind kind) {
        put(kind, p, p + 1);
        ++p;
    };
    const auto one_or_two = [&](unsigned char second, token_kind two, token_kind single_kind) {
        if (next_is(second)) {
            put(two, p, p + 2);
            p += 2;
        } else {
            one(single_kind);
        }
    };
    const auto to_members = [&] {
        pos_ = static_cast<std::uint32_t>(p);
        out_ = out;
    };
    const auto from_members = [&] {
        p = pos_;
        out = out_;
    };
    // The end of a line comment starting at p: just after its newline, or
    // the end of the input. Comment bytes are never validated, as in the
    // reference.
    const auto line_comment_end = [&] {
        const void* nl = std::memchr(s + p, '\n', n - p);
        return nl ? static_cast<std::uint32_t>(static_cast<const unsigned char*>(nl) - s) + 1 : n;
    };

    // A run of spaces at p, eight at a time (indentation, alignment); a
    // run of blanks: those spaces, then tabs and the rest one by one. Runs
    // end before `bound` in unchecked mode.
    const auto skip_spaces = [&] {
        while (n - p >= 8) {
            const std::uint64_t others = load8(reinterpret_cast<const char*>(s) + p) ^ (byte_ones * ' ');
            if (others != 0) {
                p += first_flagged_byte(others);
                return;
            }
            p += 8;
        }
        while ((!checked || p < n) && s[p] == ' ') ++p;
    };
    const auto skip_blanks = [&] {
        skip_spaces();
        while ((!checked || p < n) && has_class(s[p], class_blank)) ++p;
    };

    // Unchecked, p never passes `bound` (the last '\n') but by reading
    // that line break, as a newline or at the end of a comment: those
    // cases leave for the checked loop, and the others need no test.
    const auto past_bound = [&] { return !checked && p > bound; };
    const auto leave_at_bound = [&] {
        to_members();
        return true;
    };
    for (;;) {
        if ((checked && p >= n) || out >= limit) break;  // at the limit: resumed by the next run()
        unsigned char c = s[p];
        if (c == ' ') {
            // Mostly one space; longer runs go eight bytes at a time.
            if (checked && p + 1 >= n) {
                ++p;
                break;
            }
            c = s[++p];
            if (has_class(c, class_blank)) {
                skip_blanks();
                if (checked && p >= n) break;
                c = s[p];
            }
        }
        switch (leads[c]) {
        case lead::name: {
            // Identifiers, the commonest token: ASCII continuation inline.
            const unsigned char* q = s + p + 1;
            if constexpr (checked) {
                while (q < s + n && has_class(*q, class_ident_continue)) ++q;
            } else {
                // Two bytes a step (the line break at `bound` stops it).
                while (has_class(q[0], class_ident_continue)) {
                    if (!has_class(q[1], class_ident_continue)) {
                        ++q;
                        break;
                    }
                    q += 2;
                }
            }
            auto end = static_cast<std::uint32_t>(q - s);
            if ((!checked || end < n) && *q >= 0x80) end = identifier_end(end);
            put(token_kind::identifier, p, end);
            p = end;
            break;
        }
        case lead::blank: skip_blanks(); break;
        case lead::line_feed:
            one(token_kind::newline);
            if (past_bound()) return leave_at_bound();
            // Indentation; a tab in it is left to the blank case.
            if ((!checked || p < n) && s[p] == ' ') skip_spaces();
            break;
        case lead::carriage_return:
            if (next_is('\n')) {
                put(token_kind::newline, p, p + 2);
                p += 2;
                if (past_bound()) return leave_at_bound();
            } else {
                one(token_kind::invalid);
            }
            break;
        case lead::hash: {
            const std::uint32_t end = line_comment_end();
            put(token_kind::comment, p, end);
            p = end;
            if (past_bound()) return leave_at_bound();
            break;
        }
        case lead::slash:
            if (next_is('/')) {
                const std::uint32_t end = line_comment_end();
                put(token_kind::comment, p, end);
                p = end;
                if (past_bound()) return leave_at_bound();
            } else if (const std::uint32_t end = next_is('*') ? block_comment_end(static_cast<std::uint32_t>(p)) : 0; end != 0) {
                put(token_kind::comment, p, end);
                p = end;
                if (past_bound()) return leave_at_bound();
            } else {
                one(token_kind::slash);
            }
            break;
        case lead::quote: {
            // A string of plain ASCII text, the common case, is read here
            // whole; anything else is scan_quoted's business.
            const std::uint32_t text_end = plain_quoted_end(s, n, static_cast<std::uint32_t>(p + 1));
            if (text_end < n && s[text_end] == '"') {
                one(token_kind::open_quote);
                if (text_end != p) put(token_kind::quoted_literal, p, text_end);
                put(token_kind::close_quote, text_end, text_end + 1);
                p = text_end + 1;
                break;
            }
            one(token_kind::open_quote);
            to_members();
            push(frame{frame_kind::quoted});
            return false;
        }
        case lead::open_brace:
            one(token_kind::open_brace);
            if (!stack_.empty()) ++stack_.back().depth;
            break;
        case lead::close_brace:
            if (!stack_.empty()) {
                frame& f = stack_.back();
                if (f.depth == 0) {
                    one(token_kind::template_seq_end);
                    to_members();
                    stack_.pop_back();
                    return false;
                }
                --f.depth;
            }
            one(token_kind::close_brace);
            break;
        case lead::tilde:
            if (!next_is('}')) {
                one(token_kind::bitwise_not);
                break;
            }
            // `~}` always ends a sequence token-wise; inside nested braces it
            // closes one of them, as the reference does.
            put(token_kind::template_seq_end, p, p + 2, token_flags::strip);
            p += 2;
            if (!stack_.empty()) {
                frame& f = stack_.back();
                if (f.depth == 0) {
                    to_members();
                    stack_.pop_back();
                    return false;
                }
                --f.depth;
            }
            break;
        case lead::less:
            if (next_is('<')) {
                to_members();
                if (scan_heredoc_open(pos_)) return false;
            }
            one_or_two('=', token_kind::less_equal, token_kind::less);
            break;
        case lead::greater: one_or_two('=', token_kind::greater_equal, token_kind::greater); break;
        case lead::equal:
            if (next_is('>')) {
                put(token_kind::fat_arrow, p, p + 2);
                p += 2;
            } else {
                one_or_two('=', token_kind::equal_equal, token_kind::equal);
            }
            break;
        case lead::bang: one_or_two('=', token_kind::not_equal, token_kind::bang); break;
        case lead::ampersand: one_or_two('&', token_kind::and_and, token_kind::bitwise_and); break;
        case lead::pipe: one_or_two('|', token_kind::or_or, token_kind::bitwise_or); break;
        case lead::colon: one_or_two(':', token_kind::double_colon, token_kind::colon); break;
        case lead::dot:
            if (p + 2 < n && s[p + 1] == '.' && s[p + 2] == '.') {
                put(token_kind::ellipsis, p, p + 3);
                p += 3;
            } else {
                one(token_kind::dot);
            }
            break;
        case lead::caret: one(token_kind::bitwise_xor); break;
        case lead::star: one(token_kind::star); break;
        case lead::plus: one(token_kind::plus); break;
        case lead::minus: one(token_kind::minus); break;
        case lead::percent: one(token_kind::percent); break;
        case lead::question: one(token_kind::question); break;
        case lead::comma: one(token_kind::comma); break;
        case lead::open_bracket: one(token_kind::open_bracket); break;
        case lead::close_bracket: one(token_kind::close_bracket); break;
        case lead::open_paren: one(token_kind::open_paren); break;
        case lead::close_paren: one(token_kind::close_paren); break;
        case lead::semicolon: one(token_kind::semicolon); break;
        case lead::apostrophe: one(token_kind::apostrophe); break;
        case lead::backtick: one(token_kind::backtick); break;
        case lead::digit: {
            // Plain digits inline; a '.' or an exponent is number_end's.
            const unsigned char* q = s + p + 1;
            while ((!checked || q < s + n) && has_class(*q, class_digit)) ++q;
            const auto digits_end = static_cast<std::uint32_t>(q - s);
            std::uint32_t end = digits_end;
            if ((!checked || end < n) && (*q == '.' || (*q | 0x20) == 'e')) {
                end = number_end(static_cast<std::uint32_t>(p));
                if (end != digits_end) {
                    put(token_kind::number_literal, p, end, token_flags::fraction_or_exponent);
                    p = end;
                    break;
                }
            }
            put(token_kind::number_literal, p, end);
            p = end;
            break;
        }
        case lead::non_ascii:
            to_members();
            scan_non_ascii(pos_);
            from_members();
            break;
        case lead::other: one(token_kind::invalid); break;
        default: HCL_LEXER_UNREACHABLE();  // the cases cover every lead
        }
    }
    to_members();
    return false;
}

// digit (digit | '.' | [eE][+-]?digit)*, cut back to its last digit: "1."
// is the number 1 and a dot, "1.2.3" one (invalid) number.
std::uint32_t lexer::number_end(std::uint32_t start) const {
    std::uint32_t p = start + 1;
    std::uint32_t last_digit_end = p;
    while (p < n_) {
        const unsigned char c = s_[p];
        if (has_class(c, class_digit)) {
            last_digit_end = ++p;
        } else if (c == '.') {
            ++p;
        } else if (c == 'e' || c == 'E') {
            const unsigned char next = peek(p + 1);
            if (has_class(next, class_digit)) {
                p += 2;
            } else if ((next == '+' || next == '-') && has_class(peek(p + 2), class_digit)) {
                p += 3;
            } else {
                break;
            }
            last_digit_end = p;
        } else {
            break;
        }
    }
    return last_digit_end;
}

// The end of the `/*` comment at `start` (just after the first `*/`), or
// 0 when there is none: then the caller scans a slash and then a star, as
// the reference does.
//
// Once a search fails there is no `*/` after that point, so later `/*` fail
// at once: "/* /* /* ..." stays linear.
std::uint32_t lexer::block_comment_end(std::uint32_t start) {
    if (start >= no_comment_end_after_) return 0;
    std::uint32_t p = start + 2;
    while (p < n_) {
        const void* star = std::memchr(s_ + p, '*', n_ - p);
        if (!star) break;
        p = static_cast<std::uint32_t>(static_cast<const unsigned char*>(star) - s_) + 1;
        if (p < n_ && s_[p] == '/') return p + 1;
    }
    no_comment_end_after_ = start;
    return 0;
}

// `<<` `-`? identifier newline, all adjacent; anything else is two `<`.
bool lexer::scan_heredoc_open(std::uint32_t start) {
    std::uint32_t p = start + 2;
    std::uint8_t flags = 0;
    if (peek(p) == '-') {
        flags = token_flags::flush_heredoc;
        ++p;
    }
    const std::uint32_t first = identifier_start_length(p);
    if (first == 0) return false;
    const std::uint32_t marker_begin = p;
    const std::uint32_t marker_end = identifier_end(p + first);
    std::uint32_t end = marker_end;
    if (peek(end) == '\n') {
        end += 1;
    } else if (peek(end) == '\r' && peek(end + 1) == '\n') {
        end += 2;
    } else {
        return false;
    }
    emit(token_kind::open_heredoc, start, end, flags);
    pos_ = end;
    frame f{frame_kind::heredoc};
    f.start_of_line = true;
    f.marker_begin = marker_begin;
    f.marker_end = marker_end;
    push(f);
    return true;
}

// A non-ASCII character in expression text: an identifier, one invalid
// character (curly quotes, emoji, a BOM that is not leading), or a byte of
// ill-formed UTF-8.
void lexer::scan_non_ascii(std::uint32_t start) {
    const std::uint32_t len = utf8_at(start);
    if (len == 0) {
        single(token_kind::bad_utf8);
        return;
    }
    if (unicode::is_id_start(decode_utf8_at(s_ + start, len))) {
        const std::uint32_t end = identifier_end(start + len);
        emit(token_kind::identifier, start, end);
        pos_ = end;
        return;
    }
    emit(token_kind::invalid, start, start + len);
    pos_ = start + len;
}

// At a `$` or `%` in template text: an interpolation or directive opens, an
// escape (`$${`, `%%{`) or a lone sign becomes a literal token of its own
// (the reference splits literal text there), or, at the very end of the
// input, scanning stops.
lexer::intro lexer::scan_intro(token_kind literal_kind, std::uint32_t text_start, std::uint8_t text_flags) {
    const unsigned char sign = s_[pos_];
    flush_text(literal_kind, text_start, text_flags);
    if (pos_ + 1 >= n_) {
        stop(pos_);
        return intro::stopped;
    }
    const unsigned char next = s_[pos_ + 1];
    if (next == '{') {
        const bool strip = peek(pos_ + 2) == '~';
        const std::uint32_t end = pos_ + (strip ? 3 : 2);
        emit(sign == '$' ? token_kind::template_interp : token_kind::template_control, pos_, end,
             strip ? token_flags::strip : 0);
        pos_ = end;
        push(frame{frame_kind::sequence});
        return intro::sequence_opened;
    }
    const std::uint32_t end = (next == sign && peek(pos_ + 2) == '{') ? pos_ + 3 : pos_ + 1;
    // A lone sign or an escaped opener: text whose value is not (always)
    // its bytes.
    emit(literal_kind, pos_, end, literal_kind == token_kind::quoted_literal ? token_flags::needs_decoding : 0);
    pos_ = end;
    return intro::literal;
}

// Quoted text up to the closing quote, a sequence opener or the end of the
// input. Each quoted_literal token says whether its text needs decoding
// and whether it holds non-ASCII bytes (token_flags), so that the parser
// need not look at the bytes again.
void lexer::scan_quoted() {
    std::uint32_t text_start = pos_;
    std::uint8_t text_flags = 0;  // token_flags of the pending text
    const auto flush = [&] {
        if (pos_ != text_start) emit(token_kind::quoted_literal, text_start, pos_, text_flags);
    };
    // After a token: the next text starts here. True when the batch is
    // full (the caller resumes at pos_ with nothing pending).
    const auto restart = [&] {
        text_start = pos_;
        text_flags = 0;
        return full();
    };
    for (;;) {
        pos_ = plain_quoted_end(pos_);
        if (pos_ >= n_) break;
        const unsigned char c = s_[pos_];
        switch (c) {
        case '"':
            flush();
            single(token_kind::close_quote);
            stack_.pop_back();
            return;
        case '\\': {
            // An escape is a backslash and any one character but a line
            // break; its meaning is decoded later (literal.hpp).
            const unsigned char next = peek(pos_ + 1);
            if (pos_ + 1 < n_ && next != '\n' && next != '\r') {
                const std::uint32_t len = next < 0x80 ? 1 : utf8_at(pos_ + 1);
                if (len != 0) {
                    pos_ += 1 + len;
                    text_flags |= token_flags::needs_decoding;
                    if (next >= 0x80) text_flags |= token_flags::non_ascii;
                    continue;
                }
            }
            flush();
            single(token_kind::invalid);
            if (restart()) return;
            continue;
        }
        case '\n':
        case '\r': {
            // A run of line-break bytes, in any mix, is one token (oracle:
            // "x\n\n\ny" and "x\n\ry" are one "Invalid multi-line string").
            flush();
            const std::uint32_t begin = pos_;
            while (pos_ < n_ && (s_[pos_] == '\n' || s_[pos_] == '\r')) ++pos_;
            emit(token_kind::quoted_newline, begin, pos_);
            if (restart()) return;
            continue;
        }
        case '$':
        case '%':
            if (scan_intro(token_kind::quoted_literal, text_start, text_flags) != intro::literal) return;
            if (restart()) return;
            continue;
        default: {
            const std::uint32_t len = utf8_at(pos_);
            if (len != 0) {
                pos_ += len;
                text_flags |= token_flags::non_ascii;
                continue;
            }
            flush();
            single(token_kind::bad_utf8);
            if (restart()) return;
            continue;
        }
        }
    }
    flush();
}

// Heredoc text (heredoc = true, top frame) or bare template text. Text is cut
// into one string_literal per line (newline included) and around `${`, `%{`,
// escapes and lone signs.
void lexer::scan_literal_text(bool heredoc) {
    for (;;) {
        if (pos_ >= n_ || full()) return;
        if (heredoc && stack_.back().start_of_line && try_close_heredoc(stack_.back())) {
            stack_.pop_back();
            return;
        }
        const std::uint32_t text_start = pos_;
        // Text cut short mid-line means the next piece is not at a line start.
        const auto mid_line = [&] {
            if (heredoc) stack_.back().start_of_line = false;
        };
        for (;;) {
            while (pos_ < n_ && !has_class(s_[pos_], class_literal_stop)) ++pos_;
            if (pos_ >= n_) {
                if (flush_text(token_kind::string_literal, text_start)) mid_line();
                return;
            }
            const unsigned char c = s_[pos_];
            if (c == '\n' || (c == '\r' && peek(pos_ + 1) == '\n')) {
                pos_ += c == '\n' ? 1 : 2;
                emit(token_kind::string_literal, text_start, pos_);
                if (heredoc) stack_.back().start_of_line = true;
                break;
            }
            if (c == '\r') {
                if (flush_text(token_kind::string_literal, text_start)) mid_line();
                stop(pos_);
                return;
            }
            if (c == '$' || c == '%') {
                mid_line();
                if (scan_intro(token_kind::string_literal, text_start) != intro::literal) return;
                break;
            }
            const std::uint32_t len = utf8_at(pos_);
            if (len != 0) {
                pos_ += len;
                continue;
            }
            // A bad byte does not end the line for closing-marker purposes
            // (the reference keeps its start-of-line state across it).
            if (flush_text(token_kind::string_literal, text_start)) mid_line();
            single(token_kind::bad_utf8);
            break;
        }
    }
}

// True when the line at pos_ is the heredoc's closing marker: the whole line,
// blanks trimmed on both sides (Unicode white space, as Go's
// bytes.TrimSpace), equals the marker, and a newline follows. Emits
// close_heredoc (the line without its newline) and newline.
//
// Linear overall: the next newline is remembered in the frame, and the line
// is compared from the left so that a failed check (which can repeat on one
// line only after bad bytes) stops at its first byte.
bool lexer::try_close_heredoc(frame& f) {
    if (f.newline_at < pos_) {
        const void* nl = std::memchr(s_ + pos_, '\n', n_ - pos_);
        f.newline_at = nl ? static_cast<std::uint32_t>(static_cast<const unsigned char*>(nl) - s_) : n_;
    }
    const std::uint32_t nl_pos = f.newline_at;
    if (nl_pos >= n_) return false;
    std::uint32_t content_end = nl_pos;
    if (content_end > pos_ && s_[content_end - 1] == '\r') --content_end;
    // A lone '\r' is not white space here: the reference cannot scan it in
    // heredoc text at all, so such a line never closes the heredoc.
    const auto skip_spaces = [&](std::uint32_t p) {
        while (p < content_end) {
            const std::uint32_t len = detail::space_length_at(s_ + p, s_ + content_end);
            if (len == 0) break;
            p += len;
        }
        return p;
    };
    const std::uint32_t marker_size = f.marker_end - f.marker_begin;
    const std::uint32_t b = skip_spaces(pos_);
    if (content_end - b < marker_size || std::memcmp(s_ + b, s_ + f.marker_begin, marker_size) != 0)
        return false;
    if (skip_spaces(b + marker_size) != content_end) return false;
    emit(token_kind::close_heredoc, pos_, content_end);
    emit(token_kind::newline, content_end, nl_pos + 1);
    pos_ = nl_pos + 1;
    return true;
}

void lexer::scan_identifiers() {
    while (pos_ < n_ && !full()) {
        const std::uint32_t first = identifier_start_length(pos_);
        if (first != 0) {
            const std::uint32_t end = identifier_end(pos_ + first);
            emit(token_kind::identifier, pos_, end);
            pos_ = end;
            continue;
        }
        const std::uint32_t len = s_[pos_] < 0x80 ? 1 : utf8_at(pos_);
        if (len == 0) {
            single(token_kind::bad_utf8);
        } else {
            emit(token_kind::invalid, pos_, pos_ + len);
            pos_ += len;
        }
    }
}

std::size_t byte_order_mark_size(std::string_view source) noexcept {
    return source.size() >= 3 && source.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
}

namespace {

// Appends `l`'s tokens to `out`, `batch` at a time, until eof (or only one
// batch when `once`).
void run_into(lexer& l, std::vector<token>& out, std::size_t batch, bool once) {
    do {
        const std::size_t old_size = out.size();
        out.resize(old_size + batch + token_scanner::max_overshoot);
        token* const begin = out.data() + old_size;
        token* const end = l.run(begin, begin + batch);
        out.resize(static_cast<std::size_t>(end - out.data()));
    } while (!once && !l.finished());
}

}  // namespace

void lex(std::string_view source, scan_mode mode, std::vector<token>& out) {
    // Typical configuration text has a token every four to eight bytes.
    lexer l(source, mode);
    run_into(l, out, std::max<std::size_t>(source.size() / 6, 64), false);
}

struct token_scanner::state : lexer {
    using lexer::lexer;
};

token_scanner::token_scanner(std::string_view source, scan_mode mode) : state_(std::make_unique<state>(source, mode)) {}

token_scanner::~token_scanner() = default;

token* token_scanner::scan(token* out, std::size_t count) { return state_->run(out, out + count); }

void token_scanner::scan(std::vector<token>& out, std::size_t count) { run_into(*state_, out, count, true); }

bool token_scanner::finished() const noexcept { return state_->finished(); }

bool token_scanner::wrote_error_tokens() const noexcept { return state_->wrote_error_tokens(); }

bool valid_identifier(std::string_view text) noexcept {
    // Not via lex(): that would strip a leading byte-order mark.
    const auto* s = reinterpret_cast<const unsigned char*>(text.data());
    const auto* end = s + text.size();
    bool first = true;
    while (s < end) {
        std::uint32_t len = 1;
        bool ok;
        if (*s < 0x80) {
            ok = has_class(*s, first ? class_ident_start : class_ident_continue);
        } else {
            len = utf8_length(s, end);
            if (len == 0) return false;
            const char32_t cp = decode_utf8_at(s, len);
            ok = first ? unicode::is_id_start(cp) : unicode::is_id_continue(cp);
        }
        if (!ok) return false;
        s += len;
        first = false;
    }
    return !first;
}

std::string_view heredoc_marker(const token& open_heredoc, std::string_view source) noexcept {
    std::string_view text = open_heredoc.text(source);
    if (text.size() < 2) return {};
    text.remove_prefix(2);
    if (!text.empty() && text.front() == '-') text.remove_prefix(1);
    if (!text.empty() && text.back() == '\n') text.remove_suffix(1);
    if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
    return text;
}

std::string_view to_string(token_kind kind) noexcept {
    switch (kind) {
    case token_kind::open_brace: return "open_brace";
    case token_kind::close_brace: return "close_brace";
    case token_kind::open_bracket: return "open_bracket";
    case token_kind::close_bracket: return "close_bracket";
    case token_kind::open_paren: return "open_paren";
    case token_kind::close_paren: return "close_paren";
    case token_kind::open_quote: return "open_quote";
    case token_kind::close_quote: return "close_quote";
    case token_kind::open_heredoc: return "open_heredoc";
    case token_kind::close_heredoc: return "close_heredoc";
    case token_kind::star: return "star";
    case token_kind::slash: return "slash";
    case token_kind::plus: return "plus";
    case token_kind::minus: return "minus";
    case token_kind::percent: return "percent";
    case token_kind::equal: return "equal";
    case token_kind::equal_equal: return "equal_equal";
    case token_kind::not_equal: return "not_equal";
    case token_kind::less: return "less";
    case token_kind::less_equal: return "less_equal";
    case token_kind::greater: return "greater";
    case token_kind::greater_equal: return "greater_equal";
    case token_kind::and_and: return "and_and";
    case token_kind::or_or: return "or_or";
    case token_kind::bang: return "bang";
    case token_kind::dot: return "dot";
    case token_kind::comma: return "comma";
    case token_kind::double_colon: return "double_colon";
    case token_kind::ellipsis: return "ellipsis";
    case token_kind::fat_arrow: return "fat_arrow";
    case token_kind::question: return "question";
    case token_kind::colon: return "colon";
    case token_kind::template_interp: return "template_interp";
    case token_kind::template_control: return "template_control";
    case token_kind::template_seq_end: return "template_seq_end";
    case token_kind::quoted_literal: return "quoted_literal";
    case token_kind::string_literal: return "string_literal";
    case token_kind::number_literal: return "number_literal";
    case token_kind::identifier: return "identifier";
    case token_kind::comment: return "comment";
    case token_kind::newline: return "newline";
    case token_kind::eof: return "eof";
    case token_kind::bitwise_and: return "bitwise_and";
    case token_kind::bitwise_or: return "bitwise_or";
    case token_kind::bitwise_not: return "bitwise_not";
    case token_kind::bitwise_xor: return "bitwise_xor";
    case token_kind::star_star: return "star_star";
    case token_kind::apostrophe: return "apostrophe";
    case token_kind::backtick: return "backtick";
    case token_kind::semicolon: return "semicolon";
    case token_kind::tabs: return "tabs";
    case token_kind::invalid: return "invalid";
    case token_kind::bad_utf8: return "bad_utf8";
    case token_kind::quoted_newline: return "quoted_newline";
    }
    return "unknown";
}

}  // namespace native
HCL_END_NAMESPACE
