#include <hcl/body.hpp>
#include <hcl/detail/name_less.hpp>

#include "memory/arrays.hpp"

#include <algorithm>
#include <stdexcept>

HCL_BEGIN_NAMESPACE

namespace {

// The body of nothing: every required attribute is missing, nothing else.
class empty_body_node final : public body_node {
public:
    explicit empty_body_node(source_range where) : where_(std::move(where)) {}

    body_content content(const body_schema& schema, diagnostics& diags) const override {
        body_content out;
        out.set_missing_item_range(where_);
        for (const auto& a : schema.attributes) {
            if (a.required) {
                diags.add_error("Missing required argument",
                                "The argument \"" + a.name + "\" is required, but no definition was found.",
                                where_);
            }
        }
        return out;
    }
    body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                 diagnostics& diags) const override {
        remain = std::make_shared<empty_body_node>(where_);
        return content(schema, diags);
    }
    attribute_map just_attributes(diagnostics&) const override { return {}; }
    source_range missing_item_range() const override { return where_; }

private:
    source_range where_;
};

const std::shared_ptr<const body_node>& empty_node() {
    static const std::shared_ptr<const body_node> node =
        std::make_shared<empty_body_node>(source_range{"<empty>", {}, {}});
    return node;
}

}  // namespace

body block::body() const { return hcl::body(body_node); }

namespace detail {
namespace {
// `n` ranges in one block, owned through a shared_ptr<const void>.
std::shared_ptr<const void> range_array(std::size_t n, source_range*& out) {
    auto array = hcl::detail::make_shared_array<source_range>(n);
    out = array.get();
    return std::shared_ptr<const void>(array, array.get());
}
}  // namespace

item_ranges::item_ranges(std::vector<source_range> given) : given_count_(static_cast<std::uint32_t>(given.size())) {
    source_range* out = nullptr;
    data_ = range_array(given.size(), out);
    for (std::size_t i = 0; i < given.size(); ++i) out[i] = std::move(given[i]);
}

item_ranges::item_ranges(source_range first, source_range second) : given_count_(2) {
    source_range* out = nullptr;
    data_ = range_array(2, out);
    out[0] = std::move(first);
    out[1] = std::move(second);
}
}  // namespace detail

attribute::attribute(std::string name, hcl::expression expression, source_range range, source_range name_range)
    : name(std::move(name)), expression(std::move(expression)), ranges_(std::move(range), std::move(name_range)) {}

void block::set_ranges(source_range def, source_range type, std::vector<source_range> labels) {
    labels.insert(labels.begin(), {std::move(def), std::move(type)});
    ranges_ = detail::item_ranges(std::move(labels));
}

std::vector<source_range> block::label_ranges() const {
    const std::size_t n = ranges_.deferred() ? labels.size() : ranges_.given_count() > 2 ? ranges_.given_count() - 2 : 0;
    std::vector<source_range> out;
    out.reserve(n);
    for (std::uint32_t i = 0; i < n; ++i) out.push_back(ranges_.get(2 + i));
    return out;
}

namespace {
// std::less<> on the names, written out inline (names are short and differ
// early; std::string's comparison calls memcmp).
bool name_less(const attribute_map::value_type& a, const attribute_map::value_type& b) noexcept {
    return detail::name_less{}(a.first, b.first);
}
}  // namespace

attribute_map::attribute_map(std::vector<value_type> items) : items_(std::move(items)) {
    // Syntaxes hand over attributes in name order: one pass checks that.
    const auto not_before = [](const value_type& a, const value_type& b) { return !name_less(a, b); };
    if (std::adjacent_find(items_.begin(), items_.end(), not_before) == items_.end()) return;
    std::stable_sort(items_.begin(), items_.end(), name_less);
    auto same = [](const value_type& a, const value_type& b) { return a.first == b.first; };
    items_.erase(std::unique(items_.begin(), items_.end(), same), items_.end());
}

attribute_map::iterator attribute_map::lower_bound(std::string_view name) noexcept {
    return std::lower_bound(items_.begin(), items_.end(), name,
                            [](const value_type& item, std::string_view n) { return detail::name_less{}(item.first, n); });
}

attribute_map::iterator attribute_map::find(std::string_view name) noexcept {
    auto it = lower_bound(name);
    return it != items_.end() && detail::same_name(it->first, name) ? it : items_.end();
}

attribute_map::const_iterator attribute_map::find(std::string_view name) const noexcept {
    return const_cast<attribute_map*>(this)->find(name);
}

attribute& attribute_map::at(std::string_view name) {
    auto it = find(name);
    if (it == items_.end()) throw std::out_of_range("hcl::attribute_map::at: no attribute \"" + std::string(name) + "\"");
    return it->second;
}

const attribute& attribute_map::at(std::string_view name) const { return const_cast<attribute_map*>(this)->at(name); }

std::pair<attribute_map::iterator, bool> attribute_map::add(std::string name, attribute a, bool replace) {
    auto it = lower_bound(name);
    if (it != items_.end() && it->first == name) {
        if (replace) it->second = std::move(a);
        return {it, false};
    }
    return {items_.emplace(it, std::move(name), std::move(a)), true};
}

std::vector<const block*> body_content::blocks_of_type(std::string_view type) const {
    std::vector<const block*> out;
    for (const auto& b : blocks) {
        if (b.type == type) out.push_back(&b);
    }
    return out;
}

void body_node::schema_items(const body_schema& schema, std::shared_ptr<const body_node>* remain,
                             detail::content_items& out, diagnostics& diags) const {
    out.take(remain ? partial_content(schema, *remain, diags) : content(schema, diags), schema);
}

namespace detail {

const body_node& empty_body_node() noexcept { return *empty_node(); }

source_range block_item::range(std::uint32_t which) const {
    if (!full) return ranges.get(which);
    return which == 0 ? full->def_range() : which == 1 ? full->type_range() : full->label_ranges().at(which - 2);
}

std::vector<source_range> block_item::label_ranges() const {
    if (full) return full->label_ranges();
    std::vector<source_range> out;
    out.reserve(label_count);
    for (std::uint32_t i = 0; i < label_count; ++i) out.push_back(ranges.get(2 + i));
    return out;
}

void content_items::reset(std::size_t attribute_count) {
    // Only `present` says anything about an absent item.
    attributes.resize(attribute_count);
    for (auto& a : attributes) a.present = false;
    blocks.clear();
    labels.clear();
    missing_ = {};
    if (built_) {
        content_ = body_content{};
        built_ = false;
    }
}

void content_items::take(body_content content, const body_schema& schema) {
    reset(schema.attributes.size());
    content_ = std::move(content);
    built_ = true;
    auto set = [&](std::size_t k, attribute_map::value_type& entry) {
        attribute_item& a = attributes[k];
        a.present = true;
        a.name = entry.first;
        a.full = &entry.second;
    };
    // A content holding every schema attribute usually holds nothing else:
    // the n-th attribute in name order is the n-th name of the schema.
    bool matched = false;
    if (name_order.size() == schema.attributes.size() && content_.attributes.size() == name_order.size()) {
        matched = true;
        auto it = content_.attributes.begin();
        for (const std::uint32_t k : name_order) {
            if (!same_name(it->first, schema.attributes[k].name)) {
                matched = false;
                break;
            }
            set(k, *it++);
        }
    }
    if (!matched) {
        // A body may give more than the schema asked for: looked up by name.
        for (std::size_t k = 0; k < schema.attributes.size(); ++k) {
            auto it = content_.attributes.find(schema.attributes[k].name);
            if (it != content_.attributes.end()) set(k, *it);
        }
    }
    for (auto& b : content_.blocks) {
        std::size_t index = 0;
        while (index < schema.blocks.size() && !same_name(schema.blocks[index].type, b.type)) ++index;
        add_block(index, b.type, b.body_node.get(), {});
        blocks.back().full = &b;
        blocks.back().owner = &b.body_node;
        for (const auto& l : b.labels) add_label(l);
    }
    finish();
}

}  // namespace detail

body_content body::content(const body_schema& schema, diagnostics& diags) const {
    return (node_ ? node_ : empty_node())->content(schema, diags);
}

body_content body::partial_content(const body_schema& schema, body& remain, diagnostics& diags) const {
    std::shared_ptr<const body_node> rest;
    auto out = (node_ ? node_ : empty_node())->partial_content(schema, rest, diags);
    remain = hcl::body(std::move(rest));
    return out;
}

attribute_map body::just_attributes(diagnostics& diags) const {
    return (node_ ? node_ : empty_node())->just_attributes(diags);
}

source_range body::missing_item_range() const { return (node_ ? node_ : empty_node())->missing_item_range(); }

HCL_END_NAMESPACE
