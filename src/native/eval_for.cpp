// Evaluation of `for` expressions (reference-behaviour §1.10).
#include "native/eval_support.hpp"

#include "model/eval_context_locals.hpp"
#include "values/value_access.hpp"

#include <hcl/convert.hpp>
#include <hcl/operations.hpp>

#include <boost/container/small_vector.hpp>

#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

using detail::add_error;

namespace {

// The iterations' scope: the iteration variables only, in a child of the
// caller's context. One scope serves every element (bind() reassigns the
// variables), so an iteration allocates nothing; nothing evaluated in one
// iteration outlives it. The variables are the scope's own locals, not a
// table: a for expression costs no map node.
class iteration_scope {
public:
    iteration_scope(const for_expr& e, const eval_context* ctx) : context_(detail::child_of(ctx)) {
        // The value first: it wins when both variables have the same name.
        std::size_t n = 0;
        locals_[n++] = {e.value_variable, &unknown_};
        if (!e.key_variable.empty()) locals_[n++] = {e.key_variable, &key_};
        has_key_ = n == 2;
        hcl::detail::eval_context_locals::bind(context_, std::span<const hcl::detail::local_variable>(locals_, n));
    }
    iteration_scope(const iteration_scope&) = delete;
    iteration_scope& operator=(const iteration_scope&) = delete;

    // The context of one iteration. `key` makes the key value, only when
    // there is a key variable to receive it.
    // The value variable refers to `element` itself (no copy): it must
    // outlive the iteration, as the collection's elements do.
    template <class KeyMaker>
    const eval_context& bind(const KeyMaker& key, const value& element) {
        if (has_key_) key_ = key();
        locals_[0].bound = &element;
        return context_;
    }
    const eval_context& bind_unknown() {
        return bind([] { return value::dynamic(); }, unknown_);
    }

private:
    value key_ = value::dynamic();
    const value unknown_ = value::dynamic();
    hcl::detail::local_variable locals_[2];
    bool has_key_ = false;
    eval_context context_;
};

// What the `if` clause says for one element.
enum class verdict { include, skip, unknown, invalid };

// The reference checks an unknown condition's type in the object form but
// not in the tuple form; `check_unknown_type` follows it.
verdict check_condition(const for_expr& e, const eval_context& c, bool report, bool check_unknown_type,
                        diagnostics& diags) {
    value raw = e.condition->evaluate(&c, diags);
    if (raw.is_null()) {
        if (report) {
            add_error(diags, "Invalid 'for' condition", "The value of the 'if' clause must not be null.",
                      e.condition->range(), e.range());
        }
        return verdict::invalid;
    }
    if (!raw.is_known() && !check_unknown_type) return verdict::unknown;
    auto b = convert(raw, type::boolean());
    if (!b) {
        if (report) {
            add_error(diags, "Invalid 'for' condition",
                      "The value of the 'if' clause is not a bool: " + b.error().to_string() + ".",
                      e.condition->range(), e.range());
        }
        return verdict::invalid;
    }
    if (!b->is_known()) return verdict::unknown;
    return b->as_bool() ? verdict::include : verdict::skip;
}

// Visits a sequence's elements (a list's, a tuple's, or a tuple
// constructor's: constructed_collection) with their indices as keys.
template <class Visit>
void visit_elements(std::span<const value> sequence, Visit&& visit) {
    std::int64_t i = 0;
    for (const auto& e : sequence) {
        visit([i] { return value::number(i); }, e);
        ++i;
    }
}

// Visits the elements of a known, non-null collection or structure in HCL
// order, as hcl::for_each_element does, but without a std::function per
// element and without building keys nobody asks for: `visit` receives a
// callable that makes the key (the index, the set element or the name).
template <class Visit>
void visit_elements(const value& collection, Visit&& visit) {
    switch (collection.type().kind()) {
    case type_kind::list:
    case type_kind::tuple: visit_elements(collection.elements(), visit); return;
    case type_kind::set:
        for (const auto& e : collection.elements()) visit([&e] { return e; }, e);
        return;
    case type_kind::map:
    case type_kind::object:
        // No structured binding: clang before 16 cannot capture one.
        for (const auto& attribute : collection.attributes()) {
            const std::string& k = attribute.first;
            visit([&k] { return value::string_nfc(std::string_view(k)); }, attribute.second);
        }
        return;
    default: return;
    }
}

// Whether the `if` clause can work at all (reported here when not).
bool condition_can_work(const for_expr& e, const eval_context* ctx, diagnostics& diags) {
    // The condition is checked once up front, with both iteration
    // variables unknown, so that a condition that can never work is
    // reported once rather than per element.
    if (e.condition) {
        iteration_scope probe_scope(e, ctx);
        const eval_context& c = probe_scope.bind_unknown();
        diagnostics cond_diags;
        value probe = e.condition->evaluate(&c, cond_diags);
        const bool failed = cond_diags.has_errors();
        diags += std::move(cond_diags);
        if (probe.is_null()) {
            add_error(diags, "Condition is null", "The value of the 'if' clause must not be null.",
                      e.condition->range(), e.range());
            return false;
        }
        if (auto b = convert(probe, type::boolean()); !b) {
            add_error(diags, "Invalid 'for' condition",
                      "The value of the 'if' clause is not a bool: " + b.error().to_string() + ".",
                      e.condition->range(), e.range());
            return false;
        }
        if (failed) return false;
    }
    return true;
}

// The collection, evaluated and checked; false when the `for` expression's
// value is the dynamic value (reported here when that is an error).
bool iterable_collection(const for_expr& e, const eval_context* ctx, diagnostics& diags, value& coll) {
    coll = e.collection->evaluate(ctx, diags);
    if (coll.is_null()) {
        add_error(diags, "Iteration over null value", "A `for` expression cannot iterate over a null value.",
                  e.collection->range(), e.range());
        return false;
    }
    if (coll.type().is_dynamic()) return false;
    const type& ct = coll.type();
    if (!(ct.is_list() || ct.is_set() || ct.is_map() || ct.is_tuple() || ct.is_object())) {
        add_error(diags, "Iteration over non-iterable value",
                  "A `for` expression cannot iterate over a value of type " + ct.friendly_name() + ".",
                  e.collection->range(), e.range());
        return false;
    }

    return condition_can_work(e, ctx, diags) && coll.is_known();
}

// The elements of the collection when it is a tuple constructor (`for p in
// [80, 443] : ...`), evaluated as the constructor evaluates them but not
// made into a tuple value (no allocation for a short one); false when the
// `for` expression's value is the dynamic value. Such a collection is
// always a known tuple, so of iterable_collection's checks only the
// condition's is left. (The loop is tuple_expr::evaluate_elements' own;
// that virtual fills a std::vector, an allocation this path exists to
// avoid.)
using constructed_elements = boost::container::small_vector<value, 8>;
bool constructed_collection(const for_expr& e, const eval_context* ctx, diagnostics& diags,
                            constructed_elements& out) {
    const auto& tuple = static_cast<const tuple_expr&>(*e.collection);
    out.reserve(tuple.element_count);
    for (const expr* element : tuple.elements()) out.push_back(element->evaluate(ctx, diags));
    return condition_can_work(e, ctx, diags);
}

// Runs `body(c, known)` for each element of `coll` that the condition keeps,
// `c` being the iteration's context, until the template budget runs out.
// `known` turns false at the first unknown or failed condition (or when
// `body` turns it); problems after that are not reported again per element
// (they are usually the same problem). Returns whether the result is
// complete: not aborted, everything known.
template <class Collection, class Body>
bool each_included(const for_expr& e, const Collection& coll, const eval_context* ctx, bool check_unknown_type,
                   diagnostics& diags, Body&& body) {
    bool known = true;
    bool aborted = false;
    iteration_scope scope(e, ctx);
    visit_elements(coll, [&](const auto& k, const value& element) {
        if (aborted) return;
        if (detail::template_budget_exhausted()) {
            aborted = true;
            return;
        }
        const eval_context& c = scope.bind(k, element);
        if (e.condition) {
            switch (check_condition(e, c, known, check_unknown_type, diags)) {
            case verdict::include: break;
            case verdict::skip: return;
            case verdict::unknown:
            case verdict::invalid: known = false; return;
            }
        }
        body(c, known);
    });
    return !aborted && known;
}

// The tuple form's elements, each handed to `add` as a callable that makes
// it; false when the value is the dynamic value instead.
template <class Collection, class Add>
bool tuple_elements(const for_expr& e, const Collection& coll, const eval_context* ctx, diagnostics& diags,
                    Add&& add) {
    return each_included(e, coll, ctx, false, diags, [&](const eval_context& c, bool&) {
        add([&] { return e.value_result->evaluate(&c, diags); });
    });
}

// The tuple form over whichever collection `e` has: a tuple constructor's
// elements as they are evaluated, else the collection's value. `reserve(n)`
// learns the most elements there can be before `add` receives any (see
// tuple_elements); false when the value is the dynamic value instead.
template <class Reserve, class Add>
bool tuple_form(const for_expr& e, const eval_context* ctx, diagnostics& diags, Reserve&& reserve, Add&& add) {
    if (e.collection->kind == expr_kind::tuple) {
        constructed_elements items;
        if (!constructed_collection(e, ctx, diags, items)) return false;
        reserve(items.size());
        return tuple_elements(e, std::span<const value>(items), ctx, diags, add);
    }
    value coll;
    if (!iterable_collection(e, ctx, diags, coll)) return false;
    reserve(coll.length());
    return tuple_elements(e, coll, ctx, diags, add);
}

// The object form's value.
value object_result(const for_expr& e, const value& coll, const eval_context* ctx, diagnostics& diags) {
    std::map<std::string, value, std::less<>> attributes;
    std::map<std::string, std::vector<value>, std::less<>> groups;
    const bool complete = each_included(e, coll, ctx, true, diags, [&](const eval_context& c, bool& known) {
        value raw_key = e.key_result->evaluate(&c, diags);
        if (raw_key.is_null()) {
            if (known) {
                add_error(diags, "Invalid object key", "The key expression produced null, which is not a key.",
                          e.key_result->range(), e.range());
            }
            known = false;
            return;
        }
        if (!raw_key.is_known()) {
            known = false;
            return;
        }
        auto key_string = convert(raw_key, type::string());
        if (!key_string) {
            if (known) {
                add_error(diags, "Invalid object key",
                          "The key expression produced an unsuitable value: " + key_string.error().to_string() +
                              ".",
                          e.key_result->range(), e.range());
            }
            known = false;
            return;
        }
        std::string name(key_string->as_string());
        value v = e.value_result->evaluate(&c, diags);
        if (e.group) {
            groups[name].push_back(std::move(v));
            return;
        }
        if (attributes.count(name) != 0) {
            add_error(diags, "Duplicate object key",
                      "More than one element produced the key " + detail::in_quotes(name) +
                          ". Add `...` after the value expression to group the values by key.",
                      e.key_result->range(), e.range());
            return;
        }
        attributes.emplace(std::move(name), std::move(v));
    });
    if (!complete) return value::dynamic();
    std::vector<value_attribute> result;
    result.reserve(e.group ? groups.size() : attributes.size());
    if (e.group) {
        for (auto& [name, values] : groups) result.emplace_back(name, value::tuple(std::move(values)));
    } else {
        for (auto& [name, v] : attributes) result.emplace_back(name, std::move(v));
    }
    return value::object(std::move(result));
}

}  // namespace

value for_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    // Like the reference, the presence of a key expression decides the
    // result's kind (they only disagree after a parse error).
    if (key_result) {
        value coll;
        if (!iterable_collection(*this, ctx, diags, coll)) return value::dynamic();
        return object_result(*this, coll, ctx, diags);
    }
    std::shared_ptr<value[]> values;
    std::size_t n = 0;
    const bool complete = tuple_form(
        *this, ctx, diags, [&](std::size_t most) { values = value::access::new_elements(most); },
        [&](const auto& make) { value::access::emplace(values[n++], make); });
    if (!complete) return value::dynamic();
    return value::access::tuple(std::move(values), n);
}

elements_result for_expr::evaluate_elements(const eval_context* ctx, diagnostics& diags,
                                            std::vector<value>& out) const {
    if (key_result) return elements_result::declined;
    const std::size_t first = out.size();
    if (tuple_form(
            *this, ctx, diags, [](std::size_t) {}, [&](const auto& make) { out.push_back(make()); })) {
        return elements_result::elements;
    }
    out.resize(first);
    out.push_back(value::dynamic());
    return elements_result::whole;
}

void for_expr::collect_variables(std::vector<traversal>& out) const {
    collection->collect_variables(out);
    // The iteration variables are local to the key, value and condition;
    // references to them are not references to the enclosing scope.
    std::vector<traversal> inner;
    if (key_result) key_result->collect_variables(inner);
    value_result->collect_variables(inner);
    if (condition) condition->collect_variables(inner);
    for (auto& t : inner) {
        const auto root = t.root_name();
        if (root == value_variable || (!key_variable.empty() && root == key_variable)) continue;
        out.push_back(std::move(t));
    }
}

}  // namespace native
HCL_END_NAMESPACE
