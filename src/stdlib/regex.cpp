// regex, regexall, regex_replace: regular expressions with RE2, whose
// syntax and leftmost-first matching are those of the reference's (Go's)
// regexp package.
//
// Where the two differ, this file makes RE2 behave like the reference:
// repeated capture-group names are allowed (the last group of a name wins
// in results), successive matches follow the reference's rules for empty
// matches, and replacement strings use the reference's `$1`, `${name}`,
// `$$` template syntax. Error messages use the reference's wording.
#include "stdlib/stdlib_support.hpp"

#include <hcl/stdlib.hpp>
#include <hcl/unicode.hpp>

#include <re2/re2.h>
#include <unicode/uchar.h>

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace stdlib {
namespace {

using detail::define;
using detail::param;

// A compiled pattern and the name of each capture group ("" when unnamed);
// names[0] stands for the whole match.
struct compiled_pattern {
    std::unique_ptr<RE2> re;
    std::vector<std::string> names;
};

struct compile_failure {
    std::string code;  // the reference's wording of the error kind
    std::string expr;  // the part of the pattern at fault
};

using compile_outcome = std::variant<std::shared_ptr<const compiled_pattern>, compile_failure>;

std::string code_text(RE2::ErrorCode code) {
    switch (code) {
    case RE2::ErrorBadEscape: return "invalid escape sequence";
    case RE2::ErrorBadCharClass: return "invalid character class";
    case RE2::ErrorBadCharRange: return "invalid character class range";
    case RE2::ErrorMissingBracket: return "missing closing ]";
    case RE2::ErrorMissingParen: return "missing closing )";
    case RE2::ErrorUnexpectedParen: return "unexpected )";
    case RE2::ErrorTrailingBackslash: return "trailing backslash at end of expression";
    case RE2::ErrorRepeatArgument: return "missing argument to repetition operator";
    case RE2::ErrorRepeatSize: return "invalid repeat count";
    case RE2::ErrorRepeatOp: return "invalid nested repetition operator";
    case RE2::ErrorBadPerlOp: return "invalid or unsupported Perl syntax";
    case RE2::ErrorBadUTF8: return "invalid UTF-8";
    case RE2::ErrorBadNamedCapture: return "invalid named capture";
    case RE2::ErrorPatternTooLarge: return "expression too large";
    default: return "unexpected error";
    }
}

bool valid_group_name(std::string_view name) {
    if (name.empty()) return false;
    for (const char c : name) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        if (!ok) return false;
    }
    return true;
}

// Marker that makes a repeated group name unique for RE2; never valid in a
// name the user wrote (the reference accepts only letters, digits and '_',
// and this suffix contains a digit run that is stripped as a whole).
constexpr std::string_view duplicate_marker = "_hclcpp_dup_";

std::optional<compiled_pattern> try_compile(const std::string& pattern, compile_failure& failure) {
    RE2::Options options;
    options.set_log_errors(false);
    auto re = std::make_unique<RE2>(pattern, options);
    if (!re->ok()) {
        failure = {code_text(re->error_code()), re->error_arg()};
        // The reference shows no fragment for a trailing backslash.
        if (re->error_code() == RE2::ErrorTrailingBackslash) failure.expr.clear();
        return std::nullopt;
    }
    compiled_pattern out;
    out.names.assign(static_cast<std::size_t>(re->NumberOfCapturingGroups()) + 1, std::string());
    for (const auto& [index, name] : re->CapturingGroupNames()) {
        std::string plain = name;
        if (const auto at = plain.find(duplicate_marker); at != std::string::npos) plain.resize(at);
        out.names[static_cast<std::size_t>(index)] = std::move(plain);
    }
    out.re = std::move(re);
    return out;
}

// RE2 accepts \C (any byte), which the reference rejects; nothing else in
// its syntax needs refusing. \Q...\E quotes its content.
std::optional<compile_failure> unsupported_escape(std::string_view pattern) {
    for (std::size_t i = 0; i + 1 < pattern.size(); ++i) {
        if (pattern[i] != '\\') continue;
        const char next = pattern[i + 1];
        if (next == 'C') return compile_failure{"invalid escape sequence", "\\C"};
        if (next == 'Q') {
            const std::size_t end = pattern.find("\\E", i + 2);
            if (end == std::string_view::npos) break;
            i = end;
        }
        ++i;  // skip the escaped character
    }
    return std::nullopt;
}

compile_outcome compile_uncached(const std::string& pattern) {
    if (auto failure = unsupported_escape(pattern)) return *failure;
    std::string source = pattern;
    compile_failure failure;
    // RE2 rejects a repeated group name, the reference does not: rename the
    // repeats (each attempt fixes one) and map them back afterwards.
    for (int attempt = 0; attempt < 1000; ++attempt) {
        if (auto compiled = try_compile(source, failure)) {
            return std::make_shared<const compiled_pattern>(std::move(*compiled));
        }
        const std::string& arg = failure.expr;
        const bool named_group = arg.starts_with("(?P<") && arg.ends_with(">");
        if (failure.code != "invalid named capture" || !named_group) break;
        const std::string name = arg.substr(4, arg.size() - 5);
        if (!valid_group_name(name)) break;
        // The first occurrence is the original; rename the second.
        const std::size_t first = source.find(arg);
        const std::size_t second = first == std::string::npos ? first : source.find(arg, first + arg.size());
        if (second == std::string::npos) break;
        source.replace(second, arg.size(),
                       "(?P<" + name + std::string(duplicate_marker) + std::to_string(attempt) + ">");
    }
    return failure;
}

// Patterns are compiled twice per call (result type, then result), and the
// same few patterns recur across a configuration: keep a small cache.
compile_outcome compile(const std::string& pattern) {
    static std::mutex mutex;
    static std::map<std::string, compile_outcome, std::less<>> cache;
    {
        std::lock_guard<std::mutex> lock(mutex);
        if (auto it = cache.find(pattern); it != cache.end()) return it->second;
    }
    compile_outcome outcome = compile_uncached(pattern);
    std::lock_guard<std::mutex> lock(mutex);
    if (cache.size() >= 256) cache.clear();
    cache.emplace(pattern, outcome);
    return outcome;
}

// The result type for one match: the whole match as a string when there
// are no groups, a tuple for unnamed groups, an object for named ones.
call_result<type> match_type(const std::string& pattern) {
    auto outcome = compile(pattern);
    if (auto* failure = std::get_if<compile_failure>(&outcome)) {
        return argument_error(0, "invalid regexp pattern: " + failure->code + " in " + failure->expr);
    }
    const auto& compiled = *std::get<0>(outcome);
    std::size_t unnamed = 0;
    std::vector<std::pair<std::string, type>> attributes;
    for (std::size_t i = 1; i < compiled.names.size(); ++i) {
        if (compiled.names[i].empty()) {
            ++unnamed;
        } else {
            attributes.emplace_back(compiled.names[i], type::string());
        }
    }
    if (unnamed == 0 && attributes.empty()) return type::string();
    if (unnamed > 0 && !attributes.empty()) {
        return argument_error(0, "invalid regexp pattern: cannot mix both named and unnamed capture groups");
    }
    if (unnamed > 0) return type::tuple(std::vector<type>(unnamed, type::string()));
    return type::object(std::move(attributes));
}

// Byte spans of the whole match and each group; nullopt for a group that
// did not take part in the match.
using match_spans = std::vector<std::optional<std::pair<std::size_t, std::size_t>>>;

std::optional<match_spans> find_at(const compiled_pattern& p, std::string_view text, std::size_t start) {
    const std::size_t n = p.names.size();
    std::vector<re2::StringPiece> groups(n);
    if (!p.re->Match(re2::StringPiece(text.data(), text.size()), start, text.size(), RE2::UNANCHORED,
                     groups.data(), static_cast<int>(n))) {
        return std::nullopt;
    }
    match_spans spans(n);
    for (std::size_t i = 0; i < n; ++i) {
        if (groups[i].data() == nullptr) continue;
        const auto begin = static_cast<std::size_t>(groups[i].data() - text.data());
        spans[i] = std::make_pair(begin, begin + groups[i].size());
    }
    return spans;
}

value match_value(const compiled_pattern& p, std::string_view text, const match_spans& spans, const type& t) {
    auto group = [&](std::size_t i) {
        if (!spans[i]) return value::null(type::string());
        return value::string(text.substr(spans[i]->first, spans[i]->second - spans[i]->first));
    };
    if (t.kind() == type_kind::string) return group(0);
    if (t.is_tuple()) {
        std::vector<value> elements;
        for (std::size_t i = 1; i < spans.size(); ++i) elements.push_back(group(i));
        return value::tuple(std::move(elements));
    }
    // Objects: a repeated name keeps its last group, as value::object does.
    std::vector<value_attribute> attributes;
    for (std::size_t i = 1; i < spans.size(); ++i) attributes.emplace_back(p.names[i], group(i));
    return value::object(std::move(attributes));
}

// Length in bytes of the code point at `offset` (0 at the end).
std::size_t code_point_width(std::string_view text, std::size_t offset) {
    if (offset >= text.size()) return 0;
    std::size_t next = offset;
    unicode::decode_utf8(text, next);
    return next - offset;
}

// Every match, left to right, without overlaps. An empty match right where
// the previous match ended is skipped, and after an empty match the search
// moves on by one code point.
std::vector<match_spans> find_all(const compiled_pattern& p, std::string_view text) {
    std::vector<match_spans> out;
    std::size_t pos = 0;
    std::optional<std::size_t> previous_end;
    while (pos <= text.size()) {
        auto m = find_at(p, text, pos);
        if (!m) break;
        const auto [begin, end] = *(*m)[0];
        bool accept = true;
        if (end == pos) {
            if (previous_end && begin == *previous_end) accept = false;
            const std::size_t width = code_point_width(text, pos);
            pos += width > 0 ? width : 1;
        } else {
            pos = end;
        }
        previous_end = end;
        if (accept) out.push_back(std::move(*m));
    }
    return out;
}

bool template_name_char(char32_t c) {
    return c == U'_' || u_isalpha(static_cast<UChar32>(c)) || u_isdigit(static_cast<UChar32>(c));
}

// Appends the replacement template with `$n`, `${n}`, `$name`, `${name}`
// expanded and `$$` as a dollar sign; a malformed reference stays literal.
void expand_template(std::string& out, std::string_view tmpl, const compiled_pattern& p, std::string_view text,
                     const match_spans& spans) {
    auto append_group = [&](std::size_t i) {
        if (i < spans.size() && spans[i]) out.append(text.substr(spans[i]->first, spans[i]->second - spans[i]->first));
    };
    while (!tmpl.empty()) {
        const std::size_t dollar = tmpl.find('$');
        if (dollar == std::string_view::npos) break;
        out.append(tmpl.substr(0, dollar));
        tmpl.remove_prefix(dollar + 1);
        if (!tmpl.empty() && tmpl.front() == '$') {
            out.push_back('$');
            tmpl.remove_prefix(1);
            continue;
        }
        std::string_view rest = tmpl;
        const bool brace = !rest.empty() && rest.front() == '{';
        if (brace) rest.remove_prefix(1);
        std::size_t length = 0;
        while (length < rest.size()) {
            std::size_t next = length;
            const char32_t c = unicode::decode_utf8(rest, next);
            if (!template_name_char(c)) break;
            length = next;
        }
        if (length == 0 || (brace && (length >= rest.size() || rest[length] != '}'))) {
            out.push_back('$');  // malformed: the dollar is literal text
            continue;
        }
        const std::string_view name = rest.substr(0, length);
        tmpl = rest.substr(length + (brace ? 1 : 0));
        // A number (no leading zeros, below 1e8 while reading) selects a group
        // by index; anything else is a group name.
        std::optional<std::size_t> number = std::size_t{0};
        for (const char c : name) {
            if (c < '0' || c > '9' || *number >= 100000000) {
                number.reset();
                break;
            }
            *number = *number * 10 + static_cast<std::size_t>(c - '0');
        }
        if (name.size() > 1 && name.front() == '0') number.reset();
        if (number) {
            append_group(*number);
            continue;
        }
        for (std::size_t i = 1; i < p.names.size(); ++i) {
            if (p.names[i] == name && spans[i]) {
                append_group(i);
                break;
            }
        }
    }
    out.append(tmpl);
}

call_result<value> regex_replace(std::string_view text, const std::string& pattern, std::string_view replacement) {
    auto outcome = compile(pattern);
    if (auto* failure = std::get_if<compile_failure>(&outcome)) {
        return call_failed("error parsing regexp: " + failure->code + ": `" + failure->expr + "`");
    }
    const auto& p = *std::get<0>(outcome);
    std::string out;
    std::size_t last_end = 0;
    std::size_t search = 0;
    while (search <= text.size()) {
        auto m = find_at(p, text, search);
        if (!m) break;
        const auto [begin, end] = *(*m)[0];
        out.append(text.substr(last_end, begin - last_end));
        // No replacement for an empty match right after the previous match.
        if (end > last_end || begin == 0) expand_template(out, replacement, p, text, *m);
        last_end = end;
        const std::size_t width = code_point_width(text, search);
        if (search + width > end) {
            search += width;
        } else if (search + 1 > end) {
            search += 1;
        } else {
            search = end;
        }
    }
    out.append(text.substr(last_end));
    return value::string(out);
}

}  // namespace

void add_regex_functions(function_table& table) {
    {
        function_spec spec;
        spec.description =
            "Applies the given regular expression pattern to the given string and returns information about a "
            "single match, or raises an error if there is no match.";
        spec.parameters = {param("pattern", type::string()), param("string", type::string())};
        spec.result_type = [](std::span<const value> args) -> call_result<type> {
            if (!args[0].is_known()) return type::dynamic();
            return match_type(std::string(args[0].as_string()));
        };
        spec.implementation = [](std::span<const value> args, const type& t) -> call_result<value> {
            if (t.is_dynamic()) return value::dynamic();
            auto outcome = compile(std::string(args[0].as_string()));
            if (auto* failure = std::get_if<compile_failure>(&outcome)) {
                return argument_error(0, "error parsing pattern: " + failure->code);
            }
            const auto& p = *std::get<0>(outcome);
            const std::string_view text = args[1].as_string();
            auto m = find_at(p, text, 0);
            if (!m) return call_failed("pattern did not match any part of the given string");
            return match_value(p, text, *m, t);
        };
        define(table, "regex", std::move(spec));
    }
    {
        function_spec spec;
        spec.description =
            "Applies the given regular expression pattern to the given string and returns a list of information "
            "about all non-overlapping matches, or an empty list if there are no matches.";
        spec.parameters = {param("pattern", type::string()), param("string", type::string())};
        spec.result_type = [](std::span<const value> args) -> call_result<type> {
            if (!args[0].is_known()) return type::list(type::dynamic());
            auto element = match_type(std::string(args[0].as_string()));
            if (!element) return element.error();
            return type::list(*element);
        };
        spec.implementation = [](std::span<const value> args, const type& t) -> call_result<value> {
            const type& element = t.element_type();
            if (element.is_dynamic()) return value::dynamic();
            auto outcome = compile(std::string(args[0].as_string()));
            if (auto* failure = std::get_if<compile_failure>(&outcome)) {
                return argument_error(0, "error parsing pattern: " + failure->code);
            }
            const auto& p = *std::get<0>(outcome);
            const std::string_view text = args[1].as_string();
            std::vector<value> matches;
            for (const auto& m : find_all(p, text)) matches.push_back(match_value(p, text, m, element));
            return detail::make_list(element, std::move(matches));
        };
        define(table, "regexall", std::move(spec));
    }
    {
        function_spec spec;
        spec.description =
            "Applies the given regular expression pattern to the given string and replaces all matches with the "
            "given replacement string.";
        spec.parameters = {param("str", type::string()), param("pattern", type::string()),
                           param("replace", type::string())};
        spec.result_type = static_result_type(type::string());
        spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
            return regex_replace(args[0].as_string(), std::string(args[1].as_string()), args[2].as_string());
        };
        define(table, "regex_replace", std::move(spec));
    }
}

}  // namespace stdlib
HCL_END_NAMESPACE
