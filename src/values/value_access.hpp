// Building values in place: the evaluator's constructors (tuple and object
// expressions, `for`) write members straight into the shared array a value
// keeps, instead of filling a vector that is then moved into it.
#pragma once

#include "memory/arrays.hpp"

#include <hcl/value.hpp>

#include <cassert>
#include <cstddef>
#include <memory>
#include <string>
#include <variant>
#include <vector>

HCL_BEGIN_NAMESPACE

struct value::access {
    // Room for `n` members, each a null value (an empty entry) until assigned.
    static std::shared_ptr<value[]> new_elements(std::size_t n) {
        return n == 0 ? nullptr : detail::make_shared_array<value>(n);
    }
    static std::shared_ptr<value_attribute[]> new_attributes(std::size_t n) {
        return n == 0 ? nullptr : detail::make_shared_array<value_attribute>(n);
    }
    // Puts what `make()` returns into `slot` (a member new_elements or
    // new_attributes made, still null), constructing it in place: no
    // temporary value to move from and destroy.
    // The null slot owns nothing, so its storage is simply reused (no
    // destructor call needed).
    template <class Make>
    static void emplace(value& slot, Make&& make) {
        assert(slot.state_ == state::null && slot.type_.is_dynamic() && slot.data_.index() == 0);
        try {
            ::new (static_cast<void*>(&slot)) value(make());
        } catch (...) {
            ::new (static_cast<void*>(&slot)) value();  // the array still destroys every member
            throw;
        }
    }
    // value::tuple of the first `n` members of `elements`.
    static value tuple(std::shared_ptr<value[]> elements, std::size_t n);
    // value::object of the first `n` entries of `attributes` (names
    // normalised and sorted, the last of repeated names kept, here).
    static value object(std::shared_ptr<value_attribute[]> attributes, std::size_t n);
    // The same for entries the caller already has in canonical form: names
    // NFC, strictly increasing bytewise (sorted, no repeats).
    static value object_sorted(std::shared_ptr<value_attribute[]> attributes, std::size_t n);
    // A value of type `t` made of members the caller vouches for, without
    // building or checking a type: an object or map type (no optional
    // attributes) and entries in canonical form (see object_sorted) whose
    // names and value types are exactly what `t` says; or a list type and
    // elements of exactly its element type.
    static value with_attributes(hcl::type t, std::shared_ptr<value_attribute[]> attributes, std::size_t n);
    static value with_elements(hcl::type t, std::shared_ptr<value[]> elements, std::size_t n);
    // `v`'s members under another type, sharing them: a tuple's as a list
    // of its one element type, an object's as a map of its one attribute
    // type. The caller vouches that `t` fits the members exactly.
    static value retyped(const value& v, hcl::type t) {
        value out = v;
        out.type_ = std::move(t);
        return out;
    }

    // A stand-in for a known value of type `t` (not a capsule type) that
    // has been written as JSON already: `json` is its text. Only the JSON
    // writer reads one (values/encoded_json.hpp says who may make one).
    static value encoded(hcl::type t, std::shared_ptr<const std::string> json) {
        return value(std::move(t), std::in_place_type<capsule_ptr>, std::move(json));
    }
    // The text of such a stand-in; nullptr for any other value.
    static const std::string* encoded_json(const value& v) noexcept {
        const auto* payload = std::get_if<capsule_ptr>(&v.data_);
        return payload && !v.type_.is_capsule() ? static_cast<const std::string*>(payload->get()) : nullptr;
    }

    // The payload holding the members of `v`.
    template <class T>
    static shared_array<T> array_of(std::vector<T>&& v) {
        if (v.empty()) return {};
        auto items = detail::make_shared_array<T>(v.size());
        std::move(v.begin(), v.end(), items.get());
        return {std::move(items), v.size()};
    }
};

HCL_END_NAMESPACE
