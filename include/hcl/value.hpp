// hcl::value — a value of the HCL information model (docs/values.md).
//
// Every value has a type. Any value may be null (absent, type retained) or
// unknown (a placeholder whose concrete value is not yet determined); the
// unknown value of the dynamic pseudo-type is "the dynamic value".
//
// Values are immutable and cheap to copy: scalars and short strings (up to
// 31 bytes) are stored inline, longer strings and collections share an
// immutable payload (one allocation for a collection and its members). Strings, map keys and object
// attribute names are NFC-normalised on construction. Maps and objects keep
// their entries sorted bytewise by key; sets keep their elements distinct and
// in the reference implementation's deterministic order.
//
// Constructors whose preconditions concern the *caller's* code (mixed element
// types in a list, an empty vector where a type is needed) throw
// std::invalid_argument; input data never reaches them unchecked.
#pragma once

#include <hcl/config.hpp>
#include <hcl/number.hpp>
#include <hcl/type.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

HCL_BEGIN_NAMESPACE

class value;
using value_attribute = std::pair<std::string, value>;

class value {
public:
    // The null value of the dynamic pseudo-type (what the literal `null` is).
    value() noexcept = default;

    // --- construction --------------------------------------------------------
    static value null(const hcl::type& t) noexcept;
    static value unknown(const hcl::type& t) noexcept;
    static value dynamic() noexcept { return unknown(hcl::type::dynamic()); }  // the dynamic value

    static value boolean(bool b) noexcept;
    static value number(hcl::number n) noexcept;
    static value number(std::int64_t n) noexcept { return number(hcl::number::from_int(n)); }
    // NFC-normalised; `text` must be valid UTF-8 (invalid bytes become U+FFFD).
    static value string(std::string_view text);
    static value string(const char* text) { return string(std::string_view(text)); }
    // Takes the text as is: the caller guarantees it is valid UTF-8 in NFC.
    static value string_nfc(std::string text);
    static value string_nfc(std::string_view text);
    static value string_nfc(const char* text) { return string_nfc(std::string_view(text)); }

    // Lists and sets of values that all have the same type.
    static value list(std::vector<value> elements);                // non-empty
    static value list(const hcl::type& element_type, std::vector<value> elements);
    static value list_empty(const hcl::type& element_type) { return list(element_type, {}); }
    static value set(std::vector<value> elements);                 // non-empty; duplicates collapse
    static value set(const hcl::type& element_type, std::vector<value> elements);
    static value set_empty(const hcl::type& element_type) { return set(element_type, {}); }
    // Maps: string keys, values of one type. A repeated key keeps the last.
    static value map(std::vector<value_attribute> entries);        // non-empty
    static value map(const hcl::type& element_type, std::vector<value_attribute> entries);
    static value map_empty(const hcl::type& element_type) { return map(element_type, {}); }
    // Objects and tuples: any attribute / element types. A repeated object
    // attribute keeps the last.
    static value object(std::vector<value_attribute> attributes);
    static value tuple(std::vector<value> elements);
    static value empty_object() { return object({}); }
    static value empty_tuple() { return tuple({}); }
    // A capsule value; `t` must be a capsule type.
    static value capsule(const hcl::type& t, std::shared_ptr<const void> payload);

    // --- inspection ----------------------------------------------------------
    const hcl::type& type() const noexcept { return type_; }
    bool is_null() const noexcept { return state_ == state::null; }
    bool is_known() const noexcept { return state_ != state::unknown; }  // top level only
    bool is_wholly_known() const noexcept;  // no unknown anywhere inside
    bool is_dynamic() const noexcept { return !is_known() && type_.is_dynamic(); }

    // Accessors for known, non-null values of the matching type. Calling one
    // on a value of another kind is a programming error (std::logic_error).
    bool as_bool() const;
    const hcl::number& as_number() const;
    std::string_view as_string() const;
    // list, set, tuple: the elements (sets in set order).
    std::span<const value> elements() const;
    // map, object: the entries sorted by key.
    std::span<const value_attribute> attributes() const;
    // map or object entry by key; nullptr when absent.
    const value* find(std::string_view key) const;
    const std::shared_ptr<const void>& capsule_payload() const;
    // Number of elements / entries of a known, non-null collection or structure.
    std::size_t length() const;
    // Inline reads for hot paths (the native type converter): the string or
    // number of a known value of that kind, else nullopt / nullptr.
    std::optional<std::string_view> as_string_if() const noexcept {
        if (const auto* s = std::get_if<short_string>(&data_)) return s->view();
        if (const auto* s = std::get_if<string_ptr>(&data_)) return std::string_view(**s);
        return std::nullopt;
    }
    const hcl::number* as_number_if() const noexcept { return std::get_if<hcl::number>(&data_); }

    // Exact structural identity: same type, same null/unknown state, equal
    // content (numbers numerically, strings bytewise — they are NFC already).
    // This is what tests compare with; HCL's `==` is hcl::equals().
    friend bool operator==(const value& a, const value& b) noexcept;

    struct access;  // implementation detail

private:
    enum class state : std::uint8_t { known, null, unknown };

    // A known value of type `t` whose content is a T built from `args` in
    // place (no default content to replace first).
    template <class T, class... Args>
    value(hcl::type t, std::in_place_type_t<T> tag, Args&&... args)
        : type_(std::move(t)), state_(state::known), data_(tag, std::forward<Args>(args)...) {}

    // An immutable array shared by copies: one allocation holds the count
    // and the members (no separate vector buffer); empty ones allocate nothing.
    template <class T>
    struct shared_array {
        std::shared_ptr<const T[]> items;
        std::size_t size = 0;

        // Spelled out so that the variant can build one in place (clang 14
        // lacks parenthesised aggregate initialisation).
        shared_array() noexcept = default;
        shared_array(std::shared_ptr<const T[]> i, std::size_t n) noexcept : items(std::move(i)), size(n) {}
        std::span<const T> view() const noexcept { return {items.get(), size}; }
    };
    using elements_ptr = shared_array<value>;
    using attributes_ptr = shared_array<value_attribute>;
    using string_ptr = std::shared_ptr<const std::string>;
    using capsule_ptr = std::shared_ptr<const void>;
    // A string short enough to live in the space a number takes anyway.
    struct short_string {
        static constexpr std::size_t capacity = sizeof(hcl::number) - 1;
        char bytes[capacity];
        std::uint8_t size;

        short_string() = default;
        // `text` (at most `capacity` bytes), the rest zero.
        explicit short_string(std::string_view text) noexcept;
        std::string_view view() const noexcept { return {bytes, size}; }
    };

    hcl::type type_;
    state state_ = state::null;
    std::variant<std::monostate, bool, hcl::number, short_string, string_ptr, elements_ptr, attributes_ptr,
                 capsule_ptr>
        data_;
};

// --- paths inside a value ----------------------------------------------------
// A step into a value: an attribute name, or an index key (a number for lists
// and tuples, a string for maps, the element itself for sets).
struct path_step {
    enum class kind : std::uint8_t { attribute, index };
    path_step::kind kind = kind::attribute;
    std::string name;  // attribute
    value key;         // index
    static path_step attribute(std::string n) { return {kind::attribute, std::move(n), {}}; }
    static path_step index(value k) { return {kind::index, {}, std::move(k)}; }
};
using value_path = std::vector<path_step>;
// ".servers[1].port", `["key"]` for string keys; empty path gives "".
std::string to_string(const value_path& path);

// A short, human description of a value for messages: `"text"`, `42`, `true`,
// `null`, `list of string with 2 elements`, `object with 3 attributes`,
// `unknown number`.
std::string describe(const value& v);

HCL_END_NAMESPACE
