// The JSON syntax's tokens, produced one at a time (reference-behaviour §2.2).
//
// Whitespace is space, tab (two columns), "\n" and "\r" (a byte, no column).
// Any byte that starts no token ends the input: one `invalid` token, then
// `eof` forever.
#pragma once

#include "json/ast.hpp"

#include <cstdint>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace json::detail {

enum class token_kind : unsigned char {
    brace_open,
    brace_close,
    bracket_open,
    bracket_close,
    comma,
    colon,
    equals,  // only to say that JSON uses colons
    keyword,
    string,
    number,
    eof,
    invalid,
};

struct token {
    token_kind kind = token_kind::eof;
    std::string_view text;  // the token's bytes in the source
    span where;
    // A closed string of printable ASCII without escapes: its content is
    // its text, and each byte is one column.
    bool plain = false;
};

class scanner {
public:
    scanner(std::string_view source, source_position start)
        : begin_(source.data()), next_(source.data()), end_(source.data() + source.size()), line_(start.line),
          column_(start.column), base_(start.byte) {
        advance();
    }

    const token& peek() const noexcept { return current_; }
    // The current token; at the end, eof again and again.
    token read() {
        token t = current_;
        if (t.kind != token_kind::eof) advance();
        return t;
    }

private:
    void advance();
    void skip_whitespace() noexcept;
    // The position of next_ (kept as scalars: they change on every byte).
    source_position here() const noexcept {
        return {line_, column_, base_ + static_cast<std::size_t>(next_ - begin_)};
    }

    const char* begin_;
    const char* next_;  // the first byte not yet scanned
    const char* end_;
    std::uint32_t line_;
    std::uint32_t column_;
    std::size_t base_;
    bool ended_ = false;
    token current_;
};

}  // namespace json::detail
HCL_END_NAMESPACE
