// hcl::result<T> — a value or the reason there is none (docs/values.md).
//
// Used by the value-level operations and conversions, whose failures are
// ordinary outcomes for bad input, not exceptions. The failure carries a
// message and, for conversions, the path inside the value where it happened;
// the syntax layers turn it into a diagnostic with a source range.
#pragma once

#include <hcl/config.hpp>
#include <hcl/value.hpp>

#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

HCL_BEGIN_NAMESPACE

struct failure {
    std::string message;
    value_path path;  // where inside the value; empty when not applicable
    // A diagnostic summary suited to this failure ("Invalid index",
    // "Unsupported attribute"); empty when the caller's context decides.
    std::string summary;

    // "message", or ".a[0].b: message" when there is a path.
    std::string to_string() const;
};

template <class T>
class result {
public:
    result(T v) : data_(std::in_place_index<0>, std::move(v)) {}  // NOLINT: implicit by design
    result(failure f) : data_(std::in_place_index<1>, std::move(f)) {}  // NOLINT

    bool has_value() const noexcept { return data_.index() == 0; }
    explicit operator bool() const noexcept { return has_value(); }

    const T& value() const& { check(); return std::get<0>(data_); }
    T&& value() && { check(); return std::get<0>(std::move(data_)); }
    const T& operator*() const& { return value(); }
    T&& operator*() && { return std::move(*this).value(); }
    const T* operator->() const { return &value(); }

    const hcl::failure& error() const& {
        if (has_value()) throw std::logic_error("hcl::result: no error in a successful result");
        return std::get<1>(data_);
    }

private:
    void check() const {
        if (!has_value()) throw std::logic_error("hcl::result: " + std::get<1>(data_).to_string());
    }
    std::variant<T, hcl::failure> data_;
};

inline failure fail(std::string message, value_path path = {}, std::string summary = {}) {
    return failure{std::move(message), std::move(path), std::move(summary)};
}

HCL_END_NAMESPACE
