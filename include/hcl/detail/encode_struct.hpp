// Template half of <hcl/encode.hpp>: walks a reflected struct's schema and
// fills the syntax-neutral tree of <hcl/detail/encode_tree.hpp>. Only the
// member access depends on the C++ type; writing text is compiled.
#pragma once

#include <hcl/annotate.hpp>
#include <hcl/config.hpp>
#include <hcl/detail/encode_tree.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/expression.hpp>
#include <hcl/value_to.hpp>

#include <algorithm>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {

template <class T>
void encode_fields(const T& x, encoded_body& out);

// An expression member is written as its native-syntax text when its syntax
// keeps one, and otherwise as its value when it has one without variables or
// functions; else there is nothing to write. Adds the attribute to `out`
// when there is something.
void encode_expression_attribute(const expression& e, std::string_view name, encoded_body& out);
// A `remain` body's items, when its syntax can list them without a schema
// (body_node::all_content: the native syntax): its attributes as expression
// members, its blocks with their bodies likewise. Otherwise nothing.
void encode_remaining_body(const body& b, encoded_body& out);

template <class S>
encoded_block encode_block_of(const S& s, std::string_view type, std::span<const std::string* const> keys) {
    encoded_block b;
    b.type = std::string(type);
    constexpr std::string_view doc = struct_doc<S>().text;
    b.doc = doc;
    constexpr auto& schema = schema_v<S>;
    [&]<std::size_t... K>(std::index_sequence<K...>) {
        auto one = [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
            if constexpr (schema.fields[I].kind == field_kind::label) b.labels.push_back(member<I>(s));
        };
        (void)one;  // a struct with no members
        (one(std::integral_constant<std::size_t, K>{}), ...);
    }(std::make_index_sequence<schema.size()>{});
    // A map of blocks is keyed by the first label (a map of maps by the
    // first two, ...), which the struct's label members may capture too.
    for (std::size_t k = 0; k < keys.size(); ++k) {
        if (k < b.labels.size()) {
            b.labels[k] = *keys[k];
        } else {
            b.labels.push_back(*keys[k]);
        }
    }
    encode_fields(s, b.body);
    return b;
}

// The entries of a map, sorted by key (hash maps have no stable order).
template <class M>
std::vector<const typename M::value_type*> sorted_entries(const M& m) {
    std::vector<const typename M::value_type*> entries;
    for (const auto& e : m) entries.push_back(&e);
    if constexpr (is_specialization_v<M, std::unordered_map>) {
        std::sort(entries.begin(), entries.end(), [](auto* a, auto* b) { return a->first < b->first; });
    }
    return entries;
}

// The blocks of a map (of maps) of blocks, sorted by key at each level
// (hash maps have no stable order); `keys` holds the outer levels' keys.
template <class M>
void encode_keyed_blocks(const M& m, std::string_view type, std::vector<const std::string*>& keys,
                         encoded_body& out) {
    for (const auto* e : sorted_entries(m)) {
        keys.push_back(&e->first);
        if constexpr (reflected<typename M::mapped_type>) {
            out.blocks.push_back(encode_block_of(e->second, type, keys));
        } else {
            encode_keyed_blocks(e->second, type, keys, out);
        }
        keys.pop_back();
    }
}

template <class M>
void encode_blocks(const M& m, std::string_view type, encoded_body& out) {
    constexpr block_shape shape = block_shape_of<M>();
    if constexpr (shape == block_shape::one) {
        out.blocks.push_back(encode_block_of(m, type, {}));
    } else if constexpr (shape == block_shape::optional) {
        if (m) out.blocks.push_back(encode_block_of(*m, type, {}));
    } else if constexpr (shape == block_shape::many) {
        for (const auto& e : m) out.blocks.push_back(encode_block_of(e, type, {}));
    } else if constexpr (shape == block_shape::by_label) {
        std::vector<const std::string*> keys;
        encode_keyed_blocks(m, type, keys, out);
    }
}

// A block_attrs member: one block holding the map's entries as attributes
// (none for an empty optional).
template <class M>
void encode_attributes_block(const M& m, std::string_view type, encoded_body& out) {
    if constexpr (is_optional_v<M>) {
        if (m) encode_attributes_block(*m, type, out);
    } else {
        encoded_block b;
        b.type = std::string(type);
        for (const auto& [name, value] : m) b.body.attributes.push_back({name, to_value(value), {}});
        out.blocks.push_back(std::move(b));
    }
}

template <class M>
void encode_attribute(const M& m, std::string_view name, encoded_body& out) {
    if constexpr (is_optional_v<M>) {
        if (m) out.attributes.push_back({std::string(name), to_value(*m), {}});
    } else if constexpr (std::is_same_v<M, expression>) {
        encode_expression_attribute(m, name, out);
    } else {
        out.attributes.push_back({std::string(name), to_value(m), {}});
    }
}

// One block of a member of values: the element as its one attribute.
template <class E>
void encode_value_block(const E& e, std::string_view type, std::string_view inner,
                        const std::vector<const std::string*>& keys, encoded_body& out) {
    encoded_block b;
    b.type = std::string(type);
    for (const auto* k : keys) b.labels.push_back(*k);
    encode_attribute(e, inner, b.body);
    out.blocks.push_back(std::move(b));
}

// A block member of values (tag::block(...).attr(...)): a block per element,
// maps sorted by key at each level as for blocks of structs.
template <block_shape Shape, std::size_t Levels, class M>
void encode_value_blocks(const M& m, std::string_view type, std::string_view inner,
                         std::vector<const std::string*>& keys, encoded_body& out) {
    if constexpr (Shape == block_shape::optional) {
        if (m) encode_value_block(*m, type, inner, keys, out);
    } else if constexpr (Shape == block_shape::many) {
        for (const auto& e : m) encode_value_block(e, type, inner, keys, out);
    } else if constexpr (Shape == block_shape::by_label && Levels > 0) {
        for (const auto* e : sorted_entries(m)) {
            keys.push_back(&e->first);
            encode_value_blocks<Shape, Levels - 1>(e->second, type, inner, keys, out);
            keys.pop_back();
        }
    } else {
        encode_value_block(m, type, inner, keys, out);
    }
}

// The description of what one member wrote from `attributes` and `blocks`
// on: on its attribute, on its first block (the member's, else the block
// struct's own); later blocks of the member repeat none.
inline void note_docs(encoded_body& out, std::size_t attributes, std::size_t blocks, std::string_view doc) {
    if (attributes < out.attributes.size()) out.attributes[attributes].doc = doc;
    if (blocks < out.blocks.size() && !doc.empty()) out.blocks[blocks].doc = doc;
    for (std::size_t i = blocks + 1; i < out.blocks.size(); ++i) out.blocks[i].doc = {};
}

template <class T>
void encode_fields(const T& x, encoded_body& out) {
    constexpr auto& schema = schema_v<T>;
    [&]<std::size_t... K>(std::index_sequence<K...>) {
        auto one = [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
            constexpr field_info f = schema.fields[I];
            using M = member_t<T, I>;
            const std::size_t attributes_before = out.attributes.size();
            const std::size_t blocks_before = out.blocks.size();
            if constexpr (f.kind == field_kind::attr) {
                // (A member type with no conversion stops the compile here, naming the member.)
                if constexpr (attribute_member_ok<T, I, false>()) encode_attribute(member<I>(x), f.name, out);
            } else if constexpr (f.kind == field_kind::block && f.attributes_only) {
                encode_attributes_block(member<I>(x), f.name, out);
            } else if constexpr (f.kind == field_kind::block && !f.inner.empty()) {
                std::vector<const std::string*> keys;
                encode_value_blocks<f.shape, f.keys>(member<I>(x), f.name, f.inner, keys, out);
            } else if constexpr (f.kind == field_kind::block) {
                encode_blocks(member<I>(x), f.name, out);
            } else if constexpr (f.kind == field_kind::group) {
                encode_fields(member<I>(x), out);  // its items are this body's
            } else if constexpr (f.kind == field_kind::remain && reflected<M>) {
                encode_fields(member<I>(x), out);  // a flattened struct joins this body
            } else if constexpr (f.kind == field_kind::remain && std::is_same_v<M, attribute_map>) {
                for (const auto& [name, a] : member<I>(x)) encode_attribute(a.expression, name, out);
            } else if constexpr (f.kind == field_kind::remain && std::is_same_v<M, body>) {
                encode_remaining_body(member<I>(x), out);
            }
            if constexpr (f.kind != field_kind::group && f.kind != field_kind::remain) {
                // (Evaluated at compile time: tag_of compares member addresses
                // in an object that is never defined.)
                constexpr std::string_view doc = tag_of<T, I>().description.text;
                note_docs(out, attributes_before, blocks_before, doc);
            }
        };
        (void)one;  // a struct with no members
        (one(std::integral_constant<std::size_t, K>{}), ...);
    }(std::make_index_sequence<schema.size()>{});
}

}  // namespace detail
HCL_END_NAMESPACE
