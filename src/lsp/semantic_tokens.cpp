// Semantic tokens: every lexer token of the document that has a type,
// classified with the tree, in UTF-16 positions found in one walk of the
// text.
#include "lsp/analysis.hpp"
#include "lsp/semantic_tokens_support.hpp"

#include <hcl/lsp/symbols.hpp>

#include <algorithm>
#include <array>
#include <optional>

HCL_BEGIN_NAMESPACE
namespace lsp {

const std::vector<std::string>& semantic_token_types() {
    // Indexed by semantic_token_type; standard names, so that editors
    // colour the tokens without configuration (docs/language-server.md).
    static const std::vector<std::string> names{
        "namespace",  // block_type
        "enumMember", // label
        "property",   // attribute
        "variable",   // variable
        "function",   // function
        "string",     // string
        "number",     // number
        "keyword",    // keyword
        "comment",    // comment
        "operator",   // operator_
        "macro",      // interpolation
        "parameter",  // parameter
        "type",       // type
    };
    return names;
}

const std::vector<std::string>& semantic_token_modifiers() {
    static const std::vector<std::string> names{"declaration", "defaultLibrary"};
    return names;
}

std::vector<std::uint32_t> encode(std::span<const semantic_token> tokens) {
    std::vector<std::uint32_t> out;
    out.reserve(tokens.size() * 5);
    std::uint32_t line = 0;
    std::uint32_t character = 0;
    for (const auto& t : tokens) {
        const std::uint32_t delta_line = t.line - line;
        out.push_back(delta_line);
        out.push_back(delta_line == 0 ? t.character - character : t.character);
        out.push_back(t.length);
        out.push_back(static_cast<std::uint32_t>(t.type));
        out.push_back(t.modifiers);
        line = t.line;
        character = t.character;
    }
    return out;
}

namespace {

using native::token_kind;

// Line and UTF-16 column of a byte offset that only moves forward: the
// whole text is walked once, whatever the number of tokens.
class utf16_cursor {
public:
    explicit utf16_cursor(std::string_view text) : text_(text) {}

    std::uint32_t line() const noexcept { return line_; }
    std::uint32_t character() const noexcept { return character_; }

    void advance(std::size_t to) noexcept {
        to = std::min(to, text_.size());
        while (pos_ < to) {
            const auto c = static_cast<unsigned char>(text_[pos_]);
            if (c >= 0x80) {
                // A run of non-ASCII bytes: valid UTF-8 never has an ASCII
                // byte inside a character, so the run holds whole ones.
                std::size_t end = pos_ + 1;
                while (end < to && static_cast<unsigned char>(text_[end]) >= 0x80) ++end;
                character_ += static_cast<std::uint32_t>(utf16_length(text_.substr(pos_, end - pos_)));
                pos_ = end;
                continue;
            }
            if (c == '\n' || (c == '\r' && (pos_ + 1 >= text_.size() || text_[pos_ + 1] != '\n'))) {
                ++line_;
                character_ = 0;
            } else if (c != '\r') {
                ++character_;
            }
            ++pos_;
        }
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    std::uint32_t line_ = 0;
    std::uint32_t character_ = 0;
};

class token_writer {
public:
    // `capacity`: at most how many tokens (reserved at once: growing the
    // vector would copy it into fresh memory again and again).
    token_writer(std::string_view text, std::size_t capacity) : text_(text), cursor_(text) { out_.reserve(capacity); }

    // The span [begin, end), one token per line it covers (line breaks
    // excluded).
    void write(std::size_t begin, std::size_t end, semantic_token_type type, std::uint32_t modifiers) {
        cursor_.advance(begin);
        std::size_t at = begin;
        for (;;) {
            std::size_t line_end = at;
            while (line_end < end && text_[line_end] != '\n' && text_[line_end] != '\r') ++line_end;
            const std::uint32_t line = cursor_.line();
            const std::uint32_t start = cursor_.character();
            cursor_.advance(line_end);
            if (cursor_.character() > start) push({line, start, cursor_.character() - start, type, modifiers});
            if (line_end >= end) return;
            at = line_end + (text_[line_end] == '\r' && line_end + 1 < end && text_[line_end + 1] == '\n' ? 2 : 1);
            cursor_.advance(at);
        }
    }

    std::vector<semantic_token> take() { return std::move(out_); }

private:
    // Adjacent pieces of one type make one token (a quoted string's quotes
    // and text, a label's).
    void push(const semantic_token& t) {
        if (!out_.empty()) {
            auto& last = out_.back();
            if (last.line == t.line && last.character + last.length == t.character && last.type == t.type &&
                last.modifiers == t.modifiers) {
                last.length += t.length;
                return;
            }
        }
        out_.push_back(t);
    }

    std::string_view text_;
    utf16_cursor cursor_;
    std::vector<semantic_token> out_;
};

bool is_keyword(std::string_view word) {
    static constexpr std::array<std::string_view, 9> keywords{"true", "false", "null",  "for",   "in",
                                                              "if",   "else",  "endif", "endfor"};
    return std::find(keywords.begin(), keywords.end(), word) != keywords.end();
}

// What the token is by its kind alone (of identifiers, only keywords).
std::optional<semantic_token_type> type_of(const native::token& t, std::string_view source) {
    switch (t.kind) {
        case token_kind::comment: return semantic_token_type::comment;
        case token_kind::open_quote:
        case token_kind::close_quote:
        case token_kind::quoted_literal:
        case token_kind::string_literal:
        case token_kind::open_heredoc:
        case token_kind::close_heredoc: return semantic_token_type::string;
        case token_kind::number_literal: return semantic_token_type::number;
        case token_kind::template_interp:
        case token_kind::template_control:
        case token_kind::template_seq_end: return semantic_token_type::interpolation;
        case token_kind::star:
        case token_kind::slash:
        case token_kind::plus:
        case token_kind::minus:
        case token_kind::percent:
        case token_kind::equal:
        case token_kind::equal_equal:
        case token_kind::not_equal:
        case token_kind::less:
        case token_kind::less_equal:
        case token_kind::greater:
        case token_kind::greater_equal:
        case token_kind::and_and:
        case token_kind::or_or:
        case token_kind::bang:
        case token_kind::double_colon:
        case token_kind::ellipsis:
        case token_kind::fat_arrow:
        case token_kind::question:
        case token_kind::colon: return semantic_token_type::operator_;
        case token_kind::identifier:
            if (is_keyword(t.text(source))) return semantic_token_type::keyword;
            return std::nullopt;
        default: return std::nullopt;
    }
}

// A closing heredoc marker's line starts with its indentation.
std::uint32_t without_indentation(const native::token& t, std::string_view source) {
    std::uint32_t begin = t.begin;
    while (begin < t.end && (source[begin] == ' ' || source[begin] == '\t')) ++begin;
    return begin;
}

}  // namespace

std::vector<semantic_token> semantic_tokens(const workspace& ws, const document& doc) {
    const auto& a = ws.analysis(doc);
    if (!a.native || !a.native->root) return {};
    const std::string_view source = a.source();
    const auto spans = detail::classify_tree(*a.native->root, source, ws.options().functions);
    const auto& tokens = a.tokens();
    token_writer writer(source, tokens.size());
    std::size_t next_span = 0;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const auto& t = tokens[i];
        if (t.kind == token_kind::eof) break;
        while (next_span < spans.size() && spans[next_span].end <= t.begin) ++next_span;
        if (next_span < spans.size() && spans[next_span].begin <= t.begin) {
            // The tree's word on identifiers and on a quoted label's parts;
            // a span holding other tokens (`::` in a function's name) lends
            // them its type too.
            const auto& s = spans[next_span];
            writer.write(t.begin, std::min(t.end, s.end), s.type, s.modifiers);
            continue;
        }
        auto type = type_of(t, source);
        if (!type && t.kind == token_kind::identifier) {
            // Only text the parser could not make sense of (half-typed)
            // leaves a name out of the tree: a guess from what follows.
            const bool called = i + 1 < tokens.size() && tokens[i + 1].kind == token_kind::open_paren;
            type = called ? semantic_token_type::function : semantic_token_type::variable;
        }
        if (!type) continue;
        const std::uint32_t begin = t.kind == token_kind::close_heredoc ? without_indentation(t, source) : t.begin;
        writer.write(begin, t.end, *type, 0);
    }
    return writer.take();
}

}  // namespace lsp
HCL_END_NAMESPACE
