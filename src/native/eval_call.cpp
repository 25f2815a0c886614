// Evaluation of function calls (reference-behaviour §1.11).
#include "native/eval_support.hpp"

#include "model/name_suggestion.hpp"

#include <hcl/convert.hpp>
#include <hcl/function.hpp>

#include <boost/container/small_vector.hpp>

#include <set>
#include <span>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

using detail::add_error;
using detail::in_quotes;

namespace {

// Every function name visible from `ctx`, sorted (so suggestions are
// deterministic, unlike the reference's map order).
std::vector<std::string> visible_functions(const eval_context* ctx) {
    std::set<std::string> names;
    for (const auto* c = ctx; c; c = c->parent()) {
        if (const auto* table = c->functions_here()) {
            for (const auto& entry : *table) names.insert(entry.first);
        }
    }
    return {names.begin(), names.end()};
}

// "Call to unknown function", telling a missing namespace apart from a
// misspelt name within one.
void report_unknown_function(const function_call_expr& call, const eval_context* ctx, diagnostics& diags) {
    const auto names = visible_functions(ctx);
    std::string detail_text;
    if (const auto sep = call.name.rfind("::"); sep != std::string::npos) {
        const std::string ns(call.name.substr(0, sep + 2));
        const std::string short_name(call.name.substr(sep + 2));
        std::vector<std::string> in_namespace;
        for (const auto& n : names) {
            if (n.size() > ns.size() && n.compare(0, ns.size(), ns) == 0) in_namespace.push_back(n.substr(ns.size()));
        }
        if (in_namespace.empty()) {
            detail_text = "There are no functions in namespace " + in_quotes(ns) + ".";
        } else {
            detail_text = "There is no function named " + in_quotes(short_name) + " in namespace " + ns + ".";
            if (auto s = hcl::detail::suggest_name(short_name, in_namespace); !s.empty())
                detail_text += " Did you mean " + ns + s + "?";
        }
    } else {
        detail_text = "There is no function named " + in_quotes(call.name) + ".";
        if (auto s = hcl::detail::suggest_name(call.name, names); !s.empty())
            detail_text += " Did you mean " + in_quotes(s) + "?";
    }
    add_error(diags, "Call to unknown function", std::move(detail_text), call.file()->range(call.name_span),
              call.range());
}

// One argument after `...` expansion: its expression, or a value taken from
// the expanded collection (which then stands at the collection's range).
struct argument {
    const expr* source;
    std::optional<value> expanded;
    source_range start_range() const { return expanded ? source->range() : source->start_range(); }
};

}  // namespace

value function_call_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    const function* f = nullptr;
    if (ctx) f = ctx->find_function(name);
    if (!f) {
        if (!ctx || !ctx->any_functions()) {
            diags.add_error("Function calls not allowed", "Functions may not be called here.", range());
        } else {
            report_unknown_function(*this, ctx, diags);
        }
        return value::dynamic();
    }

    const auto errors_before = diags.error_count();
    // Calls rarely have more than a few arguments: no allocation for those.
    boost::container::small_vector<argument, 4> args;
    args.reserve(arguments.size());
    for (const expr* a : arguments) args.push_back({a, std::nullopt});

    if (expand_final && !arguments.empty()) {
        const expr* last = arguments.back();
        args.pop_back();
        diagnostics expand_diags;
        value v = last->evaluate(ctx, expand_diags);
        const bool failed = expand_diags.has_errors();
        diags += std::move(expand_diags);
        if (failed) return value::dynamic();
        const type& t = v.type();
        if (t.is_dynamic() || t.is_tuple() || t.is_list() || t.is_set()) {
            if (v.is_null()) {
                add_error(diags, "Invalid expanding argument value",
                          "The argument marked with `...` must not be null.", last->range(), range());
                return value::dynamic();
            }
            if (!v.is_known()) return value::dynamic();
            for (const value& element : v.elements()) args.push_back({last, element});
        } else {
            add_error(diags, "Invalid expanding argument value",
                      "The argument marked with `...` must be a tuple, list or set, not " + t.friendly_name() +
                          ".",
                      last->range(), range());
            return value::dynamic();
        }
    }

    const auto params = f->parameters();
    const parameter* variadic = f->variadic();
    if (args.size() < params.size()) {
        add_error(diags, "Not enough function arguments",
                  "Function " + in_quotes(name) + " takes " + (variadic ? "at least " : "") +
                      std::to_string(params.size()) + " argument(s); there is no value for " +
                      in_quotes(params[args.size()].name) + ".",
                  file()->range(close_paren), range());
        return value::dynamic();
    }
    if (!variadic && args.size() > params.size()) {
        add_error(diags, "Too many function arguments",
                  "Function " + in_quotes(name) + " takes only " + std::to_string(params.size()) + " argument(s).",
                  args[params.size()].start_range(), range());
        return value::dynamic();
    }

    boost::container::small_vector<value, 4> values;
    values.reserve(args.size());
    for (std::size_t i = 0; i < args.size(); ++i) {
        const parameter& p = i < params.size() ? params[i] : *variadic;
        value v;
        if (p.receives_expression) {
            // The function evaluates the argument itself (`try`, `can`), in
            // the caller's context; an expanded element is a constant there,
            // standing at the expanded argument's range.
            hcl::expression e = args[i].expanded
                                    ? hcl::expression::constant(*args[i].expanded, args[i].source->range())
                                    : args[i].source->handle();
            v = argument_from_expression(p, {std::move(e), ctx}, diags);
        } else {
            v = args[i].expanded ? *args[i].expanded : args[i].source->evaluate(ctx, diags);
        }
        if (p.type.is_dynamic() || v.type() == p.type) {  // what convert() would return
            values.push_back(std::move(v));
            continue;
        }
        auto converted = convert(v, p.type);
        if (!converted) {
            add_error(diags, "Invalid function argument",
                      "Unsuitable value for parameter " + in_quotes(p.name) + ": " + converted.error().to_string() +
                          ".",
                      args[i].start_range(), range());
            values.push_back(value::dynamic());
            continue;
        }
        values.push_back(std::move(converted).value());
    }
    // Calling with arguments already known to be wrong would only add
    // confusing follow-up errors.
    if (diags.error_count() != errors_before) return value::dynamic();

    auto r = f->call(std::span<const value>(values.data(), values.size()));
    if (r) return std::move(r).value();

    const call_error& e = r.error();
    const bool about_argument = e.kind == call_error_kind::invalid_argument && e.argument.has_value();
    if (about_argument) {
        const std::size_t i = *e.argument;
        const parameter* p = f->parameter_for(i);
        if (p && i < args.size()) {
            add_error(diags, "Invalid function argument",
                      "Unsuitable value for parameter " + in_quotes(p->name) + ": " + e.to_string() + ".",
                      args[i].start_range(), range());
            return value::dynamic();
        }
        if (p) {
            // The function blamed a variadic argument the call did not pass.
            diags.add_error("Invalid function argument",
                            "Unsuitable value for parameter " + in_quotes(p->name) + ": " + e.to_string() + ".",
                            range());
            return value::dynamic();
        }
    }
    add_error(diags, "Error in function call", "Call to function " + in_quotes(name) + " failed: " + e.to_string() + ".",
              start_range(), range());
    return value::dynamic();
}

void function_call_expr::collect_variables(std::vector<traversal>& out) const {
    for (const expr* a : arguments) a->collect_variables(out);
}

std::optional<static_call> function_call_expr::static_function_call() const {
    static_call call;
    call.name = name;
    call.name_range = file()->range(name_span);
    call.arguments.reserve(arguments.size());
    for (const expr* a : arguments) call.arguments.push_back(a->handle());
    call.arguments_range = file()->range(byte_span::between(open_paren, close_paren));
    call.expand_final = expand_final;
    return call;
}

}  // namespace native
HCL_END_NAMESPACE
