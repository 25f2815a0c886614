// Helpers shared by the native-syntax evaluator (src/native/eval_*.cpp).
#pragma once

#include "native/ast.hpp"

#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/value.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

namespace detail {

// The symbol slot of eval_context (see its private members): a value bound
// to a syntax node, found by walking from a context to its ancestors.
struct eval_context_symbols {
    static void bind(eval_context& ctx, const void* symbol, value v) {
        ctx.symbol_ = symbol;
        ctx.symbol_value_ = std::move(v);
    }
    static const value* find(const eval_context* ctx, const void* symbol) noexcept {
        for (const auto* c = ctx; c; c = c->parent_) {
            if (c->symbol_ == symbol) return &c->symbol_value_;
        }
        return nullptr;
    }
};

}  // namespace detail

namespace native::detail {

// A fresh child of `ctx`, or a new root context when evaluating in
// literal-only mode (ctx == nullptr): iteration variables and splat items
// still need somewhere to live, and a level without variable or function
// tables changes nothing about what is allowed.
inline eval_context child_of(const eval_context* ctx) { return ctx ? ctx->child() : eval_context(); }

// Adds an error with a subject and an optional context.
inline diagnostic& add_error(diagnostics& diags, std::string summary, std::string detail, source_range subject,
                             std::optional<source_range> context = std::nullopt) {
    auto& d = diags.add_error(std::move(summary), std::move(detail), std::move(subject));
    d.context = std::move(context);
    return d;
}

// `"text"` with the quotes and backslashes escaped, for messages.
std::string in_quotes(std::string_view s);

// --- template size limit ------------------------------------------------------
//
// Templates can multiply text: nested %{for} directives over large
// collections build strings of the product's size. One outermost template
// evaluation (everything it evaluates, nested templates included) may build at
// most `template_budget_bytes` of text, and no single result may exceed
// `template_result_limit_bytes`; beyond that evaluation reports "Template
// result too large" and loops inside it stop early.
inline constexpr std::size_t template_result_limit_bytes = std::size_t{64} << 20;
inline constexpr std::size_t template_budget_bytes = std::size_t{256} << 20;

// Marks the extent of one template evaluation; the outermost one resets the
// budget. The budget is per thread: evaluation is synchronous.
class template_scope {
public:
    template_scope() noexcept;
    ~template_scope();
    template_scope(const template_scope&) = delete;
    template_scope& operator=(const template_scope&) = delete;
};

// Charges `bytes` of produced text to the current budget; false (and the
// budget marked exhausted) when it does not fit. Outside any template scope
// everything fits.
bool charge_template_bytes(std::size_t bytes) noexcept;
// Whether the current outermost template evaluation ran out of budget, so
// loops should stop producing more.
bool template_budget_exhausted() noexcept;
// Reports the limit once per outermost template evaluation.
void report_template_too_large(diagnostics& diags, const source_range& subject);

}  // namespace native::detail

HCL_END_NAMESPACE
