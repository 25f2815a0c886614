// pcl::type_of: function calls, conditionals and operators.
#include "pcl/typer.hpp"

#include <hcl/pcl/conversion.hpp>
#include <hcl/pcl/type_expression.hpp>

HCL_BEGIN_NAMESPACE
namespace pcl {

namespace {

const char* operator_text(native::binary_operator op) {
    using native::binary_operator;
    switch (op) {
    case binary_operator::logical_or: return "||";
    case binary_operator::logical_and: return "&&";
    case binary_operator::equal: return "==";
    case binary_operator::not_equal: return "!=";
    case binary_operator::greater: return ">";
    case binary_operator::greater_or_equal: return ">=";
    case binary_operator::less: return "<";
    case binary_operator::less_or_equal: return "<=";
    case binary_operator::add: return "+";
    case binary_operator::subtract: return "-";
    case binary_operator::multiply: return "*";
    case binary_operator::divide: return "/";
    case binary_operator::modulo: return "%";
    }
    return "?";
}

}  // namespace

type typer::convert_call(const native::function_call_expr& e) {
    eventual_lift lift;
    const type v = lift.unwrap(of(e.arguments[0]));
    const type target = type_from_expression(e.arguments[1]->handle(), diags_);
    if (conversion_from(target, v) == conversion_kind::none) {
        error("Invalid function argument",
              "Invalid value for \"value\" parameter: a value of type " + v.friendly_name() + " cannot convert to " +
                  target.friendly_name() + ".",
              e.arguments[0]->range(), e.range());
        return type::dynamic();
    }
    return lift.wrap(target);
}

type typer::call(const native::function_call_expr& e) {
    // convert(value, TYPE): the second argument is a type expression, read
    // as one rather than typed.
    if (e.name == "convert" && e.arguments.size() == 2 && !e.expand_final && scope_.lookup_function(e.name))
        return convert_call(e);
    std::vector<type> arguments;
    for (const native::expr* a : e.arguments) arguments.push_back(of(a));
    const source_range name_range = e.file()->range(e.name_span);
    const function_signature* f = scope_.lookup_function(e.name);
    if (!f) {
        error("Call to unknown function", "There is no function named \"" + std::string(e.name) + "\".", name_range,
              e.range());
        return type::dynamic();
    }
    const std::size_t fixed = f->parameters.size();
    if (arguments.size() < fixed && !e.expand_final) {
        error("Not enough function arguments",
              "Function \"" + std::string(e.name) + "\" expects " + std::to_string(fixed) + " argument(s). Missing value for \"" +
                  f->parameters[arguments.size()].name + "\".",
              e.file()->range(e.close_paren), e.range());
        return type::dynamic();
    }
    if (arguments.size() > fixed && !f->variadic && !e.expand_final) {
        error("Too many function arguments",
              "Function \"" + std::string(e.name) + "\" expects only " + std::to_string(fixed) + " argument(s).",
              e.arguments[fixed]->range(), e.range());
        return type::dynamic();
    }
    // An expanded final argument spreads a sequence over the remaining
    // parameters: what it holds is only known at run time.
    if (e.expand_final) return type::dynamic();

    eventual_lift lift;
    bool ok = true;
    std::vector<type> accepted;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const signature_parameter& p = i < fixed ? f->parameters[i] : *f->variadic;
        type t = arguments[i];
        if (conversion_from(p.type, t) == conversion_kind::none) {
            // An eventual argument to a prompt parameter: the call is
            // applied to the resolved value, and its result is eventual.
            const type resolved = lift.unwrap(t);
            if (conversion_from(p.type, resolved) == conversion_kind::none) {
                error("Invalid function argument",
                      "Invalid value for \"" + p.name + "\" parameter: " + p.type.friendly_name() +
                          " required, but the argument's type is " + t.friendly_name() + ".",
                      e.arguments[i]->range(), e.range());
                ok = false;
            }
            t = resolved;
        }
        accepted.push_back(std::move(t));
    }
    if (!ok || !f->result) return type::dynamic();
    return lift.wrap(f->result(accepted));
}

type typer::conditional(const native::conditional_expr& e) {
    eventual_lift lift;
    const type condition = lift.unwrap(of(e.condition));
    if (conversion_from(type::boolean(), condition) == conversion_kind::none)
        error("Incorrect condition type",
              "The condition expression must be of type bool, not " + condition.friendly_name() + ".",
              e.condition->range(), e.range());
    const type result = unify({of(e.true_result), of(e.false_result)});
    return lift.wrap(result);
}

type typer::binary(const native::binary_expr& e) {
    using native::binary_operator;
    eventual_lift lift;
    const type lhs = lift.unwrap(of(e.lhs));
    const type rhs = lift.unwrap(of(e.rhs));
    const auto op = e.op;
    if (op == binary_operator::equal || op == binary_operator::not_equal) return lift.wrap(type::boolean());

    const bool logical = op == binary_operator::logical_or || op == binary_operator::logical_and;
    const type operand = logical ? type::boolean() : type::number();
    bool ok = true;
    for (const auto& [side, t, which] :
         {std::tuple{e.lhs, lhs, "left"}, std::tuple{e.rhs, rhs, "right"}}) {
        if (conversion_from(operand, t) != conversion_kind::none) continue;
        error("Invalid operand",
              std::string("Unsuitable value for ") + which + " operand of " + operator_text(op) + ": " +
                  operand.friendly_name() + " required, not " + t.friendly_name() + ".",
              side->range(), e.range());
        ok = false;
    }
    if (!ok) return type::dynamic();
    switch (op) {
    case binary_operator::add:
    case binary_operator::subtract:
    case binary_operator::multiply:
    case binary_operator::modulo:
        // Arithmetic on ints stays int; division may leave a fraction.
        return lift.wrap(lhs == type::integer() && rhs == type::integer() ? type::integer() : type::number());
    case binary_operator::divide: return lift.wrap(type::number());
    default: return lift.wrap(type::boolean());
    }
}

type typer::unary(const native::unary_expr& e) {
    eventual_lift lift;
    const type operand = lift.unwrap(of(e.operand));
    const bool negate = e.op == native::unary_operator::negate;
    const type wanted = negate ? type::number() : type::boolean();
    if (conversion_from(wanted, operand) == conversion_kind::none) {
        error("Invalid operand",
              std::string("Unsuitable value for unary operand of ") + (negate ? "-" : "!") + ": " +
                  wanted.friendly_name() + " required, not " + operand.friendly_name() + ".",
              e.operand->range(), e.range());
        return type::dynamic();
    }
    if (negate) return lift.wrap(operand == type::integer() ? type::integer() : type::number());
    return lift.wrap(type::boolean());
}

}  // namespace pcl
HCL_END_NAMESPACE
