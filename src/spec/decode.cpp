// Decoding a body with a spec (hcl::spec::decode, partial_decode).
//
// Each body is read once with the schema its spec implies (content or
// partial_content), and every spec reading that body takes its items from
// the one content: an object's members, an array's elements, a default_'s
// primary and fallback. Block specs decode each matching block's body the
// same way with their nested spec. Messages and ranges are the reference
// hcldec's.
#include "spec/walk.hpp"
#include "values/go_quote.hpp"

#include <hcl/convert.hpp>
#include <hcl/spec.hpp>

#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace spec {

namespace {

const std::string no_name;

class decoder {
public:
    explicit decoder(const eval_context* ctx) : ctx_(ctx) {}

    // Reads `body` with the schema of `s` and decodes it. With `remain`,
    // partially: the items the schema does not name go there.
    value decode_body(const body& b, const spec& s, body* remain, diagnostics& diags) {
        const body_schema& schema = schema_for(s);
        body_content content = remain ? b.partial_content(schema, *remain, diags) : b.content(schema, diags);
        return decode_in(content, s, no_name, diags);
    }

private:
    const body_schema& schema_for(const spec& s) {
        auto [it, added] = schemas_.try_emplace(&s.data());
        if (added) it->second = detail::schema_of(s, no_name);
        return it->second;
    }

    // The value of `s` over a body's content.
    value decode_in(const body_content& content, const spec& s, const std::string& implied, diagnostics& diags) {
        return std::visit([&](const auto& k) { return decode_kind(content, k, implied, diags); },
                          s.data().alternatives);
    }

    value decode_kind(const body_content& content, const object& o, const std::string&, diagnostics& diags) {
        std::vector<value_attribute> attributes;
        attributes.reserve(o.members.size());
        for (const auto& [name, member] : o.members) attributes.emplace_back(name, decode_in(content, member, name, diags));
        return value::object(std::move(attributes));
    }

    value decode_kind(const body_content& content, const array& a, const std::string&, diagnostics& diags) {
        std::vector<value> elements;
        elements.reserve(a.elements.size());
        for (const auto& e : a.elements) elements.push_back(decode_in(content, e, no_name, diags));
        return value::tuple(std::move(elements));
    }

    value decode_kind(const body_content& content, const attr& a, const std::string& implied, diagnostics& diags) {
        const std::string& name = detail::name_or(a.name, implied);
        auto it = content.attributes.find(name);
        if (it == content.attributes.end()) return value::null(a.type);
        const attribute& found = it->second;
        value v = evaluate(found.expression, diags);
        auto converted = convert(v, a.type);
        if (converted) return std::move(converted).value();
        auto& d = diags.add_error("Incorrect attribute value type",
                                  "Inappropriate value for attribute " + hcl::detail::go_quote(name) + ": " +
                                      converted.error().to_string() + ".",
                                  found.expression.range());
        d.context = source_range::between(found.name_range(), found.expression.range());
        return value::unknown(a.type);
    }

    value decode_kind(const body_content& content, const block& b, const std::string& implied, diagnostics& diags) {
        const std::string& type = detail::name_or(b.block_type, implied);
        const hcl::block* found = nullptr;
        for (const auto& candidate : content.blocks) {
            if (candidate.type != type) continue;
            if (found) {
                diags.add_error("Duplicate " + type + " block",
                                "Only one block of type " + hcl::detail::go_quote(type) +
                                    " is allowed. Previous definition was at " + found->def_range().to_string() +
                                    ".",
                                candidate.def_range());
                break;
            }
            found = &candidate;
        }
        if (!found) {
            if (b.required) missing_block(content, type, diags);
            return value::null(nested_type(b.nested));
        }
        return decode_body(found->body(), b.nested, nullptr, diags);
    }

    value decode_kind(const body_content& content, const block_list& b, const std::string& implied,
                      diagnostics& diags) {
        return decode_sequence(content, detail::name_or(b.block_type, implied), b.nested, b.min_items, b.max_items,
                               false, diags);
    }
    value decode_kind(const body_content& content, const block_set& b, const std::string& implied,
                      diagnostics& diags) {
        return decode_sequence(content, detail::name_or(b.block_type, implied), b.nested, b.min_items, b.max_items,
                               true, diags);
    }

    value decode_kind(const body_content& content, const block_map& b, const std::string& implied,
                      diagnostics& diags) {
        const std::string& type = detail::name_or(b.block_type, implied);
        const std::size_t depth = b.labels.size();
        struct entry {
            const std::vector<std::string>* labels;
            value v;
        };
        std::vector<entry> entries;
        std::set<std::span<const std::string>, span_less> seen;
        for (const auto& candidate : content.blocks) {
            if (candidate.type != type || candidate.labels.size() < depth) continue;
            value v = decode_body(candidate.body(), b.nested, nullptr, diags);
            std::span<const std::string> key(candidate.labels.data(), depth);
            if (!seen.insert(key).second) {
                std::string labels;
                for (const auto& l : candidate.labels) labels += " " + hcl::detail::go_quote(l);
                diags.add_error("Duplicate " + type + " block",
                                "A block for " + type + labels + " was already defined. The " + type +
                                    " labels must be unique.",
                                candidate.def_range());
                continue;
            }
            entries.push_back({&candidate.labels, std::move(v)});
        }
        const hcl::type element = nested_type(b.nested);
        if (entries.empty() || depth == 0) {
            hcl::type t = element;
            for (std::size_t i = 1; i < depth; ++i) t = hcl::type::map(t);
            return value::map_empty(t);
        }
        std::vector<const entry*> order;
        order.reserve(entries.size());
        for (const auto& e : entries) order.push_back(&e);
        std::stable_sort(order.begin(), order.end(), [&](const entry* x, const entry* y) {
            return std::lexicographical_compare(x->labels->begin(), x->labels->begin() + depth, y->labels->begin(),
                                                y->labels->begin() + depth);
        });
        return nest_maps(order, 0, order.size(), 0, depth, type, diags);
    }

    value decode_kind(const body_content& content, const block_attrs& b, const std::string& implied,
                      diagnostics& diags) {
        const std::string& type = detail::name_or(b.block_type, implied);
        const hcl::block* found = nullptr;
        const hcl::block* other = nullptr;
        for (const auto& candidate : content.blocks) {
            if (candidate.type != type) continue;
            if (!found) {
                found = &candidate;
            } else {
                other = &candidate;
                break;
            }
        }
        if (!found) {
            if (b.required) missing_block(content, type, diags);
            return value::null(type::map(b.element_type));
        }
        if (other) {
            diags.add_error("Duplicate " + type + " block",
                            "Only one block of type " + hcl::detail::go_quote(type) +
                                " is allowed. Previous definition was at " + found->def_range().to_string() + ".",
                            other->def_range());
        }
        attribute_map attributes = found->body().just_attributes(diags);
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
        return make_map(std::move(entries), type, found->def_range(), diags);
    }

    value decode_kind(const body_content&, const literal& l, const std::string&, diagnostics&) { return l.value; }

    value decode_kind(const body_content& content, const default_& d, const std::string& implied,
                      diagnostics& diags) {
        value v = decode_in(content, d.primary, implied, diags);
        if (!v.is_null()) return v;
        return decode_in(content, d.fallback, implied, diags);
    }

    value decode_kind(const body_content& content, const transform& t, const std::string& implied,
                      diagnostics& diags) {
        diagnostics nested_diags;
        value nested = decode_in(content, t.nested, implied, nested_diags);
        const bool failed = nested_diags.has_errors();
        diags.append(std::move(nested_diags));
        const transform_data& data = transform_for(t);
        if (failed) return value::unknown(data.result_type);
        if (!t.result) return nested;
        eval_context child = data.context.child();
        child.set_variable("nested", std::move(nested));
        return t.result.evaluate(child, diags);
    }

    // block_list and block_set.
    value decode_sequence(const body_content& content, const std::string& type, const spec& nested,
                          std::size_t min_items, std::size_t max_items, bool as_set, diagnostics& diags) {
        std::vector<value> elements;
        std::vector<const hcl::block*> blocks;
        for (const auto& candidate : content.blocks) {
            if (candidate.type != type) continue;
            elements.push_back(decode_body(candidate.body(), nested, nullptr, diags));
            blocks.push_back(&candidate);
        }
        if (elements.size() < min_items) {
            diags.add_error("Insufficient " + type + " blocks",
                            "At least " + std::to_string(min_items) + " " + hcl::detail::go_quote(type) +
                                " blocks are required.",
                            content.missing_item_range());
        } else if (max_items > 0 && elements.size() > max_items) {
            diags.add_error("Too many " + type + " blocks",
                            "No more than " + std::to_string(max_items) + " " + hcl::detail::go_quote(type) +
                                " blocks are allowed",
                            value_range(blocks[max_items]->body(), nested));
        }
        if (elements.empty()) {
            const hcl::type element = nested_type(nested);
            return as_set ? value::set_empty(element) : value::list_empty(element);
        }
        if (!same_types(elements)) {
            std::vector<hcl::type> types;
            types.reserve(elements.size());
            for (const auto& e : elements) types.push_back(e.type());
            auto unified = unify_unsafe(types);
            if (!unified) {
                diags.add_error("Unconsistent argument types in " + type + " blocks",
                                "Corresponding attributes in all blocks of this type must be the same.",
                                value_range(blocks[0]->body(), nested));
                return value::dynamic();
            }
            for (std::size_t i = 0; i < elements.size(); ++i) {
                if (elements[i].type() == *unified) continue;
                auto converted = convert(elements[i], *unified);
                if (!converted) {
                    diags.add_error("Unconsistent argument types in " + type + " blocks",
                                    "Block with index " + std::to_string(i) +
                                        " has inconsistent argument types: " + converted.error().to_string() + ".",
                                    value_range(blocks[i]->body(), nested));
                    return value::dynamic();
                }
                elements[i] = std::move(converted).value();
            }
        }
        return as_set ? value::set(std::move(elements)) : value::list(std::move(elements));
    }

    struct span_less {
        bool operator()(std::span<const std::string> a, std::span<const std::string> b) const {
            return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
        }
    };

    template <class Entry>
    value nest_maps(const std::vector<const Entry*>& order, std::size_t first, std::size_t last, std::size_t level,
                    std::size_t depth, const std::string& type, diagnostics& diags) {
        std::vector<value_attribute> out;
        std::size_t i = first;
        while (i < last) {
            const std::string& key = (*order[i]->labels)[level];
            std::size_t j = i + 1;
            while (j < last && (*order[j]->labels)[level] == key) ++j;
            if (level + 1 == depth) {
                out.emplace_back(key, order[i]->v);
            } else {
                out.emplace_back(key, nest_maps(order, i, j, level + 1, depth, type, diags));
            }
            i = j;
        }
        return make_map(std::move(out), type, {}, diags);
    }

    // A map of `entries`, whose values must share one type; where they do
    // not (a nested spec whose results vary in type), they are unified.
    value make_map(std::vector<value_attribute> entries, const std::string& type, const source_range& where,
                   diagnostics& diags) {
        bool same = true;
        for (const auto& e : entries) same = same && e.second.type() == entries.front().second.type();
        if (!same) {
            std::vector<hcl::type> types;
            for (const auto& e : entries) types.push_back(e.second.type());
            auto unified = unify_unsafe(types);
            for (auto& e : entries) {
                if (!unified) break;
                auto converted = convert(e.second, *unified);
                if (!converted) {
                    unified.reset();
                    break;
                }
                e.second = std::move(converted).value();
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

    void missing_block(const body_content& content, const std::string& type, diagnostics& diags) {
        diags.add_error("Missing " + type + " block", "A block of type " + hcl::detail::go_quote(type) + " is required here.",
                        content.missing_item_range());
    }

    value evaluate(const expression& e, diagnostics& diags) const {
        return ctx_ ? e.evaluate(*ctx_, diags) : e.evaluate(diags);
    }

    struct transform_data {
        eval_context context;
        hcl::type result_type;
    };
    const transform_data& transform_for(const transform& t) {
        auto [it, added] = transforms_.try_emplace(&t);
        if (added) {
            it->second.context = detail::transform_context(t);
            it->second.result_type = detail::transform_result_type(t);
        }
        return it->second;
    }

    hcl::type nested_type(const spec& s) {
        auto [it, added] = types_.try_emplace(&s.data());
        if (added) it->second = implied_type(s);
        return it->second;
    }

    const eval_context* ctx_;
    std::unordered_map<const node*, body_schema> schemas_;
    std::unordered_map<const node*, hcl::type> types_;
    std::unordered_map<const transform*, transform_data> transforms_;
};

bool report_problem(const spec& s, diagnostics& diags) {
    auto p = problem(s);
    if (!p) return false;
    diags.add_error("Invalid spec", "The spec used to decode this body is invalid: " + *p + ".");
    return true;
}

}  // namespace

decode_result decode(const hcl::body& body, const spec& s, const eval_context* ctx) {
    decode_result out;
    if (report_problem(s, out.diagnostics)) {
        out.value = value::dynamic();
        return out;
    }
    out.value = decoder(ctx).decode_body(body, s, nullptr, out.diagnostics);
    return out;
}

partial_decode_result partial_decode(const hcl::body& body, const spec& s, const eval_context* ctx) {
    partial_decode_result out;
    if (report_problem(s, out.diagnostics)) {
        out.value = value::dynamic();
        out.remain = body;
        return out;
    }
    out.value = decoder(ctx).decode_body(body, s, &out.remain, out.diagnostics);
    return out;
}

}  // namespace spec
HCL_END_NAMESPACE
