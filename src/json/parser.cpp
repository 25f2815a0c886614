#include "json/parser.hpp"

#include "json/fast_parser.hpp"
#include "json/scanner.hpp"
#include "json/string_decode.hpp"
#include "model/name_suggestion.hpp"

#include <array>
#include <span>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace json::detail {

namespace {

const char* const value_start_detail =
    "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.";

struct depth_guard {
    explicit depth_guard(std::size_t& d) noexcept : depth(d) { ++depth; }
    ~depth_guard() { --depth; }
    depth_guard(const depth_guard&) = delete;
    depth_guard& operator=(const depth_guard&) = delete;
    std::size_t& depth;
};

class parser {
public:
    parser(json_file& file, const parse_options& options, diagnostics& diags)
        : file_(file), tokens_(file.source()), max_depth_(options.max_nesting_depth),
          diags_(diags) {}

    node value();
    const token& peek() const noexcept { return tokens_.peek(); }

private:
    // Each returns false when the value is malformed; value() then stands
    // an invalid node in for it.
    bool object(node& obj);
    bool object_items(node& obj, std::size_t base);
    bool array(node& arr);
    bool array_items(node& arr, std::size_t base);
    bool number(node& n);
    bool string(node& n);
    // A string token's decoded text; false after reporting a malformed one.
    bool string_text(const token& tok, std::string_view& text);
    bool keyword(node& n);

    static node invalid(const span& where) {
        node n;
        n.whole = where;
        return n;
    }
    // Reports the nesting limit when a container opened at `where` passes
    // it; parsing then stops (the caller returns at once).
    bool nesting_too_deep(const span& where) {
        if (depth_ <= max_depth_) return false;
        too_deep_ = true;
        error("Nesting too deep",
              "Objects and arrays are nested more deeply than the parser allows (" + std::to_string(max_depth_) +
                  " levels).",
              where);
        return true;
    }

    void error(const char* summary, std::string detail, const span& where) {
        diags_.add_error(summary, std::move(detail), file_.range(where));
    }
    // Skips to the token closing the current container, so that a caller
    // further up does not stumble on its contents.
    void recover(token t, token_kind open, token_kind close);

    json_file& file_;
    scanner tokens_;
    std::size_t max_depth_;
    std::size_t depth_ = 0;
    bool too_deep_ = false;
    diagnostics& diags_;
    // Children of the containers being parsed, innermost last; a finished
    // container moves its own into the arena.
    std::vector<property> properties_;
    std::vector<node> elements_;
    std::string decoded_;  // scratch for strings with escapes
};

node parser::value() {
    const token tok = peek();
    if (too_deep_) return invalid(tok.where);
    node n;
    bool ok = false;
    switch (tok.kind) {
    case token_kind::brace_open: ok = object(n); break;
    case token_kind::bracket_open: ok = array(n); break;
    case token_kind::number: ok = number(n); break;
    case token_kind::string: ok = string(n); break;
    case token_kind::keyword: ok = keyword(n); break;
    case token_kind::brace_close: error("Missing JSON value", value_start_detail, tok.where); break;
    case token_kind::bracket_close: error("Missing array element value", value_start_detail, tok.where); break;
    case token_kind::eof: error("Missing value", "The JSON data ends prematurely.", tok.where); break;
    default: error("Invalid start of value", value_start_detail, tok.where); break;
    }
    return ok ? n : invalid(tok.where);
}

void parser::recover(token t, token_kind open, token_kind close) {
    int depth = 1;
    for (;;) {
        if (t.kind == open) {
            ++depth;
        } else if (t.kind == close) {
            if (--depth <= 1) return;
        } else if (t.kind == token_kind::eof) {
            return;
        }
        t = tokens_.read();
    }
}

bool parser::object(node& obj) {
    const std::size_t base = properties_.size();
    const bool ok = object_items(obj, base);
    properties_.resize(base);
    return ok;
}

bool parser::object_items(node& obj, std::size_t base) {
    const token open = tokens_.read();
    const depth_guard guard(depth_);
    if (nesting_too_deep(open.where)) return false;
    for (;;) {
        if (peek().kind == token_kind::brace_close) break;

        property p;
        if (peek().kind == token_kind::string) {
            // The common case, without a node for the name.
            const token name = tokens_.read();
            p.name_span = name.where;
            if (!string_text(name, p.name)) {
                error("Invalid object property name", "A JSON object property name must be a string", name.where);
                return false;
            }
        } else {
            const node key = value();
            if (too_deep_) return false;
            error("Invalid object property name", "A JSON object property name must be a string",
                  key.start_span());
            return false;
        }
        const token colon = tokens_.read();
        if (colon.kind != token_kind::colon) {
            recover(colon, token_kind::brace_open, token_kind::brace_close);
            if (colon.kind == token_kind::brace_close || colon.kind == token_kind::comma) {
                error("Missing object value", "A JSON object attribute must have a value, introduced by a colon.",
                      colon.where);
            } else if (colon.kind == token_kind::equals) {
                error("Missing property value colon",
                      "JSON uses a colon as its name/value delimiter, not an equals sign.", colon.where);
            } else {
                error("Missing property value colon",
                      "A colon must appear between an object property's name and its value.", colon.where);
            }
            return false;
        }
        p.value = value();
        if (too_deep_) return false;
        properties_.push_back(p);

        switch (peek().kind) {
        case token_kind::comma: {
            const token comma = tokens_.read();
            if (peek().kind == token_kind::brace_close) {
                error("Trailing comma in object",
                      "JSON does not permit a trailing comma after the final property in an object.", comma.where);
                return false;
            }
            continue;
        }
        case token_kind::eof:
            error("Unclosed object", "No closing brace was found for this JSON object.", open.where);
            return false;
        case token_kind::bracket_close:
            tokens_.read();
            error("Mismatched braces", "A JSON object must be closed with a brace, not a bracket.", peek().where);
            return false;
        case token_kind::brace_close: break;
        default:
            recover(tokens_.read(), token_kind::brace_open, token_kind::brace_close);
            error("Missing attribute seperator comma",
                  "A comma must appear between each property definition in an object.", peek().where);
            return false;
        }
        break;
    }
    const token close = tokens_.read();
    const auto items = std::span<const property>(properties_).subspan(base);
    obj.kind = node_kind::object;
    obj.data = file_.keep(items);
    obj.count = static_cast<std::uint32_t>(items.size());
    obj.whole = span::between(open.where, close.where);
    return true;
}

bool parser::array(node& arr) {
    const std::size_t base = elements_.size();
    const bool ok = array_items(arr, base);
    elements_.resize(base);
    return ok;
}

bool parser::array_items(node& arr, std::size_t base) {
    const token open = tokens_.read();
    const depth_guard guard(depth_);
    if (nesting_too_deep(open.where)) return false;
    for (;;) {
        if (peek().kind == token_kind::bracket_close) break;
        elements_.push_back(value());
        if (too_deep_) return false;

        switch (peek().kind) {
        case token_kind::comma: {
            const token comma = tokens_.read();
            if (peek().kind == token_kind::bracket_close) {
                error("Trailing comma in array",
                      "JSON does not permit a trailing comma after the final value in an array.", comma.where);
                return false;
            }
            continue;
        }
        case token_kind::colon:
            recover(tokens_.read(), token_kind::bracket_open, token_kind::bracket_close);
            error("Invalid array value", "A colon is not used to introduce values in a JSON array.", peek().where);
            return false;
        case token_kind::eof:
            recover(tokens_.read(), token_kind::bracket_open, token_kind::bracket_close);
            // The reference calls an unclosed array an unclosed object.
            error("Unclosed object", "No closing bracket was found for this JSON array.", open.where);
            return false;
        case token_kind::brace_close:
            recover(tokens_.read(), token_kind::bracket_open, token_kind::bracket_close);
            error("Mismatched brackets", "A JSON array must be closed with a bracket, not a brace.", peek().where);
            return false;
        case token_kind::bracket_close: break;
        default:
            recover(tokens_.read(), token_kind::bracket_open, token_kind::bracket_close);
            error("Missing attribute seperator comma", "A comma must appear between each value in an array.",
                  peek().where);
            return false;
        }
        break;
    }
    const token close = tokens_.read();
    const auto items = std::span<const node>(elements_).subspan(base);
    arr.kind = node_kind::array;
    arr.data = file_.keep(items);
    arr.count = static_cast<std::uint32_t>(items.size());
    arr.whole = span::between(open.where, close.where);
    return true;
}

bool parser::number(node& n) {
    const token tok = tokens_.read();
    if (!valid_number(tok.text())) {
        error("Invalid JSON number", "There is a syntax error in the given JSON number.", tok.where);
        return false;
    }
    n.kind = node_kind::number;
    n.whole = tok.where;
    n.data = tok.data;
    n.count = tok.where.end - tok.where.start;
    return true;
}

bool parser::string(node& n) {
    const token tok = tokens_.read();
    std::string_view text;
    if (!string_text(tok, text)) return false;
    n.kind = node_kind::string;
    n.whole = tok.where;
    n.data = text.data();
    n.count = static_cast<std::uint32_t>(text.size());
    return true;
}

bool parser::string_text(const token& tok, std::string_view& text) {
    if (tok.plain) {
        // Nothing to decode: the text is the source between the quotes.
        text = std::string_view(tok.data + 1, tok.where.end - tok.where.start - 2);
        return true;
    }
    std::size_t offset = 0;
    if (decode_string(tok.text(), decoded_, offset)) {
        text = file_.keep(std::string_view(decoded_));
        return true;
    }
    // Like the reference, the offset is added to the column as if every
    // byte were one column.
    source_range at = file_.range(tok.where);
    at.start.byte += offset;
    at.start.column += static_cast<std::uint32_t>(offset);
    at.end = at.start;
    ++at.end.byte;
    ++at.end.column;
    diagnostic d;
    d.summary = "Invalid JSON string";
    d.detail = "There is a syntax error in the given JSON string.";
    d.subject = at;
    d.context = file_.range(tok.where);
    diags_.push_back(std::move(d));
    return false;
}

bool parser::keyword(node& n) {
    const token tok = tokens_.read();
    const std::string_view s = tok.text();
    if (s == "true" || s == "false") {
        n.kind = node_kind::boolean;
        n.whole = tok.where;
        n.boolean = s == "true";
        return true;
    }
    if (s == "null") {
        n.kind = node_kind::null;
        n.whole = tok.where;
        return true;
    }
    const std::string quoted = "\"" + std::string(s) + "\"";  // keywords are ASCII letters
    if (s == "undefined" || s == "NaN" || s == "Infinity") {
        error("Invalid JSON keyword", "The JavaScript identifier " + quoted + " cannot be used in JSON.", tok.where);
        return false;
    }
    static constexpr std::array<std::string_view, 3> keywords{"false", "true", "null"};
    std::string hint;
    if (auto suggestion = hcl::detail::suggest_name(s, std::span<const std::string_view>(keywords));
        !suggestion.empty()) {
        hint = " Did you mean \"" + suggestion + "\"?";
    }
    error("Invalid JSON keyword", quoted + " is not a valid JSON keyword." + hint, tok.where);
    return false;
}

}  // namespace

const node* parse_value_text(json_file& file, const parse_options& options, diagnostics& diags) {
    if (const node* root = parse_well_formed(file, options.max_nesting_depth)) return root;
    // Something to report: read again, this time with diagnostics.
    file.discard_tree();
    return parse_value_text_diagnosing(file, options, diags);
}

const node* parse_value_text_diagnosing(json_file& file, const parse_options& options, diagnostics& diags) {
    parser p(file, options, diags);
    const std::size_t before = diags.size();
    const node n = p.value();
    if (diags.size() == before && p.peek().kind != token_kind::eof) {
        diags.add_error("Extraneous data after value", "Extra characters appear after the JSON value.",
                        file.range(p.peek().where));
    }
    node& root = file.make_node(n.kind);
    root = n;
    return &root;
}

}  // namespace json::detail
HCL_END_NAMESPACE
