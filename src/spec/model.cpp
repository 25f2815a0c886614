// The spec model: constructing specs, comparing them, checking them, and
// what they imply (result type, body schema).
#include "spec/walk.hpp"

#include <hcl/spec.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace spec {

namespace {

std::shared_ptr<const node> make_node(auto&& kind_data) {
    return std::make_shared<const node>(node{std::forward<decltype(kind_data)>(kind_data), {}});
}

bool same_functions(const function_table& a, const function_table& b) {
    if (a.size() != b.size()) return false;
    return std::equal(a.begin(), a.end(), b.begin(), [](const auto& x, const auto& y) { return x.first == y.first; });
}

bool equal(const spec& a, const spec& b, const std::string& implied);

// The same node, or the same source text.
bool same_expression(const expression& a, const expression& b) {
    if (a.node() == b.node()) return true;
    if (!a || !b) return false;
    const std::string text = a.node()->native_source();
    return !text.empty() && text == b.node()->native_source();
}

bool equal_kinds(const object& a, const object& b, const std::string&) {
    if (a.members.size() != b.members.size()) return false;
    for (std::size_t i = 0; i < a.members.size(); ++i) {
        const auto& [name, member] = a.members[i];
        if (name != b.members[i].first || !equal(member, b.members[i].second, name)) return false;
    }
    return true;
}
bool equal_kinds(const array& a, const array& b, const std::string&) {
    if (a.elements.size() != b.elements.size()) return false;
    for (std::size_t i = 0; i < a.elements.size(); ++i) {
        if (!equal(a.elements[i], b.elements[i], {})) return false;
    }
    return true;
}
bool same_name(const std::string& a, const std::string& b, const std::string& implied) {
    return detail::name_or(a, implied) == detail::name_or(b, implied);
}
bool equal_kinds(const attr& a, const attr& b, const std::string& implied) {
    return same_name(a.name, b.name, implied) && a.type == b.type && a.required == b.required;
}
bool equal_kinds(const block& a, const block& b, const std::string& implied) {
    return same_name(a.block_type, b.block_type, implied) && equal(a.nested, b.nested, {}) &&
           a.required == b.required;
}
template <class Sequence>
bool equal_sequences(const Sequence& a, const Sequence& b, const std::string& implied) {
    return same_name(a.block_type, b.block_type, implied) && equal(a.nested, b.nested, {}) &&
           a.min_items == b.min_items && a.max_items == b.max_items;
}
bool equal_kinds(const block_list& a, const block_list& b, const std::string& implied) {
    return equal_sequences(a, b, implied);
}
bool equal_kinds(const block_set& a, const block_set& b, const std::string& implied) {
    return equal_sequences(a, b, implied);
}
bool equal_kinds(const block_map& a, const block_map& b, const std::string& implied) {
    return same_name(a.block_type, b.block_type, implied) && a.labels == b.labels && equal(a.nested, b.nested, {});
}
bool equal_kinds(const block_attrs& a, const block_attrs& b, const std::string& implied) {
    return same_name(a.block_type, b.block_type, implied) && a.element_type == b.element_type &&
           a.required == b.required;
}
bool equal_kinds(const literal& a, const literal& b, const std::string&) {
    // Two nulls (or unknowns) of one type are the same literal; value's ==
    // is HCL's equality, which says nothing for them.
    if (a.value.is_null() || b.value.is_null() || !a.value.is_known() || !b.value.is_known()) {
        return a.value.type() == b.value.type() && a.value.is_null() == b.value.is_null() &&
               a.value.is_known() == b.value.is_known();
    }
    return a.value.type() == b.value.type() && a.value == b.value;
}
bool equal_kinds(const default_& a, const default_& b, const std::string& implied) {
    return equal(a.primary, b.primary, implied) && equal(a.fallback, b.fallback, implied);
}
bool equal_kinds(const transform& a, const transform& b, const std::string& implied) {
    return equal(a.nested, b.nested, implied) && same_expression(a.result, b.result) &&
           same_functions(a.functions, b.functions);
}

bool equal_kinds(const label& a, const label& b, const std::string& implied) {
    return a.index == b.index && same_name(a.name, b.name, implied);
}

bool equal(const spec& a, const spec& b, const std::string& implied) {
    if (&a.data() == &b.data()) return true;
    if (a.doc() != b.doc()) return false;
    const auto& x = a.data().alternatives;
    const auto& y = b.data().alternatives;
    if (x.index() != y.index()) return false;
    return std::visit(
        [&](const auto& xk) {
            using K = std::decay_t<decltype(xk)>;
            return equal_kinds(xk, std::get<K>(y), implied);
        },
        x);
}

}  // namespace

const char* to_string(kind k) noexcept {
    switch (k) {
    case kind::object: return "object";
    case kind::array: return "array";
    case kind::attr: return "attr";
    case kind::block: return "block";
    case kind::block_list: return "block_list";
    case kind::block_set: return "block_set";
    case kind::block_map: return "block_map";
    case kind::block_attrs: return "block_attrs";
    case kind::literal: return "literal";
    case kind::default_: return "default";
    case kind::transform: return "transform";
    case kind::label: return "label";
    }
    return "?";
}

spec::spec() : node_(make_node(literal{value::null(type::dynamic())})) {}
spec::spec(object s) : node_(make_node(std::move(s))) {}
spec::spec(array s) : node_(make_node(std::move(s))) {}
spec::spec(attr s) : node_(make_node(std::move(s))) {}
spec::spec(block s) : node_(make_node(std::move(s))) {}
spec::spec(block_list s) : node_(make_node(std::move(s))) {}
spec::spec(block_set s) : node_(make_node(std::move(s))) {}
spec::spec(block_map s) : node_(make_node(std::move(s))) {}
spec::spec(block_attrs s) : node_(make_node(std::move(s))) {}
spec::spec(literal s) : node_(make_node(std::move(s))) {}
spec::spec(default_ s) : node_(make_node(std::move(s))) {}
spec::spec(transform s) : node_(make_node(std::move(s))) {}
spec::spec(label s) : node_(make_node(std::move(s))) {}

const description& spec::doc() const noexcept { return node_->doc; }

spec spec::with_doc(description d) const {
    spec out;
    out.node_ = std::make_shared<const node>(node{node_->alternatives, std::move(d)});
    return out;
}

kind spec::which() const noexcept { return static_cast<kind>(node_->alternatives.index()); }

bool operator==(const spec& a, const spec& b) noexcept { return equal(a, b, {}); }

eval_context spec_file::context() const {
    eval_context ctx;
    if (!variables.empty()) ctx.variables() = variables;
    if (!functions.empty()) ctx.functions() = functions;
    return ctx;
}

// Checks --------------------------------------------------------------------

namespace {

struct checker {
    std::optional<std::string> found;
    bool in_block = false;  // the body being read is a block's (it may have labels)

    void fail(std::string message) {
        if (!found) found = std::move(message);
    }

    // `implied`: the name an enclosing object member gives, if any.
    void check(const spec& s, std::string_view implied) {
        std::visit([&](const auto& k) { check_kind(k, implied); }, s.data().alternatives);
    }

    void check_kind(const object& o, std::string_view) {
        std::set<std::string_view> names;
        for (const auto& [name, member] : o.members) {
            if (!names.insert(name).second) fail("object member \"" + name + "\" is named twice");
            check(member, name);
        }
    }
    void check_kind(const array& a, std::string_view) {
        for (const auto& e : a.elements) check(e, {});
    }
    void check_kind(const attr& a, std::string_view implied) {
        if (a.name.empty() && implied.empty()) fail("an attr spec has no name");
    }
    void check_block_type(const std::string& block_type, std::string_view implied, const char* what) {
        if (block_type.empty() && implied.empty()) fail(std::string("a ") + what + " spec has no block_type");
    }
    void check_nested(const spec& nested) {
        const bool outer = in_block;
        in_block = true;
        check(nested, {});
        in_block = outer;
    }
    void check_kind(const block& b, std::string_view implied) {
        check_block_type(b.block_type, implied, "block");
        check_nested(b.nested);
    }
    void check_counts(std::size_t min_items, std::size_t max_items, const char* what) {
        if (max_items != 0 && max_items < min_items)
            fail(std::string("a ") + what + " spec has max_items below min_items");
    }
    void check_kind(const block_list& b, std::string_view implied) {
        check_block_type(b.block_type, implied, "block_list");
        check_counts(b.min_items, b.max_items, "block_list");
        check_nested(b.nested);
    }
    void check_kind(const block_set& b, std::string_view implied) {
        check_block_type(b.block_type, implied, "block_set");
        check_counts(b.min_items, b.max_items, "block_set");
        check_nested(b.nested);
    }
    void check_kind(const block_map& b, std::string_view implied) {
        check_block_type(b.block_type, implied, "block_map");
        if (b.labels.empty()) fail("a block_map spec has no labels");
        check_nested(b.nested);
        if (implied_type(b.nested).has_dynamic_types())
            fail("a block_map spec may not contain attributes of type 'any'");
    }
    void check_kind(const block_attrs& b, std::string_view implied) {
        check_block_type(b.block_type, implied, "block_attrs");
    }
    void check_kind(const literal&, std::string_view) {}
    void check_kind(const default_& d, std::string_view implied) {
        check(d.primary, implied);
        check(d.fallback, implied);
    }
    void check_kind(const label& l, std::string_view) {
        if (!in_block) fail("a label spec reads a body that is not a block's");
        if (l.index > detail::max_label_index)
            fail("a label spec's index is above " + std::to_string(detail::max_label_index));
    }
    void check_kind(const transform& t, std::string_view implied) {
        check(t.nested, implied);
        if (!t.result) fail("a transform spec has no result expression");
    }
};

}  // namespace

std::optional<std::string> problem(const spec& s) {
    checker c;
    c.check(s, {});
    return c.found;
}

// Implied types and schemas --------------------------------------------------

namespace {

struct type_of {
    type operator()(const object& o) const {
        if (o.members.empty()) return type::empty_object();
        std::vector<std::pair<std::string, type>> attributes;
        attributes.reserve(o.members.size());
        for (const auto& [name, member] : o.members) attributes.emplace_back(name, implied_type(member));
        return type::object(std::move(attributes));
    }
    type operator()(const array& a) const {
        if (a.elements.empty()) return type::empty_tuple();
        std::vector<type> elements;
        elements.reserve(a.elements.size());
        for (const auto& e : a.elements) elements.push_back(implied_type(e));
        return type::tuple(std::move(elements));
    }
    type operator()(const attr& a) const { return a.type; }
    type operator()(const block& b) const { return implied_type(b.nested); }
    type operator()(const block_list& b) const { return type::list(implied_type(b.nested)); }
    type operator()(const block_set& b) const { return type::set(implied_type(b.nested)); }
    type operator()(const block_map& b) const {
        type t = implied_type(b.nested);
        for (std::size_t i = 0; i < b.labels.size(); ++i) t = type::map(t);
        return t;
    }
    type operator()(const block_attrs& b) const { return type::map(b.element_type); }
    type operator()(const literal& l) const { return l.value.type(); }
    type operator()(const default_& d) const { return implied_type(d.primary); }
    type operator()(const transform& t) const { return detail::transform_result_type(t); }
    type operator()(const label&) const { return type::string(); }
};

}  // namespace

type implied_type(const spec& s) { return std::visit(type_of{}, s.data().alternatives); }

body_schema implied_schema(const spec& s) { return detail::schema_of(s, {}); }

}  // namespace spec
HCL_END_NAMESPACE
