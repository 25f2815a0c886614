// hcl::spec_of<T>() — the hcldec spec of an annotated struct.
//
// The bridge from the compile-time schema (<hcl/annotate.hpp>) to the
// run-time one (<hcl/spec.hpp>): spec_of<T>() builds the spec that describes
// T, so that for a body the struct decoder accepts,
//
//     hcl::spec::decode(body, hcl::spec_of<T>(), ctx).value
//
// holds the data hcl::to_value(hcl::decode<T>(body, ctx)) gives, and the
// spec rejects what the decoder rejects. hcl::spec::write(hcl::spec_of<T>())
// is T's schema as a spec file. Kept out of <hcl/spec.hpp> so that spec
// users do not compile the reflection machinery.
//
// In short: attributes are attr specs (type: implied_type of the member;
// a default as default_ of a literal), labels label specs, blocks block,
// block_list or block_map specs (a map of blocks whose struct has labels: a
// transform over a block_list), groups object specs (reading the same
// body, as hcldec's object inside an object does); range captures, ignore, body and remain
// members have no spec. Descriptions (.doc() on a member's tag or entry, on
// a struct's table) become the specs' descriptions: a member's on its
// spec, a struct's on its object spec. docs/spec-decoding.md ("From an annotated struct")
// has the whole mapping and where the two values differ (collection types,
// C++ conversions that change values, defaults of explicit nulls).
//
// A block sequence or map member whose default initializer already holds
// blocks has no spec (the decoder decodes into those elements): spec_of
// throws std::invalid_argument naming the member.
#pragma once

#include <hcl/annotate.hpp>
#include <hcl/config.hpp>
#include <hcl/expression.hpp>
#include <hcl/spec.hpp>
#include <hcl/type.hpp>
#include <hcl/value.hpp>
#include <hcl/value_to.hpp>

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

namespace detail::spec_of_impl {

// A transform over `list` (a block_list) whose result is `result`, built
// as a spec file would read it: with the spec definition functions and the
// expression's source text, so that spec::write and spec::parse give back
// an equal spec.
inline spec::spec transform_over(spec::spec list, const std::string& result) {
    auto parsed = spec::parse("transform {\n  result = " + result + "\n  literal {\n    value = null\n  }\n}\n",
                              "spec_of.hcldec");
    const auto* t = parsed.spec.root.get_if<spec::transform>();
    if (parsed.has_errors() || !t) throw std::logic_error("hcl::spec_of: " + parsed.diagnostics.to_string());
    spec::transform out = *t;
    out.nested = std::move(list);
    return out;
}

// A map of blocks keyed by the label the element's attribute `key` holds.
inline spec::spec keyed_by(spec::spec list, std::string_view key) {
    // Labels are HCL identifiers: nothing in them needs escaping.
    return transform_over(std::move(list), "{for v in nested : v[\"" + std::string(key) + "\"] => v}");
}

[[noreturn]] inline void prefilled(std::string_view member, const char* what) {
    throw std::invalid_argument("hcl::spec_of: member \"" + std::string(member) + "\" is a " + what +
                                " of blocks whose default initializer holds elements; the decoder decodes into "
                                "those, which no spec can express");
}

// The map of a block_attrs member (std::optional<Map> or Map).
template <class M>
struct attributes_map_of {
    using type = M;
};
template <class M>
struct attributes_map_of<std::optional<M>> {
    using type = M;
};

template <class S>
spec::object struct_spec(const S& proto, bool in_block);

// `s` with the description `d` (an annotation's .doc()), unless it is empty.
inline spec::spec documented(spec::spec s, doc_text d) {
    if (d.empty()) return s;
    return s.with_doc(spec::description{std::string(d.text), d.markdown});
}

// The object spec of a block's struct S, with S's own description.
template <class S>
spec::spec block_body_spec(const S& proto) {
    return documented(struct_spec<S>(proto, true), struct_doc<S>());
}

template <class T, std::size_t K>
spec::spec struct_block_member(const T& proto);

// The spec of block member K of T when its elements are values
// (tag::block(...).attr(...)): the block spec of its shape over the attr.
template <class T, std::size_t K>
spec::spec value_block_member() {
    constexpr field_info f = schema_v<T>.fields[K];
    using E = value_element_t<T, K>;
    const bool required = !tag_of<T, K>().inner_optional && !is_optional_v<E> && !std::is_same_v<E, expression>;
    spec::spec nested = spec::attr{.name = std::string(f.inner), .type = implied_type<E>(), .required = required};
    const std::string type(f.name);
    if constexpr (f.shape == block_shape::many) {
        return spec::block_list{
            .block_type = type, .nested = std::move(nested), .min_items = f.min_items, .max_items = f.max_items};
    } else if constexpr (f.shape == block_shape::by_label) {
        spec::block_map out{.block_type = type, .nested = std::move(nested)};
        for (std::size_t k = 0; k < f.keys; ++k) out.labels.push_back(key_label_name(f.target, k));
        return out;
    } else {
        return spec::block{.block_type = type, .nested = std::move(nested), .required = f.required};
    }
}

// The spec of block member K of T (`proto`'s member as the decoder finds it).
template <class T, std::size_t K>
spec::spec block_member(const T& proto) {
    constexpr field_info f = schema_v<T>.fields[K];
    if constexpr (!f.inner.empty()) {
        return value_block_member<T, K>();
    } else {
        return struct_block_member<T, K>(proto);
    }
}

// The spec of block member K of T whose elements are structs.
template <class T, std::size_t K>
spec::spec struct_block_member(const T& proto) {
    constexpr field_info f = schema_v<T>.fields[K];
    using M = member_t<T, K>;
    using S = typename block_element<M>::type;
    const std::string type(f.name);
    const M& m = member<K>(proto);
    if constexpr (f.shape == block_shape::one) {
        if constexpr (f.required) {
            return spec::block{.block_type = type, .nested = block_body_spec<S>(m), .required = true};
        } else {
            // hcl::defaults: an absent block leaves the member as T{} has it.
            return spec::default_{spec::block{.block_type = type, .nested = block_body_spec<S>(m)},
                                  spec::literal{to_value(m)}};
        }
    } else if constexpr (f.shape == block_shape::optional) {
        // An absent block leaves the member as it is; a present one is
        // decoded into the S it holds, if any.
        if (!m) return spec::block{.block_type = type, .nested = block_body_spec<S>(S{})};
        return spec::default_{spec::block{.block_type = type, .nested = block_body_spec<S>(*m)},
                              spec::literal{to_value(*m)}};
    } else if constexpr (f.shape == block_shape::many) {
        if (!m.empty()) prefilled(f.member, "sequence");
        return spec::block_list{.block_type = type,
                                .nested = block_body_spec<S>(S{}),
                                .min_items = f.min_items,
                                .max_items = f.max_items};
    } else {
        static_assert(f.shape == block_shape::by_label);
        if (!m.empty()) prefilled(f.member, "map");
        spec::spec nested = block_body_spec<S>(S{});
        constexpr auto& inner = schema_v<S>;
        if constexpr (f.keys > 1) {
            // A map of maps: one block_map level per label.
            if (inner.label_count > 0 || spec::implied_type(nested).has_dynamic_types()) {
                throw std::invalid_argument("hcl::spec_of: member \"" + std::string(f.member) +
                                            "\" is a map of maps of blocks whose struct has label members or "
                                            "values of any type, which no block_map can express");
            }
            spec::block_map out{.block_type = type, .nested = std::move(nested)};
            for (std::size_t k = 0; k < f.keys; ++k) out.labels.push_back(key_label_name(f.target, k));
            return out;
        } else if constexpr (inner.label_count > 0) {
            // The key is the first label, which S's first label member also
            // takes.
            std::string_view key;
            for (const auto& g : inner.fields) {
                if (g.kind == field_kind::label && key.empty()) key = g.key;
            }
            return keyed_by(spec::block_list{.block_type = type, .nested = std::move(nested)}, key);
        } else {
            // One label, named as the decoder's schema names it.
            if (!spec::implied_type(nested).has_dynamic_types()) {
                return spec::block_map{
                    .block_type = type, .labels = {key_label_name(f.target, 0)}, .nested = std::move(nested)};
            }
            // block_map may not hold the dynamic pseudo-type: {key, value}
            // objects in a list, made a map by a transform.
            spec::object entry{{{"key", spec::label{.index = 0, .name = "name"}}, {"value", std::move(nested)}}};
            return transform_over(spec::block_list{.block_type = type, .nested = std::move(entry)},
                                  "{for v in nested : v.key => v.value}");
        }
    }
}

// The spec of attribute member K of T.
template <class T, std::size_t K>
spec::spec attribute_member(const T& proto) {
    constexpr field_info f = schema_v<T>.fields[K];
    using M = member_t<T, K>;
    if constexpr (std::is_same_v<M, expression>) {
        return spec::attr{.name = std::string(f.name)};
    } else {
        spec::attr a{.name = std::string(f.name), .type = implied_type<M>(), .required = f.required};
        if (f.required) return a;
        // Absent, the member keeps the value it has.
        value fallback = to_value(member<K>(proto));
        if (fallback.is_null()) return a;
        return spec::default_{std::move(a), spec::literal{std::move(fallback)}};
    }
}

template <class S>
spec::object struct_spec(const S& proto, bool in_block) {
    constexpr auto& s = schema_v<S>;
    spec::object out;
    std::size_t labels = 0;
    [&]<std::size_t... K>(std::index_sequence<K...>) {
        auto one = [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
            constexpr field_info f = s.fields[I];
            [[maybe_unused]] constexpr doc_text doc = tag_of<S, I>().description;
            if constexpr (f.kind == field_kind::attr) {
                out.members.emplace_back(std::string(f.key), documented(attribute_member<S, I>(proto), doc));
            } else if constexpr (f.kind == field_kind::block && f.attributes_only) {
                using Map = typename attributes_map_of<member_t<S, I>>::type;
                out.members.emplace_back(
                    std::string(f.key),
                    documented(spec::block_attrs{.block_type = std::string(f.name),
                                                 .element_type = implied_type<typename Map::mapped_type>(),
                                                 .required = f.required},
                               doc));
            } else if constexpr (f.kind == field_kind::block) {
                out.members.emplace_back(std::string(f.key), documented(block_member<S, I>(proto), doc));
            } else if constexpr (f.kind == field_kind::group) {
                // hcldec's object inside an object reads the same body.
                using G = member_t<S, I>;
                out.members.emplace_back(
                    std::string(f.key),
                    documented(struct_spec<G>(member<I>(proto), in_block), doc.empty() ? struct_doc<G>() : doc));
            } else if constexpr (f.kind == field_kind::label) {
                const std::size_t index = labels++;
                if (in_block) {
                    out.members.emplace_back(
                        std::string(f.key), documented(spec::label{.index = index, .name = std::string(f.name)}, doc));
                } else {
                    out.members.emplace_back(std::string(f.key),
                                             documented(spec::literal{to_value(member<I>(proto))}, doc));
                }
            }
            // remain, body, range captures, ignore: no spec (see above).
        };
        (void)one;  // a struct with no members (an empty group or block)
        (one(std::integral_constant<std::size_t, K>{}), ...);
    }(std::make_index_sequence<s.size()>{});
    return out;
}

}  // namespace detail::spec_of_impl

// The spec describing the annotated struct T (see above). Built once per
// type; copies share it.
template <class T>
spec::spec spec_of() {
    static_assert(detail::reflected<T>,
                  "hcl::spec_of<T>: T is not a plain aggregate, not described (BOOST_DESCRIBE_STRUCT) and has no "
                  "hcl_fields(hcl::type_tag<T>) tag table");
    static const spec::spec s =
        detail::spec_of_impl::documented(detail::spec_of_impl::struct_spec<T>(T{}, false), detail::struct_doc<T>());
    return s;
}

HCL_END_NAMESPACE
