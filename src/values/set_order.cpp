// Set element identity and ordering, following the reference (go-cty):
// elements are bucketed by a CRC-32 of a canonical text, buckets visited in
// ascending hash order, then stably sorted: known before unknown, non-null
// before null, strings bytewise, numbers numerically, bools false first, and
// other types by their canonical text.
#include "values/set_order.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>

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

void append_quoted(std::string& out, std::string_view s) {
    // Go-style quoted string: printable characters as is, escapes otherwise.
    out += '"';
    for (unsigned char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20 || c == 0x7f) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\x%02x", c);
                out += buf;
            } else {
                out += static_cast<char>(c);
            }
        }
    }
    out += '"';
}

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
    case type_kind::number: {
        // %g with 10 significant digits, as the reference formats for hashing.
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.10g", v.as_number().to_double());
        out += buf;
        return;
    }
    case type_kind::string: append_quoted(out, v.as_string()); return;
    case type_kind::list:
    case type_kind::set:
    case type_kind::tuple:
        out += '[';
        for (const auto& e : v.elements()) {
            append_hash_text(out, e);
            out += ';';
        }
        out += ']';
        return;
    case type_kind::map:
    case type_kind::object:
        out += '{';
        for (const auto& [k, e] : v.attributes()) {
            append_quoted(out, k);
            out += ':';
            append_hash_text(out, e);
            out += ';';
        }
        out += '}';
        return;
    case type_kind::capsule: {
        const auto* ops = t.capsule_ops();
        out += ops ? ops->hash_key(v.capsule_payload().get()) : std::string();
        return;
    }
    case type_kind::dynamic: out += '?'; return;
    }
}

}  // namespace

std::string set_hash_text(const value& v) {
    std::string out;
    append_hash_text(out, v);
    return out;
}

bool same_set_element(const value& a, const value& b) {
    return a.is_wholly_known() && b.is_wholly_known() && a == b;
}

std::vector<value> order_set_elements(std::vector<value> elements) {
    struct entry {
        std::uint32_t hash;
        std::string text;
        value v;
    };
    std::vector<entry> entries;
    entries.reserve(elements.size());
    for (auto& e : elements) {
        auto text = set_hash_text(e);
        bool duplicate = false;
        for (const auto& existing : entries) {
            if (existing.text == text && same_set_element(existing.v, e)) {
                duplicate = true;
                break;
            }
        }
        if (!duplicate) entries.push_back(entry{crc32(text), std::move(text), std::move(e)});
    }
    std::stable_sort(entries.begin(), entries.end(), [](const entry& a, const entry& b) { return a.hash < b.hash; });
    std::stable_sort(entries.begin(), entries.end(), [](const entry& a, const entry& b) {
        const value& x = a.v;
        const value& y = b.v;
        if (x.is_known() != y.is_known()) return x.is_known();
        if (!x.is_known()) return false;
        if (x.is_null() != y.is_null()) return !x.is_null();
        if (x.is_null()) return false;
        switch (x.type().kind()) {
        case type_kind::string: return x.as_string() < y.as_string();
        case type_kind::number: return x.as_number() < y.as_number();
        case type_kind::boolean: return !x.as_bool() && y.as_bool();
        default: return a.text < b.text;
        }
    });
    std::vector<value> out;
    out.reserve(entries.size());
    for (auto& e : entries) out.push_back(std::move(e.v));
    return out;
}

}  // namespace detail
HCL_END_NAMESPACE
