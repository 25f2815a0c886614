// JSON parsing through nlohmann's SAX interface, which hands over the source
// text of every non-integer number; integers arrive as 64-bit values, which
// are exact, and larger ones arrive as text.
#include "values/value_json_dom.hpp"

#include <hcl/unicode.hpp>

#include <nlohmann/json.hpp>

#include <array>
#include <optional>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {

namespace {

class dom_builder {
public:
    using json = nlohmann::json;
    using number_integer_t = json::number_integer_t;
    using number_unsigned_t = json::number_unsigned_t;
    using number_float_t = json::number_float_t;
    using string_t = json::string_t;
    using binary_t = json::binary_t;

    bool null() { return add(json_node{}); }
    bool boolean(bool b) {
        json_node n;
        n.kind = json_kind::boolean;
        n.boolean = b;
        return add(std::move(n));
    }
    bool number_integer(number_integer_t v) { return add_number(std::to_string(v)); }
    bool number_unsigned(number_unsigned_t v) { return add_number(std::to_string(v)); }
    bool number_float(number_float_t, const string_t& text) { return add_number(text); }
    bool string(string_t& s) {
        json_node n;
        n.kind = json_kind::string;
        n.text = std::move(s);
        return add(std::move(n));
    }
    bool binary(binary_t&) { return fail_with("binary values are not JSON"); }
    bool start_object(std::size_t) { return open(json_kind::object); }
    bool key(string_t& k) {
        key_ = std::move(k);
        return true;
    }
    bool end_object() { return close(); }
    bool start_array(std::size_t) { return open(json_kind::array); }
    bool end_array() { return close(); }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& e) {
        if (error_.empty()) error_ = e.what();
        return false;
    }

    json_node root;
    std::string error_;

private:
    bool add_number(std::string text) {
        json_node n;
        n.kind = json_kind::number;
        n.text = std::move(text);
        return add(std::move(n));
    }

    // Places a node in the innermost open container (or as the root) and
    // returns where it now lives.
    json_node* place(json_node n) {
        if (open_.empty()) {
            root = std::move(n);
            return &root;
        }
        json_node& parent = *open_.back();
        if (parent.kind == json_kind::array) {
            parent.items.push_back(std::move(n));
            return &parent.items.back();
        }
        parent.members.push_back(json_member{std::move(key_), std::move(n)});
        return &parent.members.back().value;
    }

    bool add(json_node n) {
        place(std::move(n));
        return true;
    }

    bool open(json_kind k) {
        if (open_.size() >= max_json_depth) {
            return fail_with("JSON nesting exceeds " + std::to_string(max_json_depth) + " levels");
        }
        json_node n;
        n.kind = k;
        // The new container only grows while it is the innermost one, so the
        // pointer stays valid until it is closed.
        open_.push_back(place(std::move(n)));
        return true;
    }

    bool close() {
        open_.pop_back();
        return true;
    }

    bool fail_with(std::string message) {
        error_ = std::move(message);
        return false;
    }

    std::vector<json_node*> open_;
    std::string key_;
};

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// The code unit of a `\uXXXX` escape starting at text[i], or -1.
int escaped_unit(std::string_view text, std::size_t i) {
    if (i + 6 > text.size() || text[i] != '\\' || text[i + 1] != 'u') return -1;
    int unit = 0;
    for (std::size_t k = i + 2; k < i + 6; ++k) {
        const int d = hex_digit(text[k]);
        if (d < 0) return -1;
        unit = unit * 16 + d;
    }
    return unit;
}

// JSON text can escape half of a UTF-16 surrogate pair on its own, which
// names no character. The reference decodes such an escape to U+FFFD; the
// JSON reader we use rejects the document, so rewrite them first. Returns
// nothing when the text has no lone surrogate escape (the common case).
std::optional<std::string> replace_lone_surrogates(std::string_view text) {
    if (text.find("\\u") == std::string_view::npos && text.find("\\U") == std::string_view::npos) {
        return std::nullopt;
    }
    std::string out;
    bool changed = false;
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (!in_string) {
            if (c == '"') in_string = true;
            out += c;
            continue;
        }
        if (c == '"') {
            in_string = false;
            out += c;
            continue;
        }
        if (c != '\\' || i + 1 >= text.size()) {
            out += c;
            continue;
        }
        const int unit = escaped_unit(text, i);
        if (unit < 0) {  // another escape: copy it whole
            out += c;
            out += text[++i];
            continue;
        }
        const bool high = unit >= 0xD800 && unit <= 0xDBFF;
        const bool low = unit >= 0xDC00 && unit <= 0xDFFF;
        if (high) {
            const int next = escaped_unit(text, i + 6);
            if (next >= 0xDC00 && next <= 0xDFFF) {
                out.append(text.substr(i, 12));
                i += 11;
                continue;
            }
        }
        if (high || low) {
            out += "\\ufffd";
            changed = true;
        } else {
            out.append(text.substr(i, 6));
        }
        i += 5;
    }
    if (!changed) return std::nullopt;
    return out;
}

}  // namespace

result<json_node> parse_json(std::string_view text) {
    const auto repaired = replace_lone_surrogates(text);
    if (repaired) text = *repaired;
    dom_builder builder;
    const bool ok = nlohmann::json::sax_parse(text.begin(), text.end(), &builder, nlohmann::json::input_format_t::json,
                                              /*strict=*/true);
    if (!ok) return fail(builder.error_.empty() ? std::string("invalid JSON") : builder.error_);
    return std::move(builder.root);
}

void append_json_string(std::string& out, std::string_view s) {
    static constexpr char hex[] = "0123456789abcdef";
    out += '"';
    std::size_t i = 0;
    while (i < s.size()) {
        // A run of printable ASCII that needs no escape goes in at once.
        std::size_t plain = i;
        while (plain < s.size() && json_plain[static_cast<unsigned char>(s[plain])]) ++plain;
        if (plain != i) {
            out.append(s.data() + i, plain - i);
            i = plain;
            continue;
        }
        const auto b = static_cast<unsigned char>(s[i]);
        if (b < 0x80) {
            switch (b) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            case '<':
            case '>':
            case '&':
                out += "\\u00";
                out += hex[b >> 4];
                out += hex[b & 0xF];
                break;
            default:
                if (b < 0x20) {
                    out += "\\u00";
                    out += hex[b >> 4];
                    out += hex[b & 0xF];
                } else {
                    out += static_cast<char>(b);
                }
            }
            ++i;
            continue;
        }
        const std::size_t start = i;
        const char32_t c = unicode::decode_utf8(s, i);
        if (c == unicode::replacement_character && i - start == 1) {
            out += "\\ufffd";
        } else if (c == 0x2028) {
            out += "\\u2028";
        } else if (c == 0x2029) {
            out += "\\u2029";
        } else {
            out.append(s.substr(start, i - start));
        }
    }
    out += '"';
}

}  // namespace detail
HCL_END_NAMESPACE
