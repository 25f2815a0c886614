// The call algorithm of the information model, in the order the reference
// implementation applies it: arity, then per argument null / dynamic / type
// checks, then the result type, then unknown arguments, then the
// implementation.
#include "functions/conformance.hpp"

#include <hcl/eval_context.hpp>
#include <hcl/function.hpp>

#include <exception>
#include <stdexcept>
#include <utility>

HCL_BEGIN_NAMESPACE

namespace {

std::string count_text(std::size_t required, bool at_least, std::size_t given) {
    return std::string("(") + (at_least ? "at least " : "") + std::to_string(required) +
           " required; " + std::to_string(given) + " given)";
}

// Callbacks are user code: an exception from one becomes a failed call, the
// counterpart of the reference turning panics into errors.
template <class Callback>
auto guarded(Callback&& callback) -> decltype(callback()) {
    try {
        return callback();
    } catch (const std::exception& e) {
        return call_failed(std::string("panic in function implementation: ") + e.what());
    } catch (...) {
        return call_failed("panic in function implementation: unknown exception");
    }
}

struct checked_call {
    hcl::type result_type;
    bool forced_dynamic = false;  // an argument of the dynamic pseudo-type decided the result
};

}  // namespace

result_type_callback static_result_type(hcl::type t) {
    return [t = std::move(t)](std::span<const value>) -> call_result<hcl::type> { return t; };
}

function::function(function_spec spec) {
    if (!spec.result_type)
        throw std::invalid_argument("hcl::function: the spec has no result_type callback");
    if (!spec.implementation)
        throw std::invalid_argument("hcl::function: the spec has no implementation callback");
    spec_ = std::make_shared<const function_spec>(std::move(spec));
}

const parameter* function::parameter_for(std::size_t index) const noexcept {
    if (index < spec_->parameters.size()) return &spec_->parameters[index];
    return variadic();
}

namespace {

call_result<checked_call> check_arguments(const function& f, const function_spec& spec,
                                          std::span<const value> args) {
    const std::size_t required = spec.parameters.size();
    const bool variadic = spec.variadic.has_value();
    if (args.size() < required) {
        return call_error{call_error_kind::not_enough_arguments,
                          "not enough arguments: missing value for \"" +
                              spec.parameters[args.size()].name + "\" " +
                              count_text(required, variadic, args.size()),
                          std::nullopt,
                          {}};
    }
    if (!variadic && args.size() > required) {
        return call_error{call_error_kind::too_many_arguments,
                          "too many arguments " + count_text(required, false, args.size()),
                          required,
                          {}};
    }

    // The reference stops at the first argument of the dynamic pseudo-type:
    // later arguments are not checked and the result type callback not run.
    for (std::size_t i = 0; i < args.size(); ++i) {
        const parameter& p = *f.parameter_for(i);
        const value& arg = args[i];
        if (arg.is_null() && !p.allow_null) return argument_error(i, "argument must not be null");
        if (arg.type().is_dynamic()) {
            if (!p.allow_dynamic) return checked_call{hcl::type::dynamic(), true};
        } else if (!type_matches(arg.type(), p.type)) {
            if (auto problem = detail::find_conformance_problem(arg.type(), p.type)) {
                return argument_error(i, std::move(problem->message), std::move(problem->path));
            }
            return argument_error(i, p.type.friendly_name() + " required, but received " +
                                         arg.type().friendly_name());
        }
    }

    auto type = guarded([&] { return spec.result_type(args); });
    if (!type) return type.error();
    return checked_call{std::move(type).value(), false};
}

}  // namespace

call_result<hcl::type> function::return_type(std::span<const value> args) const {
    auto checked = check_arguments(*this, *spec_, args);
    if (!checked) return checked.error();
    return checked->result_type;
}

call_result<hcl::type> function::return_type_for_types(std::span<const hcl::type> types) const {
    std::vector<value> args;
    args.reserve(types.size());
    for (const auto& t : types) args.push_back(value::unknown(t));
    return return_type(args);
}

call_result<value> function::call(std::span<const value> args) const {
    auto checked = check_arguments(*this, *spec_, args);
    if (!checked) return checked.error();
    // An argument of the dynamic pseudo-type only forces the result *type*:
    // unknown arguments still give an unknown result and known ones (such as
    // the literal `null`) still reach the implementation, as in the reference.
    const hcl::type& result_type = checked->result_type;

    for (std::size_t i = 0; i < args.size(); ++i) {
        if (!args[i].is_known() && !parameter_for(i)->allow_unknown)
            return value::unknown(result_type);
    }

    auto result = guarded([&] { return spec_->implementation(args, result_type); });
    if (!result) return result;
    // A result of the wrong type is a bug in the function, reported as a
    // failed call so that callers never see a value contradicting the type
    // they were promised.
    if (!type_matches(result->type(), result_type)) {
        return call_failed(
            "the function returned a value of type " + result->type().friendly_name() +
            ", which does not conform to its result type " + result_type.friendly_name());
    }
    return result;
}

// Expression closures (reference-behaviour §7.5): a capsule whose payload is
// an expression_closure. Two closures are equal only when they are the same
// payload, which is all `try`/`can` need.
const hcl::type& expression_closure_type() {
    static const hcl::type t = hcl::type::capsule("expression closure");
    return t;
}

value expression_closure::evaluate(diagnostics& diags) const {
    if (!context) return expr.evaluate(diags);
    return expr.evaluate(*context, diags);
}

value expression_closure_value(expression_closure closure) {
    return value::capsule(expression_closure_type(),
                          std::make_shared<const expression_closure>(std::move(closure)));
}

const expression_closure* expression_closure_from_value(const value& v) {
    if (v.type() != expression_closure_type() || v.is_null() || !v.is_known()) return nullptr;
    return static_cast<const expression_closure*>(v.capsule_payload().get());
}

value argument_from_expression(const parameter& p, expression_closure closure, diagnostics& diags) {
    if (!p.decode_expression) return expression_closure_value(std::move(closure));
    diagnostics here;
    value v = p.decode_expression(closure, here);
    const bool failed = here.has_errors();
    diags += std::move(here);
    return failed ? value::dynamic() : v;
}

parameter expression_parameter(std::string name, std::string description) {
    parameter p;
    p.name = std::move(name);
    p.type = expression_closure_type();
    p.receives_expression = true;
    p.description = std::move(description);
    return p;
}

HCL_END_NAMESPACE
