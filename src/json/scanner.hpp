// The JSON syntax's tokens, produced one at a time (reference-behaviour §2.2).
//
// Whitespace is space, tab, "\n" and "\r". Any byte that starts no token
// ends the input: one `invalid` token, then `eof` forever. Tokens carry byte
// offsets only; json/positions.hpp turns them into lines and columns.
#pragma once

#include "json/ast.hpp"

#include <cstddef>
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
    // A closed string of printable ASCII without escapes: its content is
    // its text, and each byte is one column.
    bool plain = false;
    span where;
    const char* data = nullptr;  // the token's bytes in the source

    std::string_view text() const noexcept { return {data, static_cast<std::size_t>(where.end - where.start)}; }
};

// The length of a string token starting at text[0] == '"': up to and
// including the closing quote, or up to (not including) a control character
// or the end of the input when the string is unterminated. `plain` tells
// whether it is closed and holds printable ASCII only, without escapes.
std::size_t string_length(std::string_view text, bool& plain) noexcept;

class scanner {
public:
    // `source` is shorter than 4 GiB (offsets are 32 bits).
    explicit scanner(std::string_view source)
        : begin_(source.data()), next_(source.data()), end_(source.data() + source.size()) {
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
    offset here() const noexcept { return static_cast<offset>(next_ - begin_); }

    const char* begin_;
    const char* next_;  // the first byte not yet scanned
    const char* end_;
    bool ended_ = false;
    token current_;
};

}  // namespace json::detail
HCL_END_NAMESPACE
