// hcl::pcl::type — the types of PCL, Pulumi's configuration language
// (docs/pcl.md).
//
// PCL extends the HCL information model (<hcl/type.hpp>) with:
//   int            an arbitrary-precision integer (values are whole hcl::numbers)
//   none           the type of the null value; optional(T) is union(T, none)
//   union(A, ...)  a set of member types
//   promise(T)     an eventual value of type T
//   output(T)      an eventual value of type T with application data
//
// A type is a small immutable handle: the kind inline, compound types share
// an immutable node. Copying is cheap; == is structural identity.
//
// Types are kept in a normal form, so equal types are one representation:
//   - a union is flattened (a member union gives its members), its members
//     are sorted in the canonical order (compare()) without duplicates; a
//     union of one member is that member, of no members `none`;
//   - output(T) holds no eventual inside T (output(list(promise(int))) is
//     output(list(int))) and promise(T) holds no promise inside T.
#pragma once

#include <hcl/config.hpp>

#include <compare>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

class type;  // hcl::type, for from_hcl()

namespace pcl {

// The kinds, in the canonical order of union members.
enum class type_kind : std::uint8_t {
    boolean,
    integer,
    number,
    string,
    dynamic,  // the dynamic pseudo-type: a type not known statically
    none,
    list,
    set,
    map,
    tuple,
    object,
    union_,
    output,
    promise,
};

struct type_attribute;

class type {
public:
    type() noexcept = default;  // the dynamic pseudo-type

    static type dynamic() noexcept { return type(); }
    static type boolean() noexcept { return type(type_kind::boolean); }
    static type integer() noexcept { return type(type_kind::integer); }
    static type number() noexcept { return type(type_kind::number); }
    static type string() noexcept { return type(type_kind::string); }
    static type none() noexcept { return type(type_kind::none); }

    static type list(const type& element);
    static type set(const type& element);
    static type map(const type& element);
    static type tuple(std::vector<type> elements);
    // Names are unique; a repeated name keeps the last type.
    static type object(std::vector<std::pair<std::string, type>> attributes);
    // The normalised union (see above).
    static type union_of(std::vector<type> members);
    // union(t, none).
    static type optional(const type& t);
    static type promise(const type& element);
    static type output(const type& element);
    // An HCL type as a PCL type: optional object attributes become
    // optional(T); a capsule type becomes the dynamic pseudo-type.
    static type from_hcl(const hcl::type& t);

    type_kind kind() const noexcept { return kind_; }
    bool is(type_kind k) const noexcept { return kind_ == k; }
    bool is_dynamic() const noexcept { return kind_ == type_kind::dynamic; }
    bool is_none() const noexcept { return kind_ == type_kind::none; }
    bool is_union() const noexcept { return kind_ == type_kind::union_; }
    bool is_eventual() const noexcept { return kind_ == type_kind::output || kind_ == type_kind::promise; }
    // bool, int, number, string.
    bool is_scalar() const noexcept { return kind_ <= type_kind::string; }

    // list, set, map, promise, output: the element type; otherwise dynamic.
    const type& element_type() const noexcept;
    // Tuples: the elements; unions: the members. Otherwise empty.
    std::span<const type> elements() const noexcept;
    std::span<const type> members() const noexcept { return kind_ == type_kind::union_ ? elements() : std::span<const type>{}; }
    // Objects: the attributes sorted bytewise by name. Otherwise empty.
    std::span<const type_attribute> attributes() const noexcept;
    // The attribute's type, or nullptr.
    const type* attribute_type(std::string_view name) const noexcept;

    // true when an output (or a promise) occurs anywhere in the type.
    bool contains_outputs() const noexcept;
    bool contains_promises() const noexcept;
    bool contains_eventuals() const noexcept { return contains_outputs() || contains_promises(); }

    // "int", "list of string", "optional string", "output of number",
    // "union of bool or number", "object", "tuple", "dynamic".
    std::string friendly_name() const;
    // The type expression that parses back to this type (pcl/type_expression.hpp):
    // `list(int)`, `optional(string)`, `union(bool, number)`, `any`.
    std::string to_string() const;

    std::size_t hash() const noexcept;

    friend bool operator==(const type& a, const type& b) noexcept;
    // The canonical order: by kind (type_kind's order), then by the parts.
    friend std::strong_ordering compare(const type& a, const type& b) noexcept;

    struct node;  // implementation detail (src/pcl)

private:
    explicit type(type_kind kind) noexcept : kind_(kind) {}
    type(type_kind kind, std::shared_ptr<const node> n) noexcept : kind_(kind), node_(std::move(n)) {}
    static type make(type_kind kind, std::vector<type> elements, std::vector<type_attribute> attributes);

    type_kind kind_ = type_kind::dynamic;
    std::shared_ptr<const node> node_;  // null for the kinds without parts
};

struct type_attribute {
    std::string name;
    pcl::type type;
    friend bool operator==(const type_attribute&, const type_attribute&) = default;
};

// Every output and promise removed, at any depth (the value an application
// sees once everything is resolved).
type resolve_outputs(const type& t);
// Every promise removed, at any depth; outputs stay.
type resolve_promises(const type& t);

}  // namespace pcl
HCL_END_NAMESPACE

template <>
struct std::hash<hcl::pcl::type> {
    std::size_t operator()(const hcl::pcl::type& t) const noexcept { return t.hash(); }
};
