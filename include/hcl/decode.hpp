// Decoding HCL bodies into annotated C++ structs (see <hcl/annotate.hpp> for
// the annotations and docs/decoder.md for the design).
//
//   auto r = hcl::try_decode<config>(file->body(), &ctx);   // value + diagnostics
//   config c = hcl::decode<config>(body, &ctx);             // throws hcl::error
//   hcl::decode_into(c, body, &ctx);                        // only present items overwrite
//   auto p = hcl::try_decode_partial<part>(body);           // value + remaining body
//   auto f = hcl::try_decode_file<config>("app.hcl");       // syntax by extension
//   auto t = hcl::try_decode_string<config>(text, "app.hcl");  // text: std::string or shared_ptr
//
// Decoding from text or a file decodes a native file's top-level blocks as
// the parser finishes them, and drops the tree of each one the value does
// not refer to (faster and smaller for large files, same result; see
// docs/decoder.md "Decoding while parsing").
//
// Every problem is reported, not just the first; each diagnostic has a
// source range and a logical path (`service "web" > process "main" > timeout`).
// Works over any syntax behind hcl::body.
#pragma once

#include <hcl/annotate.hpp>
#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/detail/decode_walk.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/expression.hpp>
#include <hcl/file.hpp>
#include <hcl/value_to.hpp>

#include <iterator>
#include <memory>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

template <class T>
struct decode_result {
    T value;
    hcl::diagnostics diagnostics;
    // The files read from text or paths, for hcl::render_text(result): all
    // of them whenever there are diagnostics; none from try_decode(body).
    // A clean decode that dropped top-level blocks' syntax trees as it
    // parsed (see above) lists no file, as the file is no longer whole. To
    // keep a file, parse it and decode its body; values that refer to a
    // file (hcl::expression, hcl::body members) keep it alive themselves.
    std::vector<std::shared_ptr<const hcl::file>> files;

    bool has_errors() const noexcept { return diagnostics.has_errors(); }
};

template <class T>
struct partial_decode_result {
    T value;
    hcl::body remain;  // what T did not take, for another part of the program
    hcl::diagnostics diagnostics;

    bool has_errors() const noexcept { return diagnostics.has_errors(); }
};

namespace detail {

template <class T>
struct_view view_of();

// After evaluating attribute `name`: gives the diagnostics added since
// `before` their logical path, and says whether none of them is an error.
inline bool evaluated_cleanly(decode_state& st, std::size_t before, std::string_view name) {
    if (st.diags->size() == before) return true;
    stamp_path(st, before, name);
    for (std::size_t i = before; i < st.diags->size(); ++i) {
        if ((*st.diags)[i].is_error()) return false;
    }
    return true;
}

// When the attribute builds a tuple from parts (Part = value: a tuple
// constructor, a `for` expression) or is an object constructor of bare
// names (Part = value_attribute): evaluates its parts into `parts` and
// converts them into the sequence or map `m`, as decode_attribute would
// convert the whole tuple or object, and returns true. Otherwise returns
// false, having evaluated nothing.
template <class M, class Part>
bool decode_parts(M& m, const attribute_view& a, decode_state& st, std::vector<Part>& parts) {
    constexpr bool elements = std::is_same_v<Part, value>;
    parts.clear();
    const std::size_t before = st.diags->size();
    bool whole = false;  // parts holds the expression's value, not its elements
    if constexpr (elements) {
        const elements_result r = a.node->evaluate_elements(st.ctx, *st.diags, parts);
        if (r == elements_result::declined) return false;
        whole = r == elements_result::whole;
    } else {
        if (!a.node->evaluate_attributes(st.ctx, *st.diags, parts)) return false;
    }
    if (evaluated_cleanly(st, before, a.name)) {
        conversion cx(conversion_options{st.options.allow_unsafe});
        bool converted = false;
        if constexpr (elements) {
            converted = whole ? from_value(parts.front(), m, cx)
                              : sequence_from_elements(std::span<const Part>(parts), m, cx);
        } else {
            converted = map_from_attributes(std::span<const Part>(parts), m, cx);
        }
        if (!converted) report_conversion_failure(a.node, cx.take_failure(), st, a.name);
    }
    // The values are done with either way: nothing they hold outlives the
    // attribute.
    parts.clear();
    return true;
}

// Evaluates the attribute and converts it into `m`.
template <class M>
void decode_attribute(M& m, const attribute_view& a, decode_state& st) {
    if constexpr (std::is_same_v<M, expression>) {
        m = a.owning();
    } else {
        if constexpr (is_sequence_v<M> && !has_converter<M> && !has_adl_from_value<M>) {
            // A tuple constructor or `for` expression into a std::vector
            // (list, deque): its elements are converted as they come, with
            // no tuple value built around them. Same values, diagnostics and
            // conversion as below.
            if (a.node && decode_parts(m, a, st, st.elements)) return;
        } else if constexpr (is_string_map_v<M> && !has_converter<M> && !has_adl_from_value<M>) {
            // Likewise an object constructor into a std::map.
            if (a.node && decode_parts(m, a, st, st.attributes)) return;
        }
        // Evaluated straight into the decode's diagnostics; the path is
        // spelled out only when the evaluation had something to say.
        const std::size_t before = st.diags->size();
        const value v = a.node ? a.node->evaluate(st.ctx, *st.diags) : value();
        if (!evaluated_cleanly(st, before, a.name)) return;
        conversion cx(conversion_options{st.options.allow_unsafe});
        if (!from_value(v, m, cx)) report_conversion_failure(a.node, cx.take_failure(), st, a.name);
    }
}

// A block_attrs member: every attribute of the block's body (and nothing
// else: a nested block is an error), each converted into an entry.
template <class Map>
void decode_block_attributes(Map& map, const body_source& body, decode_state& st) {
    for (const auto& [name, a] : body.owning().just_attributes(*st.diags)) {
        decode_attribute(map[name], attribute_view(name, a.expression), st);
    }
}

// The element of a map (of maps) of blocks that the block with `labels`
// fills: one map level per label (the walk checks there are enough).
template <class M>
auto& keyed_block_element(M& m, std::span<const std::string_view> labels) {
    auto& next = m[std::string(labels.front())];
    if constexpr (reflected<typename M::mapped_type>) {
        return next;
    } else {
        return keyed_block_element(next, labels.subspan(1));
    }
}

// The element of a member of one block (not a sequence) that block `b` fills.
template <class M>
auto& single_block_element(M& m, const block_item& b) {
    constexpr block_shape shape = block_shape_of<M>();
    if constexpr (shape == block_shape::one) {
        return m;
    } else if constexpr (shape == block_shape::optional) {
        if (!m) m.emplace();
        return *m;
    } else {
        return keyed_block_element(m, b.labels);
    }
}

// What one block of a block member of values (K of T) is decoded into: a
// struct of the one attribute that gives the element.
template <class T, std::size_t K>
struct block_value {
    value_element_t<T, K> value{};

    friend constexpr auto hcl_fields(type_tag<block_value>) {
        constexpr tag::field_tag t = tag_of<T, K>();
        return field_order(t.inner_optional ? tag::optional(t.inner) : tag::attr(t.inner));
    }
};

// The element of a member of values (not a sequence) that block `b` fills.
template <block_shape Shape, std::size_t Levels, class M>
auto& single_value_element(M& m, std::span<const std::string_view> labels) {
    if constexpr (Shape == block_shape::optional) {
        if (!m) m.emplace();
        return *m;
    } else if constexpr (Shape == block_shape::by_label && Levels > 0) {
        return single_value_element<Shape, Levels - 1>(m[std::string(labels.front())], labels.subspan(1));
    } else {
        return m;
    }
}

// Decodes block `b` of member K of values into `element`.
template <class T, std::size_t K, class E>
void decode_value_block(E& element, const block_item& b, const body_source& body, decode_state& st) {
    block_value<T, K> one;
    decode_block(&one, view_of<block_value<T, K>>(), body, b, st);
    element = std::move(one.value);
}

// The operations of a member of many blocks (K of T) that size it and hand
// out its elements; the caller adds element_block.
template <class T, std::size_t K>
constexpr void sequence_ops(field_ops& o) {
    o.prepare_blocks = [](void* obj, std::size_t count, std::vector<void*>* elements) {
        auto& m = member<K>(*static_cast<T*>(obj));
        m.resize(count);
        if (!elements) return;
        elements->reserve(elements->size() + count);
        for (auto& e : m) elements->push_back(&e);
    };
    o.element_at = [](void* obj, std::size_t k) -> void* {
        auto& m = member<K>(*static_cast<T*>(obj));
        if (k < m.size()) return &*std::next(m.begin(), static_cast<std::ptrdiff_t>(k));
        return &m.emplace_back();
    };
}

template <class T, std::size_t K>
constexpr field_ops make_field_ops() {
    constexpr field_info f = schema_v<T>.fields[K];
    using M = member_t<T, K>;
    field_ops o;
    if constexpr (f.kind == field_kind::attr) {
        // (A member type with no conversion stops the compile here, naming the member.)
        if constexpr (attribute_member_ok<T, K, true>()) {
            o.attribute = [](void* obj, const attribute_view& a, decode_state& st) {
                decode_attribute(member<K>(*static_cast<T*>(obj)), a, st);
            };
        }
    } else if constexpr (f.kind == field_kind::block && f.attributes_only) {
        o.block = [](void* obj, const block_item&, const body_source& body, decode_state& st) {
            auto& m = member<K>(*static_cast<T*>(obj));
            if constexpr (is_optional_v<M>) {
                if (!m) m.emplace();
                decode_block_attributes(*m, body, st);
            } else {
                decode_block_attributes(m, body, st);
            }
        };
    } else if constexpr (f.kind == field_kind::block && !f.inner.empty()) {
        using E = value_element_t<T, K>;
        if constexpr (f.shape == block_shape::many) {
            sequence_ops<T, K>(o);
            o.element_block = [](void* element, const block_item& b, const body_source& body, decode_state& st) {
                decode_value_block<T, K>(*static_cast<E*>(element), b, body, st);
            };
        } else {
            o.block = [](void* obj, const block_item& b, const body_source& body, decode_state& st) {
                auto& m = member<K>(*static_cast<T*>(obj));
                constexpr field_info g = schema_v<T>.fields[K];
                decode_value_block<T, K>(single_value_element<g.shape, g.keys>(m, b.labels), b, body, st);
            };
        }
        o.nested_fields = []() -> std::span<const field_info> { return schema_v<block_value<T, K>>.fields; };
    } else if constexpr (f.kind == field_kind::block) {
        using S = typename block_element<M>::type;
        if constexpr (f.shape == block_shape::many) {
            sequence_ops<T, K>(o);
            o.element_block = [](void* element, const block_item& b, const body_source& body, decode_state& st) {
                decode_block(element, view_of<S>(), body, b, st);
            };
        } else {
            o.block = [](void* obj, const block_item& b, const body_source& body, decode_state& st) {
                decode_block(&single_block_element(member<K>(*static_cast<T*>(obj)), b), view_of<S>(), body, b, st);
            };
        }
        o.nested_fields = []() -> std::span<const field_info> { return schema_v<S>.fields; };
    } else if constexpr (f.kind == field_kind::label) {
        o.set_string = [](void* obj, std::string_view s) { member<K>(*static_cast<T*>(obj)) = std::string(s); };
    } else if constexpr (is_range(f.kind)) {
        o.set_range = [](void* obj, const source_range& r) { member<K>(*static_cast<T*>(obj)) = r; };
    } else if constexpr (f.kind == field_kind::remain || f.kind == field_kind::body) {
        o.set_body = [](void* obj, const body& b, decode_state& st) {
            auto& m = member<K>(*static_cast<T*>(obj));
            if constexpr (std::is_same_v<M, hcl::body>) {
                m = b;
            } else if constexpr (std::is_same_v<M, attribute_map>) {
                m = b.just_attributes(*st.diags);
            } else {
                decode_body(&m, view_of<M>(), b, nullptr, st);
            }
        };
    }
    return o;
}

template <class T>
inline constexpr auto ops_v = []<std::size_t... K>(std::index_sequence<K...>) {
    return std::array<field_ops, sizeof...(K)>{make_field_ops<T, K>()...};
}(std::make_index_sequence<schema_v<T>.size()>{});

template <class T>
constexpr auto make_flat_ops();

// T's operations in the order of flat_fields_v<T>: T's own, and those of
// each group's struct, reaching the group member K first.
template <class T>
inline constexpr auto flat_ops_v = make_flat_ops<T>();

// Flattened member J of group member K of T: G's operation on member K.
// Operations on an element (element_block) or on no object stay as they are.
template <class T, std::size_t K, std::size_t J>
constexpr field_ops grouped_ops() {
    using G = member_t<T, K>;
    constexpr field_ops inner = flat_ops_v<G>[J];
    field_ops o = inner;
    if constexpr (inner.attribute != nullptr) {
        o.attribute = [](void* obj, const attribute_view& a, decode_state& st) {
            flat_ops_v<G>[J].attribute(&member<K>(*static_cast<T*>(obj)), a, st);
        };
    }
    if constexpr (inner.block != nullptr) {
        o.block = [](void* obj, const block_item& b, const body_source& body, decode_state& st) {
            flat_ops_v<G>[J].block(&member<K>(*static_cast<T*>(obj)), b, body, st);
        };
    }
    if constexpr (inner.prepare_blocks != nullptr) {
        o.prepare_blocks = [](void* obj, std::size_t count, std::vector<void*>* elements) {
            flat_ops_v<G>[J].prepare_blocks(&member<K>(*static_cast<T*>(obj)), count, elements);
        };
    }
    if constexpr (inner.element_at != nullptr) {
        o.element_at = [](void* obj, std::size_t k) -> void* {
            return flat_ops_v<G>[J].element_at(&member<K>(*static_cast<T*>(obj)), k);
        };
    }
    if constexpr (inner.set_range != nullptr) {
        o.set_range = [](void* obj, const source_range& r) {
            flat_ops_v<G>[J].set_range(&member<K>(*static_cast<T*>(obj)), r);
        };
    }
    // (No label, remain or body member in a group: annotation errors.)
    return o;
}

template <class T>
constexpr auto make_flat_ops() {
    if constexpr (!has_groups<T>()) {
        return ops_v<T>;
    } else {
        constexpr auto& flat = flat_build_v<T>;
        return [&]<std::size_t... F>(std::index_sequence<F...>) {
            auto one = [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
                constexpr flat_origin from = flat.origin[I];
                if constexpr (from.grouped) {
                    return grouped_ops<T, from.member, from.inner>();
                } else {
                    return ops_v<T>[from.member];
                }
            };
            return std::array<field_ops, sizeof...(F)>{one(std::integral_constant<std::size_t, F>{})...};
        }(std::make_index_sequence<flat.fields.size()>{});
    }
}

// How the walk sees T: its members with each group's members in its place
// (the same as T's own for a struct without groups).
template <class T>
struct_view view_of() {
    if constexpr (has_groups<T>()) {
        constexpr auto& fields = flat_fields_v<T>;
        static const struct_plan plan = make_plan(fields, flat_ops_v<T>.data());
        return {fields, flat_ops_v<T>.data(), &plan};
    } else {
        static const struct_plan plan = make_plan(schema_v<T>.fields, ops_v<T>.data());
        return {schema_v<T>.fields, ops_v<T>.data(), &plan};
    }
}

}  // namespace detail

// --- bodies ---------------------------------------------------------------------
// Fills `out` from `b`: present items overwrite, absent optional items leave
// members as they are (so member initializers act as defaults).
template <class T>
diagnostics decode_into(T& out, const body& b, const eval_context* ctx = nullptr,
                        const decode_options& options = {}) {
    diagnostics diags;
    detail::decode_state st(ctx, &diags, options);
    detail::decode_body(&out, detail::view_of<T>(), b, nullptr, st);
    return diags;
}

template <class T>
decode_result<T> try_decode(const body& b, const eval_context* ctx = nullptr, const decode_options& options = {}) {
    decode_result<T> r{T{}, {}, {}};
    r.diagnostics = decode_into(r.value, b, ctx, options);
    return r;
}

template <class T>
T decode(const body& b, const eval_context* ctx = nullptr, const decode_options& options = {}) {
    auto r = try_decode<T>(b, ctx, options);
    if (r.has_errors()) throw error(std::move(r.diagnostics));
    return std::move(r.value);
}

// Takes only what T describes; the rest stays in `remain` for another
// decoder (the information model's partial processing).
template <class T>
partial_decode_result<T> try_decode_partial(const body& b, const eval_context* ctx = nullptr,
                                            const decode_options& options = {}) {
    partial_decode_result<T> r{T{}, {}, {}};
    detail::decode_state st(ctx, &r.diagnostics, options);
    detail::decode_body(&r.value, detail::view_of<T>(), b, nullptr, st, &r.remain);
    return r;
}

// --- expressions ------------------------------------------------------------------
template <class T>
decode_result<T> try_decode_expression(const expression& e, const eval_context* ctx = nullptr,
                                       const decode_options& options = {}) {
    decode_result<T> r{T{}, {}, {}};
    detail::decode_state st(ctx, &r.diagnostics, options);
    detail::decode_attribute(r.value, detail::attribute_view({}, e), st);
    return r;
}

template <class T>
T decode_expression(const expression& e, const eval_context* ctx = nullptr, const decode_options& options = {}) {
    auto r = try_decode_expression<T>(e, ctx, options);
    if (r.has_errors()) throw error(std::move(r.diagnostics));
    return std::move(r.value);
}

// --- text and files ---------------------------------------------------------------
namespace detail {
// Reads and parses a file, the syntax by its extension (".json": JSON
// syntax, anything else: native syntax); a file that cannot be read is a
// diagnostic.
parse_result parse_path(const std::string& path);

template <class T>
decode_result<T> decode_parsed(std::vector<parse_result> parsed, const eval_context* ctx,
                               const decode_options& options) {
    decode_result<T> r{T{}, {}, {}};
    std::vector<body> bodies;
    bool failed = false;
    for (auto& p : parsed) {
        failed = failed || p.has_errors();
        r.diagnostics.append(std::move(p.diagnostics));
        if (p.file) {
            bodies.push_back(p.file->body());
            r.files.push_back(std::move(p.file));
        }
    }
    if (failed) return r;  // a broken file would only add follow-on errors
    const body b = bodies.size() == 1 ? bodies.front() : merge_bodies(std::move(bodies));
    r.diagnostics.append(decode_into(r.value, b, ctx, options));
    return r;
}

template <class T>
void reset_object(void* object) {
    *static_cast<T*>(object) = T{};
}

template <class T>
text_decode text_decode_of(decode_result<T>& r, const eval_context* ctx, const decode_options& options) {
    text_decode d;
    d.object = &r.value;
    d.view = view_of<T>();
    if constexpr (std::is_move_assignable_v<T>) d.reset = &reset_object<T>;
    d.ctx = ctx;
    d.options = options;
    d.diags = &r.diagnostics;
    d.files = &r.files;
    return d;
}
}  // namespace detail

// Parses and decodes text; the syntax follows the file name's extension.
// The text is shared with the parsed file rather than copied.
template <class T>
decode_result<T> try_decode_string(std::shared_ptr<const std::string> source, std::string filename = "config.hcl",
                                   const eval_context* ctx = nullptr, const decode_options& options = {}) {
    decode_result<T> r{T{}, {}, {}};
    detail::decode_text(detail::text_decode_of(r, ctx, options), std::move(source), std::move(filename));
    return r;
}

template <class T>
decode_result<T> try_decode_string(std::string source, std::string filename = "config.hcl",
                                   const eval_context* ctx = nullptr, const decode_options& options = {}) {
    return try_decode_string<T>(std::make_shared<const std::string>(std::move(source)), std::move(filename), ctx,
                                options);
}

template <class T>
decode_result<T> try_decode_file(const std::string& path, const eval_context* ctx = nullptr,
                                 const decode_options& options = {}) {
    decode_result<T> r{T{}, {}, {}};
    detail::decode_path(detail::text_decode_of(r, ctx, options), path);
    return r;
}

// Several files read as one configuration (attributes may be defined in only
// one of them; blocks concatenate in the order given).
template <class T>
decode_result<T> try_decode_files(const std::vector<std::string>& paths, const eval_context* ctx = nullptr,
                                  const decode_options& options = {}) {
    std::vector<parse_result> parsed;
    for (const auto& p : paths) parsed.push_back(detail::parse_path(p));
    return detail::decode_parsed<T>(std::move(parsed), ctx, options);
}

template <class T>
T decode_string(std::string source, std::string filename = "config.hcl", const eval_context* ctx = nullptr,
                const decode_options& options = {}) {
    auto r = try_decode_string<T>(std::move(source), std::move(filename), ctx, options);
    if (r.has_errors()) throw error(std::move(r.diagnostics));
    return std::move(r.value);
}

template <class T>
T decode_file(const std::string& path, const eval_context* ctx = nullptr, const decode_options& options = {}) {
    auto r = try_decode_file<T>(path, ctx, options);
    if (r.has_errors()) throw error(std::move(r.diagnostics));
    return std::move(r.value);
}

HCL_END_NAMESPACE
