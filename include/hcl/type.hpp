// hcl::type — the types of the HCL information model (docs/values.md).
//
// Primitive: string, number, bool. Collections: list, map, set of one element
// type. Structural: object (named attributes, some possibly optional when the
// type is used as a constraint) and tuple. The dynamic pseudo-type stands for
// a type not yet known. Capsule types are defined by the application.
//
// A type is a small immutable handle: primitives are stored inline, compound
// types share an immutable node. Copying is cheap; == is type identity.
#pragma once

#include <hcl/config.hpp>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

enum class type_kind : std::uint8_t {
    dynamic,  // the dynamic pseudo-type
    string,
    number,
    boolean,
    list,
    map,
    set,
    object,
    tuple,
    capsule,
};

class type;
class value;

// What an application supplies to define a capsule type. Values of a capsule
// type hold a std::shared_ptr<const void> the application gives meaning to.
struct capsule_operations {
    virtual ~capsule_operations() = default;
    // Equality of two payloads of this capsule type. Default: same pointer.
    virtual bool equals(const void* a, const void* b) const { return a == b; }
    // A key for set ordering and hashing; payloads that are equal must give
    // equal keys. Default: empty (all elements share one bucket).
    virtual std::string hash_key(const void*) const { return {}; }
    // A short description of a payload for messages.
    virtual std::string describe(const void*) const { return {}; }
};

struct object_attribute;

class type {
public:
    type() noexcept = default;  // the dynamic pseudo-type

    static type dynamic() noexcept { return type(); }
    static type string() noexcept { return type(type_kind::string); }
    static type number() noexcept { return type(type_kind::number); }
    static type boolean() noexcept { return type(type_kind::boolean); }

    static type list(const type& element);
    static type map(const type& element);
    static type set(const type& element);
    // Attribute names are NFC-normalised; a repeated name keeps the last type.
    // Names listed in `optional` must be attributes of the object; only type
    // constraints (function parameters, conversion targets) use them.
    static type object(std::vector<std::pair<std::string, type>> attributes,
                       const std::vector<std::string>& optional = {});
    static type tuple(std::vector<type> elements);
    static type empty_object();
    static type empty_tuple();
    // A new capsule type, identical only to itself (and its copies).
    static type capsule(std::string name, std::shared_ptr<const capsule_operations> ops = {});

    type_kind kind() const noexcept { return kind_; }
    bool is_dynamic() const noexcept { return kind_ == type_kind::dynamic; }
    bool is_primitive() const noexcept {
        return kind_ == type_kind::string || kind_ == type_kind::number || kind_ == type_kind::boolean;
    }
    bool is_collection() const noexcept {
        return kind_ == type_kind::list || kind_ == type_kind::map || kind_ == type_kind::set;
    }
    bool is_structural() const noexcept { return kind_ == type_kind::object || kind_ == type_kind::tuple; }
    bool is_list() const noexcept { return kind_ == type_kind::list; }
    bool is_map() const noexcept { return kind_ == type_kind::map; }
    bool is_set() const noexcept { return kind_ == type_kind::set; }
    bool is_object() const noexcept { return kind_ == type_kind::object; }
    bool is_tuple() const noexcept { return kind_ == type_kind::tuple; }
    bool is_capsule() const noexcept { return kind_ == type_kind::capsule; }

    // Collections: the element type. Other kinds: the dynamic pseudo-type.
    const type& element_type() const noexcept;

    // Objects: attributes sorted bytewise by name. Other kinds: empty.
    std::span<const object_attribute> attributes() const noexcept;
    // The attribute's type, or nullptr when there is no such attribute.
    const type* attribute_type(std::string_view name) const noexcept;
    bool has_attribute(std::string_view name) const noexcept { return attribute_type(name) != nullptr; }
    bool attribute_optional(std::string_view name) const noexcept;
    bool has_optional_attributes() const noexcept;

    // Tuples: the element types. Other kinds: empty.
    std::span<const type> tuple_elements() const noexcept;

    // Capsules: the name given at creation and the operations (may be null).
    std::string_view capsule_name() const noexcept;
    const capsule_operations* capsule_ops() const noexcept;

    // true when the dynamic pseudo-type appears anywhere in this type.
    bool has_dynamic_types() const noexcept;
    // The same type with every optional-attribute marker removed, recursively.
    type without_optional_attributes() const;

    // "string", "list of number", "map of list of string", "object", "tuple",
    // "dynamic", "set of bool"; capsule types use their name.
    std::string friendly_name() const;
    // As friendly_name but phrased for a constraint: "any type" for dynamic,
    // "list of any single type" for list(dynamic), ...
    std::string friendly_name_for_constraint() const;
    // The type in HCL type-constraint syntax: string, list(number),
    // object({a=string,b=optional(number)}), tuple([bool]), any.
    std::string to_type_expression() const;

    friend bool operator==(const type& a, const type& b) noexcept;

    struct node;    // implementation detail (src/values)
    struct access;  // implementation detail (src/values)

private:
    explicit type(type_kind kind) noexcept : kind_(kind) {}
    type(type_kind kind, std::shared_ptr<const node> n) noexcept : kind_(kind), node_(std::move(n)) {}

    type_kind kind_ = type_kind::dynamic;
    std::shared_ptr<const node> node_;  // null for dynamic and primitives
};

struct object_attribute {
    std::string name;
    hcl::type type;
    bool optional = false;
};

// The "matches" relation of type specifications: `t` matches `spec` when
// they are identical, or where `spec` has the dynamic pseudo-type, at any
// depth. Optional markers in `spec` are ignored for matching.
bool type_matches(const type& t, const type& spec) noexcept;

HCL_END_NAMESPACE
