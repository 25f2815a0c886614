// Character classes: Go-compatible white space and UAX #31 identifiers.
#include <hcl/unicode.hpp>

#include <unicode/uchar.h>

HCL_BEGIN_NAMESPACE
namespace unicode {

bool is_space(char32_t c) noexcept {
    // A fixed list rather than an ICU property: it is what Go's
    // unicode.IsSpace accepts, and the White_Space property has been stable
    // for many Unicode versions.
    switch (c) {
    case U'\t': case U'\n': case U'\v': case U'\f': case U'\r': case U' ':
    case U'\u0085': case U'\u00A0': case U'\u1680':
    case U'\u2028': case U'\u2029': case U'\u202F': case U'\u205F': case U'\u3000':
        return true;
    default:
        return c >= U'\u2000' && c <= U'\u200A';
    }
}

namespace {

// The reference's identifier tables are Unicode 9.0; ICU's are newer. A
// character assigned after 9.0 is not an identifier character there.
bool assigned_by_unicode_9(char32_t c) noexcept {
    UVersionInfo age;
    u_charAge(static_cast<UChar32>(c), age);
    return age[0] < 9 || (age[0] == 9 && age[1] == 0);
}

bool has_property(char32_t c, UProperty property) noexcept {
    if (c < 0x80) {
        // ASCII: letters start, letters digits and '_' continue.
        const bool letter = (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z');
        if (property == UCHAR_ID_START) return letter;
        return letter || (c >= U'0' && c <= U'9') || c == U'_';
    }
    if (c > 0x10FFFF) return false;
    return u_hasBinaryProperty(static_cast<UChar32>(c), property) && assigned_by_unicode_9(c);
}

}  // namespace

bool is_id_start(char32_t c) noexcept { return has_property(c, UCHAR_ID_START); }
bool is_id_continue(char32_t c) noexcept { return has_property(c, UCHAR_ID_CONTINUE); }

}  // namespace unicode
HCL_END_NAMESPACE
