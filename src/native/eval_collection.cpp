// Evaluation of tuple and object constructors (reference-behaviour §1.7).
#include "native/eval_support.hpp"

#include "values/value_access.hpp"

#include <hcl/convert.hpp>
#include <hcl/unicode.hpp>

#include <array>
#include <cstdint>

#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

using detail::add_error;

// --- tuple ---------------------------------------------------------------------------

value tuple_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    auto values = value::access::new_elements(element_count);
    std::size_t n = 0;
    for (const expr* e : elements()) value::access::emplace(values[n++], [&] { return e->evaluate(ctx, diags); });
    return value::access::tuple(std::move(values), n);
}

elements_result tuple_expr::evaluate_elements(const eval_context* ctx, diagnostics& diags,
                                              std::vector<value>& out) const {
    for (const expr* e : elements()) out.push_back(e->evaluate(ctx, diags));
    return elements_result::elements;
}

void tuple_expr::collect_variables(std::vector<traversal>& out) const {
    for (const expr* e : elements()) e->collect_variables(out);
}

std::optional<std::vector<expression>> tuple_expr::static_list() const {
    std::vector<expression> out;
    out.reserve(element_count);
    for (const expr* e : elements()) out.push_back(e->handle());
    return out;
}

// --- object key ------------------------------------------------------------------------

namespace {

// A naked identifier (including `true`, `false` and `null`) used as a key
// names the attribute instead of referring to a variable.
std::string literal_key_name(const object_key_expr& key) {
    if (key.bare_name()) return std::string(key.name());
    if (key.wrapped()->kind == expr_kind::scope_traversal) {
        const auto* t = static_cast<const scope_traversal_expr*>(key.wrapped());
        return t->steps.empty() ? std::string(t->root_name()) : std::string();
    }
    auto t = key.wrapped()->static_traversal();
    if (!t || t->size() != 1 || t->is_relative()) return {};
    return std::string(t->root_name());
}

}  // namespace

std::string_view object_key_expr::name() const noexcept { return file()->source().substr(span.begin, span.end - span.begin); }

value object_key_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    if (bare_name()) return value::string(name());
    if (!force_non_literal) {
        // `a.b = 1` could mean a reference or a name with a dot; make the
        // author say which (parentheses or quotes).
        if (wrapped()->kind == expr_kind::scope_traversal &&
            !static_cast<const scope_traversal_expr*>(wrapped())->steps.empty()) {
            diags.add_error("Ambiguous attribute key",
                            "Wrap the key in parentheses if it is meant as a reference, or in quotes if it is a "
                            "name containing periods.",
                            range());
            return value::dynamic();
        }
        if (auto name = literal_key_name(*this); !name.empty()) return value::string(name);
    }
    return wrapped()->evaluate(ctx, diags);
}

void object_key_expr::collect_variables(std::vector<traversal>& out) const {
    // Like the reference, a parenthesised key is never a literal name; the
    // wrapped parentheses have no static traversal, so one test suffices.
    if (literal_key_name(*this).empty()) wrapped()->collect_variables(out);
}

std::optional<traversal> object_key_expr::static_traversal() const {
    if (bare_name()) return traversal({traverse_root{std::string(name()), range()}});
    if (force_non_literal) return std::nullopt;
    auto t = wrapped()->static_traversal();
    if (!t || t->is_relative()) return std::nullopt;
    return t;
}

// --- object ------------------------------------------------------------------------------

namespace {

// Objects of a few bare ASCII names (`labels = { owner = "x" }`, the usual
// case) need no key values: the names are known before anything is
// evaluated, so the entries' order is worked out first (on indices, not on
// entries) and each value is evaluated straight into its sorted place.
constexpr std::size_t presorted_limit = 16;

bool presortable(std::span<const object_item> items) noexcept {
    if (items.size() > presorted_limit) return false;
    for (const object_item& item : items) {
        if (!item.key->bare_name() || !unicode::is_ascii(item.key->name())) return false;
    }
    return true;
}

// What value::object does with entries in source order (a stable sort by
// name keeping the last of repeated names), done on the names alone. The
// attributes go to `make(kept)`, an array of `kept` default attributes.
template <class Make>
void presorted_attributes(std::span<const object_item> items, const eval_context* ctx, diagnostics& diags,
                          Make&& make) {
    const std::size_t n = items.size();
    // Left uninitialised beyond n (a string_view array would be zeroed).
    struct name_ref {
        const char* data;
        std::size_t size;
        operator std::string_view() const noexcept { return {data, size}; }
    };
    std::array<name_ref, presorted_limit> names;
    std::array<std::uint8_t, presorted_limit> order;  // item indices, stably sorted by name
    for (std::size_t i = 0; i < n; ++i) {
        const std::string_view name = items[i].key->name();
        names[i] = {name.data(), name.size()};
        std::size_t j = i;
        for (; j > 0 && name < std::string_view(names[order[j - 1]]); --j) order[j] = order[j - 1];
        order[j] = static_cast<std::uint8_t>(i);
    }
    // The place of each item in the result; a repeated name's earlier
    // items have none (their values are still evaluated, for diagnostics).
    constexpr std::uint8_t dropped = 0xff;
    std::array<std::uint8_t, presorted_limit> slot;
    std::size_t kept = 0;
    for (std::size_t k = 0; k < n; ++k) {
        const bool superseded =
            k + 1 < n && std::string_view(names[order[k]]) == std::string_view(names[order[k + 1]]);
        slot[order[k]] = superseded ? dropped : static_cast<std::uint8_t>(kept++);
    }
    value_attribute* attributes = make(kept);
    for (std::size_t i = 0; i < n; ++i) {
        const expr& e = *items[i].value;
        if (slot[i] == dropped) {
            e.evaluate(ctx, diags);
            continue;
        }
        value_attribute& a = attributes[slot[i]];
        a.first.assign(names[i]);
        value::access::emplace(a.second, [&] { return e.evaluate(ctx, diags); });
    }
}

value presorted_object(std::span<const object_item> items, const eval_context* ctx, diagnostics& diags) {
    std::shared_ptr<value_attribute[]> attributes;
    std::size_t kept = 0;
    presorted_attributes(items, ctx, diags, [&](std::size_t n) {
        attributes = value::access::new_attributes(n);
        kept = n;
        return attributes.get();
    });
    return value::access::object_sorted(std::move(attributes), kept);
}

}  // namespace

bool object_expr::evaluate_attributes(const eval_context* ctx, diagnostics& diags,
                                      std::vector<value_attribute>& out) const {
    if (!presortable(items())) return false;
    presorted_attributes(items(), ctx, diags, [&](std::size_t n) {
        const std::size_t first = out.size();
        out.resize(first + n);
        return out.data() + first;
    });
    return true;
}

value object_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    if (presortable(items())) return presorted_object(items(), ctx, diags);
    auto attributes = value::access::new_attributes(item_count);
    std::size_t n = 0;
    const auto add = [&](std::string_view name, value v) {
        attributes[n].first.assign(name);
        attributes[n].second = std::move(v);
        ++n;
    };
    // Any key that is unknown or failed hides which attributes the object
    // has: the result is then the dynamic value. Everything is still
    // evaluated for its diagnostics.
    bool keys_known = true;
    for (const object_item& item : items()) {
        if (item.key->bare_name()) {
            // A bare name is its own key (value::object normalises it): no
            // key value, nothing that can fail.
            value v = item.value->evaluate(ctx, diags);
            if (keys_known) add(item.key->name(), std::move(v));
            continue;
        }
        diagnostics key_diags;
        value k = item.key->evaluate(ctx, key_diags);
        const bool key_failed = key_diags.has_errors();
        diags += std::move(key_diags);
        value v = item.value->evaluate(ctx, diags);
        if (key_failed) {
            keys_known = false;
            continue;
        }
        if (k.is_null()) {
            // The reference points at the value here, not at the key.
            diags.add_error("Null value as key", "A null value cannot be used as an object key.",
                            item.value->range());
            keys_known = false;
            continue;
        }
        if (k.is_known() && k.type().kind() == type_kind::string) {
            add(k.as_string(), std::move(v));
            continue;
        }
        auto s = convert(k, type::string());
        if (!s) {
            diags.add_error("Incorrect key type", "This value cannot be used as a key: " + s.error().to_string() + ".",
                            item.key->range());
            keys_known = false;
            continue;
        }
        if (!s->is_known()) {
            keys_known = false;
            continue;
        }
        // value::object keeps the last of repeated names, as the reference
        // does for constructors (silently).
        add(s->as_string(), std::move(v));
    }
    if (!keys_known) return value::dynamic();
    return value::access::object(std::move(attributes), n);
}

void object_expr::collect_variables(std::vector<traversal>& out) const {
    for (const object_item& item : items()) {
        item.key->collect_variables(out);
        item.value->collect_variables(out);
    }
}

std::optional<std::vector<key_value_pair>> object_expr::static_map() const {
    std::vector<key_value_pair> out;
    out.reserve(item_count);
    for (const object_item& item : items()) out.push_back({item.key->handle(), item.value->handle()});
    return out;
}

}  // namespace native
HCL_END_NAMESPACE
