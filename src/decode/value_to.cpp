// The type-independent half of the native type converter: null/unknown
// checks, primitive conversions with their safety class, range checks and
// their messages (worded like the reference's, e.g. "value must be a whole
// number, between -128 and 127").
#include <hcl/convert.hpp>
#include <hcl/value_to.hpp>

#include "number/number_impl.hpp"

#include <algorithm>
#include <cfloat>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <type_traits>

HCL_BEGIN_NAMESPACE

void conversion::cold_deleter::operator()(cold_state* c) const noexcept { delete c; }

conversion::conversion(const conversion& other)
    : options_(other.options_),
      depth_(other.depth_),
      cold_(other.cold_ ? new cold_state(*other.cold_) : nullptr) {
    std::copy_n(other.near_steps_, std::min(depth_, inline_steps), near_steps_);
}

conversion::conversion(conversion&& other) noexcept
    : options_(other.options_), depth_(other.depth_), cold_(std::move(other.cold_)) {
    std::copy_n(other.near_steps_, std::min(depth_, inline_steps), near_steps_);
    other.depth_ = 0;
}

conversion& conversion::operator=(const conversion& other) {
    if (this != &other) *this = conversion(other);
    return *this;
}

conversion& conversion::operator=(conversion&& other) noexcept {
    if (this == &other) return *this;
    options_ = other.options_;
    depth_ = other.depth_;
    std::copy_n(other.near_steps_, std::min(depth_, inline_steps), near_steps_);
    cold_ = std::move(other.cold_);
    other.depth_ = 0;
    return *this;
}

conversion::cold_state& conversion::cold() {
    if (!cold_) cold_.reset(new cold_state);
    return *cold_;
}

bool conversion::fail(std::string message) {
    cold_state& c = cold();
    if (!c.failure) c.failure = hcl::fail(std::move(message), path());
    return false;
}

const std::optional<hcl::failure>& conversion::failure() const noexcept {
    static const std::optional<hcl::failure> none;
    return cold_ ? cold_->failure : none;
}

hcl::failure conversion::take_failure() {
    if (cold_ && cold_->failure) return std::move(*cold_->failure);
    return hcl::fail("conversion failed", path());
}

void conversion::push(path_step step) {
    cold().owned.push_back(std::move(step));
    push_step(step_kind::owned, 0, nullptr);
}

void conversion::push_deep(const step& s) { cold().deep_steps.push_back(s); }

// pop() for the steps that keep something in the cold state: a path_step
// or one past the inline ones.
void conversion::pop_cold() {
    if (step_at(depth_).kind == step_kind::owned) cold_->owned.pop_back();
    if (depth_ >= inline_steps) cold_->deep_steps.pop_back();
}

const value_path& conversion::path() const {
    if (!cold_) cold_.reset(new cold_state);
    value_path& path = cold_->path;
    path.clear();
    std::size_t owned = 0;
    for (std::size_t i = 0; i < depth_; ++i) {
        const step& s = step_at(i);
        switch (s.kind) {
        case step_kind::owned: path.push_back(cold_->owned[owned++]); break;
        case step_kind::index:
            path.push_back(path_step::index(value::number(static_cast<std::int64_t>(s.n))));
            break;
        // Keys come from map values, which are NFC already.
        case step_kind::key: path.push_back(path_step::index(value::string_nfc(std::string(s.name())))); break;
        case step_kind::attribute: path.push_back(path_step::attribute(std::string(s.name()))); break;
        case step_kind::element: path.push_back(path_step::index(s.element())); break;
        }
    }
    return path;
}

bool conversion::unsafe(std::string_view from, std::string_view to) {
    if (options_.allow_unsafe) return true;
    return fail("a safe conversion from " + std::string(from) + " to " + std::string(to) +
                " is required, and this one could fail or lose information");
}

namespace detail {
namespace {

// `v` (known, not null) as a value of the primitive type `want`.
bool to_primitive(const value& v, const type& want, value& out, conversion& cx) {
    if (v.type() == want) {
        out = v;
        return true;
    }
    switch (classify_conversion(v.type(), want)) {
    case conversion_safety::impossible: return cx.fail(mismatch_message(v.type(), want));
    case conversion_safety::unsafe:
        if (!cx.unsafe(v.type().friendly_name(), want.friendly_name())) return false;
        break;
    case conversion_safety::safe: break;
    }
    auto r = convert(v, want);
    if (!r) return cx.fail(r.error().message);
    out = *r;
    return true;
}

std::string format_float(long double x, int digits) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*Lg", digits, x);
    return buf;
}

}  // namespace

bool fail_absent(const value& v, conversion& cx) {
    if (!v.is_known()) return cx.fail("value must be known");
    if (v.is_null()) return cx.fail("null value is not allowed");
    return true;
}

bool fail_not_null(const value& v, conversion& cx) {
    if (!v.is_known()) return cx.fail("value must be known");
    return cx.fail("null value required");
}

// The common case, a value that already has the wanted primitive type, is
// read in place: no value copies, no conversion through another type.
bool to_bool(const value& v, bool& out, conversion& cx) {
    if (v.type().kind() == type_kind::boolean) {
        out = v.as_bool();
        return true;
    }
    value p;
    if (!to_primitive(v, type::boolean(), p, cx)) return false;
    out = p.as_bool();
    return true;
}

bool to_std_string(const value& v, std::string& out, conversion& cx) {
    if (v.type().kind() == type_kind::string) {
        // Decoding fills fresh members: building the string and moving it in
        // costs less than assign's general replace (which allows for the
        // source overlapping the destination). A string with its own buffer
        // keeps it.
        if (out.capacity() > std::string().capacity()) {
            out.assign(v.as_string());
        } else {
            out = std::string(v.as_string());
        }
        return true;
    }
    value p;
    if (!to_primitive(v, type::string(), p, cx)) return false;
    out = std::string(p.as_string());
    return true;
}

bool to_hcl_number(const value& v, number& out, conversion& cx) {
    if (v.type().kind() == type_kind::number) {
        out = v.as_number();
        return true;
    }
    value p;
    if (!to_primitive(v, type::number(), p, cx)) return false;
    out = p.as_number();
    return true;
}

namespace {
// The messages of the range checks below, kept apart from their common path.
bool fail_signed_range(std::int64_t min, std::int64_t max, conversion& cx) {
    return cx.fail("value must be a whole number, between " + std::to_string(min) + " and " + std::to_string(max));
}

bool fail_unsigned_range(std::uint64_t max, conversion& cx) {
    return cx.fail("value must be a whole number, between 0 and " + std::to_string(max) + " inclusive");
}

bool signed_in_range(const number& n, std::int64_t& out, std::int64_t min, std::int64_t max, conversion& cx) {
    const auto i = n.to_int64();
    if (!i || *i < min || *i > max) return fail_signed_range(min, max, cx);
    out = *i;
    return true;
}

bool unsigned_in_range(const number& n, std::uint64_t& out, std::uint64_t max, conversion& cx) {
    const auto i = n.to_uint64();
    if (!i || *i > max) return fail_unsigned_range(max, cx);
    out = *i;
    return true;
}
}  // namespace

// A number value is read in place; anything else is converted to a number first.
bool to_signed(const value& v, std::int64_t& out, std::int64_t min, std::int64_t max, conversion& cx) {
    if (const number* n = v.as_number_if()) return signed_in_range(*n, out, min, max, cx);
    number n;
    return to_hcl_number(v, n, cx) && signed_in_range(n, out, min, max, cx);
}

bool to_unsigned(const value& v, std::uint64_t& out, std::uint64_t max, conversion& cx) {
    if (const number* n = v.as_number_if()) return unsigned_in_range(*n, out, max, cx);
    number n;
    return to_hcl_number(v, n, cx) && unsigned_in_range(n, out, max, cx);
}

namespace {

// The shortest decimal that reads back as `f` in its own type, read as an
// HCL number at n's precision: equal to n when that decimal denotes n, so
// that converting lost nothing the number's text says (0.1 into double).
template <class F>
bool reads_back_as(F f, const number& n) {
    char buffer[64];
#if defined(__cpp_lib_to_chars) && __cpp_lib_to_chars >= 201611L
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, f);
    if (written.ec != std::errc()) return false;
    const std::string_view text(buffer, static_cast<std::size_t>(written.ptr - buffer));
#else
    // Standard libraries without std::to_chars for floating point (libc++
    // before 17, as in emscripten 3.1): printf's %g with the fewest digits
    // that read back as `f`, the same decimal.
    for (int digits = 1; digits <= std::numeric_limits<F>::max_digits10; ++digits) {
        std::snprintf(buffer, sizeof buffer, "%.*Lg", digits, static_cast<long double>(f));
        F back = 0;
        if constexpr (std::is_same_v<F, float>) back = std::strtof(buffer, nullptr);
        else if constexpr (std::is_same_v<F, double>) back = std::strtod(buffer, nullptr);
        else back = std::strtold(buffer, nullptr);
        if (back == f) break;
    }
    const std::string_view text(buffer);
#endif
    const auto back = number::parse(text, n.precision());
    return back && *back == n;
}

template <class F>
bool floating_in_range(const number& n, long double& out, const char* name, conversion& cx) {
    // An infinite number (1/0, or a literal the reference itself makes
    // infinite) is the type's infinity: nothing overflowed, nothing is lost.
    if (n.is_infinite()) {
        out = n.is_negative() ? -HUGE_VALL : HUGE_VALL;
        return true;
    }
    // The common case first: an inline number a double holds exactly (0.5,
    // 3, 1e10) that F holds too. Exact, so safe and in range.
    if (number::access::is_small(n) && n.fits_double_exactly()) {
        const double d = n.to_double();
        if (!std::is_same_v<F, float> || static_cast<double>(static_cast<float>(d)) == d) {
            out = static_cast<F>(d);
            return true;
        }
    }
    bool exact = false;
    const F f = to_binary_float<F>(n, &exact);
    if (std::isinf(f)) {
        // Overflow: the number rounds to infinity in F (it reaches the
        // largest finite value plus half an ulp).
        const F limit = std::numeric_limits<F>::max();
        const int digits = std::numeric_limits<F>::max_digits10;  // the bound as it reads back
        return cx.fail("value must be between -" + format_float(limit, digits) + " and " +
                       format_float(limit, digits) + " inclusive");
    }
    if (!exact && !cx.allow_unsafe() && !reads_back_as(f, n)) return cx.unsafe("number", name);
    out = f;
    return true;
}

bool floating_in_range(const number& n, long double& out, float_kind kind, conversion& cx) {
    switch (kind) {
    case float_kind::single: return floating_in_range<float>(n, out, "float", cx);
    case float_kind::double_: return floating_in_range<double>(n, out, "double", cx);
    case float_kind::long_double: break;
    }
    return floating_in_range<long double>(n, out, "long double", cx);
}
}  // namespace

bool to_floating(const value& v, long double& out, float_kind kind, conversion& cx) {
    if (const number* n = v.as_number_if()) return floating_in_range(*n, out, kind, cx);
    number n;
    return to_hcl_number(v, n, cx) && floating_in_range(n, out, kind, cx);
}


bool check_sequence(const value& v, std::string_view target, conversion& cx) {
    const type& t = v.type();
    if (!t.is_list() && !t.is_set() && !t.is_tuple()) {
        if (target == "set") return cx.fail("a set is required");
        if (target == "tuple") return cx.fail("a tuple is required");
        return cx.fail("a list is required");
    }
    // list/tuple -> set may merge elements; list/set -> fixed length may not fit.
    if (target == "set" && !t.is_set()) return cx.unsafe(t.friendly_name(), "set");
    if ((target == "array" || target == "tuple") && !t.is_tuple()) return cx.unsafe(t.friendly_name(), target);
    return true;
}

bool require_length(const value& v, std::size_t n, conversion& cx) {
    if (v.length() == n) return true;
    return cx.fail("must have exactly " + std::to_string(n) + " element" + (n == 1 ? "" : "s") + ", but have " +
                   std::to_string(v.length()));
}

bool fail_not_mapping(conversion& cx) { return cx.fail("an object is required"); }

bool enum_from_value(const value& v, std::span<const std::string_view> names, std::size_t& index,
                     conversion& cx) {
    std::string s;
    if (!to_std_string(v, s, cx)) return false;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i] == s) {
            index = i;
            return true;
        }
    }
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i) list += ", ";
        list += "\"" + std::string(names[i]) + "\"";
    }
    return cx.fail("invalid value \"" + s + "\"; must be one of " + list);
}

bool unsupported_attribute(const value& object, std::span<const field_info> fields, conversion& cx) {
    for (const auto& [name, v] : object.attributes()) {
        bool known = false;
        for (const auto& f : fields) {
            if (is_data_field(f) && f.key == name) {
                known = true;
                break;
            }
        }
        if (!known) return cx.fail("unsupported attribute \"" + name + "\"");
    }
    return true;
}

// The element type of a collection of these members: `element` (a
// struct's implied type, say) without optional-attribute markers, which
// the members' own types never carry; nullopt when a member's type differs
// or the type has `any` in it (the members then make a tuple or object).
template <class Members, class TypeOf>
std::optional<type> uniform_element(const type& element, const Members& members, TypeOf type_of) {
    type want = element.without_optional_attributes();
    if (want.has_dynamic_types()) return std::nullopt;
    for (const auto& m : members) {
        if (!(type_of(m) == want)) return std::nullopt;
    }
    return want;
}

value list_or_tuple(const type& element, std::vector<value> elements) {
    auto want = uniform_element(element, elements, [](const value& e) -> const type& { return e.type(); });
    return want ? value::list(*want, std::move(elements)) : value::tuple(std::move(elements));
}

value set_or_tuple(const type& element, std::vector<value> elements) {
    auto want = uniform_element(element, elements, [](const value& e) -> const type& { return e.type(); });
    return want ? value::set(*want, std::move(elements)) : value::tuple(std::move(elements));
}

value map_or_object(const type& element, std::vector<value_attribute> entries) {
    auto want = uniform_element(element, entries, [](const value_attribute& e) -> const type& { return e.second.type(); });
    return want ? value::map(*want, std::move(entries)) : value::object(std::move(entries));
}

value from_long_double(long double x) {
    if (std::isnan(x)) return value::null(type::number());
    if (std::isinf(x)) return value::number(number::infinity(x < 0));
    const double d = static_cast<double>(x);
    if (static_cast<long double>(d) == x) return value::number(*number::from_double(d));
    // Exactly x, at the type's precision (so that it prints as the shortest
    // decimal that reads back as x: 0.1L is "0.1"). The significand, at most
    // 128 bits, is taken 64 bits at a time; every step is exact.
    static_assert(std::numeric_limits<long double>::radix == 2 && std::numeric_limits<long double>::digits <= 128);
    int e = 0;
    const long double fraction = std::frexp(std::fabs(x), &e);  // in [0.5, 1)
    const long double scaled = std::ldexp(fraction, 64);
    const auto high = static_cast<std::uint64_t>(scaled);
    const auto low = static_cast<std::uint64_t>(std::ldexp(scaled - static_cast<long double>(high), 64));
    const detail::uint128 magnitude = (detail::uint128(high) << 64) | low;
    return value::number(number::access::make(x < 0, magnitude, std::int64_t(e) - 128,
                                              std::numeric_limits<long double>::digits));
}

}  // namespace detail
HCL_END_NAMESPACE
