// The local-variable slot of eval_context (see its private members), for
// syntaxes that bind variables for one scope (the native `for` expression)
// and for the lookups that must see them besides the tables (suggestions).
#pragma once

#include <hcl/config.hpp>
#include <hcl/eval_context.hpp>

#include <cstddef>
#include <span>

HCL_BEGIN_NAMESPACE
namespace detail {

struct eval_context_locals {
    // Binds `locals` (searched in order: the first of two equal names wins)
    // to this level of `ctx`; they must outlive every lookup through it.
    static void bind(eval_context& ctx, std::span<const local_variable> locals) noexcept {
        ctx.locals_ = locals.data();
        ctx.local_count_ = locals.size();
    }
    // The variables bound to this level of `ctx`.
    static std::span<const local_variable> of(const eval_context& ctx) noexcept {
        return {ctx.locals_, ctx.local_count_};
    }
};

}  // namespace detail
HCL_END_NAMESPACE
