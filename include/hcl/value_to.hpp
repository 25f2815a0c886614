// The native type converter: hcl::value <-> C++ types (docs/decoder.md).
//
// value_to<T>(v) converts an HCL value to a C++ value: bool, every integer
// type (whole-number and range checks), float/double/long double, std::string,
// described enums (by enumerator name), sequences, sets, string-keyed maps,
// std::array (length check), std::optional (null -> empty), std::variant
// (null only into an alternative that takes it), std::monostate (null),
// std::tuple/std::pair, reflected structs (from objects), hcl::value and
// hcl::number. to_value(x) goes the other way. Boost.Multiprecision types
// are opt-in: include <hcl/value_to_multiprecision.hpp>.
//
// Each conversion is safe or unsafe as in the information model (string "5"
// to a number is unsafe, a number to a string is safe; a number that a
// double cannot hold exactly is the unsafe kind too). conversion_options
// decides whether unsafe conversions are allowed (the default, like gohcl).
//
// User types: specialize hcl::converter<T> (works for any type, including
// standard ones such as std::chrono::duration), or declare in T's namespace
//     bool hcl_from_value(const hcl::value&, T& out, hcl::conversion& cx);
//     hcl::value hcl_to_value(const T&);
// which are found by argument-dependent lookup. Either reports a failure
// with cx.fail("message") (which returns false).
#pragma once

#include <hcl/config.hpp>
#include <hcl/result.hpp>
#include <hcl/type.hpp>
#include <hcl/value.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

struct conversion_options {
    // false: an unsafe conversion (string -> number, inexact number -> double,
    // list -> set, ...) is an error naming both types.
    bool allow_unsafe = true;
};

// The state of one conversion: options, where inside the value it is, and
// the failure once there is one. Passed to user conversions.
class conversion {
public:
    explicit conversion(conversion_options options = {}) noexcept : options_(options) {}
    // Copies and moves take the steps pushed so far (the others are never read).
    conversion(const conversion& other);
    conversion(conversion&& other) noexcept;
    conversion& operator=(const conversion& other);
    conversion& operator=(conversion&& other) noexcept;
    ~conversion() = default;

    const conversion_options& options() const noexcept { return options_; }
    bool allow_unsafe() const noexcept { return options_.allow_unsafe; }

    // Records a failure at the current path; always returns false. Only the
    // first failure is kept.
    bool fail(std::string message);
    // For an unsafe conversion from `from` to `to`: true when allowed, else
    // records a failure naming both and returns false.
    bool unsafe(std::string_view from, std::string_view to);

    // Converts a nested value (defined in detail/value_to_impl.hpp).
    template <class T>
    bool convert(const value& v, T& out);

    // Where inside the value the conversion is; maintained by containers.
    // Each push is undone by one pop.
    void push(path_step step);
    // Cheaper steps, spelled out as path_steps only when path() is asked
    // for (a failure): a list/tuple index, a map key, an object attribute,
    // a set element. The text or value must outlive the step.
    void push_index(std::size_t i) { push_step(step_kind::index, i, nullptr); }
    void push_key(std::string_view key) { push_step(step_kind::key, key.size(), key.data()); }
    void push_attribute(std::string_view name) { push_step(step_kind::attribute, name.size(), name.data()); }
    void push_element(const value& e) { push_step(step_kind::element, 0, &e); }
    void pop() {
        --depth_;
        if (depth_ < inline_steps && near_steps_[depth_].kind != step_kind::owned) [[likely]] return;
        pop_cold();
    }
    const value_path& path() const;

    bool failed() const noexcept { return cold_ && cold_->failure.has_value(); }
    const std::optional<hcl::failure>& failure() const noexcept;
    hcl::failure take_failure();

private:
    enum class step_kind : std::uint8_t { owned, index, key, attribute, element };
    // Trivially constructible, so that the inline steps cost nothing until
    // pushed, and small, so that a push is three stores.
    struct step {
        step_kind kind;
        std::size_t n;    // index: the list index; key, attribute: the text's length
        const void* ptr;  // key, attribute: the text; element: the value
        std::string_view name() const noexcept { return {static_cast<const char*>(ptr), n}; }
        const value& element() const noexcept { return *static_cast<const value*>(ptr); }
    };
    // What only deep paths, path_step pushes, path() and failures need: made
    // on first use, so a conversion that succeeds with a shallow path costs
    // no construction, destruction or allocation beyond its own few words.
    struct cold_state {
        std::vector<step> deep_steps;  // the steps past the first inline_steps
        value_path owned;              // the steps pushed as path_step, in order
        value_path path;               // what path() last spelled out
        std::optional<hcl::failure> failure;
    };

    // The first few steps live in place (values are rarely nested deeper,
    // and every container conversion pushes one); they are left
    // uninitialised until pushed.
    static constexpr std::size_t inline_steps = 4;
    void push_step(step_kind kind, std::size_t n, const void* ptr) {
        if (depth_ < inline_steps) [[likely]] {
            step& s = near_steps_[depth_];
            s.kind = kind;
            s.n = n;
            s.ptr = ptr;
        } else {
            push_deep({kind, n, ptr});
        }
        ++depth_;
    }
    void push_deep(const step& s);
    void pop_cold();
    cold_state& cold();
    const step& step_at(std::size_t i) const noexcept {
        return i < inline_steps ? near_steps_[i] : cold_->deep_steps[i - inline_steps];
    }

    conversion_options options_;
    std::size_t depth_ = 0;
    step near_steps_[inline_steps];
    // Deleted out of line: the inline destructor is one test of the pointer.
    struct cold_deleter {
        void operator()(cold_state* c) const noexcept;
    };
    mutable std::unique_ptr<cold_state, cold_deleter> cold_;
};

// Specialize for a type to take over its conversions:
//   static bool from_value(const hcl::value&, T&, hcl::conversion&);
//   static hcl::value to_value(const T&);
//   static hcl::type type();   // optional: the HCL type to_value produces
template <class T>
struct converter;

// Converts `v` to T (see above).
template <class T>
result<T> value_to(const value& v, const conversion_options& options = {});
// Fills `out` from `v`; on failure `out` may be partly assigned.
template <class T>
result<bool> value_into(const value& v, T& out, const conversion_options& options = {});
// The HCL value of a C++ value.
template <class T>
value to_value(const T& x);
// The HCL type a C++ type corresponds to (dynamic where it has no single one:
// hcl::value, std::variant, user types that do not say).
template <class T>
const type& implied_type();

HCL_END_NAMESPACE

#include <hcl/detail/value_to_impl.hpp>
