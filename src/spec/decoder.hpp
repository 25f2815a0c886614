// The decoder behind hcl::spec::decode and partial_decode (internal).
//
// Each body is read once with the schema its spec implies (schema_items:
// views into the syntax's data), and every spec reading that body takes
// its items from those: an object's members, an array's elements, a default_'s
// primary and fallback. Block specs decode each matching block's body the
// same way with their nested spec. Messages and ranges are the reference
// hcldec's.
//
// A decoder may be handed blocks of the root body decoded beforehand
// (add_streamed): decoding from text decodes top-level blocks as the parser
// finishes them and drops their syntax trees (decode_text.cpp). Those come
// before the root content's blocks of the same spec.
#pragma once

#include "spec/walk.hpp"
#include "values/go_quote.hpp"
#include "values/value_access.hpp"

#include <hcl/convert.hpp>
#include <hcl/spec.hpp>
#include <hcl/unicode.hpp>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace spec::detail {

// Whether values of `t` come out of a conversion to `t` with exactly the
// type `t`: no dynamic pseudo-type and no optional attributes inside.
inline bool exact_type(const hcl::type& t) {
    switch (t.kind()) {
    case type_kind::dynamic: return false;
    case type_kind::list:
    case type_kind::map:
    case type_kind::set: return exact_type(t.element_type());
    case type_kind::object:
        for (const auto& a : t.attributes()) {
            if (a.optional || !exact_type(a.type)) return false;
        }
        return true;
    case type_kind::tuple:
        return std::all_of(t.tuple_elements().begin(), t.tuple_elements().end(), exact_type);
    default: return true;
    }
}

inline bool canonical_key(std::string_view s) { return unicode::is_ascii(s) || unicode::is_nfc(s); }

// What the decoder knows of a spec before reading any body: its implied
// type and whether every value it decodes has exactly that type (then
// objects, maps and lists of its values are built with that type, without
// working it out or checking it value by value).
struct shape {
    hcl::type type;
    bool exact = false;
    // Objects: the members in name order, when the names are canonical
    // (NFC, unique) so the object can be built in that order directly.
    std::vector<std::uint32_t> order;
    bool ordered = false;
    // Block maps: the map type at each label level (0: the outermost).
    std::vector<hcl::type> levels;
    // Objects: each member's shape, in member order (no lookup per value).
    std::vector<const shape*> members;
    // Objects: the schema the object reads a body with when it is the
    // spec of the body (a block's nested spec), and for each member that
    // is an attr, its attribute's index in that schema (else -1).
    const body_schema* own_schema = nullptr;
    std::vector<std::int32_t> attribute_slots;
};

class decoder {
public:
    // `values` false: only the diagnostics are wanted (spec::check). Then
    // an object of an exact shape drops its members' values once decoded
    // and is an unknown value of its type, so no value of the whole body
    // is built; only a transform's nested spec, whose value its result
    // expression reads, is built in full. The diagnostics are the same:
    // where they depend on values (unifying the types of a block_list's
    // elements, a block_map's), the shape is not exact and the values are
    // built; a default_ looks only at whether its primary is null, and an
    // object is never null.
    explicit decoder(const eval_context* ctx, bool values = true) : ctx_(ctx), values_(values) {}

    // The labels label specs read: those of the block whose body is being
    // decoded, after the first `offset` (a block_map's keys).
    struct block_labels {
        std::span<const std::string_view> values;
        std::size_t offset = 0;
    };

    // Reads `node` with the schema of `s` and decodes it. With `remain`,
    // partially: the items the schema does not name go there. `labels`:
    // the block's, when the body is a block's. `root`: the root body, whose
    // blocks read by the specs given to add_streamed() begin with the
    // blocks decoded there.
    value decode_body(const body_node& node, const spec& s, std::shared_ptr<const body_node>* remain,
                      diagnostics& diags, const block_labels* labels = nullptr, bool root = false) {
        const body_schema& schema = schema_for(s);
        // One content_items per nesting level, reused from block to block.
        if (depth_ == pool_.size()) pool_.push_back(std::make_unique<hcl::detail::content_items>());
        hcl::detail::content_items& items = *pool_[depth_++];
        node.schema_items(schema, remain, items, diags);
        const body_view content{items, schema};
        const block_labels* outer_labels = labels_;
        const body_view* outer_root = root_;
        labels_ = labels;
        if (root) root_ = &content;
        value v = decode_in(content, s, no_name, diags);
        labels_ = outer_labels;
        root_ = outer_root;
        items.release();
        --depth_;
        return v;
    }

    // decode_body() of a public body handle (the empty handle: no items).
    value decode_body(const body& b, const spec& s, body* remain, diagnostics& diags, bool root = false) {
        const body_node& node = b.node() ? *b.node() : hcl::detail::empty_body_node();
        std::shared_ptr<const body_node> rest;
        value v = decode_body(node, s, remain ? &rest : nullptr, diags, nullptr, root);
        if (remain) *remain = body(std::move(rest));
        return v;
    }

    // Whether every value `s` decodes has exactly its implied type.
    bool exact(const spec& s) { return shape_of(s).exact; }

    // A root-body block decoded ahead of the root (cleanly: no diagnostics).
    struct streamed_block {
        // The block's labels: label_count of the decoder's streamed labels
        // from first_label (set by add_streamed).
        std::uint32_t first_label = 0;
        std::uint32_t label_count = 0;
        source_range def_range;
        std::optional<source_range> value_range;  // when the spec may need it for a message
        value v;
    };
    // Adds a block read by `reader` (the block_list, block_set or block_map
    // data of a spec of the root body), after those added before.
    void add_streamed(const void* reader, streamed_block b, std::span<const std::string_view> labels) {
        b.first_label = static_cast<std::uint32_t>(streamed_labels_.size());
        b.label_count = static_cast<std::uint32_t>(labels.size());
        streamed_labels_.insert(streamed_labels_.end(), labels.begin(), labels.end());
        streamed_[reader].push_back(std::move(b));
    }

private:
    // What one body holds for its spec (views into the syntax's data, see
    // body_node::schema_items), with the schema it was read with.
    struct body_view {
        const hcl::detail::content_items& items;
        const body_schema& schema;

        source_range missing_item_range() const { return items.missing_item_range(); }
        // The attribute `name`, when the body has it.
        const hcl::detail::attribute_item* attribute(std::string_view name) const {
            for (std::size_t k = 0; k < schema.attributes.size(); ++k) {
                if (schema.attributes[k].name == name) return items.attributes[k].present ? &items.attributes[k] : nullptr;
            }
            return nullptr;
        }
    };

    // decode_body() of a block's body, with its labels after `offset`.
    value decode_block(const hcl::detail::block_item& blk, const spec& nested, std::size_t offset, diagnostics& diags) {
        const block_labels labels{blk.labels, offset};
        return decode_body(*blk.body, nested, nullptr, diags, &labels);
    }

    // A handle to a block's body for the functions of the public interface
    // (it owns nothing: the body lives as long as the decode).
    static body body_of(const hcl::detail::block_item& blk) {
        return body(std::shared_ptr<const body_node>(std::shared_ptr<const body_node>(), blk.body));
    }

    static const expression_node* expression_of(const hcl::detail::attribute_item& a) {
        return a.full ? a.full->expression.node() : a.expression;
    }
    static source_range name_range_of(const hcl::detail::attribute_item& a) {
        return a.full ? a.full->name_range() : a.ranges.get(1);
    }

    // The blocks `reader` decoded ahead, when `content` is the root's.
    const std::deque<streamed_block>* streamed_for(const body_view& content, const void* reader) const {
        if (&content != root_) return nullptr;
        auto it = streamed_.find(reader);
        return it == streamed_.end() ? nullptr : &it->second;
    }

    const body_schema& schema_for(const spec& s) {
        auto [it, added] = schemas_.try_emplace(&s.data());
        if (added) it->second = schema_of(s, no_name);
        return it->second;
    }

    // The value of `s` over a body's content.
    value decode_in(const body_view& content, const spec& s, const std::string& implied, diagnostics& diags) {
        return decode_shaped(content, s, shape_of(s), implied, diags);
    }
    // The same with the spec's shape at hand.
    value decode_shaped(const body_view& content, const spec& s, const shape& sh, const std::string& implied,
                        diagnostics& diags) {
        return std::visit([&](const auto& k) { return decode_kind(content, k, sh, implied, diags); },
                          s.data().alternatives);
    }

    value decode_kind(const body_view& content, const object& o, const shape& sh, const std::string&, diagnostics& diags) {
        const bool keep = values_ || !sh.exact;
        if (sh.ordered) {
            const std::size_t n = o.members.size();
            decltype(value::access::new_attributes(n)) attributes;
            if (keep) attributes = value::access::new_attributes(n);
            // When the body was read with the object's own schema, its attr
            // members' attributes are found by their index in it.
            const bool own_schema = &content.schema == sh.own_schema;
            for (std::size_t k = 0; k < n; ++k) {
                const std::uint32_t m = sh.order[k];
                // (Not a structured binding: clang 14 cannot capture one.)
                const std::string& name = o.members[m].first;
                const spec& member = o.members[m].second;
                const std::int32_t slot = sh.attribute_slots[m];
                const auto decode_member = [&] {
                    if (own_schema && slot >= 0) {
                        const auto& item = content.items.attributes[static_cast<std::size_t>(slot)];
                        return decode_attribute(*member.get_if<attr>(), name, item.present ? &item : nullptr, diags);
                    }
                    return decode_shaped(content, member, *sh.members[m], name, diags);
                };
                if (!keep) {
                    decode_member();
                    continue;
                }
                // Built in place (no temporary member to move and destroy).
                attributes[k].first = name;
                value::access::emplace(attributes[k].second, decode_member);
            }
            if (!keep) return value::unknown(sh.type);
            if (sh.exact) return value::access::with_attributes(sh.type, std::move(attributes), n);
            return value::access::object_sorted(std::move(attributes), n);
        }
        std::vector<value_attribute> attributes;
        attributes.reserve(keep ? o.members.size() : 0);
        for (const auto& [name, member] : o.members) {
            value v = decode_in(content, member, name, diags);
            if (keep) attributes.emplace_back(name, std::move(v));
        }
        if (!keep) return value::unknown(sh.type);
        return value::object(std::move(attributes));
    }

    value decode_kind(const body_view& content, const array& a, const shape&, const std::string&, diagnostics& diags) {
        std::vector<value> elements;
        elements.reserve(a.elements.size());
        for (const auto& e : a.elements) elements.push_back(decode_in(content, e, no_name, diags));
        return value::tuple(std::move(elements));
    }

    value decode_kind(const body_view& content, const attr& a, const shape&, const std::string& implied, diagnostics& diags) {
        const std::string& name = name_or(a.name, implied);
        return decode_attribute(a, name, content.attribute(name), diags);
    }

    // The value of attr `a` named `name`, whose attribute is `found` (null:
    // absent).
    value decode_attribute(const attr& a, const std::string& name, const hcl::detail::attribute_item* found,
                           diagnostics& diags) {
        if (!found) return value::null(a.type);
        const expression_node* e = expression_of(*found);
        value v = e ? e->evaluate(ctx_, diags) : value::null(type::dynamic());
        if (a.type.is_dynamic() || v.type() == a.type) return v;  // what convert() gives, without a copy
        auto converted = convert(v, a.type);
        if (converted) return std::move(converted).value();
        const source_range where = e ? e->range() : found->ranges.get(0);
        auto& d = diags.add_error("Incorrect attribute value type",
                                  "Inappropriate value for attribute " + hcl::detail::go_quote(name) + ": " +
                                      converted.error().to_string() + ".",
                                  where);
        d.context = source_range::between(name_range_of(*found), where);
        return value::unknown(a.type);
    }

    // The first block of `type` (null: none, reported when `required`); a
    // second one is reported as a duplicate.
    const hcl::detail::block_item* single_block(const body_view& content, const std::string& type, bool required,
                                                diagnostics& diags) {
        const hcl::detail::block_item* found = nullptr;
        for (const auto& candidate : content.items.blocks) {
            if (candidate.type != type) continue;
            if (found) {
                diags.add_error("Duplicate " + type + " block",
                                "Only one block of type " + hcl::detail::go_quote(type) +
                                    " is allowed. Previous definition was at " + found->range(0).to_string() + ".",
                                candidate.range(0));
                break;
            }
            found = &candidate;
        }
        if (!found && required) {
            diags.add_error("Missing " + type + " block",
                            "A block of type " + hcl::detail::go_quote(type) + " is required here.",
                            content.missing_item_range());
        }
        return found;
    }

    value decode_kind(const body_view& content, const block& b, const shape&, const std::string& implied, diagnostics& diags) {
        const hcl::detail::block_item* found = single_block(content, name_or(b.block_type, implied), b.required, diags);
        if (!found) return value::null(nested_type(b.nested));
        return decode_block(*found, b.nested, 0, diags);
    }

    value decode_kind(const body_view& content, const block_list& b, const shape& sh, const std::string& implied, diagnostics& diags) {
        return decode_sequence(content, name_or(b.block_type, implied), b.nested, b.min_items, b.max_items,
                               false, sh, streamed_for(content, &b), diags);
    }
    value decode_kind(const body_view& content, const block_set& b, const shape& sh, const std::string& implied, diagnostics& diags) {
        return decode_sequence(content, name_or(b.block_type, implied), b.nested, b.min_items, b.max_items,
                               true, sh, streamed_for(content, &b), diags);
    }

    value decode_kind(const body_view& content, const block_map& b, const shape& sh, const std::string& implied,
                      diagnostics& diags) {
        const std::string& type = name_or(b.block_type, implied);
        const std::size_t depth = b.labels.size();
        const auto* streamed = streamed_for(content, &b);
        std::vector<map_entry> entries;
        entries.reserve((streamed ? streamed->size() : 0) + content.items.blocks.size());
        // Views of the labels of the blocks decoded ahead.
        std::vector<std::string_view> streamed_labels;
        if (streamed) {
            streamed_labels.assign(streamed_labels_.begin(), streamed_labels_.end());
            for (const auto& pre : *streamed) {
                entries.push_back(
                    {std::span(streamed_labels).subspan(pre.first_label, pre.label_count), nullptr, &pre, pre.v});
            }
        }
        for (const auto& candidate : content.items.blocks) {
            if (candidate.type != type || candidate.labels.size() < depth || depth == 0) continue;
            entries.push_back({candidate.labels, &candidate, nullptr, decode_block(candidate, b.nested, depth, diags)});
        }
        if (entries.empty()) return value::map_empty(sh.type.element_type());
        // In label order; of blocks with the same labels the first one
        // counts and the others are reported, in source order.
        std::vector<const map_entry*> order;
        order.reserve(entries.size());
        for (const auto& e : entries) order.push_back(&e);
        const auto key_less = [&](const map_entry* x, const map_entry* y) {
            const auto& a = x->labels;
            const auto& c = y->labels;
            return std::lexicographical_compare(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(depth), c.begin(),
                                                c.begin() + static_cast<std::ptrdiff_t>(depth));
        };
        // (Blocks are often written in order: then there is nothing to sort,
        // nor a buffer to allocate for it.)
        if (!std::is_sorted(order.begin(), order.end(), key_less)) std::stable_sort(order.begin(), order.end(), key_less);
        std::vector<const map_entry*> unique;
        std::vector<const map_entry*> repeated;
        unique.reserve(order.size());
        for (const map_entry* e : order) {
            if (!unique.empty() && !key_less(unique.back(), e)) {
                repeated.push_back(e);
            } else {
                unique.push_back(e);
            }
        }
        std::sort(repeated.begin(), repeated.end());  // entries are in source order
        for (const map_entry* e : repeated) {
            std::string labels;
            for (const auto& l : e->labels) labels += " " + hcl::detail::go_quote(l);
            diags.add_error("Duplicate " + type + " block",
                            "A block for " + type + labels + " was already defined. The " + type +
                                " labels must be unique.",
                            e->block ? e->block->range(0) : e->pre->def_range);
        }
        return nest_maps(unique, 0, unique.size(), 0, sh, type, diags);
    }

    value decode_kind(const body_view& content, const block_attrs& b, const shape&, const std::string& implied, diagnostics& diags) {
        const std::string& type = name_or(b.block_type, implied);
        const hcl::detail::block_item* found = single_block(content, type, b.required, diags);
        if (!found) return value::null(type::map(b.element_type));
        attribute_map attributes = found->body->just_attributes(diags);
        if (attributes.empty()) return value::map_empty(b.element_type);
        std::vector<value_attribute> entries;
        entries.reserve(attributes.size());
        for (const auto& [name, a] : attributes) {
            value v = evaluate(a.expression, diags);
            auto converted = convert(v, b.element_type);
            if (converted) {
                entries.emplace_back(name, std::move(converted).value());
                continue;
            }
            auto& d = diags.add_error("Invalid attribute value",
                                      "Invalid value for attribute of " + hcl::detail::go_quote(type) +
                                          " block: " + converted.error().to_string() + ".",
                                      a.expression.range());
            d.context = source_range::between(a.name_range(), a.expression.range());
            entries.emplace_back(name, value::unknown(b.element_type));
        }
        return make_map(std::move(entries), type, found->range(0), diags);
    }

    value decode_kind(const body_view&, const label& l, const shape&, const std::string&, diagnostics&) {
        // problem() and the schema make sure the label is there.
        if (!labels_ || labels_->offset + l.index >= labels_->values.size()) return value::null(type::string());
        return value::string(labels_->values[labels_->offset + l.index]);
    }

    value decode_kind(const body_view&, const literal& l, const shape&, const std::string&, diagnostics&) { return l.value; }

    value decode_kind(const body_view& content, const default_& d, const shape&, const std::string& implied, diagnostics& diags) {
        value v = decode_in(content, d.primary, implied, diags);
        if (!v.is_null()) return v;
        return decode_in(content, d.fallback, implied, diags);
    }

    value decode_kind(const body_view& content, const transform& t, const shape& sh, const std::string& implied,
                      diagnostics& diags) {
        diagnostics nested_diags;
        value nested = with_values([&] { return decode_in(content, t.nested, implied, nested_diags); });
        const bool failed = nested_diags.has_errors();
        diags.append(std::move(nested_diags));
        if (failed) return value::unknown(sh.type);
        if (!t.result) return nested;
        eval_context child = context_for(t).child();
        child.set_variable("nested", std::move(nested));
        return t.result.evaluate(child, diags);
    }

    // block_list and block_set.
    value decode_sequence(const body_view& content, const std::string& type, const spec& nested,
                          std::size_t min_items, std::size_t max_items, bool as_set, const shape& sh,
                          const std::deque<streamed_block>* streamed, diagnostics& diags) {
        std::vector<value> elements;
        // Where each element came from, for messages that point at one.
        std::vector<const hcl::detail::block_item*> blocks;
        std::vector<const streamed_block*> ahead;
        if (streamed) {
            for (const auto& pre : *streamed) {
                elements.push_back(pre.v);
                blocks.push_back(nullptr);
                ahead.push_back(&pre);
            }
        }
        for (const auto& candidate : content.items.blocks) {
            if (candidate.type != type) continue;
            elements.push_back(decode_block(candidate, nested, 0, diags));
            blocks.push_back(&candidate);
        }
        const auto range_of = [&](std::size_t i) {
            if (blocks[i]) {
                // A label's value lies in the block header.
                if (const auto* l = nested.get_if<label>(); l && l->index < blocks[i]->labels.size())
                    return blocks[i]->label_ranges().at(l->index);
                return value_range(body_of(*blocks[i]), nested);
            }
            return ahead[i]->value_range ? *ahead[i]->value_range : ahead[i]->def_range;
        };
        if (elements.size() < min_items) {
            diags.add_error("Insufficient " + type + " blocks",
                            "At least " + std::to_string(min_items) + " " + hcl::detail::go_quote(type) +
                                " blocks are required.",
                            content.missing_item_range());
        } else if (max_items > 0 && elements.size() > max_items) {
            diags.add_error("Too many " + type + " blocks",
                            "No more than " + std::to_string(max_items) + " " + hcl::detail::go_quote(type) +
                                " blocks are allowed",
                            range_of(max_items));
        }
        if (elements.empty()) {
            const hcl::type element = nested_type(nested);
            return as_set ? value::set_empty(element) : value::list_empty(element);
        }
        if (sh.exact && !as_set) {
            const std::size_t n = elements.size();
            auto items = value::access::new_elements(n);
            std::move(elements.begin(), elements.end(), items.get());
            return value::access::with_elements(sh.type, std::move(items), n);
        }
        if (!same_types(elements)) {
            std::vector<hcl::type> types;
            types.reserve(elements.size());
            for (const auto& e : elements) types.push_back(e.type());
            auto unified = unify_unsafe(types);
            if (!unified) {
                diags.add_error("Unconsistent argument types in " + type + " blocks",
                                "Corresponding attributes in all blocks of this type must be the same.",
                                range_of(0));
                return value::dynamic();
            }
            for (std::size_t i = 0; i < elements.size(); ++i) {
                if (elements[i].type() == *unified) continue;
                auto converted = convert(elements[i], *unified);
                if (!converted) {
                    diags.add_error("Unconsistent argument types in " + type + " blocks",
                                    "Block with index " + std::to_string(i) +
                                        " has inconsistent argument types: " + converted.error().to_string() + ".",
                                    range_of(i));
                    return value::dynamic();
                }
                elements[i] = std::move(converted).value();
            }
            // Unified to a type with `any` in it, the elements can still
            // differ (the reference makes them unknown and fails later).
            if (!same_types(elements)) {
                diags.add_error("Unconsistent argument types in " + type + " blocks",
                                "Corresponding attributes in all blocks of this type must be the same.", range_of(0));
                return value::dynamic();
            }
        }
        return as_set ? value::set(std::move(elements)) : value::list(std::move(elements));
    }

    struct map_entry {
        std::span<const std::string_view> labels;
        const hcl::detail::block_item* block;  // from the content, or
        const streamed_block* pre;             // decoded ahead
        value v;
    };

    // The map of entries [first, last) of `order` (sorted, unique labels)
    // at label level `level`, and the maps below it.
    value nest_maps(const std::vector<const map_entry*>& order, std::size_t first, std::size_t last, std::size_t level,
                    const shape& sh, const std::string& type, diagnostics& diags) {
        // Calls f(key, i, j) for each key at this level, [i, j) being the
        // entries under it.
        const auto for_each_key = [&](auto&& f) {
            for (std::size_t i = first; i < last;) {
                const std::string_view key = order[i]->labels[level];
                std::size_t j = i + 1;
                while (j < last && order[j]->labels[level] == key) ++j;
                f(key, i, j);
                i = j;
            }
        };
        const auto member = [&](std::size_t i, std::size_t j) {
            return level + 1 == sh.levels.size() ? order[i]->v : nest_maps(order, i, j, level + 1, sh, type, diags);
        };
        std::size_t keys = 0;
        bool canonical = true;
        for_each_key([&](std::string_view key, std::size_t, std::size_t) {
            ++keys;
            canonical = canonical && canonical_key(key);
        });
        if (sh.exact && canonical) {  // built in place
            auto members = value::access::new_attributes(keys);
            std::size_t m = 0;
            for_each_key([&](std::string_view key, std::size_t i, std::size_t j) {
                members[m].first = key;
                value::access::emplace(members[m].second, [&] { return member(i, j); });
                ++m;
            });
            return value::access::with_attributes(sh.levels[level], std::move(members), keys);
        }
        std::vector<value_attribute> out;
        out.reserve(keys);
        for_each_key([&](std::string_view key, std::size_t i, std::size_t j) { out.emplace_back(key, member(i, j)); });
        return make_map(std::move(out), type, {}, diags);
    }

    // A map of `entries`, whose values must share one type; where they do
    // not (a nested spec whose results vary in type), they are unified.
    value make_map(std::vector<value_attribute> entries, const std::string& type, const source_range& where,
                   diagnostics& diags) {
        bool same = true;
        for (const auto& e : entries) same = same && e.second.type() == entries.front().second.type();
        if (!same) {
            std::vector<value> values;
            values.reserve(entries.size());
            for (const auto& e : entries) values.push_back(e.second);
            auto unified = unify_values(values);
            if (unified) {
                for (std::size_t i = 0; i < entries.size(); ++i) entries[i].second = std::move((*unified)[i]);
            }
            // Nulls of the dynamic pseudo-type take the type of the others,
            // as in the reference's map.
            if (unified) {
                const hcl::type* common = nullptr;
                for (const auto& e : entries) {
                    if (e.second.is_null() && e.second.type().is_dynamic()) continue;
                    if (!common) {
                        common = &e.second.type();
                    } else if (!(e.second.type() == *common)) {
                        unified.reset();
                        break;
                    }
                }
                if (unified && common) {
                    const hcl::type t = *common;
                    for (auto& e : entries) {
                        if (e.second.is_null() && e.second.type().is_dynamic()) e.second = value::null(t);
                    }
                }
            }
            if (!unified) {
                diags.add_error("Unconsistent argument types in " + type + " blocks",
                                "Corresponding attributes in all blocks of this type must be the same.", where);
                return value::dynamic();
            }
        }
        return value::map(std::move(entries));
    }

    static bool same_types(const std::vector<value>& elements) {
        for (const auto& e : elements) {
            if (!(e.type() == elements.front().type())) return false;
        }
        return true;
    }

    // f() with every value built (see the constructor).
    template <class F>
    value with_values(F&& f) {
        const bool outer = values_;
        values_ = true;
        value v = f();
        values_ = outer;
        return v;
    }

    value evaluate(const expression& e, diagnostics& diags) const {
        return ctx_ ? e.evaluate(*ctx_, diags) : e.evaluate(diags);
    }

    // A transform's evaluation context, made once per decode.
    const eval_context& context_for(const transform& t) {
        auto [it, added] = transforms_.try_emplace(&t);
        if (added) it->second = transform_context(t);
        return it->second;
    }

    hcl::type nested_type(const spec& s) { return shape_of(s).type; }

    const shape& shape_of(const spec& s) {
        auto it = shapes_.find(&s.data());
        if (it != shapes_.end()) return it->second;
        shape sh;
        sh.type = implied_type(s);
        sh.exact = std::visit([&](const auto& k) { return exact_kind(k); }, s.data().alternatives);
        if (const auto* o = s.get_if<object>()) {
            sh.order.resize(o->members.size());
            for (std::uint32_t i = 0; i < sh.order.size(); ++i) sh.order[i] = i;
            std::sort(sh.order.begin(), sh.order.end(),
                      [&](std::uint32_t a, std::uint32_t b) { return o->members[a].first < o->members[b].first; });
            sh.ordered = std::all_of(o->members.begin(), o->members.end(),
                                     [](const auto& m) { return canonical_key(m.first); });
            for (std::size_t i = 1; i < sh.order.size(); ++i) {
                if (o->members[sh.order[i - 1]].first == o->members[sh.order[i]].first) sh.ordered = false;
            }
            sh.own_schema = &schema_for(s);
            for (const auto& [name, member] : o->members) {
                sh.members.push_back(&shape_of(member));
                std::int32_t slot = -1;
                if (const auto* a = member.get_if<attr>()) {
                    const std::string& attribute = name_or(a->name, name);
                    for (std::size_t k = 0; k < sh.own_schema->attributes.size() && slot < 0; ++k) {
                        if (sh.own_schema->attributes[k].name == attribute) slot = static_cast<std::int32_t>(k);
                    }
                }
                sh.attribute_slots.push_back(slot);
            }
        }
        if (const auto* m = s.get_if<block_map>()) {
            hcl::type t = shape_of(m->nested).type;
            sh.levels.resize(m->labels.size());
            for (std::size_t i = m->labels.size(); i-- > 0;) {
                t = hcl::type::map(t);
                sh.levels[i] = t;
            }
        }
        return shapes_.emplace(&s.data(), std::move(sh)).first->second;
    }

    bool exact_kind(const object& o) {
        return std::all_of(o.members.begin(), o.members.end(), [&](const auto& m) { return shape_of(m.second).exact; });
    }
    bool exact_kind(const array& a) {
        return std::all_of(a.elements.begin(), a.elements.end(), [&](const spec& e) { return shape_of(e).exact; });
    }
    bool exact_kind(const attr& a) { return exact_type(a.type); }
    bool exact_kind(const block& b) { return shape_of(b.nested).exact; }
    bool exact_kind(const block_list& b) { return shape_of(b.nested).exact; }
    bool exact_kind(const block_set& b) { return shape_of(b.nested).exact; }
    bool exact_kind(const block_map& b) { return shape_of(b.nested).exact; }
    bool exact_kind(const block_attrs& b) { return exact_type(b.element_type); }
    bool exact_kind(const literal&) { return true; }
    bool exact_kind(const default_& d) {
        return shape_of(d.primary).exact && shape_of(d.fallback).exact &&
               shape_of(d.primary).type == shape_of(d.fallback).type;
    }
    bool exact_kind(const transform&) { return false; }
    bool exact_kind(const label&) { return true; }

    const eval_context* ctx_;
    bool values_ = true;
    const body_view* root_ = nullptr;
    std::vector<std::unique_ptr<hcl::detail::content_items>> pool_;
    std::size_t depth_ = 0;
    const block_labels* labels_ = nullptr;
    // A deque: it grows without moving (or doubling) what it holds.
    std::unordered_map<const void*, std::deque<streamed_block>> streamed_;
    // The labels of every streamed block, one after another (a deque: it
    // grows without moving them, and their text stays together in memory
    // for sorting them).
    std::deque<std::string> streamed_labels_;
    std::unordered_map<const node*, body_schema> schemas_;
    std::unordered_map<const node*, shape> shapes_;
    std::unordered_map<const transform*, eval_context> transforms_;
};

}  // namespace spec::detail
HCL_END_NAMESPACE
