// HCL `==` and `!=` (information model: "Values and Value Types", "Null
// values", "Unknown Values and the Dynamic Pseudo-type").
//
// Inside collections and structures a known difference anywhere decides the
// result (false) even when other elements are unknown; only when no element
// differs does an unknown element make the result unknown. The reference
// scans elements in order and lets the first undecided element win, which
// for maps and objects depends on Go's random map order; this rule gives the
// same answer whenever the reference's is deterministic and known-false.
#include <hcl/operations.hpp>

#include "values/operations_support.hpp"
#include "values/set_order.hpp"

#include <cstdint>
#include <unordered_map>
#include <vector>

HCL_BEGIN_NAMESPACE

namespace {

enum class tri : std::uint8_t { no, yes, maybe };

tri equal3(const value& a, const value& b);

// Folds element results: any definite difference wins, then any unknown.
struct accumulator {
    bool saw_maybe = false;
    // false when the comparison is decided (a difference was found)
    bool add(tri r) {
        if (r == tri::no) return false;
        if (r == tri::maybe) saw_maybe = true;
        return true;
    }
    tri result() const { return saw_maybe ? tri::maybe : tri::yes; }
};

// False when the value is, or contains, the dynamic value: its final type
// may still change, so type identity cannot decide equality yet.
bool has_wholly_known_type(const value& v) {
    if (v.is_null()) return true;
    if (!v.is_known()) return !v.type().has_dynamic_types();
    switch (v.type().kind()) {
    case type_kind::list:
    case type_kind::set:
    case type_kind::tuple:
        for (const auto& e : v.elements()) {
            if (!has_wholly_known_type(e)) return false;
        }
        return true;
    case type_kind::map:
    case type_kind::object:
        for (const auto& [k, e] : v.attributes()) {
            if (!has_wholly_known_type(e)) return false;
        }
        return true;
    default: return true;
    }
}

tri equal_sequences(std::span<const value> x, std::span<const value> y) {
    if (x.size() != y.size()) return tri::no;
    accumulator acc;
    for (std::size_t i = 0; i < x.size(); ++i) {
        if (!acc.add(equal3(x[i], y[i]))) return tri::no;
    }
    return acc.result();
}

tri equal_entries(std::span<const value_attribute> x, std::span<const value_attribute> y) {
    if (x.size() != y.size()) return tri::no;
    // Both are sorted by key: the key sets are equal only pairwise.
    for (std::size_t i = 0; i < x.size(); ++i) {
        if (x[i].first != y[i].first) return tri::no;
    }
    accumulator acc;
    for (std::size_t i = 0; i < x.size(); ++i) {
        if (!acc.add(equal3(x[i].second, y[i].second))) return tri::no;
    }
    return acc.result();
}

// Every element of `x` is an element of `y`; elements are found through the
// same hash buckets that set membership uses.
bool contained_in(std::span<const value> x, std::span<const value> y) {
    std::unordered_multimap<std::uint32_t, const value*> buckets;
    buckets.reserve(y.size());
    for (const auto& e : y) buckets.emplace(detail::set_hash(e), &e);
    for (const auto& e : x) {
        auto [first, last] = buckets.equal_range(detail::set_hash(e));
        bool found = false;
        for (auto it = first; it != last && !found; ++it) found = equal3(e, *it->second) == tri::yes;
        if (!found) return false;
    }
    return true;
}

tri equal_sets(std::span<const value> x, std::span<const value> y) {
    // An unknown element may turn out equal to any other element (and so
    // collapse), so membership is undecidable while one exists.
    for (const auto& e : x) {
        if (!e.is_wholly_known()) return tri::maybe;
    }
    for (const auto& e : y) {
        if (!e.is_wholly_known()) return tri::maybe;
    }
    if (x.size() != y.size()) return tri::no;
    return contained_in(x, y) && contained_in(y, x) ? tri::yes : tri::no;
}

tri from_bool(bool b) { return b ? tri::yes : tri::no; }

tri equal3(const value& a, const value& b) {
    // Unknowns first: a null on the other side could still equal whatever
    // the unknown becomes, because nulls of all types are equal.
    if (!a.is_known() || !b.is_known()) {
        if (!a.is_known() && !b.is_known()) return tri::maybe;
        const value& known = a.is_known() ? a : b;
        const value& unknown = a.is_known() ? b : a;
        if (known.is_null() || unknown.type().has_dynamic_types()) return tri::maybe;
        if (!(known.type() == unknown.type())) return tri::no;
        return tri::maybe;
    }
    if (a.is_null() || b.is_null()) return from_bool(a.is_null() && b.is_null());

    if (!has_wholly_known_type(a) || !has_wholly_known_type(b)) {
        // A dynamic value inside may still become anything, unless no
        // concrete replacement could make the types identical.
        if (!type_matches(a.type(), b.type()) && !type_matches(b.type(), a.type())) return tri::no;
        return tri::maybe;
    }
    if (!(a.type() == b.type())) return tri::no;

    switch (a.type().kind()) {
    case type_kind::boolean: return from_bool(a.as_bool() == b.as_bool());
    case type_kind::number: return from_bool(detail::numbers_equal(a.as_number(), b.as_number()));
    case type_kind::string: return from_bool(a.as_string() == b.as_string());  // NFC on construction
    case type_kind::list:
    case type_kind::tuple: return equal_sequences(a.elements(), b.elements());
    case type_kind::set: return equal_sets(a.elements(), b.elements());
    case type_kind::map:
    case type_kind::object: return equal_entries(a.attributes(), b.attributes());
    case type_kind::capsule: {
        const auto& x = a.capsule_payload();
        const auto& y = b.capsule_payload();
        if (x == y) return tri::yes;
        const auto* ops = a.type().capsule_ops();
        return from_bool(ops != nullptr && ops->equals(x.get(), y.get()));
    }
    case type_kind::dynamic: break;  // known dynamic values are always null
    }
    return tri::maybe;
}

}  // namespace

value equals(const value& a, const value& b) {
    switch (equal3(a, b)) {
    case tri::yes: return value::boolean(true);
    case tri::no: return value::boolean(false);
    case tri::maybe: break;
    }
    return value::unknown(type::boolean());
}

value not_equals(const value& a, const value& b) {
    auto r = equals(a, b);
    if (!r.is_known()) return r;
    return value::boolean(!r.as_bool());
}

HCL_END_NAMESPACE
