// Internals shared by the conversion sources (src/conversion).
#pragma once

#include <hcl/convert.hpp>

#include <optional>
#include <span>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace detail {

// Whether unsafe conversions may be chosen. Unification inside a conversion
// (tuple -> list(any), object -> map(any)) follows the same mode as the
// conversion that needs it, so a safe conversion never picks an unsafe path.
enum class conversion_mode : std::uint8_t { safe_only, allow_unsafe };

// The worse of two safety levels: impossible beats unsafe beats safe.
constexpr conversion_safety worse(conversion_safety a, conversion_safety b) noexcept {
    if (a == conversion_safety::impossible || b == conversion_safety::impossible)
        return conversion_safety::impossible;
    if (a == conversion_safety::unsafe || b == conversion_safety::unsafe)
        return conversion_safety::unsafe;
    return conversion_safety::safe;
}

// classify_conversion(), optionally without the list/set -> tuple rule. The
// reference the project follows (go-cty 1.12) has no such conversion, and
// unification must not find targets through it: a set(number) and a
// tuple([string, string]) unify to set(number) there, not to the tuple.
conversion_safety classify(const type& from, const type& to, bool collection_to_tuple);

// true when `from` converts to `to` in the given mode (used by unification,
// so without the list/set -> tuple rule).
bool convertible(const type& from, const type& to, conversion_mode mode);

// The unified type of `types` in the given mode; nullopt when there is none
// (and for an empty list, as the reference does).
std::optional<type> unify(std::span<const type> types, conversion_mode mode);

// The single element type a tuple's elements (or an object's attributes)
// become when the target collection's element type is the dynamic
// pseudo-type; nullopt when there is none in this mode.
std::optional<type> unify_elements(std::span<const type> types, conversion_mode mode);

// The type a null or unknown value of type `from` takes when converted to
// `to`: `to`, with each dynamic part replaced by the matching part of `from`.
type replace_dynamic(const type& from, const type& to);

// Go-style double-quoted text, as the reference's messages quote names.
std::string quote(std::string_view text);

}  // namespace detail
HCL_END_NAMESPACE
