// hcl::unicode — the Unicode services HCL needs: UTF-8 validation and
// decoding, NFC normalisation, grapheme clusters, white space and identifier
// character classes (docs/values.md).
//
// Every function takes UTF-8 bytes. Pure-ASCII input never reaches ICU, so
// the common case costs one scan. ICU is an implementation detail: it does
// not appear in this header.
//
// Invalid UTF-8 never crashes anything here. Validation functions report it;
// the others treat each byte of an ill-formed sequence as one U+FFFD
// replacement character for counting purposes and copy it through unchanged
// where they produce text (see to_nfc).
#pragma once

#include <hcl/config.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace unicode {

inline constexpr char32_t replacement_character = U'\uFFFD';

// --- UTF-8 -----------------------------------------------------------------

// True when every byte is below 0x80.
bool is_ascii(std::string_view text) noexcept;

// Strict UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above
// U+10FFFF.
bool is_valid_utf8(std::string_view text) noexcept;

// Byte offset of the first ill-formed sequence, or std::string_view::npos
// when the text is valid UTF-8.
std::size_t find_invalid_utf8(std::string_view text) noexcept;

// Decodes the code point starting at `offset` and moves `offset` past it.
// An ill-formed sequence yields U+FFFD and consumes exactly one byte, so a
// loop `while (offset < text.size()) decode_utf8(text, offset);` always
// terminates. At or past the end it returns U+FFFD and leaves `offset` alone.
char32_t decode_utf8(std::string_view text, std::size_t& offset) noexcept;

// Appends the UTF-8 form of `c` (U+FFFD for surrogates and values above
// U+10FFFF).
void append_utf8(std::string& out, char32_t c);

// --- Normalisation ---------------------------------------------------------

// The NFC form of `text`. ASCII (and text already in NFC) comes back
// unchanged. Ill-formed UTF-8 sequences are copied through byte for byte and
// act as boundaries: the valid stretches between them are normalised on
// their own. The result is therefore well defined and never throws on bad
// input, but callers that must reject invalid UTF-8 check it first.
std::string to_nfc(std::string_view text);

// True when to_nfc(text) == text.
bool is_nfc(std::string_view text) noexcept;

// --- Grapheme clusters (UAX #29 extended clusters) -------------------------

// Number of user-perceived characters. "\r\n" is one cluster, as are a base
// letter with its combining marks, an emoji ZWJ sequence or a flag.
std::size_t grapheme_count(std::string_view text) noexcept;

// Byte offsets of every cluster boundary, including 0 and text.size()
// (so the result has grapheme_count(text) + 1 entries; {0} for "").
std::vector<std::size_t> grapheme_boundaries(std::string_view text);

// Byte offset just past the cluster that starts at `offset` (text.size() at
// the end). Cheap for ASCII; otherwise it consults the break iterator.
std::size_t next_grapheme_boundary(std::string_view text, std::size_t offset) noexcept;

// Cells a terminal uses to show `text`: clusters with an East Asian Wide or
// Fullwidth character, or with emoji presentation, take two cells, all
// others one. Used to line up carets under source lines; tabs count 1.
std::size_t display_width(std::string_view text) noexcept;

// --- Character classes ------------------------------------------------------

// The white space set of Go's unicode.IsSpace, which HCL's template strip
// markers (`~`) and heredoc indentation use: \t \n \v \f \r, space, U+0085,
// U+00A0 and the other Unicode White_Space characters (U+1680, U+2000 to
// U+200A, U+2028, U+2029, U+202F, U+205F, U+3000).
bool is_space(char32_t c) noexcept;

// UAX #31 identifier classes, restricted to characters assigned by Unicode
// 9.0, because the reference implementation's identifier tables are Unicode
// 9.0: a letter added later (say U+0860, Unicode 10) is not an identifier
// character there either. `_` and `-` are HCL's additions and are the
// lexer's business, not these functions'.
bool is_id_start(char32_t c) noexcept;
bool is_id_continue(char32_t c) noexcept;

}  // namespace unicode
HCL_END_NAMESPACE
