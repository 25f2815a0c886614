#include <hcl/traversal.hpp>

#include <hcl/eval_context.hpp>
#include <hcl/operations.hpp>

#include "model/eval_context_locals.hpp"
#include "model/name_suggestion.hpp"
#include "values/quoted_string.hpp"

#include <set>

HCL_BEGIN_NAMESPACE

namespace {

template <class... Fs>
struct overloaded : Fs... {
    using Fs::operator()...;
};
template <class... Fs>
overloaded(Fs...) -> overloaded<Fs...>;

void report(diagnostics& diags, const failure& f, const char* fallback_summary, const source_range& range) {
    diags.add_error(f.summary.empty() ? fallback_summary : f.summary, f.to_string(), range);
}

value apply_step(const value& current, const traversal_step& step, diagnostics& diags, bool& failed) {
    return std::visit(
        overloaded{
            [&](const traverse_root& s) {
                diags.add_error("Invalid traversal", "A root step can only start a traversal.", s.range);
                failed = true;
                return value::dynamic();
            },
            [&](const traverse_attribute& s) {
                const auto before = diags.error_count();
                auto v = attribute_value(current, s.name, s.range, diags);
                failed = diags.error_count() != before;
                return v;
            },
            [&](const traverse_index& s) {
                const auto before = diags.error_count();
                auto v = index_value(current, s.key, s.range, diags);
                failed = diags.error_count() != before;
                return v;
            },
            [&](const traverse_splat&) {
                // Handled by apply_steps, which sees the steps after it.
                return current;
            },
        },
        step);
}

using step_iterator = std::vector<traversal_step>::const_iterator;

value apply_steps(value current, step_iterator first, step_iterator last, diagnostics& diags, bool& failed);

// `[*]` followed by `rest`: the rest applied to every element, with the
// splat expression's rules (reference-behaviour §1.9) — a non-sequence is a
// one-element tuple (none when null), tuples give tuples, lists and sets
// give lists, an unknown sequence gives an unknown result of the type the
// rest would give.
value apply_splat(const value& source, const traverse_splat& splat, step_iterator rest, step_iterator last,
                  diagnostics& diags, bool& failed) {
    const type& st = source.type();
    const bool sequence = st.is_tuple() || st.is_list() || st.is_set();
    if (source.is_null()) {
        if (!sequence) return value::empty_tuple();
        diags.add_error("Splat of null value", "A splat expression (`*`) cannot be applied to a null sequence.",
                        splat.range);
        failed = true;
        return value::dynamic();
    }
    if (st.is_dynamic()) return value::dynamic();
    if (!sequence) {
        // Unknown: might be null (no elements) or not (one).
        if (!source.is_known()) return value::dynamic();
        return apply_splat(value::tuple({source}), splat, rest, last, diags, failed);
    }
    // The type the rest gives for an unknown element of type `t`.
    auto result_type = [&](const type& t) {
        diagnostics ignored;
        bool ignored_failure = false;
        return apply_steps(value::unknown(t), rest, last, ignored, ignored_failure).type();
    };
    if (!source.is_known()) {
        if (st.is_tuple()) {
            std::vector<type> types;
            for (const type& t : st.tuple_elements()) types.push_back(result_type(t));
            return value::unknown(type::tuple(std::move(types)));
        }
        return value::unknown(type::list(result_type(st.element_type())));
    }
    std::vector<value> values;
    values.reserve(source.length());
    for (const value& element : source.elements()) {
        values.push_back(apply_steps(element, rest, last, diags, failed));
        if (failed) return value::dynamic();
    }
    if (st.is_tuple()) return value::tuple(std::move(values));
    if (values.empty()) return value::list_empty(result_type(st.element_type()));
    for (const value& v : values) {
        if (!(v.type() == values.front().type())) {
            diags.add_error("Invalid nested splat expressions",
                            "The steps after the splat produced elements of different types, which a list "
                            "cannot hold.",
                            splat.range);
            failed = true;
            return value::dynamic();
        }
    }
    return value::list(std::move(values));
}

value apply_steps(value current, step_iterator first, step_iterator last, diagnostics& diags, bool& failed) {
    for (auto it = first; it != last; ++it) {
        if (const auto* splat = std::get_if<traverse_splat>(&*it)) {
            return apply_splat(current, *splat, it + 1, last, diags, failed);
        }
        current = apply_step(current, *it, diags, failed);
        if (failed) return value::dynamic();
    }
    return current;
}

// A native-syntax string literal reading back as `s`.
std::string in_quotes(std::string_view s) {
    std::string out;
    detail::append_quoted(out, s, detail::quote_style::native);
    return out;
}

}  // namespace

source_range step_range(const traversal_step& step) {
    return std::visit([](const auto& s) { return s.range; }, step);
}

bool traversal::is_relative() const noexcept {
    return steps_.empty() || !std::holds_alternative<traverse_root>(steps_.front());
}

std::string_view traversal::root_name() const noexcept {
    if (steps_.empty()) return {};
    if (const auto* r = std::get_if<traverse_root>(&steps_.front())) return r->name;
    return {};
}

source_range traversal::range() const {
    if (steps_.empty()) return {};
    return source_range::between(step_range(steps_.front()), step_range(steps_.back()));
}

std::pair<traversal, traversal> traversal::split_root() const {
    if (is_relative()) return {traversal(), *this};
    traversal root({steps_.front()});
    traversal rest(std::vector<traversal_step>(steps_.begin() + 1, steps_.end()));
    return {std::move(root), std::move(rest)};
}

std::string traversal::to_string() const {
    std::string out;
    for (const auto& step : steps_) {
        std::visit(overloaded{
                       [&](const traverse_root& s) { out += s.name; },
                       [&](const traverse_attribute& s) {
                           out += '.';
                           out += s.name;
                       },
                       [&](const traverse_index& s) {
                           out += '[';
                           if (s.key.is_known() && !s.key.is_null() && s.key.type() == type::string()) {
                               out += in_quotes(s.key.as_string());
                           } else {
                               out += describe(s.key);
                           }
                           out += ']';
                       },
                       [&](const traverse_splat&) { out += "[*]"; },
                   },
                   step);
    }
    return out;
}

bool operator==(const traversal& a, const traversal& b) {
    if (a.steps_.size() != b.steps_.size()) return false;
    for (std::size_t i = 0; i < a.steps_.size(); ++i) {
        const auto& x = a.steps_[i];
        const auto& y = b.steps_[i];
        if (x.index() != y.index()) return false;
        if (step_range(x) != step_range(y)) return false;
        const bool same = std::visit(
            overloaded{
                [&](const traverse_root& s) { return s.name == std::get<traverse_root>(y).name; },
                [&](const traverse_attribute& s) { return s.name == std::get<traverse_attribute>(y).name; },
                [&](const traverse_index& s) { return s.key == std::get<traverse_index>(y).key; },
                [&](const traverse_splat&) { return true; },
            },
            x);
        if (!same) return false;
    }
    return true;
}

value traverse_absolute(const traversal& t, const eval_context* ctx, diagnostics& diags) {
    if (t.is_relative()) {
        diags.add_error("Invalid traversal", "An absolute traversal must start with a variable name.", t.range());
        return value::dynamic();
    }
    const auto& root = std::get<traverse_root>(t.steps().front());
    if (!ctx || !ctx->any_variables()) {
        diags.add_error("Variables not allowed", "Variables may not be used here.", root.range);
        return value::dynamic();
    }
    const value* found = ctx->find_variable(root.name);
    if (!found) {
        std::set<std::string> names;
        for (const auto* c = ctx; c; c = c->parent()) {
            for (const auto& local : detail::eval_context_locals::of(*c)) names.emplace(local.name);
            if (const auto* vars = c->variables_here()) {
                for (const auto& [name, v] : *vars) names.insert(name);
            }
        }
        const std::vector<std::string> candidates(names.begin(), names.end());
        std::string detail = "There is no variable named " + in_quotes(root.name) + ".";
        if (auto s = detail::suggest_name(root.name, candidates); !s.empty()) {
            detail += " Did you mean " + in_quotes(s) + "?";
        }
        diags.add_error("Unknown variable", std::move(detail), root.range);
        return value::dynamic();
    }
    bool failed = false;
    value result = apply_steps(*found, t.steps().begin() + 1, t.steps().end(), diags, failed);
    return failed ? value::dynamic() : result;
}

value traverse_relative(const traversal& t, const value& from, diagnostics& diags) {
    bool failed = false;
    value result = apply_steps(from, t.steps().begin(), t.steps().end(), diags, failed);
    return failed ? value::dynamic() : result;
}

value index_value(const value& collection, const value& key, const source_range& range, diagnostics& diags) {
    auto r = index(collection, key);
    if (r) return std::move(r).value();
    report(diags, r.error(), "Invalid index", range);
    return value::dynamic();
}

value attribute_value(const value& v, std::string_view name, const source_range& range, diagnostics& diags) {
    auto r = get_attribute(v, name);
    if (r) return std::move(r).value();
    report(diags, r.error(), "Unsupported attribute", range);
    return value::dynamic();
}

HCL_END_NAMESPACE
