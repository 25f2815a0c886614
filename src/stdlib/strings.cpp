// The string functions other than case mapping (strings_case.cpp): strrev,
// strlen, substr, join, split, sort, chomp, indent, trimspace, trim,
// trimprefix, trimsuffix, replace.
//
// "Character" means grapheme cluster for strrev, strlen and substr, as in
// the reference; split(""), replace with an empty substring and trim's
// cutset work on code points, again as in the reference.
#include "stdlib/stdlib_support.hpp"

#include <hcl/stdlib.hpp>
#include <hcl/unicode.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace stdlib {
namespace detail {
void add_string_case_functions(function_table& table);
}
namespace {

using detail::allow_dynamic;
using detail::define;
using detail::param;

// Longest string indent() builds; the reference has no limit, but a
// configuration should not be able to ask for gigabytes.
constexpr std::size_t max_built_length = std::size_t{1} << 28;

// Byte offsets of the code points of `text` (plus text.size() at the end).
std::vector<std::size_t> code_point_starts(std::string_view text) {
    std::vector<std::size_t> starts;
    std::size_t offset = 0;
    while (offset < text.size()) {
        starts.push_back(offset);
        unicode::decode_utf8(text, offset);
    }
    starts.push_back(text.size());
    return starts;
}

value strrev(std::string_view text) {
    const auto bounds = unicode::grapheme_boundaries(text);
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = bounds.size() - 1; i > 0; --i) {
        out.append(text.substr(bounds[i - 1], bounds[i] - bounds[i - 1]));
    }
    return value::string(out);
}

// substr keeps the reference's exact arithmetic, including its corner
// cases: a negative offset counts from the end and may stay negative (then
// the start is 0), and a zero length only gives "" for offset >= 0.
call_result<value> substr(std::span<const value> args) {
    const std::string_view text = args[0].as_string();
    const auto offset_arg = detail::to_go_int(args[1].as_number());
    if (!offset_arg) return call_failed(detail::int_range_message);
    const auto length_arg = detail::to_go_int(args[2].as_number());
    if (!length_arg) return call_failed(detail::int_range_message);
    std::int64_t offset = *offset_arg;
    const std::int64_t length = *length_arg;

    const auto bounds = unicode::grapheme_boundaries(text);
    const auto clusters = static_cast<std::int64_t>(bounds.size() - 1);
    if (offset < 0) {
        offset += clusters;
    } else if (length == 0) {
        return value::string("");
    }
    std::int64_t first = 0;  // index of the first cluster taken
    if (offset > 0) {
        if (offset > clusters) return value::string("");
        first = offset;
    }
    if (length < 0) return value::string(text.substr(bounds[static_cast<std::size_t>(first)]));
    // A zero length here (negative offset) takes the rest, like a negative
    // one: the reference counts clusters until it has taken `length`, which
    // never happens for zero.
    const std::int64_t last = (length == 0 || length > clusters - first) ? clusters : first + length;
    const std::size_t begin = bounds[static_cast<std::size_t>(first)];
    const std::size_t end = bounds[static_cast<std::size_t>(std::max(first, last))];
    return value::string(text.substr(begin, end - begin));
}

call_result<value> join(std::span<const value> args) {
    const std::string_view separator = args[0].as_string();
    const std::size_t lists = args.size() - 1;
    if (lists == 0) return call_failed("at least one list is required");
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (!args[i].is_wholly_known()) return value::unknown(type::string());
    }
    std::string out;
    bool first = true;
    for (std::size_t i = 1; i < args.size(); ++i) {
        std::size_t index = 0;
        for (const value& element : args[i].elements()) {
            if (element.is_null()) {
                const std::string where = lists > 1 ? "element " + std::to_string(index) + " of list " + std::to_string(i)
                                                    : "element " + std::to_string(index);
                return argument_error(i, where + " is null; cannot concatenate null values");
            }
            if (!first) out.append(separator);
            out.append(element.as_string());
            first = false;
            ++index;
        }
    }
    return value::string(out);
}

value split(std::string_view separator, std::string_view text) {
    std::vector<value> parts;
    if (separator.empty()) {
        // One element per code point; nothing at all for "".
        const auto starts = code_point_starts(text);
        for (std::size_t i = 0; i + 1 < starts.size(); ++i) {
            parts.push_back(value::string(text.substr(starts[i], starts[i + 1] - starts[i])));
        }
        return detail::make_list(type::string(), std::move(parts));
    }
    std::size_t start = 0;
    while (true) {
        const std::size_t at = text.find(separator, start);
        if (at == std::string_view::npos) break;
        parts.push_back(value::string(text.substr(start, at - start)));
        start = at + separator.size();
    }
    parts.push_back(value::string(text.substr(start)));
    return detail::make_list(type::string(), std::move(parts));
}

call_result<value> sort_strings(const value& list, const type& result_type) {
    if (!list.is_wholly_known()) return value::unknown(result_type);
    if (list.length() == 0) return list;
    std::vector<std::string_view> texts;
    std::size_t index = 0;
    for (const value& element : list.elements()) {
        if (element.is_null()) {
            return call_failed("given list element " + std::to_string(index) +
                               " is null; a null string cannot be sorted");
        }
        texts.push_back(element.as_string());
        ++index;
    }
    std::sort(texts.begin(), texts.end());  // bytewise, like Go's sort.Strings
    std::vector<value> sorted;
    sorted.reserve(texts.size());
    for (const auto t : texts) sorted.push_back(value::string_nfc(t));
    return value::list(type::string(), std::move(sorted));
}

// Removes every trailing "\r" and "\n" (the reference strips a trailing run
// of "\r\n", "\r" and "\n", which is any run of those two characters).
std::string_view chomp(std::string_view text) {
    std::size_t end = text.size();
    while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == '\r')) --end;
    return text.substr(0, end);
}

call_result<value> indent(std::span<const value> args) {
    const auto spaces = detail::to_go_int(args[0].as_number());
    if (!spaces) return call_failed(detail::int_range_message);
    if (*spaces < 0) return call_failed("panic in function implementation: strings: negative Repeat count");
    const std::string_view text = args[1].as_string();
    const auto newlines = static_cast<std::uint64_t>(std::count(text.begin(), text.end(), '\n'));
    const auto pad = static_cast<std::uint64_t>(*spaces);
    if (newlines > 0 && pad > (max_built_length - text.size()) / newlines) {
        return call_failed("the indented string would be too long");
    }
    std::string out;
    for (const char c : text) {
        out.push_back(c);
        if (c == '\n') out.append(static_cast<std::size_t>(pad), ' ');
    }
    return value::string_nfc(std::move(out));
}

std::string_view trim_space(std::string_view text) {
    const auto starts = code_point_starts(text);
    std::size_t first = 0;
    std::size_t last = starts.size() - 1;  // code points [first, last)
    auto space_at = [&](std::size_t i) {
        std::size_t o = starts[i];
        return unicode::is_space(unicode::decode_utf8(text, o));
    };
    while (first < last && space_at(first)) ++first;
    while (last > first && space_at(last - 1)) --last;
    return text.substr(starts[first], starts[last] - starts[first]);
}

// Removes leading and trailing code points that occur in `cutset`.
std::string_view trim_cutset(std::string_view text, std::string_view cutset) {
    if (text.empty() || cutset.empty()) return text;
    std::vector<char32_t> cut;
    for (std::size_t o = 0; o < cutset.size();) cut.push_back(unicode::decode_utf8(cutset, o));
    const auto starts = code_point_starts(text);
    auto in_cutset = [&](std::size_t i) {
        std::size_t o = starts[i];
        const char32_t c = unicode::decode_utf8(text, o);
        return std::find(cut.begin(), cut.end(), c) != cut.end();
    };
    std::size_t first = 0;
    std::size_t last = starts.size() - 1;
    while (first < last && in_cutset(first)) ++first;
    while (last > first && in_cutset(last - 1)) --last;
    return text.substr(starts[first], starts[last] - starts[first]);
}

std::string replace_all(std::string_view text, std::string_view search, std::string_view replacement) {
    std::string out;
    if (search.empty()) {
        // The replacement goes before every code point and at the end.
        const auto starts = code_point_starts(text);
        for (std::size_t i = 0; i + 1 < starts.size(); ++i) {
            out.append(replacement);
            out.append(text.substr(starts[i], starts[i + 1] - starts[i]));
        }
        out.append(replacement);
        return out;
    }
    std::size_t start = 0;
    while (true) {
        const std::size_t at = text.find(search, start);
        if (at == std::string_view::npos) break;
        out.append(text.substr(start, at - start));
        out.append(replacement);
        start = at + search.size();
    }
    out.append(text.substr(start));
    return out;
}

function_spec spec_of(const char* description, std::vector<parameter> params, type result,
                      implementation_callback impl) {
    function_spec spec;
    spec.description = description;
    spec.parameters = std::move(params);
    spec.result_type = static_result_type(std::move(result));
    spec.implementation = std::move(impl);
    return spec;
}

}  // namespace

void add_string_functions(function_table& table) {
    detail::add_string_case_functions(table);

    define(table, "strrev",
           spec_of("Returns the given string with all of its Unicode characters in reverse order.",
                   {param("str", type::string(), allow_dynamic)}, type::string(),
                   [](std::span<const value> args, const type&) -> call_result<value> {
                       return strrev(args[0].as_string());
                   }));
    define(table, "strlen",
           spec_of("Returns the number of Unicode characters (technically: grapheme clusters) in the given string.",
                   {param("str", type::string(), allow_dynamic)}, type::number(),
                   [](std::span<const value> args, const type&) -> call_result<value> {
                       return value::number(
                           static_cast<std::int64_t>(unicode::grapheme_count(args[0].as_string())));
                   }));
    define(table, "substr",
           spec_of("Extracts a substring from the given string.",
                   {param("str", type::string(), allow_dynamic, "The input string."),
                    param("offset", type::number(), allow_dynamic, "The starting offset in Unicode characters."),
                    param("length", type::number(), allow_dynamic,
                          "The maximum length of the result in Unicode characters.")},
                   type::string(),
                   [](std::span<const value> args, const type&) -> call_result<value> { return substr(args); }));
    {
        function_spec spec = spec_of(
            "Concatenates together the elements of all given lists with a delimiter, producing a single string.",
            {param("separator", type::string(), detail::no_flags, "Delimiter to insert between the given strings.")},
            type::string(), [](std::span<const value> args, const type&) -> call_result<value> { return join(args); });
        spec.variadic = param("lists", type::list(type::string()), detail::no_flags,
                              "One or more lists of strings to join.");
        define(table, "join", std::move(spec));
    }
    define(table, "split",
           spec_of("Produces a list of one or more strings by splitting the given string at all instances of a "
                   "given separator substring.",
                   {param("separator", type::string(), detail::no_flags, "The substring that delimits the result strings."),
                    param("str", type::string(), detail::no_flags, "The string to split.")},
                   type::list(type::string()),
                   [](std::span<const value> args, const type&) -> call_result<value> {
                       return split(args[0].as_string(), args[1].as_string());
                   }));
    define(table, "sort",
           spec_of("Applies a lexicographic sort to the elements of the given list.",
                   {param("list", type::list(type::string()))}, type::list(type::string()),
                   [](std::span<const value> args, const type& t) -> call_result<value> {
                       return sort_strings(args[0], t);
                   }));
    define(table, "chomp",
           spec_of("Removes one or more newline characters from the end of the given string.",
                   {param("str", type::string())}, type::string(),
                   [](std::span<const value> args, const type&) -> call_result<value> {
                       return value::string_nfc(chomp(args[0].as_string()));
                   }));
    define(table, "indent",
           spec_of("Adds a given number of spaces after each newline character in the given string.",
                   {param("spaces", type::number(), detail::no_flags, "Number of spaces to add after each newline character."),
                    param("str", type::string(), detail::no_flags, "The string to transform.")},
                   type::string(),
                   [](std::span<const value> args, const type&) -> call_result<value> { return indent(args); }));
    define(table, "trimspace",
           spec_of("Removes any consecutive space characters (as defined by Unicode) from the start and end of the "
                   "given string.",
                   {param("str", type::string())}, type::string(),
                   [](std::span<const value> args, const type&) -> call_result<value> {
                       return value::string(trim_space(args[0].as_string()));
                   }));
    define(table, "trim",
           spec_of("Removes consecutive sequences of characters in \"cutset\" from the start and end of the given "
                   "string.",
                   {param("str", type::string(), detail::no_flags, "The string to trim."),
                    param("cutset", type::string(), detail::no_flags,
                          "A string containing all of the characters to trim. Each character is taken separately, "
                          "so the order of characters is insignificant.")},
                   type::string(),
                   [](std::span<const value> args, const type&) -> call_result<value> {
                       return value::string(trim_cutset(args[0].as_string(), args[1].as_string()));
                   }));
    define(table, "trimprefix",
           spec_of("Removes the given prefix from the start of the given string, if present.",
                   {param("str", type::string(), detail::no_flags, "The string to trim."),
                    param("prefix", type::string(), detail::no_flags, "The prefix to remove, if present.")},
                   type::string(),
                   [](std::span<const value> args, const type&) -> call_result<value> {
                       std::string_view s = args[0].as_string();
                       const std::string_view prefix = args[1].as_string();
                       if (s.starts_with(prefix)) s.remove_prefix(prefix.size());
                       return value::string(s);
                   }));
    define(table, "trimsuffix",
           spec_of("Removes the given suffix from the end of the given string, if present.",
                   {param("str", type::string(), detail::no_flags, "The string to trim."),
                    param("suffix", type::string(), detail::no_flags, "The suffix to remove, if present.")},
                   type::string(),
                   [](std::span<const value> args, const type&) -> call_result<value> {
                       std::string_view s = args[0].as_string();
                       const std::string_view suffix = args[1].as_string();
                       if (s.ends_with(suffix)) s.remove_suffix(suffix.size());
                       return value::string(s);
                   }));
    define(table, "replace",
           spec_of("Replaces all instances of the given substring in the given string with the given replacement "
                   "string.",
                   {param("str", type::string(), detail::no_flags, "The string to search within."),
                    param("substr", type::string(), detail::no_flags, "The substring to search for."),
                    param("replace", type::string(), detail::no_flags, "The new substring to replace substr with.")},
                   type::string(),
                   [](std::span<const value> args, const type&) -> call_result<value> {
                       return value::string(
                           replace_all(args[0].as_string(), args[1].as_string(), args[2].as_string()));
                   }));
}

}  // namespace stdlib
HCL_END_NAMESPACE
