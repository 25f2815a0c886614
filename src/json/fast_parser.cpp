#include "json/fast_parser.hpp"

#include "json/bytes.hpp"
#include "json/scanner.hpp"
#include "json/string_decode.hpp"

#include <span>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace json::detail {

namespace {

bool above_space(char c) noexcept { return static_cast<unsigned char>(c) > ' '; }

// Bytes that end a run of plain string content (as string_special_bytes).
bool string_special(char c) noexcept {
    const auto b = static_cast<unsigned char>(c);
    return b == '"' || b == '\\' || b < 0x20 || b >= 0x80;
}

// Each reading function takes the position of the first byte of what it
// reads and returns the position just after it, or nullptr to give up.
// Positions stay in registers this way, not in the parser object.
//
// The source is a std::string, so the byte at `end_` exists and is NUL: it
// is neither whitespace nor the start or continuation of any token, so loops
// over single bytes stop there without comparing with `end_`. A NUL inside
// the source stops them the same way, and is then given up on as the
// diagnosing parser reports it.
class fast_parser {
public:
    explicit fast_parser(json_file& file, std::size_t max_depth)
        : file_(file), begin_(file.source().data()), end_(begin_ + file.source().size()),
          max_depth_(max_depth) {}

    const char* begin() const noexcept { return begin_; }
    const char* end() const noexcept { return end_; }

    // The first byte at or after `p` that is not whitespace. Most gaps are
    // empty or one space; indentation goes a word at a time.
    const char* skip(const char* p) const noexcept {
        if (above_space(*p)) return p;
        if (*p == ' ' && above_space(p[1])) return p + 1;
        return skip_json_whitespace(p, end_);
    }

    const char* value(const char* p, node& out);

private:
    const char* object(const char* p, node& out);
    const char* array(const char* p, node& out);
    const char* string(const char* p, std::string_view& text, span& where);
    const char* number(const char* p, node& out);
    const char* keyword(const char* p, node& out);

    // An object or array from its opening byte at `p`: members read by
    // `member` (which returns nullptr to give up) and separated by commas,
    // gathered on `stack` (innermost container last), then moved to the
    // arena.
    template <class T, class Read>
    const char* container(const char* p, node& out, node_kind kind, char closing, std::vector<T>& stack,
                          Read member) {
        const char* const open = p;
        if (++depth_ > max_depth_) return nullptr;
        const std::size_t base = stack.size();
        p = skip(p + 1);
        if (*p != closing) {
            for (;;) {
                T item;
                p = member(p, item);
                if (!p) return nullptr;
                stack.push_back(item);
                p = skip(p);
                if (*p != ',') break;
                p = skip(p + 1);
            }
            if (*p != closing) return nullptr;
        }
        --depth_;
        const auto items = std::span<const T>(stack).subspan(base);
        out.kind = kind;
        out.data = file_.keep(items);
        out.count = static_cast<std::uint32_t>(items.size());
        out.whole = {at(open), at(p + 1)};
        stack.resize(base);
        return p + 1;
    }

    offset at(const char* p) const noexcept { return static_cast<offset>(p - begin_); }

    json_file& file_;
    const char* const begin_;
    const char* const end_;
    const std::size_t max_depth_;
    std::size_t depth_ = 0;
    // Children of the containers being read, innermost last (as in the
    // diagnosing parser).
    std::vector<property> properties_;
    std::vector<node> elements_;
    std::string decoded_;  // scratch for strings that need decoding
};

const char* fast_parser::value(const char* p, node& out) {
    switch (*p) {
    case '{': return object(p, out);
    case '[': return array(p, out);
    case '"': {
        std::string_view text;
        p = string(p, text, out.whole);
        out.kind = node_kind::string;
        out.data = text.data();
        out.count = static_cast<std::uint32_t>(text.size());
        return p;
    }
    case 't':
    case 'f':
    case 'n': return keyword(p, out);
    case '-':
    case '0':
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9': return number(p, out);
    default: return nullptr;
    }
}

const char* fast_parser::object(const char* p, node& out) {
    return container(p, out, node_kind::object, '}', properties_, [this](const char* q, property& prop) {
        if (*q != '"') return static_cast<const char*>(nullptr);
        q = string(q, prop.name, prop.name_span);
        if (!q) return q;
        q = skip(q);
        if (*q != ':') return static_cast<const char*>(nullptr);
        return value(skip(q + 1), prop.value);
    });
}

const char* fast_parser::array(const char* p, node& out) {
    return container(p, out, node_kind::array, ']', elements_,
                     [this](const char* q, node& element) { return value(q, element); });
}

const char* fast_parser::string(const char* p, std::string_view& text, span& where) {
    // Straight to the first quote, backslash, control or non-ASCII byte.
    const char* q = p + 1;
    for (;;) {
        if (end_ - q < 8) {
            while (!string_special(*q)) ++q;
            break;
        }
        const std::uint64_t special = string_special_bytes(load8(q));
        if (special != 0) {
            q += first_flagged_byte(special);
            break;
        }
        q += 8;
    }
    if (*q == '"' && q != end_) {
        // Plain: the text is the source between the quotes.
        text = std::string_view(p + 1, static_cast<std::size_t>(q - p - 1));
        where = {at(p), at(q + 1)};
        return q + 1;
    }
    // Escapes, non-ASCII bytes or a malformed string: measured and decoded
    // as the diagnosing parser does.
    bool plain = false;
    const std::size_t length = string_length(std::string_view(p, static_cast<std::size_t>(end_ - p)), plain);
    std::size_t error_offset = 0;
    if (!decode_string(std::string_view(p, length), decoded_, error_offset)) return nullptr;
    text = file_.keep(std::string_view(decoded_));
    where = {at(p), at(p + length)};
    return p + length;
}

const char* fast_parser::number(const char* p, node& out) {
    // The whole run of number bytes is the token, as the scanner takes it.
    const char* q = p + 1;
    while (is_json_number_byte(*q)) ++q;
    const auto length = static_cast<std::size_t>(q - p);
    if (!valid_number(std::string_view(p, length))) return nullptr;
    out.kind = node_kind::number;
    out.whole = {at(p), at(q)};
    out.data = p;
    out.count = static_cast<std::uint32_t>(length);
    return q;
}

const char* fast_parser::keyword(const char* p, node& out) {
    // The whole run of letters and underscores is the keyword.
    const char* q = p + 1;
    while (is_json_letter(*q) || *q == '_') ++q;
    const std::string_view word(p, static_cast<std::size_t>(q - p));
    if (word == "true" || word == "false") {
        out.kind = node_kind::boolean;
        out.boolean = word.size() == 4;
    } else if (word == "null") {
        out.kind = node_kind::null;
    } else {
        return nullptr;
    }
    out.whole = {at(p), at(q)};
    return q;
}

}  // namespace

const node* parse_well_formed(json_file& file, std::size_t max_depth) {
    fast_parser parser(file, max_depth);
    node n;
    const char* p = parser.value(parser.skip(parser.begin()), n);
    if (!p || parser.skip(p) != parser.end()) return nullptr;
    node& root = file.make_node(n.kind);
    root = n;
    return &root;
}

}  // namespace json::detail
HCL_END_NAMESPACE
