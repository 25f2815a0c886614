// The `try` and `can` functions (reference-behaviour §7.2). Both receive
// their arguments as expression closures (parameter::receives_expression),
// so an argument's errors reach them as data instead of failing the call.
#include <hcl/eval_context.hpp>
#include <hcl/function.hpp>
#include <hcl/stdlib.hpp>

#include <string>

HCL_BEGIN_NAMESPACE
namespace stdlib {

namespace {

// "- Summary (at f.hcl:1,3-7)\n  Detail\n": one diagnostic of a failed
// alternative, as the reference lists them.
void describe(std::string& out, const diagnostic& d) {
    out += "- " + d.summary;
    if (d.subject) out += " (at " + d.subject->to_string() + ")";
    out += "\n  " + d.detail + "\n";
}

call_result<value> try_alternatives(std::span<const value> args) {
    if (args.empty()) return call_failed("at least one argument is required");
    diagnostics all;
    for (const value& arg : args) {
        const expression_closure* closure = expression_closure_from_value(arg);
        if (!closure) return call_failed("try: an argument is not an expression closure");
        diagnostics here;
        value v = closure->evaluate(here);
        if (here.has_errors()) {
            all += std::move(here);
            continue;
        }
        // A partly unknown result might still fail once known, so the whole
        // call stays undecided.
        if (!v.is_wholly_known()) return value::dynamic();
        return v;  // diagnostics of earlier alternatives are dropped
    }
    std::string message = "no expression succeeded:\n";
    for (const diagnostic& d : all) describe(message, d);
    message += "\nAt least one expression must produce a successful result";
    return call_failed(std::move(message));
}

}  // namespace

function try_function() {
    function_spec spec;
    spec.description =
        "Returns the value of the first argument that evaluates without errors; fails when none "
        "does.";
    spec.variadic = expression_parameter("expressions");
    // The winning value decides the type; declaring the dynamic pseudo-type
    // avoids evaluating the alternatives twice (once for the type).
    spec.result_type = static_result_type(type::dynamic());
    spec.implementation = [](std::span<const value> args, const type&) {
        return try_alternatives(args);
    };
    return function(std::move(spec));
}

function can_function() {
    function_spec spec;
    spec.description = "Returns true when the argument evaluates without errors, false otherwise.";
    spec.parameters = {expression_parameter("expression")};
    spec.result_type = static_result_type(type::boolean());
    spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
        const expression_closure* closure = expression_closure_from_value(args[0]);
        if (!closure) return call_failed("can: the argument is not an expression closure");
        diagnostics diags;
        value v = closure->evaluate(diags);
        if (diags.has_errors()) return value::boolean(false);
        if (!v.is_wholly_known()) return value::unknown(type::boolean());
        return value::boolean(true);
    };
    return function(std::move(spec));
}

void add_try_can_functions(function_table& table) {
    table.insert_or_assign("try", try_function());
    table.insert_or_assign("can", can_function());
}

}  // namespace stdlib
HCL_END_NAMESPACE
