#include "cli/go_json.hpp"

#include "values/value_json_dom.hpp"

namespace hcl_cli {

void append_json_string(std::string& out, std::string_view text) { hcl::detail::append_json_string(out, text); }

std::string indent_json(std::string_view compact, std::string_view indent) {
    std::string out;
    out.reserve(compact.size() * 2);
    std::size_t depth = 0;
    bool in_string = false;
    bool escaped = false;
    bool just_opened = false;  // the previous character opened an array/object
    auto newline = [&] {
        out += '\n';
        for (std::size_t i = 0; i < depth; ++i) out += indent;
    };
    for (char c : compact) {
        if (in_string) {
            out += c;
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                in_string = false;
            }
            continue;
        }
        if (just_opened) {
            just_opened = false;
            if (c == ']' || c == '}') {
                --depth;
                out += c;
                continue;
            }
            newline();
        }
        switch (c) {
        case '"':
            in_string = true;
            out += c;
            break;
        case '[':
        case '{':
            out += c;
            ++depth;
            just_opened = true;
            break;
        case ']':
        case '}':
            --depth;
            newline();
            out += c;
            break;
        case ',':
            out += c;
            newline();
            break;
        case ':':
            out += ": ";
            break;
        case ' ':
        case '\t':
        case '\n':
        case '\r':
            break;  // input is compact; drop stray blanks like Go does
        default: out += c;
        }
    }
    out += '\n';
    return out;
}

}  // namespace hcl_cli
