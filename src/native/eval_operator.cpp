// Evaluation of binary and unary operators (reference-behaviour §1.5).
//
// Each operator is the matching function of <hcl/operator_functions.hpp>;
// its operands are first converted to the parameter's type ("1" + 2 is 3),
// except for == and != which compare values as they are.
#include "native/eval_support.hpp"

#include <hcl/convert.hpp>
#include <hcl/operations.hpp>
#include <hcl/operator_functions.hpp>

#include <optional>

HCL_BEGIN_NAMESPACE
namespace native {

using detail::add_error;

namespace {

struct operation {
    const function& impl;
    type operand_type;  // dynamic: no conversion
    type result_type;
};

operation binary_operation(binary_operator op) {
    namespace of = operator_functions;
    switch (op) {
    case binary_operator::logical_or: return {of::logical_or(), type::boolean(), type::boolean()};
    case binary_operator::logical_and: return {of::logical_and(), type::boolean(), type::boolean()};
    case binary_operator::equal: return {of::equal(), type::dynamic(), type::boolean()};
    case binary_operator::not_equal: return {of::not_equal(), type::dynamic(), type::boolean()};
    case binary_operator::greater: return {of::greater_than(), type::number(), type::boolean()};
    case binary_operator::greater_or_equal: return {of::greater_or_equal(), type::number(), type::boolean()};
    case binary_operator::less: return {of::less_than(), type::number(), type::boolean()};
    case binary_operator::less_or_equal: return {of::less_or_equal(), type::number(), type::boolean()};
    case binary_operator::add: return {of::add(), type::number(), type::number()};
    case binary_operator::subtract: return {of::subtract(), type::number(), type::number()};
    case binary_operator::multiply: return {of::multiply(), type::number(), type::number()};
    case binary_operator::divide: return {of::divide(), type::number(), type::number()};
    case binary_operator::modulo: return {of::modulo(), type::number(), type::number()};
    }
    return {of::equal(), type::dynamic(), type::boolean()};  // not reached
}

// The reference's notion of a deciding operand: a known value that is true,
// or one that is not true (which, like the reference, counts a null bool
// as false: `null && x` is false).
bool is_true(const value& v) { return v.is_known() && !v.is_null() && v.type() == type::boolean() && v.as_bool(); }
bool is_false(const value& v) { return v.is_known() && !is_true(v); }
bool is(const value& v, bool b) { return b ? is_true(v) : is_false(v); }

// `||` and `&&` evaluate both operands, but an operand that decides the
// result alone (true for ||, false for &&) makes the other operand's
// diagnostics irrelevant, and an unknown operand makes the result unknown
// without the other side's. `decider` is the deciding value. Returns
// nothing when the operator has to run normally.
std::optional<value> short_circuit(bool decider, const value& lhs, const value& rhs, diagnostics& lhs_diags,
                                   diagnostics& rhs_diags, diagnostics& diags) {
    const bool lhs_unknown = !lhs.is_known();
    const bool rhs_unknown = !rhs.is_known();
    if (lhs_unknown && rhs_unknown) {
        // If the left side failed, the right side may have failed too:
        // report both by not short-circuiting.
        if (lhs_diags.has_errors()) return std::nullopt;
        diags += std::move(lhs_diags);
        return value::unknown(type::boolean());
    }
    if (is(lhs, decider)) {
        diags += std::move(lhs_diags);
        return value::boolean(decider);
    }
    if (is(rhs, decider)) {
        diags += std::move(rhs_diags);
        return value::boolean(decider);
    }
    if (lhs_unknown && is(rhs, !decider)) {
        diags += std::move(lhs_diags);
        return value::unknown(type::boolean());
    }
    if (rhs_unknown && is(lhs, !decider)) {
        diags += std::move(rhs_diags);
        return value::unknown(type::boolean());
    }
    return std::nullopt;
}

// The arithmetic and comparisons on two known, non-null numbers (`p + 1`
// in a `for`, the common case) straight from hcl::number: the operator
// function would check exactly that, convert nothing and run the same
// operation. Anything else, and every failure (for the function's own
// message), goes through the function.
bool plain_number(const value& v) { return v.is_known() && !v.is_null() && v.type().kind() == type_kind::number; }

// The null dynamic value (which no operation here produces) when the
// operator function has to run instead: a value rather than an optional,
// so that the result is built once, in the caller's return slot.
value run_on_numbers(binary_operator op, const value& left, const value& right) {
    if (!plain_number(left) || !plain_number(right)) return value();
    const number& a = left.as_number();
    const number& b = right.as_number();
    std::optional<number> n;
    try {
        switch (op) {
        case binary_operator::add: n = add(a, b); break;
        case binary_operator::subtract: n = subtract(a, b); break;
        case binary_operator::multiply: n = multiply(a, b); break;
        case binary_operator::divide: n = divide(a, b); break;
        case binary_operator::greater: return value::boolean(compare(a, b) > 0);
        case binary_operator::greater_or_equal: return value::boolean(compare(a, b) >= 0);
        case binary_operator::less: return value::boolean(compare(a, b) < 0);
        case binary_operator::less_or_equal: return value::boolean(compare(a, b) <= 0);
        default: return value();  // modulo has its own infinity rule; the rest are not numeric
        }
    } catch (...) {
        return value();  // the function reports it
    }
    // Failures, and infinities and zeros (which may be a result that left
    // number's range, an error the function reports), go through the function.
    if (!n || n->is_infinite() || n->is_zero()) return value();
    return value::number(std::move(*n));
}

}  // namespace

// --- binary ----------------------------------------------------------------------

namespace {

// Converts both operands to the operator's parameter type, reporting each
// failure as "Invalid operand" (after everything already in `diags`, as
// the reference orders them). False when either failed.
bool convert_operands(const binary_expr& e, const operation& o, value& left, value& right, diagnostics& diags) {
    auto left_converted = convert(left, o.operand_type);
    if (!left_converted) {
        add_error(diags, "Invalid operand",
                  "Unsuitable value for left operand: " + left_converted.error().to_string() + ".", e.lhs->range(),
                  e.range());
    }
    auto right_converted = convert(right, o.operand_type);
    if (!right_converted) {
        add_error(diags, "Invalid operand",
                  "Unsuitable value for right operand: " + right_converted.error().to_string() + ".", e.rhs->range(),
                  e.range());
    }
    if (!left_converted || !right_converted) return false;
    left = std::move(left_converted).value();
    right = std::move(right_converted).value();
    return true;
}

// Runs the operation on converted operands.
value run_operation(const binary_expr& e, const operation& o, const value& left, const value& right,
                    diagnostics& diags) {
    if (value quick = run_on_numbers(e.op, left, right); !quick.is_null()) return quick;
    auto r = o.impl.call({left, right});
    if (!r) {
        diags.add_error("Operation failed", "The operation could not be performed: " + r.error().to_string() + ".",
                        e.range());
        return value::unknown(o.result_type);
    }
    return std::move(r).value();
}

}  // namespace

value binary_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    if (op != binary_operator::logical_or && op != binary_operator::logical_and) {
        // Diagnostics in order: the operands', then the conversions'.
        // Converting has no effects besides its diagnostics, so converting
        // after evaluating both is the same.
        const auto errors_before = diags.error_count();
        value left = lhs->evaluate(ctx, diags);
        value right = rhs->evaluate(ctx, diags);
        const bool operands_failed = diags.error_count() != errors_before;
        if (!operands_failed) {
            if (value quick = run_on_numbers(op, left, right); !quick.is_null()) return quick;
        }
        const operation o = binary_operation(op);
        if (!convert_operands(*this, o, left, right, diags)) return value::unknown(o.result_type);
        // Running the operation on placeholders would only repeat the problem.
        if (operands_failed) return value::unknown(o.result_type);
        return run_operation(*this, o, left, right, diags);
    }

    // `||` and `&&` keep each side's diagnostics apart: the side that
    // decides the result may make the other's irrelevant.
    diagnostics lhs_diags;
    value left = lhs->evaluate(ctx, lhs_diags);
    diagnostics rhs_diags;
    value right = rhs->evaluate(ctx, rhs_diags);
    const operation o = binary_operation(op);
    diagnostics conversion_diags;
    if (!convert_operands(*this, o, left, right, conversion_diags)) {
        // The operands' own problems come first, then the conversions', in
        // the order the reference reports them.
        diags += std::move(lhs_diags);
        diags += std::move(rhs_diags);
        diags += std::move(conversion_diags);
        return value::unknown(o.result_type);
    }

    const bool decider = op == binary_operator::logical_or;
    if (auto forced = short_circuit(decider, left, right, lhs_diags, rhs_diags, diags)) return *forced;

    const bool operands_failed = lhs_diags.has_errors() || rhs_diags.has_errors();
    diags += std::move(lhs_diags);
    diags += std::move(rhs_diags);
    if (operands_failed) return value::unknown(o.result_type);
    return run_operation(*this, o, left, right, diags);
}

void binary_expr::collect_variables(std::vector<traversal>& out) const {
    lhs->collect_variables(out);
    rhs->collect_variables(out);
}

// --- unary -------------------------------------------------------------------------

value unary_expr::evaluate(const eval_context* ctx, diagnostics& diags) const {
    const bool negate = op == unary_operator::negate;
    const function& impl = negate ? operator_functions::negate() : operator_functions::logical_not();
    const type t = negate ? type::number() : type::boolean();

    const auto errors_before = diags.error_count();
    value v = operand->evaluate(ctx, diags);
    auto converted = convert(v, t);
    if (!converted) {
        add_error(diags, "Invalid operand",
                  "Unsuitable value for unary operand: " + converted.error().to_string() + ".", operand->range(),
                  range());
    }
    if (diags.error_count() != errors_before) return value::unknown(t);

    auto r = impl.call({std::move(converted).value()});
    if (!r) {
        diags.add_error("Operation failed", "The operation could not be performed: " + r.error().to_string() + ".",
                        range());
        return value::unknown(t);
    }
    return std::move(r).value();
}

void unary_expr::collect_variables(std::vector<traversal>& out) const { operand->collect_variables(out); }

}  // namespace native
HCL_END_NAMESPACE

