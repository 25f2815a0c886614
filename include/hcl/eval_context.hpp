// hcl::eval_context — the variables and functions an expression may use (docs/getting-started.md).
//
// Contexts nest: a child sees its own names first, then its parent's. A level
// may define variables, functions, both or neither; "defines none" differs
// from "defines an empty table" only in the messages: an expression that
// references a variable where no level of the chain defines variables at all
// gets "Variables not allowed", otherwise "Unknown variable". Evaluating with
// no context at all is the specification's literal-only mode.
//
// A child refers to its parent without owning it: the parent must outlive
// the child (children are usually short-lived values on the stack, e.g. one
// per iteration of a `for` expression).
#pragma once

#include <hcl/config.hpp>
#include <hcl/detail/name_less.hpp>
#include <hcl/function.hpp>
#include <hcl/value.hpp>

#include <map>
#include <optional>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE

namespace detail {
// Grants syntax implementations access to an eval_context's symbol slot.
struct eval_context_symbols;
// Grants syntax implementations access to an eval_context's local variables.
struct eval_context_locals;

// A variable that a syntax binds for one scope (the native syntax's `for`
// iteration variables): the name and the value live with the binder, so a
// scope costs no table. See eval_context_locals.
struct local_variable {
    std::string_view name;
    const value* bound = nullptr;
};
}  // namespace detail

// Ordered by name as by std::less<>; lookups take a std::string_view.
using variable_map = std::map<std::string, value, detail::name_less>;

class eval_context {
public:
    eval_context() = default;
    eval_context(variable_map variables, function_table functions)
        : variables_(std::move(variables)), functions_(std::move(functions)) {}

    // A new, empty child of this context.
    eval_context child() const {
        eval_context c;
        c.parent_ = this;
        return c;
    }
    const eval_context* parent() const noexcept { return parent_; }

    // This level's tables (created empty on first use of the mutable form).
    variable_map& variables() { return variables_.has_value() ? *variables_ : variables_.emplace(); }
    function_table& functions() { return functions_.has_value() ? *functions_ : functions_.emplace(); }
    const variable_map* variables_here() const noexcept { return variables_ ? &*variables_ : nullptr; }
    const function_table* functions_here() const noexcept { return functions_ ? &*functions_ : nullptr; }

    eval_context& set_variable(std::string name, value v) {
        variables().insert_or_assign(std::move(name), std::move(v));
        return *this;
    }
    eval_context& set_function(std::string name, function f) {
        functions().insert_or_assign(std::move(name), std::move(f));
        return *this;
    }

    // Lookups walk from this level to the root.
    const value* find_variable(std::string_view name) const noexcept {
        for (const auto* c = this; c; c = c->parent_) {
            for (std::size_t i = 0; i < c->local_count_; ++i) {
                if (detail::same_name(c->locals_[i].name, name)) return c->locals_[i].bound;
            }
            if (c->variables_) {
                if (auto it = c->variables_->find(name); it != c->variables_->end()) return &it->second;
            }
        }
        return nullptr;
    }
    const function* find_function(std::string_view name) const noexcept {
        for (const auto* c = this; c; c = c->parent_) {
            if (c->functions_) {
                if (auto it = c->functions_->find(name); it != c->functions_->end()) return &it->second;
            }
        }
        return nullptr;
    }
    // Whether any level of the chain defines a variable / function table.
    bool any_variables() const noexcept {
        for (const auto* c = this; c; c = c->parent_) {
            if (c->variables_ || c->local_count_) return true;
        }
        return false;
    }
    bool any_functions() const noexcept {
        for (const auto* c = this; c; c = c->parent_) {
            if (c->functions_) return true;
        }
        return false;
    }

private:
    friend struct detail::eval_context_symbols;
    friend struct detail::eval_context_locals;

    std::optional<variable_map> variables_;
    std::optional<function_table> functions_;
    const eval_context* parent_ = nullptr;
    // A value bound to a syntax node rather than to a name (the native
    // syntax's splat binds the current element to its anonymous symbol this
    // way). Invisible to name lookups, messages and applications; one slot
    // per level suffices because each binding gets its own child context.
    const void* symbol_ = nullptr;
    value symbol_value_;
    // Variables bound for this level only (first match wins), looked up
    // before its table; a level with any counts as defining variables.
    // Invisible to variables_here().
    const detail::local_variable* locals_ = nullptr;
    std::size_t local_count_ = 0;
};

HCL_END_NAMESPACE
