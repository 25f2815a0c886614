// See quoted_string.hpp.
#include "values/quoted_string.hpp"

HCL_BEGIN_NAMESPACE
namespace detail {

void append_quoted(std::string& out, std::string_view s, quote_style style, bool templated) {
    static constexpr char hex[] = "0123456789abcdef";
    out += '"';
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        switch (c) {
        case '"': out += "\\\""; continue;
        case '\\': out += "\\\\"; continue;
        case '\n': out += "\\n"; continue;
        case '\r': out += "\\r"; continue;
        case '\t': out += "\\t"; continue;
        case '$':
        case '%':
            // `$${` reads back as `${`, `%%{` as `%{`.
            if (templated && i + 1 < s.size() && s[i + 1] == '{') out += static_cast<char>(c);
            out += static_cast<char>(c);
            continue;
        default: break;
        }
        if (c < 0x20 || (c == 0x7f && style == quote_style::native)) {
            out += "\\u00";
            out += hex[c >> 4];
            out += hex[c & 0xf];
            continue;
        }
        out += static_cast<char>(c);
    }
    out += '"';
}

}  // namespace detail
HCL_END_NAMESPACE
