// format and formatlist: printf-style formatting of HCL values.
//
// A verb is `%`, flags (space # + - 0), an optional width (no leading
// zero), an optional precision (`.` and digits, possibly none), an optional
// argument index `[n]` (1-based), then a letter. The verbs and their
// conversions, errors and padding rules are the reference's: width and
// string precision count grapheme clusters, the `0` flag pads strings with
// zeros even on the right, null is accepted only by %v, and every argument
// must be used.
#include "stdlib/format_number.hpp"
#include "stdlib/stdlib_support.hpp"

#include <hcl/convert.hpp>
#include <hcl/stdlib.hpp>
#include <hcl/unicode.hpp>
#include <hcl/value_json.hpp>

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace stdlib {
namespace {

using detail::define;
using detail::go_quote;
using detail::param;

// Widths, precisions and argument indexes above this are refused, so that
// a format string cannot ask for gigabytes of padding (the reference has no
// limit for strings; its number formatting gives up near this size too).
constexpr long long max_count = 10'000'000;

struct verb_spec {
    std::string_view raw;  // the whole verb, "%-5.2[1]f"
    std::size_t offset = 0;
    std::size_t argument = 1;  // 1-based
    char letter = 0;
    bool sharp = false;
    bool zero = false;
    bool minus = false;
    bool plus = false;
    bool space = false;
    std::optional<long long> width;
    std::optional<long long> precision;
};

// Go's %q of one character: 'x', '\'', '\n', '\u00a0'.
std::string quote_rune(std::string_view text, std::size_t offset) {
    std::size_t end = offset;
    unicode::decode_utf8(text, end);
    const std::string_view one = text.substr(offset, end - offset);
    if (one == "'") return "'\\''";
    if (one == "\"") return "'\"'";
    std::string quoted = go_quote(one);  // "…" with \" never present
    quoted.front() = '\'';
    quoted.back() = '\'';
    return quoted;
}

struct format_error {
    std::string message;
    std::optional<std::size_t> argument;  // an argument error, else a failed call
};

std::string quoted_verb(const verb_spec& v) { return go_quote(v.raw); }

std::string unsupported(const verb_spec& v, const std::string& why) {
    return "unsupported value for " + quoted_verb(v) + " at " + std::to_string(v.offset) + ": " + why;
}

// Pads to the verb's width in grapheme clusters.
std::string pad_width(const verb_spec& v, std::string text) {
    if (!v.width) return text;
    const auto have = static_cast<long long>(unicode::grapheme_count(text));
    if (have >= *v.width) return text;
    const std::string padding(static_cast<std::size_t>(*v.width - have), v.zero ? '0' : ' ');
    return v.minus ? text + padding : padding + text;
}

detail::number_verb number_flags(const verb_spec& v) {
    detail::number_verb n;
    n.verb = v.letter;
    n.sharp = v.sharp;
    n.minus = v.minus;
    n.zero = v.zero && !v.minus;
    n.plus = v.plus;
    n.space = v.space;
    n.width = v.width;
    n.precision = v.precision;
    return n;
}

std::optional<std::string> append_verb(const verb_spec& v, std::span<const value> args, format_error& error) {
    if (v.argument > args.size()) {
        error.message = "not enough arguments for " + quoted_verb(v) + " at " + std::to_string(v.offset) +
                        ": need index " + std::to_string(v.argument) + " but have " + std::to_string(args.size()) +
                        " total";
        return std::nullopt;
    }
    const value& arg = args[v.argument - 1];
    if (v.letter != 'v' && arg.is_null()) {
        error.message = unsupported(v, "null value cannot be formatted");
        return std::nullopt;
    }
    switch (v.letter) {
    case 'v': {
        if (!v.sharp && !arg.is_null()) {
            if (arg.type() == type::string()) return pad_width(v, std::string(arg.as_string()));
            if (arg.type() == type::number()) return pad_width(v, detail::format_number_default(arg.as_number()));
        }
        auto json = value_to_json(arg, arg.type());
        if (!json) {
            error.message = unsupported(v, json.error().to_string());
            return std::nullopt;
        }
        return pad_width(v, std::move(json).value());
    }
    case 't': {
        auto b = convert(arg, type::boolean());
        if (!b) {
            error.message = unsupported(v, b.error().to_string());
            return std::nullopt;
        }
        return std::string(b->as_bool() ? "true" : "false");
    }
    case 'b': case 'd': case 'o': case 'x': case 'X':
    case 'e': case 'E': case 'f': case 'g': case 'G': {
        auto n = convert(arg, type::number());
        if (!n) {
            error.message = unsupported(v, n.error().to_string());
            return std::nullopt;
        }
        const auto flags = number_flags(v);
        const bool integer_verb = v.letter == 'b' || v.letter == 'd' || v.letter == 'o' || v.letter == 'x' ||
                                  v.letter == 'X';
        if (!integer_verb) return detail::format_float_verb(n->as_number(), flags);
        auto text = detail::format_integer_verb(n->as_number(), flags);
        if (!text) {
            error.message = unsupported(v, "an integer is required");
            return std::nullopt;
        }
        return text;
    }
    case 's': case 'q': {
        auto s = convert(arg, type::string());
        if (!s) {
            error.message = unsupported(v, s.error().to_string());
            return std::nullopt;
        }
        std::string_view text = s->as_string();
        // Precision limits the input in grapheme clusters; zero means none.
        if (v.precision && *v.precision > 0) {
            std::size_t end = 0;
            for (long long i = 0; i < *v.precision && end < text.size(); ++i) {
                end = unicode::next_grapheme_boundary(text, end);
            }
            text = text.substr(0, end);
        }
        if (v.letter == 's') return pad_width(v, std::string(text));
        auto json = value_to_json(value::string_nfc(text));
        return pad_width(v, json ? std::move(json).value() : std::string());
    }
    default:
        error.message = "unsupported format verb " + quote_rune(v.raw, v.raw.size() - 1) + " in " + quoted_verb(v) +
                        " at offset " + std::to_string(v.offset);
        return std::nullopt;
    }
}

bool is_verb_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Formats `text` with `args` (the values after the format string).
std::optional<std::string> format_values(std::string_view text, std::span<const value> args, format_error& error) {
    std::string out;
    std::size_t next_argument = 1;
    std::size_t highest_argument = 0;
    std::size_t p = 0;
    auto fail = [&](std::string message) -> std::optional<std::string> {
        error.message = std::move(message);
        return std::nullopt;
    };
    auto bad_char = [&](std::size_t at) {
        return fail("unrecognized format character " + quote_rune(text, at) + " at offset " + std::to_string(at));
    };
    auto cut_short = [&] { return fail("invalid format string starting at offset " + std::to_string(text.size())); };
    // Reads digits into `target`; false when the number gets too large.
    auto read_number = [&](long long& target) {
        target = 0;
        for (; p < text.size() && is_digit(text[p]); ++p) {
            target = target * 10 + (text[p] - '0');
            if (target > max_count) return false;
        }
        return true;
    };
    while (p < text.size()) {
        if (text[p] != '%') {
            out.push_back(text[p++]);
            continue;
        }
        verb_spec v;
        v.offset = p;
        v.argument = next_argument;
        ++p;
        if (p < text.size() && text[p] == '%') {  // "%%", only right after the '%'
            out.push_back('%');
            ++p;
            continue;
        }
        for (; p < text.size(); ++p) {
            const char c = text[p];
            if (c == ' ') v.space = true;
            else if (c == '#') v.sharp = true;
            else if (c == '+') v.plus = true;
            else if (c == '-') v.minus = true;
            else if (c == '0') v.zero = true;
            else break;
        }
        if (p < text.size() && text[p] >= '1' && text[p] <= '9') {  // width; '0' would be a flag
            long long width = 0;
            if (!read_number(width)) return fail("format width too large at offset " + std::to_string(v.offset));
            v.width = width;
        }
        if (p < text.size() && text[p] == '.') {  // precision, digits optional
            ++p;
            long long precision = 0;
            if (!read_number(precision)) {
                return fail("format precision too large at offset " + std::to_string(v.offset));
            }
            v.precision = precision;
        }
        if (p < text.size() && text[p] == '[') {  // argument index
            ++p;
            if (p >= text.size()) return cut_short();
            if (!(text[p] >= '1' && text[p] <= '9')) return bad_char(p);
            long long index = 0;
            if (!read_number(index)) {
                return fail("format argument index too large at offset " + std::to_string(v.offset));
            }
            if (p >= text.size()) return cut_short();
            if (text[p] != ']') return bad_char(p);
            ++p;
            v.argument = static_cast<std::size_t>(index);
        }
        if (p >= text.size()) return cut_short();
        if (!is_verb_letter(text[p])) return bad_char(p);
        v.letter = text[p++];
        v.raw = text.substr(v.offset, p - v.offset);
        highest_argument = std::max(highest_argument, v.argument);
        auto piece = append_verb(v, args, error);
        if (!piece) return std::nullopt;
        out += *piece;
        next_argument = v.argument + 1;
    }
    if (highest_argument < args.size()) {
        // Unused arguments are a mistake; the error names the first one
        // (as an index into the call's arguments, format string first).
        error.argument = highest_argument + 1;
        if (highest_argument == 0) return fail("too many arguments; no verbs in format string");
        return fail("too many arguments; only " + std::to_string(highest_argument) + " used by format string");
    }
    return out;
}

call_error to_call_error(format_error e) {
    if (e.argument) return argument_error(*e.argument, std::move(e.message));
    return call_failed(std::move(e.message));
}

call_result<value> format_call(std::span<const value> args) {
    for (std::size_t i = 1; i < args.size(); ++i) {
        // Collections print as JSON, which needs every nested value.
        if (!args[i].is_wholly_known()) return value::unknown(type::string());
    }
    format_error error;
    auto text = format_values(args[0].as_string(), args.subspan(1), error);
    if (!text) return to_call_error(std::move(error));
    return value::string(*text);
}

call_result<value> formatlist_call(std::span<const value> all, const type& result_type) {
    const std::string_view text = all[0].as_string();
    const std::span<const value> args = all.subspan(1);
    if (args.empty()) {
        auto one = format_call(all);
        if (!one) return one.error();
        return value::list(type::string(), {std::move(one).value()});
    }
    // Lists, sets and tuples are iterated in step (they must have equal
    // lengths); every other argument is reused in each iteration.
    std::optional<std::size_t> length;
    std::size_t length_from = 0;
    bool unknown = false;
    std::vector<bool> iterated(args.size(), false);
    for (std::size_t i = 0; i < args.size(); ++i) {
        const value& arg = args[i];
        const type& t = arg.type();
        const bool sequence = t.is_list() || t.is_set() || t.is_tuple();
        if (sequence && !arg.is_null()) {
            std::optional<std::size_t> this_length;
            if (t.is_tuple()) {
                this_length = t.tuple_elements().size();
            } else if (arg.is_known() && (!t.is_set() || arg.length() <= 1 || arg.is_wholly_known())) {
                this_length = arg.length();
            }
            if (!this_length) {
                unknown = true;
                continue;
            }
            if (!length) {
                length = *this_length;
                length_from = i;
            } else if (*this_length != *length) {
                return argument_error(i + 1, "argument " + std::to_string(i + 1) + " has length " +
                                                 std::to_string(*this_length) +
                                                 ", which is inconsistent with argument " +
                                                 std::to_string(length_from + 1) + " of length " +
                                                 std::to_string(*length));
            }
            if (!arg.is_known()) {
                unknown = true;
                continue;
            }
            iterated[i] = true;
        } else if (arg.is_dynamic()) {
            unknown = true;
        }
    }
    if (unknown) return value::unknown(result_type);
    if (length && *length == 0) return value::list_empty(type::string());
    const std::size_t rounds = length ? *length : 1;

    std::vector<value> results;
    std::vector<value> round_args(args.size());
    for (std::size_t r = 0; r < rounds; ++r) {
        bool known = true;
        for (std::size_t i = 0; i < args.size(); ++i) {
            round_args[i] = iterated[i] ? args[i].elements()[r] : args[i];
            if (!round_args[i].is_wholly_known()) known = false;
        }
        if (!known) {
            results.push_back(value::unknown(type::string()));
            continue;
        }
        format_error error;
        auto one = format_values(text, round_args, error);
        if (!one) return call_failed("error on format iteration " + std::to_string(r) + ": " + error.message);
        results.push_back(value::string(*one));
    }
    return value::list(type::string(), std::move(results));
}

}  // namespace

void add_format_functions(function_table& table) {
    {
        function_spec spec;
        spec.description =
            "Constructs a string by applying formatting verbs to a series of arguments, using a similar syntax to "
            "the C function \"printf\".";
        spec.parameters = {param("format", type::string())};
        spec.variadic = param("args", type::dynamic(), detail::allow_null);
        spec.result_type = static_result_type(type::string());
        spec.implementation = [](std::span<const value> args, const type&) { return format_call(args); };
        define(table, "format", std::move(spec));
    }
    {
        function_spec spec;
        spec.description =
            "Constructs a list of strings by applying formatting verbs to a series of arguments, using a similar "
            "syntax to the C function \"printf\".";
        spec.parameters = {param("format", type::string())};
        spec.variadic = param("args", type::dynamic(), detail::allow_null | detail::allow_unknown);
        spec.result_type = static_result_type(type::list(type::string()));
        spec.implementation = [](std::span<const value> args, const type& t) { return formatlist_call(args, t); };
        define(table, "formatlist", std::move(spec));
    }
}

}  // namespace stdlib
HCL_END_NAMESPACE
