// Set element identity and ordering, following the reference (go-cty):
//
// - An element's bucket is the CRC-32 of a canonical text; a new element is
//   dropped when an element of its bucket is equal to it (HCL equality is
//   known true), so the first of equal elements stays.
// - Iteration takes the buckets in ascending hash order, each in insertion
//   order, then stably sorts: known non-null values first, then unknowns,
//   then null; strings bytewise, numbers numerically, false before true,
//   and values of every other type by their canonical text.
//
// The canonical text: `?` unknown, `~` null, `T`/`F`, numbers as Go's
// big.Float %g with 10 significant digits, strings Go-quoted, lists and sets
// `[e;e;]`, maps `{"k":e;}`, objects `<e;e;>` (attribute values by sorted
// name, names omitted) and tuples `<e;>`, capsules `«"key"»`.
#include "values/set_order.hpp"

#include "values/go_quote.hpp"

#include <hcl/operations.hpp>
#include <hcl/unicode.hpp>

#include <unicode/uchar.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <unordered_map>

HCL_BEGIN_NAMESPACE
namespace detail {

namespace {

std::uint32_t crc32(std::string_view data) {
    static const auto table = [] {
        std::array<std::uint32_t, 256> t{};
        for (std::uint32_t i = 0; i < 256; ++i) {
            std::uint32_t c = i;
            for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    std::uint32_t crc = 0xFFFFFFFFu;
    for (unsigned char ch : data) crc = table[(crc ^ ch) & 0xFFu] ^ (crc >> 8);
    return crc ^ 0xFFFFFFFFu;
}

// --- numbers as Go's big.Float %g with 10 digits --------------------------------

// A finite non-zero magnitude as decimal digits (no leading or trailing
// zeros) and an exponent: value = 0.digits * 10^exponent.
struct decimal_digits {
    std::string digits;
    long exponent = 0;
};

decimal_digits exact_digits(const number& n) {
    decimal_digits d;
    std::string text;
    if (auto i = n.to_int64()) {
        const auto magnitude = *i < 0 ? 0 - static_cast<std::uint64_t>(*i) : static_cast<std::uint64_t>(*i);
        text = std::to_string(magnitude);
    } else {
        text = n.to_exact_decimal();
        if (!text.empty() && (text[0] == '-' || text[0] == '+')) text.erase(0, 1);
    }
    const auto point = text.find('.');
    const std::string integer_part = text.substr(0, point);
    const std::string all = point == std::string::npos ? text : integer_part + text.substr(point + 1);
    const auto first = all.find_first_not_of('0');
    if (first == std::string::npos) return d;  // zero
    d.digits = all.substr(first);
    d.exponent = static_cast<long>(integer_part.size()) - static_cast<long>(first);
    d.digits.erase(d.digits.find_last_not_of('0') + 1);
    return d;
}

// Rounds to at most n digits, ties to even (the digits are exact, so a tie
// is a lone trailing 5).
void round_digits(decimal_digits& d, std::size_t n) {
    if (d.digits.size() <= n) return;
    const bool tie = d.digits[n] == '5' && n + 1 == d.digits.size();
    const bool up = tie ? (n > 0 && ((d.digits[n - 1] - '0') & 1) != 0) : d.digits[n] >= '5';
    if (!up) {
        d.digits.resize(n);
        d.digits.erase(d.digits.find_last_not_of('0') + 1);
        return;
    }
    while (n > 0 && d.digits[n - 1] == '9') --n;
    if (n == 0) {
        d.digits = "1";
        ++d.exponent;
        return;
    }
    ++d.digits[n - 1];
    d.digits.resize(n);
}

void append_g10(std::string& out, const number& n) {
    if (n.is_infinite()) {
        out += n.sign() < 0 ? "-Inf" : "+Inf";
        return;
    }
    if (n.sign() < 0 || (n.is_zero() && n.to_string().starts_with('-'))) out += '-';
    auto d = exact_digits(n);
    constexpr long precision = 10;
    round_digits(d, precision);
    const long size = static_cast<long>(d.digits.size());
    long exponent_precision = precision;
    if (exponent_precision > size && size >= d.exponent) exponent_precision = size;
    const long exponent = d.exponent - 1;
    auto digit_at = [&](long i) { return i >= 0 && i < size ? d.digits[static_cast<std::size_t>(i)] : '0'; };
    if (exponent < -4 || exponent >= exponent_precision) {
        // d.ddd…e±XX with the digits there are and at least two exponent digits
        const long fraction = std::min(precision, size) - 1;
        out += digit_at(0);
        if (fraction > 0) {
            out += '.';
            for (long i = 1; i <= fraction; ++i) out += digit_at(i);
        }
        long e = size > 0 ? d.exponent - 1 : 0;
        out += 'e';
        out += e < 0 ? '-' : '+';
        if (e < 0) e = -e;
        if (e < 10) out += '0';
        out += std::to_string(e);
        return;
    }
    const long digits_used = precision > d.exponent ? size : precision;
    const long fraction = std::max(digits_used - d.exponent, 0L);
    if (d.exponent > 0) {
        for (long i = 0; i < d.exponent; ++i) out += digit_at(i);
    } else {
        out += '0';
    }
    if (fraction > 0) {
        out += '.';
        for (long i = 0; i < fraction; ++i) out += digit_at(d.exponent + i);
    }
}

// --- canonical text -------------------------------------------------------------

void append_hash_text(std::string& out, const value& v) {
    if (!v.is_known()) {
        out += '?';
        return;
    }
    if (v.is_null()) {
        out += '~';
        return;
    }
    const auto& t = v.type();
    switch (t.kind()) {
    case type_kind::boolean: out += v.as_bool() ? 'T' : 'F'; return;
    case type_kind::number: append_g10(out, v.as_number()); return;
    case type_kind::string: append_go_quoted(out, v.as_string()); return;
    case type_kind::list:
    case type_kind::set:
        out += '[';
        for (const auto& e : v.elements()) {
            append_hash_text(out, e);
            out += ';';
        }
        out += ']';
        return;
    case type_kind::tuple:
        out += '<';
        for (const auto& e : v.elements()) {
            append_hash_text(out, e);
            out += ';';
        }
        out += '>';
        return;
    case type_kind::map:
        out += '{';
        for (const auto& [k, e] : v.attributes()) {
            append_go_quoted(out, k);
            out += ':';
            append_hash_text(out, e);
            out += ';';
        }
        out += '}';
        return;
    case type_kind::object:
        out += '<';
        for (const auto& [k, e] : v.attributes()) {
            append_hash_text(out, e);
            out += ';';
        }
        out += '>';
        return;
    case type_kind::capsule: {
        out += "\xC2\xAB";  // «
        const auto* ops = t.capsule_ops();
        if (ops) {
            append_go_quoted(out, ops->hash_key(v.capsule_payload().get()));
        } else {
            out += '?';
        }
        out += "\xC2\xBB";  // »
        return;
    }
    case type_kind::dynamic: out += '?'; return;  // not reachable: known dynamic values are null
    }
}

struct entry {
    std::uint32_t hash;
    std::string text;
    value v;
};

// The reference's element order (see the file comment).
bool set_less(const entry& a, const entry& b) {
    const value& x = a.v;
    const value& y = b.v;
    if (y.is_null() && !x.is_null()) return true;
    if (x.is_null()) return false;
    if (x.is_known() && !y.is_known()) return true;
    if (!x.is_known()) return false;
    switch (x.type().kind()) {
    case type_kind::string: return x.as_string() < y.as_string();
    case type_kind::number: return x.as_number() < y.as_number();
    case type_kind::boolean: return !x.as_bool() && y.as_bool();
    default: return a.text < b.text;
    }
}

}  // namespace

std::string set_hash_text(const value& v) {
    std::string out;
    append_hash_text(out, v);
    return out;
}

std::uint32_t set_hash(const value& v) { return crc32(set_hash_text(v)); }

bool same_set_element(const value& a, const value& b) {
    const auto eq = equals(a, b);
    return eq.is_known() && eq.as_bool();
}

std::vector<value> order_set_elements(std::vector<value> elements) {
    std::vector<entry> entries;
    entries.reserve(elements.size());
    std::unordered_map<std::uint32_t, std::vector<std::size_t>> buckets;
    buckets.reserve(elements.size());
    for (auto& e : elements) {
        auto text = set_hash_text(e);
        const auto hash = crc32(text);
        auto& bucket = buckets[hash];
        // A value with an unknown inside is never known-equal to anything.
        bool duplicate = false;
        if (e.is_wholly_known()) {
            for (std::size_t i : bucket) {
                if (same_set_element(entries[i].v, e)) {
                    duplicate = true;
                    break;
                }
            }
        }
        if (duplicate) continue;
        bucket.push_back(entries.size());
        entries.push_back(entry{hash, std::move(text), std::move(e)});
    }
    // Buckets in ascending hash order, insertion order within a bucket.
    std::stable_sort(entries.begin(), entries.end(), [](const entry& a, const entry& b) { return a.hash < b.hash; });
    std::stable_sort(entries.begin(), entries.end(), set_less);
    std::vector<value> out;
    out.reserve(entries.size());
    for (auto& e : entries) out.push_back(std::move(e.v));
    return out;
}

}  // namespace detail
HCL_END_NAMESPACE
