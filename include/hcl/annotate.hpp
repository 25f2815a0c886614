// Annotating C++ structs so that they *are* HCL schemas.
//
// The vocabulary is gohcl's: attr (the default), optional, block, label,
// remain, body, and the range captures def_range, type_range, label_range,
// attr_range (plus attr_name_range and attr_value_range, which gohcl lacks),
// and group (a sub-struct whose members are items of the enclosing body,
// hcldec's object spec inside an object spec; gohcl has none).
// One schema model, reached three ways (see docs/decoder.md):
//
//   1. A plain aggregate needs nothing: Boost.PFR lists its members, their
//      identifiers are the HCL names and their types give the roles.
//
//        struct limits { int cpu; std::optional<long> memory_mb; };
//
//   2. A table, returned by a function `hcl_fields` found by
//      argument-dependent lookup, says what the types cannot (a label,
//      another name, optional, ranges), for an aggregate or a struct
//      described with BOOST_DESCRIBE_STRUCT (which needs no aggregate):
//
//        constexpr auto hcl_fields(hcl::type_tag<service>) {
//            return hcl::fields(hcl::field(&service::name, hcl::tag::label()),
//                               hcl::field(&service::port, hcl::tag::optional()));
//        }
//
//      hcl::defaults(...) instead of hcl::fields(...) makes every attribute
//      and single block optional, keeping T{}'s value when absent.
//
//   3. Where the compiler cannot name members, an aggregate lists one tag
//      per member in member order:
//
//        constexpr auto hcl_fields(hcl::type_tag<process>) {
//            return hcl::field_order(hcl::tag::label("name"), hcl::tag::attr("command"));
//        }
//
// Roles inferred from the member type when no kind is given: a reflected
// struct is exactly one block, std::optional<S> zero or one block,
// std::vector<S> any number of blocks, std::map<std::string, S> blocks keyed
// by their first label (a map of such maps: by their first two labels, and
// so on); anything else is an attribute, required unless it is a
// std::optional, an hcl::expression, tagged optional or in an hcl::defaults
// table; an hcl::body member
// receives the rest of the body (remain). A group is never inferred:
//
//        hcl::field(&server::network, hcl::tag::group())
//
// makes the reflected struct in `network` a set of items of server's own
// body (no block level in the configuration), and a nested object in
// server's value (hcl::to_value, value_to, spec_of).
//
// Descriptions, for people (editors' hover and completion through
// spec_of<T>(), comments in hcl::encode's output): .doc("...") on a tag or
// an entry, and on the table for the struct itself (hcl::markdown("...")
// for Markdown text):
//
//        return hcl::fields(hcl::field(&service::port).doc("The port it listens on."),
//                           hcl::field(&service::name, hcl::tag::label().doc("The service's name.")))
//            .doc("A service the supervisor runs.");
//
// hcl::schema_of<T>() is constexpr; annotation mistakes fail to compile.
#pragma once

#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/expression.hpp>
#include <hcl/source.hpp>
#include <hcl/value.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <tuple>

HCL_BEGIN_NAMESPACE

class conversion;  // <hcl/value_to.hpp>
template <class T>
struct converter;  // <hcl/value_to.hpp>

// Names a type in ADL hooks (hcl_fields, hcl_from_value): its template
// argument brings the type's own namespace into argument-dependent lookup.
template <class T>
struct type_tag {
    using type = T;
};

enum class field_kind : std::uint8_t {
    automatic,    // inferred from the member type (attribute, block or remain)
    attr,         // an attribute; required unless the type says otherwise
    optional,     // an attribute that may be absent (the member keeps its value)
    block,        // nested block(s); the multiplicity comes from the member type
    label,        // a label of the enclosing block, in member order
    remain,       // everything the other members did not take
    body,         // the whole body (it does not silence unexpected-item errors)
    def_range,    // the block's type and labels
    type_range,   // the block's type keyword
    label_range,  // the range of the label named by `target`
    attr_range,   // the range of the attribute named by `target`
    ignore,       // not decoded at all
    attr_name_range,   // the name of the attribute named by `target`
    attr_value_range,  // the value expression of the attribute named by `target`
    group,        // a struct whose members are items of the enclosing body
};

// Markdown text for a description: .doc(hcl::markdown("Uses **TLS**.")).
// A plain string is plain text.
struct markdown {
    std::string_view text;
    constexpr explicit markdown(std::string_view t) : text(t) {}
};

// A description, as annotations hold it (text in the program's constant data).
struct doc_text {
    std::string_view text{};  // empty: none
    bool markdown = false;
    constexpr doc_text() = default;
    constexpr doc_text(std::string_view plain) : text(plain) {}  // NOLINT: implicit, as the text itself
    constexpr doc_text(const char* plain) : text(plain) {}       // NOLINT: a string literal
    constexpr doc_text(hcl::markdown m) : text(m.text), markdown(true) {}  // NOLINT
    constexpr bool empty() const { return text.empty(); }
};

// How many blocks a block member takes (from its type).
enum class block_shape : std::uint8_t { none, one, optional, many, by_label };

namespace tag {
struct field_tag {
    field_kind kind = field_kind::automatic;
    std::string_view name;    // HCL name (an identifier); empty = the member's name
    std::string_view target;  // label_range / attr_*range: the label or attribute
    // A member of many blocks (std::vector, ...): how many blocks it takes,
    // at least `min_items` and, unless 0, at most `max_items`. Set with
    // items(); too few or too many is a decode error ("Insufficient rule
    // blocks", "Too many rule blocks", hcldec's block_list messages).
    std::size_t min_items = 0;
    std::size_t max_items = 0;
    // tag::block_attrs: one block read as attributes only, each converted
    // into an entry of the member's map.
    bool attributes_only = false;
    // tag::required: in an hcl::defaults table, a member that must be present.
    bool required = false;
    // A block member of values (attr() / optional_attr() below): the
    // attribute inside each block that gives the member's element, whether
    // it may be absent, and whether the member is exactly one block.
    std::string_view inner{};
    bool inner_optional = false;
    bool single = false;
    // The member's name in its struct's value (hcl::to_value, value_to,
    // spec_of's object key) when it is not the HCL name: value_name().
    std::string_view value_key{};
    // The member's description: doc().
    doc_text description{};

    // This tag with a description of the member (plain text, or
    // hcl::markdown("...")): tag::block("process").doc("A process to run.").
    constexpr field_tag doc(doc_text d) const {
        field_tag t = *this;
        t.description = d;
        return t;
    }

    // A map (of maps) of blocks: the names of the labels that key it, one
    // word each ("protocol name"), for messages about missing labels. By
    // default the first is "name", the others "name2", "name3", ...
    constexpr field_tag key_labels(std::string_view names) const {
        field_tag t = *this;
        t.target = names;
        return t;
    }

    // This tag with block-count bounds: tag::block("rule").items(1, 3).
    constexpr field_tag items(std::size_t min, std::size_t max = 0) const {
        field_tag t = *this;
        t.min_items = min;
        t.max_items = max;
        return t;
    }

    // The member's name in the value of its struct (hcl::to_value and
    // value_to, the key of spec_of's object spec) when it differs from the
    // HCL name, as an hcldec object's key may differ from the attribute
    // name or block type it reads: tag::attr("port").value_name("port_number").
    constexpr field_tag value_name(std::string_view key) const {
        field_tag t = *this;
        t.value_key = key;
        return t;
    }

    // A block member whose elements are values, not structs: each block's
    // body holds the one attribute `attribute`, whose value is the element
    // (hcldec's block specs over an attr spec). tag::block("person")
    // .attr("name") on a std::vector<std::string> takes every `person`
    // block's `name`. The shape comes from the member's outer type:
    // std::optional<E> zero or one block, std::vector<E> (deque, list) any
    // number, std::map<std::string, E> blocks keyed by their first label
    // (one map level per key_labels() word), anything else exactly one
    // block; single_block() makes it exactly one block whatever E is. The
    // attribute is required unless E is a std::optional or hcl::expression.
    constexpr field_tag attr(std::string_view attribute) const {
        field_tag t = *this;
        t.inner = attribute;
        return t;
    }
    // As attr(), the attribute optional whatever E is: a block without it
    // gives E{} (an hcl::value: null).
    constexpr field_tag optional_attr(std::string_view attribute) const {
        field_tag t = attr(attribute);
        t.inner_optional = true;
        return t;
    }
    // A block member of values (attr()) that is exactly one block, for an
    // element type that is itself an optional, a sequence or a map.
    constexpr field_tag single_block() const {
        field_tag t = *this;
        t.single = true;
        return t;
    }
};
constexpr field_tag name(std::string_view n) { return {field_kind::automatic, n, {}}; }
constexpr field_tag attr(std::string_view n = {}) { return {field_kind::attr, n, {}}; }
constexpr field_tag optional(std::string_view n = {}) { return {field_kind::optional, n, {}}; }
// In an hcl::defaults(...) table: this attribute (or single block) must be
// present although T{} gives it a value.
constexpr field_tag required(std::string_view n = {}) {
    field_tag t{field_kind::automatic, n, {}};
    t.required = true;
    return t;
}
constexpr field_tag block(std::string_view type = {}) { return {field_kind::block, type, {}}; }
// One block whose attributes (and nothing else) fill a std::map<std::string,
// T>, each converted to T; a std::optional of such a map may be absent.
// hcldec's block_attrs: `tags { env = "prod" }` into tags["env"].
constexpr field_tag block_attrs(std::string_view type = {}) {
    field_tag t{field_kind::block, type, {}};
    t.attributes_only = true;
    return t;
}
constexpr field_tag label(std::string_view n = {}) { return {field_kind::label, n, {}}; }
constexpr field_tag remain() { return {field_kind::remain, {}, {}}; }
constexpr field_tag body() { return {field_kind::body, {}, {}}; }
constexpr field_tag def_range() { return {field_kind::def_range, {}, {}}; }
constexpr field_tag type_range() { return {field_kind::type_range, {}, {}}; }
constexpr field_tag label_range(std::string_view label) { return {field_kind::label_range, {}, label}; }
constexpr field_tag attr_range(std::string_view attribute) { return {field_kind::attr_range, {}, attribute}; }
constexpr field_tag attr_name_range(std::string_view attribute) {
    return {field_kind::attr_name_range, {}, attribute};
}
constexpr field_tag attr_value_range(std::string_view attribute) {
    return {field_kind::attr_value_range, {}, attribute};
}
constexpr field_tag ignore() { return {field_kind::ignore, {}, {}}; }
// A member of reflected struct type G whose attributes, blocks, attribute
// range captures and nested groups are items of the enclosing body, read
// exactly as if they were the enclosing struct's own members (no block of
// its own, so G has no label, remain, body or block range members). In the
// struct's value G is a nested object under `name` (default: the member's
// name), as hcldec gives an object spec inside an object spec.
constexpr field_tag group(std::string_view n = {}) { return {field_kind::group, n, {}}; }
}  // namespace tag

// One entry of a described struct's table: a member and its tag.
template <class P>
struct field_entry {
    P member;
    tag::field_tag tag;

    // This entry with a description of the member: field(&s::port).doc("...").
    constexpr field_entry doc(doc_text d) const { return {member, tag.doc(d)}; }
};
template <class C, class M>
constexpr field_entry<M C::*> field(M C::*member, tag::field_tag t) {
    return {member, t};
}
// An entry that changes nothing but what .doc() adds: the member's role
// comes from its type.
template <class C, class M>
constexpr field_entry<M C::*> field(M C::*member) {
    return {member, tag::field_tag{}};
}
// The table of a struct: entries for some members, any order; each entry a
// member the struct has (a described struct: one its description lists, own
// or inherited), none twice.
template <class... P>
struct field_table {
    std::tuple<field_entry<P>...> entries;
    // hcl::defaults(...): every attribute and single block may be absent
    // and then keeps its value in T{} (except those tagged required()).
    bool keep_defaults = false;
    // The struct's own description (its blocks', its spec's): doc().
    doc_text description{};

    // This table with a description of the struct.
    constexpr field_table doc(doc_text d) const {
        field_table t = *this;
        t.description = d;
        return t;
    }
};
template <class... P>
constexpr field_table<P...> fields(field_entry<P>... entries) {
    return {std::tuple<field_entry<P>...>(entries...), false, {}};
}
// As hcl::fields, for a struct whose attributes and single blocks are all
// optional: one that is absent keeps the value T{} gives it (a member
// initializer, `int replicas = 1;`). tag::required() marks the exceptions.
template <class... P>
constexpr field_table<P...> defaults(field_entry<P>... entries) {
    return {std::tuple<field_entry<P>...>(entries...), true, {}};
}
// The table of an aggregate: one tag per member, in member order.
template <std::size_t N>
struct ordered_tags {
    std::array<tag::field_tag, N> tags;
    doc_text description{};  // the struct's own: doc()

    constexpr ordered_tags doc(doc_text d) const {
        ordered_tags t = *this;
        t.description = d;
        return t;
    }
};
template <class... Tags>
constexpr ordered_tags<sizeof...(Tags)> field_order(Tags... tags) {
    return {{tag::field_tag(tags)...}, {}};
}

// One member as the schema sees it (all resolved: kind is never automatic).
struct field_info {
    std::string_view member;  // C++ member name (aggregates: the HCL name)
    std::string_view name;    // attribute name, block type or label name
    field_kind kind = field_kind::attr;
    block_shape shape = block_shape::none;
    bool required = false;    // attributes; one-block members
    std::string_view target;  // label_range / attr_*range
    std::size_t min_items = 0;  // many-block members: the bounds of tag::items()
    std::size_t max_items = 0;  // (0: no limit)
    std::size_t keys = 0;       // maps of blocks: how many labels key them (map levels)
    bool attributes_only = false;  // tag::block_attrs: a map filled from one block's attributes
    std::string_view key{};        // its name in the struct's value: tag.value_name(), else `name`
    std::string_view inner{};      // a block member of values: the attribute inside each block (tag.attr())
};
// A group member's own field_info (kind group) names the member; `key` is
// its name in the struct's value. Its struct's members take part in the
// body as the enclosing struct's own: see detail::flat_fields_v.

template <std::size_t N>
struct struct_schema {
    std::array<field_info, N> fields;
    std::size_t label_count = 0;
    bool partial = false;  // has a remain member
    static constexpr std::size_t size() { return N; }
};

HCL_END_NAMESPACE

#include <hcl/detail/reflect.hpp>

HCL_BEGIN_NAMESPACE

// The schema of a reflected struct: one field_info per member, in member
// order. Evaluated at compile time; invalid annotations are compile errors
// whose message names the member.
template <class T>
constexpr auto schema_of() {
    static_assert(detail::reflected<T>,
                  "hcl::schema_of<T>: T is not a plain aggregate, not described (BOOST_DESCRIBE_STRUCT) and "
                  "has no hcl_fields(hcl::type_tag<T>) tag table");
    return detail::checked_schema<T>();
}

HCL_END_NAMESPACE
