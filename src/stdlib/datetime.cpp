// formatdate and timeadd: RFC 3339 timestamps.
//
// Timestamps are read the way the reference reads RFC 3339 (its Go layout
// "2006-01-02T15:04:05Z07:00"): four-digit year 0000-9999, two-digit month,
// day, minute and second, a one- or two-digit hour, an optional fraction of
// a second after '.' or ',' (truncated to nanoseconds), then "Z" or a
// "+hh:mm" / "-hh:mm" offset. The offset is kept: results are shown in it.
// Durations are Go duration strings ("1h30m", "-1.5h", "300ms").
//
// Error messages follow the reference's, including its habit of quoting
// the rest of the text after the part that did not fit.
#include "stdlib/stdlib_support.hpp"

#include <hcl/stdlib.hpp>
#include <hcl/unicode.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

HCL_BEGIN_NAMESPACE
namespace stdlib {
namespace {

using detail::define;
using detail::go_quote;
using detail::param;

// --- calendar arithmetic (proleptic Gregorian) ---------------------------------

bool is_leap(std::int64_t y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }

int days_in_month(int month, std::int64_t year) {
    static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && is_leap(year) ? 29 : days[month - 1];
}

std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    const std::int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

// Days since 1970-01-01 of a civil date. Years are counted from March so
// that the leap day is the last day of the year, in 400-year eras.
std::int64_t days_from_civil(std::int64_t y, int m, int d) {
    y -= m <= 2 ? 1 : 0;
    const std::int64_t era = floor_div(y, 400);
    const std::int64_t year_of_era = y - era * 400;
    const int shifted_month = m > 2 ? m - 3 : m + 9;
    const std::int64_t day_of_year = (153 * shifted_month + 2) / 5 + d - 1;
    const std::int64_t day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    return era * 146097 + day_of_era - 719468;
}

struct civil_date {
    std::int64_t year;
    int month;
    int day;
};

civil_date civil_from_days(std::int64_t z) {
    z += 719468;
    const std::int64_t era = floor_div(z, 146097);
    const std::int64_t day_of_era = z - era * 146097;
    const std::int64_t year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36524 - day_of_era / 146096) / 365;
    const std::int64_t day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    const std::int64_t mp = (5 * day_of_year + 2) / 153;
    const int day = static_cast<int>(day_of_year - (153 * mp + 2) / 5 + 1);
    const int month = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    const std::int64_t year = year_of_era + era * 400 + (month <= 2 ? 1 : 0);
    return {year, month, day};
}

// An instant and the UTC offset it is shown in.
struct timestamp {
    std::int64_t seconds = 0;  // since 1970-01-01T00:00:00Z
    std::int64_t nanos = 0;    // [0, 1e9)
    std::int64_t offset = 0;   // seconds east of UTC
};

// The wall-clock fields of a timestamp in its own offset.
struct wall_clock {
    std::int64_t year;
    int month, day, hour, minute, second;
    int weekday;  // 0 = Sunday
};

wall_clock wall_of(const timestamp& t) {
    const std::int64_t local = t.seconds + t.offset;
    const std::int64_t days = floor_div(local, 86400);
    const std::int64_t in_day = local - days * 86400;
    const civil_date date = civil_from_days(days);
    wall_clock w{};
    w.year = date.year;
    w.month = date.month;
    w.day = date.day;
    w.hour = static_cast<int>(in_day / 3600);
    w.minute = static_cast<int>(in_day / 60 % 60);
    w.second = static_cast<int>(in_day % 60);
    w.weekday = static_cast<int>(((days % 7) + 11) % 7);  // 1970-01-01 was a Thursday
    return w;
}

// Decimal with at least `width` digits, a '-' before them when negative.
std::string padded(std::int64_t v, int width) {
    std::string digits = std::to_string(v < 0 ? -v : v);
    if (static_cast<int>(digits.size()) < width) digits.insert(0, static_cast<std::size_t>(width) - digits.size(), '0');
    return v < 0 ? "-" + digits : digits;
}

// printf("%0*d"): the sign counts towards the width.
std::string zero_padded(std::int64_t v, int width) {
    std::string digits = std::to_string(v < 0 ? -v : v);
    const int room = width - (v < 0 ? 1 : 0);
    if (static_cast<int>(digits.size()) < room) digits.insert(0, static_cast<std::size_t>(room) - digits.size(), '0');
    return v < 0 ? "-" + digits : digits;
}

// "+hh:mm" / "+hhmm" forms of an offset; "Z" for zero when `z_for_utc`.
std::string offset_text(std::int64_t offset, bool colon, bool z_for_utc) {
    if (offset == 0 && z_for_utc) return "Z";
    std::int64_t minutes = offset / 60;
    std::string out = minutes < 0 ? "-" : "+";
    if (minutes < 0) minutes = -minutes;
    out += padded(minutes / 60, 2);
    if (colon) out += ":";
    out += padded(minutes % 60, 2);
    return out;
}

std::string rfc3339(const timestamp& t) {
    const wall_clock w = wall_of(t);
    return padded(w.year, 4) + "-" + padded(w.month, 2) + "-" + padded(w.day, 2) + "T" + padded(w.hour, 2) + ":" +
           padded(w.minute, 2) + ":" + padded(w.second, 2) + offset_text(t.offset, true, true);
}

// --- reading RFC 3339 ------------------------------------------------------------

bool digit_at(std::string_view s, std::size_t i) { return i < s.size() && s[i] >= '0' && s[i] <= '9'; }

// An optionally signed decimal that must use all of `s`.
std::optional<std::int64_t> whole_number(std::string_view s) {
    bool negative = false;
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
        negative = s[0] == '-';
        s.remove_prefix(1);
    }
    std::int64_t v = 0;
    for (const char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + (c - '0');
    }
    return negative ? -v : v;
}

// The quoting the reference's time package uses in its own messages.
std::string time_quote(std::string_view s) {
    static constexpr char hex[] = "0123456789abcdef";
    std::string out = "\"";
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x80 || c < 0x20) {
            out += "\\x";
            out.push_back(hex[c >> 4]);
            out.push_back(hex[c & 0xF]);
        } else {
            if (c == '"' || c == '\\') out.push_back('\\');
            out.push_back(ch);
        }
    }
    return out + "\"";
}

// A part of the timestamp that did not fit: what it was meant to be and
// the text from there on (or after it, as the reference reports some).
std::string cannot_use(std::string_view rest, const char* what) {
    if (rest.empty()) return std::string("not a valid RFC3339 timestamp: end of string before ") + what;
    return "not a valid RFC3339 timestamp: cannot use " + go_quote(rest) + " as " + what;
}

std::string separator_problem(std::string_view rest, char expected) {
    const std::string want = go_quote(std::string_view(&expected, 1));
    if (expected == 'T') return "not a valid RFC3339 timestamp: missing required time introducer 'T'";
    if (rest.empty()) return "not a valid RFC3339 timestamp: end of string where " + want + " is expected";
    return "not a valid RFC3339 timestamp: found " + go_quote(rest) + " where " + want + " is expected";
}

using parse_outcome = std::variant<timestamp, std::string>;

parse_outcome parse_timestamp(std::string_view text) {
    std::string_view rest = text;
    auto expect = [&](char c) {
        if (rest.empty() || rest.front() != c) return false;
        rest.remove_prefix(1);
        return true;
    };
    // Two digits, or one when `one_ok` and the next character is no digit.
    auto two_digits = [&](bool one_ok) -> std::optional<int> {
        if (!digit_at(rest, 0)) return std::nullopt;
        if (!digit_at(rest, 1)) {
            if (!one_ok) return std::nullopt;
            const int v = rest[0] - '0';
            rest.remove_prefix(1);
            return v;
        }
        const int v = (rest[0] - '0') * 10 + (rest[1] - '0');
        rest.remove_prefix(2);
        return v;
    };

    // Year: four characters, the first a digit.
    if (rest.size() < 4 || !digit_at(rest, 0)) return cannot_use(rest, "year");
    const auto year = whole_number(rest.substr(0, 4));
    rest.remove_prefix(4);
    if (!year) return cannot_use(rest, "year");
    if (!expect('-')) return separator_problem(rest, '-');
    const auto month = two_digits(false);
    if (!month) return cannot_use(rest, "month");
    if (*month < 1 || *month > 12) return cannot_use(rest, "month");
    if (!expect('-')) return separator_problem(rest, '-');
    const auto day = two_digits(false);
    if (!day) return cannot_use(rest, "day of month");
    if (!expect('T')) return separator_problem(rest, 'T');
    const auto hour = two_digits(true);
    if (!hour) return cannot_use(rest, "hour");
    if (*hour >= 24) return cannot_use(rest, "hour");
    if (!expect(':')) return separator_problem(rest, ':');
    const auto minute = two_digits(false);
    if (!minute) return cannot_use(rest, "minute");
    if (*minute >= 60) return cannot_use(rest, "minute");
    if (!expect(':')) return separator_problem(rest, ':');
    const auto second = two_digits(false);
    if (!second) return cannot_use(rest, "second");
    if (*second >= 60) return cannot_use(rest, "second");
    std::int64_t nanos = 0;
    if (rest.size() >= 2 && (rest[0] == '.' || rest[0] == ',') && digit_at(rest, 1)) {
        std::size_t n = 1;
        while (digit_at(rest, n)) ++n;
        // Up to nine digits count; later ones are dropped.
        const std::size_t used = n > 10 ? 10 : n;
        nanos = *whole_number(rest.substr(1, used - 1));
        for (std::size_t i = used; i < 10; ++i) nanos *= 10;
        rest.remove_prefix(n);
    }
    std::int64_t offset = 0;
    if (!rest.empty() && rest.front() == 'Z') {
        rest.remove_prefix(1);
    } else {
        if (rest.size() < 6 || rest[3] != ':') return cannot_use(rest, "UTC offset");
        const char sign = rest[0];
        const auto hours = whole_number(rest.substr(1, 2));
        const auto minutes = whole_number(rest.substr(4, 2));
        rest.remove_prefix(6);
        if (!hours || !minutes || (sign != '+' && sign != '-')) return cannot_use(rest, "UTC offset");
        offset = (*hours * 60 + *minutes) * 60;
        if (sign == '-') offset = -offset;
    }
    if (!rest.empty()) {
        return "not a valid RFC3339 timestamp: cannot use " + go_quote(rest) + " as timestamp segment";
    }
    if (*day < 1 || *day > days_in_month(*month, *year)) return std::string("not a valid RFC3339 timestamp: day out of range");

    timestamp t;
    t.seconds = days_from_civil(*year, *month, *day) * 86400 + *hour * 3600 + *minute * 60 + *second - offset;
    t.nanos = nanos;
    t.offset = offset;
    return t;
}

// --- durations ------------------------------------------------------------------

std::optional<std::uint64_t> unit_nanoseconds(std::string_view unit) {
    if (unit == "ns") return 1;
    if (unit == "us" || unit == "\u00b5s" || unit == "\u03bcs") return 1000;
    if (unit == "ms") return 1000000;
    if (unit == "s") return 1000000000;
    if (unit == "m") return 60000000000;
    if (unit == "h") return 3600000000000;
    return std::nullopt;
}

// A Go duration string in nanoseconds, or the reference's message.
std::variant<std::int64_t, std::string> parse_duration(std::string_view original) {
    constexpr std::uint64_t limit = std::uint64_t{1} << 63;
    const std::string invalid = "time: invalid duration " + time_quote(original);
    std::string_view s = original;
    bool negative = false;
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
        negative = s[0] == '-';
        s.remove_prefix(1);
    }
    if (s == "0") return std::int64_t{0};
    if (s.empty()) return invalid;
    std::uint64_t total = 0;
    while (!s.empty()) {
        if (!(s[0] == '.' || (s[0] >= '0' && s[0] <= '9'))) return invalid;
        // Whole part; more than 2^63 is an error.
        std::uint64_t whole = 0;
        std::size_t i = 0;
        for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
            if (whole > limit / 10) return invalid;
            whole = whole * 10 + static_cast<std::uint64_t>(s[i] - '0');
            if (whole > limit) return invalid;
        }
        const bool had_whole = i > 0;
        s.remove_prefix(i);
        // Fraction: digits beyond what fits are ignored.
        std::uint64_t fraction = 0;
        double scale = 1;
        bool had_fraction = false;
        if (!s.empty() && s[0] == '.') {
            s.remove_prefix(1);
            bool overflow = false;
            std::size_t j = 0;
            for (; j < s.size() && s[j] >= '0' && s[j] <= '9'; ++j) {
                if (overflow) continue;
                if (fraction > (limit - 1) / 10) {
                    overflow = true;
                    continue;
                }
                const std::uint64_t next = fraction * 10 + static_cast<std::uint64_t>(s[j] - '0');
                if (next > limit) {
                    overflow = true;
                    continue;
                }
                fraction = next;
                scale *= 10;
            }
            had_fraction = j > 0;
            s.remove_prefix(j);
        }
        if (!had_whole && !had_fraction) return invalid;
        std::size_t u = 0;
        while (u < s.size() && !(s[u] == '.' || (s[u] >= '0' && s[u] <= '9'))) ++u;
        if (u == 0) return "time: missing unit in duration " + time_quote(original);
        const std::string_view unit_text = s.substr(0, u);
        s.remove_prefix(u);
        const auto unit = unit_nanoseconds(unit_text);
        if (!unit) return "time: unknown unit " + time_quote(unit_text) + " in duration " + time_quote(original);
        if (whole > limit / *unit) return invalid;
        whole *= *unit;
        if (fraction > 0) {
            // Computed in double precision, as the reference does.
            whole += static_cast<std::uint64_t>(static_cast<double>(fraction) * (static_cast<double>(*unit) / scale));
            if (whole > limit) return invalid;
        }
        total += whole;
        if (total > limit) return invalid;
    }
    if (negative) return static_cast<std::int64_t>(0 - total);  // wraps to the right value, -2^63 included
    if (total > limit - 1) return invalid;
    return static_cast<std::int64_t>(total);
}

timestamp add_duration(timestamp t, std::int64_t d) {
    t.seconds += d / 1000000000;
    t.nanos += d % 1000000000;
    if (t.nanos >= 1000000000) {
        ++t.seconds;
        t.nanos -= 1000000000;
    } else if (t.nanos < 0) {
        --t.seconds;
        t.nanos += 1000000000;
    }
    return t;
}

// --- formatdate -------------------------------------------------------------------

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

constexpr const char* month_names[] = {"January", "February", "March",     "April",   "May",      "June",
                                       "July",    "August",   "September", "October", "November", "December"};
constexpr const char* weekday_names[] = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                         "Thursday", "Friday", "Saturday"};

std::string verb_problem(std::string_view token, const std::string& what) {
    return "invalid date format verb " + go_quote(token) + (what.empty() ? "" : ": " + what);
}

call_result<value> format_date(std::string_view format, std::string_view time_text) {
    const parse_outcome parsed = parse_timestamp(time_text);
    if (const auto* message = std::get_if<std::string>(&parsed)) return argument_error(1, *message);
    const timestamp& t = std::get<timestamp>(parsed);
    const wall_clock w = wall_of(t);

    std::string out;
    std::size_t p = 0;
    while (p < format.size()) {
        const char first = format[p];
        if (first == '\'') {
            // '' is a quote; otherwise text up to the closing quote, in
            // which '' stands for a quote.
            if (p + 1 < format.size() && format[p + 1] == '\'') {
                out.push_back('\'');
                p += 2;
                continue;
            }
            std::size_t end = format.size();  // one past the token
            for (std::size_t i = p + 1; i < format.size(); ++i) {
                if (format[i] != '\'') continue;
                if (i + 1 < format.size() && format[i + 1] == '\'') {
                    ++i;
                    continue;
                }
                end = i + 1;
                break;
            }
            const std::string_view token = format.substr(p, end - p);
            if (token.size() == 1 || token.back() != '\'') return argument_error(0, "unterminated literal '");
            const std::string_view inner = token.substr(1, token.size() - 2);
            for (std::size_t i = 0; i < inner.size(); ++i) {
                out.push_back(inner[i]);
                if (inner[i] == '\'') ++i;
            }
            p = end;
            continue;
        }
        if (!is_letter(first)) {
            const std::size_t start = p;
            while (p < format.size() && format[p] != '\'' && !is_letter(format[p])) ++p;
            out.append(format.substr(start, p - start));
            continue;
        }
        const std::size_t start = p;
        while (p < format.size() && format[p] == first) ++p;
        const std::string_view token = format.substr(start, p - start);
        const std::size_t n = token.size();
        switch (first) {
        case 'Y':
            if (n == 2) out += zero_padded(w.year % 100, 2);
            else if (n == 4) out += zero_padded(w.year, 4);
            else return argument_error(0, verb_problem(token, "year must either be \"YY\" or \"YYYY\""));
            break;
        case 'M':
            if (n == 1) out += std::to_string(w.month);
            else if (n == 2) out += padded(w.month, 2);
            else if (n == 3) out += std::string(month_names[w.month - 1]).substr(0, 3);
            else if (n == 4) out += month_names[w.month - 1];
            else return argument_error(0, verb_problem(token, "month must be \"M\", \"MM\", \"MMM\", or \"MMMM\""));
            break;
        case 'D':
            if (n == 1) out += std::to_string(w.day);
            else if (n == 2) out += padded(w.day, 2);
            else return argument_error(0, verb_problem(token, "day of month must either be \"D\" or \"DD\""));
            break;
        case 'E':
            if (n == 3) out += std::string(weekday_names[w.weekday]).substr(0, 3);
            else if (n == 4) out += weekday_names[w.weekday];
            else return argument_error(0, verb_problem(token, "day of week must either be \"EEE\" or \"EEEE\""));
            break;
        case 'h':
            if (n == 1) out += std::to_string(w.hour);
            else if (n == 2) out += padded(w.hour, 2);
            else return argument_error(0, verb_problem(token, "24-hour must either be \"h\" or \"hh\""));
            break;
        case 'H': {
            const int h12 = w.hour % 12 == 0 ? 12 : w.hour % 12;
            if (n == 1) out += std::to_string(h12);
            else if (n == 2) out += padded(h12, 2);
            else return argument_error(0, verb_problem(token, "12-hour must either be \"H\" or \"HH\""));
            break;
        }
        case 'A':
        case 'a': {
            if (n != 2) {
                const std::string twice(2, first);
                return argument_error(0, verb_problem(token, "must be \"" + twice + "\""));
            }
            const bool pm = w.hour >= 12;
            if (first == 'A') out += pm ? "PM" : "AM";
            else out += pm ? "pm" : "am";
            break;
        }
        case 'm':
            if (n == 1) out += std::to_string(w.minute);
            else if (n == 2) out += padded(w.minute, 2);
            else return argument_error(0, verb_problem(token, "minute must either be \"m\" or \"mm\""));
            break;
        case 's':
            if (n == 1) out += std::to_string(w.second);
            else if (n == 2) out += padded(w.second, 2);
            else return argument_error(0, verb_problem(token, "second must either be \"s\" or \"ss\""));
            break;
        case 'Z':
            if (n == 1) out += offset_text(t.offset, true, true);
            else if (n == 3) out += t.offset == 0 ? "UTC" : offset_text(t.offset, false, false);
            else if (n == 4) out += offset_text(t.offset, false, false);
            else if (n == 5) out += offset_text(t.offset, true, false);
            else return argument_error(0, verb_problem(token, "timezone must be Z, ZZZZ, or ZZZZZ"));
            break;
        default:
            return argument_error(0, verb_problem(token, ""));
        }
    }
    return value::string(out);
}

call_result<value> time_add(std::string_view time_text, std::string_view duration_text) {
    const parse_outcome parsed = parse_timestamp(time_text);
    if (const auto* message = std::get_if<std::string>(&parsed)) return call_failed(*message);
    const auto duration = parse_duration(duration_text);
    if (const auto* message = std::get_if<std::string>(&duration)) return call_failed(*message);
    return value::string(rfc3339(add_duration(std::get<timestamp>(parsed), std::get<std::int64_t>(duration))));
}

}  // namespace

void add_datetime_functions(function_table& table) {
    {
        function_spec spec;
        spec.description =
            "Formats a timestamp given in RFC 3339 syntax into another timestamp in some other machine-oriented "
            "time syntax, as described in the format string.";
        spec.parameters = {param("format", type::string()), param("time", type::string())};
        spec.result_type = static_result_type(type::string());
        spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
            return format_date(args[0].as_string(), args[1].as_string());
        };
        define(table, "formatdate", std::move(spec));
    }
    {
        function_spec spec;
        spec.description =
            "Adds the duration represented by the given duration string to the given RFC 3339 timestamp string, "
            "returning another RFC 3339 timestamp.";
        spec.parameters = {param("timestamp", type::string()), param("duration", type::string())};
        spec.result_type = static_result_type(type::string());
        spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
            return time_add(args[0].as_string(), args[1].as_string());
        };
        define(table, "timeadd", std::move(spec));
    }
}

}  // namespace stdlib
HCL_END_NAMESPACE
